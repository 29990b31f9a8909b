#include "muster/gui/BuilderPanel.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/dnd.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/splitter.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <fstream>
#include <sstream>

#include "muster/db/CollectionRepository.h"
#include "muster/db/RosterRepository.h"
#include "muster/domain/DieFilter.h"
#include "muster/domain/RosterIO.h"
#include "muster/gui/DieListCtrl.h"
#include "muster/gui/UiSupport.h"
#include "muster/reports/RosterSheet.h"
#include "muster/services/PrintData.h"

namespace muster::gui {

using domain::RosterSection;

namespace {

constexpr const char* kEditions[] = {"v4.01d", "tsr-1996"};
constexpr const char* kEditionLabels[] = {"Dragon Dice V4.01d", "TSR 1996"};
const wxString kRosterWildcard = "Muster rosters (*.json)|*.json|Text rosters (*.txt)|*.txt|All files|*";
const wxColour kHighlight(255, 236, 150);
const wxColour kMissing(180, 30, 30);

class SectionDropTarget : public wxTextDropTarget {
public:
    explicit SectionDropTarget(std::function<void(domain::DieId)> onDrop) : onDrop_(std::move(onDrop)) {}
    bool OnDropText(wxCoord, wxCoord, const wxString& text) override {
        wxString rest;
        unsigned long id = 0;
        if (!text.StartsWith(DieListCtrl::kDragPrefix, &rest) || !rest.ToULong(&id)) return false;
        onDrop_(static_cast<domain::DieId>(id));
        return true;
    }

private:
    std::function<void(domain::DieId)> onDrop_;
};

std::string readWholeFile(const wxString& path) {
    std::ifstream in(path.fn_str(), std::ios::binary);
    if (!in) throw std::runtime_error(toUtf8(path) + ": the file cannot be opened");
    std::ostringstream buffer;
    buffer << in.rdbuf();
    return buffer.str();
}

}  // namespace

BuilderPanel::BuilderPanel(wxWindow* parent, AppContext& context)
    : wxPanel(parent, wxID_ANY), context_(context), model_(context.validator()) {
    for (const auto& die : context_.catalog().dice()) {
        if (die.isMajorTerrain()) majorTerrains_.push_back(die.id);
    }
    auto* outer = new wxBoxSizer(wxVERTICAL);

    // Settings row.
    auto* settings = new wxFlexGridSizer(2, 6, FromDIP(4), FromDIP(8));
    nameText_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(160, -1)), wxTE_PROCESS_ENTER);
    playerText_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(140, -1)), wxTE_PROCESS_ENTER);
    editionChoice_ = new wxChoice(this, wxID_ANY);
    for (const char* label : kEditionLabels) editionChoice_->Append(label);
    formatChoice_ = new wxChoice(this, wxID_ANY);
    for (const auto& name : context_.formatNames()) formatChoice_->Append(u8(name));
    forceSpin_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 1000, 0);
    playersSpin_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 2, 8, 2);
    for (const char* label : {"Roster &name", "&Player", "&Edition", "Event &format", "Force si&ze", "Pla&yers"}) {
        settings->Add(new wxStaticText(this, wxID_ANY, label));
    }
    settings->Add(nameText_, 1, wxEXPAND);
    settings->Add(playerText_, 1, wxEXPAND);
    settings->Add(editionChoice_);
    settings->Add(formatChoice_);
    settings->Add(forceSpin_);
    settings->Add(playersSpin_);
    outer->Add(settings, 0, wxALL, FromDIP(6));

    mainSplit_ = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3D);
    rightSplit_ =
        new wxSplitterWindow(mainSplit_, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3D);
    wxWindow* picker = buildPicker(mainSplit_);
    wxWindow* roster = buildRoster(rightSplit_);
    wxWindow* validation = buildValidation(rightSplit_);
    mainSplit_->SetMinimumPaneSize(FromDIP(200));
    rightSplit_->SetMinimumPaneSize(FromDIP(120));
    auto* config = wxConfigBase::Get();
    mainSplit_->SplitVertically(picker, rightSplit_,
                                static_cast<int>(config->ReadLong("/Builder/MainSash", FromDIP(420))));
    rightSplit_->SplitHorizontally(roster, validation,
                                   static_cast<int>(config->ReadLong("/Builder/RightSash", -FromDIP(250))));
    rightSplit_->SetSashGravity(0.6);
    outer->Add(mainSplit_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    SetSizer(outer);

    // Settings events: each becomes one undoable change in the model.
    auto commitText = [this] {
        if (refreshing_ || IsBeingDeleted()) return;
        const std::string name = toUtf8(nameText_->GetValue());
        const std::string player = toUtf8(playerText_->GetValue());
        if (name == model_.roster().name && player == model_.roster().player) return;
        model_.setName(name);
        model_.setPlayer(player);
        changed();
    };
    for (wxTextCtrl* text : {nameText_, playerText_}) {
        text->Bind(wxEVT_TEXT_ENTER, [commitText](wxCommandEvent&) { commitText(); });
        text->Bind(wxEVT_KILL_FOCUS, [commitText](wxFocusEvent& e) {
            commitText();
            e.Skip();
        });
    }
    editionChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int index = editionChoice_->GetSelection();
        if (index < 0) return;
        model_.setEdition(kEditions[index]);
        changed();
    });
    formatChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        model_.setEventFormat(loadFormat(toUtf8(formatChoice_->GetStringSelection())));
        changed();
    });
    forceSpin_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { setForceSize(forceSpin_->GetValue()); });
    playersSpin_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        model_.setPlayersInGame(playersSpin_->GetValue());
        changed();
    });
    refreshCollection();
    refreshAll();
}

