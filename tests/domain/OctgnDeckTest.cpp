// OCTGN decks (.o8d): the six sample decks of the OCTGN module read into rosters and come back out card for card;
// Muster rosters survive the trip through a deck; malformed decks are refused with their line.
#include <gtest/gtest.h>

#include <filesystem>
#include <map>
#include <string>
#include <tuple>
#include <vector>

#include "../TestCatalog.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/RosterIO.h"

using namespace muster::domain;

namespace {

using muster::testsupport::catalog;

const std::vector<std::string> kSampleDecks = {
    "Amazon-Mages-and-Cavalry",          "Feral-Cavalry-and-Mages",           "Goblins-Cavalry-and-Heavy-Melee",
    "Swamp-Stalkers-Poison-and-Cavalry", "Treefolk-Cavalary-and-Heavy-Melee", "Undead-Vampires-and-Mages",
};

std::string deckPath(const std::string& stem) {
    return (std::filesystem::path(MUSTER_TEST_DATA) / "octgn" / (stem + ".o8d")).string();
}

// The lines of a deck that name its sections and cards, trimmed, in order: what OCTGN loads.
std::vector<std::string> sectionAndCardLines(const std::string& deck) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start < deck.size()) {
        std::size_t end = deck.find('\n', start);
        if (end == std::string::npos) end = deck.size();
        std::string line = deck.substr(start, end - start);
        start = end + 1;
        const auto first = line.find_first_not_of(" \t");
        if (first == std::string::npos) continue;
        line = line.substr(first);
        while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.pop_back();
        if (line.rfind("<section", 0) == 0 || line.rfind("<card", 0) == 0 || line == "</section>") out.push_back(line);
    }
    return out;
}

// Die and count of every entry per section, terrains as their own sections: what a roster holds.
using Holdings = std::map<std::string, std::map<std::string, int>>;
Holdings holdings(const Roster& r) {
    Holdings out;
    for (RosterSection s : kRosterSections) {
        for (const auto& e : r.section(s)) {
            EXPECT_TRUE(e.die) << e.name;
            if (e.die) out[std::string(toString(s))][catalog().die(*e.die).name] += e.count;
        }
    }
    if (r.homeTerrainDie) out["home terrain"][catalog().die(*r.homeTerrainDie).name] = 1;
    if (r.frontierTerrainDie) out["frontier terrain"][catalog().die(*r.frontierTerrainDie).name] = 1;
    return out;
}

// A deck around one section's cards, written as OCTGN writes decks.
std::string deckWith(const std::string& sections, const std::string& notes = "") {
    return "\xEF\xBB\xBF<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n"
           "<deck game=\"0000ac4a-0bf6-4c10-8f05-e32e53e57518\">\n" +
           sections + "  <notes><![CDATA[" + notes + "]]></notes>\n</deck>\n";
}

}  // namespace

class SampleDeck : public ::testing::TestWithParam<std::string> {};

TEST_P(SampleDeck, ReadsEveryCardAtThirtySixPoints) {
    const auto deck = OctgnDeck::readFile(deckPath(GetParam()), catalog());
    EXPECT_TRUE(deck.notices.empty()) << deck.notices.front();
    EXPECT_EQ(deck.forceSizeSource, DeckForceSizeSource::DeckTotal);
    EXPECT_EQ(deck.roster.forceSize, 36);
    EXPECT_EQ(deck.roster.name, GetParam());
    EXPECT_TRUE(deck.roster.homeTerrainDie);
    EXPECT_TRUE(deck.roster.frontierTerrainDie);
    for (RosterSection s : kRosterSections) {
        EXPECT_FALSE(deck.roster.section(s).empty()) << toString(s);
        for (const auto& e : deck.roster.section(s)) {
            ASSERT_TRUE(e.die) << e.name;
            EXPECT_EQ(e.name, catalog().die(*e.die).name);  // the catalog's name, not OCTGN's
            EXPECT_GT(e.line, 2);
        }
    }
}

TEST_P(SampleDeck, WritesBackTheSameSectionsCardsAndQuantities) {
    const std::string original = readFile(deckPath(GetParam()));
    const auto deck = OctgnDeck::parse(original, catalog(), GetParam() + ".o8d");
    const std::string written = OctgnDeck::write(deck.roster, catalog(), "x.o8d");
    // Card for card (ids, quantities, OCTGN's names with their trailing spaces) and section for section.
    EXPECT_EQ(sectionAndCardLines(written), sectionAndCardLines(original));
    EXPECT_EQ(written.substr(0, 3), "\xEF\xBB\xBF");
    // And the written deck reads back as the same roster, force size and name included (from the notes).
    const auto back = OctgnDeck::parse(written, catalog(), "elsewhere.o8d");
    EXPECT_EQ(back.forceSizeSource, DeckForceSizeSource::MusterNotes);
    EXPECT_TRUE(back.notices.empty());
    EXPECT_EQ(RosterIO::toJson(back.roster), RosterIO::toJson(deck.roster));
}

