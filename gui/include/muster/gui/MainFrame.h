#pragma once
// The main window: for now, the catalog browser.
#include <wx/frame.h>

#include "muster/domain/Catalog.h"

class wxListCtrl;
class wxSearchCtrl;

namespace muster::gui {

class MainFrame : public wxFrame {
public:
    explicit MainFrame(const domain::Catalog& catalog);

    // The number of rows the catalog list shows now (for tests).
    [[nodiscard]] long shownDiceCount() const;
    void applyFilter(const wxString& filter);

private:
    void buildMenu();
    void fillList(const wxString& filter);

    const domain::Catalog& catalog_;
    wxListCtrl* list_ = nullptr;
    wxSearchCtrl* search_ = nullptr;
};

}  // namespace muster::gui
