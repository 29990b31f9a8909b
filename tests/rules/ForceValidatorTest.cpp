// Force validator: every rule id at its boundaries, both editions, every built-in event format.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "../TestCatalog.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/ItemCarrying.h"

using namespace muster::domain;
using namespace muster::rules;

namespace {

using muster::testsupport::catalog;
const ForceValidator& validator() {
    static const ForceValidator v(catalog());
    return v;
}
EventFormat builtIn(const std::string& name) {
    return EventFormatLoader::loadFile(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "formats" / (name + ".json"));
}

struct Spec {
    int force = 24;
    std::vector<std::string> home, horde, campaign, pool;
    std::string homeTerrain = "Highland City";
    std::string frontierTerrain = "Coastland Tower";
    std::string edition = "v4.01d";
    int players = 2;
};

// "N Dwarves Footman" lists that fill an army with N points.
std::vector<std::string> footmen(int points) {
    if (points <= 0) return {};
    return {std::to_string(points) + " Dwarves Footman"};
}

// A legal V4.01d force of `force` points: three armies as even as possible, the right number of dragons.
Spec legalSpec(int force, Edition edition = Edition::V401d) {
    Spec s;
    s.force = force;
    s.edition = std::string(toString(edition));
    const int third = force / 3;
    s.home = footmen(third);
    s.horde = footmen(third);
    s.campaign = footmen(force - 2 * third);
    for (int i = 0; i < ForceValidator::dragonsRequired(edition, force); ++i) s.pool.push_back("Fire Drake");
    return s;
}

Roster build(const Spec& s) {
    std::string text = "force size: " + std::to_string(s.force) + "\nedition: " + s.edition +
                       "\nplayers: " + std::to_string(s.players) + "\n";
    if (!s.homeTerrain.empty()) text += "home terrain: " + s.homeTerrain + "\n";
    if (!s.frontierTerrain.empty()) text += "frontier terrain: " + s.frontierTerrain + "\n";
    auto section = [&text](const char* header, const std::vector<std::string>& entries) {
        text += std::string("[") + header + "]\n";
        for (const auto& e : entries) text += e + "\n";
    };
    section("Home", s.home);
    section("Horde", s.horde);
    section("Campaign", s.campaign);
    section("Summoning Pool", s.pool);
    return RosterIO::parseText(text, catalog(), "test");
}

ValidationReport check(const Spec& s, const EventFormat* format = nullptr) {
    ValidationOptions options;
    options.format = format;
    return validator().validate(build(s), options);
}

std::vector<std::string> errorRules(const ValidationReport& r) {
    std::vector<std::string> out;
    for (const auto& f : r.findings) {
        if (f.severity == Severity::Error) out.emplace_back(toString(f.rule));
    }
    return out;
}

std::string dump(const ValidationReport& r) {
    std::string out;
    for (const auto& f : r.findings) out += std::string(toString(f.rule)) + ": " + f.message + "\n";
    return out;
}

const Finding* find(const ValidationReport& r, RuleId rule) {
    for (const auto& f : r.findings) {
        if (f.rule == rule) return &f;
    }
    return nullptr;
}

}  // namespace

TEST(ForceValidator, RuleIdsAreFixed) {
    const std::vector<std::string> expected = {
        "unknown-die",           "force-total",           "army-limit",      "army-empty", "terrains",
        "advanced-terrain-home", "dragon-count",          "dragonkin-limit", "placement",  "minor-terrain-limit",
        "item-carrying",         "component-not-allowed", "format-limit"};
    for (int i = 0; i < kRuleCount; ++i) {
        EXPECT_EQ(toString(static_cast<RuleId>(i)), expected[static_cast<std::size_t>(i)]);
        EXPECT_EQ(parseRuleId(expected[static_cast<std::size_t>(i)]), static_cast<RuleId>(i));
    }
}

// --- dragon-count and force sizes -------------------------------------------------------------------------

struct DragonRow {
    int force;
    int v4;
    int tsr;
};
class DragonCount : public ::testing::TestWithParam<DragonRow> {};

TEST_P(DragonCount, RequiredDragonsPerEdition) {
    const auto row = GetParam();
    EXPECT_EQ(ForceValidator::dragonsRequired(Edition::V401d, row.force), row.v4);
    EXPECT_EQ(ForceValidator::dragonsRequired(Edition::Tsr1996, row.force), row.tsr);
}

