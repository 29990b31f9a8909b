// The Eldarim champions' logos (V4.01d Eldarim champions, S0:L1361-1381; handlers in sai/ChampionLogoSais.cpp):
// face-literal checks per roll type, then games (tests/data/matchlogs/sais/champion-logo*.log). Face 6 of every
// Eldarim champion is its logo ('1 Logo'); its other faces are 4 ID, Cantrip, Fly, Smite, Sneak Attack.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules {
namespace {

using engine::RollContext;
using engine::RollType;
using testing::engineCatalog;
using testing::expectSaiScenario;
using Status = MatchVerdict::Status;

constexpr int kLogo = 5;  // 0-based face index of the logo
constexpr const char* kElemental[] = {"Eldarim Fire Dragonmaster", "Eldarim Water Dragonhunter",
                                      "Eldarim Death Dragonzealot"};
constexpr const char* kWhite[] = {"Eldarim Dragonlord", "Eldarim Dragonslayer", "Eldarim Dragoncrusader"};

engine::RollOutcome logo(const std::string& die, const RollContext& context) {
    static const engine::RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie(die), kLogo}}, context);
}

RollContext of(RollType type) {
    RollContext c;
    c.type = type;
    return c;
}

// ---- face-literal: the elemental kinds count the logo as an ID worth two (S0:L1371, L1376, L1381) ------------

TEST(SaiDragonmasterLogo, AnIdWorthTwoInEveryArmyRollButTheDragonAttack) {
    for (const char* champion : kElemental) {
        SCOPED_TRACE(champion);
        auto counterAttack = of(RollType::Melee);
        counterAttack.counterAttack = true;
        auto counterManeuver = of(RollType::Maneuver);
        counterManeuver.counterManeuver = true;
        std::vector<RollContext> rolls = {of(RollType::Melee),    counterAttack,   of(RollType::Missile),
                                          of(RollType::Maneuver), counterManeuver, of(RollType::Magic)};
        for (const RollType against : {RollType::Melee, RollType::Missile, RollType::Magic}) {
            auto save = of(RollType::Save);
            save.saveAgainst = against;
            rolls.push_back(save);
        }
        for (const auto& context : rolls) {
            const auto out = logo(champion, context);
            EXPECT_TRUE(out.unsupported.empty()) << engine::toString(context.type) << ": " << out.unsupported;
            EXPECT_EQ(out.base, 2) << engine::toString(context.type);
            ASSERT_EQ(out.dice.size(), 1U);
            EXPECT_EQ(out.dice[0].id, 2) << engine::toString(context.type);  // ID results, not SAI results
            EXPECT_EQ(out.dice[0].sai, 0) << engine::toString(context.type);
        }
    }
}

TEST(SaiDragonmasterLogo, ItsMagicIsOfTheChampionsElement) {
    const auto out = logo("Eldarim Fire Dragonmaster", of(RollType::Magic));
    ASSERT_EQ(out.dice.size(), 1U);
    EXPECT_EQ(out.dice[0].magic, 2);
    EXPECT_EQ(out.dice[0].nonIdMagic, 0);  // an ID's magic, not the magic icon's
    EXPECT_TRUE(out.dice[0].magicElements.contains(domain::Element::Fire));
    EXPECT_FALSE(out.dice[0].magicElements.contains(domain::Element::Water));
}

TEST(SaiDragonmasterLogo, TheIdRulesApplyToIt) {
    // Doubled where IDs are doubled, nothing from a Tower shooting at a Reserve Area, removed by subtraction.
    auto doubled = of(RollType::Melee);
    doubled.doubleIds = true;
    EXPECT_EQ(logo("Eldarim Fire Dragonmaster", doubled).base, 4);
    auto tower = of(RollType::Missile);
    tower.missileFromTowerAtReserve = true;
    EXPECT_EQ(logo("Eldarim Fire Dragonmaster", tower).base, 0);
    auto minus = of(RollType::Save);
    minus.modifiers.subtract = 1;
    EXPECT_EQ(logo("Eldarim Fire Dragonmaster", minus).base, 1);
    // In the horde roll it is a maneuver ID too.
    auto horde = of(RollType::Maneuver);
    horde.horde = true;
    EXPECT_EQ(logo("Eldarim Fire Dragonmaster", horde).base, 2);
}

TEST(SaiDragonmasterLogo, FourSavesInTheIndividualSaveTwoManeuverInAnIndividualManeuverRoll) {
    auto save = of(RollType::Save);
    save.individual = true;
    auto maneuver = of(RollType::Maneuver);
    maneuver.individual = true;
    for (const char* champion : kElemental) {
        EXPECT_EQ(logo(champion, save).base, 4) << champion;
        EXPECT_EQ(logo(champion, save).dice[0].id, 0) << champion;  // four SAI saves, not an ID
        EXPECT_EQ(logo(champion, maneuver).base, 2) << champion;
    }
}

