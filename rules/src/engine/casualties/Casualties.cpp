#include "casualties/Casualties.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "eighth/Temple.h"
#include "flow/CasualtyFrame.h"
#include "flow/RiseFrame.h"
#include "state/Items.h"

namespace muster::rules::engine {

using domain::Element;

namespace {

// Rise from the Ashes (S0:L956): the units among these that carry it roll at once, by owner, on top of any other
// trigger (the roll comes first).
void pushRise(Ctx& ctx, const std::vector<int>& units, bool buried, const std::string& stepPrefix) {
    for (std::size_t owner = 0; owner < ctx.s.players.size(); ++owner) {
        std::vector<int> rising;
        for (int u : units)
            if (ctx.s.piece(u).owner == static_cast<int>(owner) && RiseFrame::rises(ctx, u)) rising.push_back(u);
        if (!rising.empty()) ctx.push(std::make_unique<RiseFrame>(static_cast<int>(owner), rising, buried, stepPrefix));
    }
}

}  // namespace

void Casualties::kill(Ctx& ctx, const std::vector<int>& victims, const KillCause& cause) {
    if (victims.empty()) return;
    // The units of one roll may stand at different places when a move at its step 4 took some of them away (Vanish,
    // Teleport): each place's units are killed there, with that place's triggers (Open Grave, Replanting, Soiled
    // Ground). The first place's trigger frames end up on top, so its statements come first.
    std::vector<Location> places;
    for (int u : victims)
        if (std::find(places.begin(), places.end(), ctx.s.piece(u).loc) == places.end())
            places.push_back(ctx.s.piece(u).loc);
    if (places.size() == 1) {
        killAt(ctx, victims, cause);
        return;
    }
    for (auto place = places.rbegin(); place != places.rend(); ++place) {
        std::vector<int> here;
        for (int u : victims)
            if (ctx.s.piece(u).loc == *place) here.push_back(u);
        KillCause local = cause;
        local.at = *place;
        killAt(ctx, here, local);
    }
}

void Casualties::killAt(Ctx& ctx, const std::vector<int>& victims, const KillCause& cause) {
    auto& s = ctx.s;
    const int owner = s.piece(victims.front()).owner;
    // Open Grave (S0:L1081): units of the army killed by damage after a save roll go to the Reserve Area instead
    // (Dragonkin, which never enter the DUA, still go back to the Summoning Pool). An opponent's Open Grave does
    // nothing to the army while it controls a Temple (S0:L473), also one cast before the capture.
    if (cause.kind == KillCause::Kind::Damage && EffectStore::armyUnder(ctx, owner, cause.at, Status::OpenGrave)) {
        std::vector<int> toReserveArea;
        for (int u : victims)
            if (ctx.die(u).isDragonkin())
                s.piece(u).loc = graveOf(ctx, u);
            else
                toReserveArea.push_back(u);
        toReserve(ctx, toReserveArea);
        returnLoneDragonkin(ctx);
        return;
    }
    // Dragonkin never enter the DUA: a killed Dragonkin goes back to its owner's Summoning Pool (S0:L1183).
    for (int u : victims)
        s.piece(u).loc = cause.buriesDragonkin && ctx.die(u).isDragonkin() ? Location::bua() : graveOf(ctx, u);
    // Every kill runs the triggers below: Rise from the Ashes rolls "whenever" its unit is killed or buried
    // (S0:L956), whatever killed it.
    // Replanting: Treefolk killed at a terrain containing water roll; an ID sends them to the Reserve Area.
    bool replant = false;
    if (ctx.abilityElementsAt(owner, cause.at).contains(Element::Water))
        for (int u : victims)
            if (ctx.die(u).species == "Treefolk") replant = true;
    // Stepped Damage: a killed Undead may be exchanged for a smaller Undead from the DUA.
    bool undead = false;
    for (int u : victims)
        if (ctx.die(u).species == "Undead") undead = true;
    // Accelerated Growth (S0:L1113): a killed Treefolk of 2 health or more may be exchanged the same way.
    if (EffectStore::playerHas(s, owner, Status::AcceleratedGrowth))
        for (int u : victims)
            if (ctx.die(u).species == "Treefolk" && ctx.health(u) >= 2) undead = true;
    // Soiled Ground (S0:L1082): units killed at that terrain that go to the DUA save or are buried.
    // An opponent's Soiled Ground spares the units of the army that controls a Temple there (S0:L473).
    const auto soils = [&](const Effect& fx) {
        return fx.target == EffectTargetKind::Terrain && fx.targetTerrain == cause.at.terrain &&
               fx.status == Status::SoiledGround && !Temple::shields(ctx, owner, cause.at, fx.caster, fx.source);
    };
    const bool soiled = cause.at.atTerrain() && std::any_of(s.effects.begin(), s.effects.end(), soils);
    if (replant || undead || soiled) {
        auto frame = std::make_unique<CasualtyFrame>(owner, victims, cause, replant, cause.stepPrefix);
        if (soiled) frame->soiledGround();
        ctx.push(std::move(frame));
        pushRise(ctx, victims, false, cause.stepPrefix);
        return;  // a stepped-down Undead may still take its place: the army is judged after those statements
    }
    pushRise(ctx, victims, false, cause.stepPrefix);
    returnLoneDragonkin(ctx);  // at once, so that the frame that killed sees the army gone (no counter-attack)
}

Location Casualties::placeOf(Ctx& ctx, const std::vector<int>& victims, Location rolledAt) {
    return victims.empty() ? rolledAt : ctx.s.piece(victims.front()).loc;
}

void Casualties::returnLoneDragonkin(Ctx& ctx) {
    // This runs after every statement: first a look for a Dragonkin at a terrain (most states have none), then one
    // pass over the pieces per player and terrain: is there a Dragonkin, and is there any other unit?
    auto& s = ctx.s;
    const auto dragonkinAtTerrain = [&](const Piece& p) {
        return p.kind == PieceKind::Unit && p.loc.atTerrain() && p.owner >= 0 &&
               ctx.data.dieFacts[static_cast<std::size_t>(p.die)].has(DieFacts::kDragonkin);
    };
    if (std::none_of(s.pieces.begin(), s.pieces.end(), dragonkinAtTerrain)) return;
    const std::size_t terrains = s.terrains.size();
    std::vector<std::uint8_t> seen(s.players.size() * terrains, 0);  // bit 1: a Dragonkin, bit 2: another unit
    for (const auto& p : s.pieces) {
        if (p.kind != PieceKind::Unit || !p.loc.atTerrain() || p.owner < 0) continue;
        auto& here = seen[static_cast<std::size_t>(p.owner) * terrains + static_cast<std::size_t>(p.loc.terrain)];
        here = static_cast<std::uint8_t>(here | (dragonkinAtTerrain(p) ? 1U : 2U));
    }
    for (auto& p : s.pieces) {
        if (p.kind != PieceKind::Unit || !p.loc.atTerrain() || p.owner < 0) continue;
        if (seen[static_cast<std::size_t>(p.owner) * terrains + static_cast<std::size_t>(p.loc.terrain)] == 1U)
            p.loc = Location::pool();
    }
}

Location Casualties::graveOf(const Ctx& ctx, int unit) {
    return ctx.die(unit).isDragonkin() ? Location::pool() : Location::dua();
}

bool Casualties::awaitsBurial(const Ctx& ctx, int unit) {
    const Where where = ctx.s.piece(unit).loc.where;
    return where == Where::Dua || (where == Where::Pool && ctx.die(unit).isDragonkin());
}

void Casualties::bury(Ctx& ctx, const std::vector<int>& units) {
    for (int u : units) ctx.s.piece(u).loc = Location::bua();
    pushRise(ctx, units, true, "");
}

void Casualties::toReserve(Ctx& ctx, const std::vector<int>& units) {
    // Dragonkin cannot leave the terrain they were summoned to (S0:L1181): an effect that sends units to the
    // Reserve Area (Seize, Roar, Scare, Scent of Fear, Mirage, Fearful Flames) leaves them where they are.
    // Their owner may let items of the army they left follow them ('carry-item', state/Items.h).
    for (int u : units)
        if (!ctx.die(u).isDragonkin()) {
            auto& piece = ctx.s.piece(u);
            if (piece.loc.atTerrain()) Items::forcedMove(ctx, u, piece.loc);
            piece.loc = Location::reserve();
        }
    // Dragonkin left alone go back to the pool at once, as after a kill: the attack that moved the others (Roar in
    // a counter-attack) sees the army gone and asks no save roll of it.
    returnLoneDragonkin(ctx);
}

}  // namespace muster::rules::engine
