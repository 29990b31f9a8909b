#include "muster/gui/GameWindow.h"

#include <wx/filename.h>
#include <wx/listbox.h>
#include <wx/menu.h>
#include <wx/panel.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <sstream>

#include "muster/gui/ChoiceList.h"
#include "muster/gui/DiceTray.h"
#include "muster/gui/GameBoardView.h"
#include "muster/gui/UiSupport.h"
#include "muster/rules/engine/RollType.h"
#include "muster/rules/engine/RulebookPlaces.h"
#include "muster/rules/judge/RollTotals.h"
#include "muster/services/RecordedTable.h"
#include "muster/services/RollRuling.h"

namespace muster::gui {

namespace {

namespace engine = rules::engine;
namespace judge = rules::judge;
using services::EntryResult;
using services::RecordingEntry;

enum MenuId { kIdTray = wxID_HIGHEST + 300, kIdChoices, kIdStatement, kIdLargeText, kIdUndo, kIdRedo };

// "melee=3 missile=1": the totals an outcome gives, as the roll line states them.
std::string totalsOf(const engine::RollOutcomes& outcomes, const engine::RollOption& option) {
    std::string out;
    for (const auto type : engine::kRollTypes)
        if ((outcomes.counts & engine::typeBit(type)) != 0)
            out += (out.empty() ? "" : " ") + std::string(engine::toString(type)) + "=" +
                   std::to_string(option.totals[static_cast<std::size_t>(type)]);
    for (const auto& c : option.counted) out += (out.empty() ? "" : " ") + c.type + "=" + std::to_string(c.value);
    return out;
}

// A typed roll: "c1=3 c2=Save", with who rolls or the owner's choices before " : " ("roll B dispel : c4=ID",
// "wilding=c2 : c1=3"). Throws std::invalid_argument naming a word that is not label=face.
RecordingEntry typedRoll(const std::string& line) {
    std::string faces = line;
    std::vector<std::string> before;
    const std::string withEnd = line + " ";
    if (const auto colon = withEnd.find(" : "); colon != std::string::npos) {
        std::istringstream words(line.substr(0, colon));
        for (std::string w; words >> w;) before.push_back(w);
        faces = withEnd.substr(colon + 3);
    }
    auto entry = RecordingEntry::rollOf(faces);
    std::size_t w = 0;
    if (before.size() >= 2 && (before[0] == "roll" || before[0] == "horde-roll")) {
        entry.horde = before[0] == "horde-roll";
        entry.player = before[1];
        w = 2;
    }
    for (; w < before.size(); ++w) {
        const auto eq = before[w].find('=');
        if (eq == std::string::npos) {
            entry.purposes.push_back(before[w]);
        } else if (before[w].substr(eq + 1) == "?") {
            entry.counted.push_back(before[w].substr(0, eq));
        } else {
            entry.choices.push_back({before[w].substr(0, eq), before[w].substr(eq + 1)});
        }
    }
    return entry;
}

bool looksLikeRoll(const std::string& line) {
    const auto first = line.substr(0, line.find(' '));
    return first.find('=') != std::string::npos || first == "roll" || first == "horde-roll";
}

}  // namespace

GameWindow::GameWindow(wxWindow* parent, AppContext& context, std::unique_ptr<services::GameRecording> recording,
                       bool judgeMode)
    : wxFrame(parent, wxID_ANY, "Game", wxDefaultPosition, wxDefaultSize),
      context_(context),
      recording_(std::move(recording)),
      judgeMode_(judgeMode) {
    SetName("GameWindow");
    SetTitle(judgeMode_ ? wxString("Judge") : "Game - " + wxFileName(u8(recording_->path())).GetFullName());
    SetSize(FromDIP(wxSize(1280, 800)));
    build();
    refresh();
    focusNatural();
}

GameWindow::~GameWindow() = default;

GameWindow* GameWindow::startNew(wxWindow* parent, AppContext& context, const std::vector<domain::Roster>& rosters,
                                 const wxString& path) {
    std::string header;
    if (!guarded(parent, "The game could not be started.",
                 [&] { header = services::GameRecording::headerFor(context.catalog(), rosters); }))
        return nullptr;
    return startFromHeader(parent, context, header, path);
}

GameWindow* GameWindow::startFromHeader(wxWindow* parent, AppContext& context, const std::string& header,
                                        const wxString& path) {
    std::unique_ptr<services::GameRecording> recording;
    if (!guarded(parent, "The game could not be started.", [&] {
            recording =
                services::GameRecording::start(context.catalog(), header, services::RecordingJournal(toUtf8(path)));
        }))
        return nullptr;
    auto* window = new GameWindow(parent, context, std::move(recording));
    window->Show();
    return window;
}

GameWindow* GameWindow::resume(wxWindow* parent, AppContext& context, const wxString& path) {
    std::unique_ptr<services::GameRecording> recording;
    std::string notice;
    if (!guarded(parent, "The game log could not be opened.",
                 [&] { recording = services::GameRecording::resume(context.catalog(), toUtf8(path), notice); }))
        return nullptr;
    auto* window = new GameWindow(parent, context, std::move(recording));
    window->showMessage(notice.empty()
                            ? wxString::Format("Resumed after %zu statements.", window->recording().statements().size())
                            : u8(notice));
    // A game of an event's table (its header names the table): at the end its log and result go to the event, as
    // when it was started from the desk.
    if (const auto table = services::tableOf(window->recording().text()); table && context.database() != nullptr) {
        window->onFinished = [&context, table = *table](GameWindow& game) {
            guarded(&game, "The recorded game could not be stored.", [&] {
                services::EventStore store(*context.database());
                game.showMessage(tableStoredMessage(
                    services::storeTableGame(store, context.catalog(), table, game.recording().path())));
            });
        };
        if (window->recording().finished()) window->onFinished(*window);
    }
    window->Show();
    return window;
}

wxString GameWindow::tableStoredMessage(const services::StoredTableGame& stored) {
    if (stored.resultStored) return u8(stored.message);
    return u8(
        "No winner in the log: enter the result on the desk (select the table, press 1, 2 or D). The log is "
        "attached (" +
        stored.log.verdict + ").");
}

GameWindow* GameWindow::judge(wxWindow* parent, AppContext& context, const wxString& path) {
    std::string text;
    std::string notice;
    if (!guarded(parent, "The log could not be opened for judging.", [&] {
            auto contents = services::RecordingJournal::read(toUtf8(path));
            notice = std::move(contents.notice);
            text = std::move(contents.text);
        }))
        return nullptr;
    return judgeLog(parent, context, text, wxFileName(path).GetFullName(), u8(notice));
}

GameWindow* GameWindow::judgeLog(wxWindow* parent, AppContext& context, const std::string& text, const wxString& title,
                                 const wxString& notice) {
    std::unique_ptr<services::GameRecording> recording;
    if (!guarded(parent, "The log could not be opened for judging.", [&] {
            recording = services::GameRecording::start(context.catalog(), text, services::RecordingJournal());
        }))
        return nullptr;
    auto* window = new GameWindow(parent, context, std::move(recording), true);
    window->SetTitle("Judge - " + title + " (nothing is written)");
    window->showMessage(
        (notice.empty() ? wxString() : notice + "\n") +
        wxString::Format("Judge mode: %zu statements read. Ctrl+Z and Ctrl+Y step through them; set the disputed "
                         "roll's faces in the tray.",
                         window->recording().statements().size()));
    window->Show();
    return window;
}

void GameWindow::build() {
    auto* panel = new wxPanel(this);
    auto* top = new wxBoxSizer(wxVERTICAL);
    next_ = new wxStaticText(panel, wxID_ANY, "");
    next_->SetName("GameNext");
    next_->SetFont(next_->GetFont().Bold().Larger());
    why_ = new wxStaticText(panel, wxID_ANY, "");
    why_->SetName("GameWhy");
    top->Add(next_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(8));
    top->Add(why_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));

    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    board_ = new GameBoardView(panel);
    board_->show(recording_.get());
    columns->Add(board_, 3, wxEXPAND | wxLEFT | wxBOTTOM, FromDIP(8));

