// Golden per-statement state digests: every match log under tests/data/matchlogs (examples, broken copies,
// the generated corpus, the scenario logs of the engine tests, the benchmark games) is replayed, and the
// facts each statement changes are compared line by line with tests/data/matchlogs/digests/. A change to the
// engine that moves one fact shows as a one-line diff. Regenerate with MUSTER_UPDATE_GOLDEN=1 only for a
// named bug fix, and say which in the commit message.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/StateDigest.h"

namespace muster::rules {
namespace {

namespace fs = std::filesystem;

const fs::path kLogs = fs::path(MUSTER_TEST_DATA) / "matchlogs";
const fs::path kDigests = kLogs / "digests";

std::vector<std::string> digestLogs() {
    std::vector<std::string> out;
    for (const auto& entry : fs::recursive_directory_iterator(kLogs)) {
        if (!entry.is_regular_file() || entry.path().extension() != ".log") continue;
        out.push_back(fs::relative(entry.path(), kLogs).string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

std::string digestOf(const std::string& relative) {
    const fs::path path = kLogs / relative;
    const auto text = domain::readFile(path.string());
    std::ostringstream out;
    // The logs here were written with 19-point forces in 24-point games (partial forces): the engine, not the
    // force total, is under test.
    static const MatchVerifier verifier(testing::engineCatalog(), {}, VerifyOptions{true});
    matchlog::MatchLog log;
    try {
        log = matchlog::MatchLogParser::parse(text, relative);
    } catch (const matchlog::MatchLogError& e) {
        out << "unreadable " << e.line() << "\n";
        return out.str();
    }
    engine::StateSnapshot last;
    const auto verdict = verifier.verifyLog(log, [&](const engine::Event* event, const engine::GameState& state) {
        auto now = engine::snapshotOf(state);
        if (event == nullptr) {
            out << "setup: " << engine::digestDelta({}, now) << "\n";
        } else {
            out << event->line << " " << engine::toString(event->kind) << ": " << engine::digestDelta(last, now)
                << "\n";
        }
        last = std::move(now);
    });
    out << "verdict: " << toString(verdict.status);
    if (!verdict.verified()) out << " at line " << verdict.line;
    out << "\n";
    return out.str();
}

class EngineDigest : public ::testing::TestWithParam<std::string> {};

TEST_P(EngineDigest, StatementsChangeTheSameFacts) {
    const std::string relative = GetParam();
    const fs::path golden = kDigests / (relative + ".digest");
    const std::string actual = digestOf(relative);
    if (std::getenv("MUSTER_UPDATE_GOLDEN") != nullptr) {
        fs::create_directories(golden.parent_path());
        std::ofstream(golden, std::ios::binary) << actual;
        GTEST_SKIP() << "rewrote " << golden;
    }
    ASSERT_TRUE(fs::exists(golden)) << "no golden digest for " << relative << " (run with MUSTER_UPDATE_GOLDEN=1)";
    const std::string expected = domain::readFile(golden.string());
    if (expected == actual) return;
    // Show the first differing line, which names the statement.
    std::istringstream a(actual);
    std::istringstream e(expected);
    std::string la;
    std::string le;
    int n = 0;
    while (true) {
        const bool ga = static_cast<bool>(std::getline(a, la));
        const bool ge = static_cast<bool>(std::getline(e, le));
        ++n;
        if (!ga && !ge) break;
        if (la != le || ga != ge) {
            FAIL() << relative << ": digest line " << n << " differs\n  golden: " << (ge ? le : "<end>")
                   << "\n  now:    " << (ga ? la : "<end>");
        }
    }
}

INSTANTIATE_TEST_SUITE_P(AllLogs, EngineDigest, ::testing::ValuesIn(digestLogs()),
                         [](const ::testing::TestParamInfo<std::string>& param) {
                             std::string name = param.param;
                             for (char& c : name)
                                 if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
                             return name;
                         });

}  // namespace
}  // namespace muster::rules
