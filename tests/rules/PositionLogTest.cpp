// Logs that start from a position (docs/match-log.md, Positions): the judge's worked example verifies "from a
// position" (never in a whole game's words), its broken copies are refused at their line with what is wrong, the
// section's syntax is refused line by line with at most ~80 bytes of the input quoted, and a cut inside a march is
// printed as the last position before it followed by the open statements.
#include <gtest/gtest.h>

#include <filesystem>

#include "EngineTestSupport.h"
#include "muster/rules/matchlog/PositionReader.h"
#include "muster/rules/matchlog/PositionWriter.h"

namespace muster::rules {
namespace {

namespace fs = std::filesystem;

const fs::path kExample = fs::path(MUSTER_SOURCE_RESOURCES) / ".." / "docs" / "examples" / "judge-position.log";
const fs::path kPositions = fs::path(MUSTER_TEST_DATA) / "matchlogs" / "positions";

const MatchVerifier& verifier() {
    static const MatchVerifier instance(testing::engineCatalog());
    return instance;
}

// The line of a log marked '#!' (the one a broken copy must be caught at).
int markedLine(const std::string& text) {
    int line = 1;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, 2, "#!") == 0) return line;
        if (text[i] == '\n') ++line;
    }
    return 0;
}

TEST(PositionLog, TheJudgesExampleVerifiesFromAPositionNotAsAWholeGame) {
    const auto v = verifier().verifyFile(kExample.string());
    ASSERT_TRUE(v.verified()) << v.message;
    EXPECT_TRUE(v.fromPosition);
    EXPECT_EQ(v.startTurn, 4);
    EXPECT_EQ(v.eventsChecked, 6);
    EXPECT_NE(v.message.find("verified from a position, not a whole game (6 steps from turn 4 to turn 4, no result)"),
              std::string::npos)
        << v.message;
    EXPECT_EQ(v.message.find("verified ("), std::string::npos) << "a whole game's words: " << v.message;
    // The position section is at most ten lines, the question five statements.
    const auto log = matchlog::MatchLogParser::parse(domain::readFile(kExample.string()), "judge.log");
    ASSERT_TRUE(log.position);
    EXPECT_LE(log.position->playLine - log.position->line - 1, 10);
}

TEST(PositionLog, AWholeGameIsNotFromAPosition) {
    const auto v = verifier().verifyFile(
        (fs::path(MUSTER_SOURCE_RESOURCES) / ".." / "docs" / "examples" / "format2-smite.log").string());
    ASSERT_TRUE(v.verified()) << v.message;
    EXPECT_FALSE(v.fromPosition);
    EXPECT_EQ(v.message.find("from a position"), std::string::npos) << v.message;
}

struct BrokenCopy {
    const char* file;
    MatchVerdict::Status status;
    const char* says;
};

class BrokenPosition : public ::testing::TestWithParam<BrokenCopy> {};

TEST_P(BrokenPosition, IsRefusedAtItsMarkedLineWithWhatIsWrong) {
    const auto& c = GetParam();
    const auto path = kPositions / c.file;
    const auto text = domain::readFile(path.string());
    const auto v = verifier().verifyText(text, c.file);
    EXPECT_EQ(v.status, c.status) << v.message;
    EXPECT_EQ(v.line, markedLine(text)) << v.message;
    EXPECT_NE(v.message.find(c.says), std::string::npos) << v.message;
    EXPECT_TRUE(v.fromPosition);
}

INSTANTIATE_TEST_SUITE_P(
    JudgeCopies, BrokenPosition,
    ::testing::Values(
        BrokenCopy{"judge-two-places-broken.log", MatchVerdict::Status::Inconsistent,
                   "B:c2 is listed twice: in the army at frontier (line 16) and in the DUA; a piece is in one place"},
        BrokenCopy{"judge-face-broken.log", MatchVerdict::Status::Inconsistent,
                   "face 9 of frontier is out of range: a terrain shows 1 to 8"},
        BrokenCopy{"judge-effect-target-broken.log", MatchVerdict::Status::Inconsistent,
                   "effect Stone Skin on B@home:B: B has no army at home:B"},
        BrokenCopy{"judge-unknown-label-broken.log", MatchVerdict::Status::Unreadable,
                   "unknown label 'B:c3': the position lists no piece 'c3' of player B"},
        BrokenCopy{"judge-total-broken.log", MatchVerdict::Status::Inconsistent, "save total 4, not 3"}),
    [](const auto& param) {
        std::string name = param.param.file;
        name = name.substr(0, name.find('.'));
        for (auto& ch : name) ch = ch == '-' ? '_' : ch;
        return name;
    });

