#pragma once
// format-limit: the event format's force sizes, health caps per unit class, copy limits and species
// limit.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class FormatLimitCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "FormatLimitCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::FormatLimit};
};

}  // namespace muster::rules
