#include "muster/gui/ReferencePanel.h"

#include <wx/button.h>
#include <wx/choicdlg.h>
#include <wx/choice.h>
#include <wx/config.h>
#include <wx/html/htmlwin.h>
#include <wx/listctrl.h>
#include <wx/msgdlg.h>
#include <wx/progdlg.h>
#include <wx/sizer.h>
#include <wx/splitter.h>
#include <wx/srchctrl.h>

#include <algorithm>

#include "muster/domain/DieFilter.h"
#include "muster/domain/TextUtil.h"
#include "muster/gui/DieDetail.h"
#include "muster/gui/UiSupport.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/reports/SpeciesCards.h"

namespace muster::gui {

namespace {
wxString esc(const std::string& text) { return htmlEscape(text); }
std::string join(const std::vector<std::string>& items, const char* sep = ", ") {
    std::string out;
    for (const auto& item : items) out += (out.empty() ? "" : sep) + item;
    return out;
}
}  // namespace

ReferencePanel::ReferencePanel(wxWindow* parent, AppContext& context) : wxPanel(parent, wxID_ANY), context_(context) {
    split_ = new wxSplitterWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxSP_LIVE_UPDATE | wxSP_3D);
    auto* left = new wxPanel(split_);
    auto* leftSizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    category_ = new wxChoice(left, wxID_ANY);
    for (const char* c : {"Dice", "Spells", "Special action icons", "Species abilities", "Species", "Terrain types"}) {
        category_->Append(c);
    }
    category_->SetSelection(0);
    search_ = new wxSearchCtrl(left, wxID_ANY);
    search_->SetDescriptiveText("Search (Ctrl+F)");
    top->Add(category_, 0, wxRIGHT, FromDIP(4));
    top->Add(search_, 1);
    list_ = new wxListCtrl(left, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    auto* printButton = new wxButton(left, wxID_ANY, "Print species &cards...");
    leftSizer->Add(top, 0, wxEXPAND | wxBOTTOM, FromDIP(4));
    leftSizer->Add(list_, 1, wxEXPAND | wxBOTTOM, FromDIP(4));
    leftSizer->Add(printButton, 0);
    left->SetSizer(leftSizer);
    detail_ = new wxHtmlWindow(split_, wxID_ANY);
    split_->SetMinimumPaneSize(FromDIP(200));
    split_->SplitVertically(left, detail_, static_cast<int>(wxConfigBase::Get()->ReadLong("/Reference/Sash", FromDIP(480))));
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(split_, 1, wxEXPAND | wxALL, FromDIP(6));
    SetSizer(sizer);

    category_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { setCategory(static_cast<Category>(category_->GetSelection())); });
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refill(); });
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) { showDetail(e.GetIndex()); });
    detail_->Bind(wxEVT_HTML_LINK_CLICKED, [this](wxHtmlLinkEvent& e) {
        if (!followLink(e.GetLinkInfo().GetHref())) e.Skip();
    });
    printButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { print(); });
    refill();
}

void ReferencePanel::saveLayout() {
    if (split_->IsSplit()) wxConfigBase::Get()->Write("/Reference/Sash", static_cast<long>(split_->GetSashPosition()));
}

void ReferencePanel::setCategory(Category category) {
    category_->SetSelection(static_cast<int>(category));
    search_->ChangeValue("");
    refill();
}

wxString ReferencePanel::search() const { return search_->GetValue(); }

wxString ReferencePanel::rowText(long row, int column) const { return list_->GetItemText(row, column); }

int ReferencePanel::columnCount() const { return list_->GetColumnCount(); }

int ReferencePanel::columnWidth(int column) const { return list_->GetColumnWidth(column); }

int ReferencePanel::columnNeededWidth(int column) const {
    wxListItem item;
    item.SetMask(wxLIST_MASK_TEXT);
    list_->GetColumn(column, item);
    int widest = list_->GetTextExtent(item.GetText()).x;
    for (long row = 0; row < list_->GetItemCount(); ++row) {
        widest = std::max(widest, list_->GetTextExtent(list_->GetItemText(row, column)).x);
    }
    return widest;
}

void ReferencePanel::fitColumns() {
    // Each column as wide as its widest text or its title, with a little room (the first also for its icon).
    for (int c = 0; c < list_->GetColumnCount(); ++c) {
        list_->SetColumnWidth(c, columnNeededWidth(c) + FromDIP(c == 0 ? 24 : 18));
    }
}

