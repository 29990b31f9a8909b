#include "muster/gui/TournamentPanel.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/dialog.h>
#include <wx/filedlg.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/splitter.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/textdlg.h>
#include <wx/utils.h>

#include <algorithm>
#include <stdexcept>

#include "muster/db/RosterRepository.h"
#include "muster/domain/RosterIO.h"
#include "muster/gui/UiSupport.h"
#include "muster/reports/TournamentSheets.h"
#include "muster/rules/ValidationReportJson.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/PrintData.h"

namespace muster::gui {

namespace tn = rules::tournament;

namespace {
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
}  // namespace

TournamentPanel::TournamentPanel(wxWindow* parent, AppContext& context) : wxPanel(parent, wxID_ANY), context_(context) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    auto* newButton = new wxButton(this, wxID_ANY, "&New event...");
    auto* openButton = new wxButton(this, wxID_ANY, "&Open event...");
    auto* importButton = new wxButton(this, wxID_ANY, "&Import event file...");
    auto* exportButton = new wxButton(this, wxID_ANY, "E&xport event file...");
    title_ = new wxStaticText(this, wxID_ANY,
                              "No event open. Create one, open one from the database or import an event file.");
    title_->SetFont(title_->GetFont().Bold().Larger());
    top->Add(newButton, 0, wxRIGHT, FromDIP(4));
    top->Add(openButton, 0, wxRIGHT, FromDIP(4));
    top->Add(importButton, 0, wxRIGHT, FromDIP(4));
    top->Add(exportButton, 0, wxRIGHT, FromDIP(12));
    top->Add(title_, 1, wxALIGN_CENTER_VERTICAL);
    sizer->Add(top, 0, wxEXPAND | wxALL, FromDIP(6));

    auto* columns = new wxBoxSizer(wxHORIZONTAL);
    // Players.
    auto* left = new wxBoxSizer(wxVERTICAL);
    left->Add(heading(this, "Players"), 0, wxBOTTOM, FromDIP(2));
    players_ = makeList(this, {{"Player", 150}, {"Club", 90}, {"Roster", 150}, {"Status", 80}});
    left->Add(players_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    auto* playerButtons = new wxBoxSizer(wxHORIZONTAL);
    auto* registerButton = new wxButton(this, wxID_ANY, "&Register player...");
    auto* dropButton = new wxButton(this, wxID_ANY, "&Drop player");
    playerButtons->Add(registerButton, 0, wxRIGHT, FromDIP(4));
    playerButtons->Add(dropButton);
    left->Add(playerButtons);
    columns->Add(left, 3, wxEXPAND | wxRIGHT, FromDIP(8));

    // Rounds.
    auto* middle = new wxBoxSizer(wxVERTICAL);
    auto* roundRow = new wxBoxSizer(wxHORIZONTAL);
    roundRow->Add(heading(this, "Round"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    roundChoice_ = new wxChoice(this, wxID_ANY);
    auto* pairButton = new wxButton(this, wxID_ANY, "&Pair next round");
    roundRow->Add(roundChoice_, 0, wxRIGHT, FromDIP(8));
    roundRow->Add(pairButton, 0, wxRIGHT, FromDIP(8));
    roundRow->Add(new wxStaticText(this, wxID_ANY, "Win by"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    outcomeChoice_ = new wxChoice(this, wxID_ANY);
    for (const auto& name : tn::outcomeNames()) {
        if (name != "draw") outcomeChoice_->Append(u8(name));
    }
    outcomeChoice_->SetSelection(0);
    roundRow->Add(outcomeChoice_);
    middle->Add(roundRow, 0, wxBOTTOM, FromDIP(4));
    pairings_ = makeList(this, {{"Table", 50}, {"Player A", 150}, {"Player B", 150}, {"Result", 170}, {"Log", 90}});
    middle->Add(pairings_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    auto* hint = new wxStaticText(this, wxID_ANY,
                                  "Results: select a table, press 1 (A wins), 2 (B wins) or D (draw); the next table "
                                  "is selected. L attaches a match log.");
    hint->Wrap(FromDIP(520));
    middle->Add(hint, 0, wxBOTTOM, FromDIP(2));
    notes_ = new wxStaticText(this, wxID_ANY, "");
    middle->Add(notes_, 0);
    columns->Add(middle, 4, wxEXPAND | wxRIGHT, FromDIP(8));

    // Standings.
    auto* right = new wxBoxSizer(wxVERTICAL);
    right->Add(heading(this, "Standings"), 0, wxBOTTOM, FromDIP(2));
    standings_ = makeList(this, {{"#", 28}, {"Player", 95}, {"Points", 50}, {"W-D-L", 55}});
    right->Add(standings_, 1, wxEXPAND);
    columns->Add(right, 3, wxEXPAND);
    sizer->Add(columns, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    SetSizer(sizer);

    newButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { newEventDialog(); });
    openButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { openEventDialog(); });
    importButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { importDialog(); });
    exportButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { exportDialog(); });
    registerButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { registerDialog(); });
    dropButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { dropSelectedPlayer(); });
    pairButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { pairNextRound(); });
    roundChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { showRound(roundChoice_->GetSelection() + 1); });
    pairings_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) { onPairingKey(e); });
    if (context_.database() != nullptr) {
        repository_ = std::make_unique<db::EventRepository>(*context_.database());
        store_ = std::make_unique<services::EventStore>(*repository_);
    } else {
        title_->SetLabel("The tournament desk needs the database, which could not be opened: " +
                         u8(context_.databaseError()));
    }
    refresh();
}

