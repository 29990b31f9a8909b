#include "muster/gui/BuilderPanel.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/dcclient.h>
#include <wx/dnd.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/html/htmlwin.h>
#include <wx/html/winpars.h>
#include <wx/htmllbox.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/simplebook.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/splitter.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <algorithm>
#include <memory>

#include "muster/domain/DieFilter.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/gui/AnalyticsPanel.h"
#include "muster/gui/CompletionPopup.h"
#include "muster/gui/DieDetail.h"
#include "muster/gui/DieListCtrl.h"
#include "muster/gui/PdfPreviewDialog.h"
#include "muster/gui/PickerMarks.h"
#include "muster/gui/UiSupport.h"
#include "muster/reports/RosterSheet.h"
#include "muster/reports/SpeciesCards.h"
#include "muster/rules/RuleGuide.h"
#include "muster/services/RosterLibrary.h"

namespace muster::gui {

using domain::RosterSection;

namespace {

constexpr const char* kEditions[] = {"v4.01d", "tsr-1996"};
constexpr const char* kEditionLabels[] = {"Dragon Dice V4.01d", "TSR 1996"};
const wxString kRosterWildcard = "Muster rosters (*.json)|*.json|Text rosters (*.txt)|*.txt|All files|*";
const wxColour kHighlight(255, 236, 150);
const wxColour kErrorText(180, 30, 30);
const wxColour kNotOwnedText(30, 90, 170);  // the collection, not the rules: blue, never the error red
constexpr int kSummaryBorder = 2;
const wxString kCardsOnlyRosterDice = "/Builder/CardsOnlyRosterDice";
const wxColour kSelectedFinding(204, 224, 255);  // light: the findings' coloured words stay readable

// Section list columns.
enum SectionColumn { kCountColumn = 0, kDieColumn, kPointsColumn, kHealthColumn, kNoteColumn };

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

// The findings list: a selected finding keeps its colours on a light background.
class FindingsList : public wxSimpleHtmlListBox {
public:
    explicit FindingsList(wxWindow* parent) : wxSimpleHtmlListBox(parent, wxID_ANY) {
        SetSelectionBackground(kSelectedFinding);
    }

protected:
    wxColour GetSelectedTextColour(const wxColour& foreground) const override { return foreground; }
    wxColour GetSelectedTextBgColour(const wxColour&) const override { return kSelectedFinding; }
};

wxString joinPhrases(const std::vector<std::string>& phrases) {
    wxString out;
    for (std::size_t i = 0; i < phrases.size(); ++i) out += (i == 0 ? "" : "; ") + u8(phrases[i]);
    return out;
}

}  // namespace

BuilderPanel::BuilderPanel(wxWindow* parent, AppContext& context)
    : wxPanel(parent, wxID_ANY), context_(context), document_(context.catalog(), context.validator()) {
    for (const auto& die : context_.catalog().dice()) {
        if (die.isMajorTerrain()) majorTerrains_.push_back(die.id);
    }
    auto* outer = new wxBoxSizer(wxVERTICAL);

    // Settings row.
    auto* settings = new wxFlexGridSizer(2, 6, FromDIP(2), FromDIP(8));
    // Name and player take the room the choices leave; small enough that the row fits the smallest window.
    nameText_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(120, -1)), wxTE_PROCESS_ENTER);
    playerText_ = new wxTextCtrl(this, wxID_ANY, "", wxDefaultPosition, FromDIP(wxSize(90, -1)), wxTE_PROCESS_ENTER);
    nameText_->SetName("RosterName");
    playerText_->SetName("Player");
    editionChoice_ = new wxChoice(this, wxID_ANY);
    for (const char* label : kEditionLabels) editionChoice_->Append(label);
    formatChoice_ = new wxChoice(this, wxID_ANY);
    formatChoice_->SetName("EventFormat");
    for (const auto& name : context_.formatNames()) formatChoice_->Append(u8(name));
    forceSpin_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 1, 1000, 24);
    playersSpin_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 2, 8, 2);
    for (const char* label : {"Roster &name", "&Player", "E&dition", "Event f&ormat", "Force si&ze", "Pla&yers"}) {
        settings->Add(new wxStaticText(this, wxID_ANY, label));
    }
    settings->Add(nameText_, 1, wxEXPAND);
    settings->Add(playerText_, 1, wxEXPAND);
    settings->Add(editionChoice_);
    settings->Add(formatChoice_);
    settings->Add(forceSpin_);
    settings->Add(playersSpin_);
    settings->AddGrowableCol(0, 2);
    settings->AddGrowableCol(1, 1);
    outer->Add(settings, 0, wxEXPAND | wxALL, FromDIP(6));

    mainSplit_ = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3D);
    pickerSplit_ =
        new wxSplitterWindow(mainSplit_, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3D);
    rightSplit_ =
        new wxSplitterWindow(mainSplit_, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3D);
    wxWindow* picker = buildPicker(pickerSplit_);
    dieDetail_ = new wxHtmlWindow(pickerSplit_, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    dieDetail_->SetName("DieDetail");
    dieDetail_->SetBorders(FromDIP(4));
    wxWindow* roster = buildRoster(rightSplit_);
    // Under the armies: the findings, or the expected rolls (a link under the armies, View > Expected rolls).
    lowerBook_ = new wxSimplebook(rightSplit_, wxID_ANY);
    lowerBook_->SetName("BuilderLowerBook");
    wxWindow* validation = buildValidation(lowerBook_);
    // The expected rolls are made when first shown (start-up, issue 31 item 20).
    analyticsHolder_ = new wxPanel(lowerBook_, wxID_ANY);
    analyticsHolder_->SetSizer(new wxBoxSizer(wxVERTICAL));
    lowerBook_->AddPage(validation, "Findings", true);
    lowerBook_->AddPage(analyticsHolder_, "Expected rolls");
    mainSplit_->SetMinimumPaneSize(FromDIP(260));
    pickerSplit_->SetMinimumPaneSize(FromDIP(120));
    rightSplit_->SetMinimumPaneSize(FromDIP(140));
    auto* config = wxConfigBase::Get();
    mainSplit_->SplitVertically(pickerSplit_, rightSplit_,
                                static_cast<int>(config->ReadLong("/Builder/MainSash", FromDIP(430))));
    pickerSplit_->SplitHorizontally(picker, dieDetail_,
                                    static_cast<int>(config->ReadLong("/Builder/PickerSash", -FromDIP(230))));
    pickerSplit_->SetSashGravity(0.7);
    rightSplit_->SplitHorizontally(roster, lowerBook_,
                                   static_cast<int>(config->ReadLong("/Builder/RightSash", -FromDIP(190))));
    rightSplit_->SetSashGravity(0.6);
    outer->Add(mainSplit_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    SetSizer(outer);

    // Settings events: each becomes one undoable change in the model.
    auto commitText = [this] {
        if (refreshing_ || IsBeingDeleted()) return;
        nameEdited_ = false;
        const std::string name = toUtf8(nameText_->GetValue());
        const std::string player = toUtf8(playerText_->GetValue());
        if (name == model().roster().name && player == model().roster().player) return;
        model().setName(name);
        model().setPlayer(player);
        changed();
    };
    for (wxTextCtrl* text : {nameText_, playerText_}) {
        text->Bind(wxEVT_TEXT, [this](wxCommandEvent&) {
            if (!refreshing_) nameEdited_ = true;
        });
        text->Bind(wxEVT_TEXT_ENTER, [commitText](wxCommandEvent&) { commitText(); });
        text->Bind(wxEVT_KILL_FOCUS, [commitText](wxFocusEvent& e) {
            commitText();
            e.Skip();
        });
    }
    editionChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int index = editionChoice_->GetSelection();
        if (index < 0) return;
        model().setEdition(kEditions[index]);
        changed();
    });
    formatChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { setEventFormat(formatChoice_->GetStringSelection()); });
    forceSpin_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) { setForceSize(forceSpin_->GetValue()); });
    playersSpin_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        model().setPlayersInGame(playersSpin_->GetValue());
        changed();
    });
    Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] {
            if (!IsBeingDeleted()) fitSummary();
        });
    });
    applyPickerFilter();
    showDieDetail(std::nullopt);
    refreshAll();
}

