// Elevate (Flying Carpet, S0:L1441) doubling one unit's results: missile attacks, saves against melee and the roll
// against a dragon attack (sai/ItemSais.cpp names the unit from the face's annotation, roll/RollEvaluator doubles
// it). Its maneuver results: EngineItemsTest.cpp. Game: tests/data/matchlogs/sais/elevate-doubling.log.
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
using Status = MatchVerdict::Status;

const std::string kSais = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

int lineOf(const std::string& text, const std::string& fragment) {
    std::istringstream in(text);
    int n = 0;
    for (std::string line; std::getline(in, line);) {
        ++n;
        if (line.find(fragment) != std::string::npos) return n;
    }
    return 0;
}

std::string swap(std::string text, const std::string& from, const std::string& to) {
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

void expectRefusedAt(const std::string& text, const std::string& line, const std::string& why) {
    const auto v = testing::verify(text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(text, line)) << v.message;
    EXPECT_NE(v.message.find(why), std::string::npos) << v.message;
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
    static const MatchVerifier verifier(engineCatalog());
    const auto good = verifier.verifyFile(kSais + "elevate-doubling.log");
    EXPECT_EQ(good.status, Status::Verified) << good.message;
    const auto brokenText = domain::readFile(kSais + "elevate-doubling-broken.log");
    const auto broken = verifier.verifyFile(kSais + "elevate-doubling-broken.log");
    EXPECT_EQ(broken.status, Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, lineOf(brokenText, "roll A missile=3 :")) << broken.message;
    EXPECT_NE(broken.message.find("missile total 5, not 3"), std::string::npos) << broken.message;
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

}  // namespace
}  // namespace muster::rules
