// Judge mode's position set-up (issue 30) under Xvfb, by keyboard alone: the question of
// docs/examples/judge-position.log (A's army attacks B's at the frontier, which is under B's Stone Skin) set up from
// two 24-point rosters of the library: the dice placed with a multi-selection and number keys, the terrain faces,
// the turn, the effect (a refused one first: its line and reason show in the dialog). Ctrl+Enter opens judge mode in
// memory; the march, the attack and the melee roll are entered, and B's save roll's faces in the tray get the judge's
// answer: Stone Skin's extra save in the totals and the casualty that follows. Nothing is written. Screenshots
// (MUSTER_GUI_SCREENSHOTS) of the set-up and of the answer.
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/spinctrl.h>

#include <chrono>
#include <map>

#include "GameWindowKeys.h"
#include "GuiTestSupport.h"
#include "muster/domain/RosterIO.h"
#include "muster/gui/PositionSetupDialog.h"
#include "muster/services/RosterLibrary.h"

using namespace muster;

namespace {

using namespace muster::guitest;

// The set-up dialog that the main frame's menu opened, once it shows.
gui::PositionSetupDialog* openedSetUp() {
    for (auto* node : wxTopLevelWindows)
        if (auto* dialog = dynamic_cast<gui::PositionSetupDialog*>(node); dialog != nullptr && dialog->IsShown())
            return dialog;
    return nullptr;
}

// Whether the keyboard focus is in `window` (a list's focus is on its inner window).
bool focusIn(const wxWindow& window) {
    const wxWindow* focus = wxWindow::FindFocus();
    return focus != nullptr && (focus == &window || focus->GetParent() == &window);
}

std::string placeOf(const gui::PositionSetupDialog& dialog, std::size_t player, const std::string& label) {
    for (const auto& d : dialog.draft()->players()[player].dice)
        if (d.label == label) return d.place.words();
    return "no such die";
}

TEST_F(GuiTest, APositionSetUpByKeyboardGetsTheJudgesAnswer) {
    // Ana's and Bruno's Golden Dwarves (Bruno's home terrain a Flatland City), in the library.
    auto ana = domain::RosterIO::parse(readText(testRoster("legal-24.txt")), catalog(), "legal-24.txt");
    ana.name = "Ana's dwarves";
    ana.player = "Ana";
    auto bruno = ana;
    bruno.name = "Bruno's dwarves";
    bruno.player = "Bruno";
    bruno.homeTerrain = "Flatland City";
    bruno.homeTerrainDie = catalog().findDie(bruno.homeTerrain);
    ASSERT_NE(context_->storage().rosters(), nullptr);
    context_->storage().rosters()->save(ana);
    context_->storage().rosters()->save(bruno);

    // File > Judge > Set up a position... (Ctrl+Alt+J).
    wxMenuBar* bar = frame_->GetMenuBar();
    const int item = bar->FindMenuItem("File", "Set up a position...");
    ASSERT_NE(item, wxNOT_FOUND);
    EXPECT_EQ(bar->FindItem(item)->GetItemLabel(), "&Set up a position...\tCtrl+Alt+J");
    wxCommandEvent menu(wxEVT_MENU, item);
    frame_->ProcessWindowEvent(menu);
    auto* dialog = openedSetUp();
    ASSERT_NE(dialog, nullptr);
    frame_->Hide();  // no window manager under Xvfb: the dialog in front takes the keys
    dialog->SetPosition(wxPoint(0, 0));
    dialog->Raise();
    wxUIActionSimulator sim;
    sim.MouseMove(dialog->GetScreenPosition() + wxPoint(300, 300));
    dialog->diceList().SetFocus();
    settle(300);
    ASSERT_TRUE(dialog->draft().has_value()) << gui::toUtf8(dialog->problemText());
    const auto& draft = *dialog->draft();
    ASSERT_EQ(draft.players().size(), 2U);
    EXPECT_EQ(draft.players()[1].name, "Bruno");
    // Everything starts where a game starts it.
    EXPECT_EQ(placeOf(*dialog, 0, "h1"), "at home:A");
    EXPECT_EQ(placeOf(*dialog, 0, "z1"), "at home:B");
    EXPECT_EQ(placeOf(*dialog, 1, "c1"), "at frontier");

    int keys = 0;
    const auto press = [&](int key, int modifiers, const std::function<bool()>& done) {
        sim.Char(key, modifiers);
        EXPECT_TRUE(waitFor(done)) << "key " << key << " did not act";
        ++keys;
    };
    const auto started = std::chrono::steady_clock::now();
    auto& dice = dialog->diceList();
    const long rows = dice.GetItemCount();
    ASSERT_EQ(rows, 40);  // 20 dice a roster
    const auto selected = [&] { return dice.GetSelectedItemCount(); };
    // All out of play (Ctrl+A, 0); A's h1-h3 (two Footmen, a Sergeant) to the frontier (Home, Shift+Down twice, 3);
    // B's h1 (a Footman) and h3 (a Sergeant) to the frontier.
    press('a', wxMOD_CONTROL, [&] { return selected() == rows; });
    press('0', wxMOD_NONE, [&] { return placeOf(*dialog, 1, "p1") == "not in play"; });
    press(WXK_HOME, wxMOD_NONE, [&] { return selected() == 1 && dice.GetItemState(0, wxLIST_STATE_SELECTED) != 0; });
    for (int i = 1; i <= 2; ++i) press(WXK_DOWN, wxMOD_SHIFT, [&] { return selected() == i + 1; });
    press('3', wxMOD_NONE, [&] { return placeOf(*dialog, 0, "h3") == "at frontier"; });
    for (long row = 3; row <= 20; ++row)
        press(WXK_DOWN, wxMOD_NONE, [&] { return dice.GetItemState(row, wxLIST_STATE_SELECTED) != 0; });
    press('3', wxMOD_NONE, [&] { return placeOf(*dialog, 1, "h1") == "at frontier"; });
    for (long row = 21; row <= 22; ++row)
        press(WXK_DOWN, wxMOD_NONE, [&] { return dice.GetItemState(row, wxLIST_STATE_SELECTED) != 0; });
    press('3', wxMOD_NONE, [&] { return placeOf(*dialog, 1, "h3") == "at frontier"; });
    EXPECT_EQ(placeOf(*dialog, 0, "h2"), "at frontier");
    EXPECT_EQ(placeOf(*dialog, 0, "h4"), "not in play");
    EXPECT_EQ(placeOf(*dialog, 1, "h2"), "not in play");

    // The terrains' faces (Alt+T; a face's number on each row), the turn (Alt+U; Up to turn 4).
    auto& terrains = dialog->terrainList();
    press('t', wxMOD_ALT, [&] { return focusIn(terrains); });
    const auto face = [&](std::size_t t) { return dialog->draft()->terrains()[t].face; };
    press('3', wxMOD_NONE, [&] { return face(0) == 3; });
    press(WXK_DOWN, wxMOD_NONE, [&] { return terrains.GetItemState(1, wxLIST_STATE_SELECTED) != 0; });
    press('2', wxMOD_NONE, [&] { return face(1) == 2; });
    press(WXK_DOWN, wxMOD_NONE, [&] { return terrains.GetItemState(2, wxLIST_STATE_SELECTED) != 0; });
    press('6', wxMOD_NONE, [&] { return face(2) == 6; });
    press('u', wxMOD_ALT, [&] { return focusIn(dialog->turnNumber()); });
    for (int turn = 2; turn <= 4; ++turn)
        press(WXK_UP, wxMOD_NONE, [&] { return dialog->draft()->turnNumber() == turn; });

    // An effect on an army that is not there: refused at its line, with the reason; Delete removes it.
    const auto typeEffect = [&](const std::string& words) {
        auto& line = dialog->effectLine();
        press('y', wxMOD_ALT, [&] { return wxWindow::FindFocus() == &line; });
        sim.Text(words.c_str());
        EXPECT_TRUE(waitFor([&] { return gui::toUtf8(line.GetValue()) == words; })) << gui::toUtf8(line.GetValue());
        keys += static_cast<int>(words.size());
        const auto before = dialog->draft()->effects().size();
        press(WXK_RETURN, wxMOD_NONE, [&] { return dialog->draft()->effects().size() == before + 1; });
    };
    typeEffect("spell Stone Skin by B on B@home:A");
    press(WXK_RETURN, wxMOD_CONTROL, [&] { return !dialog->problemText().empty(); });
    const std::string refused = gui::toUtf8(dialog->problemText());
    EXPECT_NE(refused.find("line "), std::string::npos) << refused;
    EXPECT_NE(refused.find("effect spell Stone Skin by B on B@home:A"), std::string::npos) << refused;
    EXPECT_NE(refused.find("B has no army at home:A"), std::string::npos) << refused;
    EXPECT_EQ(dialog->lastJudgeWindow(), nullptr);
    screenshot("judge-setup-1-refused");
    press('e', wxMOD_ALT, [&] { return wxWindow::FindFocus() != &dialog->effectLine(); });
    press(WXK_HOME, wxMOD_NONE, [] { return true; });
    press(WXK_DELETE, wxMOD_NONE, [&] { return dialog->draft()->effects().empty(); });
    EXPECT_TRUE(dialog->problemText().empty()) << gui::toUtf8(dialog->problemText());  // about the draft before
    typeEffect("spell Stone Skin by B on B@frontier");
    const auto seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    std::cout << "[set-up] the question set up from two 24-point rosters in " << keys << " keys, " << seconds
              << " s (the test's waits included)\n";
    EXPECT_LT(keys, 150);
    screenshot("judge-setup-2-position");

    // Ctrl+Enter: the rules read it and judge mode opens on it, in memory.
    press(WXK_RETURN, wxMOD_CONTROL, [&] { return dialog->lastJudgeWindow() != nullptr; });
    auto* window = dialog->lastJudgeWindow();
    ASSERT_NE(window, nullptr) << gui::toUtf8(dialog->problemText());
    EXPECT_TRUE(window->judgeMode());
    EXPECT_EQ(window->recording().state().turn.number, 4);
    dialog->Hide();
    GameKeys game(*window);
    bringForward(*frame_, *window, game);
    game.typeLine("march 1 frontier");
    game.typeLine("action melee B");
    ASSERT_EQ(window->recording().statements().size(), 2U) << gui::toUtf8(window->messageText());

    // The faces in the tray: A's melee (Footman 3, Footman 6, Sergeant 3: 5 melee), entered; then B's save roll
    // (Footman 3, Sergeant 5: 3 saves), which the judge asks about.
    auto& tray = window->tray();
    const auto setFaces = [&](const std::map<std::string, int>& faces) {
        ASSERT_TRUE(game.focusOn(tray, WXK_F2));
        const auto due = window->recording().dueRoll();
        ASSERT_TRUE(due.has_value());
        ASSERT_EQ(tray.dieCount(), static_cast<int>(faces.size()));
        const auto& s = window->recording().state();
        for (int d = 0; d < tray.dieCount(); ++d) {
            const int f = faces.at(s.label(due->dice[static_cast<std::size_t>(d)].piece));
            game.press('0' + f, wxMOD_NONE, [&] { return tray.face(d) == f; });
        }
    };
    setFaces({{"h1", 3}, {"h2", 6}, {"h3", 3}});
    game.enterWith(WXK_RETURN);
    ASSERT_EQ(window->recording().statements().size(), 3U) << gui::toUtf8(window->messageText());
    EXPECT_NE(window->recording().statements().back().text.find("melee=5"), std::string::npos);
    setFaces({{"h1", 3}, {"h3", 5}});
    ASSERT_TRUE(waitFor([&] { return !window->judgeText().empty(); }));
    const std::string answer = gui::toUtf8(window->judgeText());
    EXPECT_NE(answer.find("save=4"), std::string::npos) << answer;       // 3 saves and Stone Skin's 1
    EXPECT_NE(answer.find("save: add 1"), std::string::npos) << answer;  // Stone Skin at step 10
    EXPECT_NE(answer.find("kill B h1"), std::string::npos) << answer;    // 5 melee - 4 saves: the Footman
    EXPECT_NE(answer.find("S0:L"), std::string::npos) << answer;
    screenshot("judge-setup-3-answer");

    // Nothing was written: no log beside the test's database.
    for (const auto& entry : fs::directory_iterator(dir_)) EXPECT_NE(entry.path().extension(), ".log") << entry.path();
    // Save as... writes the position and 'play' (a log judge mode opens as well).
    const fs::path saved = dir_ / "position.log";
    ASSERT_TRUE(dialog->saveTo(wxString(saved.string()))) << gui::toUtf8(dialog->problemText());
    const std::string text = readText(saved);
    EXPECT_NE(text.find("\nturn 4 A first-march\n"), std::string::npos) << text;
    EXPECT_NE(text.find("\neffect spell Stone Skin by B on B@frontier\nplay\n"), std::string::npos) << text;
    // Player B's roster from a file: the draft starts again from the two rosters.
    ASSERT_TRUE(dialog->useRosterFile(1, wxString(testRoster("goblins-24.json").string())));
    EXPECT_EQ(dialog->draft()->players()[1].roster, "Goblin Rabble");
    EXPECT_EQ(placeOf(*dialog, 0, "h4"), "at home:A");  // everything back where a game starts it
    EXPECT_TRUE(dialog->draft()->effects().empty());
    window->Destroy();
    dialog->Destroy();
    settle(50);
}

}  // namespace
