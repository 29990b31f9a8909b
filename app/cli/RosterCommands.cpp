// muster-cli roster convert FILE --to json|text|markdown|code|o8d [-o OUT]
//   (FILE: a JSON, text or Markdown roster, an OCTGN deck, a file holding an army code, or an army code itself)
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
#include "muster/domain/RosterText.h"
#include "muster/rules/ForceValidator.h"
#include "muster/services/RosterDocument.h"

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

// The forms to paste where players talk, with the validator's points and verdict (the builder's Copy roster and
// Copy army code give the same), from the roster as the desktop app opens it.
std::string pasteForm(CliContext& context, const ConvertOptions& options) {
    const rules::ForceValidator validator(context.catalog());
    services::RosterDocument document(context.catalog(), validator);
    try {
        document.open(options.file);
        if (const RosterFile* deck = document.deck()) printDeckNotes(options.file, *deck);
        if (options.to == "code") return document.armyCode() + "\n";
        return document.asText(options.to == "markdown" ? domain::RosterTextForm::Markdown
                                                        : domain::RosterTextForm::Text);
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

void convertRoster(CliContext& context, const ConvertOptions& options) {
    if (options.to == "text" || options.to == "markdown" || options.to == "code") {
        writeOutput(options.output, pasteForm(context, options));
        return;
    }
    RosterFile loaded;
    std::string text;
    try {
        loaded = readRosterFile(options.file, context.catalog());
        const domain::Roster& roster = loaded.roster;
        if (options.to == "json") {
            text = domain::RosterIO::toJson(roster);
        } else {
            text = domain::OctgnDeck::write(roster, context.catalog(), options.file);
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
        "convert",
        "convert a roster between JSON, plain text, Markdown, army codes and OCTGN decks (.o8d); text and Markdown "
        "show each line's points and the verdict");
    convert->fallthrough();
    convert->add_option("file", options->file,
                        "the roster: a file (JSON, text, Markdown, an OCTGN deck, an army code) or an army code")
        ->required();
    convert->add_option("--to", options->to,
                        "json, text, markdown, code (an army code: one line to paste in chat) or o8d (an OCTGN deck)")
        ->required()
        ->check(CLI::IsMember({"json", "text", "markdown", "code", "o8d"}));
    convert->add_option("-o,--output", options->output, "write here instead of stdout")->check(outputFileCheck());
    convert->callback([&context, options] { convertRoster(context, *options); });
}

}  // namespace muster::cli
