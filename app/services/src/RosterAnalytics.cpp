#include "muster/services/RosterAnalytics.h"

#include "muster/domain/TextUtil.h"

namespace muster::services {

using domain::RosterSection;

std::optional<AnalysisTerrain> parseAnalysisTerrain(const domain::Catalog& catalog, const std::string& text) {
    if (domain::text::toLower(domain::text::trim(text)) == "none") return AnalysisTerrain{"no terrain", {}};
    if (const auto id = catalog.findDie(text)) {
        const auto& die = catalog.die(*id);
        if (die.isMajorTerrain()) return AnalysisTerrain{die.name, die.elements};
    }
    if (const auto* type = catalog.findTerrainType(text)) return AnalysisTerrain{type->name, type->elements};
    domain::ElementSet elements;
    std::string word;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == '/' || text[i] == ',' || text[i] == '+') {
            const auto e = domain::parseElement(domain::text::trim(word));
            if (!e) return std::nullopt;
            elements.insert(*e);
            word.clear();
        } else {
            word += text[i];
        }
    }
    if (elements.empty()) return std::nullopt;
    return AnalysisTerrain{elements.toString(), elements};
}

std::string analysisTerrainProblem(const domain::Catalog& catalog, const std::string& text) {
    std::string message = "'" + domain::text::printable(text) +
                          "' is not a terrain (write a terrain die such as 'Coastland City', a terrain type such as "
                          "'Coastland', elements such as 'fire/water', or 'none')";
    std::vector<std::string> terrains;
    for (const auto& n : catalog.nearestDieNames(text, 3))
        if (const auto id = catalog.findDie(n); id && catalog.die(*id).isMajorTerrain()) terrains.push_back(n);
    if (!terrains.empty()) {
        message += "; did you mean";
        for (std::size_t i = 0; i < terrains.size(); ++i) message += (i == 0 ? " '" : ", '") + terrains[i] + "'";
        message += "?";
    }
    return message;
}

std::optional<RosterSection> parseAnalysisArmy(const std::string& word) {
    const std::string w = domain::text::toLower(domain::text::trim(word));
    if (w == "home") return RosterSection::Home;
    if (w == "horde") return RosterSection::Horde;
    if (w == "campaign") return RosterSection::Campaign;
    return std::nullopt;
}

RosterSection meetingArmy(RosterSection army) {
    if (army == RosterSection::Home) return RosterSection::Horde;
    if (army == RosterSection::Horde) return RosterSection::Home;
    return RosterSection::Campaign;
}

namespace {

AnalysisTerrain terrainOf(const domain::Catalog& catalog, const std::optional<domain::DieId>& id,
                          const std::string& written) {
    if (id) return {catalog.die(*id).name, catalog.die(*id).elements};
    return {written.empty() ? "no terrain" : written, {}};
}

}  // namespace

std::vector<ArmyReport> analyzeRoster(const rules::analytics::ArmyAnalyzer& analyzer, const domain::Catalog& catalog,
                                      const domain::Roster& roster, const RosterAnalysisRequest& request) {
    using rules::analytics::ArmyAnalyzer;
    std::vector<ArmyReport> out;
    for (RosterSection army : request.armies) {
        ArmyReport r;
        r.army = army;
        if (request.terrain) {
            r.terrain = *request.terrain;
            r.terrainFrom = "chosen";
        } else if (army == RosterSection::Home) {
            r.terrain = terrainOf(catalog, roster.homeTerrainDie, roster.homeTerrain);
            r.terrainFrom = "home terrain";
        } else if (army == RosterSection::Horde && request.opponent != nullptr) {
            r.terrain = terrainOf(catalog, request.opponent->homeTerrainDie, request.opponent->homeTerrain);
            r.terrainFrom = "the opponent's home terrain";
        } else {
            r.terrain = terrainOf(catalog, roster.frontierTerrainDie, roster.frontierTerrain);
            r.terrainFrom = army == RosterSection::Horde
                                ? "frontier terrain; the horde's place is the opponent's home"
                                : "frontier terrain";
        }
        const rules::analytics::AnalysisOptions ours{r.terrain.elements, request.eighthFace};
        const auto dice = ArmyAnalyzer::armyDice(roster, army);
        r.analysis = analyzer.analyze(dice, ours);
        if (request.opponent != nullptr) {
            r.opponentArmy = request.opponentArmy ? *request.opponentArmy : meetingArmy(army);
            const auto theirDice = ArmyAnalyzer::armyDice(*request.opponent, r.opponentArmy);
            // Both roll at our army's terrain; only our army is assumed to control it.
            const rules::analytics::AnalysisOptions theirs{r.terrain.elements, false};
            r.against = analyzer.matchup(dice, ours, theirDice, theirs);
            for (auto d : theirDice) {
                const auto& die = catalog.die(d);
                if ((die.isUnit() || die.isItem()) && !die.facesUnknown && !die.faces.empty()) {
                    ++r.opponentDice;
                    if (die.isUnit()) r.opponentHealth += die.health;
                }
            }
        }
        out.push_back(std::move(r));
    }
    return out;
}

}  // namespace muster::services
