#pragma once
// component-not-allowed: no kind of die that the edition or the event format leaves out.
#include <array>

#include "muster/rules/force/ForceCheck.h"

namespace muster::rules {

class ComponentNotAllowedCheck final : public ForceCheck {
public:
    [[nodiscard]] std::string_view name() const override { return "ComponentNotAllowedCheck"; }
    [[nodiscard]] std::span<const RuleId> rules() const override { return kRules; }
    void run(const ForceContext& context, std::vector<Finding>& findings) const override;

private:
    static constexpr std::array<RuleId, 1> kRules{RuleId::ComponentNotAllowed};
};

}  // namespace muster::rules
