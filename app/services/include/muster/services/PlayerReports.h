#pragma once
// Results reported by the players themselves (docs/pages.md), off unless the event's settings turn them on
// (EventSettings::playerReports). Each player has a random code (PlayerCode.h), printed only on their
// slip; with it they report the result of their game in the current round from the event pages. A game
// whose two players' reports agree is pending: the organiser accepts it (one key at the desk,
// `muster-cli event accept`), and only then does the result reach the event, with an audit row
// ("result.accept-report") in the event's history. Reports that differ are flagged for the organiser. A
// game whose result is in takes no more reports, so a report sent again later changes nothing.
#include <array>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "muster/db/Database.h"
#include "muster/db/EventRepository.h"
#include "muster/db/PagesRepository.h"
#include "muster/reports/TournamentData.h"
#include "muster/rules/tournament/Event.h"
#include "muster/services/EventStore.h"

namespace muster::services {

// What a player reports: the winner (none: a draw), how, and terrains and health per side of the game
// (sides as the pairing has them: a, then b; zero when the event's tiebreakers do not ask for them).
struct ReportedResult {
    std::optional<rules::tournament::PlayerId> winner;
    rules::tournament::Outcome outcome = rules::tournament::Outcome::Capture;
    std::array<int, 2> terrains{0, 0};
    std::array<int, 2> health{0, 0};
    bool operator==(const ReportedResult&) const = default;

    [[nodiscard]] rules::tournament::Result toResult() const;
    // The outcomes a player may report: capture, elimination, time, concession, draw (no-shows and game
    // losses are the organiser's).
    [[nodiscard]] static bool reportable(rules::tournament::Outcome outcome);
};

enum class ReportState {
    None,      // nobody reported
    Waiting,   // one player reported; the other has not
    Agreed,    // both reports agree: pending, the organiser may accept it
    Differ,    // the two reports differ
    Accepted,  // the organiser accepted the agreed result
    Entered    // the desk entered the result itself
};
[[nodiscard]] std::string_view reportStateName(ReportState state);

// The reports of one game.
struct GameReports {
    int round = 0;
    std::size_t index = 0;  // the game's place in the round
    std::optional<int> table;
    ReportState state = ReportState::None;
    std::vector<rules::tournament::PlayerId> reportedBy;
    std::optional<ReportedResult> agreed;  // when both agree
    // For the organiser: "pending: Ana wins by capture", "reports differ: Ana says ...; Bruno says ...",
    // "reported by Ana, waiting for Bruno".
    std::string summary;
};

// Why a report was refused. WrongCode is what the server rate-limits.
enum class RefusalKind { Off, WrongCode, RoundClosed, AlreadyIn, BadInput };

class ReportRefused : public std::runtime_error {
public:
    ReportRefused(RefusalKind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    [[nodiscard]] RefusalKind kind() const { return kind_; }

private:
    RefusalKind kind_;
};

class PlayerReports {
public:
    explicit PlayerReports(db::Database& database);

    // Every player of the event that has no code gets one; returns player id -> code (for the slips only).
    std::map<rules::tournament::PlayerId, std::string> ensureCodes(db::RowId event);
    // Gives a player a new code (a lost slip); the old one stops working.
    std::string renewCode(db::RowId event, rules::tournament::PlayerId player, const std::string& who);

    struct Submitted {
        rules::tournament::PlayerId player = 0;
        GameReports game;
        bool changed = false;  // false: the same report as before (sent again)
    };
    // A player's report of the game at `table` in round `round` with the code they typed. ReportRefused
    // when reports are off, the code is not one of that table's players (or not a code at all), the round
    // is not the current one, the game's result is already in, or the result is not one a player may report.
    Submitted submit(db::RowId event, int round, int table, std::string_view typedCode, const ReportedResult& report);

    // The reports of every game of round `round` (in the round's order).
    [[nodiscard]] std::vector<GameReports> games(db::RowId event, int round);
    [[nodiscard]] static std::vector<GameReports> games(const StoredEvent& stored,
                                                        const std::vector<db::PlayerReportRecord>& reports, int round);
    // Accepts the agreed reports of game `index` of round `round`: the result is stored (EventStore) and
    // audited as "result.accept-report" in one transaction. EventStoreError when the game has no agreed
    // reports (the message says what it has).
    rules::tournament::Result accept(db::RowId event, int round, std::size_t index, const std::string& who);

    [[nodiscard]] db::PagesSettingsRecord settings(db::RowId event);
    // Changes where the pages are published and the address players open (one audit row, "pages.settings").
    void setSettings(const db::PagesSettingsRecord& settings, const std::string& who);

    // What the printed pairings and slips of `round` add for the event pages: the address (a QR code) and,
    // when the event takes results from players, each player's code on their stub of the slip (players
    // without a code get one). `data` is pairingsData(event, round) (PrintData.h), rows in the round's order.
    void addToSheets(db::RowId event, const rules::tournament::Event& stored, const rules::tournament::Round& round,
                     reports::PairingsData& data);

    [[nodiscard]] db::PagesRepository& repository() { return pages_; }

private:
    db::Database& database_;
    db::EventRepository events_;
    db::PagesRepository pages_;
    EventStore store_;
};

// "Ana wins by capture", "a draw", with terrains and health when given.
[[nodiscard]] std::string describeReport(const rules::tournament::Event& event, const ReportedResult& report);

}  // namespace muster::services
