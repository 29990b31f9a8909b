#include "muster/gui/TournamentPanel.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/numdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>
#include <wx/utils.h>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "muster/domain/RosterIO.h"
#include "muster/gui/DeskPages.h"
#include "muster/gui/GameWindow.h"
#include "muster/gui/PagesDialog.h"
#include "muster/gui/PdfPreviewDialog.h"
#include "muster/gui/UiSupport.h"
#include "muster/reports/TournamentSheets.h"
#include "muster/rules/tournament/CountsAsked.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/services/EventFiles.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/PrintData.h"
#include "muster/services/RecordedTable.h"
#include "muster/services/Registration.h"
#include "muster/services/ResultText.h"
#include "muster/services/RosterFile.h"
#include "muster/services/RosterPolicy.h"
#include "muster/services/RosterSubmissions.h"

namespace muster::gui {

namespace tn = rules::tournament;

namespace {

constexpr const char* kLastEventKey = "/Tournament/LastEvent";

wxListCtrl* makeList(wxWindow* parent, std::initializer_list<std::pair<const char*, int>> columns) {
    auto* list = new wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    for (const auto& [title, width] : columns) list->AppendColumn(title, wxLIST_FORMAT_LEFT, parent->FromDIP(width));
    return list;
}

wxStaticText* heading(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, "");
    label->SetFont(label->GetFont().Bold());
    label->SetLabel(text);
    // GTK measures a static text with its first font; give the bold text its own width.
    label->SetMinSize(wxSize(label->GetTextExtent(text).x + label->FromDIP(6), -1));
    return label;
}

wxButton* button(wxWindow* parent, wxSizer* row, const wxString& label, const wxString& tip = {}) {
    auto* b = new wxButton(parent, wxID_ANY, label, wxDefaultPosition, wxDefaultSize, wxBU_EXACTFIT);
    if (!tip.empty()) b->SetToolTip(tip);
    row->Add(b, 0, wxRIGHT | wxBOTTOM, parent->FromDIP(3));
    return b;
}

// The desk's internal flags, as a short note for the organiser (never printed for the players).
wxString flagsText(const tn::Pairing& p) {
    wxString text;
    for (const auto& f : p.flags) text += (text.empty() ? "" : ", ") + u8(f);
    return text;
}

}  // namespace

TournamentPanel::TournamentPanel(wxWindow* parent, AppContext& context) : wxPanel(parent, wxID_ANY), context_(context) {
    // Mnemonics are unique on the page together with the menu bar's (File, Edit, Roster, View, Help):
    // tests/gui/GuiTests.cpp (NoMnemonicOrShortcutClashesInAnyWindow) checks it.
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto* newButton = button(this, top, "&New event...");
    auto* openButton = button(this, top, "&Open event...");
    auto* importButton = button(this, top, "I&mport event file...");
    auto* exportButton = button(this, top, "E&xport event file...", "The event with its results and match logs");
    auto* settingsButton = button(this, top, "&Settings...", "Scoring, tiebreakers, rounds, top cut");
    auto* printButton = new wxButton(this, wxID_PRINT, "Print ro&und...");
    printButton->SetToolTip(
        "The shown round's pairings (by table and by name), its result slips and the standings "
        "it was paired on: one document, previewed (also Ctrl+P)");
    printButton->SetFont(printButton->GetFont().Bold());
    top->Add(printButton, 0, wxRIGHT | wxBOTTOM, FromDIP(12));
    auto* pagesButton = button(this, top, "We&b pages...", "The event pages for the players' phones: publish, serve");
    sizer->Add(top, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(6));
    title_ = new wxStaticText(this, wxID_ANY,
                              "No event open. Create one, open one from the database or import an event file.");
    title_->SetFont(title_->GetFont().Bold().Larger());
    sizer->Add(title_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    eventButtons_ = {exportButton, settingsButton, printButton, pagesButton};

    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    // Left: the players and the standings, one page each, so that both get the width they need.
    side_ = new wxNotebook(this, wxID_ANY);
    auto* playersPage = new wxPanel(side_);
    auto* left = new wxBoxSizer(wxVERTICAL);
    players_ = makeList(playersPage, {{"Player", 110}, {"Club", 60}, {"Roster", 110}, {"Status", 90}});
    players_->SetName("DeskPlayers");
    left->Add(players_, 1, wxEXPAND | wxALL, FromDIP(4));
    auto* playerRow1 = new wxBoxSizer(wxHORIZONTAL);
    auto* registerButton =
        button(playersPage, playerRow1, "Re&gister...", "One form: name, club, roster, rank, table, check-in");
    auto* csvButton =
        button(playersPage, playerRow1, "Import &CSV...", "A list of players: name, club, rank, table, roster");
    auto* editButton = button(playersPage, playerRow1, "Ed&it...", "Change the selected player (also Enter)");
    auto* findingsButton = button(playersPage, playerRow1, "Sho&w findings...", "What the roster check found");
    auto* playerRow2 = new wxBoxSizer(wxHORIZONTAL);
    auto* checkInButton = button(playersPage, playerRow2, "Chec&k in",
                                 "Present at the venue, or not (Space or I on the selected player)");
    dropButton_ = button(playersPage, playerRow2, "&Drop...", "The player plays no more rounds (pressed again: undo)");
    auto* apartButton =
        button(playersPage, playerRow2, "Keep &apart...", "Two players who must not meet (family, one car)");
    left->Add(playerRow1, 0, wxLEFT | wxRIGHT, FromDIP(4));
    left->Add(playerRow2, 0, wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(4));
    playersPage->SetSizer(left);
    side_->AddPage(playersPage, "Players");
    eventButtons_.insert(eventButtons_.end(), {registerButton, csvButton, editButton, findingsButton, checkInButton,
                                               dropButton_, apartButton});

    auto* standingsPage = new wxPanel(side_);
    auto* right = new wxBoxSizer(wxVERTICAL);
    standingsTitle_ = new wxStaticText(standingsPage, wxID_ANY, "Standings");
    standingsTitle_->SetFont(standingsTitle_->GetFont().Bold());
    right->Add(standingsTitle_, 0, wxALL | wxEXPAND, FromDIP(4));
    standings_ = makeList(standingsPage, {{"#", 30}, {"Player", 100}, {"Pts", 38}, {"W-D-L", 52}});
    standings_->SetName("DeskStandings");
    right->Add(standings_, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(4));
    standingsNote_ = new wxStaticText(standingsPage, wxID_ANY, "");
    standingsNote_->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    right->Add(standingsNote_, 0, wxALL | wxEXPAND, FromDIP(4));
    auto* standingsRow = new wxBoxSizer(wxHORIZONTAL);
    auto* printStandingsButton =
        button(standingsPage, standingsRow, "Print standings...", "The standings as shown, previewed");
    right->Add(standingsRow, 0, wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(4));
    standingsPage->SetSizer(right);
    side_->AddPage(standingsPage, "Standings");
    eventButtons_.push_back(printStandingsButton);
    // The lists' columns grow with their text; the two sides share the width 9 : 10 whatever the lists
    // would like (at 1280 pixels: every standings column on the left, the round's columns on the right).
    for (wxWindow* w : std::initializer_list<wxWindow*>{side_, players_, standings_})
        w->SetMinSize(FromDIP(wxSize(200, -1)));
    columns->Add(side_, 9, wxEXPAND | wxRIGHT, FromDIP(8));

    // Right: the round.
    auto* middle = new wxBoxSizer(wxVERTICAL);
    auto* roundRow = new wxBoxSizer(wxHORIZONTAL);
    roundRow->Add(heading(this, "Round"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    roundChoice_ = new wxChoice(this, wxID_ANY);
    roundRow->Add(roundChoice_, 0, wxRIGHT | wxBOTTOM, FromDIP(8));
    auto* pairButton = button(this, roundRow, "&Pair next round");
    auto* cutButton = button(this, roundRow, "&Top cut", "Pair the next round of the top cut");
    adjustButton_ = button(this, roundRow, "Ad&just pairings...",
                           "Swap two players, move a game to a table, pin it, give the bye, pair the round again");
    auto* logButton = button(this, roundRow, "Attach &log...", "A match log for the selected game (also L)");
    auto* recordButton =
        button(this, roundRow, "Record game...",
               "Record the selected game in a game window; its result and log are stored at the end (also R)");
    middle->Add(roundRow);
    eventButtons_.insert(eventButtons_.end(), {pairButton, cutButton});
    roundButtons_ = {adjustButton_, logButton, recordButton};
    pairings_ = makeList(
        this, {{"Table", 45}, {"Player A", 120}, {"Player B", 120}, {"Result", 140}, {"Log", 70}, {"Notes", 90}});
    pairings_->SetName("DeskPairings");
    pairings_->SetMinSize(FromDIP(wxSize(200, -1)));
    middle->Add(pairings_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    // The selected game in full: both players, the result with its counts, the match log's whole message.
    gameInfo_ = new wxStaticText(this, wxID_ANY, "");
    middle->Add(gameInfo_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    hint_ = new wxStaticText(this, wxID_ANY, "");
    setText(hint_,
            "Results: select a table, press 1 (A wins), 2 (B wins) or D (draw), then the win type: C capture, "
            "E elimination, T time, O concession, N no-show, G game loss; that stores it. Enter opens the "
            "result to correct it; L attaches a match log; R records the game in a game window; Y accepts the players' "
            "agreed report.");
    hint_->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    middle->Add(hint_, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
    notes_ = new wxStaticText(this, wxID_ANY, "");
    middle->Add(notes_, 0, wxEXPAND);
    columns->Add(middle, 10, wxEXPAND);
    columns->SetMinSize(FromDIP(wxSize(-1, 300)));
    sizer->Add(columns, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    SetSizer(sizer);

    newButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { newEventDialog(); });
    openButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { openEventDialog(); });
    importButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { importDialog(); });
    exportButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { exportDialog(); });
    settingsButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { settingsDialog(); });
    printButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { print(); });
    pagesButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pagesDialog(); });
    printStandingsButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { printStandings(); });
    registerButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { registerDialog(); });
    csvButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { importCsvDialog(); });
    editButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { editDialog(); });
    findingsButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const long row = selectedPlayerRow();
        if (row < 0) return;
        const auto lines = findingsOfRow(row);
        showLines(this, "Roster check", playerRowText(row, 0) + ": " + playerRowText(row, 2),
                  lines.empty() ? std::vector<wxString>{"No findings."} : lines);
    });
    checkInButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { toggleCheckIn(); });
    dropButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (const auto id = selectedPlayer()) {
            if (stored_.event.player(*id).dropped) {
                undoDrop(*id);
            } else {
                dropPlayer(*id);
            }
        }
    });
    apartButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { keepApartDialog(); });
    pairButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pairNextRound(); });
    cutButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pairTopCut(); });
    adjustButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { adjustMenu(); });
    logButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { attachLogDialog(); });
    recordButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { recordGameDialog(); });
    roundChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { showRound(roundChoice_->GetSelection() + 1); });
    pairings_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) { onPairingKey(e); });
    pairings_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) {
        updateButtons();
        showGameInfo();
    });
    pairings_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) { correctResult(e.GetIndex()); });
    players_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) { onPlayerActivated(e); });
    players_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { updateButtons(); });
    pages_ = std::make_unique<DeskPages>(context_);
    pages_->onOutsideChange([this] {
        guarded(this, "The event could not be read back from the database.", [&] { reload(); });
        pages_->eventChanged(stored_);
        refresh();
    });
    players_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) { onPlayerKey(e); });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        wrapTexts();
        e.Skip();
    });
    if (context_.database() != nullptr) {
        store_ = std::make_unique<services::EventStore>(*context_.database());
    } else {
        title_->SetLabel("The tournament desk needs the database, which could not be opened: " +
                         u8(context_.databaseError()));
    }
    // The event that was open when the app closed opens again.
    if (store_ && wxConfigBase::Get() != nullptr) {
        long last = 0;
        if (wxConfigBase::Get()->Read(kLastEventKey, &last) && last > 0) {
            try {
                if (store_->exists(last)) {
                    services::StoredEvent loaded = store_->load(last);
                    stored_ = std::move(loaded);
                    shownRound_ = static_cast<int>(stored_.event.rounds.size());
                }
            } catch (const std::exception&) {
                // An event that cannot be read is not reopened; Open event says why.
            }
        }
    }
    if (hasEvent()) pages_->eventChanged(stored_);
    refresh();
}

