// Roster formats: JSON and text parse, resolve names, round-trip, and refuse malformed files clearly.
#include <gtest/gtest.h>

#include <cctype>
#include <filesystem>
#include <optional>
#include <string>

#include "../TestCatalog.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"

using namespace muster::domain;

namespace {
using muster::testsupport::catalog;
std::string rosterPath(const char* name) {
    return (std::filesystem::path(MUSTER_TEST_DATA) / "rosters" / name).string();
}
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
    EXPECT_EQ(campaign[1].name, "Dwarfs Fotmen");
}

// The RosterFormatError that `read` throws, or nullopt when it accepts.
template <typename Read>
std::optional<RosterFormatError> refusalOf(Read read) {
    try {
        read();
    } catch (const RosterFormatError& e) {
        return e;
    }
    return std::nullopt;
}

struct MalformedRow {
    const char* file;
    int line;           // expected line (0: none)
    const char* field;  // expected field ("" : none)
};
class Malformed : public ::testing::TestWithParam<MalformedRow> {};

TEST_P(Malformed, RefusedWithFileLineAndField) {
    const auto& row = GetParam();
    const auto e = refusalOf([&] { RosterIO::readFile(rosterPath(row.file), catalog()); });
    ASSERT_TRUE(e) << row.file << " was accepted";
    EXPECT_EQ(e->line(), row.line) << e->what();
    EXPECT_EQ(e->field(), row.field) << e->what();
    EXPECT_NE(std::string(e->what()).find(row.file), std::string::npos) << e->what();
}

INSTANTIATE_TEST_SUITE_P(
    GoldenFiles, Malformed,
    ::testing::Values(MalformedRow{"bad-syntax.json", 5, ""},
                      MalformedRow{"entry-not-a-string.json", 0, "armies.home[1]"},
                      MalformedRow{"wrong-tag.json", 0, "format"}, MalformedRow{"future-version.json", 0, "version"},
                      MalformedRow{"force-size-not-a-number.json", 0, "force_size"},
                      MalformedRow{"missing-force-size.txt", 0, "force size"}, MalformedRow{"zero-count.txt", 4, ""},
                      MalformedRow{"unknown-section.txt", 3, ""}, MalformedRow{"unknown-key.txt", 2, "colour"},
                      MalformedRow{"force-size-words.txt", 1, "force size"},
                      MalformedRow{"does-not-exist.json", 0, ""}));

// JSON cases written inline: each one is refused with the field (or line) that is wrong.
struct MalformedJsonRow {
    const char* what;
    const char* content;
    int line;
    const char* field;
    const char* problem;  // part of the message
};
class MalformedJson : public ::testing::TestWithParam<MalformedJsonRow> {};

TEST_P(MalformedJson, RefusedWithTheFieldAndTheProblem) {
    const auto& row = GetParam();
    const auto e = refusalOf([&] { RosterIO::parseJson(row.content, catalog(), "inline.json"); });
    ASSERT_TRUE(e) << row.what << " was accepted";
    EXPECT_EQ(e->line(), row.line) << e->what();
    EXPECT_EQ(e->field(), row.field) << e->what();
    EXPECT_NE(std::string(e->what()).find(row.problem), std::string::npos) << e->what();
    EXPECT_NE(std::string(e->what()).find("inline.json"), std::string::npos) << e->what();
    // The library's own codes ("[json.exception.out_of_range.406]") mean nothing to a player.
    EXPECT_EQ(std::string(e->what()).find("json.exception"), std::string::npos) << e->what();
}

