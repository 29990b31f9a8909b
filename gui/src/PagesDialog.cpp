#include "muster/gui/PagesDialog.h"

#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filepicker.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>

#include <stdexcept>

#include "muster/gui/UiSupport.h"
#include "muster/rules/tournament/ListsPublication.h"

namespace muster::gui {

namespace tn = rules::tournament;

namespace {

constexpr tn::ListsPublication kChoices[] = {tn::ListsPublication::Hidden, tn::ListsPublication::AfterLock,
                                             tn::ListsPublication::Open};

wxStaticText* help(wxWindow* parent, const wxString& text) {
    auto* label = new wxStaticText(parent, wxID_ANY, text);
    label->SetForegroundColour(wxSystemSettings::GetColour(wxSYS_COLOUR_GRAYTEXT));
    label->Wrap(parent->FromDIP(460));
    return label;
}

}  // namespace

PagesDialog::PagesDialog(wxWindow* parent, DeskPages& pages, const services::StoredEvent& stored,
                         std::function<bool(const tn::EventSettings&)> applySettings)
    : wxDialog(parent, wxID_ANY, "Event pages for the players' phones", wxDefaultPosition, wxDefaultSize,
               wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      pages_(pages),
      stored_(stored),
      applySettings_(std::move(applySettings)) {
    const auto& s = stored.event.settings;
    auto* sizer = new wxBoxSizer(wxVERTICAL);

    auto* players = new wxStaticBoxSizer(wxVERTICAL, this, "What the pages show");
    auto* grid = new wxFlexGridSizer(2, FromDIP(6), FromDIP(8));
    grid->AddGrowableCol(1);
    lists_ = new wxChoice(this, wxID_ANY);
    lists_->Append("hidden");
    lists_->Append("after the lists lock");
    lists_->Append("open");
    lists_->SetSelection(static_cast<int>(s.listsPublication));
    lock_ = new wxTextCtrl(this, wxID_ANY, u8(s.listsLock));
    lock_->SetHint("YYYY-MM-DD or YYYY-MM-DDTHH:MM");
    grid->Add(new wxStaticText(this, wxID_ANY, "&Army lists"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(lists_, 1, wxEXPAND);
    grid->Add(new wxStaticText(this, wxID_ANY, "Lists &lock at (local time)"), 0, wxALIGN_CENTER_VERTICAL);
    grid->Add(lock_, 1, wxEXPAND);
    players->Add(grid, 0, wxEXPAND | wxALL, FromDIP(4));
    reports_ = new wxCheckBox(this, wxID_ANY, "Players &report their own results");
    reports_->SetValue(s.playerReports);
    players->Add(reports_, 0, wxLEFT | wxRIGHT | wxTOP, FromDIP(4));
    players->Add(help(this,
                      "Each player's slip then carries their own code. When both players of a table report "
                      "the same result, the desk shows it as pending: select the game and press Y to accept "
                      "it. Nothing counts before you accept it."),
                 0, wxALL, FromDIP(4));
    sizer->Add(players, 0, wxEXPAND | wxALL, FromDIP(8));

    auto* publish = new wxStaticBoxSizer(wxVERTICAL, this, "Publish to a folder");
    folder_ = new wxDirPickerCtrl(this, wxID_ANY, u8(pages_.settings(stored.id).publishDir), "Folder for the pages",
                                  wxDefaultPosition, FromDIP(wxSize(420, -1)), wxDIRP_USE_TEXTCTRL);
    publish->Add(folder_, 0, wxEXPAND | wxALL, FromDIP(4));
    publish->Add(help(this,
                      "With a folder set, the pages are written again after every change at the desk. Copy "
                      "the folder to any web space, or open index.html from it."),
                 0, wxALL, FromDIP(4));
    auto* publishButton = new wxButton(this, wxID_ANY, "&Publish now");
    publish->Add(publishButton, 0, wxALL, FromDIP(4));
    sizer->Add(publish, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));

    auto* serve = new wxStaticBoxSizer(wxVERTICAL, this, "Serve on the venue's network");
    auto* serveRow = new wxBoxSizer(wxHORIZONTAL);
    serveRow->Add(new wxStaticText(this, wxID_ANY, "Li&sten on"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(6));
    listen_ = new wxTextCtrl(this, wxID_ANY, "0.0.0.0:8080");
    listen_->SetToolTip(
        "ADDRESS:PORT. 0.0.0.0 listens on every network of this computer; an address such as "
        "192.168.1.20 on that one only; 127.0.0.1 on this computer only.");
    serveRow->Add(listen_, 1, wxRIGHT, FromDIP(6));
    serveButton_ = new wxButton(this, wxID_ANY, "S&tart serving");
    serveRow->Add(serveButton_);
    serve->Add(serveRow, 0, wxEXPAND | wxALL, FromDIP(4));
    status_ = new wxStaticText(this, wxID_ANY, "");
    status_->SetFont(status_->GetFont().Bold());
    serve->Add(status_, 0, wxEXPAND | wxALL, FromDIP(4));
    serve->Add(help(this,
                    "Players open the address on their phones (the printed pairings and slips carry it as a "
                    "QR code). The pages follow every change."),
               0, wxALL, FromDIP(4));
    sizer->Add(serve, 0, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(8));

    auto* buttons = CreateStdDialogButtonSizer(wxOK | wxCANCEL);
    sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizerAndFit(sizer);

    publishButton->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { publishNow(); });
    serveButton_->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (pages_.serving()) {
            stopServing();
        } else {
            startServing();
        }
    });
    Bind(
        wxEVT_BUTTON,
        [this](wxCommandEvent& e) {
            if (apply()) e.Skip();
        },
        wxID_OK);
    updateStatus();
}

bool PagesDialog::apply() {
    tn::EventSettings settings = stored_.event.settings;
    const std::string lock = toUtf8(lock_->GetValue().Strip(wxString::both));
    if (!lock.empty() && !tn::isLockTime(lock)) {
        showError(this, "The lock time is not a time Muster reads.",
                  std::runtime_error("Write it as YYYY-MM-DD or YYYY-MM-DDTHH:MM, for example 2025-05-17T09:30."));
        return false;
    }
    settings.listsPublication = kChoices[std::max(0, lists_->GetSelection())];
    settings.listsLock = lock;
    settings.playerReports = reports_->GetValue();
    const auto& s = stored_.event.settings;
    if (settings.listsPublication != s.listsPublication || settings.listsLock != s.listsLock ||
        settings.playerReports != s.playerReports) {
        if (!applySettings_(settings)) return false;
    }
    return guarded(this, "The publish folder could not be saved.", [&] {
        auto pagesSettings = pages_.settings(stored_.id);
        const std::string folder = toUtf8(folder_->GetPath());
        if (pagesSettings.publishDir != folder) {
            pagesSettings.publishDir = folder;
            pages_.setSettings(pagesSettings);
        }
    });
}

bool PagesDialog::publishNow() {
    if (!apply()) return false;
    const std::string folder = toUtf8(folder_->GetPath());
    if (folder.empty()) {
        showError(this, "Choose a folder for the pages first.", std::runtime_error("No folder is set."));
        return false;
    }
    std::size_t files = 0;
    const bool ok = guarded(this, "The pages could not be written.", [&] { files = pages_.publish(stored_, folder); });
    if (ok) status_->SetLabel(wxString::Format("Wrote %zu files to %s", files, folder_->GetPath()));
    Layout();
    return ok;
}

bool PagesDialog::startServing() {
    if (!apply()) return false;
    const bool ok = guarded(this, "The pages could not be served.",
                            [&] { pages_.serve(stored_.id, toUtf8(listen_->GetValue().Strip(wxString::both))); });
    updateStatus();
    return ok;
}

void PagesDialog::stopServing() {
    pages_.stopServing();
    updateStatus();
}

void PagesDialog::updateStatus() {
    const bool on = pages_.serving() && pages_.servedEvent() == stored_.id;
    status_->SetLabel(on ? "Serving at " + u8(pages_.url()) : wxString("Not serving."));
    serveButton_->SetLabel(pages_.serving() ? "S&top serving" : "S&tart serving");
    listen_->Enable(!pages_.serving());
    Layout();
}

wxString PagesDialog::statusText() const {
    return status_->GetLabel();
}

void PagesDialog::setLists(tn::ListsPublication publication, const wxString& lockTime) {
    lists_->SetSelection(static_cast<int>(publication));
    lock_->SetValue(lockTime);
}

void PagesDialog::setPlayerReports(bool on) {
    reports_->SetValue(on);
}

void PagesDialog::setPublishFolder(const wxString& folder) {
    folder_->SetPath(folder);
}

void PagesDialog::setListen(const wxString& address) {
    listen_->SetValue(address);
}

}  // namespace muster::gui
