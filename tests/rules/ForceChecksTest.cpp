// Force checks one at a time: each row runs the single check that owns a rule id on a roster and compares
// what it reports (severity, rule id, army, in order) and a part of the first message and reference.
#include <gtest/gtest.h>

#include <cctype>
#include <ostream>
#include <string>
#include <vector>

#include "ForceCheckTestSupport.h"

using namespace muster::rules;
using namespace muster::rules::testing;

namespace {

struct CheckRow {
    const char* name;
    RosterSpec roster;
    std::vector<std::string> expected;  // summary() of each finding, in order
    const char* messagePart = "";       // in the first finding's message
    const char* refPart = "";           // in the first finding's reference
};

// Test names and failure messages show the row's name, not its bytes.
void PrintTo(const CheckRow& row, std::ostream* os) {
    *os << row.name;
}

void runRow(RuleId rule, const CheckRow& row) {
    const auto roster = buildRoster(row.roster);
    const auto findings = runAlone(checkFor(rule), roster);
    EXPECT_EQ(summaries(findings), row.expected) << row.name << "\n" << dump(findings);
    if (findings.empty()) return;
    EXPECT_NE(findings.front().message.find(row.messagePart), std::string::npos)
        << row.name << ": " << findings.front().message;
    EXPECT_NE(findings.front().ref.find(row.refPart), std::string::npos) << row.name << ": " << findings.front().ref;
}

std::string rowName(const ::testing::TestParamInfo<CheckRow>& info) {
    std::string name;
    for (const char c : std::string(info.param.name)) name += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
    return name;
}

}  // namespace

// --- ForceTotalCheck ----------------------------------------------------------------------------------------

class ForceTotalCheckRows : public ::testing::TestWithParam<CheckRow> {};
TEST_P(ForceTotalCheckRows, Reports) {
    runRow(RuleId::ForceTotal, GetParam());
}
INSTANTIATE_TEST_SUITE_P(
    Table, ForceTotalCheckRows,
    ::testing::Values(
        CheckRow{"legal", {}, {}},
        CheckRow{"no force size", {.force = 0}, {"error force-total -"}, "does not say how big the force is"},
        CheckRow{"one point short",
                 {.home = {"7 Dwarves Footman"}},
                 {"error force-total -"},
                 "add up to 23 points, but the force must total exactly 24.",
                 "V4.01d p. 3"},
        CheckRow{"two medium equipment cost three", {.home = {"5 Amazons Soldier", "2 Fire Dawn Blade"}}, {}},
        CheckRow{"three medium equipment cost five",
                 {.home = {"4 Amazons Soldier", "3 Fire Dawn Blade"}},
                 {"error force-total -"},
                 "add up to 25 points"},
        CheckRow{"TSR: a missing dragon lowers the total",
                 {.edition = "tsr-1996", .pool = {}},
                 {"error force-total -"},
                 "must total exactly 21 (24 less 3 for each missing dragon).",
                 "TSR 1996"},
        CheckRow{
            "TSR: the lowered total is met", {.edition = "tsr-1996", .home = {"5 Dwarves Footman"}, .pool = {}}, {}}),
    rowName);

// --- ArmyCheck (army-limit and army-empty, army by army) -----------------------------------------------------

class ArmyCheckRows : public ::testing::TestWithParam<CheckRow> {};
TEST_P(ArmyCheckRows, Reports) {
    runRow(RuleId::ArmyLimit, GetParam());
}
INSTANTIATE_TEST_SUITE_P(
    Table, ArmyCheckRows,
    ::testing::Values(
        CheckRow{"legal", {}, {}},
        CheckRow{"army at half the force",
                 {.home = {"12 Dwarves Footman"}, .horde = {"6 Dwarves Footman"}, .campaign = {"6 Dwarves Footman"}},
                 {}},
        CheckRow{"one over half",
                 {.home = {"13 Dwarves Footman"}, .horde = {"5 Dwarves Footman"}, .campaign = {"6 Dwarves Footman"}},
                 {"error army-limit home"},
                 "The Home army holds 13 points; an army may hold at most half the force (12 points).",
                 "half the force"},
        CheckRow{"empty army",
                 {.home = {"12 Dwarves Footman"}, .horde = {"12 Dwarves Footman"}, .campaign = {}},
                 {"error army-empty campaign"},
                 "The Campaign army has no unit"},
        CheckRow{"items but no unit",
                 {.campaign = {"Gold Medallion"}},
                 {"error army-empty campaign"},
                 "The Campaign army has items but no unit"},
        CheckRow{"findings army by army",
                 {.home = {}, .horde = {"13 Dwarves Footman"}, .campaign = {"11 Dwarves Footman"}},
                 {"error army-empty home", "error army-limit horde"},
                 "The Home army has no unit"},
        // Issue 31 item 13: an army holding only an unknown name gets that name's finding, not also "no unit".
        CheckRow{"only an unknown name", {.campaign = {"3 Lynx Folkk"}}, {}},
        CheckRow{"split medium pair is a warning",
                 {.home = {"11 Amazons Soldier", "Fire Dawn Blade"},
                  .horde = {"5 Amazons Soldier", "Fire Dawn Blade"},
                  .campaign = {"5 Amazons Soldier"}},
                 {"warning army-limit home"},
                 "cheap second of a pair"}),
    rowName);

// --- DragonCountCheck ---------------------------------------------------------------------------------------

