#pragma once
// One open Muster database: a single SQLite file holding collections, rosters and events.
//
// Opening creates the file when it is missing (nothing to set up), checks that it is a Muster database
// this program understands, switches it to WAL mode with foreign keys on and a busy timeout, takes a copy
// (<file>.bak-v<N>) and upgrades the schema one transaction per step when it is older. A file written by
// a newer Muster, a file of another program and a damaged file are refused with a DatabaseError that
// names the file; the file is left as it was. A file this user may not change (the file or its folder is
// read-only) is opened for reading only: every read works and every write is refused with a message.
//
// Every user action runs through write() (one IMMEDIATE transaction; nested calls become savepoints),
// so a crash at any moment leaves either the whole action or none of it.
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "muster/db/DatabaseError.h"
#include "muster/db/Migration.h"

namespace SQLite {
class Database;
}

namespace muster::db {

struct OpenOptions {
    int busyTimeoutMs = 10000;           // how long to wait for another Muster writing the same file
    bool createParentDirectory = false;  // used for the default database in the user's data folder
    // The migration steps to apply (tests pass their own list); null: schemaMigrations().
    const std::vector<MigrationStep>* migrations = nullptr;
};

class Database {
public:
    static constexpr std::int32_t kApplicationId = 0x4D555354;  // "MUST", stored in PRAGMA application_id
    static constexpr std::string_view kInMemory = ":memory:";

    // `path` is a plain file path: an empty text, ":memory:" and SQLite URIs ("file:...") are refused with a
    // DatabaseError (databasePathProblem), and a device, pipe or socket is refused before SQLite sees it.
    explicit Database(std::string path, OpenOptions options = {});
    // A private database in memory (tests, previews): the only way to get one.
    static Database inMemory(OpenOptions options = {});

    Database(Database&&) noexcept;
    Database& operator=(Database&&) noexcept;
    Database(const Database&) = delete;
    Database& operator=(const Database&) = delete;
    ~Database();

    [[nodiscard]] const std::string& path() const { return path_; }
    [[nodiscard]] int schemaVersion() const;
    // The copy taken before this open upgraded the file (empty when no upgrade ran).
    [[nodiscard]] const std::string& backupPath() const { return backupPath_; }
    // True when the file or its folder cannot be written by this user: reads work, write() is refused.
    [[nodiscard]] bool readOnly() const { return readOnly_; }

    // Runs `work` as one transaction that writes (BEGIN IMMEDIATE; savepoint when nested). Any exception
    // rolls it back; SQLite errors are rethrown as DatabaseError naming the file and `action`.
    void write(std::string_view action, const std::function<void()>& work);
    // Runs `work` as one consistent read (BEGIN DEFERRED; savepoint when nested).
    void read(std::string_view action, const std::function<void()>& work);

    // PRAGMA integrity_check: empty when the file is sound, else SQLite's findings.
    [[nodiscard]] std::vector<std::string> integrityCheck();

    // The SQLiteCpp connection, for repositories inside the db layer.
    [[nodiscard]] SQLite::Database& connection();

    // Turns an exception from SQLite into a DatabaseError for this file (other exceptions pass unchanged).
    [[noreturn]] void rethrow(std::string_view action) const;

private:
    Database() = default;
    void open(OpenOptions options);
    void openOnce(const OpenOptions& options);
    void checkFileBeforeOpening(const OpenOptions& options) const;
    void migrate(const std::vector<MigrationStep>& steps);
    void run(std::string_view action, bool writes, const std::function<void()>& work);
    [[nodiscard]] std::string newestBackup() const;

    std::string path_;
    std::unique_ptr<SQLite::Database> db_;
    std::string backupPath_;
    bool readOnly_ = false;  // the file or its folder cannot be written: opened for reading only
    bool memory_ = false;    // made by inMemory()
    int depth_ = 0;
    int busyTimeoutMs_ = 10000;
};

// The default database: $XDG_DATA_HOME/muster/muster.db, else ~/.local/share/muster/muster.db.
std::string defaultDatabasePath();

// Why `path`, given as a database file (muster-cli's and the desktop app's --db), is not a plain file path,
// or "" when it is one: an empty text (which would silently mean the default database), ":memory:" (SQLite's
// private database, gone when the program ends) and SQLite URIs ("file:...", which SQLite reads as options).
[[nodiscard]] std::string databasePathProblem(std::string_view path);

}  // namespace muster::db
