// Cantrip outside a magic action (V4.01d SAIs, Cantrip S0:L895 and the species rows such as S0:L1540; Spells,
// S0:L1020; Bronze Medallion S0:L1311): in a non-maneuver roll other than a magic action the face gives no
// results of the roll's type; its X is magic the roller may spend at step 4 with 'cast' lines, on spells marked
// Cantrip only. Dice used (catalog face indices, 1-based): Dwarves Wizard 6 = 4 Cantrip; Bronze Medallion 1.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules {
namespace {

using engine::RollContext;
using engine::RollOutcome;
using engine::RollResolver;
using engine::RollType;
using testing::engineCatalog;
using Status = MatchVerdict::Status;

RollOutcome rollFace(const char* die, int face, RollType type, RollType against = RollType::Melee) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = type;
    if (type == RollType::Save) context.saveAgainst = against;
    return resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, context);
}

using testing::lineOf;

bool waits(const RollOutcome& out, const std::string& sai) {
    return std::find(out.decisions.begin(), out.decisions.end(), sai) != out.decisions.end();
}

TEST(SaiCantrip, FaceLiteralPerRollPurpose) {
    // A magic action: 4 magic results, nothing to decide.
    const auto magic = rollFace("Dwarves Wizard", 6, RollType::Magic);
    EXPECT_EQ(magic.base, 4);
    EXPECT_FALSE(waits(magic, "Cantrip"));
    // Other non-maneuver rolls: no results of the roll's type, the cantrip magic waits (optionally) at step 4.
    for (const auto type : {RollType::Melee, RollType::Missile, RollType::Save}) {
        const auto out = rollFace("Dwarves Wizard", 6, type);
        EXPECT_EQ(out.base, 0);
        EXPECT_TRUE(waits(out, "Cantrip")) << static_cast<int>(type);
    }
    // A maneuver roll: nothing at all.
    const auto maneuver = rollFace("Dwarves Wizard", 6, RollType::Maneuver);
    EXPECT_EQ(maneuver.base, 0);
    EXPECT_FALSE(waits(maneuver, "Cantrip"));
}

TEST(SaiCantrip, BronzeMedallionWorksLikeCantripOutsideMagic) {
    EXPECT_EQ(rollFace("Bronze Medallion", 1, RollType::Magic).base, 4);
    EXPECT_FALSE(waits(rollFace("Bronze Medallion", 1, RollType::Magic), "Bronze Medallion"));
    EXPECT_TRUE(waits(rollFace("Bronze Medallion", 1, RollType::Melee), "Bronze Medallion"));
    EXPECT_TRUE(waits(rollFace("Bronze Medallion", 1, RollType::Save), "Bronze Medallion"));
    EXPECT_FALSE(waits(rollFace("Bronze Medallion", 1, RollType::Maneuver), "Bronze Medallion"));
}

const std::string kDir = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

MatchVerdict verifyVariant(const std::string& from, const std::string& to, std::string& text,
                           const std::vector<std::pair<std::string, std::string>>& more = {}) {
    static const MatchVerifier verifier(engineCatalog());
    text = domain::readFile(kDir + "cantrip.log");
    std::vector<std::pair<std::string, std::string>> edits = {{from, to}};
    edits.insert(edits.end(), more.begin(), more.end());
    for (const auto& [was, now] : edits) text = testing::swap(text, was, now);
    return verifier.verifyText(text, "cantrip-variant.log");
}

TEST(SaiCantrip, ScenarioLogAndBrokenCopy) {
    testing::expectScenarioAndBrokenCopy(kDir, "cantrip", "cast A Path with earth", "not a cantrip spell");
}