INSTANTIATE_TEST_SUITE_P(OctgnModule, SampleDeck, ::testing::ValuesIn(kSampleDecks), [](const auto& testInfo) {
    std::string name = testInfo.param;
    for (char& c : name) c = c == '-' ? '_' : c;
    return name;
});

TEST(OctgnDeck, SectionsGoToTerrainsArmiesAndTheSummoningPool) {
    const Roster r = OctgnDeck::readFile(deckPath("Amazon-Mages-and-Cavalry"), catalog()).roster;
    const Holdings h = holdings(r);
    EXPECT_EQ(r.homeTerrain, "Wasteland City");
    EXPECT_EQ(r.frontierTerrain, "Wasteland Grove");
    EXPECT_EQ(h.at("home"), (std::map<std::string, int>{{"Amazons Seer", 1}}));
    EXPECT_EQ(h.at("campaign"), (std::map<std::string, int>{{"Amazons Seer", 5}, {"Amazons Visionary", 6}}));
    EXPECT_EQ(h.at("horde"), (std::map<std::string, int>{
                                 {"Amazons Charioteer", 2}, {"Amazons Battle Rider", 2}, {"Amazons War Driver", 4}}));
    // Dragons, minor terrains and Dragonkin (two elements of "Dragonfoal ") all go to the Summoning Pool.
    EXPECT_EQ(h.at("summoning_pool"), (std::map<std::string, int>{{"White Drake", 1},
                                                                  {"Highland Bridge", 1},
                                                                  {"Deadland Woods", 1},
                                                                  {"Flatland Village", 1},
                                                                  {"Highland Village", 1},
                                                                  {"Dragonkin Air Dragonfoal", 6},
                                                                  {"Dragonkin Fire Dragonfoal", 6}}));
    // The line of each card is kept.
    EXPECT_EQ(r.section(RosterSection::Home)[0].line, 7);
}

TEST(OctgnDeck, RosterIOReadsDecksToo) {
    const Roster r = RosterIO::readFile(deckPath("Undead-Vampires-and-Mages"), catalog());
    EXPECT_EQ(r.forceSize, 36);
    EXPECT_EQ(r.homeTerrain, "Wasteland Standing Stones");
    EXPECT_TRUE(OctgnDeck::looksLikeDeck("\xEF\xBB\xBF  <?xml"));
    EXPECT_FALSE(OctgnDeck::looksLikeDeck("{\"format\": \"muster-roster\"}"));
    EXPECT_FALSE(OctgnDeck::looksLikeDeck("name: x"));
}

TEST(OctgnDeck, ForceSizeComesFromTheCallerWhenTheDeckHasNone) {
    OctgnDeckOptions options;
    options.forceSize = 60;
    options.forceSizeFrom = "format battlefest-60";
    const auto deck = OctgnDeck::readFile(deckPath("Feral-Cavalry-and-Mages"), catalog(), options);
    EXPECT_EQ(deck.roster.forceSize, 60);
    EXPECT_EQ(deck.forceSizeSource, DeckForceSizeSource::Given);
    EXPECT_EQ(deck.forceSizeFrom, "format battlefest-60");
}

TEST(OctgnDeck, DeckTotalPricesMediumEquipmentByThePair) {
    Roster r = RosterIO::parseText(
        "force size: 24\n[Home]\n3 Dwarves Footman\n2 Fire Dawn Blade\n[Horde]\nWater Dawn Blade\nFire Vorpal Sword\n"
        "Dwarves Warlord\n[Summoning Pool]\nFire Drake\n2 Dragonkin Fire Dragonfoal\n",
        catalog(), "t.txt");
    // 3 footmen + warlord 3 + large equipment 2, three medium equipment dice = 3 + 2 = 5.
    EXPECT_EQ(OctgnDeck::deckTotal(r, catalog()), 3 + 3 + 2 + 5);
}

