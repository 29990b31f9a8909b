// Positions round trip over the corpus (docs/match-log.md, Positions): every log under tests/data/matchlogs, the
// examples in docs/examples and fresh generated games are cut at seeded random statements; the position at each
// cut (the last point before it a position can state) is printed, read back, and the rest of the game replayed
// from it must pass through the same state digests (StateDigest) to the same verdict. Reading a printed position
// gives the state it was printed from, field by field, and printing that state again gives the same text.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <random>
#include <sstream>

#include "EngineTestSupport.h"
#include "muster/rules/engine/StateDigest.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"
#include "muster/rules/matchlog/PositionReader.h"
#include "muster/rules/matchlog/PositionWriter.h"

namespace muster::rules {
namespace {

namespace fs = std::filesystem;
using engine::GameState;

constexpr int kCutsPerGame = 3;

const engine::Engine& engineOnce() {
    static const engine::Engine engine(testing::engineCatalog());
    return engine;
}

std::string where(const GameState& s, engine::Location loc) {
    switch (loc.where) {
        case engine::Where::Terrain:
            return s.terrain(loc.terrain).key;
        case engine::Where::Reserve:
            return "reserve";
        case engine::Where::Dua:
            return "dua";
        case engine::Where::Bua:
            return "bua";
        case engine::Where::Pool:
            return "pool";
        case engine::Where::Removed:
            return "out";
    }
    return "?";
}

std::string pieceName(const GameState& s, int piece) {
    return piece < 0 ? "-" : s.pid(s.piece(piece).owner) + ":" + s.label(piece);
}

std::string terrainName(const GameState& s, int terrain) {
    return terrain < 0 ? "-" : s.terrain(terrain).key;
}

std::string playerName(const GameState& s, int player) {
    return player < 0 ? "-" : s.pid(player);
}

// Every field of the state a position stands for, written out mechanically (not through the position syntax), with
// pieces by owner and label and terrains by key: two states with the same description are the same position. Effect
// ids and the order of pieces are the store's own numbering, not part of the game.
std::vector<std::string> describe(const GameState& s) {
    std::vector<std::string> out;
    auto add = [&](std::string line) { out.push_back(std::move(line)); };
    add("force " + std::to_string(s.forceSize) + " frames " + std::to_string(s.frames.size()));
    for (std::size_t p = 0; p < s.players.size(); ++p) {
        const auto& ps = s.players[p];
        add("player " + ps.id + " '" + ps.name + "' home " + terrainName(s, ps.home) + (ps.eliminated ? " out" : ""));
    }
    std::string order = "order";
    for (int p : s.turnOrder) order += " " + playerName(s, p);
    add(order);
    for (const auto& t : s.terrains)
        add("terrain " + t.key + " die " + std::to_string(t.die) + " home " + std::to_string(t.homeOf) + " face " +
            std::to_string(t.face) + " by " + playerName(s, t.controller) + " castle '" + t.castleAs + "'");
    add("frontier " + terrainName(s, s.frontierTerrain));
    std::vector<std::string> pieces;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const auto& piece = s.pieces[i];
        pieces.push_back("piece " + pieceName(s, static_cast<int>(i)) + " kind " +
                         std::to_string(static_cast<int>(piece.kind)) + " die " + std::to_string(piece.die) + " at " +
                         where(s, piece.loc) + " face " + std::to_string(piece.face) +
                         (piece.buryAtNextMarch ? " bury" : ""));
    }
    std::sort(pieces.begin(), pieces.end());
    out.insert(out.end(), pieces.begin(), pieces.end());
    for (const auto& fx : s.effects) {
        std::string line = "effect " + fx.source + " from " + std::to_string(static_cast<int>(fx.from)) + " by " +
                           playerName(s, fx.caster) + " target " + std::to_string(static_cast<int>(fx.target));
        line += " player " + playerName(s, fx.targetPlayer) + " army " + where(s, fx.targetArmy) + " piece " +
                pieceName(s, fx.targetPiece) + " terrain " + terrainName(s, fx.targetTerrain);
        line += " scope " + std::to_string(static_cast<int>(fx.scope)) + " status " +
                std::to_string(static_cast<int>(fx.status)) + " magnitude " + std::to_string(fx.magnitude) +
                (fx.cumulative ? " cumulative" : "") + " until " + playerName(s, fx.expiresAtStartOf) + " ends " +
                std::to_string(fx.ends) + " source " + pieceName(s, fx.sourcePiece) + " anchor " +
                terrainName(s, fx.anchorTerrain);
        for (const auto& m : fx.modifiers)
            line += " [" + std::to_string(m.types) + " " + std::to_string(static_cast<int>(m.op)) + " " +
                    std::to_string(m.amount) + " " + std::to_string(static_cast<int>(m.scope)) +
                    (m.nonManeuverRollsOnly ? " nm" : "") + (m.onlyAttacksIntoTarget ? " into" : "") +
                    (m.oneTypeOfChoice ? " one" : "") + "]";
        add(line);
    }
    const auto& t = s.turn;
    std::string turn = "turn " + std::to_string(t.number) + " " + playerName(s, t.player) + " phase " +
                       std::to_string(static_cast<int>(t.phase)) + " march " + std::to_string(t.marchNumber);
    for (const auto& loc : t.marched) turn += " marched " + where(s, loc);
    for (const auto& key : t.usedOnce) turn += " used " + key;
    for (int terrain : t.dragonAttacks) turn += " attacked " + terrainName(s, terrain);
    if (t.reinforceDone) turn += " retreat-step";
    add(turn);
    add("winner " + playerName(s, s.winner) + " " + s.winBy + (s.finished ? " finished" : ""));
    return out;
}

// The logs of the corpus: every .log under tests/data/matchlogs and docs/examples.
std::vector<fs::path> corpusFiles() {
    std::vector<fs::path> out;
    for (const auto& root :
         {fs::path(MUSTER_TEST_DATA) / "matchlogs", fs::path(MUSTER_SOURCE_RESOURCES) / ".." / "docs" / "examples"}) {
        for (const auto& entry : fs::recursive_directory_iterator(root))
            if (entry.is_regular_file() && entry.path().extension() == ".log") out.push_back(entry.path());
    }
    std::sort(out.begin(), out.end());
    return out;
}

struct Replay {
    std::vector<engine::StateSnapshot> snapshots;  // after the start, then after each statement applied
    MatchVerdict verdict;
};

Replay replay(const MatchVerifier& verifier, const matchlog::MatchLog& log) {
    Replay r;
    r.verdict = verifier.verifyLog(
        log, [&](const engine::Event*, const GameState& state) { r.snapshots.push_back(engine::snapshotOf(state)); });
    return r;
}

struct Totals {
    int games = 0;
    int cuts = 0;
    int openStatements = 0;  // statements between the position and the cut, over every cut
    int midMarchCuts = 0;    // cuts that fell where no position can be stated
};

// One game: its cuts, each printed, read back and replayed to the end.
void roundTrip(const MatchVerifier& verifier, const matchlog::MatchLog& log, std::uint32_t seed, Totals& totals) {
    const auto& catalog = testing::engineCatalog();
    // The original, keeping each state a position can state.
    std::vector<engine::StateSnapshot> snapshots;
    std::vector<int> lastStatable;  // per step: the index in `statable` of the last statable state so far, or -1
    std::vector<std::pair<int, GameState>> statable;  // (step, state)
    std::mt19937 random(seed);
    const auto verdict = verifier.verifyLog(log, [&](const engine::Event*, const GameState& state) {
        snapshots.push_back(engine::snapshotOf(state));
        if (engine::Engine::positionCanState(state))
            statable.emplace_back(static_cast<int>(snapshots.size()) - 1, state);
        lastStatable.push_back(static_cast<int>(statable.size()) - 1);
    });
    if (statable.empty()) return;  // refused in the setup: no position to cut at
    ++totals.games;
    // The steps after which to cut: uniformly among the steps once the setup is over.
    std::uniform_int_distribution<int> pick(statable.front().first, static_cast<int>(snapshots.size()) - 1);
    for (int c = 0; c < kCutsPerGame; ++c) {
        const int cut = pick(random);
        const auto& [k, at] = statable[static_cast<std::size_t>(lastStatable[static_cast<std::size_t>(cut)])];
        ++totals.cuts;
        totals.openStatements += cut - k;
        if (cut != k) ++totals.midMarchCuts;
        SCOPED_TRACE(log.file + ": cut after step " + std::to_string(cut) + ", position after step " +
                     std::to_string(k));

        // parse(print(state)) == state, and print is a fixed point.
        const std::string head = matchlog::PositionWriter::log(at, catalog);
        std::string text = head;
        for (std::size_t e = static_cast<std::size_t>(k); e < log.events.size(); ++e) text += log.events[e].text + "\n";
        matchlog::MatchLog again;
        try {
            again = matchlog::MatchLogParser::parse(
                text +
                    (log.events.empty() || log.events.back().kind != engine::EventKind::Result ? "result none\n" : ""),
                log.file + "@position");
        } catch (const matchlog::MatchLogError& e) {
            FAIL() << "the printed position does not read: " << e.what() << "\n" << head;
        }
        // The position is the same in every version; the rest of an older log is replayed under its own version (a
        // version-1 log's damage statements mean something else in version 3), so that only the position is tested.
        again.version = std::min(again.version, log.version);
        const auto read = matchlog::PositionReader(catalog).read(again);
        const auto* problem = std::get_if<matchlog::PositionProblem>(&read);
        ASSERT_EQ(problem, nullptr) << "line " << problem->line << ": " << problem->problem << "\n" << head;
        auto resumed = engineOnce().resume(std::get<GameState>(read));
        const auto* violation = std::get_if<engine::Violation>(&resumed);
        ASSERT_EQ(violation, nullptr) << violation->rulesGive << "\n" << head;
        const GameState& back = std::get<GameState>(resumed);
        ASSERT_EQ(describe(back), describe(at)) << head;
        ASSERT_EQ(matchlog::PositionWriter::log(back, catalog), head);

        // The rest of the game from the position: the same digests, statement by statement, and the same verdict.
        matchlog::MatchLog rest = again;
        if (log.events.empty() || log.events.back().kind != engine::EventKind::Result) rest.events.pop_back();
        const auto replayed = replay(verifier, rest);
        const std::size_t expected = snapshots.size() - static_cast<std::size_t>(k);
        ASSERT_EQ(replayed.snapshots.size(), expected) << replayed.verdict.message;
        for (std::size_t i = 0; i < expected; ++i)
            ASSERT_EQ(engine::digestDelta(snapshots[static_cast<std::size_t>(k) + i], replayed.snapshots[i]), "-")
                << "after step " << k + static_cast<int>(i) << " ('"
                << (k + static_cast<int>(i) > 0 ? log.events[static_cast<std::size_t>(k) + i - 1].text : "start")
                << "')";
        EXPECT_EQ(replayed.verdict.status, verdict.status) << replayed.verdict.message << "\n" << verdict.message;
        EXPECT_EQ(replayed.verdict.eventsChecked, verdict.eventsChecked - k);
        EXPECT_EQ(replayed.verdict.ruleId, verdict.ruleId);
        EXPECT_EQ(replayed.verdict.winner, verdict.winner);
        EXPECT_TRUE(replayed.verdict.fromPosition);
    }
}

TEST(PositionRoundTrip, EveryLogOfTheCorpusReplaysFromItsPositions) {
    // The engine tests' logs use partial forces; a position checks none anyway.
    const MatchVerifier verifier(testing::engineCatalog(), {}, VerifyOptions{true});
    Totals totals;
    std::uint32_t seed = 1;
    for (const auto& path : corpusFiles()) {
        matchlog::MatchLog log;
        try {
            log = matchlog::MatchLogParser::parse(domain::readFile(path.string()), path.string());
        } catch (const matchlog::MatchLogError&) {
            continue;  // the unreadable examples
        }
        roundTrip(verifier, log, seed++, totals);
        if (HasFatalFailure()) return;
    }
    RecordProperty("games", totals.games);
    RecordProperty("cuts", totals.cuts);
    EXPECT_GT(totals.games, 600);
    EXPECT_GT(totals.midMarchCuts, 0) << "no cut fell inside a march";
    std::cout << "[ positions ] " << totals.games << " games, " << totals.cuts << " cuts, " << totals.midMarchCuts
              << " inside a march (" << totals.openStatements << " statements replayed after their position)\n";
}

TEST(PositionRoundTrip, GeneratedGamesReplayFromTheirPositions) {
    const auto& catalog = testing::engineCatalog();
    const matchlog::LegalLogGenerator generator(catalog);
    const MatchVerifier verifier(catalog);
    Totals totals;
    for (int seed = 1; seed <= 24; ++seed) {
        matchlog::GeneratorOptions options;
        options.seed = static_cast<std::uint64_t>(seed);
        options.players = seed % 6 == 0 ? 3 : seed % 8 == 0 ? 4 : 2;
        options.forceSize = seed % 5 == 0 ? 36 : 24;
        options.exclusiveItems = seed % 10 == 0;
        const auto generated = generator.generate(options);
        const auto log = matchlog::MatchLogParser::parse(generated.text, "seed-" + std::to_string(seed) + ".log");
        roundTrip(verifier, log, static_cast<std::uint32_t>(1000 + seed), totals);
        if (HasFatalFailure()) return;
    }
    EXPECT_EQ(totals.games, 24);
}

}  // namespace
}  // namespace muster::rules
