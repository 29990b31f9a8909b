#include "muster/gui/DeskDialogs.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/datetime.h>
#include <wx/filepicker.h>
#include <wx/radiobox.h>
#include <wx/rearrangectrl.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>

#include "muster/domain/RosterIO.h"
#include "muster/gui/UiSupport.h"
#include "muster/rules/Edition.h"
#include "muster/rules/tournament/EventLimits.h"
#include "muster/rules/tournament/Scoring.h"
#include "muster/services/RosterFile.h"

namespace muster::gui {

namespace tn = rules::tournament;

namespace {

wxStaticText* helpText(wxWindow* parent) {
    auto* text = new wxStaticText(parent, wxID_ANY, "");
    text->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    return text;
}

void addRow(wxWindow* parent, wxFlexGridSizer* grid, const wxString& label, wxWindow* control) {
    auto* text = new wxStaticText(parent, wxID_ANY, label);
    // A label's mnemonic focuses the control after it in Tab order: its own control.
    text->MoveBeforeInTabOrder(control);
    grid->Add(text, 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(control, 1, wxEXPAND);
}

const std::vector<int> kTopCuts{0, 4, 8, 16};

}  // namespace

// ---- event settings ----

EventSettingsDialog::EventSettingsDialog(wxWindow* parent, const AppContext& context, const tn::EventSettings& initial,
                                         const wxString& title)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      initial_(initial) {
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1);
    name_ = new wxTextCtrl(this, wxID_ANY, u8(initial.name), wxDefaultPosition, FromDIP(wxSize(300, -1)));
    date_ =
        new wxTextCtrl(this, wxID_ANY, initial.date.empty() ? wxDateTime::Today().FormatISODate() : u8(initial.date));
    location_ = new wxTextCtrl(this, wxID_ANY, u8(initial.location));
    format_ = new wxChoice(this, wxID_ANY);
    for (const auto& f : context.formatNames()) format_->Append(u8(f));
    if (format_->SetStringSelection(u8(initial.eventFormat)) == false) format_->SetSelection(0);
    edition_ = new wxChoice(this, wxID_ANY);
    edition_->Append("v4.01d (SFR, current)");
    edition_->Append("tsr-1996 (TSR revised)");
    edition_->SetSelection(rules::parseEdition(initial.edition) == rules::Edition::Tsr1996 ? 1 : 0);
    forceSize_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 500,
                                initial.forceSize);
    forceSize_->SetToolTip("0: the format's force size (the roster's own when the format fixes none)");
    rounds_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 30,
                             initial.swissRounds);
    topCut_ = new wxChoice(this, wxID_ANY);
    for (int size : kTopCuts) topCut_->Append(size == 0 ? wxString("none") : wxString::Format("top %d", size));
    const auto cut = std::find(kTopCuts.begin(), kTopCuts.end(), initial.topCut);
    topCut_->SetSelection(cut == kTopCuts.end() ? 0 : static_cast<int>(cut - kTopCuts.begin()));
    scoring_ = new wxChoice(this, wxID_ANY);
    for (const auto& s : tn::Scoring::presetNames()) scoring_->Append(u8(s));
    if (!scoring_->SetStringSelection(u8(initial.scoring.name))) scoring_->SetSelection(0);
    scoringHelp_ = helpText(this);
    // Tiebreakers: every one listed in order, the ticked ones used; Up/Down moves the selected one.
    wxArrayString labels;
    wxArrayInt order;
    std::vector<tn::Tiebreaker> listed = initial.tiebreakers;
    for (tn::Tiebreaker t : tn::defaultTiebreakers()) {
        if (std::find(listed.begin(), listed.end(), t) == listed.end()) listed.push_back(t);
    }
    for (std::size_t i = 0; i < listed.size(); ++i) {
        labels.Add(u8(tn::tiebreakerName(listed[i])));
        const bool used =
            std::find(initial.tiebreakers.begin(), initial.tiebreakers.end(), listed[i]) != initial.tiebreakers.end();
        order.Add(used ? static_cast<int>(i) : ~static_cast<int>(i));
    }
    tiebreakers_ = new wxRearrangeList(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(-1, 135)), order, labels);
    auto* up = new wxButton(this, wxID_UP, "&Up");
    auto* down = new wxButton(this, wxID_DOWN, "Do&wn");
    auto* tieSizer = new wxBoxSizer(wxHORIZONTAL);
    tieSizer->Add(tiebreakers_, 1, wxEXPAND | wxRIGHT, FromDIP(4));
    auto* moves = new wxBoxSizer(wxVERTICAL);
    moves->Add(up, 0, wxBOTTOM, FromDIP(4));
    moves->Add(down);
    tieSizer->Add(moves);
    tiebreakerHelp_ = helpText(this);
    avoidClubs_ = new wxCheckBox(this, wxID_ANY, "Keep club-mates apart when it costs nothing more important");
    avoidClubs_->SetValue(initial.avoidSameClub);
    lateScore_ = new wxSpinCtrlDouble(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 100,
                                      tn::toDouble(initial.lateEntryScore), 0.5);

    addRow(this, grid, "Event &name", name_);
    addRow(this, grid, "&Date", date_);
    addRow(this, grid, "&Location", location_);
    addRow(this, grid, "&Format", format_);
    addRow(this, grid, "&Edition", edition_);
    addRow(this, grid, "Force si&ze (0: the format's)", forceSize_);
    addRow(this, grid, "Swiss &rounds", rounds_);
    addRow(this, grid, "&Top cut", topCut_);
    addRow(this, grid, "&Scoring", scoring_);
    grid->AddSpacer(0);
    grid->Add(scoringHelp_, 1, wxEXPAND);
    addRow(this, grid, "T&iebreakers, in order", new wxStaticText(this, wxID_ANY, "ticked ones count, top first"));
    grid->AddSpacer(0);
    grid->Add(tieSizer, 1, wxEXPAND);
    grid->AddSpacer(0);
    grid->Add(tiebreakerHelp_, 1, wxEXPAND);
    grid->AddSpacer(0);
    grid->Add(avoidClubs_);
    addRow(this, grid, "Late entries start with (points)", lateScore_);

    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxALL, FromDIP(10));
    outer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(outer);
    SetMinSize(FromDIP(wxSize(560, -1)));
    Fit();

    scoring_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { explainScoring(); });
    tiebreakers_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent&) { explainTiebreaker(); });
    up->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        tiebreakers_->MoveCurrentUp();
        explainTiebreaker();
    });
    down->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        tiebreakers_->MoveCurrentDown();
        explainTiebreaker();
    });
    tiebreakers_->SetSelection(0);
    explainScoring();
    explainTiebreaker();
    name_->SetFocus();
}

