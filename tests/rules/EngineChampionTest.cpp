// Eldarim champions in dragon attacks (V4.01d Eldarim Champions, S0:L1364-1381): the logo's power in the army's
// answer to a dragon attack (tame, slay, control), the White Dragon rule (S0:L1366), the bonds' ends, riding a tamed
// dragon in the Retreat step, and the scenario logs under tests/data/matchlogs/champions/ with their broken copies.
//
// The games use LogSpec: A's campaign army at the Coastland Tower frontier (air, water) holds the champions; the
// dragons are put at the frontier by the test right before the first 'dragon-attack' (no statement brings a White
// Dragon yet). Champions' faces: 1 ID, 2-5 SAIs, 6 the logo. Drake faces: 1 Jaws, 2-3 Tail, 4-6 Claw, 7-8 Belly,
// 9-10 Wing; wyrm 1 Jaws, 3 Treasure, 6-7 Belly.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineScenarioPlay.h"
#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules {
namespace {

using engine::Where;
using testing::engineCatalog;
using testing::LogSpec;
using Status = MatchVerdict::Status;

using Played = testing::PlacedPlay;
using testing::expectPlayed;
using testing::whereIs;

// Replays the log; right before the first statement containing `before`, the named dragons ("B:d1") stand at the
// frontier.
Played play(const std::string& text, const std::string& before, const std::vector<std::string>& dragons) {
    return testing::playPlacingAt(text, before, dragons, "frontier");
}

void expectRefused(const Played& p, const std::string& text, const std::string& fragment, const std::string& why,
                   engine::Violation::Kind kind = engine::Violation::Kind::Inconsistent) {
    testing::expectRefusedAt(p, text, fragment, why, kind);
}

// The bonds (status tamed or controlled) on a player's dragon.
int bondsOn(const engine::GameState& s, int player, const std::string& label, engine::Status status) {
    int n = 0;
    for (const auto& fx : s.effects) n += fx.targetPiece == s.pieceIndex(player, label) && fx.status == status ? 1 : 0;
    return n;
}

LogSpec champions(const std::string& bPool, const std::string& aPool = "d1: Fire Drake") {
    LogSpec spec;
    spec.version = 2;
    spec.aCampaign =
        "c1: Eldarim Dragonslayer, c2: Eldarim Fire Dragonhunter, c3: Eldarim Dragonlord, c4: Eldarim Dragoncrusader";
    spec.aPool = aPool;
    spec.bPool = bPool;
    return spec;
}

// Turn 1: B's d1 attacks A's champions at the frontier with `face`; all four roll their logo (no results).
std::string attack(const std::string& face) {
    return "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=" + face +
           "\n    roll A melee=0 missile=0 save=0 : c1=6 c2=6 c3=6 c4=6\n";
}

// ---- face-literal: the six kinds' logo gives no results in the army's roll against a dragon (its power is
// resolved after the roll)

TEST(SaiDragonlordLogo, NoResultsInTheDragonResponseRoll) {
    static const engine::RollResolver resolver(engineCatalog());
    for (const char* champion : {"Eldarim Dragonlord", "Eldarim Dragonslayer", "Eldarim Dragoncrusader",
                                 "Eldarim Fire Dragonmaster", "Eldarim Water Dragonhunter", "Eldarim Air Dragonzealot"})
        for (const auto type : {engine::RollType::Melee, engine::RollType::Missile, engine::RollType::Save}) {
            engine::RollContext context;
            context.type = type;
            context.dragonAttack = true;
            const auto out = resolver.resolve({{*engineCatalog().findDie(champion), 5}}, context);
            EXPECT_TRUE(out.unsupported.empty()) << champion << ": " << out.unsupported;
            EXPECT_EQ(out.base, 0) << champion;
        }
}

// ---- tame, slay, control at step 6

TEST(EldarimChampionTame, TheTamedDragonsDamageIsIgnoredAndTheBondIsAnEffect) {
    const auto spec = champions("d1: Water Drake");
    const std::string text = spec.text(attack("Jaws") + "    tame A c3 B:d1\nresult none\n");
    const auto p = play(text, "dragon-attack", {"B:d1"});
    expectPlayed(p);
    EXPECT_EQ(whereIs(p.state, 1, "d1"), Where::Terrain);
    EXPECT_EQ(bondsOn(p.state, 1, "d1", engine::Status::Tamed), 1);
    // Without the tame the Jaws' 12 damage are due.
    const std::string untamed = spec.text(attack("Jaws") + "  march 1 frontier\nresult none\n");
    expectRefused(play(untamed, "dragon-attack", {"B:d1"}), untamed, "march 1", "expected 'kill A");
}

TEST(EldarimChampionTame, OnlyTheLogoPowerOfItsKindAndOnlyAnAttackingDragon) {
    const auto spec = champions("d1: Water Drake");
    const std::string wrongKind = spec.text(attack("Claw") + "    tame A c1 B:d1\n");
    expectRefused(play(wrongKind, "dragon-attack", {"B:d1"}), wrongKind, "tame A", "lets it slay a dragon");
    const std::string noLogo = spec.text(
        "turn 1 A\n  dragon-attack frontier\n    roll B dragon : d1=Claw\n"
        "    roll A melee=0 missile=0 save=4 : c1=6 c2=6 c3=1 c4=6\n    tame A c3 B:d1\n");
    expectRefused(play(noLogo, "dragon-attack", {"B:d1"}), noLogo, "tame A", "did not roll");
    const std::string twice = spec.text(attack("Claw") + "    tame A c3 B:d1\n    control A c4 B:d1\n");
    expectRefused(play(twice, "dragon-attack", {"B:d1"}), twice, "control A", "already");
}

TEST(EldarimChampionSlay, TheSlainDragonLeavesTheGame) {
    const auto spec = champions("d1: Water Drake");
    const std::string text = spec.text(attack("Claw") + "    slay A c1 B:d1\nresult none\n");
    const auto p = play(text, "dragon-attack", {"B:d1"});
    expectPlayed(p);
    EXPECT_EQ(whereIs(p.state, 1, "d1"), Where::Removed);
    EXPECT_EQ(whereIs(p.state, 0, "c1"), Where::Terrain);
}

TEST(EldarimChampionSlay, AnElementalHunterSlaysOnlyADragonOfItsElement) {
    const std::string water = champions("d1: Water Drake").text(attack("Claw") + "    slay A c2 B:d1\n");
    expectRefused(play(water, "dragon-attack", {"B:d1"}), water, "slay A", "containing its element");
    const std::string fire = champions("d1: Fire Drake").text(attack("Claw") + "    slay A c2 B:d1\nresult none\n");
    expectPlayed(play(fire, "dragon-attack", {"B:d1"}));
}

// S0:L1366: only white champions affect a White Dragon; a slain White Dragon is rolled and Jaws buries the slayer.
TEST(EldarimChampionWhiteDragon, OnlyWhiteChampionsAndJawsBuriesTheSlayer) {
    const auto spec = champions("d1: White Wyrm", "d1: Fire Drake");
    const std::string elemental = spec.text(attack("Claw") + "    slay A c2 B:d1\n");
    expectRefused(play(elemental, "dragon-attack", {"B:d1"}), elemental, "slay A", "only a white Eldarim champion");
    const std::string jaws =
        spec.text(attack("Claw") + "    slay A c1 B:d1\n    roll B dragon : d1=Jaws\nresult none\n");
    const auto buried = play(jaws, "dragon-attack", {"B:d1"});
    expectPlayed(buried);
    EXPECT_EQ(whereIs(buried.state, 0, "c1"), Where::Bua);
    EXPECT_EQ(whereIs(buried.state, 1, "d1"), Where::Removed);
    const std::string claw =
        spec.text(attack("Claw") + "    slay A c1 B:d1\n    roll B dragon : d1=Claw\nresult none\n");
    const auto safe = play(claw, "dragon-attack", {"B:d1"});
    expectPlayed(safe);
    EXPECT_EQ(whereIs(safe.state, 0, "c1"), Where::Terrain);
    const std::string noRoll = spec.text(attack("Claw") + "    slay A c1 B:d1\n  march 1 frontier\n");
    expectRefused(play(noRoll, "dragon-attack", {"B:d1"}), noRoll, "march 1", "slain White Dragon");
}

// A White Dragon is tamed only until the tamer's next Expire Effects Phase (S0:L1370).
TEST(EldarimChampionWhiteDragon, TamedUntilTheTamersNextTurn) {
    const auto spec = champions("d1: White Wyrm", "d1: Fire Drake");
    // Turn 2: the wyrm still attacks B's army at the frontier (Belly; B's Footman saves 1, Sergeant 2 maneuver,
    // Crossbowman 1 melee).
    const std::string turn2 = attack("Claw") +
                              "    tame A c3 B:d1\nturn 2 B\n  dragon-attack frontier\n    roll B dragon : d1=Belly\n"
                              "    roll B melee=1 missile=0 save=1 : c1=2 c2=2 c3=2\n";
    const auto p = play(spec.text(turn2 + "result none\n"), "dragon-attack", {"B:d1"});
    expectPlayed(p);
    EXPECT_EQ(bondsOn(p.state, 1, "d1", engine::Status::Tamed), 1);
    // Turn 3: A's Expire Effects Phase frees it, so it attacks A's army again.
    const std::string text = spec.text(turn2 + "turn 3 A\n  march 1 frontier\n");
    const auto later = play(text, "dragon-attack", {"B:d1"});
    expectRefused(later, text, "march 1", "expected 'dragon-attack <terrain>' for the dragons at frontier");
    EXPECT_EQ(bondsOn(later.state, 1, "d1", engine::Status::Tamed), 0);
}

// A bond ends when the dragon leaves its terrain without the unit (Wing flies it home) or the unit leaves (S0:L1370).
TEST(EldarimChampionTame, TheBondEndsWhenEitherLeaves) {
    const auto spec = champions("d1: Water Drake");
    const auto flown = play(spec.text(attack("Wing") + "    tame A c3 B:d1\nresult none\n"), "dragon-attack", {"B:d1"});
    expectPlayed(flown);
    EXPECT_EQ(whereIs(flown.state, 1, "d1"), Where::Pool);
    EXPECT_EQ(bondsOn(flown.state, 1, "d1", engine::Status::Tamed), 0);
    const auto left = play(spec.text(attack("Claw") + "    tame A c3 B:d1\n  retreat A c3\nresult none\n"),
                           "dragon-attack", {"B:d1"});
    expectPlayed(left);
    EXPECT_EQ(bondsOn(left.state, 1, "d1", engine::Status::Tamed), 0);
}

TEST(EldarimChampionRide, TheTamerRidesItsDragonInTheRetreatStep) {
    const auto spec = champions("d1: Water Drake");
    const std::string text = spec.text(attack("Claw") + "    tame A c3 B:d1\n  ride A c3 home:A\nresult none\n");
    const auto p = play(text, "dragon-attack", {"B:d1"});
    expectPlayed(p);
    const int home = p.state.terrainIndex("home:A");
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(1, "d1")).loc, engine::Location::at(home));
    EXPECT_EQ(p.state.piece(p.state.pieceIndex(0, "c3")).loc, engine::Location::at(home));
    EXPECT_EQ(bondsOn(p.state, 1, "d1", engine::Status::Tamed), 1);  // it stays tamed
    const std::string notTamer = spec.text(attack("Claw") + "    tame A c3 B:d1\n  ride A c1 home:A\n");
    expectRefused(play(notTamer, "dragon-attack", {"B:d1"}), notTamer, "ride A", "has tamed no dragon");
    const std::string beforeReinforce =
        spec.text(attack("Claw") + "    tame A c3 B:d1\n  ride A c3 home:A\n  reinforce A frontier z1\n");
    expectRefused(play(beforeReinforce, "dragon-attack", {"B:d1"}), beforeReinforce, "reinforce A",
                  "Reinforce step comes before");
    // One ride per turn: not there and back again in the same Retreat step.
    const std::string twice =
        spec.text(attack("Claw") + "    tame A c3 B:d1\n  ride A c3 home:A\n  ride A c3 frontier\n");
    expectRefused(play(twice, "dragon-attack", {"B:d1"}), twice, "ride A c3 frontier", "ridden its dragon");
}