TEST(SaiCantrip, OverTheCantripBudget) {
    std::string text;
    // Stone Skin x3 costs 6; the Wizard's Cantrip gave 4.
    const auto v = verifyVariant("Stone Skin with earth on", "Stone Skin with earth x3 on", text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(text, "Stone Skin with earth x3")) << v.message;
    EXPECT_NE(v.message.find("only 4 cantrip magic is left"), std::string::npos) << v.message;
    // Two spells (2 + 2) fit; a third does not.
    const auto two = verifyVariant("    resolve 1 ",
                                   "    cast A Ash Storm with fire on home:B\n    resolve 2\n    resolve 1 ", text);
    EXPECT_EQ(two.status, Status::Verified) << two.message;
    const auto three = verifyVariant(
        "    resolve 1 ",
        "    cast A Ash Storm with fire on home:B\n    cast A Stone Skin with earth on A@frontier\n    resolve 1 ",
        text);
    EXPECT_EQ(three.status, Status::Inconsistent) << three.message;
    EXPECT_EQ(three.line, lineOf(text, "cast A Ash Storm") + 1) << three.message;
    EXPECT_NE(three.message.find("only 0 cantrip magic is left"), std::string::npos) << three.message;
    // Twice (2 + 2) is within the budget; its +2 saves count in this roll: 8 saves, no damage left.
    const auto twice =
        verifyVariant("    roll A save=7 : c1=5 c2=2 c3=5 c4=Cantrip c5=2",
                      "    roll A save=8 : c1=5 c2=2 c3=5 c4=Cantrip c5=2", text, {{"Stone Skin with earth on",
                      "Stone Skin with earth x2 on"}, {"    kill A c2 ", "    # nothing killed "}});
    EXPECT_EQ(twice.status, Status::Verified) << twice.message;
}

// A cantrip spell cast at step 4 adds to the roll it was cast in (S0:L741: step 4's modifiers apply in steps 6-10):
// Stone Skin's save counts in the save roll that cast it, so a total without it is wrong at that roll's line.
TEST(SaiCantrip, StoneSkinCountsInTheSaveRollThatCastIt) {
    std::string text;
    const auto without = verifyVariant("    roll A save=7 :", "    roll A save=6 :", text);
    EXPECT_EQ(without.status, Status::Inconsistent) << without.message;
    EXPECT_EQ(without.line, lineOf(text, "    roll A save=6 :")) << without.message;
    EXPECT_NE(without.message.find("save total 7"), std::string::npos) << without.message;
    // A cantrip spell that takes results from the same roll (Ash Storm at the saving army's terrain) counts in it
    // too: 6 rolled, 5 with it, so the 7 stated for Stone Skin is wrong at the roll's line.
    const auto ash = verifyVariant("cast A Stone Skin with earth on A@frontier", "cast A Ash Storm with fire on frontier",
                                   text);
    EXPECT_EQ(ash.status, Status::Inconsistent) << ash.message;
    EXPECT_EQ(ash.line, lineOf(text, "    roll A save=7 :")) << ash.message;
    EXPECT_NE(ash.message.find("save total 5, not 7"), std::string::npos) << ash.message;
}

// Cantrip spells cast at step 4 of a save roll that change that roll other than by an addition (S0:L741: step 4's
// modifiers apply at steps 6-10), table-driven over the save roll's total and the spells cast: Ash Storm at the
// saving army's terrain takes a save, elsewhere nothing; with Stone Skin too they cancel out.
TEST(SaiCantrip, AshStormAtTheSavingArmysTerrainCountsInItsSaveRoll) {
    static const MatchVerifier verifier(engineCatalog());
    const auto log = domain::readFile(kDir + "cantrip-ash-storm.log");
    const std::string roll = "    roll A save=5 :";
    const std::string cast = "    cast A Ash Storm with fire on frontier";
    struct Case {
        std::string save;
        std::string spells;
        bool caughtAtRoll;
        std::string why;
    };
    const std::vector<Case> cases = {
        {"    roll A save=5 :", cast, false, ""},
        {"    roll A save=6 :", cast, true, "save total 5, not 6"},
        {"    roll A save=4 :", cast, true, "save total 5, not 4"},
        {"    roll A save=6 :", "    cast A Ash Storm with fire on home:A", false, ""},
        {"    roll A save=5 :", "    cast A Ash Storm with fire on home:A", true, "save total 6, not 5"},
        {"    roll A save=6 :", cast + "\n    cast A Stone Skin with earth on A@frontier\n    resolve 2", false, ""},
        {"    roll A save=5 :", cast + "\n    cast A Stone Skin with earth on A@frontier\n    resolve 2", true,
         "save total 6, not 5"},
    };
    for (const auto& c : cases) {
        auto text = testing::swap(testing::swap(log, roll, c.save), cast, c.spells);
        const auto v = verifier.verifyText(text, "cantrip-ash-storm-variant.log");
        const int at = lineOf(text, c.save);
        if (c.caughtAtRoll) {
            EXPECT_EQ(v.status, Status::Inconsistent) << c.save << " / " << c.spells << "\n" << v.message;
            EXPECT_EQ(v.line, at) << v.message;
            EXPECT_NE(v.message.find(c.why), std::string::npos) << v.message;
        } else {
            // The roll is accepted: the log verifies or a later line (the damage, which the total changes) is wrong.
            EXPECT_TRUE(v.status == Status::Verified || (v.status == Status::Inconsistent && v.line > at))
                << c.save << " / " << c.spells << "\n" << v.message;
        }
    }
}

