#include "CliDatabase.h"

#include <iostream>

#include "muster/db/DatabaseError.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"

namespace muster::cli {

namespace text = domain::text;

db::Database openDatabase(const CliContext& context) {
    try {
        // A path given with --db is opened as given: an empty one is refused (db::databasePathProblem), never
        // taken as the default database.
        if (context.dbGiven) return db::Database(context.dbPath);
        db::OpenOptions options;
        options.createParentDirectory = true;
        return db::Database(db::defaultDatabasePath(), options);
    } catch (const db::DatabaseError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

void withDatabase(const CliContext& context, const std::function<void(db::Database&)>& work) {
    auto database = openDatabase(context);
    try {
        work(database);
    } catch (const db::DatabaseError& e) {
        throw CliError(e.what(), kBadInput);
    } catch (const db::RecordError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

void writeOutput(const std::string& path, std::string_view content) {
    if (path.empty() || path == "-") {
        writeStdout(content);
        return;
    }
    try {
        domain::writeFileAtomically(path, content);
    } catch (const domain::FileError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

CLI::Validator outputFileCheck() {
    return CLI::Validator(
        [](const std::string& path) {
            return path.empty() ? std::string("an empty file name; give a file name, or leave the option out")
                                : std::string();
        },
        "FILE");
}

std::string readInput(const std::string& path) {
    try {
        return domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw CliError(std::string("cannot read ") + e.what(), kBadInput);
    }
}

void checkName(const std::string& value, const std::string& what) {
    if (text::trim(value).empty()) throw CliError(what + " must not be empty", kBadInput);
    if (text::firstInvalidUtf8(value)) {
        throw CliError(what + " '" + text::printable(value) + "' is not UTF-8 text", kBadInput);
    }
    if (text::printable(value, value.size() + 1) != value) {
        throw CliError(
            what + " '" + text::printable(value) + "' contains control or bidirectional formatting characters",
            kBadInput);
    }
}

std::string resolveDieName(const domain::Catalog& catalog, const std::string& name) {
    if (auto id = catalog.findDie(name)) return catalog.die(*id).name;
    std::string message = "unknown die '" + text::printable(name) + "'";
    const auto nearest = catalog.nearestDieNames(name, 3);
    if (!nearest.empty()) message += "; did you mean '" + nearest.front() + "'?";
    throw CliError(message, kBadInput);
}

}  // namespace muster::cli