BuilderPanel::~BuilderPanel() = default;

void BuilderPanel::saveLayout() {
    auto* config = wxConfigBase::Get();
    if (mainSplit_->IsSplit()) config->Write("/Builder/MainSash", static_cast<long>(mainSplit_->GetSashPosition()));
    if (rightSplit_->IsSplit()) config->Write("/Builder/RightSash", static_cast<long>(rightSplit_->GetSashPosition()));
}

wxWindow* BuilderPanel::buildPicker(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    search_ = new wxSearchCtrl(panel, wxID_ANY);
    search_->SetDescriptiveText("Search dice (Ctrl+F)");
    kindChoice_ = new wxChoice(panel, wxID_ANY);
    kindChoice_->Append("All kinds");
    for (const char* kind : {"Units", "Items", "Dragons", "Minor terrains", "Major terrains"})
        kindChoice_->Append(kind);
    kindChoice_->SetSelection(0);
    speciesChoice_ = new wxChoice(panel, wxID_ANY);
    speciesChoice_->Append("All species");
    for (const auto& s : domain::DieFilter::speciesNames(context_.catalog())) speciesChoice_->Append(u8(s));
    speciesChoice_->SetSelection(0);
    auto* filters = new wxBoxSizer(wxHORIZONTAL);
    filters->Add(kindChoice_, 1, wxRIGHT, FromDIP(4));
    filters->Add(speciesChoice_, 1);
    picker_ = new DieListCtrl(panel, context_.catalog());

    auto* addRow = new wxBoxSizer(wxHORIZONTAL);
    targetChoice_ = new wxChoice(panel, wxID_ANY);
    for (RosterSection s : domain::kRosterSections) targetChoice_->Append(u8(domain::displayName(s)));
    targetChoice_->SetSelection(0);
    auto* addButton = new wxButton(panel, wxID_ADD, "&Add");
    addRow->Add(new wxStaticText(panel, wxID_ANY, "Add to"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    addRow->Add(targetChoice_, 1, wxRIGHT, FromDIP(4));
    addRow->Add(addButton);

    quickAdd_ = new wxTextCtrl(panel, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    quickAdd_->SetHint("Type a die name, Enter adds it");
    wxArrayString names;
    for (const auto& die : context_.catalog().dice()) names.Add(u8(die.name));
    quickAdd_->AutoComplete(names);
    auto* quickHint = new wxStaticText(panel, wxID_ANY, "");

    sizer->Add(search_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(filters, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(picker_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(addRow, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(quickAdd_, 0, wxEXPAND);
    sizer->Add(quickHint, 0, wxEXPAND | wxTOP, FromDIP(2));
    panel->SetSizer(sizer);

    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { applyPickerFilter(); });
    kindChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { applyPickerFilter(); });
    speciesChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { applyPickerFilter(); });
    picker_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) { addDie(picker_->dieAt(e.GetIndex())); });
    addButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        domain::DieId die = 0;
        if (picker_->selectedDie(die)) addDie(die);
    });
    quickAdd_->Bind(wxEVT_TEXT_ENTER, [this, quickHint](wxCommandEvent&) {
        const wxString name = quickAdd_->GetValue().Strip(wxString::both);
        if (name.empty()) return;
        if (addByName(name)) {
            quickAdd_->Clear();
            quickHint->SetLabel("");
        } else {
            wxString hint = "No die is called \"" + name + "\".";
            const auto near = context_.catalog().nearestDieNames(toUtf8(name), 3);
            if (!near.empty()) {
                hint += " Did you mean ";
                for (std::size_t i = 0; i < near.size(); ++i) hint += (i ? ", " : "") + u8(near[i]);
                hint += "?";
            }
            quickHint->SetLabel(hint);
            quickHint->Wrap(quickAdd_->GetSize().x);
        }
    });
    return panel;
}

