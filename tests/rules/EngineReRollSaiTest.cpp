// SAIs that roll their own die again and add the new face (V4.01d Die Roll Resolution step 3, S0:L734-751; SAIs
// Bullseye S0:L894, Double Strike S0:L914, Rend S0:L952, Tail S0:L982): face-literal checks of each handler per roll
// purpose, then games in which the re-rolled face is written as a '/ <sai>' segment of the roll line.
// Dice used (catalog face indices, 1-based): Dwarves Roc 4 = 4 Rend, 3 = 4 Melee, 6 = 4 Save; Coral Elves Leviathan
// 4 = 4 Tail; Scalders Ettercap 2 = 4 Bullseye, 3 = 4 Missile; Amazons Hydra 6 = 4 Double Strike, 2 = 4 Melee.
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
using testing::engineCatalog;
using testing::expectSaiScenario;
using testing::saiLog;
using testing::verifyFull;
using Status = MatchVerdict::Status;

// ---- face-literal: what each handler does per roll purpose

struct FaceCase {
    const char* die;
    int face;  // 0-based
    RollType type;
    bool dragon;
    bool counter;
    int results;           // the roll's total from this face alone
    bool again;            // the die is rolled again and the new face added
    const char* decision;  // the SAI that waits for targets, or ""
    bool horde = false;
};

void expectFace(const FaceCase& c) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = c.type;
    context.dragonAttack = c.dragon;
    context.counterAttack = c.counter;
    context.horde = c.horde;
    if (c.type == RollType::Save) context.saveAgainst = RollType::Melee;
    const auto out = resolver.resolve({{*engineCatalog().findDie(c.die), c.face}}, context);
    const std::string where = std::string(c.die) + " face " + std::to_string(c.face + 1) + " in a " +
                              std::string(engine::toString(c.type)) + (c.dragon ? " dragon-attack" : "") + " roll";
    EXPECT_EQ(out.base, c.results) << where;
    EXPECT_EQ(out.rollsAgain.size(), c.again ? 1U : 0U) << where;
    if (*c.decision == '\0') {
        EXPECT_TRUE(out.decisions.empty()) << where;
        EXPECT_EQ(out.unsupported, "") << where;
    } else {
        ASSERT_EQ(out.decisions.size(), 1U) << where;
        EXPECT_EQ(out.decisions.front(), c.decision) << where;
    }
}

TEST(SaiRend, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Dwarves Roc", 3, RollType::Melee, false, false, 4, true, ""},   // X melee, roll again
             FaceCase{"Dwarves Roc", 3, RollType::Melee, false, true, 4, true, ""},    // a counter-attack too
             FaceCase{"Dwarves Roc", 3, RollType::Melee, true, false, 4, true, ""},    // dragon attack: the same
             FaceCase{"Dwarves Roc", 3, RollType::Maneuver, false, false, 4, false, ""},  // X maneuver only
             FaceCase{"Dwarves Roc", 3, RollType::Maneuver, false, false, 4, false, "", true},  // the horde roll
             FaceCase{"Dwarves Roc", 3, RollType::Save, false, false, 0, false, ""},
             FaceCase{"Dwarves Roc", 3, RollType::Missile, false, false, 0, false, ""},
             FaceCase{"Dwarves Roc", 3, RollType::Magic, false, false, 0, false, ""},
         })
        expectFace(c);
}

TEST(SaiTail, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Coral Elves Leviathan", 3, RollType::Melee, false, false, 2, true, ""},  // two melee, not X
             FaceCase{"Coral Elves Leviathan", 3, RollType::Melee, false, true, 2, true, ""},
             FaceCase{"Coral Elves Leviathan", 3, RollType::Melee, true, false, 2, true, ""},
             FaceCase{"Coral Elves Leviathan", 3, RollType::Missile, false, false, 0, false, ""},
             FaceCase{"Coral Elves Leviathan", 3, RollType::Save, false, false, 0, false, ""},
             FaceCase{"Coral Elves Leviathan", 3, RollType::Maneuver, false, false, 0, false, ""},
         })
        expectFace(c);
}

