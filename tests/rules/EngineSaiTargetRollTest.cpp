// SAIs whose targets roll to escape them (V4.01d SAIs: a maneuver roll for Crush, Firecloud, Smother and Stomp, a
// save roll for Poison and Flaming Arrow) and the step-4 resolution they go through (V4.01d Die Roll Resolution
// step 4): face-literal checks of each handler per roll
// purpose, then games in which the roller states targets with 'sai' lines. Dice used (catalog face indices):
// Dwarves Behemoth 2 = 4 Stomp; Goblins Shambler 5 = 4 Smother, 10 = 4 Smite; Firewalkers Genie 5 = 4 Firecloud;
// Goblins Death Naga 4 = 4 Poison; Scalders Blazer 2 = 4 Flaming Arrow;
// Dwarves Footman 1 ID, 2 Save, 3 Melee, 5 Save, 6 2xMelee; Dwarves Sergeant 1 2xID, 2 2xManeuver, 5 3xSave,
// 6 3xMelee; Dwarves Crossbowman 1 ID, 2 Melee, 3 Missile, 5 Save, 6 2xMissile.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules {
namespace {

using engine::RollContext;
using engine::RollResolver;
using engine::RollType;
using engine::Where;
using testing::engineCatalog;
using testing::expectInconsistent;
using testing::expectSaiScenario;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::whereIs;
using Status = MatchVerdict::Status;

// ---- face-literal: what each handler does per roll purpose

struct FaceCase {
    const char* die;
    int face;  // 0-based
    RollType type;
    bool dragon;
    bool counter;
    int results;           // the roll's total from this face alone
    const char* decision;  // the SAI that waits for targets, or ""
};

engine::RollOutcome rollOne(const FaceCase& c) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = c.type;
    context.dragonAttack = c.dragon;
    context.counterAttack = c.counter;
    if (c.type == RollType::Save) context.saveAgainst = RollType::Melee;
    return resolver.resolve({{*engineCatalog().findDie(c.die), c.face}}, context);
}

void expectFace(const FaceCase& c) {
    const auto out = rollOne(c);
    EXPECT_EQ(out.base, c.results) << c.die << " face " << c.face + 1;
    if (*c.decision == '\0') {
        EXPECT_TRUE(out.decisions.empty()) << c.die << " face " << c.face + 1;
        EXPECT_EQ(out.unsupported, "") << c.die << " face " << c.face + 1;
    } else {
        ASSERT_EQ(out.decisions.size(), 1U) << c.die << " face " << c.face + 1;
        EXPECT_EQ(out.decisions.front(), c.decision);
    }
}

TEST(EngineSaiStomp, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Dwarves Behemoth", 1, RollType::Melee, false, false, 0, "Stomp"},  // targets, no results
             FaceCase{"Dwarves Behemoth", 1, RollType::Melee, false, true, 0, "Stomp"},   // counter-attacks too
             FaceCase{"Dwarves Behemoth", 1, RollType::Melee, true, false, 4, ""},        // dragon attack: X melee
             FaceCase{"Dwarves Behemoth", 1, RollType::Save, true, false, 0, ""},
             FaceCase{"Dwarves Behemoth", 1, RollType::Save, false, false, 0, ""},      // nothing in a save
             FaceCase{"Dwarves Behemoth", 1, RollType::Missile, false, false, 0, ""},   // nor in a missile attack
             FaceCase{"Dwarves Behemoth", 1, RollType::Maneuver, false, false, 0, ""},  // nor in a maneuver
         })
        expectFace(c);
}

TEST(EngineSaiCrush, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Fire Trebuchet", 1, RollType::Missile, false, false, 0, "Crush"},
             FaceCase{"Fire Trebuchet", 1, RollType::Missile, true, false, 4, ""},  // dragon attack: X missile
             FaceCase{"Fire Trebuchet", 1, RollType::Melee, false, false, 0, ""},
             FaceCase{"Fire Trebuchet", 1, RollType::Save, false, false, 0, ""},
         })
        expectFace(c);
}

TEST(EngineSaiSmother, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Goblins Shambler", 4, RollType::Melee, false, false, 0, "Smother"},
             FaceCase{"Goblins Shambler", 4, RollType::Melee, false, true, 0, "Smother"},
             FaceCase{"Goblins Shambler", 4, RollType::Missile, false, false, 0, ""},
             FaceCase{"Goblins Shambler", 4, RollType::Save, false, false, 0, ""},
             FaceCase{"Goblins Shambler", 4, RollType::Melee, true, false, 0, ""},  // no dragon-attack use
         })
        expectFace(c);
}