bool ReferencePanel::followLink(const wxString& href) {
    wxString rest;
    if (href.StartsWith("die:", &rest)) {
        unsigned long id = 0;
        if (!rest.ToULong(&id) || id >= context_.catalog().dice().size()) return false;
        setCategory(kDice);
        for (std::size_t row = 0; row < rows_.size(); ++row) {
            if (rows_[row] == id) {
                selectRow(static_cast<long>(row));
                return true;
            }
        }
        return false;
    }
    if (href.StartsWith("species:", &rest)) {
        const auto* species = context_.catalog().findSpecies(toUtf8(rest));
        if (species == nullptr) return false;
        setCategory(kSpecies);
        for (std::size_t row = 0; row < rows_.size(); ++row) {
            if (context_.catalog().species()[rows_[row]].name == species->name) {
                selectRow(static_cast<long>(row));
                return true;
            }
        }
    }
    return false;
}

void ReferencePanel::showPage(const wxString& html) {
    detailSource_ = html;
    detail_->SetPage(html);
}

void ReferencePanel::setSearch(const wxString& text) {
    search_->ChangeValue(text);
    refill();
}

long ReferencePanel::rowCount() const { return list_->GetItemCount(); }

void ReferencePanel::selectRow(long row) {
    if (row < 0 || row >= list_->GetItemCount()) return;
    list_->SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    list_->EnsureVisible(row);
    showDetail(row);
}

wxString ReferencePanel::detailText() const { return detail_->ToText(); }

void ReferencePanel::focusSearch() {
    search_->SetFocus();
    search_->SelectAll();
}

void ReferencePanel::refill() {
    const auto& catalog = context_.catalog();
    const std::string needle = toUtf8(search_->GetValue());
    const auto category = static_cast<Category>(category_->GetSelection());
    list_->Freeze();
    list_->ClearAll();
    rows_.clear();
    auto columns = [this](std::initializer_list<const char*> titles) {
        for (const char* title : titles) list_->AppendColumn(title, wxLIST_FORMAT_LEFT);
    };
    // Entries the search matches, best first (whole words, then word starts, then inside words), each with
    // its cells; ties keep the catalog's order.
    struct Row {
        int rank;
        std::size_t index;
        std::vector<std::string> cells;
    };
    std::vector<Row> found;
    // A match in the name ranks before one that needs the rest of the text (species, summary, ...).
    auto consider = [&](std::size_t index, const std::string& rest, std::vector<std::string> cells) {
        const std::string& name = cells.front();
        if (const auto rank = domain::text::matchRank(name, needle)) {
            found.push_back({*rank, index, std::move(cells)});
        } else if (const auto anywhere = domain::text::matchRank(name + ' ' + rest, needle)) {
            found.push_back({100 + *anywhere, index, std::move(cells)});
        }
    };
    wxString what;
    switch (category) {
        case kDice: {
            what = "die";
            columns({"Die", "Species", "Kind", "Elements"});
            domain::DieFilter filter;
            filter.text = needle;
            for (domain::DieId id : filter.apply(catalog)) {  // already ranked
                const auto& d = catalog.die(id);
                found.push_back({0, id, {d.name, d.species, domain::DieFilter::kindText(d), d.elements.toString()}});
            }
            break;
        }
        case kSpells:
            what = "spell";
            columns({"Spell", "Element", "Cost", "Species"});
            for (std::size_t i = 0; i < catalog.spells().size(); ++i) {
                const auto& s = catalog.spells()[i];
                const std::string element(domain::toString(s.element));
                consider(i, s.species + ' ' + element + ' ' + s.summary,
                         {s.name, element, std::to_string(s.cost), s.species});
            }
            break;
        case kSais:
            what = "icon";
            columns({"Icon", "Rolls"});
            for (std::size_t i = 0; i < catalog.sais().size(); ++i) {
                const auto& s = catalog.sais()[i];
                consider(i, join(s.aliases) + ' ' + s.summary, {s.name, join(s.rollTypes)});
            }
            break;
        case kAbilities:
            what = "ability";
            columns({"Ability", "Species", "Phase"});
            for (std::size_t i = 0; i < catalog.abilities().size(); ++i) {
                const auto& a = catalog.abilities()[i];
                consider(i, a.species + ' ' + a.summary, {a.name, a.species, a.phase});
            }
            break;
        case kSpecies:
            what = "species";
            columns({"Species", "Elements"});
            for (std::size_t i = 0; i < catalog.species().size(); ++i) {
                const auto& s = catalog.species()[i];
                consider(i, join(s.aliases) + ' ' + join(s.abilities), {s.name, s.elements.toString()});
            }
            break;
        case kTerrainTypes:
            what = "terrain type";
            columns({"Terrain type", "Elements"});
            for (std::size_t i = 0; i < catalog.terrainTypes().size(); ++i) {
                const auto& t = catalog.terrainTypes()[i];
                consider(i, t.elements.toString(), {t.name, t.elements.toString()});
            }
            break;
    }
    std::stable_sort(found.begin(), found.end(), [](const Row& a, const Row& b) { return a.rank < b.rank; });
    for (const auto& row : found) {
        const long at = list_->GetItemCount();
        for (std::size_t c = 0; c < row.cells.size(); ++c) {
            if (c == 0) {
                list_->InsertItem(at, u8(row.cells[c]));
            } else {
                list_->SetItem(at, static_cast<int>(c), u8(row.cells[c]));
            }
        }
        rows_.push_back(row.index);
    }
    fitColumns();
    list_->Thaw();
    if (rows_.empty()) {
        showPage("<html><body><p>No " + what + " matches \"" + esc(needle) +
                 "\". The search looks at names and descriptions of this category only; choose another category "
                 "above or change the words.</p></body></html>");
    } else {
        showPage("<html><body><p>" +
                 wxString::Format("%zu entries. Choose one to see it in full.", rows_.size()) + "</p></body></html>");
        selectRow(0);
    }
}