TEST(OctgnDeck, MusterRosterSurvivesTheTripThroughADeck) {
    // A roster as the builder keeps it: one line per die, the pool in OCTGN's order (dragons, minor terrains,
    // Dragonkin, items).
    const std::string text =
        "name: Sea and Sky #2\nplayer: Example Player\nedition: v4.01d\nevent format: championship-36\n"
        "force size: 36\nplayers: 3\nhome terrain: Coastland City\nfrontier terrain: Flatland Grove\n"
        "catalog revision: 2026.11.2\n"
        "[Home]\nAmazons War Chief\n3 Amazons Warrior\nFire Flicker Foil\n"
        "[Horde]\nCoral Elves Protector\n2 Coral Elves Bowman\nWater Trueflyer\n"
        "[Campaign]\nCoral Elves Eagle Knight\nAmazons Seer\n"
        "[Summoning Pool]\nAir/Water Drake\nWater Wyrm\nCoastland Bridge\n2 Dragonkin Water Dragontroop\n";
    // '#' cannot stand in a text roster: build the name by hand.
    Roster roster = RosterIO::parseText(text.substr(text.find('\n') + 1), catalog(), "t.txt");
    roster.name = "Sea and Sky #2 ]]> \"quoted\"";
    const std::string deck = OctgnDeck::write(roster, catalog(), "out.o8d");
    const auto back = OctgnDeck::parse(deck, catalog(), "out.o8d");
    EXPECT_EQ(RosterIO::toJson(back.roster), RosterIO::toJson(roster));
    EXPECT_EQ(back.roster.name, roster.name);
    EXPECT_EQ(back.roster.playersInGame, 3);
    EXPECT_EQ(back.roster.eventFormat, "championship-36");
    EXPECT_EQ(back.roster.catalogRevision, "2026.11.2");
    EXPECT_EQ(back.forceSizeSource, DeckForceSizeSource::MusterNotes);
    // An item left in the Summoning Pool goes to OCTGN's items section and comes back to the pool.
    EXPECT_NE(deck.find("<section name=\"Items (Summoning Pool)\" shared=\"False\" />"), std::string::npos);
}

TEST(OctgnDeck, QuantitiesOfOneDieInASectionAreMerged) {
    Roster roster = RosterIO::parseText(
        "force size: 24\n[Home]\n2 Dwarves Footman\nDwarves Sergeant\nDwarves Footman\n[Summoning Pool]\nWater Wyrm\n"
        "Fire Drake\nwater wyrm\n",
        catalog(), "t.txt");
    const std::string deck = OctgnDeck::write(roster, catalog());
    const auto lines = sectionAndCardLines(deck);
    const auto footmen = std::count_if(lines.begin(), lines.end(),
                                       [](const std::string& l) { return l.find(">Footman<") != std::string::npos; });
    EXPECT_EQ(footmen, 1);
    EXPECT_NE(deck.find("qty=\"3\""), std::string::npos);
    const Roster back = OctgnDeck::parse(deck, catalog(), "t.o8d").roster;
    EXPECT_EQ(holdings(back), holdings(roster));
    EXPECT_EQ(back.section(RosterSection::Home).size(), 2U);
    EXPECT_EQ(back.section(RosterSection::SummoningPool).size(), 2U);  // Water Wyrm x2, Fire Drake
}

TEST(OctgnDeck, WritingRefusesDiceWithoutAnOctgnCard) {
    Roster roster = RosterIO::parseText(
        "force size: 24\nhome terrain: Highland City\n[Home]\nDwarves Footman\n"
        "Dwarves Fotman\n",
        catalog(), "t.txt");
    try {
        (void)OctgnDeck::write(roster, catalog(), "t.txt");
        FAIL() << "an unknown die was written";
    } catch (const RosterFormatError& e) {
        EXPECT_EQ(e.field(), "armies.home[1]");
        EXPECT_NE(std::string(e.what()).find("'Dwarves Fotman' is not a die Muster knows"), std::string::npos);
    }
    roster = RosterIO::parseText("force size: 24\nhome terrain: Nowhere City\n", catalog(), "t.txt");
    try {
        (void)OctgnDeck::write(roster, catalog(), "t.txt");
        FAIL() << "an unknown terrain was written";
    } catch (const RosterFormatError& e) {
        EXPECT_EQ(e.field(), "home_terrain");
    }
}