    auto* right = new wxBoxSizer(wxVERTICAL);
    tray_ = new DiceTray(panel);
    tray_->onChanged = [this] { updateTotals(); };
    tray_->onEnter = [this] { enterTray(); };
    right->Add(tray_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    totals_ = new wxStaticText(panel, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    totals_->SetName("GameTotals");
    right->Add(totals_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    right->Add(new wxStaticText(panel, wxID_ANY, "Choices (F3; Enter picks):"), 0, wxBOTTOM, FromDIP(2));
    choices_ = new ChoiceList(panel);
    choices_->onPick = [this](const ChoiceList::Row& row) {
        if (row.outcome >= 0) {
            auto entry = std::move(*pending_);
            pending_.reset();
            entry.outcome = row.outcome;
            enter(std::move(entry));
        } else if (row.open) {  // its pieces are named on the statement line
            entry_->SetValue(u8(row.statement));
            entry_->SetFocus();
            entry_->SetInsertionPointEnd();
        } else {
            enter(RecordingEntry::statementOf(row.statement));
        }
    };
    choices_->onCancel = [this] {
        if (!pending_) return;
        pending_.reset();
        showMessage("The roll is not entered.");
        refresh();
        focusNatural();
    };
    right->Add(choices_, judgeMode_ ? 1 : 3, wxEXPAND | wxBOTTOM, FromDIP(4));
    right->Add(new wxStaticText(panel, wxID_ANY, "Statement or faces (Ctrl+L; Enter enters):"), 0, wxBOTTOM,
               FromDIP(2));
    entry_ = new wxTextCtrl(panel, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    entry_->SetName("GameStatementLine");
    entry_->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { enterTyped(); });
    right->Add(entry_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    message_ = new wxStaticText(panel, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    message_->SetName("GameMessage");
    message_->SetMinSize(wxSize(-1, 3 * GetCharHeight()));
    right->Add(message_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    if (judgeMode_) {
        right->Add(new wxStaticText(panel, wxID_ANY, "The judge's answer for the faces in the tray:"), 0, wxBOTTOM,
                   FromDIP(2));
        judge_ = new wxTextCtrl(panel, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                                wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
        judge_->SetName("GameJudge");
        right->Add(judge_, 6, wxEXPAND | wxBOTTOM, FromDIP(4));
    }
    right->Add(new wxStaticText(panel, wxID_ANY, "The log:"), 0, wxBOTTOM, FromDIP(2));
    log_ = new wxListBox(panel, wxID_ANY);
    log_->SetName("GameLog");
    right->Add(log_, judgeMode_ ? 1 : 2, wxEXPAND);
    // The lists take the room their proportions give, not the height of all their rows.
    log_->SetMinSize(FromDIP(wxSize(200, 60)));
    choices_->SetMinSize(FromDIP(wxSize(200, 80)));
    columns->Add(right, 2, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));
    top->Add(columns, 1, wxEXPAND);
    panel->SetSizer(top);

    auto* menu = new wxMenu;
    menu->Append(kIdUndo, "&Undo\tCtrl+Z", "Take the last entry back");
    menu->Append(kIdRedo, "&Redo\tCtrl+Y", "Enter the undone entry again");
    menu->AppendSeparator();
    menu->Append(kIdTray, "Dice &tray\tF2", "Set the faces of the roll due");
    menu->Append(kIdChoices, "&Choices\tF3", "The legal statements now");
    menu->Append(kIdStatement, "&Statement line\tCtrl+L", "Type a statement or a roll's faces");
    menu->AppendCheckItem(kIdLargeText, "&Large text\tCtrl+T", "Larger dice and text");
    menu->AppendSeparator();
    menu->Append(wxID_CLOSE, "Close &window\tCtrl+W", "The log file keeps the game");
    auto* bar = new wxMenuBar;
    bar->Append(menu, "&Game");
    SetMenuBar(bar);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { undo(); }, kIdUndo);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { redo(); }, kIdRedo);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { tray_->SetFocus(); }, kIdTray);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { choices_->SetFocus(); }, kIdChoices);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { entry_->SetFocus(); }, kIdStatement);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent& e) { setLargeText(e.IsChecked()); }, kIdLargeText);
    Bind(
        wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_CLOSE);
    CreateStatusBar();
    SetStatusText(judgeMode_ ? wxString("Judge mode: nothing is written") : u8("Recording into " + recording_->path()));
}

