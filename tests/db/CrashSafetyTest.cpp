// Crash safety and concurrent use, proved with real processes: a writer is killed with SIGKILL at random
// moments, again and again, and every action it reported as committed must still be there, in a file that
// passes PRAGMA integrity_check. Two writers on one file wait for each other instead of failing.
#include <SQLiteCpp/SQLiteCpp.h>
#include <fcntl.h>
#include <gtest/gtest.h>
#include <poll.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <random>
#include <set>
#include <string>

#include "DbTestUtil.h"
#include "muster/db/CollectionRepository.h"
#include "muster/db/Database.h"
#include "muster/db/RosterRepository.h"

using namespace muster::db;
using muster::db::test::TempDir;

namespace {

// One user action of the writer: a new version of one of five rosters (which moves the old one into the
// history) and one new collection entry, in one transaction.
void userAction(Database& db, const std::string& key, int i) {
    RosterRepository rosters(db);
    CollectionRepository collections(db);
    db.write("crash test action", [&] {
        SavedRoster record;
        record.name = "roster " + std::to_string(i % 5);
        record.player = "Ünïcode \"quoted\" player";
        record.content = R"({"format":"muster-roster","version":1,"key":")" + key + "\"}";
        record.catalogRevision = "crash";
        rosters.save(record);
        collections.add("crash", key, 1);
    });
}

// Child process body: writes actions in a loop and reports each committed key on the pipe. Never returns.
[[noreturn]] void writer(const std::string& path, int fd, const std::string& prefix, int limit) {
    try {
        Database db(path);
        for (int i = 0; limit < 0 || i < limit; ++i) {
            const std::string key = prefix + "-" + std::to_string(i);
            userAction(db, key, i);
            std::string line = key;
            line.push_back('\n');
            if (::write(fd, line.data(), line.size()) != static_cast<ssize_t>(line.size())) ::_exit(4);
        }
    } catch (const std::exception& e) {
        std::string line = "ERROR ";
        line.append(e.what());
        line.push_back('\n');
        [[maybe_unused]] auto ignored = ::write(fd, line.data(), line.size());
        ::_exit(3);
    }
    ::_exit(0);
}

// Reads whole lines from fd into `lines` until EOF or the deadline (when given).
void readLines(int fd, std::string& buffer, std::set<std::string>& lines, std::string& errors,
               std::chrono::steady_clock::time_point deadline, bool untilEof) {
    char chunk[4096];
    while (true) {
        int timeout = -1;
        if (!untilEof) {
            const auto left =
                std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now());
            if (left.count() <= 0) return;
            timeout = static_cast<int>(left.count());
        }
        pollfd p{fd, POLLIN, 0};
        const int ready = ::poll(&p, 1, timeout);
        if (ready <= 0) {
            if (ready < 0 && errno == EINTR) continue;
            return;
        }
        const auto n = ::read(fd, chunk, sizeof chunk);
        if (n <= 0) return;
        buffer.append(chunk, static_cast<std::size_t>(n));
        std::size_t nl;
        while ((nl = buffer.find('\n')) != std::string::npos) {
            std::string line = buffer.substr(0, nl);
            buffer.erase(0, nl + 1);
            if (line.rfind("ERROR", 0) == 0) {
                errors += line + "\n";
            } else {
                lines.insert(line);
            }
        }
    }
}

struct Child {
    pid_t pid = -1;
    int fd = -1;
};

Child startWriter(const std::string& path, const std::string& prefix, int limit) {
    int fds[2];
    if (::pipe(fds) != 0) throw std::runtime_error("pipe failed");
    const pid_t pid = ::fork();
    if (pid < 0) throw std::runtime_error("fork failed");
    if (pid == 0) {
        ::close(fds[0]);
        writer(path, fds[1], prefix, limit);
    }
    ::close(fds[1]);
    return {pid, fds[0]};
}

