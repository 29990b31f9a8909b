#pragma once
// The app's storage, as the desktop app reaches it: the one database file (collections, the roster
// library, tournament events) opened once, and the services that work on it. A database that cannot be
// opened is remembered as a message (error()), never thrown: the app then works on files only. The
// desktop app never includes db/: it hands database() on to services (EventStore, Registration).
#include <memory>
#include <string>

namespace muster::db {
class Database;
}

namespace muster::domain {
class Catalog;
}

namespace muster::services {

class CollectionStore;
class RosterLibrary;

class Storage {
public:
    // Opens the database at `path`; an empty path is the default database in the user's data folder
    // (its folder is created when missing).
    Storage(const domain::Catalog& catalog, const std::string& path);
    ~Storage();
    // Why `path`, given by the user as the database (--db), is not a plain file path ("" when it is one):
    // an empty text, ":memory:", an SQLite URI (db::databasePathProblem).
    [[nodiscard]] static std::string pathProblem(const std::string& path);
    Storage(const Storage&) = delete;
    Storage& operator=(const Storage&) = delete;

    [[nodiscard]] bool available() const { return database_ != nullptr; }
    [[nodiscard]] const std::string& path() const { return path_; }
    // Why the database is not available ("" when it is).
    [[nodiscard]] const std::string& error() const { return error_; }

    // The services on the database; nullptr when it is not available.
    [[nodiscard]] CollectionStore* collections() { return collections_.get(); }
    [[nodiscard]] RosterLibrary* rosters() { return rosters_.get(); }
    // The open database, for services that take it (services::EventStore); nullptr when not available.
    [[nodiscard]] db::Database* database() { return database_.get(); }

private:
    std::string path_;
    std::string error_;
    std::unique_ptr<db::Database> database_;
    std::unique_ptr<CollectionStore> collections_;
    std::unique_ptr<RosterLibrary> rosters_;
};

}  // namespace muster::services