void EventSettingsDialog::explainScoring() {
    scoringHelp_->SetLabel(u8(tn::Scoring::explanation(toUtf8(scoring_->GetStringSelection()))));
    scoringHelp_->Wrap(FromDIP(360));
    Layout();
}

void EventSettingsDialog::explainTiebreaker() {
    const int selected = tiebreakers_->GetSelection();
    wxString text;
    if (selected != wxNOT_FOUND) {
        if (const auto t = tn::parseTiebreaker(toUtf8(tiebreakers_->GetString(static_cast<unsigned>(selected))))) {
            text = u8(tn::tiebreakerExplanation(*t));
        }
    }
    tiebreakerHelp_->SetLabel(text);
    tiebreakerHelp_->Wrap(FromDIP(360));
    Layout();
}

tn::EventSettings EventSettingsDialog::settings() const {
    tn::EventSettings s = initial_;
    s.name = toUtf8(name_->GetValue().Strip(wxString::both));
    s.date = toUtf8(date_->GetValue().Strip(wxString::both));
    s.location = toUtf8(location_->GetValue().Strip(wxString::both));
    s.eventFormat = toUtf8(format_->GetStringSelection());
    s.edition = edition_->GetSelection() == 1 ? "tsr-1996" : "v4.01d";
    s.forceSize = forceSize_->GetValue();
    s.swissRounds = rounds_->GetValue();
    s.topCut = kTopCuts[static_cast<std::size_t>(std::max(0, topCut_->GetSelection()))];
    const std::string scoring = toUtf8(scoring_->GetStringSelection());
    if (scoring != s.scoring.name) {
        if (auto preset = tn::Scoring::preset(scoring)) s.scoring = *preset;
    }
    s.tiebreakers.clear();
    for (unsigned i = 0; i < tiebreakers_->GetCount(); ++i) {
        if (!tiebreakers_->IsChecked(i)) continue;
        if (auto t = tn::parseTiebreaker(toUtf8(tiebreakers_->GetString(i)))) s.tiebreakers.push_back(*t);
    }
    s.avoidSameClub = avoidClubs_->GetValue();
    s.lateEntryScore = tn::halfPointsFromDouble(lateScore_->GetValue()).value_or(0);
    return s;
}

