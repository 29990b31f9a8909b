#pragma once
// One army-construction rule (or a tight family of them) of the force validator, as one small, testable piece:
// the rule ids it reports and a run() that adds its findings. The checks are listed in ForceCheckRegistry
// (KiCad's DRC test providers are the model); ForceValidator::validate runs them in that order.
#include <span>
#include <string_view>
#include <vector>

#include "muster/rules/Finding.h"
#include "muster/rules/force/ForceContext.h"

namespace muster::rules {

class ForceCheck {
public:
    ForceCheck() = default;
    ForceCheck(const ForceCheck&) = delete;
    ForceCheck& operator=(const ForceCheck&) = delete;
    ForceCheck(ForceCheck&&) = delete;
    ForceCheck& operator=(ForceCheck&&) = delete;
    virtual ~ForceCheck() = default;

    // The class name, for listings and test messages ("ForceTotalCheck").
    [[nodiscard]] virtual std::string_view name() const = 0;
    // The rule id of every finding this check may add; no other check reports them.
    [[nodiscard]] virtual std::span<const RuleId> rules() const = 0;
    // Appends this check's findings to `findings`, in a fixed order. Reads only the context.
    virtual void run(const ForceContext& context, std::vector<Finding>& findings) const = 0;

    [[nodiscard]] bool covers(RuleId rule) const;
};

}  // namespace muster::rules
