#pragma once
// Maps a tournament event (rules::tournament::Event) onto the database's event tables through
// db::EventRepository. Player ids are the players' row ids. What the tables have no column for (the
// tournament settings, a late entry's first round, a fixed table, a round's kind and notes) is kept in
// the JSON settings columns of the event and round rows. Match logs attached to games live in the
// match_logs table with the verifier's verdict. Used by `muster-cli event ...` and the GUI's desk: every
// organiser action is one transaction.
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>

#include "muster/db/EventRepository.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/tournament/Event.h"

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
};

using GameKey = std::pair<int, std::size_t>;  // (round number, index of the pairing in the round)

struct StoredEvent {
    db::RowId id = 0;
    rules::tournament::Event event;
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

class EventStore {
public:
    explicit EventStore(db::EventRepository& repository) : repo_(repository) {}

    // By row id (all digits) or by name (the newest with that name). EventStoreError when there is none.
    [[nodiscard]] db::RowId find(const std::string& idOrName);
    [[nodiscard]] StoredEvent load(db::RowId id);
    // Creates the event row and its players, rounds and results; returns the new event id.
    db::RowId create(const rules::tournament::Event& event);
    // Writes back what changed since `stored` was loaded: event settings, players, rounds (a round whose
    // pairings changed is replaced; only rounds without results can change), results (corrections are
    // audited by the repository). One transaction.
    void save(const StoredEvent& stored, const rules::tournament::Event& changed, const std::string& who = "muster");
    // Registers a player (the id is ignored; a late entry joins the next round with the event's late-entry
    // score unless `entryScore` says otherwise) with the roster check when the player has a roster.
    // Returns the new player id. One transaction.
    rules::tournament::PlayerId addPlayer(const StoredEvent& stored, rules::tournament::Player player,
                                          std::optional<rules::tournament::HalfPoints> entryScore = {},
                                          const RosterCheck& check = {});
    // Stores a match log with a game of `stored` (by round number and index in the round) together with
    // the verifier's verdict. A bye or a game that is not there is an EventStoreError.
    StoredLog attachLog(const StoredEvent& stored, int round, std::size_t pairingIndex, const std::string& text,
                        const rules::MatchVerdict& verdict, const std::string& who = "muster");

    [[nodiscard]] db::EventRepository& repository() { return repo_; }

private:
    db::EventRepository& repo_;
};

// The index of the game at table `table` in round `round`; EventStoreError when there is none.
[[nodiscard]] std::size_t gameAtTable(const rules::tournament::Event& event, int round, int table);

}  // namespace muster::services
