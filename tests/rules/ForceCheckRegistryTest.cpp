// The force checks' registry: each rule id has exactly one check, the checks run in a fixed order, and the
// checks run one by one add up to exactly what ForceValidator::validate reports.
#include <gtest/gtest.h>

#include <algorithm>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "ForceCheckTestSupport.h"

using namespace muster::rules;
using namespace muster::rules::testing;

namespace {

std::vector<RuleId> allRuleIds() {
    std::vector<RuleId> ids;
    for (int i = 0; i < kRuleCount; ++i) ids.push_back(static_cast<RuleId>(i));
    return ids;
}

// Rosters that between them break every rule (and one that breaks none).
struct BrokenRoster {
    const char* name;
    RosterSpec roster;
    const char* format = "";  // a built-in event format, or "" for none
};

const std::vector<BrokenRoster>& brokenRosters() {
    static const std::vector<BrokenRoster> rows = {
        {"legal", {}},
        {"unknown die", {.homeTerrain = "Highlnd City", .home = {"7 Dwarves Footman", "Dwarf Fotmen"}}},
        {"force total", {.home = {"7 Dwarves Footman"}}},
        {"no force size", {.force = 0}},
        {"army limit", {.home = {"13 Dwarves Footman"}, .horde = {"3 Dwarves Footman"}}},
        {"army empty", {.home = {"12 Dwarves Footman"}, .horde = {"12 Dwarves Footman"}, .campaign = {}}},
        {"terrains", {.homeTerrain = "", .frontierTerrain = "Fire Drake", .pool = {"Fire Drake", "Highland City"}}},
        {"advanced terrain home", {.homeTerrain = "Flatland Castle"}},
        {"dragon count", {.pool = {}}},
        {"TSR dragon warning", {.edition = "tsr-1996", .pool = {}}},
        {"dragonkin limit", {.pool = {"Fire Drake", "9 Dragonkin Fire Dragontroop"}}},
        {"placement", {.home = {"8 Dwarves Footman", "Fire Drake"}, .pool = {"Dwarves Footman"}}},
        {"minor terrain limit",
         {.pool = {"Fire Drake", "Coastland Bridge", "Coastland Knoll", "Coastland Village", "Coastland Woods",
                   "Deadland Bridge"}}},
        {"item carrying", {.home = {"7 Dwarves Footman", "Water Flicker Foil"}}},
        {"component by edition", {.edition = "tsr-1996", .pool = {"Fire Drake", "Coastland Bridge"}}},
        {"component by format", {.pool = {"Fire Drake", "Dragonkin Fire Dragontroop"}}, "core"},
        {"format limit", {}, "championship-36"},
        {"everything at once",
         {.force = 25,
          .homeTerrain = "Flatland Castle",
          .home = {"14 Dwarves Footman", "Fire Drake", "Water Flicker Foil", "Nothing Known"},
          .campaign = {},
          .pool = {"Dwarves Footman", "White Drake", "12 Dragonkin Fire Dragontroop", "Coastland Bridge",
                   "Coastland Knoll", "Coastland Village", "Coastland Woods", "Deadland Bridge"}},
         "core"},
    };
    return rows;
}

ValidationOptions optionsFor(const BrokenRoster& row, std::optional<EventFormat>& format) {
    ValidationOptions options;
    if (std::string(row.format).empty()) return options;
    format = builtInFormat(row.format);
    options.format = &*format;
    return options;
}

}  // namespace

TEST(ForceCheckRegistry, EveryCheckIsFoundByItsRuleIds) {
    const auto& registry = ForceCheckRegistry::instance();
    ASSERT_FALSE(registry.checks().empty());
    for (const ForceCheck* check : registry.checks()) {
        ASSERT_NE(check, nullptr);
        EXPECT_FALSE(check->rules().empty()) << check->name();
        for (const RuleId rule : check->rules()) {
            EXPECT_EQ(registry.forRule(rule), check) << check->name() << " / " << toString(rule);
            EXPECT_TRUE(check->covers(rule)) << check->name() << " / " << toString(rule);
        }
    }
}

TEST(ForceCheckRegistry, EveryRuleIdBelongsToExactlyOneCheck) {
    const auto& registry = ForceCheckRegistry::instance();
    for (const RuleId rule : allRuleIds()) {
        const auto owners = std::count_if(registry.checks().begin(), registry.checks().end(),
                                          [rule](const ForceCheck* check) { return check->covers(rule); });
        EXPECT_EQ(owners, 1) << toString(rule);
        ASSERT_NE(registry.forRule(rule), nullptr) << toString(rule);
        EXPECT_TRUE(registry.forRule(rule)->covers(rule)) << toString(rule);
    }
}

