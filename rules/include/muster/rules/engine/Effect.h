#pragma once
// A lasting effect: one record for every spell, SAI, breath, ability or terrain effect that outlives the
// moment it happens. It names its source, who caused it, what it targets (an army at a place, a unit, a
// terrain with a scope, a player), the roll modifiers or the status it gives, and when it ends (the start of
// whose turn, and anchors such as "the unit leaves the terrain"). effects/EffectStore answers "which
// modifiers and statuses apply to this roll".
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/engine/Location.h"
#include "muster/rules/engine/RollType.h"

namespace muster::rules::engine {

enum class ModifierOp : std::uint8_t {
    Add,        // step 10
    Subtract,   // step 6: normal results first, IDs last
    Divide,     // step 7: at most one divider per type; identical halvings collapse
    Multiply,   // step 9: at most one multiplier per type
    IgnoreIds,  // Dragon Plague: ID results are not counted
    DoubleIds,  // Double Maneuvers / Double Saves minor terrains
};

// Which rolls a modifier reaches.
enum class RollScope : std::uint8_t {
    Army,        // army rolls only (spells on armies, terrain effects)
    Individual,  // rolls of one unit (effects on a unit)
    Any,
};

struct RollModifier {
    TypeMask types = 0;  // result types it changes
    ModifierOp op = ModifierOp::Add;
    int amount = 0;  // added/subtracted results, or the divisor/multiplier
    RollScope scope = RollScope::Army;
    bool nonManeuverRollsOnly = false;   // Palsy: "non-maneuver rolls"
    bool onlyAttacksIntoTarget = false;  // Wall of Fog: missile attacks targeting an army there
    bool oneTypeOfChoice = false;        // Fiery Weapon: the amount goes to one of the types, the roller's choice
    friend bool operator==(const RollModifier&, const RollModifier&) = default;
};

enum class Status : std::uint8_t {
    None,
    Asleep,                   // Sleep: cannot be rolled or leave the terrain
    Netted,                   // Net
    Webbed,                   // Web
    Stunned,                  // Stun: cannot be rolled (individual-targeting effects still roll it); leaving ends it
    Hypnotized,               // Hypnotic Glare
    Illusion,                 // Illusion: the army cannot be targeted by missile attacks or opponents' spells
    CounterManeuverWinsTies,  // Fields of Ice (on a terrain): a tied maneuver there goes to the counter-maneuver
    OpenGrave,          // Open Grave (on an army): units killed by damage after a save roll go to the Reserve Area
    AcceleratedGrowth,  // Accelerated Growth (on a player): a killed Treefolk may be exchanged for a 1-health one
    NecromanticWave,    // Necromantic Wave (on an army): its units may count magic results as melee or missile
    BerserkerRage,      // Berserker Rage (on an army): its Feral may count saves as melee in counter-attacks
    WallOfThorns,       // Wall of Thorns (on a terrain): an army that maneuvers it takes damage (magnitude x 6)
    SoiledGround,       // Soiled Ground (on a terrain): units killed there that go to the DUA save or are buried
    Tamed,              // a dragon tamed by an Eldarim champion (the effect's sourcePiece): spares its army
    Controlled,         // a dragon controlled by an Eldarim champion (the effect's sourcePiece)
};
std::string_view toString(Status status);

enum class EffectTargetKind : std::uint8_t { Army, Unit, Terrain, Player };

// How an effect on a terrain reaches armies.
enum class TerrainScope : std::uint8_t {
    AllArmies,          // every army roll at the terrain (Ash Storm, Blizzard)
    AttacksIntoIt,      // attacks targeting armies at the terrain (Wall of Fog)
    MarchingArmies,     // armies that march there (Mire)
    ManeuveringArmies,  // armies that maneuver it (Wall of Thorns, Fields of Ice ties)
};

// Anchors that end an effect besides its turn expiry.
enum EffectEnds : std::uint8_t {
    EndsNever = 0,
    EndsWhenTargetLeaves = 1,   // the target unit leaves its terrain
    EndsWhenSourceLeaves = 2,   // the source unit leaves its terrain
    EndsWhenSourceDies = 4,     // the source unit is killed
    EndsWhenSourceRolls = 8,    // the source unit is rolled (Hypnotic Glare)
    EndsWhenTerrainTurns = 16,  // the terrain is maneuvered to a new face (Earthfang's Chill Wind)
};

struct Effect {
    int id = 0;
    std::string source;  // catalog name: "Stone Skin", "Frost Breath", "Lightning Bolt", "Chill Wind"
    enum class From : std::uint8_t { Spell, Sai, Breath, Ability, Terrain, Item } from = From::Spell;
    int caster = -1;  // the player who caused it
    EffectTargetKind target = EffectTargetKind::Army;
    int targetPlayer = -1;   // Army: the army's owner; Player: the player
    Location targetArmy;     // Army: where the army is
    int targetPiece = -1;    // Unit
    int targetTerrain = -1;  // Terrain
    TerrainScope scope = TerrainScope::AllArmies;
    std::vector<RollModifier> modifiers;
    Status status = Status::None;
    int magnitude = 0;          // cumulative spells: the castings combined in this record
    bool cumulative = false;    // castings of the same source by the same caster on this target add up
    int expiresAtStartOf = -1;  // player index; -1: no turn expiry
    std::uint8_t ends = EndsNever;
    int sourcePiece = -1;    // the unit or item that caused it (anchors)
    int anchorTerrain = -1;  // where the anchored unit was
};

}  // namespace muster::rules::engine