// In a combination save roll (the answer to a Charge) the Ash Storm cast at step 4 is a modifier of choice: it takes one
// result of the type A picks, where it changes something if it can (S0:L783), besides the Ash Storm already there.
// ash-storm-combination.log with a Dwarves Wizard for A's Crossbowman: 1 melee, 3 saves, 4 cantrip magic.
TEST(SaiCantrip, AshStormInTheCombinationSaveRollThatCastIt) {
    auto log = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/ash-storm-combination.log");
    log = testing::swap(log, "format muster-matchlog 1", "format muster-matchlog 2");
    log = testing::swap(log, "army A campaign c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman",
                        "army A campaign c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Wizard");
    const std::string answer = "    roll A melee=2 save=2 : c1=3 c2=5 c3=2";
    const std::string cast = "\n    cast A Ash Storm with fire on frontier\n    resolve 1";
    struct Case {
        std::string roll;
        bool caught;
    };
    for (const auto& c : std::vector<Case>{{"    roll A melee=1 save=1 : c1=3 c2=5 c3=6", false},
                                           {"    roll A melee=0 save=2 : c1=3 c2=5 c3=6", false},
                                           {"    roll A melee=1 save=2 : c1=3 c2=5 c3=6", true},
                                           {"    roll A melee=0 save=3 : c1=3 c2=5 c3=6", true}}) {
        const auto text = testing::swap(log, answer, c.roll + cast);
        const auto v = testing::verify(text);
        const int at = lineOf(text, c.roll);
        if (c.caught) {
            EXPECT_EQ(v.status, Status::Inconsistent) << c.roll << "\n" << v.message;
            EXPECT_EQ(v.line, at) << v.message;
            EXPECT_NE(v.message.find("it gives melee=0 save=2 or melee=1 save=1"), std::string::npos) << v.message;
        } else {
            EXPECT_TRUE(v.status == Status::Verified || (v.status == Status::Inconsistent && v.line > at))
                << c.roll << "\n" << v.message;
        }
    }
}

TEST(SaiCantrip, AshStormScenarioLogAndBrokenCopy) {
    testing::expectScenarioAndBrokenCopy(kDir, "cantrip-ash-storm", "    roll A save=6 :", "save total 5, not 6");
}