bool TournamentPanel::needDatabase() {
    if (store_) return true;
    showError(this, "The tournament desk keeps its events in the database, which could not be opened.",
              std::runtime_error(context_.databaseError()));
    return false;
}

void TournamentPanel::reload() {
    if (!hasEvent()) return;
    stored_ = store_->load(stored_.id);
    shownRound_ = std::min(shownRound_, static_cast<int>(stored_.event.rounds.size()));
}

bool TournamentPanel::act(const wxString& failure, const std::function<void(tn::Event&)>& change) {
    if (!hasEvent() || !needDatabase()) return false;
    const bool ok = guarded(this, failure, [&] {
        tn::Event changed = stored_.event;
        change(changed);
        store_->save(stored_, changed);  // one transaction
    });
    // Show what the database holds, whether the action went through or not.
    guarded(this, "The event could not be read back from the database.", [&] { reload(); });
    refresh();
    return ok;
}

void TournamentPanel::newEventDialog() {
    wxDialog dialog(this, wxID_ANY, "New event", wxDefaultPosition, wxDefaultSize,
                    wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER);
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1);
    auto* name = new wxTextCtrl(&dialog, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(260, -1)));
    auto* date = new wxTextCtrl(&dialog, wxID_ANY, wxDateTime::Today().FormatISODate());
    auto* format = new wxChoice(&dialog, wxID_ANY);
    for (const auto& f : context_.formatNames()) format->Append(u8(f));
    format->SetSelection(0);
    auto* force = new wxSpinCtrl(&dialog, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 500, 24);
    auto* rounds = new wxSpinCtrl(&dialog, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 20, 4);
    auto* scoring = new wxChoice(&dialog, wxID_ANY);
    for (const auto& s : tn::Scoring::presetNames()) scoring->Append(u8(s));
    scoring->SetSelection(0);
    auto* tiebreakers = new wxTextCtrl(&dialog, wxID_ANY, "");
    wxString defaultOrder;
    const tn::EventSettings defaults;
    for (auto t : defaults.tiebreakers) defaultOrder += (defaultOrder.empty() ? "" : ", ") + u8(tn::tiebreakerName(t));
    tiebreakers->SetValue(defaultOrder);
    const std::pair<const char*, wxWindow*> rows[] = {{"Event &name", name},
                                                      {"&Date", date},
                                                      {"&Format", format},
                                                      {"Force si&ze", force},
                                                      {"Swiss &rounds", rounds},
                                                      {"&Scoring", scoring},
                                                      {"&Tiebreakers, in order", tiebreakers}};
    for (const auto& [label, control] : rows) {
        grid->Add(new wxStaticText(&dialog, wxID_ANY, label), 0, wxALIGN_CENTER_VERTICAL);
        grid->Add(control, 1, wxEXPAND);
    }
    auto* outer = new wxBoxSizer(wxVERTICAL);
    outer->Add(grid, 1, wxEXPAND | wxALL, FromDIP(10));
    outer->Add(dialog.CreateStdDialogButtonSizer(wxOK | wxCANCEL), 0, wxEXPAND | wxALL, FromDIP(8));
    dialog.SetSizerAndFit(outer);
    name->SetFocus();
    if (dialog.ShowModal() != wxID_OK) return;

    tn::EventSettings settings;
    settings.name = toUtf8(name->GetValue().Strip(wxString::both));
    settings.date = toUtf8(date->GetValue());
    settings.eventFormat = toUtf8(format->GetStringSelection());
    settings.forceSize = force->GetValue();
    settings.swissRounds = rounds->GetValue();
    if (auto preset = tn::Scoring::preset(toUtf8(scoring->GetStringSelection()))) settings.scoring = *preset;
    settings.tiebreakers.clear();
    for (const auto& word : wxSplit(tiebreakers->GetValue(), ',')) {
        const auto parsed = tn::parseTiebreaker(toUtf8(word.Strip(wxString::both)));
        if (!parsed) {
            wxMessageBox(
                "\"" + word.Strip(wxString::both) + "\" is not a tiebreaker Muster knows. Known: " + defaultOrder,
                "New event", wxOK | wxICON_WARNING, this);
            return;
        }
        settings.tiebreakers.push_back(*parsed);
    }
    if (settings.name.empty()) settings.name = "Event";
    createEvent(settings);
}

