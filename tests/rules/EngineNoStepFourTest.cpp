// SAI choices after rolls that have no step 4 of their own in the flow (SaiResolutionFrame::afterRoll): a save
// roll against a spell, the army's roll against a dragon attack, a unit's own save roll. The 'sai' lines come right
// after the roll's line, before its damage or kills (docs/rules-decisions.md, "SAI choices in rolls without a step
// 4"). Scenario logs in tests/data/matchlogs/sais/*-spell.log, *-dragon.log (engine tests' small forces, verified
// without the force-total check) with a broken copy each.
#include <gtest/gtest.h>

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
using testing::replay;
using testing::lineOf;
using testing::swap;
using testing::verify;
using Status = MatchVerdict::Status;

const std::string kDir = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

std::string logText(const std::string& name) {
    return domain::readFile(kDir + name + ".log");
}

// The scenario verifies; its broken copy is inconsistent at brokenLine with `why` in the message.
void expectScenario(const std::string& name, const std::string& brokenLine, const std::string& why) {
    const auto good = verify(logText(name));
    EXPECT_EQ(good.status, Status::Verified) << name << ": " << good.message;
    const auto brokenText = logText(name + "-broken");
    const auto broken = verify(brokenText);
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    const int line = lineOf(brokenText, brokenLine);
    ASSERT_GT(line, 0) << brokenLine;
    EXPECT_EQ(broken.line, line) << broken.message;
    EXPECT_NE(broken.message.find(why), std::string::npos) << broken.message;
}

Where whereOf(const engine::GameState& s, const std::string& player, const std::string& label) {
    return s.piece(s.pieceIndex(s.playerIndex(player), label)).loc.where;
}

TEST(SaiRegenerate, ReturnsRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("regenerate-spell", "sai B Regenerate c1 : c1", "'c1' is not there");
    const auto text = logText("regenerate-spell");
    // The Sergeant came back before the damage and was allocated it again.
    EXPECT_EQ(whereOf(replay(text), "B", "c2"), Where::Dua);
    EXPECT_EQ(whereOf(replay(text), "B", "c1"), Where::Terrain);
    EXPECT_EQ(whereOf(replay(text), "B", "c3"), Where::Dua);
    // The line belongs right after the roll: after the damage it is refused.
    const auto late = verify(swap(swap(text, "    sai B Regenerate c1 : c2      # the Sergeant rejoins the army, before the damage\n", ""),
                                  "    kill B c2                     # 2 damage: the returned Sergeant dies again\n",
                                  "    kill B c1\n    sai B Regenerate c1 : c2\n"));
    EXPECT_NE(late.status, Status::Verified) << late.message;
}

TEST(SaiWildGrowth, PromotesRightAfterAUnitsOwnSaveAgainstFirebolt) {
    expectScenario("wild-growth-spell", "sai B Wild Growth c1 : c1 c2", "one more health (Treefolk Noble Willow -> Treefolk Willow");
    const auto state = replay(logText("wild-growth-spell"));
    EXPECT_EQ(whereOf(state, "B", "c2"), Where::Terrain);  // the Willow came back promoted
    EXPECT_EQ(whereOf(state, "B", "c3"), Where::Dua);      // the Willowling went to the DUA
    EXPECT_EQ(whereOf(state, "B", "c1"), Where::Terrain);  // 2 damage, 3 health
}

TEST(SaiGoldMedallion, ReturnsRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("gold-medallion-spell", "sai B Gold Medallion c4 : c2 c3 c1", "'c1' is not there");
    const auto state = replay(logText("gold-medallion-spell"));
    EXPECT_EQ(whereOf(state, "B", "c3"), Where::Terrain);  // back from the DUA
    EXPECT_EQ(whereOf(state, "B", "c2"), Where::Dua);      // back, then allocated the damage
    // The line is optional: without it the two stay in the DUA and the damage goes to the Footman left.
    const auto unused = swap(swap(logText("gold-medallion-spell"),
                                  "    sai B Gold Medallion c4 : c2 c3   # both rejoin the army, before the damage\n", ""),
                             "    kill B c2\nresult none\n", "    kill B c1\n    bury-item B c4\nresult none\n");
    EXPECT_EQ(verify(unused).status, Status::Verified) << verify(unused).message;
}

TEST(SaiSilverMedallion, ChoosesRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("silver-medallion-spell", "sai B Silver Medallion c4 : summon B:k2", "'B:k2' has 2 health");
    EXPECT_EQ(whereOf(replay(logText("silver-medallion-spell")), "B", "k1"), Where::Terrain);
}

TEST(SaiElementalRelic, RecruitsAndPromotesRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("elemental-relic-spell", "sai B Elemental Relic c4 : recruit c3 promote c1 c2", "containing Water; 'c3'");
    const auto state = replay(logText("elemental-relic-spell"));
    EXPECT_EQ(whereOf(state, "B", "c3"), Where::Terrain);  // recruited
    EXPECT_EQ(whereOf(state, "B", "c1"), Where::Dua);      // promoted out
    EXPECT_EQ(whereOf(state, "B", "c2"), Where::Dua);      // promoted in, then allocated the damage
    // A face annotation is refused: the choice goes on the 'sai' line after the roll.
    const auto noted = verify(swap(logText("elemental-relic-spell"), "c1=3 c4=ElementEarth\n", "c1=3 c4=ElementEarth:use\n"));
    EXPECT_EQ(noted.status, Status::Inconsistent) << noted.message;
    EXPECT_NE(noted.message.find("takes no annotation"), std::string::npos) << noted.message;
}

TEST(SaiVanish, MovesRightAfterTheArmysRollAgainstADragonAttack) {
    expectScenario("vanish-dragon", "kill A c4", "'c4' is not in the damaged army at frontier");
    const auto text = logText("vanish-dragon");
    EXPECT_EQ(replay(text).piece(replay(text).pieceIndex(0, "c4")).loc, replay(text).piece(replay(text).pieceIndex(0, "h1")).loc);
    // The move is optional: without the line the Ghost stays, and its saves count all the same.
    const auto stays = swap(text, "    sai A Vanish c4 home:A        # the Ghost leaves before the damage; its saves still count\n", "");
    EXPECT_EQ(verify(stays).status, Status::Verified) << verify(stays).message;
    EXPECT_EQ(whereOf(replay(stays), "A", "c4"), Where::Terrain);
}

}  // namespace
}  // namespace muster::rules
