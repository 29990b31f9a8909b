#pragma once
// army-limit and army-empty, army by army: no army over half the force, at least one unit in each. One
// check, because a report lists both findings of one army before those of the next.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class ArmyCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "ArmyCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 2> kRules{RuleId::ArmyLimit, RuleId::ArmyEmpty};
};

}  // namespace muster::rules
