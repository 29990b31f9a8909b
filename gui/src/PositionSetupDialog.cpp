#include "muster/gui/PositionSetupDialog.h"

#include <wx/button.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/listbox.h>
#include <wx/listctrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "muster/gui/GameWindow.h"
#include "muster/gui/UiSupport.h"
#include "muster/rules/matchlog/PositionSection.h"
#include "muster/services/RosterFile.h"
#include "muster/services/RosterLibrary.h"

namespace muster::gui {

namespace {

using rules::engine::Phase;
using services::DraftPlace;

constexpr std::array kPhases = {Phase::Expire,     Phase::Eighth,      Phase::Dragon,  Phase::Species,
                                Phase::FirstMarch, Phase::SecondMarch, Phase::Reserves};
constexpr int kFromFile = -1;  // the roster choice's last row: a roster file

// Dice list columns.
enum DiceColumn { kPlayer, kLabel, kDie, kPlace };
// Terrain list columns.
enum TerrainColumn { kKey, kTerrainDie, kFace, kCaptured };

// A report list named `name` with its columns (heading, width in DIPs).
wxListCtrl* reportList(wxWindow* parent, const wxString& name, const wxSize& size, long style,
                       std::initializer_list<std::pair<const char*, int>> columns) {
    auto* list = new wxListCtrl(parent, wxID_ANY, wxDefaultPosition, size, style);
    list->SetName(name);
    for (const auto& [heading, width] : columns) list->AppendColumn(heading, wxLIST_FORMAT_LEFT, list->FromDIP(width));
    return list;
}

wxString placeWords(const DraftPlace& place) {
    return u8(place.words());
}

}  // namespace

PositionSetupDialog::PositionSetupDialog(wxWindow* parent, AppContext& context)
    : wxDialog(parent, wxID_ANY, "Set up a position to judge", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      context_(context) {
    SetName("PositionSetup");
    if (auto* library = context_.storage().rosters()) {
        guarded(this, "The roster library could not be read.", [&] {
            for (const auto& r : library->list()) libraryNames_.push_back(r.name);
        });
    }
    build();
    SetSize(FromDIP(wxSize(1280, 800)));
    // As a game starts: the library's first two rosters, when it has them.
    for (int p = 0; p < 2 && p < static_cast<int>(libraryNames_.size()); ++p) {
        rosterChoices_[static_cast<std::size_t>(p)]->SetSelection(p);
        guarded(this, "The roster could not be loaded from the library.", [&] {
            rosters_[static_cast<std::size_t>(p)] = library()->load(libraryNames_[static_cast<std::size_t>(p)]);
        });
    }
    startDraft();
}

PositionSetupDialog* PositionSetupDialog::open(wxWindow* parent, AppContext& context) {
    auto* dialog = new PositionSetupDialog(parent, context);
    dialog->Show();
    dialog->dice_->SetFocus();
    return dialog;
}

services::RosterLibrary* PositionSetupDialog::library() {
    return context_.storage().rosters();
}

GameWindow* PositionSetupDialog::lastJudgeWindow() const {
    return static_cast<GameWindow*>(judgeWindow_.get());
}

wxString PositionSetupDialog::problemText() const {
    return problem_->GetLabel();
}

void PositionSetupDialog::build() {
    auto* top = new wxBoxSizer(wxVERTICAL);
    auto* rosters = new wxBoxSizer(wxHORIZONTAL);
    for (int p = 0; p < 2; ++p) {
        const wxString id = p == 0 ? "A" : "B";
        rosters->Add(new wxStaticText(this, wxID_ANY, "Player " + id + "'s roster:"), 0,
                     wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
        wxArrayString names;
        for (const auto& n : libraryNames_) names.Add(u8(n));
        names.Add("(a roster file...)");
        auto* choice = new wxChoice(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, names);
        choice->SetName("PositionRoster" + id);
        choice->Bind(wxEVT_CHOICE, [this, p, choice](wxCommandEvent&) {
            const int row = choice->GetSelection();
            if (row >= 0 && row < static_cast<int>(libraryNames_.size())) {
                useLibraryRoster(p, libraryNames_[static_cast<std::size_t>(row)]);
                return;
            }
            wxFileDialog file(this, "Player's roster", wxEmptyString, wxEmptyString,
                              "Rosters (*.json;*.txt;*.o8d)|*.json;*.txt;*.o8d|All files|*",
                              wxFD_OPEN | wxFD_FILE_MUST_EXIST);
            if (file.ShowModal() == wxID_OK) useRosterFile(p, file.GetPath());
        });
        rosterChoices_[static_cast<std::size_t>(p)] = choice;
        rosters->Add(choice, 1, wxRIGHT, FromDIP(16));
    }
    top->Add(rosters, 0, wxEXPAND | wxALL, FromDIP(8));

    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(new wxStaticText(this, wxID_ANY,
                               "&Dice: Shift or Ctrl with the arrows selects several, Ctrl+A all; a number key moves "
                               "them:"),
              0, wxBOTTOM, FromDIP(2));
    legend_ = new wxStaticText(this, wxID_ANY, "");
    legend_->SetName("PositionPlaces");
    left->Add(legend_, 0, wxBOTTOM, FromDIP(4));
    dice_ = reportList(this, "PositionDice", wxDefaultSize, wxLC_REPORT,
                       {{"Player", 60}, {"Label", 60}, {"Die", 220}, {"Place", 180}});
    left->Add(dice_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    auto* move = new wxBoxSizer(wxHORIZONTAL);
    moveTo_ = new wxChoice(this, wxID_ANY);
    moveTo_->SetName("PositionMoveTo");
    auto* moveButton = new wxButton(this, wxID_ANY, "&Move the selected dice there");
    moveButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (moveTo_->GetSelection() >= 0) moveSelectedDice(static_cast<std::size_t>(moveTo_->GetSelection()));
    });
    move->Add(moveTo_, 1, wxRIGHT, FromDIP(4));
    move->Add(moveButton, 0);
    left->Add(move, 0, wxEXPAND);
    columns->Add(left, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));

    auto* right = new wxBoxSizer(wxVERTICAL);
    right->Add(new wxStaticText(this, wxID_ANY,
                                "&Terrains: 1-8 sets the face, C who captured it (face 8), F the frontier's die:"),
               0, wxBOTTOM, FromDIP(2));
    terrains_ = reportList(this, "PositionTerrains", FromDIP(wxSize(-1, 100)), wxLC_REPORT | wxLC_SINGLE_SEL,
                           {{"Terrain", 80}, {"Die", 180}, {"Face", 50}, {"Captured by", 90}});
    right->Add(terrains_, 0, wxEXPAND | wxBOTTOM, FromDIP(6));

    auto* turn = new wxBoxSizer(wxHORIZONTAL);
    turn->Add(new wxStaticText(this, wxID_ANY, "T&urn:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    turn_ = new wxSpinCtrl(this, wxID_ANY, "1", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 999, 1);
    turn_->SetName("PositionTurn");
    turn->Add(turn_, 0, wxRIGHT, FromDIP(8));
    turn->Add(new wxStaticText(this, wxID_ANY, "whose:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    turnPlayer_ = new wxChoice(this, wxID_ANY);
    turnPlayer_->SetName("PositionTurnPlayer");
    turn->Add(turnPlayer_, 0, wxRIGHT, FromDIP(8));
    turn->Add(new wxStaticText(this, wxID_ANY, "P&hase:"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    phase_ = new wxChoice(this, wxID_ANY);
    phase_->SetName("PositionPhase");
    phase_->SetMinSize(FromDIP(wxSize(140, -1)));
    for (const auto phase : kPhases) phase_->Append(u8(rules::matchlog::positionWord(phase)));
    turn->Add(phase_, 0);
    right->Add(turn, 0, wxBOTTOM, FromDIP(6));
    turn_->Bind(wxEVT_SPINCTRL, [this](wxCommandEvent&) { readTurn(); });
    turn_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { readTurn(); });
    turnPlayer_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { readTurn(); });
    phase_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { readTurn(); });

    right->Add(new wxStaticText(this, wxID_ANY, "&Effects in force (Delete removes one):"), 0, wxBOTTOM, FromDIP(2));
    effects_ = new wxListBox(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 70)));
    effects_->SetName("PositionEffects");
    right->Add(effects_, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
    right->Add(
        new wxStaticText(this, wxID_ANY,
                         "T&ype an effect, Enter adds it: spell Stone Skin by B on B@frontier x2, or a full form:"),
        0, wxBOTTOM, FromDIP(2));
    effectLine_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    effectLine_->SetName("PositionEffectLine");
    effectLine_->Bind(wxEVT_TEXT_ENTER, [this](wxCommandEvent&) { addTypedEffect(); });
    wxArrayString completions;
    for (const auto& spell : services::PositionDraft::shortFormSpells(context_.catalog()))
        completions.Add("spell " + u8(spell) + " by ");
    effectLine_->AutoComplete(completions);
    right->Add(effectLine_, 0, wxEXPAND | wxBOTTOM, FromDIP(6));

    right->Add(new wxStaticText(this, wxID_ANY, "The position as the log writes it:"), 0, wxBOTTOM, FromDIP(2));
    preview_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize,
                              wxTE_MULTILINE | wxTE_READONLY | wxTE_DONTWRAP | wxTE_RICH2);
    preview_->SetName("PositionText");
    right->Add(preview_, 1, wxEXPAND);
    columns->Add(right, 1, wxEXPAND | wxRIGHT, FromDIP(8));
    top->Add(columns, 1, wxEXPAND);

    problem_ = new wxStaticText(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxST_NO_AUTORESIZE);
    problem_->SetName("PositionProblem");
    problem_->SetForegroundColour(wxColour(170, 0, 0));
    problem_->SetMinSize(wxSize(-1, 2 * GetCharHeight()));
    top->Add(problem_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(8));

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* judge = new wxButton(this, wxID_ANY, "&Open in judge mode (Ctrl+Enter)");
    judge->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { openInJudgeMode(); });
    auto* save = new wxButton(this, wxID_ANY, "&Save as... (Ctrl+S)");
    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        wxFileDialog file(this, "Save the position as a match log", wxEmptyString, "position.log",
                          "Match logs (*.log)|*.log", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (file.ShowModal() == wxID_OK) saveTo(file.GetPath());
    });
    auto* close = new wxButton(this, wxID_CLOSE, "&Close");
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { Destroy(); });
    buttons->Add(judge, 0, wxRIGHT, FromDIP(8));
    buttons->Add(save, 0, wxRIGHT, FromDIP(8));
    buttons->AddStretchSpacer();
    buttons->Add(close, 0);
    top->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizer(top);
    SetEscapeId(wxID_CLOSE);
    Bind(wxEVT_CLOSE_WINDOW, [this](wxCloseEvent&) { Destroy(); });
    Bind(wxEVT_CHAR_HOOK, &PositionSetupDialog::onKey, this);
}

