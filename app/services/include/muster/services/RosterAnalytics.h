#pragma once
// A roster's armies analysed where they plan to roll (rules/analytics): the home army at the home terrain, the
// campaign army at the frontier, the horde at the opponent's home terrain (the frontier without an opponent),
// and, against an opponent's roster, the army that meets each one there. Shared by `muster-cli analyze` and the
// desktop app's army builder, so both say the same (docs/analytics.md).
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/rules/analytics/ArmyAnalytics.h"

namespace muster::services {

// Where an army rolls: a name for people and the elements that matter.
struct AnalysisTerrain {
    std::string name;
    domain::ElementSet elements;
};

// A terrain as written: a terrain die ("Coastland City"), a terrain type ("Coastland"), elements ("fire/water",
// colour words too) or "none". Nullopt when it is none of these.
std::optional<AnalysisTerrain> parseAnalysisTerrain(const domain::Catalog& catalog, const std::string& text);
// The message for a terrain that parseAnalysisTerrain refused: what may be written, and the nearest terrain dice.
std::string analysisTerrainProblem(const domain::Catalog& catalog, const std::string& text);

// "home", "horde", "campaign" (any case).
std::optional<domain::RosterSection> parseAnalysisArmy(const std::string& word);

// The opponent's army that meets `army` at its terrain: at our home their horde, at their home their home army,
// at the frontier their campaign army.
domain::RosterSection meetingArmy(domain::RosterSection army);

struct ArmyReport {
    domain::RosterSection army = domain::RosterSection::Home;
    AnalysisTerrain terrain;
    std::string terrainFrom;  // "home terrain", "frontier terrain", "the opponent's home terrain", "chosen"
    rules::analytics::ArmyAnalysis analysis;
    // Against the opponent (when one was given).
    std::optional<rules::analytics::Matchup> against;
    domain::RosterSection opponentArmy = domain::RosterSection::Home;
    int opponentDice = 0;
    int opponentHealth = 0;
};

struct RosterAnalysisRequest {
    std::vector<domain::RosterSection> armies = {domain::RosterSection::Home, domain::RosterSection::Horde,
                                                 domain::RosterSection::Campaign};
    std::optional<AnalysisTerrain> terrain;  // every army at this terrain (default: each army's planned one)
    bool eighthFace = false;                 // our armies control their terrain
    const domain::Roster* opponent = nullptr;
    std::optional<domain::RosterSection> opponentArmy;  // default: the army that meets ours
};

std::vector<ArmyReport> analyzeRoster(const rules::analytics::ArmyAnalyzer& analyzer, const domain::Catalog& catalog,
                                      const domain::Roster& roster, const RosterAnalysisRequest& request);

}  // namespace muster::services
