#include "ArmyCheck.h"

#include <fmt/core.h>

namespace muster::rules {

using domain::RosterSection;

void ArmyCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const ForceTally& tally = context.tally();
    const ForceTotals& t = context.totals();
    const int limit = t.armyLimit;
    for (std::size_t a = 0; a < ForceContext::kArmies; ++a) {
        const auto section = static_cast<RosterSection>(a);
        if (context.forceSize() > 0 && t.armyPoints[a] > limit) {
            // The strict price pairs medium equipment inside the army. When two armies each hold an odd medium die,
            // one of them may count its odd die as the cheap second of a pair; an army over the limit only under the
            // strict price gets a warning instead of an error (docs/rules-decisions.md, A1).
            const int lenient = t.armyPoints[a] - (tally.armyMedium[a] % 2 == 1 && tally.oddArmies >= 2 ? 1 : 0);
            const bool error = lenient > limit;
            findings.push_back(Finding{
                error ? Severity::Error : Severity::Warning, RuleId::ArmyLimit,
                fmt::format("The {} holds {} points; an army may hold at most half the force ({} points){}",
                            ForceContext::armyWord(section), t.armyPoints[a], limit,
                            error ? "."
                                  : " (it fits only if its odd medium equipment counts as the cheap second of a pair "
                                    "split with another army)."),
                context.refs().armyLimit, section, context.armyDice(a)});
        }
        // An army whose only entries are unknown names has its unknown-die findings: one finding per mistake.
        if (tally.armyUnits[a] == 0 && tally.armyUnknown[a] == 0) {
            findings.push_back(
                Finding{Severity::Error, RuleId::ArmyEmpty,
                        tally.armyItems[a] > 0
                            ? fmt::format("The {} has items but no unit; every army needs at least one unit.",
                                          ForceContext::armyWord(section))
                            : fmt::format("The {} has no unit; every army needs at least one unit.",
                                          ForceContext::armyWord(section)),
                        context.refs().armyEmpty, section, context.armyDice(a)});
        }
    }
}

}  // namespace muster::rules
