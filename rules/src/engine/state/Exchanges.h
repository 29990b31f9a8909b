#pragma once
// Moving units: promotion and recruitment (exchanges with the DUA or, for Dragonkin, the Summoning Pool),
// and moves between terrains and the Reserve Area, with the rules that forbid them (netted, webbed, asleep
// units and Dragonkin cannot leave their terrain).
#include "EngineContext.h"

namespace muster::rules::engine {

class Exchanges {
public:
    // Exchange an army unit with a DUA unit (a Dragonkin: a Summoning Pool unit) of the same species and one
    // health more (V4.01d Promotion); `steps` more for a promotion of several health-worth into one unit.
    static void promote(Ctx& ctx, int unit, int deadUnit, Rule rule, int steps = 1);
    // Move a small (1-health) unit from the DUA to an army.
    static void recruit(Ctx& ctx, int deadUnit, Location to, Rule rule);
    // Move a unit to another place in play (reinforce, retreat, SAIs and spells that move units).
    static void move(Ctx& ctx, int unit, Location to);
    // Why a unit may not leave its terrain now, or "" when it may.
    [[nodiscard]] static std::string heldBy(const Ctx& ctx, int unit);
};

}  // namespace muster::rules::engine
