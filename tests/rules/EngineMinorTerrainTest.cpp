// Minor terrains (V4.01d Minor Terrains, S0:L1214-1255): an army brings one from the Summoning Pool instead of its
// maneuver step and rolls it; at each later march it keeps the face (no maneuver) or rolls it again (then the
// maneuver) or buries it; it is buried when its army leaves the terrain or captures the eighth face, and a disaster
// face buries it at the army's next march. Its icons: the ID faces (Bridge, Knoll, Village, Woods) turn to an
// action face, Magic/Melee/Missile add an action, Double Maneuvers and Double Saves double IDs, Dust Storm, Flanked,
// Flood and Revolt halve a result type. Amazons' Javelin and Kukri Charge bury one instead of the maneuver step.
// Also the advanced terrains of the same part of the rules (S0:L1205-1212): the Castle, the Grove and the Vortex.
// The log line that must fail is marked "#!".
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
using testing::whereIs;

// The engine tests' setup (EngineTestSupport.h): A's campaign army (c1 Footman, c2 Sergeant, c3 Crossbowman) and
// B's are at the frontier, a Coastland Tower (air, water) showing 6 (melee). A's Summoning Pool holds four minor
// terrains; Coastland faces: Bridge 1 Bridge, 2 Flood, 3-4 Double Maneuvers, 5 Missile, 6 Double Saves, 7 Magic,
// 8 Melee; Village 1 Village, 2 Revolt, 3 Double Saves, 4 Double Maneuvers, 5 Magic, 6 Melee, 7 Missile, 8 Melee;
// Woods 1 Woods, 2 Flanked, 3 Double Saves, 4 Double Maneuvers, 5 Magic, 6 Double Saves, 7 Melee, 8 Missile;
// Deadland Knoll 1 Knoll, 2 Dust Storm, 3 Double Saves, 4 Double Maneuvers, 5 Melee, 6 Missile, 7 Magic, 8 Missile.
// B's pool holds a Highland Knoll (earth, fire), which cannot enter play at the frontier.
LogSpec minorSpec() {
    LogSpec spec;
    spec.version = 2;
    spec.aHorde = "z1: Dwarves Crossbowman, z2: Dwarves Crossbowman";
    spec.aPool = "d1: Fire Drake, p1: Coastland Bridge, p2: Coastland Village, p3: Coastland Woods, p4: Deadland Knoll";
    spec.bPool = "d1: Water Drake, p1: Highland Knoll";
    spec.hordeRolls = "horde-roll A maneuver=1 : z1=1 z2=3\nhorde-roll B maneuver=0 : z1=2\n";
    return spec;
}

const std::string kMarch = "turn 1 A\n  march 1 frontier\n";
const std::string kEnd = "result none\n";

int faceOf(const engine::GameState& s, int owner, const std::string& label) {
    return s.piece(s.pieceIndex(owner, label)).face;
}

// ---- bringing one into play ----------------------------------------------------------------------------------