wxString GameWindow::nextText() const {
    return next_->GetLabel();
}
wxString GameWindow::whyText() const {
    return why_->GetLabel();
}
wxString GameWindow::totalsText() const {
    return totals_->GetLabel();
}
wxString GameWindow::messageText() const {
    return message_->GetLabel();
}
wxString GameWindow::judgeText() const {
    return judge_ != nullptr ? judge_->GetValue() : wxString();
}

void GameWindow::showMessage(const wxString& message) {
    message_->SetLabel(message);
    message_->Wrap(message_->GetSize().x > 50 ? message_->GetSize().x : -1);
}

void GameWindow::refresh() {
    const auto& r = *recording_;
    const auto& s = r.state();
    // Asked once per redraw: the legal options (with the roll that is due) are the costly question.
    const auto steps = r.finished() ? std::vector<judge::ExpectedStep>() : r.legalOptions();
    due_.reset();
    for (const auto& step : steps)
        if (step.roll && !due_) due_ = step.roll;
    wxString next;
    wxString why;
    if (r.finished()) {
        next = "The game is over: " + u8(r.resultWords()) + ".";
        why = u8("The log is complete: " + r.path());
    } else {
        const std::string when = s.turn.number > 0
                                     ? "Turn " + std::to_string(s.turn.number) + " (" + s.pid(s.turn.player) + "), " +
                                           std::string(engine::toString(s.turn.phase)) + " phase. "
                                     : std::string("Setup. ");
        std::vector<engine::Expectation> expected;  // the same steps the legal options list
        for (const auto& step : steps) expected.push_back(step.expectation);
        std::string what = expected.empty() ? r.expectation() : expected.front().what;
        if (!expected.empty() && expected.front().optional) what += " (optional)";
        for (std::size_t i = 1; i < expected.size(); ++i) what += "; or, skipping that: " + expected[i].what;
        next = u8(when + "Next: " + what);
        if (!expected.empty()) {
            const auto& place = engine::RulebookPlaces::of(expected.front().rule);
            const std::string lines = engine::citeLines(place.lines);
            why = u8((expected.front().why.empty() ? std::string() : "Why: " + expected.front().why + ". ") +
                     "Rule: " + std::string(place.section) + (lines.empty() ? "" : " (" + lines + ")"));
        }
    }
    const int width = next_->GetParent()->GetClientSize().x - FromDIP(16);
    next_->SetLabel(next);
    why_->SetLabel(why);
    if (width > 100) {  // long expectations wrap instead of running off the window
        next_->Wrap(width);
        why_->Wrap(width);
    }
    next_->GetParent()->Layout();
    const auto& due = pending_ ? std::optional<judge::RollOptions>() : due_;
    tray_->setRoll(r, due ? &*due : nullptr);
    refreshChoices(steps);
    updateTotals();
    // The log list changes only where the log did (an entry adds a line; a total counted later rewrites one).
    log_->Freeze();
    const auto& statements = r.statements();
    for (std::size_t i = 0; i < statements.size(); ++i) {
        const wxString line = wxString::Format("%d: ", statements[i].line) + u8(statements[i].text);
        if (i < log_->GetCount()) {
            if (log_->GetString(static_cast<unsigned>(i)) != line) log_->SetString(static_cast<unsigned>(i), line);
        } else {
            log_->Append(line);
        }
    }
    while (log_->GetCount() > statements.size()) log_->Delete(log_->GetCount() - 1);
    if (log_->GetCount() > 0) log_->EnsureVisible(static_cast<int>(log_->GetCount()) - 1);
    log_->Thaw();
    board_->Refresh();
    GetMenuBar()->Enable(kIdUndo, r.canUndo());
    GetMenuBar()->Enable(kIdRedo, r.canRedo());
    if (r.finished() && !finishedSeen_) {
        finishedSeen_ = true;
        if (onFinished) onFinished(*this);
    }
}

