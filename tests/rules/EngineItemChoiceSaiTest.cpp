// Item SAIs whose face states the roller's choice (sai/ItemSais.cpp reads the annotation, roll/RollEvaluator applies
// it): Elevate (Flying Carpet, S0:L1441) doubling one unit's results in missile attacks, saves against melee and the
// roll against a dragon attack (its maneuver results: EngineItemsTest.cpp), and Attune (Magi's Crown, S0:L890): its
// element, and a unit whose normal magic takes it; Wayfare (Seven League Boots, S0:L992): X maneuver, or a move (in
// the horde roll only the maneuver, S0:L313). Games: tests/data/matchlogs/sais/elevate-doubling.log, attune.log,
// wayfare.log, wayfare-move.log, wayfare-dragon.log, wayfare-horde.log.
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

void expectRefusedAt(const std::string& text, const std::string& line, const std::string& why) {
    testing::expectCaughtAtLineHolding(text, line, why);
}

engine::RollOutcome carpet(const RollContext& context) {
    static const engine::RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie("Air Flying Carpet"), 1}}, context);  // face 2: 4 Elevate
}

// A face alone names no unit: the doubling rolls ask for one.
TEST(EngineSaiElevate, DoublingRollsNeedTheUnitNamed) {
    RollContext missile;
    missile.type = RollType::Missile;
    EXPECT_NE(carpet(missile).unsupported.find("name the unit"), std::string::npos) << carpet(missile).unsupported;
    RollContext save;
    save.type = RollType::Save;
    save.saveAgainst = RollType::Melee;
    EXPECT_NE(carpet(save).unsupported.find("name the unit"), std::string::npos);
    RollContext dragon;
    dragon.type = RollType::Save;
    dragon.dragonAttack = true;
    EXPECT_NE(carpet(dragon).unsupported.find(":missile"), std::string::npos) << carpet(dragon).unsupported;
    // Saves against missile: nothing.
    RollContext other;
    other.type = RollType::Save;
    other.saveAgainst = RollType::Missile;
    EXPECT_EQ(carpet(other).unsupported, "");
    EXPECT_EQ(carpet(other).base, 0);
}

TEST(EngineSaiElevate, DoublingScenarioLogAndBrokenCopy) {
    expectSaiScenario("elevate-doubling", "roll A missile=3 :", "missile total 5, not 3");
}

TEST(EngineSaiElevate, TheNamedUnitMustRollHere) {
    const auto text = domain::readFile(kSais + "elevate-doubling.log");
    const std::string roll = "roll A missile=5 : c1=1 c2=3 c3=3 c4=3 i1=Elevate:c1";
    // Another unit doubles its own results: the Crossbowman's 1 missile counts 2 (2 + 2).
    expectRefusedAt(swap(text, roll, "roll A missile=5 : c1=1 c2=3 c3=3 c4=3 i1=Elevate:c3"), "i1=Elevate:c3",
                    "missile total 4, not 5");
    // The item itself, a unit of another army, no unit at all, and a type in a missile attack.
    expectRefusedAt(swap(text, roll, "roll A missile=5 : c1=1 c2=3 c3=3 c4=3 i1=Elevate:i1"), "i1=Elevate:i1",
                    "'i1' is not one");
    expectRefusedAt(swap(text, roll, "roll A missile=5 : c1=1 c2=3 c3=3 c4=3 i1=Elevate:h1"), "i1=Elevate:h1",
                    "'h1' is not one");
    expectRefusedAt(swap(text, roll, "roll A missile=5 : c1=1 c2=3 c3=3 c4=3 i1=Elevate"), "i1=Elevate ",
                    "name the unit");
    expectRefusedAt(swap(text, roll, "roll A missile=5 : c1=1 c2=3 c3=3 c4=3 i1=Elevate:c1:save"), "i1=Elevate:c1:save",
                    "name the unit");
    // In the maneuver roll it gives maneuver results and names nobody.
    auto maneuver = swap(text, "  march 1 frontier\n    action missile B@frontier",
                         "  march 1 frontier\n    maneuver counter B\n"
                         "    roll A maneuver=4 : c1=3 c2=3 c3=3 c4=3 i1=Elevate:c1\n");
    expectRefusedAt(maneuver, "roll A maneuver=4", "names no unit in a maneuver roll");
}