wxWindow* BuilderPanel::buildRoster(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* terrains = new wxBoxSizer(wxHORIZONTAL);
    homeTerrain_ = new wxChoice(panel, wxID_ANY);
    frontierTerrain_ = new wxChoice(panel, wxID_ANY);
    for (wxChoice* choice : {homeTerrain_, frontierTerrain_}) {
        choice->Append("(none)");
        for (domain::DieId id : majorTerrains_) choice->Append(u8(context_.catalog().die(id).name));
    }
    terrains->Add(new wxStaticText(panel, wxID_ANY, "&Home terrain"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    terrains->Add(homeTerrain_, 1, wxRIGHT, FromDIP(12));
    terrains->Add(new wxStaticText(panel, wxID_ANY, "F&rontier terrain"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                  FromDIP(4));
    terrains->Add(frontierTerrain_, 1);
    sizer->Add(terrains, 0, wxEXPAND | wxBOTTOM, FromDIP(4));

    auto* grid = new wxGridSizer(2, 2, FromDIP(4), FromDIP(4));
    for (RosterSection section : domain::kRosterSections) {
        auto* box = new wxBoxSizer(wxVERTICAL);
        auto* label = new wxStaticText(panel, wxID_ANY, "");
        label->SetFont(label->GetFont().Bold());
        label->SetLabel(u8(domain::displayName(section)));
        // GTK measures a static text with its first font; give the bold text its own width.
        label->SetMinSize(wxSize(label->GetTextExtent(label->GetLabel()).x + FromDIP(6), -1));
        auto* list = new wxListCtrl(panel, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(200, 100)),
                                    wxLC_REPORT | wxLC_SINGLE_SEL);
        list->AppendColumn("#", wxLIST_FORMAT_RIGHT, FromDIP(32));
        list->AppendColumn("Die", wxLIST_FORMAT_LEFT, FromDIP(170));
        list->AppendColumn("Points", wxLIST_FORMAT_RIGHT, FromDIP(50));
        list->AppendColumn("Note", wxLIST_FORMAT_LEFT, FromDIP(110));
        list->SetDropTarget(new SectionDropTarget([this, section](domain::DieId die) {
            guarded(this, "The die could not be added.", [&] {
                model_.addDie(section, die);
                changed();
            });
        }));
        list->Bind(wxEVT_KEY_DOWN, [this, section](wxKeyEvent& e) { onSectionKey(section, e); });
        list->Bind(wxEVT_LIST_ITEM_RIGHT_CLICK, [this, section](wxListEvent& e) { onSectionMenu(section, e); });
        list->Bind(wxEVT_SET_FOCUS, [this, section](wxFocusEvent& e) {
            targetChoice_->SetSelection(static_cast<int>(section));
            e.Skip();
        });
        sections_[static_cast<std::size_t>(section)] = list;
        box->Add(label, 0, wxBOTTOM, FromDIP(2));
        box->Add(list, 1, wxEXPAND);
        grid->Add(box, 1, wxEXPAND);
    }
    sizer->Add(grid, 1, wxEXPAND);
    auto* hint = new wxStaticText(
        panel, wxID_ANY, "Del: remove one   +: add one   Ctrl+1..4: move one to another army   Right-click: menu");
    hint->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    sizer->Add(hint, 0, wxTOP, FromDIP(2));
    panel->SetSizer(sizer);

    homeTerrain_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int index = homeTerrain_->GetSelection();
        if (index <= 0) return;
        model_.setHomeTerrain(majorTerrains_[static_cast<std::size_t>(index - 1)]);
        changed();
    });
    frontierTerrain_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int index = frontierTerrain_->GetSelection();
        if (index <= 0) return;
        model_.setFrontierTerrain(majorTerrains_[static_cast<std::size_t>(index - 1)]);
        changed();
    });
    return panel;
}

