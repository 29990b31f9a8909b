#include "muster/services/PrintData.h"

#include <fmt/format.h>

#include <memory>
#include <optional>

#include "muster/domain/TextUtil.h"
#include "muster/reports/FaceLabels.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/analytics/ArmyAnalytics.h"
#include "muster/rules/tournament/CountsAsked.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/Scoring.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/services/RosterAnalytics.h"

namespace muster::services {

namespace {

reports::RosterDieLine dieLine(const domain::Catalog& catalog, const domain::RosterEntry& entry,
                               const RosterSheetContext& context) {
    reports::RosterDieLine line;
    line.count = entry.count;
    if (!entry.die) {
        line.name = entry.name;
        line.note = "not in the catalog";
        return line;
    }
    const domain::Die& die = catalog.die(*entry.die);
    line.name = die.name;
    line.faces = reports::faceLabels(catalog, die);
    // Medium equipment is priced by the pair, as the validator prices it. Dragonkin cost no points: they
    // count against the Dragonkin allowance by their health, which the note gives.
    if (die.isDragonkin()) {
        line.points = 0;
        line.note = std::to_string(die.health * entry.count) + " health";
    } else if (die.kind == domain::DieKind::Equipment && die.size == domain::DieSize::Medium) {
        line.points = rules::ForceValidator::mediumEquipmentPoints(entry.count);
    } else {
        line.points = die.basePoints() * entry.count;
    }
    if (context.missing) {
        if (const int missing = context.missing(*entry.die); missing > 0) {
            line.note += (line.note.empty() ? "" : ", ") + std::string("not owned: ") + std::to_string(missing);
        }
    }
    return line;
}

}  // namespace

reports::RosterSheetData rosterListData(const domain::Catalog& catalog, const domain::Roster& roster,
                                        const RosterSheetContext& context) {
    reports::RosterSheetData data;
    data.rosterName = roster.name;
    data.player = roster.player;
    data.edition = roster.edition;
    data.format = roster.eventFormat;
    data.forceSize = roster.forceSize;
    data.catalogRevision = catalog.revision();
    for (domain::RosterSection section :
         {domain::RosterSection::Home, domain::RosterSection::Horde, domain::RosterSection::Campaign}) {
        reports::RosterArmyData army;
        army.name = std::string(domain::displayName(section));
        for (const auto& entry : roster.section(section)) {
            const bool item = entry.die && catalog.die(*entry.die).isItem();
            auto line = dieLine(catalog, entry, context);
            army.points += line.points;
            (item ? army.items : army.units).push_back(std::move(line));
        }
        data.armies.push_back(std::move(army));
    }
    for (const auto& entry : roster.section(domain::RosterSection::SummoningPool)) {
        data.summoningPool.push_back(dieLine(catalog, entry, context));
    }
    auto terrain = [&catalog](const std::optional<domain::DieId>& id, const std::string& written) {
        return id ? catalog.die(*id).name
                  : (written.empty() ? std::string("(none)") : written + " (not in the catalog)");
    };
    data.terrains.push_back({"Home", terrain(roster.homeTerrainDie, roster.homeTerrain)});
    data.terrains.push_back({"Frontier (proposed)", terrain(roster.frontierTerrainDie, roster.frontierTerrain)});
    return data;
}

reports::RosterSheetData rosterSheetData(const domain::Catalog& catalog, const domain::Roster& roster,
                                         const RosterSheetContext& context) {
    reports::RosterSheetData data = rosterListData(catalog, roster, context);

    // Each army's expected results at its planned terrain (docs/analytics.md), armies with dice only.
    {
        using rules::analytics::RollKind;
        const rules::analytics::ArmyAnalyzer analyzer(catalog);
        data.expectedColumns = {"Maneuver", "Melee", "Missile", "Magic", "Saves"};
        for (const auto& r : analyzeRoster(analyzer, catalog, roster, {})) {
            if (r.analysis.dice == 0) continue;
            reports::RosterExpectedRow row;
            row.army = std::string(domain::displayName(r.army));
            // Without an opponent the horde's terrain (their home) is unknown: the frontier stands in.
            row.terrain = r.terrain.name + (r.army == domain::RosterSection::Horde ? " (frontier)" : "");
            for (RollKind k :
                 {RollKind::Maneuver, RollKind::Melee, RollKind::Missile, RollKind::Magic, RollKind::SaveVsMelee}) {
                const auto& d = r.analysis.find(k)->counted;
                row.values.push_back(fmt::format("{:.1f} \u00b1 {:.1f}", d.mean(), d.stddev()));
            }
            data.expected.push_back(std::move(row));
        }
        if (data.expected.empty()) data.expectedColumns.clear();
    }

    // The validator's verdict and totals (points per army from the validator).
    std::optional<rules::ValidationReport> own;
    const rules::ValidationReport* report = context.report;
    if (report == nullptr) {
        rules::ValidationOptions validation;
        std::unique_ptr<rules::EventFormat> format;
        std::string formatProblem;
        try {
            if (!roster.eventFormat.empty()) {
                const std::string name = context.rosterFile.empty() ? roster.eventFormat
                                                                    : rules::EventFormatLoader::resolveNextTo(
                                                                          roster.eventFormat, context.rosterFile);
                format = std::make_unique<rules::EventFormat>(rules::EventFormatLoader::load(name, catalog));
                validation.format = format.get();
            }
        } catch (const std::exception& e) {
            formatProblem = e.what();
            data.verdictNote = "format '" + domain::text::printable(roster.eventFormat) +
                               "' could not be read; its limits were not checked";
        }
        own = rules::ForceValidator(catalog).validate(roster, validation);
        if (!formatProblem.empty()) {
            own->findings.push_back(rules::EventFormatLoader::unreadableFinding(roster.eventFormat, formatProblem));
        }
        report = &*own;
    }
    data.verdict = report->legal() ? reports::RosterVerdict::Legal : reports::RosterVerdict::Illegal;
    for (std::size_t i = 0; i < data.armies.size() && i < report->totals.armyPoints.size(); ++i) {
        data.armies[i].points = report->totals.armyPoints[i];
    }
    for (const auto& f : report->findings) {
        data.findings.push_back(
            {std::string(rules::toString(f.severity)), std::string(rules::toString(f.rule)), f.message, f.ref});
    }
    const auto& t = report->totals;
    data.totals = {
        {"Points", std::to_string(t.points) + " / " + std::to_string(t.allowedTotal)},
        {"Largest army may hold", std::to_string(t.armyLimit)},
        {"Dragons", std::to_string(t.dragonsBrought) + " / " + std::to_string(t.dragonsRequired)},
        {"Dragonkin health", std::to_string(t.dragonkinHealth) + " / " + std::to_string(t.dragonkinAllowance)},
        {"Minor terrains", std::to_string(t.minorTerrains) + " / " + std::to_string(t.minorTerrainLimit)}};
    return data;
}

reports::PairingsData pairingsData(const rules::tournament::Event& event, const rules::tournament::Round& round) {
    using namespace rules::tournament;
    reports::PairingsData data;
    data.event = event.settings.name;
    data.round = round.number;
    data.date = event.settings.date;
    const ScoreSheet before(event, round.number - 1);
    const bool swiss = round.kind == RoundKind::Swiss;
    for (const auto& pairing : round.pairings) {
        reports::PairingRow row;
        row.table = pairing.table.value_or(0);
        row.playerA = event.player(pairing.a).name;
        if (swiss) row.scoreA = formatPoints(before.score(pairing.a));
        if (pairing.b) {
            row.playerB = event.player(*pairing.b).name;
            if (swiss) row.scoreB = formatPoints(before.score(*pairing.b));
        }
        data.pairings.push_back(std::move(row));
    }
    for (Outcome outcome : {Outcome::Capture, Outcome::Elimination, Outcome::Time, Outcome::Concession}) {
        data.winTypes.emplace_back(outcomeLabel(outcome));
    }
    data.askTerrains = asksTerrains(event.settings);
    data.askHealth = asksHealth(event.settings);
    return data;
}

std::string tiebreakerTitle(rules::tournament::Tiebreaker tiebreaker) {
    using rules::tournament::Tiebreaker;
    switch (tiebreaker) {
        case Tiebreaker::StrengthOfSchedule:
            return "SoS";
        case Tiebreaker::OpponentAverage:
            return "Opp. avg";
        case Tiebreaker::HeadToHead:
            return "H2H";
        case Tiebreaker::TerrainsCaptured:
            return "Terrains";
        case Tiebreaker::HealthKilled:
            return "Health";
    }
    return std::string(rules::tournament::tiebreakerName(tiebreaker));
}

reports::StandingsData standingsData(const rules::tournament::Event& event, int afterRound) {
    using namespace rules::tournament;
    reports::StandingsData data;
    data.event = event.settings.name;
    data.afterRound = afterRound == 0 ? Standings::defaultRound(event) : afterRound;
    data.final = Standings::isFinal(event, data.afterRound);
    data.title = Standings::title(event, data.afterRound);
    const auto& tiebreakers = event.settings.tiebreakers;
    for (auto tiebreaker : tiebreakers) data.tiebreakerNames.push_back(tiebreakerTitle(tiebreaker));
    bool marked = false;
    for (const auto& standing : Standings::compute(event, data.afterRound)) {
        reports::StandingRow row;
        row.rank = standing.rank;
        row.player = standing.name;
        row.wins = standing.wins + standing.byes;  // a bye counts as a win on the sheet
        row.draws = standing.draws;
        row.losses = standing.losses;
        row.byes = standing.byes;
        row.score = formatPoints(standing.score);
        row.dropped = standing.dropped;
        for (std::size_t k = 0; k < standing.tiebreaks.size() && k < tiebreakers.size(); ++k) {
            row.tiebreakers.push_back(formatTiebreak(standing, k, tiebreakers[k]));
            marked = marked || standing.unknownGames(tiebreakers[k]) > 0;
        }
        data.rows.push_back(std::move(row));
    }
    // How the sums count byes (docs/event-format.md): said on the sheet, for the players who read it.
    std::vector<std::string> sums;
    for (auto tiebreaker : tiebreakers) {
        if (tiebreaker == Tiebreaker::StrengthOfSchedule || tiebreaker == Tiebreaker::TerrainsCaptured ||
            tiebreaker == Tiebreaker::HealthKilled) {
            sums.push_back(tiebreakerTitle(tiebreaker));
        }
    }
    std::string scaled;
    for (std::size_t i = 0; i < sums.size(); ++i) {
        scaled += (i == 0 ? "" : i + 1 == sums.size() ? " and " : ", ") + sums[i];
    }
    if (!scaled.empty()) {
        data.notes.push_back(scaled + (sums.size() == 1 ? " is" : " are") +
                             " scaled for byes and missed rounds (sum \u00d7 rounds \u00f7 games played), so a bye "
                             "counts as the player's own average game.");
    }
    if (marked) data.notes.push_back(unknownMarkExplanation());
    return data;
}

RoundSheetsData roundSheetsData(const rules::tournament::Event& event, int round) {
    using namespace rules::tournament;
    if (round < 1 || round > static_cast<int>(event.rounds.size())) {
        throw EventError("the event \"" + event.settings.name + "\" has no round " + std::to_string(round));
    }
    const Round& r = event.rounds[static_cast<std::size_t>(round - 1)];
    RoundSheetsData data;
    data.pairings = pairingsData(event, r);
    int standingsRound = 0;
    for (const auto& earlier : event.rounds) {
        if (earlier.kind == RoundKind::Swiss && earlier.number < round) standingsRound = earlier.number;
    }
    if (standingsRound > 0) {
        data.standings = standingsData(event, standingsRound);
    } else {
        data.standings.event = event.settings.name;
        data.standings.afterRound = 0;
    }
    return data;
}

}  // namespace muster::services