void ReferencePanel::showDetail(long row) {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return;
    const std::size_t index = rows_[static_cast<std::size_t>(row)];
    const auto& catalog = context_.catalog();
    wxString html = "<html><body>";
    switch (static_cast<Category>(category_->GetSelection())) {
        case kDice: {
            html += dieDetailHtml(catalog, catalog.die(static_cast<domain::DieId>(index)), true);
            break;
        }
        case kSpells: {
            const auto& s = catalog.spells()[index];
            html += "<h3>" + esc(s.name) + "</h3><p>" + esc(std::string(domain::toString(s.element))) +
                    wxString::Format(", cost %d", s.cost) + (s.species.empty() ? "" : ", " + esc(s.species) + " only") +
                    (s.reserve ? ", may be cast from reserve" : "") + (s.cantrip ? ", cantrip" : "") +
                    (s.cumulative ? ", cumulative" : "") + "</p><p>" + esc(s.summary) + "</p>";
            break;
        }
        case kSais: {
            const auto& s = catalog.sais()[index];
            html += "<h3>" + esc(s.name) + "</h3><p>Rolls: " + esc(join(s.rollTypes)) + "</p>";
            if (!s.countsAs.empty()) html += "<p>Counts as: " + esc(s.countsAs) + "</p>";
            html += "<p>" + esc(s.summary) + "</p>";
            break;
        }
        case kAbilities: {
            const auto& a = catalog.abilities()[index];
            html += "<h3>" + esc(a.name) + "</h3><p>" + esc(a.species) + (a.phase.empty() ? "" : " - " + esc(a.phase)) +
                    "</p><p>" + esc(a.summary) + "</p>";
            break;
        }
        case kSpecies: {
            const auto& s = catalog.species()[index];
            html += "<h3>" + esc(s.name) + "</h3><p>Elements: " + esc(s.elements.toString()) + "</p>";
            if (!s.abilities.empty()) html += "<h4>Species abilities</h4><ul>";
            for (const auto& name : s.abilities) {
                const auto* a = catalog.findAbility(name);
                html += "<li><b>" + esc(name) + "</b>" + (a ? ": " + esc(a->summary) : wxString()) + "</li>";
            }
            if (!s.abilities.empty()) html += "</ul>";
            if (!s.note.empty()) html += "<p><i>" + esc(s.note) + "</i></p>";
            // The species' dice, each a link to its own page.
            domain::DieFilter ofSpecies;
            ofSpecies.species = s.name;
            const auto dice = ofSpecies.apply(catalog);
            html += wxString::Format("<h4>Dice (%zu)</h4>", dice.size());
            html += "<table cellspacing=0 cellpadding=4><tr><th align=left>Die</th><th align=left>Kind</th>"
                    "<th align=right>Points</th><th align=right>Health</th><th align=left>&nbsp;Elements</th></tr>";
            for (domain::DieId id : dice) {
                const auto& d = catalog.die(id);
                html += wxString::Format("<tr><td><a href=\"die:%u\">", id) + esc(d.name) + "</a></td><td>" +
                        esc(domain::DieFilter::kindText(d)) + "</td><td align=right>" +
                        (d.isDragonkin() ? wxString("-") : wxString::Format("%d", d.basePoints())) +
                        "</td><td align=right>" + wxString::Format("%d", d.health) + "</td><td>&nbsp;" +
                        esc(d.elements.toString()) + "</td></tr>";
            }
            html += "</table>";
            break;
        }
        case kTerrainTypes: {
            const auto& t = catalog.terrainTypes()[index];
            html += "<h3>" + esc(t.name) + "</h3><p>Elements: " + esc(t.elements.toString()) + "</p><ol>";
            for (const auto& face : t.faces) html += "<li>" + esc(face.toString()) + "</li>";
            html += "</ol>";
            if (!t.note.empty()) html += "<p>" + esc(t.note) + "</p>";
            break;
        }
    }
    html += "</body></html>";
    showPage(html);
}