TournamentPanel::~TournamentPanel() = default;

bool TournamentPanel::needDatabase() {
    if (store_) return true;
    showError(this, "The tournament desk keeps its events in the database, which could not be opened.",
              std::runtime_error(context_.databaseError()));
    return false;
}

int TournamentPanel::ask(const wxString& question, const std::vector<wxString>& answers, bool defaultNo) {
    lastQuestion_ = question;
    lastQuestionDefaultsToNo_ = defaultNo;
    if (asker_) return asker_(question, answers);
    if (answers.size() == 1) {
        // defaultNo: Enter answers Cancel; the organiser must pick the other answer on purpose.
        wxMessageDialog box(this, question, "Tournament desk",
                            wxOK | wxCANCEL | (defaultNo ? wxCANCEL_DEFAULT | wxICON_WARNING : wxICON_QUESTION));
        box.SetOKCancelLabels(answers[0], "Cancel");
        return box.ShowModal() == wxID_OK ? 0 : -1;
    }
    if (answers.size() == 2) {
        wxMessageDialog box(this, question, "Tournament desk", wxYES_NO | wxCANCEL | wxICON_QUESTION);
        box.SetYesNoCancelLabels(answers[0], answers[1], "Cancel");
        const int result = box.ShowModal();
        return result == wxID_YES ? 0 : result == wxID_NO ? 1 : -1;
    }
    wxArrayString choices;
    for (const auto& a : answers) choices.Add(a);
    return wxGetSingleChoiceIndex(question, "Tournament desk", choices, 0, this);
}

void TournamentPanel::reload() {
    if (!hasEvent()) return;
    stored_ = store_->load(stored_.id);
    shownRound_ = std::min(shownRound_, static_cast<int>(stored_.event.rounds.size()));
}

bool TournamentPanel::command(const wxString& failure,
                              const std::function<void(services::EventStore&, db::RowId)>& change) {
    if (!hasEvent() || !needDatabase()) return false;
    lastReport_.clear();
    const bool ok = guarded(this, failure, [&] { change(*store_, stored_.id); });  // one transaction each
    // Show what the database holds, whether the action went through or not.
    guarded(this, "The event could not be read back from the database.", [&] { reload(); });
    if (const std::string problem = pages_->eventChanged(stored_); !problem.empty()) lastReport_.push_back(u8(problem));
    refresh();
    return ok;
}

void TournamentPanel::showReport(const tn::ChangeReport& report) {
    for (const auto& d : report.discarded) lastReport_.push_back("Discarded: " + u8(d));
    for (const auto& w : report.warnings) lastReport_.push_back("Warning: " + u8(w));
    refreshPairings();
}

// ---- the event ----

bool TournamentPanel::createEvent(const tn::EventSettings& settings) {
    if (!needDatabase()) return false;
    db::RowId id = 0;
    const bool ok = guarded(this, "The event could not be created.", [&] {
        if (settings.name.empty()) throw std::runtime_error("An event needs a name.");
        tn::Event event;
        event.settings = settings;
        id = store_->create(event);
    });
    return ok && openEvent(id);
}

bool TournamentPanel::updateSettings(const tn::EventSettings& settings) {
    return command("The settings could not be changed.",
                   [&](services::EventStore& store, db::RowId id) { store.updateSettings(id, settings); });
}

void TournamentPanel::newEventDialog() {
    if (!needDatabase()) return;
    tn::EventSettings defaults;
    defaults.eventFormat = "open";
    defaults.forceSize = 24;
    defaults.swissRounds = 4;
    EventSettingsDialog dialog(this, context_, defaults, "New event");
    while (dialog.ShowModal() == wxID_OK) {
        const auto settings = dialog.settings();
        if (settings.name.empty()) {
            wxMessageBox("The event needs a name.", "New event", wxOK | wxICON_INFORMATION, this);
            continue;
        }
        createEvent(settings);
        return;
    }
}

void TournamentPanel::settingsDialog() {
    if (!hasEvent()) return;
    EventSettingsDialog dialog(this, context_, stored_.event.settings, "Event settings");
    if (dialog.ShowModal() == wxID_OK) updateSettings(dialog.settings());
}