TEST(EldarimChampionControl, ControlIgnoresTheDamage) {
    const auto spec = champions("d1: Water Drake");
    const std::string text = spec.text(attack("Jaws") + "    control A c4 B:d1\nresult none\n");
    const auto p = play(text, "dragon-attack", {"B:d1"});
    expectPlayed(p);
    EXPECT_EQ(bondsOn(p.state, 1, "d1", engine::Status::Controlled), 1);
}

// Later dragon attacks (S0:L1380). Turn 1: B's and A's Water Drakes (they do not attack each other) attack A's
// champions; the Dragoncrusader c4 takes control of B's. Turn 2 (B): A keeps it from rolling; A's drake attacks B.
// Turn 3 (A): A's drake attacks A's army again and the controlled drake rolls with the army: its Claw's 6 join the
// army's melee, which kills A's drake (Belly: 5 needed).
const std::string kControlled =
    "turn 1 A\n  dragon-attack frontier\n    roll A dragon : d1=Belly\n    roll B dragon : d1=Belly\n"
    "    roll A melee=0 missile=0 save=0 : c1=6 c2=6 c3=6 c4=6\n    control A c4 B:d1\n"
    "turn 2 B\n  dragon-attack frontier\n    control A c4 B:d1 skip\n    roll A dragon : d1=Belly\n"
    "    roll B melee=1 missile=0 save=1 : c1=2 c2=2 c3=2\n"
    "turn 3 A\n  dragon-attack frontier\n";

