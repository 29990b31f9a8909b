#pragma once
// Dispel Magic (V4.01d SAIs, S0:L913): after every spell of a magic action is announced and before the first is
// resolved, the owner of a unit whose die has Dispel Magic may roll it when an announced spell targets the unit,
// its army or its terrain: 'roll B dispel : c1=<face>' (several such units in one line). A unit that shows its
// Dispel Magic icon negates every unresolved spell that targets or affects it, its army or its terrain; no other
// icon counts in this roll. Each unit rolls at most once per magic action.
#include <vector>

#include "EngineContext.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

// Does this announced spell target or affect the unit, its army or the terrain it occupies?
[[nodiscard]] bool dispelReaches(const Ctx& ctx, const SpellCast& cast, int unit);

// The units that may roll for Dispel Magic now (any player's): in play, with a Dispel Magic face, not rolled in this
// magic action yet, able to roll, and reached by an announced spell not resolved yet.
[[nodiscard]] std::vector<int> dispellers(const Ctx& ctx, const std::vector<SpellCast>& casts,
                                          const std::vector<int>& rolledBefore);

// Reads the Dispel Magic roll statement (ctx.ev()) against the announced spells; refuses what is not allowed.
// `rolledBefore` gains the units rolled. Returns the numbers of the spells negated.
std::vector<int> dispelRoll(Ctx& ctx, const std::vector<SpellCast>& casts, std::vector<int>& rolledBefore);

}  // namespace muster::rules::engine