// A cantrip spell cast at step 4 of an attack roll counts in that roll (S0:L741: step 4's modifiers apply at steps
// 6-10): Ash Storm with fire on the attacker's own terrain takes one result from it. The total is checked once step 4
// is over and a wrong one is reported at the roll's line. Per attack: the log's roll with the Ash Storm's -1 (verifies),
// without it (caught at the roll), and with the Ash Storm elsewhere (then the total without it is right).
TEST(SaiCantrip, AshStormAtTheAttackersTerrainCountsInTheAttackRollThatCastIt) {
    const auto attack = domain::readFile(kDir + "cantrip-attack.log");
    // The melee attack of the scenario log; a missile attack at the same terrain (the frontier left at 4); A's
    // counter-attack against B's melee attack in cantrip.log (A's save shows no Cantrip this time).
    const std::string meleeRoll = "    roll A melee=6 : c1=6 c2=6 c3=2 c4=Cantrip c5=3";
    auto missile = testing::swap(attack,
                                 "    maneuver                        # nobody counters\n"
                                 "    terrain up                      # the frontier turns from 4 (missile) to 5 (melee)\n"
                                 "    action melee B",
                                 "    action missile B@frontier");
    missile = testing::swap(missile, meleeRoll, "    roll A missile=5 : c1=1 c2=1 c3=6 c4=Cantrip c5=1");
    missile = testing::swap(missile, "    kill B c1 c2 ", "    kill B c1 ");  // 5 - 3 saves: the Warrior
    auto counter = domain::readFile(kDir + "cantrip.log");
    counter = testing::swap(counter,
                            "    roll A save=7 : c1=5 c2=2 c3=5 c4=Cantrip c5=2  # 3 + 1 + 1 + 1 rolled, + 1 from the "
                            "Stone Skin cast below\n"
                            "    cast A Stone Skin with earth on A@frontier  # step 4: the Wizard's 4 cantrip magic, 2 "
                            "spent\n"
                            "    resolve 1                       # its +1 save counts in this roll already (step 10 "
                            "follows step 4)\n"
                            "    kill A c2                       # 1 damage left: a Footman\n",
                            "    roll A save=9 : c1=5 c2=2 c3=5 c4=2 c5=2\n"
                            "    counter-attack A\n" +
                                meleeRoll +
                                "\n    cast A Ash Storm with fire on frontier\n    resolve 1\n"
                                "    roll B save=3 : c1=3 c2=2 c3=2 c4=3 c5=2\n    kill B c1 c2\n");
    struct Case {
        std::string name;
        std::string log;
        std::string roll;     // the roll as the log states it, with the Ash Storm's -1
        std::string without;  // the same roll stating the total without it
        std::string message;  // what the engine says of that
    };
    const std::vector<Case> cases = {
        {"melee", attack, "roll A melee=6 :", "roll A melee=7 :", "melee total 6, not 7"},
        {"missile", missile, "roll A missile=5 :", "roll A missile=6 :", "missile total 5, not 6"},
        {"counter-attack", counter, "roll A melee=6 :", "roll A melee=7 :", "melee total 6, not 7"},
    };
    const std::string cast = "cast A Ash Storm with fire on frontier";
    for (const auto& c : cases) {
        const auto good = testing::verify(c.log);
        EXPECT_EQ(good.status, Status::Verified) << c.name << "\n" << good.message;
        // Stated without the Ash Storm's -1: caught at the roll's own line, after step 4.
        const auto wrongText = testing::swap(c.log, c.roll, c.without);
        const auto wrong = testing::verify(wrongText);
        EXPECT_EQ(wrong.status, Status::Inconsistent) << c.name << "\n" << wrong.message;
        EXPECT_EQ(wrong.line, lineOf(wrongText, c.without)) << c.name << "\n" << wrong.message;
        EXPECT_NE(wrong.message.find(c.message), std::string::npos) << c.name << "\n" << wrong.message;
        EXPECT_NE(wrong.message.find("attack roll"), std::string::npos) << c.name << "\n" << wrong.message;
        // The Ash Storm on another terrain leaves the roll alone: the total without it is the right one now, and the
        // one with it is caught at the roll.
        const auto elsewhere = testing::swap(c.log, cast, "cast A Ash Storm with fire on home:B");
        const auto plainText = testing::swap(elsewhere, c.roll, c.without);
        const auto plain = testing::verify(plainText);
        EXPECT_TRUE(plain.status == Status::Verified ||
                    (plain.status == Status::Inconsistent && plain.line > lineOf(plainText, c.without)))
            << c.name << "\n" << plain.message;
        const auto reduced = testing::verify(elsewhere);
        EXPECT_EQ(reduced.status, Status::Inconsistent) << c.name << "\n" << reduced.message;
        EXPECT_EQ(reduced.line, lineOf(elsewhere, c.roll)) << c.name << "\n" << reduced.message;
        // A total the Ash Storm cannot explain either way is caught at the roll too.
        const auto offText = testing::swap(c.log, c.roll, testing::swap(c.roll, "=", "=1"));
        const auto off = testing::verify(offText);
        EXPECT_EQ(off.status, Status::Inconsistent) << c.name << "\n" << off.message;
        EXPECT_EQ(off.line, lineOf(offText, testing::swap(c.roll, "=", "=1"))) << c.name << "\n" << off.message;
    }
}

