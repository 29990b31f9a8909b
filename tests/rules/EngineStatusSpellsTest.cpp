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
using testing::expectCaught;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
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

// A summons its Fire Drake to the frontier after casting `spell` on B's army there (Warlocks face 6: 4 magic each);
// in B's turn the Drake attacks with Belly (no damage) and B's army answers with a combination roll: the Footman's
// save, the Sergeant's 3 saves, the Theurgist's 2 magic.
std::string dragonAnswer(const std::string& spell, const std::string& answer) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=12 : h1=6 h2=6 h3=6\n    " + spell +
           "\n    cast A Summon Dragon with fire on frontier A:d1\n    resolve 1\n    resolve 2\n"
           "turn 2 B\n  dragon-attack frontier\n    roll A dragon : d1=7\n    " +
           answer + "\nresult none\n";
}

LogSpec answeringTheurgist() {
    LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Lava Elves Warlock, h2: Lava Elves Warlock, h3: Lava Elves Warlock";
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Theurgist";
    return spec;
}

TEST(SpellNecromanticWave, EachMagicResultCountsAsMeleeOrMissileInACombinationRoll) {
    const auto spec = answeringTheurgist();
    const std::string wave = "cast A Necromantic Wave with death on B@frontier";
    const std::string faces = " save=4 : c1=2 c2=5 c3=6";
    // The 2 magic split between melee and missile, or left uncounted; never both types in full.
    expectVerified(spec.text(dragonAnswer(wave, "roll B melee=1 missile=1" + faces)));
    expectVerified(spec.text(dragonAnswer(wave, "roll B melee=2 missile=0" + faces)));
    expectVerified(spec.text(dragonAnswer(wave, "roll B melee=0 missile=0" + faces)));
    expectCaught(spec.text(dragonAnswer(wave, "roll B melee=2 missile=1" + faces + " #!")), "no assignment");
    // Without the spell the magic counts as nothing.
    expectCaught(spec.text(dragonAnswer("cast A Necromantic Wave with death on A@home:A",
                                        "roll B melee=1 missile=0" + faces + " #!")),
                 "no assignment");
}

