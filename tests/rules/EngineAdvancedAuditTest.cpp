// An audit of the advanced rules (V4.01d S0:L1133-1381: multi-player games, advanced and minor terrains, items,
// Eldarim champions) by match logs written by hand from the rulebook, not from the engine's output: each legal
// log must verify, and each broken copy must be caught at its "#!" line under the rule the table names.
// The logs are under tests/data/matchlogs/audit/; their forces are partial (the force total is not checked).
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

struct AuditCase {
    const char* log;       // file name without ".log"
    const char* ruleId;    // empty: the log must verify; otherwise the rule id of the violation
    const char* fragment;  // a part of the message the violation must carry (illegal logs)
};

// One row per log. An illegal log marks the line where the rules and the log part ways with "#!".
const std::vector<AuditCase>& auditCases() {
    static const std::vector<AuditCase> cases = {
        {"minor-flood-counter", "", ""},
        {"minor-flood-counter-broken", "maneuver", "maneuver total"},
        {"minor-flood-buried", "", ""},
        {"minor-flood-buried-broken", "maneuver", "maneuver total"},
    };
    return cases;
}

std::string auditDir() { return std::string(MUSTER_TEST_DATA) + "/matchlogs/audit/"; }

const MatchVerifier& auditVerifier() {
    static const MatchVerifier verifier(testing::engineCatalog(), {}, VerifyOptions{true});
    return verifier;
}

class AdvancedAudit : public ::testing::TestWithParam<AuditCase> {};

TEST_P(AdvancedAudit, HandWrittenLogGetsTheRulebooksVerdict) {
    const auto& c = GetParam();
    const std::string path = auditDir() + c.log + ".log";
    const auto text = domain::readFile(path);
    const auto v = auditVerifier().verifyFile(path);
    if (std::string(c.ruleId).empty()) {
        EXPECT_EQ(v.status, MatchVerdict::Status::Verified) << c.log << ": " << v.message;
        return;
    }
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << c.log << ": " << v.message;
    EXPECT_EQ(v.line, testing::markedLine(text)) << c.log << ": " << v.message;
    EXPECT_EQ(v.ruleId, c.ruleId) << c.log << ": " << v.message;
    EXPECT_NE(v.message.find(c.fragment), std::string::npos) << c.log << ": " << v.message;
}

INSTANTIATE_TEST_SUITE_P(HandLogs, AdvancedAudit, ::testing::ValuesIn(auditCases()),
                         [](const ::testing::TestParamInfo<AuditCase>& param) {
                             std::string name = param.param.log;
                             for (char& ch : name)
                                 if (ch == '-') ch = '_';
                             return name;
                         });

// Every log in the folder has a row, and every broken log has a legal twin.
TEST(AdvancedAuditTable, EveryLogInTheFolderHasARow) {
    std::set<std::string> rows;
    for (const auto& c : auditCases()) rows.insert(c.log);
    for (const auto& entry : std::filesystem::directory_iterator(auditDir())) {
        if (entry.path().extension() != ".log") continue;
        EXPECT_TRUE(rows.count(entry.path().stem().string())) << entry.path();
    }
    for (const auto& c : auditCases()) {
        const std::string name = c.log;
        const auto at = name.rfind("-broken");
        if (at != std::string::npos) {
            EXPECT_TRUE(rows.count(name.substr(0, at))) << name;
        }
    }
}

// For writing new logs: prints every log's verdict (run with --gtest_also_run_disabled_tests).
TEST(AdvancedAuditTable, DISABLED_PrintVerdicts) {
    std::vector<std::string> names;
    for (const auto& entry : std::filesystem::directory_iterator(auditDir()))
        if (entry.path().extension() == ".log") names.push_back(entry.path().string());
    std::sort(names.begin(), names.end());
    for (const auto& n : names) {
        const auto v = auditVerifier().verifyFile(n);
        std::printf("%s: [%s] line %d (marked %d): %s\n", std::filesystem::path(n).filename().c_str(),
                    v.ruleId.c_str(), v.line, testing::markedLine(domain::readFile(n)), v.message.c_str());
    }
}

}  // namespace
}  // namespace muster::rules
