#pragma once
// The army builder: pick dice from the catalog (search, filters, a detail pane with faces and what each
// icon does, typed entries as the text roster writes them with completion, double-click or drag) into
// Home, Horde, Campaign and Summoning Pool, choose terrains, edition, format and force size, and see the
// validator's totals, what is still missing and the findings (with an explanation of each rule) after
// every edit. The roster is a services::RosterDocument (open, save, validation, print data: the same as
// muster-cli's); storage goes through app/services. This panel only presents and forwards the user's
// actions.
#include <wx/panel.h>

#include <array>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/RosterIO.h"
#include "muster/gui/AppContext.h"
#include "muster/reports/RenderedPdf.h"
#include "muster/rules/ArmyBuilderModel.h"
#include "muster/services/RosterDocument.h"
#include "muster/services/RosterLibrary.h"

class wxChoice;
class wxHtmlWindow;
class wxListCtrl;
class wxListEvent;
class wxSimplebook;
class wxScrolledWindow;
class wxSearchCtrl;
class wxSimpleHtmlListBox;
class wxSpinCtrl;
class wxSplitterWindow;
class wxStaticText;
class wxTextCtrl;

namespace muster::gui {

class AnalyticsPanel;
class CompletionPopup;
class DieListCtrl;
class PickerMarks;
class PdfPreviewDialog;

class BuilderPanel : public wxPanel {
public:
    // The picker's kind choice, in list order.
    enum PickerKind { kAllKinds = 0, kUnits, kItems, kDragons, kMinorTerrains, kMajorTerrains };

    BuilderPanel(wxWindow* parent, AppContext& context);
    ~BuilderPanel() override;

    [[nodiscard]] services::RosterDocument& document() { return document_; }
    [[nodiscard]] rules::ArmyBuilderModel& model() { return document_.model(); }
    [[nodiscard]] const rules::ArmyBuilderModel& model() const { return document_.model(); }
    [[nodiscard]] wxString filePath() const;
    // Title text: roster name or file name, with "*" when modified.
    [[nodiscard]] wxString documentTitle() const;

    // Commands of the File and Edit menus. Each shows its own errors; false when nothing happened.
    void newRoster();
    bool openFile(const wxString& path);
    bool saveFile(const wxString& path);
    bool save();
    bool saveAs();
    void duplicate();
    bool importRoster();
    bool exportRoster(domain::RosterFileFormat format);
    void openFromLibrary();
    // A roster's line in the library chooser: "Stone and Sea  (Ann, 36 points, version 2)", without the player
    // when it has none.
    [[nodiscard]] static wxString libraryChoiceText(const services::LibraryRoster& roster);
    // Print: a preview of the roster sheet, from which it is saved or printed.
    void print();
    // The roster sheet as PDF at `path` (empty: ask); opens the viewer when asked.
    bool writeRosterSheet(const wxString& path, bool openViewer);
    // The species cards of this roster's species and its own items, dragons and terrains: a preview.
    void printRosterCards();
    [[nodiscard]] reports::RenderedPdf rosterSheetPdf() const;
    // The species cards: only the roster's own dice, or each of its species whole.
    [[nodiscard]] reports::RenderedPdf rosterCardsPdf(bool onlyRosterDice) const;
    // A preview window of the sheet (or the cards, with "Only the dice in this roster" checked as last time, at
    // first checked) that the caller shows and destroys (tests: not modal).
    [[nodiscard]] PdfPreviewDialog* makePreview(bool cards);
    void undo();
    void redo();
    void focusSearch();
    // The picker's list with a die selected (Down from the search box).
    void focusPickerList();
    void focusQuickAdd();
    // Asks to save a modified roster. False: the user cancelled.
    bool confirmDiscard();
    // A roster pasted as text (an army code, text, Markdown, JSON; Edit > Paste roster) becomes the builder's
    // roster, not tied to a file. Returns what is wrong with the text ("" when it was read); nothing changes then.
    wxString pasteRoster(const wxString& text);

    // Commands of the Roster menu (they act on the picker's selection or the selected roster line).
    void addSelectedDie();
    void changeSelectedLine(int delta);  // +1 one more, -1 one less
    void moveSelectedLine(domain::RosterSection to);
    void explainSelectedFinding();