wxWindow* BuilderPanel::buildValidation(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    auto* sizer = new wxBoxSizer(wxHORIZONTAL);
    auto* left = new wxBoxSizer(wxVERTICAL);
    verdict_ = new wxStaticText(panel, wxID_ANY, "");
    verdict_->SetFont(verdict_->GetFont().Bold().Larger());
    totals_ = new wxStaticText(panel, wxID_ANY, "");
    left->Add(verdict_, 0, wxBOTTOM, FromDIP(4));
    left->Add(totals_, 0);
    findings_ = new wxListCtrl(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    findings_->AppendColumn("", wxLIST_FORMAT_LEFT, FromDIP(70));
    findings_->AppendColumn("Rule", wxLIST_FORMAT_LEFT, FromDIP(120));
    findings_->AppendColumn("Finding", wxLIST_FORMAT_LEFT, FromDIP(420));
    findings_->AppendColumn("Rulebook", wxLIST_FORMAT_LEFT, FromDIP(120));
    sizer->Add(left, 0, wxALL, FromDIP(6));
    sizer->Add(findings_, 1, wxEXPAND | wxTOP, FromDIP(4));
    panel->SetSizer(sizer);
    findings_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) {
        if (!refreshing_) selectFinding(e.GetIndex());
    });
    return panel;
}

void BuilderPanel::applyPickerFilter() {
    domain::DieFilter filter;
    filter.text = toUtf8(search_->GetValue());
    if (speciesChoice_->GetSelection() > 0) filter.species = toUtf8(speciesChoice_->GetStringSelection());
    const int kind = kindChoice_->GetSelection();
    picker_->setExtraFilter(nullptr);
    if (kind == 1) filter.kind = domain::DieKind::Unit;
    if (kind == 3) filter.kind = domain::DieKind::Dragon;
    if (kind == 4) filter.kind = domain::DieKind::MinorTerrain;
    if (kind == 5) filter.kind = domain::DieKind::Terrain;
    if (kind == 2) {
        const auto& catalog = context_.catalog();
        picker_->setExtraFilter([&catalog](domain::DieId id) { return catalog.die(id).isItem(); });
    }
    picker_->setFilter(filter);
}

void BuilderPanel::setTargetSection(RosterSection section) {
    targetChoice_->SetSelection(static_cast<int>(section));
}

void BuilderPanel::addDie(domain::DieId die) {
    const auto section = static_cast<RosterSection>(std::max(0, targetChoice_->GetSelection()));
    guarded(this, "The die could not be added.", [&] {
        model_.addDie(section, die);
        changed();
    });
}

bool BuilderPanel::addByName(const wxString& name) {
    const auto section = static_cast<RosterSection>(std::max(0, targetChoice_->GetSelection()));
    if (!model_.addDieByName(section, toUtf8(name))) return false;
    changed();
    return true;
}

void BuilderPanel::setForceSize(int points) {
    model_.setForceSize(points);
    changed();
}

long BuilderPanel::selectedLine(RosterSection section) const {
    return sections_[static_cast<std::size_t>(section)]->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
}

