#include "TerrainsCheck.h"

#include <fmt/core.h>

namespace muster::rules {

using domain::DieKind;

void TerrainsCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const domain::Roster& roster = context.roster();
    const char* ref = context.refs().terrains;
    auto checkTerrain = [&](const std::string& written, const std::optional<domain::DieId>& die, const char* role) {
        if (written.empty()) {
            findings.push_back(Finding{
                Severity::Error,
                RuleId::Terrains,
                fmt::format("The roster names no {} terrain; each player brings one Home and one proposed Frontier "
                            "terrain.",
                            role),
                ref,
                std::nullopt,
                {}});
            return;
        }
        const DieFacts* facts = context.facts(die);
        if (facts != nullptr && facts->kind != DieKind::Terrain) {
            findings.push_back(
                Finding{Severity::Error,
                        RuleId::Terrains,
                        fmt::format("The {} terrain '{}' is not a major terrain die.", role, context.dieName(*die)),
                        ref,
                        std::nullopt,
                        {context.dieName(*die)}});
        }
    };
    checkTerrain(roster.homeTerrain, roster.homeTerrainDie, "home");
    checkTerrain(roster.frontierTerrain, roster.frontierTerrainDie, "frontier");
    if (context.tally().terrainInSection) {
        findings.push_back(Finding{
            Severity::Error, RuleId::Terrains,
            "Terrain dice do not belong in an army or the Summoning Pool; name exactly one home terrain and one "
            "frontier terrain in the header.",
            ref, std::nullopt, context.diceWhere([](const DieFacts& f) { return f.kind == DieKind::Terrain; })});
    }
}

}  // namespace muster::rules
