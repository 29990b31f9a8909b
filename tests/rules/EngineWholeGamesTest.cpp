// Whole generated games kept as evidence (docs/examples/ and tests/data/matchlogs/games/): each verifies with
// full forces, and its broken copy is caught at the line marked "#!".
#include <gtest/gtest.h>

#include <string>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/MatchVerifier.h"

namespace muster::rules {
namespace {

using testing::engineCatalog;
using testing::markedLine;
using Status = MatchVerdict::Status;

std::string gameLog(const std::string& name) {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/games/" + name + ".log";
}

std::string exampleLog(const std::string& name) {
    return std::string(MUSTER_TEST_DATA) + "/../../docs/examples/" + name + ".log";
}

const MatchVerifier& fullForces() {
    static const MatchVerifier verifier(engineCatalog());
    return verifier;
}

void expectWon(const std::string& path, const std::string& winner, const std::string& by) {
    const auto v = fullForces().verifyFile(path);
    ASSERT_EQ(v.status, Status::Verified) << path << " line " << v.line << ": " << v.message;
    EXPECT_EQ(v.winner, winner);
    EXPECT_EQ(v.winBy, by);
}

void expectCaughtAtMark(const std::string& path, const std::string& fragment) {
    const auto v = fullForces().verifyFile(path);
    EXPECT_EQ(v.status, Status::Inconsistent) << path << ": " << v.message;
    const int mark = markedLine(domain::readFile(path));
    ASSERT_GT(mark, 0) << path << " has no '#!' line";
    EXPECT_EQ(v.line, mark) << v.message;
    EXPECT_NE(v.message.find(fragment), std::string::npos) << v.message;
}

TEST(WholeGames, TournamentGameWithASummonedDragonAndDragonkin) {
    // 24 points, Firewalkers v Eldarim: Summon Dragon, three dragon attacks, Dragonkin Handlers, Evolve Dragonkin.
    expectWon(exampleLog("tournament-dragons"), "B", "elimination");
    const auto text = domain::readFile(exampleLog("tournament-dragons"));
    for (const char* needed : {"force-size 24", "cast A Summon Dragon", "dragon-attack", "dragonkin-handlers",
                               "cast B Evolve Dragonkin"})
        EXPECT_NE(text.find(needed), std::string::npos) << needed;
    expectCaughtAtMark(gameLog("tournament-dragons-broken"), "5 health-worth");
}

TEST(WholeGames, ChampionshipGameWithItemsAMinorTerrainAndAChampion) {
    // 36 points, Eldarim v Frostwings: items on both sides (a Vorpal Sword's Decapitate, buried items), three minor
    // terrains in play, a Vortex frontier, and a Dragonslayer that rolls its logo and slays a summoned Wyrm.
    expectWon(exampleLog("championship-36"), "A", "capture");
    const auto text = domain::readFile(exampleLog("championship-36"));
    for (const char* needed : {"force-size 36", "Eldarim Dragonslayer", "Death Vorpal Sword", "Air Wooden Targe",
                               "sai A Decapitate c2", "minor A bring", "minor B bring", "minor B roll", "/ vortex",
                               "slay A c4 B:d2", "bury-item B"})
        EXPECT_NE(text.find(needed), std::string::npos) << needed;
    expectCaughtAtMark(gameLog("championship-36-broken"), "did not roll an Eldarim champion's logo");
}

TEST(WholeGames, ExampleGamesDecidedByMagicAndDragons) {
    expectWon(exampleLog("magic-tidal-wave"), "B", "elimination");
    expectWon(exampleLog("magic-hailstorm"), "B", "elimination");
    expectWon(exampleLog("dragon-summoned-wyrm"), "B", "elimination");
    expectWon(exampleLog("dragon-summoned-drake"), "A", "elimination");
}

}  // namespace
}  // namespace muster::rules
