// Match verification speed: an event's worth of logs (400 games of 30 turns) parsed and replayed through
// the rules engine. Goal: under one second. The corpus is four generated 30-turn games
// (tests/data/matchlogs/bench, tools/matchlog/generate.py --calm) verified 100 times each.
#include <benchmark/benchmark.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "muster/domain/CatalogLoader.h"
#include "muster/rules/MatchVerifier.h"

namespace {

const muster::domain::Catalog& catalog() {
    static const auto c = muster::domain::CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) /
                                                              "catalog" / "catalog.json");
    return c;
}

std::vector<std::string> corpus() {
    std::vector<std::string> logs;
    for (const auto& entry : std::filesystem::directory_iterator(std::filesystem::path(MUSTER_TEST_DATA) / "matchlogs" / "bench")) {
        std::ifstream in(entry.path());
        std::ostringstream text;
        text << in.rdbuf();
        logs.push_back(text.str());
    }
    return logs;
}

void BM_VerifyEvent400Logs(benchmark::State& state) {
    const muster::rules::MatchVerifier verifier(catalog());
    const auto logs = corpus();
    if (logs.empty()) {
        state.SkipWithError("no benchmark logs");
        return;
    }
    std::int64_t steps = 0;
    for (auto _ : state) {
        for (int i = 0; i < 400; ++i) {
            const auto v = verifier.verifyText(logs[static_cast<std::size_t>(i) % logs.size()], "bench.log");
            if (!v.verified()) state.SkipWithError(v.message.c_str());
            steps += v.eventsChecked;
        }
    }
    state.counters["steps_per_event"] = benchmark::Counter(static_cast<double>(steps) / static_cast<double>(state.iterations()));
    // Time per statement (goal: 2 us or less): the inverse of statements per second.
    state.counters["us_per_statement"] =
        benchmark::Counter(static_cast<double>(steps) / 1e6, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_VerifyEvent400Logs)->Unit(benchmark::kMillisecond);

void BM_VerifyOneLog(benchmark::State& state) {
    const muster::rules::MatchVerifier verifier(catalog());
    const auto logs = corpus();
    for (auto _ : state) benchmark::DoNotOptimize(verifier.verifyText(logs.front(), "bench.log"));
}
BENCHMARK(BM_VerifyOneLog)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
