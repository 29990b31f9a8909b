#pragma once
// Summoning a dragon (V4.01d Dragons: types and how each is summoned; Summon Dragon, Summon White Dragon, the
// Dragon Staff's Summon Dragon SAI, the Dragon's Lair): a dragon piece moves from a Summoning Pool (any
// player's: the dragon stays its owner's) or from a terrain to a terrain, under the element rules of
// DragonRules.h. Spells and SAIs that summon call summon(); it refuses the statement (ctx.fail) with the rule
// when the dragon may not come.
//
//   SummonMagic magic{"Summon Dragon", {cast.element}};
//   Summoning::summon(ctx, dragonPiece, targetTerrain, magic, Rule::Spells);
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/DragonRules.h"

namespace muster::rules::engine {

class Summoning {
public:
    // Why `dragon` (a piece) may not be summoned to `terrain` by this magic now, or "" when it may: it must be a
    // dragon in a Summoning Pool or at another terrain, and its type and elements must suit the magic.
    [[nodiscard]] static std::string refusal(const Ctx& ctx, int dragon, int terrain, const SummonMagic& magic);
    // Moves the dragon to the terrain, or refuses the statement under `rule` (the spell's, the SAI's, the
    // eighth face's) with the reason. A dragon that moves is no longer tamed or controlled.
    static void summon(Ctx& ctx, int dragon, int terrain, const SummonMagic& magic, Rule rule);
    // Every dragon piece this magic could summon to `terrain` now (for expectations and log writers).
    [[nodiscard]] static std::vector<int> candidates(const Ctx& ctx, int terrain, const SummonMagic& magic);
};

}  // namespace muster::rules::engine
