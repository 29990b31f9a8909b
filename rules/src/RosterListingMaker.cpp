#include "muster/rules/RosterListingMaker.h"

#include <fmt/core.h>

namespace muster::rules {

namespace {

std::string plural(int n, const char* word) {
    return fmt::format("{} {}{}", n, word, n == 1 ? "" : "s");
}

std::string totalsText(const ForceTotals& t) {
    std::string out = fmt::format("{} of {} points, {} of {} {}", t.points, t.allowedTotal, t.dragonsBrought,
                                  t.dragonsRequired, t.dragonsRequired == 1 ? "dragon" : "dragons");
    if (t.dragonkinHealth > 0)
        out += fmt::format(", {} Dragonkin health of {}", t.dragonkinHealth, t.dragonkinAllowance);
    if (t.minorTerrains > 0)
        out += fmt::format(", {} of {}", plural(t.minorTerrains, "minor terrain"), t.minorTerrainLimit);
    return out;
}

}  // namespace

domain::RosterListing makeRosterListing(const ArmyBuilderModel& model) {
    const domain::Roster& roster = model.roster();
    const ValidationReport& report = model.report();
    domain::RosterListing listing;
    for (const auto section : domain::kRosterSections) {
        auto& points = listing.entryPoints[static_cast<std::size_t>(section)];
        for (const auto& entry : roster.section(section)) {
            const bool costs =
                entry.die &&
                (model.catalog().die(*entry.die).isItem() ||
                 (model.catalog().die(*entry.die).isUnit() && !model.catalog().die(*entry.die).isDragonkin()));
            points.push_back(costs ? std::optional<int>(model.linePoints(entry)) : std::nullopt);
        }
    }
    listing.armyPoints = report.totals.armyPoints;
    listing.armyLimit = report.totals.armyLimit;
    listing.totals = totalsText(report.totals);
    listing.verdict = model.verdictText();
    listing.checkedAgainst = fmt::format("{}, event format {}", toString(report.edition),
                                         model.eventFormat() ? model.eventFormat()->name : std::string("open"));
    for (const auto& finding : report.findings) {
        listing.findings.push_back(
            fmt::format("{} ({}): {}", toString(finding.rule), toString(finding.severity), finding.message));
    }
    return listing;
}

}  // namespace muster::rules
