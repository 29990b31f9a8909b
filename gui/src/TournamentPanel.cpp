#include "muster/gui/TournamentPanel.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/numdlg.h>
#include <wx/sizer.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>
#include <wx/utils.h>

#include <algorithm>
#include <set>
#include <stdexcept>

#include "muster/domain/RosterIO.h"
#include "muster/gui/UiSupport.h"
#include "muster/reports/TournamentSheets.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/services/EventFiles.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/PrintData.h"
#include "muster/services/Registration.h"
#include "muster/services/RosterFile.h"
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
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto* newButton = button(this, top, "&New event...");
    auto* openButton = button(this, top, "&Open event...");
    auto* importButton = button(this, top, "&Import event file...");
    auto* exportButton = button(this, top, "E&xport event file...", "The event with its results and match logs");
    auto* settingsButton = button(this, top, "&Settings...", "Scoring, tiebreakers, rounds, top cut");
    auto* printButton = new wxButton(this, wxID_PRINT, "&Print...");
    printButton->SetToolTip("Pairings by table and by name, result slips, standings");
    printButton->SetFont(printButton->GetFont().Bold());
    top->Add(printButton, 0, wxRIGHT | wxBOTTOM, FromDIP(12));
    sizer->Add(top, 0, wxEXPAND | wxLEFT | wxRIGHT | wxTOP, FromDIP(6));
    title_ = new wxStaticText(this, wxID_ANY,
                              "No event open. Create one, open one from the database or import an event file.");
    title_->SetFont(title_->GetFont().Bold().Larger());
    sizer->Add(title_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    eventButtons_ = {exportButton, settingsButton, printButton};

    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    // Players.
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(heading(this, "Players"), 0, wxBOTTOM, FromDIP(2));
    players_ = makeList(this, {{"Player", 110}, {"Club", 60}, {"Roster", 110}, {"Status", 110}});
    left->Add(players_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    auto* playerRow1 = new wxBoxSizer(wxHORIZONTAL);
    auto* registerButton = button(this, playerRow1, "&Register...", "One form: name, club, roster, rank, table");
    auto* csvButton = button(this, playerRow1, "Import &CSV...", "A list of players: name, club, rank, table, roster");
    auto* editButton = button(this, playerRow1, "&Edit...");
    auto* findingsButton = button(this, playerRow1, "&Findings...", "What the roster check found");
    auto* playerRow2 = new wxBoxSizer(wxHORIZONTAL);
    auto* checkInButton = button(this, playerRow2, "Check &in", "Present at the venue (or not, pressed again)");
    auto* dropButton = button(this, playerRow2, "&Drop...");
    auto* undoDropButton = button(this, playerRow2, "&Undo drop");
    auto* apartButton = button(this, playerRow2, "&Keep apart...", "Two players who must not meet (family, one car)");
    left->Add(playerRow1);
    left->Add(playerRow2);
    columns->Add(left, 3, wxEXPAND | wxRIGHT, FromDIP(8));
    eventButtons_.insert(eventButtons_.end(), {registerButton, csvButton, editButton, findingsButton, checkInButton,
                                               dropButton, undoDropButton, apartButton});

    // Rounds.
    auto* middle = new wxBoxSizer(wxVERTICAL);
    auto* roundRow = new wxBoxSizer(wxHORIZONTAL);
    roundRow->Add(heading(this, "Round"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    roundChoice_ = new wxChoice(this, wxID_ANY);
    roundRow->Add(roundChoice_, 0, wxRIGHT | wxBOTTOM, FromDIP(8));
    auto* pairButton = button(this, roundRow, "&Pair next round");
    auto* cutButton = button(this, roundRow, "&Top cut", "Pair the next round of the top cut");
    middle->Add(roundRow);
    auto* editRow = new wxBoxSizer(wxHORIZONTAL);
    auto* swapButton = button(this, editRow, "S&wap...", "Swap two players between their games");
    auto* tableButton = button(this, editRow, "T&able...", "Move the selected game to another table");
    auto* pinButton = button(this, editRow, "Pi&n", "Pin the selected game: pairing again keeps it");
    auto* byeButton = button(this, editRow, "&Bye to...", "Give the bye to a player of your choice");
    auto* repairButton = button(this, editRow, "Pair a&gain...", "Pair the round again; played and pinned games stay");
    auto* logButton = button(this, editRow, "Attach &log...");
    middle->Add(editRow);
    eventButtons_.insert(eventButtons_.end(), {pairButton, cutButton});
    roundButtons_ = {swapButton, tableButton, pinButton, byeButton, repairButton, logButton};
    pairings_ = makeList(
        this, {{"Table", 45}, {"Player A", 120}, {"Player B", 120}, {"Result", 140}, {"Log", 70}, {"Desk notes", 90}});
    middle->Add(pairings_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    auto* hint = new wxStaticText(this, wxID_ANY,
                                  "Results: select a table, press 1 (A wins), 2 (B wins) or D (draw), then the win "
                                  "type: C capture, E elimination, T time, O concession, N no-show, G game loss. "
                                  "L attaches a match log.");
    hint->Wrap(FromDIP(560));
    middle->Add(hint, 0, wxBOTTOM, FromDIP(2));
    notes_ = new wxStaticText(this, wxID_ANY, "");
    middle->Add(notes_, 0, wxEXPAND);
    columns->Add(middle, 4, wxEXPAND | wxRIGHT, FromDIP(8));

    // Standings.
    auto* right = new wxBoxSizer(wxVERTICAL);
    standingsTitle_ = new wxStaticText(this, wxID_ANY, "Standings");
    standingsTitle_->SetFont(standingsTitle_->GetFont().Bold());
    right->Add(standingsTitle_, 0, wxBOTTOM | wxEXPAND, FromDIP(2));
    standings_ = makeList(this, {{"#", 30}, {"Player", 100}, {"Pts", 38}, {"W-D-L", 52}, {"", 62}, {"", 50}});
    right->Add(standings_, 1, wxEXPAND);
    columns->Add(right, 3, wxEXPAND);
    columns->SetMinSize(FromDIP(wxSize(-1, 300)));
    sizer->Add(columns, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    SetSizer(sizer);

    newButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { newEventDialog(); });
    openButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { openEventDialog(); });
    importButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { importDialog(); });
    exportButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { exportDialog(); });
    settingsButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { settingsDialog(); });
    printButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { print(); });
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
    checkInButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (const auto id = selectedPlayer()) checkIn(*id, !stored_.event.player(*id).checkedIn);
    });
    dropButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (const auto id = selectedPlayer()) dropPlayer(*id);
    });
    undoDropButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (const auto id = selectedPlayer()) undoDrop(*id);
    });
    apartButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { keepApartDialog(); });
    pairButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pairNextRound(); });
    cutButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pairTopCut(); });
    swapButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { swapDialog(); });
    tableButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { setTableDialog(); });
    pinButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { togglePin(selectedPairingRow()); });
    byeButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { byeDialog(); });
    repairButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const int answer =
            ask("Pair the round again?\n\nGames with a result and pinned games stay as they are; "
                "the others are paired anew.",
                {"Pair the open games again", "Pair every game again (results may be discarded)"});
        if (answer >= 0) repairLastRound(answer == 1);
    });
    logButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { attachLogDialog(); });
    roundChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { showRound(roundChoice_->GetSelection() + 1); });
    pairings_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) { onPairingKey(e); });
    pairings_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { updateButtons(); });
    players_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) { onPlayerActivated(e); });
    players_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { updateButtons(); });
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
    refresh();
}

