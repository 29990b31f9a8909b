// Spells that damage or kill (V4.01d Spells, seeds 1060-1103; spells/DamageSpells.cpp): Hailstorm (an opposing
// army, saves), Firestorm (every army at a terrain, saves), Firebolt (an opposing unit, its own save), Finger of
// Death (a unit, no save) and Lightning Strike (a unit saves or dies, once per unit per action). For each: the
// state after a game that casts it, the targets it refuses, and the scenario log under
// tests/data/matchlogs/spells/ with its broken copy caught at the line marked "#!".
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using engine::Where;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::markedLine;
using testing::expectCaught;
using testing::whereIs;
using Status = MatchVerdict::Status;

// A's home army makes the magic (face 3 of each: 3 magic; Smolderer face 5: 4 magic; Heucuva face 2: 3 magic).
const std::string kCoralElves = "h1: Coral Elves Conjurer, h2: Coral Elves Conjurer";      // air/water
const std::string kDwarfWizards = "h1: Dwarves Thaumaturgist, h2: Dwarves Thaumaturgist";  // earth/fire
const std::string kScalders = "h1: Scalders Smolderer, h2: Scalders Smolderer";            // fire/water
const std::string kUndead = "h1: Undead Heucuva, h2: Undead Heucuva";                      // death/air
const std::string kFourConjurers = kCoralElves + ", h3: Coral Elves Conjurer, h4: Coral Elves Conjurer";

LogSpec withHome(const std::string& home) {
    LogSpec spec;
    spec.aHome = home;
    return spec;
}

std::string magic(const std::string& roll, const std::string& rest) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    " + roll + "\n" + rest + "result none\n";
}

// ---- Hailstorm ------------------------------------------------------------------------------------------------

// B's campaign army (Footman, Sergeant, Crossbowman) at the frontier: faces 2, 3, 3 give one save.
const std::string kHailstormX2 =
    "    cast A Hailstorm with air x2 on B@frontier\n    resolve 1\n    roll B save=1 : c1=2 c2=3 c3=3\n";

TEST(SpellHailstorm, CombinedCastingsDamageTheArmyWhichSaves) {
    const auto spec = withHome(kCoralElves);
    const std::string log = magic("roll A magic=6 air=6 : h1=3 h2=3", kHailstormX2 + "    kill B c1\n");
    expectVerified(spec.text(log));
    const auto state = replay(spec.text(log));
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Terrain);
    // 2 damage less 1 save: 1 health-worth, never the 2-health Sergeant, never nothing.
    expectCaught(spec.text(magic("roll A magic=6 air=6 : h1=3 h2=3", kHailstormX2 + "    kill B c2 #!\n")), "too much");
    expectCaught(spec.text(magic("roll A magic=6 air=6 : h1=3 h2=3", kHailstormX2 + "    kill B - #!\n")),
                 "must kill 1");
    // The save roll counts what the dice show.
    expectCaught(spec.text(magic("roll A magic=6 air=6 : h1=3 h2=3",
                                 "    cast A Hailstorm with air x2 on B@frontier\n    resolve 1\n"
                                 "    roll B save=2 : c1=2 c2=3 c3=3 #!\n")),
                 "save total 1");
}

TEST(SpellHailstorm, OneCastingSavedLeavesNoDamage) {
    const auto spec = withHome(kCoralElves);
    expectVerified(spec.text(magic("roll A magic=6 air=6 : h1=3 h2=3",
                                   "    cast A Hailstorm with air on B@frontier\n    resolve 1\n"
                                   "    roll B save=1 : c1=2 c2=3 c3=3\n")));
}

