// Die names as players write them (issue 31, item 13): plurals, singular species names, "3x", a unit's name
// alone, an item without its element; the species a roster shows settle a name several dice share. One table
// of spellings through the catalog, the text reader, quick-add's parseEntry and the OCTGN reader.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "../TestCatalog.h"
#include "muster/domain/DieNameIndex.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/RosterIO.h"

using namespace muster::domain;
using muster::testsupport::catalog;
using How = DieNameMatch::How;

namespace {

struct Spelling {
    const char* written;
    const char* die;  // the catalog name it must read as
    How how;
};

// Each spelling read without any roster around it.
const Spelling kSpellings[] = {
    {"Dwarves Warlord", "Dwarves Warlord", How::Exact},
    {"dwarves warlord", "Dwarves Warlord", How::Exact},
    {"Dwarf Warlord", "Dwarves Warlord", How::Spelling},
    {"Dwarfs Warlord", "Dwarves Warlord", How::Spelling},
    {"Dwarves Footmen", "Dwarves Footman", How::Spelling},
    {"dwarf footmen", "Dwarves Footman", How::Spelling},
    {"Goblin Thugs", "Goblins Thug", How::Spelling},
    {"Goblin Thug", "Goblins Thug", How::Spelling},
    {"Lava Elf Bladesmen", "Lava Elves Bladesman", How::Spelling},
    {"Coral Elf Wave Runners", nullptr, How::Unknown},  // no such die: stays unknown
    {"Amazon Runners", "Amazons Runner", How::Spelling},
    {"Tree Folk Oaklings", "Treefolk Oakling", How::Spelling},
    {"Swamp Stalker Bog Runners", "Swamp Stalkers Bog Runner", How::Spelling},
    {"Fire Walker Guardians", "Firewalkers Guardian", How::Spelling},
    {"Frostwing Wolf Masters", "Frostwings Wolf Master", How::Spelling},
    {"red drakes", "Fire Drake", How::Spelling},
    {"Fire Drakes", "Fire Drake", How::Spelling},
    {"Highland Cities", "Highland City", How::Spelling},
    {"lynx folk", "Feral Lynx-Folk", How::UnitName},
    {"Lynx-Folk", "Feral Lynx-Folk", How::UnitName},
    {"Marksman", "Dwarves Marksman", How::UnitName},
    {"Marksmen", "Dwarves Marksman", How::UnitName},
    {"Bladesman", "Lava Elves Bladesman", How::UnitName},
    {"Mudmen", "Swamp Stalkers Mudman", How::UnitName},  // OCTGN's spelling
    {"Fire Dragontroop", "Dragonkin Fire Dragontroop", How::UnitName},
    {"red dragontroop", "Dragonkin Fire Dragontroop", How::UnitName},
    {"Dragontroop", nullptr, How::Several},  // one of each element
    {"Dawn Blade", nullptr, How::Several},   // one of each element
    {"Dwarf", nullptr, How::Unknown},
    {"No Such Die", nullptr, How::Unknown},
};

}  // namespace

TEST(DieNameIndex, ReadsTheSpellingsPlayersWrite) {
    for (const auto& s : kSpellings) {
        const DieNameMatch m = catalog().matchDieName(s.written);
        EXPECT_EQ(static_cast<int>(m.how), static_cast<int>(s.how)) << s.written;
        if (s.die == nullptr) {
            EXPECT_FALSE(m.die.has_value()) << s.written << " read as " << catalog().die(*m.die).name;
        } else {
            ASSERT_TRUE(m.die.has_value()) << s.written;
            EXPECT_EQ(catalog().die(*m.die).name, s.die) << s.written;
        }
    }
}

