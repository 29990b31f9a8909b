// The game window (issue 30) under Xvfb: a whole generated 24-point game recorded by keyboard alone through the
// window's own widgets (the dice tray's face keys, the choice list's arrows and Enter, the statement line), read from
// the legal-log generator's log; after every entry the recording's state digest is the generated log's, and the log
// file the window wrote replays to the same digests. Then a game of the desk's table: started from the table, ended,
// its log attached and verified. Screenshots (MUSTER_GUI_SCREENSHOTS) of setup, a roll in the tray, a casualty
// choice, a spell, a dragon attack and the desk's table with its attached log.
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>

#include <algorithm>
#include <fstream>
#include <functional>
#include <set>
#include <sstream>

#include "../services/RecordingReentry.h"
#include "GameWindowKeys.h"
#include "GuiTestSupport.h"
#include "muster/domain/RosterIO.h"
#include "muster/gui/ChoiceList.h"
#include "muster/gui/DiceTray.h"
#include "muster/gui/GameWindow.h"
#include "muster/gui/TournamentPanel.h"
#include "muster/gui/UiSupport.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/engine/StateDigest.h"
#include "muster/rules/matchlog/LegalLogGenerator.h"
#include "muster/rules/matchlog/MatchLogParser.h"

using namespace muster;

namespace {

using namespace muster::guitest;
namespace engine = rules::engine;

// The face number a log's face token stands for on the die (its number, or the token of one of its faces).
int faceNumber(const rules::judge::RollingDie& die, const std::string& token) {
    for (const auto& f : die.faces) {
        if (f.numbers.empty()) continue;
        if (f.token == token) return f.numbers.front();
        for (const int n : f.numbers)
            if (std::to_string(n) == token) return n;
    }
    return 0;
}

// Can the tray enter this roll: the roll due, without re-rolls (the owner's choices the line states are picked from
// the outcomes the window lists after the faces).
bool trayCanEnter(const gui::GameWindow& window, const services::RecordingEntry& entry) {
    const auto due = window.recording().dueRoll();
    if (!due) return false;
    const auto& s = window.recording().state();
    if ((!entry.player.empty() && (due->who < 0 || entry.player != s.pid(due->who))) || !entry.rerolls.empty())
        return false;
    for (const auto& word : entry.purposes)  // the roll due states the same words
        if (("  " + due->head + " ").find(" " + word + " ") == std::string::npos) return false;
    std::set<std::string> rolled;
    for (const auto& d : entry.dice) rolled.insert(d.unit);
    std::size_t matched = 0;
    for (const auto& d : due->dice) {
        const bool in = rolled.count(s.label(d.piece)) > 0;
        if (!in && !d.optional) return false;
        matched += in ? 1 : 0;
    }
    return matched == rolled.size();
}

// The roll as the statement line takes it: who rolls and the choices before " : ", then the faces.
std::string typedRoll(const services::RecordingEntry& entry) {
    std::string before;
    if (!entry.player.empty()) before += std::string(entry.horde ? "horde-roll " : "roll ") + entry.player + " ";
    for (const auto& p : entry.purposes) before += p + " ";
    for (const auto& c : entry.counted) before += c + "=? ";
    for (const auto& c : entry.choices) before += c.key + "=" + c.value + " ";
    return (before.empty() ? "" : before + ": ") + entry.facesText();
}

}  // namespace

