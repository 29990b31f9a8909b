// The Temple's shield against an opponent's death magic (V4.01d Eighth Face, S0:L473).
#include "eighth/Temple.h"

#include <algorithm>
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
    if (caster == owner) return false;
    const auto& spells = ctx.cat.spells();
    const auto it = std::find_if(spells.begin(), spells.end(), [&](const auto& s) { return s.name == spell; });
    if (it == spells.end() || it->element != domain::Element::Death) return false;
    return guards(ctx, owner, at);
}

}  // namespace muster::rules::engine::Temple
