#pragma once
// The roster library: rosters kept in the database with every earlier version (db::RosterRepository),
// as the desktop app and muster-cli save and reopen them. Each call is one transaction.
#include <string>
#include <vector>

#include "muster/domain/Roster.h"

namespace muster::db {
class Database;
}
namespace muster::domain {
class Catalog;
}

namespace muster::services {

struct LibraryRoster {
    std::string name;
    std::string player;
    int forceSize = 0;
    int version = 0;
};

class RosterLibrary {
public:
    RosterLibrary(db::Database& database, const domain::Catalog& catalog) : db_(database), catalog_(catalog) {}

    // Stores the roster under its name (a new version when the name is taken); returns the version.
    int save(const domain::Roster& roster);
    [[nodiscard]] std::vector<LibraryRoster> list();
    // The current version of a stored roster. Throws db::RecordError when there is none, and
    // domain::RosterFormatError when the stored text cannot be read.
    [[nodiscard]] domain::Roster load(const std::string& name);

private:
    db::Database& db_;
    const domain::Catalog& catalog_;
};

}  // namespace muster::services