TEST(SpellHailstorm, TargetsAnOpposingArmyOnly) {
    const auto spec = withHome(kCoralElves);
    const std::string roll = "roll A magic=6 air=6 : h1=3 h2=3";
    expectCaught(spec.text(magic(roll, "    cast A Hailstorm with air on A@frontier #!\n")), "opposing army");
    expectCaught(spec.text(magic(roll, "    cast A Hailstorm with air on frontier #!\n")), "targets an army");
    expectCaught(spec.text(magic(roll, "    cast A Hailstorm with air #!\n")), "one target");
    // The save roll is the damaged army's.
    expectCaught(spec.text(magic(roll,
                                 "    cast A Hailstorm with air on B@frontier\n    resolve 1\n"
                                 "    roll A save=1 : c1=2 c2=3 c3=3 #!\n")),
                 "save roll of B's army at frontier");
}

// ---- Firestorm ------------------------------------------------------------------------------------------------

const std::string kFirestorm = "roll A magic=8 fire=8 : h1=5 h2=5";

TEST(SpellFirestorm, EveryArmyAtTheTerrainSavesInEitherOrder) {
    const auto spec = withHome(kScalders);
    const std::string cast = "    cast A Firestorm with fire on frontier\n    resolve 1\n";
    const std::string bSaves = "    roll B save=0 : c1=3 c2=3 c3=3\n    kill B c2\n";
    const std::string aSaves = "    roll A save=1 : c1=2 c2=3 c3=3\n    kill A c3\n";
    for (const auto& order : {bSaves + aSaves, aSaves + bSaves}) {
        const auto log = spec.text(magic(kFirestorm, cast + order));
        expectVerified(log);
        const auto state = replay(log);
        EXPECT_EQ(whereIs(state, 1, "c2"), Where::Dua);
        EXPECT_EQ(whereIs(state, 0, "c3"), Where::Dua);
        EXPECT_EQ(whereIs(state, 0, "c1"), Where::Terrain);
    }
    // The caster's own army there is not spared: the action is not over before its save roll.
    expectCaught(spec.text(magic(kFirestorm, cast + bSaves + "  march 2 frontier #!\n")), "save roll");
    // Two castings combined: 4 damage to each.
    expectVerified(spec.text(magic("roll A magic=8 fire=8 : h1=5 h2=5",
                                   "    cast A Firestorm with fire x2 on frontier\n    resolve 1\n"
                                   "    roll B save=1 : c1=2 c2=3 c3=3\n    kill B c1 c2\n"
                                   "    roll A save=0 : c1=3 c2=3 c3=3\n    kill A c1 c2 c3\n")));
}

TEST(SpellFirestorm, TargetsATerrain) {
    const auto spec = withHome(kScalders);
    expectCaught(spec.text(magic(kFirestorm, "    cast A Firestorm with fire on B@frontier #!\n")),
                 "targets a terrain");
    expectCaught(spec.text(magic(kFirestorm, "    cast A Firestorm with fire on reserve #!\n")), "Reserve Area");
}

// ---- Firebolt -------------------------------------------------------------------------------------------------

const std::string kDwarfMagic = "roll A magic=6 fire=6 : h1=3 h2=3";

TEST(SpellFirebolt, TheUnitSavesAloneAndDiesWhenTheDamageLeftReachesItsHealth) {
    const auto spec = withHome(kDwarfWizards);
    // Two castings on the Sergeant (2 health): no save, killed.
    const auto killed = spec.text(
        magic(kDwarfMagic, "    cast A Firebolt with fire x2 on B:c2\n    resolve 1\n    roll B save=0 : c2=3\n"));
    expectVerified(killed);
    EXPECT_EQ(whereIs(replay(killed), 1, "c2"), Where::Dua);
    // Its 3 saves cover the damage.
    const auto saved = spec.text(
        magic(kDwarfMagic, "    cast A Firebolt with fire x2 on B:c2\n    resolve 1\n    roll B save=3 : c2=5\n"));
    expectVerified(saved);
    EXPECT_EQ(whereIs(replay(saved), 1, "c2"), Where::Terrain);
    // One damage does not kill 2 health: it heals.
    const auto healed = spec.text(
        magic(kDwarfMagic, "    cast A Firebolt with fire on B:c2\n    resolve 1\n    roll B save=0 : c2=3\n"));
    expectVerified(healed);
    EXPECT_EQ(whereIs(replay(healed), 1, "c2"), Where::Terrain);
    // Only the target rolls.
    expectCaught(spec.text(magic(kDwarfMagic,
                                 "    cast A Firebolt with fire on B:c2\n    resolve 1\n"
                                 "    roll B save=0 : c1=3 #!\n")),
                 "c1");
}

