#include "DragonkinLimitCheck.h"

#include <fmt/core.h>

namespace muster::rules {

namespace {
constexpr const char* kRefDragonkin = "V4.01d p. 54 (Dragonkin: one health per full three points of force)";
}  // namespace

void DragonkinLimitCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const ForceTotals& t = context.totals();
    if (context.tsr() || t.dragonkinHealth <= t.dragonkinAllowance) return;
    findings.push_back(Finding{
        Severity::Error, RuleId::DragonkinLimit,
        fmt::format("The roster has {} health of Dragonkin; a {}-point force may bring at most {} (one per full three "
                    "points).",
                    t.dragonkinHealth, context.forceSize(), t.dragonkinAllowance),
        kRefDragonkin, domain::RosterSection::SummoningPool,
        context.diceWhere([](const DieFacts& f) { return f.has(DieFacts::kDragonkin); })});
}

}  // namespace muster::rules
