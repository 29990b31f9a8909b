#pragma once
// The tournament desk: create an event (format, rounds, scoring and tiebreakers from lists), register
// players with one form or a CSV list (the roster is checked against the event at once; an illegal roster
// is registered only when the organiser accepts it, services/RosterPolicy.h; its findings open from the
// player list), check in (a key on the player: Space or I), edit, drop (after a confirmation) and take a
// drop back, keep players apart; pair rounds (asking first while illegal rosters remain), the top cut, and
// adjust pairings (swap, set a table, pin a game, give the bye, pair the last round again); enter results
// from the keyboard with one touch (1/2/D, then the win type; terrains and health, when the tiebreakers use
// them, may be typed first or left unknown); attach and verify match logs; standings after each round with
// every tiebreaker; "Print round" previews one document with the round's pairings, slips and standings.
// Players and standings share the left side (one page each), the round has the right. Events live in the
// app's database and change only through services::EventStore's commands (one transaction and one audit
// row each); the open event is reopened when the app starts again. All pairing, scoring and standings come
// from rules::tournament.
#include <wx/panel.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"
#include "muster/gui/DeskDialogs.h"
#include "muster/reports/RenderedPdf.h"
#include "muster/rules/tournament/Event.h"
#include "muster/services/EventRosterCheck.h"
#include "muster/services/EventStore.h"

class wxButton;
class wxChoice;
class wxNotebook;
class wxListCtrl;
class wxListEvent;
class wxStaticText;

namespace muster::gui {

class DeskPages;
class GameWindow;
class PdfPreviewDialog;

class TournamentPanel : public wxPanel {
public:
    TournamentPanel(wxWindow* parent, AppContext& context);
    ~TournamentPanel() override;

    // A question with answers (buttons); returns the answer's index, or -1 for Cancel. The default asks in a
    // message box; tests answer themselves.
    using Asker = std::function<int(const wxString& question, const std::vector<wxString>& answers)>;
    void setAsker(Asker asker) { asker_ = std::move(asker); }

    // ---- the event ----
    // Creates a new event in the database and shows it (no dialog: tests and the New event dialog use it).
    bool createEvent(const rules::tournament::EventSettings& settings);
    bool updateSettings(const rules::tournament::EventSettings& settings);
    // Shows an event of the database (and remembers it, to reopen it when the app starts again).
    bool openEvent(db::RowId id);
    // Reads an event file into the database as a new event and shows it.
    bool importEventFile(const wxString& path);
    // Writes the shown event as an event file (with its match logs).
    bool exportEventFile(const wxString& path);
    [[nodiscard]] const rules::tournament::Event& event() const { return stored_.event; }
    [[nodiscard]] const services::StoredEvent& stored() const { return stored_; }
    [[nodiscard]] db::RowId eventId() const { return stored_.id; }
    [[nodiscard]] bool hasEvent() const { return stored_.id != 0; }

    // ---- players ----
    // Registers a player; the roster (optional) is checked against the event at once. Returns the check's
    // summary ("legal", "illegal: 3 errors", "no roster"), empty when the player could not be registered.
    wxString registerPlayer(const Registration& registration);
    wxString registerPlayer(const wxString& name, const wxString& club, const std::optional<domain::Roster>& roster);
    // Registers every player of a CSV list (name, club, rank, table, roster) in one transaction; returns how
    // many, or -1 after an error box (nothing registered).
    int importPlayersCsv(const wxString& path);
    bool editPlayer(rules::tournament::PlayerId id, const Registration& registration);
    bool checkIn(rules::tournament::PlayerId id, bool present = true);
    // Checks the selected player in, or out when checked in (the Check in button, Space or I on the list).
    void toggleCheckIn();
    // Drops a player after asking; false when the organiser said no or it failed.
    bool dropPlayer(rules::tournament::PlayerId id);
    bool undoDrop(rules::tournament::PlayerId id);
    bool keepApart(rules::tournament::PlayerId a, rules::tournament::PlayerId b, const wxString& reason);
    [[nodiscard]] std::optional<rules::tournament::PlayerId> playerId(const wxString& name) const;
    // A roster's check against the shown event, as the registration form shows it ("illegal: 3 errors").
    [[nodiscard]] wxString checkRosterSummary(const domain::Roster& roster) const;
    // The roster findings of the player at `row` of the player list, as the findings box shows them.
    [[nodiscard]] std::vector<wxString> findingsOfRow(long row) const;
    void selectPlayerRow(long row);