TEST(SpellFirebolt, TargetsOneOpposingUnitNamedWithItsOwner) {
    const auto spec = withHome(kDwarfWizards);
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Firebolt with fire on A:c2 #!\n")), "opposing unit");
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Firebolt with fire on c2 #!\n")), "'on <player>:<unit>'");
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Firebolt with fire on B@frontier #!\n")), "one unit");
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Firebolt with fire on B:c1 B:c2 #!\n")), "one target");
}

// ---- Fearful Flames -------------------------------------------------------------------------------------------

const std::string kLavaElves = "h1: Lava Elves Warlock, h2: Lava Elves Warlock";  // face 6: 4 magic, fire/death
const std::string kLavaMagic = "roll A magic=8 fire=8 : h1=6 h2=6";

TEST(SpellFearfulFlames, ATargetThatLivesSavesAgainOrFlees) {
    const auto spec = withHome(kLavaElves);
    const std::string cast = "    cast A Fearful Flames with fire on B:c2\n    resolve 1\n    roll B save=0 : c2=3\n";
    // The Sergeant lives through one damage, then rolls no save: it flees to B's Reserve Area.
    const auto fled = spec.text(magic(kLavaMagic, cast + "    roll B save=0 : c2=3\n"));
    expectVerified(fled);
    EXPECT_EQ(whereIs(replay(fled), 1, "c2"), Where::Reserve);
    const auto stays = spec.text(magic(kLavaMagic, cast + "    roll B save=3 : c2=5\n"));
    expectVerified(stays);
    EXPECT_EQ(whereIs(replay(stays), 1, "c2"), Where::Terrain);
    // The second roll is due before the action ends.
    expectCaught(spec.text(magic(kLavaMagic, cast + "  march 2 frontier #!\n")), "second save roll");
    // A Footman without a save dies; nothing follows.
    const auto dead = spec.text(magic(kLavaMagic,
                                      "    cast A Fearful Flames with fire on B:c1\n    resolve 1\n"
                                      "    roll B save=0 : c1=3\n"));
    expectVerified(dead);
    EXPECT_EQ(whereIs(replay(dead), 1, "c1"), Where::Dua);
}

// Unknown or malformed unit words get a message at the cast line, never a crash.
TEST(SpellFirebolt, MalformedTargetsAreRefusedAtTheCast) {
    const auto spec = withHome(kDwarfWizards);
    for (const std::string target : {"B:zz", "Q:c1", "B:", ":c1", "frontier", "reserve"}) {
        const auto text = spec.text(magic(kDwarfMagic, "    cast A Firebolt with fire on " + target + " #!\n"));
        const auto v = verify(text);
        EXPECT_NE(v.status, Status::Verified) << target;
        EXPECT_EQ(v.line, markedLine(text)) << target << ": " << v.message;
        EXPECT_FALSE(v.message.empty()) << target;
    }
}

// ---- Finger of Death ------------------------------------------------------------------------------------------