bool TournamentPanel::createEvent(const tn::EventSettings& settings) {
    if (!needDatabase()) return false;
    db::RowId id = 0;
    const bool ok = guarded(this, "The event could not be created in the database.", [&] {
        tn::Event event;
        event.settings = settings;
        id = store_->create(event);
    });
    return ok && openEvent(id);
}

void TournamentPanel::openEventDialog() {
    if (!needDatabase()) return;
    std::vector<db::EventRecord> events;
    if (!guarded(this, "The events could not be listed.", [&] { events = repository_->events(); })) return;
    if (events.empty()) {
        wxMessageBox("The database holds no events yet. Create one with New event or import an event file.",
                     "Open event", wxOK | wxICON_INFORMATION, this);
        return;
    }
    wxArrayString names;
    for (const auto& e : events) {
        names.Add(wxString::Format("%lld  ", static_cast<long long>(e.id)) + u8(e.name) + "  " + u8(e.date) + "  (" +
                  u8(e.status) + ")");
    }
    const int pick = wxGetSingleChoiceIndex("Events in the database", "Open event", names, 0, this);
    if (pick >= 0) openEvent(events[static_cast<std::size_t>(pick)].id);
}

bool TournamentPanel::openEvent(db::RowId id) {
    if (!needDatabase()) return false;
    const bool ok = guarded(this, "The event could not be opened.", [&] {
        stored_ = store_->load(id);
        shownRound_ = static_cast<int>(stored_.event.rounds.size());
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
                            [&] { id = store_->create(tn::EventIO::readFile(toUtf8(path))); });
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
                   [&] { tn::EventIO::writeFile(stored_.event, toUtf8(path)); });
}

