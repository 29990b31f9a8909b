// muster-cli print roster FILE -o OUT.pdf [--paper a4|letter]
// muster-cli print cards [--species NAME...] -o OUT.pdf [--paper a4|letter]
// Converts the domain/validator results into the reports layer's plain structs and writes the PDF.
// muster-cli print pairings|slips|standings EVENT -o OUT.pdf [--paper a4|letter] [--round N]
//   EVENT is an event file (muster-event JSON) or an event in the database (id or name).
#include <fmt/core.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "CliContext.h"
#include "CliDatabase.h"
#include "EventStore.h"
#include "TournamentOutput.h"
#include "muster/db/EventRepository.h"
#include "muster/reports/TournamentSheets.h"
#include "muster/rules/tournament/Scoring.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/domain/RosterIO.h"
#include "muster/reports/PdfError.h"
#include "muster/reports/RosterSheet.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/reports/SpeciesCards.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"

namespace muster::cli {

namespace {

struct PrintOptions {
    std::string file;
    std::string output;
    std::string paper = "a4";
    std::vector<std::string> species;
    int round = 0;  // 0: the latest round
};

reports::ReportOptions reportOptions(const PrintOptions& options) {
    reports::ReportOptions out;
    const auto paper = reports::parsePaper(options.paper);
    if (!paper) throw CliError("unknown paper '" + options.paper + "' (use a4 or letter)", kBadInput);
    out.paper = *paper;
    return out;
}

void save(const reports::RenderedPdf& pdf, const std::string& output) {
    try {
        pdf.save(output);
    } catch (const reports::PdfError& e) {
        throw CliError(e.what(), kBadInput);
    }
    std::cout << "wrote " << output << " (" << pdf.pageCount << (pdf.pageCount == 1 ? " page)" : " pages)") << '\n';
}

reports::RosterDieLine dieLine(const domain::Catalog& catalog, const domain::RosterEntry& entry) {
    reports::RosterDieLine line;
    line.count = entry.count;
    if (entry.die) {
        const domain::Die& die = catalog.die(*entry.die);
        line.name = die.name;
        line.points = die.basePoints() * entry.count;
    } else {
        line.name = entry.name;
        line.note = "not in the catalog";
    }
    return line;
}

reports::RosterSheetData rosterSheetData(const domain::Catalog& catalog, const domain::Roster& roster) {
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
            auto line = dieLine(catalog, entry);
            army.points += line.points;
            (item ? army.items : army.units).push_back(std::move(line));
        }
        data.armies.push_back(std::move(army));
    }
    for (const auto& entry : roster.section(domain::RosterSection::SummoningPool)) {
        data.summoningPool.push_back(dieLine(catalog, entry));
    }
    auto terrain = [&catalog](const std::optional<domain::DieId>& id, const std::string& written) {
        return id ? catalog.die(*id).name : (written.empty() ? std::string("(none)") : written + " (not in the catalog)");
    };
    data.terrains.push_back({"Home", terrain(roster.homeTerrainDie, roster.homeTerrain)});
    data.terrains.push_back({"Frontier (proposed)", terrain(roster.frontierTerrainDie, roster.frontierTerrain)});

    // The validator's verdict and totals (points per army from the validator: it prices medium equipment by
    // the pair).
    rules::ValidationOptions validation;
    std::unique_ptr<rules::EventFormat> format;
    std::string formatNote;
    try {
        if (!roster.eventFormat.empty()) {
            format = std::make_unique<rules::EventFormat>(rules::EventFormatLoader::load(roster.eventFormat));
            validation.format = format.get();
        }
    } catch (const std::exception& e) {
        formatNote = "format '" + roster.eventFormat + "' not found; checked as open";
    }
    const rules::ForceValidator validator(catalog);
    const rules::ValidationReport report = validator.validate(roster, validation);
    data.verdict = report.legal() ? reports::RosterVerdict::Legal : reports::RosterVerdict::Illegal;
    data.verdictNote = formatNote;
    for (std::size_t i = 0; i < data.armies.size() && i < report.totals.armyPoints.size(); ++i) {
        data.armies[i].points = report.totals.armyPoints[i];
    }
    for (const auto& f : report.findings) {
        data.findings.push_back(
            {std::string(rules::toString(f.severity)), std::string(rules::toString(f.rule)), f.message, f.ref});
    }
    const auto& t = report.totals;
    data.totals = {{"Points", std::to_string(t.points) + " / " + std::to_string(t.allowedTotal)},
                   {"Largest army may hold", std::to_string(t.armyLimit)},
                   {"Dragons", std::to_string(t.dragonsBrought) + " / " + std::to_string(t.dragonsRequired)},
                   {"Dragonkin health", std::to_string(t.dragonkinHealth) + " / " + std::to_string(t.dragonkinAllowance)},
                   {"Minor terrains", std::to_string(t.minorTerrains) + " / " + std::to_string(t.minorTerrainLimit)}};
    return data;
}