TEST_P(DragonCount, ExactNumberIsLegalOneMoreOrLessIsNot) {
    const auto row = GetParam();
    Spec s = legalSpec(row.force);
    auto report = check(s);
    EXPECT_TRUE(report.legal()) << dump(report);
    EXPECT_EQ(report.totals.dragonsRequired, row.v4);
    EXPECT_EQ(report.totals.dragonsBrought, row.v4);
    EXPECT_EQ(report.totals.armyLimit, row.force / 2);
    EXPECT_EQ(report.totals.dragonkinAllowance, row.force / 3);
    s.pool.push_back("Water Drake");
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"dragon-count"});
    s.pool.resize(static_cast<std::size_t>(row.v4 - 1));
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"dragon-count"});
}

// The Dragonkin allowance at each listed force size: exactly the allowance is legal, one health more is not.
TEST_P(DragonCount, DragonkinUpToTheAllowance) {
    const auto row = GetParam();
    Spec s = legalSpec(row.force);
    const int allowance = row.force / 3;
    s.pool.push_back(std::to_string(allowance) + " Dragonkin Fire Dragontroop");  // one health each
    const auto report = check(s);
    EXPECT_TRUE(report.legal()) << dump(report);
    EXPECT_EQ(report.totals.dragonkinHealth, allowance);
    s.pool.push_back("Dragonkin Water Dragontroop");
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"dragonkin-limit"});
}

TEST_P(DragonCount, WhiteDragonCountsTwo) {
    const auto row = GetParam();
    Spec s = legalSpec(row.force);
    s.pool = {"White Drake"};
    for (int i = 2; i < row.v4; ++i) s.pool.push_back("Fire Drake");
    const auto report = check(s);
    EXPECT_EQ(report.totals.dragonsBrought, std::max(2, row.v4));
    if (row.v4 >= 2) {
        EXPECT_TRUE(report.legal()) << dump(report);
    } else {
        EXPECT_EQ(errorRules(report), std::vector<std::string>{"dragon-count"});
    }
}

TEST_P(DragonCount, Tsr1996MissingDragonsCostThreePointsEach) {
    const auto row = GetParam();
    Spec s = legalSpec(row.force, Edition::Tsr1996);
    EXPECT_TRUE(check(s).legal()) << dump(check(s));
    // One dragon fewer: legal only when the armies shrink by 3 points.
    s.pool.pop_back();
    auto report = check(s);
    EXPECT_EQ(report.totals.allowedTotal, row.force - 3);
    EXPECT_EQ(errorRules(report), std::vector<std::string>{"force-total"});
    ASSERT_NE(find(report, RuleId::DragonCount), nullptr);
    EXPECT_EQ(find(report, RuleId::DragonCount)->severity, Severity::Warning);
    const int third = (row.force - 3) / 3;
    s.home = footmen(third);
    s.horde = footmen(third);
    s.campaign = footmen(row.force - 3 - 2 * third);
    report = check(s);
    EXPECT_TRUE(report.legal()) << dump(report);
    EXPECT_EQ(report.totals.armyLimit, (row.force - 3) / 2);
    // One dragon too many is an error.
    s = legalSpec(row.force, Edition::Tsr1996);
    s.pool.push_back("Fire Drake");
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"dragon-count"});
}

INSTANTIATE_TEST_SUITE_P(ForceSizes, DragonCount,
                         ::testing::Values(DragonRow{15, 1, 1}, DragonRow{24, 1, 1}, DragonRow{25, 2, 2},
                                           DragonRow{36, 2, 2}, DragonRow{48, 2, 2}, DragonRow{49, 3, 2},
                                           DragonRow{60, 3, 3}));

// --- force-total and army-limit ---------------------------------------------------------------------------

class ArmyLimit : public ::testing::TestWithParam<int> {};

TEST_P(ArmyLimit, AnArmyAtHalfTheForceIsLegalOneMoreIsNot) {
    const int force = GetParam();
    const int limit = force / 2;
    Spec s = legalSpec(force);
    s.home = footmen(limit);
    const int rest = force - limit;
    s.horde = footmen(rest / 2);
    s.campaign = footmen(rest - rest / 2);
    EXPECT_TRUE(check(s).legal()) << dump(check(s));
    s.home = footmen(limit + 1);
    s.campaign = footmen(rest - rest / 2 - 1);
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"army-limit"});
}

TEST_P(ArmyLimit, TotalMustMatchExactly) {
    const int force = GetParam();
    Spec s = legalSpec(force);
    s.campaign.push_back("Dwarves Footman");
    auto report = check(s);
    EXPECT_EQ(errorRules(report), std::vector<std::string>{"force-total"});
    EXPECT_EQ(report.totals.points, force + 1);
    s = legalSpec(force);
    s.home = footmen(force / 3 - 1);
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"force-total"});
}

INSTANTIATE_TEST_SUITE_P(ForceSizes, ArmyLimit, ::testing::Values(15, 24, 25, 36, 48, 49, 60));

// --- medium equipment, priced per pair ----------------------------------------------------------------------