    // The section the picker adds to, and the add-by-name box (public for tests and shortcuts).
    void setTargetSection(domain::RosterSection section);
    // Adds what is typed as the text roster writes it ("3 Goblins Thug", aliases, colour words, "Dwarf Footmen"),
    // where the rules put it (a terrain as a terrain, a dragon in the Summoning Pool); "horde: 2 Goblins Troll" also
    // makes the Horde the target. False, with quickAddMessage() saying why, when it cannot.
    bool addByName(const wxString& typed);
    [[nodiscard]] wxString quickAddMessage() const;
    // The quick-add box's completion list (what it offers, which one Down chose).
    [[nodiscard]] const CompletionPopup& quickAddCompletion() const;
    void addDie(domain::DieId die);
    void setForceSize(int points);
    void setEventFormat(const wxString& name);
    void selectRosterLine(domain::RosterSection section, long row);

    // Findings: select `index` and highlight its dice (-1 clears); its text and explanation.
    void selectFinding(long index);
    [[nodiscard]] long findingCount() const;
    [[nodiscard]] wxString findingText(long index) const;
    // The findings list's tooltip over finding `index` (the whole message, its rulebook place and rule id);
    // over no finding, how to use the list.
    [[nodiscard]] wxString findingToolTip(long index) const;
    [[nodiscard]] wxString findingExplanation(long index) const;
    // The findings list's row as drawn: its height and the list's width (wrapping checks).
    [[nodiscard]] wxRect findingRect(long index) const;
    [[nodiscard]] int findingsWidth() const;
    // Rows highlighted in a section list because of the selected finding.
    [[nodiscard]] std::vector<long> highlightedRows(domain::RosterSection section) const;
    [[nodiscard]] long sectionRowCount(domain::RosterSection section) const;
    [[nodiscard]] wxString sectionRowText(domain::RosterSection section, long row, int column) const;
    [[nodiscard]] wxColour sectionRowColour(domain::RosterSection section, long row) const;
    [[nodiscard]] wxString sectionHeaderText(domain::RosterSection section) const;
    // Whether every row of a section's list lies inside the list (nothing half hidden).
    [[nodiscard]] bool sectionRowsFullyShown(domain::RosterSection section) const;
    [[nodiscard]] wxString verdictText() const;
    [[nodiscard]] wxString stillMissingText() const;
    [[nodiscard]] wxString summaryText() const;
    // Whether the summary (verdict, still needed, totals) shows whole, without scrolling.
    [[nodiscard]] bool summaryFullyShown() const;

    // The picker: filters, rows and why it is empty.
    void setPickerSearch(const wxString& text);
    void setPickerKind(PickerKind kind);
    void setPickerSpecies(const wxString& species);  // "" : all
    [[nodiscard]] long pickerRowCount() const;
    [[nodiscard]] wxString pickerRowText(long row, int column) const;
    [[nodiscard]] wxString pickerEmptyNote() const;
    bool selectPickerDie(domain::DieId die);
    [[nodiscard]] wxString dieDetailText() const;
    // The picker's marks: dice that would break a limit in the target army, why, and how many are owned.
    [[nodiscard]] const PickerMarks& pickerMarks() const { return *pickerMarks_; }

    // The player's collection (catalog name -> owned); nullopt: not known (nothing is marked).
    void setOwnedDice(const std::optional<std::map<std::string, int>>& owned);
    // The Home and Frontier terrain lists as shown (the terrains the player owns first, marked "owned").
    [[nodiscard]] wxArrayString terrainChoiceLabels() const;
    // Whether dice the collection lacks are marked (View menu).
    void setShowNotOwned(bool show);
    [[nodiscard]] bool showNotOwned() const { return showNotOwned_; }

    // The "Expected rolls" panel under the armies (analytics of each army, live), and showing it or the findings.
    // (Made when first asked for.)
    [[nodiscard]] AnalyticsPanel& analytics();
    void showAnalytics(bool show);
    [[nodiscard]] bool analyticsShown() const;
    // Called when the expected rolls are shown or hidden (the frame's View menu check).
    std::function<void(bool)> onAnalyticsShown;

    // Called after every change (the frame updates its title, menus and status bar).
    std::function<void()> onChanged;
    // Called after a roster file was opened or saved (the frame's recent-files list).
    std::function<void(const wxString&)> onFileUsed;

