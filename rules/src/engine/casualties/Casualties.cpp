#include "casualties/Casualties.h"

#include <algorithm>

#include "flow/CasualtyFrame.h"
#include "flow/RiseFrame.h"

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
        if (!rising.empty())
            ctx.push(std::make_unique<RiseFrame>(static_cast<int>(owner), rising, buried, stepPrefix));
    }
}

}  // namespace

void Casualties::kill(Ctx& ctx, const std::vector<int>& victims, const KillCause& cause) {
    if (victims.empty()) return;
    auto& s = ctx.s;
    const int owner = s.piece(victims.front()).owner;
    for (int u : victims) s.piece(u).loc = Location::dua();
    if (!cause.triggers) {
        for (int u : victims)
            if (RiseFrame::rises(ctx, u)) ctx.unsupported("Rise from the Ashes when " + ctx.die(u).name + " is killed here");
        return;
    }
    // Replanting: Treefolk killed at a terrain containing water roll; an ID sends them to the Reserve Area.
    bool replant = false;
    if (ctx.abilityElementsAt(owner, cause.at).contains(Element::Water))
        for (int u : victims)
            if (ctx.die(u).species == "Treefolk") replant = true;
    // Stepped Damage: a killed Undead may be exchanged for a smaller Undead from the DUA.
    bool undead = false;
    for (int u : victims)
        if (ctx.die(u).species == "Undead") undead = true;
    if (replant || undead) ctx.push(std::make_unique<CasualtyFrame>(owner, victims, cause, replant, cause.stepPrefix));
    pushRise(ctx, victims, false, cause.stepPrefix);
}

void Casualties::bury(Ctx& ctx, const std::vector<int>& units) {
    for (int u : units) ctx.s.piece(u).loc = Location::bua();
    pushRise(ctx, units, true, "");
}

void Casualties::toReserve(Ctx& ctx, const std::vector<int>& units) {
    for (int u : units) ctx.s.piece(u).loc = Location::reserve();
}

}  // namespace muster::rules::engine
