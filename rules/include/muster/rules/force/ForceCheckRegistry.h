#pragma once
// The force validator's checks, listed explicitly in one place (ForceCheckRegistry.cpp) in the order their
// findings appear in a report. Each rule id belongs to exactly one check.
#include <array>
#include <memory>
#include <span>
#include <vector>

#include "muster/rules/Finding.h"
#include "muster/rules/force/ForceCheck.h"
#include "muster/rules/force/ForceContext.h"

namespace muster::rules {

class ForceCheckRegistry {
public:
    // The registry of every check; built on first use, then shared (it is immutable).
    static const ForceCheckRegistry& instance();

    // Every check, in the order validate() runs them.
    [[nodiscard]] std::span<const ForceCheck* const> checks() const { return order_; }
    // The check that reports `rule`, or null if none does.
    [[nodiscard]] const ForceCheck* forRule(RuleId rule) const;
    // Runs every check in order, appending their findings.
    void run(const ForceContext& context, std::vector<Finding>& findings) const;

private:
    ForceCheckRegistry();
    void add(std::unique_ptr<const ForceCheck> check);

    std::vector<std::unique_ptr<const ForceCheck>> owned_;
    std::vector<const ForceCheck*> order_;
    std::array<const ForceCheck*, kRuleCount> byRule_{};
};

}  // namespace muster::rules
