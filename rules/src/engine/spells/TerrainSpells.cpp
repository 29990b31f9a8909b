// Spells that can lower a terrain (V4.01d Spells):
//  * Flash Flood (S0:L1114): the terrain drops one step unless an army there opposing the caster makes six
//    maneuver results per casting.
//  * Tidal Wave (S0:L1117): every army there takes four damage per casting and makes a combination save and
//    maneuver roll of normal results; the terrain drops one step unless an army makes four maneuver results per
//    casting.
//  * Wall of Thorns (S0:L1093): on a terrain not at its eighth face until the caster's next turn; an army that
//    maneuvers it takes six damage per casting, reduced by its melee roll (flow/ManeuverFrame pushes it).
//  * Soiled Ground (S0:L1082): on a terrain until the caster's next turn; units killed there that go to the DUA
//    make a save roll and are buried without a save result (flow/CasualtyFrame).
//  * Mire (S0:L1116): on a terrain until the caster's next turn; an army marching there first rolls maneuver, then
//    its owner names units up to that health-worth ('mire A c1 c2'), and only they (and the items they carry) roll
//    in the march (flow/MarchFrame, state/Rollers).
// Flash Flood and Tidal Wave lower a terrain at most once per turn each. The rolls come when the spell resolves
// (flow/SpellFloodFrame).
#include "effects/EffectStore.h"
#include "flow/SpellFloodFrame.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

namespace {

int perCasting(const SpellCast& cast, int amount) {
    return cast.definition->spell->cumulative ? amount * cast.castings : amount;
}

void terrainTarget(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    if (e.args.size() != 3) ctx.fail(Rule::Spells, name + " has one target, a terrain: write 'on <terrain>'");
    if (e.args[2].find('@') != std::string::npos)
        ctx.fail(Rule::Spells, name + " targets a terrain (every army there): write 'on <terrain>'");
    const Location at = ctx.location(e.args[2]);
    if (!at.atTerrain()) ctx.fail(Rule::Spells, name + " targets a terrain; the Reserve Area is none");
    cast.target = EffectTargetKind::Terrain;
    cast.targetTerrain = at.terrain;
}

std::unique_ptr<Frame> flashFlood(Ctx& ctx, const SpellCast& cast) {
    std::vector<int> opposing;
    for (int q = 0; q < static_cast<int>(ctx.s.players.size()); ++q)
        if (q != cast.caster && ctx.s.hasArmy(q, Location::at(cast.targetTerrain))) opposing.push_back(q);
    if (opposing.empty()) {
        SpellFloodFrame::reduce(ctx, cast.definition->name(), cast.targetTerrain);
        return nullptr;
    }
    return std::make_unique<SpellFloodFrame>(cast.definition->name(), cast.targetTerrain, std::move(opposing),
                                             perCasting(cast, 6), 0);
}

std::unique_ptr<Frame> tidalWave(Ctx& ctx, const SpellCast& cast) {
    std::vector<int> armies;
    for (int q = 0; q < static_cast<int>(ctx.s.players.size()); ++q)
        if (ctx.s.hasArmy(q, Location::at(cast.targetTerrain))) armies.push_back(q);
    if (armies.empty()) {
        SpellFloodFrame::reduce(ctx, cast.definition->name(), cast.targetTerrain);
        return nullptr;
    }
    return std::make_unique<SpellFloodFrame>(cast.definition->name(), cast.targetTerrain, std::move(armies),
                                             perCasting(cast, 4), perCasting(cast, 4));
}

void thornsTarget(Ctx& ctx, SpellCast& cast) {
    terrainTarget(ctx, cast);
    if (ctx.s.terrain(cast.targetTerrain).face == 8)
        ctx.fail(Rule::Spells, "Wall of Thorns targets a terrain not at its eighth face; " +
                                   ctx.s.terrain(cast.targetTerrain).key + " shows 8");
}

Effect terrainStatus(const SpellCast& cast, Status status) {
    Effect fx;
    fx.source = cast.definition->name();
    fx.from = Effect::From::Spell;
    fx.caster = cast.caster;
    fx.target = EffectTargetKind::Terrain;
    fx.targetTerrain = cast.targetTerrain;
    fx.status = status;
    fx.magnitude = 1;
    fx.expiresAtStartOf = cast.caster;
    return fx;
}

std::unique_ptr<Frame> soiledGround(Ctx& ctx, const SpellCast& cast) {
    if (!EffectStore::terrainHas(ctx.s, cast.targetTerrain, Status::SoiledGround))
        EffectStore::add(ctx.s, terrainStatus(cast, Status::SoiledGround));  // once is enough (seed 1054)
    return nullptr;
}

std::unique_ptr<Frame> mire(Ctx& ctx, const SpellCast& cast) {
    if (!EffectStore::terrainHas(ctx.s, cast.targetTerrain, Status::Mire)) {
        Effect fx = terrainStatus(cast, Status::Mire);  // not cumulative: once is enough (S0:L1054)
        fx.scope = TerrainScope::MarchingArmies;
        EffectStore::add(ctx.s, std::move(fx));
    }
    return nullptr;
}

std::unique_ptr<Frame> wallOfThorns(Ctx& ctx, const SpellCast& cast) {
    Effect fx;
    fx.source = cast.definition->name();
    fx.from = Effect::From::Spell;
    fx.caster = cast.caster;
    fx.target = EffectTargetKind::Terrain;
    fx.targetTerrain = cast.targetTerrain;
    fx.scope = TerrainScope::ManeuveringArmies;
    fx.status = Status::WallOfThorns;
    fx.magnitude = cast.castings;
    fx.cumulative = true;
    fx.expiresAtStartOf = cast.caster;
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

const SpellHandler kFlashFlood{"spells/TerrainSpells.cpp (opposing maneuver rolls or the terrain drops)",
                               &terrainTarget, &flashFlood};
const SpellHandler kTidalWave{"spells/TerrainSpells.cpp (damage, combination rolls, the terrain may drop)",
                              &terrainTarget, &tidalWave};

const SpellHandler kWallOfThorns{"spells/TerrainSpells.cpp (terrain status; flow/ManeuverFrame damage)", &thornsTarget,
                                 &wallOfThorns};

const SpellHandler kMire{"spells/TerrainSpells.cpp (terrain status; flow/MarchFrame mire roll and 'mire')",
                         &terrainTarget, &mire};
const SpellHandler kSoiledGround{"spells/TerrainSpells.cpp (terrain status; flow/CasualtyFrame burial save)",
                                 &terrainTarget, &soiledGround};

}  // namespace

void registerTerrainSpells(SpellRegistry& registry) {
    registry.add("Flash Flood", kFlashFlood);
    registry.add("Tidal Wave", kTidalWave);
    registry.add("Wall of Thorns", kWallOfThorns);
    registry.add("Soiled Ground", kSoiledGround);
    registry.add("Mire", kMire);
}

}  // namespace muster::rules::engine
