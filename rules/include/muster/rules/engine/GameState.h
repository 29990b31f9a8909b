#pragma once
// The whole state of a game between two events. Plain values: copying a GameState is how the engine keeps
// its input immutable. Location lives on each unit; armies, DUAs and BUAs are queries over the units, so a
// unit is always in exactly one place.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Die.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules::engine {

enum class Where : std::uint8_t { Terrain, Reserve, Dua, Bua, Pool, Removed };

struct Location {
    Where where = Where::Removed;
    int terrain = -1;  // Where::Terrain only
    friend bool operator==(const Location&, const Location&) = default;
    [[nodiscard]] bool inPlay() const { return where == Where::Terrain || where == Where::Reserve; }
};

struct Unit {
    std::string label;
    int owner = 0;
    domain::DieId die = 0;
    Location loc;
    int setupArmy = -1;  // 0 home, 1 horde, 2 campaign, -1 Summoning Pool
};

struct TerrainState {
    domain::DieId die = 0;
    std::string key;       // "home:A" or "frontier"
    int homeOf = -1;       // player index, -1 for the frontier
    int face = 0;          // 1..8 once set up, 0 before the starting roll
    int controller = -1;   // the player whose army captured it (face 8)
    int proposedBy = -1;   // frontier: the player who brought it
};

struct PlayerState {
    std::string id;
    std::string name;
    int home = -1;          // terrain index of the Home Terrain
    domain::DieId proposedFrontier = 0;
    bool eliminated = false;
    int hordeManeuver = -1;  // setup step 4: the latest horde roll
};

// A lasting effect (spell, SAI, breath) on an army, a terrain or a unit. Part 1 of the engine creates none
// from spells yet, but expiry is modelled: "until the beginning of <player>'s next turn".
struct Effect {
    std::string source;
    int targetPlayer = -1;
    Location targetArmy;      // army effects: owner targetPlayer at this location
    int targetTerrain = -1;   // terrain effects
    int targetUnit = -1;      // unit effects
    Modifiers modifiers;
    RollType appliesTo = RollType::Save;
    int expiresAtTurnOf = -1;  // player index; -1 never
};

enum class Stage : std::uint8_t {
    HordeRoll,     // setup step 4: horde maneuver rolls
    Choice,        // setup step 4: the winner chooses first turn or frontier
    FrontierPick,  // setup step 4: a player picks the frontier
    Placement,     // setup step 4: armies placed
    StartRoll,     // setup step 5: starting distances
    AwaitTurn,     // between turns
    InTurn,
    GameOver,      // a winner is known; only 'result' may follow
    Finished,      // the result line was read
};

enum class Phase : std::uint8_t { Expire, Eighth, Dragon, Species, FirstMarch, SecondMarch, Reserves };
std::string_view toString(Phase phase);

// Where the current march is.
enum class MarchStep : std::uint8_t {
    None,
    Begun,              // 'march' read: maneuver and action may follow
    ManeuverRolls,      // maneuver declared with counters: rolls expected
    ManeuverDirection,  // maneuver succeeded: 'terrain up|down' expected
    ManeuverDone,       // action may follow
    Action,             // inside an action (see ActionState)
};

enum class ActionKind : std::uint8_t { None, Melee, Missile, Magic };

enum class ActionStep : std::uint8_t {
    AttackRoll,     // the attacker's melee/missile roll
    SaveRoll,       // the defender's save roll
    Kill,           // the defender allocates damage
    SteppedDamage,  // optional Undead exchanges after a kill
    ReplantRoll,    // Treefolk killed at a water terrain roll
    ScorchKill,     // Scorching Touch damage to the attacker
    FoulStench,     // the defender picks units that may not counter-attack
    CounterChoice,  // the defender may counter-attack
    MagicRoll,
    Casting,
    Done,
};