TEST(EngineSaiFirecloud, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Firewalkers Genie", 4, RollType::Melee, false, false, 0, "Firecloud"},
             FaceCase{"Firewalkers Genie", 4, RollType::Missile, false, false, 0, "Firecloud"},
             FaceCase{"Firewalkers Genie", 4, RollType::Save, false, false, 0, ""},
             FaceCase{"Firewalkers Genie", 4, RollType::Maneuver, false, false, 0, ""},
         })
        expectFace(c);
}

TEST(EngineSaiPoison, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Goblins Death Naga", 3, RollType::Melee, false, false, 0, "Poison"},
             FaceCase{"Goblins Death Naga", 3, RollType::Melee, false, true, 0, "Poison"},
             FaceCase{"Goblins Death Naga", 3, RollType::Missile, false, false, 0, ""},
             FaceCase{"Goblins Death Naga", 3, RollType::Save, false, false, 0, ""},
             FaceCase{"Goblins Death Naga", 3, RollType::Melee, true, false, 0, ""},
         })
        expectFace(c);
}

TEST(EngineSaiFlamingArrow, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Scalders Blazer", 1, RollType::Missile, false, false, 0, "Flaming Arrow"},
             FaceCase{"Scalders Blazer", 1, RollType::Missile, true, false, 4, ""},  // dragon attack: X missile
             FaceCase{"Scalders Blazer", 1, RollType::Melee, false, false, 0, ""},
             FaceCase{"Scalders Blazer", 1, RollType::Save, false, false, 0, ""},
         })
        expectFace(c);
}

// ---- games

LogSpec stompSpec() {
    return testing::specWithACampaignC3("Dwarves Behemoth");
}

const std::string kStompRoll =
    "turn 1 A\n  march 1 frontier\n    action melee B\n"
    "    roll A melee=5 : c1=6 c2=6 c3=Stomp\n";  // 2 + 3 melee; Stomp X=4

TEST(EngineSaiStomp, TargetsWithoutManeuverAreKilledThenSaveOrAreBuried) {
    const auto spec = stompSpec();
    // B's army at the frontier is 4 health-worth: Stomp must target all of it. c3 rolls no maneuver and dies,
    // then rolls no save and is buried; c1 (ID) and c2 (2 maneuver) stay and save against the 5 melee.
    const std::string body = kStompRoll +
                             "    sai A Stomp c3 : c1 c2 c3\n"
                             "    roll B maneuver=3 : c1=1 c2=2 c3=5\n"
                             "    roll B save=0 : c3=2\n"
                             "    roll B save=4 : c1=2 c2=5\n"
                             "    kill B c1\nresult none\n";
    const auto text = spec.text(body);
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(whereIs(state, 1, "c3"), Where::Bua);
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Terrain);
    // A killed unit that saves stays in the DUA.
    auto saved = body;
    saved.replace(saved.find("roll B save=0 : c3=2"), 20, "roll B save=1 : c3=5");
    expectVerified(spec.text(saved));
    EXPECT_EQ(whereIs(replay(spec.text(saved)), 1, "c3"), Where::Dua);
}

TEST(EngineSaiStomp, TargetsAsMuchHealthAsTheArmyAllows) {
    const auto spec = stompSpec();
    const int line = spec.bodyLine() + 4;
    expectInconsistent(spec.text(kStompRoll + "    sai A Stomp c3 : c1 c3\nresult none\n"), line,
                       "as much as it can: 4 health-worth");
    expectInconsistent(spec.text(kStompRoll + "    sai A Stomp c3 : c1 c2 c3 c1\nresult none\n"), line,
                       "targeted twice");
    expectInconsistent(spec.text(kStompRoll + "    sai A Stomp c3 : h1\nresult none\n"), line, "not one of them");
    expectInconsistent(spec.text(kStompRoll + "    sai A Stomp c3 : A:c1\nresult none\n"), line, "not one of them");
}

