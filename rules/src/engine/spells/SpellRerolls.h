#pragma once
// Re-rolls that spells on an army allow in its rolls (step 3 of Die Roll Resolution, S0:L740): Flashfire
// (S0:L1104), a '/ flashfire <unit>=<face>' segment of a non-maneuver army roll of the target army, each unit
// once, at most one unit per casting. Defined in spells/StatusSpells.cpp. Every non-maneuver army roll calls it:
// the attack and save rolls (flow/ExchangeFrame), the magic and Magic Negation rolls (flow/MagicFrame), the answer
// to a dragon attack (flow/DragonAttackFrame) and an army's roll against a damage spell (flow/SpellDamageFrame).
#include "roll/DiceReader.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

// Adds the '/ flashfire' re-roll to a non-maneuver army roll of an army under Flashfire (nothing otherwise).
void addSpellRerolls(const Ctx& ctx, DiceRequest& request, const RollSpec& spec);

// Units of an army's roll that Flashfire lets its owner re-roll (0: none): the castings on that army.
[[nodiscard]] int flashfireUnits(const GameState& state, int owner, Location at);

}  // namespace muster::rules::engine
