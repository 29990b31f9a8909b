#pragma once
// minor-terrain-limit: at most the terrains in the game plus one minor terrains (V4.01d).
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class MinorTerrainLimitCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "MinorTerrainLimitCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::MinorTerrainLimit};
};

}  // namespace muster::rules
