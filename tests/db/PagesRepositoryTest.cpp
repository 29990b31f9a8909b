// The event pages' tables (schema step "event pages"): a version 1 database with an event gains them
// without losing a record, and codes, reports and settings are stored, replaced and removed with their event.
#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "DbTestUtil.h"
#include "muster/db/Database.h"
#include "muster/db/EventRepository.h"
#include "muster/db/PagesRepository.h"

using namespace muster::db;
using muster::db::test::TempDir;

namespace {

struct Cup {
    RowId event = 0;
    RowId pairing = 0;
    RowId a = 0;
    RowId b = 0;
};

// The v1 fixture's "Fixture Cup": its two players and its one pairing.
Cup fixtureCup(Database& db) {
    EventRepository events(db);
    Cup cup;
    cup.event = events.findEvent("Fixture Cup")->id;
    const auto players = events.players(cup.event);
    cup.a = players.at(0).id;
    cup.b = players.at(1).id;
    cup.pairing = events.pairings(events.rounds(cup.event).at(0).id).at(0).id;
    return cup;
}

}  // namespace

TEST(Migration, AVersion1DatabaseGainsTheEventPagesTablesAndKeepsItsEvent) {
    TempDir dir;
    const auto path = dir.file("v1.db");
    std::filesystem::copy_file(std::filesystem::path(MUSTER_TEST_DATA) / "db" / "v1.db", path);
    Database db(path);
    EXPECT_GE(db.schemaVersion(), 2);
    EXPECT_FALSE(db.backupPath().empty());
    SQLite::Statement step(db.connection(), "SELECT description FROM schema_history WHERE version = 2");
    ASSERT_TRUE(step.executeStep());
    EXPECT_NE(step.getColumn(0).getString().find("event pages"), std::string::npos);
    // The old event is all there, and its players and pairing take codes and reports.
    const Cup cup = fixtureCup(db);
    EventRepository events(db);
    EXPECT_EQ(events.results(cup.event).size(), 1U);
    PagesRepository pages(db);
    pages.setCode(cup.event, cup.a, "7KQ2M9XD");
    PlayerReportRecord report;
    report.eventId = cup.event;
    report.pairingId = cup.pairing;
    report.playerId = cup.a;
    report.winner = cup.a;
    pages.saveReport(report);
    EXPECT_EQ(pages.codes(cup.event).at(cup.a), "7KQ2M9XD");
    EXPECT_EQ(pages.reports(cup.event).size(), 1U);
    EXPECT_TRUE(db.integrityCheck().empty());
    SQLite::Statement keys(db.connection(), "PRAGMA foreign_key_check");
    EXPECT_FALSE(keys.executeStep());
}

TEST(PagesRepository, CodesReportsAndSettingsRoundTripAndGoWithTheirEvent) {
    TempDir dir;
    Database db(dir.file("pages.db"));
    EventRepository events(db);
    EventRecord e;
    e.name = "Cup";
    const RowId event = events.createEvent(e);
    PlayerRecord p;
    p.eventId = event;
    p.name = "Ann";
    const RowId ann = events.addPlayer(p);
    p.name = "Bob";
    const RowId bob = events.addPlayer(p);
    RoundRecord r;
    r.eventId = event;
    const RowId round = events.addRound(r);
    PairingRecord pr;
    pr.roundId = round;
    pr.tableNumber = 1;
    pr.playerA = ann;
    pr.playerB = bob;
    const RowId pairing = events.addPairing(pr);

    PagesRepository pages(db);
    pages.setCode(event, ann, "AAAAAAAA");
    pages.setCode(event, bob, "BBBBBBBB");
    EXPECT_THROW(pages.setCode(event, bob, "AAAAAAAA"), RecordError);  // another player's code
    pages.setCode(event, ann, "CCCCCCCC");                             // a new code replaces the old one
    EXPECT_EQ(pages.codes(event), (std::map<RowId, std::string>{{ann, "CCCCCCCC"}, {bob, "BBBBBBBB"}}));

    PlayerReportRecord report;
    report.eventId = event;
    report.pairingId = pairing;
    report.playerId = ann;
    report.winner = ann;
    report.outcome = "time";
    report.terrainsA = 2;
    pages.saveReport(report);
    report.outcome = "capture";
    pages.saveReport(report);  // sent again: replaces the first
    auto stored = pages.reports(event);
    ASSERT_EQ(stored.size(), 1U);
    EXPECT_EQ(stored[0].outcome, "capture");
    EXPECT_EQ(stored[0].terrainsA, 2);
    EXPECT_EQ(stored[0].submissions, 2);
    EXPECT_FALSE(stored[0].acceptedAt);
    pages.markAccepted(pairing);
    EXPECT_TRUE(pages.reports(event)[0].acceptedAt);
    // A draw with a winner is not a report the table takes.
    report.playerId = bob;
    report.outcome = "draw";
    EXPECT_ANY_THROW(pages.saveReport(report));

    EXPECT_EQ(pages.settings(event).siteAddress, "");
    EXPECT_ANY_THROW(pages.setSettings({event + 100, "http://192.168.1.20:8080/", "/srv/pages"}));  // no event
    pages.setSettings({event, "http://192.168.1.20:8080/", "/srv/pages"});
    EXPECT_EQ(pages.settings(event).publishDir, "/srv/pages");

    // Another connection's commit changes the data version this connection sees.
    const auto version = pages.dataVersion();
    {
        Database other(dir.file("pages.db"));
        PagesRepository(other).setCode(event, bob, "DDDDDDDD");
    }
    EXPECT_NE(pages.dataVersion(), version);

    EXPECT_TRUE(events.deleteEvent(event));
    EXPECT_TRUE(pages.codes(event).empty());
    EXPECT_TRUE(pages.reports(event).empty());
    EXPECT_EQ(pages.settings(event).publishDir, "");
}

TEST(Migration, V2KeepsTheEventPagesRecords) {
    TempDir dir;
    const auto path = dir.file("v2.db");
    std::filesystem::copy_file(std::filesystem::path(MUSTER_TEST_DATA) / "db" / "v2.db", path);
    Database db(path);
    const Cup cup = fixtureCup(db);
    PagesRepository pages(db);
    EXPECT_EQ(pages.codes(cup.event), (std::map<RowId, std::string>{{cup.a, "7KQ2M9XD"}, {cup.b, "0ABC1DEF"}}));
    const auto reports = pages.reports(cup.event);
    ASSERT_EQ(reports.size(), 1U);
    EXPECT_EQ(reports[0].playerId, cup.b);
    EXPECT_EQ(reports[0].winner, cup.a);
    EXPECT_EQ(reports[0].terrainsA, 2);
    EXPECT_EQ(pages.settings(cup.event).siteAddress, "http://192.168.1.20:8080/");
    EXPECT_EQ(pages.settings(cup.event).publishDir, "/srv/fixture-pages");
}
