// The game recorder (issue 29; app/services GameRecording): one entry with its new expectation and totals on 36-point
// games. Goal: under 5 ms per entry. The games are twelve generated 36-point games (seeds 1..12, 10 turns), entered
// again as the recorder's entries (rolls as faces and choices, never totals; other statements as the log states them);
// one iteration enters one entry and asks what comes next (the expectation in words, the legal options and the roll
// that is due, what `muster-cli record` shows after each entry). BM_RecorderUndo36 undoes the last entry of a whole
// game (a replay of the log without it) and redoes it.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "../tests/services/RecordingReentry.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/rules/engine/RollOutcomes.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/services/GameRecording.h"

namespace {

using muster::services::GameRecording;
using muster::services::RecordingEntry;
using muster::services::RecordingJournal;

const muster::domain::Catalog& catalog() {
    static const auto c = muster::domain::CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) /
                                                              "catalog" / "catalog.json");
    return c;
}

struct Game {
    std::string header;
    muster::rules::matchlog::MatchLog log;
    std::vector<RecordingEntry> entries;  // each statement as an entry, the outcome already picked
};

// The games, each entry checked once (and its outcome picked: the first whose line is the log's) before timing.
const std::vector<Game>& games() {
    static const std::vector<Game> all = [] {
        std::vector<Game> out;
        const muster::rules::matchlog::LegalLogGenerator generator(catalog());
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            muster::rules::matchlog::GeneratorOptions options;
            options.seed = seed;
            options.turns = 10;
            options.forceSize = 36;
            const auto text = generator.generate(options).text;
            Game game;
            game.header = muster::services::testing::headerOf(text);
            game.log = muster::rules::matchlog::MatchLogParser::parse(text, "bench.log");
            auto recording = GameRecording::start(catalog(), game.header, RecordingJournal());
            bool whole = true;
            for (const auto& e : game.log.events) {
                auto again = muster::services::testing::enterAgain(*recording, game.log, e);
                if (!again.result.accepted()) {
                    whole = false;
                    break;
                }
                game.entries.push_back(std::move(again.entry));
            }
            if (whole) out.push_back(std::move(game));
        }
        return out;
    }();
    return all;
}

void BM_RecorderEntry36(benchmark::State& state) {
    const auto& all = games();
    if (all.empty()) {
        state.SkipWithError("no game could be entered again");
        return;
    }
    std::size_t game = 0;
    std::size_t next = 0;
    auto recording = GameRecording::start(catalog(), all[game].header, RecordingJournal());
    std::size_t accepted = 0;
    for (auto _ : state) {
        if (next == all[game].entries.size()) {
            state.PauseTiming();
            game = (game + 1) % all.size();
            next = 0;
            recording = GameRecording::start(catalog(), all[game].header, RecordingJournal());
            state.ResumeTiming();
        }
        const auto result = recording->enter(all[game].entries[next++]);
        accepted += result.accepted() ? 1 : 0;
        benchmark::DoNotOptimize(recording->expectation());
        if (!recording->finished()) {
            benchmark::DoNotOptimize(recording->legalOptions());
            benchmark::DoNotOptimize(recording->dueRoll());
        }
    }
    state.counters["accepted"] = static_cast<double>(accepted);
}
BENCHMARK(BM_RecorderEntry36)->Unit(benchmark::kMillisecond);

void BM_RecorderUndo36(benchmark::State& state) {
    const auto& all = games();
    if (all.empty()) {
        state.SkipWithError("no game could be entered again");
        return;
    }
    auto recording = GameRecording::start(catalog(), all.front().header, RecordingJournal());
    for (const auto& entry : all.front().entries) (void)recording->enter(entry);
    for (auto _ : state) {
        recording->undo();
        recording->redo();
    }
    state.counters["statements"] = static_cast<double>(all.front().entries.size());
    state.counters["replay_us"] = static_cast<double>(recording->lastReplay().count());
}
BENCHMARK(BM_RecorderUndo36)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
