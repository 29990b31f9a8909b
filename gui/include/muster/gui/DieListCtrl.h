#pragma once
// A virtual list of catalog dice (fast with the whole catalog): name with its first element's icon, an
// optional extra column filled by the owner (the collection's "Owned" count), points, health, species,
// size or kind, class and elements. Dragging a row carries "muster-die:<id>" as text.
#include <wx/listctrl.h>

#include <functional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/domain/DieFilter.h"

namespace muster::gui {

class DieListCtrl : public wxListCtrl {
public:
    DieListCtrl(wxWindow* parent, const domain::Catalog& catalog, const wxString& extraColumn = {});

    void setFilter(const domain::DieFilter& filter);
    [[nodiscard]] const domain::DieFilter& filter() const { return filter_; }
    // Limit the rows to these dice (after the filter); empty function: no limit.
    void setExtraFilter(std::function<bool(domain::DieId)> keep);
    void setExtraText(std::function<wxString(domain::DieId)> text);
    // How a row is drawn (null: as usual) and what hovering it shows (empty: nothing): the builder marks the dice
    // that would break a limit and says why (PickerMarks).
    void setRowStyle(std::function<const wxItemAttr*(domain::DieId)> style);
    void setRowToolTip(std::function<wxString(domain::DieId)> tip);
    void refreshRows();

    [[nodiscard]] std::size_t rowCount() const { return rows_.size(); }
    [[nodiscard]] domain::DieId dieAt(long row) const { return rows_.at(static_cast<std::size_t>(row)); }
    // The selected die, or -1.
    [[nodiscard]] long selectedRow() const;
    [[nodiscard]] bool selectedDie(domain::DieId& die) const;
    // Selects and shows the row of `die`; false when it is filtered out.
    bool selectDie(domain::DieId die);

    static constexpr const char* kDragPrefix = "muster-die:";

protected:
    wxString OnGetItemText(long item, long column) const override;
    int OnGetItemColumnImage(long item, long column) const override;
    wxItemAttr* OnGetItemAttr(long item) const override;

private:
    enum class Column { Name, Extra, Points, Health, Species, SizeOrKind, Class, Elements };
    void onBeginDrag(wxListEvent& event);
    void onMotion(wxMouseEvent& event);

    const domain::Catalog& catalog_;
    domain::DieFilter filter_;
    std::function<bool(domain::DieId)> keep_;
    std::function<wxString(domain::DieId)> extraText_;
    std::function<const wxItemAttr*(domain::DieId)> rowStyle_;
    std::function<wxString(domain::DieId)> rowToolTip_;
    std::vector<Column> columns_;
    std::vector<domain::DieId> rows_;
    std::vector<std::string> elementOrder_;
};

}  // namespace muster::gui