BuilderPanel::~BuilderPanel() = default;

const CompletionPopup& BuilderPanel::quickAddCompletion() const {
    return *completion_;
}

void BuilderPanel::saveLayout() {
    auto* config = wxConfigBase::Get();
    if (mainSplit_->IsSplit()) config->Write("/Builder/MainSash", static_cast<long>(mainSplit_->GetSashPosition()));
    if (pickerSplit_->IsSplit()) {
        config->Write("/Builder/PickerSash", static_cast<long>(pickerSplit_->GetSashPosition()));
    }
    if (rightSplit_->IsSplit()) config->Write("/Builder/RightSash", static_cast<long>(rightSplit_->GetSashPosition()));
}

wxWindow* BuilderPanel::buildPicker(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    pickerPanel_ = panel;
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    search_ = new wxSearchCtrl(panel, wxID_ANY);
    search_->SetDescriptiveText("Search dice (Ctrl+F)");
    kindChoice_ = new wxChoice(panel, wxID_ANY);
    for (const char* kind : {"All kinds", "Units", "Items", "Dragons", "Minor terrains", "Major terrains"})
        kindChoice_->Append(kind);
    kindChoice_->SetSelection(0);
    speciesChoice_ = new wxChoice(panel, wxID_ANY);
    speciesChoice_->Append("All species");
    for (const auto& s : domain::DieFilter::speciesNames(context_.catalog())) speciesChoice_->Append(u8(s));
    speciesChoice_->SetSelection(0);
    auto* filters = new wxBoxSizer(wxHORIZONTAL);
    filters->Add(kindChoice_, 1, wxRIGHT, FromDIP(4));
    filters->Add(speciesChoice_, 1);
    emptyNote_ = new wxStaticText(panel, wxID_ANY, "");
    emptyNote_->SetName("EmptyNote");
    emptyNote_->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    emptyNote_->Hide();
    picker_ = new DieListCtrl(panel, context_.catalog(), "Owned");
    picker_->SetName("Picker");
    pickerMarks_ = std::make_unique<PickerMarks>(*picker_, context_.validator());

    auto* addRow = new wxBoxSizer(wxHORIZONTAL);
    targetChoice_ = new wxChoice(panel, wxID_ANY);
    targetChoice_->SetName("AddTo");
    for (RosterSection s : domain::kRosterSections) targetChoice_->Append(u8(domain::displayName(s)));
    targetChoice_->SetSelection(0);
    targetChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent& e) {
        e.Skip();
        pickerMarks_->update(model(), targetSection());
    });
    auto* addButton = new wxButton(panel, wxID_ADD, "&Add");
    addRow->Add(new wxStaticText(panel, wxID_ANY, "Add &to"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    addRow->Add(targetChoice_, 1, wxRIGHT, FromDIP(4));
    addRow->Add(addButton);

    quickAdd_ = new wxTextCtrl(panel, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxTE_PROCESS_ENTER);
    quickAdd_->SetHint("Type e.g. 3 Goblins Thug or horde: Goblins Troll (Ctrl+K)");
    quickAdd_->SetToolTip("Enter adds what is typed, as a text roster writes it (\"3 Goblins Thug\", \"red drake\", "
                          "\"Dwarf Footmen\"). An army before it (\"horde:\", \"campaign:\", \"pool:\") adds it there and "
                          "makes that army the target. Down chooses from the completions.");
    quickAdd_->SetName("QuickAdd");
    // Die names whose words start with what is typed, keeping a count typed first ("3 gob th": "3 Goblins Thug").
    completion_ = std::make_unique<CompletionPopup>(quickAdd_, [this](const wxString& typed) {
        wxArrayString out;
        for (const auto& entry : domain::DieFilter::completeEntry(context_.catalog(), toUtf8(typed)))
            out.Add(u8(entry));
        return out;
    });
    completion_->onEnter = [this](const wxString& typed) {
        const wxString text = typed.Strip(wxString::both);
        if (!text.empty() && addByName(text)) quickAdd_->Clear();
    };
    quickHint_ = new wxStaticText(panel, wxID_ANY, "");
    quickHint_->SetName("QuickAddMessage");
    quickHint_->SetForegroundColour(kErrorText);

    sizer->Add(search_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(filters, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(emptyNote_, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(picker_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(addRow, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    sizer->Add(quickAdd_, 0, wxEXPAND);
    sizer->Add(quickHint_, 0, wxEXPAND | wxTOP, FromDIP(2));
    panel->SetSizer(sizer);

    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { applyPickerFilter(); });
    // Down goes from the search to the dice it found (GTK would move the focus to the filters below it).
    search_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() != WXK_DOWN && e.GetKeyCode() != WXK_NUMPAD_DOWN) {
            e.Skip();
            return;
        }
        focusPickerList();
    });
    kindChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { applyPickerFilter(); });
    speciesChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { applyPickerFilter(); });
    picker_->Bind(wxEVT_LIST_ITEM_ACTIVATED, [this](wxListEvent& e) { addDie(picker_->dieAt(e.GetIndex())); });
    picker_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) { showDieDetail(picker_->dieAt(e.GetIndex())); });
    addButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { addSelectedDie(); });
    panel->Bind(wxEVT_SIZE, [this](wxSizeEvent& e) {
        e.Skip();
        CallAfter([this] {
            if (IsBeingDeleted()) return;
            setQuickAddMessage(quickMessage_, quickHint_->GetForegroundColour() == kErrorText);
            const wxString note = pickerEmptyNote();
            emptyNote_->SetLabel(note);
            if (!note.empty()) emptyNote_->Wrap(std::max(FromDIP(120), pickerPanel_->GetClientSize().x));
            pickerPanel_->Layout();
        });
    });
    return panel;
}