class DragonCountCheckRows : public ::testing::TestWithParam<CheckRow> {};
TEST_P(DragonCountCheckRows, Reports) {
    runRow(RuleId::DragonCount, GetParam());
}
INSTANTIATE_TEST_SUITE_P(
    Table, DragonCountCheckRows,
    ::testing::Values(CheckRow{"legal", {}, {}},
                      CheckRow{"no dragon",
                               {.pool = {}},
                               {"error dragon-count summoning_pool"},
                               "A 24-point force brings exactly 1 dragon (one per 24 points or part",
                               "V4.01d p. 8"},
                      CheckRow{"25 points need two",
                               {.force = 25, .campaign = {"9 Dwarves Footman"}},
                               {"error dragon-count summoning_pool"},
                               "exactly 2 dragons"},
                      CheckRow{"White Drake counts two",
                               {.pool = {"White Drake"}},
                               {"error dragon-count summoning_pool"},
                               "but this roster brings 2."},
                      CheckRow{"TSR: a missing dragon is a warning",
                               {.edition = "tsr-1996", .pool = {}},
                               {"warning dragon-count summoning_pool"},
                               "each missing dragon takes 3 points off the force, so the armies must total 21.",
                               "TSR 1996"},
                      CheckRow{"TSR: one too many",
                               {.edition = "tsr-1996", .pool = {"Fire Drake", "Water Drake"}},
                               {"error dragon-count summoning_pool"},
                               "brings 1 dragon under the 1996 rules, but this roster has 2."},
                      CheckRow{"no force size, no count", {.force = 0, .pool = {}}, {}}),
    rowName);

// --- PlacementCheck -----------------------------------------------------------------------------------------

class PlacementCheckRows : public ::testing::TestWithParam<CheckRow> {};
TEST_P(PlacementCheckRows, Reports) {
    runRow(RuleId::Placement, GetParam());
}
INSTANTIATE_TEST_SUITE_P(
    Table, PlacementCheckRows,
    ::testing::Values(CheckRow{"legal", {}, {}},
                      CheckRow{"dragon in an army",
                               {.home = {"8 Dwarves Footman", "Fire Drake"}, .pool = {}},
                               {"error placement home"},
                               "start in the Summoning Pool, not in the Home army.",
                               "dragons start in the Summoning Pool"},
                      CheckRow{"unit in the pool",
                               {.pool = {"Fire Drake", "Dwarves Footman"}},
                               {"error placement summoning_pool"},
                               "put these units and items in an army."},
                      CheckRow{"Dragonkin and a minor terrain in two armies",
                               {.horde = {"8 Dwarves Footman", "Dragonkin Fire Dragontroop"},
                                .campaign = {"8 Dwarves Footman", "Coastland Bridge"}},
                               {"error placement horde", "error placement campaign"},
                               "not in the Horde army.",
                               "Dragonkin start in the Summoning Pool"},
                      CheckRow{"a terrain die is the terrains check's", {.pool = {"Fire Drake", "Highland City"}}, {}}),
    rowName);

// --- MinorTerrainLimitCheck ---------------------------------------------------------------------------------

namespace {
const std::vector<std::string> kFiveMinorTerrains = {"Fire Drake",        "Coastland Bridge", "Coastland Knoll",
                                                     "Coastland Village", "Coastland Woods",  "Deadland Bridge"};
}  // namespace

class MinorTerrainLimitCheckRows : public ::testing::TestWithParam<CheckRow> {};
TEST_P(MinorTerrainLimitCheckRows, Reports) {
    runRow(RuleId::MinorTerrainLimit, GetParam());
}
INSTANTIATE_TEST_SUITE_P(
    Table, MinorTerrainLimitCheckRows,
    ::testing::Values(CheckRow{"four in a two-player game",
                               {.pool = {"Fire Drake", "Coastland Bridge", "Coastland Knoll", "Coastland Village",
                                         "Coastland Woods"}},
                               {}},
                      CheckRow{"five in a two-player game",
                               {.pool = kFiveMinorTerrains},
                               {"error minor-terrain-limit summoning_pool"},
                               "The roster brings 5 minor terrains; a 2-player game allows at most 4",
                               "V4.01d p. 57"},
                      CheckRow{"five in a three-player game", {.players = 3, .pool = kFiveMinorTerrains}, {}},
                      CheckRow{
                          "TSR has no minor terrain limit", {.edition = "tsr-1996", .pool = kFiveMinorTerrains}, {}}),
    rowName);

// --- UnknownDieCheck ---------------------------------------------------------------------------------------

class UnknownDieCheckRows : public ::testing::TestWithParam<CheckRow> {};
TEST_P(UnknownDieCheckRows, Reports) {
    runRow(RuleId::UnknownDie, GetParam());
}
INSTANTIATE_TEST_SUITE_P(Table, UnknownDieCheckRows,
                         ::testing::Values(CheckRow{"legal", {}, {}},
                                           // Names as players write them are dice, not findings (issue 31 item 13).
                                           CheckRow{"plurals and singular species",
                                                    {.home = {"3 Dwarves Footmen", "Dwarf Warlord"},
                                                     .campaign = {"3 lynx folk", "2 Marksman"}},
                                                    {}},
                                           CheckRow{"a typo suggests the unit by its own name",
                                                    {.campaign = {"3 Lynx Folkk"}},
                                                    {"error unknown-die campaign"},
                                                    "did you mean 'Feral Lynx-Folk'"},
                                           CheckRow{"a name several dice fit lists them",
                                                    {.home = {"Dragontroop"}},
                                                    {"error unknown-die home"},
                                                    "could be any of 5 dice: Dragonkin Air Dragontroop"}),
                         rowName);
