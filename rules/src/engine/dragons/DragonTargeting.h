#pragma once
// Dragon against dragon in a dragon attack (V4.01d Dragon Attacks steps 2 and 6, the targeting table of
// DragonRules.h): a dragon that may attack another dragon at the terrain attacks one, which its owner names
// ('dragon-target <owner> <dragon> <target dragon>'), and once all have rolled each such dragon's damage goes to its
// target. flow/DragonAttackFrame calls these at step Targets and after the rolls.
#include "EngineContext.h"
#include "dragons/DragonAttacker.h"

namespace muster::rules::engine {

class DragonTargeting {
public:
    // Whether a is still waiting for its owner to name its target.
    [[nodiscard]] static bool open(const DragonAttacker& a);
    // Whether no dragon waits for a target.
    [[nodiscard]] static bool allNamed(const DragonAttackers& dragons);
    // What step Targets expects: the first owner with a target to name, that owner's dragons and their
    // "<dragon> <target>" pairs, and in `what` every dragon still waiting.
    static void expect(const Ctx& ctx, const DragonAttackers& dragons, Expectation& x);
    // Reads ctx.ev() ('dragon-target <owner> <dragon> <target dragon>') and sets that dragon's target, or refuses
    // it with the targets the table allows at `terrain`.
    static void name(Ctx& ctx, DragonAttackers& dragons, int terrain);
    // Adds each dragon's damage to the dragon it attacks (once every dragon rolled).
    static void strike(DragonAttackers& dragons);
};

}  // namespace muster::rules::engine
