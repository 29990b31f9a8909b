// SAIs that change how the rolling army's results count (V4.01d SAIs: Trumpet S0:L988, Charge S0:L899): face-literal
// checks per roll purpose, then games (tests/data/matchlogs/sais/). Dice used (catalog face indices, 1-based): Feral
// Elephant-Folk 7 = 4 Trumpet; Feral Lynx-Folk 5 = 1 Save, 6 = 2 Melee; Dwarves Behemoth 8 = 4 Charge; Dwarves
// Sergeant 2 = 2 Maneuver; Dwarves Footman 3 = 1 Melee.
#include <gtest/gtest.h>

#include <sstream>

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
using testing::expectSaiScenario;
using testing::saiLog;
using testing::verifyFull;
using Status = MatchVerdict::Status;

RollOutcome roll(std::initializer_list<std::pair<const char*, int>> dice, RollType type, bool dragon = false,
                 bool counter = false) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = type;
    context.dragonAttack = dragon;
    context.counterAttack = counter;
    if (type == RollType::Save) context.saveAgainst = RollType::Melee;
    std::vector<engine::RolledDie> rolled;
    for (const auto& [name, face] : dice) rolled.push_back({*engineCatalog().findDie(name), face});
    return resolver.resolve(rolled, context);
}

TEST(SaiTrumpet, FaceLiteralPerRollPurpose) {
    // Alone it gives nothing; with a Feral unit it doubles that unit's melee (attack) or saves (save roll).
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}}, RollType::Melee).base, 0);
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Lynx-Folk", 5}}, RollType::Melee).base, 4);
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Lynx-Folk", 5}}, RollType::Melee, false, true).base, 4);
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Lynx-Folk", 4}}, RollType::Save).base, 2);
    // Not another species' results, and twice is still doubled once.
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Dwarves Footman", 2}}, RollType::Melee).base, 1);
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Elephant-Folk", 8}, {"Feral Lynx-Folk", 5}}, RollType::Melee)
                  .base,
              4);
    // Nothing in missile or maneuver rolls; in a dragon attack melee and saves double.
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Falcon-Folk", 2}}, RollType::Missile).base, 2);
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Lynx-Folk", 1}}, RollType::Maneuver).base, 1);
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Lynx-Folk", 5}}, RollType::Melee, true).base, 4);
    EXPECT_EQ(roll({{"Feral Elephant-Folk", 6}, {"Feral Falcon-Folk", 2}}, RollType::Missile, true).base, 2);
}

TEST(SaiCharge, FaceLiteralPerRollPurpose) {
    // The army's maneuver icons count as melee in its melee attack.
    const auto attack = roll({{"Dwarves Behemoth", 7}, {"Dwarves Sergeant", 1}, {"Dwarves Footman", 2}}, RollType::Melee);
    EXPECT_EQ(attack.base, 3);
    EXPECT_TRUE(attack.noCounterAttack);
    // Not in a counter-attack, nor in other rolls.
    const auto counter =
        roll({{"Dwarves Behemoth", 7}, {"Dwarves Sergeant", 1}, {"Dwarves Footman", 2}}, RollType::Melee, false, true);
    EXPECT_EQ(counter.base, 1);
    EXPECT_FALSE(counter.noCounterAttack);
    EXPECT_EQ(roll({{"Dwarves Behemoth", 7}, {"Dwarves Sergeant", 1}}, RollType::Maneuver).base, 2);
    EXPECT_EQ(roll({{"Dwarves Behemoth", 7}}, RollType::Save).base, 0);
    EXPECT_EQ(roll({{"Dwarves Behemoth", 7}}, RollType::Melee, true).base, 0);
}

// ---- games

using testing::lineOf;

TEST(SaiTrumpet, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("trumpet", "roll B melee=5 :", "melee total 10, not 5");
}

TEST(SaiCharge, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("charge", "roll B save=4 : c1=6", "'melee=<total>' is missing");
}

TEST(SaiTrumpet, DragonAttackScenarioLogAndBrokenCopy) {
    expectSaiScenario("trumpet-dragon", "roll A melee=12 missile=0", "gives melee=12 missile=0 save=0");
    // Without the annotation the engine places the ID: as melee it doubles (14), and the totals say so.
    auto text = saiLog("trumpet-dragon");
    text.replace(text.find("c4=1:melee"), 10, "c4=1");
    const auto v = verifyFull(text);
    EXPECT_EQ(v.status, Status::Verified) << v.message;
    // Undoubled as melee (12) is no placement (EngineCombinationChoiceTest.cpp has the others).
    text.replace(text.find("melee=14 missile=0"), 18, "melee=12 missile=0");
    const auto w = verifyFull(text);
    EXPECT_EQ(w.status, Status::Inconsistent) << w.message;
    EXPECT_NE(w.message.find("it gives melee=10 missile=0 save=4"), std::string::npos) << w.message;
}

// The charged army's melee damages the attacker after its own casualties, and no counter-attack follows.
TEST(SaiCharge, TheAnswerStrikesBackAndEndsTheAction) {
    const auto text = saiLog("charge");
    auto counter = text;
    counter.replace(counter.find("turn 2 B"), 8, "    counter-attack B\nturn 2 B");
    const auto v = verifyFull(counter);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(counter, "counter-attack B")) << v.message;
    EXPECT_NE(v.message.find("the attack rolled Charge"), std::string::npos) << v.message;
    auto unallocated = text;
    unallocated.replace(unallocated.find("    kill A c4 "), 14, "    kill A c1 ");
    const auto w = verifyFull(unallocated);
    EXPECT_EQ(w.status, Status::Inconsistent) << w.message;
    EXPECT_NE(w.message.find("must kill 4 health-worth"), std::string::npos) << w.message;
}

}  // namespace
}  // namespace muster::rules
