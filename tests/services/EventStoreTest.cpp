// services::EventStore: events, players, rounds, results and match logs round-trip through the database.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <random>

#include "../TestCatalog.h"
#include "../rules/TournamentTestSupport.h"
#include "muster/db/Database.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/services/EventStore.h"
#include "muster/services/MatchLogCheck.h"

using namespace muster;
using namespace muster::rules::tournament;
namespace fs = std::filesystem;

namespace {

using muster::testsupport::catalog;

std::string matchLog(const std::string& name) {
    return (fs::path(MUSTER_TEST_DATA) / "matchlogs" / name).string();
}

std::string readText(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

struct Desk {
    db::Database database = db::Database::inMemory();
    db::EventRepository repo{database};
    services::EventStore store{repo};
    db::RowId id = 0;

    // An event of four players with round 1 paired.
    explicit Desk(int players = 4) {
        Event e;
        e.settings.name = "Store Cup";
        e.settings.swissRounds = 3;
        id = store.create(e);
        const std::vector<std::string> names{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"};
        for (int i = 0; i < players; ++i) {
            Player p;
            p.name = names[static_cast<std::size_t>(i)];
            store.addPlayer(id, p);
        }
        store.pairNextRound(id);
    }
    [[nodiscard]] services::StoredEvent load() { return store.load(id); }
    [[nodiscard]] std::vector<std::string> actions() {
        std::vector<std::string> out;
        for (const auto& row : repo.audit(id)) out.push_back(row.action);
        return out;
    }
    void winAll(int round) {
        const auto stored = load();
        for (const auto& p : stored.event.rounds.at(static_cast<std::size_t>(round - 1)).pairings) {
            if (p.isBye() || p.result) continue;
            Result r;
            r.winner = p.a;
            store.setResult(id, round, p.a, r);
        }
    }
};

// The games of a round by player names ("Ann-Bob", a bye "Eve-"), sorted, so that rounds of one event in
// two places (a file, a database) can be compared although their ids differ.
std::vector<std::string> gamesByName(const Event& event, const Round& round) {
    std::vector<std::string> games;
    for (const auto& p : round.pairings) {
        std::string a = event.player(p.a).name;
        std::string b = p.b ? event.player(*p.b).name : "";
        if (p.b && b < a) std::swap(a, b);
        games.push_back(a + "-" + b);
    }
    std::sort(games.begin(), games.end());
    return games;
}

}  // namespace

TEST(EventStoreTest, PlayersRoundsAndResultsRoundTripAndEveryChangeIsAudited) {
    Desk desk;
    auto stored = desk.load();
    ASSERT_EQ(stored.event.players.size(), 4U);
    ASSERT_EQ(stored.event.rounds.size(), 1U);
    ASSERT_EQ(stored.event.rounds[0].pairings.size(), 2U);
    const auto& game = stored.event.rounds[0].pairings[0];
    Result r;
    r.winner = game.a;
    r.terrains = {2, 1};
    r.deduction = {0, 1};
    r.note = "slow play";
    desk.store.setResult(desk.id, 1, game.a, r, "tester");
    const auto again = desk.load();
    ASSERT_TRUE(again.event.rounds[0].pairings[0].result.has_value());
    EXPECT_EQ(*again.event.rounds[0].pairings[0].result, r);
    EXPECT_FALSE(again.event.rounds[0].pairings[1].result.has_value());
    // A game loss (stored as a no-show with its kind in the details) reads back as a game loss.
    Result loss;
    loss.winner = again.event.rounds[0].pairings[1].b;
    loss.outcome = Outcome::GameLoss;
    desk.store.setResult(desk.id, 1, *loss.winner, loss);
    EXPECT_EQ(desk.load().event.rounds[0].pairings[1].result->outcome, Outcome::GameLoss);
    r.winner = game.b;
    desk.store.setResult(desk.id, 1, game.a, r);  // a correction
    const std::vector<std::string> expected{"event.create", "player.add",   "player.add",
                                            "player.add",   "player.add",   "round.pair",
                                            "result.enter", "result.enter", "result.change"};
    EXPECT_EQ(desk.actions(), expected);
}

TEST(EventStoreTest, FindsByIdOrNameAndNamesWhatIsMissing) {
    Desk desk;
    EXPECT_EQ(desk.store.find(std::to_string(desk.id)), desk.id);
    EXPECT_EQ(desk.store.find("Store Cup"), desk.id);
    try {
        (void)desk.store.find("Nowhere Open");
        FAIL() << "no error";
    } catch (const services::EventStoreError& e) {
        EXPECT_NE(std::string(e.what()).find("Nowhere Open"), std::string::npos);
    }
    EXPECT_THROW((void)desk.store.load(desk.id + 40), services::EventStoreError);
}

TEST(EventStoreTest, LateEntryJoinsTheNextRoundWithTheGivenScoreAndRosterCheck) {
    Desk desk;
    Player late;
    late.name = "Eve";
    late.fixedTable = 3;
    late.roster = nlohmann::json{{"format", "muster-roster"}};
    services::RosterCheck check;
    check.verdict = "illegal";
    const PlayerId eve = desk.store.addPlayer(desk.id, late, 1, check);
    const auto stored = desk.load();
    const Player& p = stored.event.player(eve);
    EXPECT_EQ(p.joinedRound, 2);
    EXPECT_EQ(p.entryScore, 1);
    EXPECT_EQ(p.fixedTable, 3);
    ASSERT_TRUE(p.roster.has_value());
    const auto registrations = desk.repo.registrations(desk.id);
    ASSERT_EQ(registrations.size(), 1U);
    EXPECT_EQ(registrations[0].verdict, "illegal");
}

TEST(EventStoreTest, CheckInDropUndoAndEditAreStoredAndAudited) {
    Desk desk(5);
    const PlayerId ann = desk.load().event.players[0].id;
    const PlayerId bob = desk.load().event.players[1].id;
    desk.store.setCheckedIn(desk.id, ann, true);
    EXPECT_TRUE(desk.load().event.player(ann).checkedIn);
    desk.winAll(1);
    desk.store.dropPlayer(desk.id, bob);
    EXPECT_TRUE(desk.load().event.player(bob).dropped);
    desk.store.undoDrop(desk.id, bob);  // before round 2 is paired: as if never dropped
    EXPECT_FALSE(desk.load().event.player(bob).dropped);
    EXPECT_TRUE(desk.load().event.player(bob).activeIn(2));
    Player edited = desk.load().event.player(ann);
    edited.name = "Anna";
    edited.club = "North";
    edited.rank = 2;
    desk.store.editPlayer(desk.id, edited, std::nullopt);
    const auto now = desk.load();
    EXPECT_EQ(now.event.player(ann).name, "Anna");
    EXPECT_EQ(now.event.player(ann).club, "North");
    EXPECT_EQ(now.event.player(ann).rank, 2);
    desk.store.keepApart(desk.id, ann, bob, "siblings");
    ASSERT_EQ(desk.load().event.avoid.size(), 1U);
    EXPECT_EQ(desk.load().event.avoid[0].reason, "siblings");
    desk.store.pairNextRound(desk.id);
    EXPECT_EQ(
        desk.load().event.rounds[1].pairingOf(ann)->b == bob || desk.load().event.rounds[1].pairingOf(ann)->a == bob,
        false);
    desk.store.allowToMeet(desk.id, ann, bob);
    EXPECT_TRUE(desk.load().event.avoid.empty());
    const auto actions = desk.actions();
    for (const char* action : {"player.check-in", "player.drop", "player.undo-drop", "player.edit",
                               "players.keep-apart", "players.allow-meeting"}) {
        EXPECT_NE(std::find(actions.begin(), actions.end(), action), actions.end()) << action;
    }
}

// A log attached to a result is stored (text and verdict) and its verdict read back with the event.
TEST(EventStoreTest, MatchLogWithAResultIsStoredAndItsVerdictReadBack) {
    Desk desk;
    const auto stored = desk.load();
    const PlayerId a = stored.event.rounds[0].pairings[1].a;
    Result r;
    r.winner = a;
    const auto good = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
    const auto bad = services::checkMatchLogFile(catalog(), matchLog("broken-wrong-total.log"));
    ASSERT_TRUE(good.verdict.verified()) << good.verdict.message;
    ASSERT_EQ(bad.verdict.status, rules::MatchVerdict::Status::Inconsistent);
    desk.database.write("result with log", [&] {
        desk.store.setResult(desk.id, 1, a, r);
        desk.store.attachLog(desk.id, 1, 1, good.text, good.verdict, "tester");
    });
    desk.store.attachLog(desk.id, 1, 0, bad.text, bad.verdict);

    const auto again = desk.load();
    ASSERT_EQ(again.logs.size(), 2U);
    const auto* first = again.logOf(1, 1);
    ASSERT_NE(first, nullptr);
    EXPECT_EQ(first->verdict, "verified");
    EXPECT_EQ(first->summary(), "verified");
    EXPECT_EQ(first->text, readText(matchLog("capture-win.log")));
    EXPECT_EQ(first->submittedBy, "tester");
    const auto* second = again.logOf(1, 0);
    ASSERT_NE(second, nullptr);
    EXPECT_EQ(second->verdict, "inconsistent");
    EXPECT_EQ(second->turn, bad.verdict.turn);
    EXPECT_GT(second->turn, 0);
    EXPECT_EQ(second->summary(), "inconsistent at turn " + std::to_string(bad.verdict.turn));
    EXPECT_FALSE(second->message.empty());
    EXPECT_TRUE(again.event.rounds[0].pairings[1].result.has_value());

    // A newer log of the same game replaces the shown verdict; both stay in the table and with the game.
    desk.store.attachLog(desk.id, 1, 0, good.text, good.verdict);
    EXPECT_EQ(desk.load().logOf(1, 0)->verdict, "verified");
    EXPECT_EQ(desk.load().event.rounds[0].pairings[0].logs.size(), 2U);
    EXPECT_EQ(desk.repo.matchLogs(desk.id).size(), 3U);
}

TEST(EventStoreTest, ExportedEventFilesCarryLogsAndVerdictsAndImportKeepsThem) {
    Desk desk;
    const auto good = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
    const auto bad = services::checkMatchLogFile(catalog(), matchLog("broken-wrong-total.log"));
    desk.store.attachLog(desk.id, 1, 0, good.text, good.verdict, "tester");
    desk.store.attachLog(desk.id, 1, 1, bad.text, bad.verdict, "tester");
    desk.winAll(1);
    const std::string file = EventIO::toText(desk.load().event);
    EXPECT_NE(file.find("\"version\": 2"), std::string::npos);
    const Event read = EventIO::parse(file, "exported.json");
    ASSERT_EQ(read.rounds[0].pairings[0].logs.size(), 1U);
    EXPECT_EQ(read.rounds[0].pairings[0].logs[0].verdict, "verified");
    EXPECT_EQ(read.rounds[0].pairings[1].logs[0].verdict, "inconsistent");
    const db::RowId imported = desk.store.create(read, "import");
    const auto back = desk.store.load(imported);
    ASSERT_NE(back.logOf(1, 1), nullptr);
    EXPECT_EQ(back.logOf(1, 1)->summary(), "inconsistent at turn " + std::to_string(bad.verdict.turn));
    EXPECT_EQ(back.logOf(1, 0)->text, good.text);
    EXPECT_EQ(back.logOf(1, 0)->submittedAt, desk.load().logOf(1, 0)->submittedAt);
    EXPECT_EQ(EventIO::toText(back.event).size(), file.size());  // the same event, renumbered
}

TEST(EventStoreTest, SwapKeepsWhatStillAppliesAndSaysWhatItDiscards) {
    Desk desk(6);
    const auto log = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
    auto stored = desk.load();
    const auto& games = stored.event.rounds[0].pairings;
    ASSERT_EQ(games.size(), 3U);
    // Game 0 has a result and a log, game 2 a log only; the swap touches games 0 and 1.
    Result r;
    r.winner = games[0].a;
    desk.store.setResult(desk.id, 1, games[0].a, r);
    desk.store.attachLog(desk.id, 1, 0, log.text, log.verdict);
    desk.store.attachLog(desk.id, 1, 2, log.text, log.verdict);
    const PlayerId x = games[0].b.value();
    const PlayerId y = games[1].b.value();
    try {
        desk.store.swapPlayers(desk.id, x, y);
        FAIL() << "swapped without asking";
    } catch (const EventError& e) {
        EXPECT_NE(std::string(e.what()).find("would discard the result"), std::string::npos) << e.what();
    }
    EXPECT_EQ(desk.load().event.rounds[0].pairings[0].result, r);  // nothing changed
    const ChangeReport report = desk.store.swapPlayers(desk.id, x, y, true);
    ASSERT_EQ(report.discarded.size(), 1U);
    EXPECT_NE(report.discarded[0].find("the result"), std::string::npos);
    EXPECT_NE(report.discarded[0].find("1 match log"), std::string::npos);
    const auto now = desk.load();
    EXPECT_FALSE(now.event.rounds[0].pairings[0].result.has_value());
    EXPECT_TRUE(now.event.rounds[0].pairings[0].involves(y));
    EXPECT_EQ(now.logOf(1, 0), nullptr);
    ASSERT_NE(now.logOf(1, 2), nullptr);  // the untouched game keeps its log
    // The discarded log stays in the database (detached) and the audit row holds the old result.
    EXPECT_EQ(desk.repo.matchLogs(desk.id).size(), 2U);
    const auto audit = desk.repo.audit(desk.id);
    ASSERT_EQ(audit.back().action, "round.swap");
    EXPECT_NE(audit.back().oldValue->find("\"result\""), std::string::npos);
}

TEST(EventStoreTest, PairingAgainKeepsResultsAndLogsOfGamesThatStay) {
    Desk desk(6);
    const auto log = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
    auto stored = desk.load();
    const auto games = stored.event.rounds[0].pairings;
    Result r;
    r.winner = games[0].a;
    desk.store.setResult(desk.id, 1, games[0].a, r);
    desk.store.attachLog(desk.id, 1, 0, log.text, log.verdict);
    // Cid cannot play: drop him and pair the round again.
    const PlayerId dropped = games[2].a;
    desk.store.dropPlayer(desk.id, dropped);
    PairOptions again;
    desk.store.repairLastRound(desk.id, again);
    const auto now = desk.load();
    const Pairing* kept = now.event.rounds[0].pairingOf(games[0].a);
    ASSERT_NE(kept, nullptr);
    EXPECT_TRUE(kept->samePlayers(games[0]));
    EXPECT_EQ(kept->result, r);
    ASSERT_EQ(kept->logs.size(), 1U);
    // Re-pairing everything: the games that come out the same keep their rows; the others are listed.
    again.discardResults = true;
    again.seed = 77;
    const ChangeReport report = desk.store.repairLastRound(desk.id, again);
    const auto after = desk.load();
    const Pairing* same = after.event.rounds[0].pairingOf(games[0].a);
    if (same->samePlayers(games[0])) {
        EXPECT_EQ(same->result, r);
        EXPECT_TRUE(report.discarded.empty());
    } else {
        ASSERT_FALSE(report.discarded.empty());
        EXPECT_NE(report.discarded[0].find("the result"), std::string::npos);
    }
    EXPECT_EQ(desk.repo.matchLogs(desk.id).size(), 1U);  // a log is never deleted
    EXPECT_EQ(desk.actions().back(), "round.repair");
}

// Issue 17, item 13: an imported event pairs exactly as the file does, although its ids are renumbered.
TEST(EventStoreTest, AnImportedEventPairsAsTheFileDoes) {
    Event file;
    file.settings.name = "Renumbered";
    file.settings.seed = 41;
    const std::vector<std::string> names{"Zoe", "Yan", "Xia", "Wim", "Val", "Uma", "Tom", "Sue", "Rex"};
    for (std::size_t i = 0; i < names.size(); ++i) {
        Player p;
        p.id = static_cast<PlayerId>(100 - 7 * i);  // ids the database will not use
        p.name = names[i];
        p.club = i % 3 == 0 ? "North" : "";
        file.players.push_back(p);
    }
    std::mt19937_64 rng(3);
    SwissPairer::addNextRound(file);
    rules::tournament::testing::playLastRound(file, rng);
    db::Database database = db::Database::inMemory();
    db::EventRepository repo(database);
    services::EventStore store(repo);
    for (int round = 2; round <= 4; ++round) {
        const db::RowId id = store.create(file);
        store.pairNextRound(id);
        const auto stored = store.load(id);
        const Round fromFile = SwissPairer::pairNextRound(file);
        EXPECT_EQ(gamesByName(stored.event, stored.event.rounds.back()), gamesByName(file, fromFile)) << round;
        file.rounds.push_back(fromFile);
        rules::tournament::testing::playLastRound(file, rng);
    }
}

TEST(EventStoreTest, TheEventIsTheSameAfterTheDatabaseIsClosedAndOpenedAgain) {
    const fs::path path = fs::temp_directory_path() / ("muster-store-" + std::to_string(::getpid()) + ".db");
    fs::remove(path);
    std::string before;
    db::RowId id = 0;
    {
        db::Database database(path.string());
        db::EventRepository repo(database);
        services::EventStore store(repo);
        Event e;
        e.settings.name = "Restart Cup";
        id = store.create(e);
        for (const char* name : {"Ann", "Bob", "Cid"}) {
            Player p;
            p.name = name;
            store.addPlayer(id, p);
        }
        store.pairNextRound(id);
        const auto log = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
        store.attachLog(id, 1, 0, log.text, log.verdict);
        before = EventIO::toText(store.load(id).event);
    }
    {
        db::Database database(path.string());
        db::EventRepository repo(database);
        services::EventStore store(repo);
        EXPECT_EQ(EventIO::toText(store.load(id).event), before);
    }
    fs::remove(path);
}

TEST(EventStoreTest, PairingBeyondThePlannedRoundsNeedsAConfirmation) {
    Desk desk;
    for (int round = 1; round <= 3; ++round) {
        desk.winAll(round);
        if (round < 3) desk.store.pairNextRound(desk.id);
    }
    EXPECT_THROW(desk.store.pairNextRound(desk.id), BeyondPlanError);
    EXPECT_EQ(desk.load().event.rounds.size(), 3U);
    PairOptions extra;
    extra.extraRound = true;
    EXPECT_EQ(desk.store.pairNextRound(desk.id, extra), 4);
}

TEST(EventStoreTest, UnreadableLogIsStoredAsUnreadableAndAMissingFileIsAnError) {
    Desk desk;
    const auto unreadable = services::checkMatchLogFile(catalog(), matchLog("broken-unreadable.log"));
    EXPECT_EQ(unreadable.verdict.status, rules::MatchVerdict::Status::Unreadable);
    EXPECT_EQ(desk.store.attachLog(desk.id, 1, 0, unreadable.text, unreadable.verdict).summary(), "unreadable");
    EXPECT_THROW((void)services::checkMatchLogFile(catalog(), matchLog("no-such.log")), services::EventStoreError);
    EXPECT_THROW(desk.store.attachLog(desk.id, 2, 0, "x", unreadable.verdict), services::EventStoreError);
}

TEST(EventStoreTest, GameAtTable) {
    Desk desk;
    const auto stored = desk.load();
    const auto& pairings = stored.event.rounds[0].pairings;
    EXPECT_EQ(services::gameAtTable(stored.event, 1, *pairings[1].table), 1U);
    EXPECT_THROW((void)services::gameAtTable(stored.event, 1, 99), services::EventStoreError);
    EXPECT_THROW((void)services::gameAtTable(stored.event, 5, 1), services::EventStoreError);
}

TEST(EventStoreTest, AFailedActionLeavesTheDatabaseAsItWas) {
    Desk desk;
    const auto stored = desk.load();
    Result r;
    r.winner = stored.event.rounds[0].pairings[0].a;
    const auto log = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
    const auto auditRows = desk.repo.audit(desk.id).size();
    EXPECT_THROW(desk.database.write("result with log",
                                     [&] {
                                         desk.store.setResult(desk.id, 1, *r.winner, r);
                                         desk.store.attachLog(desk.id, 1, 7, log.text,
                                                              log.verdict);  // no such game: the result goes too
                                     }),
                 services::EventStoreError);
    const auto again = desk.load();
    EXPECT_FALSE(again.event.rounds[0].pairings[0].result.has_value());
    EXPECT_TRUE(again.logs.empty());
    EXPECT_EQ(desk.repo.audit(desk.id).size(), auditRows);
}

// A judge's log from a position (docs/match-log.md, Positions) verifies, but it is no whole game: the desk refuses to
// attach it to a result, and nothing is stored.
TEST(EventStoreTest, ALogFromAPositionIsNotAttachedToAGame) {
    Desk desk;
    const auto judge = services::checkMatchLogFile(
        catalog(), (fs::path(MUSTER_TEST_DATA) / ".." / ".." / "docs" / "examples" / "judge-position.log").string());
    ASSERT_TRUE(judge.verdict.verified()) << judge.verdict.message;
    ASSERT_TRUE(judge.verdict.fromPosition);
    const auto auditRows = desk.repo.audit(desk.id).size();
    try {
        (void)desk.store.attachLog(desk.id, 1, 0, judge.text, judge.verdict);
        FAIL() << "a log from a position was attached";
    } catch (const services::EventStoreError& e) {
        EXPECT_NE(std::string(e.what()).find("starts from a position, not from the setup: it is not a whole game"),
                  std::string::npos)
            << e.what();
    }
    EXPECT_TRUE(desk.load().logs.empty());
    EXPECT_EQ(desk.repo.audit(desk.id).size(), auditRows);
}
