#pragma once
// The dragons' roll in a dragon attack (V4.01d Dragon Attacks step 3, Dragon Icons): 'roll <owner> dragon :
// <dragon>=<face> ...' for one owner's dragons, with '/ tail' and '/ breath' re-rolls for the faces that roll again
// (Tail always, Breath only against a dragon), and what each face gives the dragon (damage, breaths against the
// army, treasure, Belly, Wing). Called by flow/DragonAttackFrame, which keeps the order of the owners.
#include <vector>

#include "EngineContext.h"
#include "dragons/DragonAttacker.h"
#include "roll/DiceReader.h"

namespace muster::rules::engine {

class DragonRoll {
public:
    // Reads ctx.ev() as the dragon roll of `owner`'s dragons `mine` at `terrain` (its purpose named, no total);
    // a re-roll is allowed only after a face that rolls again for that dragon (`dragons`: its target).
    [[nodiscard]] static RolledDice read(Ctx& ctx, int owner, const std::vector<int>& mine, int terrain,
                                         const DragonAttackers& dragons);
    // Refuses the roll when a face that rolls again is not followed by its re-roll.
    static void checkRerolled(const Ctx& ctx, const RolledDice& dice, const DragonAttackers& dragons);
    // Adds what `dice` shows for a.piece to a, in the order rolled.
    static void tally(const Ctx& ctx, const RolledDice& dice, DragonAttacker& a);
};

}  // namespace muster::rules::engine
