// SAIs that put a lasting effect on an army until the start of the roller's next turn (V4.01d SAIs: Cloak S0:L902,
// Frost Breath S0:L932, Galeforce S0:L933, Illusion S0:L942, Wither S0:L998): face-literal checks per roll purpose,
// then games in which the target army's later rolls show the effect, and stop showing it once the roller's next turn
// begins. Dice (catalog face numbers): Frostwings Cryohydra 3 = 4 Save, 4 = 4 Melee, 10 = 4 Frost Breath; Undead Mummy
// 3 = 3 Melee, 5 = 3 Wither; Firewalkers Genie 2 = 4 Galeforce, 3 = 4 Save; Lava Elves Rakshasa 3 = 4 Illusion;
// Lava Elves Lurker in the Deep 1 = 4 ID, 3 = 4 Magic, 8 = 4 Cloak;
// Dwarves Footman 1 ID, 2 Save, 3 Melee, 5 Save, 6 2xMelee; Sergeant 1 2xID, 2 2xManeuver, 3 2xMelee, 5 3xSave;
// Crossbowman (small) 1 ID, 2 Melee, 3 Missile, 5 Save, 6 2xMissile.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineFaceTestSupport.h"
#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules {
namespace {

using engine::RollContext;
using engine::RollType;
using testing::engineCatalog;
using testing::expectDecision;
using testing::expectInconsistent;
using testing::expectNothing;
using testing::expectSaiScenario;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::rollFace;
using testing::rollOf;
using testing::verify;
using Status = MatchVerdict::Status;

TEST(EngineSaiFrostBreath, FaceLiteralPerRollPurpose) {
    expectDecision("Frostwings Cryohydra", 10, rollOf(RollType::Melee), "Frost Breath");
    expectDecision("Frostwings Cryohydra", 10, rollOf(RollType::Missile), "Frost Breath");
    expectNothing("Frostwings Cryohydra", 10, rollOf(RollType::Save));
    expectNothing("Frostwings Cryohydra", 10, rollOf(RollType::Maneuver));
    expectNothing("Frostwings Cryohydra", 10, rollOf(RollType::Magic));
}

TEST(EngineSaiWither, FaceLiteralPerRollPurpose) {
    expectDecision("Undead Mummy", 5, rollOf(RollType::Melee), "Wither");
    expectNothing("Undead Mummy", 5, rollOf(RollType::Missile));
    expectNothing("Undead Mummy", 5, rollOf(RollType::Save));
    expectNothing("Undead Mummy", 5, rollOf(RollType::Maneuver));
}

TEST(EngineSaiGaleforce, FaceLiteralPerRollPurpose) {
    expectDecision("Firewalkers Genie", 2, rollOf(RollType::Melee), "Galeforce");
    expectDecision("Firewalkers Genie", 2, rollOf(RollType::Missile), "Galeforce");
    expectDecision("Firewalkers Genie", 2, rollOf(RollType::Magic), "Galeforce");  // a magic action at a terrain
    auto reserve = rollOf(RollType::Magic);
    reserve.inReserve = true;
    expectNothing("Firewalkers Genie", 2, reserve);  // not in the Reserve Area
    expectNothing("Firewalkers Genie", 2, rollOf(RollType::Save));
    expectNothing("Firewalkers Genie", 2, rollOf(RollType::Maneuver));
}

TEST(EngineSaiIllusion, FaceLiteralPerRollPurpose) {
    expectDecision("Lava Elves Rakshasa", 3, rollOf(RollType::Melee), "Illusion");
    expectDecision("Lava Elves Rakshasa", 3, rollOf(RollType::Missile), "Illusion");
    expectDecision("Lava Elves Rakshasa", 3, rollOf(RollType::Magic), "Illusion");
    expectNothing("Lava Elves Rakshasa", 3, rollOf(RollType::Save));
    expectNothing("Lava Elves Rakshasa", 3, rollOf(RollType::Maneuver));
}

TEST(EngineSaiCloak, FaceLiteralPerRollPurpose) {
    EXPECT_EQ(rollFace("Lava Elves Lurker in the Deep", 8, rollOf(RollType::Save)).base, 4);
    auto missileSave = rollOf(RollType::Save);
    missileSave.saveAgainst = RollType::Missile;
    EXPECT_EQ(rollFace("Lava Elves Lurker in the Deep", 8, missileSave).base, 4);
    EXPECT_EQ(rollFace("Lava Elves Lurker in the Deep", 8, rollOf(RollType::Magic)).base, 4);
    auto dragon = rollOf(RollType::Save);
    dragon.saveAgainst.reset();
    dragon.dragonAttack = true;
    EXPECT_EQ(rollFace("Lava Elves Lurker in the Deep", 8, dragon).base, 4);
    for (RollType t : {RollType::Save, RollType::Maneuver, RollType::Melee}) {
        auto individual = rollOf(t);
        individual.saveAgainst.reset();
        individual.individual = true;
        EXPECT_EQ(rollFace("Lava Elves Lurker in the Deep", 8, individual).base, 4) << toString(t);
    }
    expectNothing("Lava Elves Lurker in the Deep", 8, rollOf(RollType::Melee));
    expectNothing("Lava Elves Lurker in the Deep", 8, rollOf(RollType::Maneuver));
}

// ---- games

using testing::lineOf;

using testing::swap;

LogSpec specWith(const std::string& monster) {
    LogSpec spec;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: " + monster;
    return spec;
}

// Turn 1: A's Frost Breath halves B's save roll against the same attack (5 saves -> 2; 1 damage kills the
// Footman). Turn 2: B's attack is halved (3 melee -> 1). Turn 3: B's saves count in full again.
const std::string kFrostGame =
    "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=FrostBreath\n"
    "    sai A Frost Breath c3 : B@frontier\n    roll B save=2 : c1=2 c2=5 c3=5\n    kill B c1\n"
    "turn 2 B\n  march 1 frontier\n    action melee A\n    roll B melee=1 : c2=3 c3=2\n"
    "    roll A save=8 : c1=2 c2=5 c3=3\n"
    "turn 3 A\n  march 1 frontier\n    action melee B\n    roll A melee=7 : c1=3 c2=3 c3=4\n"
    "    roll B save=4 : c2=5 c3=5\n    kill B c2 c3\nresult none\n";

TEST(EngineSaiFrostBreath, TheTargetArmyHalvesEveryRollUntilTheRollersNextTurn) {
    const auto spec = specWith("Frostwings Cryohydra");
    const auto text = spec.text(kFrostGame);
    expectVerified(text);
    expectInconsistent(spec.text(swap(kFrostGame, "roll B save=2 : c1=2", "roll B save=5 : c1=2")),
                       lineOf(text, "roll B save=2"), "save total 2, not 5");
    expectInconsistent(spec.text(swap(kFrostGame, "roll B melee=1 :", "roll B melee=3 :")),
                       lineOf(text, "roll B melee=1"), "melee total 1, not 3");
    // Gone at the start of A's next turn.
    expectInconsistent(spec.text(swap(kFrostGame, "roll B save=4 : c2=5 c3=5", "roll B save=2 : c2=5 c3=5")),
                       lineOf(text, "roll B save=4"), "save total 4, not 2");
}

TEST(EngineSaiFrostBreath, TargetsAnOpposingArmyAtThisTerrainOnce) {
    const auto spec = specWith("Frostwings Cryohydra");
    const std::string roll =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=FrostBreath\n";
    const int line = spec.bodyLine() + 4;
    expectInconsistent(spec.text(roll + "    sai A Frost Breath c3\nresult none\n"), line, "targets an opposing army");
    expectInconsistent(spec.text(roll + "    sai A Frost Breath c3 : A@frontier\nresult none\n"), line, "is not one");
    expectInconsistent(spec.text(roll + "    sai A Frost Breath c3 : B@home:B\nresult none\n"), line, "is not one");
    expectInconsistent(spec.text(roll + "    sai A Frost Breath c3 : B@frontier B@home:B\nresult none\n"), line,
                       "one army, not 2");
    // 'B' alone names B's army at the terrain of the roll.
    expectVerified(spec.text(roll + "    sai A Frost Breath c3 : B\n    roll B save=2 : c1=2 c2=5 c3=5\n"
                                    "    kill B c1\nresult none\n"));
}

TEST(EngineSaiFrostBreath, ASecondFrostBreathCannotTargetAnArmyAlreadyHalved) {
    LogSpec spec = specWith("Frostwings Cryohydra");
    spec.aCampaign = "c1: Dwarves Footman, c2: Frostwings Cryohydra, c3: Frostwings Cryohydra";
    const std::string roll =
        "turn 1 A\n  march 1 frontier\n    action melee B\n"
        "    roll A melee=1 : c1=3 c2=FrostBreath c3=FrostBreath\n"
        "    sai A Frost Breath c2 : B@frontier\n";
    // The two faces are not combined (Frost Breath divides), and the second has no army left to target.
    expectInconsistent(spec.text("turn 1 A\n  march 1 frontier\n    action melee B\n"
                                 "    roll A melee=1 : c1=3 c2=FrostBreath c3=FrostBreath\n"
                                 "    sai A Frost Breath c2+c3 : B@frontier\nresult none\n"),
                       spec.bodyLine() + 4, "cannot be combined");
    expectInconsistent(spec.text(roll + "    sai A Frost Breath c3 : B@frontier\nresult none\n"), spec.bodyLine() + 5,
                       "already under an SAI effect that divides");
    expectVerified(spec.text(roll + "    sai A Frost Breath c3\n    roll B save=2 : c1=2 c2=5 c3=5\nresult none\n"));
}

TEST(EngineSaiWither, TheTargetArmySubtractsXFromEveryRoll) {
    const auto spec = specWith("Undead Mummy");
    // Wither X=3: B's 5 saves count 2 against A's 3 melee (1 damage); B's later attack loses 3 of its 3 melee.
    const std::string game =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=5\n"
        "    sai A Wither c3 : B\n    roll B save=2 : c1=2 c2=5 c3=5\n    kill B c1\n"
        "turn 2 B\n  march 1 frontier\n    action melee A\n    roll B melee=0 : c2=3 c3=2\n"
        "turn 3 A\n  march 1 frontier\n    action melee B\n    roll A melee=6 : c1=3 c2=3 c3=3\n"
        "    roll B save=4 : c2=5 c3=5\n    kill B c2\nresult none\n";
    const auto text = spec.text(game);
    expectVerified(text);
    expectInconsistent(spec.text(swap(game, "roll B melee=0 :", "roll B melee=3 :")), lineOf(text, "roll B melee=0"),
                       "melee total 0, not 3");
    expectInconsistent(spec.text(swap(game, "roll B save=4 : c2=5 c3=5", "roll B save=1 : c2=5 c3=5")),
                       lineOf(text, "roll B save=4"), "save total 4, not 1");
}

TEST(EngineSaiGaleforce, AnOpposingArmyAnywhereLosesFourSavesAndFourManeuver) {
    const auto spec = specWith("Firewalkers Genie");
    const std::string roll =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Galeforce\n";
    // On the attacked army: 5 saves count 1; 2 damage kills the Sergeant.
    expectVerified(spec.text(roll + "    sai A Galeforce c3 : B@frontier\n    roll B save=1 : c1=2 c2=5 c3=5\n"
                                    "    kill B c2\nresult none\n"));
    // On B's home army instead: the attacked army saves in full, B's home army maneuvers with 4 less.
    const std::string home = roll +
                             "    sai A Galeforce c3 : B@home:B\n    roll B save=5 : c1=2 c2=5 c3=5\n"
                             "turn 2 B\n  march 1 home:B\n    maneuver counter A\n";
    expectVerified(spec.text(home + "    roll B maneuver=0 : h1=1 h2=1\n    roll A maneuver=0 : z1=2\nterrain up\n"
                                    "result none\n"));
    const auto text = spec.text(home + "    roll B maneuver=2 : h1=1 h2=1\nresult none\n");
    expectInconsistent(text, lineOf(text, "roll B maneuver=2"), "maneuver total 0, not 2");
    // Not its own army, nor an army in a Reserve Area.
    expectInconsistent(spec.text(roll + "    sai A Galeforce c3 : A@frontier\nresult none\n"), spec.bodyLine() + 4,
                       "is not one");
}

TEST(EngineSaiIllusion, MissileAttacksCannotTargetTheArmy) {
    LogSpec spec = specWith("Lava Elves Rakshasa");
    spec.frontier = 6;
    // A's Illusion on its horde at home:B; B's home army (home:B shows 2, missile) cannot shoot it.
    const std::string game =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Illusion\n"
        "    sai A Illusion c3 : A@home:B\n    roll B save=5 : c1=2 c2=5 c3=5\n"
        "turn 2 B\n  march 1 home:B\n    action missile A@home:B\n";
    const auto text = spec.text(game + "result none\n");
    expectInconsistent(text, lineOf(text, "action missile A@home:B"), "under Illusion");
    // An Illusion on another army leaves the horde open to missiles; Illusion may be left unused.
    expectVerified(spec.text(swap(game, "A@home:B\n    roll B save", "A@frontier\n    roll B save") +
                             "    roll B missile=0 : h1=2 h2=2\nresult none\n"));
    expectVerified(spec.text(swap(game, "sai A Illusion c3 : A@home:B", "sai A Illusion c3") +
                             "    roll B missile=0 : h1=2 h2=2\nresult none\n"));
    // Only one's own army.
    expectInconsistent(
        spec.text(swap(game, "sai A Illusion c3 : A@home:B", "sai A Illusion c3 : B@frontier") + "result none\n"),
        lineOf(text, "sai A Illusion"), "is not one");
}

TEST(EngineSaiCloak, TheArmySavesXMoreUntilTheRollersNextTurn) {
    LogSpec spec;
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Lava Elves Lurker in the Deep";
    // Turn 1: B's Cloak gives 4 saves in that roll, and 4 more in B's save against A's missile from home:B later in
    // the turn. Turn 3 (after B's turn began): gone.
    const std::string game =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n"
        "    roll B save=8 : c1=2 c2=5 c3=Cloak\n"
        "  march 2 home:B\n    action missile B@frontier\n    roll A missile=1 : z1=1\n"
        "    roll B save=4 : c1=3 c2=3 c3=3\n"
        "turn 2 B\nturn 3 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n"
        "    roll B save=4 : c1=3 c2=3 c3=1\n    kill B c1\nresult none\n";
    const auto text = spec.text(game);
    expectVerified(text);
    expectInconsistent(spec.text(swap(game, "roll B save=4 : c1=3 c2=3 c3=3", "roll B save=0 : c1=3 c2=3 c3=3")),
                       lineOf(text, "roll B save=4 : c1=3 c2=3 c3=3"), "save total 4, not 0");
    expectInconsistent(spec.text(swap(game, "roll B save=4 : c1=3 c2=3 c3=1", "roll B save=8 : c1=3 c2=3 c3=1")),
                       lineOf(text, "roll B save=4 : c1=3 c2=3 c3=1"), "save total 4, not 8");
}

TEST(EngineSaiGaleforce, WorksInAMagicActionBeforeTheSpells) {
    LogSpec spec;
    spec.aHome = "h1: Dwarves Footman, h2: Firewalkers Genie";
    // home:A shows magic: A's Galeforce there targets B's frontier army, which then saves 4 less against A's
    // second march (5 saves count 1; 3 damage).
    const std::string magic = "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=0 : h1=2 h2=Galeforce\n";
    const auto text = spec.text(magic +
                                "    sai A Galeforce h2 : B@frontier\n  march 2 frontier\n    action melee B\n"
                                "    roll A melee=4 : c1=3 c2=3 c3=2\n    roll B save=1 : c1=2 c2=5 c3=5\n"
                                "    kill B c2 c3\nresult none\n");
    expectVerified(text);
    // It is resolved before anything else happens in the action: without its line, the magic roll that needs it is
    // where the log goes wrong (issue 28).
    expectInconsistent(spec.text(magic + "  march 2 frontier\nresult none\n"), spec.bodyLine() + 3,
                       "this roll needs 'sai A Galeforce h2 ...'");
}

TEST(EngineSaiIllusion, WorksInAMagicAction) {
    LogSpec spec;
    spec.aHome = "h1: Dwarves Footman, h2: Lava Elves Rakshasa";
    const auto text = spec.text(
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=0 : h1=2 h2=Illusion\n"
        "    sai A Illusion h2 : A@home:B\nturn 2 B\n  march 1 home:B\n"
        "    action missile A@home:B\nresult none\n");
    expectInconsistent(text, lineOf(text, "action missile A@home:B"), "under Illusion");
}

// ---- whole-game logs with legal 24-point forces (tests/data/matchlogs/sais/)

TEST(EngineSaiFrostBreath, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("frost-breath", "roll B save=7 : c1=2", "save total 3, not 7");
}

TEST(EngineSaiWither, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("wither", "roll B melee=7 :", "melee total 4, not 7");
}

TEST(EngineSaiGaleforce, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("galeforce", "roll B maneuver=7 : c1=5", "maneuver total 3, not 7");
}

TEST(EngineSaiCloak, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("cloak", "roll A save=2 : c1=2", "save total 6, not 2");
}

TEST(EngineSaiIllusion, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("illusion", "action missile A@frontier", "under Illusion");
}

}  // namespace
}  // namespace muster::rules
