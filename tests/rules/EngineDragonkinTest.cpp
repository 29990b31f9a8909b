// Dragonkin in play (V4.01d Dragonkin, S0:L1173-1193): summoned into armies by Summon Dragonkin (S0:L1127), promoted
// by Evolve Dragonkin (S0:L1124) and Eldarim's Dragonkin Handlers (S0:L659); automatic saves equal to health when
// rolled; killed Dragonkin go back to the Summoning Pool, never to the DUA; an army of only Dragonkin returns to
// the pool; Dragonkin cannot leave their terrain and roll for neither magic nor missile. The log line that must
// fail is marked "#!".
#include <gtest/gtest.h>

#include <algorithm>

#include "EngineTestSupport.h"
#include "muster/domain/Catalog.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules {
namespace {

using engine::Where;
using testing::engineCatalog;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::markedLine;
using Status = MatchVerdict::Status;

void expectCaught(const std::string& text, const std::string& fragment) {
    const auto v = verify(text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, markedLine(text)) << v.message;
    EXPECT_NE(v.message.find(fragment), std::string::npos) << v.message;
}

void expectVerified(const std::string& text) {
    const auto v = verify(text);
    EXPECT_EQ(v.status, Status::Verified) << "line " << v.line << ": " << v.message;
}

Where whereIs(const engine::GameState& s, int player, const std::string& label) {
    return s.pieces.at(static_cast<std::size_t>(s.pieceIndex(player, label))).loc.where;
}

// A's home army at home:A (Highland City: fire and earth; start face 3 = magic) is two Eldarim Fire Enthrallers
// (face 6: 4 magic; face 3: 2 melee; face 4: 2 saves); B's horde there is two Dwarves Crossbowmen (face 6: 2
// missile, face 3: 1 missile, face 1: ID), who turn the City up to a missile face before they shoot.
// A's Summoning Pool holds fire and water Dragonkin. Dragontroop faces: 1 ID, 2 Belly, 3 Melee, 4 Melee,
// 5 Maneuver, 6 Melee.
LogSpec kinSpec() {
    LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Eldarim Fire Morehl Enthraller, h2: Eldarim Fire Morehl Enthraller";
    spec.aPool =
        "d1: Fire Drake, k1: Dragonkin Fire Dragontroop, k2: Dragonkin Fire Dragonhero, "
        "k3: Dragonkin Water Dragontroop, k4: Dragonkin Fire Dragonfoal";
    spec.bHorde = "z1: Dwarves Crossbowman, z2: Dwarves Crossbowman";
    spec.hordeRolls = "horde-roll A maneuver=1 : z1=1\nhorde-roll B maneuver=0 : z1=3 z2=3\n";
    return spec;
}

// B's missile attack on A's home army (the City turned up from 3 to 4, a missile face), before A's save roll.
std::string shoot(const std::string& faces) {
    return "turn 2 B\n  march 1 home:A\n    maneuver\n    terrain up\n    action missile A@home:A\n    roll B " +
           faces + "\n";
}

const std::string kSummon =
    "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 : h1=6 h2=6\n"
    "    cast A Summon Dragonkin with fire on A:k1\n    resolve 1\n";

// ---- Summon Dragonkin -------------------------------------------------------------------------------------------

TEST(SpellSummonDragonkin, BringsOneHealthWorthOfTheElementIntoTheCastingArmy) {
    const auto spec = kinSpec();
    expectVerified(spec.text(kSummon + "result none\n"));
    const auto s = replay(spec.text(kSummon + "result none\n"));
    EXPECT_EQ(whereIs(s, 0, "k1"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "k2"), Where::Pool);
    // Two castings combined bring two health-worth.
    expectVerified(
        spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 : h1=6 h2=6\n"
                  "    cast A Summon Dragonkin with fire x2 on A:k2\n    resolve 1\nresult none\n"));
}

