// The game recorder's session (app/services GameRecording, RecordingJournal, RecordingEntry): entries as data, totals
// counted by the engine, refusals with the rule, undo and redo, the log file as the journal, resume.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "../TestCatalog.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/StateDigest.h"
#include "muster/services/GameRecording.h"
#include "muster/services/RosterFile.h"

namespace muster::services {
namespace {

namespace fs = std::filesystem;
using testsupport::catalog;

// docs/examples/format2-smite.log cut where A's melee roll is due (tests/data/judge), read as version 3.
std::string smiteBeforeAttack() {
    std::string text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/judge/smite-before-attack.log");
    text.replace(text.find("format muster-matchlog 2"), 24, "format muster-matchlog 3");
    return text;
}

// A scratch folder per test, removed afterwards.
class RecordingFiles : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() /
               ("muster-recording-" + std::string(::testing::UnitTest::GetInstance()->current_test_info()->name()) +
                "-" + std::to_string(::getpid()));
        fs::remove_all(dir_);
        fs::create_directories(dir_);
    }
    void TearDown() override { fs::remove_all(dir_); }
    [[nodiscard]] std::string file(const std::string& name) const { return (dir_ / name).string(); }

    fs::path dir_;
};

TEST(GameRecordingTest, ARollIsEnteredAsFacesAndTheEngineCountsItsTotal) {
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal());
    const auto due = recording->dueRoll();
    ASSERT_TRUE(due.has_value());
    EXPECT_EQ(due->head, "roll A melee=? :");
    const auto result = recording->enter(RecordingEntry::rollOf("c1=3 c2=3 c3=2 c4=Smite c5=3"));
    ASSERT_TRUE(result.accepted()) << (result.refusal ? result.refusal->message : "");
    EXPECT_EQ(result.statement, "roll A melee=5 : c1=3 c2=3 c3=2 c4=Smite c5=3");
    EXPECT_EQ(recording->statements().back().text, result.statement);
    EXPECT_NE(recording->text().find("\n  action melee B\n  roll A melee=5 : c1=3"), std::string::npos)
        << recording->text();
}

TEST(GameRecordingTest, AnEntryTheRulesRefuseIsRefusedWithItsRuleAndNothingIsWritten) {
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal());
    const std::string before = recording->text();
    const auto count = recording->statements().size();
    // c3 left out: every die of the attacking army rolls.
    const auto missing = recording->enter(RecordingEntry::rollOf("c1=3 c2=3 c4=Smite c5=3"));
    ASSERT_EQ(missing.status, EntryResult::Status::Refused);
    ASSERT_TRUE(missing.refusal.has_value());
    EXPECT_FALSE(missing.refusal->message.empty());
    EXPECT_FALSE(missing.refusal->ruleId.empty());
    EXPECT_NE(missing.refusal->lines.find("S0:L"), std::string::npos) << missing.refusal->lines;
    // A face the die does not have: unreadable, named.
    const auto badFace = recording->enter(RecordingEntry::rollOf("c1=9 c2=3 c3=2 c4=Smite c5=3"));
    ASSERT_EQ(badFace.status, EntryResult::Status::Refused);
    // A statement that is not the step the rules expect.
    const auto early = recording->enter(RecordingEntry::statementOf("kill B c1"));
    ASSERT_EQ(early.status, EntryResult::Status::Refused);
    EXPECT_EQ(recording->text(), before);
    EXPECT_EQ(recording->statements().size(), count);
    EXPECT_FALSE(recording->canRedo());
}

TEST(GameRecordingTest, AStatementNeverStatesATotalItself) {
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal());
    const auto asked = recording->enter(RecordingEntry::statementOf("roll A melee=? : c1=3 c2=3 c3=2 c4=Smite c5=3"));
    EXPECT_EQ(asked.status, EntryResult::Status::Refused);
}

TEST(GameRecordingTest, AnEntryIsOneLineOfTheLog) {
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal());
    const std::string before = recording->text();
    EXPECT_FALSE(recording->enter(RecordingEntry::statementOf("kill B c1\nresult A capture")).accepted());
    EXPECT_FALSE(recording->enter(RecordingEntry::statementOf("kill B c1 # comment")).accepted());
    auto roll = RecordingEntry::rollOf("c1=3 c2=3 c3=2 c4=Smite c5=3");
    roll.dice[0].face = "3\nresult A capture";
    EXPECT_FALSE(recording->enter(roll).accepted());
    EXPECT_EQ(recording->text(), before);
}