TEST(SaiBullseye, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Scalders Ettercap", 1, RollType::Missile, false, false, 0, true, "Bullseye"},  // targets
             FaceCase{"Scalders Ettercap", 1, RollType::Missile, true, false, 4, false, ""},  // dragon: X missile
             FaceCase{"Scalders Ettercap", 1, RollType::Melee, false, false, 0, false, ""},
             FaceCase{"Scalders Ettercap", 1, RollType::Save, false, false, 0, false, ""},
             FaceCase{"Scalders Ettercap", 1, RollType::Maneuver, false, false, 0, false, ""},
         })
        expectFace(c);
}

TEST(SaiDoubleStrike, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Amazons Hydra", 5, RollType::Melee, false, false, 0, true, "Double Strike"},
             FaceCase{"Amazons Hydra", 5, RollType::Melee, false, true, 0, true, "Double Strike"},
             FaceCase{"Amazons Hydra", 5, RollType::Melee, true, false, 4, false, ""},  // dragon: four melee
             FaceCase{"Amazons Hydra", 5, RollType::Missile, false, false, 0, false, ""},
             FaceCase{"Amazons Hydra", 5, RollType::Save, false, false, 0, false, ""},
         })
        expectFace(c);
}

// Flurry is an item's SAI (Blade Golem face 2): items in an army are not modelled, so only its faces are checked.
TEST(SaiFlurry, FaceLiteralPerRollPurpose) {
    static const RollResolver resolver(engineCatalog());
    auto one = [](RollType type, bool dragon, std::optional<RollType> against) {
        RollContext context;
        context.type = type;
        context.dragonAttack = dragon;
        context.saveAgainst = against;
        return resolver.resolve({{*engineCatalog().findDie("Air Blade Golem"), 1}}, context);
    };
    const auto melee = one(RollType::Melee, false, std::nullopt);
    EXPECT_EQ(melee.base, 4);
    EXPECT_EQ(melee.rollsAgain, std::vector<std::string>{"Flurry"});
    const auto save = one(RollType::Save, false, RollType::Melee);
    EXPECT_EQ(save.base, 4);
    EXPECT_TRUE(save.rollsAgain.empty());
    EXPECT_EQ(one(RollType::Save, false, RollType::Missile).base, 0);  // only against melee
    EXPECT_EQ(one(RollType::Missile, false, std::nullopt).base, 0);
    // Dragon attack: the face must state the roller's choice (a game: EngineDragonResponseSaiTest.cpp).
    EXPECT_NE(one(RollType::Melee, true, std::nullopt).unsupported.find("'Flurry:melee'"), std::string::npos);
}

// A Large Feral die shows "4 Double Strike"; whatever its X, it targets four health-worth and gives four melee
// against a dragon.
TEST(SaiDoubleStrike, FourWhateverTheFace) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = RollType::Melee;
    context.dragonAttack = true;
    EXPECT_EQ(resolver.resolve({{*engineCatalog().findDie("Feral Tiger-Folk"), 1}}, context).base, 4);
}

// ---- games

using testing::lineOf;

// The text with `from` replaced by `to` is inconsistent at the line containing `at` (default: to's first line),
// saying `why`.
void expectCaught(const std::string& text, const std::string& from, const std::string& to, const std::string& why,
                  const std::string& at = "") {
    auto changed = text;
    const auto pos = changed.find(from);
    ASSERT_NE(pos, std::string::npos) << from;
    changed.replace(pos, from.size(), to);
    const auto verdict = verifyFull(changed);
    EXPECT_EQ(verdict.status, Status::Inconsistent) << verdict.message;
    EXPECT_EQ(verdict.line, lineOf(changed, at.empty() ? to.substr(0, to.find('\n')) : at)) << verdict.message;
    EXPECT_NE(verdict.message.find(why), std::string::npos) << verdict.message;
}

TEST(SaiRend, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("rend", "roll A melee=8 : c1=5 c2=2 c3=3 c4=Rend / rend c4=Rend ", "'/ rend c4=<face>'");
}

TEST(SaiRend, DragonAttackScenarioLogAndBrokenCopy) {
    expectSaiScenario("rend-dragon", "c4=Rend / bullseye c4=Melee", "shows 4 Rend (face 4)");
}

TEST(SaiTail, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("tail", "roll A melee=8 :", "melee total 4, not 8");
}