const std::string kHeader = "format muster-matchlog 3\nedition v4.01d\nforce-size 24\nplayer A Ana\nplayer B Bruno\n";
const std::string kPosition =
    "position\nturn 2 B species\norder A B\nterrain home:A 3 Highland City\nterrain home:B 2 Flatland City\n"
    "terrain frontier 6 Coastland Tower\narmy A frontier c1: Dwarves Footman\narmy B frontier c1: Dwarves Footman\n";

struct SyntaxCase {
    const char* name;
    std::string text;
    int line;
    const char* says;
};

class PositionSyntax : public ::testing::TestWithParam<SyntaxCase> {};

TEST_P(PositionSyntax, IsUnreadableAtItsLine) {
    const auto& c = GetParam();
    try {
        (void)matchlog::MatchLogParser::parse(c.text, "p.log");
        FAIL() << "read without complaint";
    } catch (const matchlog::MatchLogError& e) {
        EXPECT_EQ(e.line(), c.line) << e.what();
        EXPECT_NE(e.problem().find(c.says), std::string::npos) << e.what();
        EXPECT_LE(e.problem().size(), 600U) << "quotes too much: " << e.what();
    }
}

INSTANTIATE_TEST_SUITE_P(
    Lines, PositionSyntax,
    ::testing::Values(
        SyntaxCase{"version2",
                   "format muster-matchlog 2\nedition v4.01d\nforce-size 24\nplayer A\nplayer B\nposition\n", 6,
                   "a 'position' section needs 'format muster-matchlog 3'"},
        SyntaxCase{"setupLines", kHeader + "terrain A home Highland City\nposition\n", 7,
                   "states its terrains and pieces in the position section"},
        SyntaxCase{"noPlay", kHeader + kPosition, 13, "a 'play' line must follow it"},
        SyntaxCase{"noTurn", kHeader + "position\norder A B\nplay\nresult none\n", 8,
                   "the position has no 'turn' line"},
        SyntaxCase{"noOrder", kHeader + "position\nturn 0\nplay\nresult none\n", 8, "no 'order' line"},
        SyntaxCase{"unknownLine", kHeader + "position\nunits A c1\n", 7, "unknown position line 'units'"},
        SyntaxCase{"badPhase", kHeader + "position\nturn 3 A lunch\n", 7, "unknown phase 'lunch'"},
        SyntaxCase{"turnTwice", kHeader + "position\nturn 0\nturn 0\n", 8, "'turn' is given twice (line 7)"},
        SyntaxCase{"setupArmyWord", kHeader + "position\narmy A home c1: Dwarves Footman\n", 7,
                   "not at 'home' (that is a header's setup army)"},
        SyntaxCase{"noLabel", kHeader + "position\narmy A frontier Dwarves Footman\n", 7, "needs a label"},
        SyntaxCase{"unknownPlayer", kHeader + "position\narmy C frontier c1: Dwarves Footman\n", 7,
                   "unknown player 'C'"},
        SyntaxCase{"terrainFace", kHeader + "position\nterrain frontier high Coastland Tower\n", 7,
                   "a terrain's face is a number 1-8"},
        SyntaxCase{"castleWord", kHeader + "position\nterrain frontier 8/A castle=keep Castle\n", 7,
                   "castle=city, castle=standing-stones"},
        SyntaxCase{"minorTwo", kHeader + "position\nminor A frontier 2 m1: Flanked, m2: Flanked\n", 7,
                   "a 'minor' line holds one minor terrain"},
        SyntaxCase{"effectShape", kHeader + "position\neffect spell Stone Skin on A@frontier\n", 7,
                   "expected 'effect <spell|sai|breath|ability|terrain|item> <source> by <player> on <target>"},
        SyntaxCase{"modifier", kHeader + "position\neffect sai Wither by A on B@frontier : all-two\n", 7,
                   "modifier 'all-two' does not read"},
        SyntaxCase{"status", kHeader + "position\neffect sai Sleep by A on B:c1 status=dozing :\n", 7,
                   "unknown status 'dozing'"},
        SyntaxCase{"hostile",
                   kHeader + "position\narmy A frontier " + std::string(300, 'x') + "\x1b[31m: Dwarves Footman\n", 7,
                   "label 'xxxxxxxx"}),
    [](const auto& param) { return std::string(param.param.name); });

TEST(PositionSyntaxQuoting, AHostileWordIsQuotedShortAndEscaped) {
    try {
        (void)matchlog::MatchLogParser::parse(kHeader + "position\nturn 1 A \x1b[2J" + std::string(500, 'y') + "\n",
                                              "p.log");
        FAIL() << "read without complaint";
    } catch (const matchlog::MatchLogError& e) {
        EXPECT_EQ(e.problem().find('\x1b'), std::string::npos) << "a control character is echoed";
        EXPECT_NE(e.problem().find("\\x1B"), std::string::npos) << e.problem();
        EXPECT_LT(e.problem().size(), 200U) << e.problem();
    }
}

