// SAIs that damage one chosen unit or the defending army, and what follows (V4.01d SAIs: Gore S0:L937, Hug S0:L940,
// Coil S0:L903, Firebreath S0:L922; Kick's tests are in EngineCounterSaiTest.cpp): face-literal checks per roll
// purpose, then games (tests/data/matchlogs/sais/). Dice used (catalog face indices, 1-based): Feral Rhino-Folk
// 5 = 4 Gore; Feral Bear-Folk 3 = 4 Hug; Swamp Stalkers Ormyrr 6 = 4 Coil; Amazons Nightmare 3 = 4 Firebreath;
// Dwarves Roc 3 = 4 Melee, 6 = 4 Save.
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
using engine::Where;
using testing::engineCatalog;
using testing::expectSaiScenario;
using testing::replay;
using testing::saiLog;
using testing::verifyFull;
using testing::whereIs;
using Status = MatchVerdict::Status;

RollOutcome rollOne(const char* die, int face, RollType type, bool dragon = false, bool counter = false) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = type;
    context.dragonAttack = dragon;
    context.counterAttack = counter;
    if (type == RollType::Save) context.saveAgainst = RollType::Melee;
    return resolver.resolve({{*engineCatalog().findDie(die), face}}, context);
}

// In a melee attack (and a counter-attack) the SAI waits for its target; against a dragon it gives melee; nothing
// in other rolls.
void expectTargetsInMelee(const char* die, int face, const char* sai, int dragonMelee) {
    for (const bool counter : {false, true}) {
        const auto melee = rollOne(die, face, RollType::Melee, false, counter);
        ASSERT_EQ(melee.decisions.size(), 1U) << die;
        EXPECT_EQ(melee.decisions.front(), sai);
        EXPECT_EQ(melee.base, 0);
    }
    const auto dragon = rollOne(die, face, RollType::Melee, true);
    EXPECT_EQ(dragon.base, dragonMelee) << die;
    EXPECT_TRUE(dragon.decisions.empty());
    for (const auto type : {RollType::Save, RollType::Missile, RollType::Maneuver}) {
        const auto out = rollOne(die, face, type);
        EXPECT_EQ(out.base, 0) << die;
        EXPECT_TRUE(out.decisions.empty()) << die;
        EXPECT_EQ(out.unsupported, "") << die;
    }
}

TEST(SaiGore, FaceLiteralPerRollPurpose) {
    expectTargetsInMelee("Feral Rhino-Folk", 4, "Gore", 4);  // four melee against a dragon, whatever X is
}

TEST(SaiHug, FaceLiteralPerRollPurpose) {
    expectTargetsInMelee("Feral Bear-Folk", 2, "Hug", 4);
}

TEST(SaiCoil, FaceLiteralPerRollPurpose) {
    expectTargetsInMelee("Swamp Stalkers Ormyrr", 5, "Coil", 4);
}

TEST(SaiFirebreath, FaceLiteralPerRollPurpose) {
    const auto melee = rollOne("Amazons Nightmare", 2, RollType::Melee);
    ASSERT_EQ(melee.decisions.size(), 1U);
    EXPECT_EQ(melee.decisions.front(), "Firebreath");
    for (const bool dragon : {false, true})
        for (const auto type : {RollType::Save, RollType::Missile, RollType::Maneuver}) {
            const auto out = rollOne("Amazons Nightmare", 2, type, dragon);
            EXPECT_EQ(out.base, 0);
            EXPECT_TRUE(out.decisions.empty());
        }
    EXPECT_TRUE(rollOne("Amazons Nightmare", 2, RollType::Melee, true).decisions.empty());  // no dragon use
}

// ---- games

using testing::lineOf;

TEST(SaiGore, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("gore", "roll B save=7 :", "(it is in BUA)");
}

TEST(SaiHug, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("hug", "roll A save=4 : c4=Save", "a melee roll stating 'melee=<total>'");
}

TEST(SaiCoil, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("coil", "roll A save=4 : c4=Save", "'melee=<total>' is missing");
}

TEST(SaiFirebreath, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("firebreath", "roll B save=3 : c2=2 c4=2 c5=2", "the units Firebreath killed is made by: c1 c3");
}

// Where the pieces end: Gore buries, Hug's victim and the hugger both die, Coil's saved target lives, Firebreath buries
// the units that roll no save and leaves the others in the DUA.
TEST(SaiGore, TheGoredUnitIsBuried) {
    const auto state = replay(saiLog("gore"));
    EXPECT_EQ(whereIs(state, 1, "c2"), Where::Bua);
    // With a save face the Soldier still takes 1 of the 2 damage: killed, and buried all the same.
    auto saved = saiLog("gore");
    saved.replace(saved.find("roll B save=0 : c2=3"), 20, "roll B save=1 : c2=2");
    EXPECT_EQ(whereIs(replay(saved), 1, "c2"), Where::Bua);
}

TEST(SaiHug, TheTargetStrikesBackAsItDies) {
    const auto state = replay(saiLog("hug"));
    EXPECT_EQ(whereIs(state, 0, "c4"), Where::Dua);  // the Roc
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);  // the Bear-Folk
    // A Save face rolls no melee: the Bear-Folk lives (and the Roc dies all the same: no save against Hug).
    auto text = saiLog("hug");
    text.replace(text.find("roll A melee=4 : c4=Melee"), 25, "roll A melee=0 : c4=Save ");
    const auto quiet = replay(text);
    EXPECT_EQ(whereIs(quiet, 0, "c4"), Where::Dua);
    EXPECT_EQ(whereIs(quiet, 1, "c1"), Where::Terrain);
}

TEST(SaiCoil, SavesStopTheDamageAndMeleeStrikesBack) {
    const auto state = replay(saiLog("coil"));
    EXPECT_EQ(whereIs(state, 0, "c4"), Where::Terrain);  // 4 saves: the Roc lives
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Terrain);
    auto text = saiLog("coil");
    text.replace(text.find("roll A melee=0 save=4 : c4=Save"), 31, "roll A melee=4 save=0 : c4=Melee");
    text.replace(text.find("roll A save=9 : c1=5 c2=2 c3=5 c4=Save"), 38, "roll A save=5 : c1=5 c2=2 c3=5");
    EXPECT_EQ(verifyFull(text).status, Status::Verified) << verifyFull(text).message;
    const auto both = replay(text);
    EXPECT_EQ(whereIs(both, 0, "c4"), Where::Dua);
    EXPECT_EQ(whereIs(both, 1, "c1"), Where::Dua);
}

TEST(SaiFirebreath, TheKilledSaveOrAreBuried) {
    const auto state = replay(saiLog("firebreath"));
    EXPECT_EQ(whereIs(state, 1, "c1"), Where::Dua);
    EXPECT_EQ(whereIs(state, 1, "c3"), Where::Bua);
    // Firebreath names no targets.
    auto named = saiLog("firebreath");
    named.replace(named.find("sai A Firebreath c4 "), 20, "sai A Firebreath c4 : c1 ");
    const auto v = verifyFull(named);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("names no targets"), std::string::npos) << v.message;
}

}  // namespace
}  // namespace muster::rules
