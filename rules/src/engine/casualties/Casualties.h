#pragma once
// The one casualty path: every unit that is killed, buried or sent elsewhere goes through here, and every
// on-kill trigger runs here (Replanting, Stepped Damage, Rise from the Ashes, Open Grave, Soiled Ground,
// Accelerated Growth; killed Dragonkin go back to the Summoning Pool). Triggers that need statements
// (a Replanting roll, optional step-downs) are frames pushed on top of the caller's.
#include <string>
#include <vector>

#include "EngineContext.h"

namespace muster::rules::engine {

struct KillCause {
    enum class Kind : std::uint8_t {
        Damage,  // damage allocated after saves (melee, missile, spells): Open Grave may apply
        NoSave,  // damage no save reduces, or a kill without a save roll
        Killed,  // "is killed" effects (save-or-die and the like)
    };
    Kind kind = Kind::Damage;
    Location at;             // where the units were killed (Replanting reads its elements)
    std::string source;      // for messages: "melee", "Mutate", "Smite"
    std::string stepPrefix;  // for step names: "melee: "
    // The effect kills and buries Dragonkin in one (Sneak Attack's damage in a missile attack or magic action,
    // S0:L971): the Dragonkin it kills go to the BUA, not back to the Summoning Pool (S0:L1183).
    bool buriesDragonkin = false;
};

class Casualties {
public:
    // Kills the units (they are already chosen) and pushes the frame for their triggers, if any. Victims standing
    // at different places (a move at step 4 of their roll) are killed place by place, each with its own triggers.
    static void kill(Ctx& ctx, const std::vector<int>& victims, const KillCause& cause);
    // Where the victims of a unit's own roll stand when its fate comes: a Vanish, Ferry, Firewalking or Teleport
    // move at step 4 of that roll may have taken them from `rolledAt`, and the kill follows them
    // (docs/rules-decisions.md, "Moves in a unit's own roll"). The first victim's place (kill() splits victims at
    // several places); none: rolledAt.
    [[nodiscard]] static Location placeOf(Ctx& ctx, const std::vector<int>& victims, Location rolledAt);
    // Where a killed unit goes: the DUA, or the Summoning Pool for a Dragonkin (V4.01d Dragonkin, S0:L1183).
    [[nodiscard]] static Location graveOf(const Ctx& ctx, int unit);
    // A unit an effect has just killed that the same effect may still bury (its burial step, or the burial roll of
    // the units it killed): one in the DUA, or a Dragonkin, which went back to the Summoning Pool (S0:L1183: a single
    // effect that both kills and buries buries Dragonkin too, though they never enter the DUA). A unit that left the
    // kill (replanted, risen, stepped down) is neither.
    [[nodiscard]] static bool awaitsBurial(const Ctx& ctx, int unit);
    // Buries units (from wherever they are; a single effect that kills and buries buries Dragonkin too). A unit
    // with Rise from the Ashes then rolls (a frame is pushed on top: a caller with more to do waits for it in
    // childDone).
    static void bury(Ctx& ctx, const std::vector<int>& units);
    // An army made up solely of Dragonkin disappears at once: its Dragonkin go back to the Summoning Pool (V4.01d
    // Dragonkin, S0:L1182). Called after every kill without pending triggers and after every statement (so that an
    // exchange is judged once complete, S0:L841).
    static void returnLoneDragonkin(Ctx& ctx);
    // Moves units to their owner's Reserve Area.
    static void toReserve(Ctx& ctx, const std::vector<int>& units);

private:
    // kill() for victims that all stand at cause.at.
    static void killAt(Ctx& ctx, const std::vector<int>& victims, const KillCause& cause);
};

}  // namespace muster::rules::engine
