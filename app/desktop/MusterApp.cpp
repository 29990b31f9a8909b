// muster: the desktop app's entry point.
#include <wx/app.h>
#include <wx/cmdline.h>
#include <wx/msgdlg.h>

#include <cstdio>
#include <cstdlib>
#include <memory>

#include "StartupTrace.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/ResourceLocator.h"
#include "muster/gui/AppContext.h"
#include "muster/gui/MainFrame.h"
#include "muster/gui/UiSupport.h"
#include "muster/services/Storage.h"

namespace {

using muster::desktop::StartupTrace;
// Starts the start-up clock during static initialisation.
[[maybe_unused]] const auto kStartupClock = StartupTrace::start();

class MusterApp : public wxApp {
public:
    bool Initialize(int& count, wxChar** arguments) override {
        // Muster draws nothing with OpenGL. GTK would otherwise load the GL driver at start to choose its visuals
        // (with Mesa's software driver that is LLVM too): a fifth of the start-up's CPU time and several MB.
        // A GDK_GL the user sets is kept.
        setenv("GDK_GL", "disable", 0);
        return wxApp::Initialize(count, arguments);
    }

    bool OnInit() override {
        StartupTrace::mark("wxWidgets started");
        if (!wxApp::OnInit()) return false;
        SetAppName("muster");
        SetAppDisplayName("Muster");
        try {
            catalog_ = std::make_unique<muster::domain::Catalog>(
                muster::domain::CatalogLoader::load(muster::domain::ResourceLocator::catalogIndex()));
        } catch (const std::exception& e) {
            wxMessageBox(wxString::Format("Muster cannot start because its dice catalog could not be read.\n\n%s",
                                          muster::gui::plainMessage(e)),
                         "Muster", wxOK | wxICON_ERROR);
            return false;
        }
        StartupTrace::mark("catalog loaded");
        context_ = std::make_unique<muster::gui::AppContext>(*catalog_, muster::gui::toUtf8(databasePath_));
        StartupTrace::mark("database opened");
        if (!context_->databaseError().empty() && !smokeTest_) {
            wxMessageBox("Muster could not open its database, so collections, the roster library and saved events "
                         "are not available this time. Rosters can still be built, opened and saved as files.\n\n" +
                             muster::gui::u8(context_->databaseError()),
                         "Muster", wxOK | wxICON_WARNING);
        }
        auto* frame = new muster::gui::MainFrame(*context_);
        StartupTrace::mark("main window built");
        frame->Show();
        StartupTrace::mark("main window shown");
        // The first idle time after Show: the window has been drawn.
        frame->Bind(wxEVT_IDLE, [frame](wxIdleEvent& e) {
            e.Skip();
            static bool first = true;
            if (!first) return;
            first = false;
            StartupTrace::mark("first idle (drawn)");
        });
        // The file given on the command line (the menu entry's "muster %f").
        if (!rosterFile_.empty()) frame->openFromCommandLine(rosterFile_);
        if (smokeTest_) {
            // Open, draw, close: used by the tests under Xvfb.
            CallAfter([frame] { frame->Close(true); });
        }
        return true;
    }

    int OnExit() override {
        context_.reset();
        return wxApp::OnExit();
    }

    void OnInitCmdLine(wxCmdLineParser& parser) override {
        wxApp::OnInitCmdLine(parser);
        parser.AddSwitch("", "smoke-test", "open the main window and quit at once");
        parser.AddOption("", "db", "the database file to use (default: the one in your data folder)",
                         wxCMD_LINE_VAL_STRING);
        parser.AddParam("roster file", wxCMD_LINE_VAL_STRING, wxCMD_LINE_PARAM_OPTIONAL);
    }
    bool OnCmdLineParsed(wxCmdLineParser& parser) override {
        smokeTest_ = parser.Found("smoke-test");
        if (parser.Found("db", &databasePath_)) {
            // A database given on the command line is a file path: an empty one would silently open the default
            // database, ":memory:" one that is gone at the end, "file:..." an SQLite URI.
            const std::string problem = muster::services::Storage::pathProblem(muster::gui::toUtf8(databasePath_));
            if (!problem.empty()) {
                const wxString message = "--db '" + databasePath_ + "': " + muster::gui::u8(problem);
                std::fprintf(stderr, "muster: %s\n", message.utf8_str().data());
                if (!parser.Found("smoke-test")) wxMessageBox(message, "Muster", wxOK | wxICON_ERROR);
                return false;
            }
        }
        if (parser.GetParamCount() > 0) rosterFile_ = parser.GetParam(0);
        return wxApp::OnCmdLineParsed(parser);
    }

private:
    std::unique_ptr<muster::domain::Catalog> catalog_;
    std::unique_ptr<muster::gui::AppContext> context_;
    bool smokeTest_ = false;
    wxString databasePath_;  // --db PATH, or empty for the default database
    wxString rosterFile_;    // a roster file given on the command line, or empty
};

}  // namespace

wxIMPLEMENT_APP(MusterApp);