TEST(DieNameIndex, SingularFormsOfWords) {
    const std::pair<const char*, const char*> words[] = {
        {"footmen", "footman"}, {"dwarves", "dwarf"}, {"elves", "elf"},       {"harpies", "harpy"}, {"thugs", "thug"},
        {"witches", "witch"},   {"boxes", "box"},     {"pegasus", "pegasus"}, {"folk", "folk"},     {"lynx", "lynx"},
        {"dwarf", "dwarf"},     {"glass", "glass"},   {"imp", "imp"},
    };
    for (const auto& [plural, single] : words) EXPECT_EQ(DieNameIndex::singular(plural), single) << plural;
}

// A name several dice share is settled by the species the roster already has, and only then. (No unit name of
// the shipped catalog belongs to two species, so a small catalog where two do.)
TEST(DieNameIndex, TheRostersSpeciesSettleASharedName) {
    const auto fits = catalog().matchDieName("Dragontroop");
    ASSERT_EQ(fits.how, How::Several);
    EXPECT_EQ(fits.candidates.size(), 5U);  // one per element
    EXPECT_EQ(catalog().matchDieName("Morehl Follower").how, How::Several);
    EXPECT_EQ(catalog().matchDieName("Dragontroop", {"Dragonkin"}).how, How::Several);  // the species does not tell

    auto unit = [](const char* name, const char* species) {
        Die die;
        die.name = name;
        die.species = species;
        die.kind = DieKind::Unit;
        return die;
    };
    const Catalog small(
        "test",
        {unit("Dwarves Marksman", "Dwarves"), unit("Goblins Marksman", "Goblins"), unit("Goblins Thug", "Goblins")},
        {Species{"Dwarves", {}, {}, {"Dwarf"}, ""}, Species{"Goblins", {}, {}, {"Goblin"}, ""}}, {}, {}, {}, {}, {},
        {});
    const auto alone = small.matchDieName("2 Marksmen");
    EXPECT_EQ(alone.how, How::Unknown);  // the count is the reader's business, not the index's
    const auto shared = small.matchDieName("Marksmen");
    EXPECT_EQ(shared.how, How::Several);
    EXPECT_EQ(shared.candidates.size(), 2U);
    const auto settled = small.matchDieName("Marksman", {"Goblins"});
    EXPECT_EQ(settled.how, How::BySpecies);
    ASSERT_TRUE(settled.die.has_value());
    EXPECT_EQ(small.die(*settled.die).name, "Goblins Marksman");
    EXPECT_EQ(small.matchDieName("Marksman", {"Goblins", "Dwarves"}).how, How::Several);
    EXPECT_EQ(small.matchDieName("Dwarf Marksmen").how, How::Spelling);

    // The text reader settles it by the roster's other units, wherever they are listed.
    const Roster r =
        RosterIO::parseText("force size: 24\n[Home]\n2 Marksman\n[Horde]\n3 Goblin Thugs\n", small, "shared.txt");
    const auto& home = r.section(RosterSection::Home);
    ASSERT_EQ(home.size(), 1U);
    ASSERT_TRUE(home[0].die.has_value());
    EXPECT_EQ(small.die(*home[0].die).name, "Goblins Marksman");
    // Quick-add: the roster the entry joins.
    EXPECT_FALSE(RosterIO::parseEntry("Marksman", small)->die.has_value());
    const auto joined = RosterIO::parseEntry("Marksman", small, nullptr, &r);
    ASSERT_TRUE(joined && joined->die);
    EXPECT_EQ(small.die(*joined->die).name, "Goblins Marksman");
}

TEST(DieNameIndex, SuggestionsAreRelevant) {
    // A unit's own name, mistyped, suggests that unit first (not a dragon with a similar-length name).
    EXPECT_EQ(catalog().nearestDieNames("lynx flok", 3).front(), "Feral Lynx-Folk");
    EXPECT_EQ(catalog().nearestDieNames("Dwarfs Warlrd", 3).front(), "Dwarves Warlord");
    EXPECT_EQ(catalog().nearestDieNames("Marksmn", 3).front(), "Dwarves Marksman");
    EXPECT_EQ(catalog().nearestDieNames("Goblins Thugg", 3).front(), "Goblins Thug");
    // Bounded whatever the input.
    EXPECT_EQ(catalog().nearestDieNames(std::string(100000, 'x'), 3).size(), 3U);
}

