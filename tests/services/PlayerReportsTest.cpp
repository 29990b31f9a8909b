// Results reported by players: codes, agreeing and differing reports, the organiser's acceptance in the
// event's history, and everything that must change nothing (wrong codes, replays, old rounds, reports off).
#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "PagesTestSupport.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/services/PlayerCode.h"

using namespace muster;
using namespace muster::rules::tournament;
using muster::services::PlayerCode;
using muster::services::PlayerReports;
using muster::services::RefusalKind;
using muster::services::ReportedResult;
using muster::services::ReportRefused;
using muster::services::ReportState;
using muster::services::test::PagesEvent;

namespace {

ReportedResult win(PlayerId winner, Outcome how = Outcome::Capture) {
    ReportedResult r;
    r.winner = winner;
    r.outcome = how;
    return r;
}

// The refusal's kind, or nullopt when the report was taken.
std::optional<RefusalKind> refusal(PagesEvent& e, int round, int table, const std::string& code,
                                   const ReportedResult& report) {
    try {
        e.reportsService->submit(e.id, round, table, code, report);
    } catch (const ReportRefused& refused) {
        return refused.kind();
    }
    return std::nullopt;
}

std::string eventFile(PagesEvent& e) {
    return EventIO::toText(e.load().event);
}

}  // namespace

TEST(PlayerReports, EveryPlayerGetsOneCodeOfTheirOwn) {
    PagesEvent e(6);
    ASSERT_EQ(e.codes.size(), 6U);
    std::set<std::string> distinct;
    for (const auto& [player, code] : e.codes) {
        EXPECT_EQ(code.size(), 8U);
        distinct.insert(code);
    }
    EXPECT_EQ(distinct.size(), 6U);
    // Asking again gives the same codes; a late entry gets one too.
    EXPECT_EQ(e.reportsService->ensureCodes(e.id), e.codes);
    Player late;
    late.name = "Late";
    const PlayerId id = e.store->addPlayer(e.id, late);
    const auto now = e.reportsService->ensureCodes(e.id);
    EXPECT_EQ(now.size(), 7U);
    EXPECT_EQ(now.at(id).size(), 8U);
    // Codes are never part of the event file, the event's history or the audit trail.
    const std::string file = eventFile(e);
    for (const auto& [player, code] : now) {
        EXPECT_EQ(file.find(code), std::string::npos);
        for (const auto& row : e.repo->audit(e.id)) {
            EXPECT_EQ(row.newValue.value_or("").find(code), std::string::npos) << row.action;
            EXPECT_EQ(row.oldValue.value_or("").find(code), std::string::npos) << row.action;
        }
    }
}

TEST(PlayerReports, TwoAgreeingReportsArePendingUntilTheOrganiserAcceptsThem) {
    PagesEvent e(4);
    const Pairing game = e.game();
    const int table = *game.table;
    const std::string before = eventFile(e);

    auto first = e.reportsService->submit(e.id, 1, table, PlayerCode::display(e.codes.at(game.a)), win(game.a));
    EXPECT_EQ(first.player, game.a);
    EXPECT_TRUE(first.changed);
    EXPECT_EQ(first.game.state, ReportState::Waiting);
    EXPECT_NE(first.game.summary.find("waiting for"), std::string::npos) << first.game.summary;
    // The same report again changes nothing.
    const auto again = e.reportsService->submit(e.id, 1, table, e.codes.at(game.a), win(game.a));
    EXPECT_FALSE(again.changed);
    EXPECT_EQ(again.game.state, ReportState::Waiting);

    const auto second =
        e.reportsService->submit(e.id, 1, table, "  " + e.codes.at(*game.b) + " ", win(game.a));  // typed loosely
    EXPECT_EQ(second.player, *game.b);
    EXPECT_EQ(second.game.state, ReportState::Agreed);
    ASSERT_TRUE(second.game.agreed);
    EXPECT_NE(second.game.summary.find("pending: "), std::string::npos);
    // Nothing reached the event yet.
    EXPECT_EQ(eventFile(e), before);
    EXPECT_FALSE(e.game().result);

    const Result accepted = e.reportsService->accept(e.id, 1, 0, "desk");
    EXPECT_EQ(accepted.winner, game.a);
    EXPECT_EQ(accepted.outcome, Outcome::Capture);
    ASSERT_TRUE(e.game().result);
    EXPECT_EQ(*e.game().result, accepted);
    const auto actions = e.actions();
    EXPECT_EQ(std::count(actions.begin(), actions.end(), "result.report"), 2);
    EXPECT_EQ(std::count(actions.begin(), actions.end(), "result.accept-report"), 1);
    bool inHistory = false;
    for (const auto& entry : e.store->history(e.id)) inHistory = inHistory || entry.action == "result.accept-report";
    EXPECT_TRUE(inHistory);
    EXPECT_EQ(e.reportsService->games(e.id, 1).at(0).state, ReportState::Accepted);

    // A replayed report after the acceptance is refused and changes nothing.
    const std::string accepted1 = eventFile(e);
    EXPECT_EQ(refusal(e, 1, table, e.codes.at(game.a), win(*game.b)), RefusalKind::AlreadyIn);
    EXPECT_EQ(eventFile(e), accepted1);
    EXPECT_THROW(e.reportsService->accept(e.id, 1, 0, "desk"), services::EventStoreError);
}

