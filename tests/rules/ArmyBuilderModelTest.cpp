#include <gtest/gtest.h>

#include <algorithm>

#include "../TestCatalog.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/rules/ArmyBuilderModel.h"

using namespace muster;
using domain::RosterSection;

namespace {
using muster::testsupport::catalog;
const rules::ForceValidator& validator() {
    static const rules::ForceValidator v(catalog());
    return v;
}
domain::DieId die(const char* name) {
    return *catalog().findDie(name);
}
}  // namespace

TEST(ArmyBuilderModel, EveryEditValidatesAgainAndUndoRestoresTheFinding) {
    rules::ArmyBuilderModel model(validator());
    model.setForceSize(24);
    const std::size_t before = model.report().findings.size();
    ASSERT_GT(before, 0U);  // an empty force of 24 points is not legal
    model.addDie(RosterSection::Home, die("Dwarves Footman"), 2);
    EXPECT_EQ(model.report().totals.armyPoints[0], 2);
    EXPECT_TRUE(model.modified());
    model.undo();
    EXPECT_EQ(model.report().totals.armyPoints[0], 0);
    model.redo();
    EXPECT_EQ(model.report().totals.armyPoints[0], 2);
}

TEST(ArmyBuilderModel, AFindingPointsAtTheLinesItNames) {
    rules::ArmyBuilderModel model(validator());
    model.setForceSize(24);
    // A major terrain inside an army is a finding that names that die.
    model.addDie(RosterSection::Home, die("Dwarves Footman"));
    const auto terrain = std::find_if(catalog().dice().begin(), catalog().dice().end(),
                                      [](const domain::Die& d) { return d.isMajorTerrain(); });
    ASSERT_NE(terrain, catalog().dice().end());
    model.addDie(RosterSection::Horde, terrain->id);
    const auto& findings = model.report().findings;
    const auto found = std::find_if(findings.begin(), findings.end(), [&](const rules::Finding& f) {
        return std::find(f.dice.begin(), f.dice.end(), terrain->name) != f.dice.end();
    });
    ASSERT_NE(found, findings.end());
    const auto lines = model.linesOf(*found);
    ASSERT_EQ(lines.size(), 1U);
    EXPECT_EQ(lines[0], (rules::RosterLine{RosterSection::Horde, 0}));
    model.removeOne(lines[0]);
    EXPECT_TRUE(
        std::none_of(model.report().findings.begin(), model.report().findings.end(), [&](const rules::Finding& f) {
            return std::find(f.dice.begin(), f.dice.end(), terrain->name) != f.dice.end();
        }));
}

TEST(ArmyBuilderModel, AddByNameResolvesAsPlayersWrite) {
    rules::ArmyBuilderModel model(validator());
    EXPECT_TRUE(model.addDieByName(RosterSection::Campaign, "dwarves footman", 3));
    EXPECT_FALSE(model.addDieByName(RosterSection::Campaign, "no such die at all"));
    ASSERT_EQ(model.roster().section(RosterSection::Campaign).size(), 1U);
    EXPECT_EQ(model.roster().section(RosterSection::Campaign)[0].count, 3);
}

TEST(ArmyBuilderModel, AddByNameReadsPluralsAndSingularSpecies) {
    rules::ArmyBuilderModel model(validator());
    EXPECT_TRUE(model.addDieByName(RosterSection::Home, "Dwarves Footmen", 3));
    EXPECT_TRUE(model.addDieByName(RosterSection::Home, "Dwarf Warlord"));
    EXPECT_TRUE(model.addDieByName(RosterSection::Home, "Marksman"));
    ASSERT_EQ(model.roster().section(RosterSection::Home).size(), 3U);
    EXPECT_EQ(model.roster().section(RosterSection::Home)[2].die, die("Dwarves Marksman"));
}

