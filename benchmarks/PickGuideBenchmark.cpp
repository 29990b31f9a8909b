// "What may be added here" for the whole catalog (rules::PickGuide), as the builder asks it after every edit
// (goal: under 10 ms a call), on rosters in progress: half built, full, and checked against an event format.
#include <benchmark/benchmark.h>

#include <filesystem>

#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/PickGuide.h"

using namespace muster::domain;
using namespace muster::rules;

namespace {

const Catalog& catalog() {
    static const Catalog c =
        CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return c;
}

const ForceValidator& validator() {
    static const ForceValidator v(catalog());
    return v;
}

Roster roster(const char* text) {
    return RosterIO::parseText(text, catalog(), "bench");
}

// 20 of 36 points, items, Dragonkin and a minor terrain: every check has something to count.
const char* kHalfBuilt = R"(force size: 36
home terrain: Highland City
frontier terrain: Coastland Tower
[Home]
Dwarves Warlord
2 Dwarves Sergeant
Earth Flicker Foil
[Horde]
4 Coral Elves Fighter
Water Sight Stone
[Campaign]
Dwarves Theurgist
3 Dwarves Footman
[Summoning Pool]
Fire Drake
2 Dragonkin Fire Dragontroop
Coastland Bridge
)";

// A legal 36-point force: nearly everything one more of would break a limit.
const char* kFull = R"(force size: 36
home terrain: Highland City
frontier terrain: Coastland Tower
[Home]
Dwarves Warlord
3 Dwarves Sergeant
3 Dwarves Footman
[Horde]
Coral Elves Protector
3 Coral Elves Trooper
3 Coral Elves Fighter
[Campaign]
Dwarves Warlord
3 Dwarves Sergeant
3 Dwarves Footman
[Summoning Pool]
Fire Drake
Water Wyrm
)";

void adviseWholeCatalog(benchmark::State& state, const char* text, const char* format) {
    const Roster r = roster(text);
    const PickGuide guide(validator());
    ValidationOptions options;
    std::optional<EventFormat> loaded;
    if (format != nullptr) {
        loaded = EventFormatLoader::loadFile(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "formats" /
                                             (std::string(format) + ".json"));
        options.format = &*loaded;
    }
    std::size_t marked = 0;
    for (auto _ : state) {
        const auto advice = guide.advise(r, RosterSection::Horde, options);
        marked = 0;
        for (const auto& a : advice) marked += a.mayAdd() ? 0 : 1;
        benchmark::DoNotOptimize(marked);
    }
    state.counters["dice"] = static_cast<double>(catalog().dice().size());
    state.counters["marked"] = static_cast<double>(marked);
}

void BM_PickGuideHalfBuilt(benchmark::State& state) {
    adviseWholeCatalog(state, kHalfBuilt, nullptr);
}
void BM_PickGuideFull(benchmark::State& state) {
    adviseWholeCatalog(state, kFull, nullptr);
}
void BM_PickGuideChampionship(benchmark::State& state) {
    adviseWholeCatalog(state, kHalfBuilt, "championship-36");
}

}  // namespace

BENCHMARK(BM_PickGuideHalfBuilt)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PickGuideFull)->Unit(benchmark::kMillisecond);
BENCHMARK(BM_PickGuideChampionship)->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
