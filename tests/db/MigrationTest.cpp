// Upgrading every earlier schema version (fixtures under tests/data/db/) and the migration framework
// itself: a backup before upgrading, one transaction per step, an interrupted upgrade leaves the old file.
#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>

#include <filesystem>

#include "DbTestUtil.h"
#include "muster/db/CollectionRepository.h"
#include "muster/db/Database.h"
#include "muster/db/EventRepository.h"
#include "muster/db/RosterRepository.h"

using namespace muster::db;
using muster::db::test::TempDir;

namespace {

std::string fixture(const std::string& name) {
    return (std::filesystem::path(MUSTER_TEST_DATA) / "db" / name).string();
}

std::string copyFixture(const TempDir& dir, const std::string& name) {
    const auto target = dir.file(name);
    std::filesystem::copy_file(fixture(name), target);
    return target;
}

int userVersion(const std::string& path) {
    SQLite::Database db(path, SQLite::OPEN_READONLY);
    return db.execAndGet("PRAGMA user_version").getInt();
}

// Every record of the v1 fixture (tests/data/db/README.md) is still there.
void expectV1Content(Database& db) {
    CollectionRepository collections(db);
    const auto mine = collections.get("mine");
    EXPECT_EQ(mine.dice.at("Dwarves Footman"), 3);
    EXPECT_EQ(mine.dice.at("Fire Drake"), 1);
    EXPECT_EQ(collections.get("club \"box\" – Würfel").dice.at("Gold Medallion"), 2);
    RosterRepository rosters(db);
    const auto history = rosters.history("Fixture roster");
    ASSERT_EQ(history.size(), 2U);
    EXPECT_EQ(history[0].version, 2);
    EXPECT_EQ(history[1].forceSize, 15);
    EventRepository events(db);
    const auto cup = events.findEvent("Fixture Cup");
    ASSERT_TRUE(cup);
    EXPECT_EQ(events.players(cup->id).size(), 2U);
    EXPECT_EQ(events.registrations(cup->id).at(0).verdict, "legal");
    const auto results = events.results(cup->id);
    ASSERT_EQ(results.size(), 1U);
    EXPECT_EQ(results[0].healthKilledA, 11);
    EXPECT_EQ(events.matchLogs(cup->id).size(), 1U);
    EXPECT_EQ(events.audit(cup->id).size(), 1U);
}

// The fixture written by this Muster (tests/data/db/vN.db for the current schema version N).
std::string newestFixture() {
    return "v" + std::to_string(currentSchemaVersion()) + ".db";
}

std::vector<MigrationStep> withStep(MigrationStep extra) {
    auto steps = schemaMigrations();
    extra.toVersion = steps.back().toVersion + 1;
    steps.push_back(std::move(extra));
    return steps;
}

}  // namespace

TEST(Migration, StepsAreNumberedOneByOne) {
    const auto& steps = schemaMigrations();
    ASSERT_FALSE(steps.empty());
    for (std::size_t i = 0; i < steps.size(); ++i) EXPECT_EQ(steps[i].toVersion, static_cast<int>(i) + 1);
    EXPECT_EQ(currentSchemaVersion(), steps.back().toVersion);
}

TEST(Migration, EveryFixtureVersionOpensAtTheCurrentSchema) {
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(MUSTER_TEST_DATA) / "db")) {
        if (entry.path().extension() != ".db") continue;
        SCOPED_TRACE(entry.path().filename().string());
        TempDir dir;
        const auto path = copyFixture(dir, entry.path().filename().string());
        const int before = userVersion(path);
        Database db(path);
        EXPECT_EQ(db.schemaVersion(), currentSchemaVersion());
        EXPECT_TRUE(db.integrityCheck().empty());
        EXPECT_EQ(db.backupPath().empty(), before == 0 || before == currentSchemaVersion());
        SQLite::Statement history(db.connection(), "SELECT max(version) FROM schema_history");
        history.executeStep();
        EXPECT_EQ(history.getColumn(0).getInt(), currentSchemaVersion());
    }
}

TEST(Migration, V0EmptyBecomesAUsableDatabase) {
    TempDir dir;
    const auto path = copyFixture(dir, "v0-empty.db");
    Database db(path);
    CollectionRepository(db).add("mine", "Fire Drake", 1);
    EXPECT_EQ(CollectionRepository(db).get("mine").totalDice(), 1);
}