TEST(EngineSaiStomp, IsResolvedByTheRollerBeforeTheSaveRoll) {
    const auto spec = stompSpec();
    const int line = spec.bodyLine() + 4;
    // No 'sai' line: the save roll comes too early; the attack roll, which needs the line, is where the log goes
    // wrong (issue 28).
    expectInconsistent(spec.text(kStompRoll + "    roll B save=4 : c1=2 c2=5 c3=5\nresult none\n"), line - 1,
                       "this roll needs 'sai A Stomp c3 ...'");
    expectInconsistent(spec.text(kStompRoll + "    sai B Stomp c3 : c1 c2 c3\nresult none\n"), line, "is A's");
    expectInconsistent(spec.text(kStompRoll + "    sai A Stomp c2 : c1 c2 c3\nresult none\n"), line, "shows no Stomp");
    expectInconsistent(spec.text(kStompRoll + "    sai A Smite c3 : c1 c2 c3\nresult none\n"), line,
                       "Smite needs no 'sai' line");
    expectInconsistent(spec.text(kStompRoll + "    sai A Stomp c3 fast : c1 c2 c3\nresult none\n"), line,
                       "takes no choice words");
}

TEST(EngineSaiStomp, TheTargetsRollIsChecked) {
    const auto spec = stompSpec();
    const std::string head = kStompRoll + "    sai A Stomp c3 : c1 c2 c3\n";
    const int line = spec.bodyLine() + 5;
    expectInconsistent(spec.text(head + "    roll B maneuver=4 : c1=1 c2=2 c3=5\nresult none\n"), line,
                       "maneuver total 3, not 4");
    expectInconsistent(spec.text(head + "    roll B maneuver=1 : c1=1\nresult none\n"), line, "c2");
    expectInconsistent(spec.text(head + "    roll A maneuver=3 : c1=1 c2=2 c3=5\nresult none\n"), line, "is B's");
    // The unit that died and was buried is not in the army's save roll.
    expectInconsistent(spec.text(head + "    roll B maneuver=3 : c1=1 c2=2 c3=5\n    roll B save=0 : c3=2\n"
                                        "    roll B save=5 : c1=2 c2=5 c3=2\nresult none\n"),
                       line + 2, "c3");
}

TEST(EngineSaiStomp, ReplantedTreefolkAreNotKilledAndDoNotRollToAvoidBurial) {
    LogSpec spec = stompSpec();
    spec.bCampaign = "c1: Treefolk Oakling, c2: Treefolk Oakling, c3: Dwarves Sergeant";
    // The frontier (Coastland) contains water: the two Oaklings Stomp kills roll for Replanting first. c1 rolls
    // its ID and goes to the Reserve Area; c2 stays killed, rolls Melee and is buried.
    const auto text = spec.text(kStompRoll +
                                "    sai A Stomp c3 : c1 c2 c3\n    roll B maneuver=2 : c1=2 c2=3 c3=2\n"
                                "    roll B replant=1 : c1=1 c2=2\n    roll B save=0 : c2=3\n"
                                "    roll B save=3 : c3=5\n    kill B c3\nresult none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Reserve);
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Bua);
    // The replanted unit does not roll in the burial save.
    auto wrong = text;
    wrong.replace(wrong.find("roll B save=0 : c2=3"), 20, "roll B save=0 : c1=3 c2=3");
    testing::expectInconsistentWith(wrong, "'c1' does not roll here");
}

TEST(EngineSaiStomp, TheEngineSaysWhatItExpectsAtEachStep) {
    const auto spec = stompSpec();
    const engine::Engine engine(engineCatalog());
    const auto next = [&](const std::string& body) { return engine.expect(replay(spec.text(body + "result none\n"))); };
    const auto open = next(kStompRoll);
    ASSERT_FALSE(open.empty());
    EXPECT_EQ(open.front().kinds, std::vector<engine::EventKind>{engine::EventKind::Sai});
    EXPECT_EQ(open.front().who, 0);
    EXPECT_EQ(open.front().options, std::vector<std::string>{"Stomp c3"});
    EXPECT_EQ(open.front().amount, 4);
    const auto targets = next(kStompRoll + "    sai A Stomp c3 : c1 c2 c3\n");
    ASSERT_FALSE(targets.empty());
    EXPECT_EQ(targets.front().who, 1);
    EXPECT_EQ(targets.front().rollWords, "maneuver");
    EXPECT_EQ(targets.front().rollers.size(), 3U);
    const auto burial = next(kStompRoll + "    sai A Stomp c3 : c1 c2 c3\n    roll B maneuver=3 : c1=1 c2=2 c3=5\n");
    ASSERT_FALSE(burial.empty());
    EXPECT_EQ(burial.front().rollWords, "save");
    EXPECT_EQ(burial.front().rollers.size(), 1U);
}