TEST(GameRecordingTest, UndoReplaysWithoutTheLastEntryAndRedoEntersItAgain) {
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal());
    const auto digestBefore = rules::engine::snapshotOf(recording->state());
    const std::string textBefore = recording->text();
    ASSERT_TRUE(recording->enter(RecordingEntry::rollOf("c1=3 c2=3 c3=2 c4=Smite c5=3")).accepted());
    const std::string textAfter = recording->text();
    const auto digestAfter = rules::engine::snapshotOf(recording->state());
    ASSERT_TRUE(recording->undo());
    EXPECT_EQ(recording->text(), textBefore);
    EXPECT_EQ(rules::engine::snapshotOf(recording->state()), digestBefore);
    EXPECT_TRUE(recording->canRedo());
    ASSERT_TRUE(recording->redo());
    EXPECT_EQ(recording->text(), textAfter);
    EXPECT_EQ(rules::engine::snapshotOf(recording->state()), digestAfter);
    EXPECT_FALSE(recording->canRedo());
    // Undo as far as the start, then nothing more.
    while (recording->undo()) {
    }
    EXPECT_TRUE(recording->statements().empty());
    EXPECT_FALSE(recording->undo());
    EXPECT_NE(recording->expectation().find("horde"), std::string::npos) << recording->expectation();
}

TEST(GameRecordingTest, ANewEntryClearsWhatCouldBeRedone) {
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal());
    ASSERT_TRUE(recording->undo());  // 'action melee B'
    ASSERT_TRUE(recording->canRedo());
    ASSERT_TRUE(recording->enter(RecordingEntry::statementOf("action melee B")).accepted());
    EXPECT_FALSE(recording->canRedo());
    EXPECT_FALSE(recording->redo());
}

TEST_F(RecordingFiles, EveryAcceptedEntryIsInTheFileAndResumingGoesOn) {
    const std::string path = file("game.log");
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal(path));
    EXPECT_EQ(domain::readFile(path), recording->text());
    ASSERT_TRUE(recording->enter(RecordingEntry::rollOf("c1=3 c2=3 c3=2 c4=Smite c5=3")).accepted());
    EXPECT_EQ(domain::readFile(path), recording->text());
    const auto refused = recording->enter(RecordingEntry::statementOf("kill A c1"));
    EXPECT_FALSE(refused.accepted());
    EXPECT_EQ(domain::readFile(path), recording->text());
    ASSERT_TRUE(recording->undo());
    EXPECT_EQ(domain::readFile(path), recording->text());
    ASSERT_TRUE(recording->redo());
    const std::string text = recording->text();
    const auto digest = rules::engine::snapshotOf(recording->state());
    recording.reset();

    std::string notice;
    auto resumed = GameRecording::resume(catalog(), path, notice);
    EXPECT_TRUE(notice.empty()) << notice;
    EXPECT_EQ(resumed->text(), text);
    EXPECT_EQ(rules::engine::snapshotOf(resumed->state()), digest);
    EXPECT_EQ(resumed->expectation(), GameRecording::start(catalog(), text, RecordingJournal())->expectation());
}

TEST_F(RecordingFiles, ALastLineCutShortByACrashIsDroppedWithANotice) {
    const std::string path = file("game.log");
    auto recording = GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal(path));
    const std::string text = recording->text();
    recording.reset();
    {
        std::ofstream out(path, std::ios::app | std::ios::binary);
        out << "  roll A melee=5 : c1=3 c2";  // no line end: the write was cut
    }
    std::string notice;
    auto resumed = GameRecording::resume(catalog(), path, notice);
    EXPECT_NE(notice.find("cut short"), std::string::npos) << notice;
    EXPECT_NE(notice.find("c1=3 c2"), std::string::npos) << notice;
    EXPECT_EQ(resumed->text(), text);
    EXPECT_EQ(domain::readFile(path), text);  // the file is whole again
    ASSERT_TRUE(resumed->enter(RecordingEntry::rollOf("c1=3 c2=3 c3=2 c4=Smite c5=3")).accepted());
    EXPECT_EQ(domain::readFile(path), resumed->text());
}

