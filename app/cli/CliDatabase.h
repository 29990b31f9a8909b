#pragma once
// Opening the Muster database for a muster-cli command: --db PATH or the default in the user's data
// folder (created on first use). Storage errors become CliError with the database's own message.
#include <functional>
#include <string>

#include "CliContext.h"
#include "muster/db/Database.h"

namespace muster::cli {

// Opens context.dbPath (or the default database). Throws CliError (exit 2) naming the file when it cannot.
db::Database openDatabase(const CliContext& context);

// Runs `work`, turning storage errors (DatabaseError, RecordError) into CliError.
void withDatabase(const CliContext& context, const std::function<void(db::Database&)>& work);

// Writes text to a file (or stdout when path is empty or "-"); CliError when it cannot.
void writeOutput(const std::string& path, const std::string& text);
// Reads a whole file; CliError (exit 2) when it cannot.
std::string readInput(const std::string& path);

// A die name typed by the user, resolved through the catalog; CliError with suggestions when unknown.
std::string resolveDieName(const domain::Catalog& catalog, const std::string& name);

}  // namespace muster::cli
