#pragma once
// Eldarim champions and dragons (V4.01d Eldarim Champions, S0:L1364-1381): which champion power a logo face
// carries (tame, slay, control), which dragons a champion may affect (S0:L1366: only a white champion affects a
// White Dragon; an elemental champion only a dragon containing its element), and the bonds a tame or a control
// leaves. A bond is a lasting effect in the EffectStore (status Tamed or Controlled on the dragon, the champion as
// its source): it ends when either leaves the terrain without the other (EffectStore::prune), when the unit or
// the dragon is bound anew, and, for a White Dragon, in the binding player's next Expire Effects Phase.
#include <optional>
#include <string>
#include <string_view>

#include "EngineContext.h"

namespace muster::rules::engine {

enum class ChampionPower : std::uint8_t { Tame, Slay, Control };
std::string_view toString(ChampionPower power);

namespace DragonBonds {

// The power of a champion logo SAI by its catalog name ("Dragonlord Logo" tames), or none.
std::optional<ChampionPower> powerOf(std::string_view saiName);
// The statement kind that uses a power ('tame', 'slay', 'control').
EventKind statementOf(ChampionPower power);
// Why this champion may not use its power on this dragon (S0:L1366, L1371, L1376, L1381), or "".
std::string refusal(const Ctx& ctx, int unit, int dragon);
// The unit that tamed or controls a dragon, -1 when none.
int tamerOf(const GameState& state, int dragon);
int controllerOf(const GameState& state, int dragon);
// The dragon a unit tamed, -1 when none.
int tamedBy(const GameState& state, int unit);
// A tamed dragon whose tamer is in the marching player's army at that terrain and which has no dragon there to
// attack: it does not attack at all (S0:L1370). So for a dragon controlled by a unit of that army, alone there.
bool idle(const Ctx& ctx, int dragon, int player, int terrain);
// A tame or a control: ends the unit's earlier bond of that kind and every bond on the dragon, then adds the
// new one.
void bind(Ctx& ctx, int unit, int dragon, ChampionPower power);
// Riding (S0:L1370): 'ride <P> <unit> <terrain>' in the Retreat step of the Reserves Phase moves the taming unit
// and its tamed dragon to another terrain; the bond stays.
void ride(Ctx& ctx);

}  // namespace DragonBonds

}  // namespace muster::rules::engine
