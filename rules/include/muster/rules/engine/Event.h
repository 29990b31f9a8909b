#pragma once
// One statement of a recorded game, as the match log states it: the engine's input. Statements carry names
// as the log wrote them (labels, face tokens, terrain keys); the engine resolves them against the game state
// and the catalog, so that a wrong name is reported as a step that does not fit the game.
// docs/match-log.md describes every statement.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace muster::rules::engine {

enum class EventKind : std::uint8_t {
    // Setup (steps 4-5).
    HordeRoll,     // horde-roll A maneuver=N : faces
    Choose,        // choose A first-turn|frontier
    FrontierPick,  // frontier-pick B A
    Place,         // place A home|horde|campaign <terrain>
    StartRoll,     // start-roll A <terrain> <face>
    // Turns and phases.
    Turn,               // turn N A
    Phase,              // phase expire|eighth|dragon|species|first-march|second-march|reserves
    City,               // city A recruit <dua-unit> | city A promote <unit> <dua-unit>
    Temple,             // temple A B <dua-unit>
    Lair,               // lair A <dragon> <terrain>
    Grove,              // grove A <piece>
    DragonAttack,       // dragon-attack <terrain>
    DragonTarget,       // dragon-target <owner> <dragon> <target dragon>
    Control,            // control A <unit> <dragon> skip|<target dragon>
    Treasure,           // treasure A promote <unit> <dua-unit>
    Tame,               // tame A <unit> <dragon>
    Slay,               // slay A <unit> <dragon>
    DragonDamage,       // dragon-damage A <dragon>=melee|missile ...
    Promote,            // promote A <unit> <dua-unit> ...
    Feralize,           // feralize A <terrain> recruit <dua-unit> | promote <unit> <dua-unit>
    WintersFortitude,   // winters-fortitude A <bua-unit>
    Mutate,             // mutate A B <reserve-unit>...
    MutateGain,         // mutate-gain A <terrain> recruit <dua-unit> | promote <unit> <dua-unit>
    DragonkinHandlers,  // dragonkin-handlers A <terrain> recruit <pool-unit> | promote <unit> <pool-unit>
    // Marches.
    March,          // march 1|2 <location>
    Minor,          // minor A bring <minor terrain> | roll | keep | bury
    MinorFace,      // minor-face A magic|melee|missile
    Charge,         // charge A javelin|kukri <minor terrain>
    Mire,           // mire A <unit>...
    Maneuver,       // maneuver [counter B C ...]
    TerrainTurn,    // terrain up|down
    Castle,         // castle A city|standing-stones|temple|tower
    Action,         // action melee B[@loc] | action missile B@<location> | action magic
    Roll,           // roll A [purpose] <type>=<total> ... : <unit>=<face> ... [/ <reason> <unit>=<face> ...]
    Sai,            // sai A <SAI> <unit>[+<unit>] [choices] [: targets]
    Kill,           // kill A <unit>... | kill A -
    SteppedDamage,  // step-down A <killed-unit> <dua-unit>
    Grow,           // grow A <killed-unit> <dua-unit>      (Accelerated Growth)
    Plague,         // plague B <unit>                     (Plague: the owner's next target)
    Return,         // return A <dua-unit>...              (Convert: units back from the DUA)
    FoulStench,     // foul-stench B <unit>...
    CounterAttack,  // counter-attack B
    Cast,           // cast A <spell> with <element> [xN] [on <target>...]
    Resolve,        // resolve <n>
    BuryItem,       // bury-item A <item>...
    CarryItem,      // carry-item A <item>...             (items follow units an effect sent to the Reserve Area)
    // Reserves Phase.
    Reinforce,  // reinforce A <terrain> <unit>...
    Retreat,    // retreat A <unit>...
    AirFlight,  // air-flight A <terrain> <unit>...
    Ride,       // ride A <unit> <terrain>
    Result,     // result A capture|elimination | result none
};
inline constexpr int kEventKindCount = static_cast<int>(EventKind::Result) + 1;

// "f1=3" or "c3=ID:melee": the label, the face token as written (an index 1..n, an icon, or amount+icon),
// and an optional annotation after ':' (ID allocation, the result type an SAI gives).
struct FaceToken {
    std::string unit;
    std::string face;
    std::string note;
};

// "melee=7" or "fire=3": a stated total for one result type or one magic element.
struct StatedTotal {
    std::string type;
    int value = 0;
    friend bool operator==(const StatedTotal&, const StatedTotal&) = default;
};

// "wilding=c2", "palsy=save" or "bone-magic=1" before ':' in a version-3 roll: a choice the owner makes after the
// roll (docs/match-log.md, "The owner's choices on the roll line").
struct StatedChoice {
    std::string key;
    std::string value;
};

// A re-roll segment of a roll line: "/ rend c1=3" (re-roll and add) or "/ flashfire c2=4" (replace).
struct RerollSegment {
    std::string reason;
    std::vector<FaceToken> faces;
};

struct Event {
    EventKind kind = EventKind::Turn;
    int line = 0;                      // line in the log file
    std::string text;                  // the line as written (trimmed), for messages
    std::string player;                // the acting player id, when the line names one
    std::vector<std::string> args;     // the remaining words (before ':' for sai)
    std::vector<std::string> targets;  // sai: the words after ':'
    std::vector<StatedTotal> totals;   // Roll, HordeRoll
    std::vector<StatedChoice> choices;  // Roll (version 3): the owner's roll-level choices
    std::vector<std::string> bare;     // Roll: words before ':' without '=' (purpose, or a type without total)
    std::vector<FaceToken> faces;      // Roll, HordeRoll
    std::vector<RerollSegment> rerolls;
    // Kill (version 3): where each unit of args went, as the line states it ('kill B c1>dua c2>pool'): "dua",
    // "bua", "pool", "reserve", or "" where the line does not say. Empty when no unit has one.
    std::vector<std::string> destinations;
    int number = 0;  // Turn number, March number, StartRoll face, castings (Cast), Resolve index
};

std::string_view toString(EventKind kind);

}  // namespace muster::rules::engine