std::string ReferencePanel::selectedSheet() const {
    const long row = list_->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED);
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return {};
    const std::size_t index = rows_[static_cast<std::size_t>(row)];
    const auto& catalog = context_.catalog();
    switch (static_cast<Category>(category_->GetSelection())) {
        case kDice: {
            const auto& d = catalog.die(static_cast<domain::DieId>(index));
            if (!d.species.empty()) return d.species;
            if (d.isItem()) return std::string(reports::SpeciesCardBuilder::kItems);
            if (d.kind == domain::DieKind::Dragon) return std::string(reports::SpeciesCardBuilder::kDragons);
            return std::string(reports::SpeciesCardBuilder::kTerrains);
        }
        case kSpecies: return catalog.species()[index].name;
        case kAbilities: return catalog.abilities()[index].species;
        default: return {};
    }
}

void ReferencePanel::print() {
    const std::string sheet = selectedSheet();
    wxArrayString choices;
    if (!sheet.empty()) choices.Add("The card of " + u8(sheet));
    choices.Add("Every species card");
    const int answer = choices.size() == 1 ? 0
                                           : wxGetSingleChoiceIndex("Which species cards?", "Print species cards",
                                                                    choices, 0, this);
    if (answer < 0) return;
    if (!sheet.empty() && answer == 0) {
        writeCards({sheet}, {}, true);
    } else {
        writeCards({}, {}, true);
    }
}

bool ReferencePanel::writeCards(const std::vector<std::string>& sheets, const wxString& path, bool openViewer) {
    std::vector<std::string> names = sheets;
    if (names.empty()) {
        try {
            names = reports::SpeciesCardBuilder::sheetNames(context_.catalog());
        } catch (const std::exception& e) {
            showError(this, "The species cards could not be listed.", e);
            return false;
        }
    }
    const wxString fileName = names.size() == 1 ? u8(names.front()) + " card.pdf" : wxString("species cards.pdf");
    bool cancelled = false;
    const bool ok = printPdf(
        this, fileName,
        [&]() -> reports::RenderedPdf {
            std::vector<reports::SpeciesCardData> cards;
            wxProgressDialog progress("Species cards", "Preparing the cards...", static_cast<int>(names.size()) + 1,
                                      this, wxPD_APP_MODAL | wxPD_AUTO_HIDE | wxPD_CAN_ABORT);
            int step = 0;
            for (const auto& name : names) {
                if (!progress.Update(step++, "Preparing " + u8(name) + "...")) {
                    cancelled = true;
                    throw std::runtime_error("Printing was cancelled.");
                }
                cards.push_back(reports::SpeciesCardBuilder::build(context_.catalog(), name));
            }
            progress.Update(step, "Laying out the pages...");
            return reports::SpeciesCards::render(cards);
        },
        path, openViewer);
    return ok && !cancelled;
}

}  // namespace muster::gui
