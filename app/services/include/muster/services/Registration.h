#pragma once
// What registering players needs besides the event store: the saved rosters of the library to pick from,
// and a list of players read from a CSV file (name, club, rank, table, roster file), so that a whole list
// can be registered at once. No wx: the GUI's registration form and CSV import use it.
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "muster/db/Database.h"

namespace muster::services {

struct SavedRosterEntry {
    std::string name;
    std::string player;
};

// The rosters saved in the library (current versions), by name.
[[nodiscard]] std::vector<SavedRosterEntry> savedRosters(db::Database& database);
// A saved roster's canonical JSON; none when there is no roster of that name.
[[nodiscard]] std::optional<std::string> savedRosterJson(db::Database& database, const std::string& name);

// One line of a players CSV file.
struct PlayerRow {
    int line = 0;  // 1-based line in the file
    std::string name;
    std::string club;
    std::optional<int> rank;
    std::optional<int> table;
    std::string roster;  // a roster file, resolved against the CSV file's folder; empty: none
};

// A players file that cannot be read: what() names the file, the line and the field.
class PlayerCsvError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// Reads a players CSV file: a header line naming the columns (name is required; club, rank, table, roster
// are optional, in any order, case ignored), then one player per line. Fields may be quoted ("Smith, Ann");
// empty lines are skipped. Throws PlayerCsvError for a missing name column, an empty name, a name given
// twice, a rank or table that is not a whole number from 1, or a line with too many fields.
[[nodiscard]] std::vector<PlayerRow> readPlayerCsv(const std::string& path);
[[nodiscard]] std::vector<PlayerRow> parsePlayerCsv(const std::string& text, const std::string& fileName,
                                                    const std::string& folder = {});

}  // namespace muster::services
