#pragma once
// A roster: one player's force for one game size, as the player wrote it and as the catalog resolves it.
#include <array>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Die.h"

namespace muster::domain {

// Where a die starts the game.
enum class RosterSection : std::uint8_t { Home, Horde, Campaign, SummoningPool };
inline constexpr std::array kRosterSections = {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign,
                                               RosterSection::SummoningPool};
std::string_view toString(RosterSection section);     // "home", "horde", "campaign", "summoning_pool"
std::string_view displayName(RosterSection section);  // "Home", "Horde", "Campaign", "Summoning Pool"
// A section as the text roster's headers name it ("Home", "horde army", "Summoning Pool", "pool"; any case).
std::optional<RosterSection> parseRosterSection(std::string_view name);

// One line of a roster: "2 Dwarves Footman".
struct RosterEntry {
    std::string name;  // the die name as written (without the count)
    int count = 1;
    std::optional<DieId> die;  // set when the name resolves in the catalog
    int line = 0;              // source line (text format) or 0
};

struct Roster {
    static constexpr int kFormatVersion = 1;
    // Lines of dice (entries, deck cards) in one roster: a force lists a few dozen; the readers refuse more than
    // this (a 100,000-card deck kept the desktop app busy with no window; docs/reliability.md, "Limits").
    static constexpr std::size_t kMaxEntries = 1000;

    std::string name;
    std::string player;
    std::string edition = "v4.01d";
    std::string eventFormat = "open";
    int forceSize = 0;
    int playersInGame = 2;
    std::string homeTerrain;      // as written
    std::string frontierTerrain;  // as written
    std::optional<DieId> homeTerrainDie;
    std::optional<DieId> frontierTerrainDie;
    std::array<std::vector<RosterEntry>, 4> sections;  // indexed by RosterSection
    std::string catalogRevision;                       // the catalog the roster was written against (stamped on save)
    // Where each header field and section was written in a text roster (JSON field name or section name, e.g.
    // "edition", "home" -> line), so that later checks can point at the line. Empty for JSON.
    std::map<std::string, int> fieldLines;

    [[nodiscard]] std::vector<RosterEntry>& section(RosterSection s) { return sections[static_cast<std::size_t>(s)]; }
    [[nodiscard]] const std::vector<RosterEntry>& section(RosterSection s) const {
        return sections[static_cast<std::size_t>(s)];
    }
    // Entries in all sections (each with its count).
    [[nodiscard]] std::size_t entryCount() const {
        return sections[0].size() + sections[1].size() + sections[2].size() + sections[3].size();
    }
    // How many of each resolved die the roster uses, terrains included (for "can I build it?").
    [[nodiscard]] std::map<DieId, int> diceCounts() const;
    // The line a field was written on (text rosters), or 0.
    [[nodiscard]] int lineOf(const std::string& field) const {
        const auto it = fieldLines.find(field);
        return it == fieldLines.end() ? 0 : it->second;
    }
};

}  // namespace muster::domain