TEST(Migration, V1KeepsEveryRecord) {
    TempDir dir;
    const auto path = copyFixture(dir, "v1.db");
    Database db(path);
    expectV1Content(db);
}

TEST(Migration, ANewStepRunsOnceWithABackupOfTheOldFile) {
    TempDir dir;
    const auto path = copyFixture(dir, newestFixture());
    int runs = 0;
    const auto steps = withStep({0, "collections get a colour", [&](SQLite::Database& db) {
                                     ++runs;
                                     db.exec("ALTER TABLE collections ADD COLUMN colour TEXT NOT NULL DEFAULT ''");
                                 }});
    OpenOptions options;
    options.migrations = &steps;
    const int next = currentSchemaVersion() + 1;
    {
        Database db(path, options);
        EXPECT_EQ(db.schemaVersion(), next);
        // The copy is taken once, of the file as it was (the newest fixture, at the current version), before any step
        // runs.
        EXPECT_EQ(db.backupPath(), path + ".bak-v" + std::to_string(currentSchemaVersion()));
        EXPECT_TRUE(std::filesystem::exists(db.backupPath()));
        EXPECT_EQ(userVersion(db.backupPath()), currentSchemaVersion());
        db.connection().exec("UPDATE collections SET colour = 'red' WHERE name = 'mine'");
        expectV1Content(db);
        SQLite::Statement note(db.connection(), "SELECT description FROM schema_history WHERE version = ?");
        note.bind(1, next);
        ASSERT_TRUE(note.executeStep());
        EXPECT_EQ(note.getColumn(0).getString(), "collections get a colour");
    }
    {
        Database again(path, options);
        EXPECT_TRUE(again.backupPath().empty());
    }
    EXPECT_EQ(runs, 1);
    // The copy is a complete database of the old version.
    Database backup(path + ".bak-v" + std::to_string(currentSchemaVersion()));
    expectV1Content(backup);
    // An older Muster (without the new step) refuses the upgraded file instead of damaging it.
    try {
        Database old(path);
        FAIL() << "an older Muster opened a newer file";
    } catch (const DatabaseError& e) {
        EXPECT_NE(std::string(e.what()).find("newer Muster"), std::string::npos);
    }
}

TEST(Migration, AFailingStepLeavesTheFileAtItsOldVersion) {
    TempDir dir;
    const auto path = copyFixture(dir, newestFixture());
    const std::string current = std::to_string(currentSchemaVersion());
    const auto steps = withStep({0, "a step that breaks", [](SQLite::Database& db) {
                                     db.exec("ALTER TABLE collections ADD COLUMN half_done TEXT");
                                     db.exec("THIS IS NOT SQL");
                                 }});
    OpenOptions options;
    options.migrations = &steps;
    try {
        Database db(path, options);
        FAIL() << "the broken step was accepted";
    } catch (const DatabaseError& e) {
        const std::string message = e.what();
        EXPECT_NE(message.find(path), std::string::npos) << message;
        EXPECT_NE(message.find("a step that breaks"), std::string::npos) << message;
        EXPECT_NE(message.find("still at schema version " + current), std::string::npos) << message;
        EXPECT_EQ(e.backupPath(), path + ".bak-v" + current);
    }
    EXPECT_EQ(userVersion(path), currentSchemaVersion());
    Database db(path);
    EXPECT_FALSE(db.connection()
                     .execAndGet("SELECT count(*) FROM pragma_table_info('collections') "
                                 "WHERE name = 'half_done'")
                     .getInt());
    expectV1Content(db);
}

TEST(Migration, AnEarlierBackupIsNeverOverwritten) {
    TempDir dir;
    const auto path = copyFixture(dir, "v1.db");
    test::writeAll(path + ".bak-v1", "an older copy");
    const auto steps = withStep({0, "nothing much", [](SQLite::Database& db) { db.exec("SELECT 1"); }});
    OpenOptions options;
    options.migrations = &steps;
    Database db(path, options);
    EXPECT_EQ(db.backupPath(), path + ".bak-v1-2");
    EXPECT_EQ(test::readAll(path + ".bak-v1"), "an older copy");
}