    // ---- rounds ----
    // Pairs the next Swiss round; past the planned rounds it asks: top cut, extra round or cancel.
    bool pairNextRound();
    bool pairTopCut();
    // Pairs the shown (last) round again; games with a result, pinned games stay. `discardResults` pairs
    // played games again too, after asking.
    bool repairLastRound(bool discardResults = false, std::optional<rules::tournament::PlayerId> byeTo = {});
    bool swapPlayers(rules::tournament::PlayerId first, rules::tournament::PlayerId second);
    bool setTable(long row, int table);
    bool togglePin(long row);
    // Result at `row` of the shown round: side 0 (A) or 1 (B) wins, or -1 a draw, and how.
    bool enterResult(long row, int winnerSide, rules::tournament::Outcome outcome);
    bool enterResult(long row, const rules::tournament::Result& result);
    // Opens the result dialog for the game at `row` with `winnerSide` chosen (-1: a draw); `countsFirst`:
    // the cursor starts in the counts (a new result by 1/2/D), else on the winner (a correction by Enter).
    void resultDialog(long row, int winnerSide, bool countsFirst = true);
    // Verifies the match log file and stores it with the game at `row` of the shown round (no dialog).
    bool attachLog(long row, const wxString& path);
    // Records the game at `row` of the shown round in a game window (the two registered rosters), into the new log
    // file `path`; when the game ends the log is verified and attached and a winner's result stored (issue 30).
    // nullptr after an error box.
    GameWindow* recordGame(long row, const wxString& path);
    // The stored match log of a game of the shown round (nullptr: none).
    [[nodiscard]] const services::StoredLog* logOfRow(long row) const;
    void showRound(int round);
    [[nodiscard]] int shownRound() const { return shownRound_; }

    // ---- what the panel shows ----
    [[nodiscard]] long pairingRowCount() const;
    [[nodiscard]] wxString pairingRowText(long row, int column) const;
    [[nodiscard]] long standingsRowCount() const;
    [[nodiscard]] wxString standingsRowText(long row, int column) const;
    [[nodiscard]] wxString standingsTitle() const;
    [[nodiscard]] long playerRowCount() const;
    [[nodiscard]] wxString playerRowText(long row, int column) const;
    [[nodiscard]] wxString notesText() const;
    // The last edit's report (discarded results and logs, warnings), as shown under the pairings.
    [[nodiscard]] const std::vector<wxString>& lastReport() const { return lastReport_; }

    // ---- the event pages (DeskPages.h) ----
    // Accepts the players' agreed report of the game at `row` of the shown round (the Y key).
    bool acceptReport(long row);
    void pagesDialog();
    [[nodiscard]] DeskPages& pages() { return *pages_; }
    // The selected game in words: players, result with its counts, the match log's verdict and message.
    [[nodiscard]] wxString gameInfoText() const;
    [[nodiscard]] wxString standingsNoteText() const;
    [[nodiscard]] int standingsColumnCount() const;
    // The last question asked, and whether its default answer was "no" (Cancel).
    [[nodiscard]] const wxString& lastQuestion() const { return lastQuestion_; }
    [[nodiscard]] bool lastQuestionDefaultsToNo() const { return lastQuestionDefaultsToNo_; }
    // The left side's pages: 0 the players, 1 the standings.
    void showSidePage(int page);
    // Tests: the registration form as the Register button opens it (the caller owns it).
    [[nodiscard]] RegistrationDialog* makeRegistrationDialog(const std::optional<rules::tournament::Player>& existing);

