#pragma once
// advanced-terrain-home: an advanced terrain may only be the proposed frontier.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class AdvancedTerrainHomeCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "AdvancedTerrainHomeCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::AdvancedTerrainHome};
};

}  // namespace muster::rules
