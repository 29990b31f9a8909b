// The controller of a just captured Castle names the eighth face it takes (V4.01d Advanced Terrains, S0:L1209);
// TerrainState::castleAs keeps it until the terrain turns (ManeuverFrame, SpellFloodFrame, a lost control), and
// Ctx::eighthIcon answers with it, so the City, Temple, Tower and Standing Stones code serves a Castle unchanged.
#include "flow/CastleFrame.h"

#include <array>
#include <utility>

namespace muster::rules::engine {

namespace {
constexpr std::array<std::pair<std::string_view, std::string_view>, 4> kChoices = {{
    {"city", "City"},
    {"standing-stones", "Standing Stones"},
    {"temple", "Temple"},
    {"tower", "Tower"},
}};
}  // namespace

bool CastleFrame::choiceDue(const Ctx& ctx, int terrain) {
    const auto& ter = ctx.s.terrain(terrain);
    return ter.face == 8 && ter.controller >= 0 && ter.castleAs.empty() && ctx.cat.die(ter.die).eighthFace == "Castle";
}

std::string CastleFrame::step(const GameState& state) const {
    return "choosing what the captured Castle at " + state.terrain(terrain_).key + " becomes";
}

Expectation CastleFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.kinds = {EventKind::Castle};
    x.who = ctx.s.terrain(terrain_).controller;
    x.rule = Rule::AdvancedTerrains;
    x.place = Location::at(terrain_);
    for (const auto& [word, icon] : kChoices) x.options.emplace_back(word);
    x.what = "'castle " + ctx.pid(x.who) + " city|standing-stones|temple|tower'";
    x.why = ctx.pid(x.who) + " captured the Castle at " + ctx.s.terrain(terrain_).key +
            ", which becomes a City, Standing Stones, Temple or Tower until its face is moved";
    return x;
}

bool CastleFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind != EventKind::Castle) ctx.expected(expect(ctx));
    auto& ter = ctx.s.terrain(terrain_);
    ctx.needActor(ter.controller, Rule::AdvancedTerrains, "the choice for the captured Castle");
    for (const auto& [word, icon] : kChoices)
        if (e.args.size() == 1 && e.args[0] == word) {
            ter.castleAs = std::string(icon);
            done = true;
            return true;
        }
    ctx.unreadable("expected 'castle " + ctx.pid(ter.controller) + " city|standing-stones|temple|tower'");
}

}  // namespace muster::rules::engine