TEST(SpellSummonDragonkin, RefusesTooMuchHealthOtherElementsAndUnitsOutsideThePool) {
    const auto spec = kinSpec();
    const std::string head = "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 : h1=6 h2=6\n";
    expectCaught(spec.text(head + "    cast A Summon Dragonkin with fire on A:k2 #!\nresult none\n"),
                 "the targets are 2 health");
    expectCaught(spec.text(head + "    cast A Summon Dragonkin with fire on A:k3 #!\nresult none\n"), "is not Fire");
    expectCaught(spec.text(head + "    cast A Summon Dragonkin with fire on A:d1 #!\nresult none\n"),
                 "is not a Dragonkin");
    expectCaught(spec.text(head + "    cast A Summon Dragonkin with fire on A:h1 #!\nresult none\n"),
                 "is not a Dragonkin");
    expectCaught(spec.text(head + "    cast A Summon Dragonkin with fire #!\nresult none\n"), "Summoning Pool");
}

// ---- automatic saves, death, the Dragonkin-only army ------------------------------------------------------------

TEST(DragonkinInArmies, AutomaticSavesEqualToHealthWhenRolled) {
    const auto spec = kinSpec();
    // k1 shows melee in the save roll and still adds its automatic save: 2 (h1) + 1 = 3 saves against 3 missile.
    const std::string attack = kSummon + shoot("missile=3 : z1=6 z2=3");
    expectVerified(spec.text(attack + "    roll A save=3 : h1=4 h2=3 k1=3\nresult none\n"));
    expectCaught(spec.text(attack + "    roll A save=2 : h1=4 h2=3 k1=3 #!\nresult none\n"), "save");
}

// Belly (S0:L892): the unit loses its automatic saves and gives nothing else.
TEST(SaiBelly, ADragonkinShowingBellyHasNoAutomaticSaves) {
    const auto spec = kinSpec();
    const std::string attack = kSummon + shoot("missile=3 : z1=6 z2=3");
    expectVerified(spec.text(attack + "    roll A save=2 : h1=4 h2=3 k1=2\n    kill A k1\nresult none\n"));
    expectCaught(spec.text(attack + "    roll A save=3 : h1=4 h2=3 k1=2 #!\nresult none\n"), "save");
    // In a maneuver roll Belly adds nothing.
    expectVerified(spec.text(kSummon + "turn 2 B\n  march 1 home:A\n    maneuver counter A\n"
                                       "    roll B maneuver=2 : z1=1 z2=1\n    roll A maneuver=0 : h1=3 h2=3 k1=2\n"
                                       "    terrain down\nresult none\n"));
}

TEST(DragonkinInArmies, KilledDragonkinGoBackToTheSummoningPool) {
    const auto spec = kinSpec();
    const std::string text =
        kSummon + shoot("missile=4 : z1=6 z2=6") + "    roll A save=3 : h1=4 h2=3 k1=5\n    kill A k1\n";
    expectVerified(spec.text(text + "result none\n"));
    const auto s = replay(spec.text(text + "result none\n"));
    EXPECT_EQ(whereIs(s, 0, "k1"), Where::Pool);
    EXPECT_EQ(whereIs(s, 0, "h1"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "h2"), Where::Terrain);
}

TEST(DragonkinInArmies, AnArmyOfOnlyDragonkinReturnsToThePool) {
    auto spec = kinSpec();
    spec.aHome = "h1: Eldarim Fire Morehl Enthraller";
    // A's army: h1 (2 health) and the summoned k1. B's 3 missile against 1 save kill h1; k1 is left alone and goes
    // back to the Summoning Pool, and A has no army at home:A any more.
    const std::string text =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=4 : h1=6\n"
        "    cast A Summon Dragonkin with fire on A:k1\n    resolve 1\n" +
        shoot("missile=3 : z1=6 z2=3") + "    roll A save=1 : h1=3 k1=3\n    kill A h1\n";
    expectVerified(spec.text(text + "result none\n"));
    const auto s = replay(spec.text(text + "result none\n"));
    EXPECT_EQ(whereIs(s, 0, "k1"), Where::Pool);
    EXPECT_EQ(whereIs(s, 0, "h1"), Where::Dua);
    EXPECT_FALSE(s.hasArmy(0, engine::Location::at(s.players[0].home)));
}

TEST(DragonkinInArmies, CannotLeaveTheirTerrainNorRollForMagic) {
    const auto spec = kinSpec();
    expectCaught(spec.text(kSummon + "turn 2 B\nturn 3 A\n  phase reserves\n  retreat A k1 #!\nresult none\n"),
                 "Dragonkin cannot leave the terrain");
    expectCaught(spec.text(kSummon + "turn 2 B\nturn 3 A\n  march 1 home:A\n    action magic\n"
                                     "    roll A magic=8 : h1=6 h2=6 k1=3 #!\nresult none\n"),
                 "k1");
}

