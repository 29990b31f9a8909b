// Saved rosters and their history.
#include <gtest/gtest.h>

#include "DbTestUtil.h"
#include "muster/db/RosterRepository.h"
#include "muster/domain/RosterIO.h"

using namespace muster::db;
using muster::db::test::miniCatalog;

namespace {

SavedRoster record(const std::string& name, const std::string& content, int forceSize = 24) {
    SavedRoster r;
    r.name = name;
    r.player = "Anna";
    r.edition = "v4.01d";
    r.eventFormat = "open";
    r.forceSize = forceSize;
    r.catalogRevision = "test.1";
    r.content = content;
    return r;
}

}  // namespace

TEST(RosterRepository, SavingAgainKeepsEveryEarlierVersion) {
    auto db = Database::inMemory();
    RosterRepository repo(db);
    const auto first = repo.save(record("Dwarf rush", "{\"v\":1}"));
    EXPECT_EQ(first.version, 1);
    EXPECT_GT(first.id, 0);
    const auto second = repo.save(record("Dwarf rush", "{\"v\":2}", 30));
    EXPECT_EQ(second.version, 2);
    EXPECT_EQ(second.id, first.id);
    repo.save(record("Dwarf rush", "{\"v\":3}", 36));

    const auto current = repo.find("Dwarf rush");
    ASSERT_TRUE(current);
    EXPECT_EQ(current->content, "{\"v\":3}");
    EXPECT_EQ(current->forceSize, 36);
    const auto history = repo.history("Dwarf rush");
    ASSERT_EQ(history.size(), 3U);
    EXPECT_EQ(history[0].version, 3);
    EXPECT_EQ(history[2].version, 1);
    EXPECT_EQ(history[2].content, "{\"v\":1}");
    EXPECT_EQ(history[1].forceSize, 30);
    EXPECT_EQ(repo.findVersion("Dwarf rush", 2)->content, "{\"v\":2}");
    EXPECT_FALSE(repo.findVersion("Dwarf rush", 9).has_value());
}

TEST(RosterRepository, ListsWithoutContentAndDeletesWithHistory) {
    auto db = Database::inMemory();
    RosterRepository repo(db);
    repo.save(record("b", "{}"));
    repo.save(record("a", "{}"));
    repo.save(record("a", "{}"));
    const auto list = repo.list();
    ASSERT_EQ(list.size(), 2U);
    EXPECT_EQ(list[0].name, "a");
    EXPECT_EQ(list[0].version, 2);
    EXPECT_TRUE(list[0].content.empty());
    EXPECT_TRUE(repo.erase("a"));
    EXPECT_FALSE(repo.find("a"));
    EXPECT_TRUE(repo.history("a").empty());
    EXPECT_TRUE(db.integrityCheck().empty());
    EXPECT_THROW(repo.save(record("", "{}")), RecordError);
}

TEST(RosterRepository, OddNamesRoundTrip) {
    auto db = Database::inMemory();
    RosterRepository repo(db);
    const std::string name = "Ölaf's \"Böse\" Armee 🐉 " + std::string(20000, 'z');
    auto r = record(name, "{\"text\":\"" + std::string(200000, 'q') + "\"}");
    r.player = "O'Brien; DROP TABLE rosters";
    repo.save(r);
    const auto back = repo.find(name);
    ASSERT_TRUE(back);
    EXPECT_EQ(back->name, name);
    EXPECT_EQ(back->player, r.player);
    EXPECT_EQ(back->content, r.content);
}

TEST(RosterRepository, StoresTheCanonicalJsonOfADomainRoster) {
    const auto& catalog = miniCatalog();
    const auto roster = muster::domain::RosterIO::parseText(
        "name: Dwarf rush\nplayer: Anna\nforce size: 24\n[Home]\n3 Dwarves Footman\n1 Gold Medallion\n",
        catalog, "rush.txt");
    auto db = Database::inMemory();
    RosterRepository repo(db);
    const auto saved = repo.save(roster, catalog.revision());
    EXPECT_EQ(saved.catalogRevision, "test.1");
    EXPECT_EQ(saved.name, roster.name);
    EXPECT_EQ(saved.forceSize, roster.forceSize);
    const auto back = muster::domain::RosterIO::parseJson(saved.content, catalog, "db");
    EXPECT_EQ(back.diceCounts(), roster.diceCounts());
    EXPECT_EQ(back.catalogRevision, "test.1");
}
