#include "AdvancedTerrainHomeCheck.h"

#include <fmt/core.h>

namespace muster::rules {

namespace {
constexpr const char* kRefAdvancedTerrain = "V4.01d p. 56 (Advanced Terrains: frontier only)";
}  // namespace

void AdvancedTerrainHomeCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const auto& home = context.roster().homeTerrainDie;
    const DieFacts* facts = context.facts(home);
    if (facts == nullptr || !facts->has(DieFacts::kAdvanced)) return;
    findings.push_back(
        Finding{Severity::Error,
                RuleId::AdvancedTerrainHome,
                fmt::format("{} is an advanced terrain; it may only be the proposed frontier, never the home terrain.",
                            context.dieName(*home)),
                kRefAdvancedTerrain,
                std::nullopt,
                {context.dieName(*home)}});
}

}  // namespace muster::rules
