#pragma once
// The force validator: checks a roster against the army-building rules of an edition and the limits of
// an event format. Built once per catalog; validate() is cheap (no allocation while a roster is legal),
// so the GUI can call it on every edit and the tournament desk on every registration. Each rule id has its
// own check (rules/src/force/, listed in ForceCheckRegistry); validate() tallies the roster once and runs them.
#include <optional>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/rules/Edition.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/ValidationReport.h"
#include "muster/rules/force/DieFacts.h"

namespace muster::rules {

class ForceCheckRegistry;

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
    // What validation knows of each catalog die, indexed by DieId.
    [[nodiscard]] const std::vector<DieFacts>& dieFacts() const { return facts_; }
    // Species names by DieFacts::species (index 0: none).
    [[nodiscard]] const std::vector<std::string_view>& speciesNames() const { return speciesNames_; }

    // Rule arithmetic, public for the GUI and for tests.
    static int dragonsRequired(Edition edition, int forceSize);
    static int armyLimit(int allowedTotal) { return allowedTotal / 2; }
    static int dragonkinAllowance(int forceSize) { return forceSize / 3; }
    static int minorTerrainLimit(int playersInGame) { return playersInGame + 2; }
    static int mediumEquipmentPoints(int count) { return count + (count + 1) / 2; }

private:
    const domain::Catalog& catalog_;
    const ForceCheckRegistry& checks_;
    std::vector<DieFacts> facts_;
    std::vector<std::string_view> speciesNames_;
};

}  // namespace muster::rules