void GameWindow::refreshChoices(const std::vector<rules::judge::ExpectedStep>& steps) {
    std::vector<ChoiceList::Row> rows;
    if (!recording_->finished() && !pending_) {
        const auto& s = recording_->state();
        for (const auto& step : steps)
            for (const auto& so : step.statements) {
                if (so.kind == engine::EventKind::Roll || so.kind == engine::EventKind::HordeRoll) continue;
                for (const auto& o : so.options) {
                    ChoiceList::Row row;
                    row.statement = o.statement;
                    row.open = o.pick.has_value();
                    std::string text = o.statement;
                    if (!o.words.empty() && o.words != o.statement) text += "   - " + o.words;
                    if (o.pick) {
                        std::string from;
                        for (const int p : o.pick->from) from += (from.empty() ? "" : " ") + s.label(p);
                        text += "   (then name: " + from + ")";
                    }
                    row.text = u8(text);
                    rows.push_back(std::move(row));
                }
            }
    }
    choices_->setRows(std::move(rows));
}

void GameWindow::updateTotals() {
    if (pending_) return;
    const auto& due = due_;
    if (judge_ != nullptr) judge_->Clear();
    if (!due || !tray_->hasRoll()) {
        totals_->SetLabel("");
        return;
    }
    std::string head = due->head;  // "roll B save=? :" without its colon
    while (!head.empty() && (head.back() == ':' || head.back() == ' ')) head.pop_back();
    if (!tray_->complete()) {
        totals_->SetLabel(u8(head) + " : ... (set every die's face; Enter enters)");
        return;
    }
    auto entry = RecordingEntry::rollOf(tray_->facesText());
    const auto totals = judge::rollTotals(recording_->engine(), recording_->state(), entry.rollLine(head));
    if (!totals.accepted) {
        totals_->SetLabel("Not accepted: " + u8(totals.problem));
    } else if (totals.deferred) {
        totals_->SetLabel("Totals: counted later (" + u8(totals.statement) + ")");
    } else if (totals.outcomes.size() > 1) {
        totals_->SetLabel(
            wxString::Format("Totals: %zu outcomes, the owner chooses after Enter", totals.outcomes.size()));
    } else {
        totals_->SetLabel("Totals: " + u8(totals.statement));
    }
    if (judge_ != nullptr) showRuling();
}

