// Spells that move units (V4.01d Spells):
//  * Scent of Fear (S0:L1092): up to three health-worth per casting of opposing units at one terrain go to their
//    Reserve Area; no roll.
//  * Mirage (S0:L1065): up to five health-worth per casting of units at one terrain, anyone's, make a save roll;
//    those without a save result go to their Reserve Area (flow/SpellTargetsRollFrame).
// A target that is no longer at a terrain when the spell resolves stays where it is.
#include "casualties/Casualties.h"
#include "flow/SpellTargetsRollFrame.h"
#include "spells/SpellTargets.h"

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
    readUnitTargets(ctx, cast, rule);
}

std::unique_ptr<Frame> mirageResolve(Ctx& ctx, const SpellCast& cast) {
    auto units = stillAtATerrain(ctx, cast);
    if (units.empty()) return nullptr;
    return std::make_unique<SpellTargetsRollFrame>(cast.definition->name(), std::move(units),
                                                   SpellTargetsRollFrame::Kind::SaveOrReserve);
}

const SpellHandler kScent{"spells/MovementSpells.cpp (opposing units to their Reserve Area)", &scentTargets,
                          &scentResolve};
const SpellHandler kMirage{"spells/MovementSpells.cpp (units save or go to their Reserve Area)", &mirageTargets,
                           &mirageResolve};

}  // namespace

void registerMovementSpells(SpellRegistry& registry) {
    registry.add("Scent of Fear", kScent);
    registry.add("Mirage", kMirage);
}

}  // namespace muster::rules::engine
