#pragma once
// The collection: browse the catalog by species, class and size, set how many of each die the player owns
// (spin control, quick + and -), filter and search, import and export (CSV or JSON through db::CollectionIO).
#include <wx/panel.h>

#include <functional>
#include <map>
#include <string>

#include "muster/gui/AppContext.h"

class wxButton;
class wxCheckBox;
class wxChoice;
class wxSearchCtrl;
class wxSpinCtrl;
class wxStaticText;

namespace muster::gui {

class DieListCtrl;

class CollectionPanel : public wxPanel {
public:
    CollectionPanel(wxWindow* parent, AppContext& context);

    [[nodiscard]] wxString currentCollection() const;
    void chooseCollection(const wxString& name);
    // Sets the owned count of a die in the current collection (creates the collection when needed).
    bool setOwned(domain::DieId die, int count);
    [[nodiscard]] int owned(domain::DieId die) const;
    void setSearch(const wxString& text);
    [[nodiscard]] long shownCount() const;
    void focusSearch();
    bool importCollection();
    bool exportCollection();
    void saveLayout() {}

    // Called after the collection changed (the builder marks dice the player does not own).
    std::function<void()> onCollectionChanged;

private:
    void reloadNames();
    void reloadCounts();
    void applyFilter();
    void showSelection();
    void changeSelected(int delta);

    AppContext& context_;
    std::map<std::string, int> counts_;  // catalog name -> owned
    wxChoice* collectionChoice_ = nullptr;
    wxSearchCtrl* search_ = nullptr;
    wxChoice* speciesChoice_ = nullptr;
    wxChoice* classChoice_ = nullptr;
    wxChoice* sizeChoice_ = nullptr;
    wxCheckBox* ownedOnly_ = nullptr;
    DieListCtrl* list_ = nullptr;
    wxStaticText* selectedName_ = nullptr;
    wxSpinCtrl* count_ = nullptr;
    wxStaticText* summary_ = nullptr;
};

}  // namespace muster::gui