    void saveLayout();

private:
    wxWindow* buildPicker(wxWindow* parent);
    wxWindow* buildRoster(wxWindow* parent);
    wxWindow* buildValidation(wxWindow* parent);
    void refreshAll();
    void giveAnalyticsRoom();
    void refreshSettings();
    void fillTerrainChoices();
    void refreshSections();
    void refreshHeaders();
    void refreshValidation();
    void fitSections();
    void fitSummary();
    [[nodiscard]] int summaryHeightFor(int width) const;
    void applyPickerFilter();
    void showDieDetail(std::optional<domain::DieId> die);
    // The line under the quick-add box: a problem (red) or what happened to the die (placed elsewhere).
    void setQuickAddMessage(const wxString& text, bool problem = true);
    // Adds `count` of `die` where the rules place it (model().place), saying so when that is not the target army.
    bool placeDie(domain::DieId die, int count);
    void changed();
    void documentReplaced();
    void warnAboutFormat();
    void onSectionKey(domain::RosterSection section, wxKeyEvent& event);
    void onSectionMenu(domain::RosterSection section, wxListEvent& event);
    [[nodiscard]] long selectedLine(domain::RosterSection section) const;
    // The army list a Roster menu command acts on: the focused one, else the one used last.
    [[nodiscard]] domain::RosterSection commandSection() const;
    void changeLine(domain::RosterSection section, int delta);
    void moveLine(domain::RosterSection from, domain::RosterSection to);
    void keepARowSelected(domain::RosterSection section, long row);
    [[nodiscard]] domain::RosterSection targetSection() const;
    bool writeTo(const wxString& path, domain::RosterFileFormat format);
    void storeInLibrary();
    bool runPreview(bool cards);

    AppContext& context_;
    services::RosterDocument document_;
    bool refreshing_ = false;
    bool nameEdited_ = false;  // the name or player box holds typing not yet committed
    long selectedFinding_ = -1;
    bool showNotOwned_ = true;
    domain::RosterSection lastSection_ = domain::RosterSection::Home;
    std::vector<domain::DieId> majorTerrains_;
    std::vector<domain::DieId> terrainChoiceDice_;  // the terrain lists' entries after "(choose a terrain)"
    std::vector<std::size_t> findingRows_;  // list row -> index into the report's findings
    int rowHeight_ = 0;                     // measured height of a section list row and its header
    int headerHeight_ = 0;

    wxSplitterWindow* mainSplit_ = nullptr;
    wxSplitterWindow* pickerSplit_ = nullptr;
    wxSplitterWindow* rightSplit_ = nullptr;
    wxTextCtrl* nameText_ = nullptr;
    wxTextCtrl* playerText_ = nullptr;
    wxChoice* editionChoice_ = nullptr;
    wxChoice* formatChoice_ = nullptr;
    wxSpinCtrl* forceSpin_ = nullptr;
    wxSpinCtrl* playersSpin_ = nullptr;
    wxWindow* pickerPanel_ = nullptr;
    wxSearchCtrl* search_ = nullptr;
    wxChoice* kindChoice_ = nullptr;
    wxChoice* speciesChoice_ = nullptr;
    wxStaticText* emptyNote_ = nullptr;
    DieListCtrl* picker_ = nullptr;
    std::unique_ptr<PickerMarks> pickerMarks_;
    wxChoice* targetChoice_ = nullptr;
    wxTextCtrl* quickAdd_ = nullptr;
    std::unique_ptr<CompletionPopup> completion_;
    wxStaticText* quickHint_ = nullptr;
    wxString quickMessage_;
    wxHtmlWindow* dieDetail_ = nullptr;
    wxScrolledWindow* armies_ = nullptr;
    std::array<wxStaticText*, 4> headers_{};
    std::array<wxListCtrl*, 4> sections_{};
    wxChoice* homeTerrain_ = nullptr;
    wxChoice* frontierTerrain_ = nullptr;
    wxWindow* validationPanel_ = nullptr;
    wxHtmlWindow* summary_ = nullptr;
    wxString summaryHtml_;
    wxString verdict_;
    wxString stillMissing_;
    wxSimpleHtmlListBox* findings_ = nullptr;
    wxWindow* explainButton_ = nullptr;
    wxSimplebook* lowerBook_ = nullptr;  // "Findings" or "Expected rolls" under the armies
    wxStaticText* analyticsLink_ = nullptr;
    wxWindow* analyticsHolder_ = nullptr;  // the "Expected rolls" page, which gets the panel when first shown
    AnalyticsPanel* analytics_ = nullptr;
};

}  // namespace muster::gui
