#pragma once
// The force validator: checks a roster against the army-building rules of an edition and the limits of
// an event format. Built once per catalog; validate() is cheap (no allocation while a roster is legal),
// so the GUI can call it on every edit and the tournament desk on every registration.
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/rules/Edition.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/ValidationReport.h"

namespace muster::rules {

struct ValidationOptions {
    // Unset: take the roster's own edition / player count / force size. An event sets all three: the
    // event's edition, and its force size (or its format's, when the format fixes one) decide, not the roster.
    std::optional<Edition> edition;
    std::optional<int> playersInGame;
    std::optional<int> forceSize;
    // The event format; null means "open" (everything the edition allows).
    const EventFormat* format = nullptr;
};

class ForceValidator {
public:
    explicit ForceValidator(const domain::Catalog& catalog);

    [[nodiscard]] ValidationReport validate(const domain::Roster& roster, const ValidationOptions& options = {}) const;
    // The same, reusing `report` (its findings vector keeps its capacity): for batch use.
    void validate(const domain::Roster& roster, const ValidationOptions& options, ValidationReport& report) const;

    [[nodiscard]] const domain::Catalog& catalog() const { return catalog_; }

    // Rule arithmetic, public for the GUI and for tests.
    static int dragonsRequired(Edition edition, int forceSize);
    static int armyLimit(int allowedTotal) { return allowedTotal / 2; }
    static int dragonkinAllowance(int forceSize) { return forceSize / 3; }
    static int minorTerrainLimit(int playersInGame) { return playersInGame + 2; }
    static int mediumEquipmentPoints(int count) { return count + (count + 1) / 2; }

private:
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
    // What validation needs of a die, packed small so one roster touches few cache lines.
    struct Facts {
        domain::DieKind kind{};
        domain::DieSize size{};
        std::uint8_t health = 0;
        std::uint8_t points = 0;
        std::uint8_t carryMask = 0;     // elements of equipment this unit may carry
        std::uint8_t itemElement = 0;   // element index of an equipment die or artifact
        std::uint8_t dragonWeight = 0;
        std::uint8_t species = 0;       // index into species_ (0: none)
        std::uint16_t flags = 0;
        std::int8_t component = -1;     // Component, or -1
    };

    const domain::Catalog& catalog_;
    std::vector<Facts> facts_;
    std::vector<std::string_view> speciesNames_;
};

}  // namespace muster::rules
