// Issue 28, part 1: readings the rulebook decides against an earlier reading of the engine
// (docs/rules-decisions.md, "Six readings the rulebook decides"). Each has a scenario log under
// tests/data/matchlogs/readings/ (engine tests' small forces, verified without the force-total check) and a broken
// copy caught at its "#!" line:
//   1. a unit that leaves its army at step 4 adds nothing to that roll (S0:L751; Vanish's saves stay, S0:L989);
//   2. a Dragonkin killed by an effect that kills and buries is buried (S0:L1183);
//   3. "up to" is the most that can be applied, except for an SAI aimed at its owner's units (S0:L790-792);
//   5. Resist Fear's Dragonkin roll with their army against a dragon attack (S0:L658);
//   6. save results that spells generate reduce Counter's, Volley's, Scorching Touch's and Charge's damage
//      (S0:L909, L990, L702, L899).
// And a required 'sai' line that never comes is reported at the roll that needs it.
#include <gtest/gtest.h>

#include <string>

#include "AuditTable.h"
#include "EngineScenarioPlay.h"
#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using engine::Where;
using testing::lineOf;
using testing::partialForcesVerifier;
using testing::replay;
using testing::swap;
using testing::verify;
using testing::whereIs;
using Status = MatchVerdict::Status;

const std::string kDir = std::string(MUSTER_TEST_DATA) + "/matchlogs/readings/";

std::string logText(const std::string& name) {
    return domain::readFile(kDir + name + ".log");
}

// The scenario verifies; its broken copy is refused at its "#!" line, with `why` in the message.
void expectReading(const std::string& name, const std::string& why) {
    testing::expectScenarioAndBrokenCopyAtMark(kDir, name, why, &partialForcesVerifier());
}

// Every log of the folder and the rule its broken copy is caught under (the "#!" line).
const std::vector<testing::audit::AuditCase>& readingCases() {
    static const std::vector<testing::audit::AuditCase> cases = {
        {"ferry-attack", "", ""},
        {"ferry-attack-broken", "die-roll-resolution", "melee total 1, not 3"},
        {"teleport-save", "", ""},
        {"teleport-save-broken", "die-roll-resolution", "save total 1, not 4"},
        {"firewalking-magic", "", ""},
        {"firewalking-magic-broken", "die-roll-resolution", "magic total 3"},
        {"vanish-keeps-saves", "", ""},
        {"vanish-keeps-saves-broken", "die-roll-resolution", "save total 4, not 1"},
        {"swallow-dragonkin", "", ""},
        {"swallow-dragonkin-broken", "species-eldarim", "'k1' is not a Dragonkin in A's Summoning Pool"},
        {"stomp-dragonkin", "", ""},
        {"stomp-dragonkin-broken", "die-roll-resolution", "'k1' must be rolled too"},
        {"mirage-fullest", "", ""},
        {"mirage-fullest-broken", "up-to", "5 health-worth at frontier (up to 5), not 4"},
        {"rally-fullest", "", ""},
        {"rally-fullest-broken", "up-to", "3 at home:A (up to 3), not 2"},
        {"resist-fear", "", ""},
        {"resist-fear-broken", "species-eldarim", "Resist Fear lifts Dragonkin of up to 1 health"},
        {"charge-stone-skin", "", ""},
        {"charge-stone-skin-broken", "damage", "2 damage kills at most 2 health-worth"},
        {"counter-stone-skin", "", ""},
        {"counter-stone-skin-broken", "damage", "3 damage kills at most 3 health-worth"},
        {"volley-stone-skin", "", ""},
        {"volley-stone-skin-broken", "damage", "3 damage kills at most 3 health-worth"},
        {"scorching-stone-skin", "", ""},
        {"scorching-stone-skin-broken", "damage", "2 damage kills at most 2 health-worth"},
        {"counter-watery-double", "", ""},
        {"counter-watery-double-broken", "damage", "2 damage kills at most 2 health-worth"},
    };
    return cases;
}

MUSTER_AUDIT_TABLE_TESTS(ReadingsAudit, kDir, readingCases(), testing::audit::noKnownDisagreements())

// ---- 1. Units that leave the army at step 4 add nothing to that roll

TEST(EngineReadingsTest, FerryAtStepFourAddsNothing) {
    // The Gryphon's Ferry takes the Sergeant home at step 4 of A's melee attack: 1 melee (the Footman's), not 3.
    expectReading("ferry-attack", "melee total 1, not 3");
    const auto state = replay(logText("ferry-attack"));
    EXPECT_EQ(whereIs(state, 0, "c2"), Where::Terrain);
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c2")).loc, engine::Location::at(state.terrainIndex("home:A")));
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);  // the 1 damage
}

