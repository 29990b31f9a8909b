// muster-cli: Muster's headless command line. Never needs a display.
#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>

#include "CliContext.h"
#include "EscapingStreamBuf.h"
#include "SubmissionCommands.h"
#include "muster/MusterVersion.h"
#include "muster/domain/CatalogLoader.h"

namespace {

std::string versionText(muster::cli::CliContext& context) {
    std::string text = std::string("muster-cli ") + muster::kVersion;
    try {
        text += "\ncatalog revision " + context.catalog().revision();
    } catch (const std::exception& e) {
        text += "\ncatalog: not readable (" + std::string(e.what()) + ")";
    }
    return text;
}

}  // namespace

int run(int argc, char** argv) {
    muster::cli::CliContext context;
    CLI::App app{"Muster: Dragon Dice army builder and tournament manager (command line)", "muster-cli"};
    app.require_subcommand(0, 1);
    app.fallthrough();
    bool showVersion = false;
    app.add_flag("--version", showVersion, "print the program version and the catalog revision");
    app.add_flag("--json", context.json, "machine-readable output");
    app.add_option("--db", context.dbPath, "the database file (default: the user's Muster database)")
        ->each([&context](const std::string&) { context.dbGiven = true; });

    muster::cli::registerCatalogCommands(app, context);
    muster::cli::registerRosterCommands(app, context);
    muster::cli::registerValidateCommands(app, context);
    muster::cli::registerVerifyCommands(app, context);
    muster::cli::registerRulesCommands(app, context);
    muster::cli::registerJudgeCommands(app, context);
    muster::cli::registerPositionCommands(app, context);
    muster::cli::registerPairCommands(app, context);
    muster::cli::registerEventCommands(app, context);
    muster::cli::registerPagesCommands(app, context);
    muster::cli::registerPrintCommands(app, context);
    muster::cli::registerCollectionCommands(app, context);
    muster::cli::registerRosterDbCommands(app, context);
    muster::cli::registerSubmissionCommands(app, context);
    muster::cli::registerAnalyzeCommands(app, context);
    muster::cli::registerRecordCommands(app, context);

    try {
        app.parse(argc, argv);
        if (showVersion) {
            std::cout << versionText(context) << '\n';
            return muster::cli::kOk;
        }
        if (app.get_subcommands().empty()) {
            std::cout << app.help();
            return muster::cli::kOk;
        }
    } catch (const CLI::ParseError& e) {
        return app.exit(e) == 0 ? 0 : muster::cli::kBadInput;
    } catch (const muster::cli::CliError& e) {
        std::cerr << "muster-cli: " << e.what() << '\n';
        return e.exitCode();
    } catch (const muster::domain::CatalogError& e) {
        std::cerr << "muster-cli: the dice catalog is damaged: " << e.what() << '\n';
        return muster::cli::kBadInput;
    } catch (const std::exception& e) {
        std::cerr << "muster-cli: " << e.what() << '\n';
        return muster::cli::kBadInput;
    }
    return context.exitCode;
}

int main(int argc, char** argv) {
    // Names from files and the database are printed with their control characters escaped.
    muster::cli::EscapingStreamBuf out(std::cout.rdbuf());
    muster::cli::EscapingStreamBuf err(std::cerr.rdbuf());
    std::cout.rdbuf(&out);
    std::cerr.rdbuf(&err);
    int code = muster::cli::kBadInput;
    try {
        code = run(argc, argv);
    } catch (const std::exception& e) {
        std::cerr << "muster-cli: " << e.what() << '\n';
    } catch (...) {
        std::cerr << "muster-cli: unexpected error\n";
    }
    // Output that did not reach its file (a full disk) is an error, never a silent success.
    if (!muster::cli::finishStdout()) code = muster::cli::kBadInput;
    std::cerr.flush();
    std::cout.rdbuf(out.target());
    std::cerr.rdbuf(err.target());
    return code;
}
