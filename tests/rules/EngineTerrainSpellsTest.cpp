// Spells that can lower a terrain (V4.01d Spells; spells/TerrainSpells.cpp): Flash Flood (seed 1114: the opposing
// armies there roll maneuver; the terrain drops a step unless one makes six per casting) and Tidal Wave (seed 1117:
// every army there takes four damage per casting and makes a combination save and maneuver roll of normal
// results; the terrain drops unless an army makes four maneuver per casting). Each lowers a terrain at most once a
// turn. For each: the state after a game, what it refuses, and the scenario log under
// tests/data/matchlogs/spells/ with its broken copy caught at the line marked "#!".
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
using Status = MatchVerdict::Status;

int frontierFace(const engine::GameState& s) {
    for (const auto& t : s.terrains)
        if (t.key == "frontier") return t.face;
    return -1;
}

std::string magic(const std::string& roll, const std::string& rest) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    " + roll + "\n" + rest + "result none\n";
}

// ---- Flash Flood --------------------------------------------------------------------------------------------

LogSpec elves() {
    LogSpec spec;
    spec.aHome = "h1: Coral Elves Enchanter, h2: Coral Elves Enchanter";  // face 3: 4 magic (air/water)
    return spec;
}
const std::string kWater = "roll A magic=8 water=8 : h1=3 h2=3";

TEST(SpellFlashFlood, TheTerrainDropsUnlessAnOpposingArmyMakesSixManeuvers) {
    auto spec = elves();
    // B's frontier army makes 3 (an ID and the Sergeant's 2): the frontier drops from 6 to 5.
    const auto dropped = spec.text(magic(kWater,
                                         "    cast A Flash Flood with water on frontier\n    resolve 1\n"
                                         "    roll B maneuver=3 : c1=1 c2=2 c3=3\n"));
    expectVerified(dropped);
    EXPECT_EQ(frontierFace(replay(dropped)), 5);
    // Only an opposing army rolls.
    expectCaught(spec.text(magic(kWater,
                                 "    cast A Flash Flood with water on frontier\n    resolve 1\n"
                                 "    roll A maneuver=2 : c1=1 c2=2 c3=3 #!\n")),
                 "roll of B's army at frontier");
    // Two Flash Floods lower it once in a turn.
    const auto twice = spec.text(magic(kWater,
                                       "    cast A Flash Flood with water on frontier\n"
                                       "    cast A Flash Flood with water on frontier\n    resolve 1\n"
                                       "    roll B maneuver=3 : c1=1 c2=2 c3=3\n    resolve 2\n"
                                       "    roll B maneuver=0 : c1=2 c2=3 c3=3\n"));
    expectVerified(twice);
    EXPECT_EQ(frontierFace(replay(twice)), 5);
    // Riders that make 6 hold it.
    spec.bCampaign = "c1: Amazons Battle Rider, c2: Amazons Battle Rider";  // face 3: 3 maneuver
    const auto held = spec.text(magic(kWater,
                                      "    cast A Flash Flood with water on frontier\n    resolve 1\n"
                                      "    roll B maneuver=6 : c1=3 c2=3\n"));
    expectVerified(held);
    EXPECT_EQ(frontierFace(replay(held)), 6);
}

// ---- Tidal Wave ---------------------------------------------------------------------------------------------

LogSpec scalders() {
    LogSpec spec;
    spec.aHome = "h1: Scalders Smolderer, h2: Scalders Smolderer";  // face 5: 4 magic (fire/water)
    return spec;
}
const std::string kScalderWater = "roll A magic=8 water=8 : h1=5 h2=5";
const std::string kTidal = "    cast A Tidal Wave with water on frontier\n    resolve 1\n";

TEST(SpellTidalWave, EveryArmyThereSavesWithNormalResultsAndTheTerrainDrops) {
    const auto spec = scalders();
    // B saves 5 of 4; A saves 1 and makes 2 maneuver: 3 damage; nobody makes 4 maneuver: the frontier drops.
    const std::string rolls =
        "    roll B save=5 maneuver=0 : c1=2 c2=5 c3=5\n"
        "    roll A save=1 maneuver=2 : c1=2 c2=2 c3=3\n    kill A c1 c2\n";
    const auto log = spec.text(magic(kScalderWater, kTidal + rolls));
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(frontierFace(state), 5);
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c2")).loc.where, Where::Dua);
    // An ID is no normal result: the Footman's face 1 saves nothing here.
    expectCaught(spec.text(magic(kScalderWater, kTidal + "    roll B save=6 maneuver=0 : c1=1 c2=5 c3=5 #!\n")),
                 "save");
    // Both totals are stated.
    expectCaught(spec.text(magic(kScalderWater, kTidal + "    roll B save=5 : c1=2 c2=5 c3=5 #!\n")),
                 "'save=N maneuver=N'");
}