void BuilderPanel::onSectionKey(RosterSection section, wxKeyEvent& event) {
    const long row = selectedLine(section);
    const int key = event.GetKeyCode();
    if (row < 0) {
        event.Skip();
        return;
    }
    const rules::RosterLine line{section, static_cast<std::size_t>(row)};
    if (key == WXK_DELETE || key == WXK_BACK || key == '-' || key == WXK_NUMPAD_SUBTRACT) {
        model_.removeOne(line);
        changed();
        return;
    }
    if (key == '+' || key == '=' || key == WXK_NUMPAD_ADD) {
        const auto& entry = model_.roster().section(section)[line.index];
        if (entry.die) {
            model_.addDie(section, *entry.die);
            changed();
        }
        return;
    }
    if (event.ControlDown() && key >= '1' && key <= '4') {
        model_.moveOne(line, static_cast<RosterSection>(key - '1'));
        changed();
        return;
    }
    event.Skip();
}

void BuilderPanel::onSectionMenu(RosterSection section, wxListEvent& event) {
    const rules::RosterLine line{section, static_cast<std::size_t>(event.GetIndex())};
    wxMenu menu;
    menu.Append(1, "&Remove one\tDel");
    menu.Append(2, "&Add one more\t+");
    menu.AppendSeparator();
    for (RosterSection to : domain::kRosterSections) {
        if (to == section) continue;
        menu.Append(10 + static_cast<int>(to),
                    wxString::Format("Move one to %s\tCtrl+%d", u8(domain::displayName(to)), static_cast<int>(to) + 1));
    }
    const int choice = GetPopupMenuSelectionFromUser(menu);
    if (choice == wxID_NONE) return;
    guarded(this, "The roster could not be changed.", [&] {
        if (choice == 1) model_.removeOne(line);
        if (choice == 2) {
            const auto& entry = model_.roster().section(section).at(line.index);
            if (entry.die) model_.addDie(section, *entry.die);
        }
        if (choice >= 10) model_.moveOne(line, static_cast<RosterSection>(choice - 10));
        changed();
    });
}

void BuilderPanel::changed() {
    selectedFinding_ = -1;
    refreshAll();
    if (onChanged) onChanged();
}

void BuilderPanel::refreshAll() {
    refreshing_ = true;
    refreshSettings();
    refreshSections();
    refreshValidation();
    refreshing_ = false;
}

void BuilderPanel::refreshSettings() {
    const auto& roster = model_.roster();
    if (!nameText_->HasFocus()) nameText_->ChangeValue(u8(roster.name));
    if (!playerText_->HasFocus()) playerText_->ChangeValue(u8(roster.player));
    editionChoice_->SetSelection(roster.edition == kEditions[1] ? 1 : 0);
    const int formatIndex = formatChoice_->FindString(u8(roster.eventFormat));
    formatChoice_->SetSelection(formatIndex == wxNOT_FOUND ? 0 : formatIndex);
    if (forceSpin_->GetValue() != roster.forceSize) forceSpin_->SetValue(roster.forceSize);
    if (playersSpin_->GetValue() != roster.playersInGame) playersSpin_->SetValue(roster.playersInGame);
    auto selectTerrain = [this](wxChoice* choice, const std::optional<domain::DieId>& die) {
        int index = 0;
        for (std::size_t i = 0; die && i < majorTerrains_.size(); ++i) {
            if (majorTerrains_[i] == *die) index = static_cast<int>(i) + 1;
        }
        choice->SetSelection(index);
    };
    selectTerrain(homeTerrain_, roster.homeTerrainDie);
    selectTerrain(frontierTerrain_, roster.frontierTerrainDie);
}

void BuilderPanel::refreshSections() {
    for (RosterSection section : domain::kRosterSections) {
        wxListCtrl* list = sections_[static_cast<std::size_t>(section)];
        const long keep = selectedLine(section);
        list->Freeze();
        list->DeleteAllItems();
        const auto& entries = model_.roster().section(section);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const auto& entry = entries[i];
            const long row = static_cast<long>(i);
            list->InsertItem(row, wxString::Format("%d", entry.count));
            list->SetItem(row, 1, u8(entry.die ? context_.catalog().die(*entry.die).name : entry.name));
            list->SetItem(row, 2, wxString::Format("%d", model_.linePoints(entry)));
            wxString note;
            if (!entry.die) {
                note = "unknown die";
            } else if (const int missing = model_.missing(*entry.die); missing > 0) {
                note = wxString::Format("not owned: %d", missing);
            }
            list->SetItem(row, 3, note);
            if (!note.empty()) list->SetItemTextColour(row, kMissing);
        }
        if (keep >= 0 && keep < list->GetItemCount())
            list->SetItemState(keep, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
        list->Thaw();
    }
}

