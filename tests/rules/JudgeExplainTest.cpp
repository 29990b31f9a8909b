// How the engine read a statement (rules/judge/StatementExplainer) and the rulebook places it cites
// (engine/RulebookPlaces): a melee's rolls step by step, a kill, a refused statement; every rule id, catalog SAI,
// spell and species ability has its place.
#include <gtest/gtest.h>

#include <algorithm>

#include "JudgeTestSupport.h"
#include "muster/rules/engine/RulebookPlaces.h"
#include "muster/rules/engine/RulesCoverage.h"
#include "muster/rules/judge/StatementExplainer.h"

namespace muster::rules {
namespace {

using engine::Rule;
using engine::RulebookPlaces;
using judge::Explanation;
using judge::StatementExplainer;
using testing::LogSpec;
using testing::replayText;

const char* const kMelee =
    "turn 1 A\nmarch 1 frontier\naction melee B\nroll A melee=4 : c1=3 c2=3 c3=2\nroll B save=2 : c1=1 c2=2 c3=1\n"
    "kill B c2\n";

// The explanation of the body's statement number `index` (0-based).
Explanation explainStatement(const LogSpec& spec, const std::string& body, std::size_t index) {
    const auto r = replayText(spec.text(body), true);
    EXPECT_TRUE(r.verdict.verified()) << r.verdict.message;
    const std::size_t setup =
        r.log.events.size() - static_cast<std::size_t>(std::count(body.begin(), body.end(), '\n'));
    const std::size_t at = setup + index;
    return StatementExplainer(testing::sceneVerifier().engine()).explain(r.before.at(at), r.log.events.at(at));
}

bool cites(const Explanation& e, Rule rule) {
    return std::any_of(e.rules.begin(), e.rules.end(), [&](const auto& c) { return c.rule == rule; });
}

std::string stepText(const judge::RollExplanation& roll, int number) {
    std::string out;
    for (const auto& l : roll.steps.at(static_cast<std::size_t>(number - 1)).lines) out += l + "\n";
    return out;
}

TEST(JudgeExplain, AMeleeRollStepByStep) {
    const auto e = explainStatement(LogSpec{}, kMelee, 3);
    EXPECT_EQ(e.statement, "roll A melee=4 : c1=3 c2=3 c3=2");
    EXPECT_EQ(e.turn, 1);
    EXPECT_EQ(e.phase, "first march");
    EXPECT_FALSE(e.refused);
    EXPECT_TRUE(cites(e, Rule::DieRollResolution));
    EXPECT_TRUE(cites(e, Rule::Melee) || cites(e, Rule::Action)) << e.what;
    ASSERT_EQ(e.rolls.size(), 1U);
    const auto& roll = e.rolls.front();
    ASSERT_EQ(roll.steps.size(), 10U);
    EXPECT_NE(stepText(roll, 1).find("c2 (Dwarves Sergeant): face 3 (2 Melee)"), std::string::npos)
        << stepText(roll, 1);
    EXPECT_NE(stepText(roll, 5).find("melee: 4 from icons + 0 from ID icons = 4"), std::string::npos)
        << stepText(roll, 5);
    EXPECT_EQ(stepText(roll, 6), "nothing\n");
    ASSERT_EQ(roll.totals.size(), 1U);
    EXPECT_EQ(roll.totals.front(), "melee 4, stated 4");
    // The save roll comes next.
    ASSERT_FALSE(e.next.empty());
    EXPECT_NE(e.next.front().find("save"), std::string::npos) << e.next.front();
}

TEST(JudgeExplain, TheSaveRollCountsIdsAsSaves) {
    const auto e = explainStatement(LogSpec{}, kMelee, 4);
    ASSERT_EQ(e.rolls.size(), 1U);
    EXPECT_NE(stepText(e.rolls.front(), 5).find("save: 0 from icons + 2 from ID icons = 2"), std::string::npos)
        << stepText(e.rolls.front(), 5);
    EXPECT_NE(e.next.front().find("kill B"), std::string::npos) << e.next.front();
}

TEST(JudgeExplain, AKillSaysWhereTheUnitsWent) {
    const auto e = explainStatement(LogSpec{}, kMelee, 5);
    EXPECT_TRUE(cites(e, Rule::Damage));
    EXPECT_TRUE(e.rolls.empty());
    ASSERT_FALSE(e.changes.empty());
    EXPECT_NE(e.changes.front().find("B's c2 (Dwarves Sergeant): frontier -> the DUA"), std::string::npos)
        << e.changes.front();
}

TEST(JudgeExplain, ARefusedStatementSaysWhy) {
    const auto r = replayText(LogSpec{}.text("turn 1 A\nmarch 1 frontier\naction melee B\n"));
    ASSERT_TRUE(r.state);
    engine::Event wrong = matchlog::MatchLogParser::parseStatement(r.log, "roll A melee=9 : c1=3 c2=3 c3=2", 99);
    const auto e = StatementExplainer(testing::sceneVerifier().engine()).explain(*r.state, wrong);
    ASSERT_TRUE(e.refused);
    EXPECT_NE(e.refused->find("4"), std::string::npos) << *e.refused;
    EXPECT_TRUE(cites(e, Rule::DieRollResolution));
}

TEST(RulebookPlaces, EveryRuleIdHasASectionAndLines) {
    for (int i = 0; i < engine::kRuleCount; ++i) {
        const auto rule = static_cast<Rule>(i);
        const auto& place = RulebookPlaces::of(rule);
        EXPECT_FALSE(place.section.empty()) << engine::ruleKey(rule);
        EXPECT_FALSE(place.gist.empty()) << engine::ruleKey(rule);
        const bool ours = rule == Rule::LogFormat || rule == Rule::NotModelled;
        EXPECT_EQ(place.lines.empty(), ours) << engine::ruleKey(rule);
        for (const auto& l : place.lines) {
            // The V4.01d text (seed 0) has 3031 lines.
            EXPECT_GE(l.first, 1);
            EXPECT_GE(l.last, l.first);
            EXPECT_LE(l.last, 3031);
        }
    }
    EXPECT_EQ(engine::citeLines(RulebookPlaces::of(Rule::DieRollResolution).lines), "S0:L732-751");
}

TEST(RulebookPlaces, EveryCatalogSaiSpellAndAbilityHasItsRow) {
    const auto& catalog = testing::engineCatalog();
    for (const auto& entry : engine::RulesCoverage::of(catalog)) {
        if (entry.kind == "sai") {
            EXPECT_TRUE(RulebookPlaces::saiRow(entry.name)) << "no row for the SAI " << entry.name;
        }
        if (entry.kind == "spell") {
            EXPECT_TRUE(RulebookPlaces::spellRow(entry.name)) << entry.name;
        }
    }
    for (const auto& spell : catalog.spells()) EXPECT_TRUE(RulebookPlaces::spellRow(spell.name)) << spell.name;
    for (const auto& ability : catalog.abilities())
        EXPECT_TRUE(RulebookPlaces::abilityRow(ability.name)) << ability.name;
    // Rows lie in their tables: SAIs S0:L888-998 or the advanced rules S0:L1195-1381 (minor terrain icons among them),
    // spells S0:L1056-1131, abilities S0:L632-724.
    for (const auto name : RulebookPlaces::saiNames()) {
        const int line = RulebookPlaces::saiRow(name)->first;
        EXPECT_TRUE((line >= 888 && line <= 998) || (line >= 1195 && line <= 1381)) << name;
    }
    for (const auto name : RulebookPlaces::spellNames()) {
        const int line = RulebookPlaces::spellRow(name)->first;
        EXPECT_TRUE(line >= 1056 && line <= 1131) << name;
    }
    for (const auto name : RulebookPlaces::abilityNames()) {
        const int line = RulebookPlaces::abilityRow(name)->first;
        EXPECT_TRUE(line >= 632 && line <= 724) << name;
    }
    EXPECT_EQ(RulebookPlaces::spellNames().size(), 47U);
}

}  // namespace
}  // namespace muster::rules
