#pragma once
// The army builder: pick dice from the catalog (search, filters, typed names with completion, double-click
// or drag) into Home, Horde, Campaign and Summoning Pool, choose terrains, edition, format and force size,
// and see the validator's totals and findings after every edit. All arithmetic and checks come from
// rules::ArmyBuilderModel; this panel only presents it and forwards the user's actions.
#include <wx/panel.h>

#include <array>
#include <functional>
#include <string>
#include <vector>

#include "muster/domain/RosterIO.h"
#include "muster/gui/AppContext.h"
#include "muster/reports/RosterSheetData.h"
#include "muster/rules/ArmyBuilderModel.h"

class wxChoice;
class wxListCtrl;
class wxListEvent;
class wxSearchCtrl;
class wxSpinCtrl;
class wxSplitterWindow;
class wxStaticText;
class wxTextCtrl;

namespace muster::gui {

class DieListCtrl;

class BuilderPanel : public wxPanel {
public:
    BuilderPanel(wxWindow* parent, AppContext& context);
    ~BuilderPanel() override;

    [[nodiscard]] rules::ArmyBuilderModel& model() { return model_; }
    [[nodiscard]] const wxString& filePath() const { return filePath_; }
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
    void print();
    // The roster sheet as PDF at `path` (empty: ask); opens the viewer when asked.
    bool writeRosterSheet(const wxString& path, bool openViewer);
    void undo();
    void redo();
    void focusSearch();
    // Asks to save a modified roster. False: the user cancelled.
    bool confirmDiscard();

    // The section the picker adds to, and the add-by-name box (public for tests and shortcuts).
    void setTargetSection(domain::RosterSection section);
    bool addByName(const wxString& name);
    void addDie(domain::DieId die);
    void setForceSize(int points);
    // Selects finding `index` and highlights its dice; -1 clears.
    void selectFinding(long index);
    [[nodiscard]] long findingCount() const;
    [[nodiscard]] wxString findingText(long index) const;
    // Rows highlighted in a section list because of the selected finding.
    [[nodiscard]] std::vector<long> highlightedRows(domain::RosterSection section) const;
    [[nodiscard]] long sectionRowCount(domain::RosterSection section) const;
    [[nodiscard]] wxString sectionRowText(domain::RosterSection section, long row, int column) const;
    [[nodiscard]] wxString verdictText() const;
    // Reads the owned dice again (after the collection changed).
    void refreshCollection();

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
    void refreshSettings();
    void refreshSections();
    void refreshValidation();
    void applyPickerFilter();
    void changed();
    void onSectionKey(domain::RosterSection section, wxKeyEvent& event);
    void onSectionMenu(domain::RosterSection section, wxListEvent& event);
    long selectedLine(domain::RosterSection section) const;
    bool writeTo(const wxString& path, domain::RosterFileFormat format);
    // The event format called `name`; when it cannot be read, says so (the roster is then checked as open).
    std::optional<rules::EventFormat> loadFormat(const std::string& name);
    void storeInLibrary();
    [[nodiscard]] reports::RosterSheetData sheetData() const;

    AppContext& context_;
    rules::ArmyBuilderModel model_;
    wxString filePath_;
    bool refreshing_ = false;
    long selectedFinding_ = -1;
    std::vector<domain::DieId> majorTerrains_;

    wxSplitterWindow* mainSplit_ = nullptr;
    wxSplitterWindow* rightSplit_ = nullptr;
    wxTextCtrl* nameText_ = nullptr;
    wxTextCtrl* playerText_ = nullptr;
    wxChoice* editionChoice_ = nullptr;
    wxChoice* formatChoice_ = nullptr;
    wxSpinCtrl* forceSpin_ = nullptr;
    wxSpinCtrl* playersSpin_ = nullptr;
    wxSearchCtrl* search_ = nullptr;
    wxChoice* kindChoice_ = nullptr;
    wxChoice* speciesChoice_ = nullptr;
    DieListCtrl* picker_ = nullptr;
    wxChoice* targetChoice_ = nullptr;
    wxTextCtrl* quickAdd_ = nullptr;
    std::array<wxListCtrl*, 4> sections_{};
    wxChoice* homeTerrain_ = nullptr;
    wxChoice* frontierTerrain_ = nullptr;
    wxStaticText* verdict_ = nullptr;
    wxStaticText* totals_ = nullptr;
    wxListCtrl* findings_ = nullptr;
};

}  // namespace muster::gui