// In the army's roll against a dragon the logo gives no results: it is the champion's power over a dragon,
// resolved after the roll (flow/ChampionFrame; EngineChampionTest).
TEST(SaiDragonmasterLogo, NoResultsInTheDragonAttackWhereItIsAPower) {
    auto dragon = of(RollType::Save);
    dragon.dragonAttack = true;
    for (const char* champion : kElemental) {
        const auto out = logo(champion, dragon);
        EXPECT_TRUE(out.unsupported.empty()) << champion << ": " << out.unsupported;
        EXPECT_EQ(out.base, 0) << champion;
    }
}

// ---- the white kinds: four saves in the individual save, nothing in other army rolls ---------------------------

TEST(SaiDragonlordLogo, NothingOutsideTheIndividualSaveAndTheDragonAttack) {
    auto save = of(RollType::Save);
    save.individual = true;
    auto dragon = of(RollType::Melee);
    dragon.dragonAttack = true;
    for (const char* champion : kWhite) {
        EXPECT_EQ(logo(champion, save).base, 4) << champion;
        for (const RollType t :
             {RollType::Melee, RollType::Missile, RollType::Save, RollType::Magic, RollType::Maneuver}) {
            const auto out = logo(champion, of(t));
            EXPECT_TRUE(out.unsupported.empty()) << champion << ": " << out.unsupported;
            EXPECT_EQ(out.base, 0) << champion << " " << engine::toString(t);
        }
        // In the dragon attack the logo is the power to tame, slay or control (ChampionFrame), no results.
        EXPECT_TRUE(logo(champion, dragon).unsupported.empty()) << champion;
        EXPECT_EQ(logo(champion, dragon).base, 0) << champion;
    }
}

// ---- games ------------------------------------------------------------------------------------------------------

const std::string kSais = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

using testing::lineOf;

using testing::swap;

TEST(SaiDragonmasterLogo, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("champion-logo", "roll A melee=6 :", "melee total 7, not 6");
}

// A scenario log of B's Amazons with a Water Dragonhunter (c1) in B's campaign army instead of two Amazons.
std::string withDragonhunter(const std::string& name) {
    return swap(domain::readFile(kSais + name + ".log"),
                "army B campaign c1: Amazons Warrior, c2: Amazons Soldier, c3: Amazons Javelineer, c4: Amazons Seer, "
                "c5: Amazons Darter",
                "army B campaign c1: Eldarim Water Dragonhunter, c2: Amazons Soldier, c3: Amazons Seer, "
                "c4: Amazons Darter");
}

// Decapitate (delayed to the save roll) names a unit that rolled an ID icon: an elemental champion's logo is one,
// a white champion's is not.
TEST(SaiDragonhunterLogo, DecapitateMayNameAnElementalChampionThatRolledItsLogo) {
    auto text = withDragonhunter("decapitate");
    // The logo's 2 saves do not count once its unit is killed: 3 from the others.
    text = swap(text, "roll B save=3 : c1=1 c2=2 c3=2 c4=3 c5=3", "roll B save=3 : c1=Logo c2=2 c3=2 c4=2");
    const auto v = testing::verify(text);
    EXPECT_EQ(v.status, Status::Verified) << v.message;
    const auto white = swap(text, "c1: Eldarim Water Dragonhunter", "c1: Eldarim Dragonlord");
    testing::expectCaughtAtLineHolding(white, "sai A Decapitate i1 : c1", "");
}

// In a combination roll (the answer to Charge: melee and saves) the logo's two ID results are the owner's to assign.
TEST(SaiDragonhunterLogo, ItsTwoResultsAreAssignedInACombinationRoll) {
    auto text = withDragonhunter("charge");
    // Soldier and Seer 1 save each, the Darter 1 melee, the logo 2 saves: A's 4 melee are saved, 1 melee back.
    text = swap(text, "roll B melee=4 save=4 : c1=6 c2=2 c3=2 c4=2 c5=6",
                "roll B melee=1 save=4 : c1=Logo:save c2=2 c3=2 c4=6");
    text = swap(text, "kill A c4 ", "kill A c2 ");
    const auto v = testing::verify(text);
    EXPECT_EQ(v.status, Status::Verified) << v.message;
    // The same faces with the logo's results stated as melee.
    const auto melee = swap(text, "roll B melee=1 save=4 : c1=Logo:save", "roll B melee=3 save=2 : c1=Logo:save");
    testing::expectCaughtAtLineHolding(melee, "roll B melee=3 save=2", "");
}

}  // namespace
}  // namespace muster::rules
