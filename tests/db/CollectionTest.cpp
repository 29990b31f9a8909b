// Collections: repository, CSV and JSON files, and the "can I build it?" shortfall.
#include <gtest/gtest.h>

#include "DbTestUtil.h"
#include "muster/db/CollectionCheck.h"
#include "muster/db/CollectionIO.h"
#include "muster/db/CollectionRepository.h"

using namespace muster::db;
using muster::db::test::miniCatalog;

TEST(CollectionRepository, AddsRemovesAndLists) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    EXPECT_TRUE(repo.list().empty());
    EXPECT_EQ(repo.add("mine", "Dwarves Footman", 3), 3);
    EXPECT_EQ(repo.add("mine", "Dwarves Footman", 2), 5);
    EXPECT_EQ(repo.add("mine", "Fire Drake", 1), 1);
    EXPECT_EQ(repo.add("club box", "Gold Medallion", 4), 4);
    EXPECT_EQ(repo.remove("mine", "Dwarves Footman", 5), 0);
    const auto list = repo.list();
    ASSERT_EQ(list.size(), 2U);
    EXPECT_EQ(list[0].name, "club box");
    EXPECT_EQ(list[0].total, 4);
    EXPECT_EQ(list[1].name, "mine");
    EXPECT_EQ(list[1].kinds, 1) << "a die removed down to zero leaves the collection";
    EXPECT_EQ(list[1].total, 1);
}

TEST(CollectionRepository, RefusesToRemoveMoreThanOwned) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    repo.add("mine", "Fire Drake", 1);
    try {
        repo.remove("mine", "Fire Drake", 2);
        FAIL();
    } catch (const RecordError& e) {
        EXPECT_NE(std::string(e.what()).find("has 1 Fire Drake"), std::string::npos) << e.what();
    }
    EXPECT_THROW(repo.remove("nobody's", "Fire Drake", 1), RecordError);
    EXPECT_THROW(repo.add("mine", "Fire Drake", 0), RecordError);
    EXPECT_THROW((void)repo.get("nobody's"), RecordError);
    EXPECT_EQ(repo.get("mine").dice.at("Fire Drake"), 1);
}

TEST(CollectionRepository, StoreReplacesOrMerges) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    repo.add("mine", "Fire Drake", 2);
    Collection incoming;
    incoming.name = "mine";
    incoming.dice = {{"Fire Drake", 1}, {"Gold Medallion", 2}};
    repo.store(incoming, false);
    EXPECT_EQ(repo.get("mine").dice.at("Fire Drake"), 3);
    repo.store(incoming, true);
    EXPECT_EQ(repo.get("mine").dice, incoming.dice);
    EXPECT_TRUE(repo.erase("mine"));
    EXPECT_FALSE(repo.erase("mine"));
    EXPECT_FALSE(repo.find("mine").has_value());
}

TEST(CollectionRepository, NamesWithQuotesUnicodeAndGreatLengthRoundTrip) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    const std::vector<std::string> names = {"Robert'); DROP TABLE collections;--", "\"quoted\" 'single'",
                                            "Drachenwürfel Sammlung ✓ 龍", std::string(100000, 'x') + "é",
                                            std::string("nul\0inside", 10)};
    for (const auto& name : names) repo.add(name, name + " die", 2);
    for (const auto& name : names) {
        const auto found = repo.find(name);
        ASSERT_TRUE(found.has_value()) << name.substr(0, 40);
        EXPECT_EQ(found->name, name);
        EXPECT_EQ(found->dice.at(name + " die"), 2);
    }
    EXPECT_EQ(repo.list().size(), names.size());
}

TEST(CollectionIO, CsvResolvesNamesLikeRosters) {
    const auto collection = CollectionIO::parseCsv(
        "name,count\n# my dice\ndwarves footman,3\n\"Fire Drake (old)\", 1\nred drake,2\n\nGold "
        "Medallion,1\n",
        miniCatalog(), "mine.csv");
    EXPECT_EQ(collection.dice.at("Dwarves Footman"), 3);
    EXPECT_EQ(collection.dice.at("Fire Drake"), 3) << "alias and colour word resolve to one die";
    EXPECT_EQ(collection.dice.at("Gold Medallion"), 1);
    EXPECT_EQ(collection.dice.size(), 3U);
}

