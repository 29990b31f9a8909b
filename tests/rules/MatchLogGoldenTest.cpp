// Golden match logs (tests/data/matchlogs): the three example games verify, and each deliberately broken
// copy is caught at the line and step where it was broken.
#include <gtest/gtest.h>

#include "EngineTestSupport.h"

namespace muster::rules {
namespace {

std::string path(const std::string& name) {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/" + name;
}

MatchVerdict verifyFile(const std::string& name) {
    static const MatchVerifier verifier(testing::engineCatalog());
    return verifier.verifyFile(path(name));
}

TEST(MatchLogGolden, ExampleGamesVerify) {
    const auto shortGame = verifyFile("short-game.log");
    EXPECT_TRUE(shortGame.verified()) << shortGame.message;
    EXPECT_EQ(shortGame.turnsPlayed, 4);  // legal 24-point forces: the example games verify with every force rule
    EXPECT_EQ(shortGame.winner, "");
    const auto capture = verifyFile("capture-win.log");
    EXPECT_TRUE(capture.verified()) << capture.message;
    EXPECT_EQ(capture.winner, "B");
    EXPECT_EQ(capture.winBy, "capture");
    const auto elimination = verifyFile("elimination-win.log");
    EXPECT_TRUE(elimination.verified()) << elimination.message;
    EXPECT_EQ(elimination.winner, "A");
    EXPECT_EQ(elimination.winBy, "elimination");
}

struct Broken {
    const char* file;
    MatchVerdict::Status status;
    int line;
    const char* step;      // part of the step name
    const char* fragment;  // part of what the rules give
};

class MatchLogBroken : public ::testing::TestWithParam<Broken> {};

TEST_P(MatchLogBroken, CaughtAtTheRightStep) {
    const auto& b = GetParam();
    const auto v = verifyFile(b.file);
    EXPECT_EQ(v.status, b.status) << v.message;
    EXPECT_EQ(v.line, b.line) << v.message;
    EXPECT_NE(v.step.find(b.step), std::string::npos) << v.message;
    EXPECT_NE(v.rulesGive.find(b.fragment), std::string::npos) << v.message;
}

using S = MatchVerdict::Status;
INSTANTIATE_TEST_SUITE_P(
    Golden, MatchLogBroken,
    ::testing::Values(
        Broken{"broken-wrong-total.log", S::Inconsistent, 43, "melee: attack roll", "melee total 4, not 5"},
        Broken{"broken-illegal-target.log", S::Inconsistent, 49, "after the maneuver", "another Home Terrain"},
        Broken{"broken-too-much-damage.log", S::Inconsistent, 48, "damage allocation", "too much"},
        Broken{"broken-missing-save.log", S::Inconsistent, 45, "save roll", "expected the save roll of A's army"},
        Broken{"broken-wrong-result.log", S::Inconsistent, 135, "", "no winner yet"},
        // A face past the die is unreadable, and the message lists the faces (issue 13).
        Broken{"broken-face-out-of-range.log", S::Unreadable, 44, "save roll", "face 7 does not exist"},
        Broken{"broken-missing-die.log", S::Inconsistent, 44, "save roll", "missing die"},
        Broken{"broken-unreadable.log", S::Unreadable, 43, "", "needs ':'"}));

}  // namespace
}  // namespace muster::rules
