#pragma once
// Playing a test log through the engine with pieces put in place by the test: for scenes no statement can set up
// yet (a White Dragon at a terrain, two dragons at one terrain without two turns of Lair). Shared by the dragon and
// champion tests.
#include <gtest/gtest.h>

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "EngineTestSupport.h"
#include "muster/rules/engine/Engine.h"

namespace muster::rules::testing {

// Where a placed play stopped and what it left.
struct PlacedPlay {
    std::optional<engine::Violation> violation;  // the first statement the engine refused, if any
    engine::GameState state;                     // the state after the last statement that applied
    std::vector<engine::Expectation> expected;   // what the engine expects after the last statement played
};

// Replays the log (with a 'result none' line added when it has no result); right before the first statement whose
// text contains `before`, each named piece ("A:d1") stands at its terrain ("frontier", "home:B"). Every state after a
// statement must keep the engine's invariants.
inline PlacedPlay playPlacing(std::string text, const std::string& before,
                              const std::vector<std::pair<std::string, std::string>>& placements) {
    if (text.find("\nresult ") == std::string::npos) text += "result none\n";
    dumpLog(text);
    const auto log = matchlog::MatchLogParser::parse(text, "test.log");
    const engine::Engine engine(engineCatalog());
    PlacedPlay out;
    out.state = std::get<engine::GameState>(engine.start(engineSetup(log)));
    bool placed = false;
    for (const auto& e : log.events) {
        if (!placed && e.text.find(before) != std::string::npos) {
            placed = true;
            for (const auto& placement : placements) {
                const std::string& ref = placement.first;
                const int owner = out.state.playerIndex(ref.substr(0, ref.find(':')));
                auto& piece = out.state.piece(out.state.pieceIndex(owner, ref.substr(ref.find(':') + 1)));
                piece.loc = engine::Location::at(out.state.terrainIndex(placement.second));
            }
        }
        if (auto v = engine.apply(out.state, e)) {
            out.violation = std::move(v);
            return out;
        }
        for (const auto& problem : engine.invariantProblems(out.state)) ADD_FAILURE() << e.text << ": " << problem;
        if (!out.state.finished) out.expected = engine.expect(out.state);
    }
    return out;
}

// The same with every named piece at one terrain.
inline PlacedPlay playPlacingAt(const std::string& text, const std::string& before,
                                const std::vector<std::string>& pieces, const std::string& terrain) {
    std::vector<std::pair<std::string, std::string>> placements;
    for (const auto& ref : pieces) placements.emplace_back(ref, terrain);
    return playPlacing(text, before, placements);
}

// The play went to the end of the log.
inline void expectPlayed(const PlacedPlay& p) {
    EXPECT_FALSE(p.violation.has_value())
        << (p.violation
                ? p.violation->rulesGive + " at line " + std::to_string(p.violation->line) + ": " + p.violation->logSays
                : "");
}

// The play was refused at the last line of `text` holding `fragment` (a 'result none' added at the end changes no
// earlier line), with `why` in what the rules give, and (when given) a refusal of this kind.
inline void expectRefusedAt(const PlacedPlay& p, const std::string& text, const std::string& fragment,
                            const std::string& why, std::optional<engine::Violation::Kind> kind = std::nullopt) {
    ASSERT_TRUE(p.violation.has_value()) << "not refused: " << fragment;
    if (kind) {
        EXPECT_EQ(p.violation->kind, *kind) << p.violation->rulesGive;
    }
    EXPECT_EQ(p.violation->line, lastLineOf(text, fragment)) << p.violation->rulesGive;
    EXPECT_NE(p.violation->rulesGive.find(why), std::string::npos) << p.violation->rulesGive;
}

}  // namespace muster::rules::testing
