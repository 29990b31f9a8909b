// SAIs that strike back or give two kinds of results (V4.01d SAIs: Counter S0:L909, Volley S0:L990, Sortie S0:L972,
// Kick S0:L944, Bash S0:L891): face-literal checks per roll purpose, then games (tests/data/matchlogs/sais/).
// Dice used (catalog face indices, 1-based): Coral Elves Coral Giant 8 = 4 Counter; Treefolk Satyr 3 = 4 Volley;
// Air Mantlet 2 = 4 Sortie; Amazons Centaur 4 = 4 Kick; Air Mithril Shield 4 = 3 Bash.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollResolver.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"

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

struct FaceCase {
    const char* die;
    int face;  // 0-based
    RollType type;
    bool dragon;
    std::optional<RollType> against;  // a save roll against this attack
    int results;                      // the roll's total of `type` from this face alone
    int strikeBack;                   // damage to the other army (Counter, Volley: the attacker)
    const char* decision;             // the SAI that waits for a decision, or ""
    bool unsupported = false;
};

void expectFace(const FaceCase& c) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = c.type;
    context.dragonAttack = c.dragon;
    context.saveAgainst = c.against;
    const auto out = resolver.resolve({{*engineCatalog().findDie(c.die), c.face}}, context);
    const std::string where = std::string(c.die) + " face " + std::to_string(c.face + 1) + " in a " +
                              std::string(engine::toString(c.type)) + (c.dragon ? " dragon-attack" : "") + " roll" +
                              (c.against ? " against " + std::string(engine::toString(*c.against)) : "");
    if (c.unsupported) {
        EXPECT_NE(out.unsupported, "") << where;
        return;
    }
    EXPECT_EQ(out.base, c.results) << where;
    EXPECT_EQ(out.noSaveDamage, c.strikeBack) << where;
    if (*c.decision == '\0') {
        EXPECT_TRUE(out.decisions.empty()) << where;
        EXPECT_EQ(out.unsupported, "") << where;
    } else {
        ASSERT_EQ(out.decisions.size(), 1U) << where;
        EXPECT_EQ(out.decisions.front(), c.decision) << where;
    }
}

constexpr auto Melee = RollType::Melee;
constexpr auto Missile = RollType::Missile;
constexpr auto Save = RollType::Save;
constexpr auto Maneuver = RollType::Maneuver;
const std::optional<RollType> none;

TEST(SaiCounter, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Coral Elves Coral Giant", 7, Save, false, Melee, 4, 4, ""},  // saves + 4 to the attacker
             FaceCase{"Coral Elves Coral Giant", 7, Save, false, Missile, 4, 0, ""},  // other saves: X saves
             FaceCase{"Coral Elves Coral Giant", 7, Save, false, none, 4, 0, ""},
             FaceCase{"Coral Elves Coral Giant", 7, Melee, false, none, 4, 0, ""},
             FaceCase{"Coral Elves Coral Giant", 7, Melee, true, none, 4, 0, ""},  // dragon attack: X melee ...
             FaceCase{"Coral Elves Coral Giant", 7, Save, true, none, 4, 0, ""},   // ... and X saves
             FaceCase{"Coral Elves Coral Giant", 7, Missile, false, none, 0, 0, ""},
             FaceCase{"Coral Elves Coral Giant", 7, Maneuver, false, none, 0, 0, ""},
         })
        expectFace(c);
}

TEST(SaiVolley, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Treefolk Satyr", 2, Save, false, Missile, 4, 4, ""},  // saves + 4 to the attacker
             FaceCase{"Treefolk Satyr", 2, Save, false, Melee, 4, 0, ""},
             FaceCase{"Treefolk Satyr", 2, Missile, false, none, 4, 0, ""},
             FaceCase{"Treefolk Satyr", 2, Missile, true, none, 4, 0, ""},  // dragon attack: X missile ...
             FaceCase{"Treefolk Satyr", 2, Save, true, none, 4, 0, ""},     // ... and X saves
             FaceCase{"Treefolk Satyr", 2, Melee, true, none, 0, 0, ""},
             FaceCase{"Treefolk Satyr", 2, Melee, false, none, 0, 0, ""},
         })
        expectFace(c);
}