void BuilderPanel::refreshValidation() {
    const auto& report = model_.report();
    verdict_->SetLabel(u8(model_.verdictText()));
    verdict_->SetForegroundColour(report.errorCount() > 0 ? kMissing : wxColour(20, 120, 40));
    wxString totals;
    for (const auto& line : model_.totalsLines()) totals += u8(line) + "\n";
    totals_->SetLabel(totals.Trim());
    findings_->Freeze();
    findings_->DeleteAllItems();
    for (std::size_t i = 0; i < report.findings.size(); ++i) {
        const auto& f = report.findings[i];
        const long row = static_cast<long>(i);
        findings_->InsertItem(row, f.severity == rules::Severity::Error ? "Error" : "Warning");
        findings_->SetItem(row, 1, u8(rules::toString(f.rule)));
        findings_->SetItem(row, 2, u8(f.message));
        findings_->SetItem(row, 3, u8(f.ref));
        if (f.severity == rules::Severity::Error) findings_->SetItemTextColour(row, kMissing);
    }
    findings_->Thaw();
    Layout();
}

void BuilderPanel::selectFinding(long index) {
    const auto& findings = model_.report().findings;
    selectedFinding_ = (index >= 0 && static_cast<std::size_t>(index) < findings.size()) ? index : -1;
    for (wxListCtrl* list : sections_) {
        for (long row = 0; row < list->GetItemCount(); ++row) {
            list->SetItemBackgroundColour(row, list->GetBackgroundColour());
            list->SetItemState(row, 0, wxLIST_STATE_SELECTED);
        }
    }
    if (selectedFinding_ < 0) return;
    if (findings_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED) != selectedFinding_) {
        refreshing_ = true;
        findings_->SetItemState(selectedFinding_, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
        refreshing_ = false;
    }
    for (const auto& line : model_.linesOf(findings[static_cast<std::size_t>(selectedFinding_)])) {
        wxListCtrl* list = sections_[static_cast<std::size_t>(line.section)];
        const long row = static_cast<long>(line.index);
        list->SetItemBackgroundColour(row, kHighlight);
        list->EnsureVisible(row);
    }
}

long BuilderPanel::findingCount() const {
    return findings_->GetItemCount();
}

wxString BuilderPanel::findingText(long index) const {
    if (index < 0 || index >= findings_->GetItemCount()) return {};
    return findings_->GetItemText(index, 1) + ": " + findings_->GetItemText(index, 2);
}

std::vector<long> BuilderPanel::highlightedRows(RosterSection section) const {
    std::vector<long> rows;
    const wxListCtrl* list = sections_[static_cast<std::size_t>(section)];
    for (long row = 0; row < list->GetItemCount(); ++row) {
        if (list->GetItemBackgroundColour(row) == kHighlight) rows.push_back(row);
    }
    return rows;
}

long BuilderPanel::sectionRowCount(RosterSection section) const {
    return sections_[static_cast<std::size_t>(section)]->GetItemCount();
}

wxString BuilderPanel::sectionRowText(RosterSection section, long row, int column) const {
    return sections_[static_cast<std::size_t>(section)]->GetItemText(row, column);
}

wxString BuilderPanel::verdictText() const {
    return verdict_->GetLabel();
}

void BuilderPanel::refreshCollection() {
    model_.clearOwnedDice();
    db::Database* database = context_.database();
    if (database != nullptr) {
        try {
            db::CollectionRepository collections(*database);
            const wxString chosen = wxConfigBase::Get()->Read("/Collection/Current", "");
            const auto list = collections.list();
            std::string name = toUtf8(chosen);
            if (name.empty() && !list.empty()) name = list.front().name;
            if (!name.empty()) {
                if (const auto collection = collections.find(name)) model_.setOwnedDice(collection->dice);
            }
        } catch (const std::exception&) {
            model_.clearOwnedDice();  // the collection panel reports database problems
        }
    }
    if (sections_[0] != nullptr) refreshSections();
}