struct MediumRow {
    int count;
    int points;
};
class MediumEquipment : public ::testing::TestWithParam<MediumRow> {};

TEST_P(MediumEquipment, PricedPerPairOverTheForce) {
    const auto row = GetParam();
    EXPECT_EQ(ForceValidator::mediumEquipmentPoints(row.count), row.points);
    // A 36-point force: Amazons carry any element. Spread mediums over the armies (Home takes the odd one).
    Spec s;
    s.force = 36;
    s.pool = {"Fire Drake", "Water Drake"};
    std::array<int, 3> mediums{};
    for (int i = 0; i < row.count; ++i) mediums[static_cast<std::size_t>(i % 3)] += 1;
    std::array<std::vector<std::string>*, 3> armies{&s.home, &s.horde, &s.campaign};
    const int unitPoints = 36 - row.points;
    for (std::size_t a = 0; a < 3; ++a) {
        const int points = unitPoints / 3 + (a == 0 ? unitPoints % 3 : 0);
        armies[a]->push_back(std::to_string(points) + " Amazons Soldier");
        if (mediums[a] > 0) armies[a]->push_back(std::to_string(mediums[a]) + " Fire Dawn Blade");
    }
    const auto report = check(s);
    EXPECT_EQ(report.totals.points, 36);
    EXPECT_TRUE(report.legal()) << dump(report);
    // One medium die more breaks the total.
    s.home.push_back("Water Dawn Blade");
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"force-total"});
}

INSTANTIATE_TEST_SUITE_P(OneToFive, MediumEquipment,
                         ::testing::Values(MediumRow{1, 2}, MediumRow{2, 3}, MediumRow{3, 5}, MediumRow{4, 6},
                                           MediumRow{5, 8}));

TEST(ForceValidator, ArmyPricesItsOwnMediumPairs) {
    // Home: 11 points of units + 1 medium (2) = 13 > 12; the force total counts 2 mediums as 3.
    Spec s = legalSpec(24);
    s.home = {"11 Amazons Soldier", "Fire Dawn Blade"};
    s.horde = {"5 Amazons Soldier", "Fire Dawn Blade"};
    s.campaign = {"5 Amazons Soldier"};
    auto report = check(s);
    EXPECT_EQ(report.totals.points, 24);
    EXPECT_EQ(report.totals.armyPoints[0], 13);
    // Over the limit only under the strict per-army price: a warning.
    ASSERT_NE(find(report, RuleId::ArmyLimit), nullptr);
    EXPECT_EQ(find(report, RuleId::ArmyLimit)->severity, Severity::Warning);
    EXPECT_TRUE(report.legal());
    // With both mediums in Home, Home is over the limit whichever way: an error.
    s.home = {"10 Amazons Soldier", "2 Fire Dawn Blade"};
    s.horde = {"6 Amazons Soldier"};
    s.campaign = {"5 Amazons Soldier"};
    report = check(s);
    EXPECT_EQ(errorRules(report), std::vector<std::string>{"army-limit"});
}

// --- army-empty ---------------------------------------------------------------------------------------------

TEST(ForceValidator, AnArmyWithOnlyItemsIsEmpty) {
    Spec s = legalSpec(24);
    s.campaign = {"Fire Flicker Foil", "7 Dwarves Footman"};
    s.horde = {"8 Dwarves Footman"};
    s.home = {"8 Dwarves Footman"};
    EXPECT_TRUE(check(s).legal()) << dump(check(s));
    s.campaign = {"Gold Medallion", "2 Fire Vorpal Sword"};  // 8 points of items, no unit
    auto report = check(s);
    EXPECT_EQ(errorRules(report), std::vector<std::string>{"army-empty"});
    EXPECT_EQ(find(report, RuleId::ArmyEmpty)->army, RosterSection::Campaign);
    s.campaign = {};
    s.home = {"16 Dwarves Footman"};
    report = check(s);
    EXPECT_EQ(errorRules(report), (std::vector<std::string>{"army-limit", "army-empty"}));
}

// --- terrains and advanced-terrain-home ---------------------------------------------------------------------

struct TerrainRow {
    const char* home;
    const char* frontier;
    std::vector<std::string> errors;
};
class Terrains : public ::testing::TestWithParam<TerrainRow> {};

TEST_P(Terrains, HomeAndFrontier) {
    const auto& row = GetParam();
    Spec s = legalSpec(24);
    s.homeTerrain = row.home;
    s.frontierTerrain = row.frontier;
    EXPECT_EQ(errorRules(check(s)), row.errors) << dump(check(s));
}

