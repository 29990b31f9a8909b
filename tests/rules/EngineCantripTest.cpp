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
    static const MatchVerifier verifier(engineCatalog());
    const auto good = verifier.verifyFile(kDir + "cantrip.log");
    EXPECT_EQ(good.status, Status::Verified) << good.message;
    const auto brokenText = domain::readFile(kDir + "cantrip-broken.log");
    const auto broken = verifier.verifyFile(kDir + "cantrip-broken.log");
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, lineOf(brokenText, "cast A Path with earth")) << broken.message;
    EXPECT_NE(broken.message.find("not a cantrip spell"), std::string::npos) << broken.message;
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
    static const MatchVerifier verifier(engineCatalog());
    const auto good = verifier.verifyFile(kDir + "cantrip-ash-storm.log");
    EXPECT_EQ(good.status, Status::Verified) << good.message;
    const auto brokenText = domain::readFile(kDir + "cantrip-ash-storm-broken.log");
    const auto broken = verifier.verifyFile(kDir + "cantrip-ash-storm-broken.log");
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, lineOf(brokenText, "    roll A save=6 :")) << broken.message;
    EXPECT_NE(broken.message.find("save total 5, not 6"), std::string::npos) << broken.message;
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
