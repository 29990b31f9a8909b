// The project's file helpers: readFile refuses what is not a regular file or is too large; writeFileAtomically
// replaces regular files whole, follows symbolic links and writes through to special files.
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <string>
#include <thread>

#include "muster/domain/FileIO.h"

namespace fs = std::filesystem;
using muster::domain::FileError;
using muster::domain::readFile;
using muster::domain::ReadLimits;
using muster::domain::writeFileAtomically;

namespace {

class FileIO : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("muster-fileio-" + std::to_string(::getpid()) + "-" +
                                            ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    [[nodiscard]] std::string path(const char* name) const { return (dir_ / name).string(); }
    static void write(const std::string& p, const std::string& text) { std::ofstream(p, std::ios::binary) << text; }

    fs::path dir_;
};

std::string problemOf(const std::function<void()>& call) {
    try {
        call();
    } catch (const FileError& e) {
        return e.problem();
    }
    return "";
}

}  // namespace

TEST_F(FileIO, ReadsAWholeFile) {
    write(path("a.txt"), std::string("line one\nline two\n\0tail", 23));
    EXPECT_EQ(readFile(path("a.txt")).size(), 23U);
}

TEST_F(FileIO, RefusesDirectoriesDevicesAndMissingFiles) {
    EXPECT_NE(problemOf([&] { readFile(dir_.string()); }).find("directory"), std::string::npos);
    EXPECT_NE(problemOf([] { readFile("/dev/zero"); }).find("device"), std::string::npos);
    EXPECT_NE(problemOf([&] { readFile(path("missing")); }).find("cannot open the file"), std::string::npos);
}

TEST_F(FileIO, RefusesFilesOverTheCap) {
    write(path("big.txt"), std::string(1000, 'x'));
    ReadLimits limits;
    limits.maxBytes = 999;
    EXPECT_NE(problemOf([&] { readFile(path("big.txt"), limits); }).find("too large"), std::string::npos);
    limits.maxBytes = 1000;
    EXPECT_EQ(readFile(path("big.txt"), limits).size(), 1000U);
}

TEST_F(FileIO, ReplacesARegularFileWholeAndLeavesNoTemporaryFile) {
    write(path("out.txt"), "old content that is longer");
    writeFileAtomically(path("out.txt"), "new");
    EXPECT_EQ(readFile(path("out.txt")), "new");
    int files = 0;
    for ([[maybe_unused]] const auto& entry : fs::directory_iterator(dir_)) ++files;
    EXPECT_EQ(files, 1);
}

TEST_F(FileIO, KeepsASymbolicLinkAndReplacesItsTarget) {
    write(path("real.txt"), "old");
    fs::create_symlink(path("real.txt"), path("link.txt"));
    writeFileAtomically(path("link.txt"), "new");
    EXPECT_TRUE(fs::is_symlink(path("link.txt")));
    EXPECT_EQ(readFile(path("real.txt")), "new");
}

// Issue 34: a link to a file that does not exist yet was replaced by a regular file (the docs say the link stays).
TEST_F(FileIO, KeepsADanglingLinkAndCreatesItsTarget) {
    fs::create_directories(dir_ / "sub");
    fs::create_symlink("sub/new.txt", path("dangling.txt"));  // relative to the link's folder
    fs::create_symlink(path("dangling.txt"), path("chain.txt"));
    writeFileAtomically(path("chain.txt"), "new");
    EXPECT_TRUE(fs::is_symlink(path("dangling.txt")));
    EXPECT_TRUE(fs::is_symlink(path("chain.txt")));
    EXPECT_EQ(readFile((dir_ / "sub" / "new.txt").string()), "new");
}

TEST_F(FileIO, RefusesALinkLoop) {
    fs::create_symlink(path("b.txt"), path("a.txt"));
    fs::create_symlink(path("a.txt"), path("b.txt"));
    EXPECT_NE(problemOf([&] { writeFileAtomically(path("a.txt"), "x"); }), "");
    EXPECT_TRUE(fs::is_symlink(path("a.txt")));
}

TEST_F(FileIO, WritesThroughToAPipeInsteadOfReplacingIt) {
    ASSERT_EQ(::mkfifo(path("fifo").c_str(), 0600), 0);
    std::string received;
    std::thread reader([&] {
        received = [&] {
            std::ifstream in(path("fifo"), std::ios::binary);
            return std::string(std::istreambuf_iterator<char>(in), {});
        }();
    });
    writeFileAtomically(path("fifo"), "through the pipe");
    reader.join();
    EXPECT_EQ(received, "through the pipe");
    struct stat info {};
    ASSERT_EQ(::stat(path("fifo").c_str(), &info), 0);
    EXPECT_TRUE(S_ISFIFO(info.st_mode));
}

TEST_F(FileIO, AFullDeviceIsAnErrorNotSilence) {
    EXPECT_NE(problemOf([] { writeFileAtomically("/dev/full", "x"); }).find("cannot be written"), std::string::npos);
}

TEST_F(FileIO, RefusesToWriteOverADirectory) {
    EXPECT_NE(problemOf([&] { writeFileAtomically(dir_.string(), "x"); }).find("directory"), std::string::npos);
}