void EventSettingsDialog::setName(const wxString& name) {
    name_->SetValue(name);
}
void EventSettingsDialog::setScoring(const std::string& preset) {
    scoring_->SetStringSelection(u8(preset));
    explainScoring();
}
void EventSettingsDialog::setRounds(int rounds) {
    rounds_->SetValue(rounds);
}
void EventSettingsDialog::setTopCut(int size) {
    const auto cut = std::find(kTopCuts.begin(), kTopCuts.end(), size);
    topCut_->SetSelection(cut == kTopCuts.end() ? 0 : static_cast<int>(cut - kTopCuts.begin()));
}

// ---- registration ----

RegistrationDialog::RegistrationDialog(wxWindow* parent, const AppContext& context,
                                       const std::vector<std::string>& clubs,
                                       const std::vector<std::string>& savedRosters,
                                       std::function<domain::Roster(const std::string&)> loadSaved,
                                       std::function<wxString(const domain::Roster&)> check,
                                       const std::optional<tn::Player>& existing,
                                       std::function<domain::Roster(const std::string&)> loadFile, bool checkedIn)
    : wxDialog(parent, wxID_ANY, existing ? "Edit player" : "Register player", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      context_(context),
      loadSaved_(std::move(loadSaved)),
      loadFile_(std::move(loadFile)),
      check_(std::move(check)),
      editing_(existing.has_value()) {
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1);
    name_ = new wxTextCtrl(this, wxID_ANY, existing ? u8(existing->name) : wxString(), wxDefaultPosition,
                           FromDIP(wxSize(280, -1)));
    // A text field that completes the clubs already entered: one Tab stop (a combo box's drop-down button
    // was a second one, and Tab from the club then skipped the roster).
    club_ = new wxTextCtrl(this, wxID_ANY, existing ? u8(existing->club) : wxString());
    wxArrayString clubNames;
    for (const auto& c : clubs) clubNames.Add(u8(c));
    club_->AutoComplete(clubNames);
    club_->SetHint(clubs.empty() ? wxString("none") : "none; typing completes: " + u8(clubs.front()) + ", ...");
    wxArrayString sources;
    if (editing_) {
        sources.Add("Keep the roster");
        sourceOfItem_.push_back(RosterSource::Keep);
    }
    sources.Add("A roster file");
    sourceOfItem_.push_back(RosterSource::File);
    sources.Add("A saved roster");
    sourceOfItem_.push_back(RosterSource::Saved);
    sources.Add(editing_ ? "No roster (remove it)" : "No roster: register &without one");
    sourceOfItem_.push_back(RosterSource::None);
    source_ = new wxRadioBox(this, wxID_ANY, "Roster", wxDefaultPosition, wxDefaultSize, sources, 1);
    file_ = new wxFilePickerCtrl(this, wxID_ANY, "", "Roster file",
                                 "Rosters (*.json;*.txt;*.o8d)|*.json;*.txt;*.o8d|All files|*", wxDefaultPosition,
                                 wxDefaultSize, wxFLP_OPEN | wxFLP_FILE_MUST_EXIST | wxFLP_USE_TEXTCTRL);
    saved_ = new wxChoice(this, wxID_ANY);
    for (const auto& r : savedRosters) saved_->Append(u8(r));
    if (savedRosters.empty()) source_->Enable(static_cast<unsigned>(itemOf(RosterSource::Saved)), false);
    rank_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 9999,
                           existing && existing->rank ? *existing->rank : 0);
    rank_->SetToolTip("The organiser's ranking for a ranked round 1 (1 = best); 0: none");
    table_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 9999,
                            existing && existing->fixedTable ? *existing->fixedTable : 0);
    table_->SetToolTip("A table the player must always play at (e.g. access); 0: any");
    checkedIn_ = new wxCheckBox(this, wxID_ANY, "Checked &in (present at the venue)");
    checkedIn_->SetValue(existing ? existing->checkedIn : checkedIn);
    verdict_ = new wxStaticText(this, wxID_ANY, "");

    // Rows in Tab order: name, club, roster (where from, the file, the saved one), rank, table, check-in.
    addRow(this, grid, "&Name", name_);
    addRow(this, grid, "C&lub", club_);
    grid->AddSpacer(0);
    grid->Add(source_, 1, wxEXPAND);
    addRow(this, grid, "Roster &file", file_);
    addRow(this, grid, "&Saved roster", saved_);
    addRow(this, grid, "Roster check", verdict_);
    addRow(this, grid, "&Rank (0: none)", rank_);
    addRow(this, grid, "Fixed &table (0: any)", table_);
    grid->AddSpacer(0);
    grid->Add(checkedIn_);
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxALL, FromDIP(10));
    outer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(outer);
    SetMinSize(FromDIP(wxSize(520, -1)));
    Fit();

    source_->SetSelection(itemOf(editing_ ? RosterSource::Keep : RosterSource::File));
    source_->Bind(wxEVT_RADIOBOX, [this](wxCommandEvent&) { rosterChosen(); });
    file_->Bind(wxEVT_FILEPICKER_CHANGED, [this](wxFileDirPickerEvent&) {
        source_->SetSelection(itemOf(RosterSource::File));
        rosterChosen();
    });
    saved_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        source_->SetSelection(itemOf(RosterSource::Saved));
        rosterChosen();
    });
    // OK registers only with a roster or with "No roster" chosen: a roster is never left out by accident.
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent& e) {
            wxString why;
            if (complete(&why)) {
                e.Skip();
                return;
            }
            verdict_->SetLabel(why);
            verdict_->SetForegroundColour(*wxRED);
            verdict_->Wrap(FromDIP(320));
            Layout();
            Fit();
            (source() == RosterSource::Saved ? static_cast<wxWindow*>(saved_) : file_->GetTextCtrl())->SetFocus();
        },
        wxID_OK);
    if (existing && existing->roster) verdict_->SetLabel("(the registered roster)");
    name_->SetFocus();
}