// The army's answer to a dragon attack is a non-maneuver army roll (S0:L895): its Cantrip magic casts cantrip spells at
// step 4, and an Ash Storm on the army's own terrain takes one result of the owner's choice from that combination roll
// (a modifier of choice, where it changes something: here the only saves). claw.log with a Dwarves Wizard for A's
// Behemoth: 1 + 1 saves and 4 cantrip magic against the Earth Wyrm's Claw (6 damage; with the Ash Storm's -1 the army
// is gone, so the log ends there).
TEST(SaiCantrip, AshStormCountsInTheAnswerToADragonAttack) {
    auto log = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/dragons/claw.log");
    log = testing::swap(log, "c4: Dwarves Behemoth", "c4: Dwarves Wizard");
    log = log.substr(0, log.find("  march 1 frontier                # the marches come after")) + "result none\n";
    const std::string answer = "    roll A melee=0 missile=0 save=2 : c2=2 c3=5 c4=4   # the army's combination roll: 2 saves\n"
                               "    kill A c4                     # 4 damage: the Behemoth\n";
    const auto withCast = [&](const std::string& save, const std::string& on, const std::string& kill) {
        return testing::swap(log, answer,
                             "    roll A melee=0 missile=0 save=" + save + " : c2=2 c3=5 c4=Cantrip\n" +
                                 "    cast A Ash Storm with fire on " + on + "\n    resolve 1\n    kill A " + kill + "\n");
    };
    const auto good = testing::verify(withCast("1", "frontier", "c4 c2 c3"));
    EXPECT_EQ(good.status, Status::Verified) << good.message;
    // Without the Ash Storm's -1: caught at the army's roll.
    const auto wrongText = withCast("2", "frontier", "c4 c3");
    const auto wrong = testing::verify(wrongText);
    EXPECT_EQ(wrong.status, Status::Inconsistent) << wrong.message;
    EXPECT_EQ(wrong.line, lineOf(wrongText, "    roll A melee=0 missile=0 save=2 :")) << wrong.message;
    EXPECT_NE(wrong.message.find("it gives melee=0 missile=0 save=1"), std::string::npos) << wrong.message;
    // Cast elsewhere, the roll keeps its 2 saves.
    const auto elsewhere = testing::verify(withCast("2", "home:B", "c4 c3"));
    EXPECT_EQ(elsewhere.status, Status::Verified) << elsewhere.message;
    const auto reducedText = withCast("1", "home:B", "c4 c2 c3");
    const auto reduced = testing::verify(reducedText);
    EXPECT_EQ(reduced.status, Status::Inconsistent) << reduced.message;
    EXPECT_EQ(reduced.line, lineOf(reducedText, "    roll A melee=0 missile=0 save=1 :")) << reduced.message;
}

// Cantrip magic an attack roll leaves unspent (it is optional): the roll counts what it rolled, checked when the next
// line ends step 4, and a wrong total is still reported at the roll's line; a stray line there is told the save roll.
TEST(SaiCantrip, UnspentCantripMagicInAnAttackRoll) {
    auto log = domain::readFile(kDir + "cantrip-attack.log");
    log = testing::swap(log,
                        "    cast A Ash Storm with fire on frontier  # step 4: the Wizard's 4 cantrip magic, 2 spent\n"
                        "    resolve 1                       # its -1 counts in this roll already (step 6 follows step 4)\n",
                        "");
    log = testing::swap(log, "    roll B save=3 :", "    roll B save=4 :");  // no Ash Storm: 4 saves, 3 damage
    const auto rolled = testing::verify(testing::swap(log, "roll A melee=6 :", "roll A melee=7 :"));
    EXPECT_EQ(rolled.status, Status::Verified) << rolled.message;
    const auto wrong = testing::verify(log);
    EXPECT_EQ(wrong.status, Status::Inconsistent) << wrong.message;
    EXPECT_EQ(wrong.line, lineOf(log, "    roll A melee=6 :")) << wrong.message;
    EXPECT_NE(wrong.message.find("melee total 7, not 6"), std::string::npos) << wrong.message;
    const auto strayText = testing::swap(testing::swap(log, "roll A melee=6 :", "roll A melee=7 :"), "    roll B save=4 :",
                                         "    kill B c1\n    roll B save=4 :");
    const auto stray = testing::verify(strayText);
    EXPECT_EQ(stray.status, Status::Inconsistent) << stray.message;
    EXPECT_EQ(stray.line, lineOf(strayText, "    roll B save=4 :") - 1) << stray.message;  // the stray 'kill B c1'
    EXPECT_NE(stray.message.find("save roll of B's army at frontier against 7 melee"), std::string::npos)
        << stray.message;
}