TEST(CollectionIO, CsvErrorsNameFileLineAndProblem) {
    auto error = [](std::string_view csv) -> std::string {
        try {
            CollectionIO::parseCsv(csv, miniCatalog(), "mine.csv");
        } catch (const CollectionFormatError& e) {
            return e.what();
        }
        return "";
    };
    EXPECT_NE(error("name,count\nDwarfs Footman,2\n")
                  .find("mine.csv:2: unknown die 'Dwarfs Footman'; did you "
                        "mean 'Dwarves Footman'"),
              std::string::npos);
    EXPECT_NE(error("Fire Drake,many\n").find("mine.csv:1: the count must be"), std::string::npos);
    EXPECT_NE(error("Fire Drake,0\n").find("mine.csv:1:"), std::string::npos);
    EXPECT_NE(error("Fire Drake\n").find("expected 'name,count'"), std::string::npos);
    EXPECT_NE(error("\"Fire Drake,2\n").find("a quoted field is not closed on this line"), std::string::npos);
    EXPECT_NE(error("Fire Drake,99999999999999\n").find("mine.csv:1:"), std::string::npos);
}

TEST(CollectionIO, CsvAndJsonRoundTrip) {
    Collection original;
    original.name = "club \"box\", Ünïcode";
    original.notes = "kept at the club";
    original.dice = {{"Dwarves Footman", 12}, {"Fire Drake", 1}, {"Gold Medallion", 3}};
    const auto csv = CollectionIO::toCsv(original);
    EXPECT_EQ(csv.rfind("name,count\n", 0), 0U);
    EXPECT_EQ(CollectionIO::parse(csv, miniCatalog(), "x.csv").dice, original.dice);
    const auto json = CollectionIO::toJson(original);
    EXPECT_NE(json.find("\"format\": \"muster-collection\""), std::string::npos);
    EXPECT_NE(json.find("\"version\": 1"), std::string::npos);
    const auto back = CollectionIO::parse(json, miniCatalog(), "x.json");
    EXPECT_EQ(back.name, original.name);
    EXPECT_EQ(back.notes, original.notes);
    EXPECT_EQ(back.dice, original.dice);
}

TEST(CollectionIO, CsvQuotesNamesWithCommas) {
    Collection c;
    c.dice = {{"Odd, Name \"x\"", 2}};
    EXPECT_EQ(CollectionIO::toCsv(c), "name,count\n\"Odd, Name \"\"x\"\"\",2\n");
}

TEST(CollectionIO, JsonErrorsNameTheField) {
    auto error = [](std::string_view json) -> std::string {
        try {
            CollectionIO::parseJson(json, miniCatalog(), "c.json");
        } catch (const CollectionFormatError& e) {
            return e.what();
        }
        return "";
    };
    EXPECT_NE(error("{").find("c.json: line 1: not valid JSON"), std::string::npos);
    EXPECT_NE(error(R"({"format":"muster-collection","version":1,"version":2,"dice":[]})")
                  .find("c.json: field 'version': appears twice"),
              std::string::npos);
    EXPECT_NE(error(R"({"format":"muster-roster","version":1,"dice":[]})").find("'format'"), std::string::npos);
    EXPECT_NE(error(R"({"format":"muster-collection","version":7,"dice":[]})").find("newer"), std::string::npos);
    EXPECT_NE(error(R"({"format":"muster-collection","version":1,"dice":[{"name":"Fire Drake","count":-1}]})")
                  .find("dice[0].count"),
              std::string::npos);
    EXPECT_NE(
        error(R"({"format":"muster-collection","version":1,"dice":[{"name":"Nope"}]})").find("unknown die 'Nope'"),
        std::string::npos);
}

TEST(CollectionCheck, ReportsTheExactShortfall) {
    const auto& catalog = miniCatalog();
    const auto footman = *catalog.findDie("Dwarves Footman");
    const auto drake = *catalog.findDie("Fire Drake");
    const auto medallion = *catalog.findDie("Gold Medallion");
    Collection mine;
    mine.dice = {{"Dwarves Footman", 5}, {"Fire Drake (old)", 1}};  // an older name still counts
    const auto result = CollectionCheck::check({{footman, 8}, {drake, 1}, {medallion, 2}}, mine, catalog);
    EXPECT_FALSE(result.buildable());
    ASSERT_EQ(result.shortfall.size(), 2U);
    EXPECT_EQ(result.shortfall[0].die, "Dwarves Footman");
    EXPECT_EQ(result.shortfall[0].missing(), 3);
    EXPECT_EQ(result.shortfall[1].die, "Gold Medallion");
    EXPECT_EQ(result.shortfall[1].missing(), 2);
    EXPECT_EQ(result.totalNeeded, 11);
    EXPECT_EQ(result.totalMissing, 5);
    const auto enough = CollectionCheck::check({{footman, 5}, {drake, 1}}, mine, catalog);
    EXPECT_TRUE(enough.buildable());
    EXPECT_EQ(enough.totalMissing, 0);
}