void GameWindow::showRuling() {
    const auto ruling = services::ruleOnRoll(*recording_, RecordingEntry::rollOf(tray_->facesText()));
    std::string text;
    const auto section = [&](const std::string& title, const std::vector<std::string>& lines) {
        if (lines.empty()) return;
        text += title + "\n";
        for (const auto& l : lines) text += "  " + l + "\n";
    };
    if (!ruling.accepted) {
        text = "The rules refuse these faces: " + ruling.problem + "\n";
    } else {
        text = "The roll: " + ruling.statement + "\n";
        section("Legal totals (the owner's choices):", ruling.outcomes);
        section("Rules and rulebook lines:", ruling.rules);
        section("How the roll resolves:", ruling.steps);
        section("What may be stated next with the first totals:", ruling.next);
    }
    judge_->ChangeValue(u8(text));
}

void GameWindow::enter(RecordingEntry entry) {
    ++entriesSent_;
    const auto result = recording_->enter(entry);
    switch (result.status) {
        case EntryResult::Status::Accepted:
            showMessage("Recorded: " + u8(result.statement));
            entry_->Clear();
            break;
        case EntryResult::Status::Refused: {
            const auto& why = *result.refusal;
            showMessage("Refused: " + u8(why.message) +
                        (why.ruleId.empty()
                             ? wxString()
                             : "\nRule: " + u8(why.section) + (why.lines.empty() ? "" : " (" + u8(why.lines) + ")")) +
                        "\nNothing was written.");
            wxBell();
            return;
        }
        case EntryResult::Status::ChooseOutcome: {
            pending_ = std::move(entry);
            pendingStatement_ = result.statement;
            pendingOutcomes_ = result.outcomes;
            std::vector<ChoiceList::Row> rows;
            for (std::size_t i = 0; i < result.outcomes.options.size(); ++i) {
                const auto& o = result.outcomes.options[i];
                const std::string choice = o.choices.text();
                ChoiceList::Row row;
                row.outcome = static_cast<int>(i);
                row.text = u8(totalsOf(result.outcomes, o) + "   " + (choice.empty() ? "(no choice used)" : choice));
                rows.push_back(std::move(row));
            }
            tray_->setRoll(*recording_, nullptr);
            choices_->setRows(std::move(rows));
            totals_->SetLabel("The owner chooses: pick the totals (Escape: the roll is not entered).");
            showMessage("The faces leave the owner a choice that changes the totals.");
            choices_->SetFocus();
            return;
        }
    }
    refresh();
    focusNatural();
}