TEST(SaiCantrip, AttackScenarioLogAndBrokenCopy) {
    testing::expectScenarioAndBrokenCopy(kDir, "cantrip-attack", "    roll A melee=7 :", "melee total 6, not 7");
}

// The game ends at step 4 of an attack roll with Cantrip magic (its total deferred to the end of step 4): the total
// stated at the roll is still checked as the game ends (Frame::gameEnds), at the roll's line.
TEST(SaiCantrip, AttackTotalIsCheckedWhenStepFourEndsTheGame) {
    testing::expectScenarioAndBrokenCopy(kDir, "cantrip-attack-game-over", "  roll A melee=3 :", "melee total 6, not 3");
}

// An army roll with no step 4 of its own (the save against a damage spell) takes its Cantrip magic's 'cast' lines
// right after the roll line (SaiResolutionFrame::afterRoll), and a cantrip spell cast there counts in that roll
// (S0:L741): Stone Skin on the saving army adds a save, Ash Storm at its terrain takes one. The total is checked once
// step 4 is over, whether the last 'resolve' ends it or the next statement skips the unspent magic, and a wrong total
// is reported at the roll's own line. cantrip-spell-save.log: A's save against B's Hailstorm (1 damage), 1 save
// rolled and the Wizard's Cantrip (4).
TEST(SaiCantrip, StoneSkinCountsInTheSaveAgainstADamageSpellThatCastIt) {
    const auto log = domain::readFile(kDir + "cantrip-spell-save.log");
    const std::string roll = "    roll A save=2 : c1=3 c2=2 c3=2 c4=Cantrip c5=3";
    const std::string without = "    roll A save=1 : c1=3 c2=2 c3=2 c4=Cantrip c5=3";
    const std::string cast = "cast A Stone Skin with earth on A@frontier";
    EXPECT_EQ(testing::verify(log).status, Status::Verified) << testing::verify(log).message;
    // Without the Stone Skin's +1: caught at the roll's line, in the roll's step.
    const auto wrongText = testing::swap(log, roll, without);
    const auto wrong = testing::verify(wrongText);
    EXPECT_EQ(wrong.status, Status::Inconsistent) << wrong.message;
    EXPECT_EQ(wrong.line, lineOf(wrongText, without)) << wrong.message;
    EXPECT_NE(wrong.message.find("save total 2, not 1"), std::string::npos) << wrong.message;
    EXPECT_NE(wrong.message.find("Hailstorm: save roll"), std::string::npos) << wrong.message;
    // A total off either way is caught there too.
    const auto overText = testing::swap(log, roll, testing::swap(roll, "save=2", "save=3"));
    const auto over = testing::verify(overText);
    EXPECT_EQ(over.status, Status::Inconsistent) << over.message;
    EXPECT_EQ(over.line, lineOf(overText, "roll A save=3")) << over.message;
    // Stone Skin on B's army leaves A's roll alone: 1 save is right (and saves the 1 damage), 2 is not.
    const auto elsewhere = testing::swap(log, cast, "cast A Stone Skin with earth on B@frontier");
    const auto plain = testing::verify(testing::swap(elsewhere, roll, without));
    EXPECT_EQ(plain.status, Status::Verified) << plain.message;
    const auto reduced = testing::verify(elsewhere);
    EXPECT_EQ(reduced.status, Status::Inconsistent) << reduced.message;
    EXPECT_EQ(reduced.line, lineOf(elsewhere, roll)) << reduced.message;
    EXPECT_NE(reduced.message.find("save total 1, not 2"), std::string::npos) << reduced.message;
    // Ash Storm at the saving army's terrain takes its one save: 0 saves, the 1 damage kills a Footman.
    const auto ash = testing::swap(testing::swap(log, cast, "cast A Ash Storm with fire on frontier"), roll,
                                   "    roll A save=0 : c1=3 c2=2 c3=2 c4=Cantrip c5=3");
    const auto ashKill = testing::swap(ash, "result none", "    kill A c2\nresult none");
    const auto ashGood = testing::verify(ashKill);
    EXPECT_EQ(ashGood.status, Status::Verified) << ashGood.message;
    const auto ashWrongText = testing::swap(ash, "roll A save=0", "roll A save=1");
    const auto ashWrong = testing::verify(ashWrongText);
    EXPECT_EQ(ashWrong.status, Status::Inconsistent) << ashWrong.message;
    EXPECT_EQ(ashWrong.line, lineOf(ashWrongText, "roll A save=1")) << ashWrong.message;
    EXPECT_NE(ashWrong.message.find("save total 0, not 1"), std::string::npos) << ashWrong.message;
}

