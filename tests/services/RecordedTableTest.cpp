// The game recorder at a tournament (services RecordedTable): the table's header from the registered rosters, the
// table named in the log's header, and the end storing the result and attaching the log.
#include <gtest/gtest.h>

#include <filesystem>

#include "../TestCatalog.h"
#include "muster/db/Database.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/services/GameRecording.h"
#include "muster/services/RecordedTable.h"

namespace muster::services {
namespace {

namespace fs = std::filesystem;
using testsupport::catalog;
using namespace rules::tournament;

// Two players with registered rosters (or not), round 1 paired.
struct TableDesk {
    db::Database database = db::Database::inMemory();
    db::EventRepository repo{database};
    EventStore store{repo};
    db::RowId id = 0;
    explicit TableDesk(bool rosters = true) {
        Event e;
        e.settings.name = "Table Cup";
        e.settings.swissRounds = 2;
        id = store.create(e);
        for (const char* name : {"Ana", "Bruno"}) {
            Player p;
            p.name = name;
            if (rosters) {
                const auto roster = domain::RosterIO::parseText(
                    domain::readFile(std::string(MUSTER_TEST_DATA) + "/rosters/legal-24.txt"), catalog(),
                    "legal-24.txt");
                p.roster = nlohmann::json::parse(domain::RosterIO::toJson(roster));
            }
            store.addPlayer(id, p);
        }
        store.pairNextRound(id);
    }
    [[nodiscard]] EventTable table() {
        const auto stored = store.load(id);
        return {id, 1, stored.event.rounds.at(0).pairings.at(0).table.value_or(1)};
    }
};

TEST(RecordedTableTest, TheTableCommentIsReadBack) {
    const EventTable t{7, 2, 3};
    EXPECT_EQ(tableComment(t), "# muster-record event 7 round 2 table 3");
    EXPECT_EQ(tableOf("format muster-matchlog 3\n" + tableComment(t) + " (Cup)\nedition v4.01d\n"), t);
    EXPECT_FALSE(tableOf("format muster-matchlog 3\n# muster-record event x round 2 table 3\n").has_value());
    EXPECT_FALSE(tableOf("format muster-matchlog 3\nedition v4.01d\n").has_value());
}

TEST(RecordedTableTest, TheTableBringsBothRegisteredRostersUnderTheEventsNames) {
    TableDesk desk;
    const auto table = desk.table();
    const std::string header = tableHeader(desk.store, catalog(), table);
    const auto stored = desk.store.load(desk.id);
    const auto& event = stored.event;
    const auto& game = event.rounds.at(0).pairings.at(0);
    EXPECT_NE(header.find("player A " + event.player(game.a).name + "\n"), std::string::npos) << header;
    EXPECT_NE(header.find("player B " + event.player(*game.b).name + "\n"), std::string::npos) << header;
    EXPECT_EQ(tableOf(header), table);
    auto recording = GameRecording::start(catalog(), header, RecordingJournal());
    EXPECT_TRUE(recording->dueRoll().has_value());
}

TEST(RecordedTableTest, APlayerWithoutARosterOrATableWithoutAGameIsRefused) {
    TableDesk bare(false);
    EXPECT_THROW((void)tableHeader(bare.store, catalog(), bare.table()), EventStoreError);
    TableDesk desk;
    EXPECT_THROW((void)tableHeader(desk.store, catalog(), {desk.id, 1, 99}), EventStoreError);
    EXPECT_THROW((void)tableHeader(desk.store, catalog(), {desk.id, 5, 1}), EventStoreError);
}

TEST(RecordedTableTest, TheEndStoresTheWinnerAndWinTypeAndAttachesTheLog) {
    TableDesk desk;
    const auto table = desk.table();
    // A verified game that B wins by capture.
    const std::string log = std::string(MUSTER_TEST_DATA) + "/matchlogs/capture-win.log";
    const auto stored = storeTableGame(desk.store, catalog(), table, log, "test");
    EXPECT_TRUE(stored.resultStored);
    EXPECT_NE(stored.message.find("wins by capture"), std::string::npos) << stored.message;
    const auto now = desk.store.load(desk.id);
    const auto& game = now.event.rounds.at(0).pairings.at(0);
    ASSERT_TRUE(game.result.has_value());
    EXPECT_EQ(game.result->winner, game.b);
    EXPECT_EQ(game.result->outcome, Outcome::Capture);
    ASSERT_NE(now.logOf(1, 0), nullptr);
    EXPECT_EQ(now.logOf(1, 0)->verdict, "verified");
}

TEST(RecordedTableTest, ALogWithoutAWinnerIsAttachedAndTheResultLeftAlone) {
    TableDesk desk;
    const auto table = desk.table();
    const std::string log = std::string(MUSTER_TEST_DATA) + "/recorder/seed-3.log";
    const auto stored = storeTableGame(desk.store, catalog(), table, log, "test");
    EXPECT_FALSE(stored.resultStored);
    EXPECT_NE(stored.message.find("no winner"), std::string::npos) << stored.message;
    const auto now = desk.store.load(desk.id);
    EXPECT_FALSE(now.event.rounds.at(0).pairings.at(0).result.has_value());
    EXPECT_NE(now.logOf(1, 0), nullptr);
}

}  // namespace
}  // namespace muster::services