    void focusSearch();
    // Print round: the shown round's pairings, slips and the standings it was paired on, previewed as one
    // document (before any round: the standings).
    void print();
    void printStandings();
    [[nodiscard]] reports::RenderedPdf roundSheets() const;
    [[nodiscard]] PdfPreviewDialog* makeRoundPreview();
    // 0: pairings of the shown round, 1: its result slips, 2: standings after the last complete round,
    // 3: the round's sheets in one document (as Print round shows them).
    bool writeSheet(int which, const wxString& path, bool openViewer);
    void saveLayout() {}

private:
    void newEventDialog();
    void settingsDialog();
    void openEventDialog();
    void importDialog();
    void exportDialog();
    void registerDialog();
    void importCsvDialog();
    void editDialog();
    void keepApartDialog();
    void swapDialog();
    void setTableDialog();
    void byeDialog();
    void attachLogDialog();
    void recordGameDialog();
    void onPlayerActivated(wxListEvent& event);
    void onPairingKey(wxKeyEvent& event);
    void onPlayerKey(wxKeyEvent& event);
    void adjustMenu();
    // Opens the result dialog of the game at `row` as entered (Enter on a game).
    void correctResult(long row);
    void showGameInfo();
    void wrapTexts();
    // A wrapped text: its plain label is kept, so that it can be wrapped again at another width.
    void setText(wxStaticText* text, const wxString& label);
    [[nodiscard]] wxString plainText(const wxStaticText* text) const;
    [[nodiscard]] wxString resultCell(const rules::tournament::Pairing& pairing) const;
    // "no counts", "no terrains", "no health" for a result without counts the tiebreakers use; empty otherwise.
    [[nodiscard]] wxString missingCounts(const rules::tournament::Pairing& pairing) const;
    // Runs a store command on the shown event; then shows what the database holds. False after an error box.
    bool command(const wxString& failure, const std::function<void(services::EventStore&, db::RowId)>& change);
    void showReport(const rules::tournament::ChangeReport& report);
    // `defaultNo`: Enter (or Escape) answers Cancel; the other answer must be chosen on purpose.
    int ask(const wxString& question, const std::vector<wxString>& answers, bool defaultNo = false);
    [[nodiscard]] bool needDatabase();
    void reload();
    void refresh();
    void refreshPlayers();
    void refreshPairings();
    void refreshStandings();
    void updateButtons();
    [[nodiscard]] long selectedPlayerRow() const;
    [[nodiscard]] long selectedPairingRow() const;
    [[nodiscard]] std::optional<rules::tournament::PlayerId> selectedPlayer() const;
    [[nodiscard]] wxString playerName(rules::tournament::PlayerId id) const;
    [[nodiscard]] std::vector<std::string> clubs() const;
    [[nodiscard]] services::EventRosterCheck checkRoster(const domain::Roster& roster) const;
    // Reads a roster file or deck for the open event (a deck takes the event's force size, as in muster-cli).
    [[nodiscard]] std::function<domain::Roster(const std::string&)> rosterFileLoader() const;
    // The roster check of a registered player (cached by player and roster).
    [[nodiscard]] const services::EventRosterCheck* rosterCheckOf(const rules::tournament::Player& player) const;
    [[nodiscard]] wxString rosterSummary(const rules::tournament::Player& player) const;
    [[nodiscard]] bool asksTerrains() const;
    [[nodiscard]] bool asksHealth() const;

    AppContext& context_;
    std::unique_ptr<services::EventStore> store_;
    std::unique_ptr<DeskPages> pages_;
    services::StoredEvent stored_;
    int shownRound_ = 0;
    Asker asker_;
    wxString lastQuestion_;
    bool lastQuestionDefaultsToNo_ = false;
    bool checkInAtRegistration_ = false;  // the form's check-in box starts as the last registration left it
    std::vector<wxString> lastReport_;
    std::map<const wxStaticText*, wxString> plainText_;
    mutable std::map<rules::tournament::PlayerId, std::pair<std::string, services::EventRosterCheck>> rosterChecks_;
    // Lists at events: each player's submitted list as the desk flags it (services::RosterSubmissions::deskNote),
    // read again on every refresh (which also locks the lists once their lock time has come).
    std::map<rules::tournament::PlayerId, std::string> submissionNotes_;
    void refreshSubmissions();
    wxStaticText* title_ = nullptr;
    wxNotebook* side_ = nullptr;
    wxListCtrl* players_ = nullptr;
    wxButton* dropButton_ = nullptr;
    wxButton* adjustButton_ = nullptr;
    wxStaticText* gameInfo_ = nullptr;
    wxStaticText* hint_ = nullptr;
    wxStaticText* standingsNote_ = nullptr;
    wxChoice* roundChoice_ = nullptr;
    wxListCtrl* pairings_ = nullptr;
    wxStaticText* standingsTitle_ = nullptr;
    wxListCtrl* standings_ = nullptr;
    wxStaticText* notes_ = nullptr;
    std::vector<wxButton*> eventButtons_;  // need an event
    std::vector<wxButton*> roundButtons_;  // need a round
};

}  // namespace muster::gui