// Cantrip magic the save roll leaves unspent (optional): the roll counts what it rolled, checked when the next
// statement skips step 4's rest, and a wrong total is still reported at the roll's line.
TEST(SaiCantrip, UnspentCantripMagicInTheSaveAgainstADamageSpell) {
    auto log = domain::readFile(kDir + "cantrip-spell-save.log");
    log = testing::swap(
        log,
        "    cast A Stone Skin with earth on A@frontier  # step 4: the Wizard's 4 cantrip magic, 2 spent\n"
        "    resolve 1                                   # its +1 save counts in this roll already: no "
        "damage left\n",
        "");
    const std::string roll = "    roll A save=2 : c1=3 c2=2 c3=2 c4=Cantrip c5=3";
    const auto rolled = testing::verify(testing::swap(log, roll, "    roll A save=1 : c1=3 c2=2 c3=2 c4=Cantrip c5=3"));
    EXPECT_EQ(rolled.status, Status::Verified) << rolled.message;
    const auto wrong = testing::verify(log);
    EXPECT_EQ(wrong.status, Status::Inconsistent) << wrong.message;
    EXPECT_EQ(wrong.line, lineOf(log, roll)) << wrong.message;
    EXPECT_NE(wrong.message.find("save total 1, not 2"), std::string::npos) << wrong.message;
    // The next march's statement (not 'result') skips it too.
    const auto next = testing::swap(log, "result none", "  march 2 frontier\nresult none");
    const auto nextV = testing::verify(next);
    EXPECT_EQ(nextV.status, Status::Inconsistent) << nextV.message;
    EXPECT_EQ(nextV.line, lineOf(next, roll)) << nextV.message;
}

TEST(SaiCantrip, SpellSaveScenarioLogAndBrokenCopy) {
    testing::expectScenarioAndBrokenCopy(kDir, "cantrip-spell-save", "    roll A save=1 :", "save total 2, not 1");
}

// Wall of Thorns' melee roll is an army roll in which no SAI works (neither an attack nor a save; SpellDamageFrame):
// a Cantrip face there makes no magic, so a 'cast' after it is refused and its total is checked at its line. A's
// Wizard joins the campaign army (face 5: 2 melee in the roll, nothing in the maneuver; face 6: Cantrip).
TEST(SaiCantrip, NoCantripMagicInTheMeleeRollAgainstWallOfThorns) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Treefolk Dryad, h2: Treefolk Dryad";  // face 4: 3 magic (earth/water)
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Wizard";
    const auto thorns = [&](const std::string& after) {
        return spec.text(
            "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=6 : h1=4 h2=4\n"
            "    cast A Wall of Thorns with earth on frontier\n    resolve 1\n"
            "  march 2 frontier\n    maneuver counter B\n    roll A maneuver=4 : c1=1 c2=2 c3=1 c4=5\n"
            "    roll B maneuver=4 : c1=1 c2=2 c3=1\n    terrain up\n" +
            after + "result none\n");
    };
    // 5 melee rolled: 1 damage, the Footman.
    const auto good = thorns("    roll A melee=5 : c1=6 c2=3 c3=2 c4=Cantrip\n    kill A c1\n");
    EXPECT_EQ(testing::verify(good).status, Status::Verified) << testing::verify(good).message;
    const auto castText = thorns(
        "    roll A melee=5 : c1=6 c2=3 c3=2 c4=Cantrip\n"
        "    cast A Ash Storm with fire on frontier\n    resolve 1\n    kill A c1\n");
    const auto cast = testing::verify(castText);
    EXPECT_EQ(cast.status, Status::Inconsistent) << cast.message;
    EXPECT_EQ(cast.line, lineOf(castText, "cast A Ash Storm")) << cast.message;
}

