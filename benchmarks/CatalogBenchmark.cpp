// Catalog loading and name resolution: how long the start-up catalog load takes and how fast names resolve.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "muster/domain/CatalogLoader.h"

namespace {

const std::filesystem::path kIndex = std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json";

void BM_LoadCatalog(benchmark::State& state) {
    for (auto _ : state) {
        auto catalog = muster::domain::CatalogLoader::load(kIndex);
        benchmark::DoNotOptimize(catalog.dice().data());
    }
}
BENCHMARK(BM_LoadCatalog)->Unit(benchmark::kMillisecond);

void BM_ResolveNames(benchmark::State& state) {
    const auto catalog = muster::domain::CatalogLoader::load(kIndex);
    const char* names[] = {"Dwarves Warlord", "red drake", "Eldarim Fire Trog Sorcerer", "Green/Red Wyrm",
                           "coastland dragons lair", "Dragonkin Fire Dragonhero"};
    for (auto _ : state) {
        for (const char* name : names) benchmark::DoNotOptimize(catalog.findDie(name));
    }
    state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(std::size(names)));
}
BENCHMARK(BM_ResolveNames);

}  // namespace

BENCHMARK_MAIN();