rules::ValidationReport TournamentPanel::checkRoster(const domain::Roster& roster) const {
    rules::ValidationOptions options;
    std::string problem;
    const auto format = context_.format(stored_.event.settings.eventFormat, &problem);
    options.format = format ? &*format : nullptr;
    if (const auto edition = rules::parseEdition(stored_.event.settings.edition)) options.edition = edition;
    auto report = context_.validator().validate(roster, options);
    if (!problem.empty()) {
        report.findings.push_back(
            rules::EventFormatLoader::unreadableFinding(stored_.event.settings.eventFormat, problem));
    }
    return report;
}

wxString TournamentPanel::rosterVerdict(const tn::Player& player) const {
    if (!player.roster) return "no roster";
    try {
        const domain::Roster roster =
            domain::RosterIO::parseJson(player.roster->dump(), context_.catalog(), player.name);
        const auto report = checkRoster(roster);
        if (report.legal()) return report.findings.empty() ? "legal" : "legal, with warnings";
        return wxString::Format("illegal: %d errors", report.errorCount());
    } catch (const std::exception& e) {
        return "unreadable: " + plainMessage(e);
    }
}

wxString TournamentPanel::registerPlayer(const wxString& name, const wxString& club,
                                         const std::optional<domain::Roster>& roster) {
    if (!hasEvent() || !needDatabase()) return {};
    wxString verdict;
    guarded(this, "The player could not be registered.", [&] {
        tn::Player player;
        player.name = toUtf8(name);
        player.club = toUtf8(club);
        services::RosterCheck check;
        if (roster) {
            player.roster = nlohmann::json::parse(domain::RosterIO::toJson(*roster));
            const auto report = checkRoster(*roster);
            check.verdict = report.legal() ? (report.findings.empty() ? "legal" : "warnings") : "illegal";
            check.detailsJson = rules::reportJson(report, roster->name).at("findings").dump();
        }
        const tn::PlayerId id = store_->addPlayer(stored_, player, std::nullopt, check);  // one transaction
        reload();
        verdict = rosterVerdict(stored_.event.player(id));
    });
    refresh();
    return verdict;
}

void TournamentPanel::registerDialog() {
    if (!hasEvent()) {
        wxMessageBox("Create or open an event first.", "Muster", wxOK | wxICON_INFORMATION, this);
        return;
    }
    const wxString name = wxGetTextFromUser("Player's name", "Register player", "", this).Strip(wxString::both);
    if (name.empty()) return;
    const wxString club = wxGetTextFromUser("Club (may be empty)", "Register player", "", this).Strip(wxString::both);
    wxArrayString sources;
    sources.Add("No roster yet");
    sources.Add("A roster file...");
    if (context_.database() != nullptr) sources.Add("A roster from the library...");
    const int source = wxGetSingleChoiceIndex("The player's roster", "Register player", sources, 1, this);
    if (source < 0) return;
    std::optional<domain::Roster> roster;
    const bool ok = guarded(this, "The roster could not be read.", [&] {
        if (source == 1) {
            wxFileDialog dialog(this, "Roster of " + name, wxEmptyString, wxEmptyString,
                                "Rosters (*.json;*.txt)|*.json;*.txt|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
            if (dialog.ShowModal() != wxID_OK) return;
            roster = domain::RosterIO::readFile(toUtf8(dialog.GetPath()), context_.catalog());
        } else if (source == 2) {
            db::RosterRepository rosters(*context_.database());
            const auto list = rosters.list();
            wxArrayString names;
            for (const auto& r : list) names.Add(u8(r.name) + " (" + u8(r.player) + ")");
            if (names.empty()) return;
            const int pick = wxGetSingleChoiceIndex("Saved rosters", "Register player", names, 0, this);
            if (pick < 0) return;
            if (const auto saved = rosters.find(list[static_cast<std::size_t>(pick)].name)) {
                roster = domain::RosterIO::parseJson(saved->content, context_.catalog(), saved->name);
            }
        }
    });
    if (!ok) return;
    const wxString verdict = registerPlayer(name, club, roster);
    if (!verdict.empty()) {
        wxMessageBox(
            name + " is registered.\n\nRoster check: " + verdict, "Register player",
            wxOK | (verdict.StartsWith("legal") || verdict == "no roster" ? wxICON_INFORMATION : wxICON_WARNING), this);
    }
}

bool TournamentPanel::dropSelectedPlayer() {
    const long row = players_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row < 0 || static_cast<std::size_t>(row) >= stored_.event.players.size()) return false;
    const tn::PlayerId id = stored_.event.players[static_cast<std::size_t>(row)].id;
    return act("The player could not be dropped.", [id](tn::Event& event) { event.dropPlayer(id); });
}

