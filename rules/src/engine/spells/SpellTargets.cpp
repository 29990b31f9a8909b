#include "spells/SpellTargets.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "muster/rules/engine/DamageAllocation.h"

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
    if (rule.fullest) {
        // "Up to" is the most that can be applied (S0:L792): a spell is no SAI aimed at its owner's own units.
        const auto candidates = unitTargetCandidates(ctx, cast, rule, units.front());
        const std::string place = rule.oneArmy
                                      ? ctx.armyName(ctx.s.piece(units.front()).owner, ctx.s.piece(units.front()).loc)
                                      : ctx.s.locationName(ctx.s.piece(units.front()).loc);
        if (rule.maxHealth > 0) {
            std::vector<int> healths;
            for (int u : candidates) healths.push_back(ctx.health(u));
            const int best = DamageAllocation::maxCoverable(healths, rule.maxHealth);
            if (ctx.healthOf(units) < best)
                ctx.fail(Rule::UpTo, name +
                                         " takes as much as it can (\"up to\" is the most that can be applied, "
                                         "S0:L792): " +
                                         std::to_string(best) + " health-worth " + (rule.oneArmy ? "of " : "at ") +
                                         place + " (up to " + std::to_string(rule.maxHealth) + "), not " +
                                         std::to_string(ctx.healthOf(units)));
        }
        if (rule.maxUnits > 0) {
            const int best = std::min<int>(rule.maxUnits, static_cast<int>(candidates.size()));
            if (static_cast<int>(units.size()) < best)
                ctx.fail(Rule::UpTo, name +
                                         " takes as many units as it can (\"up to\" is the most that can be "
                                         "applied, S0:L792): " +
                                         std::to_string(best) + (rule.oneArmy ? " of " : " at ") + place + " (up to " +
                                         std::to_string(rule.maxUnits) + "), not " + std::to_string(units.size()));
        }
    }
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = units;
}

std::vector<int> unitTargetCandidates(const Ctx& ctx, const SpellCast& cast, const UnitTargetRule& rule, int first) {
    const auto& head = ctx.s.piece(first);
    std::vector<int> out;
    for (std::size_t i = 0; i < ctx.s.pieces.size(); ++i) {
        const auto& p = ctx.s.pieces[i];
        if (p.kind != PieceKind::Unit || !p.loc.inPlay()) continue;
        if ((rule.oneArmy || rule.oneTerrain) && p.loc != head.loc) continue;
        if (rule.oneArmy && p.owner != head.owner) continue;
        if (rule.opposing && p.owner == cast.caster) continue;
        if (rule.own && p.owner != cast.caster) continue;
        if (!rule.species.empty() && ctx.die(static_cast<int>(i)).species != rule.species) continue;
        if (p.owner != cast.caster && EffectStore::armyHas(ctx.s, p.owner, p.loc, Status::Illusion)) continue;
        out.push_back(static_cast<int>(i));
    }
    return out;
}

}  // namespace muster::rules::engine
