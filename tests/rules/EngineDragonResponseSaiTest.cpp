// Decapitate (S0:L912), Impale (S0:L943) and Bash (S0:L891) in the army's roll against a dragon attack
// (sai/DragonResponseSais.cpp): a dragon attacking the army that rolled Jaws is killed, else three melee or missile
// results; a dragon that inflicted damage takes it back, and the army gains as many saves. Games under
// tests/data/matchlogs/sais/ (decapitate-dragon.log, impale-dragon.log, bash-dragon.log) and their broken copies.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using testing::engineCatalog;
using testing::expectSaiScenario;
using Status = MatchVerdict::Status;

const std::string kSais = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

using testing::lineOf;

using testing::swap;

void expectRefusedAt(const std::string& text, const std::string& line, const std::string& why) {
    testing::expectCaughtAtLineHolding(text, line, why);
}

TEST(EngineSaiDecapitate, AgainstDragonsScenarioLogAndBrokenCopy) {
    // The broken copy: a Claw, no Jaws, so Decapitate's three melee are missing from the stated totals.
    expectSaiScenario("decapitate-dragon", "roll A melee=0 missile=0 save=8", "gives melee=0 missile=0 save=8");
}

TEST(EngineSaiImpale, AgainstDragonsScenarioLogAndBrokenCopy) {
    expectSaiScenario("impale-dragon", "roll A melee=0 missile=0 save=8", "gives melee=0 missile=0 save=8");
}

TEST(EngineSaiDecapitate, TheDragonThatRolledJawsDiesAndTheArmyPromotes) {
    const auto text = domain::readFile(kSais + "decapitate-dragon.log");
    const auto s = testing::replay(text);
    EXPECT_EQ(testing::whereIs(s, 1, "d1"), engine::Where::Pool);  // the Wyrm is back in B's Summoning Pool
    // The army killed a dragon, so it may promote (the log's 'promote A c4 c1' verifies); a Claw instead of Jaws
    // leaves the Wyrm alive (Decapitate's 3 melee do not cover 10) and nothing to promote for.
    auto claw = swap(text, "roll B dragon : d1=Jaws", "roll B dragon : d1=Claw");
    claw = swap(claw, "roll A melee=0 missile=0 save=8", "roll A melee=3 missile=0 save=8");
    claw = swap(claw, "    kill A c1 c2 c3\n", "");
    expectRefusedAt(claw, "promote A c4 c1", "");
    EXPECT_EQ(testing::whereIs(testing::replay(claw), 1, "d1"), engine::Where::Terrain);
    // Its own 12 damage still counts: 4 health-worth must die, not 3.
    expectRefusedAt(swap(text, "    kill A c1 c2 c3\n", "    kill A c1 c2\n"), "kill A c1 c2", "");
}

TEST(EngineSaiDecapitate, AnAnnotationNamesTheDragonThatRolledJaws) {
    const auto text = domain::readFile(kSais + "decapitate-dragon.log");
    // Naming the one dragon that rolled Jaws is allowed (one attacker: no choice to make).
    const auto named = swap(text, "i1=Decapitate i2=2", "i1=Decapitate:B:d1 i2=2");
    EXPECT_EQ(testing::verify(named).status, Status::Verified) << testing::verify(named).message;
    // A's own Fire Drake is in its pool, not attacking: no target.
    expectRefusedAt(swap(text, "i1=Decapitate i2=2", "i1=Decapitate:A:d1 i2=2"), "i1=Decapitate:A:d1",
                    "is not one (B:d1)");
    // Without Jaws there is no dragon to name.
    auto claw = swap(text, "roll B dragon : d1=Jaws", "roll B dragon : d1=Claw");
    claw = swap(claw, "roll A melee=0 missile=0 save=8 : c1=5 c2=2 c3=5 c4=5 i1=Decapitate i2=2",
                "roll A melee=3 missile=0 save=8 : c1=5 c2=2 c3=5 c4=5 i1=Decapitate:B:d1 i2=2");
    expectRefusedAt(claw, "i1=Decapitate:B:d1", "names no dragon");
}