#define ROSTER_HEAD R"({"format": "muster-roster", "version": 1, "force_size": 24)"
std::string repeat(const std::string& text, int times) {
    std::string out;
    for (int i = 0; i < times; ++i) out += text;
    return out;
}
// 62 lists inside "armies": "home": with the root and "armies", 64 levels; one more is refused.
const std::string kDeepRoster = ROSTER_HEAD R"(, "armies": {"home": )" + repeat("[", 63) + repeat("]", 63) + "}}";
const std::string kDeepField = "armies.home" + repeat("[0]", 62);
INSTANTIATE_TEST_SUITE_P(
    Inline, MalformedJson,
    ::testing::Values(
        MalformedJsonRow{"unknown key", ROSTER_HEAD R"(, "frontier_terain": "Coastland Tower"})", 0, "frontier_terain",
                         "is not a roster field"},
        MalformedJsonRow{"duplicate key", ROSTER_HEAD R"(, "name": "a", "name": "b"})", 0, "name", "appears twice"},
        MalformedJsonRow{"duplicate army", ROSTER_HEAD R"(, "armies": {"home": [], "home": []}})", 0, "armies.home",
                         "appears twice"},
        MalformedJsonRow{"unknown army", ROSTER_HEAD R"(, "armies": {"reserve": []}})", 0, "armies.reserve",
                         "is not an army"},
        MalformedJsonRow{"armies not an object", ROSTER_HEAD R"(, "armies": []})", 0, "armies", "must be an object"},
        MalformedJsonRow{"pool not a list", ROSTER_HEAD R"(, "summoning_pool": "Red Drake"})", 0, "summoning_pool",
                         "must be a list"},
        MalformedJsonRow{"count zero", ROSTER_HEAD R"(, "summoning_pool": ["Red Drake", "0 Red Drake"]})", 0,
                         "summoning_pool[1]", "from 1 to 999"},
        MalformedJsonRow{"fractional force size", R"({"format": "muster-roster", "version": 1, "force_size": 24.5})", 0,
                         "force_size", "whole number"},
        MalformedJsonRow{"huge force size",
                         R"({"format": "muster-roster", "version": 1, "force_size": 18446744073709551615})", 0,
                         "force_size", "between 1 and 10000"},
        MalformedJsonRow{"negative players", ROSTER_HEAD R"(, "players_in_game": -2})", 0, "players_in_game",
                         "between 1 and 64"},
        MalformedJsonRow{"missing version", R"({"format": "muster-roster", "force_size": 24})", 0, "version",
                         "is missing"},
        MalformedJsonRow{"tag checked first", R"({"name": 5, "format": "muster-event", "version": 1})", 0, "format",
                         "muster-roster"},
        MalformedJsonRow{"not an object", "[1, 2]", 1, "", "one JSON object"},
        MalformedJsonRow{"syntax error on line 3",
                         "{\"format\": \"muster-roster\",\n\"version\": 1,\n\"force_size\": 24,,\n}", 3, "",
                         "not valid JSON"},
        MalformedJsonRow{"invalid UTF-8", ROSTER_HEAD ", \"name\": \"\xff\xfe\"}", 1, "",
                         "is not UTF-8 text (byte 0xFF)"},
        MalformedJsonRow{"trailing text", ROSTER_HEAD "} {}", 1, "", "not valid JSON"},
        MalformedJsonRow{"number out of range", R"({"format": "muster-roster", "version": 1, "force_size": 1e999})", 1,
                         "", "not valid JSON (number overflow parsing '1e999')"},
        MalformedJsonRow{"whole number beyond 64 bits",
                         "{\"format\": \"muster-roster\", \"version\": 1,\n\"force_size\": 123456789012345678901234}",
                         2, "", "the number 123456789012345678901234 is too large"},
        MalformedJsonRow{"nested too deep", kDeepRoster.c_str(), 1, kDeepField.c_str(), "deeper than 64 levels"}),
    [](const ::testing::TestParamInfo<MalformedJsonRow>& param) {
        std::string name = param.param.what;
        for (char& c : name) c = std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
        return name;
    });
#undef ROSTER_HEAD

TEST(RosterIO, NestingTooDeepIsRefusedNotCrashed) {
    std::string deep = R"({"format": "muster-roster", "version": 1, "force_size": 24, "name": )";
    deep += std::string(5000, '[') + std::string(5000, ']') + "}";
    const auto e = refusalOf([&] { RosterIO::parseJson(deep, catalog(), "deep.json"); });
    ASSERT_TRUE(e) << "a 5000-deep document was accepted";
    EXPECT_NE(std::string(e->what()).find("deep.json"), std::string::npos) << e->what();
    EXPECT_EQ(e->field(), "name" + repeat("[0]", 63)) << e->what();
}

