#pragma once
// A tournament event as the desk sees it: settings, players and every round's pairings and results.
// Plain data; the database (db/) and the event file (EventIO.h, docs/event-format.md) both map onto it.
#include <array>
#include <cstdint>
#include <map>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>

#include "muster/rules/tournament/ListsPublication.h"
#include "muster/rules/tournament/Scoring.h"

namespace muster::rules::tournament {

using PlayerId = std::int64_t;

// Standings tiebreakers, applied in the order the event lists them (Standings.h explains each).
enum class Tiebreaker { StrengthOfSchedule, OpponentAverage, HeadToHead, TerrainsCaptured, HealthKilled };
[[nodiscard]] std::string_view tiebreakerName(Tiebreaker tiebreaker);
[[nodiscard]] std::optional<Tiebreaker> parseTiebreaker(std::string_view name);
[[nodiscard]] std::vector<std::string> tiebreakerNames();
// One line for the organiser choosing tiebreakers ("the opponents' average share of the points ...").
[[nodiscard]] std::string_view tiebreakerExplanation(Tiebreaker tiebreaker);
// Every tiebreaker, in the default order.
[[nodiscard]] std::vector<Tiebreaker> defaultTiebreakers();

struct EventSettings {
    std::string name;
    std::string date;
    std::string location;
    std::string organiser;
    std::string edition;      // rules edition, e.g. "4.01d"
    std::string eventFormat;  // the validator's format id the rosters are checked against
    int forceSize = 0;        // points per army, 0: the format's default
    int swissRounds = 0;      // planned Swiss rounds, 0: not fixed
    Scoring scoring;
    bool avoidSameClub = true;
    int topCut = 0;  // 0 (none), 4, 8 or 16
    // The opponents' average share first (byes and late entries do not lower it), as MTG and Pokemon do.
    std::vector<Tiebreaker> tiebreakers = defaultTiebreakers();
    double opponentFloor = 1.0 / 3.0;  // lowest share an opponent counts with in the opponents' average
    HalfPoints lateEntryScore = 0;     // what a late entry starts with unless the organiser says otherwise
    std::uint64_t seed = 1;            // the seed of the random round 1 and of the pairing tie-break
    // The event pages (docs/pages.md): when the army lists are shown, the lists' lock time (local time,
    // ListsPublication.h) and whether players may report their results (the organiser accepts each).
    ListsPublication listsPublication = ListsPublication::Hidden;
    std::string listsLock;
    bool playerReports = false;
};

struct Player {
    PlayerId id = 0;
    std::string name;
    std::string club;
    bool dropped = false;
    std::optional<int> droppedAfterRound;  // plays rounds up to and including this one
    int rejoinedRound = 0;                 // a drop taken back: plays again from this round (0: not)
    int joinedRound = 1;                   // a late entry's first round
    HalfPoints entryScore = 0;             // points a late entry starts with
    std::optional<int> rank;               // organiser's ranking for round 1 (1 = best)
    std::optional<int> fixedTable;         // a player who must stay at one table
    std::optional<nlohmann::json> roster;  // the registered roster ("muster-roster" JSON)
    bool checkedIn = false;                // present at the venue (check-in is in use once anyone is)

    // Whether the player is paired in round `round` (1-based).
    [[nodiscard]] bool activeIn(int round) const;
};

// The stable identity of a player for seeded tie-breaks: the same in an event file and in the database
// (where player ids are renumbered), derived from the name; `occurrence` tells apart players of one name.
[[nodiscard]] std::uint64_t playerKey(std::string_view name, int occurrence = 0);

// Two players the organiser does not want to meet (family, one car, ...), beyond club avoidance. The pairer
// treats it as its first priority; the checker reports a meeting as a violation when it was avoidable.
struct Avoidance {
    PlayerId a = 0;
    PlayerId b = 0;
    std::string reason;
    bool operator==(const Avoidance&) const = default;
};

// A game's result. Sides are the pairing's a (0) and b (1).
struct Result {
    std::optional<PlayerId> winner;  // none: a draw
    Outcome outcome = Outcome::Capture;
    std::array<int, 2> terrains{0, 0};  // terrains captured by a and by b
    std::array<int, 2> health{0, 0};    // health killed by a and by b
    std::array<HalfPoints, 2> deduction{0, 0};  // penalty points taken from a and from b
    std::string note;                           // the organiser's note (e.g. why a game loss was given)
    bool operator==(const Result&) const = default;
};

// A match log attached to a game: its text and the verifier's verdict, kept with the game in the database
// and in the event file (version 2).
struct GameLog {
    std::string text;
    std::string verdict = "unchecked";  // verified, inconsistent, unsupported, unreadable, unchecked
    nlohmann::json details = nlohmann::json::object();  // the verifier's verdict in detail
    std::string submittedBy;
    std::string submittedAt;
    bool operator==(const GameLog&) const = default;
};

struct Pairing {
    std::optional<int> table;  // none for a bye
    PlayerId a = 0;
    std::optional<PlayerId> b;       // none: a has the bye
    std::vector<std::string> flags;  // "manual", "pinned", "rematch", "club", "repeat-bye", "table-conflict", ...
    std::optional<Result> result;
    std::vector<GameLog> logs;  // oldest first