TEST(EldarimChampionControl, OrdersAndRollingWithItsControllersArmy) {
    const auto spec = champions("d1: Water Drake", "d1: Water Drake");
    const std::string text = spec.text(kControlled +
                                       "    roll A dragon : d1=Belly\n    roll B dragon : d1=Claw\n"
                                       "    roll A melee=0 missile=0 save=0 : c1=6 c2=6 c3=6 c4=6\n"
                                       "    dragon-damage A A:d1=melee\nresult none\n");
    const auto p = play(text, "dragon-attack", {"B:d1", "A:d1"});
    expectPlayed(p);
    EXPECT_EQ(whereIs(p.state, 0, "d1"), Where::Pool);     // killed with the controlled drake's 6
    EXPECT_EQ(whereIs(p.state, 1, "d1"), Where::Terrain);  // it takes no damage
    EXPECT_EQ(bondsOn(p.state, 1, "d1", engine::Status::Controlled), 1);
    // Its Claw is not damage to A's army: without the dragon-damage line the army's kill is due, not a 'kill'.
    const std::string noKill = spec.text(kControlled +
                                         "    roll A dragon : d1=Belly\n    roll B dragon : d1=Claw\n"
                                         "    roll A melee=0 missile=0 save=0 : c1=6 c2=6 c3=6 c4=6\n"
                                         "    kill A c1\n");
    expectRefused(play(noKill, "dragon-attack", {"B:d1", "A:d1"}), noKill, "kill A c1", "dragon-damage A");
    // Orders come from the controlling unit's player, before any dragon rolls.
    const std::string wrongUnit = spec.text(kControlled + "    control A c3 B:d1 skip\n");
    expectRefused(play(wrongUnit, "dragon-attack", {"B:d1", "A:d1"}), wrongUnit, "control A c3", "not controlled by");
    const std::string late = spec.text(kControlled + "    roll A dragon : d1=Belly\n    control A c4 B:d1 skip\n");
    expectRefused(play(late, "dragon-attack", {"B:d1", "A:d1"}), late, "control A c4 B:d1 skip", "roll");
    // Kept from rolling, it adds nothing: A's Belly drake survives the army's 0 melee.
    const std::string skipped = spec.text(kControlled +
                                          "    control A c4 B:d1 skip\n    roll A dragon : d1=Belly\n"
                                          "    roll A melee=0 missile=0 save=0 : c1=6 c2=6 c3=6 c4=6\nresult none\n");
    const auto s = play(skipped, "dragon-attack", {"B:d1", "A:d1"});
    expectPlayed(s);
    EXPECT_EQ(whereIs(s.state, 0, "d1"), Where::Terrain);
}