TEST(SaiBullseye, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("bullseye", "sai A Bullseye c4+c4 : c1 c3", "as much as it can");
}

TEST(SaiDoubleStrike, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("double-strike", "roll B save=1 : c3=2", "'c3' does not roll here");
}

TEST(SaiRend, ReRolledFaceCountsAndIsChecked) {
    const auto text = saiLog("rend");
    ASSERT_EQ(verifyFull(text).status, Status::Verified);
    // The new face adds its own results: Melee instead of Save is 4 more.
    expectCaught(text, "/ rend c4=Save   # Rend 4 + Rend 4 + a Save face", "/ rend c4=Melee", "melee total 12, not 8");
    // No re-roll for a die that did not roll Rend, nor a second one for a face that was re-rolled already.
    expectCaught(text, "c4=Rend / rend c4=Rend / rend c4=Save", "c4=Rend / rend c4=Rend / rend c4=Save / rend c4=Save",
                 "rolls again a die that shows Rend");
    expectCaught(text, "c4=Rend / rend c4=Rend / rend c4=Save", "c4=Rend / rend c4=Rend / rend c4=Save / rend c1=2",
                 "'c1' shows");
    // Rend rolls again only in a melee or a dragon attack: a maneuver roll takes no such segment, and in a missile
    // attack the face does not roll again.
    expectCaught(text, "    maneuver                        # nobody counters\n    terrain up",
                 "    maneuver counter B\n    roll A maneuver=4 : c1=5 c2=2 c3=3 c4=Rend / rend c4=Save\n"
                 "    roll B maneuver=0 : c1=1 c2=1 c3=1 c4=1 c5=1\n    terrain up",
                 "no re-roll 'rend' is allowed in the maneuver roll", "roll A maneuver=4");
    expectCaught(text,
                 "    maneuver                        # nobody counters\n"
                 "    terrain up                      # the frontier turns from 4 (missile) to 5 (melee)\n"
                 "    action melee B\n    roll A melee=8 : c1=5 c2=2 c3=3 c4=Rend / rend c4=Rend / rend c4=Save",
                 "    action missile B@frontier\n    roll A missile=0 : c1=5 c2=2 c3=2 c4=Rend / rend c4=Save",
                 "Rend does not roll its die again in this roll", "roll A missile=0");
}

TEST(SaiDoubleStrike, ReRolledIntoItselfResolvesTwoFaces) {
    const auto text = saiLog("double-strike");
    // The new face is a second Double Strike: one more segment, and both faces resolve (here together, eight
    // health-worth: all seven of B's army).
    auto both = text;
    const std::string from = "c4=DoubleStrike / double-strike c4=Melee";
    both.replace(both.find(from), from.size(), "c4=DoubleStrike / double-strike c4=8 / double-strike c4=Melee");
    const std::string sai = "sai A Double Strike c4 : c1 c3  # four health-worth: the Warrior and the Javelineer\n"
                            "    roll B save=2 : c1=2 c3=3       # the Javelineer rolls Missile: killed (no roll "
                            "against burial)\n"
                            "    roll B save=4 : c1=2 c2=2 c4=2 c5=3   # the army saves against the 4 melee\n";
    ASSERT_NE(both.find(sai), std::string::npos);
    both.replace(both.find(sai), sai.size(),
                 "sai A Double Strike c4+c4 : c1 c2 c3 c4 c5\n    roll B save=6 : c1=2 c2=2 c3=2 c4=2 c5=3\n"
                 "    roll B save=6 : c1=2 c2=2 c3=2 c4=2\n");
    const auto verdict = verifyFull(both);
    EXPECT_EQ(verdict.status, Status::Verified) << verdict.message;
    // Without the second segment the second Double Strike has no re-roll.
    auto missing = both;
    const std::string chain = " / double-strike c4=Melee";
    missing.erase(missing.find(chain), chain.size());
    const auto refused = verifyFull(missing);
    EXPECT_EQ(refused.status, Status::Inconsistent) << refused.message;
    EXPECT_NE(refused.message.find("'/ double-strike c4=<face>'"), std::string::npos) << refused.message;
}

}  // namespace
}  // namespace muster::rules
