#pragma once
// Maps a tournament event (rules::tournament::Event) onto the database's event tables through
// db::EventRepository, and changes it only through explicit change commands: register, edit, check in,
// drop and take back a drop, keep two players apart, pair, pair again, the top cut, swap, set a table,
// enter a result, attach a match log, change the settings. Each command is one transaction that reads the
// event as it is in the database, changes only the rows concerned and writes one audit row (action, old
// and new values as JSON), as KiCad's COMMIT does. Nothing is deleted behind the organiser's back: a swap
// or a re-pairing keeps every result and log that still applies (a game keeps its row while its players
// stay), and says what it discards; a discarded result stays in the audit row, a discarded log stays in
// match_logs, detached.
// Player ids are the players' row ids. What the tables have no column for (the tournament settings, a late
// entry's first round, a fixed table, check-in, the pairs kept apart, a round's kind and notes, a result's
// penalty) is kept in the JSON columns of the event, round and result rows. Used by `muster-cli event ...`
// and the GUI's desk.
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "muster/db/EventRepository.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/SwissPairer.h"

namespace muster::services {

// A request the store cannot carry out (no such event, round or game). Storage errors stay
// db::DatabaseError / db::RecordError; the event's own checks stay rules::tournament::EventError.
class EventStoreError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// A match log stored with a game: its text and the verifier's verdict.
struct StoredLog {
    db::RowId id = 0;
    std::string text;
    std::string verdict = "unchecked";  // verified, inconsistent, unsupported, unreadable, unchecked
    int turn = 0;                       // where an inconsistent log parts from the rules
    int line = 0;
    std::string message;
    std::string submittedBy;
    std::string submittedAt;
    // A verified log's outcome: the winner's display name ("" for no winner), how, and the players' names.
    std::string winnerName;
    std::string winBy;
    std::vector<std::string> playerNames;

    // "verified", "inconsistent at turn 3", "unsupported", "unreadable", "unchecked".
    [[nodiscard]] std::string summary() const;
    // Where a verified log and the result entered for its game disagree, one sentence for the organiser;
    // empty when they agree, when the log is not verified or when no result is entered yet. Players are
    // matched by name (case and spacing ignored).
    [[nodiscard]] std::string resultDisagreement(const rules::tournament::Event& event,
                                                 const rules::tournament::Pairing& pairing) const;
    // The same log as the event model and the event file carry it.
    [[nodiscard]] static StoredLog fromGameLog(const rules::tournament::GameLog& log, db::RowId id = 0);
};

using GameKey = std::pair<int, std::size_t>;  // (round number, index of the pairing in the round)

struct StoredEvent {
    db::RowId id = 0;
    rules::tournament::Event event;  // every game carries its match logs (Pairing::logs)
    // Row ids of what was loaded: round number -> round row, (round number, index) -> pairing row.
    std::map<int, db::RowId> roundRows;
    std::map<GameKey, db::RowId> pairingRows;
    // The newest match log of each game that has one.
    std::map<GameKey, StoredLog> logs;

    [[nodiscard]] const StoredLog* logOf(int round, std::size_t pairingIndex) const;
    // The log's summary for a game's line ("verified", "verified; result differs: ..."), "" without a log.
    [[nodiscard]] std::string logSummary(int round, std::size_t pairingIndex) const;
};

// What a registration stores besides the roster (which comes from Player::roster).
struct RosterCheck {
    std::string verdict = "unchecked";  // legal, warnings, illegal, unchecked
    std::string detailsJson = "[]";     // the validator's findings
};

// One line of an event's history (the audit rows).
struct HistoryEntry {
    std::string at;
    std::string who;
    std::string action;
    std::string summary;
};

// An event as the list of events shows it.
struct EventSummary {
    db::RowId id = 0;
    std::string name;
    std::string date;
    std::string status;
};

class EventStore {
public:
    explicit EventStore(db::EventRepository& repository) : repo_(repository) {}
    // A store with its own repository on `database` (the desktop app reaches storage only through services).
    explicit EventStore(db::Database& database);

    [[nodiscard]] std::vector<EventSummary> list();
    [[nodiscard]] bool exists(db::RowId id);
    // By row id (all digits) or by name. EventStoreError when there is none, or when the text could mean
    // more than one event (two events of that name, or an event named "1" and the event with id 1): the
    // message lists them with their ids.
    [[nodiscard]] db::RowId find(const std::string& idOrName);
    [[nodiscard]] StoredEvent load(db::RowId id);
    // Creates the event with its players, pairs kept apart, rounds, results and match logs (an imported
    // event file: ids are renumbered, nothing else changes); returns the new event id.
    db::RowId create(const rules::tournament::Event& event, const std::string& who = "muster");

