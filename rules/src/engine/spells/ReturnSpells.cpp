// Spells that bring units or dragons into an army or a terrain (V4.01d Spells):
//  * Resurrect Dead (S0:L1125): one health-worth per casting of the caster's dead units (DUA) whose die has the
//    element of the magic spent return to the casting army; Amazons return by magic of any element or Ivory.
//  * Summon Dragon (S0:L1130): one dragon per casting, of the element spent (an Ivory or Ivory Hybrid from a
//    Summoning Pool by any element), from any Summoning Pool or terrain to the target terrain, through the
//    summoning API (dragons/Summoning.h): 'on <terrain> <dragon>...'.
//  * Summon White Dragon (S0:L1131): the same with White Dragons only, paid with magic of any elements (the cast
//    line may split its cost: 'with fire=6+water=8', flow/MagicFrame).
//  * Exhume (S0:L1080): up to three health-worth per casting of units in one opponent's DUA (as much as that DUA
//    allows, S0:L792) make a save roll; those without a save result are buried, and the caster may return up to the
//    health-worth buried from its own DUA to the casting army ('return A <unit>...', flow/SaiFateFrame as for
//    Convert; "may": the return is optional, and when made it is as much as the DUA allows, S0:L792).
//  * Esfah's Gift (S0:L1126, Amazons, reserve): one of the caster's minor terrains in its BUA goes back to its
//    Summoning Pool, one per casting ('on A:p1'); it may be brought into play again later (minor/).
// The targets are checked when the spell is announced and again when it resolves: one that has gone elsewhere
// by then (left the DUA, or been summoned already) is left alone.
#include <algorithm>

#include "dragons/Summoning.h"
#include "flow/MagicFrame.h"
#include "flow/SaiFateFrame.h"
#include "muster/rules/engine/DamageAllocation.h"
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
    // Separate castings on the same unit add up (S0:L1125), all with one element: a single unit with more health
    // than this cast's castings is accepted here and checked against all its castings when the spells resolve.
    const auto* magic = dynamic_cast<const MagicFrame*>(&ctx.top());
    if (magic != nullptr && units.size() == 1)
        for (const auto& other : magic->casts())
            if (other.definition == cast.definition && other.targetPieces == units && other.element != cast.element)
                ctx.fail(Rule::Spells,
                         "castings of " + name + " on one unit use the same element: " + ctx.ref(units[0]) +
                             " is targeted with " + std::string(domain::toString(other.element)) + " already");
    const int worth = cast.castings;
    if (ctx.healthOf(units) > worth && units.size() != 1)
        ctx.fail(Rule::Spells, name + " returns " + std::to_string(worth) + " health-worth here, not " +
                                   std::to_string(ctx.healthOf(units)) + " (combine castings with 'x<n>')");
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = units;
}

// The castings announced in this magic action on exactly these units (this one included).
int castingsOn(const Ctx& ctx, const SpellCast& cast) {
    const auto* magic = dynamic_cast<const MagicFrame*>(&ctx.top());
    if (magic == nullptr) return cast.castings;
    int n = 0;
    for (const auto& other : magic->casts())
        if (other.definition == cast.definition && other.targetPieces == cast.targetPieces) n += other.castings;
    return n;
}

std::unique_ptr<Frame> resurrectResolve(Ctx& ctx, const SpellCast& cast) {
    const int health = ctx.healthOf(cast.targetPieces);
    if (castingsOn(ctx, cast) < health)
        ctx.fail(Rule::Spells, nameOf(cast) + " on " + ctx.ref(cast.targetPieces.front()) + " has " +
                                   std::to_string(castingsOn(ctx, cast)) + " casting(s) announced for " +
                                   std::to_string(health) + " health-worth (combine castings with 'x<n>' or " +
                                   "announce more on the same unit with the same element)");
    for (int u : cast.targetPieces)
        if (ctx.s.piece(u).loc.where == Where::Dua) ctx.s.piece(u).loc = cast.from;
    return nullptr;
}

// ---- Exhume