TEST(SpellTidalWave, FourManeuversHoldTheTerrain) {
    auto spec = scalders();
    spec.bCampaign = "c1: Amazons Battle Rider, c2: Amazons Battle Rider";  // face 3: 3 maneuver, face 6: 2 save
    const auto log = spec.text(magic(kScalderWater, kTidal + "    roll B save=2 maneuver=3 : c1=3 c2=6\n"
                                                             "    kill B c1\n"
                                                             "    roll A save=5 maneuver=0 : c1=2 c2=5 c3=5\n"));
    const auto v = verify(log);
    EXPECT_EQ(v.status, Status::Verified) << v.message;
    EXPECT_EQ(frontierFace(replay(log)), 6 - 1);  // 3 maneuver is not 4: it drops
    const auto held = spec.text(magic(kScalderWater, kTidal + "    roll B save=0 maneuver=6 : c1=3 c2=3\n"
                                                              "    kill B c1 c2\n"
                                                              "    roll A save=5 maneuver=0 : c1=2 c2=5 c3=5\n"));
    expectVerified(held);
    EXPECT_EQ(frontierFace(replay(held)), 6);
}

// ---- Wall of Thorns -----------------------------------------------------------------------------------------

LogSpec dryads() {
    LogSpec spec;
    spec.aHome = "h1: Treefolk Dryad, h2: Treefolk Dryad";  // face 4: 3 magic (earth/water)
    return spec;
}

std::string thorns(const std::string& cast, const std::string& after) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=6 : h1=4 h2=4\n" + cast +
           "  march 2 frontier\n    maneuver counter B\n    roll A maneuver=4 : c1=1 c2=2 c3=1\n"
           "    roll B maneuver=4 : c1=1 c2=2 c3=1\n    terrain up\n" +
           after + "result none\n";
}

TEST(SpellWallOfThorns, AnArmyThatManeuversTheTerrainTakesDamageReducedByAMeleeRoll) {
    const auto spec = dryads();
    const std::string cast = "    cast A Wall of Thorns with earth on frontier\n    resolve 1\n";
    // 6 damage less 5 melee: the Footman dies.
    const auto log = spec.text(thorns(cast, "    roll A melee=5 : c1=6 c2=3 c3=2\n    kill A c1\n"));
    expectVerified(log);
    EXPECT_EQ(replay(log).piece(replay(log).pieceIndex(0, "c1")).loc.where, Where::Dua);
    // The melee roll is due before the action.
    expectCaught(spec.text(thorns(cast, "    action melee B #!\n")), "melee roll of A's army at frontier");
    // Without the spell nothing happens after the maneuver.
    expectCaught(spec.text(thorns("", "    roll A melee=5 : c1=6 c2=3 c3=2 #!\n")), "no roll is due");
}

// The damage kills the whole marching army: its march has no action left (found by the legal-log generator).
TEST(SpellWallOfThorns, AMarchingArmyItKillsTakesNoAction) {
    const auto spec = dryads();
    const std::string cast = "    cast A Wall of Thorns with earth on frontier\n    resolve 1\n";
    const std::string killed = "    roll A melee=0 : c1=2 c2=5 c3=5\n    kill A c1 c2 c3\n";
    expectVerified(spec.text(thorns(cast, killed)));
    expectCaught(spec.text(thorns(cast, killed + "    action melee B #!\n")), "no units left");
}

// ---- Soiled Ground ------------------------------------------------------------------------------------------

std::string soiled(const std::string& target, const std::string& after) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 death=6 : h1=2 h2=2\n"
           "    cast A Soiled Ground with death on " +
           target +
           "\n    resolve 1\n  march 2 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n"
           "    roll B save=4 : c1=3 c2=5 c3=5\n    kill B c1\n" +
           after + "result none\n";
}

TEST(SpellSoiledGround, UnitsKilledThereSaveOrAreBuried) {
    LogSpec spec;
    spec.aHome = "h1: Undead Heucuva, h2: Undead Heucuva";  // face 2: 3 magic (death)
    const auto buried = spec.text(soiled("frontier", "    roll B save=0 : c1=3\n"));
    expectVerified(buried);
    EXPECT_EQ(replay(buried).piece(replay(buried).pieceIndex(1, "c1")).loc.where, Where::Bua);
    const auto saved = spec.text(soiled("frontier", "    roll B save=1 : c1=2\n"));
    expectVerified(saved);
    EXPECT_EQ(replay(saved).piece(replay(saved).pieceIndex(1, "c1")).loc.where, Where::Dua);
    // The roll is due before the counter-attack.
    expectCaught(spec.text(soiled("frontier", "    counter-attack B #!\n")), "Soiled Ground");
    // Elsewhere nothing follows the kill.
    expectCaught(spec.text(soiled("home:A", "    roll B save=0 : c1=3 #!\n")), "");
    expectCaught(spec.text(soiled("B@frontier #!", "")), "targets a terrain");
}