TEST(EngineReadingsTest, TeleportInASaveRollAddsNothing) {
    // B's Unicorn takes the Sergeant home at step 4 of B's save roll: 1 save, and 3 damage kill the Footman.
    expectReading("teleport-save", "save total 1, not 4");
    const auto state = replay(logText("teleport-save"));
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c2")).loc, engine::Location::at(state.terrainIndex("home:B")));
}

TEST(EngineReadingsTest, FirewalkingInAMagicRollTakesItsMagicAway) {
    // The Genie takes a Thaumaturgist to the frontier at step 4 of the magic roll: 3 magic, not 6.
    expectReading("firewalking-magic", "magic total 3");
    // With 3 magic a spell of 5 cannot be paid for.
    const auto dear = swap(logText("firewalking-magic"), "cast A Stone Skin with earth on A@home:A",
                           "cast A Wind Walk with air on A@home:A");
    const auto v = partialForcesVerifier().verifyText(dear, "dear.log");
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(dear, "cast A Wind Walk")) << v.message;
}

TEST(EngineReadingsTest, VanishedUnitsSavesStillCount) {
    // S0:L989, the only exception: the Ghost's 3 saves stay with the army it left.
    expectReading("vanish-keeps-saves", "save total 4, not 1");
    EXPECT_EQ(whereIs(replay(logText("vanish-keeps-saves")), 1, "c3"), Where::Reserve);
}

TEST(EngineReadingsTest, WildGrowthsPromotedUnitAddsNothing) {
    // sais/wild-growth.log: the Footman promoted at step 4 of A's melee attack left the army with its melee.
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/wild-growth.log");
    testing::expectVerified(text);
    const auto counted =
        swap(text, "    roll A melee=1 : c2=3 c3=2 c4=WildGrowth", "    roll A melee=2 : c2=3 c3=2 c4=WildGrowth");
    const auto v = verify(counted);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(counted, "    roll A melee=2 : c2=3")) << v.message;
    EXPECT_NE(v.message.find("melee total 1, not 2"), std::string::npos) << v.message;
}

// ---- 2. Dragonkin killed by an effect that kills and buries are buried

TEST(EngineReadingsTest, SwallowedDragonkinIsBuried) {
    expectReading("swallow-dragonkin", "'k1' is not a Dragonkin in A's Summoning Pool");
    EXPECT_EQ(whereIs(replay(logText("swallow-dragonkin")), 0, "k1"), Where::Bua);
}

TEST(EngineReadingsTest, StompedDragonkinRollsForItsBurial) {
    // The Dragontroop rolls with the other victims; its automatic save keeps it, the Footman without one is buried.
    expectReading("stomp-dragonkin", "'k1' must be rolled too");
    const auto state = replay(logText("stomp-dragonkin"));
    EXPECT_EQ(whereIs(state, 0, "k1"), Where::Pool);
    EXPECT_EQ(whereIs(state, 0, "h1"), Where::Dua);
    EXPECT_EQ(whereIs(state, 0, "h2"), Where::Bua);
    // On Belly it has no automatic save: buried too.
    const auto belly = swap(logText("stomp-dragonkin"), "    roll A save=3 : k1=3 h1=5 h2=3",
                            "    roll A save=2 : k1=Belly h1=5 h2=3");
    EXPECT_EQ(whereIs(replay(belly), 0, "k1"), Where::Bua);
}

// The other effects that kill and bury, with B's Water Dragontroop (k1) put in B's frontier army by the test: the
// engine tests' small forces, A's campaign army with the SAI's die as c3.
testing::LogSpec dragonkinSpec(const std::string& c3) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: " + c3;
    spec.bPool = "d1: Water Drake, k1: Dragonkin Water Dragontroop";
    return spec;
}

TEST(EngineReadingsTest, FlamedDragonkinIsBuried) {
    // Flame (S0:L925) kills and buries 2 health-worth: the Footman and the Dragontroop.
    const auto spec = dragonkinSpec("Firewalkers Gorgon");
    const auto text = spec.text(
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Flame\n"
        "    sai A Flame c3 : k1 c1\n    roll B save=4 : c2=5 c3=5\n");
    const auto p = testing::playPlacing(text, "march 1 frontier", {{"B:k1", "frontier"}});
    testing::expectPlayed(p);
    EXPECT_EQ(whereIs(p.state, 1, "k1"), Where::Bua);
    EXPECT_EQ(whereIs(p.state, 1, "c1"), Where::Bua);
}

