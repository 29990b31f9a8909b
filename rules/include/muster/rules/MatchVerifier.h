#pragma once
// Replays a match log through the rules engine and returns a verdict as data: verified, inconsistent (the
// first step where the log and the rules part ways), unsupported (the log uses something the engine does
// not model yet) or unreadable (the text is not a match log). Used by `muster-cli verify` and by the
// tournament desk, which stores a log with a result and shows its verdict.
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/matchlog/MatchLog.h"

namespace muster::rules {

struct MatchVerdict {
    enum class Status : std::uint8_t { Verified, Inconsistent, Unsupported, Unreadable };
    Status status = Status::Unreadable;
    std::string file;
    int line = 0;
    int turn = 0;
    std::string phase;
    std::string step;
    std::string rule;
    std::string ruleId;  // the engine's stable rule id ("melee", "damage", ...), empty for setup problems
    std::string logSays;
    std::string rulesGive;
    std::string message;  // one line for people
    int eventsChecked = 0;
    int turnsPlayed = 0;
    std::string winner;                    // verified logs: the winner's player id, empty for "result none"
    std::string winnerName;                // the winner's display name from the log's 'player' line
    std::string winBy;                     // "capture", "elimination" or empty
    std::vector<std::string> playerNames;  // verified logs: the players' display names, in the log's order
    // The log starts from a position (a judge's question, docs/match-log.md, Positions), not from the setup: its
    // forces were not checked, and even verified it is not a whole game.
    bool fromPosition = false;
    int startTurn = 0;  // fromPosition: the turn the position is in (0: before the first turn)

    // The owner's choices the log left out and the engine worked out from the stated totals (none in a complete
    // version-3 log; docs/match-log.md, "The owner's choices on the roll line"), and in how many rolls.
    int inferredChoices = 0;
    int rollsWithInferredChoices = 0;

    // VerifyOptions::trace: each statement with what the engine did (docs/match-log.md, "verify --trace").
    struct TraceStep {
        struct Move {
            std::string piece;  // "B:c1"
            std::string from;   // "frontier", "home:A", "reserve", "DUA", "BUA", "Summoning Pool", "out of play"
            std::string to;
        };
        int line = 0;
        std::string statement;                  // as written
        std::vector<engine::RollRecord> rolls;  // the rolls counted at this statement (a deferred one names its line)
        std::vector<Move> moves;                // every piece that changed place
    };
    std::vector<TraceStep> trace;

    [[nodiscard]] bool verified() const { return status == Status::Verified; }
};

// A log cut after one of its lines, as `muster-cli rules position LOG --line N` prints it.
struct PositionAt {
    MatchVerdict verdict;       // the log read up to that line: verified, or where it breaks
    std::string text;           // a log that starts from the position (empty when there is none; see problem)
    std::string problem;        // why there is no position (a line inside the setup, ...)
    int positionAfterLine = 0;  // the position is the state after this line (0: the log's own start)
    int openStatements = 0;     // statements after the position, up to the line, printed after 'play'
};

std::string_view toString(MatchVerdict::Status status);

struct VerifyOptions {
    // Engine tests play scenes with a few units each: the force total is not checked (every other
    // army-construction rule is). Logs of real games never set this.
    bool partialForces = false;
    // Refuse a log at the first roll that leaves out a choice changing its totals (verify --strict).
    bool strict = false;
    // Record each statement with the totals counted, the choices taken and where pieces went (verify --trace).
    bool trace = false;
};

class MatchVerifier {
public:
    // Reads a roster file named by a log's 'roster <player> <file>' line (path relative to the log).
    using RosterReader = std::function<domain::Roster(const std::string& path)>;

    explicit MatchVerifier(const domain::Catalog& catalog, RosterReader rosterReader = {},
                           VerifyOptions options = {});

    [[nodiscard]] MatchVerdict verifyText(std::string_view text, const std::string& fileName) const;
    [[nodiscard]] MatchVerdict verifyFile(const std::string& path) const;
    [[nodiscard]] MatchVerdict verifyLog(const matchlog::MatchLog& log) const;

    // Called with the state before the first event and after every event that applied (golden digests,
    // invariant checks). The first call has no event.
    using StepObserver = std::function<void(const engine::Event* event, const engine::GameState& state)>;
    [[nodiscard]] MatchVerdict verifyLog(const matchlog::MatchLog& log, const StepObserver& observer) const;
    // The engine the logs are replayed on (the judge's questions ask it about the states the observer saw).
    [[nodiscard]] const engine::Engine& engine() const { return engine_; }

    // The position after the statement at or before `line`: the last point before it that a position can state
    // (Engine::positionCanState), written as a position section, followed by the statements from there to `line`
    // (docs/match-log.md, Positions: "Mid-turn points").
    [[nodiscard]] PositionAt positionAt(const matchlog::MatchLog& log, int line) const;

private:
    using Start = std::variant<engine::GameState, MatchVerdict>;
    // Setup steps 1-3 (the forces through the force validator), or the log's position section.
    [[nodiscard]] Start startFromSetup(const matchlog::MatchLog& log) const;
    [[nodiscard]] Start startFromPosition(const matchlog::MatchLog& log) const;

    const domain::Catalog& catalog_;
    RosterReader rosterReader_;
    VerifyOptions options_;
    engine::Engine engine_;
    ForceValidator validator_;
};

}  // namespace muster::rules