TEST(OctgnDeck, UnknownIdFallsBackToTheNameAndSaysSo) {
    const std::string deck = deckWith(
        "  <section name=\"Horde Army\" shared=\"False\">\n"
        "    <card qty=\"6\" id=\"00000000-0000-0000-0000-000000000000\">Bog Runner </card>\n"
        "    <card qty=\"2\">Swamp Stalkers Marsh Swimmer</card>\n"
        "    <card qty=\"1\" id=\"87d46ff2-616e-410a-af91-5160e0b620ef\">Marsh Swimmer</card>\n"
        "  </section>\n");
    const auto read = OctgnDeck::parse(deck, catalog(), "d.o8d");
    const auto& horde = read.roster.section(RosterSection::Horde);
    ASSERT_EQ(horde.size(), 3U);
    EXPECT_EQ(horde[0].name, "Swamp Stalkers Bog Runner");
    EXPECT_EQ(horde[1].name, "Swamp Stalkers Marsh Swimmer");
    EXPECT_EQ(horde[2].name, "Swamp Stalkers Bog Runner");  // the id wins over the name, as in OCTGN
    ASSERT_EQ(read.notices.size(), 3U);
    EXPECT_NE(read.notices[0].find("d.o8d: line 4: the card 'Bog Runner' has the id"), std::string::npos)
        << read.notices[0];
    EXPECT_NE(read.notices[1].find("line 5: the card 'Swamp Stalkers Marsh Swimmer' has no id; taken by its name"),
              std::string::npos)
        << read.notices[1];
    EXPECT_NE(read.notices[2].find("line 6: the card id 87d46ff2"), std::string::npos) << read.notices[2];
}

TEST(OctgnDeck, FreeNotesAreReportedNotDropped) {
    const auto read = OctgnDeck::parse(deckWith("", "Plays fast."), catalog(), "d.o8d");
    ASSERT_EQ(read.notices.size(), 1U);
    EXPECT_NE(read.notices[0].find("the deck's notes ('Plays fast.') are not kept"), std::string::npos);
}

namespace {
// (Own name, in an unnamed namespace: RosterIOTest.cpp has a fixture called Malformed in the same program.)
struct MalformedDeckRow {
    const char* what;
    std::string deck;
    int line;
    const char* says;
};

void PrintTo(const MalformedDeckRow& m, std::ostream* os) {
    *os << m.what;
}
}  // namespace

class MalformedDeck : public ::testing::TestWithParam<MalformedDeckRow> {};

TEST_P(MalformedDeck, IsRefusedWithItsLine) {
    try {
        const auto read = OctgnDeck::parse(GetParam().deck, catalog(), "bad.o8d");
        FAIL() << "accepted: " << GetParam().what;
    } catch (const RosterFormatError& e) {
        EXPECT_EQ(e.line(), GetParam().line) << e.what();
        EXPECT_NE(std::string(e.what()).find(GetParam().says), std::string::npos) << e.what();
        EXPECT_EQ(std::string(e.what()).rfind("bad.o8d: line " + std::to_string(GetParam().line) + ": ", 0), 0U)
            << e.what();
    }
}

namespace {
const std::string kHordeOpen = "  <section name=\"Horde Army\" shared=\"False\">\n";  // line 3
const std::string kClose = "  </section>\n";
std::string card(const std::string& attributes, const std::string& name) {
    return "    <card " + attributes + ">" + name + "</card>\n";
}
const std::string kBogRunnerId = "id=\"87d46ff2-616e-410a-af91-5160e0b620ef\"";
}  // namespace

