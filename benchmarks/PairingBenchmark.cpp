// Swiss pairing speed: pairing round 5 of an event with 128, 1,000 and 4,000 players (four rounds already
// played with seeded random results, a few clubs, some drops). Goal (issue 18): 1,000 players under 0.1 s on one core,
// the round explained as the checker would explain it (docs/performance.md, "Pairing").
#include <benchmark/benchmark.h>

#include <random>
#include <string>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/SwissPairer.h"

namespace {

using namespace muster::rules::tournament;

Event playedEvent(int players, int rounds) {
    Event event;
    event.settings.name = "Benchmark";
    event.settings.seed = 42;
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.id = i;
        p.name = std::to_string(i);
        p.club = std::to_string(i % 37);
        event.players.push_back(p);
    }
    std::mt19937_64 rng(7);
    for (int r = 0; r < rounds; ++r) {
        SwissPairer::addNextRound(event);
        for (auto& p : event.rounds.back().pairings) {
            if (p.isBye()) continue;
            Result res;
            res.winner = rng() % 2 == 0 ? p.a : *p.b;
            res.outcome = rng() % 4 == 0 ? Outcome::Time : Outcome::Capture;
            p.result = res;
        }
        if (r == 1) event.players[static_cast<std::size_t>(players / 3)].dropped = true;
    }
    return event;
}

void BM_PairRound5(benchmark::State& state) {
    const Event event = playedEvent(static_cast<int>(state.range(0)), 4);
    for (auto _ : state) {
        Round round = SwissPairer::pairNextRound(event);
        benchmark::DoNotOptimize(round);
    }
    state.SetLabel(std::to_string(state.range(0)) + " players, round 5");
}

void BM_PairRound1(benchmark::State& state) {
    const Event event = playedEvent(static_cast<int>(state.range(0)), 0);
    for (auto _ : state) {
        Round round = SwissPairer::pairNextRound(event);
        benchmark::DoNotOptimize(round);
    }
}

}  // namespace

BENCHMARK(BM_PairRound5)->Arg(128)->Arg(1000)->Arg(4000)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_PairRound1)->Arg(128)->Arg(1000)->Unit(benchmark::kMillisecond)->Iterations(3);

BENCHMARK_MAIN();
