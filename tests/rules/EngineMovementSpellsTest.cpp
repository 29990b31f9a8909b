// Spells that move units or roll their targets (V4.01d Spells): Scent of Fear (seed 1092: opposing units at a
// terrain to their Reserve Area), Mirage (seed 1065: units at a terrain save or go to their Reserve Area) and Swamp
// Fever (seed 1077: units of an opposing army roll, ID kills, then ID buries). For each: the state after a game
// that casts it, the targets it refuses, and the scenario log under tests/data/matchlogs/spells/ with its broken
// copy caught at the line marked "#!".
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using engine::Where;
using testing::expectCaught;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::whereIs;
using Status = MatchVerdict::Status;

LogSpec withHome(const std::string& home) {
    LogSpec spec;
    spec.aHome = home;
    return spec;
}

std::string magic(const std::string& roll, const std::string& rest) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    " + roll + "\n" + rest + "result none\n";
}

// ---- Scent of Fear ------------------------------------------------------------------------------------------

const std::string kGoblins = "h1: Goblins Hedge Wizard, h2: Goblins Hedge Wizard";  // face 3: 3 magic, earth/death
const std::string kGoblinMagic = "roll A magic=6 earth=6 : h1=3 h2=3";

TEST(SpellScentOfFear, OpposingUnitsAtATerrainGoToTheirReserveArea) {
    const auto spec = withHome(kGoblins);
    const auto log =
        spec.text(magic(kGoblinMagic, "    cast A Scent of Fear with earth on B:c1 B:c2\n    resolve 1\n"));
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Reserve);
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Reserve);
    EXPECT_EQ(whereIs(state, 1, "c3"), Where::Terrain);
}

TEST(SpellScentOfFear, TargetsUpToThreeHealthWorthOfOpposingUnitsAtOneTerrain) {
    const auto spec = withHome(kGoblins);
    expectCaught(spec.text(magic(kGoblinMagic, "    cast A Scent of Fear with earth on B:c1 B:c2 B:c3 #!\n")),
                 "up to 3 health-worth");
    expectCaught(spec.text(magic(kGoblinMagic, "    cast A Scent of Fear with earth on A:c1 #!\n")), "opposing units");
    expectCaught(spec.text(magic(kGoblinMagic, "    cast A Scent of Fear with earth on B:c1 B:h1 #!\n")),
                 "at one terrain");
    expectCaught(spec.text(magic(kGoblinMagic, "    cast A Scent of Fear with earth on B:c1 B:c1 #!\n")), "twice");
    expectCaught(spec.text(magic(kGoblinMagic, "    cast A Scent of Fear with earth on B@frontier #!\n")),
                 "each written with its owner");
    // As much as the opposing units there allow (S0:L792).
    expectCaught(spec.text(magic(kGoblinMagic, "    cast A Scent of Fear with earth on B:c1 #!\n")),
                 "3 health-worth at frontier (up to 3), not 1");
}

// ---- Mirage -------------------------------------------------------------------------------------------------

const std::string kFirewalkers = "h1: Firewalkers Sunflare, h2: Firewalkers Sunflare";  // face 4: 3 magic, air/fire
const std::string kFirewalkerMagic = "roll A magic=6 air=6 : h1=4 h2=4";

