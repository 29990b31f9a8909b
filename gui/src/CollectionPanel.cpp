#include "muster/gui/CollectionPanel.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/filedlg.h>
#include <wx/msgdlg.h>
#include <wx/sizer.h>
#include <wx/spinctrl.h>
#include <wx/srchctrl.h>
#include <wx/stattext.h>
#include <wx/textdlg.h>

#include "muster/domain/DieFilter.h"
#include "muster/domain/TextUtil.h"
#include "muster/gui/DieListCtrl.h"
#include "muster/gui/UiSupport.h"
#include "muster/services/CollectionStore.h"

namespace muster::gui {

namespace {
constexpr domain::DieSize kSizes[] = {domain::DieSize::Small, domain::DieSize::Medium, domain::DieSize::Large,
                                      domain::DieSize::Champion, domain::DieSize::Monster};
}  // namespace

CollectionPanel::CollectionPanel(wxWindow* parent, AppContext& context) : wxPanel(parent, wxID_ANY), context_(context) {
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    collectionChoice_ = new wxChoice(this, wxID_ANY, wxDefaultPosition, FromDIP(wxSize(200, -1)));
    auto* newButton = new wxButton(this, wxID_ANY, "&New collection...");
    auto* importButton = new wxButton(this, wxID_ANY, "&Import...");
    auto* exportButton = new wxButton(this, wxID_ANY, "E&xport...");
    top->Add(new wxStaticText(this, wxID_ANY, "Co&llection"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    top->Add(collectionChoice_, 0, wxRIGHT, FromDIP(8));
    top->Add(newButton, 0, wxRIGHT, FromDIP(4));
    top->Add(importButton, 0, wxRIGHT, FromDIP(4));
    top->Add(exportButton, 0, wxRIGHT, FromDIP(12));
    summary_ = new wxStaticText(this, wxID_ANY, "");
    top->Add(summary_, 1, wxALIGN_CENTER_VERTICAL);

    auto* filters = new wxBoxSizer(wxHORIZONTAL);
    search_ = new wxSearchCtrl(this, wxID_ANY);
    search_->SetDescriptiveText("Search dice (Ctrl+F)");
    speciesChoice_ = new wxChoice(this, wxID_ANY);
    speciesChoice_->Append("All species");
    for (const auto& s : domain::DieFilter::speciesNames(context_.catalog())) speciesChoice_->Append(u8(s));
    classChoice_ = new wxChoice(this, wxID_ANY);
    classChoice_->Append("All classes");
    for (const auto& c : domain::DieFilter::classNames(context_.catalog())) classChoice_->Append(u8(c));
    sizeChoice_ = new wxChoice(this, wxID_ANY);
    sizeChoice_->Append("All sizes");
    for (auto s : kSizes) {
        std::string name(domain::toString(s));
        name[0] = static_cast<char>(name[0] - 'a' + 'A');
        sizeChoice_->Append(u8(name));
    }
    for (wxChoice* c : {speciesChoice_, classChoice_, sizeChoice_}) c->SetSelection(0);
    ownedOnly_ = new wxCheckBox(this, wxID_ANY, "&Owned only");
    filters->Add(search_, 1, wxRIGHT, FromDIP(4));
    filters->Add(speciesChoice_, 0, wxRIGHT, FromDIP(4));
    filters->Add(classChoice_, 0, wxRIGHT, FromDIP(4));
    filters->Add(sizeChoice_, 0, wxRIGHT, FromDIP(8));
    filters->Add(ownedOnly_, 0, wxALIGN_CENTER_VERTICAL);

    emptyNote_ = new wxStaticText(this, wxID_ANY, "");
    emptyNote_->SetName("EmptyNote");
    emptyNote_->Hide();
    list_ = new DieListCtrl(this, context_.catalog(), "Owned");
    list_->setExtraText([this](domain::DieId id) {
        const auto it = counts_.find(context_.catalog().die(id).name);
        return it == counts_.end() ? wxString() : wxString::Format("%d", it->second);
    });

    auto* edit = new wxBoxSizer(wxHORIZONTAL);
    selectedName_ = new wxStaticText(this, wxID_ANY, "Choose a die", wxDefaultPosition, FromDIP(wxSize(260, -1)));
    count_ = new wxSpinCtrl(this, wxID_ANY, "", wxDefaultPosition, wxDefaultSize, wxSP_ARROW_KEYS, 0, 999, 0);
    edit->Add(selectedName_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(8));
    edit->Add(new wxStaticText(this, wxID_ANY, "O&wned"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    edit->Add(count_, 0, wxRIGHT, FromDIP(12));
    auto* hint = new wxStaticText(this, wxID_ANY, "In the list, + and - change the count of the selected die.");
    edit->Add(hint, 0, wxALIGN_CENTER_VERTICAL);

    sizer->Add(top, 0, wxEXPAND | wxALL, FromDIP(6));
    sizer->Add(filters, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    sizer->Add(emptyNote_, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    sizer->Add(list_, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(6));
    sizer->Add(edit, 0, wxEXPAND | wxALL, FromDIP(6));
    SetSizer(sizer);

    if (context_.storage().collections() == nullptr) {
        summary_->SetLabel("The database is not available, so collections cannot be kept: " +
                           u8(context_.databaseError()));
        for (wxWindow* w : std::initializer_list<wxWindow*>{collectionChoice_, newButton, importButton, count_}) {
            w->Disable();
        }
    }

    collectionChoice_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) {
        wxConfigBase::Get()->Write("/Collection/Current", collectionChoice_->GetStringSelection());
        reloadCounts();
        if (onCollectionChanged) onCollectionChanged();
    });
    newButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        const wxString name = wxGetTextFromUser("Name of the new collection", "New collection", "", this).Strip(wxString::both);
        services::CollectionStore* store = context_.storage().collections();
        if (name.empty() || store == nullptr) return;
        guarded(this, "The collection could not be created.", [&] {
            store->create(toUtf8(name));
            reloadNames();
            chooseCollection(name);
        });
    });
    importButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { importCollection(); });
    exportButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { exportCollection(); });
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { applyFilter(); });
    for (wxChoice* c : {speciesChoice_, classChoice_, sizeChoice_}) {
        c->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { applyFilter(); });
    }
    ownedOnly_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { applyFilter(); });
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent&) { showSelection(); });
    list_->Bind(wxEVT_CHAR, [this](wxKeyEvent& e) {
        const int key = e.GetKeyCode();
        if (key == '+' || key == '=') changeSelected(1);
        else if (key == '-') changeSelected(-1);
        else e.Skip();
    });
    count_->Bind(wxEVT_SPINCTRL, [this](wxSpinEvent&) {
        domain::DieId die = 0;
        if (list_->selectedDie(die)) setOwned(die, count_->GetValue());
    });

    reloadNames();
    applyFilter();
}

