#include "UnknownDieCheck.h"

#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"

namespace muster::rules {

using domain::RosterEntry;
using domain::RosterSection;

namespace {

constexpr const char* kRefUnknown = "V4.01d p. 68 (Species Reference Sheets) and the Muster catalog";
// Unknown names of one roster that get "did you mean" suggestions; the rest are reported without.
constexpr std::size_t kSuggestedNames = 10;

std::string severalDiceMessage(const RosterEntry& entry, const domain::DieNameMatch& read,
                               const domain::Catalog& catalog) {
    std::string message = "'" + domain::text::printable(entry.name) + "'";
    if (entry.line > 0) message += " (line " + std::to_string(entry.line) + ")";
    message += " could be any of " + std::to_string(read.candidates.size()) + " dice: ";
    for (std::size_t i = 0; i < read.candidates.size(); ++i) {
        message += (i == 0 ? "" : ", ") + catalog.die(read.candidates[i]).name;
    }
    return message + "; write the one you mean";
}

}  // namespace

void UnknownDieCheck::run(const ForceContext& context, std::vector<Finding>& findings) const {
    const domain::Roster& roster = context.roster();
    const domain::Catalog& catalog = context.catalog();
    if (context.tally().unknown) {
        // "Did you mean" costs a pass over the catalog per name: only the first few unknown names of a roster
        // get suggestions, so that a file of thousands of junk names is still checked at once.
        std::size_t suggested = 0;
        const domain::SpeciesSeen seen = domain::RosterIO::speciesSeen(roster, catalog);
        for (std::size_t s = 0; s < roster.sections.size(); ++s) {
            for (const RosterEntry& entry : roster.sections[s]) {
                if (context.facts(entry.die) != nullptr) continue;
                // A name several dice fit ("Dragontroop"): those dice, not the nearest names.
                const auto read = catalog.matchDieName(entry.name, seen);
                if (read.how == domain::DieNameMatch::How::Several) {
                    findings.push_back(Finding{Severity::Error,
                                               RuleId::UnknownDie,
                                               severalDiceMessage(entry, read, catalog),
                                               kRefUnknown,
                                               static_cast<RosterSection>(s),
                                               {entry.name}});
                    continue;
                }
                const auto nearest =
                    suggested++ < kSuggestedNames ? catalog.nearestDieNames(entry.name, 3) : std::vector<std::string>{};
                std::string message = "'" + domain::text::printable(entry.name) + "' is not a die Muster knows";
                if (entry.line > 0) message += " (line " + std::to_string(entry.line) + ")";
                if (!nearest.empty()) {
                    message += "; did you mean ";
                    for (std::size_t i = 0; i < nearest.size(); ++i) {
                        message += (i == 0 ? "'" : (i + 1 == nearest.size() ? " or '" : ", '")) + nearest[i] + "'";
                    }
                    message += "?";
                } else {
                    message += ".";
                }
                findings.push_back(Finding{Severity::Error,
                                           RuleId::UnknownDie,
                                           std::move(message),
                                           kRefUnknown,
                                           static_cast<RosterSection>(s),
                                           {entry.name}});
            }
        }
    }
    for (const auto* terrain : {&roster.homeTerrain, &roster.frontierTerrain}) {
        const bool isHome = terrain == &roster.homeTerrain;
        const auto& die = isHome ? roster.homeTerrainDie : roster.frontierTerrainDie;
        if (!terrain->empty() && !die) {
            const auto nearest = catalog.nearestDieNames(*terrain, 3);
            std::string message = std::string("The ") + (isHome ? "home" : "frontier") + " terrain '" +
                                  domain::text::printable(*terrain) + "' is not a die Muster knows";
            if (!nearest.empty()) message += "; did you mean '" + nearest.front() + "'?";
            findings.push_back(Finding{
                Severity::Error, RuleId::UnknownDie, std::move(message), kRefUnknown, std::nullopt, {*terrain}});
        }
    }
}

}  // namespace muster::rules