TEST(EngineSaiStomp, WorksInACounterAttack) {
    LogSpec spec;
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Behemoth";
    // A attacks (1 melee, B saves 0), B counter-attacks: Stomp targets A's whole army (1 + 2 + 1 = 4).
    expectVerified(
        spec.text("turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=1 : c1=3 c2=5 c3=3\n"
                  "    roll B save=0 : c1=3 c2=3 c3=Stomp\n    kill B c1\n    counter-attack B\n"
                  "    roll B melee=3 : c2=6 c3=Stomp\n    sai B Stomp c3 : c1 c2 c3\n"
                  "    roll A maneuver=3 : c1=1 c2=2 c3=5\n    roll A save=1 : c3=5\n    roll A save=4 : c1=2 c2=5\n"
                  "result none\n"));
}

LogSpec goblinSpec() {
    LogSpec spec;
    spec.aCampaign = "c1: Goblins Shambler, c2: Goblins Shambler, c3: Dwarves Footman";
    return spec;
}

std::string format2(std::string text) {
    text.replace(0, std::string("format muster-matchlog 1").size(), "format muster-matchlog 2");
    return text;
}

const std::string kSmotherSmite =
    "turn 1 A\n  march 1 frontier\n    action melee B\n"
    "    roll A melee=2 : c1=Smother c2=Smite c3=6\n";  // Smother X=4, Smite 4 damage, 2 melee

