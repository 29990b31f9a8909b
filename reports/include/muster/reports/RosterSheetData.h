#pragma once
// Plain input of a roster sheet. The caller (CLI, GUI) fills it from a Roster and the validator's result;
// the reports layer never sees either, so it does not depend on how they are computed.
#include <string>
#include <vector>

#include "muster/reports/IconLabel.h"

namespace muster::reports {

// "2 × Dwarves Footman, 2 pts"; `note` flags problems such as "not in the catalog".
struct RosterDieLine {
    std::string name;
    int count = 1;
    int points = 0;  // for the whole line
    std::string note;
    std::vector<IconLabel> faces;  // the die's faces as the screen shows them (FaceLabels.h); empty: not printed
};

struct RosterArmyData {
    std::string name;  // "Home", "Horde", "Campaign"
    std::vector<RosterDieLine> units;
    std::vector<RosterDieLine> items;  // equipment, artifacts, medallions, relics the army carries
    int points = 0;
};

struct RosterTerrainLine {
    std::string role;  // "Home", "Frontier (proposed)"
    std::string name;
};

struct RosterFindingData {
    std::string severity;  // "error", "warning", "note"
    std::string rule;      // the rule's short id
    std::string message;
    std::string ref;  // rulebook section
};

enum class RosterVerdict { Legal, Illegal, NotChecked };

struct RosterTotal {
    std::string label;
    std::string value;
};

// One army's expected results at its planned terrain (army analytics): "6.3 ± 2.5" per roll.
struct RosterExpectedRow {
    std::string army;
    std::string terrain;
    std::vector<std::string> values;  // one per RosterSheetData::expectedColumns
};

struct RosterSheetData {
    std::string rosterName;
    std::string player;
    std::string event;
    std::string edition;  // "v4.01d"
    std::string format;   // "open", "draft", ...
    int forceSize = 0;
    std::vector<RosterArmyData> armies;
    std::vector<RosterDieLine> summoningPool;
    std::vector<RosterTerrainLine> terrains;
    std::vector<RosterTotal> totals;
    RosterVerdict verdict = RosterVerdict::NotChecked;
    std::string verdictNote;  // e.g. why it was not checked
    std::vector<RosterFindingData> findings;
    std::string catalogRevision;
    // Expected results per army (empty: no table): the rolls' titles and a row per army.
    std::vector<std::string> expectedColumns;
    std::vector<RosterExpectedRow> expected;
};

}  // namespace muster::reports