TEST(EngineReadingsTest, GoredDragonkinIsBuried) {
    // Gore (S0:L937): 2 damage, less the Dragontroop's automatic save, kill it; a unit Gore kills is buried.
    const auto spec = dragonkinSpec("Feral Rhino-Folk");
    const auto text = spec.text(
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=3 : c1=3 c2=3 c3=Gore\n"
        "    sai A Gore c3 : k1\n    roll B save=1 : k1=3\n    roll B save=5 : c1=2 c2=5 c3=5\n");
    const auto p = testing::playPlacing(text, "march 1 frontier", {{"B:k1", "frontier"}});
    testing::expectPlayed(p);
    EXPECT_EQ(whereIs(p.state, 1, "k1"), Where::Bua);
}

TEST(EngineReadingsTest, SwampFeverBuriesTheDragonkinItKillsOnASecondId) {
    // Swamp Fever (S0:L1077): the targets that show their ID die; those still killed roll again, the Dragontroop
    // among them (from the Summoning Pool), and an ID buries it.
    auto spec = dragonkinSpec("Dwarves Crossbowman");
    spec.aHome = "h1: Swamp Stalkers Marsh Mage, h2: Swamp Stalkers Marsh Mage";  // face 2: 4 magic
    const std::string cast =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 death=8 : h1=2 h2=2\n"
        "    cast A Swamp Fever with death on B:c1 B:k1 B:c3\n    resolve 1\n    roll B id=2 : c1=1 k1=1 c3=3\n";
    const auto buried = testing::playPlacing(spec.text(cast + "    roll B id=1 : c1=2 k1=1\n"), "march 1 home:A",
                                             {{"B:k1", "frontier"}});
    testing::expectPlayed(buried);
    EXPECT_EQ(whereIs(buried.state, 1, "k1"), Where::Bua);
    EXPECT_EQ(whereIs(buried.state, 1, "c1"), Where::Dua);
    // Its second roll may not be left out.
    const auto text = spec.text(cast + "    roll B id=0 : c1=2\n");
    const auto missing = testing::playPlacing(text, "march 1 home:A", {{"B:k1", "frontier"}});
    testing::expectRefusedAt(missing, text, "roll B id=0 : c1=2", "'k1' must be rolled too");
}

// ---- 3. "Up to" is the most that can be applied

TEST(EngineReadingsTest, MirageTakesAsMuchAsTheTerrainAllows) {
    expectReading("mirage-fullest", "5 health-worth at frontier (up to 5), not 4");
    const auto state = replay(logText("mirage-fullest"));
    EXPECT_EQ(whereIs(state, 1, "c4"), Where::Reserve);
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Reserve);
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Terrain);
}

TEST(EngineReadingsTest, RallyMovesAsManyAmazonsAsItCan) {
    expectReading("rally-fullest", "3 at home:A (up to 3), not 2");
}

// ---- 5. Resist Fear's Dragonkin roll with their army

TEST(EngineReadingsTest, ResistFearsDragonkinRollWithTheirArmy) {
    expectReading("resist-fear", "Resist Fear lifts Dragonkin of up to 1 health");
}

// ---- 6. Spell saves reduce the damage only they may reduce

TEST(EngineReadingsTest, StoneSkinReducesCounterDamage) {
    expectReading("counter-stone-skin", "3 damage kills at most 3 health-worth");
    // Without the spell the 4 damage are allocated in full.
    const auto noSpell =
        swap(swap(swap(logText("counter-stone-skin"), "    cast A Stone Skin with earth on A@frontier\n", ""),
                  "    resolve 1\n", ""),
             "    kill A c2 c1                  # 4 less Stone Skin's save: 3 damage", "    kill A c2 c1 c3");
    const auto v = partialForcesVerifier().verifyText(noSpell, "no-spell.log");
    EXPECT_EQ(v.status, Status::Verified) << v.message;
}

