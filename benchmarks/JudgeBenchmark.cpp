// The judge's questions on 36-point games (issue 28 part 4; `muster-cli rules expect`, the game recorder's foundation):
// LegalOptions::of on positions in the middle of turns. Goal: under 5 ms per position. The positions are the states
// before the statements of twelve generated 36-point games (seeds 1..12, 10 turns), made before the timing starts;
// one iteration asks about one position, going round them. BM_ExpectMidTurn36 takes every position inside a turn;
// the others only those whose first step takes one kind of statement (the heavy lists: casualty sets, SAI targets,
// spells, the turn's next step with its marches and exchanges). slowest_cpu_ms is the slowest position of each set
// (asked once before the timing). BM_ExplainRoll36 explains the rolls.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <functional>

#include "muster/domain/CatalogLoader.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/judge/LegalOptions.h"
#include "muster/rules/judge/StatementExplainer.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace {

using muster::rules::engine::EventKind;
using muster::rules::engine::GameState;

const muster::domain::Catalog& catalog() {
    static const auto c = muster::domain::CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) /
                                                              "catalog" / "catalog.json");
    return c;
}

const muster::rules::MatchVerifier& verifier() {
    static const muster::rules::MatchVerifier v(catalog());
    return v;
}

struct Position {
    GameState state;
    muster::rules::engine::Event next;
    EventKind first = EventKind::Turn;  // the first kind of the first step the engine expects
};

const std::vector<Position>& positions() {
    static const std::vector<Position> all = [] {
        std::vector<Position> out;
        const muster::rules::matchlog::LegalLogGenerator generator(catalog());
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            muster::rules::matchlog::GeneratorOptions options;
            options.seed = seed;
            options.turns = 10;
            options.forceSize = 36;
            const auto text = generator.generate(options).text;
            const auto log = muster::rules::matchlog::MatchLogParser::parse(text, "bench.log");
            std::size_t index = 0;
            (void)verifier().verifyLog(log, [&](const muster::rules::engine::Event*, const GameState& state) {
                if (index < log.events.size() && state.turn.number > 0 && !state.gameOver()) {
                    const auto steps = verifier().engine().expect(state);
                    if (!steps.empty() && !steps.front().kinds.empty())
                        out.push_back({state, log.events[index], steps.front().kinds.front()});
                }
                ++index;
            });
        }
        return out;
    }();
    return all;
}

void expectOn(benchmark::State& state, const std::function<bool(const Position&)>& wanted) {
    std::vector<const Position*> chosen;
    for (const auto& p : positions())
        if (wanted(p)) chosen.push_back(&p);
    if (chosen.empty()) {
        state.SkipWithError("no position of that kind");
        return;
    }
    const muster::rules::judge::LegalOptions options(verifier().engine());
    // The slowest position, asked once each before the timing (CPU time of this thread).
    double slowest = 0;
    for (const auto* p : chosen) {
        const auto start = std::clock();
        benchmark::DoNotOptimize(options.of(p->state));
        slowest = std::max(slowest, 1000.0 * static_cast<double>(std::clock() - start) / CLOCKS_PER_SEC);
    }
    std::size_t at = 0;
    std::int64_t listed = 0;
    for (auto _ : state) {
        const auto steps = options.of(chosen[at]->state);
        for (const auto& step : steps)
            for (const auto& so : step.statements) listed += static_cast<std::int64_t>(so.options.size());
        benchmark::DoNotOptimize(steps);
        at = (at + 1) % chosen.size();
    }
    state.counters["positions"] = static_cast<double>(chosen.size());
    state.counters["slowest_cpu_ms"] = slowest;
    state.counters["options_per_position"] =
        benchmark::Counter(static_cast<double>(listed), benchmark::Counter::kAvgIterations);
}

void BM_ExpectMidTurn36(benchmark::State& state) {
    expectOn(state, [](const Position&) { return true; });
}
BENCHMARK(BM_ExpectMidTurn36)->Unit(benchmark::kMillisecond);

void BM_ExpectKill36(benchmark::State& state) {
    expectOn(state, [](const Position& p) { return p.first == EventKind::Kill; });
}
BENCHMARK(BM_ExpectKill36)->Unit(benchmark::kMillisecond);

void BM_ExpectSai36(benchmark::State& state) {
    expectOn(state, [](const Position& p) { return p.first == EventKind::Sai; });
}
BENCHMARK(BM_ExpectSai36)->Unit(benchmark::kMillisecond);

void BM_ExpectCast36(benchmark::State& state) {
    expectOn(state, [](const Position& p) { return p.next.kind == EventKind::Cast; });
}
BENCHMARK(BM_ExpectCast36)->Unit(benchmark::kMillisecond);

void BM_ExpectTurnStep36(benchmark::State& state) {
    expectOn(state, [](const Position& p) { return p.first == EventKind::Phase; });
}
BENCHMARK(BM_ExpectTurnStep36)->Unit(benchmark::kMillisecond);

void BM_ExplainRoll36(benchmark::State& state) {
    std::vector<const Position*> rolls;
    for (const auto& p : positions())
        if (p.next.kind == EventKind::Roll) rolls.push_back(&p);
    const muster::rules::judge::StatementExplainer explainer(verifier().engine());
    std::size_t at = 0;
    for (auto _ : state) {
        benchmark::DoNotOptimize(explainer.explain(rolls[at]->state, rolls[at]->next));
        at = (at + 1) % rolls.size();
    }
    state.counters["positions"] = static_cast<double>(rolls.size());
}
BENCHMARK(BM_ExplainRoll36)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