TEST_F(GuiTest, AGeneratedGameRecordedByKeyboardHasTheGeneratedLogsDigests) {
    rules::matchlog::GeneratorOptions options;
    options.seed = 231;  // a short game (12 turns at most) with spells, dragon attacks and owner's choices
    options.forceSize = 24;
    options.turns = 12;
    const auto generated = rules::matchlog::LegalLogGenerator(catalog()).generate(options);
    const auto log = rules::matchlog::MatchLogParser::parse(generated.text, "generated.log");
    if (const char* dump = std::getenv("MUSTER_GAME_LOG_DUMP")) std::ofstream(dump) << generated.text;
    rules::VerifyOptions strict;
    strict.strict = true;
    const rules::MatchVerifier verifier(catalog(), {}, strict);
    std::vector<engine::StateSnapshot> expected;
    ASSERT_TRUE(verifier
                    .verifyLog(log,
                               [&](const engine::Event* event, const auto& state) {
                                   if (event != nullptr) expected.push_back(engine::snapshotOf(state));
                               })
                    .verified());

    const fs::path path = dir_ / "keyboard.log";
    auto* window = gui::GameWindow::startFromHeader(frame_, *context_, services::testing::headerOf(generated.text),
                                                    wxString(path.string()));
    ASSERT_NE(window, nullptr);
    window->SetPosition(wxPoint(0, 0));
    window->SetSize(window->FromDIP(wxSize(1280, 800)));
    frame_->Hide();  // the keyboard goes to the game window (no window manager under Xvfb)
    window->Raise();
    GameKeys keys(*window);
    keys.sim().MouseMove(window->GetScreenPosition() + wxPoint(300, 300));
    window->tray().SetFocus();
    settle(300);
    screenshot("game-1-setup");

    std::set<std::string> shot;
    const auto screenshotOnce = [&](const std::string& name) {
        if (shot.insert(name).second) screenshot(name);
    };
    int trayRolls = 0;
    int typedRolls = 0;
    int listed = 0;
    int typed = 0;
    int outcomes = 0;
    for (std::size_t i = 0; i < log.events.size(); ++i) {
        const auto& e = log.events[i];
        SCOPED_TRACE("line " + std::to_string(e.line) + ": " + e.text);
        const bool roll = e.kind == engine::EventKind::Roll || e.kind == engine::EventKind::HordeRoll;
        if (roll) {
            const auto entry = services::RecordingEntry::fromEvent(e);
            if (trayCanEnter(*window, entry)) {
                auto& tray = window->tray();
                ASSERT_TRUE(keys.focusOn(tray, WXK_F2));
                const auto due = window->recording().dueRoll();
                const auto& s = window->recording().state();
                for (int d = 0; d < tray.dieCount(); ++d) {
                    const auto& die = due->dice[static_cast<std::size_t>(d)];
                    const auto it = std::find_if(entry.dice.begin(), entry.dice.end(),
                                                 [&](const auto& r) { return r.unit == s.label(die.piece); });
                    const int face = it == entry.dice.end() ? 0 : faceNumber(die, it->face);
                    ASSERT_TRUE(it == entry.dice.end() || face > 0) << it->face;
                    if (face > 0 && face <= 9) {
                        keys.press('0' + face, wxMOD_NONE, [&] { return tray.face(d) == face; });
                        if (d + 1 < tray.dieCount()) {  // the tray moves on by itself
                            ASSERT_EQ(tray.selected(), d + 1);
                        }
                        continue;
                    }
                    while (tray.face(d) != face)
                        keys.press(WXK_UP, wxMOD_NONE, [&, before = tray.face(d)] { return tray.face(d) != before; });
                    if (d + 1 < tray.dieCount())
                        keys.press(WXK_RIGHT, wxMOD_NONE, [&] { return tray.selected() == d + 1; });
                }
                if (tray.dieCount() > 1 && trayRolls > 3) screenshotOnce("game-2-roll-in-the-tray");
                keys.enterWith(WXK_RETURN);
                ++trayRolls;
            } else {
                keys.typeLine(typedRoll(entry));
                ++typedRolls;
            }
            if (window->choosingOutcome()) {
                // The owner's choice: the outcome whose choices the generated line states.
                const std::string wanted = services::testing::choicesOf(e);
                const auto& outcomeList = window->pendingOutcomes().options;
                int pick = -1;
                for (std::size_t o = 0; o < outcomeList.size() && pick < 0; ++o) {
                    const auto candidate = engine::writeOption(window->pendingStatement(), outcomeList[o]);
                    if (services::testing::choicesOf(
                            rules::matchlog::MatchLogParser::parseStatement(log, candidate, e.line)) == wanted)
                        pick = static_cast<int>(o);
                }
                ASSERT_GE(pick, 0) << "no outcome states the log's choices";
                screenshotOnce("game-3b-owner-chooses-totals");
                keys.pickRow(pick);
                ++outcomes;
            }
        } else {
            if (e.kind == engine::EventKind::Kill) screenshotOnce("game-3-casualty-choice");
            if (e.kind == engine::EventKind::Cast) screenshotOnce("game-4-spell");
            if (e.kind == engine::EventKind::DragonAttack || e.kind == engine::EventKind::DragonTarget)
                screenshotOnce("game-5-dragon-attack");
            const int row = window->choices().rowOf(e.text);
            if (row >= 0) {
                keys.pickRow(row);
                ++listed;
            } else {
                keys.typeLine(e.text);
                ++typed;
            }
        }
        ASSERT_EQ(engine::snapshotOf(window->recording().state()), expected[i])
            << "after line " << e.line << " '" << e.text << "': " << gui::toUtf8(window->messageText());
    }
    EXPECT_TRUE(window->recording().finished());
    EXPECT_NE(window->nextText().Find("The game is over"), wxNOT_FOUND) << window->nextText();
    screenshotOnce("game-6-over");

    // The file the window wrote replays to the generated log's digests, statement by statement.
    std::vector<engine::StateSnapshot> written;
    const auto writtenLog = rules::matchlog::MatchLogParser::parse(readText(path), "keyboard.log");
    const auto verdict = verifier.verifyLog(writtenLog, [&](const engine::Event* event, const auto& state) {
        if (event != nullptr) written.push_back(engine::snapshotOf(state));
    });
    EXPECT_TRUE(verdict.verified()) << verdict.message;
    EXPECT_EQ(verdict.inferredChoices, 0);
    EXPECT_EQ(written, expected);
    std::cout << "[game window] " << log.events.size() << " statements: " << trayRolls << " rolls in the tray, "
              << typedRolls << " typed, " << outcomes << " owner's choices, " << listed << " statements picked, "
              << typed << " typed; " << keys.count() << " keys\n";
    EXPECT_GT(trayRolls, 0);
    EXPECT_GT(listed, 0);

    // Undo and redo by keyboard give back the same state.
    const auto last = engine::snapshotOf(window->recording().state());
    keys.press('z', wxMOD_CONTROL, [&] { return !window->recording().finished(); });
    EXPECT_EQ(engine::snapshotOf(window->recording().state()), expected[expected.size() - 2]);
    keys.press('y', wxMOD_CONTROL, [&] { return window->recording().finished(); });
    EXPECT_EQ(engine::snapshotOf(window->recording().state()), last);
    window->Destroy();
    settle(50);
}

