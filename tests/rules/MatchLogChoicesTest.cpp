// Version 3 of the match log writes every choice of the owner that changes a roll's totals (docs/match-log.md, "The
// owner's choices on the roll line"): counts-as results used, the units Wilding doubles, the type a modifier of
// choice takes, where ID results go, Bone Magic. Each case takes a roll of a scenario log (versions 1 and 2, where
// nothing but ID placements can be written), restates the log as version 3 and checks:
//   * with the choice written, the log verifies under --strict with no choice inferred;
//   * with the line as it was, the version-3 log verifies with the choice inferred and --strict refuses it at the roll,
//     naming the rule and what is missing;
//   * the old log still verifies, its choices counted as inferred.
// Also: a choice written wrong is refused, where killed units went ('kill B c3>dua'), and the trace.
#include <gtest/gtest.h>

#include <string>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/matchlog/LogUpgrader.h"

namespace muster::rules {
namespace {

using testing::engineCatalog;
using testing::lineOf;
using Status = MatchVerdict::Status;

const std::string kLogs = std::string(MUSTER_TEST_DATA) + "/matchlogs/";

const MatchVerifier& lenient() {
    static const MatchVerifier verifier(engineCatalog(), {}, VerifyOptions{true});
    return verifier;
}

const MatchVerifier& strict() {
    static const MatchVerifier verifier(engineCatalog(), {}, VerifyOptions{true, true});
    return verifier;
}

const MatchVerifier& tracing() {
    static const MatchVerifier verifier(engineCatalog(), {}, VerifyOptions{true, false, true});
    return verifier;
}

// The log restated as version 3 (its first line).
std::string asVersion3(std::string text) {
    const auto eol = text.find('\n');
    return "format muster-matchlog 3" + text.substr(eol);
}

struct ChoiceCase {
    const char* what;
    const char* log;      // under tests/data/matchlogs/
    const char* roll;     // the roll line as the log writes it
    const char* written;  // the same roll with its choices written (version 3)
    const char* rule;     // the rule --strict names when the version-3 line leaves them out
    const char* missing;  // a fragment of what --strict says is missing
};

const ChoiceCase kCases[] = {
    {"counts-as (Coastal Dodge)", "audit/core/coral-elves.log", "roll B save=1 : c1=4 c2=3 c3=2",
     "roll B save=1 : c1=4:save c2=3 c3=2", "counts-as", "c1's counts-as results (Coastal Dodge)"},
    {"Wilding doubles a unit's melee", "spells/wilding.log", "roll A melee=5 : c1=3 c2=2 c3=2",
     "roll A melee=5 wilding=c3 : c1=3 c2=2 c3=2", "spells", "the units Wilding doubles"},
    {"Wilding doubles a unit's saves", "spells/wilding.log", "roll A save=9 : c1=5 c2=5 c3=5",
     "roll A save=9 wilding=c2 : c1=5 c2=5 c3=5", "spells", "the units Wilding doubles"},
    {"Necromantic Wave's magic as melee", "spells/necromantic-wave.log", "roll A melee=5 : c1=3 c2=3 c3=2",
     "roll A melee=5 : c1=3:melee c2=3 c3=2", "counts-as", "c1's counts-as results (Necromantic Wave)"},
    {"a modifier of choice (Ash Storm)", "spells/ash-storm-combination.log", "roll A melee=2 save=2 : c1=3 c2=5 c3=2",
     "roll A melee=2 save=2 ash-storm=save : c1=3 c2=5 c3=2", "combination-rolls", "which type Ash Storm takes"},
    {"Bone Magic", "audit/deadlands-bone-magic-48.log", "roll A magic=10 death=10 : h1=2 h2=2 h3=5",
     "roll A magic=10 death=10 bone-magic=2 : h1=2 h2=2 h3=5", "species-undead", "how much Bone Magic"},
    {"an ID against a dragon", "sais/trumpet-dragon-unplaced.log",
     "roll A melee=10 missile=0 save=4 : c1=Trumpet c2=6 c3=3 c4=1",
     "roll A melee=10 missile=0 save=4 : c1=Trumpet c2=6 c3=3 c4=1:save", "combination-rolls",
     "where c4's ID results go"},
};

// The log of a case with the choices of the other cases of the same log written.
std::string othersWritten(const ChoiceCase& c) {
    auto text = domain::readFile(kLogs + c.log);
    for (const auto& other : kCases)
        if (&other != &c && std::string(other.log) == c.log) text = testing::swap(text, other.roll, other.written);
    return asVersion3(text);
}

TEST(MatchLogChoices, WrittenChoicesVerifyUnderStrict) {
    for (const auto& c : kCases) {
        SCOPED_TRACE(c.what);
        const auto text = testing::swap(othersWritten(c), c.roll, c.written);
        const auto v = strict().verifyText(text, "written.log");
        EXPECT_EQ(v.status, Status::Verified) << v.message;
        EXPECT_EQ(v.inferredChoices, 0) << v.message;
    }
}

TEST(MatchLogChoices, LeftOutChoicesAreInferredAndRefusedUnderStrict) {
    for (const auto& c : kCases) {
        SCOPED_TRACE(c.what);
        const auto text = othersWritten(c);
        const auto inferred = lenient().verifyText(text, "left-out.log");
        EXPECT_EQ(inferred.status, Status::Verified) << inferred.message;
        EXPECT_GE(inferred.inferredChoices, 1) << inferred.message;
        EXPECT_NE(inferred.message.find("inferred in"), std::string::npos) << inferred.message;
        const auto refused = strict().verifyText(text, "left-out.log");
        EXPECT_EQ(refused.status, Status::Inconsistent) << refused.message;
        EXPECT_EQ(refused.line, lineOf(text, c.roll)) << refused.message;
        EXPECT_EQ(refused.ruleId, c.rule) << refused.message;
        EXPECT_NE(refused.rulesGive.find(c.missing), std::string::npos) << refused.message;
        EXPECT_NE(refused.rulesGive.find("fit"), std::string::npos) << refused.message;  // a choice that fits
    }
}

TEST(MatchLogChoices, OlderLogsStillVerifyWithTheirChoicesInferred) {
    for (const auto& c : kCases) {
        SCOPED_TRACE(c.what);
        const auto v = lenient().verifyFile(kLogs + c.log);
        EXPECT_EQ(v.status, Status::Verified) << v.message;
        EXPECT_GE(v.inferredChoices, 1) << v.message;
    }
}

// A choice the line writes is checked: the totals must follow from it.
TEST(MatchLogChoices, WrittenChoicesMustGiveTheStatedTotals) {
    struct Wrong {
        const char* log;
        const char* roll;
        const char* wrong;
        const char* why;
    };
    const Wrong cases[] = {
        // Coastal Dodge written, but the total leaves it out (and the other way round).
        {"audit/core/coral-elves.log", "roll B save=1 : c1=4 c2=3 c3=2", "roll B save=0 : c1=4:save c2=3 c3=2",
         "save total 1"},
        {"audit/core/coral-elves.log", "roll B save=1 : c1=4 c2=3 c3=2", "roll B save=1 : c1=4:3save c2=3 c3=2",
         "may count"},
        {"audit/core/coral-elves.log", "roll B save=1 : c1=4 c2=3 c3=2", "roll B save=1 : c1=4 c2=3 c3=2:save",
         "no choice to write"},
        // Wilding on the wrong unit, on two units with one casting, on no unit of the roll.
        {"spells/wilding.log", "roll A melee=5 : c1=3 c2=2 c3=2", "roll A melee=5 wilding=c1 : c1=3 c2=2 c3=2",
         "melee total 7"},
        {"spells/wilding.log", "roll A melee=5 : c1=3 c2=2 c3=2", "roll A melee=5 wilding=c1+c3 : c1=3 c2=2 c3=2",
         "not 2"},
        {"spells/wilding.log", "roll A melee=5 : c1=3 c2=2 c3=2", "roll A melee=5 wilding=z1 : c1=3 c2=2 c3=2",
         "'z1' is not one"},
        // The Ash Storm on melee, which has results it could take, and on a type it cannot take.
        {"spells/ash-storm-combination.log", "roll A melee=2 save=2 : c1=3 c2=5 c3=2",
         "roll A melee=2 save=2 ash-storm=melee : c1=3 c2=5 c3=2", "no assignment"},
        {"spells/ash-storm-combination.log", "roll A melee=2 save=2 : c1=3 c2=5 c3=2",
         "roll A melee=2 save=2 ash-storm=missile : c1=3 c2=5 c3=2", "not 'missile'"},
        // Bone Magic beyond the Undead that rolled magic; a word the roll has no use for.
        {"audit/deadlands-bone-magic-48.log", "roll A magic=10 death=10 : h1=2 h2=2 h3=5",
         "roll A magic=11 death=11 bone-magic=3 : h1=2 h2=2 h3=5", "Bone Magic may add 2"},
        {"audit/deadlands-bone-magic-48.log", "roll A magic=10 death=10 : h1=2 h2=2 h3=5",
         "roll A magic=10 death=10 palsy=save : h1=2 h2=2 h3=5", "no choice of this roll"},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.wrong);
        const auto text = asVersion3(testing::swap(domain::readFile(kLogs + c.log), c.roll, c.wrong));
        const auto v = lenient().verifyText(text, "wrong.log");
        EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
        EXPECT_EQ(v.line, lineOf(text, c.wrong)) << v.message;
        EXPECT_NE(v.message.find(c.why), std::string::npos) << v.message;
    }
}

// Reading 4 of issue 28 (docs/rules-decisions.md, "A die's IDs in the answer to a dragon attack"): each unit or
// artifact that rolls its ID in the army's answer to a dragon attack may split those results between melee, missile
// and saves (S0:L573); elsewhere a die's IDs go whole to one type (S0:L765, S0:L784).
TEST(ReadingDragonAnswerSplitsIds, TheHoundFolksTwoIdResultsSplitBetweenTypes) {
    const auto text = domain::readFile(kLogs + "sais/trumpet-dragon-unplaced.log");
    const std::string roll = "roll A melee=10 missile=0 save=4 : c1=Trumpet c2=6 c3=3 c4=1";
    const std::string faces = " : c1=Trumpet c2=6 c3=3 c4=1";
    struct Split {
        std::string roll;
        bool accepted;
    };
    // The Hound-Folk's ID gives 2 (A controls the Lair); Trumpet doubles the Feral melee and saves: 10 melee before it.
    const Split cases[] = {
        {"roll A melee=12 missile=1 save=0" + faces, true},  // 1 melee (doubled) + 1 missile
        {"roll A melee=12 missile=0 save=2" + faces, true},  // 1 melee + 1 save, both doubled
        {"roll A melee=10 missile=1 save=2" + faces, true},  // 1 missile + 1 save
        {"roll A melee=12 missile=1 save=0 : c1=Trumpet c2=6 c3=3 c4=1:1melee+1missile", true},
        {"roll A melee=12 missile=0 save=1" + faces, false},  // a save counts twice under Trumpet
        {"roll A melee=14 missile=1 save=0" + faces, false},  // 3 results: the ID gives 2
        {"roll A melee=10 missile=1 save=0 : c1=Trumpet c2=6 c3=3 c4=1:1melee+1missile", false},
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.roll);
        const auto v = lenient().verifyText(testing::swap(text, roll, c.roll), "split.log");
        if (c.accepted) {
            EXPECT_TRUE(v.verified() || (v.status == Status::Inconsistent && v.line > lineOf(text, roll))) << v.message;
        } else {
            EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
            EXPECT_EQ(v.line, lineOf(text, roll)) << v.message;
        }
    }
}