bool PositionSetupDialog::useLibraryRoster(int player, const std::string& name) {
    std::optional<domain::Roster> roster;
    if (library() == nullptr ||
        !guarded(this, "The roster could not be loaded from the library.", [&] { roster = library()->load(name); }))
        return false;
    rosters_[static_cast<std::size_t>(player)] = std::move(roster);
    const auto it = std::find(libraryNames_.begin(), libraryNames_.end(), name);
    if (it != libraryNames_.end())
        rosterChoices_[static_cast<std::size_t>(player)]->SetSelection(static_cast<int>(it - libraryNames_.begin()));
    startDraft();
    return true;
}

bool PositionSetupDialog::useRosterFile(int player, const wxString& path) {
    std::optional<domain::Roster> roster;
    if (!guarded(this, "The roster could not be read.",
                 [&] { roster = services::readRosterFile(toUtf8(path), context_.catalog()).roster; }))
        return false;
    rosters_[static_cast<std::size_t>(player)] = std::move(roster);
    auto* choice = rosterChoices_[static_cast<std::size_t>(player)];
    choice->SetSelection(static_cast<int>(choice->GetCount()) + kFromFile);
    startDraft();
    return true;
}

void PositionSetupDialog::startDraft() {
    draft_.reset();
    if (rosters_[0] && rosters_[1]) {
        guarded(this, "The position could not be set up from these rosters.", [&] {
            draft_.emplace(context_.catalog(), std::vector<domain::Roster>{*rosters_[0], *rosters_[1]});
        });
    }
    turnPlayer_->Clear();
    moveTo_->Clear();
    wxString legend;
    if (draft_) {
        for (const auto& p : draft_->players()) turnPlayer_->Append(u8(p.id));
        const auto places = draft_->places();
        for (std::size_t i = 0; i < places.size(); ++i) {
            const bool last = i + 1 == places.size();
            const wxString key = last ? wxString("0") : i < 9 ? wxString::Format("%zu", i + 1) : wxString();
            moveTo_->Append((key.empty() ? wxString() : key + "  ") + placeWords(places[i]));
            if (key.empty()) continue;
            // Two lines, so that the legend does not widen the dice list's column.
            const bool secondLine = i == (places.size() + 1) / 2;
            legend += (legend.empty() ? "" : secondLine ? "\n" : "   ") + key + " " + placeWords(places[i]);
        }
        moveTo_->SetSelection(0);
        turnPlayer_->SetSelection(0);
        showProblem("");
    } else {
        showProblem("Pick the two players' rosters (from the library, or a roster file).");
    }
    legend_->SetLabel(legend);
    phase_->SetSelection(
        static_cast<int>(std::find(kPhases.begin(), kPhases.end(), Phase::FirstMarch) - kPhases.begin()));
    turn_->SetValue(1);
    readTurn();
    refreshDice();
    refresh();
}