void TournamentPanel::openEventDialog() {
    if (!needDatabase()) return;
    std::vector<services::EventSummary> events;
    if (!guarded(this, "The events could not be listed.", [&] { events = store_->list(); })) return;
    if (events.empty()) {
        wxMessageBox("The database has no events yet.", "Open event", wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString names;
    for (const auto& e : events) names.Add(u8(e.name) + "  (" + u8(e.date) + ", " + u8(e.status) + ")");
    const int pick = wxGetSingleChoiceIndex("Events in the database", "Open event", names, 0, this);
    if (pick >= 0) openEvent(events[static_cast<std::size_t>(pick)].id);
}

bool TournamentPanel::openEvent(db::RowId id) {
    if (!needDatabase()) return false;
    const bool ok = guarded(this, "The event could not be opened.", [&] {
        stored_ = store_->load(id);
        shownRound_ = static_cast<int>(stored_.event.rounds.size());
        rosterChecks_.clear();
        lastReport_.clear();
        if (wxConfigBase::Get() != nullptr) {
            wxConfigBase::Get()->Write(kLastEventKey, static_cast<long>(id));
            wxConfigBase::Get()->Flush();
        }
    });
    if (ok) pages_->eventChanged(stored_);
    refresh();
    return ok;
}

void TournamentPanel::importDialog() {
    wxFileDialog dialog(this, "Import event file", wxEmptyString, wxEmptyString,
                        "Event files (*.json)|*.json|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() == wxID_OK) importEventFile(dialog.GetPath());
}

bool TournamentPanel::importEventFile(const wxString& path) {
    if (!needDatabase()) return false;
    db::RowId id = 0;
    const bool ok = guarded(this, "The event file could not be imported.",
                            [&] { id = store_->create(services::readEventFile(toUtf8(path))); });
    return ok && openEvent(id);
}

void TournamentPanel::exportDialog() {
    if (!hasEvent()) {
        wxMessageBox("Open an event first.", "Export event file", wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxFileDialog dialog(this, "Export event file", wxEmptyString,
                        u8(stored_.event.settings.name) + ".muster-event.json", "Event files (*.json)|*.json",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() == wxID_OK) exportEventFile(dialog.GetPath());
}

bool TournamentPanel::exportEventFile(const wxString& path) {
    if (!hasEvent()) return false;
    return guarded(this, "The event file could not be written.",
                   [&] { services::writeEventFile(stored_.event, toUtf8(path)); });
}

// ---- players ----

std::function<domain::Roster(const std::string&)> TournamentPanel::rosterFileLoader() const {
    return [this](const std::string& path) {
        return services::readRosterFileForEvent(path, context_.catalog(), stored_.event.settings).roster;
    };
}

services::EventRosterCheck TournamentPanel::checkRoster(const domain::Roster& roster) const {
    std::string problem;
    const auto format = context_.format(stored_.event.settings.eventFormat, &problem);
    return services::checkRosterForEvent(context_.validator(), stored_.event.settings, roster,
                                         format ? &*format : nullptr, problem);
}

wxString TournamentPanel::checkRosterSummary(const domain::Roster& roster) const {
    return u8(checkRoster(roster).summary);
}

const services::EventRosterCheck* TournamentPanel::rosterCheckOf(const tn::Player& player) const {
    if (!player.roster) return nullptr;
    const std::string key = player.roster->dump() + "\n" + tn::EventIO::settingsToJson(stored_.event.settings).dump();
    auto it = rosterChecks_.find(player.id);
    if (it == rosterChecks_.end() || it->second.first != key) {
        services::EventRosterCheck check;
        try {
            const domain::Roster roster =
                domain::RosterIO::parseJson(player.roster->dump(), context_.catalog(), player.name);
            check = checkRoster(roster);
        } catch (const std::exception& e) {
            check.summary = "unreadable: " + toUtf8(plainMessage(e));
            check.stored.verdict = "illegal";
        }
        it = rosterChecks_.insert_or_assign(player.id, std::make_pair(key, std::move(check))).first;
    }
    return &it->second.second;
}

wxString TournamentPanel::rosterSummary(const tn::Player& player) const {
    const auto* check = rosterCheckOf(player);
    if (check == nullptr) return "no roster";
    const auto note = submissionNotes_.find(player.id);
    return u8(check->summary) + (note == submissionNotes_.end() ? wxString() : " - " + u8(note->second));
}

std::vector<wxString> TournamentPanel::findingsOfRow(long row) const {
    std::vector<wxString> lines;
    if (row < 0 || static_cast<std::size_t>(row) >= stored_.event.players.size()) return lines;
    const auto* check = rosterCheckOf(stored_.event.players[static_cast<std::size_t>(row)]);
    if (check == nullptr) return lines;
    if (check->report.findings.empty() && check->summary.rfind("unreadable", 0) == 0)
        lines.push_back(u8(check->summary));
    for (const auto& f : check->report.findings) {
        lines.push_back(u8(rules::toString(f.severity)) + ": " + u8(f.message));
    }
    return lines;
}

std::vector<std::string> TournamentPanel::clubs() const {
    std::set<std::string> names;
    for (const auto& p : stored_.event.players) {
        if (!p.club.empty()) names.insert(p.club);
    }
    return {names.begin(), names.end()};
}

wxString TournamentPanel::registerPlayer(const wxString& name, const wxString& club,
                                         const std::optional<domain::Roster>& roster) {
    Registration r;
    r.name = toUtf8(name);
    r.club = toUtf8(club);
    r.roster = roster;
    r.rosterChanged = true;
    return registerPlayer(r);
}

wxString TournamentPanel::registerPlayer(const Registration& registration) {
    if (!hasEvent() || !needDatabase()) return {};
    // The roster policy (services/RosterPolicy.h): an illegal roster only when the organiser accepts it.
    services::EventRosterCheck checked;
    if (registration.roster) {
        checked = checkRoster(*registration.roster);
        if (services::admitRoster(checked) == services::RosterAdmission::NeedsAcceptance &&
            ask(u8(services::illegalRosterQuestion(registration.name, checked, stored_.event.settings)),
                {"Register with this roster"}, true) != 0) {
            return {};
        }
    }
    wxString verdict;
    tn::PlayerId id = 0;
    const bool ok = command("The player could not be registered.", [&](services::EventStore& store, db::RowId event) {
        tn::Player player;
        player.name = registration.name;
        player.club = registration.club;
        player.rank = registration.rank;
        player.fixedTable = registration.table;
        player.checkedIn = registration.checkedIn;
        services::RosterCheck check;
        if (registration.roster) {
            player.roster = nlohmann::json::parse(domain::RosterIO::toJson(*registration.roster));
            check = checked.stored;
        }
        store.repository().database().write("registering a player", [&] {
            id = store.addPlayer(event, player, std::nullopt, check);
            if (registration.checkedIn) store.setCheckedIn(event, id, true);
        });
    });
    if (ok) {
        checkInAtRegistration_ = registration.checkedIn;  // at the door, the next player is present too
        if (const auto* player = stored_.event.findPlayer(id)) {
            verdict = rosterSummary(*player);
            selectPlayerRow(static_cast<long>(std::find_if(stored_.event.players.begin(), stored_.event.players.end(),
                                                           [id](const tn::Player& p) { return p.id == id; }) -
                                              stored_.event.players.begin()));
        }
    }
    return verdict;
}

RegistrationDialog* TournamentPanel::makeRegistrationDialog(const std::optional<tn::Player>& existing) {
    std::vector<std::string> saved;
    for (const auto& r : services::savedRosters(*context_.database())) saved.push_back(r.name);
    auto loadSaved = [this](const std::string& name) {
        const auto json = services::savedRosterJson(*context_.database(), name);
        if (!json) throw std::runtime_error("no saved roster \"" + name + "\"");
        return domain::RosterIO::parseJson(*json, context_.catalog(), name);
    };
    auto check = [this](const domain::Roster& roster) { return checkRosterSummary(roster); };
    return new RegistrationDialog(this, context_, clubs(), saved, loadSaved, check, existing, rosterFileLoader(),
                                  checkInAtRegistration_);
}

void TournamentPanel::registerDialog() {
    if (!hasEvent() || !needDatabase()) return;
    std::unique_ptr<RegistrationDialog> dialog(makeRegistrationDialog(std::nullopt));
    // OK closes the form only with a name and a roster or "No roster" chosen (RegistrationDialog::complete).
    if (dialog->ShowModal() != wxID_OK) return;
    const Registration r = dialog->registration();
    const wxString verdict = registerPlayer(r);
    if (!verdict.empty() && verdict.StartsWith("legal, with warnings")) {
        wxMessageBox(u8(r.name) + " is registered.\n\nRoster check: " + verdict +
                         "\n\nThe findings open from the player list (Show findings...).",
                     "Register player", wxOK | wxICON_INFORMATION, this);
    }
}

int TournamentPanel::importPlayersCsv(const wxString& path) {
    if (!hasEvent() || !needDatabase()) return -1;
    // Read and check the whole list first; illegal rosters need one explicit acceptance for all of them.
    std::vector<services::PlayerRow> rows;
    std::vector<std::optional<std::pair<nlohmann::json, services::EventRosterCheck>>> rosters;
    if (!guarded(this, "The player list could not be imported.", [&] {
            rows = services::readPlayerCsv(toUtf8(path));
            for (const auto& row : rows) {
                if (row.roster.empty()) {
                    rosters.emplace_back();
                    continue;
                }
                const domain::Roster roster =
                    services::readRosterFileForEvent(row.roster, context_.catalog(), stored_.event.settings).roster;
                rosters.emplace_back(
                    std::make_pair(nlohmann::json::parse(domain::RosterIO::toJson(roster)), checkRoster(roster)));
            }
        })) {
        return -1;
    }
    std::vector<services::IllegalRoster> illegal;
    for (std::size_t i = 0; i < rows.size(); ++i) {
        if (rosters[i] && services::admitRoster(rosters[i]->second) != services::RosterAdmission::Register) {
            illegal.push_back({0, rows[i].name, rosters[i]->second.summary});
        }
    }
    if (!illegal.empty()) {
        wxString names;
        for (const auto& i : illegal) names += "\n- " + u8(i.name) + " (" + u8(i.summary) + ")";
        if (ask(wxString::Format("%zu roster(s) of the list are not legal for this event:", illegal.size()) + names +
                    "\n\nRegister the list with these rosters anyway?",
                {"Register them anyway"}, true) != 0) {
            return -1;
        }
    }
    int count = 0;
    const bool ok =
        command("The player list could not be imported.", [&](services::EventStore& store, db::RowId event) {
            // The whole list or nothing: one transaction, one audit row per player.
            store.repository().database().write("importing a player list", [&] {
                for (std::size_t i = 0; i < rows.size(); ++i) {
                    tn::Player player;
                    player.name = rows[i].name;
                    player.club = rows[i].club;
                    player.rank = rows[i].rank;
                    player.fixedTable = rows[i].table;
                    services::RosterCheck check;
                    if (rosters[i]) {
                        player.roster = rosters[i]->first;
                        check = rosters[i]->second.stored;
                    }
                    store.addPlayer(event, player, std::nullopt, check);
                    ++count;
                }
            });
        });
    return ok ? count : -1;
}

void TournamentPanel::importCsvDialog() {
    if (!hasEvent()) return;
    wxFileDialog dialog(this, "Import a player list", wxEmptyString, wxEmptyString,
                        "Player lists (*.csv)|*.csv|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    const int count = importPlayersCsv(dialog.GetPath());
    if (count >= 0) {
        wxMessageBox(wxString::Format("%d player%s registered.", count, count == 1 ? "" : "s"), "Import CSV",
                     wxOK | wxICON_INFORMATION, this);
    }
}

bool TournamentPanel::editPlayer(tn::PlayerId id, const Registration& registration) {
    std::optional<services::EventRosterCheck> checked;
    if (registration.rosterChanged && registration.roster) {
        checked = checkRoster(*registration.roster);
        if (services::admitRoster(*checked) == services::RosterAdmission::NeedsAcceptance &&
            ask(u8(services::illegalRosterQuestion(registration.name, *checked, stored_.event.settings)),
                {"Take this roster"}, true) != 0) {
            return false;
        }
    }
    return command("The player could not be changed.", [&](services::EventStore& store, db::RowId event) {
        tn::Player player = stored_.event.player(id);
        player.name = registration.name;
        player.club = registration.club;
        player.rank = registration.rank;
        player.fixedTable = registration.table;
        std::optional<services::RosterCheck> check;
        if (registration.rosterChanged) {
            player.roster.reset();
            check = services::RosterCheck{};
            if (registration.roster) {
                player.roster = nlohmann::json::parse(domain::RosterIO::toJson(*registration.roster));
                check = checked->stored;
            }
        }
        store.repository().database().write("changing a player", [&] {
            store.editPlayer(event, player, check);
            if (registration.checkedIn != stored_.event.player(id).checkedIn) {
                store.setCheckedIn(event, id, registration.checkedIn);
            }
        });
    });
}

void TournamentPanel::editDialog() {
    const auto id = selectedPlayer();
    if (!id || !needDatabase()) return;
    std::unique_ptr<RegistrationDialog> dialog(makeRegistrationDialog(stored_.event.player(*id)));
    if (dialog->ShowModal() != wxID_OK) return;
    const Registration r = dialog->registration();
    if (r.name.empty()) return;
    editPlayer(*id, r);
}

void TournamentPanel::toggleCheckIn() {
    const long row = selectedPlayerRow();
    if (const auto id = selectedPlayer()) {
        checkIn(*id, !stored_.event.player(*id).checkedIn);
        selectPlayerRow(row);
    }
}

void TournamentPanel::onPlayerKey(wxKeyEvent& e) {
    const int key = e.GetKeyCode();
    if (!e.HasAnyModifiers() && (key == WXK_SPACE || key == 'I' || key == 'i')) {
        toggleCheckIn();
        return;
    }
    e.Skip();
}

bool TournamentPanel::checkIn(tn::PlayerId id, bool present) {
    return command("The check-in could not be stored.",
                   [&](services::EventStore& store, db::RowId event) { store.setCheckedIn(event, id, present); });
}

bool TournamentPanel::dropPlayer(tn::PlayerId id) {
    if (!hasEvent()) return false;
    const auto* player = stored_.event.findPlayer(id);
    if (player == nullptr) return false;
    const wxString question = wxString::Format(
        "Drop %s?\n\n%s plays no more rounds from round %d on. Results so far stay; Undo drop takes it back.",
        u8(player->name), u8(player->name), stored_.event.nextRoundNumber());
    if (ask(question, {"Drop " + u8(player->name)}) != 0) return false;
    return command("The player could not be dropped.",
                   [&](services::EventStore& store, db::RowId event) { store.dropPlayer(event, id); });
}

bool TournamentPanel::undoDrop(tn::PlayerId id) {
    return command("The drop could not be taken back.",
                   [&](services::EventStore& store, db::RowId event) { store.undoDrop(event, id); });
}

bool TournamentPanel::keepApart(tn::PlayerId a, tn::PlayerId b, const wxString& reason) {
    return command("The players could not be kept apart.",
                   [&](services::EventStore& store, db::RowId event) { store.keepApart(event, a, b, toUtf8(reason)); });
}

void TournamentPanel::keepApartDialog() {
    if (!hasEvent() || stored_.event.players.size() < 2) return;
    wxArrayString names;
    for (const auto& p : stored_.event.players) names.Add(u8(p.name));
    const int first = wxGetSingleChoiceIndex("Keep apart: the first player", "Keep apart", names,
                                             static_cast<int>(std::max(0L, selectedPlayerRow())), this);
    if (first < 0) return;
    const int second = wxGetSingleChoiceIndex("Who must " + names[first] + " not meet?", "Keep apart", names, 0, this);
    if (second < 0 || second == first) return;
    const wxString reason = wxGetTextFromUser("Why (for the notes; may be empty)", "Keep apart", "", this);
    keepApart(stored_.event.players[static_cast<std::size_t>(first)].id,
              stored_.event.players[static_cast<std::size_t>(second)].id, reason);
}

std::optional<tn::PlayerId> TournamentPanel::playerId(const wxString& name) const {
    for (const auto& p : stored_.event.players) {
        if (u8(p.name) == name) return p.id;
    }
    return std::nullopt;
}

void TournamentPanel::selectPlayerRow(long row) {
    players_->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                           wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    players_->EnsureVisible(row);
}

void TournamentPanel::onPlayerActivated(wxListEvent& event) {
    const long row = event.GetIndex();
    const auto lines = findingsOfRow(row);
    if (lines.empty()) {
        editDialog();
        return;
    }
    showLines(this, "Roster check", playerRowText(row, 0) + ": " + playerRowText(row, 2), lines);
}

// ---- rounds ----

bool TournamentPanel::pairNextRound() {
    if (!hasEvent()) return false;
    // The roster policy (services/RosterPolicy.h): illegal rosters in the round need a go-ahead.
    const int next = stored_.event.nextRoundNumber();
    const auto illegal = services::illegalRostersInRound(
        stored_.event, next, context_.catalog(), [this](const domain::Roster& roster) { return checkRoster(roster); });
    if (!illegal.empty() && ask(u8(services::pairingQuestion(illegal, next)), {"Pair anyway"}, true) != 0) {
        return false;
    }
    wxBusyCursor busy;
    tn::PairOptions options;
    if (stored_.event.plannedRoundsPaired()) {
        const int planned = stored_.event.settings.swissRounds;
        std::vector<wxString> answers;
        if (stored_.event.settings.topCut > 0) {
            answers.push_back(wxString::Format("Pair the top %d", stored_.event.settings.topCut));
        }
        answers.push_back("Pair an extra Swiss round");
        const int answer = ask(wxString::Format("All %d planned Swiss rounds are paired.", planned), answers);
        if (answer < 0) return false;
        if (stored_.event.settings.topCut > 0 && answer == 0) return pairTopCut();
        options.extraRound = true;
    }
    const bool ok = command("The next round could not be paired.", [&](services::EventStore& store, db::RowId event) {
        shownRound_ = store.pairNextRound(event, options);
    });
    if (ok) {
        shownRound_ = static_cast<int>(stored_.event.rounds.size());
        refresh();
    }
    return ok;
}

bool TournamentPanel::pairTopCut() {
    const bool ok = command("The top cut could not be paired.",
                            [&](services::EventStore& store, db::RowId event) { store.pairTopCut(event); });
    if (ok) {
        shownRound_ = static_cast<int>(stored_.event.rounds.size());
        refresh();
    }
    return ok;
}

bool TournamentPanel::repairLastRound(bool discardResults, std::optional<tn::PlayerId> byeTo) {
    if (!hasEvent() || stored_.event.rounds.empty()) return false;
    tn::PairOptions options;
    options.discardResults = discardResults;
    options.byeTo = byeTo;
    if (discardResults) {
        const auto& last = stored_.event.rounds.back();
        const auto played = std::count_if(last.pairings.begin(), last.pairings.end(),
                                          [](const tn::Pairing& p) { return p.result.has_value(); });
        if (played > 0 &&
            ask(wxString::Format("%ld game(s) of round %d have a result. A game that comes out differently loses "
                                 "its result (it stays in the history). Go on?",
                                 static_cast<long>(played), last.number),
                {"Pair every game again"}) != 0) {
            return false;
        }
    }
    tn::ChangeReport report;
    const bool ok = command("The round could not be paired again.", [&](services::EventStore& store, db::RowId event) {
        report = store.repairLastRound(event, options);
    });
    if (ok) {
        shownRound_ = static_cast<int>(stored_.event.rounds.size());
        refresh();
        showReport(report);
    }
    return ok;
}

bool TournamentPanel::swapPlayers(tn::PlayerId first, tn::PlayerId second) {
    if (!hasEvent() || stored_.event.rounds.empty()) return false;
    // A swap that would discard a result or a log asks first.
    bool discard = false;
    const auto& last = stored_.event.rounds.back();
    for (tn::PlayerId id : {first, second}) {
        const auto* p = last.pairingOf(id);
        if (p != nullptr && (p->result || !p->logs.empty())) discard = true;
    }
    if (discard && ask("A game of this swap has a result or a match log. Swapping discards them (they stay in the "
                       "history). Swap anyway?",
                       {"Swap and discard"}) != 0) {
        return false;
    }
    tn::ChangeReport report;
    const bool ok = command("The players could not be swapped.", [&](services::EventStore& store, db::RowId event) {
        report = store.swapPlayers(event, first, second, discard);
    });
    if (ok) showReport(report);
    return ok;
}

void TournamentPanel::swapDialog() {
    if (!hasEvent() || stored_.event.rounds.empty()) return;
    const auto& last = stored_.event.rounds.back();
    std::vector<tn::PlayerId> ids;
    wxArrayString names;
    for (const auto& p : last.pairings) {
        for (auto id : {std::optional<tn::PlayerId>(p.a), p.b}) {
            if (!id) continue;
            ids.push_back(*id);
            names.Add(playerName(*id) + (p.table ? wxString::Format(" (table %d)", *p.table) : wxString(" (bye)")));
        }
    }
    const int first = wxGetSingleChoiceIndex("Swap: the first player", "Swap players", names, 0, this);
    if (first < 0) return;
    const int second = wxGetSingleChoiceIndex("Swap " + names[first] + " with", "Swap players", names, 0, this);
    if (second < 0 || second == first) return;
    swapPlayers(ids[static_cast<std::size_t>(first)], ids[static_cast<std::size_t>(second)]);
}

bool TournamentPanel::setTable(long row, int table) {
    if (row < 0 || shownRound_ < 1) return false;
    const int round = shownRound_;
    tn::ChangeReport report;
    const bool ok = command("The table could not be changed.", [&](services::EventStore& store, db::RowId event) {
        report = store.setTable(event, round, static_cast<std::size_t>(row), table);
    });
    if (ok) showReport(report);
    return ok;
}

void TournamentPanel::setTableDialog() {
    const long row = selectedPairingRow();
    if (row < 0) return;
    const long table = wxGetNumberFromUser("Move the selected game to table (a game there takes its table):", "Table",
                                           "Set table", 1, 1, 9999, this);
    if (table > 0) setTable(row, static_cast<int>(table));
}

bool TournamentPanel::togglePin(long row) {
    if (row < 0 || stored_.event.rounds.empty() || shownRound_ != static_cast<int>(stored_.event.rounds.size())) {
        return false;
    }
    const bool pinned = !stored_.event.rounds.back().pairings.at(static_cast<std::size_t>(row)).hasFlag("pinned");
    return command("The game could not be pinned.", [&](services::EventStore& store, db::RowId event) {
        store.setPinned(event, static_cast<std::size_t>(row), pinned);
    });
}

void TournamentPanel::adjustMenu() {
    if (!hasEvent() || stored_.event.rounds.empty()) return;
    enum { kSwap = 1, kTable, kPin, kBye, kAgain };
    wxMenu menu;
    menu.Append(kSwap, "&Swap two players...");
    menu.Append(kTable, "Move the selected game to another &table...");
    const long row = selectedPairingRow();
    const auto& last = stored_.event.rounds.back();
    const bool pinned = row >= 0 && static_cast<std::size_t>(row) < last.pairings.size() &&
                        last.pairings[static_cast<std::size_t>(row)].hasFlag("pinned");
    menu.Append(kPin, pinned ? "Un&pin the selected game" : "&Pin the selected game (pairing again keeps it)");
    menu.Append(kBye, "Give the &bye to...");
    menu.AppendSeparator();
    menu.Append(kAgain, "Pair the round &again...");
    menu.Enable(kTable, row >= 0);
    menu.Enable(kPin, row >= 0);
    const int pick =
        GetPopupMenuSelectionFromUser(menu, adjustButton_->GetPosition() + wxPoint(0, adjustButton_->GetSize().y));
    switch (pick) {
        case kSwap:
            swapDialog();
            break;
        case kTable:
            setTableDialog();
            break;
        case kPin:
            togglePin(row);
            break;
        case kBye:
            byeDialog();
            break;
        case kAgain: {
            const int answer =
                ask("Pair the round again?\n\nGames with a result and pinned games stay as they are; "
                    "the others are paired anew.",
                    {"Pair the open games again", "Pair every game again (results may be discarded)"});
            if (answer >= 0) repairLastRound(answer == 1);
            break;
        }
        default:
            break;
    }
}

void TournamentPanel::byeDialog() {
    if (!hasEvent() || stored_.event.rounds.empty()) return;
    const auto active = stored_.event.activePlayers(stored_.event.rounds.back().number);
    wxArrayString names;
    for (auto id : active) names.Add(playerName(id));
    const int pick = wxGetSingleChoiceIndex(
        "Give the bye of this round to (the round is paired again around it; played and pinned games stay):", "Bye to",
        names, 0, this);
    if (pick >= 0) repairLastRound(false, active[static_cast<std::size_t>(pick)]);
}

bool TournamentPanel::enterResult(long row, int winnerSide, tn::Outcome outcome) {
    if (shownRound_ < 1 || shownRound_ > static_cast<int>(stored_.event.rounds.size())) return false;
    const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
    if (row < 0 || static_cast<std::size_t>(row) >= round.pairings.size()) return false;
    const tn::Pairing& pairing = round.pairings[static_cast<std::size_t>(row)];
    if (pairing.isBye()) return false;
    tn::Result result;
    if (winnerSide == 0) result.winner = pairing.a;
    if (winnerSide == 1) result.winner = pairing.b;
    result.outcome = winnerSide < 0 ? tn::Outcome::Draw : outcome;
    return enterResult(row, result);
}

bool TournamentPanel::enterResult(long row, const tn::Result& result) {
    if (shownRound_ < 1 || shownRound_ > static_cast<int>(stored_.event.rounds.size())) return false;
    const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
    if (row < 0 || static_cast<std::size_t>(row) >= round.pairings.size()) return false;
    const tn::Pairing& pairing = round.pairings[static_cast<std::size_t>(row)];
    if (pairing.isBye()) return false;
    const int number = shownRound_;
    const tn::PlayerId player = pairing.a;
    const tn::Pairing before = pairing;  // the command reloads the event
    const bool ok = command("The result could not be entered.", [&](services::EventStore& store, db::RowId event) {
        store.setResult(event, number, player, result);
    });
    if (ok) {
        if (before.result) {
            // A correction says what it changed, as `muster-cli event result` and the history do.
            const auto names = services::namesOf(stored_.event);
            lastReport_.push_back("Corrected " + u8(services::gameTitle(number, before, names)) + ": " +
                                  u8(services::resultChangeText(*before.result, result, names)));
            refreshPairings();
        }
        const long next = std::min<long>(row + 1, pairings_->GetItemCount() - 1);
        pairings_->SetItemState(next, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                                wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
        pairings_->EnsureVisible(next);
    }
    return ok;
}

bool TournamentPanel::asksTerrains() const {
    return tn::asksTerrains(stored_.event.settings);
}

bool TournamentPanel::asksHealth() const {
    return tn::asksHealth(stored_.event.settings);
}

void TournamentPanel::correctResult(long row) {
    if (shownRound_ < 1 || shownRound_ > static_cast<int>(stored_.event.rounds.size())) return;
    const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
    if (row < 0 || static_cast<std::size_t>(row) >= round.pairings.size()) return;
    const tn::Pairing& p = round.pairings[static_cast<std::size_t>(row)];
    if (p.isBye()) return;
    int side = 0;
    if (p.result) side = !p.result->winner ? -1 : (*p.result->winner == p.a ? 0 : 1);
    resultDialog(row, side, false);
}

void TournamentPanel::resultDialog(long row, int winnerSide, bool countsFirst) {
    if (shownRound_ < 1 || shownRound_ > static_cast<int>(stored_.event.rounds.size())) return;
    const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
    if (row < 0 || static_cast<std::size_t>(row) >= round.pairings.size()) return;
    const tn::Pairing pairing = round.pairings[static_cast<std::size_t>(row)];
    if (pairing.isBye()) return;
    ResultDialog dialog(this, playerName(pairing.a), playerName(*pairing.b), winnerSide, asksTerrains(), asksHealth(),
                        pairing.result, countsFirst);
    if (dialog.ShowModal() != wxID_OK) return;
    enterResult(row, dialog.result(pairing.a, *pairing.b));
}

void TournamentPanel::onPairingKey(wxKeyEvent& e) {
    const long row = selectedPairingRow();
    const int key = e.GetKeyCode();
    if (e.HasAnyModifiers()) {  // Alt+letter is a mnemonic, Ctrl+letter a menu shortcut
        e.Skip();
        return;
    }
    int side = 2;
    if (key == '1' || key == WXK_NUMPAD1 || key == 'A') side = 0;
    if (key == '2' || key == WXK_NUMPAD2 || key == 'B') side = 1;
    if (key == 'D' || key == '0' || key == WXK_NUMPAD0) side = -1;
    if (key == 'L' && row >= 0) {
        attachLogDialog();
        return;
    }
    if (key == 'R' && row >= 0) {
        recordGameDialog();
        return;
    }
    if (key == 'Y' && row >= 0) {
        acceptReport(row);
        return;
    }
    if (side == 2 || row < 0) {
        e.Skip();
        return;
    }
    resultDialog(row, side);
}

void TournamentPanel::attachLogDialog() {
    const long row = selectedPairingRow();
    if (row < 0 || shownRound_ < 1) return;
    wxFileDialog dialog(this, "Attach match log", wxEmptyString, wxEmptyString,
                        "Match logs (*.txt;*.log)|*.txt;*.log|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return;
    if (!attachLog(row, dialog.GetPath())) return;
    if (const auto* log = logOfRow(row)) {
        const std::string summary = stored_.logSummary(shownRound_, static_cast<std::size_t>(row));
        wxMessageBox("Match log: " + u8(summary) + "\n\n" + u8(log->message), "Match log",
                     wxOK | (summary == "verified" ? wxICON_INFORMATION : wxICON_WARNING), this);
    }
}

void TournamentPanel::recordGameDialog() {
    const long row = selectedPairingRow();
    if (row < 0 || shownRound_ < 1) return;
    wxFileDialog dialog(this, "Record the game into a new match log", wxEmptyString,
                        wxString::Format("round-%d-table-%ld.log", shownRound_, row + 1), "Match logs (*.log)|*.log",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return;
    recordGame(row, dialog.GetPath());
}

GameWindow* TournamentPanel::recordGame(long row, const wxString& path) {
    if (!hasEvent() || !needDatabase() || shownRound_ < 1 ||
        shownRound_ > static_cast<int>(stored_.event.rounds.size()))
        return nullptr;
    const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
    if (row < 0 || static_cast<std::size_t>(row) >= round.pairings.size() ||
        !round.pairings[static_cast<std::size_t>(row)].table)
        return nullptr;
    const services::EventTable table{stored_.id, shownRound_, *round.pairings[static_cast<std::size_t>(row)].table};
    std::string header;
    if (!guarded(this, "The game could not be started.",
                 [&] { header = services::tableHeader(*store_, context_.catalog(), table); }))
        return nullptr;
    auto* window = GameWindow::startFromHeader(this, context_, header, path);
    if (window == nullptr) return nullptr;
    window->onFinished = [this, table](GameWindow& game) {
        wxString message;
        command("The recorded game could not be stored.", [&](services::EventStore& store, db::RowId) {
            wxBusyCursor busy;
            message = GameWindow::tableStoredMessage(
                services::storeTableGame(store, context_.catalog(), table, game.recording().path()));
        });
        if (!message.empty()) game.showMessage(message);
    };
    return window;
}

bool TournamentPanel::attachLog(long row, const wxString& path) {
    if (!hasEvent() || !needDatabase() || shownRound_ < 1 || row < 0) return false;
    const int round = shownRound_;
    return command("The match log could not be attached.", [&](services::EventStore& store, db::RowId event) {
        wxBusyCursor busy;
        const auto checked = services::checkMatchLogFile(context_.catalog(), toUtf8(path));
        // The text and the verdict go into the database with the game (one transaction).
        store.attachLog(event, round, static_cast<std::size_t>(row), checked.text, checked.verdict, "muster");
    });
}

const services::StoredLog* TournamentPanel::logOfRow(long row) const {
    if (row < 0 || shownRound_ < 1) return nullptr;
    return stored_.logOf(shownRound_, static_cast<std::size_t>(row));
}

// ---- what the panel shows ----

wxString TournamentPanel::playerName(tn::PlayerId id) const {
    const auto* p = stored_.event.findPlayer(id);
    return p ? u8(p->name) : wxString::Format("#%lld", static_cast<long long>(id));
}

long TournamentPanel::selectedPlayerRow() const {
    return players_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
}

long TournamentPanel::selectedPairingRow() const {
    return pairings_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
}

std::optional<tn::PlayerId> TournamentPanel::selectedPlayer() const {
    const long row = selectedPlayerRow();
    if (row < 0 || static_cast<std::size_t>(row) >= stored_.event.players.size()) return std::nullopt;
    return stored_.event.players[static_cast<std::size_t>(row)].id;
}

void TournamentPanel::refreshSubmissions() {
    submissionNotes_.clear();
    if (!hasEvent() || context_.database() == nullptr) return;
    try {
        services::RosterSubmissions submissions(*context_.database(), context_.catalog(), context_.validator());
        for (const auto& s : submissions.list(stored_.id, services::RosterSubmissions::localNow())) {
            if (const std::string note = s.deskNote(); !note.empty()) submissionNotes_[s.player] = note;
        }
    } catch (const std::exception&) {
        // The lists' notes are extra; the desk works on without them.
    }
}

void TournamentPanel::refresh() {
    refreshSubmissions();
    if (hasEvent()) {
        const auto& s = stored_.event.settings;
        wxString plan = s.swissRounds > 0
                            ? wxString::Format("%d of %d Swiss rounds", stored_.event.swissRoundCount(), s.swissRounds)
                            : wxString::Format("%d rounds", stored_.event.swissRoundCount());
        if (s.topCut > 0) plan += wxString::Format(", top %d", s.topCut);
        title_->SetLabel(u8(s.name) + " - " + u8(s.eventFormat.empty() ? "open" : s.eventFormat) +
                         (s.forceSize > 0 ? wxString::Format(", %d points", s.forceSize) : wxString()) +
                         wxString::Format(", %zu players, ", stored_.event.players.size()) + plan + ", scoring " +
                         u8(s.scoring.name));
        if (stored_.event.rounds.empty() && !stored_.event.players.empty()) {
            const auto in = std::count_if(stored_.event.players.begin(), stored_.event.players.end(),
                                          [](const tn::Player& p) { return p.checkedIn && !p.dropped; });
            title_->SetLabel(title_->GetLabel() + wxString::Format("; %ld checked in", static_cast<long>(in)));
        }
    }
    roundChoice_->Clear();
    for (const auto& r : stored_.event.rounds) {
        roundChoice_->Append(r.kind == tn::RoundKind::TopCut ? wxString::Format("Round %d (top cut)", r.number)
                                                             : wxString::Format("Round %d", r.number));
    }
    if (shownRound_ > 0) roundChoice_->SetSelection(shownRound_ - 1);
    refreshPlayers();
    refreshPairings();
    refreshStandings();
    updateButtons();
    Layout();
}

void TournamentPanel::updateButtons() {
    for (auto* b : eventButtons_) b->Enable(hasEvent());
    const bool lastShown =
        hasEvent() && shownRound_ >= 1 && shownRound_ == static_cast<int>(stored_.event.rounds.size());
    for (auto* b : roundButtons_) b->Enable(lastShown);
    const auto id = selectedPlayer();
    dropButton_->SetLabel(id && stored_.event.player(*id).dropped ? "Un&do drop" : "&Drop...");
}

namespace {

// Columns as wide as their widest cell or their title, whichever is wider, with a small margin (the
// list's own autosize pads each column by a third as much again, which at 1280 pixels cost the standings
// their last tiebreakers).
void fitColumns(wxListCtrl* list) {
    const int margin = list->FromDIP(14);
    for (int c = 0; c < list->GetColumnCount(); ++c) {
        wxListItem column;
        column.SetMask(wxLIST_MASK_TEXT);
        list->GetColumn(c, column);
        int width = list->GetTextExtent(column.GetText()).x;
        for (long row = 0; row < list->GetItemCount(); ++row) {
            width = std::max(width, list->GetTextExtent(list->GetItemText(row, c)).x);
        }
        list->SetColumnWidth(c, width + margin);
    }
}

}  // namespace

void TournamentPanel::refreshPlayers() {
    const long selected = selectedPlayerRow();
    players_->Freeze();
    players_->DeleteAllItems();
    const int next = stored_.event.nextRoundNumber();
    for (std::size_t i = 0; i < stored_.event.players.size(); ++i) {
        const auto& p = stored_.event.players[i];
        const long row = static_cast<long>(i);
        players_->InsertItem(row, u8(p.name));
        players_->SetItem(row, 1, u8(p.club));
        const wxString verdict = rosterSummary(p);
        players_->SetItem(row, 2, verdict);
        wxString status;
        if (p.dropped) {
            status = p.droppedAfterRound && *p.droppedAfterRound > 0
                         ? wxString::Format("dropped after %d", *p.droppedAfterRound)
                         : wxString("dropped");
        } else if (p.joinedRound > 1 && next <= p.joinedRound) {
            status = wxString::Format("from round %d", p.joinedRound);
        } else if (p.joinedRound > 1) {
            status = wxString::Format("late (round %d)", p.joinedRound);
        } else if (stored_.event.rounds.empty()) {
            status = p.checkedIn ? "checked in" : "not checked in";
        } else {
            status = "playing";
        }
        players_->SetItem(row, 3, status);
        if (verdict.StartsWith("illegal") || verdict.StartsWith("unreadable")) players_->SetItemTextColour(row, *wxRED);
        if (p.dropped) players_->SetItemTextColour(row, wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    }
    fitColumns(players_);
    if (selected >= 0 && selected < players_->GetItemCount()) {
        players_->SetItemState(selected, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                               wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    }
    players_->Thaw();
}

void TournamentPanel::showRound(int round) {
    shownRound_ = round;
    refreshPairings();
    updateButtons();
}

wxString TournamentPanel::resultCell(const tn::Pairing& p) const {
    if (!p.result) return p.isBye() ? wxString() : wxString("-");
    // "A wins" names the side: the row's Player A and Player B columns say who (the line below the list
    // says it in full), so the column stays short enough to be read whole at 1280 pixels.
    wxString result = !p.result->winner ? wxString("draw")
                                        : wxString(*p.result->winner == p.a ? "A" : "B") + " wins (" +
                                              u8(tn::outcomeName(p.result->outcome)) + ")";
    if (p.result->deduction[0] > 0 || p.result->deduction[1] > 0) result += ", penalty";
    return result;
}

wxString TournamentPanel::missingCounts(const tn::Pairing& p) const {
    if (!p.result) return {};
    const bool terrains = asksTerrains() && !p.result->terrains;
    const bool health = asksHealth() && !p.result->health;
    if (terrains && health) return "no counts";
    if (terrains) return "no terrains";
    if (health) return "no health";
    return {};
}

void TournamentPanel::refreshPairings() {
    const long selected = selectedPairingRow();
    pairings_->Freeze();
    pairings_->DeleteAllItems();
    wxString notes;
    if (shownRound_ >= 1 && shownRound_ <= static_cast<int>(stored_.event.rounds.size())) {
        const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
        const tn::ScoreSheet before(stored_.event, shownRound_ - 1);
        const bool swiss = round.kind == tn::RoundKind::Swiss;
        auto withScore = [&](tn::PlayerId id) {
            return swiss ? playerName(id) + " (" + u8(tn::formatPoints(before.score(id))) + ")" : playerName(id);
        };
        int unknown = 0;
        for (std::size_t i = 0; i < round.pairings.size(); ++i) {
            const auto& p = round.pairings[i];
            const long row = static_cast<long>(i);
            pairings_->InsertItem(row, p.table ? wxString::Format("%d", *p.table) : wxString("bye"));
            pairings_->SetItem(row, 1, withScore(p.a));
            pairings_->SetItem(row, 2, p.b ? withScore(*p.b) : wxString("(bye)"));
            wxString result = resultCell(p);
            if (!p.result && !p.isBye()) {
                // A game without a result shows what its players reported on the event pages, in full under the
                // list (the column is narrow).
                if (const auto* reported = pages_->reportsOf(shownRound_, i);
                    reported != nullptr && !reported->summary.empty()) {
                    result = u8(reported->summary);
                    if (p.table) {
                        notes += wxString::Format("Table %d: ", *p.table) + u8(reported->summary) +
                                 (reported->state == services::ReportState::Agreed ? " (Y accepts)\n" : "\n");
                    }
                }
            }
            pairings_->SetItem(row, 3, result);
            // The log column says the verdict in a word; the selected game's line below has its message.
            const auto* log = stored_.logOf(shownRound_, i);
            const std::string logSummary = stored_.logSummary(shownRound_, i);
            const bool differs = logSummary.find("; result differs") != std::string::npos;
            pairings_->SetItem(row, 4,
                               log == nullptr ? wxString()
                               : differs      ? wxString("differs")
                                              : u8(log->summary()));
            wxString desk = flagsText(p);
            const wxString missing = missingCounts(p);
            if (!missing.empty()) {
                desk += (desk.empty() ? "" : ", ") + missing;
                ++unknown;
            }
            pairings_->SetItem(row, 5, desk);
            if (log != nullptr && logSummary != "verified") pairings_->SetItemTextColour(row, *wxRED);
            if (const auto* reported = pages_->reportsOf(shownRound_, i);
                reported != nullptr && reported->state == services::ReportState::Differ) {
                pairings_->SetItemTextColour(row, *wxRED);
            }
        }
        for (const auto& n : round.notes) notes += u8(n) + "\n";
        if (unknown > 0) {
            notes += wxString::Format(
                "%d game%s without terrains or health entered: stored as not known (the standings scale the "
                "players' other games; Enter on a game adds them).\n",
                unknown, unknown == 1 ? "" : "s");
        }
    }
    for (const auto& line : lastReport_) notes += line + "\n";
    setText(notes_, notes.Trim());
    fitColumns(pairings_);
    if (selected >= 0 && selected < pairings_->GetItemCount()) {
        pairings_->SetItemState(selected, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                                wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    }
    pairings_->Thaw();
    showGameInfo();
    wrapTexts();
}

void TournamentPanel::showGameInfo() {
    const long row = selectedPairingRow();
    wxString text;
    if (row >= 0 && shownRound_ >= 1 && shownRound_ <= static_cast<int>(stored_.event.rounds.size())) {
        const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
        if (static_cast<std::size_t>(row) < round.pairings.size()) {
            const tn::Pairing& p = round.pairings[static_cast<std::size_t>(row)];
            const auto names = services::namesOf(stored_.event);
            text = u8(services::gameTitle(shownRound_, p, names)) + ".";
            if (p.result) {
                text += " " + u8(services::resultText(*p.result, names, asksTerrains(), asksHealth())) + ".";
            } else if (!p.isBye()) {
                text += " No result yet.";
            }
            const std::string log = stored_.logSummary(shownRound_, static_cast<std::size_t>(row));
            if (!log.empty()) {
                text += " Match log: " + u8(log) + ".";
                if (const auto* stored = stored_.logOf(shownRound_, static_cast<std::size_t>(row));
                    stored != nullptr && !stored->message.empty() && stored->verdict != "verified") {
                    text += " " + u8(stored->message);
                }
            }
        }
    }
    setText(gameInfo_, text);
    gameInfo_->SetForegroundColour(text.Contains("result differs") || text.Contains("inconsistent")
                                       ? *wxRED
                                       : wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    wrapTexts();
}

void TournamentPanel::setText(wxStaticText* text, const wxString& label) {
    plainText_[text] = label;
    text->SetLabel(label);
}

wxString TournamentPanel::plainText(const wxStaticText* text) const {
    const auto it = plainText_.find(text);
    return it == plainText_.end() ? text->GetLabel() : it->second;
}

void TournamentPanel::wrapTexts() {
    // Texts as wide as their column, wrapped again from their plain text whenever it changes.
    const int width = std::max(pairings_->GetSize().x, FromDIP(300)) - FromDIP(8);
    for (auto* text : {gameInfo_, notes_, hint_}) {
        text->SetLabel(plainText(text));
        text->Wrap(width);
    }
    standingsNote_->SetLabel(plainText(standingsNote_));
    standingsNote_->Wrap(std::max(side_->GetClientSize().x, FromDIP(200)) - FromDIP(16));
    standingsNote_->GetParent()->Layout();
    Layout();
}

void TournamentPanel::refreshStandings() {
    standings_->Freeze();
    standings_->DeleteAllItems();
    const auto& tiebreakers = stored_.event.settings.tiebreakers;
    // #, player, points, record, then every tiebreaker of the event.
    while (standings_->GetColumnCount() > 4) standings_->DeleteColumn(standings_->GetColumnCount() - 1);
    for (auto t : tiebreakers) standings_->AppendColumn(u8(services::tiebreakerTitle(t)), wxLIST_FORMAT_RIGHT);
    wxString note;
    if (!stored_.event.players.empty()) {
        try {
            const int after = tn::Standings::defaultRound(stored_.event);
            wxString title = u8(tn::Standings::title(stored_.event, after));
            if (stored_.event.swissRoundCount() > after) title += wxString::Format(" (round %d in play)", after + 1);
            standingsTitle_->SetLabel(title);
            const auto rows = tn::Standings::compute(stored_.event, after);
            bool marked = false;
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const auto& r = rows[i];
                const long row = static_cast<long>(i);
                standings_->InsertItem(row, wxString::Format("%d", r.rank));
                standings_->SetItem(row, 1, u8(r.name) + (r.dropped ? " (dropped)" : ""));
                standings_->SetItem(row, 2, u8(tn::formatPoints(r.score)));
                standings_->SetItem(row, 3, u8(r.record()) + (r.byes > 0 ? "*" : ""));
                for (std::size_t k = 0; k < tiebreakers.size() && k < r.tiebreaks.size(); ++k) {
                    const std::string value = tn::formatTiebreak(r, k, tiebreakers[k]);
                    marked = marked || r.unknownGames(tiebreakers[k]) > 0;
                    standings_->SetItem(row, static_cast<int>(4 + k), u8(value));
                }
            }
            if (std::any_of(rows.begin(), rows.end(), [](const tn::StandingRow& r) { return r.byes > 0; })) {
                note += "*: the record counts a bye as a win. ";
            }
            if (marked) note += u8(tn::unknownMarkExplanation());
        } catch (const std::exception& e) {
            note = "Standings cannot be computed: " + plainMessage(e);
        }
    } else {
        standingsTitle_->SetLabel("Standings");
    }
    setText(standingsNote_, note.Trim());
    fitColumns(standings_);
    standings_->Thaw();
}

long TournamentPanel::pairingRowCount() const {
    return pairings_->GetItemCount();
}
wxString TournamentPanel::pairingRowText(long row, int column) const {
    return pairings_->GetItemText(row, column);
}
long TournamentPanel::standingsRowCount() const {
    return standings_->GetItemCount();
}
wxString TournamentPanel::standingsRowText(long row, int column) const {
    return standings_->GetItemText(row, column);
}
wxString TournamentPanel::standingsTitle() const {
    return standingsTitle_->GetLabel();
}
long TournamentPanel::playerRowCount() const {
    return players_->GetItemCount();
}
wxString TournamentPanel::playerRowText(long row, int column) const {
    return players_->GetItemText(row, column);
}
wxString TournamentPanel::notesText() const {
    return plainText(notes_);
}
wxString TournamentPanel::gameInfoText() const {
    return plainText(gameInfo_);
}
wxString TournamentPanel::standingsNoteText() const {
    return plainText(standingsNote_);
}
int TournamentPanel::standingsColumnCount() const {
    return standings_->GetColumnCount();
}
void TournamentPanel::showSidePage(int page) {
    side_->SetSelection(static_cast<std::size_t>(page));
}

void TournamentPanel::focusSearch() {
    players_->SetFocus();
}

void TournamentPanel::print() {
    if (!hasEvent()) return;
    if (stored_.event.rounds.empty()) {
        printStandings();
        return;
    }
    PdfPreviewDialog* dialog = nullptr;
    if (!guarded(this, "The round's sheets could not be made.", [&] { dialog = makeRoundPreview(); })) return;
    dialog->ShowModal();
    dialog->Destroy();
}

void TournamentPanel::printStandings() {
    if (!hasEvent()) return;
    PdfPreviewDialog* dialog = nullptr;
    if (!guarded(this, "The standings could not be made.", [&] {
            wxBusyCursor busy;
            const auto data = services::standingsData(stored_.event);
            dialog = new PdfPreviewDialog(this, u8(data.title) + ": " + u8(stored_.event.settings.name),
                                          reports::TournamentSheets::standings(data),
                                          u8(stored_.event.settings.name) + " standings.pdf");
        })) {
        return;
    }
    dialog->ShowModal();
    dialog->Destroy();
}

reports::RenderedPdf TournamentPanel::roundSheets() const {
    const int round = shownRound_ >= 1 ? shownRound_ : static_cast<int>(stored_.event.rounds.size());
    auto data = services::roundSheetsData(stored_.event, round);
    // The pages' address and the players' codes on the slips, as the single sheets have them.
    pages_->addToSheets(stored_, stored_.event.rounds[static_cast<std::size_t>(round - 1)], data.pairings);
    return reports::TournamentSheets::round(data.pairings, data.standings);
}

PdfPreviewDialog* TournamentPanel::makeRoundPreview() {
    wxBusyCursor busy;
    const int round = shownRound_ >= 1 ? shownRound_ : static_cast<int>(stored_.event.rounds.size());
    return new PdfPreviewDialog(this,
                                wxString::Format("Round %d: pairings, result slips and standings", round) + " - " +
                                    u8(stored_.event.settings.name),
                                roundSheets(),
                                u8(stored_.event.settings.name) + wxString::Format(" round %d.pdf", round));
}

bool TournamentPanel::writeSheet(int which, const wxString& path, bool openViewer) {
    const wxString base = u8(stored_.event.settings.name);
    const wxString names[] = {"pairings", "slips", "standings", "round"};
    return printPdf(
        this, base + " " + names[which] + ".pdf",
        [&]() -> reports::RenderedPdf {
            // The sheets' data comes from services/PrintData.h, as for `muster-cli print`.
            if (which == 2) return reports::TournamentSheets::standings(services::standingsData(stored_.event));
            if (shownRound_ < 1) throw std::runtime_error("No round has been paired yet.");
            if (which == 3) return roundSheets();
            const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
            auto data = services::pairingsData(stored_.event, round);
            pages_->addToSheets(stored_, round, data);  // the pages' address and the players' codes
            return which == 0 ? reports::TournamentSheets::pairings(data)
                              : reports::TournamentSheets::resultSlips(data);
        },
        path, openViewer);
}

bool TournamentPanel::acceptReport(long row) {
    if (row < 0 || shownRound_ < 1) return false;
    const int round = shownRound_;
    return command("The reported result could not be accepted.", [&](services::EventStore&, db::RowId event) {
        pages_->accept(event, round, static_cast<std::size_t>(row));
    });
}

void TournamentPanel::pagesDialog() {
    if (!hasEvent() || !needDatabase()) return;
    PagesDialog dialog(this, *pages_, stored_, [this](const tn::EventSettings& s) { return updateSettings(s); });
    dialog.ShowModal();
    refresh();
}

}  // namespace muster::gui