TEST(SpellFieryWeapon, TheOwnerOfACombinationRollPicksMeleeOrMissile) {
    const auto spec = answeringTheurgist();
    const std::string weapon = "cast A Fiery Weapon with fire on B@frontier";
    const std::string faces = " save=4 : c1=2 c2=5 c3=6";
    expectVerified(spec.text(dragonAnswer(weapon, "roll B melee=2 missile=0" + faces)));
    expectVerified(spec.text(dragonAnswer(weapon, "roll B melee=0 missile=2" + faces)));
    // Two results go to one type; they are not optional.
    expectCaught(spec.text(dragonAnswer(weapon, "roll B melee=1 missile=1" + faces + " #!")), "no assignment");
    expectCaught(spec.text(dragonAnswer(weapon, "roll B melee=0 missile=0" + faces + " #!")), "no assignment");
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

// ---- Wilding ------------------------------------------------------------------------------------------------

LogSpec wildFeral() {
    LogSpec spec;
    spec.aHome = "h1: Feral Badger-Folk, h2: Feral Badger-Folk";  // face 3: 3 magic (air/earth)
    // c1 face 3: 3 melee, face 5: 2 saves; the Sergeant (c2) face 2: a maneuver, face 5: 3 saves; the Crossbowman
    // (c3) face 2: 1 melee, face 5: 1 save.
    spec.aCampaign = "c1: Feral Leopard-Folk, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";
    return spec;
}

// A casts Wilding, then attacks B at the frontier (melee 3+0+1) and saves against B's counter-attack (2+3+1).
// B saves 5 at most: the attacks here stay at 5 or less. `mark` (" #!") marks the attack roll, `saveMark` A's save.
std::string wilding(const std::string& cast, const std::string& melee, const std::string& save,
                    const std::string& mark = "", const std::string& saveMark = "") {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 air=6 : h1=3 h2=3\n    " + cast +
           "\n    resolve 1\n  march 2 frontier\n    action melee B\n    roll A melee=" + melee + " : c1=3 c2=2 c3=2" +
           mark +
           "\n    roll B save=5 : c1=2 c2=5 c3=5\n    counter-attack B\n"
           "    roll B melee=6 : c1=6 c2=6 c3=2\n    roll A save=" +
           save + " : c1=5 c2=5 c3=5" + saveMark + "\nresult none\n";
}

TEST(SpellWilding, TheOwnerDoublesOneUnitsMeleeOrSaveResultsAfterEachRoll) {
    const auto spec = wildFeral();
    const std::string cast = "cast A Wilding with air on A@frontier";
    // Melee 4; doubling the Crossbowman gives 5, the Leopard-Folk 7 (the Sergeant rolled no melee). Saves 6; the
    // Sergeant doubled gives 9. The owner may also double none.
    expectVerified(spec.text(wilding(cast, "5", "9")));
    expectVerified(spec.text(wilding(cast, "4", "6")));
    expectVerified(spec.text(wilding(cast, "4", "8")));
    expectVerified(spec.text(wilding(cast, "5", "7")));
    const auto state = replay(spec.text(wilding(cast, "5", "9")));
    ASSERT_EQ(state.effects.size(), 1U);
    EXPECT_EQ(state.effects[0].status, engine::Status::Wilding);
    EXPECT_EQ(state.effects[0].magnitude, 1);
    // No choice of one unit gives 6 melee, nor two doubled units 8.
    expectCaught(spec.text(wilding(cast, "6", "9", " #!")), "melee total 4, 5 or 7");
    expectCaught(spec.text(wilding(cast, "8", "9", " #!")), "Wilding");
    // On another army it does nothing here.
    expectCaught(spec.text(wilding("cast A Wilding with air on A@home:A", "5", "9", " #!")), "melee total 4, not 5");
    expectCaught(spec.text(wilding("cast A Wilding with air on frontier #!", "5", "9")), "an army");
}

TEST(SpellWilding, CombinedCastingsDoubleAsManyUnits) {
    const auto spec = wildFeral();
    const std::string cast = "cast A Wilding with air x2 on A@frontier";
    // Saves: the Leopard-Folk and the Sergeant doubled, 4+6+1; melee: two units give up to 6+0+2.
    expectVerified(spec.text(wilding(cast, "5", "11")));
    const auto state = replay(spec.text(wilding(cast, "5", "11")));
    ASSERT_EQ(state.effects.size(), 1U);
    EXPECT_EQ(state.effects[0].magnitude, 2);
    expectCaught(spec.text(wilding(cast, "9", "11", " #!")), "melee total 4, 5, 7 or 8");
    // One casting doubles one unit: 11 saves are too many.
    expectCaught(spec.text(wilding("cast A Wilding with air on A@frontier", "5", "11", "", " #!")),
                 "save total 6, 7, 8 or 9");
}

TEST(SpellWilding, EndsAtTheStartOfTheCastersNextTurn) {
    const auto spec = wildFeral();
    const std::string game =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 air=6 : h1=3 h2=3\n"
        "    cast A Wilding with air on A@frontier\n    resolve 1\nturn 2 B\nturn 3 A\n"
        "  march 1 frontier\n    action melee B\n    roll A melee=";
    const std::string rest = " : c1=3 c2=2 c3=2\n    roll B save=5 : c1=2 c2=5 c3=5\nresult none\n";
    expectVerified(spec.text(game + "4" + rest));
    expectCaught(spec.text(game + "5 : c1=3 c2=2 c3=2 #!\n    roll B save=5 : c1=2 c2=5 c3=5\nresult none\n"),
                 "melee total 4, not 5");
}

// ---- Flashfire ----------------------------------------------------------------------------------------------

LogSpec firewalkers() {
    LogSpec spec;
    spec.aHome = "h1: Firewalkers Sunflare, h2: Firewalkers Sunflare";  // face 4: 3 magic (air/fire)
    return spec;
}

// A casts Flashfire, then attacks B at the frontier (the Footman's face 2 is a save, face 6 two melee) and saves
// against B's counter-attack (the Sergeant's face 1 is 2 ID, face 5 three saves).
std::string flashfire(const std::string& cast, const std::string& melee, const std::string& save) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 fire=6 : h1=4 h2=4\n    " + cast +
           "\n    resolve 1\n  march 2 frontier\n    action melee B\n    roll A " + melee +
           "\n    roll B save=5 : c1=2 c2=5 c3=5\n    counter-attack B\n"
           "    roll B melee=4 : c1=6 c2=3 c3=5\n    roll A " +
           save + "\nresult none\n";
}

