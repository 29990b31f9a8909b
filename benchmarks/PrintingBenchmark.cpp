// Printing: every species reference card sheet (the largest document Muster prints) and one roster sheet, both with
// the screen's die icons; the counters give the PDFs' sizes.
// Goal: all species cards in under one second (docs/performance.md, "Printing").
#include <benchmark/benchmark.h>

#include <filesystem>

#include "muster/domain/CatalogLoader.h"
#include "muster/reports/FaceLabels.h"
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
    std::size_t bytes = 0;
    for (auto _ : state) {
        const auto sheets = muster::reports::SpeciesCardBuilder::buildAll(catalog());
        const auto pdf = muster::reports::SpeciesCards::render(sheets, options);
        pages = pdf.pageCount;
        bytes = pdf.bytes.size();
        benchmark::DoNotOptimize(pdf.bytes.data());
    }
    state.counters["pages"] = pages;
    state.counters["bytes"] = static_cast<double>(bytes);
}
BENCHMARK(BM_PrintAllSpeciesCards)->Unit(benchmark::kMillisecond);

void BM_PrintRosterSheet(benchmark::State& state) {
    const muster::reports::ReportOptions options{muster::reports::Paper::A4, kResources / "fonts",
                                                 kResources / "icons"};
    // 30 lines of the same die with its faces (the screen's icons on the sheet).
    const auto faces =
        muster::reports::faceLabels(catalog(), catalog().die(*catalog().findDie("Eldarim Water Selumari Toxophilite")));
    muster::reports::RosterSheetData data;
    data.player = "Benchmark";
    data.forceSize = 60;
    for (const char* army : {"Home", "Horde", "Campaign"}) {
        muster::reports::RosterArmyData a{army, {}, {}, 20};
        for (int i = 0; i < 10; ++i) a.units.push_back({"Eldarim Water Selumari Toxophilite", 2, 2, "", faces});
        data.armies.push_back(a);
    }
    std::size_t bytes = 0;
    bool facesPrinted = false;
    for (auto _ : state) {
        const auto pdf = muster::reports::RosterSheet::render(data, options);
        bytes = pdf.bytes.size();
        facesPrinted = pdf.warnings.empty();  // the sheet warns when it leaves the faces out to fit one page
        benchmark::DoNotOptimize(pdf.bytes.data());
    }
    state.counters["bytes"] = static_cast<double>(bytes);
    state.counters["faces"] = facesPrinted ? 1 : 0;
}
BENCHMARK(BM_PrintRosterSheet)->Unit(benchmark::kMillisecond);

}  // namespace
BENCHMARK_MAIN();