TEST(PlayerReports, DifferingReportsAreFlaggedAndCannotBeAccepted) {
    PagesEvent e(4);
    const Pairing game = e.game();
    e.reportsService->submit(e.id, 1, *game.table, e.codes.at(game.a), win(game.a, Outcome::Capture));
    const auto second = e.reportsService->submit(e.id, 1, *game.table, e.codes.at(*game.b), win(game.a, Outcome::Time));
    EXPECT_EQ(second.game.state, ReportState::Differ);
    EXPECT_NE(second.game.summary.find("reports differ"), std::string::npos);
    EXPECT_NE(second.game.summary.find("by capture"), std::string::npos);
    EXPECT_NE(second.game.summary.find("by time"), std::string::npos);
    try {
        e.reportsService->accept(e.id, 1, 0, "desk");
        FAIL() << "differing reports were accepted";
    } catch (const services::EventStoreError& error) {
        EXPECT_NE(std::string(error.what()).find("nothing to accept"), std::string::npos) << error.what();
    }
    EXPECT_FALSE(e.game().result);
    // The player who got it wrong sends it again: now they agree.
    const auto fixed = e.reportsService->submit(e.id, 1, *game.table, e.codes.at(*game.b), win(game.a));
    EXPECT_EQ(fixed.game.state, ReportState::Agreed);
}

TEST(PlayerReports, WrongCodesOldRoundsAndBadResultsAreRefusedAndChangeNothing) {
    PagesEvent e(4);
    const Pairing game = e.game();
    const Pairing other = e.game(1);
    const int table = *game.table;
    const std::string before = eventFile(e);
    const auto auditBefore = e.actions().size();
    EXPECT_EQ(refusal(e, 1, table, "0000-0000", win(game.a)), RefusalKind::WrongCode);
    EXPECT_EQ(refusal(e, 1, table, "not a code", win(game.a)), RefusalKind::WrongCode);
    EXPECT_EQ(refusal(e, 1, table, std::string(5000, 'A'), win(game.a)), RefusalKind::WrongCode);
    // Another table's player's code is not a code of this table.
    EXPECT_EQ(refusal(e, 1, table, e.codes.at(other.a), win(game.a)), RefusalKind::WrongCode);
    EXPECT_EQ(refusal(e, 1, 99, e.codes.at(game.a), win(game.a)), RefusalKind::BadInput);
    EXPECT_EQ(refusal(e, 2, table, e.codes.at(game.a), win(game.a)), RefusalKind::RoundClosed);
    EXPECT_EQ(refusal(e, 1, table, e.codes.at(game.a), win(other.a)), RefusalKind::BadInput);  // not in the game
    EXPECT_EQ(refusal(e, 1, table, e.codes.at(game.a), win(game.a, Outcome::NoShow)), RefusalKind::BadInput);
    ReportedResult drawWithWinner = win(game.a, Outcome::Draw);
    EXPECT_EQ(refusal(e, 1, table, e.codes.at(game.a), drawWithWinner), RefusalKind::BadInput);
    ReportedResult tooMany = win(game.a);
    tooMany.terrains = {101, 0};
    EXPECT_EQ(refusal(e, 1, table, e.codes.at(game.a), tooMany), RefusalKind::BadInput);
    EXPECT_EQ(eventFile(e), before);
    EXPECT_EQ(e.actions().size(), auditBefore);
    EXPECT_TRUE(e.repo->audit(e.id).size() == auditBefore);
    EXPECT_TRUE(e.reportsService->repository().reports(e.id).empty());

    // Round 1 is over once round 2 is paired: a report of round 1 then goes to the desk.
    e.reportsService->submit(e.id, 1, table, e.codes.at(game.a), win(game.a));
    const auto stored = e.load();
    for (const auto& p : stored.event.rounds.back().pairings) {
        Result r;
        r.winner = p.a;
        if (!p.isBye()) e.store->setResult(e.id, 1, p.a, r);
    }
    e.store->pairNextRound(e.id);
    EXPECT_EQ(refusal(e, 1, table, e.codes.at(game.a), win(game.a)), RefusalKind::RoundClosed);
}

