// The roster analysis behind `muster-cli analyze` and the builder's analytics panel: terrains as written, each
// army's planned terrain, the army that meets it, and the matchup against an opponent.
#include <gtest/gtest.h>

#include <filesystem>

#include "../TestCatalog.h"
#include "muster/domain/RosterIO.h"
#include "muster/services/RosterAnalytics.h"

using namespace muster;
namespace fs = std::filesystem;
using domain::Element;
using domain::ElementSet;
using domain::RosterSection;
using muster::testsupport::catalog;

namespace {

domain::Roster example(const char* name) {
    return domain::RosterIO::readFile(
        (fs::path(MUSTER_TEST_DATA) / ".." / ".." / "docs" / "examples" / "rosters" / name).string(), catalog());
}

}  // namespace

TEST(RosterAnalytics, TerrainsAsWritten) {
    const auto die = services::parseAnalysisTerrain(catalog(), "Coastland City");
    ASSERT_TRUE(die);
    EXPECT_EQ(die->elements, (ElementSet{Element::Air, Element::Water}));
    const auto colours = services::parseAnalysisTerrain(catalog(), "red/green");
    ASSERT_TRUE(colours);
    EXPECT_EQ(colours->elements, (ElementSet{Element::Fire, Element::Water}));
    EXPECT_TRUE(services::parseAnalysisTerrain(catalog(), "none")->elements.empty());
    EXPECT_FALSE(services::parseAnalysisTerrain(catalog(), "Coastlnd Cty"));
    EXPECT_FALSE(services::parseAnalysisTerrain(catalog(), "Dwarves Footman"));  // a die, not a terrain
    EXPECT_NE(services::analysisTerrainProblem(catalog(), "Coastlnd Cty").find("did you mean 'Coastland City'"),
              std::string::npos);
}

TEST(RosterAnalytics, PlannedTerrainsAndMeetingArmies) {
    const auto mine = example("mixed-36.txt");   // home Coastland City, frontier Flatland Grove
    const auto theirs = example("dwarves-24.json");
    const rules::analytics::ArmyAnalyzer analyzer(catalog());
    const auto alone = services::analyzeRoster(analyzer, catalog(), mine, {});
    ASSERT_EQ(alone.size(), 3U);
    EXPECT_EQ(alone[0].terrain.name, "Coastland City");
    EXPECT_EQ(alone[1].terrainFrom.rfind("frontier terrain", 0), 0U);  // the horde, without an opponent
    EXPECT_EQ(alone[2].terrain.name, "Flatland Grove");
    EXPECT_FALSE(alone[0].against);
    EXPECT_EQ(alone[0].analysis.dice, 7);

    services::RosterAnalysisRequest request;
    request.opponent = &theirs;
    const auto against = services::analyzeRoster(analyzer, catalog(), mine, request);
    ASSERT_EQ(against.size(), 3U);
    EXPECT_EQ(against[1].terrainFrom, "the opponent's home terrain");
    EXPECT_EQ(against[1].terrain.name, catalog().die(*theirs.homeTerrainDie).name);
    EXPECT_EQ(against[0].opponentArmy, RosterSection::Horde);
    EXPECT_EQ(against[1].opponentArmy, RosterSection::Home);
    EXPECT_EQ(against[2].opponentArmy, RosterSection::Campaign);
    ASSERT_TRUE(against[0].against);
    EXPECT_GT(against[0].against->melee.damage.mean(), 0.0);
    EXPECT_GT(against[0].opponentHealth, 0);
}
