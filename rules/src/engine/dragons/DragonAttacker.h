#pragma once
// One dragon in a dragon attack (V4.01d Dragon Attacks, steps 1-9): who it attacks, what it rolled and what it
// takes. flow/DragonAttackFrame keeps one a dragon at the terrain; the helpers in dragons/ (DragonRoll,
// DragonTargeting, DragonDamage) read and fill it.
#include <algorithm>
#include <vector>

#include "muster/rules/engine/DragonRules.h"

namespace muster::rules::engine {

struct DragonAttacker {
    int piece = -1;
    int owner = -1;
    bool white = false;
    int health = 5;
    bool attacksArmy = true;
    int target = -1;  // the dragon attacked (a piece), -1 for the army
    bool rolled = false;
    std::vector<DragonFace> faces;  // in the order rolled (re-rolls after the face that asked for them)
    bool belly = false;
    bool wing = false;
    int damage = 0;       // damage to its target (breath against the army is not damage: it kills)
    int breaths = 0;      // breath results against the army
    int treasures = 0;    // promotions its treasure results give the army
    int fromDragons = 0;  // damage other dragons inflict on it
    int fromArmy = 0;     // the army's results allocated to it (0 or enough to kill it)
    bool killed = false;
    bool idle = false;     // tamed by a unit of the attacked army, with no dragon to attack: it does not roll
    bool subdued = false;  // tamed, slain or controlled at step 6: its damage is ignored, the army spares it
    bool slain = false;    // out of the game already
    int controller = -1;   // a controlled dragon: the controlling player
    bool helper = false;   // controlled, against its controller's army: rolls with it, adding to its melee
    bool ordered = false;  // its controller gave an order ('control <P> <unit> <dragon> skip|<target>')
    bool killedBySai = false;  // killed by the army's Decapitate, Impale (it rolled Jaws) or Bash
    int struck = 0;            // damage from the army's Bash (S0:L891)

    // The army's results of one type that kill it: health plus 5 automatic saves unless it rolled Belly, less the
    // other dragons' damage (0: dead already).
    [[nodiscard]] int need() const { return std::max(0, health + (belly ? 0 : 5) - fromDragons); }
};

using DragonAttackers = std::vector<DragonAttacker>;

// The dragon `piece` among `dragons`, or nullptr.
inline DragonAttacker* findAttacker(DragonAttackers& dragons, int piece) {
    for (auto& a : dragons)
        if (a.piece == piece) return &a;
    return nullptr;
}

}  // namespace muster::rules::engine