TEST(SpellFingerOfDeath, KillsAOneHealthUnitWithoutARoll) {
    const auto spec = withHome(kUndead);
    const std::string roll = "roll A magic=6 death=6 : h1=2 h2=2";
    const auto log = spec.text(magic(roll, "    cast A Finger of Death with death on B:c1\n    resolve 1\n"));
    expectVerified(log);
    EXPECT_EQ(whereIs(replay(log), 1, "c1"), Where::Dua);
    // The 2-health Sergeant takes one damage and heals.
    const auto sergeant = spec.text(magic(roll, "    cast A Finger of Death with death on B:c2\n    resolve 1\n"));
    expectVerified(sergeant);
    EXPECT_EQ(whereIs(replay(sergeant), 1, "c2"), Where::Terrain);
    // No save is possible: a save roll after it is not due.
    expectCaught(spec.text(magic(roll,
                                 "    cast A Finger of Death with death on B:c1\n    resolve 1\n"
                                 "    roll B save=1 : c1=2 #!\n")),
                 "no roll is due here");
}

// ---- Lightning Strike -----------------------------------------------------------------------------------------

TEST(SpellLightningStrike, TheUnitDiesWithoutASaveResult) {
    const auto spec = withHome(kCoralElves);
    const std::string roll = "roll A magic=6 air=6 : h1=3 h2=3";
    const std::string cast = "    cast A Lightning Strike with air on B:c2\n    resolve 1\n";
    const auto killed = spec.text(magic(roll, cast + "    roll B save=0 : c2=2\n"));
    expectVerified(killed);
    EXPECT_EQ(whereIs(replay(killed), 1, "c2"), Where::Dua);
    const auto saved = spec.text(magic(roll, cast + "    roll B save=3 : c2=5\n"));
    expectVerified(saved);
    EXPECT_EQ(whereIs(replay(saved), 1, "c2"), Where::Terrain);
    expectCaught(spec.text(magic(roll, cast + "    roll B save=0 : c2=5 #!\n")), "save total 3");
}

// Aimed at a piece that is no unit, the spell is refused with the reason: an item is never targeted by an individual
// effect (S0:L1279), a dragon is no unit.
TEST(SpellLightningStrike, AnItemOrADragonIsNoTarget) {
    auto spec = withHome(kCoralElves);
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, i1: Fire Flicker Foil";
    const std::string roll = "roll A magic=6 air=6 : h1=3 h2=3";
    expectCaught(spec.text(magic(roll, "    cast A Lightning Strike with air on B:i1 #!\n")),
                 "'B:i1' is an item, which is no unit and is never targeted by an individual effect");
    expectCaught(spec.text(magic(roll, "    cast A Lightning Strike with air on B:d1 #!\n")),
                 "'B:d1' is a dragon, not a unit");
}

TEST(SpellLightningStrike, OnePerUnitPerMagicAction) {
    const auto spec = withHome(kFourConjurers);
    const std::string roll = "roll A magic=12 air=12 : h1=3 h2=3 h3=3 h4=3";
    expectCaught(spec.text(magic(roll,
                                 "    cast A Lightning Strike with air on B:c2\n"
                                 "    cast A Lightning Strike with air on B:c2 #!\n")),
                 "already the target of Lightning Strike 1");
    expectCaught(spec.text(magic(roll, "    cast A Lightning Strike with air x2 on B:c2 #!\n")),
                 "one Lightning Strike");
    // Two units, one strike each.
    expectVerified(spec.text(magic(roll,
                                   "    cast A Lightning Strike with air on B:c2\n"
                                   "    cast A Lightning Strike with air on B:c1\n    resolve 2\n"
                                   "    roll B save=0 : c1=3\n    resolve 1\n    roll B save=0 : c2=2\n")));
}

// ---- Dispel Magic against announced spells ------------------------------------------------------------------

// B's frontier army has a Gargoyle (c4, faces 6 and 8: Dispel Magic; face 1: its ID). A casts Ash Storm on the
// frontier (spell 1) and Firebolt on B's Footman (spell 2).
LogSpec gargoyle() {
    LogSpec spec = withHome(kDwarfWizards);
    spec.bCampaign += ", c4: Dwarves Gargoyle";
    return spec;
}
const std::string kTwoSpells = "    cast A Ash Storm with fire on frontier\n    cast A Firebolt with fire on B:c1\n";