// A roster in another encoding (Windows-1252 from an old editor) is refused where it is read, with the line,
// in both formats, instead of failing later when it is stored or written as JSON.
// Found by the roster-text fuzz campaign: "event format:#championship-36" read as an empty format, which is
// written back as no format at all and so read again as "open".
TEST(RosterIO, TextHeaderValueThatIsOnlyACommentIsRefused) {
    for (const std::string key : {"event format", "edition", "catalog revision"}) {
        const auto refusal = refusalOf([&] {
            RosterIO::parseText("force size: 24\n" + key + ":#championship-36\n[Home]\nDwarves Footman\n", catalog(),
                                "comment.txt");
        });
        ASSERT_TRUE(refusal) << key;
        EXPECT_EQ(refusal->line(), 2) << refusal->what();
        EXPECT_NE(std::string(refusal->what()).find("has no value"), std::string::npos) << refusal->what();
    }
}

TEST(RosterIO, TextThatIsNotUtf8IsRefusedWithItsLine) {
    const auto text = refusalOf([&] {
        RosterIO::parseText(
            "force size: 24\nplayer: Ren\xe9"
            "e\n[Home]\nDwarves Footman\n",
            catalog(), "cp1252.txt");
    });
    ASSERT_TRUE(text);
    EXPECT_EQ(text->line(), 2) << text->what();
    EXPECT_NE(std::string(text->what()).find("is not UTF-8 text (byte 0xE9)"), std::string::npos) << text->what();
    const auto json = refusalOf([&] {
        RosterIO::parseJson(
            "{\"format\": \"muster-roster\",\n\"player\": \"Ren\xe9"
            "e\"}",
            catalog(), "cp1252.json");
    });
    ASSERT_TRUE(json);
    EXPECT_EQ(json->line(), 2) << json->what();
}

// What a refusal quotes from the file is short and printable: a control character is shown, not obeyed.
TEST(RosterIO, RefusalsQuoteTheFileHarmlessly) {
    const auto e = refusalOf(
        [&] { RosterIO::parseText("\x1b]2;owned\x07" + std::string(5000, 'x') + "\n", catalog(), "junk.txt"); });
    ASSERT_TRUE(e);
    const std::string what = e->what();
    EXPECT_EQ(what.find('\x1b'), std::string::npos) << what;
    EXPECT_NE(what.find("\\x1B]2;owned\\x07"), std::string::npos) << what;
    EXPECT_LT(what.size(), 300U) << what;
}

// A roster carried inside another file (an event file's player) is checked by the same reader.
TEST(RosterIO, CheckJsonReadsLikeParseJsonWithoutResolvingNames) {
    EXPECT_NO_THROW(RosterIO::checkJson(R"({"format": "muster-roster", "version": 1, "force_size": 24,
        "armies": {"home": ["2 No Such Die"]}})"));
    const auto e = refusalOf([] { RosterIO::checkJson(R"({"format": "muster-roster", "version": 1})", "x"); });
    ASSERT_TRUE(e);
    EXPECT_EQ(e->field(), "force_size");
    EXPECT_EQ(e->problem(), "is missing");
}

// A header key or a section written twice in a text roster: refused at the second one, naming the first.
struct TwiceRow {
    const char* what;
    const char* text;
    int line;  // the second one
    int firstLine;
};
class TextGivenTwice : public ::testing::TestWithParam<TwiceRow> {};

TEST_P(TextGivenTwice, RefusedWithBothLines) {
    const auto& row = GetParam();
    const auto e = refusalOf([&] { RosterIO::parseText(row.text, catalog(), "twice.txt"); });
    ASSERT_TRUE(e) << row.what << " was accepted";
    EXPECT_EQ(e->line(), row.line) << e->what();
    EXPECT_NE(std::string(e->what()).find("first on line " + std::to_string(row.firstLine)), std::string::npos)
        << e->what();
}

INSTANTIATE_TEST_SUITE_P(
    Table, TextGivenTwice,
    ::testing::Values(
        TwiceRow{"force size under two spellings", "force size: 24\nname: a\npoints: 30\n[Home]\nDwarves Footman\n", 3,
                 1},
        TwiceRow{"Home under two spellings",
                 "force size: 24\n[Home]\nDwarves Footman\n[Horde]\nDwarves Footman\n[home army]\nDwarves Footman\n", 6,
                 2}));