    // ---- change commands: one transaction and one audit row each ----
    // Registers a player (the id is ignored; a late entry joins the next round with the event's late-entry
    // score unless `entryScore` says otherwise) with the roster check when the player has a roster.
    rules::tournament::PlayerId addPlayer(db::RowId event, rules::tournament::Player player,
                                          std::optional<rules::tournament::HalfPoints> entryScore = {},
                                          const RosterCheck& check = {}, const std::string& who = "muster");
    // Changes a player's name, club, rank, fixed table and roster (the roster check replaces the old one).
    void editPlayer(db::RowId event, const rules::tournament::Player& changed, const std::optional<RosterCheck>& check,
                    const std::string& who = "muster");
    void setCheckedIn(db::RowId event, rules::tournament::PlayerId player, bool checkedIn,
                      const std::string& who = "muster");
    void dropPlayer(db::RowId event, rules::tournament::PlayerId player, const std::string& who = "muster");
    void undoDrop(db::RowId event, rules::tournament::PlayerId player, const std::string& who = "muster");
    // Players the pairer keeps apart (family, one car, ...), or lets meet again.
    void keepApart(db::RowId event, rules::tournament::PlayerId a, rules::tournament::PlayerId b,
                   const std::string& reason, const std::string& who = "muster");
    void allowToMeet(db::RowId event, rules::tournament::PlayerId a, rules::tournament::PlayerId b,
                     const std::string& who = "muster");
    // The event's settings (name, scoring, tiebreakers, planned rounds, top cut, ...).
    void updateSettings(db::RowId event, const rules::tournament::EventSettings& settings,
                        const std::string& who = "muster");
    // Pairs the next Swiss round (SwissPairer::pairNextRound) or the next top-cut round; returns its number.
    int pairNextRound(db::RowId event, const rules::tournament::PairOptions& options = {},
                      const std::string& who = "muster");
    int pairTopCut(db::RowId event, const std::string& who = "muster");
    // Pairs the last round again (SwissPairer::repairLastRound); games that stay keep their rows, results
    // and logs.
    rules::tournament::ChangeReport repairLastRound(db::RowId event, const rules::tournament::PairOptions& options = {},
                                                    const std::string& who = "muster");
    rules::tournament::ChangeReport swapPlayers(db::RowId event, rules::tournament::PlayerId first,
                                                rules::tournament::PlayerId second, bool discardResults = false,
                                                const std::string& who = "muster");
    rules::tournament::ChangeReport setTable(db::RowId event, int round, std::size_t pairingIndex, int table,
                                             const std::string& who = "muster");
    // Pins a game (or a bye) of the last round: pairing the round again keeps it as it is.
    void setPinned(db::RowId event, std::size_t pairingIndex, bool pinned, const std::string& who = "muster");
    // Enters or corrects the result of `player`'s game in round `round`.
    void setResult(db::RowId event, int round, rules::tournament::PlayerId player,
                   const rules::tournament::Result& result, const std::string& who = "muster");
    // Stores a match log with a game (by round number and index in the round) together with the verifier's
    // verdict. A bye or a game that is not there is an EventStoreError, and so is a log that starts from a position
    // (verdict.fromPosition: a judge's question, not a whole game).
    StoredLog attachLog(db::RowId event, int round, std::size_t pairingIndex, const std::string& text,
                        const rules::MatchVerdict& verdict, const std::string& who = "muster");

    // The event's change history, oldest first.
    [[nodiscard]] std::vector<HistoryEntry> history(db::RowId event);

    [[nodiscard]] db::EventRepository& repository() { return repo_; }

private:
    // Runs `change` in one transaction on the event as stored, with an audit row.
    template <typename Change>
    auto command(db::RowId event, const std::string& what, Change&& change);
    void audit(db::RowId event, const std::string& who, const std::string& action, const std::string& entity,
               std::optional<db::RowId> entityId, const std::string& oldValue, const std::string& newValue);
    void writeEventRow(db::RowId id, const rules::tournament::Event& event);
    void writePlayerRow(db::RowId event, const rules::tournament::Player& player);
    // Inserts a round with its pairings, results and logs; returns the round row.
    db::RowId insertRound(db::RowId event, const rules::tournament::Round& round, const std::string& who);
    void writeRoundSettings(db::RowId roundRow, const rules::tournament::Round& round);
    db::RowId insertPairing(db::RowId event, db::RowId roundRow, const rules::tournament::Pairing& pairing,
                            const std::string& who);

    std::unique_ptr<db::EventRepository> owned_;
    db::EventRepository& repo_;
};

// The index of the game at table `table` in round `round`; EventStoreError when there is none.
[[nodiscard]] std::size_t gameAtTable(const rules::tournament::Event& event, int round, int table);

}  // namespace muster::services
