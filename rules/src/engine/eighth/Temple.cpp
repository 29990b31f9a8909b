// The Temple's shield against an opponent's death magic (V4.01d Eighth Face, S0:L473).
#include "eighth/Temple.h"

#include <string>

#include "EngineContext.h"

namespace muster::rules::engine::Temple {

bool guards(const Ctx& ctx, int owner, Location at) {
    // Control means an army there; it is not asked again, so units killed as they empty it are still shielded.
    if (!at.atTerrain()) return false;
    const auto& terrain = ctx.s.terrain(at.terrain);
    return terrain.face == 8 && terrain.controller == owner && ctx.eighthIcon(at.terrain) == "Temple";
}

bool shields(const Ctx& ctx, int owner, Location at, int caster, std::string_view spell) {
    // The Temple first: it is cheap and rarely true, and this runs for every spell effect in every roll.
    if (caster == owner || !guards(ctx, owner, at)) return false;
    const auto* found = ctx.cat.findSpell(spell);
    return found != nullptr && found->element == domain::Element::Death;
}

}  // namespace muster::rules::engine::Temple