TEST(EngineSaiElevate, AgainstADragonOneUnitsMissileOrSaves) {
    auto text = domain::readFile(kSais + "bash-dragon.log");
    text = swap(text, "i1: Earth Mithril Shield", "i1: Earth Flying Carpet");
    // The Wyrm's Jaws: 12 damage. The Sergeant's 3 saves doubled: 11 saves, 1 damage.
    const std::string roll = "roll A melee=0 missile=0 save=20 : c1=5 c2=2 c3=5 c4=5 i1=Bash i2=2";
    auto saves = swap(text, roll, "roll A melee=0 missile=0 save=11 : c1=5 c2=2 c3=5 c4=5 i1=Elevate:c1:save i2=2");
    saves = swap(saves, "turn 6 B\n", "    kill A c2\n");
    EXPECT_EQ(testing::verify(saves).status, Status::Verified) << testing::verify(saves).message;
    // Doubling the Crossbowman's missile instead: 2 missile (not enough for the Wyrm), 7 saves, 5 damage.
    auto missile = swap(text, roll, "roll A melee=0 missile=2 save=7 : c1=5 c2=2 c3=3 c4=5 i1=Elevate:c3:missile i2=2");
    missile = swap(missile, "turn 6 B\n", "    kill A c1 c2 c3 c4\n    bury-item A i1 i2\n");
    EXPECT_EQ(testing::verify(missile).status, Status::Verified) << testing::verify(missile).message;
    expectRefusedAt(swap(text, roll, "roll A melee=0 missile=0 save=8 : c1=5 c2=2 c3=5 c4=5 i1=Elevate:c1 i2=2"),
                    "i1=Elevate:c1 ", "name both");
}

engine::RollOutcome crown(const RollContext& context) {
    static const engine::RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie("Air Magi's Crown"), 3}}, context);  // face 4: 3 Attune
}

TEST(EngineSaiAttune, FaceLiteralPerRollPurpose) {
    RollContext magic;
    magic.type = RollType::Magic;
    // A lone face states no element: the magic action asks for one.
    EXPECT_NE(crown(magic).unsupported.find("'i1=Attune:fire'"), std::string::npos) << crown(magic).unsupported;
    // Nothing in other rolls (a Magic Negation roll is no magic action; the resolver's magic rolls are actions).
    for (const RollType t : {RollType::Melee, RollType::Missile, RollType::Save, RollType::Maneuver}) {
        RollContext other;
        other.type = t;
        EXPECT_EQ(crown(other).base, 0) << engine::toString(t);
        EXPECT_EQ(crown(other).unsupported, "") << engine::toString(t);
    }
}

TEST(EngineSaiAttune, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("attune", "roll A magic=6 water=3 fire=3", "element totals");
}

TEST(EngineSaiAttune, TheElementAndTheUnitOnTheFace) {
    const auto text = domain::readFile(kSais + "attune.log");
    const std::string roll = "roll A magic=6 water=5 earth=1 : c1=5 c2=2 c3=1 c4=6 c5=5 i1=Attune:water:c4";
    // Without a unit the Theurgist's 2 stay earth or fire; the Crown's 3 are water only.
    const auto alone = swap(text, roll, "roll A magic=6 water=3 fire=3 : c1=5 c2=2 c3=1 c4=6 c5=5 i1=Attune:water");
    EXPECT_EQ(testing::verify(alone).status, Status::Verified) << testing::verify(alone).message;
    expectRefusedAt(swap(text, roll, "roll A magic=6 water=2 fire=4 : c1=5 c2=2 c3=1 c4=6 c5=5 i1=Attune:water"),
                    "water=2 fire=4", "element totals");
    // No element, Ivory, an item for the unit, a unit that does not roll.
    expectRefusedAt(swap(text, roll, "roll A magic=6 : c1=5 c2=2 c3=1 c4=6 c5=5 i1=Attune"), "i1=Attune ",
                    "names ('i1=Attune:fire'");
    expectRefusedAt(swap(text, roll, "roll A magic=6 : c1=5 c2=2 c3=1 c4=6 c5=5 i1=Attune:ivory"), "i1=Attune:ivory",
                    "not 'ivory'");
    expectRefusedAt(swap(text, roll, "roll A magic=6 : c1=5 c2=2 c3=1 c4=6 c5=5 i1=Attune:water:i1"),
                    "i1=Attune:water:i1", "'i1' is not one");
    expectRefusedAt(swap(text, roll, "roll A magic=6 : c1=5 c2=2 c3=1 c4=6 c5=5 i1=Attune:water:h5"),
                    "i1=Attune:water:h5", "'h5' is not one");
}

