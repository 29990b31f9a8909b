// Match verification speed: an event's worth of logs (400 games of 30 turns) parsed and replayed through
// the rules engine. Goal: under one second on one core, 2 us or less per statement. The corpus is 400
// different games written by the legal-log generator (seeds 1..400, 30 turns, random species, SAI faces
// wherever the engine models them), made before the timing starts.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "muster/domain/CatalogLoader.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"

namespace {

const muster::domain::Catalog& catalog() {
    static const auto c = muster::domain::CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) /
                                                              "catalog" / "catalog.json");
    return c;
}

const std::vector<std::string>& corpus() {
    static const std::vector<std::string> logs = [] {
        std::vector<std::string> out;
        const muster::rules::matchlog::LegalLogGenerator generator(catalog());
        for (int seed = 1; seed <= 400; ++seed) {
            muster::rules::matchlog::GeneratorOptions options;
            options.seed = static_cast<std::uint64_t>(seed);
            options.turns = 30;
            out.push_back(generator.generate(options).text);
        }
        return out;
    }();
    return logs;
}

void BM_VerifyEvent400Logs(benchmark::State& state) {
    const muster::rules::MatchVerifier verifier(catalog());
    const auto& logs = corpus();
    std::int64_t steps = 0;
    for (auto _ : state) {
        for (int i = 0; i < 400; ++i) {
            const auto v = verifier.verifyText(logs[static_cast<std::size_t>(i)], "bench.log");
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
    const auto& logs = corpus();
    for (auto _ : state) benchmark::DoNotOptimize(verifier.verifyText(logs.front(), "bench.log"));
}
BENCHMARK(BM_VerifyOneLog)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
