// Earthfang (the relic's logo, S0:L1333; sai/DelayedSais.cpp and sai/DragonResponseSais.cpp): a Chill Wind at its
// terrain in missile attacks and magic actions, Decapitate's kill in melee attacks, a Jaws dragon killed (else four
// melee) against a dragon. Game: tests/data/matchlogs/sais/earthfang.log (and decapitate logs with Earthfang).
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

const std::string kSais = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

using testing::lineOf;

using testing::swap;

engine::RollOutcome logo(const RollContext& context) {
    static const engine::RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie("Earthfang"), 0}}, context);  // face 1: 4 Logo (Earthfang)
}

RollContext of(RollType t) {
    RollContext c;
    c.type = t;
    return c;
}

TEST(SaiEarthfang, FaceLiteralPerRollPurpose) {
    // Missile attack and magic action at a terrain: the Chill Wind waits for its 'sai' line; no results.
    for (const RollType t : {RollType::Missile, RollType::Magic}) {
        const auto out = logo(of(t));
        EXPECT_EQ(out.base, 0) << engine::toString(t);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Earthfang"}) << engine::toString(t);
    }
    // In the Reserve Area a magic action has no terrain for the wind: nothing.
    auto reserve = of(RollType::Magic);
    reserve.inReserve = true;
    EXPECT_TRUE(logo(reserve).decisions.empty());
    // Melee: delayed to the save roll (no step-4 decision, no results).
    const auto melee = logo(of(RollType::Melee));
    EXPECT_EQ(melee.base, 0);
    EXPECT_TRUE(melee.decisions.empty());
    // Saves and maneuvers: nothing.
    for (const RollType t : {RollType::Save, RollType::Maneuver}) {
        EXPECT_EQ(logo(of(t)).base, 0);
        EXPECT_EQ(logo(of(t)).unsupported, "");
    }
    // Against a dragon: waits for the dragons' faces.
    auto dragon = of(RollType::Melee);
    dragon.dragonAttack = true;
    EXPECT_EQ(logo(dragon).decisions, std::vector<std::string>{"Earthfang"});
}

TEST(SaiEarthfang, ChillWindScenarioLogAndBrokenCopy) {
    expectSaiScenario("earthfang", "roll B save=4 :", "save total 2, not 4");
}

TEST(SaiEarthfang, TheWindStaysUntilTheTerrainTurns) {
    const auto text = domain::readFile(kSais + "earthfang.log");
    // Without the maneuver the wind still blows at B's turn: B shoots (the frontier shows missile), 3 + 2 missile
    // less 2, and A's save roll there loses two as well (3 + 1 + 1 + Fly's 4, less 2).
    const std::string turned =
        "    maneuver\n    terrain up                      # 5 (melee): the wind is gone\n"
        "    action melee A\n    roll B melee=6 : c1=6 c3=6 c4=6 c5=6       # 3 + 2 + 1\n"
        "    roll A save=9 : c1=5 c2=2 c3=5 i1=Fly   # 3 + 1 + 1, and Fly's 4\n";
    const auto stays = swap(text, turned,
                            "    action missile A@frontier\n    roll B missile=3 : c1=6 c3=3 c4=6 c5=3\n"
                            "    roll A save=7 : c1=5 c2=2 c3=5 i1=Fly\n");
    EXPECT_EQ(testing::verify(stays).status, Status::Verified) << testing::verify(stays).message;
    const auto full = swap(stays, "roll B missile=3 :", "roll B missile=5 :");
    testing::expectInconsistentWith(full, "missile total 3, not 5");
    // The wind names no target.
    const auto target = swap(text, "    sai A Earthfang i1 ", "    sai A Earthfang i1 : c1 ");
    testing::expectCaughtAtLineHolding(target, "sai A Earthfang i1 : c1", "");
}

TEST(SaiEarthfang, InAMeleeAttackItKillsAUnitThatRolledId) {
    auto text = domain::readFile(kSais + "decapitate.log");
    text = swap(text, "i1: Earth Vorpal Sword, i2: Fire Wooden Targe", "i1: Earthfang");
    text = swap(text, "c4=2 i1=Decapitate i2=1", "c4=2 i1=Logo");
    text = swap(text, "sai A Decapitate i1 : c1", "sai A Earthfang i1 : c1");
    EXPECT_EQ(testing::verify(text).status, Status::Verified) << testing::verify(text).message;
    const auto other = swap(text, "sai A Earthfang i1 : c1", "sai A Earthfang i1 : c2");
    EXPECT_NE(testing::verify(other).message.find("'c2' is not one (c1)"), std::string::npos)
        << testing::verify(other).message;
}

TEST(SaiEarthfang, AgainstADragonAJawsKillOrFourMelee) {
    auto text = domain::readFile(kSais + "decapitate-dragon.log");
    text = swap(text, "i1: Earth Vorpal Sword, i2: Fire Wooden Targe", "i1: Earthfang");
    // Jaws: the Wyrm dies; 12 damage against 6 saves kills 5 health-worth: the whole army, and the relic is buried.
    auto jaws = swap(text, "roll A melee=0 missile=0 save=8 : c1=5 c2=2 c3=5 c4=5 i1=Decapitate i2=2",
                     "roll A melee=0 missile=0 save=6 : c1=5 c2=2 c3=5 c4=5 i1=Logo");
    jaws = swap(jaws,
                "    kill A c1 c2 c3\n    promote A c4 c1               # the army killed a dragon: the Footman "
                "becomes the Sergeant\nturn 6 B\n",
                "    kill A c1 c2 c3 c4\n    bury-item A i1\nturn 6 B\n");
    EXPECT_EQ(testing::verify(jaws).status, Status::Verified) << testing::verify(jaws).message;
    // A Claw: four melee (not enough for the Wyrm), 6 damage against 6 saves.
    auto claw = swap(text, "roll B dragon : d1=Jaws", "roll B dragon : d1=Claw");
    claw = swap(claw, "roll A melee=0 missile=0 save=8 : c1=5 c2=2 c3=5 c4=5 i1=Decapitate i2=2",
                "roll A melee=4 missile=0 save=6 : c1=5 c2=2 c3=5 c4=5 i1=Logo");
    claw = swap(claw,
                "    kill A c1 c2 c3\n    promote A c4 c1               # the army killed a dragon: the Footman "
                "becomes the Sergeant\nturn 6 B\n",
                "");
    EXPECT_EQ(testing::verify(claw).status, Status::Verified) << testing::verify(claw).message;
    const auto three = swap(claw, "roll A melee=4 missile=0 save=6", "roll A melee=3 missile=0 save=6");
    EXPECT_EQ(testing::verify(three).status, Status::Inconsistent) << testing::verify(three).message;
}

}  // namespace
}  // namespace muster::rules
