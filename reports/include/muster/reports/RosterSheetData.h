#pragma once
// Plain input of a roster sheet. The caller (CLI, GUI) fills it from a Roster and the validator's result;
// the reports layer never sees either, so it does not depend on how they are computed.
#include <string>
#include <vector>

namespace muster::reports {

// "2 × Dwarves Footman, 2 pts"; `note` flags problems such as "not in the catalog".
struct RosterDieLine {
    std::string name;
    int count = 1;
    int points = 0;  // for the whole line
    std::string note;
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
};

}  // namespace muster::reports
