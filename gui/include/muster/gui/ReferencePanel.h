#pragma once
// The reference browser: every die with its faces, every spell, SAI, species ability, species and terrain
// type, searchable (whole-word and word-start matches first); a species' page lists its dice as links and a
// die's page links to its species; species cards print from here (through reports/).
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

    // Another category starts with an empty search (a search for a die means nothing among spells).
    void setCategory(Category category);
    void setSearch(const wxString& text);
    [[nodiscard]] wxString search() const;
    [[nodiscard]] long rowCount() const;
    [[nodiscard]] wxString rowText(long row, int column) const;
    void selectRow(long row);
    [[nodiscard]] wxString detailText() const;  // the detail pane as plain text (tests)
    [[nodiscard]] wxString detailHtml() const { return detailSource_; }
    // Follows a link of the detail pane ("die:<id>", "species:<name>"); false when it leads nowhere.
    bool followLink(const wxString& href);
    // A column's width, and the width its widest text (or its title) needs.
    [[nodiscard]] int columnWidth(int column) const;
    [[nodiscard]] int columnNeededWidth(int column) const;
    [[nodiscard]] int columnCount() const;
    void focusSearch();
    // Prints the species card of the selected die's species (or the selected species); asks for all.
    void print();
    // Writes the cards of `sheets` (empty: every sheet) as one PDF, with a progress dialog.
    bool writeCards(const std::vector<std::string>& sheets, const wxString& path, bool openViewer);
    void saveLayout();

private:
    void refill();
    void fitColumns();
    void showDetail(long row);
    void showPage(const wxString& html);
    [[nodiscard]] std::string selectedSheet() const;

    AppContext& context_;
    wxSplitterWindow* split_ = nullptr;
    wxChoice* category_ = nullptr;
    wxSearchCtrl* search_ = nullptr;
    wxListCtrl* list_ = nullptr;
    wxHtmlWindow* detail_ = nullptr;
    std::vector<std::size_t> rows_;  // index into the current category's catalog vector
    wxString detailSource_;
};

}  // namespace muster::gui