TEST(EngineSaiImpale, AJawsDragonIsKilledInsteadOfThreeMissile) {
    auto text = domain::readFile(kSais + "impale-dragon.log");
    text = swap(text, "roll B dragon : d1=Claw       # 6 damage", "roll B dragon : d1=Jaws");
    // 12 damage against 8 saves; the Wyrm dies of Impale, so Impale gives no missile.
    expectRefusedAt(text, "roll A melee=0 missile=3", "gives melee=0 missile=3 save=8");
    text = swap(text, "roll A melee=0 missile=3", "roll A melee=0 missile=0");
    text = swap(text, "result none\n", "    kill A c1 c2 c3\n    promote A c4 c1\nresult none\n");
    EXPECT_EQ(testing::verify(text).status, Status::Verified) << testing::verify(text).message;
}

TEST(SaiBash, AgainstDragonsScenarioLogAndBrokenCopy) {
    expectSaiScenario("bash-dragon", "roll A melee=0 missile=0 save=8", "gives melee=0 missile=0 save=8");
}

TEST(SaiBash, TheDragonTakesItsOwnDamageBack) {
    const auto text = domain::readFile(kSais + "bash-dragon.log");
    // Jaws: 12 back kills the Wyrm (5 health and 5 automatic saves), so no dragon attacks at turn 6.
    EXPECT_EQ(testing::whereIs(testing::replay(text), 1, "d1"), engine::Where::Pool);
    // A Claw: 6 damage, 6 saves more, 6 back does not kill it; it attacks again at B's turn.
    auto claw = swap(text, "roll B dragon : d1=Jaws       # 12 damage", "roll B dragon : d1=Claw");
    claw = swap(claw, "roll A melee=0 missile=0 save=20", "roll A melee=0 missile=0 save=14");
    expectRefusedAt(claw, "result none", "dragon-attack");
    claw = swap(claw, "turn 6 B\n", "");
    EXPECT_EQ(testing::verify(claw).status, Status::Verified) << testing::verify(claw).message;
    EXPECT_EQ(testing::whereIs(testing::replay(claw), 1, "d1"), engine::Where::Terrain);
    // Belly: no damage inflicted, nothing to strike back at, no saves from Bash.
    auto belly = swap(text, "roll B dragon : d1=Jaws       # 12 damage", "roll B dragon : d1=Belly");
    belly = swap(belly, "roll A melee=0 missile=0 save=20", "roll A melee=0 missile=0 save=8");
    belly = swap(belly, "turn 6 B\n", "");
    EXPECT_EQ(testing::verify(belly).status, Status::Verified) << testing::verify(belly).message;
    // Only a dragon that inflicted damage on the army may be named.
    expectRefusedAt(swap(text, "i1=Bash i2=2", "i1=Bash:A:d1 i2=2"), "i1=Bash:A:d1", "is not one (B:d1)");
}

// Flurry (S0:L930) against a dragon: X saves, or X melee and a roll again, as the face states.
TEST(SaiFlurry, AgainstDragonsScenarioLogAndBrokenCopy) {
    expectSaiScenario("flurry-dragon", "roll A melee=4 missile=0 save=7", "'/ flurry i1=<face>'");
}

TEST(SaiFlurry, AgainstDragonsTheFaceStatesSavesOrMelee) {
    const auto text = domain::readFile(kSais + "flurry-dragon.log");
    const std::string roll = "roll A melee=8 missile=0 save=7 : c1=5 c2=2 c3=5 i1=Flurry:melee i2=2 / flurry i1=3";
    // Saves: 4 more, no second roll (and a segment is refused).
    const auto saves = swap(text, roll, "roll A melee=0 missile=0 save=11 : c1=5 c2=2 c3=5 i1=Flurry:save i2=2");
    EXPECT_EQ(testing::verify(saves).status, Status::Verified) << testing::verify(saves).message;
    expectRefusedAt(
        swap(text, roll, "roll A melee=0 missile=0 save=11 : c1=5 c2=2 c3=5 i1=Flurry:save i2=2 / flurry i1=3"),
        "i1=Flurry:save", "does not roll its die again");
    // No choice stated, or another word.
    expectRefusedAt(swap(text, roll, "roll A melee=4 missile=0 save=7 : c1=5 c2=2 c3=5 i1=Flurry i2=2"), "i1=Flurry ",
                    "'Flurry:melee'");
    expectRefusedAt(swap(text, roll, "roll A melee=4 missile=0 save=7 : c1=5 c2=2 c3=5 i1=Flurry:missile i2=2"),
                    "i1=Flurry:missile", "not 'missile'");
}

}  // namespace
}  // namespace muster::rules