// One limit on the dice of one kind (Collection::kMaxCount), the same for add, merge, CSV and JSON, with the
// arithmetic checked: a merge past the limit used to wrap negative, delete the row and report "now 0 dice".
TEST(CollectionRepository, MergingPastTheLimitChangesNothing) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    EXPECT_EQ(repo.add("mine", "Fire Drake", Collection::kMaxCount), Collection::kMaxCount);
    Collection more;
    more.name = "mine";
    more.dice["Fire Drake"] = 2;
    more.dice["Dwarves Footman"] = 1;
    try {
        repo.store(more, false);
        FAIL() << "a merge past the limit was stored";
    } catch (const RecordError& e) {
        EXPECT_NE(std::string(e.what()).find("would hold 1000002 Fire Drake"), std::string::npos) << e.what();
    }
    const auto after = repo.get("mine");
    EXPECT_EQ(after.dice.size(), 1U) << "one transaction: nothing of the merge is kept";
    EXPECT_EQ(after.dice.at("Fire Drake"), Collection::kMaxCount);
    EXPECT_THROW(repo.add("mine", "Fire Drake", 1), RecordError);
    more.dice = {{"Fire Drake", 2147483647}};
    EXPECT_THROW(repo.store(more, false), RecordError);
    EXPECT_EQ(repo.get("mine").dice.at("Fire Drake"), Collection::kMaxCount);
}

TEST(CollectionRepository, TotalsDoNotOverflow) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    for (const char* die : {"Fire Drake", "Dwarves Footman", "Gold Medallion"})
        repo.add("big", die, Collection::kMaxCount);
    EXPECT_EQ(repo.get("big").totalDice(), 3 * std::int64_t{Collection::kMaxCount});
    EXPECT_EQ(repo.list().front().total, 3 * std::int64_t{Collection::kMaxCount});
}

TEST(CollectionIO, OneCountLimitInBothFormats) {
    const auto& catalog = miniCatalog();
    auto refusal = [&](const std::string& text, bool json) {
        try {
            json ? (void)CollectionIO::parseJson(text, catalog, "c") : (void)CollectionIO::parseCsv(text, catalog, "c");
        } catch (const CollectionFormatError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    const std::string head = R"({"format": "muster-collection", "version": 1, "dice": [)";
    EXPECT_EQ(refusal("Fire Drake,1000000\n", false), "");
    EXPECT_EQ(refusal(head + R"({"name": "Fire Drake", "count": 1000000}]})", true), "");
    EXPECT_NE(refusal("Fire Drake,1000001\n", false).find("from 1 to 1000000, not '1000001'"), std::string::npos);
    EXPECT_NE(refusal("Fire Drake,2147483647\n", false).find("from 1 to 1000000"), std::string::npos);
    EXPECT_NE(refusal(head + R"({"name": "Fire Drake", "count": 1000001}]})", true).find("from 1 to 1000000"),
              std::string::npos);
    EXPECT_NE(refusal(head + R"({"name": "Fire Drake", "count": 18446744073709551615}]})", true).find("from 1 to"),
              std::string::npos);
    // The same die twice in one file adds up, within the same limit.
    EXPECT_NE(refusal("Fire Drake,600000\nfire drake,600000\n", false).find("c:2: Fire Drake adds up to 1200000"),
              std::string::npos);
    EXPECT_NE(refusal(R"({"format": "muster-collection", "version": 4294967297, "dice": []})", true).find("version"),
              std::string::npos);
    // What is exported at the limit is read back.
    Collection full;
    full.dice["Fire Drake"] = Collection::kMaxCount;
    EXPECT_EQ(CollectionIO::parseCsv(CollectionIO::toCsv(full), catalog, "c").dice, full.dice);
    EXPECT_EQ(CollectionIO::parseJson(CollectionIO::toJson(full), catalog, "c").dice, full.dice);
}

TEST(CollectionIO, CsvThatIsNotUtf8IsRefusedWithItsLine) {
    try {
        (void)CollectionIO::parseCsv(
            "name,count\nFire Drake,1\nDrag\xe9"
            "e,1\n",
            miniCatalog(), "box.csv");
        FAIL();
    } catch (const CollectionFormatError& e) {
        EXPECT_NE(std::string(e.what()).find("box.csv:3: is not UTF-8 text (byte 0xE9)"), std::string::npos)
            << e.what();
    }
}
