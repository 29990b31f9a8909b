#include "muster/db/Database.h"

#include <SQLiteCpp/SQLiteCpp.h>
#include <sqlite3.h>
#include <unistd.h>

#include <array>
#include <cctype>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <thread>
#include <utility>

#include "muster/domain/TextUtil.h"

namespace muster::db {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kSqliteMagic{"SQLite format 3\0", 16};

// A sentence for an SQLite result code, in words a player understands.
std::string explain(int code, const std::string& sqliteMessage, int busyTimeoutMs) {
    switch (code & 0xff) {
        case SQLITE_NOTADB:
            return "is not a SQLite database or is damaged beyond reading (" + sqliteMessage + ")";
        case SQLITE_CORRUPT:
            return "is damaged (" + sqliteMessage + "); restore it from a backup copy";
        case SQLITE_BUSY:
        case SQLITE_LOCKED:
            return "is in use by another program that did not finish within " + std::to_string(busyTimeoutMs / 1000) +
                   " s (" + sqliteMessage + ")";
        case SQLITE_FULL:
            return "cannot grow: the disk is full (" + sqliteMessage + ")";
        case SQLITE_READONLY:
            return "cannot be written: the file or its folder is read-only (" + sqliteMessage + ")";
        case SQLITE_CANTOPEN:
            return "cannot be opened: check that its folder exists and is writable (" + sqliteMessage + ")";
        case SQLITE_IOERR:
            return "could not be read or written by the system (" + sqliteMessage + ")";
        case SQLITE_PERM:
        case SQLITE_AUTH:
            return "is not accessible: permission denied (" + sqliteMessage + ")";
        default:
            return sqliteMessage;
    }
}

bool isDamage(int code) {
    return (code & 0xff) == SQLITE_NOTADB || (code & 0xff) == SQLITE_CORRUPT;
}

std::int64_t pragmaInt(SQLite::Database& db, const char* pragma) {
    SQLite::Statement query(db, std::string("PRAGMA ") + pragma);
    return query.executeStep() ? query.getColumn(0).getInt64() : 0;
}

}  // namespace

std::string databasePathProblem(std::string_view path) {
    if (path.empty()) {
        return "an empty text is not a database file; give a file path (leave out --db for the default database)";
    }
    if (path == Database::kInMemory) {
        return "is SQLite's name for a database in memory, which is gone when Muster ends; give a file path";
    }
    if (path.size() >= 5 && domain::text::equalsIgnoringCase(path.substr(0, 5), "file:")) {
        return "is an SQLite URI, not a file path; Muster takes plain file paths (write ./" +
               domain::text::printable(path) + " for a file of that name)";
    }
    return {};
}

Database::Database(std::string path, OpenOptions options) : path_(std::move(path)) {
    if (const std::string problem = databasePathProblem(path_); !problem.empty()) {
        throw DatabaseError(path_.empty() ? "''" : domain::text::printable(path_), problem);
    }
    open(options);
}

Database Database::inMemory(OpenOptions options) {
    Database database;
    database.path_ = std::string(kInMemory);
    database.memory_ = true;
    database.open(options);
    return database;
}

Database::Database(Database&&) noexcept = default;
Database& Database::operator=(Database&&) noexcept = default;
Database::~Database() = default;

SQLite::Database& Database::connection() {
    return *db_;
}

int Database::schemaVersion() const {
    try {
        return static_cast<int>(pragmaInt(*db_, "user_version"));
    } catch (...) {
        rethrow("reading the schema version");
    }
}

