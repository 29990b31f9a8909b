// Spells that bring units or dragons into an army or a terrain (V4.01d Spells):
//  * Resurrect Dead (S0:L1125): one health-worth per casting of the caster's dead units (DUA) whose die has the
//    element of the magic spent return to the casting army; Amazons return by magic of any element or Ivory.
//  * Summon Dragon (S0:L1130): one dragon per casting, of the element spent (an Ivory or Ivory Hybrid from a
//    Summoning Pool by any element), from any Summoning Pool or terrain to the target terrain, through the
//    summoning API (dragons/Summoning.h): 'on <terrain> <dragon>...'.
//  * Summon White Dragon (S0:L1131): the same with White Dragons only, paid with magic of any elements (the cast
//    line may split its cost: 'with fire=6+water=8', flow/MagicFrame).
// The targets are checked when the spell is announced and again when it resolves: one that has gone elsewhere
// by then (left the DUA, or been summoned already) is left alone.
#include <algorithm>

#include "dragons/Summoning.h"
#include "flow/MagicFrame.h"
#include "spells/SpellTargets.h"

namespace muster::rules::engine {

namespace {

const std::string& nameOf(const SpellCast& cast) {
    return cast.definition->name();
}

// ---- Resurrect Dead

std::string cannotRise(const Ctx& ctx, const SpellCast& cast, int u) {
    const auto& die = ctx.die(u);
    if (die.species == "Amazons") return {};
    if (cast.element == domain::Element::Ivory) return "Ivory magic resurrects Amazons only";
    if (!die.elements.contains(cast.element))
        return ctx.ref(u) + " has no " + std::string(domain::toString(cast.element)) + " element";
    return {};
}

void resurrectTargets(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = nameOf(cast);
    if (e.args.size() < 3) ctx.fail(Rule::Spells, name + " targets units in your DUA: write 'on <player>:<unit> ...'");
    std::vector<int> units;
    for (std::size_t i = 2; i < e.args.size(); ++i) {
        const int u = ctx.pieceRef(e.args[i], cast.caster);
        const auto& piece = ctx.s.piece(u);
        if (piece.owner != cast.caster || piece.kind != PieceKind::Unit || piece.loc.where != Where::Dua)
            ctx.fail(Rule::Spells,
                     name + " targets units in " + ctx.pid(cast.caster) + "'s DUA; '" + e.args[i] + "' is not one");
        if (std::find(units.begin(), units.end(), u) != units.end())
            ctx.fail(Rule::Spells, "'" + e.args[i] + "' is named twice");
        if (const auto why = cannotRise(ctx, cast, u); !why.empty()) ctx.fail(Rule::Spells, name + ": " + why);
        units.push_back(u);
    }
    const int worth = cast.castings;
    if (ctx.healthOf(units) > worth) {
        // Separate castings on one unit (seed 1125) are not combined here: the log combines them with 'x<n>'.
        if (const auto* magic = dynamic_cast<const MagicFrame*>(&ctx.top()))
            for (const auto& other : magic->casts())
                if (other.definition == cast.definition && other.targetPieces == units)
                    ctx.unsupported("separate Resurrect Dead castings on the same unit (write one 'cast' with 'x<n>')");
        ctx.fail(Rule::Spells, name + " returns " + std::to_string(worth) + " health-worth here, not " +
                                   std::to_string(ctx.healthOf(units)) + " (combine castings with 'x<n>')");
    }
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = units;
}

std::unique_ptr<Frame> resurrectResolve(Ctx& ctx, const SpellCast& cast) {
    for (int u : cast.targetPieces)
        if (ctx.s.piece(u).loc.where == Where::Dua) ctx.s.piece(u).loc = cast.from;
    return nullptr;
}

// ---- Summon Dragon

SummonMagic summonMagic(const SpellCast& cast) {
    SummonMagic magic;
    magic.name = nameOf(cast);
    if (magic.name == "Summon White Dragon")
        magic.white = true;  // White Dragons only; the magic's elements do not matter
    else
        magic.elements = domain::ElementSet{cast.element};
    return magic;
}

void summonTargets(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = nameOf(cast);
    const auto n = static_cast<std::size_t>(cast.castings);
    if (e.args.size() != 3 + n)
        ctx.fail(Rule::Spells, name + " targets a terrain and summons one dragon per casting: write 'on <terrain> " +
                                   (n == 1 ? std::string("<dragon>'") : std::to_string(n) + " dragons'"));
    const Location at = ctx.location(e.args[2]);
    if (!at.atTerrain()) ctx.fail(Rule::Spells, name + " targets a terrain; the Reserve Area is none");
    const auto magic = summonMagic(cast);
    std::vector<int> dragons;
    for (std::size_t i = 3; i < e.args.size(); ++i) {
        const int d = ctx.pieceRef(e.args[i], cast.caster);
        if (std::find(dragons.begin(), dragons.end(), d) != dragons.end())
            ctx.fail(Rule::Spells, "'" + e.args[i] + "' is named twice");
        if (const auto why = Summoning::refusal(ctx, d, at.terrain, magic); !why.empty())
            ctx.fail(Rule::Spells, name + ": " + why);
        dragons.push_back(d);
    }
    cast.target = EffectTargetKind::Terrain;
    cast.targetTerrain = at.terrain;
    cast.targetPieces = dragons;
}

std::unique_ptr<Frame> summonResolve(Ctx& ctx, const SpellCast& cast) {
    const auto magic = summonMagic(cast);
    for (int d : cast.targetPieces)
        if (Summoning::refusal(ctx, d, cast.targetTerrain, magic).empty())
            Summoning::summon(ctx, d, cast.targetTerrain, magic, Rule::Spells);
    return nullptr;
}

const SpellHandler kResurrect{"spells/ReturnSpells.cpp (units from the DUA to the casting army)", &resurrectTargets,
                              &resurrectResolve};
const SpellHandler kSummonDragon{"spells/ReturnSpells.cpp (dragons/Summoning)", &summonTargets, &summonResolve};
const SpellHandler kSummonWhiteDragon{"spells/ReturnSpells.cpp (dragons/Summoning)", &summonTargets, &summonResolve};

}  // namespace

void registerReturnSpells(SpellRegistry& registry) {
    registry.add("Resurrect Dead", kResurrect);
    registry.add("Summon Dragon", kSummonDragon);
    registry.add("Summon White Dragon", kSummonWhiteDragon);
}

}  // namespace muster::rules::engine