TEST(SpellMirage, TargetsWithoutASaveGoToTheirReserveAreaEachOwnerRollingInTurn) {
    const auto spec = withHome(kFirewalkers);
    // 5 health-worth at the frontier, as much as Mirage allows there (S0:L792), A's own Crossbowman among them.
    const std::string cast = "    cast A Mirage with air on B:c1 B:c2 B:c3 A:c3\n    resolve 1\n";
    const std::string bRoll = "    roll B save=1 : c1=2 c2=3 c3=3\n";  // the Footman saves, the others do not
    const std::string aRoll = "    roll A save=0 : c3=3\n";
    for (const auto& order : {bRoll + aRoll, aRoll + bRoll}) {
        const auto log = spec.text(magic(kFirewalkerMagic, cast + order));
        expectVerified(log);
        const auto state = replay(log);
        EXPECT_EQ(whereIs(state, 1, "c1"), Where::Terrain);
        EXPECT_EQ(whereIs(state, 1, "c2"), Where::Reserve);
        EXPECT_EQ(whereIs(state, 1, "c3"), Where::Reserve);
        EXPECT_EQ(whereIs(state, 0, "c3"), Where::Reserve);
    }
    expectCaught(spec.text(magic(kFirewalkerMagic, cast + bRoll + "  march 2 frontier #!\n")),
                 "save roll of A's units");
    expectCaught(spec.text(magic(kFirewalkerMagic, cast + "    roll B save=1 : c1=2 #!\n")), "c2");
    expectCaught(spec.text(magic(kFirewalkerMagic, "    cast A Mirage with air on B:c1 B:c2 A:c2 A:c3 #!\n")),
                 "up to 5 health-worth");
    // Less than the terrain allows (S0:L792: only an SAI aimed at its owner's units may take less).
    expectCaught(spec.text(magic(kFirewalkerMagic, "    cast A Mirage with air on B:c1 B:c2 #!\n")),
                 "5 health-worth at frontier (up to 5), not 3");
}

// ---- Swamp Fever --------------------------------------------------------------------------------------------

const std::string kStalkers = "h1: Swamp Stalkers Marsh Mage, h2: Swamp Stalkers Marsh Mage";  // face 2: 4 magic
const std::string kStalkerMagic = "roll A magic=8 death=8 : h1=2 h2=2";

TEST(SpellSwampFever, TargetsThatShowTheirIdDieAndTheDeadThatShowItAgainAreBuried) {
    const auto spec = withHome(kStalkers);
    const std::string cast =
        "    cast A Swamp Fever with death on B:c1 B:c2\n    resolve 1\n"
        "    roll B id=1 : c1=1 c2=3\n";  // the Footman shows its ID: killed
    const auto buried = spec.text(magic(kStalkerMagic, cast + "    roll B id=1 : c1=1\n"));
    expectVerified(buried);
    EXPECT_EQ(whereIs(replay(buried), 1, "c1"), Where::Bua);
    EXPECT_EQ(whereIs(replay(buried), 1, "c2"), Where::Terrain);
    const auto dead = spec.text(magic(kStalkerMagic, cast + "    roll B id=0 : c1=2\n"));
    expectVerified(dead);
    EXPECT_EQ(whereIs(replay(dead), 1, "c1"), Where::Dua);
    expectCaught(spec.text(magic(kStalkerMagic,
                                 "    cast A Swamp Fever with death on B:c1 B:c2\n    resolve 1\n"
                                 "    roll B id=2 : c1=1 c2=3 #!\n")),
                 "1 of the units rolled show their ID icon, not 2");
    // Two castings reach 6 health-worth, in one army.
    expectVerified(spec.text(magic(kStalkerMagic,
                                   "    cast A Swamp Fever with death x2 on B:c1 B:c2 B:c3\n"
                                   "    resolve 1\n    roll B id=0 : c1=2 c2=3 c3=3\n")));
    expectCaught(spec.text(magic(kStalkerMagic, "    cast A Swamp Fever with death on B:c1 B:c2 B:c3 #!\n")),
                 "up to 3 health-worth");
    expectCaught(spec.text(magic(kStalkerMagic, "    cast A Swamp Fever with death on B:c1 B:h1 #!\n")), "one army");
    // As much as the army allows (S0:L792).
    expectCaught(spec.text(magic(kStalkerMagic, "    cast A Swamp Fever with death on B:c1 #!\n")),
                 "3 health-worth of B's army at frontier (up to 3), not 1");
}

// ---- the scenario logs --------------------------------------------------------------------------------------

void expectScenario(const std::string& name, const std::string& why) {
    testing::expectScenarioAndBrokenCopyAtMark(std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/", name, why);
}

TEST(SpellScentOfFear, ScenarioLogAndBrokenCopy) {
    expectScenario("scent-of-fear", "does not roll here");
}
TEST(SpellMirage, ScenarioLogAndBrokenCopy) {
    expectScenario("mirage", "save roll of A's units");
}
TEST(SpellSwampFever, ScenarioLogAndBrokenCopy) {
    expectScenario("swamp-fever", "show their ID icon");
}

}  // namespace
}  // namespace muster::rules
