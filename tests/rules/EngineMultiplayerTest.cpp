// Multiplayer games end to end (V4.01d Multi-player Games, S0:L1133-1167): a generated three-player and
// four-player game verify with full forces (order of play with re-rolled ties, placement one player after another
// in turn order, hordes and campaign armies at other players' homes, several counter-maneuvers, a player
// eliminated while the game goes on), their broken copies are caught at the "#!" line, and an eliminated player's
// effects end when that player's skipped turn would have begun, not at the next turn of anyone.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <variant>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/Engine.h"

namespace muster::rules {
namespace {

using testing::engineCatalog;
using testing::markedLine;
using Status = MatchVerdict::Status;

std::string multiLog(const std::string& name) {
    return std::string(MUSTER_TEST_DATA) + "/matchlogs/multiplayer/" + name + ".log";
}

const MatchVerifier& fullForces() {
    static const MatchVerifier verifier(engineCatalog());
    return verifier;
}

void expectCaughtAtMark(const std::string& name, const std::string& fragment) {
    const auto v = fullForces().verifyFile(multiLog(name));
    EXPECT_EQ(v.status, Status::Inconsistent) << name << ": " << v.message;
    const int mark = markedLine(domain::readFile(multiLog(name)));
    ASSERT_GT(mark, 0) << name << " has no '#!' line";
    EXPECT_EQ(v.line, mark) << v.message;
    EXPECT_NE(v.message.find(fragment), std::string::npos) << v.message;
}

TEST(Multiplayer, ThreePlayerGameVerifiesWithAPlayerOutBeforeTheEnd) {
    const auto v = fullForces().verifyFile(multiLog("three-players"));
    ASSERT_EQ(v.status, Status::Verified) << "line " << v.line << ": " << v.message;
    EXPECT_EQ(v.winner, "A");
    EXPECT_EQ(v.winBy, "elimination");
    const auto s = testing::replay(domain::readFile(multiLog("three-players")));
    // B rolled most and took the frontier: A (next highest after the re-roll) first, then B, then C.
    EXPECT_EQ(s.turnOrder, (std::vector<int>{0, 1, 2}));
    EXPECT_TRUE(s.players[1].eliminated);
    EXPECT_TRUE(s.players[2].eliminated);
    EXPECT_FALSE(s.players[0].eliminated);
    expectCaughtAtMark("three-players-broken", "B places all three before C");
}

TEST(Multiplayer, FourPlayerGameVerifiesAndSkipsTheEliminatedPlayer) {
    const auto v = fullForces().verifyFile(multiLog("four-players"));
    ASSERT_EQ(v.status, Status::Verified) << "line " << v.line << ": " << v.message;
    EXPECT_EQ(v.winner, "B");
    EXPECT_EQ(v.winBy, "capture");
    const auto s = testing::replay(domain::readFile(multiLog("four-players")));
    // A rolled most and selected the frontier: B (who won the re-roll of the tie with D) first, A second, then D
    // and C.
    EXPECT_EQ(s.turnOrder, (std::vector<int>{1, 0, 3, 2}));
    EXPECT_TRUE(s.players[3].eliminated);
    EXPECT_FALSE(s.players[2].eliminated);
    expectCaughtAtMark("four-players-broken", "it is C's turn");
}

// The first-turn choice in a three-player game: the next highest selects the frontier (S0:L1145), the order
// follows the totals, and only the player due may choose, pick or place.
TEST(Multiplayer, FirstTurnChoiceLetsTheNextHighestPickTheFrontier) {
    const auto text = domain::readFile(multiLog("first-turn-setup"));
    const auto v = fullForces().verifyText(text, "first-turn-setup.log");
    ASSERT_EQ(v.status, Status::Verified) << "line " << v.line << ": " << v.message;
    const auto s = testing::replay(text);
    EXPECT_EQ(s.turnOrder, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(s.frontierPicker, 1);
    auto variant = [&](const std::string& from, const std::string& to, const std::string& fragment) {
        auto changed = text;
        const auto at = changed.find(from);
        ASSERT_NE(at, std::string::npos) << from;
        changed.replace(at, from.size(), to);
        const auto bad = fullForces().verifyText(changed, "variant.log");
        EXPECT_EQ(bad.status, Status::Inconsistent) << to << ": " << bad.message;
        EXPECT_NE(bad.message.find(fragment), std::string::npos) << bad.message;
    };
    variant("frontier-pick B C", "frontier-pick C C", "B selects the frontier");
    variant("choose A first-turn", "choose B first-turn", "A rolled the most maneuver results");
    variant("place A horde home:C\nplace A campaign home:B\nplace A home home:A\nplace B campaign home:A",
            "place A horde home:C\nplace A campaign home:B\nplace B campaign home:A\nplace A home home:A",
            "A places all three before B");
}

TEST(Multiplayer, PlacementFollowsTurnOrderOnlyWithMoreThanTwoPlayers) {
    // Two players keep placing in any order (docs/rules-decisions.md): B's line before A's verifies.
    testing::LogSpec spec;
    auto text = spec.text("turn 1 A\nresult none\n");
    const std::string aLines = "place A home home:A\nplace A horde home:B\nplace A campaign frontier\n";
    const std::string bLines = "place B home home:B\nplace B horde home:A\nplace B campaign frontier\n";
    const auto at = text.find(aLines);
    ASSERT_NE(at, std::string::npos);
    text.replace(at, aLines.size() + bLines.size(), bLines + aLines);
    testing::expectVerified(text);
}

// Replays a log event by event; before the event on `injectAtLine`, adds an effect cast by `caster` that lasts
// until the caster's next turn; returns, for every later 'turn' event, whether the effect was still there.
std::vector<std::pair<int, bool>> effectAfterTurns(const std::string& text, int injectAtLine, int caster) {
    const auto log = matchlog::MatchLogParser::parse(text, "test.log");
    const engine::Engine engine(engineCatalog());
    auto state = std::get<engine::GameState>(engine.start(testing::engineSetup(log)));
    std::vector<std::pair<int, bool>> seen;
    bool injected = false;
    for (const auto& e : log.events) {
        if (e.line == injectAtLine) {
            engine::Effect fx;
            fx.id = 99999;
            fx.source = "Test Spell";
            fx.from = engine::Effect::From::Spell;
            fx.caster = caster;
            fx.target = engine::EffectTargetKind::Terrain;
            fx.targetTerrain = 0;
            fx.expiresAtStartOf = caster;
            state.effects.push_back(fx);
            injected = true;
        }
        auto next = engine.step(state, e);
        if (std::holds_alternative<engine::Violation>(next)) {
            ADD_FAILURE() << "line " << e.line << ": " << std::get<engine::Violation>(next).rulesGive;
            break;
        }
        state = std::get<engine::GameState>(next);
        if (injected && e.kind == engine::EventKind::Turn)
            seen.emplace_back(e.number, std::any_of(state.effects.begin(), state.effects.end(),
                                                    [](const engine::Effect& f) { return f.id == 99999; }));
    }
    return seen;
}

TEST(Multiplayer, AnEliminatedPlayersEffectsEndWhenItsSkippedTurnWouldBegin) {
    // three-players.log: turn order A, B, C; B loses its last unit on its own turn 8. Its next turn would have
    // come after A's turn 10, so what it cast lasts through C's turn 9 and A's turn 10 and ends as turn 11 (C)
    // begins (S0:L1167). Before the fix it ended at the start of turn 9.
    const auto text = domain::readFile(multiLog("three-players"));
    const auto turn9 = text.find("\nturn 9 C");
    ASSERT_NE(turn9, std::string::npos);
    const int line = 2 + static_cast<int>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(turn9), '\n'));
    const auto seen = effectAfterTurns(text, line, 1);
    ASSERT_GE(seen.size(), 3U);
    EXPECT_EQ(seen[0], (std::pair<int, bool>{9, true}));
    EXPECT_EQ(seen[1], (std::pair<int, bool>{10, true}));
    EXPECT_EQ(seen[2], (std::pair<int, bool>{11, false}));
}

}  // namespace
}  // namespace muster::rules
