#include "muster/gui/DieListCtrl.h"

#include <wx/dataobj.h>
#include <wx/dnd.h>

#include "muster/gui/UiSupport.h"

namespace muster::gui {

namespace {
wxString sizeOrKind(const domain::Die& die) {
    std::string text(die.isUnit() ? domain::toString(die.size) : domain::toString(die.kind));
    for (char& c : text) {
        if (c == '_') c = ' ';
    }
    if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
    return u8(text);
}
}  // namespace

DieListCtrl::DieListCtrl(wxWindow* parent, const domain::Catalog& catalog, const wxString& extraColumn)
    : wxListCtrl(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_VIRTUAL | wxLC_SINGLE_SEL),
      catalog_(catalog) {
    auto add = [this](Column column, const wxString& title, wxListColumnFormat format, int width) {
        // Wide enough for the title too (it is bold in some themes).
        const int titleWidth = GetTextExtent(title).x + FromDIP(24);
        AppendColumn(title, format, std::max(FromDIP(width), titleWidth));
        columns_.push_back(column);
    };
    add(Column::Name, "Die", wxLIST_FORMAT_LEFT, 200);
    if (!extraColumn.empty()) add(Column::Extra, extraColumn, wxLIST_FORMAT_RIGHT, 60);
    add(Column::Points, "Points", wxLIST_FORMAT_RIGHT, 50);
    add(Column::Health, "Health", wxLIST_FORMAT_RIGHT, 50);
    add(Column::Species, "Species", wxLIST_FORMAT_LEFT, 110);
    add(Column::SizeOrKind, "Size / kind", wxLIST_FORMAT_LEFT, 100);
    add(Column::Class, "Class", wxLIST_FORMAT_LEFT, 100);
    add(Column::Elements, "Elements", wxLIST_FORMAT_LEFT, 110);
    elementOrder_ = {"Air", "Earth", "Fire", "Water", "Death", "Ivory", "White"};
    wxVector<wxBitmapBundle> images;
    for (const auto& element : elementOrder_) images.push_back(elementIcon(element));
    SetSmallImages(images);
    Bind(wxEVT_LIST_BEGIN_DRAG, &DieListCtrl::onBeginDrag, this);
    refreshRows();
}

void DieListCtrl::setFilter(const domain::DieFilter& filter) {
    filter_ = filter;
    refreshRows();
}

void DieListCtrl::setExtraFilter(std::function<bool(domain::DieId)> keep) {
    keep_ = std::move(keep);
    refreshRows();
}

void DieListCtrl::setExtraText(std::function<wxString(domain::DieId)> text) {
    extraText_ = std::move(text);
    Refresh();
}

void DieListCtrl::setRowStyle(std::function<const wxItemAttr*(domain::DieId)> style) {
    rowStyle_ = std::move(style);
    Refresh();
}

void DieListCtrl::setRowToolTip(std::function<wxString(domain::DieId)> tip) {
    rowToolTip_ = std::move(tip);
    if (rowToolTip_) {
        Bind(wxEVT_MOTION, &DieListCtrl::onMotion, this);
    } else {
        Unbind(wxEVT_MOTION, &DieListCtrl::onMotion, this);
    }
}

void DieListCtrl::onMotion(wxMouseEvent& event) {
    event.Skip();
    int flags = 0;
    const long row = HitTest(event.GetPosition(), flags);
    const wxString tip =
        row >= 0 && static_cast<std::size_t>(row) < rows_.size() ? rowToolTip_(rows_[static_cast<std::size_t>(row)])
                                                                  : wxString();
    if (GetToolTipText() == tip) return;
    if (tip.empty()) {
        UnsetToolTip();
    } else {
        SetToolTip(tip);
    }
}

void DieListCtrl::refreshRows() {
    domain::DieId selected = 0;
    const bool hadSelection = selectedDie(selected);
    rows_ = filter_.apply(catalog_);
    if (keep_) std::erase_if(rows_, [this](domain::DieId id) { return !keep_(id); });
    SetItemCount(static_cast<long>(rows_.size()));
    if (hadSelection) selectDie(selected);
    Refresh();
}

long DieListCtrl::selectedRow() const { return GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED); }

bool DieListCtrl::selectedDie(domain::DieId& die) const {
    const long row = selectedRow();
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return false;
    die = rows_[static_cast<std::size_t>(row)];
    return true;
}

bool DieListCtrl::selectDie(domain::DieId die) {
    for (std::size_t i = 0; i < rows_.size(); ++i) {
        if (rows_[i] != die) continue;
        const long row = static_cast<long>(i);
        SetItemState(row, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
        EnsureVisible(row);
        return true;
    }
    return false;
}

wxString DieListCtrl::OnGetItemText(long item, long column) const {
    if (item < 0 || static_cast<std::size_t>(item) >= rows_.size()) return {};
    const domain::DieId id = rows_[static_cast<std::size_t>(item)];
    const domain::Die& die = catalog_.die(id);
    if (column < 0 || static_cast<std::size_t>(column) >= columns_.size()) return {};
    switch (columns_[static_cast<std::size_t>(column)]) {
        case Column::Name: return u8(die.name);
        case Column::Extra: return extraText_ ? extraText_(id) : wxString();
        // Dragons, Dragonkin and terrains cost no points (they start in the Summoning Pool or on the table).
        case Column::Points:
            return (die.isUnit() && !die.isDragonkin()) || die.isItem() ? wxString::Format("%d", die.basePoints())
                                                                        : wxString();
        case Column::Health: return die.health > 0 ? wxString::Format("%d", die.health) : wxString();
        case Column::Species: return u8(die.species);
        case Column::SizeOrKind: return sizeOrKind(die);
        case Column::Class: return u8(die.unitClass);
        case Column::Elements: return u8(die.elements.toString());
    }
    return {};
}

int DieListCtrl::OnGetItemColumnImage(long item, long column) const {
    if (column != 0 || item < 0 || static_cast<std::size_t>(item) >= rows_.size()) return -1;
    const auto elements = catalog_.die(rows_[static_cast<std::size_t>(item)]).elements.toVector();
    if (elements.empty()) return -1;
    const std::string name(domain::toString(elements.front()));
    for (std::size_t i = 0; i < elementOrder_.size(); ++i) {
        if (elementOrder_[i] == name) return static_cast<int>(i);
    }
    return -1;
}

wxItemAttr* DieListCtrl::OnGetItemAttr(long item) const {
    if (!rowStyle_ || item < 0 || static_cast<std::size_t>(item) >= rows_.size()) return nullptr;
    // wxListCtrl only reads the attribute it is given.
    return const_cast<wxItemAttr*>(rowStyle_(rows_[static_cast<std::size_t>(item)]));
}

void DieListCtrl::onBeginDrag(wxListEvent& event) {
    const long row = event.GetIndex();
    if (row < 0 || static_cast<std::size_t>(row) >= rows_.size()) return;
    wxTextDataObject data(wxString(kDragPrefix) + wxString::Format("%u", rows_[static_cast<std::size_t>(row)]));
    wxDropSource source(data, this);
    source.DoDragDrop(wxDrag_CopyOnly);
}

}  // namespace muster::gui
