// Rosters as text to paste: the text and Markdown forms (with points and a verdict, or without) read back to the
// same roster, for every roster in the repository; the Markdown reader's messages name the Markdown's lines.
#include <gtest/gtest.h>

#include "../TestCatalog.h"
#include "RepositoryRosters.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/RosterText.h"

using namespace muster::domain;
using muster::testsupport::catalog;
using muster::testsupport::expectSameRoster;

namespace {

// A listing with a note for every line, as rules/ fills it (the values do not matter to the readers).
RosterListing listingFor(const Roster& roster) {
    RosterListing listing;
    for (const RosterSection s : kRosterSections) {
        for (std::size_t i = 0; i < roster.section(s).size(); ++i) {
            listing.entryPoints[static_cast<std::size_t>(s)].push_back(
                i % 3 == 2 ? std::nullopt : std::optional<int>(static_cast<int>(i) + 1));
        }
    }
    listing.armyPoints = {12, 1, 0};
    listing.armyLimit = 12;
    listing.totals = "24 of 24 points, 1 of 1 dragon";
    listing.verdict = "2 errors, 1 warning";
    listing.checkedAgainst = "v4.01d, event format open";
    listing.findings = {"force-total (error): The units add up to 20 points [sic] *not* 24.",
                        "dragon-count (error): x"};
    return listing;
}

}  // namespace

TEST(RosterText, EveryRosterInTheRepositoryReadsBackInBothForms) {
    const auto rosters = muster::testsupport::repositoryRosters();
    int roundTrips = 0;
    for (const auto& [source, roster] : rosters) {
        const RosterListing listing = listingFor(roster);
        for (const RosterTextForm form : {RosterTextForm::Text, RosterTextForm::Markdown}) {
            for (const RosterListing* notes : {static_cast<const RosterListing*>(nullptr), &listing}) {
                std::string written;
                try {
                    written = RosterText::write(roster, form, notes, source);
                } catch (const RosterFormatError& e) {
                    // Only values the text forms cannot hold ('#', line breaks) are refused.
                    EXPECT_TRUE(std::string(e.what()).find("can only be written as JSON") != std::string::npos)
                        << e.what();
                    continue;
                }
                EXPECT_EQ(RosterText::looksLikeMarkdown(written), form == RosterTextForm::Markdown) << written;
                const std::string where = source + (form == RosterTextForm::Markdown ? " (Markdown" : " (text") +
                                          (notes != nullptr ? ", with points)" : ")");
                expectSameRoster(roster, RosterIO::parse(written, catalog(), "pasted"), where, true);
                if (::testing::Test::HasFailure()) FAIL() << written;
                ++roundTrips;
            }
        }
    }
    EXPECT_GE(roundTrips, 60);
}

TEST(RosterText, MarkdownShowsTheArmiesPointsAndVerdict) {
    Roster roster;
    roster.name = "Stars_and *Stone*";
    roster.player = "Ann";
    roster.forceSize = 24;
    roster.homeTerrain = "Highland City";
    roster.section(RosterSection::Home).push_back(RosterEntry{"Dwarves Footman", 2, std::nullopt, 0});
    roster.section(RosterSection::SummoningPool).push_back(RosterEntry{"Fire Drake", 1, std::nullopt, 0});
    RosterListing listing;
    listing.entryPoints[0] = {4};
    listing.entryPoints[3] = {std::nullopt};
    listing.armyPoints = {4, 0, 0};
    listing.armyLimit = 12;
    listing.totals = "4 of 24 points, 1 of 1 dragon";
    listing.verdict = "3 errors";
    listing.checkedAgainst = "v4.01d, event format open";
    const std::string md = RosterText::write(roster, RosterTextForm::Markdown, &listing);
    EXPECT_NE(md.find("## Stars\\_and \\*Stone\\*\n"), std::string::npos) << md;
    EXPECT_NE(md.find("- **Force size:** 24\n"), std::string::npos) << md;
    EXPECT_NE(md.find("### Home (4 points, at most 12)\n"), std::string::npos) << md;
    EXPECT_NE(md.find("- 2 Dwarves Footman (4 points)\n"), std::string::npos) << md;
    EXPECT_NE(md.find("### Summoning Pool\n\n- Fire Drake\n"), std::string::npos) << md;
    EXPECT_NE(md.find("> **Verdict: 3 errors**; 4 of 24 points, 1 of 1 dragon"), std::string::npos) << md;
    const Roster back = RosterIO::parse(md, catalog(), "pasted");
    EXPECT_EQ(back.name, roster.name);
    EXPECT_EQ(back.section(RosterSection::Home).at(0).count, 2);

    const std::string text = RosterText::write(roster, RosterTextForm::Text, &listing);
    EXPECT_NE(text.find("[Home]  # 4 points, at most 12\n2 Dwarves Footman  # 4 points\n"), std::string::npos) << text;
    EXPECT_NE(text.find("# Verdict: 3 errors; 4 of 24 points"), std::string::npos) << text;
}

TEST(RosterText, MarkdownErrorsNameTheMarkdownLine) {
    const std::string md =
        "## Broken\n"
        "\n"
        "- **Force size:** 24\n"
        "\n"
        "### Home (3 points)\n"
        "\n"
        "- 0 Dwarves Footman (3 points)\n";
    try {
        (void)RosterIO::parse(md, catalog(), "pasted.md");
        FAIL() << "read";
    } catch (const RosterFormatError& e) {
        EXPECT_EQ(e.line(), 7) << e.what();
        EXPECT_NE(std::string(e.what()).find("count"), std::string::npos) << e.what();
    }
    // A text roster whose comments look like headings stays a text roster.
    EXPECT_FALSE(RosterText::looksLikeMarkdown("# Home\nforce size: 24\n[Home]\nDwarves Footman\n"));
}
