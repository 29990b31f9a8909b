// Force validation speed: a batch of generated rosters, on one core.
//  - parsed and resolved rosters, all rules on (goal: >= 1,000,000 rosters/s)
//  - end to end from JSON text: parse, resolve names, validate (goal: >= 100,000 rosters/s)
#include <benchmark/benchmark.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"

using namespace muster::domain;
using namespace muster::rules;

namespace {

const Catalog& catalog() {
    static const Catalog c =
        CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return c;
}

// Legal-looking 36-point rosters with units of two species, equipment, a medallion, Dragonkin and minor terrains.
std::vector<std::string> generateJson(std::size_t count) {
    std::mt19937 rng(42);
    const std::vector<std::string> species = {"Dwarves", "Amazons", "Coral Elves", "Lava Elves", "Undead", "Goblins"};
    const std::vector<std::vector<std::string>> units = {
        {"Dwarves Footman", "Dwarves Sergeant", "Dwarves Warlord", "Dwarves Theurgist"},
        {"Amazons Soldier", "Amazons Warrior", "Amazons War Chief", "Amazons Seer"},
        {"Coral Elves Fighter", "Coral Elves Trooper", "Coral Elves Protector", "Coral Elves Evoker"},
        {"Lava Elves Bladesman", "Lava Elves Duelist", "Lava Elves Conqueror", "Lava Elves Adept"},
        {"Undead Zombie", "Undead Wight", "Undead Mummy", "Undead Ghoul"},
        {"Goblins Thug", "Goblins Cutthroat", "Goblins Marauder", "Goblins Trickster"}};
    std::vector<std::string> out;
    for (std::size_t i = 0; i < count; ++i) {
        const auto a = rng() % units.size();
        const auto b = rng() % units.size();
        auto army = [&](const std::vector<std::string>& u, const std::string& item) {
            // 12 points: large 3 + medium 2 + 3 small + magic small 1, then the item's points from smalls
            return "[\"" + u[2] + "\", \"2 " + u[1] + "\", \"" + std::to_string(4) + " " + u[0] + "\", \"" + u[3] +
                   "\"" + (item.empty() ? "" : ", \"" + item + "\"") + "]";
        };
        std::string json = R"({"format": "muster-roster", "version": 1, "name": "Generated", "player": "Bench",
  "edition": "v4.01d", "event_format": "open", "force_size": 36, "players_in_game": 2,
  "home_terrain": "Highland City", "frontier_terrain": "Flatland Castle", "armies": {)";
        json += "\"home\": " + army(units[a], "") + ", ";
        json += "\"horde\": " + army(units[b], "") + ", ";
        json += "\"campaign\": " + army(units[a], "") + "}, ";
        json += R"("summoning_pool": ["Fire Drake", "Water Wyrm", "2 Dragonkin Fire Dragontroop", "Coastland Bridge"]})";
        out.push_back(std::move(json));
    }
    (void)species;
    return out;
}

// Adds items to the parsed rosters so that the item-carrying search runs: the campaign army trades
// three small units for a large equipment die and a small one (same points).
std::vector<Roster> generateRosters(std::size_t count) {
    std::vector<Roster> rosters;
    for (const auto& json : generateJson(count)) rosters.push_back(RosterIO::parseJson(json, catalog(), "gen"));
    for (auto& r : rosters) {
        auto& campaign = r.section(RosterSection::Campaign);
        // Items of the elements the campaign's units hold (Amazons: any), 3 points for 3 small units.
        const auto elements = catalog().die(*campaign[2].die).elements.toVector();
        std::string first = "Fire";
        std::string second = "Earth";
        if (!elements.empty() && elements.front() != Element::Ivory) {
            first = std::string(toString(elements.front()));
            second = std::string(toString(elements.back()));
        }
        campaign[2].count = 1;
        const std::string foil = first + " Flicker Foil";
        const std::string sword = second + " Vorpal Sword";
        campaign.push_back({foil, 1, catalog().findDie(foil), 0});
        campaign.push_back({sword, 1, catalog().findDie(sword), 0});
    }
    return rosters;
}

void BM_ValidateResolved(benchmark::State& state) {
    const ForceValidator validator(catalog());
    const auto rosters = generateRosters(1024);
    const EventFormat open = EventFormatLoader::loadFile(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "formats" / "open.json");
    ValidationOptions options;
    options.format = &open;
    ValidationReport report;
    std::size_t i = 0;
    std::size_t legal = 0;
    if (!validator.validate(rosters[0], options).legal()) state.SkipWithError("the generated roster is not legal");
    for (auto _ : state) {
        validator.validate(rosters[i++ & 1023U], options, report);
        legal += report.findings.empty() ? 1 : 0;
        benchmark::DoNotOptimize(report.totals.points);
    }
    state.counters["legal_share"] = static_cast<double>(legal) / static_cast<double>(state.iterations());
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_ValidateResolved);

void BM_ValidateFromJson(benchmark::State& state) {
    const ForceValidator validator(catalog());
    // The same rosters as BM_ValidateResolved (items included), as Muster writes them to files.
    std::vector<std::string> texts;
    for (const auto& roster : generateRosters(1024)) texts.push_back(RosterIO::toJson(roster));
    const EventFormat open = EventFormatLoader::loadFile(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "formats" / "open.json");
    ValidationOptions options;
    options.format = &open;
    ValidationReport report;
    std::size_t i = 0;
    std::size_t legal = 0;
    std::size_t bytes = 0;
    for (auto _ : state) {
        const auto& text = texts[i++ & 1023U];
        const Roster roster = RosterIO::parseJson(text, catalog(), "gen");
        validator.validate(roster, options, report);
        legal += report.findings.empty() ? 1 : 0;
        bytes += text.size();
        benchmark::DoNotOptimize(report.totals.points);
    }
    state.counters["legal_share"] = static_cast<double>(legal) / static_cast<double>(state.iterations());
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
    state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()));
}
BENCHMARK(BM_ValidateFromJson);

}  // namespace

BENCHMARK_MAIN();
