#pragma once
// The rules engine: an immutable-input, deterministic state machine. step(state, event) returns the next
// state, or the rule the event breaks, or what the event uses that the engine does not model yet. No I/O,
// no randomness: every die face comes from the event.
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/Event.h"
#include "muster/rules/engine/GameState.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules::engine {

// Why a step was refused.
struct Violation {
    enum class Kind : std::uint8_t { Inconsistent, Unsupported };
    Kind kind = Kind::Inconsistent;
    int line = 0;
    int turn = 0;            // 0 during setup
    std::string phase;       // "setup", "expire", ..., "first march", "reserves"
    std::string step;        // "maneuver", "melee: save roll", ...
    std::string rule;        // rulebook section, e.g. "V4.01d Damage"
    std::string logSays;     // the event as written
    std::string rulesGive;   // what the rules allow or compute instead
};

// A player's force with every name resolved: what setup steps 1-3 need.
struct SetupPlayer {
    std::string id;
    std::string name;
    domain::DieId homeTerrain = 0;
    domain::DieId proposedFrontier = 0;
    struct Entry {
        std::string label;
        domain::DieId die = 0;
        int army = -1;  // 0 home, 1 horde, 2 campaign, -1 Summoning Pool
    };
    std::vector<Entry> dice;
};

struct Setup {
    int forceSize = 0;
    std::vector<SetupPlayer> players;
};

using StepResult = std::variant<GameState, Violation>;

class Engine {
public:
    explicit Engine(const domain::Catalog& catalog) : catalog_(catalog), resolver_(catalog) {}

    // Setup steps 1-3: the battlefield before the horde rolls.
    [[nodiscard]] StepResult start(const Setup& setup) const;
    // One event.
    [[nodiscard]] StepResult step(const GameState& state, const Event& event) const;
    // What the rules expect next, in words (for messages and for tools that write logs).
    [[nodiscard]] std::string expectation(const GameState& state) const;

    [[nodiscard]] const domain::Catalog& catalog() const { return catalog_; }
    [[nodiscard]] const RollResolver& resolver() const { return resolver_; }

private:
    const domain::Catalog& catalog_;
    RollResolver resolver_;
};

}  // namespace muster::rules::engine