struct ActionState {
    ActionKind kind = ActionKind::None;
    ActionStep step = ActionStep::Done;
    // The current exchange: attacker rolls, defender saves (swapped in a counter-attack).
    int attacker = -1;
    Location attackerLoc;
    int defender = -1;
    Location defenderLoc;
    bool counter = false;        // this exchange is the counter-attack
    int attack = 0;
    int noSave = 0;              // Smite/Stone damage
    int cursed = 0;              // Cursed Bullets: missile results only spell saves reduce
    int saves = 0;
    int damage = 0;
    int scorch = 0;              // Scorching Touch damage owed to the attacker
    int killedPlayer = -1;       // whose units were just killed (replant, step-down)
    std::vector<int> justKilled;  // units killed by the last kill line
    std::vector<int> noCounter;   // Foul Stench: units that may not counter-attack
    int foulStenchCount = 0;
    // Magic Negation (Frostwings): magic results subtracted from this magic action, and who rolled it.
    int negated = 0;
    std::vector<int> negators;
    // Magic: results available by element (index = domain::Element) after the roll.
    std::vector<int> magicByElement;
    int magicTotal = 0;
};

struct TurnState {
    int number = 0;
    int player = -1;
    Phase phase = Phase::Expire;
    MarchStep march = MarchStep::None;
    int marchNumber = 0;
    Location marchingArmy;
    std::vector<Location> marched;  // armies (by location) that already marched this turn
    std::vector<int> counterPlayers;  // counter-maneuvering players, in turn order
    std::vector<int> maneuverTotals;  // index 0 = marcher, then one per counter player
    int maneuverRollsSeen = 0;
    ActionState action;
    bool citySeen = false;
    std::vector<int> templeDone;
    std::vector<int> feralizedTerrains;
    bool wintersFortitudeDone = false;
    // Mutate (Swamp Stalkers): targets waiting for their save roll, then health-worth left to recruit/promote.
    bool mutateDone = false;
    int mutateVictim = -1;
    std::vector<int> mutateTargets;  // non-empty while the save roll is due
    int mutateBudget = 0;
    int mutateTerrain = -1;          // the army (by terrain) that takes the gains
    bool reinforceDone = false;  // a retreat was seen, so reinforcing is over
};

struct GameState {
    int forceSize = 0;
    std::vector<PlayerState> players;
    std::vector<TerrainState> terrains;
    std::vector<Unit> units;
    std::vector<Effect> effects;
    std::vector<int> turnOrder;  // player indices
    Stage stage = Stage::HordeRoll;
    // Setup bookkeeping.
    std::vector<std::vector<int>> rankQueue;  // groups of players still to be ranked, best first
    std::vector<int> hordeRollers;   // players who must (re-)roll now
    std::vector<int> hordeRolled;    // of those, who has rolled
    std::vector<int> hordeOrder;     // players ranked so far (setup order of play)
    int setupWinner = -1;
    bool winnerTakesFirstTurn = false;
    int frontierPicker = -1;
    int frontierTerrain = -1;
    std::vector<int> placed;  // per player: bitmask of armies placed (1 home, 2 horde, 4 campaign)
    std::vector<int> startRolled;  // per terrain: 1 when its starting face is final
    TurnState turn;
    int winner = -1;
    std::string winBy;  // "capture" or "elimination"

    // Queries.
    [[nodiscard]] int playerIndex(const std::string& id) const;
    [[nodiscard]] int terrainIndex(const std::string& key) const;
    [[nodiscard]] int unitIndex(int owner, const std::string& label) const;
    [[nodiscard]] std::vector<int> army(int owner, Location loc) const;
    [[nodiscard]] bool hasArmy(int owner, Location loc) const;
    [[nodiscard]] int armyHealth(int owner, Location loc, const domain::Catalog& catalog) const;
    [[nodiscard]] std::vector<int> unitsAt(int owner, Where where) const;
    [[nodiscard]] bool hasUnitsInPlay(int owner) const;
    [[nodiscard]] int capturedCount(int player) const;
    [[nodiscard]] std::string locationName(Location loc) const;
    [[nodiscard]] std::optional<Location> parseLocation(const std::string& text, int owner) const;
    // DUA-scaled ability limit: per 24 points of force or part thereof.
    [[nodiscard]] int duaScaled(int perTwentyFour) const { return perTwentyFour * ((forceSize + 23) / 24); }
};

}  // namespace muster::rules::engine
