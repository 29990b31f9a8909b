#pragma once
// Opening the Muster database for a muster-cli command: --db PATH or the default in the user's data
// folder (created on first use). Storage errors become CliError with the database's own message.
#include <functional>
#include <string>
#include <string_view>

#include "CliContext.h"
#include "muster/db/Database.h"

namespace muster::cli {

// Opens context.dbPath when --db was given (else the default database). Throws CliError (exit 2) naming the file when
// it cannot.
db::Database openDatabase(const CliContext& context);

// Runs `work`, turning storage errors (DatabaseError, RecordError) into CliError.
void withDatabase(const CliContext& context, const std::function<void(db::Database&)>& work);

// Writes a whole output (an export, a converted roster, a PDF) to a file, or to stdout when path is empty or
// "-": files through domain::writeFileAtomically (a failed write leaves the old file, a link stays a link, a
// device is written through), stdout through writeStdout. CliError (exit 2) when it cannot.
void writeOutput(const std::string& path, std::string_view content);
// The check of every -o/--output option: a file name, or "-" for standard output where the command allows it;
// an empty name is refused (print roster -o '' wrote the PDF to the terminal).
CLI::Validator outputFileCheck();
// Reads a whole file; CliError (exit 2) when it cannot.
std::string readInput(const std::string& path);

// A name typed by the user that will be stored (an event, a player, a club, a collection): CliError (exit 2)
// naming `what` when it is empty, not UTF-8 or holds control characters.
void checkName(const std::string& value, const std::string& what);

// A die name typed by the user, resolved through the catalog; CliError with suggestions when unknown.
std::string resolveDieName(const domain::Catalog& catalog, const std::string& name);

}  // namespace muster::cli
