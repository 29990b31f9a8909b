#pragma once
// A dragon's breath against the army it attacks (V4.01d Dragon Breath, S0:L333, L563): the effects its element
// leaves on the army until the army's owner's next turn (lasting effects in the EffectStore), and Dragon Fire's
// burial save: the units a fire breath killed roll, and those without a save result are buried. The kill itself
// is a KillFrame and the order of several breaths is kept by flow/DragonAttackFrame (step Breath, BreathWhose).
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/DragonRules.h"
#include "muster/rules/engine/Effect.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

class DragonBreath {
public:
    // The lasting effect one breath effect leaves on `player`'s army at `at` until that player's next turn (no
    // modifier for Dragon Fire and Life Drain, which leave none).
    [[nodiscard]] static Effect lastingEffect(BreathEffect kind, int caster, int player, Location at);
    // Whether the breath of `dragon` (a piece) at `at` is Dragon Fire (its victims roll to avoid burial).
    [[nodiscard]] static bool isFire(const Ctx& ctx, int dragon, Location at);
    // Adds the lasting effects of `dragon`'s breath (cast by `owner`) on `player`'s army at `at`: all but Dragon Fire
    // and Life Drain, and none when `armyThere` is false; true when the breath is Dragon Fire.
    static bool leaveEffects(Ctx& ctx, int dragon, int owner, int player, Location at, bool armyThere);

    // Whether `e` is the Dragon Fire roll of `rollers` (the last fire breath's victims): a roll by `player` naming
    // one of them.
    [[nodiscard]] static bool fitsFireRoll(const Ctx& ctx, const Event& e, int player, const std::vector<int>& rollers);
    struct FireSaves {
        RollEvaluation eval;
        std::vector<int> buried;  // the rollers without a save result, in their order
    };
    // Reads ctx.ev() as `player`'s Dragon Fire save roll of `rollers` (in the DUA), checks its stated total.
    [[nodiscard]] static FireSaves readFireSaves(Ctx& ctx, int player, const std::vector<int>& rollers);
};

}  // namespace muster::rules::engine