void exhumeTargets(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = nameOf(cast);
    if (e.args.size() < 3)
        ctx.fail(Rule::Spells, name + " targets units in an opponent's DUA: write 'on <player>:<unit> ...'");
    std::vector<int> units;
    int owner = -1;
    for (std::size_t i = 2; i < e.args.size(); ++i) {
        const int u = ctx.pieceRef(e.args[i], -1);
        const auto& piece = ctx.s.piece(u);
        if (piece.owner == cast.caster || piece.kind != PieceKind::Unit || piece.loc.where != Where::Dua)
            ctx.fail(Rule::Spells, name + " targets units in an opponent's DUA; '" + e.args[i] + "' is not one");
        if (owner >= 0 && piece.owner != owner)
            ctx.fail(Rule::Spells, name + " targets units in one opponent's DUA; '" + e.args[i] + "' is in another");
        if (std::find(units.begin(), units.end(), u) != units.end())
            ctx.fail(Rule::Spells, "'" + e.args[i] + "' is named twice");
        owner = piece.owner;
        units.push_back(u);
    }
    const int worth = 3 * cast.castings;
    if (ctx.healthOf(units) > worth)
        ctx.fail(Rule::Spells, name + " targets up to " + std::to_string(worth) + " health-worth here, not " +
                                   std::to_string(ctx.healthOf(units)));
    // "Up to" is the most that can be applied (S0:L792): as much of that DUA as three health-worth a casting allows.
    std::vector<int> healths;
    for (int u : ctx.s.unitsAt(owner, Where::Dua)) healths.push_back(ctx.health(u));
    const int best = DamageAllocation::maxCoverable(healths, worth);
    if (ctx.healthOf(units) < best)
        ctx.fail(Rule::UpTo, name + " takes as much as it can (\"up to\" is the most that can be applied, S0:L792): " +
                                 std::to_string(best) + " health-worth of " + ctx.pid(owner) + "'s DUA (up to " +
                                 std::to_string(worth) + "), not " + std::to_string(ctx.healthOf(units)));
    cast.target = EffectTargetKind::Unit;
    cast.targetPlayer = owner;
    cast.targetPieces = units;
}

std::unique_ptr<Frame> exhumeResolve(Ctx& ctx, const SpellCast& cast) {
    std::vector<int> units;
    for (int u : cast.targetPieces)
        if (ctx.s.piece(u).loc.where == Where::Dua) units.push_back(u);
    if (units.empty()) return nullptr;
    SaiUse use;
    use.name = nameOf(cast);
    use.defender = cast.targetPlayer;
    use.defenderAt = Location::dua();
    use.spec.roller = cast.caster;
    use.spec.at = cast.from;
    use.line = cast.line;
    use.stepPrefix = "magic: ";
    SaiFateFrame::Fates fates;
    fates.test = SaiFateFrame::Test::Save;
    fates.onId = SaiFateFrame::Fate::Stay;  // an ID in a save roll is a save result
    fates.onSave = SaiFateFrame::Fate::Stay;
    fates.otherwise = SaiFateFrame::Fate::Bury;
    fates.rollerReturns = true;
    fates.returnsFullest = true;  // a spell's "up to": a return, when made, is as much as the DUA allows (S0:L792)
    return std::make_unique<SaiFateFrame>(std::move(use), std::move(units), fates);
}

// ---- Esfah's Gift

void esfahsGiftTargets(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = nameOf(cast);
    const auto n = static_cast<std::size_t>(cast.castings);
    if (e.args.size() != 2 + n)
        ctx.fail(Rule::Spells, name + " targets one minor terrain in your BUA per casting: write 'on " +
                                   ctx.pid(cast.caster) + ":<minor terrain>" +
                                   (n == 1 ? std::string("'") : " ...' (" + std::to_string(n) + " of them)"));
    std::vector<int> terrains;
    for (std::size_t i = 2; i < e.args.size(); ++i) {
        const int p = ctx.pieceRef(e.args[i], cast.caster);
        const auto& piece = ctx.s.piece(p);
        if (piece.owner != cast.caster || piece.kind != PieceKind::MinorTerrain || piece.loc.where != Where::Bua)
            ctx.fail(Rule::Spells, name + " targets a minor terrain in " + ctx.pid(cast.caster) + "'s BUA; '" +
                                       e.args[i] + "' is not one");
        if (std::find(terrains.begin(), terrains.end(), p) != terrains.end())
            ctx.fail(Rule::Spells, "'" + e.args[i] + "' is named twice");
        terrains.push_back(p);
    }
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = terrains;
}

std::unique_ptr<Frame> esfahsGiftResolve(Ctx& ctx, const SpellCast& cast) {
    for (int p : cast.targetPieces)
        if (ctx.s.piece(p).loc.where == Where::Bua) ctx.s.piece(p).loc = Location::pool();
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
const SpellHandler kExhume{"spells/ReturnSpells.cpp (DUA units save or are buried; flow/SaiFateFrame return)",
                           &exhumeTargets, &exhumeResolve};
const SpellHandler kEsfahsGift{"spells/ReturnSpells.cpp (a minor terrain from the BUA to the Summoning Pool)",
                                &esfahsGiftTargets, &esfahsGiftResolve};
const SpellHandler kSummonDragon{"spells/ReturnSpells.cpp (dragons/Summoning)", &summonTargets, &summonResolve};
const SpellHandler kSummonWhiteDragon{"spells/ReturnSpells.cpp (dragons/Summoning)", &summonTargets, &summonResolve};

}  // namespace

void registerReturnSpells(SpellRegistry& registry) {
    registry.add("Resurrect Dead", kResurrect);
    registry.add("Summon Dragon", kSummonDragon);
    registry.add("Summon White Dragon", kSummonWhiteDragon);
    registry.add("Exhume", kExhume);
    registry.add("Esfah's Gift", kEsfahsGift);
}

}  // namespace muster::rules::engine
