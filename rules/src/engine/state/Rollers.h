#pragma once
// Who rolls: the units of an army that may be rolled now. Asleep, netted, webbed, stunned and hypnotized
// units cannot be rolled; Dragonkin do not roll for magic or missile actions.
#include <vector>

#include "EngineContext.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

struct Rollers {
    std::vector<int> must;  // units that roll
    std::vector<int> may;   // units that may be left out (a glaring unit)
};

class RollersOf {
public:
    // The units of owner's army at loc that roll in a roll with this spec.
    static Rollers army(const Ctx& ctx, int owner, Location loc, const RollSpec& spec);
    // Is the unit the source of an effect that ends when it is rolled (a glaring unit, Hypnotic Glare)?
    [[nodiscard]] static bool glaring(const GameState& state, int unit);
    // These pieces were rolled: effects that end when their source is rolled end (Hypnotic Glare).
    static void rolled(GameState& state, const std::vector<int>& pieces);
    // Why a unit cannot be rolled now, or "".
    static std::string cannotRoll(const Ctx& ctx, int unit, const RollSpec& spec);
    // Is the unit left out of the open march under Mire (its army rolls only the units named in 'mire')?
    [[nodiscard]] static bool leftOutByMire(const Ctx& ctx, int unit);
};

}  // namespace muster::rules::engine