TEST_F(RecordingFiles, AnExistingFileIsNeverOverwritten) {
    const std::string path = file("game.log");
    { std::ofstream(path) << "keep me\n"; }
    EXPECT_THROW((void)GameRecording::start(catalog(), smiteBeforeAttack(), RecordingJournal(path)), RecordingError);
    EXPECT_EQ(domain::readFile(path), "keep me\n");
}

TEST_F(RecordingFiles, AFileThatIsNotALogCannotBeResumed) {
    const std::string path = file("notes.txt");
    { std::ofstream(path) << "shopping list\n"; }
    std::string notice;
    EXPECT_THROW((void)GameRecording::resume(catalog(), path, notice), RecordingError);
    EXPECT_THROW((void)GameRecording::resume(catalog(), file("missing.log"), notice), RecordingError);
}

TEST(GameRecordingTest, TwoRostersMakeAGameWhoseSetupBeginsWithTheHordeRolls) {
    std::vector<domain::Roster> rosters;
    rosters.push_back(readRosterFile(std::string(MUSTER_TEST_DATA) + "/rosters/legal-24.txt", catalog()).roster);
    rosters.push_back(readRosterFile(std::string(MUSTER_TEST_DATA) + "/rosters/goblins-24.json", catalog()).roster);
    const std::string header = GameRecording::headerFor(catalog(), rosters);
    EXPECT_NE(header.find("player A Test\n"), std::string::npos) << header;
    EXPECT_NE(header.find("player B Gob\n"), std::string::npos) << header;
    EXPECT_NE(header.find("army A horde z1: Dwarves Sentry, z2: Dwarves Sentry"), std::string::npos) << header;
    EXPECT_NE(header.find("pool B p1: Fire Drake"), std::string::npos) << header;
    auto recording = GameRecording::start(catalog(), header, RecordingJournal());
    const auto due = recording->dueRoll();
    ASSERT_TRUE(due.has_value());
    EXPECT_EQ(due->head.rfind("horde-roll ", 0), 0U) << due->head;
    // Each player's horde rolls; the totals come from the faces.
    auto roll = RecordingEntry::rollOf("z1=1 z2=1 z3=1 z4=1 z5=1 z6=1 z7=1 z8=1");
    const auto first = recording->enter(roll);
    ASSERT_TRUE(first.accepted()) << (first.refusal ? first.refusal->message : "");
    EXPECT_EQ(first.statement.rfind("horde-roll A maneuver=", 0), 0U) << first.statement;
    EXPECT_EQ(first.statement.find('?'), std::string::npos) << first.statement;
}

TEST(GameRecordingTest, RostersOfDifferentForceSizesAreRefused) {
    std::vector<domain::Roster> rosters(2);
    rosters[0].forceSize = 24;
    rosters[1].forceSize = 36;
    EXPECT_THROW((void)GameRecording::headerFor(catalog(), rosters), RecordingError);
    EXPECT_THROW((void)GameRecording::headerFor(catalog(), {rosters[0]}), RecordingError);
}

TEST(RecordingEntryTest, FacesAreReadAsDataAndWrittenBack) {
    const auto entry = RecordingEntry::rollOf("c1=3 c2=ID:melee / rend c1=5");
    ASSERT_EQ(entry.dice.size(), 2U);
    EXPECT_EQ(entry.dice[1].unit, "c2");
    EXPECT_EQ(entry.dice[1].face, "ID");
    EXPECT_EQ(entry.dice[1].note, "melee");
    ASSERT_EQ(entry.rerolls.size(), 1U);
    EXPECT_EQ(entry.rerolls[0].reason, "rend");
    EXPECT_EQ(entry.facesText(), "c1=3 c2=ID:melee / rend c1=5");
    EXPECT_EQ(entry.rollLine("roll A melee=?"), "roll A melee=? : c1=3 c2=ID:melee / rend c1=5");
    EXPECT_THROW((void)RecordingEntry::rollOf("c1"), std::invalid_argument);
    EXPECT_THROW((void)RecordingEntry::rollOf("c1=3 /"), std::invalid_argument);
    EXPECT_THROW((void)RecordingEntry::rollOf(""), std::invalid_argument);
}

}  // namespace
}  // namespace muster::services
