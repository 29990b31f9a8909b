#include "MinorTerrainLimitCheck.h"

#include <fmt/core.h>

namespace muster::rules {

namespace {
constexpr const char* kRefMinorTerrain = "V4.01d p. 57 (Minor Terrains: terrains in the game plus one)";
}  // namespace

void MinorTerrainLimitCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const ForceTotals& t = context.totals();
    if (context.tsr() || t.minorTerrains <= t.minorTerrainLimit) return;
    findings.push_back(Finding{
        Severity::Error, RuleId::MinorTerrainLimit,
        fmt::format("The roster brings {} minor terrains; a {}-player game allows at most {} (terrains in the game "
                    "plus one).",
                    t.minorTerrains, context.players(), t.minorTerrainLimit),
        kRefMinorTerrain, domain::RosterSection::SummoningPool,
        context.diceWhere([](const DieFacts& f) { return f.kind == domain::DieKind::MinorTerrain; })});
}

}  // namespace muster::rules
