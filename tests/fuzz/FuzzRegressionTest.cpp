// Replays every input saved under tests/data/fuzz-regressions/<entry point>/ (inputs that once crashed a
// fuzz target, or broke one of its properties) through the same entry points the fuzz targets drive, in the
// ordinary (and the ASan/UBSan) test build. A regression crashes or aborts this test.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "FuzzEntryPoints.h"
#include "muster/domain/FileIO.h"

namespace fs = std::filesystem;

namespace {

const fs::path kRegressions = fs::path(MUSTER_TEST_DATA) / "fuzz-regressions";

int replay(const std::string& entryName) {
    const auto* entry = muster::fuzz::findEntryPoint(entryName);
    if (entry == nullptr) return -1;
    int count = 0;
    const fs::path folder = kRegressions / entryName;
    if (!fs::is_directory(folder)) return 0;
    for (const auto& file : fs::directory_iterator(folder)) {
        if (!file.is_regular_file() || file.path().filename().string().starts_with(".")) continue;
        SCOPED_TRACE(file.path().string());
        entry->run(muster::domain::readFile(file.path().string()));
        ++count;
    }
    return count;
}

class FuzzRegression : public ::testing::TestWithParam<std::string> {};

TEST_P(FuzzRegression, EverySavedInputIsHandled) {
    const int replayed = replay(GetParam());
    ASSERT_GE(replayed, 0) << "no entry point " << GetParam();
    RecordProperty("replayed", replayed);
}

INSTANTIATE_TEST_SUITE_P(EntryPoints, FuzzRegression,
                         ::testing::Values("roster-json", "roster-text", "match-log", "event-file", "collection-csv",
                                           "collection-json", "event-format", "catalog-part", "octgn-deck",
                                           "match-position"),
                         [](const auto& param) {
                             std::string name = param.param;
                             for (auto& c : name) c = c == '-' ? '_' : c;
                             return name;
                         });

// Every folder under fuzz-regressions names an entry point (a typo would leave its inputs unreplayed).
TEST(FuzzRegressionFolders, NameEntryPoints) {
    if (!fs::is_directory(kRegressions)) return;
    for (const auto& folder : fs::directory_iterator(kRegressions)) {
        if (!folder.is_directory()) continue;
        const std::string name = folder.path().filename().string();
        EXPECT_NE(muster::fuzz::findEntryPoint(name), nullptr) << name;
    }
}

// The saved match-log inputs replayed strictly: the rules engine itself must give each a verdict without
// throwing (muster-cli would also catch a throw per log, services/MatchLogCheck.h, but the engine should not
// need that). The face index too large for an int once threw from std::stoi.
TEST(FuzzRegressionEngine, MatchLogInputsGetAVerdictWithoutThrowing) {
    const fs::path folder = kRegressions / "match-log";
    int replayed = 0;
    for (const auto& file : fs::directory_iterator(folder)) {
        SCOPED_TRACE(file.path().string());
        EXPECT_NO_THROW(muster::fuzz::verifyLogStrictly(muster::domain::readFile(file.path().string())));
        ++replayed;
    }
    EXPECT_GT(replayed, 0);
}

}  // namespace

// The match-position entry point (a log that starts from a position) on its seeds and on seeded mutations of them
// (lines dropped, doubled or swapped, words changed): each input is read, refused or played from, and what the
// writer makes of a position it reads back to the same text (the entry point aborts otherwise).
TEST(FuzzEntryPointMatchPosition, SeedsAndTheirMutationsAreHandled) {
    const auto* entry = muster::fuzz::findEntryPoint("match-position");
    ASSERT_NE(entry, nullptr);
    std::vector<std::string> seeds;
    for (const auto& file : fs::directory_iterator(fs::path(MUSTER_TEST_DATA) / "matchlogs" / "positions"))
        seeds.push_back(muster::domain::readFile(file.path().string()));
    seeds.push_back(muster::domain::readFile(
        (fs::path(MUSTER_TEST_DATA) / ".." / ".." / "docs" / "examples" / "judge-position.log").string()));
    ASSERT_GE(seeds.size(), 6U);
    const std::vector<std::string> words = {
        "8/A", "9",   "0",      "reserve", "home:B", "frontier",     "x3",     "B:c1",       "A@frontier", ":",
        "out", "dua", "winner", "turn",    "-",      "status=tamed", "save+1", "all/2@unit", "eliminated", "play"};
    std::mt19937 random(28);
    int inputs = 0;
    for (const auto& seed : seeds) {
        entry->run(seed);
        std::vector<std::string> lines;
        std::istringstream in(seed);
        for (std::string line; std::getline(in, line);) lines.push_back(line);
        for (int m = 0; m < 300; ++m) {
            auto changed = lines;
            std::uniform_int_distribution<std::size_t> at(0, changed.size() - 1);
            for (int edits = 1 + m % 3; edits > 0; --edits) {
                const std::size_t i = at(random);
                switch (random() % 4) {
                    case 0:
                        changed[i].clear();
                        break;
                    case 1:
                        changed[i] = changed[at(random)];
                        break;
                    case 2:
                        std::swap(changed[i], changed[at(random)]);
                        break;
                    default: {
                        auto& line = changed[i];
                        const auto space = line.find(' ', random() % (line.size() + 1));
                        line.insert(space == std::string::npos ? line.size() : space,
                                    " " + words[random() % words.size()]);
                    }
                }
            }
            std::string text;
            for (const auto& line : changed) text += line + "\n";
            SCOPED_TRACE(text);
            entry->run(text);
            ++inputs;
        }
    }
    EXPECT_EQ(inputs, static_cast<int>(seeds.size()) * 300);
}