wxString BuilderPanel::documentTitle() const {
    wxString title;
    if (!model_.roster().name.empty()) {
        title = u8(model_.roster().name);
    } else if (!filePath_.empty()) {
        title = wxFileName(filePath_).GetFullName();
    } else {
        title = "New roster";
    }
    if (model_.modified()) title += " *";
    return title;
}

void BuilderPanel::newRoster() {
    if (!confirmDiscard()) return;
    domain::Roster roster;
    roster.forceSize = 24;
    model_.reset(roster);
    filePath_.clear();
    changed();
}

bool BuilderPanel::openFile(const wxString& path) {
    return guarded(this, "The roster \"" + wxFileName(path).GetFullName() + "\" could not be opened.", [&] {
        const std::string content = readWholeFile(path);
        domain::Roster roster = domain::RosterIO::parse(content, context_.catalog(), toUtf8(path));
        auto format = loadFormat(roster.eventFormat);
        model_.reset(std::move(roster), std::move(format));
        filePath_ = path;
        changed();
        if (onFileUsed) onFileUsed(path);
    });
}

std::optional<rules::EventFormat> BuilderPanel::loadFormat(const std::string& name) {
    std::string problem;
    auto format = context_.format(name, &problem);
    if (!problem.empty()) {
        wxMessageBox(
            "The event format \"" + u8(name) + "\" could not be read; the roster is checked as open.\n\n" + u8(problem),
            "Muster", wxOK | wxICON_WARNING, this);
    }
    return format;
}

bool BuilderPanel::writeTo(const wxString& path, domain::RosterFileFormat format) {
    return guarded(this, "The roster could not be saved to \"" + path + "\".", [&] {
        const std::string text = format == domain::RosterFileFormat::Text ? domain::RosterIO::toText(model_.roster())
                                                                          : domain::RosterIO::toJson(model_.roster());
        const std::string temp = toUtf8(path) + ".saving";
        {
            std::ofstream out(temp, std::ios::binary | std::ios::trunc);
            if (!out) throw std::runtime_error(toUtf8(path) + ": the file cannot be written (check the folder)");
            out << text;
            out.close();
            if (!out) throw std::runtime_error(toUtf8(path) + ": writing the file failed (is the disk full?)");
        }
        if (!wxRenameFile(u8(temp), path, true)) {
            throw std::runtime_error(toUtf8(path) + ": the file cannot be replaced");
        }
    });
}

void BuilderPanel::storeInLibrary() {
    db::Database* database = context_.database();
    if (database == nullptr) return;
    domain::Roster copy = model_.roster();
    if (copy.name.empty()) copy.name = toUtf8(wxFileName(filePath_).GetName());
    if (copy.name.empty()) return;
    guarded(this, "The roster was saved to its file, but not to the roster library.",
            [&] { db::RosterRepository(*database).save(copy, context_.catalog().revision()); });
}

bool BuilderPanel::saveFile(const wxString& path) {
    const bool text = path.Lower().EndsWith(".txt");
    if (!writeTo(path, text ? domain::RosterFileFormat::Text : domain::RosterFileFormat::Json)) return false;
    filePath_ = path;
    model_.markSaved();
    storeInLibrary();
    if (onFileUsed) onFileUsed(path);
    changed();
    return true;
}

bool BuilderPanel::save() {
    if (filePath_.empty() || !filePath_.Lower().EndsWith(".json")) return saveAs();
    return saveFile(filePath_);
}

