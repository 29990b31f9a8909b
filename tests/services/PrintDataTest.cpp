// services/PrintData.h: what the roster, pairings and standings sheets show (shared by the CLI and GUI).
#include <gtest/gtest.h>

#include <filesystem>

#include "../TestCatalog.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/services/PrintData.h"

using namespace muster;
namespace fs = std::filesystem;

namespace {

using muster::testsupport::catalog;

rules::tournament::Event smallSwiss() {
    return rules::tournament::EventIO::readFile((fs::path(MUSTER_TEST_DATA) / "events" / "small-swiss.json").string());
}

}  // namespace

TEST(PrintDataTest, RosterSheetOfALegalRosterHasItsLinesTotalsAndVerdict) {
    const auto roster =
        domain::RosterIO::readFile((fs::path(MUSTER_TEST_DATA) / "rosters" / "legal-24.txt").string(), catalog());
    const auto data = services::rosterSheetData(catalog(), roster);
    EXPECT_EQ(data.verdict, reports::RosterVerdict::Legal);
    ASSERT_EQ(data.armies.size(), 3U);
    EXPECT_EQ(data.armies[0].name, "Home");
    int points = 0;
    for (const auto& army : data.armies) points += army.points;
    EXPECT_GT(points, 0);
    ASSERT_FALSE(data.totals.empty());
    EXPECT_EQ(data.totals[0].label, "Points");
    EXPECT_EQ(data.totals[0].value.substr(0, data.totals[0].value.find(' ')), std::to_string(points));
    EXPECT_EQ(data.catalogRevision, catalog().revision());
    // Each army's expected results at its planned terrain (rules/analytics), "mean ± sd" per roll.
    ASSERT_EQ(data.expectedColumns.size(), 5U);
    ASSERT_FALSE(data.expected.empty());
    EXPECT_EQ(data.expected[0].army, "Home");
    ASSERT_EQ(data.expected[0].values.size(), 5U);
    EXPECT_NE(data.expected[0].values[1].find("\u00b1"), std::string::npos);
}

// A format that cannot be read is not checked as open behind the player's back: the sheet is not "legal".
TEST(PrintDataTest, RosterSheetOfARosterWhoseFormatCannotBeReadIsNotLegal) {
    auto roster =
        domain::RosterIO::readFile((fs::path(MUSTER_TEST_DATA) / "rosters" / "legal-24.txt").string(), catalog());
    roster.eventFormat = (fs::path(MUSTER_TEST_DATA) / "formats" / "misspelt-class.json").string();
    const auto data = services::rosterSheetData(catalog(), roster);
    EXPECT_EQ(data.verdict, reports::RosterVerdict::Illegal);
    EXPECT_NE(data.verdictNote.find("could not be read"), std::string::npos) << data.verdictNote;
}

TEST(PrintDataTest, RosterSheetMarksUnknownDiceAndMissingOnes) {
    domain::Roster roster;
    roster.forceSize = 24;
    const auto footman = *catalog().findDie("Dwarves Footman");
    roster.section(domain::RosterSection::Home).push_back({"Dwarves Footman", 3, footman, 0});
    roster.section(domain::RosterSection::Home).push_back({"Hobbit Archer", 1, std::nullopt, 0});
    services::RosterSheetContext context;
    context.missing = [footman](domain::DieId die) { return die == footman ? 2 : 0; };
    const auto data = services::rosterSheetData(catalog(), roster, context);
    EXPECT_EQ(data.verdict, reports::RosterVerdict::Illegal);  // far from 24 points, an unknown die
    ASSERT_EQ(data.armies[0].units.size(), 2U);
    EXPECT_EQ(data.armies[0].units[0].note, "not owned: 2");
    EXPECT_EQ(data.armies[0].units[0].points, 3 * catalog().die(footman).basePoints());
    EXPECT_EQ(data.armies[0].units[1].note, "not in the catalog");
    EXPECT_FALSE(data.findings.empty());
}

TEST(PrintDataTest, PairingsAndStandingsOfAnEvent) {
    const auto event = smallSwiss();
    ASSERT_FALSE(event.rounds.empty());
    const auto& round = event.rounds.front();
    const auto pairings = services::pairingsData(event, round);
    EXPECT_EQ(pairings.event, event.settings.name);
    EXPECT_EQ(pairings.round, round.number);
    ASSERT_EQ(pairings.pairings.size(), round.pairings.size());
    EXPECT_EQ(pairings.pairings[0].playerA, event.player(round.pairings[0].a).name);

    const auto standings = services::standingsData(event, 0);
    EXPECT_EQ(standings.afterRound, static_cast<int>(event.rounds.size()));
    EXPECT_EQ(standings.rows.size(), event.players.size());
    EXPECT_EQ(standings.rows[0].rank, 1);
    ASSERT_EQ(standings.tiebreakerNames.size(), event.settings.tiebreakers.size());
    EXPECT_EQ(standings.tiebreakerNames[0], services::tiebreakerTitle(event.settings.tiebreakers[0]));
    EXPECT_EQ(services::standingsData(event, 1).afterRound, 1);
}
