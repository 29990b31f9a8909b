// Spells whose effect is a lasting status (V4.01d Spells; spells/StatusSpells.cpp): Open Grave (seed 1081: units of
// the army killed by damage after a save roll go to the Reserve Area) and Accelerated Growth (seed 1113: a killed
// Treefolk of 2 health or more may be exchanged for a 1-health Treefolk from the DUA). For each: the state after a
// game that casts it and shows the effect, what it does not reach, and the scenario log under
// tests/data/matchlogs/spells/ with its broken copy caught at the line marked "#!".
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using engine::Where;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::markedLine;
using testing::expectCaught;
using testing::whereIs;
using Status = MatchVerdict::Status;

// ---- Open Grave ---------------------------------------------------------------------------------------------

const std::string kUndead = "h1: Undead Heucuva, h2: Undead Heucuva";  // face 2: 3 magic (death)
// A's melee at the frontier is saved; B's counter-attack kills A's Footman after A's save roll.
const std::string kFight =
    "  march 2 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n"
    "    roll B save=5 : c1=2 c2=5 c3=5\n    counter-attack B\n    roll B melee=6 : c1=6 c2=6 c3=2\n"
    "    roll A save=5 : c1=2 c2=5 c3=5\n    kill A c1\n";

std::string openGrave(const std::string& target, const std::string& after) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 death=6 : h1=2 h2=2\n"
           "    cast A Open Grave with death on " +
           target + "\n    resolve 1\n" + after + "result none\n";
}

TEST(SpellOpenGrave, UnitsKilledAfterASaveRollGoToTheReserveArea) {
    LogSpec spec;
    spec.aHome = kUndead;
    const auto log = spec.text(openGrave("A@frontier", kFight));
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 0, "c1"), Where::Reserve);
    ASSERT_EQ(state.effects.size(), 1U);
    EXPECT_EQ(state.effects[0].status, engine::Status::OpenGrave);
    // On another army it does nothing here: the Footman dies.
    EXPECT_EQ(whereIs(replay(spec.text(openGrave("A@home:A", kFight))), 0, "c1"), Where::Dua);
    expectCaught(spec.text(openGrave("frontier #!", "")), "an army");
}

TEST(SpellOpenGrave, KillsWithoutASaveRollAreNotReached) {
    LogSpec spec;
    spec.aHome = kUndead + ", h3: Undead Heucuva";
    // Finger of Death kills without a save roll: the Footman goes to the DUA even under Open Grave.
    const auto log = spec.text(
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=9 death=9 : h1=2 h2=2 h3=2\n"
        "    cast A Open Grave with death on B@frontier\n    cast A Finger of Death with death on B:c1\n"
        "    resolve 1\n    resolve 2\nresult none\n");
    expectVerified(log);
    EXPECT_EQ(whereIs(replay(log), 1, "c1"), Where::Dua);
}

// ---- Necromantic Wave ---------------------------------------------------------------------------------------

LogSpec lavaElves() {
    LogSpec spec;
    spec.aHome = "h1: Lava Elves Warlock, h2: Lava Elves Warlock";  // face 6: 4 magic (fire/death)
    spec.aCampaign = "c1: Lava Elves Warlock, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";  // c1 face 3: 2 magic
    return spec;
}

std::string wave(const std::string& target, const std::string& melee) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 death=8 : h1=6 h2=6\n"
           "    cast A Necromantic Wave with death on " +
           target + "\n    resolve 1\n  march 2 frontier\n    action melee B\n    " + melee +
           "\n    roll B save=5 : c1=2 c2=5 c3=5\nresult none\n";
}

TEST(SpellNecromanticWave, TheArmyMayCountMagicResultsAsMelee) {
    const auto spec = lavaElves();
    // The Warlock's 2 magic may count: 3 to 5.
    expectVerified(spec.text(wave("A@frontier", "roll A melee=5 : c1=3 c2=3 c3=2")));
    expectVerified(spec.text(wave("A@frontier", "roll A melee=3 : c1=3 c2=3 c3=2")));
    // Not on another army.
    expectCaught(spec.text(wave("A@home:A", "roll A melee=5 : c1=3 c2=3 c3=2 #!")), "melee total 3");
    const auto state = replay(spec.text(wave("A@frontier", "roll A melee=5 : c1=3 c2=3 c3=2")));
    ASSERT_EQ(state.effects.size(), 1U);
    EXPECT_EQ(state.effects[0].status, engine::Status::NecromanticWave);
}

// ---- Berserker Rage -----------------------------------------------------------------------------------------

LogSpec feral() {
    LogSpec spec;
    spec.aHome = "h1: Feral Badger-Folk, h2: Feral Badger-Folk";  // face 3: 3 magic (air/earth)
    spec.aCampaign = "c1: Feral Leopard-Folk, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";  // c1 face 5: 2 save
    return spec;
}