void GameWindow::enterTray() {
    if (!tray_->hasRoll()) return;
    if (!tray_->complete()) {
        showMessage("Set the face of every die that rolls first.");
        wxBell();
        return;
    }
    enter(RecordingEntry::rollOf(tray_->facesText()));
}

void GameWindow::enterTyped() {
    const std::string line(toUtf8(entry_->GetValue().Strip(wxString::both)));
    if (line.empty()) return;
    if (looksLikeRoll(line)) {
        try {
            enter(typedRoll(line));
        } catch (const std::invalid_argument& e) {
            showMessage("Refused: " + u8(e.what()));
        }
        return;
    }
    enter(RecordingEntry::statementOf(line));
}

void GameWindow::undo() {
    pending_.reset();
    const std::string before = recording_->statements().empty() ? "" : recording_->statements().back().text;
    if (!recording_->undo()) return;
    finishedSeen_ = recording_->finished();
    showMessage("Undone: " + u8(before));
    refresh();
    focusNatural();
}

void GameWindow::redo() {
    pending_.reset();
    if (!recording_->redo()) return;
    showMessage("Redone: " + u8(recording_->statements().back().text));
    refresh();
    focusNatural();
}

void GameWindow::setLargeText(bool large) {
    scale_ = large ? 1.35 : 1.0;
    board_->setScale(scale_);
    tray_->setScale(scale_);
    wxFont font = wxNORMAL_FONT->Scaled(static_cast<float>(scale_));
    for (wxWindow* w : std::initializer_list<wxWindow*>{choices_, entry_, message_, totals_, log_, why_})
        w->SetFont(font);
    next_->SetFont(font.Bold().Larger());
    GetMenuBar()->Check(kIdLargeText, large);
    Layout();
    if (auto* panel = next_->GetParent()) panel->Layout();
}

void GameWindow::focusNatural() {
    if (pending_) {
        choices_->SetFocus();
    } else if (tray_->hasRoll()) {
        tray_->SetFocus();
    } else {
        choices_->SetFocus();
    }
}

}  // namespace muster::gui
