#include "casualties/Casualties.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "flow/CasualtyFrame.h"

namespace muster::rules::engine {

using domain::Element;

namespace {

bool risesFromAshes(const Ctx& ctx, int unit) {
    const auto& faces = ctx.die(unit).faces;
    return std::any_of(faces.begin(), faces.end(),
                       [](const domain::Face& f) { return f.icon == "Rise from the Ashes"; });
}

}  // namespace

void Casualties::kill(Ctx& ctx, const std::vector<int>& victims, const KillCause& cause) {
    if (victims.empty()) return;
    auto& s = ctx.s;
    for (int u : victims)
        if (risesFromAshes(ctx, u)) ctx.unsupported("Rise from the Ashes when " + ctx.die(u).name + " is killed");
    const int owner = s.piece(victims.front()).owner;
    // Open Grave (S0:L1081): units of the army killed by damage after a save roll go to the Reserve Area instead.
    if (cause.kind == KillCause::Kind::Damage && EffectStore::armyHas(s, owner, cause.at, Status::OpenGrave)) {
        toReserve(ctx, victims);
        return;
    }
    for (int u : victims) s.piece(u).loc = Location::dua();
    if (!cause.triggers) return;
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
    const bool soiled = cause.at.atTerrain() && EffectStore::terrainHas(s, cause.at.terrain, Status::SoiledGround);
    if (replant || undead || soiled) {
        auto frame = std::make_unique<CasualtyFrame>(owner, victims, cause, replant, cause.stepPrefix);
        if (soiled) frame->soiledGround();
        ctx.push(std::move(frame));
    }
}

void Casualties::bury(Ctx& ctx, const std::vector<int>& units) {
    for (int u : units) ctx.s.piece(u).loc = Location::bua();
}

void Casualties::toReserve(Ctx& ctx, const std::vector<int>& units) {
    for (int u : units) ctx.s.piece(u).loc = Location::reserve();
}

}  // namespace muster::rules::engine