bool BuilderPanel::saveAs() {
    wxString suggested = u8(model_.roster().name);
    if (suggested.empty()) suggested = "roster";
    wxFileDialog dialog(this, "Save roster", wxEmptyString, suggested + ".json", "Muster rosters (*.json)|*.json",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return false;
    return saveFile(dialog.GetPath());
}

void BuilderPanel::duplicate() {
    // The copy starts as the same roster under a new name; it has never been saved, so it shows as modified.
    const domain::Roster original = model_.roster();
    model_.reset(original, model_.eventFormat());
    model_.setName(original.name.empty() ? std::string("Copy") : original.name + " (copy)");
    filePath_.clear();
    changed();
}

bool BuilderPanel::importRoster() {
    if (!confirmDiscard()) return false;
    wxFileDialog dialog(this, "Import roster", wxEmptyString, wxEmptyString, kRosterWildcard,
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return false;
    if (!openFile(dialog.GetPath())) return false;
    filePath_.clear();  // imported: Save asks where to keep it
    changed();
    return true;
}

bool BuilderPanel::exportRoster(domain::RosterFileFormat format) {
    const bool text = format == domain::RosterFileFormat::Text;
    wxString suggested = u8(model_.roster().name);
    if (suggested.empty()) suggested = "roster";
    wxFileDialog dialog(this, text ? "Export roster as text" : "Export roster as JSON", wxEmptyString,
                        suggested + (text ? ".txt" : ".json"),
                        text ? "Text rosters (*.txt)|*.txt" : "Muster rosters (*.json)|*.json",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return false;
    return writeTo(dialog.GetPath(), format);
}

void BuilderPanel::openFromLibrary() {
    db::Database* database = context_.database();
    if (database == nullptr) {
        wxMessageBox("The roster library is not available:\n\n" + u8(context_.databaseError()), "Muster",
                     wxOK | wxICON_WARNING, this);
        return;
    }
    if (!confirmDiscard()) return;
    guarded(this, "The roster library could not be read.", [&] {
        db::RosterRepository rosters(*database);
        const auto list = rosters.list();
        if (list.empty()) {
            wxMessageBox("The roster library is empty. Saving a roster also keeps it in the library.", "Muster",
                         wxOK | wxICON_INFORMATION, this);
            return;
        }
        wxArrayString choices;
        for (const auto& r : list) {
            choices.Add(
                wxString::Format("%s  (%s, %d points, version %d)", u8(r.name), u8(r.player), r.forceSize, r.version));
        }
        wxSingleChoiceDialog dialog(this, "Choose a saved roster", "Open from library", choices);
        if (dialog.ShowModal() != wxID_OK) return;
        const auto saved = rosters.find(list[static_cast<std::size_t>(dialog.GetSelection())].name);
        if (!saved) return;
        domain::Roster roster = domain::RosterIO::parseJson(saved->content, context_.catalog(), saved->name);
        auto format = loadFormat(roster.eventFormat);
        model_.reset(std::move(roster), std::move(format));
        filePath_.clear();
        changed();
    });
}

bool BuilderPanel::confirmDiscard() {
    if (!model_.modified()) return true;
    const int answer = wxMessageBox("Save the changes to \"" + documentTitle().BeforeLast(' ') + "\" first?", "Muster",
                                    wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
    if (answer == wxCANCEL) return false;
    if (answer == wxYES) return save();
    return true;
}

void BuilderPanel::undo() {
    model_.undo();
    changed();
}

void BuilderPanel::redo() {
    model_.redo();
    changed();
}

void BuilderPanel::focusSearch() {
    search_->SetFocus();
    search_->SelectAll();
}

reports::RosterSheetData BuilderPanel::sheetData() const {
    // The sheet shows what the model says (its validation report and the collection's missing dice); the
    // mapping is shared with muster-cli (services/PrintData.h), the layout is reports/'.
    services::RosterSheetContext sheet;
    sheet.report = &model_.report();
    if (model_.knowsCollection()) sheet.missing = [this](domain::DieId die) { return model_.missing(die); };
    return services::rosterSheetData(context_.catalog(), model_.roster(), sheet);
}

bool BuilderPanel::writeRosterSheet(const wxString& path, bool openViewer) {
    wxString name = u8(model_.roster().name);
    if (name.empty()) name = "roster";
    return printPdf(
        this, name + "-sheet.pdf", [this] { return reports::RosterSheet::render(sheetData()); }, path, openViewer);
}

void BuilderPanel::print() {
    writeRosterSheet({}, true);
}

}  // namespace muster::gui