    [[nodiscard]] bool isBye() const { return !b.has_value(); }
    [[nodiscard]] bool involves(PlayerId id) const { return a == id || (b && *b == id); }
    [[nodiscard]] bool hasFlag(const std::string& flag) const;
    void addFlag(const std::string& flag);
    // A bye counts as finished; a game once it has a result.
    [[nodiscard]] bool finished() const { return isBye() || result.has_value(); }
    // The same two players (in either order), or the same bye.
    [[nodiscard]] bool samePlayers(const Pairing& other) const;
};

enum class RoundKind { Swiss, TopCut };

struct Round {
    int number = 1;
    RoundKind kind = RoundKind::Swiss;
    std::vector<Pairing> pairings;
    std::vector<std::string> notes;  // what the pairer told the organiser (e.g. unavoidable rematches)

    [[nodiscard]] bool hasResults() const;
    [[nodiscard]] bool finished() const;
    [[nodiscard]] const Pairing* pairingOf(PlayerId id) const;
    [[nodiscard]] Pairing* pairingOf(PlayerId id);
};

// Thrown for a request the event cannot take (unknown player, a result for a bye, ...).
class EventError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

struct Event {
    EventSettings settings;
    std::vector<Player> players;
    std::vector<Round> rounds;
    std::vector<Avoidance> avoid;  // pairs the organiser keeps apart

    [[nodiscard]] const Player* findPlayer(PlayerId id) const;
    [[nodiscard]] Player* findPlayer(PlayerId id);
    [[nodiscard]] const Player& player(PlayerId id) const;  // throws EventError
    [[nodiscard]] PlayerId nextPlayerId() const;
    [[nodiscard]] int swissRoundCount() const;
    // The round that would be paired next (1 + the rounds so far).
    [[nodiscard]] int nextRoundNumber() const { return static_cast<int>(rounds.size()) + 1; }
    [[nodiscard]] std::vector<PlayerId> activePlayers(int round) const;
    // The stable key of a player (playerKey of the name; players of one name by their order).
    [[nodiscard]] std::uint64_t keyOf(PlayerId id) const;
    [[nodiscard]] std::map<PlayerId, std::uint64_t> playerKeys() const;
    // Whether check-in is in use (someone checked in) and these players still have not checked in.
    [[nodiscard]] std::vector<PlayerId> notCheckedIn() const;
    // The last Swiss round whose games all have results (0: none).
    [[nodiscard]] int lastCompleteSwissRound() const;
    // Whether every planned Swiss round is paired (false when the event plans no number of rounds).
    [[nodiscard]] bool plannedRoundsPaired() const;
    [[nodiscard]] bool mustNotMeet(PlayerId a, PlayerId b) const;

    // Organiser actions. Each checks its input and throws EventError with a clear message.
    PlayerId addPlayer(Player player);  // id 0: the next free id; joinedRound defaults to the next round
    void dropPlayer(PlayerId id);       // from the next round on
    // Takes back a drop: the player plays again from the next round on (rounds missed count as not played).
    void undoDrop(PlayerId id);
    // Enters or replaces the result of `player`'s game in round `round`.
    void setResult(int round, PlayerId player, const Result& result);
};

}  // namespace muster::rules::tournament