void Database::checkFileBeforeOpening(const OpenOptions& options) const {
    std::error_code ec;
    const fs::path file(path_);
    const fs::file_status status = fs::status(file, ec);
    if (fs::is_directory(status)) {
        throw DatabaseError(path_, "is a folder, not a database file");
    }
    if (fs::exists(status) && !fs::is_regular_file(status)) {
        const char* kind = fs::is_character_file(status) || fs::is_block_file(status) ? "a device"
                           : fs::is_fifo(status)                                      ? "a pipe"
                           : fs::is_socket(status)                                    ? "a socket"
                                                                                      : "not a regular file";
        throw DatabaseError(path_, std::string("is ") + kind +
                                       ", not a database file; Muster left it unchanged. "
                                       "Choose a file with --db");
    }
    if (fs::exists(status)) {
        const auto size = fs::file_size(file, ec);
        if (ec || size == 0) return;  // an empty file becomes a new database
        std::ifstream in(file, std::ios::binary);
        if (!in) throw DatabaseError(path_, "cannot be read (permission denied?)");
        std::array<char, 16> head{};
        in.read(head.data(), head.size());
        if (in.gcount() < static_cast<std::streamsize>(head.size()) ||
            std::string_view(head.data(), head.size()) != kSqliteMagic) {
            throw DatabaseError(path_,
                                "is not a SQLite database (its first bytes are not the SQLite header); "
                                "Muster left it unchanged. Choose another file with --db",
                                newestBackup());
        }
        return;
    }
    const fs::path parent = file.parent_path();
    if (!parent.empty() && !fs::exists(parent, ec)) {
        if (!options.createParentDirectory) {
            throw DatabaseError(path_, "cannot be created: the folder " + parent.string() + " does not exist");
        }
        fs::create_directories(parent, ec);
        if (ec) throw DatabaseError(path_, "cannot create the folder " + parent.string() + ": " + ec.message());
    }
}

void Database::open(OpenOptions options) {
    busyTimeoutMs_ = options.busyTimeoutMs;
    if (!memory_) checkFileBeforeOpening(options);
    // SQLite can answer "busy" at once, without waiting, while another Muster is creating or converting the same
    // file (switching it to WAL, for instance). Opening is retried until the busy timeout has passed.
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(options.busyTimeoutMs);
    while (true) {
        try {
            openOnce(options);
            return;
        } catch (const SQLite::Exception& e) {
            const int primary = e.getErrorCode() & 0xff;
            const bool busy = primary == SQLITE_BUSY || primary == SQLITE_LOCKED;
            db_.reset();
            if (!busy || std::chrono::steady_clock::now() >= deadline) rethrow("opening");
            std::this_thread::sleep_for(std::chrono::milliseconds(20));
        } catch (...) {
            db_.reset();
            throw;
        }
    }
}

namespace {

// A file that exists but that this user may not change: the file itself or its folder (where SQLite keeps the
// -wal and -shm files) is read-only.
bool cannotWrite(const std::string& path) {
    std::error_code ec;
    if (!fs::exists(path, ec)) return false;
    const fs::path parent = fs::path(path).parent_path();
    return ::access(path.c_str(), W_OK) != 0 || ::access(parent.empty() ? "." : parent.c_str(), W_OK) != 0;
}

// The URI that opens `path` for reading only, as an immutable file: a WAL database in a read-only folder
// cannot be opened otherwise (SQLite would have to create its -shm file).
std::string readOnlyUri(const std::string& path) {
    std::string uri = "file:";
    static constexpr char kHex[] = "0123456789ABCDEF";
    for (const char c : fs::absolute(path).string()) {
        const auto u = static_cast<unsigned char>(c);
        if (std::isalnum(u) != 0 || c == '/' || c == '.' || c == '-' || c == '_' || c == '~') {
            uri += c;
        } else {
            uri += '%';
            uri += kHex[u >> 4];
            uri += kHex[u & 0xF];
        }
    }
    return uri + "?immutable=1";
}

}  // namespace