// ---- Mire ---------------------------------------------------------------------------------------------------

LogSpec swampMages() {
    LogSpec spec;
    spec.aHome = "h1: Swamp Stalkers Marsh Mage, h2: Swamp Stalkers Marsh Mage";  // face 2: 4 magic (water/death)
    return spec;
}

// A casts Mire on the frontier; in B's turn B's army marches there: its Footman's ID (1), the Sergeant's 2
// maneuver and the Crossbowman's melee face give 3.
std::string mired(const std::string& target, const std::string& march) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 water=8 : h1=2 h2=2\n"
           "    cast A Mire with water on " +
           target + "\n    resolve 1\nturn 2 B\n  march 1 frontier\n" + march + "result none\n";
}

const std::string kMireRoll = "    roll B maneuver=3 : c1=1 c2=2 c3=3\n";
// The Footman's and the Sergeant's melee faces: 1 + 2; A saves 5.
const std::string kMiredAttack =
    "    action melee A\n    roll B melee=3 : c1=3 c2=3\n    roll A save=5 : c1=2 c2=5 c3=5\n";

TEST(SpellMire, AnArmyMarchingThereRollsManeuverFirstAndMarchesWithThatHealthWorth) {
    const auto spec = swampMages();
    const auto log = spec.text(mired("frontier", kMireRoll + "    mire B c1 c2\n" + kMiredAttack));
    expectVerified(log);
    const auto state = replay(log);
    ASSERT_EQ(state.effects.size(), 1U);
    EXPECT_EQ(state.effects[0].status, engine::Status::Mire);
    // The roll comes first, then the units; more health-worth than the roll is refused.
    expectCaught(spec.text(mired("frontier", "    action melee A #!\n")), "under Mire");
    expectCaught(spec.text(mired("frontier", kMireRoll + "    action melee A #!\n")), "names the units");
    expectCaught(spec.text(mired("frontier", kMireRoll + "    mire B c1 c2 c3 #!\n")), "not 4");
    // ... and less than the roll allows is refused too: a spell's "up to" is the most that can be applied (S0:L792).
    expectCaught(spec.text(mired("frontier", kMireRoll + "    mire B c1 #!\n")),
                 "3 health-worth of B's army at frontier, not 1");
    expectCaught(spec.text(mired("frontier", "    roll B maneuver=4 : c1=1 c2=2 c3=3 #!\n")), "maneuver total 3");
    // The unit left out does not roll in the march.
    expectCaught(spec.text(mired("frontier", kMireRoll + "    mire B c1 c2\n    action melee A\n"
                                                         "    roll B melee=4 : c1=3 c2=3 c3=2 #!\n")),
                 "does not roll here");
    // Elsewhere the march is as usual, and 'mire' is not due.
    expectVerified(spec.text(mired("home:A",
                                   "    action melee A\n    roll B melee=4 : c1=3 c2=3 c3=2\n"
                                   "    roll A save=5 : c1=2 c2=5 c3=5\n")));
    expectCaught(spec.text(mired("home:A", "    mire B c1 #!\n")), "not under Mire");
}

TEST(SpellMire, EndsAtTheStartOfTheCastersNextTurn) {
    const auto spec = swampMages();
    // A's own second march there in turn 1 is under it; in turn 3 it is over.
    const std::string cast =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 water=8 : h1=2 h2=2\n"
        "    cast A Mire with water on frontier\n    resolve 1\n";
    expectCaught(spec.text(cast + "  march 2 frontier\n    action melee B #!\nresult none\n"), "under Mire");
    expectVerified(spec.text(cast + "turn 2 B\nturn 3 A\n  march 1 frontier\n    action melee B\n"
                                    "    roll A melee=4 : c1=3 c2=3 c3=2\n    roll B save=5 : c1=2 c2=5 c3=5\n"
                                    "result none\n"));
}

// ---- the scenario logs --------------------------------------------------------------------------------------

void expectScenario(const std::string& name, const std::string& why) {
    testing::expectScenarioAndBrokenCopyAtMark(std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/", name, why);
}

TEST(SpellFlashFlood, ScenarioLogAndBrokenCopy) {
    expectScenario("flash-flood", "maneuver");
}
TEST(SpellWallOfThorns, ScenarioLogAndBrokenCopy) {
    expectScenario("wall-of-thorns", "must kill 1");
}
TEST(SpellSoiledGround, ScenarioLogAndBrokenCopy) {
    expectScenario("soiled-ground", "Soiled Ground");
}
TEST(SpellMire, ScenarioLogAndBrokenCopy) {
    expectScenario("mire", "only the units named in 'mire' march");
}
TEST(SpellTidalWave, ScenarioLogAndBrokenCopy) {
    expectScenario("tidal-wave", "kill");
}

}  // namespace
}  // namespace muster::rules
