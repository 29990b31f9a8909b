#pragma once
// What every muster-cli command shares: global options, the catalog (loaded on first use), output.
#include <CLI/CLI.hpp>
#include <memory>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

#include "muster/domain/Catalog.h"

namespace muster::cli {

// Exit codes of every command.
enum ExitCode : int { kOk = 0, kFindings = 1, kBadInput = 2 };

// An error the user can act on: printed as "muster-cli: <message>" with the given exit code.
class CliError : public std::runtime_error {
public:
    CliError(const std::string& message, int exitCode = kBadInput) : std::runtime_error(message), exitCode_(exitCode) {}
    [[nodiscard]] int exitCode() const { return exitCode_; }

private:
    int exitCode_;
};

class CliContext {
public:
    bool json = false;
    std::string dbPath;    // the --db argument
    bool dbGiven = false;  // --db was given (an empty --db '' is refused, never the default database)
    int exitCode = kOk;

    const domain::Catalog& catalog();
    // Prints a JSON value (pretty) to stdout, through writeStdout. Text that is not UTF-8 (an old database)
    // is replaced by U+FFFD rather than failing, and control characters are escaped (\u001b, \u007f).
    static void printJson(const nlohmann::json& value);

private:
    std::unique_ptr<domain::Catalog> catalog_;
};

// Writes bytes (JSON, an exported file, a PDF) to standard output unchanged and flushes them; a write
// error (a full disk, a closed pipe) is a CliError (exit 2). Text for people goes through std::cout, which
// main() sets up to escape control characters (EscapingStreamBuf.h).
void writeStdout(std::string_view bytes);
// Flushes std::cout and says whether everything printed reached standard output; when not, prints one
// message to stderr (unless writeStdout already did).
[[nodiscard]] bool finishStdout();

// Each command group registers its subcommands through one of these.
void registerCatalogCommands(CLI::App& app, CliContext& context);
// The "roster" command group (created on first call, then returned): every roster subcommand attaches here.
CLI::App* rosterCommand(CLI::App& app);
void registerRosterCommands(CLI::App& app, CliContext& context);
void registerValidateCommands(CLI::App& app, CliContext& context);
void registerVerifyCommands(CLI::App& app, CliContext& context);
void registerRulesCommands(CLI::App& app, CliContext& context);
// `rules expect` and `rules explain` (JudgeCommands.cpp): after registerRulesCommands, under its "rules" group.
void registerJudgeCommands(CLI::App& app, CliContext& context);
// `rules position` (after registerRulesCommands, which makes the "rules" group).
void registerPositionCommands(CLI::App& app, CliContext& context);
void registerPairCommands(CLI::App& app, CliContext& context);
void registerEventCommands(CLI::App& app, CliContext& context);
// The event pages (publish, serve, pages settings, players' reports); attaches to the "event" group.
void registerPagesCommands(CLI::App& app, CliContext& context);
void registerPrintCommands(CLI::App& app, CliContext& context);
void registerCollectionCommands(CLI::App& app, CliContext& context);
void registerRosterDbCommands(CLI::App& app, CliContext& context);
void registerAnalyzeCommands(CLI::App& app, CliContext& context);
// `record`: a game recorded while it is played (RecordCommands.cpp).
void registerRecordCommands(CLI::App& app, CliContext& context);

}  // namespace muster::cli
