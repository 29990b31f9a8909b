#pragma once
// terrains: the header names one home and one frontier terrain, both major terrain dice, and no terrain
// die is listed in an army or the Summoning Pool.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class TerrainsCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "TerrainsCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::Terrains};
};

}  // namespace muster::rules
