#include "sai/SaiTargets.h"

#include <algorithm>

#include "muster/rules/engine/DamageAllocation.h"

namespace muster::rules::engine {

std::vector<int> SaiTargets::upToHealthWorth(Ctx& ctx, const SaiUse& use, int budget) {
    const auto& s = ctx.s;
    const std::string& name = ctx.data.sais.name(use.sai);
    const std::string army = ctx.armyName(use.defender, use.defenderAt);
    std::vector<int> chosen;
    for (const auto& label : use.targets) {
        const int u = ctx.pieceRef(label, use.defender);
        const auto& piece = s.piece(u);
        if (piece.kind != PieceKind::Unit || piece.owner != use.defender || piece.loc != use.defenderAt)
            ctx.fail(Rule::SaiTargeting,
                     name + " targets units in the defending army (" + army + "); '" + label + "' is not one of them");
        if (std::find(chosen.begin(), chosen.end(), u) != chosen.end())
            ctx.fail(Rule::SaiTargeting, "'" + label + "' is targeted twice");
        chosen.push_back(u);
    }
    const int picked = ctx.healthOf(chosen);
    if (picked > budget)
        ctx.fail(Rule::SaiTargeting, name + " targets at most " + std::to_string(budget) + " health-worth; " +
                                         std::to_string(picked) + " is too much");
    std::vector<int> healths;
    for (int u : s.army(use.defender, use.defenderAt)) healths.push_back(ctx.health(u));
    const int best = DamageAllocation::maxCoverable(healths, budget);
    if (picked < best)
        ctx.fail(Rule::UpTo, name + " against an opponent targets as much as it can: " + std::to_string(best) +
                                 " health-worth of " + army + " (up to " + std::to_string(budget) + "), not " +
                                 std::to_string(picked));
    return chosen;
}

int SaiTargets::oneUnit(Ctx& ctx, const SaiUse& use) {
    noChoices(ctx, use);
    const std::string army = ctx.armyName(use.defender, use.defenderAt);
    if (ctx.s.army(use.defender, use.defenderAt).empty() && use.targets.empty()) return -1;
    if (use.targets.size() != 1)
        ctx.fail(Rule::SaiTargeting, use.name + " targets one unit of " + army + ": write 'sai " + ctx.pid(ctx.actor()) +
                                         " " + use.name + " " + ctx.s.label(use.pieces.front()) + " : <unit>'");
    const int u = ctx.pieceRef(use.targets.front(), use.defender);
    const auto& piece = ctx.s.piece(u);
    if (piece.kind != PieceKind::Unit || piece.owner != use.defender || piece.loc != use.defenderAt)
        ctx.fail(Rule::SaiTargeting,
                 use.name + " targets a unit in " + army + "; '" + use.targets.front() + "' is not one of them");
    return u;
}

void SaiTargets::noChoices(Ctx& ctx, const SaiUse& use) {
    if (!use.choices.empty())
        ctx.fail(Rule::LogFormat, ctx.data.sais.name(use.sai) + " takes no choice words ('" + use.choices.front() +
                                      "'): write 'sai <player> " + ctx.data.sais.name(use.sai) +
                                      " <unit>[+<unit>] : <targets>'");
}

}  // namespace muster::rules::engine