bool TournamentPanel::needDatabase() {
    if (store_) return true;
    showError(this, "The tournament desk keeps its events in the database, which could not be opened.",
              std::runtime_error(context_.databaseError()));
    return false;
}

int TournamentPanel::ask(const wxString& question, const std::vector<wxString>& answers) {
    if (asker_) return asker_(question, answers);
    if (answers.size() == 1) {
        wxMessageDialog box(this, question, "Tournament desk", wxOK | wxCANCEL | wxICON_QUESTION);
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
            check = checkRoster(*registration.roster).stored;
        }
        store.repository().database().write("registering a player", [&] {
            id = store.addPlayer(event, player, std::nullopt, check);
            if (registration.checkedIn) store.setCheckedIn(event, id, true);
        });
    });
    if (ok) {
        if (const auto* player = stored_.event.findPlayer(id)) verdict = rosterSummary(*player);
    }
    return verdict;
}

void TournamentPanel::registerDialog() {
    if (!hasEvent()) return;
    std::vector<std::string> saved;
    for (const auto& r : services::savedRosters(*context_.database())) saved.push_back(r.name);
    auto loadSaved = [this](const std::string& name) {
        const auto json = services::savedRosterJson(*context_.database(), name);
        if (!json) throw std::runtime_error("no saved roster \"" + name + "\"");
        return domain::RosterIO::parseJson(*json, context_.catalog(), name);
    };
    auto check = [this](const domain::Roster& roster) { return checkRosterSummary(roster); };
    RegistrationDialog dialog(this, context_, clubs(), saved, loadSaved, check, std::nullopt, rosterFileLoader());
    while (dialog.ShowModal() == wxID_OK) {
        const Registration r = dialog.registration();
        if (r.name.empty()) {
            wxMessageBox("The player needs a name.", "Register player", wxOK | wxICON_INFORMATION, this);
            continue;
        }
        if (!dialog.rosterProblem().empty()) {
            wxMessageBox("The roster cannot be read: " + dialog.rosterProblem(), "Register player",
                         wxOK | wxICON_WARNING, this);
            continue;
        }
        const wxString verdict = registerPlayer(r);
        if (!verdict.empty() && !verdict.StartsWith("legal") && verdict != "no roster") {
            wxMessageBox(u8(r.name) + " is registered.\n\nRoster check: " + verdict +
                             "\n\nThe findings open from the player list (Findings...).",
                         "Register player", wxOK | wxICON_WARNING, this);
        }
        return;
    }
}

