#include "muster/domain/Die.h"

#include <array>
#include <utility>

#include "muster/domain/TextUtil.h"

namespace muster::domain {
namespace {

template <typename Enum, std::size_t N>
std::optional<Enum> parseFrom(const std::array<std::pair<std::string_view, Enum>, N>& table, std::string_view text) {
    for (const auto& [word, value] : table) {
        if (text::equalsIgnoringCase(word, text)) return value;
    }
    return std::nullopt;
}

template <typename Enum, std::size_t N>
std::string_view nameOf(const std::array<std::pair<std::string_view, Enum>, N>& table, Enum value) {
    for (const auto& [word, v] : table) {
        if (v == value) return word;
    }
    return "";
}

constexpr std::array kKinds = {
    std::pair<std::string_view, DieKind>{"unit", DieKind::Unit},
    std::pair<std::string_view, DieKind>{"equipment", DieKind::Equipment},
    std::pair<std::string_view, DieKind>{"artifact", DieKind::Artifact},
    std::pair<std::string_view, DieKind>{"medallion", DieKind::Medallion},
    std::pair<std::string_view, DieKind>{"relic", DieKind::Relic},
    std::pair<std::string_view, DieKind>{"dragon", DieKind::Dragon},
    std::pair<std::string_view, DieKind>{"terrain", DieKind::Terrain},
    std::pair<std::string_view, DieKind>{"minor_terrain", DieKind::MinorTerrain},
};
constexpr std::array kSizes = {
    std::pair<std::string_view, DieSize>{"", DieSize::None},
    std::pair<std::string_view, DieSize>{"small", DieSize::Small},
    std::pair<std::string_view, DieSize>{"medium", DieSize::Medium},
    std::pair<std::string_view, DieSize>{"large", DieSize::Large},
    std::pair<std::string_view, DieSize>{"champion", DieSize::Champion},
    std::pair<std::string_view, DieSize>{"monster", DieSize::Monster},
};
constexpr std::array kDragonTypes = {
    std::pair<std::string_view, DragonType>{"", DragonType::None},
    std::pair<std::string_view, DragonType>{"elemental", DragonType::Elemental},
    std::pair<std::string_view, DragonType>{"hybrid", DragonType::Hybrid},
    std::pair<std::string_view, DragonType>{"ivory", DragonType::Ivory},
    std::pair<std::string_view, DragonType>{"ivory_hybrid", DragonType::IvoryHybrid},
    std::pair<std::string_view, DragonType>{"white", DragonType::White},
};
constexpr std::array kForms = {
    std::pair<std::string_view, DragonForm>{"", DragonForm::None},
    std::pair<std::string_view, DragonForm>{"drake", DragonForm::Drake},
    std::pair<std::string_view, DragonForm>{"wyrm", DragonForm::Wyrm},
};

}  // namespace

std::string_view toString(DieKind kind) { return nameOf(kKinds, kind); }
std::string_view toString(DieSize size) { return nameOf(kSizes, size); }
std::string_view toString(DragonType type) { return nameOf(kDragonTypes, type); }
std::string_view toString(DragonForm form) { return nameOf(kForms, form); }
std::optional<DieKind> parseDieKind(std::string_view text) { return parseFrom(kKinds, text); }
std::optional<DieSize> parseDieSize(std::string_view text) { return parseFrom(kSizes, text); }
std::optional<DragonType> parseDragonType(std::string_view text) { return parseFrom(kDragonTypes, text); }
std::optional<DragonForm> parseDragonForm(std::string_view text) { return parseFrom(kForms, text); }

std::string Face::toString() const { return std::to_string(amount) + " " + icon; }

int Die::basePoints() const {
    switch (kind) {
        case DieKind::Unit: return health;
        case DieKind::Equipment:
            switch (size) {
                case DieSize::Small: return 1;
                case DieSize::Medium: return 2;
                case DieSize::Large: return 2;
                default: return 0;
            }
        case DieKind::Artifact: return 3;
        case DieKind::Medallion:
        case DieKind::Relic: return 4;
        case DieKind::Dragon:
        case DieKind::Terrain:
        case DieKind::MinorTerrain: return 0;
    }
    return 0;
}

}  // namespace muster::domain
