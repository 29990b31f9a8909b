#include "muster/gui/MainFrame.h"

#include <wx/aboutdlg.h>
#include <wx/listctrl.h>
#include <wx/menu.h>
#include <wx/sizer.h>
#include <wx/srchctrl.h>
#include <wx/statusbr.h>

#include "muster/MusterVersion.h"

namespace muster::gui {

namespace {
wxString u8(const std::string& s) { return wxString::FromUTF8(s.c_str()); }
wxString facesText(const domain::Die& die) {
    wxString out;
    for (const auto& face : die.faces) {
        if (!out.empty()) out += ", ";
        out += u8(face.toString());
    }
    return out;
}
}  // namespace

MainFrame::MainFrame(const domain::Catalog& catalog)
    : wxFrame(nullptr, wxID_ANY, "Muster", wxDefaultPosition, wxSize(1000, 700)), catalog_(catalog) {
    buildMenu();
    auto* panel = new wxPanel(this);
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    search_ = new wxSearchCtrl(panel, wxID_ANY);
    search_->SetDescriptiveText("Search dice");
    list_ = new wxListCtrl(panel, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxLC_REPORT | wxLC_SINGLE_SEL);
    list_->AppendColumn("Die", wxLIST_FORMAT_LEFT, FromDIP(240));
    list_->AppendColumn("Kind", wxLIST_FORMAT_LEFT, FromDIP(90));
    list_->AppendColumn("Size", wxLIST_FORMAT_LEFT, FromDIP(80));
    list_->AppendColumn("Elements", wxLIST_FORMAT_LEFT, FromDIP(110));
    list_->AppendColumn("Faces", wxLIST_FORMAT_LEFT, FromDIP(460));
    sizer->Add(search_, 0, wxEXPAND | wxALL, FromDIP(6));
    sizer->Add(list_, 1, wxEXPAND | wxLEFT | wxRIGHT | wxBOTTOM, FromDIP(6));
    panel->SetSizer(sizer);
    CreateStatusBar();
    search_->Bind(wxEVT_TEXT, [this](wxCommandEvent&) { fillList(search_->GetValue()); });
    fillList(wxString());
}

void MainFrame::buildMenu() {
    auto* file = new wxMenu;
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");
    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, "&About Muster");
    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(help, "&Help");
    SetMenuBar(bar);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(
        wxEVT_MENU,
        [this](wxCommandEvent&) {
            wxAboutDialogInfo info;
            info.SetName("Muster");
            info.SetVersion(kVersion);
            info.SetDescription("Dragon Dice army builder and tournament manager.\nCatalog revision " +
                                u8(catalog_.revision()));
            wxAboutBox(info, this);
        },
        wxID_ABOUT);
}

void MainFrame::applyFilter(const wxString& filter) {
    search_->ChangeValue(filter);
    fillList(filter);
}

void MainFrame::fillList(const wxString& filter) {
    list_->Freeze();
    list_->DeleteAllItems();
    const wxString needle = filter.Lower();
    long row = 0;
    for (const auto& die : catalog_.dice()) {
        const wxString name = u8(die.name);
        if (!needle.empty() && !name.Lower().Contains(needle)) continue;
        list_->InsertItem(row, name);
        list_->SetItem(row, 1, u8(std::string(domain::toString(die.kind))));
        list_->SetItem(row, 2, u8(std::string(domain::toString(die.size))));
        list_->SetItem(row, 3, u8(die.elements.toString()));
        list_->SetItem(row, 4, facesText(die));
        ++row;
    }
    list_->Thaw();
    SetStatusText(wxString::Format("%ld dice shown of %zu - catalog %s", row, catalog_.dice().size(),
                                   u8(catalog_.revision())));
}

long MainFrame::shownDiceCount() const { return list_->GetItemCount(); }

}  // namespace muster::gui
