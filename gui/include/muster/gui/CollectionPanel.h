#pragma once
// The collection: browse the catalog by species, class and size, set how many of each die the player owns
// (spin control, quick + and -), filter and search, import and export (CSV or JSON). Collections are kept
// through services::CollectionStore; the builder learns the owned dice from ownedDice().
#include <wx/panel.h>

#include <functional>
#include <map>
#include <optional>
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
    // The current collection's dice (catalog name -> count); nullopt when no collection can be kept or the
    // collection is still empty (a player who has not entered their dice sees no "not owned" marks).
    [[nodiscard]] std::optional<std::map<std::string, int>> ownedDice() const;
    // The same without the panel (the start-up builds it only when shown): the dice of the collection chosen last,
    // else the first; nullopt when there is none, it is empty or the database cannot be read.
    [[nodiscard]] static std::optional<std::map<std::string, int>> rememberedOwnedDice(AppContext& context);
    void setSearch(const wxString& text);
    [[nodiscard]] long shownCount() const;
    // Why the list is empty ("" when it is not).
    [[nodiscard]] wxString emptyNote() const;
    void setOwnedOnly(bool only);
    void focusSearch();
    bool importCollection();
    // Imports `path` into the current collection: when it already holds dice, asks whether to Replace them or
    // Add to them (buttons named so); into an empty collection at once.
    bool importAsked(const wxString& path);
    bool exportCollection();
    // Without dialogs (tests): read a file into the current collection, write it to a file.
    bool importFile(const wxString& path, bool replace);
    bool exportFile(const wxString& path);
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
    wxStaticText* emptyNote_ = nullptr;
};

}  // namespace muster::gui