TEST(SaiSortie, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Air Mantlet", 1, Melee, false, none, 4, 0, ""},
             FaceCase{"Air Mantlet", 1, Save, false, Melee, 4, 0, ""},  // no strike back
             FaceCase{"Air Mantlet", 1, Save, false, none, 4, 0, ""},
             FaceCase{"Air Mantlet", 1, Melee, true, none, 4, 0, ""},  // dragon attack: X melee and X saves
             FaceCase{"Air Mantlet", 1, Save, true, none, 4, 0, ""},
             FaceCase{"Air Mantlet", 1, Missile, true, none, 0, 0, ""},
             FaceCase{"Air Mantlet", 1, Missile, false, none, 0, 0, ""},
         })
        expectFace(c);
}

TEST(SaiKick, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Amazons Centaur", 3, Melee, false, none, 0, 0, "Kick"},  // one defender takes X damage
             FaceCase{"Amazons Centaur", 3, Save, false, Melee, 4, 0, ""},
             FaceCase{"Amazons Centaur", 3, Save, false, none, 4, 0, ""},
             FaceCase{"Amazons Centaur", 3, Melee, true, none, 4, 0, ""},  // dragon attack: X melee and X saves
             FaceCase{"Amazons Centaur", 3, Save, true, none, 4, 0, ""},
             FaceCase{"Amazons Centaur", 3, Missile, false, none, 0, 0, ""},
         })
        expectFace(c);
}

TEST(SaiBash, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Air Mithril Shield", 3, Save, false, Missile, 3, 0, ""},
             FaceCase{"Air Mithril Shield", 3, Save, false, none, 3, 0, ""},
             FaceCase{"Air Mithril Shield", 3, Save, false, Melee, 0, 0, "Bash"},  // strikes back at one unit
             // Dragon attack: the saves wait for the dragons' damage (sai/DragonResponseSais, a game in
             // EngineDragonResponseSaiTest.cpp).
             FaceCase{"Air Mithril Shield", 3, Save, true, none, 0, 0, "Bash"},
             FaceCase{"Air Mithril Shield", 3, Melee, false, none, 0, 0, ""},
         })
        expectFace(c);
}

// ---- games

using testing::lineOf;

TEST(SaiCounter, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("counter", "result none", "allocating 4 damage from the defender's SAIs");
}

TEST(SaiCounter, DragonAttackScenarioLogAndBrokenCopy) {
    expectSaiScenario("counter-dragon", "roll A melee=3 missile=0 save=4", "gives melee=3 missile=0 save=4");
}

TEST(SaiVolley, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("volley", "roll A save=5 :", "save total 9, not 5");
}

TEST(SaiBash, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("bash", "roll A save=5 :", "save total 8, not 5");
}

// The struck unit takes the melee it generated and saves alone; a unit that dies goes to the DUA, and the saves
// Bash gives follow the unit chosen.
TEST(SaiBash, TheStruckUnitTakesItsOwnMelee) {
    const auto text = saiLog("bash");
    ASSERT_EQ(verifyFull(text).status, Status::Verified);
    auto soldier = text;  // the Soldier rolled 2 melee: 7 saves, and with no save it dies
    soldier.replace(soldier.find("roll A save=8 :"), 15, "roll A save=7 :");
    soldier.replace(soldier.find("sai A Bash c4 : c1 "), 19, "sai A Bash c4 : c2 ");
    soldier.replace(soldier.find("roll B save=2 : c1=2 "), 21, "roll B save=0 : c2=3 ");
    soldier += "";
    const auto v = verifyFull(soldier);
    // 8 melee against 7 saves: 1 damage to A after Bash.
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("allocating 1 damage"), std::string::npos) << v.message;
    auto seer = text;  // the Seer rolled no melee: no saves from Bash, and no roll
    seer.replace(seer.find("roll A save=8 :"), 15, "roll A save=5 :");
    seer.replace(seer.find("sai A Bash c4 : c1 "), 19, "sai A Bash c4 : c4 ");
    seer.replace(seer.find("    roll B save=2 : c1=2 "), 25, "    kill A c2 c3 #");
    const auto s2 = verifyFull(seer);
    EXPECT_EQ(s2.status, Status::Inconsistent) << s2.message;  // 3 damage: c1 (2) + one more, not c2 c3
    EXPECT_EQ(s2.line, lineOf(seer, "kill A c2 c3")) << s2.message;
    EXPECT_NE(s2.message.find("must kill 3 health-worth"), std::string::npos) << s2.message;
}