void Database::openOnce(const OpenOptions& options) {
    const bool memory = memory_;
    const auto& steps = options.migrations != nullptr ? *options.migrations : schemaMigrations();
    const int known = steps.empty() ? 0 : steps.back().toVersion;
    readOnly_ = !memory && cannotWrite(path_);
    if (readOnly_) {
        // Reading still works; every write is refused with "cannot be written: ... read-only".
        db_ = std::make_unique<SQLite::Database>(readOnlyUri(path_), SQLite::OPEN_READONLY | SQLite::OPEN_URI,
                                                 options.busyTimeoutMs);
    } else {
        // An absolute path: SQLite never reads it as a URI or as a special name, whatever its first bytes.
        db_ = std::make_unique<SQLite::Database>(memory ? path_ : fs::absolute(path_).string(),
                                                 SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE, options.busyTimeoutMs);
    }
    db_->exec("PRAGMA foreign_keys = ON");
    // Read the marks and the table count in one read transaction: another Muster creating this file at the
    // same moment commits its tables and its marks together, so this one sees both or neither (seeing the
    // tables without the marks would wrongly call the file another program's).
    db_->exec("BEGIN");
    const int tableCount = db_->execAndGet("SELECT count(*) FROM sqlite_master").getInt();
    const auto appId = static_cast<std::int32_t>(pragmaInt(*db_, "application_id"));
    const auto version = static_cast<int>(pragmaInt(*db_, "user_version"));
    db_->exec("COMMIT");
    if (appId != 0 && appId != kApplicationId) {
        throw DatabaseError(path_,
                            "belongs to another program (its application id is not Muster's); "
                            "Muster left it unchanged. Choose another file with --db");
    }
    if (appId == 0 && version == 0 && tableCount > 0) {
        throw DatabaseError(path_,
                            "is a SQLite database of another program (it has tables but no "
                            "Muster mark); Muster left it unchanged. Choose another file with --db");
    }
    if (version > known) {
        throw DatabaseError(path_, "was written by a newer Muster (schema version " + std::to_string(version) +
                                       "; this Muster knows up to " + std::to_string(known) +
                                       "). Update Muster to open it; the file was left unchanged");
    }
    if (readOnly_) {
        if (version < known) {
            throw DatabaseError(path_, "cannot be written: it must be upgraded to this Muster's schema version " +
                                           std::to_string(known) + ", but the file or its folder is read-only");
        }
        return;
    }
    if (!memory) {
        SQLite::Statement mode(*db_, "PRAGMA journal_mode = WAL");
        mode.executeStep();
        // FULL: a committed action survives a crash of the program and of the machine.
        db_->exec("PRAGMA synchronous = FULL");
    }
    if (version < known) {
        // Not retried by open(): an upgrade that failed says so (and keeps its backup) instead of starting over.
        try {
            migrate(steps);
        } catch (const SQLite::Exception&) {
            rethrow("upgrading");
        }
    }
}

std::string Database::newestBackup() const {
    if (memory_) return {};
    std::error_code ec;
    const fs::path file(path_);
    const fs::path folder = file.parent_path().empty() ? fs::path(".") : file.parent_path();
    const std::string prefix = file.filename().string() + ".bak-v";
    fs::path newest;
    fs::file_time_type newestTime{};
    for (fs::directory_iterator it(folder, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(prefix, 0) != 0) continue;
        const auto time = fs::last_write_time(it->path(), ec);
        if (!ec && (newest.empty() || time > newestTime)) {
            newest = it->path();
            newestTime = time;
        }
    }
    return newest.empty() ? std::string() : newest.string();
}

void Database::migrate(const std::vector<MigrationStep>& steps) {
    const int from = static_cast<int>(pragmaInt(*db_, "user_version"));
    if (from >= 1 && !memory_) {
        // A consistent copy of the old file before anything changes; never overwrite an earlier copy.
        std::string target = path_ + ".bak-v" + std::to_string(from);
        for (int n = 2; fs::exists(target); ++n) {
            target = path_ + ".bak-v" + std::to_string(from) + "-" + std::to_string(n);
        }
        try {
            SQLite::Statement vacuum(*db_, "VACUUM INTO ?");
            vacuum.bind(1, target);
            vacuum.exec();
        } catch (const SQLite::Exception& e) {
            throw DatabaseError(path_, "could not be copied to " + target + " before upgrading (" + e.what() +
                                           "); nothing was changed");
        }
        backupPath_ = target;
    }
    for (const auto& step : steps) {
        if (step.toVersion <= from) continue;
        try {
            SQLite::Transaction transaction(*db_, SQLite::TransactionBehavior::IMMEDIATE);
            // Another Muster may have upgraded the file while this one waited for the lock.
            const int now = static_cast<int>(pragmaInt(*db_, "user_version"));
            if (now >= step.toVersion) continue;
            step.apply(*db_);
            db_->exec("PRAGMA application_id = " + std::to_string(kApplicationId));
            db_->exec("PRAGMA user_version = " + std::to_string(step.toVersion));
            if (db_->tableExists("schema_history")) {
                SQLite::Statement note(*db_, "INSERT INTO schema_history(version, description) VALUES (?, ?)");
                note.bind(1, step.toVersion);
                note.bind(2, step.description);
                note.exec();
            }
            transaction.commit();
        } catch (const std::exception& e) {
            const int at = static_cast<int>(pragmaInt(*db_, "user_version"));
            throw DatabaseError(path_,
                                "could not be upgraded to schema version " + std::to_string(step.toVersion) + " (" +
                                    step.description + "): " + e.what() + "; the file is still at schema version " +
                                    std::to_string(at),
                                backupPath_);
        }
    }
}

