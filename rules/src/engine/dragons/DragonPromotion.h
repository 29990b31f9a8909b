#pragma once
// Promotions in a dragon attack (V4.01d Dragon Attacks steps 5 and 8, Promotion): the dragons' treasure results let
// the attacked army promote one unit each before it answers ('treasure <P> promote <unit> <dead unit>'), and an
// army that killed a dragon promotes as many of its units as it can, all at once ('promote <P> <unit> <dead unit>
// ...'; Dragonkin from the Summoning Pool). flow/DragonAttackFrame calls these at steps Treasure and Promotion.
#include "EngineContext.h"

namespace muster::rules::engine {

class DragonPromotion {
public:
    // Reads ctx.ev() as one treasure promotion of `player`'s army at `at` (on `terrain`), `left` of them left.
    static void treasure(Ctx& ctx, int player, Location at, int terrain, int left);
    // The most units of `player`'s army at `at` that can promote at once (each needs its own spare unit).
    [[nodiscard]] static int most(const Ctx& ctx, int player, Location at);
    // Reads ctx.ev() as the army's promotion of exactly `count` units after killing a dragon, checks every pair
    // and then exchanges them.
    static void promote(Ctx& ctx, int player, Location at, int count);
};

}  // namespace muster::rules::engine