TEST(EngineSaiSmother, FailuresAreKilledAndNotBuried) {
    const auto spec = goblinSpec();
    // c1 (Save) and c2 (Save) roll no maneuver and die; c3 (ID: 1 maneuver) stays and takes the 6 melee.
    const auto text = spec.text(
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=6 : c1=Smother c2=3 c3=6\n"
        "    sai A Smother c1 : c1 c2 c3\n    roll B maneuver=1 : c1=2 c2=5 c3=1\n"
        "    roll B save=0 : c3=2\n    kill B c3\nresult none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Dua);
}

TEST(EngineSaiResolution, TheRollerOrdersSmiteDamageAmongTheSais) {
    const auto spec = goblinSpec();
    // Smite first: its 4 damage kills B's whole army at the frontier; Smother then has nothing to target.
    const auto smiteFirst =
        format2(spec.text(kSmotherSmite + "    kill B c1 c2 c3\n    sai A Smother c1\nresult none\n"));
    expectVerified(smiteFirst);
    // Smother first: c1 and c3 fail their maneuver roll; Smite's 4 damage then kills c2 (2 health-worth).
    const auto smotherFirst =
        format2(spec.text(kSmotherSmite +
                          "    sai A Smother c1 : c1 c2 c3\n    roll B maneuver=2 : c1=2 c2=2 c3=5\n    kill B c2\n"
                          "result none\n"));
    expectVerified(smotherFirst);
    EXPECT_EQ(whereIs(replay(smotherFirst), 1, "c2"), Where::Dua);
    // Nothing said about Smite: its damage comes after the last SAI.
    const auto smiteLast =
        format2(spec.text(kSmotherSmite + "    sai A Smother c1 : c1 c2 c3\n    roll B maneuver=2 : c1=2 c2=2 c3=5\n"
                                          "    roll B save=0 : c2=3\nresult none\n"));
    expectInconsistent(smiteLast, spec.bodyLine() + 6, "allocating 4 damage no save reduces");
    // Smite has no 'sai' line of its own.
    expectInconsistent(format2(spec.text(kSmotherSmite + "    sai A Smite c2\nresult none\n")), spec.bodyLine() + 4,
                       "needs no 'sai' line");
}

TEST(EngineSaiResolution, MultiplesOfOneSaiMayBeCombinedOrResolvedOneByOne) {
    LogSpec spec = goblinSpec();
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Behemoth";
    const std::string roll =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=2 : c1=Smother c2=Smother c3=6\n";
    // Combined: one effect of X=8 must take all 8 health-worth.
    expectVerified(spec.text(roll + "    sai A Smother c1+c2 : c1 c2 c3 c4\n"
                                    "    roll B maneuver=8 : c1=1 c2=2 c3=1 c4=Maneuver\n"
                                    "    roll B save=9 : c1=2 c2=5 c3=5 c4=ID\nresult none\n"));
    // One by one: each takes 4 health-worth (the Behemoth, then the three others).
    expectVerified(spec.text(roll + "    sai A Smother c2 : c4\n    roll B maneuver=4 : c4=Maneuver\n"
                                    "    sai A Smother c1 : c1 c2 c3\n    roll B maneuver=4 : c1=1 c2=2 c3=1\n"
                                    "    roll B save=9 : c1=2 c2=5 c3=5 c4=ID\nresult none\n"));
    expectInconsistent(spec.text(roll + "    sai A Smother c1+c2 : c1 c2 c3\nresult none\n"), spec.bodyLine() + 4,
                       "8 health-worth");
}

TEST(EngineSaiFirecloud, WorksInAMissileAttack) {
    LogSpec spec;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Crossbowman, c3: Firewalkers Genie";
    spec.frontier = 2;
    const auto text = spec.text(
        "turn 1 A\n  march 1 frontier\n    action missile B@frontier\n"
        "    roll A missile=2 : c1=3 c2=6 c3=Firecloud\n"
        "    sai A Firecloud c3 : c1 c2 c3\n    roll B maneuver=2 : c1=2 c2=2 c3=5\n"
        "    roll B save=0 : c2=3\n    kill B c2\nresult none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);  // Firecloud killed it (Footman 2 = Save: no maneuver)
    EXPECT_EQ(whereIs(state, 1, "c3"), Where::Dua);
}

TEST(EngineSaiPoison, TargetsSaveOrDieAndTheDeadSaveOrAreBuried) {
    LogSpec spec;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Goblins Death Naga";
    // c1 (Save) and c2 (3 Save) save; c3 (Melee) dies, then rolls Missile and is buried. c1 and c2 then save
    // 4 of the 5 melee.
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=6 c3=Poison\n"
        "    sai A Poison c3 : c1 c2 c3\n    roll B save=4 : c1=2 c2=5 c3=2\n    roll B save=0 : c3=3\n"
        "    roll B save=4 : c1=2 c2=5\n    kill B c1\nresult none\n";
    expectVerified(spec.text(body));
    const auto state = replay(spec.text(body));
    EXPECT_EQ(whereIs(state, 1, "c3"), Where::Bua);
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Terrain);
    // The targets' save total is checked like any roll, and only the targets roll.
    expectInconsistent(spec.text("turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=6 "
                                 "c3=Poison\n    sai A Poison c3 : c1 c2 c3\n    roll B save=5 : c1=2 c2=5 c3=2\n"
                                 "result none\n"),
                       spec.bodyLine() + 5, "save total 4, not 5");
}

TEST(EngineSaiFlamingArrow, TargetsSaveOrDieInAMissileAttack) {
    LogSpec spec;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Crossbowman, c3: Scalders Blazer";
    spec.frontier = 2;
    // c2 (2 Melee) dies and saves from the DUA (3 Save); c1 and c3 save against Flaming Arrow, then roll no save
    // against the 2 missile and are killed.
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action missile B@frontier\n"
        "    roll A missile=2 : c1=3 c2=6 c3=FlamingArrow\n    sai A Flaming Arrow c3 : c1 c2 c3\n"
        "    roll B save=2 : c1=2 c2=3 c3=5\n    roll B save=3 : c2=5\n    roll B save=0 : c1=3 c3=2\n"
        "    kill B c1 c3\nresult none\n";
    expectVerified(spec.text(body));
    EXPECT_EQ(whereIs(replay(spec.text(body)), 1, "c2"), Where::Dua);
    // The name may be written as one token.
    auto joined = body;
    joined.replace(joined.find("Flaming Arrow c3"), 16, "FlamingArrow c3");
    expectVerified(spec.text(joined));
}

// ---- whole-game logs with legal 24-point forces (tests/data/matchlogs/sais/): each verifies as written, and its
// broken copy is caught at the line the copy changed.

using testing::lineOf;

TEST(EngineSaiStomp, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("stomp", "sai A Stomp c4 : c1 c2 ", "targets as much as it can");
}

TEST(EngineSaiSmother, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("smother", "roll A melee=3 : c1=3 c2=3 c3=5 c4=Smother",
                      "this roll needs 'sai A Smother c4 ...'");
}

TEST(EngineSaiPoison, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("poison", "roll B save=0 : c1=3 c3=3 c4=3 c5=3", "'c1' does not roll here");
}

TEST(EngineSaiFlamingArrow, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("flaming-arrow", "sai A Flaming Arrow c4 : A:c1", "not one of them");
}

TEST(EngineSaiFirecloud, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("firecloud", "roll B save=4 : c1=2", "'c1' does not roll here");
}

}  // namespace
}  // namespace muster::rules
