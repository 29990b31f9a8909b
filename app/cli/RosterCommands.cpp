// muster-cli roster convert FILE --to json|text|o8d [-o OUT]   (FILE: a JSON or text roster, or an OCTGN deck)
// This file also owns the "roster" command group itself: rosterCommand() returns it (creating it on first use),
// so other command files (the database commands) can add their subcommands to the same group.
#include <memory>
#include <string>

#include "CliContext.h"
#include "CliDatabase.h"
#include "RosterFiles.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/RosterIO.h"

namespace muster::cli {

CLI::App* rosterCommand(CLI::App& app) {
    for (CLI::App* sub : app.get_subcommands([](CLI::App* s) { return s->get_name() == "roster"; })) return sub;
    auto* roster = app.add_subcommand("roster", "read, convert, store and check rosters");
    roster->fallthrough();
    roster->require_subcommand(1);
    return roster;
}

namespace {

struct ConvertOptions {
    std::string file;
    std::string to;
    std::string output;
};

void convertRoster(CliContext& context, const ConvertOptions& options) {
    RosterFile loaded;
    std::string text;
    try {
        loaded = readRosterFile(options.file, context.catalog());
        const domain::Roster& roster = loaded.roster;
        if (options.to == "json") {
            text = domain::RosterIO::toJson(roster);
        } else if (options.to == "o8d") {
            text = domain::OctgnDeck::write(roster, context.catalog(), options.file);
        } else {
            text = domain::RosterIO::toText(roster, options.file);
        }
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
    printDeckNotes(options.file, loaded);
    writeOutput(options.output, text);
}

}  // namespace

void registerRosterCommands(CLI::App& app, CliContext& context) {
    auto* roster = rosterCommand(app);
    auto options = std::make_shared<ConvertOptions>();
    auto* convert = roster->add_subcommand(
        "convert", "convert a roster between the JSON and the plain-text format and OCTGN decks (.o8d)");
    convert->fallthrough();
    convert->add_option("file", options->file, "the roster file (JSON or text) or an OCTGN deck")->required();
    convert->add_option("--to", options->to, "json, text or o8d (an OCTGN deck)")
        ->required()
        ->check(CLI::IsMember({"json", "text", "o8d"}));
    convert->add_option("-o,--output", options->output, "write here instead of stdout")->check(outputFileCheck());
    convert->callback([&context, options] { convertRoster(context, *options); });
}

}  // namespace muster::cli