INSTANTIATE_TEST_SUITE_P(Table, Terrains,
                         ::testing::Values(TerrainRow{"Highland City", "Coastland Tower", {}},
                                           TerrainRow{"Highland City", "Flatland Castle", {}},
                                           TerrainRow{"Flatland Castle", "Highland City", {"advanced-terrain-home"}},
                                           TerrainRow{"", "Highland City", {"terrains"}},
                                           TerrainRow{"Highland City", "", {"terrains"}},
                                           TerrainRow{"Coastland Bridge", "Highland City", {"terrains"}},
                                           TerrainRow{"Highland City", "Fire Drake", {"terrains"}},
                                           TerrainRow{"Highlnd Citty", "Coastland Tower", {"unknown-die"}}));

TEST(ForceValidator, TerrainInAnArmyIsReported) {
    Spec s = legalSpec(24);
    s.home.push_back("Swampland Temple");
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"terrains"});
}

// --- dragonkin-limit, placement, minor-terrain-limit --------------------------------------------------------

TEST(ForceValidator, DragonkinAllowanceIsOneHealthPerFullThreePoints) {
    Spec s = legalSpec(24);                            // allowance 8
    s.pool.push_back("2 Dragonkin Fire Dragonchamp");  // 6
    s.pool.push_back("Dragonkin Water Dragonhero");    // 2
    auto report = check(s);
    EXPECT_TRUE(report.legal()) << dump(report);
    EXPECT_EQ(report.totals.dragonkinHealth, 8);
    s.pool.push_back("Dragonkin Water Dragontroop");
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"dragonkin-limit"});
    Spec s25 = legalSpec(26);  // floor(26/3) = 8
    s25.pool.push_back("4 Dragonkin Air Dragonhero");
    EXPECT_TRUE(check(s25).legal()) << dump(check(s25));
}

struct PlacementRow {
    const char* die;
    bool inPool;  // where the test puts it
    std::vector<std::string> errors;
};
class Placement : public ::testing::TestWithParam<PlacementRow> {};

TEST_P(Placement, DiceStartWhereTheRulesSay) {
    const auto& row = GetParam();
    Spec s = legalSpec(24);
    if (row.inPool) {
        s.pool.push_back(row.die);
    } else {
        s.horde.push_back(row.die);
    }
    EXPECT_EQ(errorRules(check(s)), row.errors) << dump(check(s));
}

INSTANTIATE_TEST_SUITE_P(Table, Placement,
                         ::testing::Values(PlacementRow{"Dragonkin Fire Dragontroop", true, {}},
                                           PlacementRow{"Dragonkin Fire Dragontroop", false, {"placement"}},
                                           PlacementRow{"Coastland Bridge", true, {}},
                                           PlacementRow{"Coastland Bridge", false, {"placement"}},
                                           PlacementRow{"Fire Drake", false, {"dragon-count", "placement"}},
                                           PlacementRow{"Dwarves Footman", true, {"placement"}},
                                           PlacementRow{"Gold Medallion", true, {"placement"}}));

TEST(ForceValidator, MinorTerrainsUpToTerrainsInTheGamePlusOne) {
    Spec s = legalSpec(24);
    s.pool.insert(s.pool.end(), {"Coastland Bridge", "Coastland Knoll", "Coastland Village", "Coastland Woods"});
    auto report = check(s);
    EXPECT_TRUE(report.legal()) << dump(report);
    EXPECT_EQ(report.totals.minorTerrainLimit, 4);
    s.pool.push_back("Deadland Bridge");
    EXPECT_EQ(errorRules(check(s)), std::vector<std::string>{"minor-terrain-limit"});
    s.players = 3;
    EXPECT_TRUE(check(s).legal());
    ValidationOptions two;
    two.playersInGame = 2;
    EXPECT_FALSE(validator().validate(build(s), two).legal());
}

// --- item-carrying ------------------------------------------------------------------------------------------

struct CarryRow {
    const char* name;
    std::vector<std::string> army;  // the Home army; filled up to 8 points with Amazons Soldier
    bool legal;
};
class ItemCarryingRows : public ::testing::TestWithParam<CarryRow> {};

TEST_P(ItemCarryingRows, ExactAssignment) {
    const auto& row = GetParam();
    Spec s = legalSpec(36);  // armies of 12
    s.home = row.army;
    // Fill the Home army's remaining points with Dwarves Footmen in the Horde: keep the totals right.
    Roster probe = build(s);
    const auto report0 = validator().validate(probe);
    const int rest = 36 - report0.totals.armyPoints[0];
    s.horde = footmen(rest / 2);
    s.campaign = footmen(rest - rest / 2);
    const auto report = check(s);
    EXPECT_EQ(report.totals.points, 36) << row.name;
    if (row.legal) {
        EXPECT_TRUE(report.legal()) << row.name << "\n" << dump(report);
    } else {
        EXPECT_EQ(errorRules(report), std::vector<std::string>{"item-carrying"}) << row.name << "\n" << dump(report);
    }
}

