#pragma once
// What the force validator says about one roster: findings, and the totals a player wants to see.
#include <array>
#include <vector>

#include "muster/rules/Edition.h"
#include "muster/rules/Finding.h"

namespace muster::rules {

struct ForceTotals {
    int forceSize = 0;       // the agreed force size
    int allowedTotal = 0;    // what the armies must add up to (TSR: less 3 per missing dragon)
    int points = 0;          // what the armies do add up to
    std::array<int, 3> armyPoints{};  // Home, Horde, Campaign
    int armyLimit = 0;       // the most points one army may hold
    int dragonsRequired = 0;
    int dragonsBrought = 0;  // White Dragons count two
    int dragonkinHealth = 0;
    int dragonkinAllowance = 0;
    int minorTerrains = 0;
    int minorTerrainLimit = 0;
};

struct ValidationReport {
    Edition edition = Edition::V401d;
    std::vector<Finding> findings;
    ForceTotals totals;

    [[nodiscard]] bool legal() const;
    [[nodiscard]] int errorCount() const;
    [[nodiscard]] bool has(RuleId rule) const;
};

}  // namespace muster::rules
