#pragma once
// The runner shared by the hand-written audit tables (Engine*AuditTest*.cpp): logs written from the rulebook, not
// from the engine's output, each legal log verifying and each broken copy caught at its "#!" line under the rule its
// row names. The forces of these logs are partial, so the force total is not checked.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules::testing::audit {

struct AuditCase {
    // The file name without ".log"; what the verdict must be: an empty rule id when the log must verify,
    // "unreadable" when the parser must refuse it, else the violation's rule id; a part of its message.
    const char* log;
    const char* ruleId;
    const char* fragment;
};

// A legal log the engine still refuses: the rulebook's verdict is "verified", the engine stops at engineLine. A table
// lists them in its own function passed as `known` to MUSTER_AUDIT_TABLE_TESTS (none today; the last one,
// two-breaths-marching-order, went when the breaths followed the marching player's order).
struct KnownDisagreement {
    const char* log;
    int engineLine;
    const char* why;
};

inline const MatchVerifier& verifier() {
    static const MatchVerifier instance(engineCatalog(), {}, VerifyOptions{true});
    return instance;
}

// The row's log gets the verdict the row names, at the "#!" line when it is a broken copy.
inline void expectVerdict(const std::string& dir, const AuditCase& c) {
    const std::string path = dir + c.log + ".log";
    const auto text = domain::readFile(path);
    const auto v = verifier().verifyFile(path);
    if (std::string(c.ruleId).empty()) {
        EXPECT_EQ(v.status, MatchVerdict::Status::Verified) << c.log << ": " << v.message;
        return;
    }
    const bool unreadable = std::string(c.ruleId) == "unreadable";
    EXPECT_EQ(v.status, unreadable ? MatchVerdict::Status::Unreadable : MatchVerdict::Status::Inconsistent)
        << c.log << ": " << v.message;
    EXPECT_EQ(v.line, markedLine(text)) << c.log << ": " << v.message;
    if (!unreadable) {
        EXPECT_EQ(v.ruleId, c.ruleId) << c.log << ": " << v.message;
    }
    EXPECT_NE(v.message.find(c.fragment), std::string::npos) << c.log << ": " << v.message;
}

// The engine still disagrees where each row says; when one verifies, the engine was fixed: move it to the table.
inline void expectStillDisagrees(const std::string& dir, const std::vector<KnownDisagreement>& known) {
    for (const auto& k : known) {
        const auto v = verifier().verifyFile(dir + k.log + ".log");
        EXPECT_NE(v.status, MatchVerdict::Status::Verified)
            << k.log << " verifies now (" << k.why << "): move it to the audit table";
        EXPECT_EQ(v.line, k.engineLine) << k.log << ": " << v.message;
    }
}

// Every log in the folder has a row, and every broken log is a copy of a legal one whose name starts its own
// (summon-ivory-broken of summon-ivory).
inline void expectEveryLogHasARow(const std::string& dir, const std::vector<AuditCase>& cases,
                                  const std::vector<KnownDisagreement>& known = {}) {
    std::set<std::string> rows;
    for (const auto& c : cases) rows.insert(c.log);
    for (const auto& k : known) rows.insert(k.log);
    for (const auto& entry : std::filesystem::directory_iterator(dir)) {
        if (entry.path().extension() != ".log") continue;
        EXPECT_TRUE(rows.count(entry.path().stem().string())) << entry.path();
    }
    for (const auto& c : cases) {
        const std::string name = c.log;
        if (std::string(c.ruleId).empty()) continue;
        const bool twin = std::any_of(cases.begin(), cases.end(), [&](const AuditCase& legal) {
            return std::string(legal.ruleId).empty() && name.rfind(std::string(legal.log) + "-", 0) == 0;
        });
        EXPECT_TRUE(twin) << name;
    }
}

// For writing new logs: every log's verdict (a disabled test calls it; run with --gtest_also_run_disabled_tests).
inline void printVerdicts(const std::string& dir) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(dir))
        if (entry.path().extension() == ".log") names.push_back(entry.path().string());
    std::sort(names.begin(), names.end());
    for (const auto& n : names) {
        const auto v = verifier().verifyFile(n);
        std::printf("%s: [%s] line %d (marked %d): %s\n", std::filesystem::path(n).filename().c_str(), v.ruleId.c_str(),
                    v.line, markedLine(domain::readFile(n)), v.message.c_str());
    }
}

// The test's name: the log's name with '_' for '-'.
inline std::string caseName(const ::testing::TestParamInfo<AuditCase>& param) {
    std::string name = param.param.log;
    for (char& ch : name)
        if (ch == '-') ch = '_';
    return name;
}

inline const std::vector<KnownDisagreement>& noKnownDisagreements() {
    static const std::vector<KnownDisagreement> none;
    return none;
}

}  // namespace muster::rules::testing::audit

// An audit table's tests: one per row (HandLogs/<Suite>.HandWrittenLogGetsTheRulebooksVerdict/<log>), the known
// disagreements, every log of the folder having a row, and the disabled verdict printer. `dir`, `cases` and `known`
// are expressions (a folder ending in '/', the rows, the known disagreements).
#define MUSTER_AUDIT_TABLE_TESTS(Suite, dir, cases, known)                                                            \
    class Suite : public ::testing::TestWithParam<::muster::rules::testing::audit::AuditCase> {};                     \
    TEST_P(Suite, HandWrittenLogGetsTheRulebooksVerdict) {                                                            \
        ::muster::rules::testing::audit::expectVerdict(dir, GetParam());                                              \
    }                                                                                                                 \
    INSTANTIATE_TEST_SUITE_P(HandLogs, Suite, ::testing::ValuesIn(cases), ::muster::rules::testing::audit::caseName); \
    TEST(Suite##Table, EngineStillDisagreesWhereTheRowSays) {                                                         \
        ::muster::rules::testing::audit::expectStillDisagrees(dir, known);                                            \
    }                                                                                                                 \
    TEST(Suite##Table, EveryLogInTheFolderHasARow) {                                                                  \
        ::muster::rules::testing::audit::expectEveryLogHasARow(dir, cases, known);                                    \
    }                                                                                                                 \
    TEST(Suite##Table, DISABLED_PrintVerdicts) {                                                                      \
        ::muster::rules::testing::audit::printVerdicts(dir);                                                          \
    }
