// muster-cli roster convert FILE --to json|text [-o OUT]
// This file also owns the "roster" command group itself: rosterCommand() returns it (creating it on first use),
// so other command files (the database commands) can add their subcommands to the same group.
#include <fstream>
#include <iostream>
#include <memory>
#include <string>

#include "CliContext.h"
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
    domain::Roster roster;
    try {
        roster = domain::RosterIO::readFile(options.file, context.catalog());
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
    const std::string text =
        options.to == "json" ? domain::RosterIO::toJson(roster) : domain::RosterIO::toText(roster, options.file);
    if (options.output.empty()) {
        std::cout << text;
        return;
    }
    std::ofstream out(options.output, std::ios::binary);
    if (!out || !(out << text) || !out.flush()) throw CliError("cannot write " + options.output, kBadInput);
}

}  // namespace

void registerRosterCommands(CLI::App& app, CliContext& context) {
    auto* roster = rosterCommand(app);
    auto options = std::make_shared<ConvertOptions>();
    auto* convert = roster->add_subcommand("convert", "convert a roster between the JSON and the plain-text format");
    convert->fallthrough();
    convert->add_option("file", options->file, "the roster file (JSON or text)")->required();
    convert->add_option("--to", options->to, "json or text")->required()->check(CLI::IsMember({"json", "text"}));
    convert->add_option("-o,--output", options->output, "write here instead of stdout");
    convert->callback([&context, options] { convertRoster(context, *options); });
}

}  // namespace muster::cli