TEST(EngineReadingsTest, WateryDoubleReducesCounterDamage) {
    // S0:L909 with Watery Double (S0:L1112) cast twice, combined (S0:L1050): the Counter of 4 damages the attacking
    // army by 4 - 2 = 2, the Trooper (2 health).
    expectReading("counter-watery-double", "2 damage kills at most 2 health-worth");
    const std::string text = logText("counter-watery-double");
    const std::string twice = "cast A Watery Double with water x2 on A@frontier";
    const std::string lastKill = "kill A c1                                       # Counter's 4 less";
    // One casting, one save: 3 damage, so the Trooper alone is too little and the Trooper and the Fighter are right.
    const auto once = swap(text, twice, "cast A Watery Double with water on A@frontier");
    const auto caught = partialForcesVerifier().verifyText(once, "once.log");
    EXPECT_EQ(caught.status, Status::Inconsistent) << caught.message;
    EXPECT_EQ(caught.line, lineOf(once, lastKill)) << caught.message;
    EXPECT_NE(caught.message.find("3 damage must kill 3 health-worth"), std::string::npos) << caught.message;
    const auto onceRight = swap(once, lastKill, "kill A c1 c2                                    # Counter's 4 less");
    const auto v = partialForcesVerifier().verifyText(onceRight, "once.log");
    EXPECT_EQ(v.status, Status::Verified) << v.message;
    // The saves are the spell's whoever cast it: B's Watery Double on A's army, in force from B's turn, reduces the
    // damage the same way (the position's effect, A's melee in its first march).
    const auto byB =
        swap(swap(text, "play\nmarch 1 home:A\n", "effect spell Watery Double by B on A@frontier x2\nplay\n"),
             "action magic\nroll A magic=4 : h1=3 h2=2                      # Conjurer 3 magic + Evoker 1 "
             "magic (water or air)\n" +
                 twice +
                 " # two castings combined: cost 4, two saves\nresolve 1\n"
                 "march 2 frontier\n",
             "march 1 frontier\n");
    const auto w = partialForcesVerifier().verifyText(byB, "by-b.log");
    EXPECT_EQ(w.status, Status::Verified) << w.message;
    EXPECT_NE(byB.find("effect spell Watery Double by B"), std::string::npos);
    EXPECT_EQ(byB.find("cast A"), std::string::npos);
}

TEST(EngineReadingsTest, StoneSkinReducesVolleyDamage) {
    // S0:L990: B's attacking army under its own Stone Skin takes 3 of the Pine Prince's 4 Volley damage.
    expectReading("volley-stone-skin", "3 damage kills at most 3 health-worth");
}

TEST(EngineReadingsTest, StoneSkinReducesScorchingTouchDamage) {
    // S0:L702: the Scalders' 3 saves at a fire terrain deal 3 damage; the attacker's own Stone Skin takes it to 2.
    expectReading("scorching-stone-skin", "2 damage kills at most 2 health-worth");
}

TEST(EngineReadingsTest, StoneSkinReducesTheAnswerToACharge) {
    expectReading("charge-stone-skin", "2 damage kills at most 2 health-worth");
    const auto state = replay(logText("charge-stone-skin"));
    EXPECT_EQ(whereIs(state, 0, "c2"), Where::Dua);
    EXPECT_EQ(whereIs(state, 0, "c1"), Where::Terrain);
}

TEST(EngineReadingsTest, StoneSkinCoversCursedBullets) {
    // Cursed Bullets (S0:L696): one Lava Elf in A's DUA, so one missile result only spell saves reduce. B's frontier
    // army has Stone Skin (cast in B's turn): its save covers that result, the rolled saves the other two.
    testing::LogSpec spec;
    spec.aCampaign = "c1: Lava Elves Fusilier, c2: Lava Elves Fusilier, c3: Lava Elves Fusilier";
    spec.bHome = "h1: Dwarves Thaumaturgist, h2: Dwarves Footman";
    spec.homeB = 1;  // Flatland City 1: magic
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=5 c2=6 c3=5\n"
        "    counter-attack B\n    roll B melee=1 : c1=3 c2=2 c3=5\n    roll A save=0 : c1=5 c2=5 c3=5\n"
        "    kill A c1\n"
        "turn 2 B\n  march 1 home:B\n    action magic\n    roll B magic=3 : h1=3 h2=2\n"
        "    cast B Stone Skin with earth on B@frontier\n    resolve 1\n"
        "turn 3 A\n  march 1 frontier\n    maneuver\n    terrain down\n    action missile B@frontier\n"
        "    roll A missile=3 : c2=3 c3=4\n    roll B save=6 : c1=2 c2=5 c3=5\n";
    testing::expectVerified(spec.text(head + "result none\n"));
    // Without the spell's save the cursed result would get through: no damage is due here.
    testing::expectCaught(spec.text(head + "    kill B c1 #!\nresult none\n"), "expected");
}

// ---- A missing required line is reported at the roll that needs it

TEST(EngineReadingsTest, AMissingSaiLineIsReportedAtTheRollThatNeedsIt) {
    // sais/regenerate-spell.log without the 'sai' line its Regenerate's return asks for: the next statement (the
    // damage) belongs to a later step, and the roll's line is where the log goes wrong.
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/regenerate-spell.log");
    const auto missing =
        swap(text, "    sai B Regenerate c1 : c2      # the Sergeant rejoins the army, before the damage\n", "");
    const auto v = verify(missing);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(missing, "    roll B save=0 : c1=Regenerate:return")) << v.message;
    EXPECT_NE(v.message.find("this roll needs 'sai B Regenerate c1 ...'"), std::string::npos) << v.message;
}

}  // namespace
}  // namespace muster::rules