TEST(ReadingDragonAnswerSplitsIds, ScenarioLogAndBrokenCopy) {
    testing::expectScenarioAndBrokenCopy(kLogs + "choices/", "dragon-id-split", "roll A melee=12 missile=0 save=1",
                                         "no assignment");
    const auto v = strict().verifyFile(kLogs + "choices/dragon-id-split.log");
    EXPECT_EQ(v.status, Status::Verified) << v.message;
}

TEST(ReadingDragonAnswerSplitsIds, NotOutsideTheAnswerToADragon) {
    // Coil's target makes a combination roll of melee and saves: its 2-result ID goes whole to one type.
    const auto text = domain::readFile(kLogs + "sais/coil-id.log");
    const auto v = lenient().verifyText(
        testing::swap(text, "roll A melee=0 save=4 : c4=ID", "roll A melee=2 save=2 : c4=ID:2melee+2save"), "c.log");
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("only in the answer to a dragon attack"), std::string::npos) << v.message;
}

// 'kill B c3>dua' states where the unit went; the engine checks it.
TEST(MatchLogChoices, KillDestinationsAreChecked) {
    const auto text = asVersion3(
        testing::swap(domain::readFile(kLogs + "audit/core/coral-elves.log"), kCases[0].roll, kCases[0].written));
    const std::string kill = "kill B c3 ";
    EXPECT_TRUE(strict().verifyText(testing::swap(text, kill, "kill B c3>dua "), "dua.log").verified());
    const auto wrong = testing::swap(text, kill, "kill B c3>bua ");
    const auto v = lenient().verifyText(wrong, "bua.log");
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(wrong, "kill B c3>bua")) << v.message;
    EXPECT_NE(v.message.find("c3 went to DUA, not the BUA"), std::string::npos) << v.message;
    // Version 2 cannot say it.
    const auto old = lenient().verifyText(
        testing::swap(domain::readFile(kLogs + "audit/core/coral-elves.log"), kill, "kill B c3>dua "), "v2.log");
    EXPECT_EQ(old.status, Status::Unreadable) << old.message;
    EXPECT_NE(old.message.find("needs 'format muster-matchlog 3'"), std::string::npos) << old.message;
}