TEST(RosterIO, TextRosterRemembersWhereHeaderFieldsWere) {
    const Roster r = RosterIO::parseText("# a comment\nedition: v5\nforce size: 24\n", catalog(), "e.txt");
    EXPECT_EQ(r.lineOf("edition"), 2);
    EXPECT_EQ(r.lineOf("force_size"), 3);
    EXPECT_EQ(r.lineOf("event_format"), 0);
}

// Values the text format cannot hold are refused, not written so that they read back differently.
TEST(RosterIO, ToTextRefusesWhatTextCannotHold) {
    Roster r = RosterIO::parseText("force size: 24\n[Home]\nDwarves Footman\n", catalog(), "r.txt");
    EXPECT_NO_THROW(RosterIO::toText(r));
    auto refusal = [](const Roster& roster) {
        const auto e = refusalOf([&] { RosterIO::toText(roster, "r.json"); });
        return e ? e->field() : std::string("(written)");
    };
    Roster hash = r;
    hash.name = "Ada's #1 list";
    EXPECT_EQ(refusal(hash), "name");
    Roster lineBreak = r;
    lineBreak.catalogRevision = "x\nforce size: 30";
    EXPECT_EQ(refusal(lineBreak), "catalog_revision");
    Roster header = r;
    header.section(RosterSection::Campaign).push_back({"[Horde]", 1, std::nullopt, 0});
    EXPECT_EQ(refusal(header), "armies.campaign[0]");
}

// A name that starts with a digit keeps its count through both formats.
TEST(RosterIO, NameStartingWithADigitRoundTrips) {
    Roster r = RosterIO::parseText("force size: 24\n[Home]\n1 3rd Legion\n2 4th Legion\n", catalog(), "r.txt");
    ASSERT_EQ(r.section(RosterSection::Home).size(), 2U);
    EXPECT_EQ(r.section(RosterSection::Home)[0].name, "3rd Legion");
    for (const Roster& back : {RosterIO::parseText(RosterIO::toText(r), catalog(), "t"),
                               RosterIO::parseJson(RosterIO::toJson(r), catalog(), "j")}) {
        const auto& home = back.section(RosterSection::Home);
        ASSERT_EQ(home.size(), 2U);
        EXPECT_EQ(home[0].count, 1);
        EXPECT_EQ(home[0].name, "3rd Legion");
        EXPECT_EQ(home[1].count, 2);
        EXPECT_EQ(home[1].name, "4th Legion");
    }
}

// One typed entry as the builder's quick-add reads it: the text roster's own syntax.
TEST(RosterIO, ParseEntryReadsCountsColourWordsAndAliases) {
    struct Case {
        const char* text;
        int count;
        const char* die;  // catalog name, or nullptr when it must stay unresolved
    };
    const Case cases[] = {
        {"3 Goblins Thug", 3, "Goblins Thug"},
        {"2x dwarves footman", 2, "Dwarves Footman"},
        {"goblins thug", 1, "Goblins Thug"},
        {"red drake", 1, "Fire Drake"},
        {"Earth/Air Drake", 1, nullptr},  // an alias: resolves to its die (checked below)
        {"4 No Such Die", 4, nullptr},
    };
    for (const auto& c : cases) {
        std::string problem;
        const auto entry = RosterIO::parseEntry(c.text, catalog(), &problem);
        ASSERT_TRUE(entry.has_value()) << c.text << ": " << problem;
        EXPECT_EQ(entry->count, c.count) << c.text;
        if (c.die != nullptr) {
            ASSERT_TRUE(entry->die.has_value()) << c.text;
            EXPECT_EQ(catalog().die(*entry->die).name, c.die) << c.text;
        }
    }
    EXPECT_TRUE(RosterIO::parseEntry("Earth/Air Drake", catalog())->die.has_value());
    EXPECT_FALSE(RosterIO::parseEntry("4 No Such Die", catalog())->die.has_value());
}

TEST(RosterIO, ParseEntrySaysWhyATypedEntryIsMalformed) {
    std::string problem;
    EXPECT_FALSE(RosterIO::parseEntry("0 Goblins Thug", catalog(), &problem).has_value());
    EXPECT_NE(problem.find("count"), std::string::npos) << problem;
    problem.clear();
    EXPECT_FALSE(RosterIO::parseEntry("   ", catalog(), &problem).has_value());
    EXPECT_NE(problem.find("die name"), std::string::npos) << problem;
}
