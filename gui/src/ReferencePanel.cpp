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

#include "muster/domain/DieFilter.h"
#include "muster/domain/TextUtil.h"
#include "muster/gui/UiSupport.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/reports/SpeciesCards.h"

namespace muster::gui {

namespace {
wxString esc(const std::string& text) {
    wxString s = u8(text);
    s.Replace("&", "&amp;");
    s.Replace("<", "&lt;");
    s.Replace(">", "&gt;");
    return s;
}
bool hit(const std::string& haystack, const std::string& lowerNeedle) {
    return lowerNeedle.empty() || domain::text::toLower(haystack).find(lowerNeedle) != std::string::npos;
}
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

    category_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { refill(); });
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { refill(); });
    list_->Bind(wxEVT_LIST_ITEM_SELECTED, [this](wxListEvent& e) { showDetail(e.GetIndex()); });
    printButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { print(); });
    refill();
}

void ReferencePanel::saveLayout() {
    if (split_->IsSplit()) wxConfigBase::Get()->Write("/Reference/Sash", static_cast<long>(split_->GetSashPosition()));
}

void ReferencePanel::setCategory(Category category) {
    category_->SetSelection(static_cast<int>(category));
    refill();
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
    const std::string needle = domain::text::toLower(toUtf8(search_->GetValue()));
    const auto category = static_cast<Category>(category_->GetSelection());
    list_->Freeze();
    list_->ClearAll();
    rows_.clear();
    auto columns = [this](std::initializer_list<std::pair<const char*, int>> cols) {
        for (const auto& [title, width] : cols) list_->AppendColumn(title, wxLIST_FORMAT_LEFT, FromDIP(width));
    };
    auto add = [this](std::size_t index, std::initializer_list<std::string> cells) {
        const long row = list_->GetItemCount();
        int column = 0;
        for (const auto& cell : cells) {
            if (column == 0) list_->InsertItem(row, u8(cell));
            else list_->SetItem(row, column, u8(cell));
            ++column;
        }
        rows_.push_back(index);
    };
    switch (category) {
        case kDice: {
            columns({{"Die", 220}, {"Species", 110}, {"Kind", 90}, {"Elements", 100}});
            domain::DieFilter filter;
            filter.text = toUtf8(search_->GetValue());
            for (domain::DieId id : filter.apply(catalog)) {
                const auto& d = catalog.die(id);
                const std::string described = domain::DieFilter::describe(d);
                const auto open = described.rfind(" (");
                add(id, {d.name, d.species, described.substr(open + 2, described.size() - open - 3), d.elements.toString()});
            }
            break;
        }
        case kSpells:
            columns({{"Spell", 200}, {"Element", 70}, {"Cost", 50}, {"Species", 110}});
            for (std::size_t i = 0; i < catalog.spells().size(); ++i) {
                const auto& s = catalog.spells()[i];
                if (!hit(s.name + ' ' + s.species + ' ' + s.summary + ' ' + std::string(domain::toString(s.element)), needle)) continue;
                add(i, {s.name, std::string(domain::toString(s.element)), std::to_string(s.cost), s.species});
            }
            break;
        case kSais:
            columns({{"Icon", 180}, {"Rolls", 250}});
            for (std::size_t i = 0; i < catalog.sais().size(); ++i) {
                const auto& s = catalog.sais()[i];
                if (!hit(s.name + ' ' + s.summary + ' ' + join(s.aliases), needle)) continue;
                add(i, {s.name, join(s.rollTypes)});
            }
            break;
        case kAbilities:
            columns({{"Ability", 200}, {"Species", 130}, {"Phase", 110}});
            for (std::size_t i = 0; i < catalog.abilities().size(); ++i) {
                const auto& a = catalog.abilities()[i];
                if (!hit(a.name + ' ' + a.species + ' ' + a.summary, needle)) continue;
                add(i, {a.name, a.species, a.phase});
            }
            break;
        case kSpecies:
            columns({{"Species", 180}, {"Elements", 140}});
            for (std::size_t i = 0; i < catalog.species().size(); ++i) {
                const auto& s = catalog.species()[i];
                if (!hit(s.name + ' ' + join(s.aliases) + ' ' + join(s.abilities), needle)) continue;
                add(i, {s.name, s.elements.toString()});
            }
            break;
        case kTerrainTypes:
            columns({{"Terrain type", 180}, {"Elements", 140}});
            for (std::size_t i = 0; i < catalog.terrainTypes().size(); ++i) {
                const auto& t = catalog.terrainTypes()[i];
                if (!hit(t.name + ' ' + t.elements.toString(), needle)) continue;
                add(i, {t.name, t.elements.toString()});
            }
            break;
    }
    list_->Thaw();
    detail_->SetPage("<html><body><p>" + wxString::Format("%zu entries. Choose one to see it in full.", rows_.size()) +
                     "</p></body></html>");
    if (!rows_.empty()) selectRow(0);
}

void ReferencePanel::showDetail(long row) {
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return;
    const std::size_t index = rows_[static_cast<std::size_t>(row)];
    const auto& catalog = context_.catalog();
    wxString html = "<html><body>";
    switch (static_cast<Category>(category_->GetSelection())) {
        case kDice: {
            const auto& d = catalog.die(static_cast<domain::DieId>(index));
            html += "<h3>" + esc(d.name) + "</h3><p>" + esc(domain::DieFilter::describe(d)) + "<br>";
            if (!d.species.empty()) html += "Species: <b>" + esc(d.species) + "</b><br>";
            html += "Elements: " + esc(d.elements.toString()) + "<br>";
            if (d.health > 0) html += wxString::Format("Health: %d<br>", d.health);
            if (d.isItem() || d.isUnit()) html += wxString::Format("Points: %d<br>", d.basePoints());
            if (!d.terrainType.empty()) html += "Terrain type: " + esc(d.terrainType) + "<br>";
            if (!d.eighthFace.empty()) html += "Eighth face: " + esc(d.eighthFace) + "<br>";
            html += "</p><h4>Faces</h4><table border=1 cellspacing=0 cellpadding=4 width=100%>";
            int number = 1;
            for (const auto& face : d.faces) {
                html += wxString::Format("<tr><td align=right width=5%%>%d</td><td width=25%%>", number++) + esc(face.toString()) +
                        "</td><td>";
                if (const auto* sai = catalog.findSai(face.icon)) html += esc(sai->summary);
                html += "</td></tr>";
            }
            html += "</table>";
            if (d.facesUnknown) html += "<p><i>The faces of this die are not known for certain.</i></p>";
            if (!d.note.empty()) html += "<p>" + esc(d.note) + "</p>";
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
            html += "<h3>" + esc(s.name) + "</h3><p>Elements: " + esc(s.elements.toString()) + "</p><ul>";
            for (const auto& name : s.abilities) {
                const auto* a = catalog.findAbility(name);
                html += "<li><b>" + esc(name) + "</b>" + (a ? ": " + esc(a->summary) : wxString()) + "</li>";
            }
            html += "</ul>";
            if (!s.note.empty()) html += "<p>" + esc(s.note) + "</p>";
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
    detail_->SetPage(html);
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