// Step "results: terrains and health may be unknown" (issue 31): the v1 fixture's result keeps its counts,
// and afterwards a result can hold unknown counts (NULL), both sides together.
TEST(Migration, ResultsKeepTheirCountsAndMayThenHoldUnknownOnes) {
    TempDir dir;
    const auto path = copyFixture(dir, "v1.db");
    std::vector<int> before;
    {
        SQLite::Database raw(path, SQLite::OPEN_READONLY);
        SQLite::Statement q(raw,
                            "SELECT terrains_captured_a, terrains_captured_b, health_killed_a, health_killed_b "
                            "FROM results");
        ASSERT_TRUE(q.executeStep());
        for (int c = 0; c < 4; ++c) before.push_back(q.getColumn(c).getInt());
    }
    Database db(path);
    EventRepository events(db);
    const auto cup = events.findEvent("Fixture Cup");
    ASSERT_TRUE(cup);
    auto results = events.results(cup->id);
    ASSERT_EQ(results.size(), 1U);
    EXPECT_EQ(results[0].terrainsCapturedA, before[0]);
    EXPECT_EQ(results[0].terrainsCapturedB, before[1]);
    EXPECT_EQ(results[0].healthKilledA, before[2]);
    EXPECT_EQ(results[0].healthKilledB, before[3]);
    EXPECT_EQ(events.matchLogs(cup->id).size(), 1U);  // the rebuilt table's neighbours are untouched
    ResultRecord unknown = results[0];
    unknown.terrainsCapturedA.reset();
    unknown.terrainsCapturedB.reset();
    unknown.healthKilledA.reset();
    unknown.healthKilledB.reset();
    events.setResult(unknown, "test");
    results = events.results(cup->id);
    EXPECT_FALSE(results[0].terrainsCapturedA.has_value());
    EXPECT_FALSE(results[0].healthKilledB.has_value());
    // One side known and the other not is refused by the table.
    ResultRecord half = unknown;
    half.terrainsCapturedA = 2;
    EXPECT_THROW(events.setResult(half), DatabaseError);
    EXPECT_TRUE(db.integrityCheck().empty());
    SQLite::Statement fk(db.connection(), "PRAGMA foreign_key_check");
    EXPECT_FALSE(fk.executeStep());
}

// Step "lists at events" (issue 33): registrations learn the library version the event holds, the catalog revision
// of their copy and when the lists locked. Existing rows take the version their library roster has and the
// revision their roster JSON names; nothing is locked.
TEST(Migration, RegistrationsLearnTheirRosterVersionAndCatalogRevision) {
    TempDir dir;
    const auto path = copyFixture(dir, "v1.db");
    {
        // A second registration with a roster copy, as a v1 Muster stored it (JSON, no library roster).
        SQLite::Database raw(path, SQLite::OPEN_READWRITE);
        raw.exec(
            "INSERT INTO registrations(event_id, player_id, roster_json, verdict) SELECT event_id, id, "
            "'{\"format\": \"muster-roster\", \"version\": 1, \"force_size\": 24, \"catalog_revision\": "
            "\"2026.11.2\"}', 'illegal' FROM players WHERE id NOT IN (SELECT player_id FROM registrations)");
        ASSERT_EQ(raw.execAndGet("SELECT count(*) FROM registrations").getInt(), 2);
    }
    Database db(path);
    expectV1Content(db);
    EventRepository events(db);
    const auto cup = events.findEvent("Fixture Cup");
    ASSERT_TRUE(cup);
    const auto registrations = events.registrations(cup->id);
    ASSERT_EQ(registrations.size(), 2U);
    EXPECT_EQ(registrations[0].rosterVersion, 2);  // "Fixture roster" is at version 2
    EXPECT_EQ(registrations[0].catalogRevision, "");
    EXPECT_EQ(registrations[1].rosterVersion, std::nullopt);
    EXPECT_EQ(registrations[1].catalogRevision, "2026.11.2");
    for (const auto& r : registrations) EXPECT_EQ(r.lockedAt, std::nullopt);
    // The lists lock once, and a registration written again keeps what it is given.
    EXPECT_EQ(events.lockRegistrations(cup->id, "2026-05-17T09:00"), 1);  // only the one with a roster copy
    EXPECT_EQ(events.lockRegistrations(cup->id, "2026-05-17T10:00"), 0);
    EXPECT_EQ(events.registrations(cup->id)[1].lockedAt, "2026-05-17T09:00");
}
