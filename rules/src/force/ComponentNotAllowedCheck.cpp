#include "ComponentNotAllowedCheck.h"

#include <fmt/core.h>

namespace muster::rules {

namespace {

// The components the 1996 game does not have.
constexpr std::array kNotInTsr1996{Component::Dragonkin,     Component::DragonkinChampions, Component::Equipment,
                                   Component::Artifacts,     Component::Medallions,         Component::Relics,
                                   Component::MinorTerrains, Component::AdvancedTerrains,   Component::WhiteDragons};

bool editionAllows(Edition edition, Component component) {
    if (edition != Edition::Tsr1996) return true;
    for (const Component left : kNotInTsr1996) {
        if (left == component) return false;
    }
    return true;
}

}  // namespace

void ComponentNotAllowedCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const std::uint16_t seen = context.tally().componentSeen;
    if (seen == 0) return;
    const domain::Roster& roster = context.roster();
    const EventFormat* format = context.format();
    for (std::size_t c = 0; c < kComponentCount; ++c) {
        if ((seen & (1U << c)) == 0) continue;
        const auto component = static_cast<Component>(c);
        const bool byEdition = !editionAllows(context.edition(), component);
        const bool byFormat = format != nullptr && !format->allows(component);
        if (!byEdition && !byFormat) continue;
        std::vector<std::string> dice;
        auto matches = [&](const std::optional<domain::DieId>& id) {
            const DieFacts* f = context.facts(id);
            return f != nullptr &&
                   (f->component == static_cast<std::int8_t>(c) ||
                    (component == Component::DragonkinChampions && f->has(DieFacts::kDragonkinChampion)));
        };
        for (const auto& entries : roster.sections) {
            for (const auto& e : entries) {
                if (matches(e.die)) ForceContext::addUnique(dice, context.dieName(*e.die));
            }
        }
        for (const auto& die : {roster.homeTerrainDie, roster.frontierTerrainDie}) {
            if (matches(die)) ForceContext::addUnique(dice, context.dieName(*die));
        }
        std::string message = byEdition
                                  ? fmt::format("The {} edition has no {}; take them out of the roster.",
                                                toString(context.edition()), displayName(component))
                                  : fmt::format("The event format '{}' leaves out {}; take them out of the roster.",
                                                format->name, displayName(component));
        std::string ref = byEdition ? std::string(context.refs().components)
                                    : (format != nullptr ? "event format '" + format->name + "'" : std::string());
        findings.push_back(Finding{Severity::Error, RuleId::ComponentNotAllowed, std::move(message), std::move(ref),
                                   std::nullopt, std::move(dice)});
    }
}

}  // namespace muster::rules
