#pragma once
// Shared helpers for the judge's tests (rules/judge): a log replayed to its end, with the state there, on the engine
// of a verifier that checks scenes of a few units (partial forces).
#include <gtest/gtest.h>

#include <optional>
#include <string>

#include "EngineTestSupport.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::testing {

inline const MatchVerifier& sceneVerifier() {
    static const MatchVerifier verifier(engineCatalog(), {}, VerifyOptions{true});
    return verifier;
}

struct Replayed {
    matchlog::MatchLog log;
    MatchVerdict verdict;
    std::optional<engine::GameState> state;  // after the last statement
    std::vector<engine::GameState> before;   // before each statement (when asked for)
};

// Replays the log text; keeps the state at its end (and before each statement when `everyState`).
inline Replayed replayText(const std::string& text, bool everyState = false,
                           const MatchVerifier& verifier = sceneVerifier()) {
    Replayed r;
    r.log = matchlog::MatchLogParser::parse(text, "judge-test.log", {.unfinished = true});
    std::size_t seen = 0;
    r.verdict = verifier.verifyLog(r.log, [&](const engine::Event* event, const engine::GameState& state) {
        if (event != nullptr) ++seen;
        if (everyState && seen < r.log.events.size()) r.before.push_back(state);
        if (seen == r.log.events.size()) r.state = state;
    });
    return r;
}

}  // namespace muster::rules::testing