void PositionSetupDialog::refresh() {
    if (draft_) showProblem("");  // a refusal was about the draft before this change
    refreshTerrains();
    refreshEffects();
    preview_->ChangeValue(draft_ ? u8(draft_->text()) : wxString());
}

void PositionSetupDialog::refreshDice() {
    dice_->Freeze();
    dice_->DeleteAllItems();
    if (draft_) {
        long row = 0;
        for (const auto& p : draft_->players())
            for (const auto& d : p.dice) {
                dice_->InsertItem(row, u8(p.id));
                dice_->SetItem(row, kLabel, u8(d.label));
                dice_->SetItem(row, kDie, u8(d.die));
                dice_->SetItem(row, kPlace, placeWords(d.place));
                ++row;
            }
        if (row > 0) dice_->SetItemState(0, wxLIST_STATE_FOCUSED, wxLIST_STATE_FOCUSED);
    }
    dice_->Thaw();
}

void PositionSetupDialog::refreshTerrains() {
    const long selected = terrains_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    terrains_->DeleteAllItems();
    if (!draft_) return;
    long row = 0;
    for (const auto& t : draft_->terrains()) {
        terrains_->InsertItem(row, u8(t.key));
        terrains_->SetItem(row, kTerrainDie, u8(t.die));
        terrains_->SetItem(row, kFace, wxString::Format("%d", t.face));
        terrains_->SetItem(row, kCaptured, u8(t.capturedBy));
        ++row;
    }
    const long keep = selected >= 0 && selected < row ? selected : 0;
    terrains_->SetItemState(keep, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                            wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
}

void PositionSetupDialog::refreshEffects() {
    effects_->Clear();
    if (!draft_) return;
    for (const auto& e : draft_->effects()) effects_->Append(u8(e));
}

void PositionSetupDialog::moveSelectedDice(std::size_t place) {
    if (!draft_) return;
    const auto places = draft_->places();
    if (place >= places.size()) return;
    // Rows run through the players' dice in order.
    std::vector<std::pair<std::size_t, std::size_t>> rows;
    for (std::size_t p = 0; p < draft_->players().size(); ++p)
        for (std::size_t d = 0; d < draft_->players()[p].dice.size(); ++d) rows.emplace_back(p, d);
    int moved = 0;
    for (long row = dice_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED); row >= 0;
         row = dice_->GetNextItem(row, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED)) {
        if (row >= static_cast<long>(rows.size())) break;
        const auto [p, d] = rows[static_cast<std::size_t>(row)];
        draft_->place(p, d, places[place]);
        dice_->SetItem(row, kPlace, placeWords(places[place]));
        ++moved;
    }
    if (moved == 0) {
        wxBell();
        return;
    }
    showProblem("");
    refresh();
}