namespace {
wxString rememberedCollection() {
    return wxConfigBase::Get()->Read("/Collection/Current", services::CollectionStore::kDefaultName);
}
}  // namespace

std::optional<std::map<std::string, int>> CollectionPanel::rememberedOwnedDice(AppContext& context) {
    services::CollectionStore* store = context.storage().collections();
    if (store == nullptr) return std::nullopt;
    try {
        const auto collections = store->list();
        if (collections.empty()) return std::nullopt;
        const std::string remembered = toUtf8(rememberedCollection());
        std::string name = collections.front().name;
        for (const auto& c : collections) {
            if (domain::text::equalsIgnoringCase(c.name, remembered)) name = c.name;
        }
        auto counts = store->counts(name);
        if (counts.empty()) return std::nullopt;
        return counts;
    } catch (const std::exception&) {
        return std::nullopt;  // the collection page says why when it is shown
    }
}

void CollectionPanel::reloadNames() {
    services::CollectionStore* store = context_.storage().collections();
    if (store == nullptr) return;
    wxString current = collectionChoice_->GetStringSelection();
    if (current.empty()) current = rememberedCollection();
    collectionChoice_->Clear();
    guarded(this, "The collections could not be read.", [&] {
        for (const auto& c : store->list()) collectionChoice_->Append(u8(c.name));
    });
    const int index = collectionChoice_->FindString(current);
    collectionChoice_->SetSelection(index == wxNOT_FOUND ? 0 : index);
    reloadCounts();
}

void CollectionPanel::reloadCounts() {
    counts_.clear();
    services::CollectionStore* store = context_.storage().collections();
    const std::string name = toUtf8(collectionChoice_->GetStringSelection());
    if (store != nullptr && !name.empty()) {
        guarded(this, "The collection could not be read.", [&] { counts_ = store->counts(name); });
    }
    int total = 0;
    for (const auto& [die, count] : counts_) total += count;
    if (store != nullptr) {
        summary_->SetLabel(wxString::Format("%zu %s, %d %s in all", counts_.size(),
                                            counts_.size() == 1 ? "kind of die" : "kinds of dice", total,
                                            total == 1 ? "die" : "dice"));
    }
    if (ownedOnly_->GetValue()) applyFilter();
    list_->Refresh();
    showSelection();
}

void CollectionPanel::applyFilter() {
    domain::DieFilter filter;
    filter.text = toUtf8(search_->GetValue());
    if (speciesChoice_->GetSelection() > 0) filter.species = toUtf8(speciesChoice_->GetStringSelection());
    if (classChoice_->GetSelection() > 0) filter.unitClass = toUtf8(classChoice_->GetStringSelection());
    if (sizeChoice_->GetSelection() > 0) filter.size = kSizes[sizeChoice_->GetSelection() - 1];
    if (ownedOnly_->GetValue()) {
        list_->setExtraFilter([this](domain::DieId id) { return counts_.count(context_.catalog().die(id).name) > 0; });
    } else {
        list_->setExtraFilter(nullptr);
    }
    list_->setFilter(filter);
    // An empty list says why.
    wxString why;
    if (list_->rowCount() == 0) {
        if (ownedOnly_->GetValue() && counts_.empty()) {
            why = "\"" + currentCollection() + "\" holds no dice yet: clear \"Owned only\" and set the counts of "
                  "the dice you own (or import a collection).";
        } else if (ownedOnly_->GetValue() && list_->filter().apply(context_.catalog()).size() > 0) {
            why = "None of the dice these filters find is in \"" + currentCollection() +
                  "\": clear \"Owned only\" to see them.";
        } else {
            why = u8(list_->filter().explainEmpty(context_.catalog()));
        }
    }
    emptyNote_->SetLabel(why);
    emptyNote_->Show(!why.empty());
    Layout();
}

