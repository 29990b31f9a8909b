#pragma once
// item-carrying: the units of each army can carry all of its items (ItemCarrying decides).
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class ItemCarryingCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "ItemCarryingCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::ItemCarrying};
};

}  // namespace muster::rules