// The desk's "Record game" on a table: the two registered rosters make the game; typed in by keyboard to its end
// ('result none'), the log is verified and attached to the table's game, the result left for the organiser.
TEST_F(GuiTest, TheDesksTableRecordsAGameAndAttachesItsLog) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto& desk = frame_->tournament();
    rules::tournament::EventSettings settings;
    settings.name = "Table Cup";
    settings.eventFormat = "open";
    settings.forceSize = 24;
    settings.swissRounds = 2;
    settings.seed = 5;
    ASSERT_TRUE(desk.createEvent(settings));
    const auto dwarves = domain::RosterIO::parse(readText(testRoster("legal-24.txt")), catalog(), "legal-24.txt");
    const auto goblins = domain::RosterIO::parse(readText(testRoster("goblins-24.json")), catalog(), "goblins-24.json");
    ASSERT_FALSE(desk.registerPlayer("Ana", "", dwarves).empty());
    ASSERT_FALSE(desk.registerPlayer("Bo", "", goblins).empty());
    ASSERT_TRUE(desk.pairNextRound());
    ASSERT_EQ(desk.pairingRowCount(), 1);

    const fs::path path = dir_ / "table.log";
    auto* window = desk.recordGame(0, wxString(path.string()));
    ASSERT_NE(window, nullptr);
    const auto& s = window->recording().state();
    ASSERT_EQ(s.players.size(), 2U);
    const bool goblinsFirst = s.players[0].name == "Bo";
    EXPECT_NE(readText(path).find("# muster-record event"), std::string::npos);
    GameKeys keys(*window);
    bringForward(*frame_, *window, keys);

    const std::string goblinHorde = "z1=6 z2=Melee z3=1";
    const std::string dwarfHorde = "z1=1 z2=2 z3=3 z4=4 z5=5 z6=6 z7=1 z8=2";
    keys.typeLine(goblinsFirst ? goblinHorde : dwarfHorde);
    keys.typeLine(goblinsFirst ? dwarfHorde : goblinHorde);
    keys.pickRow(0);  // who chooses: the frontier or the first turn
    keys.pickRow(0);
    for (const char* line : {"place A home home:A", "place A horde home:B", "place A campaign frontier",
                             "place B home home:B", "place B horde home:A", "place B campaign frontier",
                             "start-roll A home:A 3", "start-roll B home:B 4", "start-roll A frontier 5"}) {
        const int row = window->choices().rowOf(line);
        if (row >= 0) {
            keys.pickRow(row);
        } else {
            keys.typeLine(line);
        }
        ASSERT_NE(window->messageText().Find("Recorded"), wxNOT_FOUND) << line << ": " << window->messageText();
    }
    // The window closed and the log resumed (File > Resume a game log): the table is read from the log's header.
    window->Destroy();
    settle(50);
    window = gui::GameWindow::resume(frame_, *context_, wxString(path.string()));
    ASSERT_NE(window, nullptr);
    window->SetPosition(wxPoint(0, 0));
    window->Raise();
    window->tray().SetFocus();
    settle(200);
    GameKeys again(*window);
    again.typeLine("result none");
    ASSERT_TRUE(window->recording().finished()) << window->messageText();
    EXPECT_NE(window->messageText().Find("attached"), wxNOT_FOUND) << window->messageText();
    screenshot("game-7-table-game-over");

    ASSERT_TRUE(desk.openEvent(desk.eventId()));  // the desk reads what the database holds now
    const auto* log = desk.logOfRow(0);
    ASSERT_NE(log, nullptr);
    EXPECT_EQ(log->verdict, "verified") << log->message;
    EXPECT_FALSE(desk.event().rounds.at(0).pairings.at(0).result.has_value());  // no winner: for the organiser
    window->Destroy();
    frame_->Show();
    frame_->Raise();
    auto* pairings = dynamic_cast<wxListCtrl*>(wxWindow::FindWindowByName("DeskPairings", frame_));
    ASSERT_NE(pairings, nullptr);
    pairings->SetItemState(0, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                           wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    settle(200);
    EXPECT_NE(desk.gameInfoText().Find("verified"), wxNOT_FOUND) << desk.gameInfoText();
    screenshot("game-8-desk-table-with-log");
}

