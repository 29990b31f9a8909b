// Services facing the second hostile-input campaign (issue 34): database paths that are not file paths, roster
// files whose name promises a format they do not hold, registration lists with control characters, match logs
// too large to read or with megabyte lines (what a verdict quotes and stores stays small), and an event file's
// format file found beside it once imported.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>

#include "../ErrorOf.h"
#include "../TestCatalog.h"
#include "muster/db/Database.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/services/EventFiles.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/Registration.h"
#include "muster/services/RosterFile.h"
#include "muster/services/Storage.h"

using namespace muster;
namespace fs = std::filesystem;

namespace {

using muster::testsupport::catalog;

using muster::testsupport::errorOf;

class HostileFiles : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("muster-hostile-" + std::to_string(::getpid()) + "-" +
                                            ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    [[nodiscard]] std::string write(const std::string& name, const std::string& content) const {
        const auto path = dir_ / name;
        fs::create_directories(path.parent_path());
        std::ofstream(path, std::ios::binary) << content;
        return path.string();
    }
    fs::path dir_;
};

// --db ":memory:" said "event 1 created" and lost it; "file:y.db" was an SQLite URI; "" was the user's database.
TEST(DatabasePaths, OnlyPlainFilePathsAreDatabases) {
    EXPECT_EQ(errorOf([] { db::Database database(":memory:"); }),
              "database :memory:: is SQLite's name for a database in memory, which is gone when Muster ends; give a "
              "file path");
    EXPECT_EQ(errorOf([] { db::Database database("file:y.db?mode=memory"); }),
              "database file:y.db?mode=memory: is an SQLite URI, not a file path; Muster takes plain file paths (write "
              "./file:y.db?mode=memory for a file of that name)");
    EXPECT_EQ(errorOf([] { db::Database database(""); }),
              "database '': an empty text is not a database file; give a file path (leave out --db for the default "
              "database)");
    EXPECT_EQ(
        errorOf([] { db::Database database("/dev/zero"); }),
        "database /dev/zero: is a device, not a database file; Muster left it unchanged. Choose a file with --db");
    EXPECT_NE(services::Storage::pathProblem("FILE:x").find("is an SQLite URI"), std::string::npos);
    EXPECT_EQ(services::Storage::pathProblem("muster.db"), "");
}

TEST_F(HostileFiles, AFileNamedLikeAUriOpensByItsPath) {
    const std::string path = (dir_ / "file:y.db").string();  // an absolute path: not a URI
    { db::Database database(path); }
    EXPECT_TRUE(fs::is_regular_file(path));
}

// An empty or non-XML .o8d and an empty .json were read as text rosters ("force size is missing").
TEST_F(HostileFiles, RosterFilesThatAreNotWhatTheirNameSays) {
    EXPECT_EQ(errorOf([&] { (void)services::readRosterFile(write("a.o8d", ""), catalog()); }),
              (dir_ / "a.o8d").string() + ": is empty: there is no roster in it");
    EXPECT_EQ(errorOf([&] { (void)services::readRosterFile(write("b.o8d", "\n\nforce size: 24\n"), catalog()); }),
              (dir_ / "b.o8d").string() + ": line 3: is not an OCTGN deck: a deck is XML and starts with '<'");
    EXPECT_EQ(errorOf([&] { (void)services::readRosterFile(write("c.json", "  \n"), catalog()); }),
              (dir_ / "c.json").string() + ": is empty: there is no roster in it");
    EXPECT_EQ(
        errorOf([&] { (void)services::readRosterFile(write("d.json", "force size: 24\n"), catalog()); }),
        (dir_ / "d.json").string() + ": line 1: is not a JSON roster: a JSON roster is one object and starts with '{'");
}

TEST(PlayerLists, ControlCharactersAndBlankNamesAreRefused) {
    EXPECT_EQ(errorOf([] { (void)services::parsePlayerCsv(std::string("name\nAnn\nBo\0b\n", 14), "p.csv", ""); }),
              "p.csv: line 3: holds a NUL byte (a binary file, or UTF-16 text?); save the file as UTF-8 text");
    EXPECT_EQ(errorOf([] { (void)services::parsePlayerCsv("name,club\nAnn,\"Red\x1b[2J\"\n", "p.csv", ""); }),
              "p.csv: line 2: club: \"Red\\x1B[2J\" contains control or bidirectional formatting characters");
    EXPECT_EQ(errorOf([] { (void)services::parsePlayerCsv("name\n\"   \"\n", "p.csv", ""); }),
              "p.csv: line 2: name: empty");
    EXPECT_EQ(errorOf([] { (void)services::parsePlayerCsv("name\n\"Ann\nBob\"\n", "p.csv", ""); }),
              "p.csv: line 2: a quoted field is not closed on this line (a name cannot hold a line break)");
}

TEST_F(HostileFiles, ALogTooLargeIsRefusedUnread) {
    const std::string path = write("big.log", std::string(rules::matchlog::MatchLogParser::kMaxBytes + 1, '#'));
    const rules::MatchVerifier verifier(catalog());
    const auto verdict = services::verifyLogFile(verifier, path);
    EXPECT_EQ(verdict.status, rules::MatchVerdict::Status::Unreadable);
    EXPECT_NE(verdict.message.find("is too large"), std::string::npos) << verdict.message;
}

// A 1 MB line made a 4 MB message (12 MB with --json) and a 12 MB stored row.
TEST_F(HostileFiles, WhatAVerdictSaysStaysSmall) {
    std::string line;
    while (line.size() < 60000) line += "\x1b[31m\x07";
    const std::string log =
        "format muster-matchlog 2\nedition v4.01d\nforce-size 24\nplayer A Ana\nplayer B Bruno\n"
        "terrain A home Highland City\nterrain A frontier Coastland Tower\nterrain B home Flatland City\n"
        "terrain B frontier Swampland City\narmy A home h1: " +
        line +
        "\narmy A horde z1: Dwarves Footman\n"
        "army A campaign c1: Dwarves Footman\narmy B home h1: Dwarves Footman\narmy B horde z1: Dwarves Footman\n"
        "army B campaign c1: Dwarves Footman\nsetup\nresult none\n";
    const auto checked = services::checkMatchLogFile(catalog(), write("controls.log", log));
    EXPECT_EQ(checked.verdict.status, rules::MatchVerdict::Status::Unreadable);
    EXPECT_NE(checked.verdict.message.find("no die named '\\x1B[31m\\x07"), std::string::npos)
        << checked.verdict.message;
    EXPECT_LT(checked.verdict.message.size(), 700U);
    for (const auto* text : {&checked.verdict.message, &checked.verdict.rulesGive, &checked.verdict.logSays}) {
        EXPECT_EQ(text->find('\x1b'), std::string::npos) << *text;
    }
}

TEST_F(HostileFiles, AnEventsFormatFileBesideItIsNamedByItsWholePathOnImport) {
    const std::string path = write("cup/event.json", R"({"format": "muster-event", "version": 2,
        "settings": {"name": "Cup", "eventFormat": "formats/cup.json"}})");
    const auto event = services::readEventFile(path);
    EXPECT_EQ(event.settings.eventFormat, (dir_ / "cup" / "formats" / "cup.json").string());
    const std::string builtIn = write("cup/built-in.json", R"({"format": "muster-event", "version": 2,
        "settings": {"name": "Cup", "eventFormat": "core"}})");
    EXPECT_EQ(services::readEventFile(builtIn).settings.eventFormat, "core");
}

}  // namespace
