#pragma once
// The rules engine: a deterministic state machine over the statements of a match log. step(state, event)
// returns the next state, or the rule the statement breaks, or what it uses that the engine does not model
// yet. No I/O, no randomness: every die face comes from the statement. The state always says what it expects
// next (expect()), which is what messages and the legal-log generator read.
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/Event.h"
#include "muster/rules/engine/Frame.h"
#include "muster/rules/engine/GameState.h"
#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/engine/Rule.h"
#include "muster/rules/engine/StepTrace.h"

namespace muster::rules::engine {

// Why a statement was refused.
struct Violation {
    enum class Kind : std::uint8_t { Inconsistent, Unsupported, Unreadable };
    Kind kind = Kind::Inconsistent;
    Rule ruleId = Rule::TurnSequence;
    int line = 0;
    int turn = 0;           // 0 during setup
    std::string phase;      // "setup", "expire effects", ..., "first march", "reserves"
    std::string step;       // "maneuver rolls", "melee: save roll", ...
    std::string rule;       // rulebook section, e.g. "V4.01d Damage"
    std::string logSays;    // the statement as written
    std::string rulesGive;  // what the rules allow or compute instead, and why
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
    int logVersion = 2;  // the match log format version: what the log can state
    std::vector<SetupPlayer> players;
};

using StepResult = std::variant<GameState, Violation>;

// The legal-log generator states a roll total as kAskTotal and lets the engine answer with the least total the
// rules give for the faces (a log never can: the parser reads no such number into a statement on its own,
// and without an answer sink the value is compared like any other and refused).
inline constexpr int kAskTotal = std::numeric_limits<int>::min();
struct AnsweredTotal {
    int line = 0;   // the roll's line (a total may be checked at a later statement, once its SAIs resolve)
    int value = 0;  // the total the rules give
};

// What the engine counted for one roll: its totals and the owner's choices it took (written on the line, the
// version-3 defaults, or worked out from the stated totals). The trace, the count of inferred choices and the
// legal-log generator (which writes the choices of its rolls) read it.
struct RollRecord {
    int line = 0;
    TypeMask counts = 0;
    std::array<int, kRollTypeCount> totals{};
    RollChoices choices;
    // Choices the line leaves out that the stated totals decided (none in a complete version-3 roll), in words.
    std::vector<std::string> leftOut;
};

// How one statement is applied, and what the caller wants to know about it.
struct ApplyOptions {
    // Refuse a roll whose line leaves out a choice that changes its totals (verify --strict): the rule of the
    // choice, the roll's line, what is missing and a choice that fits the stated totals.
    bool strict = false;
    std::vector<AnsweredTotal>* answers = nullptr;  // answer every total stated as kAskTotal
    std::vector<RollRecord>* rolls = nullptr;       // every roll counted by this statement (also a deferred one)
    StepTrace* trace = nullptr;                     // what the engine did, for `rules explain`
};

class EngineData;

class Engine {
public:
    explicit Engine(const domain::Catalog& catalog);
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;

    // Setup steps 1-3: the battlefield before the horde rolls.
    [[nodiscard]] StepResult start(const Setup& setup) const;
    // A game that starts from a position (docs/match-log.md, Positions): `state` holds what the position states
    // (players, terrains, pieces, effects, the turn) and no frames. Sets the frames up for that point (before the
    // first turn, between two steps of a turn, or the game decided) and checks the engine's invariants; a state they
    // refuse is an inconsistent Violation naming the first problem.
    [[nodiscard]] StepResult resume(GameState state) const;
    // Whether a position can state this point of a game: the setup is over, no step of a turn is open (the frames
    // hold the game and the turn only: not inside a march, an attack, a spell or a dragon attack) and no item may
    // still follow units an effect sent away ('carry-item').
    [[nodiscard]] static bool positionCanState(const GameState& state);
    // One statement; the input state is left as it was.
    [[nodiscard]] StepResult step(const GameState& state, const Event& event) const;
    // One statement, changing the state in place (faster: nothing is copied). After a violation the state is
    // not usable any more.
    [[nodiscard]] std::optional<Violation> apply(GameState& state, const Event& event) const;
    // The same, answering every total stated as kAskTotal (the legal-log generator).
    [[nodiscard]] std::optional<Violation> apply(GameState& state, const Event& event,
                                                 std::vector<AnsweredTotal>& answers) const;
    // The same, with options (strict, answers, the rolls counted).
    [[nodiscard]] std::optional<Violation> apply(GameState& state, const Event& event,
                                                 const ApplyOptions& options) const;
    // The legal options of a roll (RollOutcomes.h): the state's next statement is a roll, `roll` gives its dice,
    // faces and re-roll segments (its stated totals, if any, are ignored: every one is asked for) and any choices it
    // writes, which the options keep. Each option is a distinct set of totals with one choice that gives it, the
    // simplest first (what the legal-log generator states); choices that give the same totals are one option.
    // `limit` caps the list (RollOutcomes::truncated says when more exist). A statement the engine refuses lists
    // nothing and says why in RollOutcomes::note, as does a roll that states no total (a dragon roll) or whose
    // totals are counted only after its 'cast' lines (Cantrip magic).
    [[nodiscard]] RollOutcomes rollOutcomes(const GameState& state, const Event& roll, std::size_t limit = 4096) const;
    // The same, recording what the engine did (the expectations the statement met, the rolls it counted) for
    // `rules explain`.
    [[nodiscard]] std::optional<Violation> apply(GameState& state, const Event& event, StepTrace& trace) const;
    // What the rules expect next: the top frame's expectation first; while a frame's remaining statements
    // are optional, what follows if they are skipped (worked out on a copy of the state, ending the frame as
    // a statement that belongs below it would).
    [[nodiscard]] std::vector<Expectation> expect(const GameState& state) const;
    // The same, in words (for messages and tools).
    [[nodiscard]] std::string expectation(const GameState& state) const;
    // Engine self-checks after a statement (one place per piece, face 8 if and only if controlled, effects
    // point at live targets, ...). Empty when the state is sound; tests and the generator call it.
    [[nodiscard]] std::vector<std::string> invariantProblems(const GameState& state) const;

    [[nodiscard]] const domain::Catalog& catalog() const { return catalog_; }
    [[nodiscard]] const EngineData& data() const { return *data_; }

private:
    [[nodiscard]] std::optional<Violation> applyWith(GameState& state, const Event& event, const ApplyOptions& options,
                                                     RollOutcomes* outcomes, std::size_t outcomeLimit = 0) const;

    const domain::Catalog& catalog_;
    std::unique_ptr<EngineData> data_;
};

}  // namespace muster::rules::engine