std::string rage(const std::string& target, const std::string& counter) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=6 : h1=3 h2=3\n"
           "    cast A Berserker Rage with earth on " +
           target +
           "\n    resolve 1\nturn 2 B\n  march 1 frontier\n    action melee A\n"
           "    roll B melee=6 : c1=6 c2=6 c3=2\n    roll A save=6 : c1=5 c2=5 c3=5\n    counter-attack A\n    " +
           counter + "\n    roll B save=5 : c1=2 c2=5 c3=5\nresult none\n";
}

TEST(SpellBerserkerRage, FeralSavesMayCountAsMeleeInACounterAttack) {
    const auto spec = feral();
    expectVerified(spec.text(rage("A@frontier", "roll A melee=5 : c1=5 c2=3 c3=2")));
    expectVerified(spec.text(rage("A@frontier", "roll A melee=3 : c1=5 c2=3 c3=2")));
    expectCaught(spec.text(rage("B@frontier #!", "roll A melee=5 : c1=5 c2=3 c3=2")), "containing a Feral unit");
    // In an attack that is not a counter-attack the saves stay saves.
    expectCaught(spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=6 : h1=3 h2=3\n"
                           "    cast A Berserker Rage with earth on A@frontier\n    resolve 1\n  march 2 frontier\n"
                           "    action melee B\n    roll A melee=5 : c1=5 c2=3 c3=2 #!\nresult none\n"),
                 "melee total 3");
}

// ---- Accelerated Growth -------------------------------------------------------------------------------------

LogSpec treefolk() {
    LogSpec spec;
    spec.aHome = "h1: Treefolk Dryad, h2: Treefolk Dryad";  // face 4: 3 magic (earth/water)
    spec.aCampaign = "c1: Treefolk Oakling, c2: Treefolk Oak, c3: Dwarves Crossbowman";
    spec.aFrontier = "Flatland Tower";  // no water: no Replanting roll
    return spec;
}

// Turn 1: B's counter-attack kills the Oakling; turn 2: B's attack kills the Oak (2 health).
std::string growth(const std::string& cast, const std::string& end) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 water=6 : h1=4 h2=4\n" + cast +
           "  march 2 frontier\n    action melee B\n    roll A melee=4 : c1=2 c2=2 c3=2\n"
           "    roll B save=5 : c1=2 c2=5 c3=5\n    counter-attack B\n    roll B melee=6 : c1=6 c2=6 c3=2\n"
           "    roll A save=5 : c1=2 c2=6 c3=5\n    kill A c1\n"
           "turn 2 B\n  march 1 frontier\n    action melee A\n    roll B melee=6 : c1=6 c2=6 c3=2\n"
           "    roll A save=4 : c2=6 c3=2\n    kill A c2\n" +
           end + "result none\n";
}

TEST(SpellAcceleratedGrowth, AKilledOakIsExchangedForAnOaklingFromTheDua) {
    const auto spec = treefolk();
    const std::string cast = "    cast A Accelerated Growth with water\n    resolve 1\n";
    const auto log = spec.text(growth(cast, "    grow A c2 c1\n"));
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 0, "c1"), Where::Terrain);
    EXPECT_EQ(whereIs(state, 0, "c2"), Where::Dua);
    // 'on A' names the same target; another player's DUA is refused.
    expectVerified(spec.text(growth("    cast A Accelerated Growth with water on A\n    resolve 1\n", "")));
    expectCaught(spec.text(growth("    cast A Accelerated Growth with water on B #!\n    resolve 1\n", "")), "own DUA");
    // Without the spell there is no exchange.
    expectCaught(spec.text(growth("", "    grow A c2 c1 #!\n")), "no grow is due here");
    // Stepped Damage is for Undead.
    expectCaught(spec.text(growth(cast, "    step-down A c2 c1 #!\n")), "Undead");
}

// ---- the scenario logs --------------------------------------------------------------------------------------

void expectScenario(const std::string& name, const std::string& why) {
    const std::string dir = std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/";
    const auto good = verify(domain::readFile(dir + name + ".log"));
    EXPECT_EQ(good.status, Status::Verified) << good.message;
    const auto brokenText = domain::readFile(dir + name + "-broken.log");
    const auto broken = verify(brokenText);
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, markedLine(brokenText)) << broken.message;
    EXPECT_NE(broken.message.find(why), std::string::npos) << broken.message;
}

TEST(SpellOpenGrave, ScenarioLogAndBrokenCopy) {
    expectScenario("open-grave", "does not roll here (it is in reserve)");
}
TEST(SpellNecromanticWave, ScenarioLogAndBrokenCopy) {
    expectScenario("necromantic-wave", "melee total 3 to 5");
}
TEST(SpellBerserkerRage, ScenarioLogAndBrokenCopy) {
    expectScenario("berserker-rage", "melee total 3 to 5");
}
TEST(SpellAcceleratedGrowth, ScenarioLogAndBrokenCopy) {
    expectScenario("accelerated-growth", "1-health Treefolk");
}

}  // namespace
}  // namespace muster::rules