int TournamentPanel::importPlayersCsv(const wxString& path) {
    if (!hasEvent() || !needDatabase()) return -1;
    int count = 0;
    const bool ok = command("The player list could not be imported.", [&](services::EventStore& store,
                                                                          db::RowId event) {
        const auto rows = services::readPlayerCsv(toUtf8(path));
        // The whole list or nothing: one transaction, one audit row per player.
        store.repository().database().write("importing a player list", [&] {
            for (const auto& row : rows) {
                tn::Player player;
                player.name = row.name;
                player.club = row.club;
                player.rank = row.rank;
                player.fixedTable = row.table;
                services::RosterCheck check;
                if (!row.roster.empty()) {
                    const domain::Roster roster =
                        services::readRosterFileForEvent(row.roster, context_.catalog(), stored_.event.settings).roster;
                    player.roster = nlohmann::json::parse(domain::RosterIO::toJson(roster));
                    check = checkRoster(roster).stored;
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
                check = checkRoster(*registration.roster).stored;
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
    if (!id) return;
    std::vector<std::string> saved;
    for (const auto& r : services::savedRosters(*context_.database())) saved.push_back(r.name);
    auto loadSaved = [this](const std::string& name) {
        const auto json = services::savedRosterJson(*context_.database(), name);
        if (!json) throw std::runtime_error("no saved roster \"" + name + "\"");
        return domain::RosterIO::parseJson(*json, context_.catalog(), name);
    };
    auto check = [this](const domain::Roster& roster) { return checkRosterSummary(roster); };
    RegistrationDialog dialog(this, context_, clubs(), saved, loadSaved, check, stored_.event.player(*id),
                              rosterFileLoader());
    if (dialog.ShowModal() != wxID_OK) return;
    const Registration r = dialog.registration();
    if (r.name.empty()) return;
    editPlayer(*id, r);
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
    const bool ok = command("The result could not be entered.", [&](services::EventStore& store, db::RowId event) {
        store.setResult(event, number, player, result);
    });
    if (ok) {
        const long next = std::min<long>(row + 1, pairings_->GetItemCount() - 1);
        pairings_->SetItemState(next, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                                wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
        pairings_->EnsureVisible(next);
    }
    return ok;
}

bool TournamentPanel::asksTerrains() const {
    const auto& t = stored_.event.settings.tiebreakers;
    return std::find(t.begin(), t.end(), tn::Tiebreaker::TerrainsCaptured) != t.end();
}

bool TournamentPanel::asksHealth() const {
    const auto& t = stored_.event.settings.tiebreakers;
    return std::find(t.begin(), t.end(), tn::Tiebreaker::HealthKilled) != t.end();
}

void TournamentPanel::resultDialog(long row, int winnerSide) {
    if (shownRound_ < 1 || shownRound_ > static_cast<int>(stored_.event.rounds.size())) return;
    const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
    if (row < 0 || static_cast<std::size_t>(row) >= round.pairings.size()) return;
    const tn::Pairing pairing = round.pairings[static_cast<std::size_t>(row)];
    if (pairing.isBye()) return;
    ResultDialog dialog(this, playerName(pairing.a), playerName(*pairing.b), winnerSide, asksTerrains(), asksHealth(),
                        pairing.result);
    if (dialog.ShowModal() != wxID_OK) return;
    enterResult(row, dialog.result(pairing.a, *pairing.b));
}

void TournamentPanel::onPairingKey(wxKeyEvent& e) {
    const long row = selectedPairingRow();
    const int key = e.GetKeyCode();
    int side = 2;
    if (key == '1' || key == WXK_NUMPAD1 || key == 'A') side = 0;
    if (key == '2' || key == WXK_NUMPAD2 || key == 'B') side = 1;
    if (key == 'D' || key == '0' || key == WXK_NUMPAD0) side = -1;
    if (key == 'L' && row >= 0) {
        attachLogDialog();
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
}

void TournamentPanel::refreshPlayers() {
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
            status = p.checkedIn ? "checked in" : "registered";
        } else {
            status = "playing";
        }
        players_->SetItem(row, 3, status);
        if (verdict.StartsWith("illegal") || verdict.StartsWith("unreadable")) players_->SetItemTextColour(row, *wxRED);
        if (p.dropped) players_->SetItemTextColour(row, wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    }
    players_->Thaw();
}

void TournamentPanel::showRound(int round) {
    shownRound_ = round;
    refreshPairings();
    updateButtons();
}

void TournamentPanel::refreshPairings() {
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
        for (std::size_t i = 0; i < round.pairings.size(); ++i) {
            const auto& p = round.pairings[i];
            const long row = static_cast<long>(i);
            pairings_->InsertItem(row, p.table ? wxString::Format("%d", *p.table) : wxString("bye"));
            pairings_->SetItem(row, 1, withScore(p.a));
            pairings_->SetItem(row, 2, p.b ? withScore(*p.b) : wxString("(bye)"));
            wxString result;
            if (p.result) {
                if (!p.result->winner) {
                    result = "draw";
                } else {
                    result = playerName(*p.result->winner) + " wins (" + u8(tn::outcomeName(p.result->outcome)) + ")";
                }
                if (p.result->deduction[0] > 0 || p.result->deduction[1] > 0) result += ", penalty";
            } else if (!p.isBye()) {
                result = "-";
            }
            pairings_->SetItem(row, 3, result);
            const auto* log = stored_.logOf(shownRound_, i);
            const std::string logSummary = stored_.logSummary(shownRound_, i);
            pairings_->SetItem(row, 4, u8(logSummary));
            pairings_->SetItem(row, 5, flagsText(p));
            if (log != nullptr && logSummary != "verified") pairings_->SetItemTextColour(row, *wxRED);
        }
        for (const auto& n : round.notes) notes += u8(n) + "\n";
    }
    for (const auto& line : lastReport_) notes += line + "\n";
    notes_->SetLabel(notes.Trim());
    notes_->Wrap(FromDIP(600));
    pairings_->Thaw();
    Layout();
}

void TournamentPanel::refreshStandings() {
    standings_->Freeze();
    standings_->DeleteAllItems();
    const auto& tiebreakers = stored_.event.settings.tiebreakers;
    for (int column = 4; column < 6; ++column) {
        wxListItem item;
        item.SetMask(wxLIST_MASK_TEXT);
        const std::size_t k = static_cast<std::size_t>(column - 4);
        item.SetText(k < tiebreakers.size() ? u8(services::tiebreakerTitle(tiebreakers[k])) : wxString());
        standings_->SetColumn(column, item);
    }
    if (!stored_.event.players.empty()) {
        try {
            const int after = tn::Standings::defaultRound(stored_.event);
            wxString title = u8(tn::Standings::title(stored_.event, after));
            if (stored_.event.swissRoundCount() > after) title += wxString::Format(" (round %d in play)", after + 1);
            standingsTitle_->SetLabel(title);
            const auto rows = tn::Standings::compute(stored_.event, after);
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const auto& r = rows[i];
                const long row = static_cast<long>(i);
                standings_->InsertItem(row, wxString::Format("%d", r.rank));
                standings_->SetItem(row, 1, u8(r.name) + (r.dropped ? " (dropped)" : ""));
                standings_->SetItem(row, 2, u8(tn::formatPoints(r.score)));
                standings_->SetItem(row, 3, u8(r.record()) + (r.byes > 0 ? "*" : ""));
                for (std::size_t k = 0; k < 2 && k < r.tiebreaks.size(); ++k) {
                    standings_->SetItem(row, static_cast<int>(4 + k),
                                        u8(tn::formatTiebreak(tiebreakers[k], r.tiebreaks[k])));
                }
            }
        } catch (const std::exception& e) {
            notes_->SetLabel("Standings cannot be computed: " + plainMessage(e));
        }
    } else {
        standingsTitle_->SetLabel("Standings");
    }
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
    return notes_->GetLabel();
}

void TournamentPanel::focusSearch() {
    players_->SetFocus();
}

void TournamentPanel::print() {
    if (!hasEvent()) return;
    const int after = tn::Standings::defaultRound(stored_.event);
    wxArrayString choices;
    if (shownRound_ >= 1) {
        choices.Add(wxString::Format("Pairings of round %d, by table and by name (for the wall)", shownRound_));
        choices.Add(wxString::Format("Result slips of round %d (one per table)", shownRound_));
    }
    choices.Add(u8(tn::Standings::title(stored_.event, after)));
    const int pick = wxGetSingleChoiceIndex("What to print?", "Print", choices, 0, this);
    if (pick < 0) return;
    writeSheet(shownRound_ >= 1 ? pick : 2, {}, true);
}

bool TournamentPanel::writeSheet(int which, const wxString& path, bool openViewer) {
    const wxString base = u8(stored_.event.settings.name);
    const wxString names[] = {"pairings", "slips", "standings"};
    return printPdf(
        this, base + " " + names[which] + ".pdf",
        [&]() -> reports::RenderedPdf {
            // The sheets' data comes from services/PrintData.h, as for `muster-cli print`.
            if (which == 2) return reports::TournamentSheets::standings(services::standingsData(stored_.event));
            if (shownRound_ < 1) throw std::runtime_error("No round has been paired yet.");
            const auto data =
                services::pairingsData(stored_.event, stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)]);
            return which == 0 ? reports::TournamentSheets::pairings(data)
                              : reports::TournamentSheets::resultSlips(data);
        },
        path, openViewer);
}

}  // namespace muster::gui