// The order is the order of a report's findings: golden files and tools rely on it.
TEST(ForceCheckRegistry, ChecksRunInAFixedOrder) {
    std::vector<std::string> names;
    for (const ForceCheck* check : ForceCheckRegistry::instance().checks()) names.emplace_back(check->name());
    const std::vector<std::string> expected = {
        "UnknownDieCheck",     "ForceTotalCheck",          "ArmyCheck",
        "TerrainsCheck",       "AdvancedTerrainHomeCheck", "DragonCountCheck",
        "DragonkinLimitCheck", "PlacementCheck",           "MinorTerrainLimitCheck",
        "ItemCarryingCheck",   "ComponentNotAllowedCheck", "FormatLimitCheck"};
    EXPECT_EQ(names, expected);
}

// Every rule id the validator emits over the table comes from the one check that owns it, and the table
// reaches every rule id (so the ownership test above is about ids that really occur).
TEST(ForceCheckRegistry, EveryEmittedRuleIdHasItsCheck) {
    std::set<RuleId> emitted;
    for (const auto& row : brokenRosters()) {
        std::optional<EventFormat> format;
        const auto options = optionsFor(row, format);
        const auto report = forceValidator().validate(buildRoster(row.roster), options);
        for (const auto& finding : report.findings) {
            emitted.insert(finding.rule);
            const ForceCheck* owner = ForceCheckRegistry::instance().forRule(finding.rule);
            ASSERT_NE(owner, nullptr) << row.name << ": " << toString(finding.rule);
            EXPECT_TRUE(owner->covers(finding.rule)) << row.name;
        }
        if (std::string(row.name) == "legal") {
            EXPECT_TRUE(report.findings.empty()) << dump(report.findings);
        }
    }
    for (const RuleId rule : allRuleIds()) {
        EXPECT_EQ(emitted.count(rule), 1U) << "never emitted: " << toString(rule);
    }
}

// Each check run alone reports only its own rule ids, and the checks run one by one in the registry's order
// give exactly the validator's findings (ids, severities, messages, references, armies, dice).
TEST(ForceCheckRegistry, ChecksRunAloneAddUpToTheValidator) {
    for (const auto& row : brokenRosters()) {
        std::optional<EventFormat> format;
        const auto options = optionsFor(row, format);
        const auto roster = buildRoster(row.roster);
        std::vector<Finding> together;
        for (const ForceCheck* check : ForceCheckRegistry::instance().checks()) {
            const auto own = runAlone(*check, roster, options);
            for (const auto& finding : own) {
                EXPECT_TRUE(check->covers(finding.rule))
                    << row.name << ": " << check->name() << " reported " << toString(finding.rule);
            }
            together.insert(together.end(), own.begin(), own.end());
        }
        const auto report = forceValidator().validate(roster, options);
        ASSERT_EQ(together.size(), report.findings.size()) << row.name << "\n" << dump(report.findings);
        for (std::size_t i = 0; i < together.size(); ++i) {
            const Finding& a = together[i];
            const Finding& b = report.findings[i];
            EXPECT_EQ(a.rule, b.rule) << row.name;
            EXPECT_EQ(a.severity, b.severity) << row.name;
            EXPECT_EQ(a.message, b.message) << row.name;
            EXPECT_EQ(a.ref, b.ref) << row.name;
            EXPECT_EQ(a.army, b.army) << row.name;
            EXPECT_EQ(a.dice, b.dice) << row.name;
        }
    }
}

// The everything-at-once roster lists its findings grouped by check, in the registry's order.
TEST(ForceCheckRegistry, FindingsFollowTheRegistryOrder) {
    const auto& row = brokenRosters().back();
    std::optional<EventFormat> format;
    const auto options = optionsFor(row, format);
    const auto report = forceValidator().validate(buildRoster(row.roster), options);
    const auto checks = ForceCheckRegistry::instance().checks();
    auto position = [&checks](RuleId rule) {
        return std::find(checks.begin(), checks.end(), ForceCheckRegistry::instance().forRule(rule)) - checks.begin();
    };
    ASSERT_GE(report.findings.size(), 8U) << dump(report.findings);
    for (std::size_t i = 1; i < report.findings.size(); ++i) {
        EXPECT_LE(position(report.findings[i - 1].rule), position(report.findings[i].rule)) << dump(report.findings);
    }
}
