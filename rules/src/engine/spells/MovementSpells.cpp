// Spells that move units (V4.01d Spells):
//  * Scent of Fear (S0:L1092): up to three health-worth per casting of opposing units at one terrain go to their
//    Reserve Area; no roll.
//  * Mirage (S0:L1065): up to five health-worth per casting of units at one terrain, anyone's, make a save roll;
//    those without a save result go to their Reserve Area (flow/SpellTargetsRollFrame).
//  * Path (S0:L1089): one of the caster's units per casting, at a terrain, moves to another terrain where the
//    caster has an army: 'on A:c1 <terrain>'.
//  * Rally (S0:L1128): up to three of the caster's Amazons per casting, at one terrain, move to another terrain
//    where the caster has an Amazon: 'on A:c1 A:c2 <terrain>'.
//  "Up to" is the most that can be applied (S0:L790-792: only an SAI aimed at its owner's own units may take less):
//  Scent of Fear, Mirage and Rally take as much as the terrain's units allow (spells/SpellTargets, fullest).
//  Path and Rally: items the moved units carry along follow the units, before the terrain ('on A:c1 A:i1 frontier';
//  V4.01d Items S0:L1274-1275, state/Items.h); they are carried, not targeted (S0:L1279).
// A target that is no longer at a terrain when the spell resolves stays where it is; so do Path's and Rally's
// targets when the destination no longer qualifies, and the items none of whose movers is left to carry them.
#include <algorithm>

#include "casualties/Casualties.h"
#include "flow/SpellTargetsRollFrame.h"
#include "spells/SpellTargets.h"
#include "state/Items.h"

