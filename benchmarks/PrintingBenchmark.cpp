// Printing: every species reference card sheet (the largest document Muster prints) and one roster sheet.
// Goal: all species cards in under one second (docs/performance.md, "Printing").
#include <benchmark/benchmark.h>

#include <filesystem>

#include "muster/domain/CatalogLoader.h"
#include "muster/reports/RosterSheet.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/reports/SpeciesCards.h"

namespace {

const std::filesystem::path kResources(MUSTER_SOURCE_RESOURCES);

const muster::domain::Catalog& catalog() {
    static const auto c = muster::domain::CatalogLoader::load(kResources / "catalog" / "catalog.json");
    return c;
}

void BM_PrintAllSpeciesCards(benchmark::State& state) {
    const muster::reports::ReportOptions options{muster::reports::Paper::A4, kResources / "fonts",
                                                 kResources / "icons"};
    int pages = 0;
    for (auto _ : state) {
        const auto sheets = muster::reports::SpeciesCardBuilder::buildAll(catalog());
        const auto pdf = muster::reports::SpeciesCards::render(sheets, options);
        pages = pdf.pageCount;
        benchmark::DoNotOptimize(pdf.bytes.data());
    }
    state.counters["pages"] = pages;
}
BENCHMARK(BM_PrintAllSpeciesCards)->Unit(benchmark::kMillisecond);

void BM_PrintRosterSheet(benchmark::State& state) {
    const muster::reports::ReportOptions options{muster::reports::Paper::A4, kResources / "fonts",
                                                 kResources / "icons"};
    muster::reports::RosterSheetData data;
    data.player = "Benchmark";
    data.forceSize = 60;
    for (const char* army : {"Home", "Horde", "Campaign"}) {
        muster::reports::RosterArmyData a{army, {}, {}, 20};
        for (int i = 0; i < 10; ++i) a.units.push_back({"Eldarim Water Selumari Toxophilite", 2, 2, "", {}});
        data.armies.push_back(a);
    }
    for (auto _ : state) {
        const auto pdf = muster::reports::RosterSheet::render(data, options);
        benchmark::DoNotOptimize(pdf.bytes.data());
    }
}
BENCHMARK(BM_PrintRosterSheet)->Unit(benchmark::kMillisecond);

}  // namespace
BENCHMARK_MAIN();
