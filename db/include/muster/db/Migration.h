#pragma once
// Schema migrations. The schema version lives in PRAGMA user_version; step N turns a version N-1 database
// into version N inside one transaction. A new schema version is added by appending one step to
// schemaMigrations() (db/src/Migration.cpp) and a fixture database to tests/data/db/.
#include <functional>
#include <string>
#include <vector>

namespace SQLite {
class Database;
}

namespace muster::db {

struct MigrationStep {
    int toVersion = 0;                             // the user_version after this step
    std::string description;                       // shown in errors and stored in schema_history
    std::function<void(SQLite::Database&)> apply;  // runs inside the step's transaction
};

// Muster's migration steps, in order: toVersion is 1, 2, 3, ...
const std::vector<MigrationStep>& schemaMigrations();

// The schema version this Muster writes (the last step's toVersion).
int currentSchemaVersion();

}  // namespace muster::db