void PositionSetupDialog::onTerrainKey(int key) {
    if (!draft_) return;
    const long row = terrains_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row < 0 || row >= static_cast<long>(draft_->terrains().size())) return;
    const auto& terrain = draft_->terrains()[static_cast<std::size_t>(row)];
    if (key >= '1' && key <= '8') {
        draft_->setTerrainFace(terrain.key, key - '0');
    } else if (key == 'C' || key == 'c') {  // no one, A, B, ... in turn
        const auto& players = draft_->players();
        std::size_t next = 0;
        for (std::size_t p = 0; p < players.size(); ++p)
            if (players[p].id == terrain.capturedBy) next = p + 1;
        draft_->setCapturedBy(terrain.key, next < players.size() ? players[next].id : std::string());
    } else if ((key == 'F' || key == 'f') && terrain.key == "frontier") {  // the next roster's proposal
        const auto& players = draft_->players();
        std::size_t next = 0;
        for (std::size_t p = 0; p < players.size(); ++p)
            if (players[p].frontierProposal == terrain.die) next = (p + 1) % players.size();
        draft_->setTerrainDie(terrain.key, players[next].frontierProposal);
    } else {
        return;
    }
    refresh();
}

void PositionSetupDialog::readTurn() {
    if (!draft_ || turnPlayer_->GetSelection() < 0 || phase_->GetSelection() < 0) return;
    draft_->setTurn(turn_->GetValue(), draft_->players()[static_cast<std::size_t>(turnPlayer_->GetSelection())].id,
                    kPhases[static_cast<std::size_t>(phase_->GetSelection())]);
    preview_->ChangeValue(u8(draft_->text()));
}