int RegistrationDialog::itemOf(RosterSource source) const {
    const auto it = std::find(sourceOfItem_.begin(), sourceOfItem_.end(), source);
    return it == sourceOfItem_.end() ? 0 : static_cast<int>(it - sourceOfItem_.begin());
}

RegistrationDialog::RosterSource RegistrationDialog::source() const {
    const int item = source_->GetSelection();
    return item < 0 || static_cast<std::size_t>(item) >= sourceOfItem_.size()
               ? RosterSource::None
               : sourceOfItem_[static_cast<std::size_t>(item)];
}

bool RegistrationDialog::complete(wxString* why) const {
    auto say = [why](const wxString& text) {
        if (why != nullptr) *why = text;
        return false;
    };
    if (name_->GetValue().Strip(wxString::both).empty()) return say("The player needs a name.");
    if (source() == RosterSource::File && file_->GetPath().empty()) {
        return say("Choose the roster file (Browse...), or choose \"No roster\" to register without one.");
    }
    if (source() == RosterSource::Saved && saved_->GetSelection() == wxNOT_FOUND) {
        return say("Choose the saved roster, or choose \"No roster\" to register without one.");
    }
    wxString problem;
    (void)readRoster(&problem);
    if (!problem.empty()) return say("The roster cannot be read: " + problem);
    return true;
}

std::optional<domain::Roster> RegistrationDialog::readRoster(wxString* problem) const {
    try {
        if (source() == RosterSource::File && !file_->GetPath().empty()) {
            const std::string path = toUtf8(file_->GetPath());
            if (loadFile_) return loadFile_(path);
            return services::readRosterFile(path, context_.catalog()).roster;
        }
        if (source() == RosterSource::Saved && saved_->GetSelection() != wxNOT_FOUND) {
            return loadSaved_(toUtf8(saved_->GetStringSelection()));
        }
    } catch (const std::exception& e) {
        if (problem != nullptr) *problem = plainMessage(e);
    }
    return std::nullopt;
}

