// Roster formats: JSON and text parse, resolve names, round-trip, and refuse malformed files clearly.
#include <gtest/gtest.h>

#include <filesystem>
#include <string>

#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"

using namespace muster::domain;

namespace {
const Catalog& catalog() {
    static const Catalog c =
        CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return c;
}
std::string rosterPath(const char* name) { return (std::filesystem::path(MUSTER_TEST_DATA) / "rosters" / name).string(); }
}  // namespace

TEST(RosterIO, ParsesTextWithCountsCommentsAndColourWords) {
    const Roster r = RosterIO::readFile(rosterPath("legal-24.txt"), catalog());
    EXPECT_EQ(r.name, "Golden Dwarves");
    EXPECT_EQ(r.forceSize, 24);
    EXPECT_EQ(r.edition, "v4.01d");
    EXPECT_EQ(r.eventFormat, "open");
    EXPECT_EQ(r.playersInGame, 2);
    ASSERT_EQ(r.section(RosterSection::Home).size(), 2U);
    EXPECT_EQ(r.section(RosterSection::Home)[0].count, 2);
    EXPECT_EQ(r.section(RosterSection::Home)[0].name, "Dwarves Footman");
    EXPECT_EQ(r.section(RosterSection::Home)[0].line, 9);
    ASSERT_TRUE(r.section(RosterSection::SummoningPool)[0].die);
    EXPECT_EQ(catalog().die(*r.section(RosterSection::SummoningPool)[0].die).name, "Fire Drake");
    ASSERT_TRUE(r.homeTerrainDie);
    const auto counts = r.diceCounts();
    EXPECT_EQ(counts.at(*catalog().findDie("Dwarves Sentry")), 8);
}

TEST(RosterIO, TextAndJsonRoundTripWithoutLoss) {
    const Roster text = RosterIO::readFile(rosterPath("legal-24.txt"), catalog());
    const Roster fromJson = RosterIO::parseJson(RosterIO::toJson(text), catalog(), "x.json");
    const Roster back = RosterIO::parseText(RosterIO::toText(fromJson), catalog(), "x.txt");
    for (const Roster* r : {&fromJson, &back}) {
        EXPECT_EQ(r->name, text.name);
        EXPECT_EQ(r->player, text.player);
        EXPECT_EQ(r->forceSize, text.forceSize);
        EXPECT_EQ(r->homeTerrain, text.homeTerrain);
        EXPECT_EQ(r->frontierTerrain, text.frontierTerrain);
        EXPECT_EQ(r->diceCounts(), text.diceCounts());
        for (RosterSection s : kRosterSections) {
            ASSERT_EQ(r->section(s).size(), text.section(s).size());
            for (std::size_t i = 0; i < text.section(s).size(); ++i) {
                EXPECT_EQ(r->section(s)[i].name, text.section(s)[i].name);
                EXPECT_EQ(r->section(s)[i].count, text.section(s)[i].count);
            }
        }
    }
    EXPECT_EQ(RosterIO::toJson(back), RosterIO::toJson(fromJson));
}

TEST(RosterIO, KeepsUnknownNamesForTheValidator) {
    const Roster r = RosterIO::readFile(rosterPath("illegal-24.json"), catalog());
    const auto& campaign = r.section(RosterSection::Campaign);
    ASSERT_EQ(campaign.size(), 2U);
    EXPECT_FALSE(campaign[1].die);
    EXPECT_EQ(campaign[1].name, "Dwarfs Footmen");
}

struct MalformedRow {
    const char* file;
    int line;           // expected line (0: none)
    const char* field;  // expected field ("" : none)
};
class Malformed : public ::testing::TestWithParam<MalformedRow> {};

TEST_P(Malformed, RefusedWithFileLineAndField) {
    const auto& row = GetParam();
    try {
        RosterIO::readFile(rosterPath(row.file), catalog());
        FAIL() << row.file << " was accepted";
    } catch (const RosterFormatError& e) {
        EXPECT_EQ(e.line(), row.line) << e.what();
        EXPECT_EQ(e.field(), row.field) << e.what();
        EXPECT_NE(std::string(e.what()).find(row.file), std::string::npos) << e.what();
    }
}

INSTANTIATE_TEST_SUITE_P(
    GoldenFiles, Malformed,
    ::testing::Values(MalformedRow{"bad-syntax.json", 5, ""}, MalformedRow{"entry-not-a-string.json", 0, "armies.home[1]"},
                      MalformedRow{"wrong-tag.json", 0, "format"}, MalformedRow{"future-version.json", 0, "version"},
                      MalformedRow{"force-size-not-a-number.json", 0, "force_size"},
                      MalformedRow{"missing-force-size.txt", 0, "force size"}, MalformedRow{"zero-count.txt", 4, ""},
                      MalformedRow{"unknown-section.txt", 3, ""}, MalformedRow{"unknown-key.txt", 2, "colour"},
                      MalformedRow{"force-size-words.txt", 1, "force size"},
                      MalformedRow{"does-not-exist.json", 0, ""}));
