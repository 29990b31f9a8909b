#pragma once
// The game window (issue 30): one game recorded while it is played, presenting services::GameRecording. The board
// drawn (GameBoardView), the dice tray for the roll due (DiceTray), the legal choices (ChoiceList), a line that says
// what comes next and why with its rule and rulebook lines, a line for typing any statement, the log so far, undo and
// redo. Everything works from the keyboard: F2 the dice tray, F3 the choices, Ctrl+L the statement line, Ctrl+Z and
// Ctrl+Y undo and redo, Ctrl+T large text. The window keeps no game state: after each entry it redraws from the
// recording's state and expectation. Starts: a new game from rosters, a log file resumed, a desk's table (the desk
// stores the result and the log when the game ends: onFinished).
#include <wx/frame.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"
#include "muster/services/GameRecording.h"
#include "muster/services/RecordedTable.h"

class wxListBox;
class wxStaticText;
class wxTextCtrl;

namespace muster::gui {

class ChoiceList;
class DiceTray;
class GameBoardView;

class GameWindow : public wxFrame {
public:
    GameWindow(wxWindow* parent, AppContext& context, std::unique_ptr<services::GameRecording> recording,
               bool judgeMode = false);
    ~GameWindow() override;

    // A new game of `rosters` (players A, B, ...) recorded into `path` (a new file). nullptr after an error box.
    static GameWindow* startNew(wxWindow* parent, AppContext& context, const std::vector<domain::Roster>& rosters,
                                const wxString& path);
    // A new game from a log's header (its players and forces, up to 'setup'), recorded into `path`.
    static GameWindow* startFromHeader(wxWindow* parent, AppContext& context, const std::string& header,
                                       const wxString& path);
    // Goes on with the game of a log file (a game of an event's table stores its result and log at the end, as the
    // desk's Record game does). nullptr after an error box.
    static GameWindow* resume(wxWindow* parent, AppContext& context, const wxString& path);
    // Judge mode: the game of a log or position file in memory (nothing is written). Undo and redo step back and
    // forth through its statements (a replay with the board); the faces set in the tray get the judge's answer in
    // words (services::ruleOnRoll): the legal totals, how the rules resolve the roll with the rulebook lines, and
    // the legal statements that follow (casualty choices). nullptr after an error box.
    static GameWindow* judge(wxWindow* parent, AppContext& context, const wxString& path);
    // Judge mode on a log's text (a position set up in the app, PositionSetupDialog): `title` names it in the
    // window's title, `notice` goes before the window's first message.
    static GameWindow* judgeLog(wxWindow* parent, AppContext& context, const std::string& text, const wxString& title,
                                const wxString& notice = {});

    // What the desk says after storing a table's game: the result stored, or the log attached and the result left to
    // the organiser.
    static wxString tableStoredMessage(const services::StoredTableGame& stored);

    // Called once when the game is over (the log is complete); the desk stores the result and the log.
    std::function<void(GameWindow&)> onFinished;

    [[nodiscard]] const services::GameRecording& recording() const { return *recording_; }
    [[nodiscard]] DiceTray& tray() { return *tray_; }
    [[nodiscard]] ChoiceList& choices() { return *choices_; }
    [[nodiscard]] wxTextCtrl& statementLine() { return *entry_; }
    [[nodiscard]] GameBoardView& board() { return *board_; }
    [[nodiscard]] wxString nextText() const;
    [[nodiscard]] wxString whyText() const;
    [[nodiscard]] wxString totalsText() const;
    [[nodiscard]] wxString messageText() const;
    [[nodiscard]] wxString judgeText() const;
    [[nodiscard]] bool judgeMode() const { return judgeMode_; }
    [[nodiscard]] bool choosingOutcome() const { return pending_.has_value(); }
    // While the owner chooses: the roll line with '?' totals and the outcomes the choices list shows, in its order.
    [[nodiscard]] const std::string& pendingStatement() const { return pendingStatement_; }
    [[nodiscard]] const rules::engine::RollOutcomes& pendingOutcomes() const { return pendingOutcomes_; }
    // How many entries the window has sent to the recording (accepted or not): tests wait on it.
    [[nodiscard]] int entriesSent() const { return entriesSent_; }
    // Shows a message under the choices (the desk's note after storing the result).
    void showMessage(const wxString& message);

    // Enters an entry as the tray, the choices or the statement line make it, and redraws (benchmarks, tests).
    void submit(services::RecordingEntry entry) { enter(std::move(entry)); }
    void undo();
    void redo();
    void setLargeText(bool large);
    [[nodiscard]] bool largeText() const { return scale_ > 1.0; }

private:
    void build();
    void refresh();
    void refreshChoices(const std::vector<rules::judge::ExpectedStep>& steps);
    void updateTotals();
    void showRuling();
    void enter(services::RecordingEntry entry);
    void enterTray();
    void enterTyped();
    void focusNatural();

    AppContext& context_;
    std::unique_ptr<services::GameRecording> recording_;
    GameBoardView* board_ = nullptr;
    DiceTray* tray_ = nullptr;
    ChoiceList* choices_ = nullptr;
    wxTextCtrl* entry_ = nullptr;
    wxStaticText* next_ = nullptr;
    wxStaticText* why_ = nullptr;
    wxStaticText* totals_ = nullptr;
    wxStaticText* message_ = nullptr;
    wxListBox* log_ = nullptr;
    wxTextCtrl* judge_ = nullptr;  // judge mode: the answer about the roll in the tray
    bool judgeMode_ = false;
    std::optional<services::RecordingEntry> pending_;  // a roll waiting for its owner's choice
    std::optional<rules::judge::RollOptions> due_;     // the roll due, as the recording last said
    std::string pendingStatement_;
    rules::engine::RollOutcomes pendingOutcomes_;
    bool finishedSeen_ = false;
    int entriesSent_ = 0;
    double scale_ = 1.0;
};

}  // namespace muster::gui