INSTANTIATE_TEST_SUITE_P(
    Table, ItemCarryingRows,
    ::testing::Values(
        CarryRow{"element match", {"Dwarves Footman", "Fire Flicker Foil"}, true},
        CarryRow{"no matching element", {"Dwarves Footman", "Water Flicker Foil"}, false},
        CarryRow{"two per unit", {"Dwarves Footman", "2 Fire Flicker Foil"}, true},
        CarryRow{"three on one unit", {"Dwarves Footman", "3 Fire Flicker Foil"}, false},
        CarryRow{"artifact counts as equipment", {"Dwarves Footman", "Fire Flicker Foil", "Earth Blade Golem"}, true},
        CarryRow{"medallion alone", {"Dwarves Footman", "Gold Medallion"}, true},
        CarryRow{
            "medallion plus equipment on one unit", {"Dwarves Footman", "Gold Medallion", "Fire Flicker Foil"}, false},
        CarryRow{"medallion and relic need two units", {"2 Dwarves Footman", "Gold Medallion", "Earthfang"}, true},
        CarryRow{"Amazons carry any element", {"Amazons Soldier", "Water Flicker Foil", "Death Trueflyer"}, true},
        CarryRow{"Undead carry death only", {"Undead Zombie", "Death Flicker Foil"}, true},
        CarryRow{"Undead refuse fire", {"Undead Zombie", "Fire Flicker Foil"}, false},
        CarryRow{
            "White Eldarim champion carries any", {"Eldarim Dragonlord", "Air Flicker Foil", "Water Trueflyer"}, true},
        CarryRow{"elemental Eldarim champion: own element", {"Eldarim Fire Dragonmaster", "Air Flicker Foil"}, false},
        // Greedy fails here: putting both fire items on the Dwarf leaves the earth items for the fire-only unit.
        CarryRow{"greedy trap: element order",
                 {"Dwarves Footman", "Eldarim Fire Morehl Follower", "2 Fire Flicker Foil", "2 Earth Flicker Foil"},
                 true},
        // Greedy fails here: one item on each unit leaves no free unit for the medallion.
        CarryRow{"greedy trap: pack to free a unit",
                 {"2 Dwarves Footman", "Fire Flicker Foil", "Earth Flicker Foil", "Gold Medallion"},
                 true},
        CarryRow{"pack is still too much",
                 {"2 Dwarves Footman", "2 Fire Flicker Foil", "Earth Flicker Foil", "Gold Medallion"},
                 false}));

TEST(ItemCarrying, MinimumCarriersIsExact) {
    ItemCarrying c;
    const auto fire = static_cast<int>(Element::Fire);
    const auto earth = static_cast<int>(Element::Earth);
    const auto fireBit = static_cast<std::uint8_t>(1U << fire);
    const auto earthFire = static_cast<std::uint8_t>(fireBit | (1U << earth));
    c.addUnits(earthFire, 3);
    c.addUnits(fireBit, 2);
    c.addElementItems(fire, 5);
    c.addElementItems(earth, 3);
    EXPECT_EQ(c.minimumCarriers(), 4);
    c.addExclusiveItems(1);
    EXPECT_TRUE(c.feasible());
    c.addExclusiveItems(1);
    EXPECT_FALSE(c.feasible());
    ItemCarrying none;
    none.addUnits(0, 3);  // Dragonkin
    none.addExclusiveItems(1);
    EXPECT_FALSE(none.feasible());
}

// --- component-not-allowed: editions and formats -------------------------------------------------------------

struct ComponentRow {
    const char* die;
    const char* section;  // "home" or "pool" or "frontier"
    const char* format;   // built-in format, "" for the edition test
    Edition edition;
};
class Components : public ::testing::TestWithParam<ComponentRow> {};

TEST_P(Components, LeftOutKindsAreErrors) {
    const auto& row = GetParam();
    Spec s = legalSpec(36, row.edition);
    std::string where = row.section;
    if (where == "pool") {
        s.pool.push_back(row.die);
    } else if (where == "frontier") {
        s.frontierTerrain = row.die;
    } else {
        s.home = {"10 Amazons Soldier", row.die};  // equipment 2 points or an Eldarim champion below
        const auto probe = validator().validate(build(s));
        s.horde = footmen(12 + 12 - probe.totals.armyPoints[0]);
    }
    EventFormat format;
    const EventFormat* fp = nullptr;
    if (std::string(row.format).size() > 0) {
        format = builtIn(row.format);
        fp = &format;
    }
    const auto report = check(s, fp);
    const auto errors = errorRules(report);
    EXPECT_NE(std::find(errors.begin(), errors.end(), "component-not-allowed"), errors.end()) << dump(report);
    const auto* finding = find(report, RuleId::ComponentNotAllowed);
    ASSERT_NE(finding, nullptr);
    ASSERT_FALSE(finding->dice.empty());
    // The same roster is fine under the open format and V4.01d, apart from the TSR dragon rules.
    if (row.edition == Edition::V401d) {
        EventFormat open = builtIn("open");
        EXPECT_TRUE(check(s, &open).legal()) << dump(check(s, &open));
    }
}