void CollectionPanel::showSelection() {
    domain::DieId die = 0;
    if (!list_->selectedDie(die)) {
        selectedName_->SetLabel("Choose a die");
        count_->SetValue(0);
        return;
    }
    selectedName_->SetLabel(u8(context_.catalog().die(die).name));
    count_->SetValue(owned(die));
}

void CollectionPanel::changeSelected(int delta) {
    domain::DieId die = 0;
    if (!list_->selectedDie(die)) return;
    setOwned(die, std::max(0, owned(die) + delta));
}

int CollectionPanel::owned(domain::DieId die) const {
    const auto it = counts_.find(context_.catalog().die(die).name);
    return it == counts_.end() ? 0 : it->second;
}

bool CollectionPanel::setOwned(domain::DieId die, int count) {
    services::CollectionStore* store = context_.storage().collections();
    if (store == nullptr) return false;
    const std::string collection = toUtf8(collectionChoice_->GetStringSelection());
    const std::string name = context_.catalog().die(die).name;
    if (collection.empty() || count == owned(die)) return true;
    const bool ok =
        guarded(this, "The collection could not be changed.", [&] { store->setCount(collection, name, count); });
    reloadCounts();
    if (ok && onCollectionChanged) onCollectionChanged();
    return ok;
}

wxString CollectionPanel::currentCollection() const { return collectionChoice_->GetStringSelection(); }

void CollectionPanel::chooseCollection(const wxString& name) {
    const int index = collectionChoice_->FindString(name);
    if (index == wxNOT_FOUND) return;
    collectionChoice_->SetSelection(index);
    wxConfigBase::Get()->Write("/Collection/Current", name);
    reloadCounts();
    if (onCollectionChanged) onCollectionChanged();
}

void CollectionPanel::setSearch(const wxString& text) {
    search_->ChangeValue(text);
    applyFilter();
}

long CollectionPanel::shownCount() const { return static_cast<long>(list_->rowCount()); }

wxString CollectionPanel::emptyNote() const { return emptyNote_->IsShown() ? emptyNote_->GetLabel() : wxString(); }

void CollectionPanel::setOwnedOnly(bool only) {
    ownedOnly_->SetValue(only);
    applyFilter();
}

void CollectionPanel::focusSearch() {
    search_->SetFocus();
    search_->SelectAll();
}

bool CollectionPanel::importCollection() {
    if (context_.storage().collections() == nullptr) return false;
    wxFileDialog dialog(this, "Import collection", wxEmptyString, wxEmptyString,
                        "Collections (*.csv;*.json)|*.csv;*.json|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return false;
    return importAsked(dialog.GetPath());
}

bool CollectionPanel::importAsked(const wxString& path) {
    // Into an empty collection there is nothing to replace: no question.
    if (counts_.empty()) return importFile(path, false);
    wxMessageDialog question(this,
                             "\"" + currentCollection() +
                                 "\" already holds dice. Replace them with the file's, or add "
                                 "the file's dice to them?",
                             "Import collection", wxYES_NO | wxCANCEL | wxICON_QUESTION);
    question.SetYesNoCancelLabels("&Replace", "&Add", "Cancel");
    const int answer = question.ShowModal();
    if (answer != wxID_YES && answer != wxID_NO) return false;
    return importFile(path, answer == wxID_YES);
}

bool CollectionPanel::importFile(const wxString& path, bool replace) {
    services::CollectionStore* store = context_.storage().collections();
    if (store == nullptr) return false;
    const bool ok = guarded(this, "The collection could not be imported.", [&] {
        store->importFile(toUtf8(path), toUtf8(currentCollection()), replace);
    });
    reloadCounts();
    if (ok && onCollectionChanged) onCollectionChanged();
    return ok;
}

bool CollectionPanel::exportCollection() {
    wxFileDialog dialog(this, "Export collection", wxEmptyString, currentCollection() + ".csv",
                        "CSV (*.csv)|*.csv|Muster collection (*.json)|*.json", wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return false;
    return exportFile(dialog.GetPath());
}

bool CollectionPanel::exportFile(const wxString& path) {
    services::CollectionStore* store = context_.storage().collections();
    if (store == nullptr) return false;
    return guarded(this, "The collection could not be exported.",
                   [&] { store->exportFile(toUtf8(currentCollection()), toUtf8(path)); });
}

std::optional<std::map<std::string, int>> CollectionPanel::ownedDice() const {
    // An empty collection is one the player has not entered yet: nothing is marked as not owned then.
    if (context_.storage().collections() == nullptr || currentCollection().empty() || counts_.empty()) {
        return std::nullopt;
    }
    return counts_;
}

}  // namespace muster::gui