// A minimal position log around `body` (lines of the position section after the terrains) and `play`.
std::string positionLog(const std::string& body, const std::string& statements = "result none\n") {
    return kHeader + kPosition + body + "play\n" + statements;
}

TEST(PositionConsistency, PlayersWithoutUnitsAreEliminatedAndTheWinnerIsStated) {
    auto v = verifier().verifyText(kHeader +
                                       "position\nturn 2 B species\norder A B\nterrain home:A 3 Highland City\n"
                                       "terrain home:B 2 Flatland City\nterrain frontier 6 Coastland Tower\n"
                                       "army A frontier c1: Dwarves Footman\ndua B c1: Dwarves Footman\nplay\n"
                                       "result none\n",
                                   "p.log");
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("player B has no unit in play, so is eliminated: write 'eliminated B'"), std::string::npos)
        << v.message;
    v = verifier().verifyText(kHeader +
                                  "position\nturn 2 B species\norder A B\neliminated B\nwinner A elimination\n"
                                  "terrain home:A 3 Highland City\nterrain home:B 2 Flatland City\n"
                                  "terrain frontier 6 Coastland Tower\narmy A frontier c1: Dwarves Footman\n"
                                  "dua B c1: Dwarves Footman\nplay\nresult A elimination\n",
                              "p.log");
    EXPECT_TRUE(v.verified()) << v.message;
    EXPECT_EQ(v.winner, "A");
    EXPECT_TRUE(v.fromPosition);
}

TEST(PositionConsistency, ACapturedTerrainNeedsItsControllersArmyAndTheEighthFace) {
    auto v = verifier().verifyText(positionLog("").replace(positionLog("").find("6 Coastland"), 1, "8/B"), "p.log");
    EXPECT_TRUE(v.verified()) << v.message;
    v = verifier().verifyText(positionLog("").replace(positionLog("").find("3 Highland"), 1, "8/B"), "p.log");
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("home:A is captured by B, who has no army there"), std::string::npos) << v.message;
    v = verifier().verifyText(positionLog("").replace(positionLog("").find("6 Coastland"), 1, "8"), "p.log");
    EXPECT_NE(v.message.find("shows its eighth face, so a player controls it"), std::string::npos) << v.message;
}

TEST(PositionConsistency, EffectsAndPiecesAreCheckedAgainstThePosition) {
    // A Dragonkin never stands in the Reserve Area; a dragon is on a 'dragon' line; the DUA holds units only.
    auto v = verifier().verifyText(positionLog("army A reserve k1: Dragonkin Air Dragontroop\n"), "p.log");
    EXPECT_NE(v.message.find("is a Dragonkin, which never enters the Reserve Area"), std::string::npos) << v.message;
    v = verifier().verifyText(positionLog("army A frontier d1: Fire Drake\n"), "p.log");
    EXPECT_NE(v.message.find("is a dragon: write it on a 'dragon' line"), std::string::npos) << v.message;
    // A unit effect on a piece in the DUA.
    v = verifier().verifyText(
        positionLog("dua B c2: Dwarves Footman\neffect sai Sleep by A on B:c2 until A status=asleep :\n"), "p.log");
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("B:c2 is DUA, not in play"), std::string::npos) << v.message;
    // A spell without an effect block of its own needs the full form.
    v = verifier().verifyText(positionLog("effect spell Hailstorm by A on B@frontier\n"), "p.log");
    EXPECT_EQ(v.status, MatchVerdict::Status::Unreadable) << v.message;
    EXPECT_NE(v.message.find("Hailstorm has no lasting modifiers of its own"), std::string::npos) << v.message;
    // An unknown die gets a "did you mean".
    v = verifier().verifyText(positionLog("army A reserve r1: Dwarves Footmen\n"), "p.log");
    EXPECT_EQ(v.status, MatchVerdict::Status::Unreadable) << v.message;
    EXPECT_NE(v.message.find("did you mean 'Dwarves Footman'"), std::string::npos) << v.message;
}

