#pragma once
// One physical Dragon Dice die as the catalog describes it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Element.h"

namespace muster::domain {

enum class DieKind : std::uint8_t { Unit, Equipment, Artifact, Medallion, Relic, Dragon, Terrain, MinorTerrain };
enum class DieSize : std::uint8_t { None, Small, Medium, Large, Champion, Monster };
enum class DragonType : std::uint8_t { None, Elemental, Hybrid, Ivory, IvoryHybrid, White };
enum class DragonForm : std::uint8_t { None, Drake, Wyrm };

std::string_view toString(DieKind kind);
std::string_view toString(DieSize size);
std::string_view toString(DragonType type);
std::string_view toString(DragonForm form);
std::optional<DieKind> parseDieKind(std::string_view text);
std::optional<DieSize> parseDieSize(std::string_view text);
std::optional<DragonType> parseDragonType(std::string_view text);
std::optional<DragonForm> parseDragonForm(std::string_view text);

// Index of a die inside its catalog.
using DieId = std::uint32_t;

// One face: "3 Melee" is amount 3, icon "Melee".
struct Face {
    int amount = 0;
    std::string icon;
    [[nodiscard]] std::string toString() const;
    friend bool operator==(const Face&, const Face&) = default;
};

struct Die {
    DieId id = 0;
    std::string name;
    DieKind kind = DieKind::Unit;
    std::string species;  // units only
    DieSize size = DieSize::None;
    int health = 0;       // units and dragons
    std::string unitClass;
    ElementSet elements;
    std::vector<Face> faces;
    bool disputed = false;
    bool facesUnknown = false;
    int autoSaves = 0;    // Dragonkin
    std::string tribe;    // Eldarim
    DragonType dragonType = DragonType::None;
    DragonForm form = DragonForm::None;
    std::string terrainType;
    std::string eighthFace;
    bool advanced = false;  // advanced terrain: frontier only
    std::vector<std::string> aliases;
    std::string note;
    // The OCTGN card this die is (the Dragon Dice module's set files): its id, a lower-case GUID, and its name
    // exactly as OCTGN writes it in decks (no species, sometimes a trailing space). Empty when OCTGN lacks it.
    std::string octgnId;
    std::string octgnName;

    [[nodiscard]] bool isUnit() const { return kind == DieKind::Unit; }
    [[nodiscard]] bool isItem() const {
        return kind == DieKind::Equipment || kind == DieKind::Artifact || kind == DieKind::Medallion ||
               kind == DieKind::Relic;
    }
    [[nodiscard]] bool isMajorTerrain() const { return kind == DieKind::Terrain; }
    [[nodiscard]] bool isDragonkin() const { return kind == DieKind::Unit && species == "Dragonkin"; }
    [[nodiscard]] bool isEldarimChampion() const {
        return kind == DieKind::Unit && species == "Eldarim" && size == DieSize::Champion;
    }
    [[nodiscard]] bool isWhiteDragon() const { return dragonType == DragonType::White; }
    // Dragons a die counts as when forces are assembled (White Dragons count as two).
    [[nodiscard]] int dragonWeight() const {
        if (kind != DieKind::Dragon) return 0;
        return isWhiteDragon() ? 2 : 1;
    }
    // Points this die costs on its own in V4.01d. Medium equipment is priced per pair by the force, so
    // a single medium equipment die reports 2 here; see ForceArithmetic for the pair price.
    [[nodiscard]] int basePoints() const;
};

}  // namespace muster::domain
