#pragma once
// unknown-die: every roster entry and header terrain names a die the catalog knows; the first few
// unknown names get "did you mean" suggestions.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class UnknownDieCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "UnknownDieCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::UnknownDie};
};

}  // namespace muster::rules
