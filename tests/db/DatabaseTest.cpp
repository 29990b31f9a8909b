// Opening, refusing and transactions of muster::db::Database.
#include <SQLiteCpp/SQLiteCpp.h>
#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>

#include "DbTestUtil.h"
#include "muster/db/CollectionRepository.h"
#include "muster/db/Database.h"

using namespace muster::db;
using muster::db::test::TempDir;

namespace {

std::string openError(const std::string& path) {
    try {
        Database db(path);
    } catch (const DatabaseError& e) {
        EXPECT_EQ(e.file(), path);
        return e.what();
    }
    return "";
}

std::string pragmaText(Database& db, const char* pragma) {
    SQLite::Statement q(db.connection(), std::string("PRAGMA ") + pragma);
    q.executeStep();
    return q.getColumn(0).getString();
}

}  // namespace

TEST(Database, CreatesAFreshFileWithTheCurrentSchema) {
    TempDir dir;
    const auto path = dir.file("new.db");
    Database db(path);
    EXPECT_TRUE(std::filesystem::exists(path));
    EXPECT_EQ(db.schemaVersion(), currentSchemaVersion());
    EXPECT_EQ(pragmaText(db, "journal_mode"), "wal");
    EXPECT_EQ(pragmaText(db, "foreign_keys"), "1");
    EXPECT_EQ(std::stoi(pragmaText(db, "application_id")), Database::kApplicationId);
    EXPECT_EQ(std::stoi(pragmaText(db, "busy_timeout")), 10000);
    EXPECT_TRUE(db.backupPath().empty()) << "a new file needs no backup";
    EXPECT_TRUE(db.integrityCheck().empty());
    EXPECT_TRUE(db.connection().tableExists("collections"));
    EXPECT_TRUE(db.connection().tableExists("audit"));
}

TEST(Database, ReopeningKeepsDataAndTakesNoBackup) {
    TempDir dir;
    const auto path = dir.file("keep.db");
    {
        Database db(path);
        CollectionRepository(db).add("mine", "Dwarves Footman", 3);
    }
    Database db(path);
    EXPECT_EQ(CollectionRepository(db).get("mine").dice.at("Dwarves Footman"), 3);
    EXPECT_TRUE(db.backupPath().empty());
}

TEST(Database, AnEmptyFileBecomesANewDatabase) {
    TempDir dir;
    const auto path = dir.file("empty.db");
    test::writeAll(path, "");
    Database db(path);
    EXPECT_EQ(db.schemaVersion(), currentSchemaVersion());
}

TEST(Database, RefusesAFileThatIsNotSqliteAndLeavesItAlone) {
    TempDir dir;
    const auto path = dir.file("roster.txt");
    const std::string content = "2 Dwarves Footman\nthis is not a database\n";
    test::writeAll(path, content);
    const auto message = openError(path);
    EXPECT_NE(message.find(path), std::string::npos) << message;
    EXPECT_NE(message.find("not a SQLite database"), std::string::npos) << message;
    EXPECT_EQ(test::readAll(path), content);
}

TEST(Database, ADamagedFileGivesAClearMessageNamingTheBackup) {
    TempDir dir;
    const auto path = dir.file("damaged.db");
    {
        Database db(path);
        for (int i = 0; i < 200; ++i) CollectionRepository(db).add("mine", "Die " + std::to_string(i), i + 1);
    }
    test::writeAll(path + ".bak-v1", "older copy");
    // Keep the SQLite header, scribble over the pages after it.
    auto bytes = test::readAll(path);
    ASSERT_GT(bytes.size(), 8192U);
    for (std::size_t i = 100; i < bytes.size(); i += 7) bytes[i] = static_cast<char>(0xA5 ^ i);
    test::writeAll(path, bytes);
    std::string message;
    try {
        Database db(path);
        CollectionRepository repo(db);
        (void)repo.list();
        (void)db.integrityCheck();
        FAIL() << "a damaged file was accepted";
    } catch (const DatabaseError& e) {
        message = e.what();
        EXPECT_EQ(e.file(), path);
        EXPECT_EQ(e.backupPath(), path + ".bak-v1");
    }
    EXPECT_NE(message.find(path), std::string::npos) << message;
    EXPECT_NE(message.find("damaged"), std::string::npos) << message;
    EXPECT_NE(message.find(".bak-v1"), std::string::npos) << message;
}

TEST(Database, ATruncatedFileNeverCrashes) {
    TempDir dir;
    const auto path = dir.file("truncated.db");
    {
        Database db(path);
        for (int i = 0; i < 300; ++i) CollectionRepository(db).add("mine", "Die " + std::to_string(i), 1);
    }
    auto bytes = test::readAll(path);
    test::writeAll(path, bytes.substr(0, bytes.size() / 3));
    try {
        Database db(path);
        (void)CollectionRepository(db).find("mine");
        (void)db.integrityCheck();
    } catch (const DatabaseError& e) {
        EXPECT_NE(std::string(e.what()).find(path), std::string::npos);
    }
}

