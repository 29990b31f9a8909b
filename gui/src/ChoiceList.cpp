#include "muster/gui/ChoiceList.h"

namespace muster::gui {

ChoiceList::ChoiceList(wxWindow* parent)
    : wxListBox(parent, wxID_ANY, wxDefaultPosition, wxDefaultSize, 0, nullptr,
                wxLB_SINGLE | wxLB_HSCROLL | wxWANTS_CHARS) {
    SetName("GameChoices");
    Bind(wxEVT_KEY_DOWN, [this](wxKeyEvent& e) {
        if (e.GetKeyCode() == WXK_RETURN || e.GetKeyCode() == WXK_NUMPAD_ENTER) {
            pick();
            return;
        }
        if (e.GetKeyCode() == WXK_ESCAPE && onCancel) {
            onCancel();
            return;
        }
        e.Skip();
    });
    Bind(wxEVT_LISTBOX_DCLICK, [this](wxCommandEvent&) { pick(); });
}

void ChoiceList::setRows(std::vector<Row> rows) {
    rows_ = std::move(rows);
    wxArrayString texts;
    for (const auto& r : rows_) texts.Add(r.text);
    Freeze();
    Set(texts);
    if (!rows_.empty()) SetSelection(0);
    Thaw();
}

int ChoiceList::rowOf(const std::string& statement) const {
    for (std::size_t i = 0; i < rows_.size(); ++i)
        if (!rows_[i].open && rows_[i].statement == statement) return static_cast<int>(i);
    return -1;
}

void ChoiceList::pick() {
    const int row = GetSelection();
    if (row < 0 || row >= static_cast<int>(rows_.size()) || !onPick) return;
    onPick(rows_[static_cast<std::size_t>(row)]);
}

}  // namespace muster::gui
