// Rosters and decks of the second hostile-input campaign (issue 34): a NUL byte inside a die's name (it validated
// as legal), a JSON list or an empty file read as a text roster, NUL bytes after a JSON roster (simdjson's bare
// message), two decks in one file (the second ignored), and more lines of dice than a roster can have.
#include <gtest/gtest.h>

#include <string>

#include "../TestCatalog.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/Roster.h"
#include "muster/domain/RosterIO.h"

using namespace muster::domain;

namespace {

using muster::testsupport::catalog;

std::string errorOf(std::string_view content) {
    try {
        (void)RosterIO::parse(content, catalog(), "r");
    } catch (const RosterFormatError& e) {
        return e.what();
    }
    return "(accepted)";
}

std::string deckErrorOf(std::string_view content) {
    try {
        (void)OctgnDeck::parse(content, catalog(), "d.o8d");
    } catch (const RosterFormatError& e) {
        return e.what();
    }
    return "(accepted)";
}

const std::string kJsonHead = R"({"format": "muster-roster", "version": 1, "force_size": 24, "armies": {"home": [)";

TEST(HostileRoster, ANulByteInsideADieNameIsRefused) {
    EXPECT_EQ(errorOf(kJsonHead + R"("Amazons\u0000Soldier"]}})"),
              "r: field 'armies.home[0]': 'Amazons\\x00Soldier' holds a control character; a die name is plain text");
    const std::string text("force size: 24\n[Home]\nAmazons\0Soldier\n", 38);
    EXPECT_EQ(errorOf(text),
              "r: line 3: holds a NUL byte (a binary file, or UTF-16 text?); save the file as UTF-8 text");
}

TEST(HostileRoster, NulBytesAfterAJsonRosterAreNamedWithTheirLine) {
    const std::string json = kJsonHead + "\"Dwarves Footman\"]}}\n" + std::string(3, '\0');
    EXPECT_EQ(errorOf(json),
              "r: line 2: holds a NUL byte (a binary file, or UTF-16 text?); save the file as UTF-8 text");
}

TEST(HostileRoster, EmptyFilesAndJsonListsAreSaidToBeSo) {
    EXPECT_EQ(errorOf(""), "r: is empty: there is no roster in it");
    EXPECT_EQ(errorOf("\xEF\xBB\xBF \n\t\n"), "r: is empty: there is no roster in it");
    EXPECT_EQ(errorOf("[[[[1]]]]"),
              "r: line 1: holds a JSON list; a JSON roster is one object ({\"format\": \"muster-roster\", ...})");
    EXPECT_EQ(errorOf("\n[{\"format\": \"muster-roster\"}]"),
              "r: line 2: holds a JSON list; a JSON roster is one object ({\"format\": \"muster-roster\", ...})");
    // A text roster's section header still starts with '['.
    EXPECT_EQ(errorOf("force size: 24\n[Home]\nDwarves Footman\n"), "(accepted)");
}

TEST(HostileRoster, MoreLinesOfDiceThanARosterHoldsAreRefused) {
    std::string text = "force size: 24\n[Home]\n";
    for (std::size_t i = 0; i <= Roster::kMaxEntries; ++i) text += "Dwarves Footman\n";
    EXPECT_EQ(errorOf(text),
              "r: line 1003: a roster holds at most 1000 lines of dice (write '3 Dwarves Footman' for "
              "three of one)");
    std::string json = kJsonHead;
    for (std::size_t i = 0; i <= Roster::kMaxEntries; ++i)
        json += std::string(i > 0 ? "," : "") + "\"Dwarves Footman\"";
    EXPECT_EQ(errorOf(json + "]}}"),
              "r: field 'armies.home[1000]': a roster holds at most 1000 lines of dice (write '3 Dwarves Footman' for "
              "three of one)");
}

std::string deckWith(const std::string& homeArmy) {
    return "<deck game=\"" + std::string(OctgnDeck::kGameId) + "\">\n<section name=\"Home Army\">\n" + homeArmy +
           "</section>\n</deck>\n";
}

TEST(HostileDeck, TwoDecksInOneFileAreRefused) {
    const std::string one = deckWith("<card qty=\"2\">Dwarves Footman</card>\n");
    EXPECT_EQ(deckErrorOf(one + one),
              "d.o8d: line 6: a second <deck> after the deck: a deck file holds one deck (the first starts on line 1)");
}

TEST(HostileDeck, MoreCardsThanADeckHoldsAreRefused) {
    std::string cards;
    for (std::size_t i = 0; i <= Roster::kMaxEntries; ++i) cards += "<card qty=\"1\">Dwarves Footman</card>\n";
    EXPECT_EQ(deckErrorOf(deckWith(cards)),
              "d.o8d: line 1003: a deck holds at most 1000 cards (lines of dice; qty=\"3\" gives three of one)");
}

TEST(HostileDeck, MessagesQuoteAtMostAFewBytesEscaped) {
    const std::string longName(100000, 'n');
    const std::string message = deckErrorOf(deckWith("<card qty=\"1\">\x1b[2J" + longName + "</card>\n"));
    EXPECT_LT(message.size(), 600U) << message.substr(0, 600);
    EXPECT_EQ(message.find('\x1b'), std::string::npos);
    EXPECT_NE(message.find("\\x1B[2J"), std::string::npos) << message.substr(0, 600);
}

}  // namespace