// The text reader: names as players post them, a count with "3x", and a unit's name alone.
TEST(DieNameIndex, TheTextReaderReadsPlayersNames) {
    const std::string text =
        "force size: 36\n"
        "home terrain: highland city\n"
        "frontier terrain: Coastland Tower\n"
        "[Home]\n"
        "Dwarf Warlord\n"
        "3x Dwarves Footmen\n"
        "2 Marksman\n"
        "[Horde]\n"
        "3 lynx folk\n"
        "[Summoning Pool]\n"
        "red drakes\n";
    const Roster r = RosterIO::parseText(text, catalog(), "players.txt");
    const auto name = [](const RosterEntry& e) { return e.die ? catalog().die(*e.die).name : std::string("?"); };
    const auto& home = r.section(RosterSection::Home);
    ASSERT_EQ(home.size(), 3U);
    EXPECT_EQ(name(home[0]), "Dwarves Warlord");
    EXPECT_EQ(name(home[1]), "Dwarves Footman");
    EXPECT_EQ(home[1].count, 3);
    EXPECT_EQ(home[1].name, "Dwarves Footmen");  // written back as written
    EXPECT_EQ(name(home[2]), "Dwarves Marksman");
    EXPECT_EQ(name(r.section(RosterSection::Horde)[0]), "Feral Lynx-Folk");
    EXPECT_EQ(r.section(RosterSection::Horde)[0].count, 3);
    EXPECT_EQ(name(r.section(RosterSection::SummoningPool)[0]), "Fire Drake");
    ASSERT_TRUE(r.homeTerrainDie.has_value());
    EXPECT_EQ(catalog().die(*r.homeTerrainDie).name, "Highland City");
}

// Quick-add reads an entry with the roster it joins: its species settle a shared name.
TEST(DieNameIndex, ParseEntryUsesTheRosterItJoins) {
    const auto alone = RosterIO::parseEntry("2 Dragontroop", catalog());
    ASSERT_TRUE(alone.has_value());
    EXPECT_FALSE(alone->die.has_value());
    const auto plural = RosterIO::parseEntry("3x Dwarves Footmen", catalog());
    ASSERT_TRUE(plural && plural->die);
    EXPECT_EQ(catalog().die(*plural->die).name, "Dwarves Footman");
    EXPECT_EQ(plural->count, 3);
}

// The OCTGN reader reads a card without id by the same names; a name several dice fit is settled by the deck's
// other units or refused with the dice it fits.
TEST(DieNameIndex, TheDeckReaderReadsTheSameNames) {
    const auto deck = [](const std::string& cards) {
        return std::string("<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<deck game=\"") +
               std::string(OctgnDeck::kGameId) + "\">\n<section name=\"Home Army\" shared=\"False\">\n" + cards +
               "</section>\n</deck>\n";
    };
    const auto read = OctgnDeck::parse(
        deck("<card qty=\"3\">Dwarves Footmen</card>\n<card qty=\"2\">Marksman</card>\n"), catalog(), "plural.o8d");
    const auto& home = read.roster.section(RosterSection::Home);
    ASSERT_EQ(home.size(), 2U);
    EXPECT_EQ(catalog().die(*home[0].die).name, "Dwarves Footman");
    EXPECT_EQ(catalog().die(*home[1].die).name, "Dwarves Marksman");
    try {
        (void)OctgnDeck::parse(deck("<card qty=\"1\">Dragontroop</card>\n"), catalog(), "several.o8d");
        ADD_FAILURE() << "a name that fits five dice was accepted";
    } catch (const RosterFormatError& e) {
        const std::string what = e.what();
        EXPECT_NE(what.find("fits"), std::string::npos) << what;
        EXPECT_NE(what.find("Dragonkin Fire Dragontroop"), std::string::npos) << what;
        EXPECT_EQ(e.line(), 4) << what;
    }
}
