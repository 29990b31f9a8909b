#pragma once
// Driving the game window by real key presses under Xvfb (GameWindowTests.cpp, PositionSetupTests.cpp): waiting for
// what a key should change, the keys that enter statements and pick choices, and bringing the window in front.
#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/textctrl.h>
#include <wx/uiaction.h>
#include <wx/utils.h>

#include <functional>
#include <string>

#include "GuiTestSupport.h"
#include "muster/gui/ChoiceList.h"
#include "muster/gui/DiceTray.h"
#include "muster/gui/GameWindow.h"
#include "muster/gui/UiSupport.h"

namespace muster::guitest {

// Waits (processing events) until `done` holds or two seconds pass; false on time-out.
inline bool waitFor(const std::function<bool()>& done, int ms = 2000) {
    const wxLongLong until = wxGetLocalTimeMillis() + ms;
    while (!done()) {
        if (wxGetLocalTimeMillis() > until) return false;
        wxTheApp->ProcessPendingEvents();
        while (wxTheApp->Pending()) wxTheApp->Dispatch();
        wxTheApp->ProcessIdle();
        wxYield();
        wxMilliSleep(1);
    }
    wxTheApp->ProcessPendingEvents();
    return true;
}

// Real key presses into the game window; each waits for what it should change.
class GameKeys {
public:
    explicit GameKeys(gui::GameWindow& window) : window_(window) {}
    void press(int key, int modifiers, const std::function<bool()>& done) {
        sim_.Char(key, modifiers);
        EXPECT_TRUE(waitFor(done)) << "key " << key << " did not act";
        ++count_;
    }
    bool focusOn(wxWindow& w, int key, int modifiers = wxMOD_NONE) {
        if (wxWindow::FindFocus() == &w) return true;
        press(key, modifiers, [&] { return wxWindow::FindFocus() == &w; });
        return wxWindow::FindFocus() == &w;
    }
    // Sends an entry with `key` and waits until the window has entered it.
    void enterWith(int key) {
        const int before = window_.entriesSent();
        press(key, wxMOD_NONE, [&] { return window_.entriesSent() > before; });
    }
    // Types a line into the statement line (Ctrl+L) and enters it.
    void typeLine(const std::string& line) {
        auto& entry = window_.statementLine();
        ASSERT_TRUE(focusOn(entry, 'l', wxMOD_CONTROL));
        entry.Clear();
        sim_.Text(line.c_str());
        EXPECT_TRUE(waitFor([&] { return gui::toUtf8(entry.GetValue()) == line; })) << gui::toUtf8(entry.GetValue());
        count_ += static_cast<int>(line.size());
        enterWith(WXK_RETURN);
    }
    // Picks row `row` of the choice list: F3, Home, Down to it, Enter.
    void pickRow(int row) {
        auto& list = window_.choices();
        ASSERT_TRUE(focusOn(list, WXK_F3));
        if (list.GetSelection() != 0) press(WXK_HOME, wxMOD_NONE, [&] { return list.GetSelection() == 0; });
        for (int i = 0; i < row; ++i) press(WXK_DOWN, wxMOD_NONE, [&] { return list.GetSelection() == i + 1; });
        enterWith(WXK_RETURN);
    }
    [[nodiscard]] int count() const { return count_; }
    wxUIActionSimulator& sim() { return sim_; }

private:
    gui::GameWindow& window_;
    wxUIActionSimulator sim_;
    int count_ = 0;
};

// The game window in front with the keyboard (the main frame hidden: no window manager under Xvfb), the mouse over it
// and the dice tray focused.
inline void bringForward(wxWindow& mainFrame, gui::GameWindow& window, GameKeys& keys) {
    mainFrame.Hide();
    window.SetPosition(wxPoint(0, 0));
    window.Raise();
    keys.sim().MouseMove(window.GetScreenPosition() + wxPoint(300, 300));
    window.tray().SetFocus();
    settle(300);
}

}  // namespace muster::guitest
