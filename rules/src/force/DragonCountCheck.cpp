#include "DragonCountCheck.h"

#include <fmt/core.h>

namespace muster::rules {

void DragonCountCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const int forceSize = context.forceSize();
    if (forceSize <= 0) return;
    const ForceTotals& t = context.totals();
    const int required = t.dragonsRequired;
    const int brought = t.dragonsBrought;
    const char* ref = context.refs().dragonCount;
    auto dragons = [&context] {
        return context.diceWhere([](const DieFacts& f) { return f.kind == domain::DieKind::Dragon; });
    };
    if (context.tsr()) {
        if (brought > required) {
            findings.push_back(
                Finding{Severity::Error, RuleId::DragonCount,
                        fmt::format("A {}-point force brings {} dragon{} under the 1996 rules, but this roster has {}.",
                                    forceSize, required, required == 1 ? "" : "s", brought),
                        ref, domain::RosterSection::SummoningPool, dragons()});
        } else if (brought < required) {
            findings.push_back(Finding{
                Severity::Warning, RuleId::DragonCount,
                fmt::format("The roster brings {} of the {} dragons a {}-point force needs; each missing dragon takes "
                            "3 points off the force, so the armies must total {}.",
                            brought, required, forceSize, t.allowedTotal),
                ref, domain::RosterSection::SummoningPool, dragons()});
        }
    } else if (brought != required) {
        findings.push_back(Finding{
            Severity::Error, RuleId::DragonCount,
            fmt::format("A {}-point force brings exactly {} dragon{} (one per 24 points or part; a White Dragon counts "
                        "two), but this roster brings {}.",
                        forceSize, required, required == 1 ? "" : "s", brought),
            ref, domain::RosterSection::SummoningPool, dragons()});
    }
}

}  // namespace muster::rules