// Checks the file after a crash: sound, every reported key present, every action whole.
void verify(const std::string& path, const std::set<std::string>& committed) {
    Database db(path);
    const auto findings = db.integrityCheck();
    ASSERT_TRUE(findings.empty()) << findings.front();
    const auto crash = CollectionRepository(db).find("crash");
    std::size_t present = 0;
    if (crash) {
        present = crash->dice.size();
        for (const auto& [key, count] : crash->dice) ASSERT_EQ(count, 1) << key;
    }
    for (const auto& key : committed) {
        ASSERT_TRUE(crash && crash->dice.count(key) == 1) << "committed action " << key << " was lost";
    }
    // Atomicity: each action saved exactly one roster version and one collection entry.
    SQLite::Statement versions(db.connection(), "SELECT coalesce(sum(version), 0) FROM rosters");
    versions.executeStep();
    EXPECT_EQ(static_cast<std::size_t>(versions.getColumn(0).getInt64()), present);
    SQLite::Statement history(db.connection(),
                              "SELECT count(*) FROM rosters r WHERE (SELECT count(*) FROM roster_history h "
                              "WHERE h.roster_id = r.id) <> r.version - 1");
    history.executeStep();
    EXPECT_EQ(history.getColumn(0).getInt(), 0) << "a roster's history has gaps";
}

}  // namespace

TEST(CrashSafety, KillingAWriterAtRandomMomentsNeverLosesACommittedAction) {
    TempDir dir;
    const auto path = dir.file("crash.db");
    { Database create(path); }
    std::mt19937 random(20261121);
    std::uniform_int_distribution<int> delayMs(0, 100);
    std::set<std::string> committed;
    int killedMidRun = 0;
    const auto start = std::chrono::steady_clock::now();
    for (int round = 0; round < 30; ++round) {
        std::string prefix = std::to_string(round);
        prefix.insert(0, 1, 'k');
        const Child child = startWriter(path, prefix, -1);
        std::string buffer;
        std::string errors;
        // Kill at a random moment after the writer's first commit of this round: how long a process takes to
        // start and open the file depends on the build (ASan) and the machine's load, so waiting for the first
        // commit (up to 60 s) keeps every kill between commits.
        const std::size_t before = committed.size();
        const auto patience = std::chrono::steady_clock::now() + std::chrono::seconds(60);
        while (committed.size() == before && errors.empty() && std::chrono::steady_clock::now() < patience)
            readLines(child.fd, buffer, committed, errors,
                      std::chrono::steady_clock::now() + std::chrono::milliseconds(10), false);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(delayMs(random));
        readLines(child.fd, buffer, committed, errors, deadline, false);
        ::kill(child.pid, SIGKILL);
        int status = 0;
        ::waitpid(child.pid, &status, 0);
        readLines(child.fd, buffer, committed, errors, {}, true);  // what it wrote before dying
        ::close(child.fd);
        ASSERT_TRUE(errors.empty()) << errors;
        if (WIFSIGNALED(status) && WTERMSIG(status) == SIGKILL) ++killedMidRun;
        verify(path, committed);
        if (HasFatalFailure()) return;
    }
    const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    EXPECT_EQ(killedMidRun, 30);
    // The kills must land between commits for the test to mean anything: every round waited for a commit.
    EXPECT_GE(committed.size(), 30U) << "the writer should commit actions between kills";
    std::printf("crash test: 30 kills, %zu committed actions checked, %.1f s\n", committed.size(), seconds);
}

TEST(CrashSafety, TwoWritersOnOneFileWaitForEachOther) {
    TempDir dir;
    const auto path = dir.file("shared.db");  // both create it: the first upgrade wins, the other waits
    const int perWriter = 60;
    Child a = startWriter(path, "a", perWriter);
    Child b = startWriter(path, "b", perWriter);
    std::set<std::string> committed;
    std::string errors;
    for (Child* child : {&a, &b}) {
        std::string buffer;
        readLines(child->fd, buffer, committed, errors, {}, true);
        ::close(child->fd);
        int status = 0;
        ::waitpid(child->pid, &status, 0);
        EXPECT_TRUE(WIFEXITED(status) && WEXITSTATUS(status) == 0) << "writer failed: " << errors;
    }
    EXPECT_TRUE(errors.empty()) << errors;
    EXPECT_EQ(committed.size(), 2U * perWriter);
    verify(path, committed);
}
