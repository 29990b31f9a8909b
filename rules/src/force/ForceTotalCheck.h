#pragma once
// force-total: the roster states its force size and its armies add up to exactly the total allowed
// (medium equipment priced per pair; TSR 1996: 3 less per missing dragon).
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class ForceTotalCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "ForceTotalCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::ForceTotal};
};

}  // namespace muster::rules
