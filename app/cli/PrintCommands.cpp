// muster-cli print roster FILE -o OUT.pdf [--paper a4|letter]
// muster-cli print cards [--species NAME...] [--roster FILE [--only-roster-dice]] -o OUT.pdf [--paper a4|letter]
// The reports layer's plain structs come from services/PrintData.h (shared with the desktop app).
// muster-cli print pairings|slips|standings EVENT -o OUT.pdf [--paper a4|letter] [--round N]
//   EVENT is an event file (muster-event JSON) or an event in the database (id or name).
#include <fmt/core.h>

#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "CliContext.h"
#include "CliDatabase.h"
#include "TournamentOutput.h"
#include "muster/db/EventRepository.h"
#include "muster/domain/RosterIO.h"
#include "muster/reports/PdfError.h"
#include "muster/reports/RosterSheet.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/reports/SpeciesCards.h"
#include "muster/reports/TournamentSheets.h"
#include "muster/services/EventStore.h"
#include "muster/services/PlayerReports.h"
#include "muster/services/PrintData.h"
#include "muster/services/RosterDocument.h"

namespace muster::cli {

namespace {

struct PrintOptions {
    std::string file;
    std::string roster;  // print cards --roster: the cards that roster needs
    bool onlyRosterDice = false;  // --only-roster-dice: the species sheets list only the roster's dice
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

// The PDF is complete in memory before anything is written: a failed render or write leaves no file behind.
void save(const reports::RenderedPdf& pdf, const std::string& output) {
    writeOutput(output, pdf.bytes);
    for (const auto& warning : pdf.warnings) std::cerr << "muster-cli: warning: " << output << ": " << warning << '\n';
    // With "-o -" the PDF itself is on stdout; the note goes to stderr.
    (output == "-" ? std::cerr : std::cout)
        << "wrote " << output << " (" << pdf.pageCount << (pdf.pageCount == 1 ? " page)" : " pages)") << '\n';
}

// A roster as the desktop app opens it (services::RosterDocument): the same sheet and the same cards.
services::RosterDocument openRoster(CliContext& context, const rules::ForceValidator& validator,
                                    const std::string& file) {
    services::RosterDocument document(context.catalog(), validator);
    try {
        document.open(file);
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
    return document;
}

void printRoster(CliContext& context, const PrintOptions& options) {
    const auto report = reportOptions(options);
    const rules::ForceValidator validator(context.catalog());
    const auto document = openRoster(context, validator, options.file);
    save(reports::RosterSheet::render(document.sheetData(), report), options.output);
}

void printCards(CliContext& context, const PrintOptions& options) {
    const auto report = reportOptions(options);
    std::vector<reports::SpeciesCardData> sheets;
    if (options.onlyRosterDice && options.roster.empty()) {
        throw CliError("--only-roster-dice goes with --roster (the dice of which roster?)", kBadInput);
    }
    if (!options.roster.empty()) {
        if (!options.species.empty()) throw CliError("give either --roster or --species, not both", kBadInput);
        const rules::ForceValidator validator(context.catalog());
        const auto document = openRoster(context, validator, options.roster);
        sheets = document.cards(options.onlyRosterDice);
        if (sheets.empty()) throw CliError(options.roster + ": the roster has no dice, so it needs no cards", kBadInput);
        save(reports::SpeciesCards::render(sheets, report), options.output);
        return;
    }
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

// An event file when EVENT names one, otherwise an event in the database (then with its id).
struct LoadedEvent {
    rules::tournament::Event event;
    std::optional<db::RowId> id;
};
LoadedEvent loadEvent(CliContext& context, const std::string& eventRef) {
    std::error_code ec;
    if (std::filesystem::is_regular_file(eventRef, ec)) return {readEventFile(eventRef), std::nullopt};
    LoadedEvent loaded;
    withDatabase(context, [&](db::Database& database) {
        db::EventRepository repository(database);
        services::EventStore store(repository);
        try {
            loaded.id = store.find(eventRef);
            loaded.event = store.load(*loaded.id).event;
        } catch (const services::EventStoreError& e) {
            throw CliError(std::string(e.what()) + " (and no event file by that name)", kBadInput);
        }
    });
    return loaded;
}

// A round's pairings data; for an event in the database with the event pages' address (a QR code) and,
// when players report results, each player's code on the slips.
reports::PairingsData sheetData(CliContext& context, const LoadedEvent& loaded, const rules::tournament::Round& round) {
    reports::PairingsData data = services::pairingsData(loaded.event, round);
    if (loaded.id) {
        withDatabase(context, [&](db::Database& database) {
            services::PlayerReports(database).addToSheets(*loaded.id, loaded.event, round, data);
        });
    }
    return data;
}

const rules::tournament::Round& chosenRound(const rules::tournament::Event& event, int round) {
    if (event.rounds.empty())
        throw CliError("the event '" + event.settings.name + "' has no rounds paired yet");
    if (round == 0) return event.rounds.back();
    for (const auto& r : event.rounds) {
        if (r.number == round) return r;
    }
    throw CliError("the event '" + event.settings.name + "' has no round " + std::to_string(round));
}

enum class EventSheet { Pairings, Slips, Standings };

void printEventSheet(CliContext& context, const PrintOptions& options, EventSheet sheet) {
    const auto report = reportOptions(options);
    const LoadedEvent loaded = loadEvent(context, options.file);
    const rules::tournament::Event& event = loaded.event;
    switch (sheet) {
        case EventSheet::Pairings:
            save(reports::TournamentSheets::pairings(sheetData(context, loaded, chosenRound(event, options.round)),
                                                     report),
                 options.output);
            break;
        case EventSheet::Slips:
            save(reports::TournamentSheets::resultSlips(sheetData(context, loaded, chosenRound(event, options.round)),
                                                        report),
                 options.output);
            break;
        case EventSheet::Standings:
            // --round N: after Swiss round N (1..the rounds paired); default: the last complete round.
            save(reports::TournamentSheets::standings(
                     services::standingsData(event, standingsRound(event, options.round == 0 ? -1 : options.round,
                                                                   "--round")),
                     report),
                 options.output);
            break;
    }
}

}  // namespace

void registerPrintCommands(CLI::App& app, CliContext& context) {
    auto* print = app.add_subcommand("print", "print rosters and reference cards as PDF");
    print->fallthrough();
    print->require_subcommand(1);

    auto rosterOptions = std::make_shared<PrintOptions>();
    auto* roster =
        print->add_subcommand("roster", "a roster sheet to hand in (validated, with signature lines)");
    roster->fallthrough();
    roster->add_option("file", rosterOptions->file, "the roster file (JSON or text)")->required();
    roster->add_option("-o,--output", rosterOptions->output, "the PDF to write")->check(outputFileCheck())->required();
    roster->add_option("--paper", rosterOptions->paper, "a4 or letter (default a4)");
    roster->callback([&context, rosterOptions] { printRoster(context, *rosterOptions); });

    auto cardOptions = std::make_shared<PrintOptions>();
    auto* cards = print->add_subcommand("cards", "species reference cards (all, or the named sheets)");
    cards->fallthrough();
    cards->add_option("--species", cardOptions->species,
                      "a species, Items, Dragons or Terrains (repeatable; default: every sheet)");
    cards->add_option("--roster", cardOptions->roster,
                      "only the cards this roster needs: its species, and its own items, dragons and terrains");
    cards->add_flag("--only-roster-dice", cardOptions->onlyRosterDice,
                    "with --roster: each species sheet lists only the roster's own dice (and their SAIs and spells)");
    cards->add_option("-o,--output", cardOptions->output, "the PDF to write")->check(outputFileCheck())->required();
    cards->add_option("--paper", cardOptions->paper, "a4 or letter (default a4)");
    cards->callback([&context, cardOptions] { printCards(context, *cardOptions); });

    const std::pair<const char*, EventSheet> eventSheets[] = {{"pairings", EventSheet::Pairings},
                                                              {"slips", EventSheet::Slips},
                                                              {"standings", EventSheet::Standings}};
    for (const auto& [name, sheet] : eventSheets) {
        auto options = std::make_shared<PrintOptions>();
        const char* what = sheet == EventSheet::Pairings
                               ? "a round's pairings by table and by name, for the wall"
                           : sheet == EventSheet::Slips ? "result slips to cut out, one per table"
                                                        : "standings with tiebreakers";
        auto* command = print->add_subcommand(name, what);
        command->fallthrough();
        command->add_option("event", options->file, "an event file, or an event in the database (id or name)")
            ->required();
        command->add_option("-o,--output", options->output, "the PDF to write")->check(outputFileCheck())->required();
        command->add_option("--paper", options->paper, "a4 or letter (default a4)");
        command
            ->add_option("--round", options->round,
                         sheet == EventSheet::Standings ? "standings after this round (default: the latest)"
                                                        : "this round (default: the latest)")
            ->check(CLI::Range(1, 1000));
        command->callback([&context, options, sheet = sheet] { printEventSheet(context, *options, sheet); });
    }
}

}  // namespace muster::cli
