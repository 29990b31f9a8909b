#pragma once
// The tournament desk: create an event (format, rounds, scoring, tiebreakers), register players with their
// rosters (the roster check shows at registration), pair rounds, enter results from the keyboard at a table
// list, attach and verify match logs, drop and add players, standings, and print pairings, slips and
// standings. The event lives in an event file (rules::tournament::EventIO) saved after every action; all
// pairing, scoring and standings come from rules::tournament.
#include <wx/panel.h>

#include <optional>
#include <string>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"
#include "muster/rules/tournament/Event.h"

class wxChoice;
class wxListCtrl;
class wxStaticText;

namespace muster::gui {

class TournamentPanel : public wxPanel {
public:
    TournamentPanel(wxWindow* parent, AppContext& context);

    // Starts a new event saved at `path` (no dialog: tests and the New event dialog use it).
    bool createEvent(const rules::tournament::EventSettings& settings, const wxString& path);
    bool openEvent(const wxString& path);
    [[nodiscard]] const rules::tournament::Event& event() const { return event_; }
    [[nodiscard]] bool hasEvent() const { return !path_.empty(); }

    // Registers a player; the roster (optional) is checked at once. Returns the check's verdict text.
    wxString registerPlayer(const wxString& name, const wxString& club, const std::optional<domain::Roster>& roster);
    bool dropSelectedPlayer();
    bool pairNextRound();
    // Result at a table of the shown round: side 0 (A) or 1 (B) wins, or -1 a draw.
    bool enterResult(long row, int winnerSide, rules::tournament::Outcome outcome);
    void showRound(int round);
    [[nodiscard]] long pairingRowCount() const;
    [[nodiscard]] wxString pairingRowText(long row, int column) const;
    [[nodiscard]] long standingsRowCount() const;
    [[nodiscard]] wxString standingsRowText(long row, int column) const;
    [[nodiscard]] long playerRowCount() const;
    [[nodiscard]] wxString playerRowText(long row, int column) const;
    void focusSearch();
    void print();
    bool writeSheet(int which, const wxString& path, bool openViewer);  // 0 pairings, 1 slips, 2 standings
    void saveLayout() {}

private:
    void newEventDialog();
    void openEventDialog();
    void registerDialog();
    void attachLog();
    void save();
    void refresh();
    void refreshPlayers();
    void refreshPairings();
    void refreshStandings();
    void onPairingKey(wxKeyEvent& event);
    [[nodiscard]] wxString rosterVerdict(const rules::tournament::Player& player) const;
    [[nodiscard]] wxString playerName(rules::tournament::PlayerId id) const;

    AppContext& context_;
    rules::tournament::Event event_;
    wxString path_;
    int shownRound_ = 0;
    wxStaticText* title_ = nullptr;
    wxListCtrl* players_ = nullptr;
    wxChoice* roundChoice_ = nullptr;
    wxChoice* outcomeChoice_ = nullptr;
    wxListCtrl* pairings_ = nullptr;
    wxListCtrl* standings_ = nullptr;
    wxStaticText* notes_ = nullptr;
};

}  // namespace muster::gui
