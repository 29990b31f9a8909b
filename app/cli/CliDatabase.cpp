#include "CliDatabase.h"

#include <fstream>
#include <iostream>
#include <sstream>

#include "muster/db/DatabaseError.h"
#include "muster/domain/FileIO.h"

namespace muster::cli {

db::Database openDatabase(const CliContext& context) {
    try {
        if (!context.dbPath.empty()) return db::Database(context.dbPath);
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

void writeOutput(const std::string& path, const std::string& text) {
    if (path.empty() || path == "-") {
        std::cout << text;
        return;
    }
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    if (!out || !(out << text) || !out.flush()) throw CliError("cannot write " + path, kBadInput);
}

std::string readInput(const std::string& path) {
    try {
        return domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw CliError(std::string("cannot read ") + e.what(), kBadInput);
    }
}

std::string resolveDieName(const domain::Catalog& catalog, const std::string& name) {
    if (auto id = catalog.findDie(name)) return catalog.die(*id).name;
    std::string message = "unknown die '" + name + "'";
    const auto nearest = catalog.nearestDieNames(name, 3);
    if (!nearest.empty()) message += "; did you mean '" + nearest.front() + "'?";
    throw CliError(message, kBadInput);
}

}  // namespace muster::cli