wxWindow* BuilderPanel::buildRoster(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* terrains = new wxBoxSizer(wxHORIZONTAL);
    homeTerrain_ = new wxChoice(panel, wxID_ANY);
    frontierTerrain_ = new wxChoice(panel, wxID_ANY);
    homeTerrain_->SetName("HomeTerrain");
    frontierTerrain_->SetName("FrontierTerrain");
    for (wxChoice* choice : {homeTerrain_, frontierTerrain_}) {
        choice->SetMinSize(wxSize(FromDIP(110), -1));  // shrinks with the pane instead of pushing out of it
    }
    fillTerrainChoices();
    terrains->Add(new wxStaticText(panel, wxID_ANY, "Ho&me terrain"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    terrains->Add(homeTerrain_, 1, wxRIGHT, FromDIP(12));
    terrains->Add(new wxStaticText(panel, wxID_ANY, "Front&ier terrain"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT,
                  FromDIP(4));
    terrains->Add(frontierTerrain_, 1);
    sizer->Add(terrains, 0, wxEXPAND | wxBOTTOM, FromDIP(4));

    // The four lists in a scrolling area: each list is as tall as its rows, so none is cut off.
    armies_ = new wxScrolledWindow(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL);
    armies_->SetName("Armies");
    armies_->SetScrollRate(0, FromDIP(12));
    auto* grid = new wxFlexGridSizer(2, 2, FromDIP(6), FromDIP(6));
    grid->AddGrowableCol(0, 1);
    grid->AddGrowableCol(1, 1);
    grid->AddGrowableRow(0, 1);
    grid->AddGrowableRow(1, 1);
    for (RosterSection section : domain::kRosterSections) {
        const auto index = static_cast<std::size_t>(section);
        auto* box = new wxBoxSizer(wxVERTICAL);
        auto* header = new wxStaticText(armies_, wxID_ANY, u8(domain::displayName(section)), wxDefaultPosition,
                                        wxDefaultSize, wxST_NO_AUTORESIZE | wxST_ELLIPSIZE_END);
        header->SetFont(header->GetFont().Bold());
        header->SetMinSize(wxSize(FromDIP(100), header->GetCharHeight() + FromDIP(4)));
        auto* list = new wxListCtrl(armies_, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(200, 90)),
                                    wxLC_REPORT | wxLC_SINGLE_SEL);
        list->SetName(u8(domain::displayName(section)));
        list->AppendColumn("#", wxLIST_FORMAT_RIGHT, FromDIP(30));
        list->AppendColumn("Die", wxLIST_FORMAT_LEFT, FromDIP(160));
        list->AppendColumn("Points", wxLIST_FORMAT_RIGHT,
                           std::max(FromDIP(50), list->GetTextExtent("Points").x + FromDIP(16)));
        list->AppendColumn("Health", wxLIST_FORMAT_RIGHT,
                           std::max(FromDIP(50), list->GetTextExtent("Health").x + FromDIP(16)));
        list->AppendColumn("Note", wxLIST_FORMAT_LEFT,
                           std::max(FromDIP(95), list->GetTextExtent("not owned: 99").x + FromDIP(12)));
        list->SetDropTarget(new SectionDropTarget([this, section](domain::DieId die) {
            guarded(this, "The die could not be added.", [&] {
                model().addDie(section, die);
                changed();
            });
        }));
        list->Bind(wxEVT_KEY_DOWN, [this, section](wxKeyEvent& e) { onSectionKey(section, e); });
        list->Bind(wxEVT_LIST_ITEM_RIGHT_CLICK, [this, section](wxListEvent& e) { onSectionMenu(section, e); });
        list->Bind(wxEVT_LIST_ITEM_SELECTED, [this, section](wxListEvent& e) {
            lastSection_ = section;
            const auto& entries = model().roster().section(section);
            const auto row = static_cast<std::size_t>(e.GetIndex());
            if (row < entries.size() && entries[row].die) showDieDetail(*entries[row].die);
        });
        list->Bind(wxEVT_SET_FOCUS, [this, section](wxFocusEvent& e) {
            setTargetSection(section);
            lastSection_ = section;
            e.Skip();
        });
        // The die column takes the width the others leave.
        list->Bind(wxEVT_SIZE, [list](wxSizeEvent& e) {
            e.Skip();
            int others = 0;
            for (int c = 0; c < list->GetColumnCount(); ++c) {
                if (c != kDieColumn) others += list->GetColumnWidth(c);
            }
            const int width = list->GetClientSize().x - others - 2;
            if (width > list->FromDIP(80)) list->SetColumnWidth(kDieColumn, width);
        });
        headers_[index] = header;
        sections_[index] = list;
        box->Add(header, 0, wxEXPAND | wxBOTTOM, FromDIP(2));
        box->Add(list, 1, wxEXPAND);
        grid->Add(box, 1, wxEXPAND);
    }
    armies_->SetSizer(grid);
    // Two lists side by side where they fit with all their columns, else one above the other.
    armies_->Bind(wxEVT_SIZE, [this, grid](wxSizeEvent& e) {
        e.Skip();
        const unsigned columns = armies_->GetClientSize().x >= FromDIP(800) ? 2U : 1U;
        if (static_cast<unsigned>(grid->GetCols()) == columns) return;
        if (grid->IsColGrowable(1)) grid->RemoveGrowableCol(1);
        for (std::size_t row = 0; row < 4; ++row) {
            if (grid->IsRowGrowable(row)) grid->RemoveGrowableRow(row);
        }
        grid->SetCols(static_cast<int>(columns));
        grid->SetRows(static_cast<int>(4 / columns));
        if (columns == 2) grid->AddGrowableCol(1, 1);
        for (unsigned row = 0; row < 4 / columns; ++row) grid->AddGrowableRow(row, 1);
        CallAfter([this] {
            if (IsBeingDeleted()) return;
            armies_->FitInside();
            armies_->Layout();
        });
    });
    sizer->Add(armies_, 1, wxEXPAND);
    auto* hint = new wxStaticText(panel, wxID_ANY,
                                  "Del: one less   +: one more   Ctrl+1..4: move to another army   Right-click: menu",
                                  wxDefaultPosition, wxDefaultSize, wxST_ELLIPSIZE_END);
    hint->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    // A text-sized link (a button would take the lists' height): the expected rolls instead of the findings.
    analyticsLink_ = new wxStaticText(panel, wxID_ANY, "Show expected rolls");
    analyticsLink_->SetName("AnalyticsLink");
    analyticsLink_->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_HOTLIGHT));
    analyticsLink_->SetFont(analyticsLink_->GetFont().Underlined());
    analyticsLink_->SetCursor(wxCursor(wxCURSOR_HAND));
    analyticsLink_->SetToolTip("Each army's exact odds at its terrain, and against a roster from the library "
                               "(Ctrl+Shift+R)");
    analyticsLink_->Bind(wxEVT_LEFT_UP, [this](wxMouseEvent&) { showAnalytics(!analyticsShown()); });
    auto* hintRow = new wxBoxSizer(wxHORIZONTAL);
    hintRow->Add(hint, 1, wxALIGN_CENTER_VERTICAL);
    hintRow->Add(analyticsLink_, 0, wxALIGN_CENTER_VERTICAL | wxLEFT, FromDIP(8));
    sizer->Add(hintRow, 0, wxEXPAND | wxTOP, FromDIP(2));
    panel->SetSizer(sizer);

    homeTerrain_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int index = homeTerrain_->GetSelection();
        if (index <= 0) return;
        model().setHomeTerrain(terrainChoiceDice_[static_cast<std::size_t>(index - 1)]);
        changed();
    });
    frontierTerrain_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        const int index = frontierTerrain_->GetSelection();
        if (index <= 0) return;
        model().setFrontierTerrain(terrainChoiceDice_[static_cast<std::size_t>(index - 1)]);
        changed();
    });
    return panel;
}

wxWindow* BuilderPanel::buildValidation(wxWindow* parent) {
    auto* panel = new wxPanel(parent);
    validationPanel_ = panel;
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    // Verdict, what is still missing and the totals: HTML wraps to any width and scrolls when short of room.
    summary_ = new wxHtmlWindow(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxHW_SCROLLBAR_AUTO);
    summary_->SetName("Summary");
    summary_->SetBorders(FromDIP(kSummaryBorder));
    summary_->SetBackgroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOW));
    findings_ = new FindingsList(panel);
    findings_->SetName("Findings");
    findings_->SetToolTip(findingToolTip(wxNOT_FOUND));
    auto* explain = new wxButton(panel, wxID_ANY, "E&xplain...");
    explain->SetToolTip("Why the selected finding appears and what to do about it (F1)");
    explainButton_ = explain;
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    top->Add(summary_, 1, wxEXPAND | wxRIGHT, FromDIP(4));
    top->Add(explain, 0, wxALIGN_TOP);
    sizer->Add(top, 0, wxEXPAND | wxTOP, FromDIP(4));
    sizer->Add(findings_, 1, wxEXPAND | wxTOP, FromDIP(4));
    panel->SetSizer(sizer);
    findings_->Bind(wxEVT_LISTBOX, [this](wxCommandEvent& e) {
        if (!refreshing_) selectFinding(e.GetSelection());
    });
    findings_->Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) { explainSelectedFinding(); });
    // Hovering a finding shows it whole, with its rulebook place, whatever the list's width.
    findings_->Bind(wxEVT_MOTION, [this](wxMouseEvent& e) {
        const wxString tip = findingToolTip(findings_->VirtualHitTest(e.GetPosition().y));
        if (findings_->GetToolTipText() != tip) findings_->SetToolTip(tip);
        e.Skip();
    });
    findings_->Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_RETURN || e.GetKeyCode() == WXK_NUMPAD_ENTER) {
            explainSelectedFinding();
        } else {
            e.Skip();
        }
    });
    explain->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { explainSelectedFinding(); });
    return panel;
}