TEST(DragonkinInArmies, AMeleeThatLeavesOnlyDragonkinEndsWithoutACounterAttack) {
    auto spec = kinSpec();
    spec.aCampaign = "c1: Eldarim Water Morehl Follower";  // at the frontier (Coastland: air, water; face 6 melee)
    // B's melee 2 (c1 face 3, c3 face 2) against k3's automatic save: 1 damage, and A kills its Eldarim.
    const std::string text =
        "turn 1 A\n  dragonkin-handlers A frontier recruit k3\nturn 2 B\n  march 1 frontier\n"
        "    action melee A\n    roll B melee=2 : c1=3 c2=2 c3=2\n"
        "    roll A save=1 : c1=2 k3=3\n    kill A c1\n";
    expectVerified(spec.text(text + "result none\n"));
    const auto s = replay(spec.text(text + "result none\n"));
    EXPECT_EQ(whereIs(s, 0, "k3"), Where::Pool);
    EXPECT_EQ(whereIs(s, 0, "c1"), Where::Dua);
    expectCaught(spec.text(text + "    counter-attack A #!\nresult none\n"), "");
}

// ---- Evolve Dragonkin -------------------------------------------------------------------------------------------

TEST(SpellEvolveDragonkin, PromotesOneOfTheCastersDragonkinFromThePool) {
    const auto spec = kinSpec();
    const std::string head = kSummon +
                             "turn 2 B\nturn 3 A\n  march 1 home:A\n    action magic\n"
                             "    roll A magic=8 : h1=6 h2=6\n";
    const std::string text = head + "    cast A Evolve Dragonkin with fire on A:k1 A:k2\n    resolve 1\n";
    expectVerified(spec.text(text + "result none\n"));
    const auto s = replay(spec.text(text + "result none\n"));
    EXPECT_EQ(whereIs(s, 0, "k2"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "k1"), Where::Pool);
    // The new Dragonkin must be one health larger, and the target must be in play and of the magic's element.
    expectCaught(spec.text(head + "    cast A Evolve Dragonkin with fire on A:k1 A:k4 #!\nresult none\n"),
                 "one health-worth per casting");
    expectCaught(spec.text(head + "    cast A Evolve Dragonkin with fire on A:k4 A:k2 #!\nresult none\n"),
                 "is not in an army");
    expectCaught(spec.text(head + "    cast A Evolve Dragonkin with water on A:k1 A:k2 #!\nresult none\n"),
                 "Evolve Dragonkin");
}

// ---- Eldarim: Dragonkin Handlers (S0:L659) ----------------------------------------------------------------------

TEST(EngineSpeciesEldarim, DragonkinHandlersRecruitsAndPromotes) {
    const auto spec = kinSpec();
    const std::string text =
        "turn 1 A\n  dragonkin-handlers A home:A recruit k1\nturn 2 B\n"
        "turn 3 A\n  dragonkin-handlers A home:A promote k1 k2\n";
    expectVerified(spec.text(text + "result none\n"));
    const auto s = replay(spec.text(text + "result none\n"));
    EXPECT_EQ(whereIs(s, 0, "k2"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "k1"), Where::Pool);
}

TEST(EngineSpeciesEldarim, DragonkinHandlersChecksElementSizeOncePerTurnAndTheEldarimHealth) {
    auto spec = kinSpec();
    expectCaught(spec.text("turn 1 A\n  dragonkin-handlers A home:A recruit k3 #!\nresult none\n"), "element");
    expectCaught(spec.text("turn 1 A\n  dragonkin-handlers A home:A recruit k2 #!\nresult none\n"), "small");
    expectCaught(spec.text("turn 1 A\n  dragonkin-handlers A home:A recruit k1\n"
                           "  dragonkin-handlers A home:A recruit k4 #!\nresult none\n"),
                 "once per turn");
    expectCaught(spec.text("turn 1 A\n  dragonkin-handlers A frontier recruit k1 #!\nresult none\n"),
                 "no army containing Eldarim");
    spec.aHome = "h1: Eldarim Fire Morehl Follower, h2: Dwarves Footman";
    expectCaught(spec.text("turn 1 A\n  dragonkin-handlers A home:A recruit k1\nturn 2 B\n"
                           "turn 3 A\n  dragonkin-handlers A home:A promote k1 k2 #!\nresult none\n"),
                 "only 1 health of Eldarim");
}