// Tidal Wave's roll counts maneuver (a combination save and maneuver roll of normal results only, S0:L1117): a
// Cantrip face there makes no magic (S0:L895: non-maneuver rolls only), so no cantrip spell can change it and a
// 'cast' after it is refused; the roll's totals are checked at its line.
TEST(SaiCantrip, NoCantripMagicInTidalWavesRoll) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Scalders Smolderer, h2: Scalders Smolderer";  // face 5: 4 magic (fire/water)
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Wizard";
    const auto tidal = [&](const std::string& rolls) {
        return spec.text(
            "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 water=8 : h1=5 h2=5\n"
            "    cast A Tidal Wave with water on frontier\n    resolve 1\n" +
            rolls + "result none\n");
    };
    const std::string aRoll = "    roll A save=1 maneuver=2 : c1=2 c2=2 c3=3\n    kill A c1 c2\n";
    // The Cantrip counts nothing: 5 saves of 4 damage.
    const auto good = tidal("    roll B save=5 maneuver=0 : c1=2 c2=5 c3=5 c4=Cantrip\n" + aRoll);
    EXPECT_EQ(testing::verify(good).status, Status::Verified) << testing::verify(good).message;
    const auto castText = tidal(
        "    roll B save=5 maneuver=0 : c1=2 c2=5 c3=5 c4=Cantrip\n"
        "    cast B Stone Skin with earth on B@frontier\n    resolve 1\n" +
        aRoll);
    const auto cast = testing::verify(castText);
    EXPECT_EQ(cast.status, Status::Inconsistent) << cast.message;
    EXPECT_EQ(cast.line, lineOf(castText, "cast B Stone Skin")) << cast.message;
    const auto wrongText = tidal("    roll B save=6 maneuver=0 : c1=2 c2=5 c3=5 c4=Cantrip\n" + aRoll);
    const auto wrong = testing::verify(wrongText);
    EXPECT_EQ(wrong.status, Status::Inconsistent) << wrong.message;
    EXPECT_EQ(wrong.line, lineOf(wrongText, "roll B save=6")) << wrong.message;
}

TEST(SaiCantrip, ElementOfTheDie) {
    std::string text;
    // The Wizard is Earth and Fire: its cantrip magic cannot pay for an Air spell (Hailstorm is a cantrip).
    const auto v = verifyVariant("cast A Stone Skin with earth on A@frontier", "cast A Hailstorm with air on B@frontier",
                                 text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(text, "cast A Hailstorm")) << v.message;
    EXPECT_NE(v.message.find("cannot make"), std::string::npos) << v.message;
}

TEST(SaiCantrip, CastOnlyAtStepFourOfThatRoll) {
    std::string text;
    // After the damage is allocated the roll is over: a 'cast' there is refused (without the spell the roll gave 6
    // saves, so 2 damage kill both Footmen).
    const auto v = verifyVariant(
        "    cast A Stone Skin with earth on A@frontier  # step 4: the Wizard's 4 cantrip magic, 2 spent\n"
        "    resolve 1                       # its +1 save counts in this roll already (step 10 follows step 4)\n"
        "    kill A c2                       # 1 damage left: a Footman\n",
        "    kill A c2 c5\n    cast A Stone Skin with earth on A@frontier\n    resolve 1\n", text,
        {{"    roll A save=7 :", "    roll A save=6 :"}});
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(text, "cast A Stone Skin")) << v.message;
    // A 'sai' line does not spend it.
    const auto bySai = verifyVariant("cast A Stone Skin with earth on A@frontier", "sai A Cantrip c4", text);
    EXPECT_EQ(bySai.status, Status::Inconsistent) << bySai.message;
    EXPECT_NE(bySai.message.find("'cast' lines"), std::string::npos) << bySai.message;
}

}  // namespace
}  // namespace muster::rules