TEST(PositionConsistency, AStatusEffectWorksAsInTheGame) {
    // B:c1 asleep under A's Sleep: B's army at the frontier rolls without it.
    const std::string body =
        "army B frontier c2: Dwarves Footman\neffect sai Sleep by A on B:c1 until A status=asleep :\n";
    auto v = verifier().verifyText(positionLog(body,
                                               "march 1 frontier\naction melee A\nroll B melee=1 : c2=3\n"
                                               "roll A save=0 : c1=3\nkill A c1\nresult B elimination\n"),
                                   "p.log");
    EXPECT_TRUE(v.verified()) << v.message;
    v = verifier().verifyText(positionLog(body,
                                          "march 1 frontier\naction melee A\nroll B melee=2 : c1=3 c2=3\n"
                                          "result none\n"),
                              "p.log");
    EXPECT_EQ(v.status, MatchVerdict::Status::Inconsistent) << v.message;
}

TEST(PositionWriter, ASpellsOwnEffectIsWrittenShortAndReadBack) {
    const auto text = domain::readFile(kExample.string());
    const auto log = matchlog::MatchLogParser::parse(text, "judge.log");
    const auto read = matchlog::PositionReader(testing::engineCatalog()).read(log);
    ASSERT_TRUE(std::holds_alternative<engine::GameState>(read));
    const auto& state = std::get<engine::GameState>(read);
    ASSERT_EQ(state.effects.size(), 1U);
    EXPECT_EQ(state.effects[0].expiresAtStartOf, 1);
    EXPECT_EQ(state.effects[0].modifiers.size(), 1U);
    const auto written = matchlog::PositionWriter::section(state, testing::engineCatalog());
    EXPECT_NE(written.find("\neffect spell Stone Skin by B on B@frontier\n"), std::string::npos) << written;
    EXPECT_NE(written.find("\nturn 4 A first-march\norder A B\nterrain home:A 3 Highland City\n"), std::string::npos)
        << written;
    EXPECT_NE(written.find("\narmy B frontier c1: Dwarves Footman, c2: Dwarves Sergeant\n"), std::string::npos)
        << written;
}

TEST(PositionAt, ACutInsideAMarchPrintsTheLastPositionAndTheOpenStatements) {
    const auto text = domain::readFile(kExample.string());
    const auto log = matchlog::MatchLogParser::parse(text, "judge.log");
    // B's save roll: inside A's first march, which a position cannot state.
    int saveRoll = 0;
    for (const auto& e : log.events)
        if (e.kind == engine::EventKind::Roll && e.player == "B") saveRoll = e.line;
    ASSERT_GT(saveRoll, 0);
    const auto at = verifier().positionAt(log, saveRoll);
    ASSERT_TRUE(at.verdict.verified()) << at.verdict.message;
    EXPECT_EQ(at.positionAfterLine, 0);  // the log's own position
    EXPECT_EQ(at.openStatements, 4);
    EXPECT_NE(at.text.find("play\n# the statements after line 0 up to line " + std::to_string(saveRoll)),
              std::string::npos)
        << at.text;
    EXPECT_NE(at.text.find("march 1 frontier\naction melee B\nroll A melee=5 : c1=3 c2=3 c3=6\n"
                           "roll B save=4 : c1=3 c2=5\n"),
              std::string::npos)
        << at.text;
    // The printed log, with the rest of the game, verifies.
    const auto v = verifier().verifyText(at.text + "kill B c1\nresult none\n", "cut.log");
    EXPECT_TRUE(v.verified()) << v.message;
}

TEST(PositionAt, AWholeGameCutInItsReservesPhaseStartsFromThere) {
    const auto path = fs::path(MUSTER_SOURCE_RESOURCES) / ".." / "docs" / "examples" / "sais-double-strike.log";
    const auto log = matchlog::MatchLogParser::parse(domain::readFile(path.string()), path.string());
    // The first statement of the reserves phase after the setup: a position can state the point after it.
    int line = 0;
    for (const auto& e : log.events)
        if (e.kind == engine::EventKind::Retreat || e.kind == engine::EventKind::Reinforce) {
            line = e.line;
            break;
        }
    ASSERT_GT(line, 0);
    const auto at = verifier().positionAt(log, line);
    ASSERT_TRUE(at.verdict.verified()) << at.verdict.message;
    EXPECT_TRUE(at.problem.empty()) << at.problem;
    EXPECT_EQ(at.positionAfterLine, line);
    EXPECT_EQ(at.openStatements, 0);
    EXPECT_NE(at.text.find("format muster-matchlog 3\n"), std::string::npos);
    EXPECT_NE(at.text.find(" reserves\n"), std::string::npos) << at.text;
    // In the setup there is no position yet.
    const auto early = verifier().positionAt(log, log.events.front().line);
    EXPECT_TRUE(early.verdict.verified());
    EXPECT_NE(early.problem.find("a position exists from the end of the setup on"), std::string::npos);
}

}  // namespace
}  // namespace muster::rules