// ---- face-literal: Belly and the Dragonkin Champion Logo per roll type -------------------------------------------

engine::RollOutcome rollFace(const std::string& die, int face, const engine::RollContext& context) {
    static const engine::RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie(die), face}}, context);
}

TEST(SaiBelly, GivesNothingAndNoAutomaticSavesInEveryRollType) {
    for (const auto type : {engine::RollType::Maneuver, engine::RollType::Melee, engine::RollType::Missile,
                            engine::RollType::Magic, engine::RollType::Save}) {
        engine::RollContext context;
        context.type = type;
        const auto out = rollFace("Dragonkin Fire Dragonhero", 1, context);  // face 2: Belly
        EXPECT_TRUE(out.unsupported.empty()) << out.unsupported;
        EXPECT_EQ(out.base, 0) << engine::toString(type);
    }
    // The same Dragonhero showing melee in a save roll: its two automatic saves.
    engine::RollContext save;
    save.type = engine::RollType::Save;
    EXPECT_EQ(rollFace("Dragonkin Fire Dragonhero", 2, save).base, 2);
}

TEST(SaiDragonkinChampionLogo, FourSavesAgainstAnIndividualEffectNothingInOtherRolls) {
    engine::RollContext individual;
    individual.type = engine::RollType::Save;
    individual.individual = true;
    // Face 6: Logo; 4 saves plus the champion's 4 automatic saves.
    const auto out = rollFace("Dragonkin Water Dragonvictor", 5, individual);
    EXPECT_TRUE(out.unsupported.empty()) << out.unsupported;
    EXPECT_EQ(out.base, 8);
    engine::RollContext save;
    save.type = engine::RollType::Save;
    EXPECT_EQ(rollFace("Dragonkin Water Dragonvictor", 5, save).base, 4);  // automatic saves only
    engine::RollContext maneuver;
    maneuver.type = engine::RollType::Maneuver;
    EXPECT_EQ(rollFace("Dragonkin Water Dragonvictor", 5, maneuver).base, 0);
}

// Eldarim champions (face 6: the logo): four saves in a save against an individual-targeting effect (S0:L1362);
// the elemental kinds' "ID worth two" in other rolls: EngineChampionLogoTest.cpp.
TEST(SaiEldarimChampionLogo, FourSavesAgainstAnIndividualEffect) {
    engine::RollContext individual;
    individual.type = engine::RollType::Save;
    individual.individual = true;
    for (const char* champion : {"Eldarim Dragonlord", "Eldarim Dragonslayer", "Eldarim Fire Dragonmaster"}) {
        const auto out = rollFace(champion, 5, individual);
        EXPECT_TRUE(out.unsupported.empty()) << champion << ": " << out.unsupported;
        EXPECT_EQ(out.base, 4) << champion;
    }
    engine::RollContext maneuver;
    maneuver.type = engine::RollType::Maneuver;
    const auto lord = rollFace("Eldarim Dragonlord", 5, maneuver);  // its row lists no maneuver: nothing
    EXPECT_TRUE(lord.unsupported.empty()) << lord.unsupported;
    EXPECT_EQ(lord.base, 0);
    EXPECT_EQ(rollFace("Eldarim Fire Dragonmaster", 5, maneuver).base, 2);  // an ID worth two
}

// ---- the scenario log with legal 24-point forces (tests/data/matchlogs/dragonkin/) and its broken copies, each
// caught at the line it changed ---------------------------------------------------------------------------------

std::string kinLog(const std::string& name) {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/dragonkin/" + name + ".log";
}

int lineWith(const std::string& text, const std::string& fragment) {
    const auto at = text.find(fragment);
    if (at == std::string::npos) return -1;
    return 1 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(at), '\n'));
}

void expectBrokenAt(const std::string& name, const std::string& fragment, const std::string& why) {
    static const MatchVerifier verifier(engineCatalog());
    const auto v = verifier.verifyFile(kinLog(name));
    EXPECT_EQ(v.status, Status::Inconsistent) << name << ": " << v.message;
    const int line = lineWith(domain::readFile(kinLog(name)), fragment);
    ASSERT_GT(line, 0) << fragment;
    EXPECT_EQ(v.line, line) << v.message;
    EXPECT_NE(v.message.find(why), std::string::npos) << v.message;
}