// Judge mode: a game's log up to a disputed save roll, opened in memory (nothing is written); a step back and forth
// through the log, then the roll's faces set in the tray by keyboard: the judge's answer lists the legal totals, the
// rules with their rulebook lines and the legal casualty choices that follow.
TEST_F(GuiTest, JudgeModeAnswersADisputedRollInWords) {
    rules::matchlog::GeneratorOptions options;
    options.seed = 231;
    options.forceSize = 24;
    options.turns = 12;
    const auto generated = rules::matchlog::LegalLogGenerator(catalog()).generate(options);
    const auto log = rules::matchlog::MatchLogParser::parse(generated.text, "generated.log");
    // The first save roll after which the defender chooses casualties.
    std::size_t disputed = 0;
    for (std::size_t i = 0; i + 1 < log.events.size() && disputed == 0; ++i)
        if (log.events[i].kind == engine::EventKind::Roll && log.events[i].text.find(" save=") != std::string::npos &&
            log.events[i + 1].kind == engine::EventKind::Kill)
            disputed = i;
    ASSERT_GT(disputed, 0U);
    const auto& roll = log.events[disputed];
    // The log up to the line before the disputed roll.
    std::string text;
    {
        std::istringstream in(generated.text);
        int n = 0;
        for (std::string line; std::getline(in, line) && ++n < roll.line;) text += line + "\n";
    }
    const fs::path path = dir_ / "dispute.log";
    std::ofstream(path) << text;

    auto* window = gui::GameWindow::judge(frame_, *context_, wxString(path.string()));
    ASSERT_NE(window, nullptr);
    ASSERT_TRUE(window->judgeMode());
    GameKeys keys(*window);
    bringForward(*frame_, *window, keys);
    const auto statements = window->recording().statements().size();
    keys.press('z', wxMOD_CONTROL, [&] { return window->recording().statements().size() == statements - 1; });
    keys.press('y', wxMOD_CONTROL, [&] { return window->recording().statements().size() == statements; });
    ASSERT_TRUE(window->tray().hasRoll());

    auto& tray = window->tray();
    ASSERT_TRUE(keys.focusOn(tray, WXK_F2));
    const auto due = window->recording().dueRoll();
    ASSERT_TRUE(due.has_value());
    const auto& s = window->recording().state();
    for (int d = 0; d < tray.dieCount(); ++d) {
        const auto& die = due->dice[static_cast<std::size_t>(d)];
        const auto it = std::find_if(roll.faces.begin(), roll.faces.end(),
                                     [&](const auto& f) { return f.unit == s.label(die.piece); });
        ASSERT_NE(it, roll.faces.end());
        const int face = faceNumber(die, it->face);
        ASSERT_GT(face, 0);
        ASSERT_LE(face, 9);
        keys.press('0' + face, wxMOD_NONE, [&] { return tray.face(d) == face; });
    }
    ASSERT_TRUE(waitFor([&] { return !window->judgeText().empty(); }));
    const std::string answer = gui::toUtf8(window->judgeText());
    EXPECT_NE(answer.find("Legal totals"), std::string::npos) << answer;
    EXPECT_NE(answer.find("S0:L"), std::string::npos) << answer;   // rulebook lines
    EXPECT_NE(answer.find("kill "), std::string::npos) << answer;  // the legal casualty choices
    screenshot("game-9-judge-mode");
    EXPECT_EQ(readText(path), text);  // nothing was written
    window->Destroy();
    settle(50);
}

