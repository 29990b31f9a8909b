#pragma once
// Judge mode's position set-up (issue 30; docs/judge.md, "Set up a position in the app"), presenting
// services::PositionDraft: the two rosters (from the library or a roster file), every die with its place (a
// multi-selection and a number key moves them: 1.. the places in the legend, 0 not in play; everything starts where a
// game starts it), the terrains (a number key sets the face, C who captured it, F the frontier's die among the
// rosters' proposals), the turn and phase, and the lasting effects (typed, with the spells' short form offered).
// "Open in judge mode" (Ctrl+Enter) has the rules read the position; a refusal shows its line and reason here, and an
// accepted position opens the game window in judge mode in memory. Nothing is written unless the judge saves it
// (Ctrl+S: a .log with the position and 'play'). Not modal: the judge may change the position and open it again.
#include <wx/dialog.h>
#include <wx/weakref.h>

#include <array>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"
#include "muster/services/PositionDraft.h"

class wxChoice;
class wxListBox;
class wxListCtrl;
class wxListEvent;
class wxSpinCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::services {
class RosterLibrary;
}

namespace muster::gui {

class GameWindow;

class PositionSetupDialog : public wxDialog {
public:
    PositionSetupDialog(wxWindow* parent, AppContext& context);

    // Shows a new set-up (not modal) and returns it.
    static PositionSetupDialog* open(wxWindow* parent, AppContext& context);

    // Player `player`'s roster (0: A, 1: B): a roster of the library by name, or one read from a file. The draft
    // starts again from the two rosters. False (with the reason shown) when it cannot be read.
    bool useLibraryRoster(int player, const std::string& name);
    bool useRosterFile(int player, const wxString& path);

    // The rules read the draft: nullptr with the refused line and reason shown in the dialog, or the judge's window.
    GameWindow* openInJudgeMode();
    // Writes the draft's log to `path` when the rules accept it; false with the reason shown otherwise.
    bool saveTo(const wxString& path);

    [[nodiscard]] const std::optional<services::PositionDraft>& draft() const { return draft_; }
    [[nodiscard]] wxListCtrl& diceList() { return *dice_; }
    [[nodiscard]] wxListCtrl& terrainList() { return *terrains_; }
    [[nodiscard]] wxTextCtrl& effectLine() { return *effectLine_; }
    [[nodiscard]] wxSpinCtrl& turnNumber() { return *turn_; }
    [[nodiscard]] wxString problemText() const;
    [[nodiscard]] GameWindow* lastJudgeWindow() const;

private:
    void build();
    void startDraft();
    void refresh();
    void refreshDice();
    void refreshTerrains();
    void refreshEffects();
    void moveSelectedDice(std::size_t place);
    void onTerrainKey(int key);
    void readTurn();
    void addTypedEffect();
    void showProblem(const wxString& text);
    void markLine(int line);  // the refused line in the position's text
    void onKey(wxKeyEvent& event);
    [[nodiscard]] bool hasFocus(const wxWindow* window) const;
    [[nodiscard]] services::RosterLibrary* library();  // nullptr without a database

    AppContext& context_;
    std::array<std::optional<domain::Roster>, 2> rosters_;
    std::optional<services::PositionDraft> draft_;
    std::vector<std::string> libraryNames_;
    std::array<wxChoice*, 2> rosterChoices_{};
    wxListCtrl* dice_ = nullptr;
    wxStaticText* legend_ = nullptr;
    wxChoice* moveTo_ = nullptr;
    wxListCtrl* terrains_ = nullptr;
    wxSpinCtrl* turn_ = nullptr;
    wxChoice* turnPlayer_ = nullptr;
    wxChoice* phase_ = nullptr;
    wxListBox* effects_ = nullptr;
    wxTextCtrl* effectLine_ = nullptr;
    wxTextCtrl* preview_ = nullptr;
    wxStaticText* problem_ = nullptr;
    wxWeakRef<wxWindow> judgeWindow_;  // the last game window opened (gone once closed)
};

}  // namespace muster::gui