TEST(MatchLogChoices, TraceShowsTotalsChoicesAndWhereUnitsWent) {
    const auto text =
        asVersion3(testing::swap(domain::readFile(kLogs + "audit/core/coral-elves.log"),
                                 "roll B save=1 : c1=4 c2=3 c3=2", "roll B save=1 : c1=4:save c2=3 c3=2"));
    const auto v = tracing().verifyText(text, "trace.log");
    ASSERT_TRUE(v.verified()) << v.message;
    ASSERT_EQ(v.trace.size(), static_cast<std::size_t>(v.eventsChecked));
    const int rollLine = lineOf(text, "roll B save=1");
    const int killLine = lineOf(text, "kill B c3");
    bool sawRoll = false;
    bool sawKill = false;
    for (const auto& step : v.trace) {
        if (step.line == rollLine) {
            ASSERT_EQ(step.rolls.size(), 1U);
            EXPECT_EQ(step.rolls[0].totals[engine::index(engine::RollType::Save)], 1);
            EXPECT_EQ(step.rolls[0].choices.text(), "c1=4:save");
            EXPECT_TRUE(step.rolls[0].leftOut.empty());
            sawRoll = true;
        }
        if (step.line == killLine) {
            ASSERT_EQ(step.moves.size(), 1U);
            EXPECT_EQ(step.moves[0].piece, "B:c3");
            EXPECT_EQ(step.moves[0].from, "frontier");
            EXPECT_EQ(step.moves[0].to, "DUA");
            sawKill = true;
        }
    }
    EXPECT_TRUE(sawRoll);
    EXPECT_TRUE(sawKill);
}

