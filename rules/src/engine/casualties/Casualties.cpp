#include "casualties/Casualties.h"

#include <algorithm>

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
    // Dragonkin never enter the DUA: a killed Dragonkin goes back to its owner's Summoning Pool (S0:L1183).
    for (int u : victims)
        s.piece(u).loc = cause.buriesDragonkin && ctx.die(u).isDragonkin() ? Location::bua() : graveOf(ctx, u);
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
    if (replant || undead) {
        ctx.push(std::make_unique<CasualtyFrame>(owner, victims, cause, replant, cause.stepPrefix));
        return;  // a stepped-down Undead may still take its place: the army is judged after those statements
    }
    returnLoneDragonkin(ctx);  // at once, so that the frame that killed sees the army gone (no counter-attack)
}

void Casualties::returnLoneDragonkin(Ctx& ctx) {
    auto& s = ctx.s;
    for (std::size_t p = 0; p < s.players.size(); ++p)
        for (std::size_t t = 0; t < s.terrains.size(); ++t) {
            const auto units = s.army(static_cast<int>(p), Location::at(static_cast<int>(t)));
            if (units.empty() ||
                !std::all_of(units.begin(), units.end(), [&](int u) { return ctx.die(u).isDragonkin(); }))
                continue;
            for (int u : units) s.piece(u).loc = Location::pool();
        }
}

Location Casualties::graveOf(const Ctx& ctx, int unit) {
    return ctx.die(unit).isDragonkin() ? Location::pool() : Location::dua();
}

void Casualties::bury(Ctx& ctx, const std::vector<int>& units) {
    for (int u : units) ctx.s.piece(u).loc = Location::bua();
}

void Casualties::toReserve(Ctx& ctx, const std::vector<int>& units) {
    for (int u : units) ctx.s.piece(u).loc = Location::reserve();
}

}  // namespace muster::rules::engine
