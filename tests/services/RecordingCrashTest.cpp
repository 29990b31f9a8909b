// Kill tests of the game recorder's journal (issue 29), like the storage crash tests: a child process records a
// generated game entry by entry into a log file and is killed with SIGKILL at random moments; each time the file is
// resumed and the child goes on from where the file stops. The finished log is the one a recording without kills
// writes, and every file a kill left could be resumed. And a recording stopped while a roll's totals wait for a later
// statement ('?' in the file) resumes and settles them.
#include <gtest/gtest.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <iostream>
#include <random>
#include <thread>

#include "../TestCatalog.h"
#include "RecordingReentry.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/StateDigest.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"

namespace muster::services {
namespace {

namespace fs = std::filesystem;
using testsupport::catalog;

// The statements a log file holds now (lines after 'setup' that are not blank); 0 without a file.
std::size_t statementsIn(const std::string& path) {
    std::string text;
    try {
        text = domain::readFile(path);
    } catch (const domain::FileError&) {
        return 0;
    }
    const auto setup = text.find("\nsetup\n");
    if (setup == std::string::npos) return 0;
    std::size_t n = 0;
    bool blank = true;
    for (std::size_t i = setup + 7; i < text.size(); ++i) {
        if (text[i] == '\n') {
            n += blank ? 0 : 1;
            blank = true;
        } else if (text[i] != ' ') {
            blank = false;
        }
    }
    return n;
}

// Records the rest of the game into `path` (resuming it when it exists). Returns false on any failure. `pause`: a rest
// after each entry, as a player's pace, so that a parent slowed by a loaded machine still kills it at many entries.
bool recordTheRest(const std::string& path, const std::string& header, const rules::matchlog::MatchLog& log,
                   std::chrono::microseconds pause = std::chrono::microseconds(0)) {
    try {
        std::string notice;
        auto recording = fs::exists(path) ? GameRecording::resume(catalog(), path, notice)
                                          : GameRecording::start(catalog(), header, RecordingJournal(path));
        for (std::size_t i = recording->statements().size(); i < log.events.size(); ++i) {
            if (!testing::enterAgain(*recording, log, log.events[i]).result.accepted()) return false;
            if (pause.count() > 0) std::this_thread::sleep_for(pause);
        }
        return true;
    } catch (const std::exception&) {
        return false;
    }
}

TEST(RecordingCrashTest, KillNineAtRandomEntriesLosesNothing) {
    rules::matchlog::GeneratorOptions options;
    options.seed = 5;
    options.turns = 8;
    const auto generated = rules::matchlog::LegalLogGenerator(catalog()).generate(options);
    const auto log = rules::matchlog::MatchLogParser::parse(generated.text, "seed-5.log");
    const std::string header = testing::headerOf(generated.text);

    auto reference = GameRecording::start(catalog(), header, RecordingJournal());
    for (const auto& e : log.events) ASSERT_TRUE(testing::enterAgain(*reference, log, e).result.accepted()) << e.text;

    const fs::path dir = fs::temp_directory_path() / ("muster-recording-crash-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "game.log").string();
    std::mt19937 rng(29);
    int kills = 0;
    std::vector<std::size_t> killedAt;  // statements in the file after each kill
    bool finished = false;
    std::size_t before = 0;
    for (int attempt = 0; attempt < 60 && !finished; ++attempt) {
        const pid_t child = ::fork();
        ASSERT_GE(child, 0);
        if (child == 0) _exit(recordTheRest(path, header, log, std::chrono::microseconds(1500)) ? 0 : 3);
        // Kill at a random later entry (the file shows it), a random moment into the next one: whatever the speed of
        // the machine (a sanitizer build), the kills land at different entries.
        const std::size_t target = before + std::uniform_int_distribution<std::size_t>(1, 12)(rng);
        int status = 0;
        bool exited = false;
        for (int wait = 0; wait < 100000 && statementsIn(path) < target; ++wait) {
            if (::waitpid(child, &status, WNOHANG) == child) {
                exited = true;
                break;
            }
            ::usleep(200);
        }
        if (!exited) {
            ::usleep(static_cast<useconds_t>(std::uniform_int_distribution<int>(0, 1500)(rng)));
            ::kill(child, SIGKILL);
            ::waitpid(child, &status, 0);
        }
        if (WIFEXITED(status)) {
            ASSERT_EQ(WEXITSTATUS(status), 0) << "the child failed to record";
            finished = true;
            break;
        }
        ++kills;
        if (!fs::exists(path)) {
            killedAt.push_back(0);
            continue;
        }
        std::string notice;
        auto resumed = GameRecording::resume(catalog(), path, notice);  // every file a kill leaves is resumable
        before = resumed->statements().size();
        killedAt.push_back(before);
    }
    if (!finished) {
        ASSERT_TRUE(recordTheRest(path, header, log));
    }
    EXPECT_EQ(domain::readFile(path), reference->text());
    std::cout << "[recorder kills] " << kills << " kills, at " << killedAt.size() << " different entries of "
              << log.events.size() << "\n";
    EXPECT_GE(kills, 5);
    std::sort(killedAt.begin(), killedAt.end());
    killedAt.erase(std::unique(killedAt.begin(), killedAt.end()), killedAt.end());
    EXPECT_GE(killedAt.size(), 3U) << "the kills should land at different entries";
    fs::remove_all(dir);
}

}  // namespace
}  // namespace muster::services

namespace muster::services {
namespace {

// A roll whose totals are counted only after later statements (an SAI resolved by a later line) states '?' in the
// file until then; a recording stopped there resumes, and the statement that settles the roll rewrites its line.
TEST(RecordingCrashTest, ATotalCountedLaterIsResumedAndSettled) {
    const fs::path dir = fs::temp_directory_path() / ("muster-recording-later-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    bool found = false;
    for (std::uint64_t seed = 1; seed <= 20 && !found; ++seed) {
        rules::matchlog::GeneratorOptions options;
        options.seed = seed;
        options.turns = 10;
        const auto generated = rules::matchlog::LegalLogGenerator(catalog()).generate(options);
        const auto log = rules::matchlog::MatchLogParser::parse(generated.text, "later.log");
        const std::string header = testing::headerOf(generated.text);
        const std::string path = (dir / ("seed-" + std::to_string(seed) + ".log")).string();
        auto recording = GameRecording::start(catalog(), header, RecordingJournal(path));
        std::size_t i = 0;
        for (; i < log.events.size(); ++i) {
            ASSERT_TRUE(testing::enterAgain(*recording, log, log.events[i]).result.accepted()) << log.events[i].text;
            if (recording->text().find('?') != std::string::npos) break;
        }
        if (i == log.events.size()) continue;
        found = true;
        EXPECT_EQ(domain::readFile(path), recording->text());
        const auto digest = rules::engine::snapshotOf(recording->state());
        recording.reset();
        std::string notice;
        auto resumed = GameRecording::resume(catalog(), path, notice);
        EXPECT_NE(resumed->text().find('?'), std::string::npos);
        EXPECT_EQ(rules::engine::snapshotOf(resumed->state()), digest);
        for (++i; i < log.events.size(); ++i)
            ASSERT_TRUE(testing::enterAgain(*resumed, log, log.events[i]).result.accepted()) << log.events[i].text;
        EXPECT_EQ(domain::readFile(path), resumed->text());
        EXPECT_EQ(resumed->text(), generated.text);  // every '?' settled: the generated log byte for byte
    }
    EXPECT_TRUE(found) << "no generated game has a roll counted later";
    fs::remove_all(dir);
}

}  // namespace
}  // namespace muster::services