TEST(DragonkinScenario, SummonedHandledSavedAndKilled) {
    static const MatchVerifier verifier(engineCatalog());
    const auto v = verifier.verifyFile(kinLog("summon"));
    EXPECT_EQ(v.status, Status::Verified) << "line " << v.line << ": " << v.message;
    expectBrokenAt("summon-broken", "roll A save=5", "save");
    expectBrokenAt("handlers-broken", "recruit k3", "element");
    expectBrokenAt("belly-broken", "roll A save=5", "save");
    const auto s = replay(domain::readFile(kinLog("summon")));
    EXPECT_EQ(whereIs(s, 0, "k2"), Where::Pool);
    EXPECT_EQ(whereIs(s, 0, "k1"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "k3"), Where::Pool);
}

TEST(DragonkinScenario, EvolvedReturnedFromAnArmyOfOnlyDragonkinAndNoMagic) {
    static const MatchVerifier verifier(engineCatalog());
    const auto v = verifier.verifyFile(kinLog("evolve"));
    EXPECT_EQ(v.status, Status::Verified) << "line " << v.line << ": " << v.message;
    expectBrokenAt("evolve-broken", "on A:k1 A:k4", "one health-worth per casting");
    expectBrokenAt("magic-broken", "h8=3 k2=3", "Dragonkin do not roll for magic");
    const auto s = replay(domain::readFile(kinLog("evolve")));
    EXPECT_EQ(whereIs(s, 0, "k1"), Where::Pool);  // evolved into k2
    EXPECT_EQ(whereIs(s, 0, "k2"), Where::Terrain);
    EXPECT_EQ(whereIs(s, 0, "z1"), Where::Dua);
    EXPECT_EQ(whereIs(s, 0, "k3"), Where::Terrain);  // back in the pool after the horde fell, then recruited again
    EXPECT_FALSE(s.hasArmy(0, engine::Location::at(s.players[1].home)));
}
TEST(DragonkinScenario, RoarLeavingOnlyDragonkinEndsTheAttackWithoutASaveRoll) {
    // B's Eldarim (two Followers and a recruited Water Dragonfoal) attack A's campaign army; the counter-attack's
    // Roar sends the two Followers to the Reserve Area (the Dragonfoal cannot leave its terrain). The Dragonfoal,
    // alone, goes back to the pool at once (S0:L1181-1183), so no save roll is due and the next turn follows.
    // Before, the attack waited for a save roll of an army that was gone (found by the legal-log generator in a
    // three-player game).
    LogSpec spec;
    spec.version = 2;
    spec.aCampaign = "c1: Dwarves Sergeant, c2: Dwarves Footman, c3: Dwarves Crossbowman, c4: Dwarves Androsphinx";
    spec.bCampaign = "c1: Eldarim Water Morehl Follower, c2: Eldarim Water Morehl Follower";
    spec.bPool = "d1: Water Drake, k1: Dragonkin Water Dragonfoal";
    const std::string body =
        "turn 1 A\n"
        "turn 2 B\n"
        "  dragonkin-handlers B frontier recruit k1\n"
        "  march 1 frontier\n"
        "  action melee A\n"
        "  roll B melee=3 : c1=2 c2=2 k1=5\n"
        "  roll A save=9 : c1=5 c2=2 c3=5 c4=5\n"
        "  counter-attack A\n"
        "  roll A melee=4 : c1=3 c2=3 c3=2 c4=Roar\n"
        "  sai A Roar c4 : c1 c2 k1\n"
        "turn 3 A\n"
        "result none\n";
    const auto v = verify(spec.text(body));
    EXPECT_EQ(v.status, Status::Verified) << "line " << v.line << ": " << v.message;
    const auto s = replay(spec.text(body));
    EXPECT_EQ(testing::whereIs(s, 1, "c1"), Where::Reserve);
    EXPECT_EQ(testing::whereIs(s, 1, "c2"), Where::Reserve);
    EXPECT_EQ(testing::whereIs(s, 1, "k1"), Where::Pool);
    EXPECT_EQ(s.turn.number, 3);
}

}  // namespace
}  // namespace muster::rules
