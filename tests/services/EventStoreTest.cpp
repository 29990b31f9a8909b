// services::EventStore: events, players, rounds, results and match logs round-trip through the database.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>

#include "../TestCatalog.h"
#include "muster/db/Database.h"
#include "muster/domain/CatalogLoader.h"
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
    Desk() {
        Event e;
        e.settings.name = "Store Cup";
        e.settings.swissRounds = 3;
        id = store.create(e);
        for (const char* name : {"Ann", "Bob", "Cid", "Dee"}) {
            Player p;
            p.name = name;
            store.addPlayer(store.load(id), p);
        }
        const auto stored = store.load(id);
        Event changed = stored.event;
        SwissPairer::addNextRound(changed);
        store.save(stored, changed);
    }
};

}  // namespace

TEST(EventStoreTest, PlayersRoundsAndResultsRoundTrip) {
    Desk desk;
    auto stored = desk.store.load(desk.id);
    ASSERT_EQ(stored.event.players.size(), 4U);
    ASSERT_EQ(stored.event.rounds.size(), 1U);
    ASSERT_EQ(stored.event.rounds[0].pairings.size(), 2U);
    Event changed = stored.event;
    const auto& game = changed.rounds[0].pairings[0];
    Result r;
    r.winner = game.a;
    r.terrains = {2, 1};
    changed.setResult(1, game.a, r);
    desk.store.save(stored, changed);
    const auto again = desk.store.load(desk.id);
    ASSERT_TRUE(again.event.rounds[0].pairings[0].result.has_value());
    EXPECT_EQ(*again.event.rounds[0].pairings[0].result, r);
    EXPECT_FALSE(again.event.rounds[0].pairings[1].result.has_value());
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
    const PlayerId eve = desk.store.addPlayer(desk.store.load(desk.id), late, 1, check);
    const auto stored = desk.store.load(desk.id);
    const Player& p = stored.event.player(eve);
    EXPECT_EQ(p.joinedRound, 2);
    EXPECT_EQ(p.entryScore, 1);
    EXPECT_EQ(p.fixedTable, 3);
    ASSERT_TRUE(p.roster.has_value());
    const auto registrations = desk.repo.registrations(desk.id);
    ASSERT_EQ(registrations.size(), 1U);
    EXPECT_EQ(registrations[0].verdict, "illegal");
}

// A log attached to a result is stored (text and verdict) and its verdict read back with the event.
TEST(EventStoreTest, MatchLogWithAResultIsStoredAndItsVerdictReadBack) {
    Desk desk;
    auto stored = desk.store.load(desk.id);
    Event changed = stored.event;
    const PlayerId a = changed.rounds[0].pairings[1].a;
    Result r;
    r.winner = a;
    changed.setResult(1, a, r);
    const auto good = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
    const auto bad = services::checkMatchLogFile(catalog(), matchLog("broken-wrong-total.log"));
    ASSERT_TRUE(good.verdict.verified()) << good.verdict.message;
    ASSERT_EQ(bad.verdict.status, rules::MatchVerdict::Status::Inconsistent);
    desk.database.write("result with log", [&] {
        desk.store.save(stored, changed);
        desk.store.attachLog(stored, 1, 1, good.text, good.verdict, "tester");
    });
    desk.store.attachLog(stored, 1, 0, bad.text, bad.verdict);

    const auto again = desk.store.load(desk.id);
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

    // A newer log of the same game replaces the shown verdict; both stay in the table.
    desk.store.attachLog(again, 1, 0, good.text, good.verdict);
    EXPECT_EQ(desk.store.load(desk.id).logOf(1, 0)->verdict, "verified");
    EXPECT_EQ(desk.repo.matchLogs(desk.id).size(), 3U);
}

TEST(EventStoreTest, UnreadableLogIsStoredAsUnreadableAndAMissingFileIsAnError) {
    Desk desk;
    const auto unreadable = services::checkMatchLogFile(catalog(), matchLog("broken-unreadable.log"));
    EXPECT_EQ(unreadable.verdict.status, rules::MatchVerdict::Status::Unreadable);
    const auto stored = desk.store.load(desk.id);
    EXPECT_EQ(desk.store.attachLog(stored, 1, 0, unreadable.text, unreadable.verdict).summary(), "unreadable");
    EXPECT_THROW((void)services::checkMatchLogFile(catalog(), matchLog("no-such.log")), services::EventStoreError);
    EXPECT_THROW(desk.store.attachLog(stored, 2, 0, "x", unreadable.verdict), services::EventStoreError);
}

TEST(EventStoreTest, GameAtTable) {
    Desk desk;
    const auto stored = desk.store.load(desk.id);
    const auto& pairings = stored.event.rounds[0].pairings;
    EXPECT_EQ(services::gameAtTable(stored.event, 1, *pairings[1].table), 1U);
    EXPECT_THROW((void)services::gameAtTable(stored.event, 1, 99), services::EventStoreError);
    EXPECT_THROW((void)services::gameAtTable(stored.event, 5, 1), services::EventStoreError);
}

TEST(EventStoreTest, AFailedActionLeavesTheDatabaseAsItWas) {
    Desk desk;
    const auto stored = desk.store.load(desk.id);
    Event changed = stored.event;
    Result r;
    r.winner = changed.rounds[0].pairings[0].a;
    changed.setResult(1, *r.winner, r);
    const auto log = services::checkMatchLogFile(catalog(), matchLog("capture-win.log"));
    EXPECT_THROW(desk.database.write("result with log",
                                     [&] {
                                         desk.store.save(stored, changed);
                                         desk.store.attachLog(stored, 1, 7, log.text,
                                                              log.verdict);  // no such game: the result goes too
                                     }),
                 services::EventStoreError);
    const auto again = desk.store.load(desk.id);
    EXPECT_FALSE(again.event.rounds[0].pairings[0].result.has_value());
    EXPECT_TRUE(again.logs.empty());
}