engine::RollOutcome boots(const RollContext& context) {
    static const engine::RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie("Air Seven League Boots"), 3}}, context);  // face 4: 3 Wayfare
}

TEST(EngineSaiWayfare, FaceLiteralPerRollPurpose) {
    RollContext maneuver;
    maneuver.type = RollType::Maneuver;
    EXPECT_EQ(boots(maneuver).base, 3);
    EXPECT_EQ(boots(maneuver).unsupported, "");
    auto counter = maneuver;
    counter.counterManeuver = true;
    EXPECT_EQ(boots(counter).base, 3);
    auto horde = maneuver;
    horde.horde = true;
    EXPECT_EQ(boots(horde).base, 3);
    RollContext melee;
    melee.type = RollType::Melee;
    EXPECT_EQ(boots(melee).base, 0);
    EXPECT_EQ(boots(melee).unsupported, "");
    // Against a dragon it gives no results; the move it allows is a decision (a 'sai' line after the roll).
    RollContext dragon;
    dragon.type = RollType::Save;
    dragon.dragonAttack = true;
    EXPECT_EQ(boots(dragon).base, 0);
    EXPECT_NE(boots(dragon).unsupported.find("needs a decision"), std::string::npos) << boots(dragon).unsupported;
}

TEST(EngineSaiWayfare, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("wayfare", "    roll A maneuver=2 :", "maneuver total 5, not 2");
}

TEST(EngineSaiWayfare, TheMoveTakesTheItemAndOneCarrierElsewhere) {
    const auto text = domain::readFile(kSais + "wayfare-move.log");
    testing::expectVerified(text);
    const auto state = testing::replay(text);
    const auto at = [&](const std::string& label) { return state.piece(state.pieceIndex(0, label)).loc; };
    const engine::Location home = at("h1");
    EXPECT_EQ(at("i1"), home);  // the Boots ...
    EXPECT_EQ(at("c4"), home);  // ... and their carrier
    EXPECT_NE(at("c1"), home);  // the rest of the army stays at the frontier
    const std::string sai = "sai A Wayfare i1 home:A : c4";
    // To the Reserve Area; without the carrier, with two, with a unit of another army or player; no move line.
    const auto reserve = testing::replay(swap(text, sai, "sai A Wayfare i1 reserve : c4"));
    EXPECT_EQ(reserve.piece(reserve.pieceIndex(0, "i1")).loc.where, engine::Where::Reserve);
    EXPECT_EQ(reserve.piece(reserve.pieceIndex(0, "c4")).loc.where, engine::Where::Reserve);
    expectRefusedAt(swap(text, sai, "sai A Wayfare i1 home:A"), "sai A Wayfare i1 home:A", "one unit that carries");
    expectRefusedAt(swap(text, sai, "sai A Wayfare i1 home:A : c4 c5"), "sai A Wayfare i1 home:A : c4 c5",
                    "one unit that carries");
    expectRefusedAt(swap(text, sai, "sai A Wayfare i1 home:A : h1"), "sai A Wayfare i1 home:A : h1",
                    "'h1' is not one of them");
    // Without the move's line: the roll that needs it is where the log goes wrong (issue 28).
    const auto missing = swap(text, "    " + sai, "");
    expectRefusedAt(missing, "roll A maneuver=2 : c1=2", "this roll needs 'sai A Wayfare i1 ...'");
}

