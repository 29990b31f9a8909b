#include "spells/SpellTargets.h"

#include <algorithm>

#include "effects/EffectStore.h"

namespace muster::rules::engine {

std::string notAUnitTarget(const Ctx& ctx, int piece, const std::string& word, const std::string& what) {
    const auto& p = ctx.s.piece(piece);
    switch (p.kind) {
        case PieceKind::Item:
            return what + "; '" + word +
                   "' is an item, which is no unit and is never targeted by an individual effect (S0:L1279)";
        case PieceKind::Dragon:
            return what + "; '" + word + "' is a dragon, not a unit";
        case PieceKind::MinorTerrain:
            return what + "; '" + word + "' is a minor terrain, not a unit";
        case PieceKind::Unit:
            break;
    }
    if (p.loc.inPlay()) return "";
    if (p.loc.where == Where::Removed) return what + "; '" + word + "' is out of play";
    return what + "; '" + word + "' is in the " + ctx.s.locationName(p.loc) + ", in no army";
}

void readUnitTargets(Ctx& ctx, SpellCast& cast, const UnitTargetRule& rule, std::size_t first, std::size_t last) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    if (last == 0) last = e.args.size();
    if (first >= last) ctx.fail(Rule::Spells, name + " targets units: write 'on <player>:<unit> ...'");
    std::vector<int> units;
    for (std::size_t i = first; i < last; ++i) {
        const std::string& word = e.args[i];
        if (word.find(':') == std::string::npos || word.find('@') != std::string::npos)
            ctx.fail(Rule::Spells, name + " targets units, each written with its owner ('B:c1'), not '" + word + "'");
        const int u = ctx.pieceRef(word, cast.caster);
        const auto& piece = ctx.s.piece(u);
        if (const auto why = notAUnitTarget(ctx, u, word, name + " targets units in armies"); !why.empty())
            ctx.fail(Rule::Spells, why);
        if (std::find(units.begin(), units.end(), u) != units.end())
            ctx.fail(Rule::Spells, "'" + word + "' is named twice");
        if (rule.opposing && piece.owner == cast.caster)
            ctx.fail(Rule::Spells, name + " targets opposing units, not " + ctx.pid(cast.caster) + "'s '" + word + "'");
        if (rule.own && piece.owner != cast.caster)
            ctx.fail(Rule::Spells, name + " targets " + ctx.pid(cast.caster) + "'s own units, not '" + word + "'");
        if (!rule.species.empty() && ctx.die(u).species != rule.species)
            ctx.fail(Rule::Spells, name + " targets " + rule.species + " units; '" + word + "' is not one");
        if (piece.owner != cast.caster && EffectStore::armyHas(ctx.s, piece.owner, piece.loc, Status::Illusion))
            ctx.fail(Rule::Spells, ctx.armyName(piece.owner, piece.loc) +
                                       " is under Illusion: opponents' spells cannot target its units");
        if (rule.oneTerrain && !piece.loc.atTerrain())
            ctx.fail(Rule::Spells, name + " targets units at a terrain; '" + word + "' is in a Reserve Area");
        if (!units.empty()) {
            const auto& head = ctx.s.piece(units.front());
            if ((rule.oneArmy || rule.oneTerrain) && head.loc != piece.loc)
                ctx.fail(Rule::Spells, name + "'s targets are at one " + (rule.oneArmy ? "army" : "terrain") + "; '" +
                                           word + "' is elsewhere");
            if (rule.oneArmy && head.owner != piece.owner)
                ctx.fail(Rule::Spells, name + "'s targets are in one army; '" + word + "' is another player's");
        }
        units.push_back(u);
    }
    if (rule.maxUnits > 0 && static_cast<int>(units.size()) > rule.maxUnits)
        ctx.fail(Rule::Spells, name + " targets at most " + std::to_string(rule.maxUnits) + " unit(s) here, not " +
                                   std::to_string(units.size()));
    if (rule.maxHealth > 0 && ctx.healthOf(units) > rule.maxHealth)
        ctx.fail(Rule::Spells, name + " targets up to " + std::to_string(rule.maxHealth) + " health-worth here, not " +
                                   std::to_string(ctx.healthOf(units)));
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = units;
}

}  // namespace muster::rules::engine
