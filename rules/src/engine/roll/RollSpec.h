#pragma once
// What a roll counts (result types) and what it is for (attack, save against what, maneuver as marcher or
// counter, magic, a sub-roll and its cause, an individual roll, a combination roll). SAIs read the purpose to
// decide what they do; the pipeline reads the counted types.
#include <string>

#include "muster/rules/engine/Location.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

enum class RollPurpose : std::uint8_t {
    HordeManeuver,    // setup step 4: only SAIs that make maneuver results count
    Maneuver,         // the marching army's maneuver roll
    CounterManeuver,  // a counter-maneuvering army's roll
    Attack,           // a melee or missile attack (attack says which; counterAttack says if it answers one)
    Save,             // a save roll against an attack (attack says which), or against nothing
    Magic,            // a magic action's roll
    MagicNegation,    // Frostwings' Magic Negation roll
    DragonResponse,   // an army's combination roll against a dragon attack
    Individual,       // a unit rolling against an effect that targets it (save, maneuver, melee test)
    Question,         // a roll that only asks what a die shows (Replanting, Slay, Seize, Rise from the Ashes)
    Special,          // a roll where no SAI works (Dispel Magic, minor terrain, dragon dice)
};

enum class AttackKind : std::uint8_t { None, Melee, Missile, Magic, Dragon };

struct RollSpec {
    TypeMask counts = 0;  // the result types counted (several: a combination roll)
    RollPurpose purpose = RollPurpose::Special;
    AttackKind attack = AttackKind::None;  // Attack: which attack; Save: against which attack
    bool counterAttack = false;            // an attack that answers one (or the save against it)
    bool army = true;                      // an army roll (false: a roll of one unit, or chosen units)
    bool normalOnly = false;               // only normal icons count (Tidal Wave)
    int roller = -1;                       // the player rolling
    Location at;                           // where the rolling units are
    Location target;                       // an attack: where the attacked army is (Wall of Fog)
    std::string cause;                     // what the roll is for, for messages ("Stomp", "Lightning Strike")

    [[nodiscard]] bool combination() const;
    [[nodiscard]] bool counts1(RollType t) const { return hasType(counts, t); }
    // The single type of a non-combination roll.
    [[nodiscard]] RollType type() const;
    [[nodiscard]] bool nonManeuver() const { return !hasType(counts, RollType::Maneuver); }
    [[nodiscard]] bool saveAgainst(AttackKind k) const { return purpose == RollPurpose::Save && attack == k; }
};

}  // namespace muster::rules::engine