// ---- scenario logs with legal 24-point forces: each verifies, its broken copy is caught at the line it changed

void expectScenario(const std::string& name, const std::string& brokenLine, const std::string& why) {
    testing::expectScenarioAndBrokenCopy(std::string(MUSTER_TEST_DATA) + "/matchlogs/champions/", name, brokenLine, why,
                                         testing::CaughtAt::LastLineHolding);
}

TEST(EldarimChampionScenario, TameRideAndTheSparedArmy) {
    expectScenario("tame", "dragon-attack home:A", "tamed by units of A's army");
    const auto s = testing::replay(domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/champions/tame.log"));
    EXPECT_EQ(s.piece(s.pieceIndex(1, "d1")).loc, engine::Location::at(s.terrainIndex("home:A")));
}

TEST(EldarimChampionScenario, SlainWyrmIsOutOfTheGame) {
    // The slain dragon named by the Dragon's Lair is out of the game (the message once read "is in out of play").
    expectScenario("slay", "lair A B:d1", "'B:d1' is out of the game, not in a Summoning Pool or at a terrain");
}

TEST(EldarimChampionScenario, ControlledWyrmsDamageIsIgnored) {
    expectScenario("control", "kill A c2 c3 c4", "no kill is due");
}

// A White Dragon summoned by the spell, slain by a white champion (partial forces: checked without the force total).
TEST(EldarimChampionScenario, OnlyTheWhiteChampionSlaysTheSummonedWhiteDragon) {
    const std::string dir = std::string(MUSTER_TEST_DATA) + "/matchlogs/champions/";
    const std::string text = domain::readFile(dir + "white-dragon.log");
    testing::expectVerified(text);
    const auto s = testing::replay(text);
    EXPECT_EQ(whereIs(s, 0, "d1"), Where::Removed);
    EXPECT_EQ(whereIs(s, 1, "c1"), Where::Bua);
    testing::expectCaught(domain::readFile(dir + "white-dragon-broken.log"), "only a white Eldarim champion");
}

// ---- Rise of the Eldarim (S0:L1129) and Summon White Dragon (S0:L1131): scenario logs under
// tests/data/matchlogs/spells/ (partial forces, checked without the force total) with their broken copies caught at
// the line marked "#!"

void expectSpellScenario(const std::string& name, const std::string& why) {
    const std::string dir = std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/";
    const auto good = testing::verify(domain::readFile(dir + name + ".log"));
    EXPECT_EQ(good.status, Status::Verified) << good.message;
    const auto brokenText = domain::readFile(dir + name + "-broken.log");
    const auto broken = testing::verify(brokenText);
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, testing::markedLine(brokenText)) << broken.message;
    EXPECT_NE(broken.message.find(why), std::string::npos) << broken.message;
}