INSTANTIATE_TEST_SUITE_P(Table, Components,
                         ::testing::Values(ComponentRow{"Dragonkin Fire Dragontroop", "pool", "core", Edition::V401d},
                                           ComponentRow{"Fire Vorpal Sword", "home", "core", Edition::V401d},
                                           ComponentRow{"Coastland Bridge", "pool", "core", Edition::V401d},
                                           ComponentRow{"Flatland Castle", "frontier", "core", Edition::V401d},
                                           ComponentRow{"Eldarim Dragonlord", "home", "core", Edition::V401d},
                                           ComponentRow{"Fire Vorpal Sword", "home", "", Edition::Tsr1996},
                                           ComponentRow{"Dragonkin Fire Dragontroop", "pool", "", Edition::Tsr1996},
                                           ComponentRow{"Coastland Bridge", "pool", "", Edition::Tsr1996},
                                           ComponentRow{"Flatland Castle", "frontier", "", Edition::Tsr1996},
                                           ComponentRow{"White Drake", "pool", "", Edition::Tsr1996}));

// --- format-limit and the built-in formats ------------------------------------------------------------------

TEST(EventFormats, BuiltInsLoad) {
    for (const char* name : {"open", "core", "championship-36", "battlefest-60"}) {
        const auto f = builtIn(name);
        EXPECT_EQ(f.name, name);
    }
    EXPECT_TRUE(builtIn("open").allows(Component::Dragonkin));
    EXPECT_FALSE(builtIn("core").allows(Component::Relics));
    EXPECT_EQ(builtIn("championship-36").forceSizes, std::vector<int>{36});
    EXPECT_EQ(builtIn("battlefest-60").forceSizes, std::vector<int>{60});
}

TEST(EventFormats, EveryBuiltInAcceptsALegalForceOfItsSize) {
    for (const char* name : {"open", "core", "championship-36", "battlefest-60"}) {
        const auto f = builtIn(name);
        const int size = f.forceSizes.empty() ? 24 : f.forceSizes.front();
        const auto report = check(legalSpec(size), &f);
        EXPECT_TRUE(report.legal()) << name << "\n" << dump(report);
        const int other = size == 36 ? 24 : 36;
        const auto wrong = check(legalSpec(other), &f);
        EXPECT_EQ(wrong.legal(), f.forceSizes.empty()) << name;
        if (!f.forceSizes.empty()) {
            EXPECT_EQ(errorRules(wrong), std::vector<std::string>{"format-limit"});
        }
    }
}

TEST(EventFormats, Championship36CapsMagicHealthAt18) {
    const auto f = builtIn("championship-36");
    Spec s = legalSpec(36);
    s.home = {"6 Dwarves Wizard"};  // 18 health of Magic
    s.horde = footmen(9);
    s.campaign = footmen(9);
    EXPECT_TRUE(check(s, &f).legal()) << dump(check(s, &f));
    s.home = {"5 Dwarves Wizard", "3 Dwarves Footman"};
    s.horde = {"Dwarves Wizard", "Dwarves Theurgist", "5 Dwarves Footman"};  // 19 Magic in all
    auto report = check(s, &f);
    EXPECT_EQ(errorRules(report), std::vector<std::string>{"format-limit"});
    // "Magic" covers the Undead "Light Magic" and "Heavy Magic" classes too.
    s.home = {"6 Undead Vampire"};
    s.horde = {"8 Dwarves Footman", "Undead Ghoul"};
    report = check(s, &f);
    EXPECT_EQ(errorRules(report), std::vector<std::string>{"format-limit"}) << dump(report);
}

TEST(EventFormats, OrganiserProfileWithCopyLimitsAndSpecies) {
    const auto f = EventFormatLoader::parse(R"({"format": "muster-event-format", "version": 1, "name": "club",
        "force_sizes": [24, 30], "copy_limits": {"small": 6, "artifact": 1}, "max_species": 1,
        "components": {"minor_terrains": false}})",
                                            "club.json");
    Spec s = legalSpec(24);
    s.home = {"6 Dwarves Footman", "Dwarves Sergeant"};
    s.horde = {"6 Dwarves Sentry", "Dwarves Patroller"};
    s.campaign = {"6 Dwarves Pony Rider", "Dwarves Lizard Rider"};
    EXPECT_TRUE(check(s, &f).legal()) << dump(check(s, &f));
    s.campaign = {"3 Dwarves Pony Rider", "3 Dwarves Footman", "Dwarves Lizard Rider"};  // 9 footmen
    EXPECT_EQ(errorRules(check(s, &f)), std::vector<std::string>{"format-limit"});
    s.campaign = {"6 Amazons Soldier", "Amazons Warrior"};
    EXPECT_EQ(errorRules(check(s, &f)), std::vector<std::string>{"format-limit"});
    s.campaign = {"6 Dwarves Pony Rider", "Dwarves Lizard Rider"};
    s.pool.push_back("Coastland Bridge");
    EXPECT_EQ(errorRules(check(s, &f)), std::vector<std::string>{"component-not-allowed"});
}