TEST(SpellFlashfire, TheOwnerReRollsOneUnitInEachNonManeuverArmyRoll) {
    const auto spec = firewalkers();
    const std::string cast = "cast A Flashfire with fire on A@frontier";
    const std::string save = "save=5 : c1=5 c2=1 c3=5 / flashfire c2=5";
    // The Footman's save face is re-rolled to 2 melee: 2+2+1; the Sergeant's 2 ID to 3 saves: 1+3+1.
    const auto log = spec.text(flashfire(cast, "melee=5 : c1=2 c2=3 c3=2 / flashfire c1=6", save));
    expectVerified(log);
    const auto state = replay(log);
    ASSERT_EQ(state.effects.size(), 1U);
    EXPECT_EQ(state.effects[0].status, engine::Status::Flashfire);
    EXPECT_EQ(state.effects[0].magnitude, 1);
    // The re-roll is a choice: the roll may stand as it is.
    expectVerified(spec.text(flashfire(cast, "melee=3 : c1=2 c2=3 c3=2", "save=4 : c1=5 c2=1 c3=5")));
    // The new face replaces the old one.
    expectCaught(spec.text(flashfire(cast, "melee=3 : c1=2 c2=3 c3=2 / flashfire c1=6 #!", save)), "melee total 5");
    // One unit per casting, each once.
    expectCaught(spec.text(flashfire(cast, "melee=6 : c1=2 c2=3 c3=2 / flashfire c1=6 c3=6 #!", save)),
                 "one per casting");
    expectCaught(spec.text(flashfire(cast, "melee=5 : c1=2 c2=3 c3=2 / flashfire c1=3 / flashfire c1=6 #!", save)),
                 "once in a roll");
    // Two castings: two units.
    expectVerified(spec.text(flashfire("cast A Flashfire with fire x2 on A@frontier",
                                       "melee=5 : c1=2 c2=3 c3=6 / flashfire c1=6 c3=1", save)));
    // A maneuver roll is not reached.
    expectCaught(
        spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 fire=6 : h1=4 h2=4\n    " + cast +
                  "\n    resolve 1\n  march 2 frontier\n    maneuver counter B\n"
                  "    roll A maneuver=4 : c1=1 c2=2 c3=1 / flashfire c1=3 #!\nresult none\n"),
        "non-maneuver army rolls");
    // Another army's rolls are not reached.
    expectCaught(spec.text(flashfire("cast A Flashfire with fire on A@home:A",
                                     "melee=5 : c1=2 c2=3 c3=2 / flashfire c1=6 #!", save)),
                 "no re-roll 'flashfire' is allowed");
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
    testing::expectScenarioAndBrokenCopyAtMark(std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/", name, why);
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
TEST(SpellWilding, InACombinationRollTheOwnerDoublesOneUnitsMeleeAndSaves) {
    // A's Feral (Badger-Folk face 3: 3 magic each) cast Wilding on B's frontier army and summon the Air Drake there;
    // in B's turn the Drake attacks with Belly and B answers: the Footman's save, the Sergeant's 3 saves, the
    // Theurgist's melee.
    LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Feral Badger-Folk, h2: Feral Badger-Folk, h3: Feral Badger-Folk, h4: Feral Badger-Folk";
    spec.aPool = "d1: Air Drake";
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Theurgist";
    const auto game = [&](const std::string& answer) {
        return spec.text(
            "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=12 : h1=3 h2=3 h3=3 h4=3\n"
            "    cast A Wilding with air on B@frontier\n    cast A Summon Dragon with air on frontier A:d1\n"
            "    resolve 1\n    resolve 2\nturn 2 B\n  dragon-attack frontier\n    roll A dragon : d1=7\n"
            "    " +
            answer + "\nresult none\n");
    };
    expectVerified(game("roll B melee=2 missile=0 save=4 : c1=2 c2=5 c3=2"));
    expectVerified(game("roll B melee=1 missile=0 save=7 : c1=2 c2=5 c3=2"));
    expectVerified(game("roll B melee=1 missile=0 save=4 : c1=2 c2=5 c3=2"));
    expectCaught(game("roll B melee=2 missile=0 save=7 : c1=2 c2=5 c3=2 #!"), "no assignment");
    // A unit's ID results double with it where they go: an annotation places them, or the engine finds a placement
    // (EngineCombinationChoiceTest.cpp).
    expectVerified(game("roll B melee=1 missile=0 save=5 : c1=ID:save c2=5 c3=2"));
    expectVerified(game("roll B melee=1 missile=0 save=5 : c1=ID c2=5 c3=2"));
    expectCaught(game("roll B melee=1 missile=0 save=5 : c1=ID:melee c2=5 c3=2 #!"), "no assignment");
}

TEST(SpellWilding, ScenarioLogAndBrokenCopy) {
    expectScenario("wilding", "melee total 4, 5 or 7");
}
TEST(SpellFlashfire, ScenarioLogAndBrokenCopy) {
    expectScenario("flashfire", "once in a roll");
}
TEST(SpellAcceleratedGrowth, ScenarioLogAndBrokenCopy) {
    expectScenario("accelerated-growth", "1-health Treefolk");
}

}  // namespace
}  // namespace muster::rules
