#pragma once
// The attacked army's damage to the dragons (V4.01d Dragon Attacks step 6): its melee or its missile results (not
// both on one dragon) kill a dragon attacking it when they cover the dragon's health plus 5 automatic saves (none
// after Belly), less what other dragons did to it; the army kills as many as its results cover
// ('dragon-damage <P> <dragon>=melee|missile ...'). Tamed, slain or controlled dragons and those the army's
// Decapitate, Impale or Bash killed are not fought. flow/DragonAttackFrame calls these at step DragonDamage.
#include <vector>

#include "EngineContext.h"
#include "dragons/DragonAttacker.h"

namespace muster::rules::engine {

class DragonDamage {
public:
    // The dragons (pieces) the army's results could kill: alive after the dragons' own damage, attacking the army,
    // and covered by the melee or the missile results.
    [[nodiscard]] static std::vector<int> killable(const DragonAttackers& dragons, int melee, int missile);
    // Reads ctx.ev() as `player`'s 'dragon-damage' for the army at `at`: each dragon named once and covered by what
    // is left of its type, and every dragon still coverable named. Sets the named dragons' fromArmy.
    static void allocate(Ctx& ctx, DragonAttackers& dragons, int player, Location at, int melee, int missile);
};

}  // namespace muster::rules::engine