// A limit reads the same in every field: 0 allows none (a copy limit of 0 used to mean "no limit" while a
// health cap of 0 meant "none"); a field left out is no limit; max_species 0 is refused.
TEST(EventFormats, ZeroMeansNoneInEveryLimit) {
    auto profile = [](const std::string& limits) {
        return EventFormatLoader::parse(
            R"({"format": "muster-event-format", "version": 1, "name": "zero", )" + limits + "}", "zero.json");
    };
    Spec s = legalSpec(24);
    s.home = {"6 Dwarves Footman", "Dwarves Sergeant"};
    const auto noSmall = profile(R"("copy_limits": {"small": 0})");
    EXPECT_EQ(errorRules(check(s, &noSmall)), std::vector<std::string>{"format-limit"}) << dump(check(s, &noSmall));
    const auto noSergeants = profile(R"("copy_limits": {"medium": 0})");
    EXPECT_EQ(errorRules(check(s, &noSergeants)), std::vector<std::string>{"format-limit"});
    const auto noLimit = profile(R"("copy_limits": {"monster": 1})");
    EXPECT_TRUE(check(s, &noLimit).legal()) << dump(check(s, &noLimit));
    s.home = {"Undead Vampire", "5 Dwarves Footman"};  // 3 health of Light Magic
    EXPECT_TRUE(check(s, &noLimit).legal()) << dump(check(s, &noLimit));
    const auto noMagic = profile(R"("class_health_caps": {"Magic": 0})");
    EXPECT_EQ(errorRules(check(s, &noMagic)), std::vector<std::string>{"format-limit"});
    try {
        (void)profile(R"("max_species": 0)");
        ADD_FAILURE() << "max_species 0 was accepted";
    } catch (const EventFormatError& e) {
        EXPECT_NE(std::string(e.what()).find("field 'max_species': must be at least 1"), std::string::npos) << e.what();
    }
}

TEST(EventFormats, BadProfilesNameTheField) {
    auto message = [](const char* text) {
        try {
            EventFormatLoader::parse(text, "p.json");
        } catch (const EventFormatError& e) {
            return std::string(e.what());
        }
        return std::string();
    };
    EXPECT_NE(message(R"({"format": "x", "version": 1, "name": "a"})").find("'format'"), std::string::npos);
    EXPECT_NE(message(R"({"format": "muster-event-format", "version": 2, "name": "a"})").find("'version'"),
              std::string::npos);
    EXPECT_NE(
        message(R"({"format": "muster-event-format", "version": 1, "name": "a", "components": {"dragons": false}})")
            .find("components.dragons"),
        std::string::npos);
    EXPECT_NE(message(R"({"format": "muster-event-format", "version": 1, "name": "a", "copy_limits": {"huge": 1}})")
                  .find("copy_limits.huge"),
              std::string::npos);
    EXPECT_NE(message("{ nope").find("line 1"), std::string::npos);
    EXPECT_NE(message(R"({"format": "muster-event-format", "version": 1, "name": "a", "max_species": 1,
                          "max_species": 0})")
                  .find("field 'max_species': appears twice"),
              std::string::npos);
}

// A cap on a class no unit has would cap nothing: the catalog check refuses it and lists the classes.
TEST(EventFormats, ClassCapMustNameAUnitClass) {
    auto profile = [](const char* unitClass) {
        return EventFormatLoader::parse(std::string(R"({"format": "muster-event-format", "version": 1, "name": "club",
            "class_health_caps": {")") + unitClass +
                                            R"(": 10}})",
                                        "club.json");
    };
    for (const char* good : {"Magic", "Heavy Melee", "Melee", "Cavalry"}) {
        EXPECT_NO_THROW(EventFormatLoader::checkAgainstCatalog(profile(good), catalog())) << good;
    }
    for (const char* bad : {"Magik", "magic", "Mage", "Magic "}) {
        try {
            EventFormatLoader::checkAgainstCatalog(profile(bad), catalog());
            ADD_FAILURE() << bad << " was accepted";
        } catch (const EventFormatError& e) {
            const std::string what = e.what();
            EXPECT_NE(what.find("club.json: field 'class_health_caps."), std::string::npos) << what;
            EXPECT_NE(what.find("Light Magic"), std::string::npos) << what;
        }
    }
}

