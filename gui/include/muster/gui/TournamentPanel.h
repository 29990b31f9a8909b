#pragma once
// The tournament desk: create an event (format, rounds, scoring, tiebreakers), register players with their
// rosters (the roster check shows at registration), pair rounds, enter results from the keyboard at a table
// list, attach and verify match logs, drop and add players, standings, and print pairings, slips and
// standings. Events live in the app's database (services::EventStore, as for `muster-cli event`): every
// organiser action is one transaction; event files can be imported and exported. Match logs are stored
// with their game and the verifier's verdict. All pairing, scoring and standings come from
// rules::tournament.
#include <wx/panel.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"
#include "muster/rules/tournament/Event.h"
#include "muster/services/EventStore.h"

class wxChoice;
class wxListCtrl;
class wxStaticText;

namespace muster::gui {

class TournamentPanel : public wxPanel {
public:
    TournamentPanel(wxWindow* parent, AppContext& context);

    // Creates a new event in the database and shows it (no dialog: tests and the New event dialog use it).
    bool createEvent(const rules::tournament::EventSettings& settings);
    // Shows an event of the database.
    bool openEvent(db::RowId id);
    // Reads an event file into the database as a new event and shows it.
    bool importEventFile(const wxString& path);
    // Writes the shown event as an event file.
    bool exportEventFile(const wxString& path);
    [[nodiscard]] const rules::tournament::Event& event() const { return stored_.event; }
    [[nodiscard]] db::RowId eventId() const { return stored_.id; }
    [[nodiscard]] bool hasEvent() const { return stored_.id != 0; }
    // The stored match log of a game of the shown round (nullptr: none).
    [[nodiscard]] const services::StoredLog* logOfRow(long row) const;

    // Registers a player; the roster (optional) is checked at once. Returns the check's verdict text.
    wxString registerPlayer(const wxString& name, const wxString& club, const std::optional<domain::Roster>& roster);
    bool dropSelectedPlayer();
    bool pairNextRound();
    // Result at a table of the shown round: side 0 (A) or 1 (B) wins, or -1 a draw.
    bool enterResult(long row, int winnerSide, rules::tournament::Outcome outcome);
    // Verifies the match log file and stores it with the game at `row` of the shown round (no dialog).
    bool attachLog(long row, const wxString& path);
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
    void importDialog();
    void exportDialog();
    void registerDialog();
    void attachLogDialog();
    // Runs an organiser action on a copy of the event and stores what changed (one transaction), then
    // shows the stored event again. False (after a message) when the action or the storage failed.
    bool act(const wxString& failure, const std::function<void(rules::tournament::Event&)>& change);
    [[nodiscard]] bool needDatabase();
    void reload();
    void refresh();
    void refreshPlayers();
    void refreshPairings();
    void refreshStandings();
    void onPairingKey(wxKeyEvent& event);
    [[nodiscard]] wxString rosterVerdict(const rules::tournament::Player& player) const;
    [[nodiscard]] wxString playerName(rules::tournament::PlayerId id) const;

    [[nodiscard]] rules::ValidationReport checkRoster(const domain::Roster& roster) const;

    AppContext& context_;
    std::unique_ptr<db::EventRepository> repository_;
    std::unique_ptr<services::EventStore> store_;
    services::StoredEvent stored_;
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
