// SAIs that leave a status until the start of the roller's next turn (V4.01d SAIs: Net S0:L948, Web S0:L996,
// Sleep S0:L968, Stun S0:L978): face-literal checks per roll purpose, then games in which the status keeps a unit
// out of its army's rolls and on its terrain, and ends when the roller's next turn starts.
// Dice (catalog face numbers): Goblins Cannibal 1 ID, 2 Swallow, 3 Save, 4 Stun, 5 Melee, 6 Save, 7 Maneuver,
// 8 Net, 9 Surprise, 10 Sleep (all 4); Lava Elves Drider 2 = 4 Web, 3 = 4 Maneuver, 4 = 4 Save, 5 = 4 Melee;
// Dwarves Footman 1 ID, 2 Save, 3 Melee, 5 Save, 6 2xMelee; Sergeant 1 2xID, 2 2xManeuver, 3 2xMelee, 5 3xSave;
// Crossbowman 1 ID, 2 Melee, 3 Missile, 5 Save, 6 2xMissile.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineFaceTestSupport.h"
#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/engine/RollResolver.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules {
namespace {

using engine::RollContext;
using engine::RollType;
using engine::Where;
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

TEST(EngineSaiNet, FaceLiteralPerRollPurpose) {
    expectDecision("Goblins Cannibal", 8, rollOf(RollType::Melee), "Net");
    expectDecision("Goblins Cannibal", 8, rollOf(RollType::Missile), "Net");
    auto counter = rollOf(RollType::Melee);
    counter.counterAttack = true;
    expectDecision("Goblins Cannibal", 8, counter, "Net");
    // A missile attack from a Tower into the Reserve Area: Net does nothing.
    auto tower = rollOf(RollType::Missile);
    tower.missileFromTowerAtReserve = true;
    expectNothing("Goblins Cannibal", 8, tower);
    expectNothing("Goblins Cannibal", 8, rollOf(RollType::Save));
    expectNothing("Goblins Cannibal", 8, rollOf(RollType::Maneuver));
    // Saving against an individual-targeting effect: X saves.
    auto individual = rollOf(RollType::Save);
    individual.saveAgainst.reset();
    individual.individual = true;
    EXPECT_EQ(rollFace("Goblins Cannibal", 8, individual).base, 4);
    // An individual maneuver roll (Smother's test) gets nothing from it.
    auto maneuverTest = rollOf(RollType::Maneuver);
    maneuverTest.individual = true;
    EXPECT_EQ(rollFace("Goblins Cannibal", 8, maneuverTest).base, 0);
}

TEST(EngineSaiWeb, FaceLiteralPerRollPurpose) {
    expectDecision("Lava Elves Drider", 2, rollOf(RollType::Melee), "Web");
    expectDecision("Lava Elves Drider", 2, rollOf(RollType::Missile), "Web");
    auto tower = rollOf(RollType::Missile);
    tower.missileFromTowerAtReserve = true;
    expectNothing("Lava Elves Drider", 2, tower);
    expectNothing("Lava Elves Drider", 2, rollOf(RollType::Save));
    expectNothing("Lava Elves Drider", 2, rollOf(RollType::Maneuver));
    expectNothing("Lava Elves Drider", 2, rollOf(RollType::Magic));
}

TEST(EngineSaiSleep, FaceLiteralPerRollPurpose) {
    expectDecision("Goblins Cannibal", 10, rollOf(RollType::Melee), "Sleep");
    expectNothing("Goblins Cannibal", 10, rollOf(RollType::Missile));
    expectNothing("Goblins Cannibal", 10, rollOf(RollType::Save));
    expectNothing("Goblins Cannibal", 10, rollOf(RollType::Maneuver));
}

// Stun: in a melee attack (a counter-attack too) the targets wait for a 'sai' line and the die rolls again; the
// face itself adds nothing. In any other roll, and in a dragon attack, it does nothing.
TEST(EngineSaiStun, FaceLiteralPerRollPurpose) {
    auto counter = rollOf(RollType::Melee);
    counter.counterAttack = true;
    for (const auto& c : {rollOf(RollType::Melee), counter}) {
        expectDecision("Goblins Cannibal", 4, c, "Stun");
        const auto out = rollFace("Goblins Cannibal", 4, c);
        EXPECT_EQ(out.rollsAgain, std::vector<std::string>{"Stun"});
    }
    auto dragon = rollOf(RollType::Melee);
    dragon.dragonAttack = true;
    for (const auto& c : {dragon, rollOf(RollType::Missile), rollOf(RollType::Save), rollOf(RollType::Maneuver)}) {
        expectNothing("Goblins Cannibal", 4, c);
        EXPECT_TRUE(rollFace("Goblins Cannibal", 4, c).rollsAgain.empty());
    }
}

// ---- games

using testing::lineOf;

using testing::swap;

LogSpec cannibalSpec() {
    return testing::specWithACampaignC3("Goblins Cannibal");
}

// Turn 1: A's Net (X=4) must take all 4 health-worth of B's frontier army (Footman 1, Sergeant 2, Crossbowman 1).
// The Sergeant rolls 2 maneuver; the Footman and the Crossbowman roll Save and are netted, so only c2 saves
// against the 3 melee. Turn 2: B attacks with c2 alone. Turn 3: the nets are gone and all three save again.
const std::string kNetGame =
    "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Net\n"
    "    sai A Net c3 : c1 c2 c3\n    roll B maneuver=2 : c1=2 c2=2 c3=5\n    roll B save=3 : c2=5\n"
    "turn 2 B\n  march 1 frontier\n    action melee A\n    roll B melee=2 : c2=3\n"
    "    roll A save=8 : c1=2 c2=5 c3=3\n"
    "turn 3 A\n  march 1 frontier\n    action melee B\n    roll A melee=8 : c1=6 c2=3 c3=5\n"
    "    roll B save=5 : c1=2 c2=5 c3=5\n    kill B c1 c2\nresult none\n";

TEST(EngineSaiNet, FailuresAreNettedUntilTheRollersNextTurn) {
    const auto spec = cannibalSpec();
    const auto text = spec.text(kNetGame);
    expectVerified(text);
    // Netted: not in its army's save roll, nor in its army's attack.
    expectInconsistent(spec.text(swap(kNetGame, "roll B save=3 : c2=5", "roll B save=5 : c1=2 c2=5 c3=5")),
                       lineOf(text, "roll B save=3"), "c1");
    expectInconsistent(spec.text(swap(kNetGame, "roll B melee=2 : c2=3", "roll B melee=3 : c2=3 c3=2")),
                       lineOf(text, "roll B melee=2"), "c3");
    // At the start of A's next turn the nets are gone: c1 and c3 must roll again.
    expectInconsistent(spec.text(swap(kNetGame, "roll B save=5 : c1=2 c2=5 c3=5", "roll B save=3 : c2=5")),
                       lineOf(text, "roll B save=5 : c1=2 c2=5 c3=5"), "c1");
    // After turn 1 the Footman and the Crossbowman carry A's net until A's next turn; the Sergeant, which rolled a
    // maneuver result, carries none.
    const auto state = replay(spec.text(kNetGame.substr(0, kNetGame.find("turn 2 B")) + "result none\n"));
    int netted = 0;
    for (const auto& fx : state.effects) {
        if (fx.status != engine::Status::Netted) continue;
        ++netted;
        EXPECT_NE(fx.targetPiece, state.pieceIndex(1, "c2"));
        EXPECT_EQ(fx.expiresAtStartOf, 0);
        EXPECT_EQ(fx.source, "Net");
    }
    EXPECT_EQ(netted, 2);
}

TEST(EngineSaiNet, ANettedUnitCannotLeaveItsTerrain) {
    const auto spec = cannibalSpec();
    const std::string head = kNetGame.substr(0, kNetGame.find("turn 3 A"));
    const auto text = spec.text(head + "  retreat B c3\nresult none\n");
    expectInconsistent(text, lineOf(text, "retreat B c3"), "it is netted");
    // Its neighbour that escaped the net may retreat.
    expectVerified(spec.text(head + "  retreat B c2\nresult none\n"));
}

TEST(EngineSaiNet, ANettedUnitDoesNotRollInItsArmysManeuver) {
    const auto spec = cannibalSpec();
    const std::string head = kNetGame.substr(0, kNetGame.find("turn 2 B"));
    expectVerified(spec.text(head + "turn 2 B\n  march 1 frontier\n    maneuver counter A\n"
                                    "    roll B maneuver=2 : c2=2\n    roll A maneuver=0 : c1=2 c2=5 c3=3\n"
                                    "    terrain up\nresult none\n"));
    const auto text = spec.text(head +
                                "turn 2 B\n  march 1 frontier\n    maneuver counter A\n"
                                "    roll B maneuver=3 : c1=1 c2=2\nresult none\n");
    expectInconsistent(text, lineOf(text, "roll B maneuver=3"), "c1");
}

TEST(EngineSaiNet, TargetsAsMuchAsTheArmyAllowsAndEveryTargetRolls) {
    const auto spec = cannibalSpec();
    const std::string roll =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Net\n";
    const int line = spec.bodyLine() + 4;
    expectInconsistent(spec.text(roll + "    sai A Net c3 : c1 c2\nresult none\n"), line, "as much as it can");
    expectInconsistent(
        spec.text(roll + "    sai A Net c3 : c1 c2 c3\n    roll B maneuver=2 : c1=2 c2=2\nresult none\n"), line + 1,
        "c3");
    // The targets roll for maneuver (not for saves).
    expectInconsistent(
        spec.text(roll + "    sai A Net c3 : c1 c2 c3\n    roll B save=2 : c1=2 c2=2 c3=5\nresult none\n"), line + 1,
        "maneuver");
}

TEST(EngineSaiNet, ANettedTargetOfASecondNetCannotRollAndStaysNetted) {
    LogSpec spec = cannibalSpec();
    spec.aCampaign = "c1: Dwarves Footman, c2: Goblins Cannibal, c3: Goblins Cannibal";
    // Two Nets resolved one by one: the first nets the Footman and the Crossbowman (Save), the second must take
    // all 4 health-worth again; the netted units cannot be rolled, so only the Sergeant rolls.
    expectVerified(
        spec.text("turn 1 A\n  march 1 frontier\n    action melee B\n"
                  "    roll A melee=1 : c1=3 c2=Net c3=Net\n"
                  "    sai A Net c2 : c1 c2 c3\n    roll B maneuver=2 : c1=2 c2=2 c3=5\n"
                  "    sai A Net c3 : c1 c2 c3\n    roll B maneuver=2 : c2=2\n"
                  "    roll B save=3 : c2=5\nresult none\n"));
}

TEST(EngineSaiNet, AWhollyNettedArmySavesWithNoDice) {
    const auto spec = cannibalSpec();
    // Every target fails: the save roll lists no die and saves nothing; the 3 melee kill 3 health-worth.
    const auto text = spec.text(
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Net\n"
        "    sai A Net c3 : c1 c2 c3\n    roll B maneuver=0 : c1=2 c2=5 c3=5\n    roll B save=0 :\n"
        "    kill B c1 c2\nresult none\n");
    expectVerified(text);
    const engine::Engine engine(engineCatalog());
    const auto before = engine.expect(
        replay(spec.text("turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Net\n"
                         "    sai A Net c3 : c1 c2 c3\n    roll B maneuver=0 : c1=2 c2=5 c3=5\nresult none\n")));
    ASSERT_FALSE(before.empty());
    EXPECT_EQ(before.front().rollWords, "save");
    EXPECT_TRUE(before.front().rollers.empty());
}

LogSpec driderSpec() {
    return testing::specWithACampaignC3("Lava Elves Drider");
}

TEST(EngineSaiWeb, TargetsRollForMeleeAndFailuresAreWebbed) {
    const auto spec = driderSpec();
    // All 4 health-worth are targeted: the Sergeant rolls 2 melee and escapes; the Footman and the Crossbowman roll
    // Save and are webbed.
    const std::string game =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Web\n"
        "    sai A Web c3 : c1 c2 c3\n    roll B melee=2 : c1=2 c2=3 c3=5\n    roll B save=3 : c2=5\n"
        "turn 2 B\n  march 1 frontier\n    action melee A\n    roll B melee=2 : c2=3\n"
        "    roll A save=8 : c1=2 c2=5 c3=4\n";
    const auto text = spec.text(game + "result none\n");
    expectVerified(text);
    expectInconsistent(spec.text(game + "  retreat B c3\nresult none\n"), lineOf(text, "turn 2 B") + 5, "it is webbed");
    expectInconsistent(spec.text(swap(game, "roll B melee=2 : c1=2 c2=3 c3=5", "roll B maneuver=2 : c1=2 c2=2 c3=5") +
                                 "result none\n"),
                       lineOf(text, "roll B melee=2"), "melee");
    // A target that rolls a melee result is not webbed: it saves with the army.
    expectVerified(spec.text(swap(game.substr(0, game.find("turn 2 B")),
                                  "roll B melee=2 : c1=2 c2=3 c3=5\n    roll B save=3 : c2=5",
                                  "roll B melee=4 : c1=3 c2=3 c3=2\n    roll B save=5 : c1=2 c2=5 c3=5") +
                             "result none\n"));
}

TEST(EngineSaiSleep, OneUnitOfAnOpposingArmyHereSleepsUntilTheRollersNextTurn) {
    const auto spec = cannibalSpec();
    const std::string game =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Sleep\n"
        "    sai A Sleep c3 : c2\n    roll B save=2 : c1=2 c3=5\n    kill B c3\n"
        "turn 2 B\n  march 1 frontier\n    action melee A\n    roll B melee=1 : c1=3\n"
        "    roll A save=8 : c1=2 c2=5 c3=3\n"
        "turn 3 A\n  march 1 frontier\n    action melee B\n    roll A melee=8 : c1=6 c2=3 c3=5\n"
        "    roll B save=4 : c1=2 c2=5\n    kill B c1 c2\nresult none\n";
    const auto text = spec.text(game);
    expectVerified(text);
    EXPECT_EQ(replay(text).piece(replay(text).pieceIndex(1, "c2")).loc.where, Where::Dua);
    expectInconsistent(spec.text(swap(game, "roll B melee=1 : c1=3", "roll B melee=3 : c1=3 c2=3")),
                       lineOf(text, "roll B melee=1"), "c2");
    const std::string head = game.substr(0, game.find("turn 3 A"));
    expectInconsistent(spec.text(head + "  retreat B c2\nresult none\n"), lineOf(text, "turn 3 A"), "it is asleep");
}

TEST(EngineSaiSleep, TargetsExactlyOneUnitOfAnOpposingArmyHere) {
    const auto spec = cannibalSpec();
    const std::string roll =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=4 : c1=6 c2=3 c3=Sleep\n";
    const int line = spec.bodyLine() + 4;
    expectInconsistent(spec.text(roll + "    sai A Sleep c3\nresult none\n"), line, "targets one unit");
    expectInconsistent(spec.text(roll + "    sai A Sleep c3 : c1 c2\nresult none\n"), line, "one unit, not 2");
    expectInconsistent(spec.text(roll + "    sai A Sleep c3 : A:c1\nresult none\n"), line, "is not one");
    expectInconsistent(spec.text(roll + "    sai A Sleep c3 : h1\nresult none\n"), line, "is not one");
}

// Stun's status on its own: a stunned unit stays out of its army's rolls and is free
// again once it leaves the terrain (S0:L978). The status is put on B's Sergeant by hand here.
TEST(EngineSaiStun, AStunnedUnitStaysOutOfArmyRollsUntilItLeavesTheTerrain) {
    LogSpec spec;
    const std::string head = "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=4 : c1=3 c2=3 c3=2\n";
    const auto log = matchlog::MatchLogParser::parse(spec.text(head + "result none\n"), "test.log");
    auto state = replay(spec.text(head + "result none\n"));  // stops before the result: a save roll is due
    engine::Effect fx;
    fx.source = "Stun";
    fx.from = engine::Effect::From::Sai;
    fx.caster = 0;
    fx.target = engine::EffectTargetKind::Unit;
    fx.targetPiece = state.pieceIndex(1, "c2");
    fx.status = engine::Status::Stunned;
    fx.expiresAtStartOf = 0;
    fx.ends = engine::EndsWhenTargetLeaves;
    fx.anchorTerrain = state.piece(fx.targetPiece).loc.terrain;
    state.effects.push_back(fx);
    const engine::Engine engine(engineCatalog());
    int line = spec.bodyLine() + 4;
    const auto step = [&](engine::GameState& s, const std::string& text) {
        return engine.step(s, matchlog::MatchLogParser::parseStatement(log, text, line++));
    };
    auto wrong = state;
    const auto refused = step(wrong, "roll B save=5 : c1=2 c2=5 c3=5");
    ASSERT_TRUE(std::holds_alternative<engine::Violation>(refused));
    EXPECT_NE(std::get<engine::Violation>(refused).rulesGive.find("stunned"), std::string::npos);
    line = spec.bodyLine() + 4;
    for (const std::string text : {"roll B save=2 : c1=2 c3=5", "kill B c1 c3", "turn 2 B", "retreat B c2"}) {
        auto next = step(state, text);
        ASSERT_TRUE(std::holds_alternative<engine::GameState>(next))
            << text << ": " << std::get<engine::Violation>(next).rulesGive;
        state = std::get<engine::GameState>(next);
    }
    // In the Reserve Area it is no longer stunned.
    EXPECT_TRUE(state.effects.empty());
}

// The whole use: the targets roll for maneuver, the failures are stunned, and the Cannibal's new face (Melee, 4)
// counts in the attack. Footman face 2 is Save and Sergeant face 2 is 2 maneuver: the Sergeant is not stunned.
const std::string kStunRoll = "turn 1 A\n  march 1 frontier\n    action melee B\n";
const std::string kStunGame =
    "    roll A melee=4 : c1=2 c2=2 c3=Stun / stun c3=Melee\n    sai A Stun c3 : c1 c2 c3\n"
    "    roll B maneuver=2 : c1=2 c2=2 c3=5\n    roll B save=3 : c2=5\n    kill B c1\nresult none\n";

TEST(EngineSaiStun, TargetsAreStunnedAndTheNewFaceCounts) {
    const auto spec = cannibalSpec();
    const auto text = spec.text(kStunRoll + kStunGame);
    expectVerified(text);
    const auto state = replay(text);
    const int sergeant = state.pieceIndex(1, "c2");
    const int crossbowman = state.pieceIndex(1, "c3");
    int stunned = 0;
    for (const auto& fx : state.effects) {
        if (fx.status != engine::Status::Stunned) continue;
        ++stunned;
        EXPECT_EQ(fx.targetPiece, crossbowman);  // the Footman was killed; the Sergeant made its maneuver
        EXPECT_NE(fx.targetPiece, sergeant);
    }
    EXPECT_EQ(stunned, 1);
    // The new face adds its 4 melee; a Save face there would add nothing.
    expectInconsistent(spec.text(kStunRoll + swap(kStunGame, "melee=4", "melee=8")), spec.bodyLine() + 3,
                       "melee total 4, not 8");
    expectInconsistent(spec.text(kStunRoll + swap(kStunGame, "/ stun c3=Melee", "/ stun c3=3")),
                       spec.bodyLine() + 3, "melee total 0, not 4");
    // The re-roll must be written, and only Stun's face takes it.
    expectInconsistent(spec.text(kStunRoll + swap(kStunGame, " / stun c3=Melee", "")), spec.bodyLine() + 3,
                       "'/ stun c3=<face>'");
    expectInconsistent(spec.text(kStunRoll + swap(kStunGame, "c3=Stun / stun c3=Melee", "c3=Melee / stun c3=Melee")),
                       spec.bodyLine() + 3, "rolls again a die that shows Stun");
    // A stunned unit does not roll in its army's save.
    expectInconsistent(spec.text(kStunRoll + swap(kStunGame, "roll B save=3 : c2=5", "roll B save=4 : c2=5 c3=5")),
                       spec.bodyLine() + 6, "stunned");
}

// ---- whole-game logs with legal 24-point forces (tests/data/matchlogs/sais/)

TEST(EngineSaiNet, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("net", "roll B melee=6 : c1=3 c2=3 c3=6 c4=1",
                      "'c2' does not roll here (it is in frontier, netted)");
}

TEST(EngineSaiWeb, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("web", "retreat B c2 c5", "it is webbed");
}

TEST(EngineSaiStun, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("stun", "roll B melee=4 : c3=6 c4=1 c5=6",
                      "'c5' does not roll here (it is in frontier, stunned)");
}

TEST(EngineSaiSleep, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("sleep", "roll B save=5 : c2=2 c3=2 c4=2 c5=1", "c1");
}

}  // namespace
}  // namespace muster::rules
