#pragma once
// The game window's list of what may be stated now (issue 30): the legal statements the recorder lists
// (judge::LegalOptions, each with its words), or, when a roll's faces leave its owner a choice, the outcomes with the
// totals each gives. Only legal options are listed. Up, Down, Home, End move; Enter (or a double click) picks.
#include <wx/listbox.h>

#include <functional>
#include <string>
#include <vector>

namespace muster::gui {

class ChoiceList : public wxListBox {
public:
    explicit ChoiceList(wxWindow* parent);

    struct Row {
        wxString text;          // what the list shows
        std::string statement;  // the statement it enters (statements), or empty
        int outcome = -1;       // the outcome it picks (outcomes), or -1
        bool open = false;      // the statement's beginning: pieces are named after it (typed on)
    };
    void setRows(std::vector<Row> rows);
    [[nodiscard]] const std::vector<Row>& rows() const { return rows_; }
    // The row with this statement, or -1.
    [[nodiscard]] int rowOf(const std::string& statement) const;

    std::function<void(const Row&)> onPick;
    std::function<void()> onCancel;  // Escape

private:
    void pick();
    std::vector<Row> rows_;
};

}  // namespace muster::gui