TEST(PlayerReports, ReportsAreOffUnlessTheEventTakesThem) {
    PagesEvent e(4, false);
    const auto codes = e.reportsService->ensureCodes(e.id);
    const Pairing game = e.game();
    EXPECT_EQ(refusal(e, 1, *game.table, codes.at(game.a), win(game.a)), RefusalKind::Off);
    EXPECT_TRUE(e.reportsService->repository().reports(e.id).empty());
}

TEST(PlayerReports, ANewCodeStopsTheOldOne) {
    PagesEvent e(4);
    const Pairing game = e.game();
    const std::string old = e.codes.at(game.a);
    const std::string fresh = e.reportsService->renewCode(e.id, game.a, "desk");
    EXPECT_NE(fresh, old);
    EXPECT_EQ(refusal(e, 1, *game.table, old, win(game.a)), RefusalKind::WrongCode);
    EXPECT_EQ(refusal(e, 1, *game.table, fresh, win(game.a)), std::nullopt);
    const auto actions = e.actions();
    EXPECT_NE(std::find(actions.begin(), actions.end(), "player.new-code"), actions.end());
}

TEST(PlayerReports, AReportOfAPlayerSwappedAwayNoLongerCounts) {
    PagesEvent e(4);
    const Pairing game = e.game();
    const Pairing other = e.game(1);
    e.reportsService->submit(e.id, 1, *game.table, e.codes.at(game.a), win(game.a));
    // The desk swaps game.a with a player of the other table.
    e.store->swapPlayers(e.id, game.a, other.a);
    const auto games = e.reportsService->games(e.id, 1);
    EXPECT_EQ(games.at(0).state, ReportState::None);
}

TEST(PlayerReports, TheSheetsGetTheAddressAndEachPlayersCode) {
    PagesEvent e(4);
    db::PagesSettingsRecord settings;
    settings.eventId = e.id;
    settings.siteAddress = "http://192.168.1.20:8080/";
    e.reportsService->setSettings(settings, "desk");
    const auto stored = e.load();
    const Round& round = stored.event.rounds.back();
    reports::PairingsData data;
    for (const auto& p : round.pairings) {
        reports::PairingRow row;
        row.table = p.table.value_or(0);
        data.pairings.push_back(row);
    }
    e.reportsService->addToSheets(e.id, stored.event, round, data);
    EXPECT_EQ(data.siteAddress, "http://192.168.1.20:8080/");
    for (std::size_t i = 0; i < round.pairings.size(); ++i) {
        EXPECT_EQ(data.pairings[i].codeA, PlayerCode::display(e.codes.at(round.pairings[i].a)));
        EXPECT_EQ(data.pairings[i].codeB, PlayerCode::display(e.codes.at(*round.pairings[i].b)));
    }
    const auto actions = e.actions();
    EXPECT_NE(std::find(actions.begin(), actions.end(), "pages.settings"), actions.end());
}

// An event whose tiebreakers use neither terrains nor health does not ask the players for them: an accepted
// report stores those counts as unknown, not as zeros a later change of tiebreakers would read.
TEST(PlayerReports, AcceptedCountsTheFormDidNotAskForAreUnknown) {
    PagesEvent e;
    auto settings = e.load().event.settings;
    settings.tiebreakers = {Tiebreaker::OpponentAverage, Tiebreaker::HeadToHead};
    e.store->updateSettings(e.id, settings);
    const auto game = e.game();
    const int table = *game.table;
    e.reportsService->submit(e.id, 1, table, e.codes.at(game.a), win(*game.b, Outcome::Elimination));
    e.reportsService->submit(e.id, 1, table, e.codes.at(*game.b), win(*game.b, Outcome::Elimination));
    const Result accepted = e.reportsService->accept(e.id, 1, 0, "desk");
    EXPECT_EQ(accepted.winner, game.b);
    EXPECT_FALSE(accepted.terrains.has_value());
    EXPECT_FALSE(accepted.health.has_value());
    ASSERT_TRUE(e.game().result);
    EXPECT_FALSE(e.game().result->terrains.has_value());
}