// --- picker ---

void BuilderPanel::applyPickerFilter() {
    domain::DieFilter filter;
    filter.text = toUtf8(search_->GetValue());
    if (speciesChoice_->GetSelection() > 0) filter.species = toUtf8(speciesChoice_->GetStringSelection());
    switch (static_cast<PickerKind>(kindChoice_->GetSelection())) {
        case kUnits:
            filter.kind = domain::DieKind::Unit;
            break;
        case kItems:
            filter.itemsOnly = true;
            break;
        case kDragons:
            filter.kind = domain::DieKind::Dragon;
            break;
        case kMinorTerrains:
            filter.kind = domain::DieKind::MinorTerrain;
            break;
        case kMajorTerrains:
            filter.kind = domain::DieKind::Terrain;
            break;
        case kAllKinds:
            break;
    }
    picker_->setFilter(filter);
    const wxString note = pickerEmptyNote();
    emptyNote_->SetLabel(note);
    if (!note.empty()) emptyNote_->Wrap(std::max(FromDIP(120), pickerPanel_->GetClientSize().x));
    emptyNote_->Show(!note.empty());
    pickerPanel_->Layout();
}

void BuilderPanel::setPickerSearch(const wxString& text) {
    search_->ChangeValue(text);
    applyPickerFilter();
}

void BuilderPanel::setPickerKind(PickerKind kind) {
    kindChoice_->SetSelection(static_cast<int>(kind));
    applyPickerFilter();
}

void BuilderPanel::setPickerSpecies(const wxString& species) {
    const int index = species.empty() ? 0 : speciesChoice_->FindString(species);
    speciesChoice_->SetSelection(index == wxNOT_FOUND ? 0 : index);
    applyPickerFilter();
}

long BuilderPanel::pickerRowCount() const {
    return static_cast<long>(picker_->rowCount());
}

wxString BuilderPanel::pickerRowText(long row, int column) const {
    return picker_->GetItemText(row, column);
}

wxString BuilderPanel::pickerEmptyNote() const {
    if (picker_->rowCount() > 0) return {};
    return u8(picker_->filter().explainEmpty(context_.catalog()));
}

bool BuilderPanel::selectPickerDie(domain::DieId die) {
    if (!picker_->selectDie(die)) return false;
    showDieDetail(die);
    return true;
}

void BuilderPanel::focusPickerList() {
    picker_->SetFocus();
    if (picker_->rowCount() == 0) return;
    domain::DieId die = 0;
    if (!picker_->selectedDie(die)) die = picker_->dieAt(0);
    selectPickerDie(die);
}

void BuilderPanel::showDieDetail(std::optional<domain::DieId> die) {
    wxString html = "<html><body>";
    if (die) {
        html += dieDetailHtml(context_.catalog(), context_.catalog().die(*die));
    } else {
        html +=
            "<p><font color=\"#666666\">Select a die to see its faces and what its icons do. "
            "Double-click or Enter adds it to the chosen army.</font></p>";
    }
    dieDetail_->SetPage(html + "</body></html>");
}

wxString BuilderPanel::dieDetailText() const {
    return dieDetail_->ToText();
}