// 'verify --upgrade': a version-2 log rewritten as version 3 with the choices the engine worked out; the same game,
// comments kept, complete under --strict. A version-1 log is left to a person.
TEST(MatchLogChoices, UpgradeWritesTheInferredChoices) {
    const auto path = kLogs + "sais/trumpet-dragon-unplaced.log";
    const auto old = domain::readFile(path);
    const auto up = matchlog::LogUpgrader::toVersion3(tracing(), old, path);
    ASSERT_TRUE(up.problem.empty()) << up.problem;
    EXPECT_EQ(up.text.rfind("format muster-matchlog 3\n", 0), 0U);
    EXPECT_NE(up.text.find("    roll A melee=10 missile=0 save=4 : c1=Trumpet c2=6 c3=3 c4=1:save   # (2 + 3) melee"),
              std::string::npos)
        << up.text;
    EXPECT_NE(up.text.find("# Trumpet (Feral Elephant-Folk) in the army's roll"), std::string::npos);
    const auto v = strict().verifyText(up.text, "up.log");
    EXPECT_TRUE(v.verified()) << v.message;
    EXPECT_EQ(v.eventsChecked, up.verdict.eventsChecked);
    EXPECT_EQ(v.inferredChoices, 0);
    const auto v1 = matchlog::LogUpgrader::toVersion3(tracing(), domain::readFile(kLogs + "spells/wilding.log"), "w");
    EXPECT_TRUE(v1.text.empty());
    EXPECT_NE(v1.problem.find("version-1 log"), std::string::npos) << v1.problem;
}

}  // namespace
}  // namespace muster::rules
