#pragma once
// What force validation needs to know of one catalog die, packed small so that one roster touches few cache
// lines. The force validator builds one per catalog die; the force checks read them through ForceContext.
#include <cstdint>

#include "muster/domain/Die.h"

namespace muster::rules {

struct DieFacts {
    enum Flag : std::uint16_t {
        kDragonkin = 1U << 0U,
        kDragonkinChampion = 1U << 1U,
        kEldarimChampion = 1U << 2U,
        kWhiteDragon = 1U << 3U,
        kAdvanced = 1U << 4U,
        kUnit = 1U << 5U,
        kItem = 1U << 6U,
        kMediumEquipment = 1U << 7U,
        kExclusiveItem = 1U << 8U,  // medallion or relic
        kEquipmentLike = 1U << 9U,  // equipment or artifact
    };

    domain::DieKind kind{};
    domain::DieSize size{};
    std::uint8_t health = 0;
    std::uint8_t points = 0;
    std::uint8_t carryMask = 0;    // elements of equipment this unit may carry
    std::uint8_t itemElement = 0;  // element index of an equipment die or artifact
    std::uint8_t dragonWeight = 0;
    std::uint8_t species = 0;  // index into the validator's species names (0: none)
    std::uint16_t flags = 0;
    std::int8_t component = -1;  // Component, or -1

    [[nodiscard]] bool has(Flag flag) const { return (flags & flag) != 0; }
};

}  // namespace muster::rules