// The horde roll counts SAIs only for their maneuver results (S0:L313, L1143): the Boots' Wayfare is 3 maneuver
// there, and a move stated instead is refused at the horde roll (it was 'unsupported' before).
TEST(EngineSaiWayfare, InTheHordeRollItIsOnlyItsManeuver) {
    const auto text = domain::readFile(kSais + "wayfare-horde.log");
    testing::expectVerified(text);
    const auto state = testing::replay(text);
    EXPECT_EQ(state.players[0].hordeManeuver, 5);  // 2 from the units, 3 from the Boots
    const auto home = state.piece(state.pieceIndex(1, "h1")).loc;
    EXPECT_EQ(state.piece(state.pieceIndex(0, "i1")).loc, home);  // the Boots were placed with the horde army
    // Without the Boots' maneuver the stated 5 is wrong.
    const std::string horde = "horde-roll A maneuver=5 : z1=2 z2=5 z3=5 z4=2 z5=3 i1=Wayfare";
    expectRefusedAt(swap(text, horde, "horde-roll A maneuver=2 : z1=2 z2=5 z3=5 z4=2 z5=3 i1=Wayfare"),
                    "horde-roll A maneuver=2", "not 2");
    const auto brokenText = domain::readFile(kSais + "wayfare-horde-broken.log");
    const auto broken = testing::verify(brokenText);
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, testing::markedLine(brokenText)) << broken.message;
    EXPECT_NE(broken.message.find("horde roll counts only the maneuver results"), std::string::npos) << broken.message;
}

TEST(EngineSaiWayfare, AgainstADragonTheItemAndACarrierMayLeaveBeforeTheDamage) {
    const auto text = domain::readFile(kSais + "wayfare-dragon.log");
    testing::expectVerified(text);
    const auto state = testing::replay(text);
    const auto at = [&](const std::string& label) { return state.piece(state.pieceIndex(0, label)).loc; };
    EXPECT_EQ(at("i1"), at("h1"));  // the Boots and the Sergeant are at A's home
    EXPECT_EQ(at("c2"), at("h1"));
    EXPECT_EQ(at("c1").where, engine::Where::Dua);  // the damage fell on those left
    EXPECT_EQ(at("i2").where, engine::Where::Bua);
    // The move is optional: without the line the Sergeant stays and carries the Targe.
    const std::string sai = "    sai A Wayfare i1 home:A : c2";
    const auto stay = swap(swap(text, sai, ""), "    bury-item A i2", "");
    testing::expectVerified(stay);
    testing::expectVerified(swap(swap(text, sai, "    sai A Wayfare i1"), "    bury-item A i2", ""));  // says so
    // An annotation is refused (the move is a 'sai' line); a unit that cannot carry it or is elsewhere is refused.
    expectRefusedAt(swap(text, "i1=Wayfare i2=2", "i1=Wayfare:move i2=2"), "i1=Wayfare:move", "'sai' line");
    expectRefusedAt(swap(text, "sai A Wayfare i1 home:A : c2", "sai A Wayfare i1 home:A : h1"),
                    "sai A Wayfare i1 home:A : h1", "'h1' is not one of them");
    const auto broken = domain::readFile(kSais + "wayfare-dragon-broken.log");
    const auto v = testing::verify(broken);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, testing::markedLine(broken)) << v.message;
    EXPECT_NE(v.message.find("'c2' is not in the damaged army"), std::string::npos) << v.message;
}

TEST(EngineSaiWayfare, MoveScenarioLogAndBrokenCopy) {
    const auto brokenText = domain::readFile(kSais + "wayfare-move-broken.log");
    const auto broken = testing::verify(brokenText);
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, testing::markedLine(brokenText)) << broken.message;
    EXPECT_NE(broken.message.find("at frontier already"), std::string::npos) << broken.message;
}

}  // namespace
}  // namespace muster::rules