INSTANTIATE_TEST_SUITE_P(
    Refusals, MalformedDeck,
    ::testing::Values(
        MalformedDeckRow{"bad_xml",
                         deckWith(kHordeOpen + card("qty=\"6\" " + kBogRunnerId, "Bog Runner") + "  </sectoin>\n"), 5,
                         "not well-formed XML"},
        MalformedDeckRow{"unclosed_attribute",
                         deckWith(kHordeOpen + "    <card qty=\"6 id=\"x\">Bog</card>\n" + kClose), 4,
                         "not well-formed XML"},
        MalformedDeckRow{
            "unknown_id_and_name",
            deckWith(kHordeOpen + card("qty=\"1\" id=\"11111111-2222-3333-4444-555555555555\"", "Bog Ruiner") + kClose),
            4, "which Muster does not know, and no die is called that; did you mean"},
        MalformedDeckRow{"negative_quantity",
                         deckWith(kHordeOpen + card("qty=\"-2\" " + kBogRunnerId, "Bog Runner") + kClose), 4,
                         "must be a whole number from 1 to 999, not '-2'"},
        MalformedDeckRow{"zero_quantity",
                         deckWith(kHordeOpen + card("qty=\"0\" " + kBogRunnerId, "Bog Runner") + kClose), 4, "not '0'"},
        MalformedDeckRow{"word_quantity",
                         deckWith(kHordeOpen + card("qty=\"six\" " + kBogRunnerId, "Bog Runner") + kClose), 4,
                         "not 'six'"},
        MalformedDeckRow{"missing_quantity", deckWith(kHordeOpen + card(kBogRunnerId, "Bog Runner") + kClose), 4,
                         "has no qty"},
        MalformedDeckRow{"unknown_section",
                         deckWith(kHordeOpen + kClose + "  <section name=\"Sideboard\" shared=\"False\">\n" + kClose),
                         5, "'Sideboard' is not a section of OCTGN's Dragon Dice decks"},
        MalformedDeckRow{"shared_section", deckWith("  <section name=\"Horde Army\" shared=\"True\">\n" + kClose), 3,
                         "a shared section"},
        MalformedDeckRow{"section_twice", deckWith(kHordeOpen + kClose + kHordeOpen + kClose), 5,
                         "appears twice (first on line 3)"},
        MalformedDeckRow{
            "two_home_terrains",
            deckWith("  <section name=\"Home Terrain\" shared=\"False\">\n" +
                     card("qty=\"1\" id=\"42a21a70-2afc-4e03-95dc-41e37118797d\"", "Wasteland City") +
                     card("qty=\"1\" id=\"8139f119-b655-415a-acbe-c93b4a1c829c\"", "Flatland City") + kClose),
            5, "holds one terrain, and already has one on line 4"},
        MalformedDeckRow{
            "home_terrain_twice_over",
            deckWith("  <section name=\"Home Terrain\" shared=\"False\">\n" +
                     card("qty=\"2\" id=\"42a21a70-2afc-4e03-95dc-41e37118797d\"", "Wasteland City") + kClose),
            4, "holds one terrain, not 2"},
        MalformedDeckRow{"ambiguous_name", deckWith(kHordeOpen + card("qty=\"6\"", "Dragonfoal ") + kClose), 4,
                         "its name fits 5 dice"},
        MalformedDeckRow{"no_id_no_name", deckWith(kHordeOpen + card("qty=\"6\"", "") + kClose), 4,
                         "has no id and no name"},
        MalformedDeckRow{"other_game",
                         "<?xml version=\"1.0\"?>\n<deck game=\"a6d114c7-2e2a-4896-ad8c-0330605c90bf\">\n</deck>\n", 2,
                         "a deck for another OCTGN game"},
        MalformedDeckRow{"no_game", "<deck>\n</deck>\n", 1, "no game attribute"},
        MalformedDeckRow{"not_a_deck", "<?xml version=\"1.0\"?>\n<set name=\"x\"/>\n", 2,
                         "starts with <deck>, not <set>"},
        MalformedDeckRow{"unknown_element", deckWith("  <sleeve id=\"1\"/>\n"), 3,
                         "<sleeve> is not part of an OCTGN deck"},
        MalformedDeckRow{"element_in_section", deckWith(kHordeOpen + "    <dice qty=\"1\"/>\n" + kClose), 4,
                         "<dice> in a section"},
        MalformedDeckRow{"unknown_card_attribute",
                         deckWith(kHordeOpen + card("qty=\"1\" " + kBogRunnerId + " alt=\"b\"", "Bog Runner") + kClose),
                         4, "an attribute OCTGN does not write: alt"},
        MalformedDeckRow{"text_in_section", deckWith(kHordeOpen + "    6 Bog Runner\n" + kClose), 3,
                         "text outside a card"},
        MalformedDeckRow{"not_utf8", deckWith(kHordeOpen + card("qty=\"1\" " + kBogRunnerId, "Bog \xFF") + kClose), 4,
                         "not UTF-8"},
        MalformedDeckRow{"bad_notes_header",
                         deckWith("", "Muster roster (muster-roster, version 1): ...\n{\n  \"force_size\": -3\n}\n"), 5,
                         "must be a whole number from 1 to 10000"},
        MalformedDeckRow{"unknown_notes_field",
                         deckWith("", "Muster roster (muster-roster, version 1): ...\n{\n  \"forse_size\": 36\n}\n"), 5,
                         "is not a roster header field"},
        MalformedDeckRow{"notes_header_not_closed",
                         deckWith("", "Muster roster (muster-roster, version 1): ...\n{\n  \"force_size\": 36\n"), 3,
                         "no closing '}' line"},
        MalformedDeckRow{"notes_header_bad_json",
                         deckWith("",
                                  "Muster roster (muster-roster, version 1): ...\n{\n  \"name\": \"a\",\n  \"name\": "
                                  "\"b\"\n}\n"),
                         6, "the Muster roster header in the notes"}),
    [](const auto& testInfo) { return std::string(testInfo.param.what); });