void printRoster(CliContext& context, const PrintOptions& options) {
    const auto report = reportOptions(options);
    domain::Roster roster;
    try {
        roster = domain::RosterIO::readFile(options.file, context.catalog());
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
    save(reports::RosterSheet::render(rosterSheetData(context.catalog(), roster), report), options.output);
}

void printCards(CliContext& context, const PrintOptions& options) {
    const auto report = reportOptions(options);
    std::vector<reports::SpeciesCardData> sheets;
    try {
        if (options.species.empty()) {
            sheets = reports::SpeciesCardBuilder::buildAll(context.catalog());
        } else {
            for (const auto& name : options.species) {
                sheets.push_back(reports::SpeciesCardBuilder::build(context.catalog(), name));
            }
        }
    } catch (const std::invalid_argument& e) {
        throw CliError(e.what(), kBadInput);
    }
    save(reports::SpeciesCards::render(sheets, report), options.output);
}

// An event file when EVENT names one, otherwise an event in the database.
rules::tournament::Event loadEvent(CliContext& context, const std::string& eventRef) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(eventRef, ec)) return readEventFile(eventRef);
    rules::tournament::Event event;
    withDatabase(context, [&](db::Database& database) {
        db::EventRepository repository(database);
        EventStore store(repository);
        event = store.load(store.find(eventRef)).event;
    });
    return event;
}

const rules::tournament::Round& chosenRound(const rules::tournament::Event& event, int round) {
    if (event.rounds.empty()) throw CliError("the event '" + event.settings.name + "' has no rounds paired yet");
    if (round == 0) return event.rounds.back();
    for (const auto& r : event.rounds) {
        if (r.number == round) return r;
    }
    throw CliError("the event '" + event.settings.name + "' has no round " + std::to_string(round));
}

reports::PairingsData pairingsData(const rules::tournament::Event& event, const rules::tournament::Round& round) {
    reports::PairingsData data;
    data.event = event.settings.name;
    data.round = round.number;
    data.date = event.settings.date;
    for (const auto& pairing : round.pairings) {
        reports::PairingRow row;
        row.table = pairing.table.value_or(0);
        row.playerA = event.player(pairing.a).name;
        if (pairing.b) row.playerB = event.player(*pairing.b).name;
        for (const auto& flag : pairing.flags) row.note += (row.note.empty() ? "" : ", ") + flag;
        data.pairings.push_back(std::move(row));
    }
    return data;
}

// A short column title for the wall sheet.
std::string tiebreakerTitle(rules::tournament::Tiebreaker tiebreaker) {
    using rules::tournament::Tiebreaker;
    switch (tiebreaker) {
        case Tiebreaker::StrengthOfSchedule: return "SoS";
        case Tiebreaker::OpponentAverage: return "Opp. avg";
        case Tiebreaker::HeadToHead: return "H2H";
        case Tiebreaker::TerrainsCaptured: return "Terrains";
        case Tiebreaker::HealthKilled: return "Health";
    }
    return std::string(rules::tournament::tiebreakerName(tiebreaker));
}