TEST(Database, RefusesADatabaseWrittenByANewerMuster) {
    TempDir dir;
    const auto path = dir.file("future.db");
    {
        Database db(path);
        db.connection().exec("PRAGMA user_version = 99");
    }
    const auto before = test::readAll(path);
    const auto message = openError(path);
    EXPECT_NE(message.find("newer Muster"), std::string::npos) << message;
    EXPECT_NE(message.find("99"), std::string::npos) << message;
    EXPECT_EQ(test::readAll(path), before);
}

TEST(Database, RefusesTheDatabaseOfAnotherProgram) {
    TempDir dir;
    const auto path = dir.file("other.sqlite");
    {
        SQLite::Database other(path, SQLite::OPEN_READWRITE | SQLite::OPEN_CREATE);
        other.exec("CREATE TABLE photos(id INTEGER PRIMARY KEY, file TEXT)");
    }
    EXPECT_NE(openError(path).find("another program"), std::string::npos);
    {
        SQLite::Database other(path, SQLite::OPEN_READWRITE);
        other.exec("PRAGMA application_id = 12345");
    }
    EXPECT_NE(openError(path).find("another program"), std::string::npos);
}

TEST(Database, ExplainsAMissingFolderAndAFolderGivenAsFile) {
    TempDir dir;
    const auto missing = dir.file("no/such/folder/x.db");
    EXPECT_NE(openError(missing).find("does not exist"), std::string::npos);
    EXPECT_NE(openError(dir.path().string()).find("is a folder"), std::string::npos);
    OpenOptions options;
    options.createParentDirectory = true;
    Database db(missing, options);
    EXPECT_TRUE(std::filesystem::exists(missing));
}

TEST(Database, ANestedFailureRollsBackOnlyItsPart) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    db.write("outer", [&] {
        repo.add("mine", "Fire Drake", 1);
        try {
            db.write("inner", [&] {
                repo.add("mine", "Gold Medallion", 1);
                throw RecordError("changed my mind");
            });
        } catch (const RecordError&) {
        }
    });
    const auto mine = repo.get("mine");
    EXPECT_EQ(mine.dice.size(), 1U);
    EXPECT_EQ(mine.dice.count("Fire Drake"), 1U);
}

TEST(Database, AFailedActionLeavesNoTrace) {
    auto db = Database::inMemory();
    CollectionRepository repo(db);
    repo.add("mine", "Fire Drake", 2);
    EXPECT_THROW(db.write("two steps",
                          [&] {
                              repo.add("mine", "Gold Medallion", 1);
                              repo.remove("mine", "Fire Drake", 5);  // more than owned: the whole action goes
                          }),
                 RecordError);
    const auto mine = repo.get("mine");
    EXPECT_EQ(mine.dice.size(), 1U);
    EXPECT_EQ(mine.dice.at("Fire Drake"), 2);
}

TEST(Database, SqliteErrorsBecomeDatabaseErrorsWithContext) {
    auto db = Database::inMemory();
    try {
        db.write("doing something odd",
                 [&] { db.connection().exec("INSERT INTO no_such_table VALUES (1)"); });
        FAIL();
    } catch (const DatabaseError& e) {
        EXPECT_EQ(e.file(), ":memory:");
        EXPECT_NE(std::string(e.what()).find("doing something odd"), std::string::npos) << e.what();
        EXPECT_NE(std::string(e.what()).find("no_such_table"), std::string::npos) << e.what();
    }
}

TEST(Database, DefaultPathFollowsXdgDataHome) {
    const char* oldXdg = std::getenv("XDG_DATA_HOME");
    const std::string saved = oldXdg != nullptr ? oldXdg : "";
    ::setenv("XDG_DATA_HOME", "/tmp/xdg-test", 1);
    EXPECT_EQ(defaultDatabasePath(), "/tmp/xdg-test/muster/muster.db");
    ::setenv("XDG_DATA_HOME", "relative/ignored", 1);
    ::setenv("HOME", std::getenv("HOME") != nullptr ? std::getenv("HOME") : "/root", 1);
    EXPECT_EQ(defaultDatabasePath(), std::string(std::getenv("HOME")) + "/.local/share/muster/muster.db");
    if (oldXdg != nullptr) {
        ::setenv("XDG_DATA_HOME", saved.c_str(), 1);
    } else {
        ::unsetenv("XDG_DATA_HOME");
    }
}