// Issue 31 item 14: a typed or picked major terrain sets the terrains, and dice that start in the Summoning Pool
// go there whatever army they were aimed at.
TEST(ArmyBuilderModel, PlacementPutsTerrainsAndPoolDiceWhereTheRulesDo) {
    using Where = rules::Placement::Where;
    rules::ArmyBuilderModel model(validator());
    struct Case {
        const char* die;
        RosterSection asked;
        Where where;
        RosterSection section;
    };
    const Case cases[] = {
        {"Highland City", RosterSection::Campaign, Where::HomeTerrain, RosterSection::Campaign},
        {"Coastland Tower", RosterSection::Home, Where::FrontierTerrain, RosterSection::Home},
        {"Flatland Castle", RosterSection::Home, Where::TerrainsChosen, RosterSection::Home},
        {"Fire Drake", RosterSection::Home, Where::Section, RosterSection::SummoningPool},
        {"Dragonkin Fire Dragontroop", RosterSection::Horde, Where::Section, RosterSection::SummoningPool},
        {"Highland Bridge", RosterSection::Campaign, Where::Section, RosterSection::SummoningPool},
        {"Dwarves Footman", RosterSection::Horde, Where::Section, RosterSection::Horde},
        {"Fire Dawn Blade", RosterSection::Campaign, Where::Section, RosterSection::Campaign},
        {"Dwarves Footman", RosterSection::SummoningPool, Where::Section, RosterSection::SummoningPool},
    };
    for (const auto& c : cases) {
        const auto placed = model.place(die(c.die), c.asked);
        EXPECT_EQ(static_cast<int>(placed.where), static_cast<int>(c.where)) << c.die;
        EXPECT_EQ(placed.section, c.section) << c.die;
        EXPECT_EQ(placed.redirected(c.asked), c.where != Where::Section || c.section != c.asked) << c.die;
    }
    EXPECT_EQ(model.roster().homeTerrainDie, die("Highland City"));
    EXPECT_EQ(model.roster().frontierTerrainDie, die("Coastland Tower"));
    EXPECT_EQ(model.roster().section(RosterSection::SummoningPool).size(), 4U);
    EXPECT_EQ(model.roster().section(RosterSection::Horde).size(), 1U);
    EXPECT_TRUE(model.roster().section(RosterSection::Home).empty());
    // Each placement is one change: undo takes the last pool die back, then the next.
    model.undo();
    EXPECT_EQ(model.roster().section(RosterSection::SummoningPool).size(), 3U);
}

TEST(ArmyBuilderModel, MissingDiceComeFromTheCollection) {
    rules::ArmyBuilderModel model(validator());
    model.addDie(RosterSection::Home, die("Dwarves Footman"), 3);
    EXPECT_EQ(model.missing(die("Dwarves Footman")), 0);  // no collection: nothing marked
    model.setOwnedDice({{"Dwarves Footman", 1}});
    EXPECT_EQ(model.missing(die("Dwarves Footman")), 2);
    model.setOwnedDice({{"Dwarves Footman", 5}});
    EXPECT_EQ(model.missing(die("Dwarves Footman")), 0);
    model.clearOwnedDice();
    EXPECT_FALSE(model.knowsCollection());
}

TEST(ArmyBuilderModel, TotalsAndVerdictReadAsText) {
    rules::ArmyBuilderModel model(validator());
    model.setForceSize(24);
    const auto lines = model.totalsLines();
    ASSERT_FALSE(lines.empty());
    EXPECT_EQ(lines[0].rfind("Force: 0 of ", 0), 0U) << lines[0];
    // Nothing chosen yet: the roster is empty, not "wrong"; the first die brings the errors.
    EXPECT_TRUE(model.isBlank());
    EXPECT_EQ(model.verdictText(), "Empty roster");
    model.addDie(RosterSection::Home, die("Dwarves Footman"));
    EXPECT_FALSE(model.isBlank());
    EXPECT_NE(model.verdictText().find("error"), std::string::npos) << model.verdictText();
}

// What the builder says is still missing, in words, for rosters at several stages.
struct StillMissingCase {
    const char* label;
    std::vector<std::pair<RosterSection, const char*>> dice;
    bool terrains;
    std::vector<std::string> expected;
};