void PositionSetupDialog::addTypedEffect() {
    const std::string words(toUtf8(effectLine_->GetValue().Strip(wxString::both)));
    if (!draft_ || words.empty()) return;
    draft_->addEffect(words);
    effectLine_->Clear();
    refresh();
}

void PositionSetupDialog::markLine(int line) {
    if (line <= 0) return;
    const wxString text = preview_->GetValue();
    size_t start = 0;
    for (int n = 1; n < line; ++n) {
        const size_t next = text.find('\n', start);
        if (next == wxString::npos) return;
        start = next + 1;
    }
    const size_t end = std::min(text.find('\n', start), text.length());
    preview_->SetStyle(static_cast<long>(start), static_cast<long>(end),
                       wxTextAttr(wxColour(170, 0, 0), wxColour(255, 228, 228)));
    preview_->ShowPosition(static_cast<long>(start));
}

void PositionSetupDialog::showProblem(const wxString& text) {
    problem_->SetLabel(text);
    problem_->Wrap(problem_->GetSize().x > 50 ? problem_->GetSize().x : -1);
    Layout();
}

GameWindow* PositionSetupDialog::openInJudgeMode() {
    if (!draft_) {
        wxBell();
        return nullptr;
    }
    readTurn();
    if (const auto problem = draft_->check()) {
        showProblem(wxString::Format("The rules refuse the position at line %d", problem->line) +
                    (problem->lineText.empty() ? wxString() : " (" + u8(problem->lineText) + ")") + ": " +
                    u8(problem->reason));
        markLine(problem->line);
        wxBell();
        return nullptr;
    }
    showProblem("");
    auto* window = GameWindow::judgeLog(GetParent(), context_, draft_->text(), "a position set up by hand");
    judgeWindow_ = window;
    return window;
}

bool PositionSetupDialog::saveTo(const wxString& path) {
    if (!draft_) return false;
    readTurn();
    if (const auto problem = draft_->check()) {
        showProblem(wxString::Format("Not saved: the rules refuse the position at line %d (", problem->line) +
                    u8(problem->lineText) + "): " + u8(problem->reason));
        return false;
    }
    if (!guarded(this, "The position could not be saved.", [&] { draft_->save(toUtf8(path)); })) return false;
    showProblem("Saved as " + path + ".");
    return true;
}

bool PositionSetupDialog::hasFocus(const wxWindow* window) const {
    const wxWindow* focus = FindFocus();
    return focus != nullptr && (focus == window || focus->GetParent() == window);
}

void PositionSetupDialog::onKey(wxKeyEvent& event) {
    const int key = event.GetKeyCode();
    if ((key == WXK_RETURN || key == WXK_NUMPAD_ENTER) && event.ControlDown()) {
        openInJudgeMode();
        return;
    }
    if ((key == 'S' || key == 's') && event.ControlDown() && !event.ShiftDown()) {
        wxFileDialog file(this, "Save the position as a match log", wxEmptyString, "position.log",
                          "Match logs (*.log)|*.log", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (file.ShowModal() == wxID_OK) saveTo(file.GetPath());
        return;
    }
    // The labels' mnemonics: Alt and the letter focuses the control the label names.
    if (event.AltDown() && !event.ControlDown()) {
        const std::pair<int, wxWindow*> targets[] = {{'D', dice_},  {'T', terrains_}, {'U', turn_},
                                                     {'H', phase_}, {'E', effects_},  {'Y', effectLine_}};
        for (const auto& [letter, target] : targets)
            if (key == letter) {
                target->SetFocus();
                return;
            }
    }
    if (event.HasModifiers()) {
        if (hasFocus(dice_) && (key == 'A' || key == 'a') && event.ControlDown()) {
            for (long row = 0; row < dice_->GetItemCount(); ++row)
                dice_->SetItemState(row, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
            return;
        }
        event.Skip();
        return;
    }
    if (hasFocus(dice_) && draft_ && key >= '0' && key <= '9') {
        const std::size_t count = draft_->places().size();
        const std::size_t place = key == '0' ? count - 1 : static_cast<std::size_t>(key - '1');
        if (place + 1 < count || key == '0') moveSelectedDice(place);
        return;
    }
    if (hasFocus(terrains_) && ((key >= '1' && key <= '8') || key == 'C' || key == 'F')) {
        onTerrainKey(key);
        return;
    }
    if (hasFocus(effects_) && (key == WXK_DELETE || key == WXK_BACK) && draft_ && effects_->GetSelection() >= 0) {
        draft_->removeEffect(static_cast<std::size_t>(effects_->GetSelection()));
        refresh();
        return;
    }
    event.Skip();
}

}  // namespace muster::gui