TEST(SaiDispelMagic, ARolledDispelMagicNegatesTheSpellsOnItsTerrainArmyOrItself) {
    const auto spec = gargoyle();
    const std::string roll = "roll A magic=6 fire=6 : h1=3 h2=3";
    // The Gargoyle shows Dispel Magic: Ash Storm on its terrain is negated; Firebolt on the Footman is not.
    const auto log = spec.text(magic(roll, kTwoSpells + "    roll B dispel=1 : c4=6\n    resolve 2\n"
                                                        "    roll B save=1 : c1=2\n"));
    expectVerified(log);
    EXPECT_TRUE(replay(log).effects.empty());
    expectCaught(spec.text(magic(roll, kTwoSpells + "    roll B dispel=1 : c4=6\n    resolve 1 #!\n")),
                 "negated by Dispel Magic");
    // Without the icon nothing is negated: Ash Storm resolves and lasts.
    const auto missed = spec.text(magic(roll, kTwoSpells + "    roll B dispel=0 : c4=1\n    resolve 1\n    resolve 2\n"
                                                           "    roll B save=1 : c1=2\n"));
    expectVerified(missed);
    EXPECT_EQ(replay(missed).effects.size(), 1U);
    // A Firebolt on the Gargoyle itself is negated.
    expectVerified(spec.text(magic(roll, "    cast A Firebolt with fire x2 on B:c4\n    roll B dispel=1 : c4=8\n")));
    // Only a unit with the face, reached by a spell, once, after the announcements and before the first resolve.
    expectCaught(spec.text(magic(roll, kTwoSpells + "    roll B dispel=0 : c1=2 #!\n")), "no Dispel Magic face");
    expectCaught(spec.text(magic(roll, "    cast A Firebolt with fire on B:c1\n    roll B dispel=0 : c4=1 #!\n")),
                 "no unresolved spell targets");
    expectCaught(spec.text(magic(roll, kTwoSpells + "    roll B dispel=0 : c4=1\n    roll B dispel=1 : c4=6 #!\n")),
                 "already");
    expectCaught(spec.text(magic(roll,
                                 "    cast A Ash Storm with fire on frontier\n    roll B dispel=0 : c4=1\n"
                                 "    cast A Firebolt with fire on B:c1 #!\n")),
                 "no 'cast' after it");
    expectCaught(spec.text(magic(roll, kTwoSpells + "    roll B dispel=0 : c4=6 #!\n")), "not 0");
}

// ---- the scenario logs ----------------------------------------------------------------------------------------

// Like the other logs under spells/, the forces are the small test forces (verified without the force check).
void expectScenario(const std::string& name, const std::string& why) {
    testing::expectScenarioAndBrokenCopyAtMark(std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/", name, why);
}

TEST(SpellHailstorm, ScenarioLogAndBrokenCopy) {
    expectScenario("hailstorm", "must kill 1");
}
TEST(SpellFirestorm, ScenarioLogAndBrokenCopy) {
    expectScenario("firestorm", "save roll");
}
TEST(SaiDispelMagic, ScenarioLogAndBrokenCopy) {
    expectScenario("dispel-magic", "negated by Dispel Magic");
}
TEST(SpellFirebolt, ScenarioLogAndBrokenCopy) {
    expectScenario("firebolt", "opposing unit");
}
TEST(SpellFearfulFlames, ScenarioLogAndBrokenCopy) {
    expectScenario("fearful-flames", "second save roll");
}
TEST(SpellFingerOfDeath, ScenarioLogAndBrokenCopy) {
    expectScenario("finger-of-death", "does not roll here (it is in DUA)");
}
TEST(SpellLightningStrike, ScenarioLogAndBrokenCopy) {
    expectScenario("lightning-strike", "already the target");
}

}  // namespace
}  // namespace muster::rules
