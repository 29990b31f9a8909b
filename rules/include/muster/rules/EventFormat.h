#pragma once
// An event format: the limits an organiser puts on the forces of an event. Formats are data
// (resources/formats/*.json and organisers' own files, see docs/event-formats.md), never code.
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Die.h"

namespace muster::rules {

// Kinds of dice that an edition or an event format may leave out.
enum class Component : std::uint8_t {
    Dragonkin,
    DragonkinChampions,
    Equipment,
    Artifacts,
    Medallions,
    Relics,
    MinorTerrains,
    AdvancedTerrains,
    EldarimChampions,
    WhiteDragons,
};
inline constexpr std::size_t kComponentCount = 10;
std::string_view toString(Component component);     // "dragonkin", "dragonkin_champions", ...
std::string_view displayName(Component component);  // "Dragonkin", "Dragonkin champions", ...
std::optional<Component> parseComponent(std::string_view text);

struct EventFormat {
    static constexpr int kFormatVersion = 1;
    // Every limit reads the same way: a number is the most allowed (0: none at all), kNoLimit: no limit
    // (the field left out of the profile, docs/event-formats.md).
    static constexpr int kNoLimit = -1;

    std::string name;  // "open", "championship-36", or the organiser's name
    std::string description;
    std::vector<int> forceSizes;  // allowed force sizes; empty: any
    std::array<bool, kComponentCount> components{true, true, true, true, true, true, true, true, true, true};
    struct ClassHealthCap {
        std::string unitClass;  // "Magic" also covers "Light Magic" and "Heavy Magic"
        int maxHealth = 0;
    };
    std::vector<ClassHealthCap> classHealthCaps;
    // Copies of one die, by die size (index DieSize) and by die kind (index DieKind); kNoLimit: no limit.
    std::array<int, 6> copyLimitBySize{kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit};
    std::array<int, 8> copyLimitByKind{kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit, kNoLimit};
    int maxSpecies = kNoLimit;  // species among the army units (Dragonkin not counted); at least 1 when set
    std::string source;         // where it was read from ("built-in" or a path)

    [[nodiscard]] bool allows(Component c) const { return components[static_cast<std::size_t>(c)]; }
    [[nodiscard]] bool allowsForceSize(int size) const;
    [[nodiscard]] bool hasCopyLimits() const;
    // Whether a cap's class covers a unit class: the same, or a whole word of it ("Magic" in "Light Magic").
    [[nodiscard]] static bool classMatches(std::string_view unitClass, std::string_view cap);
};

}  // namespace muster::rules
