// Scenario tests of the species abilities and eighth-face icons that need several turns to set up. Each test
// names the V4.01d section it checks. The log line that must fail is marked with the comment "#!" so that
// the expected line number follows the text.
#include <gtest/gtest.h>

#include "EngineTestSupport.h"

namespace muster::rules {
namespace {

using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::markedLine;
using Status = MatchVerdict::Status;

// The marked line is the first one the rules refuse; the message names the problem and the rule section.
void expectCaught(const std::string& text, const std::string& fragment, const std::string& section) {
    const auto v = verify(text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, markedLine(text)) << v.message;
    EXPECT_NE(v.message.find(fragment), std::string::npos) << v.message;
    EXPECT_NE(v.rule.find(section), std::string::npos) << v.rule;
}

engine::Where whereIs(const engine::GameState& s, int player, const std::string& label) {
    return s.pieces.at(static_cast<std::size_t>(s.pieceIndex(player, label))).loc.where;
}

// --- Frostwings: Magic Negation (DUA-scaled 5) ------------------------------------------------------------

// B's home army of two Frostwings is shot down first (both go to B's DUA), then A takes a magic action at
// the frontier (face 1) where B's Frostwings stand.
struct NegationGame {
    LogSpec spec;
    NegationGame() {
        spec.frontier = 1;
        spec.aHorde = "z1: Dwarves Crossbowman";
        spec.aCampaign = "c1: Coral Elves Evoker, c2: Coral Elves Evoker, c3: Coral Elves Evoker";
        spec.bHome = "h1: Frostwings Apprentice, h2: Frostwings Apprentice";
        spec.bCampaign = "c1: Frostwings Apprentice, c2: Frostwings Apprentice, c3: Dwarves Footman";
    }
    static std::string shootFrostwings() {
        return "turn 1 A\n  march 1 home:B\n    action missile B@home:B\n    roll A missile=2 : z1=6\n"
               "    roll B save=0 : h1=5 h2=5\n    kill B h1 h2\n";
    }
    // Frostwings Apprentice: 2 = two magic, 6 = one magic. Coral Elves Evoker: 1 = ID, 2 = magic, 6 = 2
    // magic.
    static std::string magicAtFrontier(const std::string& lines) {
        return "  march 2 frontier\n    action magic\n" + lines + "result none\n";
    }
};

TEST(EngineSpeciesFrostwings, MagicNegationSubtractsUpToTheFrostwingsInTheDua) {
    // V4.01d Species Abilities, Frostwings (Magic Negation): 3 magic negated, limit min(2 in DUA, 5).
    NegationGame g;
    const std::string head = NegationGame::shootFrostwings();
    const std::string negate = "    roll B negate=3 : c1=6 c2=2\n";
    expectVerified(g.spec.text(head + NegationGame::magicAtFrontier(negate + "    roll A magic=2 : c1=6 c2=2 c3=1\n")));
    expectVerified(
        g.spec.text(head + NegationGame::magicAtFrontier(negate + "    roll A magic=2 air=2 : c1=6 c2=2 c3=1\n")));
    expectCaught(g.spec.text(head + NegationGame::magicAtFrontier(negate + "    roll A magic=4 : c1=6 c2=2 c3=1 #!\n")),
                 "magic total 2 (4 rolled, 2 negated)", "Die Roll Resolution");
    expectCaught(
        g.spec.text(head + NegationGame::magicAtFrontier(negate + "    roll A magic=2 air=3 : c1=6 c2=2 c3=1 #!\n")),
        "element totals", "Magic");
    // The negation roll's own total is checked like any roll.
    expectCaught(g.spec.text(head + NegationGame::magicAtFrontier("    roll B negate=4 : c1=6 c2=2 #!\n")),
                 "magic negation total 3, not 4", "Die Roll Resolution");
    // Every Frostwing at the terrain rolls, nothing else.
    expectCaught(g.spec.text(head + NegationGame::magicAtFrontier("    roll B negate=3 : c1=6 c2=2 c3=1 #!\n")),
                 "'c3' does not roll here", "Die Roll Resolution");
    // The negation comes before the magic roll is totalled, not after.
    expectCaught(g.spec.text(head + NegationGame::magicAtFrontier("    roll A magic=4 : c1=6 c2=2 c3=1\n" +
                                                                  negate.substr(0, negate.size() - 1) + " #!\n")),
                 "expected", "V4.01d");
}

TEST(EngineSpeciesFrostwings, MagicNegationNeedsFrostwingsInTheDua) {
    // V4.01d Species Abilities, Frostwings: with no Frostwing in the DUA nothing is subtracted.
    NegationGame g;
    const std::string body = "turn 1 A\n" + NegationGame::magicAtFrontier(
                                                "    roll B negate=3 : c1=6 c2=2\n"
                                                "    roll A magic=4 : c1=6 c2=2 c3=1\n");
    std::string text = g.spec.text(body);
    text.replace(text.find("  march 2 frontier"), 18, "  march 1 frontier");
    expectVerified(text);
}

TEST(EngineSpeciesFrostwings, MagicNegationIsRolledByAnOpponentsFrostwingsAtThatTerrain) {
    NegationGame g;
    g.spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Footman";
    expectCaught(
        g.spec.text(NegationGame::shootFrostwings() + NegationGame::magicAtFrontier("    roll B negate=1 : c1=1 #!\n")),
        "B has no Frostwings at frontier", "Species Abilities: Frostwings");
    NegationGame own;
    own.spec.aCampaign = "c1: Frostwings Apprentice, c2: Coral Elves Evoker, c3: Coral Elves Evoker";
    expectCaught(own.spec.text(NegationGame::shootFrostwings() +
                               NegationGame::magicAtFrontier("    roll A negate=1 : c1=6 #!\n")),
                 "opponent", "Species Abilities: Frostwings");
}

// --- Swamp Stalkers: Mutate (DUA-scaled 1)
// ------------------------------------------------------------------

// A's Warmonger c1 dies in B's counter-attack (a Swamp Stalker in A's DUA); B retreats h1 (and h2).
struct MutateGame {
    LogSpec spec;
    MutateGame() {
        spec.aCampaign = "c1: Swamp Stalkers Warmonger, c2: Swamp Stalkers Warmonger, c3: Swamp Stalkers Ravager";
    }
    static std::string head(const std::string& retreat = "h1") {
        return "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=5 c2=5 c3=5\n"
               "    counter-attack B\n    roll B melee=1 : c1=3 c2=2 c3=5\n    roll A save=0 : c1=2 c2=2 "
               "c3=3\n"
               "    kill A c1\nturn 2 B\n  retreat B " +
               retreat + "\nturn 3 A\n  phase species\n";
    }
};

TEST(EngineSpeciesSwampStalkers, MutateKillsReserveUnitsWithoutSavesAndRecruits) {
    // V4.01d Species Abilities, Swamp Stalkers (Mutate): Footman face 3 (melee) makes no save and dies;
    // A recruits its dead Warmonger with the one health-worth gained.
    MutateGame g;
    const std::string body = MutateGame::head() + "  mutate A B h1\n    roll B save=0 : h1=3\n";
    const auto text = g.spec.text(body + "    mutate-gain A frontier recruit c1\nresult none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(whereIs(state, 1, "h1"), engine::Where::Dua);
    EXPECT_EQ(whereIs(state, 0, "c1"), engine::Where::Terrain);
    // One health-worth only: a second gain is refused.
    expectCaught(
        g.spec.text(body +
                    "    mutate-gain A frontier recruit c1\n    mutate-gain A frontier recruit c1 #!\nresult none\n"),
        "no health-worth is left", "Species Abilities: Swamp Stalkers");
    // A unit that rolls a save survives in the Reserve Area and nothing is gained.
    const std::string saved = MutateGame::head() + "  mutate A B h1\n    roll B save=1 : h1=2\n";
    EXPECT_EQ(whereIs(replay(g.spec.text(saved + "result none\n")), 1, "h1"), engine::Where::Reserve);
    expectCaught(g.spec.text(saved + "    mutate-gain A frontier recruit c1 #!\nresult none\n"),
                 "no health-worth is left", "Species Abilities: Swamp Stalkers");
    // The targets' save total is checked.
    expectCaught(g.spec.text(MutateGame::head() + "  mutate A B h1\n    roll B save=1 : h1=3 #!\nresult none\n"),
                 "save total 0, not 1", "Die Roll Resolution");
    // The save roll must follow the targeting.
    expectCaught(g.spec.text(MutateGame::head() + "  mutate A B h1\n  march 1 frontier #!\nresult none\n"),
                 "the save roll of the units targeted by Mutate", "Species Abilities: Swamp Stalkers");
}

TEST(EngineSpeciesSwampStalkers, MutateTargetsAreLimitedByTheSwampStalkersInTheDua) {
    MutateGame g;
    // One Swamp Stalker in the DUA, limit one per 24 points: two targets are too many.
    expectCaught(g.spec.text(MutateGame::head("h1 h2") + "  mutate A B h1 h2 #!\nresult none\n"), "at most 1 unit",
                 "Species Abilities: Swamp Stalkers");
    // Only units in the opponent's Reserve Area.
    expectCaught(g.spec.text(MutateGame::head() + "  mutate A B h2 #!\nresult none\n"), "not in B's Reserve Area",
                 "Species Abilities: Swamp Stalkers");
    // No Swamp Stalker in the DUA: no Mutate.
    expectCaught(g.spec.text("turn 1 A\nturn 2 B\n  retreat B h1\nturn 3 A\n  mutate A B h1 #!\nresult none\n"),
                 "no Swamp Stalker in the DUA", "Species Abilities: Swamp Stalkers");
    // Species Abilities Phase only: not after a march.
    expectCaught(g.spec.text("turn 1 A\nturn 2 B\n  retreat B h1\nturn 3 A\n  march 1 frontier\n  mutate A B "
                             "h1 #!\nresult none\n"),
                 "species abilities phase, which is over", "Turn Sequence");
}

// --- Eldarim: Dragonkin Handlers, Resist Fear ------------------------------------------------------------

// Dragonkin Handlers: tests/rules/EngineDragonkinTest.cpp.

TEST(EngineSpeciesEldarim, RiseOfTheEldarimNamesItsTargets) {
    // Resist Fear is checked (ResistFearLetsDragonkinUpToTheEldarimHealthRoll); the Eldarim species spell Rise of
    // the Eldarim is checked too (SpellRiseOfTheEldarim): a cast without its unit and dead unit is refused there.
    LogSpec spec;
    spec.aHome = "h1: Eldarim Fire Morehl Enthraller, h2: Eldarim Fire Morehl Enthraller";
    expectCaught(spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 : h1=6 h2=6\n"
                           "    cast A Rise of the Eldarim with fire #!\nresult none\n"),
                 "names the Eldarim unit it promotes", "V4.01d Spells");
}

// --- Amazons: Javelin Charge, Kukri Charge
// -------------------------------------------------------------------

TEST(EngineSpeciesAmazons, ChargesNeedAMinorTerrainBesideTheArmy) {
    // V4.01d Species Abilities, Amazons: both charges bury a minor terrain the army controls (S0:L636-637); the
    // charges themselves: EngineMinorTerrainTest.cpp.
    LogSpec spec;
    spec.aCampaign = "c1: Amazons Soldier, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";
    expectCaught(spec.text("turn 1 A\n  march 1 frontier\n    charge A javelin m1 #!\nresult none\n"), "'m1'", "");
    expectCaught(spec.text("turn 1 A\n  march 1 frontier\n    charge A kukri d1 #!\nresult none\n"),
                 "not the one beside", "Species Abilities: Amazons");
    expectCaught(spec.text("turn 1 A\n  march 1 home:A\n    charge A kukri m1 #!\nresult none\n"), "no Amazons",
                 "Species Abilities: Amazons");
}

// --- Eighth face: Temple, Tower, Standing Stones
// ---------------------------------------------------------------

// A's Frostwings c1 dies in B's counter-attack; B captures the frontier (a Temple) in turns 2 and 4.
struct TempleGame {
    LogSpec spec;
    TempleGame() {
        spec.aFrontier = "Coastland Temple";
        spec.aCampaign = "c1: Frostwings Advocate, c2: Frostwings Advocate, c3: Frostwings Defender";
    }
    static std::string head() {
        return "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=3 c2=3 c3=3\n"
               "    counter-attack B\n    roll B melee=1 : c1=3 c2=2 c3=5\n    roll A save=0 : c1=3 c2=3 "
               "c3=3\n"
               "    kill A c1\nturn 2 B\n  march 1 frontier\n    maneuver\n    terrain up\nturn 3 A\n"
               "turn 4 B\n  march 1 frontier\n    maneuver\n    terrain up\nturn 5 A\nturn 6 B\n";
    }
};

TEST(EngineEighthFaceTemple, TempleBuriesAUnitFromAnotherPlayersDua) {
    // V4.01d Eighth Face Icons (Temple).
    TempleGame g;
    const auto text = g.spec.text(TempleGame::head() + "  temple B A c1\nresult none\n");
    expectVerified(text);
    EXPECT_EQ(whereIs(replay(text), 0, "c1"), engine::Where::Bua);
    expectCaught(g.spec.text(TempleGame::head() + "  temple B A c2 #!\nresult none\n"), "not in A's DUA",
                 "Eighth Face Icons");
    expectCaught(g.spec.text(TempleGame::head() + "  temple B B c1 #!\nresult none\n"), "another player",
                 "Eighth Face Icons");
    expectCaught(g.spec.text(TempleGame::head() + "  temple B A c1\n  temple B A c1 #!\nresult none\n"),
                 "once per turn", "Eighth Face Icons");
    expectCaught(g.spec.text(TempleGame::head() + "turn 7 A\n  temple A B c1 #!\nresult none\n"),
                 "A controls no Temple", "Eighth Face Icons");
}

TEST(EngineSpeciesFrostwings, WintersFortitudeReturnsABuriedFrostwingToTheDua) {
    // V4.01d Species Abilities, Frostwings (Winter's Fortitude): A still has Frostwings at the frontier
    // (air).
    TempleGame g;
    const std::string body = TempleGame::head() + "  temple B A c1\nturn 7 A\n  phase species\n";
    const auto text = g.spec.text(body + "  winters-fortitude A c1\nresult none\n");
    expectVerified(text);
    EXPECT_EQ(whereIs(replay(text), 0, "c1"), engine::Where::Dua);
    expectCaught(g.spec.text(body + "  winters-fortitude A c2 #!\nresult none\n"), "from the BUA to the DUA",
                 "Species Abilities: Frostwings");
    // Without a Frostwing at a terrain containing air (the frontier is now Swampland: earth and water).
    TempleGame dry;
    dry.spec.aFrontier = "Swampland Temple";
    expectCaught(dry.spec.text(body + "  winters-fortitude A c1 #!\nresult none\n"), "terrain containing air",
                 "Species Abilities: Frostwings");
}

const std::string kCapture =
    "turn 1 A\n  march 1 frontier\n    maneuver\n    terrain up\nturn 2 B\n"
    "turn 3 A\n  march 1 frontier\n    maneuver\n    terrain up\n";

TEST(EngineEighthFaceTower, TowerShootsIntoTheReserveAreaWithoutIds) {
    // V4.01d Eighth Face Icons (Tower): any target, but only non-ID missile results count against reserves.
    LogSpec spec;  // the frontier is Coastland Tower
    const std::string body =
        kCapture + "turn 4 B\n  retreat B h1\nturn 5 A\n  march 1 frontier\n    action missile B@reserve\n";
    const auto text = spec.text(
        body + "    roll A missile=2 : c1=1 c2=3 c3=6\n    roll B save=0 : h1=3\n    kill B h1\nresult none\n");
    expectVerified(text);
    EXPECT_EQ(whereIs(replay(text), 1, "h1"), engine::Where::Dua);
    expectCaught(spec.text(body + "    roll A missile=4 : c1=1 c2=3 c3=6 #!\nresult none\n"), "missile total 2, not 4",
                 "Die Roll Resolution");
    LogSpec city;
    city.aFrontier = "Coastland City";
    std::string noTower = city.text(body + "result none\n");
    noTower.replace(noTower.find("action missile B@reserve"), 24, "action missile B@reserve #!");
    expectCaught(noTower, "cannot target an army in the Reserve Area", "Missile");
}

TEST(EngineEighthFaceStandingStones, StandingStonesAddTheTerrainsElements) {
    // V4.01d Eighth Face Icons (Standing Stones): the controller's magic may be of the terrain's elements.
    // Dwarves have no air; Footman ID doubled at the captured terrain gives 2 magic.
    const std::string magic = "turn 4 B\nturn 5 A\n  march 1 frontier\n    action magic\n";
    LogSpec stones;
    stones.aFrontier = "Coastland Standing Stones";
    expectVerified(stones.text(kCapture + magic + "    roll A magic=2 air=2 : c1=1 c2=3 c3=3\nresult none\n"));
    LogSpec city;
    city.aFrontier = "Coastland City";
    expectCaught(city.text(kCapture + magic + "    roll A magic=2 air=2 : c1=1 c2=3 c3=3 #!\nresult none\n"),
                 "own elements", "Magic");
}

// --- Coral Elves: Defensive Volley
// -----------------------------------------------------------------------------

TEST(EngineSpeciesCoralElves, DefensiveVolleyAnswersAMissileAttackAtAnAirTerrain) {
    // V4.01d Species Abilities, Coral Elves (Defensive Volley): only the Coral Elves roll, for missile.
    LogSpec spec;
    spec.frontier = 2;  // Coastland: missile, contains air
    spec.bCampaign = "c1: Coral Elves Bowman, c2: Coral Elves Bowman, c3: Dwarves Footman";
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action missile B@frontier\n"
        "    roll A missile=2 : c1=3 c2=3 c3=6\n    roll B save=1 : c1=3 c2=3 c3=2\n    kill B c1\n"
        "    counter-attack B\n";
    expectVerified(spec.text(
        body + "    roll B missile=2 : c2=6\n    roll A save=0 : c1=3 c2=3 c3=3\n    kill A c2\nresult none\n"));
    // Issue 13's named fix: the message names the species rule, not only "does not roll here".
    expectCaught(spec.text(body + "    roll B missile=3 : c2=6 c3=6 #!\nresult none\n"),
                 "'c3' does not roll here: only Coral Elves answer a missile attack", "Coral Elves");
    // No air at the terrain: no volley.
    LogSpec swamp = spec;
    swamp.aFrontier = "Swampland Tower";
    swamp.frontier = 3;
    std::string text = swamp.text(body + "result none\n");
    text.replace(text.find("    counter-attack B"), 20, "    counter-attack B #!");
    expectCaught(text, "Defensive Volley needs a terrain containing air, and frontier has none", "Melee / Missile");
}

// --- Lava Elves: Cursed Bullets (DUA-scaled 3)
// ----------------------------------------------------------------

TEST(EngineSpeciesLavaElves, CursedBulletsIgnoreNonSpellSaves) {
    // V4.01d Species Abilities, Lava Elves (Cursed Bullets): one Lava Elf in the DUA, so one missile result
    // gets through 5 saves.
    LogSpec spec;
    spec.aCampaign = "c1: Lava Elves Fusilier, c2: Lava Elves Fusilier, c3: Lava Elves Fusilier";
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=5 c2=6 c3=5\n"
        "    counter-attack B\n    roll B melee=1 : c1=3 c2=2 c3=5\n    roll A save=0 : c1=5 c2=5 c3=5\n    "
        "kill A c1\n"
        "turn 2 B\nturn 3 A\n  march 1 frontier\n    maneuver\n    terrain down\n    action missile "
        "B@frontier\n"
        "    roll A missile=3 : c2=3 c3=4\n    roll B save=5 : c1=2 c2=5 c3=5\n";
    const auto text = spec.text(head + "    kill B c1\nresult none\n");
    expectVerified(text);
    EXPECT_EQ(whereIs(replay(text), 1, "c1"), engine::Where::Dua);
    expectCaught(spec.text(head + "    kill B - #!\nresult none\n"), "must kill 1 health-worth", "Damage");
    // With no Lava Elf in the DUA the saves stop everything (no damage, so no kill line is due).
    const std::string clean =
        "turn 1 A\n  march 1 frontier\n    maneuver\n    terrain down\n    action missile B@frontier\n"
        "    roll A missile=3 : c1=3 c2=4 c3=5\n    roll B save=5 : c1=2 c2=5 c3=5\n";
    expectCaught(spec.text(clean + "    kill B c1 #!\nresult none\n"), "expected", "V4.01d");
}

// --- Undead: Bone Magic (DUA-scaled 4), Stepped Damage
// ----------------------------------------------------------

TEST(EngineSpeciesUndead, BoneMagicMayAddOnePerUndeadUpToTheDua) {
    // V4.01d Species Abilities, Undead (Bone Magic): two Apparitions roll non-ID magic, one Undead is in the
    // DUA, so 3 or 4 magic may be counted.
    LogSpec spec;
    spec.aHome = "h1: Undead Apparition, h2: Undead Apparition";
    spec.aCampaign = "c1: Undead Zombie, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=2 c2=2 c3=5\n"
        "    counter-attack B\n    roll B melee=1 : c1=3 c2=2 c3=5\n    roll A save=0 : c1=3 c2=3 c3=3\n    "
        "kill A c1\n"
        "  march 2 home:A\n    action magic\n";
    expectVerified(spec.text(head + "    roll A magic=3 : h1=2 h2=5\nresult none\n"));
    expectVerified(spec.text(head + "    roll A magic=4 death=4 : h1=2 h2=5\nresult none\n"));
    expectCaught(spec.text(head + "    roll A magic=5 : h1=2 h2=5 #!\nresult none\n"),
                 "magic total 3 to 4 (Bone Magic)", "Die Roll Resolution");
    // Without an Undead in the DUA there is nothing to add.
    expectCaught(
        spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=4 : h1=2 h2=5 #!\nresult none\n"),
        "magic total 3, not 4", "Die Roll Resolution");
}

TEST(EngineSpeciesUndead, SteppedDamageExchangesAKilledUndeadForASmallerOne) {
    // V4.01d Species Abilities, Undead (Stepped Damage): the Zombie dies first; later the Wight dies and is
    // exchanged for the Zombie, which returns to the army.
    LogSpec spec;
    spec.bCampaign = "c1: Undead Wight, c2: Undead Zombie, c3: Dwarves Footman";
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=6 : c1=6 c2=6 c3=2\n"
        "    roll B save=5 : c1=2 c2=2 c3=2\n    kill B c2\nturn 2 B\nturn 3 A\n  march 1 frontier\n    "
        "action melee B\n"
        "    roll A melee=6 : c1=6 c2=6 c3=2\n    roll B save=4 : c1=2 c3=2\n    kill B c1\n";
    const auto text = spec.text(head + "    step-down B c1 c2\nresult none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(whereIs(state, 1, "c1"), engine::Where::Dua);
    EXPECT_EQ(whereIs(state, 1, "c2"), engine::Where::Terrain);
    expectCaught(spec.text(head + "    step-down B c1 c3 #!\nresult none\n"), "smaller Undead already in the DUA",
                 "Species Abilities: Undead");
    expectCaught(spec.text(head + "    step-down A c1 c2 #!\nresult none\n"), "owner's choice",
                 "Species Abilities: Undead");
}

// --- Feral: Feralization
// --------------------------------------------------------------------------------------

TEST(EngineSpeciesFeral, FeralizationRecruitsASmallFeral) {
    // V4.01d Species Abilities, Feral (Feralization) at the frontier (Coastland: air).
    LogSpec spec;
    spec.aCampaign = "c1: Feral Lynx-Folk, c2: Feral Lynx-Folk, c3: Feral Leopard-Folk";
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=5 c2=5 c3=5\n"
        "    counter-attack B\n    roll B melee=1 : c1=3 c2=2 c3=5\n    roll A save=0 : c1=3 c2=3 c3=3\n    "
        "kill A c1\n"
        "turn 2 B\nturn 3 A\n  phase species\n";
    const auto text = head + "  feralize A frontier recruit c1\nresult none\n";
    expectVerified(spec.text(text));
    EXPECT_EQ(whereIs(replay(spec.text(text)), 0, "c1"), engine::Where::Terrain);
    expectCaught(spec.text(head + "  feralize A home:A recruit c1 #!\nresult none\n"), "no army with Feral",
                 "Species Abilities: Feral");
    expectCaught(spec.text(head + "  feralize A frontier promote c2 c1 #!\nresult none\n"), "one more health",
                 "Promotion");
    expectCaught(
        spec.text(head + "  feralize A frontier recruit c1\n  feralize A frontier recruit c1 #!\nresult none\n"),
        "once per turn", "Species Abilities: Feral");
    LogSpec fire = spec;
    fire.aFrontier = "Feyland Tower";  // fire and water
    expectCaught(fire.text(head + "  feralize A frontier recruit c1 #!\nresult none\n"), "earth or air",
                 "Species Abilities: Feral");
}

// --- Firewalkers: Air Flight
// ------------------------------------------------------------------------------------

TEST(EngineSpeciesFirewalkers, AirFlightMovesFirewalkersBetweenAirTerrains) {
    // V4.01d Species Abilities, Firewalkers (Air Flight), in the Reserves Phase.
    LogSpec spec;
    spec.aHorde = "z1: Firewalkers Guardian";  // at home:B (Flatland: air)
    spec.aCampaign = "c1: Firewalkers Guardian, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";  // frontier: air
    const auto text = spec.text("turn 1 A\n  air-flight A home:B c1\nresult none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(state.army(0, {engine::Where::Terrain, 1}).size(), 2U);
    expectCaught(spec.text("turn 1 A\n  air-flight A home:A c1 #!\nresult none\n"), "terrain containing air",
                 "Species Abilities: Firewalkers");
    expectCaught(spec.text("turn 1 A\n  air-flight A home:B c2 #!\nresult none\n"), "moves Firewalkers",
                 "Species Abilities: Firewalkers");
    expectCaught(spec.text("turn 1 A\n  air-flight A home:B c1\n  reinforce A home:B c1 #!\nresult none\n"),
                 "before the Retreat step", "Reserves Phase");
}

// --- Treefolk: Rapid Growth
// -----------------------------------------------------------------------------------

TEST(EngineSpeciesTreefolk, RapidGrowthRerollsTreefolkInACounterManeuverAtEarth) {
    // V4.01d Species Abilities, Treefolk (Rapid Growth): the re-rolled faces count, not the first ones.
    LogSpec spec;
    spec.aFrontier = "Swampland Tower";  // earth and water, face 6 melee
    spec.bCampaign = "c1: Treefolk Willowling, c2: Treefolk Willowling, c3: Dwarves Footman";
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    maneuver counter B\n    roll A maneuver=2 : c1=2 c2=2 c3=5\n";
    expectVerified(spec.text(head + "    roll B maneuver=3 : c1=3 c2=4 c3=3 / rapid-growth c1=2 c2=5\nresult none\n"));
    // Without the re-roll the Willowlings show saves: at most 1 (the Footman's melee as maneuver).
    expectCaught(spec.text(head + "    roll B maneuver=3 : c1=3 c2=4 c3=3 #!\nresult none\n"), "maneuver total 0 to 1",
                 "Die Roll Resolution");
    expectCaught(spec.text(head + "    roll B maneuver=1 : c1=3 c2=4 c3=3 / rapid-growth c3=6 #!\nresult none\n"),
                 "only Treefolk", "Species Abilities: Treefolk");
    expectCaught(spec.text("turn 1 A\n  march 1 frontier\n    maneuver counter B\n"
                           "    roll A maneuver=2 : c1=2 c2=2 c3=5 / rapid-growth c1=2 #!\nresult none\n"),
                 "no re-roll 'rapid-growth'", "Die Roll Resolution step 3");
    LogSpec coast = spec;
    coast.aFrontier = "Coastland Tower";  // air and water
    expectCaught(coast.text(head + "    roll B maneuver=2 : c1=3 c2=4 c3=3 / rapid-growth c1=2 c2=5 #!\nresult none\n"),
                 "terrain containing earth", "Species Abilities: Treefolk");
}

}  // namespace
}  // namespace muster::rules
