// muster-cli print roster FILE -o OUT.pdf [--paper a4|letter]
// muster-cli print cards [--species NAME...] -o OUT.pdf [--paper a4|letter]
// Converts the domain/validator results into the reports layer's plain structs and writes the PDF.
// TODO(tournament): "print pairings|slips|standings EVENT" need the tournament module (EventIO, Standings),
// which is not part of the build yet; the layouts exist (reports::TournamentSheets).
#include <iostream>
#include <memory>
#include <string>
#include <vector>

#include "CliContext.h"
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
}

}  // namespace muster::cli
