#pragma once
// The desk's "Event pages" dialog (docs/pages.md): whether the army lists are shown (hidden, after the
// lists lock, open) and when they lock, whether players report their own results, the folder the pages
// are published to (rewritten after each change), and serving them on the network with the address to
// give the players. The dialog collects values and starts and stops; DeskPages and the desk carry it out.
#include <wx/dialog.h>

#include <functional>

#include "muster/gui/DeskPages.h"
#include "muster/rules/tournament/Event.h"
#include "muster/services/EventStore.h"

class wxButton;
class wxCheckBox;
class wxChoice;
class wxDirPickerCtrl;
class wxStaticText;
class wxTextCtrl;

namespace muster::gui {

class PagesDialog : public wxDialog {
public:
    // `applySettings` changes the event's settings through the desk (one transaction and audit row).
    PagesDialog(wxWindow* parent, DeskPages& pages, const services::StoredEvent& stored,
                std::function<bool(const rules::tournament::EventSettings&)> applySettings);

    // Saves what the dialog shows: the event's settings and the publish folder. False after an error box.
    bool apply();
    // Applies, then publishes into the folder now.
    bool publishNow();
    // Applies, then starts serving on the address in the Listen field.
    bool startServing();
    void stopServing();
    [[nodiscard]] wxString statusText() const;

    // Tests: fill the fields as a person would.
    void setLists(rules::tournament::ListsPublication publication, const wxString& lockTime);
    void setPlayerReports(bool on);
    void setPublishFolder(const wxString& folder);
    void setListen(const wxString& address);

private:
    void updateStatus();

    DeskPages& pages_;
    const services::StoredEvent& stored_;
    std::function<bool(const rules::tournament::EventSettings&)> applySettings_;
    wxChoice* lists_ = nullptr;
    wxTextCtrl* lock_ = nullptr;
    wxCheckBox* reports_ = nullptr;
    wxDirPickerCtrl* folder_ = nullptr;
    wxTextCtrl* listen_ = nullptr;
    wxButton* serveButton_ = nullptr;
    wxStaticText* status_ = nullptr;
};

}  // namespace muster::gui