class StillMissing : public ::testing::TestWithParam<StillMissingCase> {};

TEST_P(StillMissing, SaysWhatTheRosterLacksInWords) {
    const auto& c = GetParam();
    rules::ArmyBuilderModel model(validator());
    model.reset([] {
        domain::Roster r;
        r.forceSize = 24;
        return r;
    }());
    for (const auto& [section, name] : c.dice) model.addDie(section, die(name));
    if (c.terrains) {
        model.setHomeTerrain(die("Highland City"));
        model.setFrontierTerrain(die("Coastland Tower"));
    }
    EXPECT_EQ(model.stillMissing(), c.expected);
}

INSTANTIATE_TEST_SUITE_P(
    Table, StillMissing,
    ::testing::Values(
        StillMissingCase{"blank",
                         {},
                         false,
                         {"add 24 more points", "Home needs a unit", "Horde needs a unit", "Campaign needs a unit",
                          "add 1 dragon", "choose a home terrain", "choose a frontier terrain"}},
        StillMissingCase{"one footman and terrains",
                         {{RosterSection::Home, "Dwarves Footman"}},
                         true,
                         {"add 23 more points", "Horde needs a unit", "Campaign needs a unit", "add 1 dragon"}},
        StillMissingCase{"two dragons",
                         {{RosterSection::Home, "Dwarves Footman"},
                          {RosterSection::Horde, "Dwarves Footman"},
                          {RosterSection::Campaign, "Dwarves Footman"},
                          {RosterSection::SummoningPool, "Fire Drake"},
                          {RosterSection::SummoningPool, "Fire Drake"}},
                         true,
                         {"add 21 more points", "remove 1 dragon"}}),
    [](const auto& param) {
        std::string name = param.param.label;
        std::replace(name.begin(), name.end(), ' ', '_');
        return name;
    });

TEST(ArmyBuilderModel, AnArmyOverItsLimitSaysHowManyPointsToMove) {
    rules::ArmyBuilderModel model(validator());
    model.setForceSize(24);
    model.addDie(RosterSection::Horde, die("Dwarves Footman"), 13);
    EXPECT_EQ(model.armyPoints(RosterSection::Horde), 13);
    EXPECT_EQ(model.armyLimit(), 12);
    const auto missing = model.stillMissing();
    EXPECT_NE(std::find(missing.begin(), missing.end(), "move 1 point out of the Horde"), missing.end());
}

TEST(ArmyBuilderModel, DragonkinCostNoPointsButShowTheirHealth) {
    rules::ArmyBuilderModel model(validator());
    const auto kin = std::find_if(catalog().dice().begin(), catalog().dice().end(),
                                  [](const domain::Die& d) { return d.isDragonkin(); });
    ASSERT_NE(kin, catalog().dice().end());
    const domain::RosterEntry line{kin->name, 2, kin->id, 0};
    EXPECT_EQ(model.linePoints(line), 0);
    EXPECT_EQ(model.lineHealth(line), 2 * kin->health);
    EXPECT_GT(model.lineHealth(line), 0);
}

TEST(ArmyBuilderModel, LinePointsUseTheMediumEquipmentPairRule) {
    rules::ArmyBuilderModel model(validator());
    domain::RosterEntry footmen{"Dwarves Footman", 3, die("Dwarves Footman"), 0};
    EXPECT_EQ(model.linePoints(footmen), 3 * catalog().die(die("Dwarves Footman")).health);
    const auto medium = std::find_if(catalog().dice().begin(), catalog().dice().end(), [](const domain::Die& d) {
        return d.kind == domain::DieKind::Equipment && d.size == domain::DieSize::Medium;
    });
    if (medium != catalog().dice().end()) {
        domain::RosterEntry pair{medium->name, 2, medium->id, 0};
        EXPECT_EQ(model.linePoints(pair), rules::ForceValidator::mediumEquipmentPoints(2));
    }
}
