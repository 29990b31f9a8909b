#pragma once
// The tournament desk's dialogs: the event's settings (scoring and tiebreakers picked from lists, each with
// a one-line explanation), one registration form (name, club, roster file or saved roster or explicitly
// none, rank, fixed table, check-in; in that Tab order), a game's result (winner, win type with a key each, terrains
// and health when the tiebreakers use them, penalty points, a note) and a text list (the findings of a roster). Each
// dialog only collects values; TournamentPanel carries them out through services::EventStore.
#include <wx/dialog.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"
#include "muster/rules/tournament/Event.h"

class wxCheckBox;
class wxChoice;
class wxFilePickerCtrl;
class wxRadioBox;
class wxRearrangeList;
class wxSpinCtrl;
class wxSpinCtrlDouble;
class wxStaticText;
class wxTextCtrl;

namespace muster::gui {

class EventSettingsDialog : public wxDialog {
public:
    EventSettingsDialog(wxWindow* parent, const AppContext& context, const rules::tournament::EventSettings& initial,
                        const wxString& title);
    // The settings as entered (the initial ones with the dialog's fields applied).
    [[nodiscard]] rules::tournament::EventSettings settings() const;
    // Tests: fill the fields as a person would.
    void setName(const wxString& name);
    void setScoring(const std::string& preset);
    void setRounds(int rounds);
    void setTopCut(int size);

private:
    void explainScoring();
    void explainTiebreaker();

    rules::tournament::EventSettings initial_;
    wxTextCtrl* name_ = nullptr;
    wxTextCtrl* date_ = nullptr;
    wxTextCtrl* location_ = nullptr;
    wxChoice* format_ = nullptr;
    wxChoice* edition_ = nullptr;
    wxSpinCtrl* forceSize_ = nullptr;
    wxSpinCtrl* rounds_ = nullptr;
    wxChoice* topCut_ = nullptr;
    wxChoice* scoring_ = nullptr;
    wxStaticText* scoringHelp_ = nullptr;
    wxRearrangeList* tiebreakers_ = nullptr;
    wxStaticText* tiebreakerHelp_ = nullptr;
    wxCheckBox* avoidClubs_ = nullptr;
    wxSpinCtrlDouble* lateScore_ = nullptr;
};

// What the registration form collects.
struct Registration {
    std::string name;
    std::string club;
    std::optional<int> rank;
    std::optional<int> table;
    bool checkedIn = false;
    bool rosterChanged = false;            // false: keep the roster the player has
    std::optional<domain::Roster> roster;  // the new roster (none: no roster) when rosterChanged
    bool withoutRoster = false;            // the organiser chose "No roster" explicitly
};

class RegistrationDialog : public wxDialog {
public:
    // `check` gives the roster check's summary for the event ("legal", "illegal: 3 errors"), shown at once.
    // `loadSaved` reads a saved roster of the library by name; `loadFile` reads a roster file or deck for the
    // event (a deck takes the event's force size); without it files are read as they are.
    RegistrationDialog(wxWindow* parent, const AppContext& context, const std::vector<std::string>& clubs,
                       const std::vector<std::string>& savedRosters,
                       std::function<domain::Roster(const std::string&)> loadSaved,
                       std::function<wxString(const domain::Roster&)> check,
                       const std::optional<rules::tournament::Player>& existing,
                       std::function<domain::Roster(const std::string&)> loadFile = {}, bool checkedIn = false);
    // The form's values; a roster that cannot be read leaves it unchanged and says why (empty: read fine).
    [[nodiscard]] Registration registration() const;
    [[nodiscard]] const wxString& rosterProblem() const { return rosterProblem_; }
    // Whether OK may close the form: a name, and a roster (file or saved, readable) or "No roster" chosen
    // explicitly. `why` says what is missing (OK shows it in the form and keeps it open).
    [[nodiscard]] bool complete(wxString* why = nullptr) const;
    // Tests: fill the fields as a person would.
    void setName(const wxString& name);
    void setClub(const wxString& club);
    void setRosterFile(const wxString& path);
    void chooseNoRoster();
    [[nodiscard]] wxString verdictText() const;

private:
    enum class RosterSource { Keep, File, Saved, None };
    void rosterChosen();
    std::optional<domain::Roster> readRoster(wxString* problem) const;
    [[nodiscard]] RosterSource source() const;
    [[nodiscard]] int itemOf(RosterSource source) const;

    const AppContext& context_;
    std::function<domain::Roster(const std::string&)> loadSaved_;
    std::function<domain::Roster(const std::string&)> loadFile_;
    std::function<wxString(const domain::Roster&)> check_;
    bool editing_ = false;
    std::vector<RosterSource> sourceOfItem_;  // the roster choice of each radio item
    wxTextCtrl* name_ = nullptr;
    wxTextCtrl* club_ = nullptr;
    wxRadioBox* source_ = nullptr;
    wxFilePickerCtrl* file_ = nullptr;
    wxChoice* saved_ = nullptr;
    wxSpinCtrl* rank_ = nullptr;
    wxSpinCtrl* table_ = nullptr;
    wxCheckBox* checkedIn_ = nullptr;
    wxStaticText* verdict_ = nullptr;
    mutable wxString rosterProblem_;
};

// A game's result. Keys: 1 / 2 / D pick the winner (D stores a draw); C E T O N G pick the win type
// (capture, elimination, time, concession, no-show, game loss) and store the result at once: one touch,
// also when the event's tiebreakers use terrains and health. Those counts are text fields (the cursor
// starts in them for a new result); left empty they are stored as not known (never 0); typed first, they
// are kept.
class ResultDialog : public wxDialog {
public:
    // `countsFirst`: the cursor starts in the first count (the winner was chosen already, by 1 or 2 on the
    // game); otherwise on the winner, so that 1, 2 and D choose it (correcting a result).
    ResultDialog(wxWindow* parent, const wxString& playerA, const wxString& playerB, int winnerSide, bool askTerrains,
                 bool askHealth, const std::optional<rules::tournament::Result>& current, bool countsFirst = true);
    // The result for a game of players `a` and `b`.
    [[nodiscard]] rules::tournament::Result result(rules::tournament::PlayerId a, rules::tournament::PlayerId b) const;
    // Tests: press a key as a person would (returns true when it closed the dialog).
    bool pressKey(int key);
    void setTerrains(int a, int b);
    void setHealth(int a, int b);

private:
    bool asksCounts() const { return askTerrains_ || askHealth_; }
    bool isCountField(const wxWindow* window) const;
    // Both fields empty: not known; otherwise [a, b] with an empty side as 0.
    static std::optional<std::array<int, 2>> counts(wxTextCtrl* const (&fields)[2], int maximum);

    bool askTerrains_ = false;
    bool askHealth_ = false;
    wxRadioBox* winner_ = nullptr;
    wxRadioBox* outcome_ = nullptr;
    wxTextCtrl* terrains_[2] = {nullptr, nullptr};
    wxTextCtrl* health_[2] = {nullptr, nullptr};
    wxSpinCtrlDouble* penalty_[2] = {nullptr, nullptr};
    wxTextCtrl* note_ = nullptr;
};

// A read-only list of lines (a roster's findings, an edit's report) in a resizable box.
void showLines(wxWindow* parent, const wxString& title, const wxString& heading, const std::vector<wxString>& lines);

}  // namespace muster::gui
