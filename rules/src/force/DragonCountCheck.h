#pragma once
// dragon-count: one dragon per 24 points or part (V4.01d; a White Dragon counts two), or the 1996
// count, where a missing dragon is a warning that costs 3 points of the force.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class DragonCountCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "DragonCountCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::DragonCount};
};

}  // namespace muster::rules