TEST(MinorTerrainBring, InsteadOfTheManeuverStepFromThePoolWithAnElementOfTheTerrain) {
    const auto spec = minorSpec();
    const auto s = replay(spec.text(kMarch + "    minor A bring p1 6\n" + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p1"), Where::Terrain);
    EXPECT_EQ(faceOf(s, 0, "p1"), 5);
    expectVerified(spec.text(kMarch + "    minor A bring p1 DoubleSaves\n" + kEnd));
    // Instead of the maneuver step: no maneuver after it, none before it.
    expectCaught(spec.text(kMarch + "    minor A bring p1 6\n    maneuver #!\n" + kEnd), "maneuver step is over");
    expectCaught(spec.text(kMarch + "    maneuver\n    terrain up\n    minor A bring p1 6 #!\n" + kEnd),
                 "before or instead of the maneuver step");
    // From the Summoning Pool, a minor terrain, of the marching player.
    expectCaught(spec.text(kMarch + "    minor A bring d1 6 #!\n" + kEnd), "is not a minor terrain");
    expectCaught(spec.text(kMarch + "    minor B bring p1 6 #!\n" + kEnd), "marching army's owner");
    // The face must be one of the die's.
    const auto bad = testing::verify(spec.text(kMarch + "    minor A bring p1 9\n" + kEnd));
    EXPECT_EQ(bad.status, MatchVerdict::Status::Unreadable) << bad.message;
    EXPECT_NE(bad.message.find("1=Bridge"), std::string::npos) << bad.message;
}

TEST(MinorTerrainBring, ItsElementsMustMatchTheTerrainsButADeadlandsEntersAnywhere) {
    auto spec = minorSpec();
    expectVerified(spec.text(kMarch + "    minor A bring p4 5\n" + kEnd));
    // B's Highland Knoll (earth, fire) at the Coastland frontier (air, water).
    expectCaught(spec.text("turn 1 A\nturn 2 B\n  march 1 frontier\n    minor B bring p1 5 #!\n" + kEnd),
                 "shares no element");
    expectCaught(spec.text("turn 1 A\n  march 1 reserve #!\n" + kEnd), "no army");
}

TEST(MinorTerrainBring, OnePerArmyAndNoneBesideACapturedEighthFace) {
    auto spec = minorSpec();
    const std::string held = kMarch + "    minor A bring p1 6\nturn 2 B\nturn 3 A\n  march 1 frontier\n";
    expectCaught(spec.text(held + "    minor A bring p3 6 #!\n" + kEnd), "one per army");
    // A captures the frontier (6 -> 7 -> 8) and may not bring one in there afterwards.
    const std::string captured = kMarch + "    maneuver\n    terrain up\nturn 2 B\nturn 3 A\n  march 1 frontier\n"
                                          "    maneuver\n    terrain up\nturn 4 B\nturn 5 A\n  march 1 frontier\n";
    expectCaught(spec.text(captured + "    minor A bring p1 6 #!\n" + kEnd), "captured the eighth face");
}

// ---- keeping, re-rolling, burying ------------------------------------------------------------------------------

TEST(MinorTerrainKeepOrRoll, ALaterMarchKeepsTheFaceInsteadOfTheManeuverOrRollsItFirst) {
    const auto spec = minorSpec();
    const std::string later = kMarch + "    minor A bring p1 6\nturn 2 B\nturn 3 A\n  march 1 frontier\n";
    expectCaught(spec.text(later + "    maneuver #!\n" + kEnd), "roll <face>");
    expectCaught(spec.text(later + "    minor A keep\n    maneuver #!\n" + kEnd), "maneuver step is over");
    expectCaught(spec.text(later + "    minor A roll 3\n    minor A roll 4 #!\n" + kEnd), "was rolled in this march");
    expectCaught(spec.text(later + "    minor A roll 3\n    minor A keep #!\n" + kEnd), "its new face stays");
    const auto s = replay(spec.text(later + "    minor A roll 3\n    maneuver\n    terrain up\n" + kEnd));
    EXPECT_EQ(faceOf(s, 0, "p1"), 2);
    EXPECT_EQ(s.terrain(s.terrainIndex("frontier")).face, 7);
    // An action without a decision keeps the face (the maneuver step is forfeited).
    const auto kept = replay(spec.text(later + "    action melee B\n" + kEnd));
    EXPECT_EQ(faceOf(kept, 0, "p1"), 5);
}

TEST(MinorTerrainBury, InsteadOfTheManeuverStepOrWhenTheArmyLeavesOrCapturesTheEighthFace) {
    auto spec = minorSpec();
    const std::string later = kMarch + "    minor A bring p1 6\nturn 2 B\nturn 3 A\n  march 1 frontier\n";
    auto s = replay(spec.text(later + "    minor A bury\n" + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p1"), Where::Bua);
    expectCaught(spec.text(later + "    minor A bury\n    maneuver #!\n" + kEnd), "maneuver step is over");
    // The army retreats: the minor terrain is buried.
    s = replay(spec.text(kMarch + "    minor A bring p1 6\n  phase reserves\n    retreat A c1 c2 c3\n" + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p1"), Where::Bua);
    // B turns the frontier up to 7; A rolls its minor terrain, then captures the eighth face: buried.
    s = replay(spec.text(kMarch + "    minor A bring p1 6\nturn 2 B\n  march 1 frontier\n    maneuver\n    terrain up\n"
                                  "turn 3 A\n  march 1 frontier\n    minor A roll 3\n    maneuver\n    terrain up\n" +
                         kEnd));
    EXPECT_EQ(s.terrain(s.terrainIndex("frontier")).face, 8);
    EXPECT_EQ(whereIs(s, 0, "p1"), Where::Bua);
}

// ---- the icons -------------------------------------------------------------------------------------------------

// Missile face (S0:L1249): the army may take a missile action at a terrain showing melee.
TEST(MinorTerrainActionFaces, MagicMeleeMissileAddThatAction) {
    const auto spec = minorSpec();
    const std::string shot = "    action missile B@frontier\n    roll A missile=1 : c1=3 c2=3 c3=3\n";
    expectVerified(spec.text(kMarch + "    minor A bring p1 5\n" + shot + "    roll B save=0 : c1=3 c2=3 c3=3\n"
                                      "    kill B c1\n" + kEnd));
    expectCaught(spec.text(kMarch + "    action missile B@frontier #!\n" + kEnd), "only a Melee action");
    expectCaught(spec.text(kMarch + "    minor A bring p1 7\n    action missile B@frontier #!\n" + kEnd),
                 "only a Melee action");
    // The terrain's own action stays allowed.
    expectVerified(spec.text(kMarch + "    minor A bring p1 5\n    action melee B\n    roll A melee=0 : c1=2 c2=5 c3=5\n" +
                             kEnd));
}

// Magic face (S0:L1247) at the frontier (melee); Melee face (S0:L1248) at B's home (2: missile), where A's horde is.
TEST(MinorTerrainActionFaces, MagicAndMeleeFacesAddTheirActions) {
    const auto spec = minorSpec();
    expectVerified(spec.text(kMarch + "    minor A bring p1 7\n    action magic\n    roll A magic=0 : c1=3 c2=3 c3=3\n" +
                             kEnd));
    expectCaught(spec.text(kMarch + "    minor A bring p1 8\n    action magic #!\n" + kEnd), "only a Melee action");
    const std::string horde = "turn 1 A\n  march 1 home:B\n";
    expectVerified(spec.text(horde + "    minor A bring p1 8\n    action melee B\n    roll A melee=0 : z1=3 z2=3\n" + kEnd));
    expectCaught(spec.text(horde + "    minor A bring p1 7\n    action melee B #!\n" + kEnd), "only a Missile action");
}

// ID faces (S0:L1246): the owner turns the die to magic, melee or missile.
TEST(MinorTerrainIdFace, BridgeTurnsToTheActionFaceTheOwnerPicks) {
    const auto spec = minorSpec();
    const auto s = replay(spec.text(kMarch + "    minor A bring p1 1\n    minor-face A missile\n" + kEnd));
    EXPECT_EQ(faceOf(s, 0, "p1"), 4);
    expectVerified(spec.text(kMarch + "    minor A bring p1 Bridge\n    minor-face A missile\n"
                                      "    action missile B@frontier\n    roll A missile=1 : c1=3 c2=3 c3=3\n"
                                      "    roll B save=0 : c1=3 c2=3 c3=3\n    kill B c1\n" + kEnd));
    expectCaught(spec.text(kMarch + "    minor A bring p1 1\n    action missile B@frontier #!\n" + kEnd),
                 "minor-face A magic|melee|missile");
    expectCaught(spec.text(kMarch + "    minor A bring p1 1\n    minor-face B melee #!\n" + kEnd), "is A's");
    expectCaught(spec.text(kMarch + "    minor A bring p1 1\n    minor-face A magic\n    action missile B@frontier #!\n" +
                           kEnd),
                 "only a Melee action");
    expectCaught(spec.text(kMarch + "    minor A bring p1 5\n    minor-face A magic #!\n" + kEnd), "no minor terrain");
}

TEST(MinorTerrainIdFace, KnollVillageAndWoodsTurnLikeBridge) {
    const auto spec = minorSpec();
    for (const std::string label : {"p2", "p3", "p4"}) {
        const auto s = replay(spec.text(kMarch + "    minor A bring " + label + " 1\n    minor-face A magic\n" + kEnd));
        const int face = faceOf(s, 0, label);
        ASSERT_GE(face, 0) << label;
        EXPECT_EQ(testing::engineCatalog().die(s.piece(s.pieceIndex(0, label)).die).faces[face].icon, "Magic");
    }
}

// B attacks A's campaign army at the frontier with 4 melee: c1=3 (1), c2=3 (2), c3=2 (1).
const std::string kAttackOnA = "turn 2 B\n  march 1 frontier\n    action melee A\n    roll B melee=4 : c1=3 c2=3 c3=2\n";

// Double Saves (S0:L1251): A's ID results count twice in its save rolls.
TEST(SaiDoubleSaves, TheControllingArmyDoublesItsIdResultsInSaveRolls) {
    const auto spec = minorSpec();
    const std::string head = kMarch + "    minor A bring p1 6\n" + kAttackOnA;
    expectVerified(spec.text(head + "    roll A save=2 : c1=1 c2=3 c3=3\n    kill A c1 c3\n" + kEnd));
    expectCaught(spec.text(head + "    roll A save=1 : c1=1 c2=3 c3=3 #!\n" + kEnd), "save");
    // Not the attacking roll (its IDs are melee there).
    expectCaught(spec.text(kMarch + "    minor A bring p1 6\n    action melee B\n    roll A melee=3 : c1=1 c2=3 c3=2 #!\n" +
                           kEnd),
                 "melee");
}

// In a combination roll (B answers a Charge with melee and saves) only the IDs the owner gives to saves are doubled:
// B's Footman's ID (c1=1) is 2 saves or 1 melee, never 2 melee, nor 1 save.
std::string chargeOnDoubleSaves(const std::string& answer) {
    auto spec = minorSpec();
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Behemoth";
    spec.bPool = "d1: Water Drake, p2: Coastland Bridge";
    return spec.text("turn 1 A\nturn 2 B\n  march 1 frontier\n    minor B bring p2 6\nturn 3 A\n  march 1 frontier\n"
                     "    action melee B\n    roll A melee=1 : c1=3 c2=5 c3=5 c4=Charge\n" + answer + kEnd);
}

TEST(SaiDoubleSaves, InACombinationRollOnlyTheIdsGivenToSavesAreDoubled) {
    expectVerified(chargeOnDoubleSaves("    roll B melee=0 save=2 : c1=1 c2=2 c3=3\n"));
    expectVerified(chargeOnDoubleSaves("    roll B melee=1 save=0 : c1=1 c2=2 c3=3\n    kill B c3\n    kill A c1\n"));
    expectCaught(chargeOnDoubleSaves("    roll B melee=0 save=1 : c1=1 c2=2 c3=3 #!\n"), "combination");
    expectCaught(chargeOnDoubleSaves("    roll B melee=2 save=0 : c1=1 c2=2 c3=3 #!\n"), "combination");
    // An annotation fixes the split: given to melee, the ID is not doubled.
    expectVerified(chargeOnDoubleSaves("    roll B melee=0 save=2 : c1=ID:save c2=2 c3=3\n"));
    expectCaught(chargeOnDoubleSaves("    roll B melee=0 save=2 : c1=ID:melee c2=2 c3=3 #!\n"), "combination");
}

// Double Maneuvers (S0:L1250): IDs count twice in the army's maneuver rolls.
TEST(SaiDoubleManeuvers, TheControllingArmyDoublesItsIdResultsInManeuverRolls) {
    const auto spec = minorSpec();
    const std::string head = kMarch + "    minor A bring p1 3\nturn 2 B\n  march 1 frontier\n    maneuver counter A\n"
                             "    roll B maneuver=0 : c1=3 c2=3 c3=3\n";
    expectVerified(spec.text(head + "    roll A maneuver=4 : c1=1 c2=3 c3=1\n" + kEnd));
    expectCaught(spec.text(head + "    roll A maneuver=2 : c1=1 c2=3 c3=1 #!\n" + kEnd), "maneuver");
}

// Flanked (S0:L1253): saves halved, buried when the army next marches.
TEST(SaiFlanked, SavesHalvedUntilTheArmysNextMarchBuriesIt) {
    const auto spec = minorSpec();
    const std::string head = kMarch + "    minor A bring p3 2\n" + kAttackOnA;
    // 1 + 3 + 1 = 5 saves, halved: 2.
    expectVerified(spec.text(head + "    roll A save=2 : c1=2 c2=5 c3=5\n    kill A c1 c3\n" + kEnd));
    expectCaught(spec.text(head + "    roll A save=5 : c1=2 c2=5 c3=5 #!\n" + kEnd), "save");
    const auto s = replay(spec.text(kMarch + "    minor A bring p3 2\nturn 2 B\nturn 3 A\n  march 1 frontier\n" + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p3"), Where::Bua);
    // Buried: the march goes on with a maneuver, and a new minor terrain may come in.
    expectVerified(spec.text(kMarch + "    minor A bring p3 2\nturn 2 B\nturn 3 A\n  march 1 frontier\n"
                                      "    minor A bring p1 6\n" + kEnd));
}

// Revolt (S0:L1255): melee halved.
TEST(SaiRevolt, MeleeHalvedUntilTheArmysNextMarchBuriesIt) {
    const auto spec = minorSpec();
    // 1 + 2 + 1 = 4 melee, halved: 2.
    const std::string head = kMarch + "    minor A bring p2 2\n    action melee B\n";
    expectVerified(spec.text(head + "    roll A melee=2 : c1=3 c2=3 c3=2\n    roll B save=0 : c1=3 c2=3 c3=3\n"
                                    "    kill B c1 c3\n" + kEnd));
    expectCaught(spec.text(head + "    roll A melee=4 : c1=3 c2=3 c3=2 #!\n" + kEnd), "melee");
    const auto s = replay(spec.text(kMarch + "    minor A bring p2 2\nturn 2 B\nturn 3 A\n  march 1 frontier\n" + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p2"), Where::Bua);
}

// Flood (S0:L1254): maneuver halved.
TEST(SaiFlood, ManeuverHalvedUntilTheArmysNextMarchBuriesIt) {
    const auto spec = minorSpec();
    const std::string head = kMarch + "    minor A bring p1 2\nturn 2 B\n  march 1 frontier\n    maneuver counter A\n"
                             "    roll B maneuver=0 : c1=3 c2=3 c3=3\n";
    // 1 + 2 + 1 = 4 maneuver, halved: 2.
    expectVerified(spec.text(head + "    roll A maneuver=2 : c1=1 c2=2 c3=1\n" + kEnd));
    expectCaught(spec.text(head + "    roll A maneuver=4 : c1=1 c2=2 c3=1 #!\n" + kEnd), "maneuver");
}

// Dust Storm (S0:L1252): missile halved. A's horde (two Crossbowmen) at B's Flatland City (2: missile) brings the
// Deadland Knoll (any terrain).
TEST(SaiDustStorm, MissileHalvedUntilTheArmysNextMarchBuriesIt) {
    const auto spec = minorSpec();
    const std::string head = "turn 1 A\n  march 1 home:B\n    minor A bring p4 2\n    action missile B@home:B\n";
    // 2 + 1 = 3 missile, halved: 1.
    expectVerified(spec.text(head + "    roll A missile=1 : z1=6 z2=3\n    roll B save=0 : h1=3 h2=3\n    kill B h1\n" +
                             kEnd));
    expectCaught(spec.text(head + "    roll A missile=3 : z1=6 z2=3 #!\n" + kEnd), "missile");
    const auto s = replay(spec.text(head + "    roll A missile=1 : z1=6 z2=3\n    roll B save=0 : h1=3 h2=3\n"
                                           "    kill B h1\nturn 2 B\nturn 3 A\n  march 1 home:B\n" + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p4"), Where::Bua);
}

// Its elements count for the controlling army's species abilities (S0:L1237): a Swampland Bridge (earth, water) at
// the Coastland frontier (air, water) lets A's Dwarves count melee as maneuver (Mountain Mastery, earth).
TEST(MinorTerrainElements, CountForTheControllingArmysSpeciesAbilities) {
    auto spec = minorSpec();
    spec.aPool = "d1: Fire Drake, p1: Swampland Bridge";
    const std::string counter = "turn 2 B\n  march 1 frontier\n    maneuver counter A\n"
                                "    roll B maneuver=0 : c1=3 c2=3 c3=3\n";
    // 1 + 2 + 1 melee counted as maneuver.
    expectVerified(spec.text(kMarch + "    minor A bring p1 6\n" + counter + "    roll A maneuver=4 : c1=3 c2=3 c3=2\n" +
                             kEnd));
    expectCaught(spec.text("turn 1 A\n" + counter + "    roll A maneuver=4 : c1=3 c2=3 c3=2 #!\n" + kEnd), "maneuver");
    // Not for B: the minor terrain is A's.
    expectCaught(spec.text(kMarch + "    minor A bring p1 6\nturn 2 B\n  march 1 frontier\n    maneuver counter A\n"
                                    "    roll B maneuver=4 : c1=3 c2=3 c3=2 #!\n" + kEnd),
                 "maneuver");
}

// A Deadlands counts as DUA units of any species for species abilities (S0:L1242): Bone Magic may add one for it.
// A's home army at home:A (3: magic) is two Undead Apparitions (2 and 5: magic).
TEST(MinorTerrainDeadlands, CountsAsUnitsInTheDuaForSpeciesAbilities) {
    auto spec = minorSpec();
    spec.aHome = "h1: Undead Apparition, h2: Undead Apparition";
    const std::string magic = "    action magic\n    roll A magic=4 : h1=2 h2=5";
    expectVerified(spec.text("turn 1 A\n  march 1 home:A\n    minor A bring p4 3\n" + magic + "\n" + kEnd));
    expectCaught(spec.text("turn 1 A\n  march 1 home:A\n" + magic + " #!\n" + kEnd), "magic total 3");
}

// Terrain Harmony is a species ability: Amazons beside a Deadland Knoll at home:A (earth, fire) may make death magic.
TEST(MinorTerrainElements, AmazonsTerrainHarmonyTakesTheMinorTerrainsElements) {
    auto spec = minorSpec();
    spec.aHome = "h1: Amazons Seer, h2: Amazons Seer";
    const std::string magic = "    action magic\n    roll A magic=2 death=2 : h1=3 h2=3";
    expectVerified(spec.text("turn 1 A\n  march 1 home:A\n    minor A bring p4 3\n" + magic + "\n" + kEnd));
    expectCaught(spec.text("turn 1 A\n  march 1 home:A\n" + magic + " #!\n" + kEnd), "death");
}

// ---- Amazons' charges ------------------------------------------------------------------------------------------

// A's horde is Amazons at B's Flatland City (2: missile): Runners (3: 2 maneuver, 5: 1 missile).
LogSpec amazonSpec() {
    LogSpec spec = minorSpec();
    spec.aHorde = "z1: Amazons Runner, z2: Amazons Runner";
    spec.aCampaign = "c1: Amazons Soldier, c2: Amazons Soldier, c3: Amazons Warrior";
    spec.hordeRolls = "horde-roll A maneuver=1 : z1=1 z2=6\nhorde-roll B maneuver=0 : z1=2\n";
    return spec;
}

const std::string kHordeBrings = "turn 1 A\n  march 1 home:B\n    minor A bring p1 6\nturn 2 B\nturn 3 A\n  march 1 home:B\n";

TEST(AbilityJavelinCharge, BuriesTheMinorTerrainAndAmazonsCountManeuverAsMissile) {
    const auto spec = amazonSpec();
    const std::string charge = kHordeBrings + "    charge A javelin p1\n    action missile B@home:B\n";
    // z1=3 (2 maneuver) counts as 2 missile, z2=5 (1 missile): 3.
    expectVerified(spec.text(charge + "    roll A missile=3 : z1=3 z2=5\n    roll B save=0 : h1=3 h2=3\n"
                                      "    kill B h1 h2\n" + kEnd));
    const auto s = replay(spec.text(charge + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p1"), Where::Bua);
    // Instead of the maneuver step.
    expectCaught(spec.text(kHordeBrings + "    charge A javelin p1\n    maneuver #!\n" + kEnd), "maneuver step is over");
    // Only a minor terrain the army controls; only with Amazons.
    expectCaught(spec.text(kHordeBrings + "    charge A javelin p2 #!\n" + kEnd), "not the one beside");
    expectCaught(spec.text("turn 1 A\n  march 1 home:B\n    charge A javelin p1 #!\n" + kEnd), "not the one beside");
    expectCaught(minorSpec().text("turn 1 A\n  march 1 home:B\n    minor A bring p1 6\nturn 2 B\nturn 3 A\n"
                                  "  march 1 home:B\n    charge A javelin p1 #!\n" + kEnd),
                 "no Amazons");
    // Without the charge, maneuver does not count as missile.
    expectCaught(spec.text(kHordeBrings + "    minor A keep\n    action missile B@home:B\n"
                                          "    roll A missile=3 : z1=3 z2=5 #!\n" + kEnd),
                 "missile");
}

TEST(AbilityKukriCharge, BuriesTheMinorTerrainAndAmazonsCountManeuverAsMeleeInAMeleeAction) {
    const auto spec = amazonSpec();
    // A's campaign Amazons at the frontier (6: melee); Soldier faces 5: 1 maneuver, 6: 2 melee; Warrior 5: 3 maneuver.
    const std::string later = kMarch + "    minor A bring p1 6\nturn 2 B\nturn 3 A\n  march 1 frontier\n";
    const std::string charge = later + "    charge A kukri p1\n    action melee B\n";
    expectVerified(spec.text(charge + "    roll A melee=6 : c1=5 c2=6 c3=5\n    roll B save=0 : c1=3 c2=3 c3=3\n"
                                      "    kill B c1 c2 c3\n" + kEnd));
    expectCaught(spec.text(later + "    minor A keep\n    action melee B\n    roll A melee=6 : c1=5 c2=6 c3=5 #!\n" + kEnd),
                 "melee");
    // Kukri gives melee, not missile: the Javelin's missile action gets nothing from it.
    const std::string kukriShot = kHordeBrings + "    charge A kukri p1\n    action missile B@home:B\n";
    expectCaught(spec.text(kukriShot + "    roll A missile=3 : z1=3 z2=5 #!\n" + kEnd), "missile");
}

// ---- scenario logs --------------------------------------------------------------------------------------------

void expectScenario(const std::string& name, const std::string& why, const std::string& folder = "minor") {
    testing::expectScenarioAndBrokenCopyAtMark(std::string(MUSTER_TEST_DATA) + "/matchlogs/" + folder + "/", name, why,
                                               &testing::partialForcesVerifier());
}

TEST(MinorTerrainScenario, BringTurnKeepRollAndDoubleSaves) { expectScenario("minor-terrains", "save"); }
TEST(MinorTerrainScenario, DisastersHalveAndAreBuriedAtTheNextMarch) { expectScenario("disasters", "melee"); }
TEST(MinorTerrainScenario, FloodDustStormAndDoubleManeuvers) { expectScenario("roll-icons", "maneuver total 2"); }
TEST(SaiDoubleSaves, CombinationRollScenarioLogAndBrokenCopy) {
    expectScenario("double-saves-combination", "combination");
}
TEST(AbilityJavelinCharge, ScenarioLogAndBrokenCopy) { expectScenario("javelin-charge", "missile"); }
TEST(AbilityKukriCharge, ScenarioLogAndBrokenCopy) { expectScenario("kukri-charge", "melee"); }


// ---- advanced terrains: the Castle (S0:L1209) ------------------------------------------------------------------

// A's proposed frontier is a Coastland Castle (1-2 magic, 3 missile, 4-7 melee, 8 Castle) starting at 6; A turns it
// to 7 in turn 1 and captures it in turn 3.
testing::LogSpec castleSpec() {
    auto spec = minorSpec();
    spec.aFrontier = "Coastland Castle";
    return spec;
}

const std::string kCapture =
    "turn 1 A\n  march 1 frontier\n    maneuver\n    terrain up\nturn 2 B\nturn 3 A\n  march 1 frontier\n"
    "    maneuver\n    terrain up\n";

TEST(AdvancedTerrainCastle, ItsCaptorChoosesWhatItBecomesUntilItsFaceMoves) {
    const auto spec = castleSpec();
    auto s = testing::replay(spec.text(kCapture + "    castle A tower\n" + kEnd));
    const auto& frontier = s.terrain(s.terrainIndex("frontier"));
    EXPECT_EQ(frontier.face, 8);
    EXPECT_EQ(frontier.castleAs, "Tower");
    testing::expectCaught(spec.text(kCapture + "    action melee B #!\n" + kEnd), "castle A city|standing-stones");
    testing::expectCaught(spec.text(kCapture + "    castle B tower #!\n" + kEnd), "is A's");
    const auto bad = testing::verify(spec.text(kCapture + "    castle A keep\n" + kEnd));
    EXPECT_EQ(bad.status, MatchVerdict::Status::Unreadable) << bad.message;
    // No choice is due elsewhere.
    testing::expectCaught(spec.text("turn 1 A\n  march 1 frontier\n    maneuver\n    terrain up\n    castle A tower #!\n" +
                                    kEnd),
                          "no castle is due");
    // B turns it down again: the choice ends with the capture.
    s = testing::replay(spec.text(kCapture + "    castle A tower\nturn 4 B\n  march 1 frontier\n    maneuver\n"
                                             "    terrain down\n" + kEnd));
    EXPECT_EQ(s.terrain(s.terrainIndex("frontier")).castleAs, "");
}

TEST(AdvancedTerrainCastle, ScenarioLogAndBrokenCopy) { expectScenario("castle", "Reserve Area", "advanced"); }

// As a Tower it lets A shoot at an army in a Reserve Area (B's horde retreats in turn 4).
TEST(AdvancedTerrainCastle, AsATowerItShootsIntoTheReserveArea) {
    const auto spec = castleSpec();
    const std::string retreat = "turn 4 B\n  phase reserves\n    retreat B z1\nturn 5 A\n  march 1 frontier\n";
    testing::expectVerified(spec.text(kCapture + "    castle A tower\n" + retreat +
                                      "    action missile B@reserve\n    roll A missile=1 : c1=3 c2=3 c3=3\n"
                                      "    roll B save=0 : z1=3\n    kill B z1\n" + kEnd));
    testing::expectCaught(spec.text(kCapture + "    castle A city\n" + retreat + "    action missile B@reserve #!\n" + kEnd),
                          "Reserve Area");
}


// ---- advanced terrains: the Grove (S0:L1211) -------------------------------------------------------------------

// A's proposed frontier is a Coastland Grove (1-4 magic, 5 missile, 6-7 melee, 8 Grove), captured in turn 3; A's home
// army brings the Deadland Knoll in (turn 1) and buries it (turn 3), so in turn 5 the Grove must bring it back.
const std::string kGroveSetUp =
    "turn 1 A\n  march 1 frontier\n    maneuver\n    terrain up\n  march 2 home:A\n    minor A bring p4 3\n"
    "turn 2 B\nturn 3 A\n  march 1 frontier\n    maneuver\n    terrain up\n  march 2 home:A\n    minor A bury\n"
    "turn 4 B\nturn 5 A\n";

TEST(AdvancedTerrainGrove, ScenarioLogAndBrokenCopy) { expectScenario("grove", "grove A <buried piece>", "advanced"); }

TEST(AdvancedTerrainGrove, BringsABuriedPieceBackAndMustWhenItCan) {
    auto spec = minorSpec();
    spec.aFrontier = "Coastland Grove";
    const auto s = testing::replay(spec.text(kGroveSetUp + "  grove A p4\n" + kEnd));
    EXPECT_EQ(whereIs(s, 0, "p4"), Where::Pool);
    // Back in the pool, it may come into play again.
    expectVerified(spec.text(kGroveSetUp + "  grove A p4\n  march 1 home:A\n    minor A bring p4 5\n" + kEnd));
    // Compulsory: no march, no later phase and no next turn before it.
    expectCaught(spec.text(kGroveSetUp + "  march 1 home:A #!\n" + kEnd), "grove A <buried piece>");
    expectCaught(spec.text(kGroveSetUp + "turn 6 B #!\n" + kEnd), "grove A <buried piece>");
    // Only a buried piece; once per turn.
    expectCaught(spec.text(kGroveSetUp + "  grove A p1 #!\n" + kEnd), "not in a Buried Units Area");
    expectCaught(spec.text(kGroveSetUp + "  grove A p4\n  grove A p4 #!\n" + kEnd), "no Grove");
    // Nothing buried: no Grove line is owed.
    expectVerified(spec.text("turn 1 A\n  march 1 frontier\n    maneuver\n    terrain up\nturn 2 B\nturn 3 A\n"
                             "  march 1 frontier\n    maneuver\n    terrain up\nturn 4 B\nturn 5 A\n  march 1 frontier\n" +
                             kEnd));
}


// ---- advanced terrains: the Vortex (S0:L1212) ------------------------------------------------------------------

// A's proposed frontier is a Coastland Vortex (1-2 magic, 3-5 missile, 6-7 melee, 8 Vortex), captured in turn 3.
// In turn 5 A attacks B there: c1 (Footman) shows ID, worth 2 melee on A's captured eighth face; the Vortex
// re-rolls it to 3 (1 melee): 1 + 2 (Sergeant, 3) + 1 (Crossbowman, 2) = 4.
const std::string kVortexAttack =
    "turn 1 A\n  march 1 frontier\n    maneuver\n    terrain up\nturn 2 B\nturn 3 A\n  march 1 frontier\n"
    "    maneuver\n    terrain up\nturn 4 B\nturn 5 A\n  march 1 frontier\n    action melee B\n";

TEST(AdvancedTerrainVortex, ScenarioLogAndBrokenCopy) { expectScenario("vortex", "melee total 4", "advanced"); }

TEST(AdvancedTerrainVortex, ItsControllerReRollsOneUnitOfANonManeuverArmyRollThere) {
    auto spec = minorSpec();
    spec.aFrontier = "Coastland Vortex";
    expectVerified(spec.text(kVortexAttack + "    roll A melee=4 : c1=1 c2=3 c3=2 / vortex c1=3\n"
                                             "    roll B save=0 : c1=3 c2=3 c3=3\n    kill B c1 c2 c3\n" + kEnd));
    // Without the re-roll the ID counts: 5.
    expectVerified(spec.text(kVortexAttack + "    roll A melee=5 : c1=1 c2=3 c3=2\n    roll B save=0 : c1=3 c2=3 c3=3\n"
                                             "    kill B c1 c2 c3\n" + kEnd));
    expectCaught(spec.text(kVortexAttack + "    roll A melee=5 : c1=1 c2=3 c3=2 / vortex c1=3 #!\n" + kEnd), "melee");
    // One unit per roll.
    expectCaught(spec.text(kVortexAttack + "    roll A melee=4 : c1=1 c2=3 c3=2 / vortex c1=3 c2=3 #!\n" + kEnd),
                 "one unit per roll");
    // Only its controller's rolls: B's save roll there has no Vortex re-roll.
    expectCaught(spec.text(kVortexAttack + "    roll A melee=4 : c1=1 c2=3 c3=2 / vortex c1=3\n"
                                           "    roll B save=0 : c1=3 c2=3 c3=3 / vortex c1=1 #!\n" + kEnd),
                 "no re-roll 'vortex'");
    // Not in maneuver rolls.
    expectCaught(spec.text(kVortexAttack.substr(0, kVortexAttack.find("    action")) +
                           "    maneuver counter B\n    roll A maneuver=0 : c1=3 c2=3 c3=3 / vortex c1=4 #!\n" + kEnd),
                 "no re-roll 'vortex'");
}

}  // namespace
}  // namespace muster::rules