// From the builder: this roster against another, a few entries, large text by Ctrl+T; the window closed and the log
// opened again goes on where it stopped.
TEST_F(GuiTest, TheBuildersRosterStartsAGameWhoseLogResumes) {
    ASSERT_TRUE(frame_->openRoster(wxString(testRoster("legal-24.txt").string())));
    const auto goblins = domain::RosterIO::parse(readText(testRoster("goblins-24.json")), catalog(), "goblins-24.json");
    const fs::path path = dir_ / "builder.log";
    auto* window = frame_->recordGame(goblins, wxString(path.string()));
    ASSERT_NE(window, nullptr);
    GameKeys keys(*window);
    bringForward(*frame_, *window, keys);
    // Player A's horde (eight Dwarves Sentries) by the tray's keys, B's typed.
    auto& tray = window->tray();
    ASSERT_EQ(tray.dieCount(), 8);
    for (int d = 0; d < 8; ++d) keys.press('1' + d % 6, wxMOD_NONE, [&] { return tray.face(d) == 1 + d % 6; });
    keys.enterWith(WXK_RETURN);
    keys.typeLine("z1=6 z2=Melee z3=1");
    ASSERT_EQ(window->recording().statements().size(), 2U) << window->messageText();
    keys.pickRow(0);
    ASSERT_EQ(window->recording().statements().size(), 3U) << window->messageText();

    keys.press('t', wxMOD_CONTROL, [&] { return window->largeText(); });
    EXPECT_TRUE(window->largeText());
    screenshot("game-10-large-text");
    const auto digest = engine::snapshotOf(window->recording().state());
    window->Destroy();
    settle(50);

    auto* again = gui::GameWindow::resume(frame_, *context_, wxString(path.string()));
    ASSERT_NE(again, nullptr);
    EXPECT_EQ(again->recording().statements().size(), 3U);
    EXPECT_EQ(engine::snapshotOf(again->recording().state()), digest);
    EXPECT_NE(again->messageText().Find("Resumed after 3 statements"), wxNOT_FOUND) << again->messageText();
    again->Destroy();
    settle(50);
}
