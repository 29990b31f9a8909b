#pragma once
// A game recorded while it is played (docs/recorder.md; issue 29): the session behind `muster-cli record` and the
// desktop recorder. It holds the match log so far and the engine's state after it, and knows no rules: it asks the
// engine what comes next (Engine::expect), what is legal (judge::LegalOptions), what a roll's faces give under each
// choice of its owner (Engine::rollOutcomes), and has the engine apply every statement.
//
// Pull model, for a terminal or a GUI alike: after each call, read state(), expected() (or expectation() in words),
// legalOptions() and dueRoll(); enter(entry) answers Accepted, Refused (the rule and its rulebook place; nothing is
// written) or ChooseOutcome (the faces leave the owner a choice that changes the totals: pick one of the listed
// outcomes and enter the entry again with RecordingEntry::outcome set). Nothing calls back; a GUI redraws after each
// call.
//
// The log file is the journal (RecordingJournal.h): the header is written when the recording starts, and each
// accepted entry is in the file, synced, before enter() returns. The log is a version-3 match log with every choice
// written; a roll whose totals the rules count only after later statements (an SAI that resolves later, Cantrip magic)
// states '?' until then, and the statement that settles it rewrites the line. Reopening the file (resume) replays it
// and goes on. Undo replays the log without its last entry; redo enters the undone entries again.
#include <chrono>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/judge/LegalOptions.h"
#include "muster/rules/matchlog/MatchLog.h"
#include "muster/services/RecordingEntry.h"
#include "muster/services/RecordingJournal.h"

namespace muster::services {

// Why an entry was refused: the statement it made, the engine's reason, the rule and the rulebook place.
struct EntryRefusal {
    std::string statement;
    std::string message;  // what the rules allow or compute instead, in words
    std::string ruleId;   // "melee" (empty when the statement could not be read)
    std::string section;  // "V4.01d Melee"
    std::string lines;    // "S0:L375-388"
};

struct EntryResult {
    enum class Status : std::uint8_t { Accepted, Refused, ChooseOutcome };
    Status status = Status::Refused;
    // Accepted: the statement as the log holds it; ChooseOutcome: the roll line with '?' totals.
    std::string statement;
    std::optional<EntryRefusal> refusal;   // Refused
    rules::engine::RollOutcomes outcomes;  // ChooseOutcome: the legal outcomes, simplest first
    [[nodiscard]] bool accepted() const { return status == Status::Accepted; }
};

// One statement of the log and the entry that made it.
struct RecordedStatement {
    RecordingEntry entry;
    std::string written;  // the line as accepted ('?' for a total still to count)
    std::string text;     // the line as the log holds it now
    int line = 0;         // its line in the log file
};

class GameRecording {
public:
    // A new recording: `header` is a log's beginning up to and including its 'setup' line (the players and their
    // forces), or a log that starts from a position up to its 'play' line, possibly followed by statements. The
    // journal's file must not exist yet; it is created holding the log. Throws RecordingError (forces the rules
    // refuse, a file that exists, a statement refused).
    [[nodiscard]] static std::unique_ptr<GameRecording> start(const domain::Catalog& catalog, const std::string& log,
                                                              RecordingJournal journal);
    // Reopens a recording's log file and replays it. `notice` says what was dropped (a last line cut short by a
    // crash), empty otherwise. Throws RecordingError naming the file and the line that cannot be replayed.
    [[nodiscard]] static std::unique_ptr<GameRecording> resume(const domain::Catalog& catalog, const std::string& path,
                                                               std::string& notice);

    // The header of a new game from two to four rosters (players A, B, C, D in that order, named by each roster's
    // player, or "Player A"; `names` overrides them): the forces written out (labels h1.., z1.., c1.., p1.., as a
    // 'roster' line gives them), so that the log stands alone. Throws RecordingError when the rosters do not share a
    // force size.
    [[nodiscard]] static std::string headerFor(const domain::Catalog& catalog,
                                               const std::vector<domain::Roster>& rosters,
                                               const std::vector<std::string>& names = {});

    GameRecording(const domain::Catalog& catalog, RecordingJournal journal, const std::string& fileName);
    GameRecording(const GameRecording&) = delete;
    GameRecording& operator=(const GameRecording&) = delete;
    ~GameRecording();

    // ---- what the rules expect now
    [[nodiscard]] const rules::engine::GameState& state() const { return state_; }
    [[nodiscard]] std::vector<rules::engine::Expectation> expected() const;
    [[nodiscard]] std::string expectation() const;  // in words
    [[nodiscard]] std::vector<rules::judge::ExpectedStep> legalOptions() const;
    // The roll that is due now (its head, the dice that roll and the faces each may show), if one is.
    [[nodiscard]] std::optional<rules::judge::RollOptions> dueRoll() const;
    [[nodiscard]] bool finished() const { return state_.finished; }
    // "A wins by capture", "no winner" once finished.
    [[nodiscard]] std::string resultWords() const;

    // ---- entries
    EntryResult enter(const RecordingEntry& entry);
    bool undo();  // false: nothing to undo
    bool redo();  // false: nothing to redo (a new entry clears what could be redone)
    [[nodiscard]] bool canUndo() const { return !statements_.empty(); }
    [[nodiscard]] bool canRedo() const { return !undone_.empty(); }
    [[nodiscard]] const std::vector<RecordedStatement>& statements() const { return statements_; }

    // ---- the log
    [[nodiscard]] std::string text() const;  // what the journal holds
    [[nodiscard]] const std::string& path() const { return journal_.path(); }
    [[nodiscard]] std::chrono::microseconds lastReplay() const { return lastReplay_; }  // the last undo's replay

    [[nodiscard]] const rules::engine::Engine& engine() const { return verifier_.engine(); }
    [[nodiscard]] const domain::Catalog& catalog() const { return catalog_; }

private:
    void begin(const std::string& header);
    // Applies one line (made by an entry, or read back): on success the statement is kept and the earlier lines the
    // engine settled (totals counted later, choices) are rewritten.
    std::optional<EntryRefusal> applyLine(const std::string& written, const RecordingEntry& entry);
    EntryResult enterRoll(const RecordingEntry& entry);
    EntryResult enterEntry(const RecordingEntry& entry);
    [[nodiscard]] std::string rollHead(const RecordingEntry& entry) const;
    [[nodiscard]] int nextLine(const std::string& statement) const;
    void replay(std::vector<RecordedStatement> statements);

    const domain::Catalog& catalog_;
    rules::MatchVerifier verifier_;
    rules::judge::LegalOptions options_;
    RecordingJournal journal_;
    std::string header_;
    int headerLines_ = 0;
    rules::matchlog::MatchLog headerLog_;  // what statements are parsed against
    rules::engine::GameState start_;
    rules::engine::GameState state_;
    std::vector<RecordedStatement> statements_;
    std::vector<RecordingEntry> undone_;
    std::chrono::microseconds lastReplay_{0};
};

}  // namespace muster::services
