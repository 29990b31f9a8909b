#pragma once
// What every GUI test file shares: the builder's list columns, test files, letting the window draw, screenshots
// (MUSTER_GUI_SCREENSHOTS) and the fixture that opens the main window on a temporary database and configuration.
#include <gtest/gtest.h>
#include <unistd.h>
#include <wx/app.h>
#include <wx/config.h>
#include <wx/fileconf.h>
#include <wx/utils.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <string>

#include "../TestCatalog.h"
#include "muster/gui/AppContext.h"
#include "muster/gui/BuilderPanel.h"
#include "muster/gui/MainFrame.h"

namespace muster::guitest {

namespace fs = std::filesystem;
using muster::testsupport::catalog;

// The builder's section list columns.
constexpr int kCount = 0;
constexpr int kDie = 1;
constexpr int kPoints = 2;
constexpr int kHealth = 3;
constexpr int kNote = 4;

inline fs::path testRoster(const char* name) {
    return fs::path(MUSTER_TEST_DATA) / "rosters" / name;
}

inline std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

// Lets the window draw: processes pending events for a moment.
inline void settle(int milliseconds = 150) {
    const wxLongLong until = wxGetLocalTimeMillis() + milliseconds;
    while (wxGetLocalTimeMillis() < until) {
        wxTheApp->ProcessPendingEvents();
        while (wxTheApp->Pending()) wxTheApp->Dispatch();
        wxTheApp->ProcessIdle();
        wxMilliSleep(10);
    }
    wxYield();
}

// Saves the screen as <name><suffix>.png (MUSTER_GUI_SCREENSHOT_SUFFIX: "-2x" for the HiDPI run).
inline void screenshot(const std::string& name) {
    const char* folder = std::getenv("MUSTER_GUI_SCREENSHOTS");
    if (folder == nullptr || *folder == '\0') return;
    const char* suffix = std::getenv("MUSTER_GUI_SCREENSHOT_SUFFIX");
    fs::create_directories(folder);
    settle(900);  // layouts that follow a resize land in later idle passes (slow under a loaded Xvfb)
    const std::string file = (fs::path(folder) / (name + (suffix ? suffix : "") + ".png")).string();
    const std::string command = "import -window root '" + file + "' 2>/dev/null";
    if (std::system(command.c_str()) != 0) std::cerr << "screenshot failed: " << file << "\n";
}

class GuiTest : public ::testing::Test {
protected:
    void SetUp() override {
        dir_ = fs::temp_directory_path() / ("muster-gui-" + std::to_string(::getpid()) + "-" +
                                            ::testing::UnitTest::GetInstance()->current_test_info()->name());
        fs::remove_all(dir_);
        fs::create_directories(dir_);
        delete wxConfigBase::Set(
            new wxFileConfig("muster-test", "", (dir_ / "config.ini").string(), "", wxCONFIG_USE_LOCAL_FILE));
        context_ = std::make_unique<gui::AppContext>(catalog(), (dir_ / "muster.db").string());
        ASSERT_TRUE(context_->databaseError().empty()) << context_->databaseError();
        frame_ = new gui::MainFrame(*context_);
        frame_->SetSize(frame_->FromDIP(wxSize(1280, 800)));
        frame_->Show();
        settle();
    }
    void TearDown() override {
        if (frame_ != nullptr) {
            frame_->builder().model().markSaved();
            frame_->Close(true);
            settle(50);
        }
        context_.reset();
        delete wxConfigBase::Set(nullptr);
        fs::remove_all(dir_);
    }

    fs::path dir_;
    std::unique_ptr<gui::AppContext> context_;
    gui::MainFrame* frame_ = nullptr;
};

}  // namespace muster::guitest
