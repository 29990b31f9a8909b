#pragma once
// One step of a recorded game, as the match log states it: the engine's input. Events carry names as the
// log wrote them (unit labels, face tokens, terrain keys); the engine resolves them against the game state
// and the catalog, so that a wrong name is reported as a step that does not fit the game.
#include <cstdint>
#include <string>
#include <vector>

namespace muster::rules::engine {

enum class EventKind : std::uint8_t {
    HordeRoll,      // horde-roll A maneuver=N : faces            (setup step 4)
    Choose,         // choose A first-turn|frontier                (setup step 4)
    FrontierPick,   // frontier-pick B A   (B picks the frontier proposed by A)
    Place,          // place A home|horde|campaign <terrain>       (setup step 4, placement)
    StartRoll,      // start-roll A <terrain> <face>               (setup step 5)
    Turn,           // turn N A
    Phase,          // phase expire|eighth|dragon|species|reserves  (optional markers)
    City,           // city A recruit <dua-unit> | city A promote <unit> <dua-unit>
    Temple,         // temple A B <dua-unit>   (A makes B bury one of B's DUA units)
    Feralize,       // feralize A <terrain> recruit <dua-unit> | promote <unit> <dua-unit>
    WintersFortitude,  // winters-fortitude A <bua-unit>
    Mutate,         // mutate A B <reserve-unit>...   (Swamp Stalkers: B's targeted reserve units roll saves)
    MutateGain,     // mutate-gain A <terrain> recruit <dua-unit> | promote <unit> <dua-unit>
    DragonkinHandlers,  // dragonkin-handlers A <terrain> recruit <pool-unit> | promote <unit> <pool-unit>
    Charge,         // charge A javelin|kukri <minor-terrain>   (Amazons, instead of the maneuver)
    March,          // march 1|2 <location>
    Maneuver,       // maneuver [counter B C ...]
    TerrainTurn,    // terrain up|down
    Action,         // action melee B | action missile B@<location> | action magic
    Roll,           // roll A <type>=<total> ... : <unit>=<face> ... [/ <reason> <unit>=<face> ...]
    Kill,           // kill A <unit>... | kill A -
    SteppedDamage,  // step-down A <killed-unit> <dua-unit>
    FoulStench,     // foul-stench B <unit>...
    CounterAttack,  // counter-attack B
    Cast,           // cast A <spell> <element> [xN] [target...]
    Reinforce,      // reinforce A <terrain> <unit>...
    Retreat,        // retreat A <unit>...
    AirFlight,      // air-flight A <terrain> <unit>...
    Result,         // result A capture|elimination | result none
};

// "f1=3": the unit label and the face token as written (an index 1..n, an icon, or amount+icon).
struct FaceToken {
    std::string unit;
    std::string face;
};

// "melee=7" or "fire=3": a stated total for one result type or one magic element.
struct StatedTotal {
    std::string type;
    int value = 0;
};

// A re-roll segment of a roll line: "/ rapid-growth t1=4 t2=2" replaces those units' faces.
struct RerollSegment {
    std::string reason;
    std::vector<FaceToken> faces;
};

struct Event {
    EventKind kind = EventKind::Turn;
    int line = 0;                    // line in the log file
    std::string text;                // the line as written (trimmed), for messages
    std::string player;              // the acting player id, when the line names one
    std::vector<std::string> args;   // the remaining words
    std::vector<StatedTotal> totals;  // Roll, HordeRoll
    std::vector<FaceToken> faces;     // Roll, HordeRoll
    std::vector<RerollSegment> rerolls;
    int number = 0;                   // Turn number, March number, StartRoll face
};

std::string_view toString(EventKind kind);

}  // namespace muster::rules::engine
