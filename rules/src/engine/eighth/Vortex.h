#pragma once
// The Vortex's eighth face (V4.01d Advanced Terrains, S0:L1212): in a non-maneuver army roll of its controller at
// the Vortex, before SAIs resolve, one unit may be re-rolled, its new face replacing the old: the first re-roll
// segment of the roll line, '/ vortex <unit>=<face>'.
#include "roll/DiceReader.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

// Adds the Vortex's re-roll to an army roll's dice request when the roller controls a Vortex where its dice are.
void addVortexReroll(const Ctx& ctx, DiceRequest& request, const RollSpec& spec);

}  // namespace muster::rules::engine
