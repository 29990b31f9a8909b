// Services facing bad input (issue 17): finding an event by a text that could mean two events, and reading
// match logs that cannot be verified, are in another encoding or name files they should not.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "../ErrorOf.h"
#include "../TestCatalog.h"
#include "muster/db/Database.h"
#include "muster/domain/FileIO.h"
#include "muster/services/EventStore.h"
#include "muster/services/MatchLogCheck.h"

using namespace muster;
namespace fs = std::filesystem;

namespace {

using muster::testsupport::catalog;

using muster::testsupport::errorOf;

struct Events {
    db::Database database = db::Database::inMemory();
    db::EventRepository repo{database};
    services::EventStore store{repo};

    db::RowId create(const std::string& name) {
        rules::tournament::Event e;
        e.settings.name = name;
        return store.create(e);
    }
};

TEST(EventLookup, ByIdOrByAName) {
    Events events;
    const auto cup = events.create("Spring Cup");
    EXPECT_EQ(events.store.find("Spring Cup"), cup);
    EXPECT_EQ(events.store.find(std::to_string(cup)), cup);
    EXPECT_EQ(errorOf([&] { (void)events.store.find("Autumn Cup"); }), "no event \"Autumn Cup\" in the database");
}

// Two events of one name were resolved silently to the newer one; now the organiser is asked which.
TEST(EventLookup, TwoEventsOfOneNameAreNeverChosenSilently) {
    Events events;
    events.create("Spring Cup");
    events.create("Spring Cup");
    EXPECT_EQ(errorOf([&] { (void)events.store.find("Spring Cup"); }),
              "\"Spring Cup\" could mean event 1 (\"Spring Cup\"), event 2 (\"Spring Cup\"); give the event's id");
}

// An event named "1" could not be reached by its name; now it can, unless the text also is another event's id.
TEST(EventLookup, AnEventNamedLikeANumber) {
    Events events;
    const auto first = events.create("Spring Cup");
    const auto named = events.create("1999");
    EXPECT_EQ(events.store.find("1999"), named);
    EXPECT_EQ(events.store.find(std::to_string(first)), first) << "no clash yet";
    const auto one = events.create(std::to_string(first));
    EXPECT_NE(errorOf([&] { (void)events.store.find(std::to_string(first)); }).find("could mean"), std::string::npos);
    EXPECT_EQ(events.store.find(std::to_string(one)), one);
}

// A 20-digit id used to stop the command with "stoll".
TEST(EventLookup, HugeNumbersAreJustUnknown) {
    Events events;
    events.create("Spring Cup");
    EXPECT_EQ(errorOf([&] { (void)events.store.find("123456789012345678901"); }),
              "no event \"123456789012345678901\" in the database");
    EXPECT_EQ(errorOf([&] { (void)events.store.find("-1"); }), "no event \"-1\" in the database");
}

class LogFiles : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("muster-logs-" + std::to_string(::getpid()) + "-" +
                                            ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    [[nodiscard]] std::string write(const std::string& name, const std::string& text) const {
        const auto path = (dir_ / name).string();
        std::ofstream(path, std::ios::binary) << text;
        return path;
    }
    static std::string example(const std::string& name) {
        return muster::domain::readFile((fs::path(MUSTER_TEST_DATA) / "matchlogs" / name).string());
    }
    fs::path dir_;
};

TEST_F(LogFiles, EveryFileGetsAVerdictWithItsLine) {
    const rules::MatchVerifier verifier(catalog(), services::logRosterReader(catalog()));
    auto v = services::verifyLogFile(verifier, dir_.string());
    EXPECT_EQ(v.status, rules::MatchVerdict::Status::Unreadable);
    EXPECT_EQ(v.message, dir_.string() + ": unreadable: is a directory, not a file");
    std::string log = example("capture-win.log");
    log.replace(log.find("player A Ana"), 12, "player A An\xe9");
    v = services::verifyLogFile(verifier, write("cp1252.log", log));
    EXPECT_EQ(v.line, 6);
    EXPECT_NE(v.message.find("is not UTF-8 text (byte 0xE9)"), std::string::npos) << v.message;
}

TEST_F(LogFiles, RosterLinesNeverEchoWhatAForeignFileHolds) {
    std::string log = example("capture-win.log");
    const auto from = log.find("army A home");
    const auto to = log.find("terrain B");
    log.replace(from, to - from, "roster A secret.txt\n");
    (void)write("secret.txt", "password: hunter2\n");
    const rules::MatchVerifier verifier(catalog(), services::logRosterReader(catalog()));
    auto v = services::verifyLogFile(verifier, write("foreign.log", log));
    EXPECT_EQ(v.status, rules::MatchVerdict::Status::Unreadable);
    EXPECT_NE(v.message.find("secret.txt: line 1: not a roster Muster can read"), std::string::npos) << v.message;
    EXPECT_EQ(v.message.find("hunter2"), std::string::npos) << v.message;
    log.replace(log.find("roster A secret.txt"), 19, "roster A /dev/zero");
    v = services::verifyLogFile(verifier, write("device.log", log));
    EXPECT_NE(v.message.find("/dev/zero: is a device, not a file"), std::string::npos) << v.message;
}

TEST_F(LogFiles, TheDeskRefusesALogThatIsNotUtf8) {
    std::string log = example("capture-win.log");
    log.replace(log.find("player A Ana"), 12, "player A An\xe9");
    const auto path = write("cp1252.log", log);
    EXPECT_EQ(errorOf([&] { (void)services::checkMatchLogFile(catalog(), path); }),
              path + ": line 6: is not UTF-8 text (byte 0xE9); save the file as UTF-8; nothing was stored");
}

}  // namespace