namespace muster::rules::engine {

namespace {

int perCasting(const SpellCast& cast, int amount) {
    return cast.definition->spell->cumulative ? amount * cast.castings : amount;
}

std::vector<int> stillAtATerrain(const Ctx& ctx, const SpellCast& cast) {
    std::vector<int> out;
    for (int u : cast.targetPieces)
        if (ctx.s.piece(u).loc.atTerrain()) out.push_back(u);
    return out;
}

// ---- Scent of Fear

void scentTargets(Ctx& ctx, SpellCast& cast) {
    UnitTargetRule rule;
    rule.maxHealth = perCasting(cast, 3);
    rule.opposing = true;
    rule.oneTerrain = true;
    rule.fullest = true;  // "up to": as much as the opposing units there allow (S0:L792)
    readUnitTargets(ctx, cast, rule);
}

std::unique_ptr<Frame> scentResolve(Ctx& ctx, const SpellCast& cast) {
    Casualties::toReserve(ctx, stillAtATerrain(ctx, cast));
    return nullptr;
}

// ---- Mirage

void mirageTargets(Ctx& ctx, SpellCast& cast) {
    UnitTargetRule rule;
    rule.maxHealth = perCasting(cast, 5);
    rule.oneTerrain = true;
    rule.fullest = true;  // "up to": as much as the units there allow, the caster's own among them (S0:L792)
    readUnitTargets(ctx, cast, rule);
}

std::unique_ptr<Frame> mirageResolve(Ctx& ctx, const SpellCast& cast) {
    auto units = stillAtATerrain(ctx, cast);
    if (units.empty()) return nullptr;
    return std::make_unique<SpellTargetsRollFrame>(cast.definition->name(), std::move(units),
                                                   SpellTargetsRollFrame::Kind::SaveOrReserve);
}

// ---- Path and Rally: units, then the items they take along, then the destination terrain (the last word).

// The items go with the moving units that come from the same place as they (as in 'reinforce'), which must be
// able to carry them. Checked at the announcement and again when the spell resolves (with the units that move).
void checkCarried(Ctx& ctx, const SpellCast& cast, const std::vector<int>& movers) {
    const std::string& name = cast.definition->name();
    for (int i : cast.carriedItems) {
        const Location from = ctx.s.piece(i).loc;
        std::vector<int> carriers;
        for (int u : movers)
            if (ctx.s.piece(u).loc == from) carriers.push_back(u);
        std::vector<int> items;
        for (int j : cast.carriedItems)
            if (ctx.s.piece(j).loc == from) items.push_back(j);
        if (carriers.empty() || !Items::carriable(ctx, carriers, items))
            ctx.fail(Rule::Items, "the units " + name + " moves from " + ctx.s.locationName(from) + " (" +
                                      ctx.labels(carriers) + ") cannot carry " + ctx.labels(items) +
                                      ": an item moves only with units able to carry it (V4.01d Items)");
    }
}

bool amazonAt(const Ctx& ctx, int player, int terrain) {
    for (int u : ctx.s.army(player, Location::at(terrain)))
        if (ctx.die(u).species == "Amazons") return true;
    return false;
}

bool destinationQualifies(const Ctx& ctx, const SpellCast& cast, int terrain) {
    if (cast.definition->name() == "Rally") return amazonAt(ctx, cast.caster, terrain);
    return ctx.s.hasArmy(cast.caster, Location::at(terrain));
}

void moveTargets(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    const bool rally = name == "Rally";
    if (e.args.size() < 4)
        ctx.fail(Rule::Spells, name + " names its units, then the terrain they go to: write 'on " +
                                   ctx.pid(cast.caster) + ":<unit>... <terrain>'");
    UnitTargetRule rule;
    rule.own = true;
    rule.oneTerrain = rally;
    rule.maxUnits = rally ? 3 * cast.castings : cast.castings;
    if (rally) rule.species = "Amazons";
    // Rally's "up to three of your Amazon units": a spell, not an SAI, so as many as the terrain has (S0:L792).
    rule.fullest = rally;
    // The items taken along come last, after the units (before the terrain).
    std::size_t unitsEnd = e.args.size() - 1;
    while (unitsEnd > 2 && e.args[unitsEnd - 1].find(':') != std::string::npos &&
           ctx.s.piece(ctx.pieceRef(e.args[unitsEnd - 1], cast.caster)).kind == PieceKind::Item)
        --unitsEnd;
    readUnitTargets(ctx, cast, rule, 2, unitsEnd);
    cast.carriedItems.clear();
    for (std::size_t i = unitsEnd; i + 1 < e.args.size(); ++i) {
        const int item = ctx.pieceRef(e.args[i], cast.caster);
        if (ctx.s.piece(item).owner != cast.caster)
            ctx.fail(Rule::Items, name + " moves " + ctx.pid(cast.caster) + "'s units, which carry only " +
                                      ctx.pid(cast.caster) + "'s items; '" + e.args[i] + "' is not one");
        if (std::find(cast.carriedItems.begin(), cast.carriedItems.end(), item) != cast.carriedItems.end())
            ctx.fail(Rule::Items, "'" + e.args[i] + "' is named twice");
        cast.carriedItems.push_back(item);
    }
    const Location to = ctx.location(e.args.back());
    if (!to.atTerrain()) ctx.fail(Rule::Spells, name + " moves units to a terrain; the Reserve Area is none");
    for (int u : cast.targetPieces) {
        if (!ctx.s.piece(u).loc.atTerrain())
            ctx.fail(Rule::Spells, name + " moves units that are at a terrain; " + ctx.ref(u) + " is not");
        if (ctx.s.piece(u).loc == to)
            ctx.fail(Rule::Spells, name + " moves its targets to another terrain; " + ctx.ref(u) + " is at " +
                                       e.args.back() + " already");
    }
    if (!destinationQualifies(ctx, cast, to.terrain))
        ctx.fail(Rule::Spells, name + " moves units to a terrain where " + ctx.pid(cast.caster) + " has " +
                                   (rally ? "an Amazon unit" : "an army") + "; " + e.args.back() + " is none");
    cast.targetTerrain = to.terrain;
    checkCarried(ctx, cast, cast.targetPieces);
}

std::unique_ptr<Frame> moveResolve(Ctx& ctx, const SpellCast& cast) {
    if (!destinationQualifies(ctx, cast, cast.targetTerrain)) return nullptr;
    const Location to = Location::at(cast.targetTerrain);
    std::vector<int> movers;
    for (int u : stillAtATerrain(ctx, cast))
        if (ctx.s.piece(u).loc != to) movers.push_back(u);
    // Items no longer with their army (buried, moved) stay where they are, and so do items none of whose movers is
    // left where they are (killed, moved by an earlier spell: nobody carries them along); the others go with the
    // movers.
    SpellCast carried = cast;
    carried.carriedItems.clear();
    for (int i : cast.carriedItems) {
        const Location at = ctx.s.piece(i).loc;
        const bool carrier = std::any_of(movers.begin(), movers.end(), [&](int u) { return ctx.s.piece(u).loc == at; });
        if (at.atTerrain() && at != to && carrier) carried.carriedItems.push_back(i);
    }
    checkCarried(ctx, carried, movers);
    for (int i : carried.carriedItems) ctx.s.piece(i).loc = to;
    for (int u : movers) ctx.s.piece(u).loc = to;
    return nullptr;
}

const SpellHandler kScent{"spells/MovementSpells.cpp (opposing units to their Reserve Area)", &scentTargets,
                          &scentResolve};
const SpellHandler kMirage{"spells/MovementSpells.cpp (units save or go to their Reserve Area)", &mirageTargets,
                           &mirageResolve};

const SpellHandler kMove{"spells/MovementSpells.cpp (the caster's units to another terrain)", &moveTargets,
                         &moveResolve};

}  // namespace

void registerMovementSpells(SpellRegistry& registry) {
    registry.add("Scent of Fear", kScent);
    registry.add("Mirage", kMirage);
    registry.add("Path", kMove);
    registry.add("Rally", kMove);
}

}  // namespace muster::rules::engine
