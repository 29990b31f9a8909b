#pragma once
// The reference browser: every die with its faces, every spell, SAI, species ability, species and terrain
// type, searchable; species cards print from here (through reports/).
#include <wx/panel.h>

#include <string>
#include <vector>

#include "muster/gui/AppContext.h"

class wxChoice;
class wxHtmlWindow;
class wxListCtrl;
class wxSearchCtrl;
class wxSplitterWindow;

namespace muster::gui {

class ReferencePanel : public wxPanel {
public:
    enum Category { kDice = 0, kSpells, kSais, kAbilities, kSpecies, kTerrainTypes };

    ReferencePanel(wxWindow* parent, AppContext& context);

    void setCategory(Category category);
    void setSearch(const wxString& text);
    [[nodiscard]] long rowCount() const;
    void selectRow(long row);
    [[nodiscard]] wxString detailText() const;  // the detail pane as plain text (tests)
    void focusSearch();
    // Prints the species card of the selected die's species (or the selected species); asks for all.
    void print();
    // Writes the cards of `sheets` (empty: every sheet) as one PDF, with a progress dialog.
    bool writeCards(const std::vector<std::string>& sheets, const wxString& path, bool openViewer);
    void saveLayout();

private:
    void refill();
    void showDetail(long row);
    [[nodiscard]] std::string selectedSheet() const;

    AppContext& context_;
    wxSplitterWindow* split_ = nullptr;
    wxChoice* category_ = nullptr;
    wxSearchCtrl* search_ = nullptr;
    wxListCtrl* list_ = nullptr;
    wxHtmlWindow* detail_ = nullptr;
    std::vector<std::size_t> rows_;  // index into the current category's catalog vector
};

}  // namespace muster::gui
