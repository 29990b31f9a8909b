#pragma once
// placement: dragons, Dragonkin and minor terrains start in the Summoning Pool, everything else in an army;
// one finding per section holding dice in the wrong place.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class PlacementCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "PlacementCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::Placement};
};

}  // namespace muster::rules
