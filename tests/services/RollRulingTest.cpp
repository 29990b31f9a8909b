// The judge's answer about a disputed roll (services RollRuling, issue 30): at a generated game's position before a
// save roll that leads to casualties, the log's faces give the legal totals, the rules with their rulebook lines and
// the legal casualty choices; faces of a die that does not roll are refused with the engine's reason; nothing changes.
#include <gtest/gtest.h>

#include "../TestCatalog.h"
#include "RecordingReentry.h"
#include "muster/rules/engine/StateDigest.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"
#include "muster/services/RollRuling.h"

namespace muster::services {
namespace {

using testsupport::catalog;

bool anyContains(const std::vector<std::string>& lines, const std::string& part) {
    for (const auto& l : lines)
        if (l.find(part) != std::string::npos) return true;
    return false;
}

TEST(RollRulingTest, ADisputedSaveRollGetsItsTotalsRulesAndCasualtyChoices) {
    rules::matchlog::GeneratorOptions options;
    options.seed = 231;
    options.turns = 12;
    const auto generated = rules::matchlog::LegalLogGenerator(catalog()).generate(options);
    const auto log = rules::matchlog::MatchLogParser::parse(generated.text, "generated.log");
    auto recording = GameRecording::start(catalog(), testing::headerOf(generated.text), RecordingJournal());
    std::size_t i = 0;
    for (; i + 1 < log.events.size(); ++i) {
        const auto& e = log.events[i];
        if (e.kind == rules::engine::EventKind::Roll && e.text.find(" save=") != std::string::npos &&
            log.events[i + 1].kind == rules::engine::EventKind::Kill)
            break;
        ASSERT_TRUE(testing::enterAgain(*recording, log, e).result.accepted()) << e.text;
    }
    ASSERT_LT(i + 1, log.events.size()) << "no save roll followed by casualties";
    const auto before = rules::engine::snapshotOf(recording->state());
    const auto statements = recording->statements().size();

    const auto ruling = ruleOnRoll(*recording, RecordingEntry::fromEvent(log.events[i]));
    ASSERT_TRUE(ruling.accepted) << ruling.problem;
    EXPECT_FALSE(ruling.outcomes.empty());
    EXPECT_TRUE(anyContains(ruling.outcomes, "save=")) << ruling.statement;
    EXPECT_TRUE(anyContains(ruling.rules, "S0:L"));
    EXPECT_FALSE(ruling.steps.empty());
    EXPECT_TRUE(anyContains(ruling.next, "kill ")) << "the legal casualty choices";

    // A die that does not roll: refused with the engine's reason.
    const auto wrong = ruleOnRoll(*recording, RecordingEntry::rollOf("zz9=1"));
    EXPECT_FALSE(wrong.accepted);
    EXPECT_FALSE(wrong.problem.empty());

    // Nothing was entered or changed.
    EXPECT_EQ(recording->statements().size(), statements);
    EXPECT_EQ(rules::engine::snapshotOf(recording->state()), before);
}

}  // namespace
}  // namespace muster::services
