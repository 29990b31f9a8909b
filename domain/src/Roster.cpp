#include "muster/domain/Roster.h"

#include "muster/domain/TextUtil.h"

namespace muster::domain {

std::string_view toString(RosterSection section) {
    switch (section) {
        case RosterSection::Home: return "home";
        case RosterSection::Horde: return "horde";
        case RosterSection::Campaign: return "campaign";
        case RosterSection::SummoningPool: return "summoning_pool";
    }
    return "home";
}

std::string_view displayName(RosterSection section) {
    switch (section) {
        case RosterSection::Home: return "Home";
        case RosterSection::Horde: return "Horde";
        case RosterSection::Campaign: return "Campaign";
        case RosterSection::SummoningPool: return "Summoning Pool";
    }
    return "Home";
}

std::optional<RosterSection> parseRosterSection(std::string_view name) {
    const std::string key = text::toLower(text::trim(name));
    if (key == "home" || key == "home army") return RosterSection::Home;
    if (key == "horde" || key == "horde army") return RosterSection::Horde;
    if (key == "campaign" || key == "campaign army") return RosterSection::Campaign;
    if (key == "summoning pool" || key == "summoning_pool" || key == "pool") return RosterSection::SummoningPool;
    return std::nullopt;
}

std::map<DieId, int> Roster::diceCounts() const {
    std::map<DieId, int> counts;
    for (const auto& entries : sections) {
        for (const auto& entry : entries) {
            if (entry.die) counts[*entry.die] += entry.count;
        }
    }
    if (homeTerrainDie) counts[*homeTerrainDie] += 1;
    if (frontierTerrainDie) counts[*frontierTerrainDie] += 1;
    return counts;
}

}  // namespace muster::domain