void Database::rethrow(std::string_view action) const {
    try {
        throw;
    } catch (const SQLite::Exception& e) {
        const int code = e.getExtendedErrorCode();
        std::string problem = explain(code, e.what(), busyTimeoutMs_);
        if (!action.empty()) problem = std::string(action) + " failed: the file " + problem;
        throw DatabaseError(path_, problem, isDamage(code) ? newestBackup() : std::string());
    }
}

void Database::run(std::string_view action, bool writes, const std::function<void()>& work) {
    if (depth_ > 0) {
        const std::string name = "muster_sp" + std::to_string(depth_);
        try {
            db_->exec("SAVEPOINT " + name);
        } catch (...) {
            rethrow(action);
        }
        ++depth_;
        try {
            work();
        } catch (...) {
            --depth_;
            db_->tryExec("ROLLBACK TO " + name);
            db_->tryExec("RELEASE " + name);
            rethrow(action);
        }
        --depth_;
        try {
            db_->exec("RELEASE " + name);
        } catch (...) {
            rethrow(action);
        }
        return;
    }
    if (writes && readOnly_) {
        throw DatabaseError(path_, std::string(action) +
                                       " failed: the file cannot be written: the file or its folder is read-only "
                                       "(reading it works)");
    }
    try {
        db_->exec(writes ? "BEGIN IMMEDIATE" : "BEGIN DEFERRED");
    } catch (...) {
        rethrow(action);
    }
    depth_ = 1;
    try {
        work();
        db_->exec("COMMIT");
        depth_ = 0;
    } catch (...) {
        depth_ = 0;
        if (sqlite3_get_autocommit(db_->getHandle()) == 0) db_->tryExec("ROLLBACK");
        rethrow(action);
    }
}

void Database::write(std::string_view action, const std::function<void()>& work) {
    run(action, true, work);
}

void Database::read(std::string_view action, const std::function<void()>& work) {
    run(action, false, work);
}

std::vector<std::string> Database::integrityCheck() {
    std::vector<std::string> findings;
    try {
        SQLite::Statement check(*db_, "PRAGMA integrity_check");
        while (check.executeStep()) {
            std::string line = check.getColumn(0).getString();
            if (line != "ok") findings.push_back(std::move(line));
        }
        SQLite::Statement keys(*db_, "PRAGMA foreign_key_check");
        while (keys.executeStep()) {
            findings.push_back("foreign key broken in table " + keys.getColumn(0).getString() + " row " +
                               std::to_string(keys.getColumn(1).getInt64()));
        }
    } catch (...) {
        rethrow("checking integrity");
    }
    return findings;
}

std::string defaultDatabasePath() {
    const char* xdg = std::getenv("XDG_DATA_HOME");
    fs::path base;
    if (xdg != nullptr && *xdg != '\0' && fs::path(xdg).is_absolute()) {
        base = xdg;
    } else {
        const char* home = std::getenv("HOME");
        if (home == nullptr || *home == '\0') {
            throw DatabaseError("muster.db",
                                "has no default place: neither XDG_DATA_HOME nor HOME is set; "
                                "choose a file with --db");
        }
        base = fs::path(home) / ".local" / "share";
    }
    return (base / "muster" / "muster.db").string();
}

}  // namespace muster::db
