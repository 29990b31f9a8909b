// muster: the desktop app's entry point.
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/msgdlg.h>

#include <memory>

#include "muster/domain/CatalogLoader.h"
#include "muster/domain/ResourceLocator.h"
#include "muster/gui/MainFrame.h"

namespace {

class MusterApp : public wxApp {
public:
    bool OnInit() override {
        if (!wxApp::OnInit()) return false;
        SetAppName("muster");
        SetAppDisplayName("Muster");
        try {
            catalog_ = std::make_unique<muster::domain::Catalog>(
                muster::domain::CatalogLoader::load(muster::domain::ResourceLocator::catalogIndex()));
        } catch (const std::exception& e) {
            wxMessageBox(wxString::Format("Muster cannot start because its dice catalog could not be read.\n\n%s",
                                          wxString::FromUTF8(e.what())),
                         "Muster", wxOK | wxICON_ERROR);
            return false;
        }
        auto* frame = new muster::gui::MainFrame(*catalog_);
        frame->Show();
        if (smokeTest_) {
            // Open, draw, close: used by the tests under Xvfb.
            CallAfter([frame] { frame->Close(true); });
        }
        return true;
    }

    void OnInitCmdLine(wxCmdLineParser& parser) override {
        wxApp::OnInitCmdLine(parser);
        parser.AddSwitch("", "smoke-test", "open the main window and quit at once");
    }
    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        smokeTest_ = parser.Found("smoke-test");
        return wxApp::OnCmdLineParsed(parser);
    }

private:
    std::unique_ptr<muster::domain::Catalog> catalog_;
    bool smokeTest_ = false;
};

}  // namespace

wxIMPLEMENT_APP(MusterApp);
