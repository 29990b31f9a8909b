// rules::ruleGuide: every rule id has a title, an explanation and a fix, in Muster's own words.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "muster/rules/RuleGuide.h"

using namespace muster::rules;

TEST(RuleGuide, EveryRuleHasItsOwnTitleExplanationAndFix) {
    std::set<std::string> titles;
    for (int i = 0; i < kRuleCount; ++i) {
        const auto rule = static_cast<RuleId>(i);
        const auto& entry = ruleGuide(rule);
        EXPECT_EQ(entry.rule, rule) << toString(rule);
        EXPECT_FALSE(entry.title.empty()) << toString(rule);
        EXPECT_GT(entry.explanation.size(), 40U) << toString(rule);
        EXPECT_FALSE(entry.fix.empty()) << toString(rule);
        EXPECT_TRUE(titles.insert(std::string(entry.title)).second) << "title used twice: " << entry.title;
    }
}

TEST(RuleGuide, ExplanationsStateTheNumbersOfTheRules) {
    // The facts the validator checks, said the same way to players (V4.01d: half the force per army, one
    // dragon per 24 points, a third of the force in Dragonkin health).
    EXPECT_NE(ruleGuide(RuleId::ArmyLimit).explanation.find("half"), std::string_view::npos);
    EXPECT_NE(ruleGuide(RuleId::DragonCount).explanation.find("24 points"), std::string_view::npos);
    EXPECT_NE(ruleGuide(RuleId::DragonkinLimit).explanation.find("three points"), std::string_view::npos);
}