// A save roll whose total waits for Bash is checked when the SAI is resolved; the engine's expectations replay that
// check for a total the generator asked for (seed 1050 once stalled after the Bash target's roll: the replay
// refused the asked total, so the step after it was never offered).
// The seeds that roll Bash in a save roll change whenever the generator or the engine changes, so the test plays
// seeds until games with a Bash in a save roll have been seen (Dwarves against anyone).
TEST(SaiBash, TheGeneratorGetsPastABashInASaveRoll) {
    const matchlog::LegalLogGenerator generator(engineCatalog());
    int bashes = 0;
    for (std::uint64_t seed = 1000; seed < 1200 && bashes < 3; ++seed) {
        matchlog::GeneratorOptions options;
        options.seed = seed;
        options.species[1] = "Dwarves";
        const auto log = generator.generate(options);
        EXPECT_TRUE(log.stall.empty() || log.stalledOnUnsupported) << "seed " << seed << ": " << log.stall;
        EXPECT_TRUE(log.invariants.empty()) << "seed " << seed;
        if (log.text.find("sai B Bash") != std::string::npos) ++bashes;
    }
    EXPECT_EQ(bashes, 3);
}

TEST(SaiKick, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("kick", "sai A Kick c4 : c1 c2", "Kick targets one unit");
}

// The strike back is the attacker's to allocate, as much as its army can cover, and comes after the defender's
// casualties.
TEST(SaiCounter, StrikeBackIsAllocatedByTheAttacker) {
    const auto text = saiLog("counter");
    ASSERT_EQ(verifyFull(text).status, Status::Verified);
    auto shortKill = text;
    const std::string kill = "    kill B c1 c3 ";
    shortKill.replace(shortKill.find(kill), kill.size(), "    kill B c1 ");
    const auto refused = verifyFull(shortKill);
    EXPECT_EQ(refused.status, Status::Inconsistent) << refused.message;
    EXPECT_EQ(refused.line, lineOf(shortKill, "    kill B c1 ")) << refused.message;
    // Counter against a missile attack only saves: no damage comes back.
    const auto volley = saiLog("volley");
    auto counterAgainstMissile = volley;
    counterAgainstMissile.replace(counterAgainstMissile.find("c4: Treefolk Satyr"), 18, "c4: Coral Elves Coral Giant");
    counterAgainstMissile.replace(counterAgainstMissile.find("c4=Volley"), 9, "c4=Counter");
    const auto verdict = verifyFull(counterAgainstMissile);
    EXPECT_EQ(verdict.status, Status::Inconsistent) << verdict.message;
    EXPECT_EQ(verdict.line, lineOf(counterAgainstMissile, "    kill B c1 c3")) << verdict.message;
}

// Kick's damage is saved by the target alone (it rolls, the army does not), and only a unit of the defending army
// may be kicked.
TEST(SaiKick, TheTargetSavesAlone) {
    const auto text = saiLog("kick");
    ASSERT_EQ(verifyFull(text).status, Status::Verified);
    // The Javelineer rolls Missile: no saves, killed; the army's save roll is then made without it.
    auto other = text;
    other.replace(other.find("sai A Kick c4 : c1 "), 19, "sai A Kick c4 : c3 ");
    other.replace(other.find("roll B save=2 : c1=2 "), 21, "roll B save=0 : c3=3 ");
    other.replace(other.find("roll B save=5 : c2=2 c3=2 c4=2 c5=2"), 35, "roll B save=5 : c1=2 c2=2 c4=2 c5=2");
    const auto v = verifyFull(other);
    EXPECT_EQ(v.status, Status::Verified) << v.message;
    // The whole army may not roll against Kick.
    auto army = text;
    army.replace(army.find("roll B save=2 : c1=2 "), 21, "roll B save=2 : c1=2 c2=3 ");
    const auto wide = verifyFull(army);
    EXPECT_EQ(wide.status, Status::Inconsistent) << wide.message;
    EXPECT_NE(wide.message.find("'c2' does not roll here"), std::string::npos) << wide.message;
    auto own = text;
    own.replace(own.find("sai A Kick c4 : c1 "), 19, "sai A Kick c4 : A:c1 ");
    const auto refused = verifyFull(own);
    EXPECT_EQ(refused.status, Status::Inconsistent) << refused.message;
    EXPECT_NE(refused.message.find("not one of them"), std::string::npos) << refused.message;
}

}  // namespace
}  // namespace muster::rules