bool TournamentPanel::pairNextRound() {
    if (!hasEvent()) return false;
    wxBusyCursor busy;
    const bool ok =
        act("The next round could not be paired.", [](tn::Event& event) { tn::SwissPairer::addNextRound(event); });
    if (ok) {
        shownRound_ = static_cast<int>(stored_.event.rounds.size());
        refresh();
    }
    return ok;
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
    const int number = shownRound_;
    const tn::PlayerId player = pairing.a;
    return act("The result could not be entered.", [&](tn::Event& event) { event.setResult(number, player, result); });
}

void TournamentPanel::onPairingKey(wxKeyEvent& e) {
    const long row = pairings_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
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
    const auto outcome = tn::parseOutcome(toUtf8(outcomeChoice_->GetStringSelection())).value_or(tn::Outcome::Capture);
    if (enterResult(row, side, outcome)) {
        const long next = std::min<long>(row + 1, pairings_->GetItemCount() - 1);
        pairings_->SetItemState(next, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                                wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
        pairings_->EnsureVisible(next);
    }
}

void TournamentPanel::attachLogDialog() {
    const long row = pairings_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
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
    const bool ok = guarded(this, "The match log could not be attached.", [&] {
        wxBusyCursor busy;
        const auto checked = services::checkMatchLogFile(context_.catalog(), toUtf8(path));
        // The text and the verdict go into the database with the game (one transaction).
        store_->attachLog(stored_, round, static_cast<std::size_t>(row), checked.text, checked.verdict, "muster");
        reload();
    });
    refresh();
    return ok;
}

const services::StoredLog* TournamentPanel::logOfRow(long row) const {
    if (row < 0 || shownRound_ < 1) return nullptr;
    return stored_.logOf(shownRound_, static_cast<std::size_t>(row));
}

wxString TournamentPanel::playerName(tn::PlayerId id) const {
    const auto* p = stored_.event.findPlayer(id);
    return p ? u8(p->name) : wxString::Format("#%lld", static_cast<long long>(id));
}

void TournamentPanel::refresh() {
    if (hasEvent()) {
        title_->SetLabel(u8(stored_.event.settings.name) + " - " + u8(stored_.event.settings.eventFormat) +
                         wxString::Format(", %d points, %zu player%s, %zu round%s", stored_.event.settings.forceSize,
                                          stored_.event.players.size(), stored_.event.players.size() == 1 ? "" : "s",
                                          stored_.event.rounds.size(), stored_.event.rounds.size() == 1 ? "" : "s"));
    }
    roundChoice_->Clear();
    for (const auto& r : stored_.event.rounds) roundChoice_->Append(wxString::Format("Round %d", r.number));
    if (shownRound_ > 0) roundChoice_->SetSelection(shownRound_ - 1);
    refreshPlayers();
    refreshPairings();
    refreshStandings();
    Layout();
}

void TournamentPanel::refreshPlayers() {
    players_->Freeze();
    players_->DeleteAllItems();
    for (std::size_t i = 0; i < stored_.event.players.size(); ++i) {
        const auto& p = stored_.event.players[i];
        const long row = static_cast<long>(i);
        players_->InsertItem(row, u8(p.name));
        players_->SetItem(row, 1, u8(p.club));
        const wxString verdict = rosterVerdict(p);
        players_->SetItem(row, 2, verdict);
        players_->SetItem(
            row, 3,
            p.dropped ? "dropped" : (p.joinedRound > 1 ? wxString::Format("from round %d", p.joinedRound) : "playing"));
        if (verdict.StartsWith("illegal") || verdict.StartsWith("unreadable")) players_->SetItemTextColour(row, *wxRED);
    }
    players_->Thaw();
}

void TournamentPanel::showRound(int round) {
    shownRound_ = round;
    refreshPairings();
}

void TournamentPanel::refreshPairings() {
    pairings_->Freeze();
    pairings_->DeleteAllItems();
    notes_->SetLabel("");
    if (shownRound_ >= 1 && shownRound_ <= static_cast<int>(stored_.event.rounds.size())) {
        const auto& round = stored_.event.rounds[static_cast<std::size_t>(shownRound_ - 1)];
        for (std::size_t i = 0; i < round.pairings.size(); ++i) {
            const auto& p = round.pairings[i];
            const long row = static_cast<long>(i);
            pairings_->InsertItem(row, p.table ? wxString::Format("%d", *p.table) : wxString("bye"));
            pairings_->SetItem(row, 1, playerName(p.a));
            pairings_->SetItem(row, 2, p.b ? playerName(*p.b) : wxString("(bye)"));
            wxString result;
            if (p.result) {
                if (!p.result->winner)
                    result = "draw";
                else
                    result = playerName(*p.result->winner) + " wins (" + u8(tn::outcomeName(p.result->outcome)) + ")";
            } else if (!p.isBye()) {
                result = "-";
            }
            pairings_->SetItem(row, 3, result);
            const auto* log = stored_.logOf(shownRound_, i);
            const std::string logSummary = stored_.logSummary(shownRound_, i);
            pairings_->SetItem(row, 4, u8(logSummary));
            if (log != nullptr && logSummary != "verified") pairings_->SetItemTextColour(row, *wxRED);
        }
        wxString notes;
        for (const auto& n : round.notes) notes += u8(n) + "\n";
        notes_->SetLabel(notes.Trim());
    }
    pairings_->Thaw();
}

void TournamentPanel::refreshStandings() {
    standings_->Freeze();
    standings_->DeleteAllItems();
    if (!stored_.event.players.empty()) {
        try {
            const auto rows = tn::Standings::compute(stored_.event);
            for (std::size_t i = 0; i < rows.size(); ++i) {
                const auto& r = rows[i];
                const long row = static_cast<long>(i);
                standings_->InsertItem(row, wxString::Format("%d", r.rank));
                standings_->SetItem(row, 1, u8(r.name) + (r.dropped ? " (dropped)" : ""));
                standings_->SetItem(row, 2, u8(tn::formatPoints(r.score)));
                standings_->SetItem(row, 3, wxString::Format("%d-%d-%d", r.wins, r.draws, r.losses));
            }
        } catch (const std::exception& e) {
            notes_->SetLabel("Standings cannot be computed: " + plainMessage(e));
        }
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
long TournamentPanel::playerRowCount() const {
    return players_->GetItemCount();
}
wxString TournamentPanel::playerRowText(long row, int column) const {
    return players_->GetItemText(row, column);
}

void TournamentPanel::focusSearch() {
    players_->SetFocus();
}

void TournamentPanel::print() {
    if (!hasEvent()) return;
    wxArrayString choices;
    choices.Add("Pairings of the shown round");
    choices.Add("Result slips of the shown round");
    choices.Add("Standings");
    const int which = wxGetSingleChoiceIndex("What to print?", "Print", choices, 0, this);
    if (which >= 0) writeSheet(which, {}, true);
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
