#pragma once
// dragonkin-limit: at most one health of Dragonkin per full three points of the force (V4.01d).
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class DragonkinLimitCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "DragonkinLimitCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::DragonkinLimit};
};

}  // namespace muster::rules