void RegistrationDialog::rosterChosen() {
    wxString problem;
    const auto roster = readRoster(&problem);
    verdict_->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    if (!problem.empty()) {
        verdict_->SetLabel("cannot be read: " + problem);
    } else if (roster) {
        verdict_->SetLabel(check_(*roster));
    } else if (source() == RosterSource::Keep) {
        verdict_->SetLabel("(the registered roster)");
    } else if (source() == RosterSource::None) {
        verdict_->SetLabel(editing_ ? "the player's roster is removed" : "registered without a roster");
    } else {
        verdict_->SetLabel("");
    }
    verdict_->Wrap(FromDIP(320));
    Layout();
    Fit();
}

Registration RegistrationDialog::registration() const {
    Registration r;
    r.name = toUtf8(name_->GetValue().Strip(wxString::both));
    r.club = toUtf8(club_->GetValue().Strip(wxString::both));
    if (rank_->GetValue() > 0) r.rank = rank_->GetValue();
    if (table_->GetValue() > 0) r.table = table_->GetValue();
    r.checkedIn = checkedIn_->GetValue();
    wxString problem;
    r.roster = readRoster(&problem);
    r.rosterChanged = source() != RosterSource::Keep;
    r.withoutRoster = source() == RosterSource::None;
    if (!problem.empty()) r.rosterChanged = false;
    rosterProblem_ = problem;
    return r;
}

void RegistrationDialog::setName(const wxString& name) {
    name_->SetValue(name);
}
void RegistrationDialog::setClub(const wxString& club) {
    club_->SetValue(club);
}
void RegistrationDialog::setRosterFile(const wxString& path) {
    file_->SetPath(path);
    source_->SetSelection(itemOf(RosterSource::File));
    rosterChosen();
}
void RegistrationDialog::chooseNoRoster() {
    source_->SetSelection(itemOf(RosterSource::None));
    rosterChosen();
}
wxString RegistrationDialog::verdictText() const {
    return verdict_->GetLabel();
}

// ---- result ----

namespace {
const std::vector<std::pair<int, tn::Outcome>> kOutcomeKeys{
    {'C', tn::Outcome::Capture},    {'E', tn::Outcome::Elimination}, {'T', tn::Outcome::Time},
    {'O', tn::Outcome::Concession}, {'N', tn::Outcome::NoShow},      {'G', tn::Outcome::GameLoss},
};
}  // namespace

