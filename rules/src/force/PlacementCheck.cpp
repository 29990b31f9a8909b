#include "PlacementCheck.h"

#include <fmt/core.h>

namespace muster::rules {

using domain::DieKind;
using domain::RosterSection;

namespace {
constexpr const char* kRefDragonkinPool = "V4.01d p. 54 (Dragonkin start in the Summoning Pool)";
constexpr const char* kRefMinorPool = "V4.01d p. 57 (Minor Terrains start in the Summoning Pool)";
}  // namespace

void PlacementCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    if (!context.tally().misplaced) return;
    const domain::Roster& roster = context.roster();
    for (std::size_t s = 0; s < roster.sections.size(); ++s) {
        const bool pool = s == static_cast<std::size_t>(RosterSection::SummoningPool);
        std::vector<std::string> dice;
        bool dragonkin = false;
        bool minor = false;
        for (const auto& e : roster.sections[s]) {
            const DieFacts* facts = context.facts(e.die);
            if (facts == nullptr) continue;
            const DieFacts& f = *facts;
            if (f.kind == DieKind::Terrain) continue;
            const bool poolDie =
                f.kind == DieKind::Dragon || f.kind == DieKind::MinorTerrain || f.has(DieFacts::kDragonkin);
            if (poolDie != pool) {
                ForceContext::addUnique(dice, context.dieName(*e.die));
                dragonkin |= f.has(DieFacts::kDragonkin);
                minor |= f.kind == DieKind::MinorTerrain;
            }
        }
        if (dice.empty()) continue;
        const auto section = static_cast<RosterSection>(s);
        if (pool) {
            findings.push_back(Finding{
                Severity::Error, RuleId::Placement,
                "Only dragons, Dragonkin and minor terrains start in the Summoning Pool; put these units and items in "
                "an army.",
                context.refs().placement, section, std::move(dice)});
        } else {
            findings.push_back(
                Finding{Severity::Error, RuleId::Placement,
                        fmt::format("Dragons, Dragonkin and minor terrains start in the Summoning Pool, not in the {}.",
                                    ForceContext::armyWord(section)),
                        dragonkin ? kRefDragonkinPool : (minor ? kRefMinorPool : context.refs().placement), section,
                        std::move(dice)});
        }
    }
}

}  // namespace muster::rules
