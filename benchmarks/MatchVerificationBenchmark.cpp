// Match verification speed: an event's worth of logs (400 games of 30 turns) parsed and replayed through
// the rules engine. Goal: under one second on one core, 2 us or less per statement. The corpus is 400
// different games written by the legal-log generator (seeds 1..400, 30 turns, random species, SAI faces
// wherever the engine models them), made before the timing starts. BM_VerifyMagic400Logs times a magic-heavy
// corpus (GeneratorOptions::magicFirst: a magic action in most marches, spells cast and resolved). BM_RollOutcomes36
// times Engine::rollOutcomes, the enumeration of a roll's choices a game recorder asks for each roll.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <optional>

#include "muster/domain/CatalogLoader.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"
#include "muster/rules/matchlog/MatchLogParser.h"

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

// Engine::rollOutcomes, which a game recorder calls for each roll it enters (goal: under 5 ms per roll): every roll
// of 20 generated 36-point games (seeds 1..20, 30 turns), asked with its faces only from the state before it. Counters:
// the rolls, the options listed per roll, and the slowest roll of the first pass.
void BM_RollOutcomes36(benchmark::State& state) {
    using namespace muster::rules;
    struct Entry {
        engine::GameState before;
        engine::Event roll;
    };
    static const std::vector<Entry> entries = [] {
        std::vector<Entry> out;
        const matchlog::LegalLogGenerator generator(catalog());
        const MatchVerifier verifier(catalog());
        for (int seed = 1; seed <= 20; ++seed) {
            matchlog::GeneratorOptions options;
            options.seed = static_cast<std::uint64_t>(seed);
            options.turns = 30;
            options.forceSize = 36;
            const auto log = matchlog::MatchLogParser::parse(generator.generate(options).text, "bench.log");
            std::optional<engine::GameState> last;
            (void)verifier.verifyLog(log, [&](const engine::Event* event, const engine::GameState& after) {
                if (event != nullptr && event->kind == engine::EventKind::Roll && last) {
                    engine::Event roll = *event;
                    roll.totals.clear();
                    out.push_back({*last, roll});
                }
                last = after;
            });
        }
        return out;
    }();
    const engine::Engine engine(catalog());
    double options = 0;
    double slowest = 0;
    bool first = true;
    for (auto _ : state) {
        for (const auto& e : entries) {
            const auto start = std::chrono::steady_clock::now();
            const auto outcomes = engine.rollOutcomes(e.before, e.roll);
            if (first) {
                slowest = std::max(
                    slowest,
                    std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count());
                options += static_cast<double>(outcomes.options.size());
            }
            benchmark::DoNotOptimize(outcomes);
        }
        first = false;
    }
    const auto rolls = static_cast<double>(entries.size());
    state.counters["rolls"] = rolls;
    state.counters["options_per_roll"] = rolls > 0 ? options / rolls : 0;
    state.counters["slowest_ms"] = slowest;
    // Time per roll: the inverse of (millions of) rolls per second.
    state.counters["us_per_roll"] = benchmark::Counter(rolls * static_cast<double>(state.iterations()) / 1e6,
                                                       benchmark::Counter::kIsRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_RollOutcomes36)->Unit(benchmark::kMillisecond);

void BM_VerifyOneLog(benchmark::State& state) {
    const muster::rules::MatchVerifier verifier(catalog());
    const auto& logs = corpus();
    for (auto _ : state) benchmark::DoNotOptimize(verifier.verifyText(logs.front(), "bench.log"));
}
BENCHMARK(BM_VerifyOneLog)->Unit(benchmark::kMicrosecond);

}  // namespace

BENCHMARK_MAIN();