// --- unknown-die --------------------------------------------------------------------------------------------

TEST(ForceValidator, UnknownDieSuggestsNearestNames) {
    Spec s = legalSpec(24);
    s.home = {"7 Dwarves Footman", "Dwarfs Fotmen"};
    const auto report = check(s);
    const auto* f = find(report, RuleId::UnknownDie);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->army, RosterSection::Home);
    EXPECT_NE(f->message.find("Dwarves Footman"), std::string::npos) << f->message;
    EXPECT_NE(f->message.find("line"), std::string::npos);
    // The dice concerned are the name as written; the suggestions are in the message, not among the dice.
    EXPECT_EQ(f->dice, std::vector<std::string>{"Dwarfs Fotmen"});
}

// "Did you mean" costs a pass over the catalog: a roster of thousands of junk names gets suggestions for its
// first ten only (every name is still reported), and a name is quoted in the message at most 80 bytes long.
TEST(ForceValidator, SuggestionsAreBoundedPerRoster) {
    // More lines than a roster file may hold (the readers refuse beyond Roster::kMaxEntries since issue 34): a roster
    // built in memory is still checked in bounded time.
    Roster roster = build(legalSpec(24));
    for (int i = 0; i < 30000; ++i)
        roster.section(RosterSection::Home).push_back({"Zz junk " + std::to_string(i), 1, std::nullopt, 0});
    roster.section(RosterSection::Horde).push_back({std::string(100000, 'q'), 1, std::nullopt, 0});
    const auto report = validator().validate(roster, ValidationOptions{});
    int unknown = 0;
    int suggested = 0;
    for (const auto& f : report.findings) {
        if (f.rule != RuleId::UnknownDie) continue;
        ++unknown;
        suggested += f.message.find("did you mean") != std::string::npos ? 1 : 0;
        EXPECT_LT(f.message.size(), 400U);
    }
    EXPECT_EQ(unknown, 30001);
    EXPECT_EQ(suggested, 10);
}

// Each count rule names the dice it counts, so that the builder can point at them.
TEST(ForceValidator, CountFindingsNameTheDiceTheyCount) {
    Spec s = legalSpec(24);
    s.pool = {"2 Fire Drake", "9 Dragonkin Fire Dragontroop", "5 Highland Knoll"};
    const auto report = check(s);
    const auto* dragons = find(report, RuleId::DragonCount);
    const auto* dragonkin = find(report, RuleId::DragonkinLimit);
    const auto* minor = find(report, RuleId::MinorTerrainLimit);
    ASSERT_NE(dragons, nullptr);
    ASSERT_NE(dragonkin, nullptr);
    ASSERT_NE(minor, nullptr);
    EXPECT_EQ(dragons->dice, std::vector<std::string>{"Fire Drake"});
    EXPECT_EQ(dragonkin->dice, std::vector<std::string>{"Dragonkin Fire Dragontroop"});
    EXPECT_EQ(minor->dice, std::vector<std::string>{"Highland Knoll"});
}

TEST(ForceValidator, ArmyLimitNamesTheArmysDice) {
    Spec s = legalSpec(24);
    s.home = footmen(13);
    const auto report = check(s);
    const auto* f = find(report, RuleId::ArmyLimit);
    ASSERT_NE(f, nullptr);
    EXPECT_EQ(f->army, RosterSection::Home);
    EXPECT_EQ(f->dice, std::vector<std::string>{"Dwarves Footman"});
}

TEST(ForceValidator, FindingsCarryReferencesWithPages) {
    Spec s = legalSpec(24);
    s.home = footmen(13);
    const auto report = check(s);
    for (const auto& f : report.findings) {
        EXPECT_NE(f.ref.find("V4.01d p. "), std::string::npos) << f.ref;
        EXPECT_FALSE(f.message.empty());
    }
}

TEST(ForceValidator, ExampleRostersAreLegal) {
    const auto dir = std::filesystem::path(MUSTER_SOURCE_RESOURCES).parent_path() / "docs" / "examples" / "rosters";
    int checked = 0;
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        const Roster roster = RosterIO::readFile(entry.path().string(), catalog());
        const EventFormat format = builtIn(roster.eventFormat);
        ValidationOptions options;
        options.format = &format;
        const auto report = validator().validate(roster, options);
        EXPECT_TRUE(report.legal()) << entry.path() << "\n" << dump(report);
        EXPECT_TRUE(report.findings.empty()) << entry.path();
        ++checked;
    }
    EXPECT_GE(checked, 3);
}
