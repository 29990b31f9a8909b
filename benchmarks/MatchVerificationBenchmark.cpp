// Match verification speed: an event's worth of logs (400 games of 30 turns) parsed and replayed through
// the rules engine. Goal: under one second on one core, 2 us or less per statement. The corpus is 400
// different games written by the legal-log generator (seeds 1..400, 30 turns, random species, SAI faces
// wherever the engine models them), made before the timing starts. BM_VerifyMagic400Logs times a magic-heavy
// corpus (GeneratorOptions::magicFirst: a magic action in most marches, spells cast and resolved).
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

std::vector<std::string> makeCorpus(bool magicFirst) {
    std::vector<std::string> out;
    const muster::rules::matchlog::LegalLogGenerator generator(catalog());
    for (int seed = 1; seed <= 400; ++seed) {
        muster::rules::matchlog::GeneratorOptions options;
        options.seed = static_cast<std::uint64_t>(seed);
        options.turns = 30;
        options.magicFirst = magicFirst;
        out.push_back(generator.generate(options).text);
    }
    return out;
}

const std::vector<std::string>& corpus() {
    static const std::vector<std::string> logs = makeCorpus(false);
    return logs;
}

const std::vector<std::string>& magicCorpus() {
    static const std::vector<std::string> logs = makeCorpus(true);
    return logs;
}

// How many times a statement starting with this text (after the indentation) occurs in the corpus.
double countLines(const std::vector<std::string>& logs, const std::string& start) {
    double n = 0;
    for (const auto& text : logs)
        for (std::size_t at = text.find("\n  " + start); at != std::string::npos; at = text.find("\n  " + start, at + 1))
            ++n;
    return n;
}

void verifyAll(benchmark::State& state, const std::vector<std::string>& logs) {
    const muster::rules::MatchVerifier verifier(catalog());
    std::int64_t steps = 0;
    for (auto _ : state) {
        for (const auto& log : logs) {
            const auto v = verifier.verifyText(log, "bench.log");
            if (!v.verified()) state.SkipWithError(v.message.c_str());
            steps += v.eventsChecked;
        }
    }
    state.counters["steps_per_event"] = benchmark::Counter(static_cast<double>(steps) / static_cast<double>(state.iterations()));
    // Time per statement (goal: 2 us or less): the inverse of statements per second.
    state.counters["us_per_statement"] =
        benchmark::Counter(static_cast<double>(steps) / 1e6, benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
    state.counters["magic_per_march"] = countLines(logs, "action magic") / countLines(logs, "march ");
    state.counters["casts"] = countLines(logs, "cast ");
}

void BM_VerifyEvent400Logs(benchmark::State& state) {
    verifyAll(state, corpus());
}
BENCHMARK(BM_VerifyEvent400Logs)->Unit(benchmark::kMillisecond);

void BM_VerifyMagic400Logs(benchmark::State& state) {
    verifyAll(state, magicCorpus());
}
BENCHMARK(BM_VerifyMagic400Logs)->Unit(benchmark::kMillisecond);

void BM_VerifyOneLog(benchmark::State& state) {
    const muster::rules::MatchVerifier verifier(catalog());
    const auto& logs = corpus();
    for (auto _ : state) benchmark::DoNotOptimize(verifier.verifyText(logs.front(), "bench.log"));
}
BENCHMARK(BM_VerifyOneLog)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