TEST(SpellRiseOfTheEldarim, PromotesAnEldarimUnitOfTheMagicsElement) {
    expectSpellScenario("rise-of-the-eldarim", "is not Fire");
    const std::string dir = std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/";
    const auto s = testing::replay(domain::readFile(dir + "rise-of-the-eldarim.log"));
    EXPECT_EQ(whereIs(s, 0, "c1"), Where::Terrain);  // the Devotee is back at the frontier
    EXPECT_EQ(whereIs(s, 0, "c2"), Where::Dua);      // for the Follower
    const std::string text = domain::readFile(dir + "rise-of-the-eldarim.log");
    const auto cast = text.find("    cast A Rise");
    const auto swap = [&](const std::string& line) { return text.substr(0, cast) + line + "\nresult none\n"; };
    testing::expectCaught(swap("    cast A Rise of the Eldarim with fire on A:c2 A:h1 #!"), "not in A's DUA");
    testing::expectCaught(swap("    cast A Rise of the Eldarim with fire on A:c1 A:c2 #!"), "not in play");
    testing::expectCaught(swap("    cast A Rise of the Eldarim with fire on B:c1 B:c2 #!"), "not an Eldarim unit");
}

TEST(SpellSummonWhiteDragon, PaidWithSeveralElementsAndTheWhiteDragonsDamageDoubles) {
    expectSpellScenario("summon-white-dragon", "must kill");
    const std::string dir = std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/";
    const std::string text = domain::readFile(dir + "summon-white-dragon.log");
    const auto s = testing::replay(text);
    EXPECT_EQ(whereIs(s, 1, "c2"), Where::Dua);
    const auto cast = text.find("    cast A Summon");
    const auto swap = [&](const std::string& line) {
        return text.substr(0, cast) + line + "\n    resolve 1\nresult none\n";
    };
    // The roll made 8 fire and 7 earth: one element cannot pay the 14 (what the new syntax is for).
    testing::expectCaught(swap("    cast A Summon White Dragon with fire on frontier A:d1 #!"),
                          "only 8 Fire magic is left");
    testing::expectCaught(swap("    cast A Summon White Dragon with fire=8+earth=5 on frontier A:d1 #!"), "pays 13");
    testing::expectCaught(swap("    cast A Summon White Dragon with fire=6+earth=8 on frontier A:d1 #!"),
                          "only 7 Earth magic is left");
    testing::expectCaught(swap("    cast A Summon White Dragon with fire=8+fire=6 on frontier A:d1 #!"), "named twice");
    testing::expectCaught(swap("    cast A Summon White Dragon with fire=8+earth=6 on frontier B:d1 #!"),
                          "Summon White Dragon");
    testing::expectCaught(swap("    cast A Summon Dragon with fire=4+earth=3 on frontier A:d1 #!"),
                          "only Summon White Dragon");
}

}  // namespace
}  // namespace muster::rules
