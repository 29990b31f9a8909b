// The Vortex (V4.01d Advanced Terrains, S0:L1212): one unit of a non-maneuver army roll of the Vortex's controller
// at the Vortex is rolled again, the new face replacing the old, before SAIs resolve (step 3). Readings:
// docs/rules-decisions.md, "The Vortex".
#include "eighth/Vortex.h"

#include <algorithm>

namespace muster::rules::engine {

namespace {
constexpr const char* kReason = "vortex";
}

void addVortexReroll(const Ctx& ctx, DiceRequest& request, const RollSpec& spec) {
    if (!spec.army || !spec.nonManeuver() || request.roller < 0) return;
    // Where the rolling units are (a missile attack rolls away from its target).
    const auto at = std::find_if(request.must.begin(), request.must.end(),
                                 [&](int p) { return ctx.s.piece(p).loc.atTerrain(); });
    if (at == request.must.end()) return;
    const Location where = ctx.s.piece(*at).loc;
    if (!ctx.s.controls(request.roller, where) || ctx.eighthIcon(where.terrain) != "Vortex") return;
    RerollRule rule;
    rule.reason = kReason;
    rule.mode = RerollMode::Replace;
    rule.check = [](Ctx& c, const RolledDice&, const DieRoll& before, const RerollSegment& segment) {
        static const Rule r = Rule::AdvancedTerrains;
        const auto& segments = c.ev().rerolls;
        if (&segment != &segments.front())
            c.fail(r, "the Vortex re-roll comes before any other re-roll of the roll (before SAIs resolve): the first "
                      "'/ vortex' segment");
        if (segment.faces.size() != 1 ||
            std::count_if(segments.begin(), segments.end(), [](const RerollSegment& x) { return x.reason == kReason; }) != 1)
            c.fail(r, "the Vortex re-rolls one unit per roll");
        if (c.s.piece(before.piece).kind != PieceKind::Unit)
            c.fail(r, "the Vortex re-rolls a unit, and '" + c.s.label(before.piece) + "' is not one");
    };
    request.rerolls.push_back(std::move(rule));
}

}  // namespace muster::rules::engine
