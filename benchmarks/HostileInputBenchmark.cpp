// Inputs far beyond the documented limits (issue 34, docs/reliability.md "Limits"): each path that once took time
// growing with the square of its input is timed from well below its limit to ten times above it, and Google
// Benchmark fits the growth (--benchmark_filter=... prints "BigO" lines; the numbers are in
// docs/performance.md, "Hostile input"). The event paths run the algorithms themselves (the file readers refuse
// more than 5,000 players, so the algorithms must stay fast on their own); the log and deck paths go through the
// readers, which refuse beyond their limits at once.
#include <benchmark/benchmark.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <random>
#include <string>

#include "muster/domain/Catalog.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/Roster.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/EventLimits.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/rules/tournament/SwissPairer.h"

namespace {

using namespace muster::rules::tournament;
using muster::rules::matchlog::MatchLogParser;

const muster::domain::Catalog& catalog() {
    static const auto loaded = std::make_unique<muster::domain::Catalog>(muster::domain::CatalogLoader::load(
        std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json"));
    return *loaded;
}

// An event of `players` players and `rounds` finished Swiss rounds, each paired at random (seeded) with random
// results: built without the pairer, so that building it costs the same at every size.
Event randomEvent(int players, int rounds) {
    Event event;
    event.settings.name = "Hostile";
    event.settings.seed = 42;
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.id = i;
        p.name = "Player " + std::to_string(i);
        p.club = "Club " + std::to_string(i % 97);
        event.players.push_back(std::move(p));
    }
    std::mt19937_64 rng(7);
    std::vector<PlayerId> order;
    for (int i = 1; i <= players; ++i) order.push_back(i);
    for (int r = 1; r <= rounds; ++r) {
        std::shuffle(order.begin(), order.end(), rng);
        Round round;
        round.number = r;
        for (std::size_t k = 0; k + 1 < order.size(); k += 2) {
            Pairing p;
            p.table = static_cast<int>(k / 2 % 10000) + 1;
            p.a = order[k];
            p.b = order[k + 1];
            Result result;
            result.winner = rng() % 2 == 0 ? p.a : *p.b;
            result.outcome = rng() % 4 == 0 ? Outcome::Time : Outcome::Capture;
            result.terrains = {static_cast<int>(rng() % 3), static_cast<int>(rng() % 3)};
            p.result = result;
            round.pairings.push_back(std::move(p));
        }
        if (order.size() % 2 == 1) {
            Pairing bye;
            bye.a = order.back();
            round.pairings.push_back(std::move(bye));
        }
        event.rounds.push_back(std::move(round));
    }
    return event;
}

// 625 to 50,000 players: the limit (5,000) and ten times it.
void eventSizes(benchmark::internal::Benchmark* b) {
    for (const int n : {625, 1250, 2500, 5000, 10000, 20000, 50000}) b->Arg(n);
    b->Unit(benchmark::kMillisecond)->Iterations(1)->Repetitions(1)->Complexity(benchmark::oNLogN);
}

void BM_Standings(benchmark::State& state) {
    const Event event = randomEvent(static_cast<int>(state.range(0)), 5);
    for (auto _ : state) benchmark::DoNotOptimize(Standings::compute(event));
    state.SetComplexityN(state.range(0));
}

void BM_PairRound6(benchmark::State& state) {
    const Event event = randomEvent(static_cast<int>(state.range(0)), 5);
    for (auto _ : state) benchmark::DoNotOptimize(SwissPairer::pairNextRound(event));
    state.SetComplexityN(state.range(0));
}

void BM_CheckPairingsRound5(benchmark::State& state) {
    const Event event = randomEvent(static_cast<int>(state.range(0)), 5);
    for (auto _ : state) benchmark::DoNotOptimize(PairingChecker::checkRound(event, 5));
    state.SetComplexityN(state.range(0));
}

void BM_ReadEventFile(benchmark::State& state) {
    const std::string text = EventIO::toText(randomEvent(static_cast<int>(state.range(0)), 5));
    for (auto _ : state) {
        try {
            benchmark::DoNotOptimize(EventIO::parse(text, "hostile.json"));
        } catch (const EventFormatError&) {
            // above the limit: refused once the players are counted
        }
    }
    state.SetComplexityN(state.range(0));
}

// A log whose header declares `players` players (the limit is 32): parsed, and verified as `verify` and
// `event attach-log` verify it. 10,000 such lines took 0.44 s, 40,000 4.6 s.
std::string logWithPlayers(int players) {
    std::string log = "format muster-matchlog 2\nedition v4.01d\nforce-size 24\n";
    for (int i = 0; i < players; ++i) log += "player P" + std::to_string(i) + " Player " + std::to_string(i) + "\n";
    return log + "setup\nresult none\n";
}

void logSizes(benchmark::internal::Benchmark* b) {
    for (const int n : {4, 8, 16, 32, 64, 128, 320}) b->Arg(n);
    b->Unit(benchmark::kMicrosecond)->Complexity(benchmark::oN);
}

void BM_ParseLogPlayers(benchmark::State& state) {
    const std::string log = logWithPlayers(static_cast<int>(state.range(0)));
    for (auto _ : state) {
        try {
            benchmark::DoNotOptimize(MatchLogParser::parse(log, "hostile.log"));
        } catch (const muster::rules::matchlog::MatchLogError&) {
            // a header without terrains and armies (and beyond 32 players, refused at the 33rd)
        }
    }
    state.SetComplexityN(state.range(0));
}

void BM_VerifyLogPlayers(benchmark::State& state) {
    const std::string log = logWithPlayers(static_cast<int>(state.range(0)));
    const muster::rules::MatchVerifier verifier(catalog());
    for (auto _ : state) benchmark::DoNotOptimize(verifier.verifyText(log, "hostile.log"));
    state.SetComplexityN(state.range(0));
}

// A log of `lines` statements (about 14 bytes each): the parser's time per byte, up to the 4 MB a log file may
// have (the readers refuse a larger file before reading it).
void BM_ParseLogLines(benchmark::State& state) {
    std::string log =
        "format muster-matchlog 2\nedition v4.01d\nforce-size 24\nplayer A\nplayer B\n"
        "terrain A home Highland Tower\nterrain A frontier Coastland City\n"
        "terrain B home Highland Tower\nterrain B frontier Coastland City\n"
        "army A home h1: Dwarves Footman\narmy A horde z1: Dwarves Footman\n"
        "army A campaign c1: Dwarves Footman\narmy B home h1: Dwarves Footman\n"
        "army B horde z1: Dwarves Footman\narmy B campaign c1: Dwarves Footman\nsetup\n";
    for (std::int64_t i = 0; i < state.range(0); ++i) log += "phase dragon\n";
    log += "result none\n";
    for (auto _ : state) benchmark::DoNotOptimize(MatchLogParser::parse(log, "hostile.log"));
    state.SetComplexityN(state.range(0));
    state.SetBytesProcessed(static_cast<std::int64_t>(log.size()) * static_cast<std::int64_t>(state.iterations()));
}

// An OCTGN deck of `cards` cards (the limit is 1,000): 100,000 kept the desktop app busy with no window.
void BM_ReadDeckCards(benchmark::State& state) {
    std::string deck = "<?xml version=\"1.0\" encoding=\"utf-8\" standalone=\"yes\"?>\n<deck game=\"" +
                       std::string(muster::domain::OctgnDeck::kGameId) + "\">\n<section name=\"Home Army\">\n";
    for (std::int64_t i = 0; i < state.range(0); ++i) deck += "<card qty=\"1\">Dwarves Footman</card>\n";
    deck += "</section>\n</deck>\n";
    for (auto _ : state) {
        try {
            benchmark::DoNotOptimize(muster::domain::OctgnDeck::parse(deck, catalog(), "hostile.o8d"));
        } catch (const muster::domain::RosterFormatError&) {
            // beyond the limit: refused at the 1,001st card
        }
    }
    state.SetComplexityN(state.range(0));
}

void deckSizes(benchmark::internal::Benchmark* b) {
    for (const int n : {125, 250, 500, 1000, 2000, 4000, 10000}) b->Arg(n);
    b->Unit(benchmark::kMicrosecond)->Complexity(benchmark::oN);
}

}  // namespace

BENCHMARK(BM_Standings)->Apply(eventSizes);
BENCHMARK(BM_PairRound6)->Apply(eventSizes);
BENCHMARK(BM_CheckPairingsRound5)->Apply(eventSizes);
BENCHMARK(BM_ReadEventFile)->Apply(eventSizes);
BENCHMARK(BM_ParseLogPlayers)->Apply(logSizes);
BENCHMARK(BM_VerifyLogPlayers)->Apply(logSizes);
BENCHMARK(BM_ParseLogLines)
    ->RangeMultiplier(4)
    ->Range(1 << 12, 1 << 18)
    ->Unit(benchmark::kMillisecond)
    ->Complexity(benchmark::oN);
BENCHMARK(BM_ReadDeckCards)->Apply(deckSizes);

BENCHMARK_MAIN();
