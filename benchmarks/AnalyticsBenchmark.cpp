// Army analytics speed (issue 20), on one core: the builder re-analyses a roster on every change.
//  - a whole 36-point roster (docs/examples/rosters/mixed-36.txt): every roll of its three armies at their
//    terrains (goal: < 10 ms)
//  - the same roster's three armies against the same three as an opponent (exchanges and maneuver contests)
//  - building the analyzer (the engine's face table and SAI registry), paid once per document
#include <benchmark/benchmark.h>

#include <filesystem>
#include <string>
#include <vector>

#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/analytics/ArmyAnalytics.h"

using namespace muster::domain;
using namespace muster::rules::analytics;

namespace {

const Catalog& catalog() {
    static const Catalog c =
        CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return c;
}

const Roster& roster() {
    static const Roster r = RosterIO::readFile(
        (std::filesystem::path(MUSTER_SOURCE_RESOURCES) / ".." / "docs" / "examples" / "rosters" / "mixed-36.txt")
            .string(),
        catalog());
    return r;
}

ElementSet terrainOf(const std::optional<DieId>& id) {
    return id ? catalog().die(*id).elements : ElementSet{};
}

void BM_AnalyzeWholeRoster(benchmark::State& state) {
    const ArmyAnalyzer analyzer(catalog());
    const auto& r = roster();
    const ElementSet home = terrainOf(r.homeTerrainDie);
    const ElementSet frontier = terrainOf(r.frontierTerrainDie);
    for (auto _ : state) {
        for (auto s : {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign}) {
            const auto a = analyzer.analyze(ArmyAnalyzer::armyDice(r, s),
                                            {s == RosterSection::Home ? home : frontier, false});
            benchmark::DoNotOptimize(a);
        }
    }
}
BENCHMARK(BM_AnalyzeWholeRoster)->Unit(benchmark::kMillisecond);

void BM_MatchupWholeRoster(benchmark::State& state) {
    const ArmyAnalyzer analyzer(catalog());
    const auto& r = roster();
    const ElementSet home = terrainOf(r.homeTerrainDie);
    for (auto _ : state) {
        for (auto s : {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign}) {
            const auto dice = ArmyAnalyzer::armyDice(r, s);
            const auto m = analyzer.matchup(dice, {home, false}, dice, {home, false});
            benchmark::DoNotOptimize(m);
        }
    }
}
BENCHMARK(BM_MatchupWholeRoster)->Unit(benchmark::kMillisecond);

void BM_BuildAnalyzer(benchmark::State& state) {
    for (auto _ : state) {
        const ArmyAnalyzer analyzer(catalog());
        benchmark::DoNotOptimize(&analyzer);
    }
}
BENCHMARK(BM_BuildAnalyzer)->Unit(benchmark::kMillisecond);

}  // namespace

BENCHMARK_MAIN();