reports::StandingsData standingsData(const rules::tournament::Event& event, int afterRound) {
    reports::StandingsData data;
    data.event = event.settings.name;
    data.afterRound = afterRound == 0 ? static_cast<int>(event.rounds.size()) : afterRound;
    data.final = event.settings.swissRounds > 0 && data.afterRound >= event.settings.swissRounds;
    for (auto tiebreaker : event.settings.tiebreakers) data.tiebreakerNames.push_back(tiebreakerTitle(tiebreaker));
    for (const auto& standing : rules::tournament::Standings::compute(event, afterRound == 0 ? -1 : afterRound)) {
        reports::StandingRow row;
        row.rank = standing.rank;
        row.player = standing.name;
        row.wins = standing.wins;
        row.draws = standing.draws;
        row.losses = standing.losses;
        row.score = rules::tournament::formatPoints(standing.score);
        row.dropped = standing.dropped;
        for (double value : standing.tiebreaks) row.tiebreakers.push_back(fmt::format("{:g}", value));
        data.rows.push_back(std::move(row));
    }
    return data;
}

enum class EventSheet { Pairings, Slips, Standings };

void printEventSheet(CliContext& context, const PrintOptions& options, EventSheet sheet) {
    const auto report = reportOptions(options);
    const rules::tournament::Event event = loadEvent(context, options.file);
    switch (sheet) {
        case EventSheet::Pairings:
            save(reports::TournamentSheets::pairings(pairingsData(event, chosenRound(event, options.round)), report),
                 options.output);
            break;
        case EventSheet::Slips:
            save(reports::TournamentSheets::resultSlips(pairingsData(event, chosenRound(event, options.round)), report),
                 options.output);
            break;
        case EventSheet::Standings:
            save(reports::TournamentSheets::standings(standingsData(event, options.round), report), options.output);
            break;
    }
}

}  // namespace

void registerPrintCommands(CLI::App& app, CliContext& context) {
    auto* print = app.add_subcommand("print", "print rosters and reference cards as PDF");
    print->fallthrough();
    print->require_subcommand(1);

    auto rosterOptions = std::make_shared<PrintOptions>();
    auto* roster = print->add_subcommand("roster", "a roster sheet to hand in (validated, with signature lines)");
    roster->fallthrough();
    roster->add_option("file", rosterOptions->file, "the roster file (JSON or text)")->required();
    roster->add_option("-o,--output", rosterOptions->output, "the PDF to write")->required();
    roster->add_option("--paper", rosterOptions->paper, "a4 or letter (default a4)");
    roster->callback([&context, rosterOptions] { printRoster(context, *rosterOptions); });

    auto cardOptions = std::make_shared<PrintOptions>();
    auto* cards = print->add_subcommand("cards", "species reference cards (all, or the named sheets)");
    cards->fallthrough();
    cards->add_option("--species", cardOptions->species,
                      "a species, Items, Dragons or Terrains (repeatable; default: every sheet)");
    cards->add_option("-o,--output", cardOptions->output, "the PDF to write")->required();
    cards->add_option("--paper", cardOptions->paper, "a4 or letter (default a4)");
    cards->callback([&context, cardOptions] { printCards(context, *cardOptions); });

    const std::pair<const char*, EventSheet> eventSheets[] = {
        {"pairings", EventSheet::Pairings}, {"slips", EventSheet::Slips}, {"standings", EventSheet::Standings}};
    for (const auto& [name, sheet] : eventSheets) {
        auto options = std::make_shared<PrintOptions>();
        const char* what = sheet == EventSheet::Pairings ? "a round's pairings by table and by name, for the wall"
                           : sheet == EventSheet::Slips  ? "result slips to cut out, one per table"
                                                         : "standings with tiebreakers";
        auto* command = print->add_subcommand(name, what);
        command->fallthrough();
        command->add_option("event", options->file, "an event file, or an event in the database (id or name)")
            ->required();
        command->add_option("-o,--output", options->output, "the PDF to write")->required();
        command->add_option("--paper", options->paper, "a4 or letter (default a4)");
        command->add_option("--round", options->round,
                            sheet == EventSheet::Standings ? "standings after this round (default: the latest)"
                                                           : "this round (default: the latest)");
        command->callback([&context, options, sheet = sheet] { printEventSheet(context, *options, sheet); });
    }
}

}  // namespace muster::cli