void BuilderPanel::setQuickAddMessage(const wxString& text, bool problem) {
    quickMessage_ = text;
    quickHint_->SetForegroundColour(problem ? kErrorText : wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
    quickHint_->SetLabel(text);
    quickHint_->SetToolTip(text);
    if (!text.empty()) quickHint_->Wrap(std::max(FromDIP(120), pickerPanel_->GetClientSize().x));
    pickerPanel_->Layout();
}

wxString BuilderPanel::quickAddMessage() const {
    return quickMessage_;
}

// --- edits ---

domain::RosterSection BuilderPanel::targetSection() const {
    return static_cast<RosterSection>(std::max(0, targetChoice_->GetSelection()));
}

void BuilderPanel::setTargetSection(RosterSection section) {
    if (targetChoice_->GetSelection() == static_cast<int>(section)) return;
    targetChoice_->SetSelection(static_cast<int>(section));
    pickerMarks_->update(model(), section);
}

void BuilderPanel::addDie(domain::DieId die) {
    placeDie(die, 1);
}

bool BuilderPanel::placeDie(domain::DieId die, int count) {
    const auto section = targetSection();
    const wxString name = u8(context_.catalog().die(die).name);
    const rules::Placement wanted = model().placementFor(die, section);
    if (wanted.where == rules::Placement::Where::TerrainsChosen) {
        setQuickAddMessage(name +
                           " is a major terrain, and both terrains are chosen: pick it in the Home or Frontier "
                           "terrain list above the armies.");
        return false;
    }
    rules::Placement placed;
    if (!guarded(this, "The die could not be added.", [&] { placed = model().place(die, section, count); }))
        return false;
    switch (placed.where) {
        case rules::Placement::Where::HomeTerrain:
            setQuickAddMessage(name + " is now the home terrain.", false);
            break;
        case rules::Placement::Where::FrontierTerrain:
            setQuickAddMessage(name + " is now the frontier terrain.", false);
            break;
        default:
            setQuickAddMessage(placed.section == section
                                   ? wxString()
                                   : name + " went to the Summoning Pool, where it starts the game.",
                               false);
            break;
    }
    showDieDetail(die);
    changed();
    return true;
}

void BuilderPanel::addSelectedDie() {
    domain::DieId die = 0;
    if (picker_->selectedDie(die)) addDie(die);
}

bool BuilderPanel::addByName(const wxString& typed) {
    std::string problem;
    const auto& catalog = context_.catalog();
    // "horde: 3 Goblins Thug" names the army too (and makes it the target): the keyboard's way to change armies.
    wxString text = typed;
    if (const int colon = typed.Find(':'); colon != wxNOT_FOUND) {
        if (const auto section = domain::parseRosterSection(toUtf8(typed.Left(static_cast<size_t>(colon))))) {
            setTargetSection(*section);
            text = typed.Mid(static_cast<size_t>(colon) + 1).Strip(wxString::both);
        }
    }
    // Read as players write names, with the roster it joins (its species settle a name several species share).
    const auto entry = domain::RosterIO::parseEntry(toUtf8(text), catalog, &problem, &model().roster());
    if (!entry) {
        setQuickAddMessage("\"" + text + "\" cannot be added: " + u8(problem) + ".");
        return false;
    }
    if (!entry->die) {
        const auto read = catalog.matchDieName(entry->name, domain::RosterIO::speciesSeen(model().roster(), catalog));
        const bool several = read.how == domain::DieNameMatch::How::Several;
        std::vector<std::string> names;
        for (const auto id : read.candidates) names.push_back(catalog.die(id).name);
        if (!several) names = catalog.nearestDieNames(entry->name, 3);
        wxString message = several ? wxString::Format("\"%s\" fits %zu dice:", u8(entry->name), names.size())
                                   : "No die is called \"" + u8(entry->name) + "\".";
        for (std::size_t i = 0; i < names.size(); ++i) {
            message +=
                (i == 0 ? (several ? " " : " Did you mean ") : (i + 1 == names.size() ? " or " : ", ")) + u8(names[i]);
        }
        if (!names.empty()) message += several ? "; type the one you mean." : "?";
        setQuickAddMessage(message);
        return false;
    }
    return placeDie(*entry->die, entry->count);
}

void BuilderPanel::setForceSize(int points) {
    model().setForceSize(points);
    changed();
}

void BuilderPanel::setEventFormat(const wxString& name) {
    document_.chooseEventFormat(toUtf8(name));
    warnAboutFormat();
    changed();
}

void BuilderPanel::warnAboutFormat() {
    if (document_.formatProblem().empty()) return;
    showError(this,
              "The event format \"" + u8(model().roster().eventFormat) +
                  "\" could not be read; the roster is checked as open.",
              std::runtime_error(document_.formatProblem()));
}

long BuilderPanel::selectedLine(RosterSection section) const {
    return sections_[static_cast<std::size_t>(section)]->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
}

void BuilderPanel::selectRosterLine(RosterSection section, long row) {
    wxListCtrl* list = sections_[static_cast<std::size_t>(section)];
    if (row < 0 || row >= list->GetItemCount()) return;
    list->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    lastSection_ = section;
}

RosterSection BuilderPanel::commandSection() const {
    // The list that has the keyboard focus; else the one used last (a menu or its shortcut from elsewhere).
    for (RosterSection section : domain::kRosterSections) {
        const wxWindow* list = sections_[static_cast<std::size_t>(section)];
        for (const wxWindow* w = wxWindow::FindFocus(); w != nullptr; w = w->GetParent()) {
            if (w == list) return section;
        }
    }
    return lastSection_;
}

void BuilderPanel::changeSelectedLine(int delta) {
    changeLine(commandSection(), delta);
}

void BuilderPanel::changeLine(RosterSection section, int delta) {
    const long row = selectedLine(section);
    if (row < 0) return;
    lastSection_ = section;
    const rules::RosterLine line{section, static_cast<std::size_t>(row)};
    guarded(this, "The roster could not be changed.", [&] {
        if (delta < 0) {
            model().removeOne(line);
        } else {
            const auto& entry = model().roster().section(section).at(line.index);
            if (entry.die) model().addDie(section, *entry.die);
        }
        changed();
    });
    // The list keeps a selected row (the next one, or the last) so that the next key acts here again.
    keepARowSelected(section, row);
}

void BuilderPanel::keepARowSelected(RosterSection section, long row) {
    wxListCtrl* list = sections_[static_cast<std::size_t>(section)];
    const long count = list->GetItemCount();
    if (count == 0 || selectedLine(section) >= 0) return;
    const long keep = std::min(row, count - 1);
    list->SetItemState(keep, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                       wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    list->EnsureVisible(keep);
}

void BuilderPanel::moveSelectedLine(RosterSection to) {
    moveLine(commandSection(), to);
}

void BuilderPanel::moveLine(RosterSection from, RosterSection to) {
    const long row = selectedLine(from);
    if (row < 0 || to == from) return;
    lastSection_ = from;
    guarded(this, "The die could not be moved.", [&] {
        model().moveOne({from, static_cast<std::size_t>(row)}, to);
        changed();
    });
    keepARowSelected(from, row);
}

void BuilderPanel::onSectionKey(RosterSection section, wxKeyEvent& event) {
    const long row = selectedLine(section);
    const int key = event.GetKeyCode();
    wxListCtrl* list = sections_[static_cast<std::size_t>(section)];
    lastSection_ = section;
    if (row < 0) {
        // Arrows in a list without a selected row select one here; in an empty list they do nothing. Either way
        // the focus stays in this army (passed on, GTK would move it to the list above or below).
        const bool navigation = key == WXK_UP || key == WXK_DOWN || key == WXK_HOME || key == WXK_END ||
                                key == WXK_PAGEUP || key == WXK_PAGEDOWN;
        if (navigation) {
            const long count = list->GetItemCount();
            if (count > 0) {
                const bool last = key == WXK_UP || key == WXK_END || key == WXK_PAGEUP;
                selectRosterLine(section, last ? count - 1 : 0);
            }
            return;
        }
        event.Skip();
        return;
    }
    if (key == WXK_DELETE || key == WXK_BACK || key == '-' || key == WXK_NUMPAD_SUBTRACT) {
        changeLine(section, -1);
        return;
    }
    if (key == '+' || key == '=' || key == WXK_NUMPAD_ADD) {
        changeLine(section, +1);
        return;
    }
    if (event.ControlDown() && key >= '1' && key <= '4') {
        moveLine(section, static_cast<RosterSection>(key - '1'));
        return;
    }
    event.Skip();
}

void BuilderPanel::onSectionMenu(RosterSection section, wxListEvent& event) {
    lastSection_ = section;
    selectRosterLine(section, event.GetIndex());
    wxMenu menu;
    menu.Append(1, "One &less\tDel");
    menu.Append(2, "One &more\t+");
    menu.AppendSeparator();
    for (RosterSection to : domain::kRosterSections) {
        if (to == section) continue;
        menu.Append(10 + static_cast<int>(to),
                    wxString::Format("Move one to %s\tCtrl+%d", u8(domain::displayName(to)), static_cast<int>(to) + 1));
    }
    const int choice = GetPopupMenuSelectionFromUser(menu);
    if (choice == wxID_NONE) return;
    if (choice == 1) changeLine(section, -1);
    if (choice == 2) changeLine(section, +1);
    if (choice >= 10) moveLine(section, static_cast<RosterSection>(choice - 10));
}

void BuilderPanel::changed() {
    selectedFinding_ = -1;
    refreshAll();
    if (onChanged) onChanged();
}

// --- presenting ---

void BuilderPanel::refreshAll() {
    refreshing_ = true;
    refreshSettings();
    refreshSections();
    refreshHeaders();
    refreshValidation();
    pickerMarks_->update(model(), targetSection());
    if (analytics_ != nullptr && analyticsShown()) analytics_->setRoster(model().roster());
    refreshing_ = false;
}

AnalyticsPanel& BuilderPanel::analytics() {
    if (analytics_ == nullptr) {
        analytics_ = new AnalyticsPanel(analyticsHolder_, context_);
        analytics_->onBackToFindings = [this] { showAnalytics(false); };
        analyticsHolder_->GetSizer()->Add(analytics_, 1, wxEXPAND);
        analyticsHolder_->Layout();
        analytics_->setRoster(model().roster());
    }
    return *analytics_;
}

void BuilderPanel::showAnalytics(bool show) {
    // Computed while shown only: hidden, the charts would be redone after every change for nobody.
    if (show) analytics().setRoster(model().roster());
    lowerBook_->SetSelection(show ? 1 : 0);
    analyticsLink_->SetLabel(show ? "Show the findings" : "Show expected rolls");
    if (show) giveAnalyticsRoom();
    if (onAnalyticsShown) onAnalyticsShown(show);
}

bool BuilderPanel::analyticsShown() const {
    return lowerBook_->GetSelection() == 1;
}

// The charts of three armies need more height than the findings: when the expected rolls are shown in a short
// pane, the pane grows to half the roster side (the user's sash otherwise stays where it is).
void BuilderPanel::giveAnalyticsRoom() {
    if (!rightSplit_->IsSplit()) return;
    const int total = rightSplit_->GetClientSize().y;
    const int wanted = std::min(total / 2, FromDIP(420));
    if (total - rightSplit_->GetSashPosition() < wanted) rightSplit_->SetSashPosition(total - wanted);
}

void BuilderPanel::refreshSettings() {
    const auto& roster = model().roster();
    // A box the player is typing in keeps the typing; anything else shows the roster as it is.
    const bool typing = nameEdited_ && (nameText_->HasFocus() || playerText_->HasFocus());
    if (!typing) {
        if (nameText_->GetValue() != u8(roster.name)) nameText_->ChangeValue(u8(roster.name));
        if (playerText_->GetValue() != u8(roster.player)) playerText_->ChangeValue(u8(roster.player));
    }
    editionChoice_->SetSelection(roster.edition == kEditions[1] ? 1 : 0);
    const int formatIndex = formatChoice_->FindString(u8(roster.eventFormat));
    formatChoice_->SetSelection(formatIndex == wxNOT_FOUND ? 0 : formatIndex);
    if (forceSpin_->GetValue() != roster.forceSize) forceSpin_->SetValue(roster.forceSize);
    if (playersSpin_->GetValue() != roster.playersInGame) playersSpin_->SetValue(roster.playersInGame);
    auto selectTerrain = [this](wxChoice* choice, const std::optional<domain::DieId>& die) {
        int index = 0;
        for (std::size_t i = 0; die && i < terrainChoiceDice_.size(); ++i) {
            if (terrainChoiceDice_[i] == *die) index = static_cast<int>(i) + 1;
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
        const auto& entries = model().roster().section(section);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const auto& entry = entries[i];
            const long row = static_cast<long>(i);
            list->InsertItem(row, wxString::Format("%d", entry.count));
            list->SetItem(row, kDieColumn, u8(entry.die ? context_.catalog().die(*entry.die).name : entry.name));
            const bool pool = section == RosterSection::SummoningPool;
            const int points = model().linePoints(entry);
            list->SetItem(row, kPointsColumn, pool && points == 0 ? wxString("-") : wxString::Format("%d", points));
            const int health = model().lineHealth(entry);
            list->SetItem(row, kHealthColumn, health > 0 ? wxString::Format("%d", health) : wxString());
            if (!entry.die) {
                list->SetItem(row, kNoteColumn, "unknown die");
                list->SetItemTextColour(row, kErrorText);
            } else if (const int missing = model().missing(*entry.die); missing > 0 && showNotOwned_) {
                list->SetItem(row, kNoteColumn, wxString::Format("not owned: %d", missing));
                list->SetItemTextColour(row, kNotOwnedText);
            }
        }
        if (keep >= 0 && keep < list->GetItemCount()) {
            list->SetItemState(keep, wxLIST_STATE_SELECTED, wxLIST_STATE_SELECTED);
        }
        list->Thaw();
    }
    fitSections();
}

void BuilderPanel::fitSections() {
    // Measure a row and the column header once a list has a row at its top.
    for (wxListCtrl* list : sections_) {
        wxRect rect;
        if (list->GetItemCount() > 0 && list->GetTopItem() == 0 && list->GetItemRect(0, rect) && rect.height > 0) {
            rowHeight_ = rect.height;
            headerHeight_ = rect.y;
            break;
        }
    }
    const int row = rowHeight_ > 0 ? rowHeight_ : GetCharHeight() + FromDIP(8);
    const int header = headerHeight_ > 0 ? headerHeight_ : GetCharHeight() + FromDIP(12);
    // Every list as tall as its rows (at least two), so that none is cut off; the area around them scrolls.
    // (The die column takes the width the others leave, so there is no horizontal scroll bar to allow for.)
    for (wxListCtrl* list : sections_) {
        const int rows = std::max(2, list->GetItemCount());
        const int height = header + rows * row + FromDIP(6);
        list->SetMinSize(wxSize(FromDIP(200), height));
    }
    armies_->FitInside();
    armies_->Layout();
}

bool BuilderPanel::sectionRowsFullyShown(RosterSection section) const {
    const wxListCtrl* list = sections_[static_cast<std::size_t>(section)];
    const int bottom = list->GetClientSize().y;
    for (long row = 0; row < list->GetItemCount(); ++row) {
        wxRect rect;
        if (!list->GetItemRect(row, rect) || rect.GetBottom() > bottom || rect.y < 0) return false;
    }
    return true;
}

void BuilderPanel::refreshHeaders() {
    const int limit = model().armyLimit();
    for (RosterSection section : {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign}) {
        wxStaticText* header = headers_[static_cast<std::size_t>(section)];
        const int points = model().armyPoints(section);
        wxString text = wxString::Format("%s army: %d %s, at most %d", u8(domain::displayName(section)), points,
                                         points == 1 ? "point" : "points", limit);
        if (limit > 0 && points > limit) text += wxString::Format(" (%d over)", points - limit);
        header->SetLabel(text);
        header->SetForegroundColour(limit > 0 && points > limit ? kErrorText
                                                                : wxSystemSettings::GetColour(wxSYS_COLOUR_WINDOWTEXT));
        header->SetToolTip(text);
    }
    const auto& t = model().report().totals;
    wxString pool = wxString::Format("Summoning Pool: dragons %d of %d", t.dragonsBrought, t.dragonsRequired);
    if (t.dragonkinHealth > 0)
        pool += wxString::Format(", Dragonkin %d of %d health", t.dragonkinHealth, t.dragonkinAllowance);
    if (t.minorTerrains > 0)
        pool += wxString::Format(", minor terrains %d of %d", t.minorTerrains, t.minorTerrainLimit);
    wxStaticText* header = headers_[static_cast<std::size_t>(RosterSection::SummoningPool)];
    header->SetLabel(pool);
    header->SetToolTip(pool);
    for (wxStaticText* h : headers_) h->Refresh();
}

void BuilderPanel::refreshValidation() {
    const auto& report = model().report();
    const bool blank = model().isBlank();
    verdict_ = u8(model().verdictText());
    stillMissing_ = joinPhrases(model().stillMissing());

    const wxString verdictColour = blank ? "#555555" : report.errorCount() > 0 ? "#b41e1e" : "#147828";
    wxString html = "<html><body><font size=+1 color=\"" + verdictColour + "\"><b>" + verdict_ + "</b></font>";
    if (blank) {
        html += "&nbsp; A new roster: choose dice from the list on the left.";
    }
    if (!stillMissing_.empty()) html += "<br><b>Still needed:</b> " + htmlEscape(toUtf8(stillMissing_));
    // The totals in short (each army's points and limit are in its header).
    const auto& t = report.totals;
    html += wxString::Format(
        "<br><font color=\"#555555\">Force %d/%d points &middot; dragons %d/%d &middot; "
        "Dragonkin %d/%d health &middot; minor terrains %d/%d</font>",
        t.points, t.allowedTotal, t.dragonsBrought, t.dragonsRequired, t.dragonkinHealth, t.dragonkinAllowance,
        t.minorTerrains, t.minorTerrainLimit);
    summaryHtml_ = html + "</body></html>";
    summary_->SetPage(summaryHtml_);

    // Findings, each wrapping over as many lines as it needs, with the rule and the rulebook place. A blank
    // roster shows none: "still needed" says where to start.
    findingRows_.clear();
    wxArrayString items;
    if (!blank) {
        for (std::size_t i = 0; i < report.findings.size(); ++i) {
            const auto& f = report.findings[i];
            const bool error = f.severity == rules::Severity::Error;
            wxString item =
                "<font color=\"" + wxString(error ? "#b41e1e" : "#9a6700") + "\"><b>" + (error ? "Error" : "Warning") +
                "</b></font> " + htmlEscape(f.message) + "<br><font color=\"#666666\" size=-1>" +
                htmlEscape(std::string(rules::ruleGuide(f.rule).title)) + " (" +
                htmlEscape(std::string(rules::toString(f.rule))) + ") &middot; " + htmlEscape(f.ref) + "</font>";
            items.Add(item);
            findingRows_.push_back(i);
        }
    }
    findings_->Freeze();
    findings_->Clear();
    if (!items.empty()) findings_->Append(items);
    findings_->Thaw();
    if (explainButton_ != nullptr) explainButton_->Enable(!findingRows_.empty());
    fitSummary();
}

int BuilderPanel::summaryHeightFor(int width) const {
    // Laid out apart from the window (the window's own layout is left alone), as the window lays it out.
    // The window's own parser: its fonts are the window's.
    wxClientDC dc(summary_);
    wxHtmlWinParser* parser = summary_->GetParser();
    parser->SetDC(&dc);
    std::unique_ptr<wxHtmlContainerCell> cell(static_cast<wxHtmlContainerCell*>(parser->Parse(summaryHtml_)));
    if (!cell) return 0;
    const int borders = FromDIP(kSummaryBorder);
    cell->Layout(std::max(FromDIP(50), width - 2 * borders));
    return cell->GetHeight() + 2 * borders;
}

void BuilderPanel::fitSummary() {
    // The summary as tall as its text at its width, but never more than two thirds of the pane (it scrolls).
    if (validationPanel_ == nullptr || summaryHtml_.empty()) return;
    const int frame = summary_->GetSize().x - summary_->GetClientSize().x;
    const int beside = explainButton_ != nullptr ? explainButton_->GetSize().x + FromDIP(4) : 0;
    const int wanted = summaryHeightFor(validationPanel_->GetClientSize().x - beside - frame) + frame + FromDIP(4);
    const int most = std::max(GetCharHeight() * 3, validationPanel_->GetClientSize().y * 2 / 3);
    const int height = std::min(wanted, most);
    if (summary_->GetMinSize().y != height) {
        summary_->SetMinSize(wxSize(-1, height));
        validationPanel_->Layout();
    }
}

void BuilderPanel::selectFinding(long index) {
    selectedFinding_ = (index >= 0 && static_cast<std::size_t>(index) < findingRows_.size()) ? index : -1;
    for (wxListCtrl* list : sections_) {
        for (long row = 0; row < list->GetItemCount(); ++row) {
            list->SetItemBackgroundColour(row, list->GetBackgroundColour());
            list->SetItemState(row, 0, wxLIST_STATE_SELECTED);
        }
    }
    if (selectedFinding_ < 0) return;
    if (findings_->GetSelection() != selectedFinding_) {
        refreshing_ = true;
        findings_->SetSelection(static_cast<int>(selectedFinding_));
        refreshing_ = false;
    }
    const auto& finding = model().report().findings[findingRows_[static_cast<std::size_t>(selectedFinding_)]];
    for (const auto& line : model().linesOf(finding)) {
        wxListCtrl* list = sections_[static_cast<std::size_t>(line.section)];
        const long row = static_cast<long>(line.index);
        list->SetItemBackgroundColour(row, kHighlight);
        // Scroll the armies area so that the line shows.
        wxRect rect;
        if (list->GetItemRect(row, rect)) {
            const wxPoint at = armies_->CalcUnscrolledPosition(list->GetPosition() + rect.GetTopLeft());
            int unitX = 0;
            int unitY = 0;
            armies_->GetScrollPixelsPerUnit(&unitX, &unitY);
            const int top = armies_->CalcUnscrolledPosition(wxPoint(0, 0)).y;
            if (unitY > 0 && (at.y < top || at.y + rect.height > top + armies_->GetClientSize().y)) {
                armies_->Scroll(-1, std::max(0, at.y - FromDIP(20)) / unitY);
            }
        }
    }
}

long BuilderPanel::findingCount() const {
    return static_cast<long>(findings_->GetCount());
}

wxString BuilderPanel::findingText(long index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= findingRows_.size()) return {};
    const auto& f = model().report().findings[findingRows_[static_cast<std::size_t>(index)]];
    return u8(rules::toString(f.rule)) + ": " + u8(f.message);
}

wxString BuilderPanel::findingToolTip(long index) const {
    const wxString how = "Select a finding to see its dice; double-click, Enter or F1 explains it.";
    if (index < 0 || static_cast<std::size_t>(index) >= findingRows_.size()) return how;
    const auto& f = model().report().findings[findingRows_[static_cast<std::size_t>(index)]];
    return u8(f.message) + "\nRulebook: " + u8(f.ref) + " (" + u8(rules::toString(f.rule)) + ")\n" + how;
}

wxString BuilderPanel::findingExplanation(long index) const {
    if (index < 0 || static_cast<std::size_t>(index) >= findingRows_.size()) return {};
    const auto& f = model().report().findings[findingRows_[static_cast<std::size_t>(index)]];
    const auto& guide = rules::ruleGuide(f.rule);
    wxString text = u8(f.message) + "\n\n" + u8(guide.title) + " (" + u8(rules::toString(f.rule)) + ")\n" +
                    u8(guide.explanation) + "\n\nWhat to do: " + u8(guide.fix) + "\n\nRulebook: " + u8(f.ref);
    if (!f.dice.empty()) {
        wxString dice;
        for (const auto& d : f.dice) dice += (dice.empty() ? "" : ", ") + u8(d);
        text += "\nDice: " + dice;
    }
    return text;
}

void BuilderPanel::explainSelectedFinding() {
    long index = selectedFinding_;
    if (index < 0 && findingCount() > 0) index = 0;
    if (index < 0) {
        wxMessageBox("There is no finding to explain: " + verdict_ + ".", "Muster", wxOK | wxICON_INFORMATION, this);
        return;
    }
    const auto& f = model().report().findings[findingRows_[static_cast<std::size_t>(index)]];
    wxMessageDialog dialog(this, u8(rules::ruleGuide(f.rule).title), "Why this finding", wxOK | wxICON_INFORMATION);
    dialog.SetExtendedMessage(findingExplanation(index));
    dialog.ShowModal();
}

wxRect BuilderPanel::findingRect(long index) const {
    if (index < 0 || index >= findingCount()) return {};
    return findings_->GetItemRect(static_cast<size_t>(index));
}

int BuilderPanel::findingsWidth() const {
    return findings_->GetClientSize().x;
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

wxColour BuilderPanel::sectionRowColour(RosterSection section, long row) const {
    return sections_[static_cast<std::size_t>(section)]->GetItemTextColour(row);
}

wxString BuilderPanel::sectionHeaderText(RosterSection section) const {
    return headers_[static_cast<std::size_t>(section)]->GetLabel();
}

wxString BuilderPanel::verdictText() const {
    return verdict_;
}

wxString BuilderPanel::stillMissingText() const {
    return stillMissing_;
}

wxString BuilderPanel::summaryText() const {
    return summary_->ToText();
}

bool BuilderPanel::summaryFullyShown() const {
    return summaryHeightFor(summary_->GetClientSize().x) <= summary_->GetClientSize().y;
}

void BuilderPanel::setOwnedDice(const std::optional<std::map<std::string, int>>& owned) {
    pickerMarks_->setOwned(owned);
    if (owned) {
        model().setOwnedDice(*owned);
    } else {
        model().clearOwnedDice();
    }
    if (sections_[0] != nullptr) refreshSections();
    fillTerrainChoices();
    refreshing_ = true;
    refreshSettings();
    refreshing_ = false;
}

void BuilderPanel::fillTerrainChoices() {
    // The terrains the player owns first, marked; then the others (the catalog's order in each part).
    std::vector<domain::DieId> order;
    for (int pass = 0; pass < 2; ++pass) {
        for (domain::DieId id : majorTerrains_) {
            if ((model().owned(id) > 0) == (pass == 0)) order.push_back(id);
        }
    }
    wxArrayString labels;
    labels.Add("(choose a terrain)");
    for (domain::DieId id : order) {
        const wxString name = u8(context_.catalog().die(id).name);
        const int owned = model().owned(id);
        labels.Add(owned > 0 ? name + wxString::Format("  (owned: %d)", owned) : name);
    }
    terrainChoiceDice_ = std::move(order);
    if (labels == homeTerrain_->GetStrings()) return;
    for (wxChoice* choice : {homeTerrain_, frontierTerrain_}) choice->Set(labels);
}

wxArrayString BuilderPanel::terrainChoiceLabels() const {
    return homeTerrain_->GetStrings();
}

void BuilderPanel::setShowNotOwned(bool show) {
    if (show == showNotOwned_) return;
    showNotOwned_ = show;
    refreshSections();
}

// --- documents ---

wxString BuilderPanel::filePath() const {
    return u8(document_.path());
}

wxString BuilderPanel::documentTitle() const {
    wxString title = u8(document_.title());
    if (document_.modified()) title += " *";
    return title;
}

void BuilderPanel::documentReplaced() {
    // A roster replaced as a whole: typing in the name box is over, the findings and highlights start anew.
    nameEdited_ = false;
    setQuickAddMessage("");
    changed();
}

void BuilderPanel::newRoster() {
    if (!confirmDiscard()) return;
    document_.startNew();
    documentReplaced();
}

bool BuilderPanel::openFile(const wxString& path) {
    const bool ok = guarded(this, "The roster \"" + wxFileName(path).GetFullName() + "\" could not be opened.",
                            [&] { document_.open(toUtf8(path)); });
    if (!ok) return false;
    documentReplaced();
    warnAboutFormat();
    if (onFileUsed) onFileUsed(path);
    return true;
}

bool BuilderPanel::writeTo(const wxString& path, domain::RosterFileFormat format) {
    return guarded(this, "The roster could not be saved to \"" + path + "\".",
                   [&] { document_.exportTo(toUtf8(path), format); });
}

void BuilderPanel::storeInLibrary() {
    services::RosterLibrary* library = context_.storage().rosters();
    if (library == nullptr) return;
    domain::Roster copy = model().roster();
    if (copy.name.empty()) copy.name = toUtf8(wxFileName(filePath()).GetName());
    if (copy.name.empty()) return;
    guarded(this, "The roster was saved to its file, but not to the roster library.", [&] { library->save(copy); });
    if (analytics_ != nullptr) analytics_->refreshOpponents();
}

bool BuilderPanel::saveFile(const wxString& path) {
    // A name being typed counts as part of the roster that is saved.
    if (nameEdited_) {
        model().setName(toUtf8(nameText_->GetValue()));
        model().setPlayer(toUtf8(playerText_->GetValue()));
        nameEdited_ = false;
    }
    if (!guarded(this, "The roster could not be saved to \"" + path + "\".", [&] { document_.saveAs(toUtf8(path)); })) {
        return false;
    }
    storeInLibrary();
    if (onFileUsed) onFileUsed(path);
    changed();
    return true;
}

bool BuilderPanel::save() {
    if (!document_.savesInPlace()) return saveAs();
    return saveFile(filePath());
}

bool BuilderPanel::saveAs() {
    wxString suggested = u8(model().roster().name);
    if (suggested.empty()) suggested = "roster";
    wxFileDialog dialog(this, "Save roster", wxEmptyString, suggested + ".json", "Muster rosters (*.json)|*.json",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return false;
    return saveFile(dialog.GetPath());
}

void BuilderPanel::duplicate() {
    document_.duplicate();
    changed();
}

bool BuilderPanel::importRoster() {
    if (!confirmDiscard()) return false;
    wxFileDialog dialog(this, "Import roster", wxEmptyString, wxEmptyString, kRosterWildcard,
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return false;
    // Imported: the document keeps no file, so Save asks where to keep it.
    const bool ok =
        guarded(this, "The roster could not be imported.", [&] { document_.importFile(toUtf8(dialog.GetPath())); });
    if (!ok) return false;
    documentReplaced();
    warnAboutFormat();
    return true;
}

bool BuilderPanel::exportRoster(domain::RosterFileFormat format) {
    const bool text = format == domain::RosterFileFormat::Text;
    wxString suggested = u8(model().roster().name);
    if (suggested.empty()) suggested = "roster";
    wxFileDialog dialog(this, text ? "Export roster as text" : "Export roster as JSON", wxEmptyString,
                        suggested + (text ? ".txt" : ".json"),
                        text ? "Text rosters (*.txt)|*.txt" : "Muster rosters (*.json)|*.json",
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return false;
    return writeTo(dialog.GetPath(), format);
}

wxString BuilderPanel::pasteRoster(const wxString& text) {
    try {
        document_.adoptPasted(toUtf8(text));
    } catch (const domain::RosterFormatError& e) {
        return u8(e.what());
    }
    documentReplaced();
    warnAboutFormat();
    return {};
}

void BuilderPanel::openFromLibrary() {
    services::RosterLibrary* library = context_.storage().rosters();
    if (library == nullptr) {
        wxMessageBox("The roster library is not available:\n\n" + u8(context_.databaseError()), "Muster",
                     wxOK | wxICON_WARNING, this);
        return;
    }
    if (!confirmDiscard()) return;
    std::optional<domain::Roster> chosen;
    guarded(this, "The roster library could not be read.", [&] {
        const auto list = library->list();
        if (list.empty()) {
            wxMessageBox("The roster library is empty. Saving a roster also keeps it in the library.", "Muster",
                         wxOK | wxICON_INFORMATION, this);
            return;
        }
        wxArrayString choices;
        for (const auto& r : list) choices.Add(libraryChoiceText(r));
        wxSingleChoiceDialog dialog(this, "Choose a saved roster", "Open from library", choices);
        if (dialog.ShowModal() != wxID_OK) return;
        chosen = library->load(list[static_cast<std::size_t>(dialog.GetSelection())].name);
    });
    if (!chosen) return;
    document_.adopt(std::move(*chosen));
    documentReplaced();
    warnAboutFormat();
}

wxString BuilderPanel::libraryChoiceText(const services::LibraryRoster& r) {
    wxString details = r.player.empty() ? wxString() : u8(r.player) + ", ";
    details += wxString::Format("%d points, version %d", r.forceSize, r.version);
    return u8(r.name) + "  (" + details + ")";
}

bool BuilderPanel::confirmDiscard() {
    if (!document_.modified()) return true;
    const int answer = wxMessageBox("Save the changes to \"" + u8(document_.title()) + "\" first?", "Muster",
                                    wxYES_NO | wxCANCEL | wxICON_QUESTION, this);
    if (answer == wxCANCEL) return false;
    if (answer == wxYES) return save();
    return true;
}

void BuilderPanel::undo() {
    model().undo();
    changed();
}

void BuilderPanel::redo() {
    model().redo();
    changed();
}

void BuilderPanel::focusSearch() {
    search_->SetFocus();
    search_->SelectAll();
}

void BuilderPanel::focusQuickAdd() {
    quickAdd_->SetFocus();
    quickAdd_->SelectAll();
}

// --- printing ---

reports::RenderedPdf BuilderPanel::rosterSheetPdf() const {
    // The sheet is the document's print data (shared with muster-cli): the rules' verdict, no collection notes.
    return reports::RosterSheet::render(document_.sheetData());
}

reports::RenderedPdf BuilderPanel::rosterCardsPdf(bool onlyRosterDice) const {
    return reports::SpeciesCards::render(document_.cards(onlyRosterDice));
}

bool BuilderPanel::writeRosterSheet(const wxString& path, bool openViewer) {
    wxString name = u8(model().roster().name);
    if (name.empty()) name = "roster";
    return printPdf(
        this, name + "-sheet.pdf", [this] { return rosterSheetPdf(); }, path, openViewer);
}

PdfPreviewDialog* BuilderPanel::makePreview(bool cards) {
    wxString name = u8(model().roster().name);
    if (name.empty()) name = "roster";
    if (cards && document_.cardSheets().empty()) {
        throw std::runtime_error("The roster has no dice yet, so it needs no species cards.");
    }
    wxBusyCursor busy;
    if (!cards) return new PdfPreviewDialog(this, "Roster sheet of " + name, rosterSheetPdf(), name + "-sheet.pdf");
    // A player's crib sheet lists the roster's own dice; the whole species is one click away (remembered).
    const bool only = wxConfigBase::Get()->ReadBool(kCardsOnlyRosterDice, true);
    auto* dialog = new PdfPreviewDialog(this, "Species cards for " + name, rosterCardsPdf(only), name + "-cards.pdf");
    dialog->addOption("&Only the dice in this roster", only, [this](bool on) {
        wxConfigBase::Get()->Write(kCardsOnlyRosterDice, on);
        return rosterCardsPdf(on);
    });
    return dialog;
}

bool BuilderPanel::runPreview(bool cards) {
    PdfPreviewDialog* dialog = nullptr;
    if (!guarded(this, cards ? "The species cards could not be made." : "The roster sheet could not be made.",
                 [&] { dialog = makePreview(cards); })) {
        return false;
    }
    dialog->ShowModal();
    dialog->Destroy();
    return true;
}

void BuilderPanel::print() {
    runPreview(false);
}

void BuilderPanel::printRosterCards() {
    runPreview(true);
}

}  // namespace muster::gui