ResultDialog::ResultDialog(wxWindow* parent, const wxString& playerA, const wxString& playerB, int winnerSide,
                           bool askTerrains, bool askHealth, const std::optional<tn::Result>& current, bool countsFirst)
    : wxDialog(parent, wxID_ANY, "Result: " + playerA + " v " + playerB),
      askTerrains_(askTerrains),
      askHealth_(askHealth) {
    wxArrayString winners;
    winners.Add("&1  " + playerA + " wins");
    winners.Add("&2  " + playerB + " wins");
    winners.Add("&D  Draw");
    winner_ = new wxRadioBox(this, wxID_ANY, "Winner", wxDefaultPosition, wxDefaultSize, winners, 1);
    winner_->SetSelection(winnerSide < 0 ? 2 : winnerSide);
    wxArrayString outcomes;
    for (const auto& [key, outcome] : kOutcomeKeys) {
        outcomes.Add(wxString::Format("%c  ", static_cast<char>(key)) + u8(tn::outcomeLabel(outcome)));
    }
    outcome_ = new wxRadioBox(this, wxID_ANY, "Won by (key)", wxDefaultPosition, wxDefaultSize, outcomes, 2);
    outcome_->SetSelection(0);
    if (current && current->outcome != tn::Outcome::Draw) {
        for (std::size_t i = 0; i < kOutcomeKeys.size(); ++i) {
            if (kOutcomeKeys[i].second == current->outcome) outcome_->SetSelection(static_cast<int>(i));
        }
    }
    auto* grid = new wxFlexGridSizer(3, FromDIP(4), FromDIP(8));
    grid->Add(new wxStaticText(this, wxID_ANY, ""));
    grid->Add(new wxStaticText(this, wxID_ANY, playerA));
    grid->Add(new wxStaticText(this, wxID_ANY, playerB));
    // Counts are text fields: empty means not known (stored as unknown, never as 0).
    auto count = [this](const std::optional<std::array<int, 2>>& values, std::size_t side) {
        auto* field = new wxTextCtrl(this, wxID_ANY, values ? wxString::Format("%d", (*values)[side]) : wxString(),
                                     wxDefaultPosition, FromDIP(wxSize(130, -1)));
        field->SetHint("not known");
        return field;
    };
    auto label = [this](const wxString& text) { return new wxStaticText(this, wxID_ANY, text); };
    if (askTerrains_) {
        grid->Add(label("&Terrains captured"), 0, wxALIGN_CENTER_VERTICAL);
        for (std::size_t side = 0; side < 2; ++side) {
            terrains_[side] = count(current ? current->terrains : std::nullopt, side);
            grid->Add(terrains_[side]);
        }
    }
    if (askHealth_) {
        grid->Add(label("&Health killed"), 0, wxALIGN_CENTER_VERTICAL);
        for (std::size_t side = 0; side < 2; ++side) {
            health_[side] = count(current ? current->health : std::nullopt, side);
            grid->Add(health_[side]);
        }
    }
    grid->Add(label("&Penalty points"), 0, wxALIGN_CENTER_VERTICAL);
    for (int side = 0; side < 2; ++side) {
        penalty_[side] = new wxSpinCtrlDouble(
            this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(130, -1)), wxSP_ARROW_KEYS, 0, 100,
            current ? tn::toDouble(current->deduction[static_cast<std::size_t>(side)]) : 0.0, 0.5);
        grid->Add(penalty_[side]);
    }
    note_ = new wxTextCtrl(this, wxID_ANY, current ? u8(current->note) : wxString());
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(winner_, 0, wxRIGHT, FromDIP(8));
    top->Add(outcome_, 1);
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(top, 0, wxEXPAND | wxALL, FromDIP(10));
    outer->Add(grid, 0, wxLEFT | wxRIGHT, FromDIP(10));
    auto* noteRow = new wxBoxSizer(wxHORIZONTAL);
    auto* noteLabel = label("&Note");
    noteLabel->MoveBeforeInTabOrder(note_);
    noteRow->Add(noteLabel, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    noteRow->Add(note_, 1);
    outer->Add(noteRow, 0, wxEXPAND | wxALL, FromDIP(10));
    auto* hint = new wxStaticText(
        this, wxID_ANY,
        asksCounts() ? "Keys: 1, 2 or D for the winner; C E T O N G for how: that stores the result. Counts left "
                       "empty are stored as not known (flagged; the tiebreakers never read them as 0): type them "
                       "first (Tab moves on), then the win type."
                     : "Keys: 1, 2 or D for the winner; C E T O N G for how: that stores the result.");
    hint->Wrap(FromDIP(460));
    hint->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    outer->Add(hint, 0, wxLEFT | wxRIGHT, FromDIP(10));
    outer->Add(CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(outer);
    Bind(wxEVT_CHAR_HOOK, [this](wxKeyEvent& e) {
        // The note takes every key; a count field takes digits and editing keys, while the win-type letters
        // still store the result; elsewhere letters and digits go to the radio boxes.
        wxWindow* focus = wxWindow::FindFocus();
        const bool inNote = focus == note_;
        const bool inSpin = dynamic_cast<wxSpinCtrlDouble*>(focus) != nullptr ||
                            (focus != nullptr && dynamic_cast<wxSpinCtrlDouble*>(focus->GetParent()) != nullptr);
        const bool inCount = isCountField(focus);
        int key = e.GetKeyCode();
        if (key >= 'a' && key <= 'z') key = key - 'a' + 'A';
        const bool letter = key >= 'A' && key <= 'Z' && !e.HasAnyModifiers();
        if (inNote || inSpin || (inCount && !letter) || !pressKey(key)) e.Skip();
    });
    // A new result with counts asked: the cursor starts in the first count (type them, or not, then the win
    // type). A correction starts on the winner, so that 1, 2 or D change it.
    if (countsFirst && askTerrains_) {
        terrains_[0]->SetFocus();
    } else if (countsFirst && askHealth_) {
        health_[0]->SetFocus();
    } else {
        winner_->SetFocus();
    }
}

bool ResultDialog::isCountField(const wxWindow* window) const {
    for (std::size_t side = 0; side < 2; ++side) {
        if (window != nullptr && (window == terrains_[side] || window == health_[side])) return true;
    }
    return false;
}

bool ResultDialog::pressKey(int key) {
    if (key >= 'a' && key <= 'z') key = key - 'a' + 'A';
    if (key == '1' || key == WXK_NUMPAD1) {
        winner_->SetSelection(0);
        return false;
    }
    if (key == '2' || key == WXK_NUMPAD2) {
        winner_->SetSelection(1);
        return false;
    }
    if (key == 'D' || key == '0' || key == WXK_NUMPAD0) {
        winner_->SetSelection(2);
        if (IsModal()) EndModal(wxID_OK);
        return true;
    }
    for (std::size_t i = 0; i < kOutcomeKeys.size(); ++i) {
        if (kOutcomeKeys[i].first != key) continue;
        outcome_->SetSelection(static_cast<int>(i));
        if (winner_->GetSelection() == 2) winner_->SetSelection(0);
        // One touch: the win type stores the result, whatever counts are filled in (empty: not known).
        if (IsModal()) EndModal(wxID_OK);
        return true;
    }
    return false;
}

void ResultDialog::setTerrains(int a, int b) {
    if (terrains_[0] != nullptr) {
        terrains_[0]->SetValue(wxString::Format("%d", a));
        terrains_[1]->SetValue(wxString::Format("%d", b));
    }
}

void ResultDialog::setHealth(int a, int b) {
    if (health_[0] != nullptr) {
        health_[0]->SetValue(wxString::Format("%d", a));
        health_[1]->SetValue(wxString::Format("%d", b));
    }
}

std::optional<std::array<int, 2>> ResultDialog::counts(wxTextCtrl* const (&fields)[2], int maximum) {
    if (fields[0] == nullptr) return std::nullopt;
    std::array<std::optional<long>, 2> values;
    for (std::size_t side = 0; side < 2; ++side) {
        long value = 0;
        const wxString text = fields[side]->GetValue().Strip(wxString::both);
        if (!text.empty() && text.ToLong(&value) && value >= 0 && value <= maximum) values[side] = value;
    }
    if (!values[0] && !values[1]) return std::nullopt;  // neither side entered: not known
    // One side entered: the other side's empty field means none (0).
    return std::array<int, 2>{static_cast<int>(values[0].value_or(0)), static_cast<int>(values[1].value_or(0))};
}

tn::Result ResultDialog::result(tn::PlayerId a, tn::PlayerId b) const {
    tn::Result r;
    const int winner = winner_->GetSelection();
    if (winner == 2) {
        r.outcome = tn::Outcome::Draw;
    } else {
        r.winner = winner == 0 ? a : b;
        r.outcome = kOutcomeKeys[static_cast<std::size_t>(std::max(0, outcome_->GetSelection()))].second;
    }
    r.terrains = counts(terrains_, static_cast<int>(tn::limits::kTerrainsCaptured.max));
    r.health = counts(health_, static_cast<int>(tn::limits::kHealthKilled.max));
    for (std::size_t side = 0; side < 2; ++side) {
        r.deduction[side] = tn::halfPointsFromDouble(penalty_[side]->GetValue()).value_or(0);
    }
    r.note = toUtf8(note_->GetValue().Strip(wxString::both));
    return r;
}

// ---- lists ----

void showLines(wxWindow* parent, const wxString& title, const wxString& heading, const std::vector<wxString>& lines) {
    wxDialog dialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize,
                    wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* label = new wxStaticText(&dialog, wxID_ANY, heading);
    label->SetFont(label->GetFont().Bold());
    sizer->Add(label, 0, wxALL, dialog.FromDIP(8));
    wxString text;
    for (const auto& line : lines) text += "\u2022 " + line + "\n";
    auto* body = new wxTextCtrl(&dialog, wxID_ANY, text, wxDefaultPosition, dialog.FromDIP(wxSize(560, 240)),
                                wxTE_MULTILINE | wxTE_READONLY | wxTE_WORDWRAP);
    sizer->Add(body, 1, wxEXPAND | wxLEFT | wxRIGHT, dialog.FromDIP(8));
    sizer->Add(dialog.CreateStdDialogButtonSizer(wxOK), 0, wxEXPAND | wxALL, dialog.FromDIP(8));
    dialog.SetSizerAndFit(sizer);
    dialog.ShowModal();
}

}  // namespace muster::gui
