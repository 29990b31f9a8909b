// GUI tests: the desktop app's panels driven through their public methods under Xvfb, on a temporary
// database and configuration. Screenshots of each main screen go to MUSTER_GUI_SCREENSHOTS (if set).
#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/config.h>
#include <wx/fileconf.h>
#include <wx/init.h>
#include <wx/listctrl.h>
#include <wx/log.h>
#include <wx/utils.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>

#include "../TestCatalog.h"
#include "muster/db/EventRepository.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/gui/AppContext.h"
#include "muster/gui/BuilderPanel.h"
#include "muster/gui/CollectionPanel.h"
#include "muster/gui/MainFrame.h"
#include "muster/gui/ReferencePanel.h"
#include "muster/gui/TournamentPanel.h"
#include "muster/gui/UiSupport.h"

using namespace muster;
using domain::RosterSection;

namespace {

namespace fs = std::filesystem;

using muster::testsupport::catalog;

// Lets the window draw: processes pending events for a moment.
std::string readText(const fs::path& path) {
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

void settle(int milliseconds = 150) {
    const wxLongLong until = wxGetLocalTimeMillis() + milliseconds;
    while (wxGetLocalTimeMillis() < until) {
        wxTheApp->ProcessPendingEvents();
        while (wxTheApp->Pending()) wxTheApp->Dispatch();
        wxTheApp->ProcessIdle();
        wxMilliSleep(10);
    }
    wxYield();
}

void screenshot(const std::string& name) {
    const char* folder = std::getenv("MUSTER_GUI_SCREENSHOTS");
    if (folder == nullptr || *folder == '\0') return;
    fs::create_directories(folder);
    settle(400);
    const std::string file = (fs::path(folder) / (name + ".png")).string();
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

// The index of the first finding that names `die` (as the findings list shows them), or -1.
long namingFinding(gui::BuilderPanel& builder, const std::string& die) {
    const auto& findings = builder.model().report().findings;
    EXPECT_EQ(builder.findingCount(), static_cast<long>(findings.size()));
    for (std::size_t i = 0; i < findings.size(); ++i) {
        if (std::find(findings[i].dice.begin(), findings[i].dice.end(), die) != findings[i].dice.end()) {
            return static_cast<long>(i);
        }
    }
    return -1;
}

}  // namespace

TEST_F(GuiTest, BuilderShowsFindingsAppearAndDisappearAndSavesAndReopens) {
    auto& builder = frame_->builder();
    builder.newRoster();
    builder.setForceSize(24);
    builder.setTargetSection(RosterSection::Home);
    ASSERT_TRUE(builder.addByName("Dwarves Footman"));
    ASSERT_TRUE(builder.addByName("dwarves footman"));
    EXPECT_FALSE(builder.addByName("No Such Die Anywhere"));
    ASSERT_EQ(builder.sectionRowCount(RosterSection::Home), 1);
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, 0), "2");

    // A major terrain in the Horde: a finding naming it appears, and selecting it highlights the line.
    const auto terrain = std::find_if(catalog().dice().begin(), catalog().dice().end(),
                                      [](const domain::Die& d) { return d.isMajorTerrain(); });
    builder.setTargetSection(RosterSection::Horde);
    builder.addDie(terrain->id);
    ASSERT_GE(namingFinding(builder, terrain->name), 0);
    builder.selectFinding(namingFinding(builder, terrain->name));
    EXPECT_EQ(builder.highlightedRows(RosterSection::Horde), std::vector<long>{0});
    EXPECT_TRUE(builder.highlightedRows(RosterSection::Home).empty());
    screenshot("1-army-builder");

    // Undo takes the terrain out again and the finding disappears; redo brings it back.
    builder.undo();
    EXPECT_LT(namingFinding(builder, terrain->name), 0);
    builder.redo();
    EXPECT_GE(namingFinding(builder, terrain->name), 0);
    builder.undo();
    EXPECT_LT(namingFinding(builder, terrain->name), 0);
    EXPECT_NE(builder.verdictText(), "Legal");

    // Save, start anew, reopen.
    const wxString path = (dir_ / "small.json").string();
    ASSERT_TRUE(builder.saveFile(path));
    EXPECT_FALSE(builder.model().modified());
    EXPECT_TRUE(frame_->GetTitle().StartsWith("small.json"));
    builder.newRoster();
    EXPECT_EQ(builder.sectionRowCount(RosterSection::Home), 0);
    ASSERT_TRUE(frame_->openRoster(path));
    ASSERT_EQ(builder.sectionRowCount(RosterSection::Home), 1);
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, 1), "Dwarves Footman");
    EXPECT_EQ(builder.model().roster().forceSize, 24);

    // The roster sheet prints through reports/ as a PDF.
    const wxString pdf = (dir_ / "sheet.pdf").string();
    ASSERT_TRUE(builder.writeRosterSheet(pdf, false));
    EXPECT_GT(fs::file_size(gui::toUtf8(pdf)), 1000U);
}

TEST_F(GuiTest, CollectionMarksDiceTheBuilderNeedsButThePlayerDoesNotOwn) {
    auto& collection = frame_->collection();
    frame_->showPage(gui::MainFrame::kCollectionPage);
    const domain::DieId footman = *catalog().findDie("Dwarves Footman");
    ASSERT_TRUE(collection.setOwned(footman, 1));
    EXPECT_EQ(collection.owned(footman), 1);
    collection.setSearch("dwarves");
    EXPECT_GT(collection.shownCount(), 0);
    EXPECT_LT(collection.shownCount(), static_cast<long>(catalog().dice().size()));
    screenshot("2-collection");

    auto& builder = frame_->builder();
    builder.newRoster();
    builder.setTargetSection(RosterSection::Home);
    builder.addDie(footman);
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, 3), "");
    builder.addDie(footman);
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, 3), "not owned: 1");
    ASSERT_TRUE(collection.setOwned(footman, 3));
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, 3), "");
}

TEST_F(GuiTest, ReferenceFindsDiceSpellsAndPrintsACard) {
    auto& reference = frame_->reference();
    frame_->showPage(gui::MainFrame::kReferencePage);
    reference.setCategory(gui::ReferencePanel::kDice);
    reference.setSearch("Dwarves Footman");
    ASSERT_GE(reference.rowCount(), 1);
    reference.selectRow(0);
    EXPECT_TRUE(reference.detailText().Contains("Faces"));
    screenshot("3-reference");
    reference.setCategory(gui::ReferencePanel::kSpells);
    reference.setSearch("");
    EXPECT_EQ(reference.rowCount(), static_cast<long>(catalog().spells().size()));
    const wxString pdf = (dir_ / "card.pdf").string();
    ASSERT_TRUE(reference.writeCards({"Dwarves"}, pdf, false));
    EXPECT_GT(fs::file_size(gui::toUtf8(pdf)), 1000U);
}

// Creates "Test Open" in the test's database with two players (Ann with a far too small roster, Bob
// without one) and pairs round 1.
void twoPlayerEventPaired(gui::TournamentPanel& desk) {
    rules::tournament::EventSettings settings;
    settings.name = "Test Open";
    settings.forceSize = 24;
    settings.eventFormat = "open";
    settings.swissRounds = 3;
    ASSERT_TRUE(desk.createEvent(settings));
    domain::Roster roster;
    roster.name = "Dwarf rush";
    roster.forceSize = 24;
    roster.section(RosterSection::Home).push_back({"Dwarves Footman", 2, catalog().findDie("Dwarves Footman"), 0});
    const wxString verdict = desk.registerPlayer("Ann", "Club A", roster);
    EXPECT_TRUE(verdict.StartsWith("illegal")) << verdict;  // far from 24 points
    EXPECT_EQ(desk.registerPlayer("Bob", "Club B", std::nullopt), "no roster");
    ASSERT_TRUE(desk.pairNextRound());
}

TEST_F(GuiTest, TournamentDeskRegistersTwoPlayersAndPairsARound) {
    auto& desk = frame_->tournament();
    frame_->showPage(gui::MainFrame::kTournamentPage);
    ASSERT_NO_FATAL_FAILURE(twoPlayerEventPaired(desk));
    ASSERT_EQ(desk.playerRowCount(), 2);
    EXPECT_EQ(desk.playerRowText(0, 0), "Ann");
    ASSERT_EQ(desk.pairingRowCount(), 1);
    EXPECT_EQ(desk.pairingRowText(0, 0), "1");
    ASSERT_TRUE(desk.enterResult(0, 0, rules::tournament::Outcome::Capture));
    EXPECT_TRUE(desk.pairingRowText(0, 3).Contains("wins"));
    // The example log is a game of Ana and Bruno: stored, but the desk says it is not this game's.
    const fs::path example = fs::path(MUSTER_TEST_DATA) / "matchlogs" / "capture-win.log";
    ASSERT_TRUE(desk.attachLog(0, example.string()));
    EXPECT_TRUE(desk.pairingRowText(0, 4).StartsWith("verified; result differs: the log is a game of Ana and Bruno"))
        << desk.pairingRowText(0, 4);
    // The same game with this table's names, B (who wins in the log) being side a, who won: they agree.
    std::string text = readText(example);
    text.replace(text.find("player A Ana"), 12, "player A " + gui::toUtf8(desk.pairingRowText(0, 2)));
    text.replace(text.find("player B Bruno"), 14, "player B " + gui::toUtf8(desk.pairingRowText(0, 1)));
    const fs::path renamed = dir_ / "table1.log";
    std::ofstream(renamed) << text;
    ASSERT_TRUE(desk.attachLog(0, renamed.string()));
    EXPECT_EQ(desk.pairingRowText(0, 4), "verified");
    ASSERT_EQ(desk.standingsRowCount(), 2);
    EXPECT_EQ(desk.standingsRowText(0, 0), "1");
    EXPECT_EQ(desk.standingsRowText(0, 1), desk.pairingRowText(0, 1));
    screenshot("4-tournament-desk");

    const wxString pdf = (dir_ / "standings.pdf").string();
    ASSERT_TRUE(desk.writeSheet(2, pdf, false));
    EXPECT_TRUE(fs::exists(gui::toUtf8(pdf)));

    // Everything is in the app's database, as muster-cli sees it: players, the round and the result.
    db::EventRepository repository(*context_->database());
    const auto events = repository.events();
    ASSERT_EQ(events.size(), 1U);
    EXPECT_EQ(events[0].name, "Test Open");
    EXPECT_EQ(events[0].id, desk.eventId());
    EXPECT_EQ(repository.players(events[0].id).size(), 2U);
    EXPECT_EQ(repository.results(events[0].id).size(), 1U);
    const auto registrations = repository.registrations(events[0].id);
    ASSERT_EQ(registrations.size(), 1U);
    EXPECT_EQ(registrations[0].verdict, "illegal");

    // Export, import as a second event, reopen the first: the same round shows.
    const wxString file = (dir_ / "event.json").string();
    ASSERT_TRUE(desk.exportEventFile(file));
    ASSERT_TRUE(desk.importEventFile(file));
    EXPECT_NE(desk.eventId(), events[0].id);
    EXPECT_EQ(desk.pairingRowCount(), 1);
    EXPECT_EQ(repository.events().size(), 2U);
    ASSERT_TRUE(desk.openEvent(events[0].id));
    EXPECT_EQ(desk.pairingRowCount(), 1);
    EXPECT_TRUE(desk.pairingRowText(0, 3).Contains("wins"));
    EXPECT_EQ(desk.pairingRowText(0, 4), "verified");
}

TEST_F(GuiTest, TournamentDeskStoresAMatchLogWithItsVerdict) {
    auto& desk = frame_->tournament();
    frame_->showPage(gui::MainFrame::kTournamentPage);
    ASSERT_NO_FATAL_FAILURE(twoPlayerEventPaired(desk));
    ASSERT_TRUE(desk.enterResult(0, 1, rules::tournament::Outcome::Capture));
    const fs::path log = fs::path(MUSTER_TEST_DATA) / "matchlogs" / "broken-wrong-total.log";
    ASSERT_TRUE(desk.attachLog(0, log.string()));
    EXPECT_TRUE(desk.pairingRowText(0, 4).StartsWith("inconsistent at turn ")) << desk.pairingRowText(0, 4);

    // The log's text and verdict are rows of match_logs, tied to the game.
    db::EventRepository repository(*context_->database());
    const auto logs = repository.matchLogs(desk.eventId());
    ASSERT_EQ(logs.size(), 1U);
    EXPECT_EQ(logs[0].verdict, "inconsistent");
    EXPECT_TRUE(logs[0].pairingId.has_value());
    std::ifstream in(log, std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    EXPECT_EQ(logs[0].text, text);
    ASSERT_TRUE(desk.openEvent(desk.eventId()));
    ASSERT_NE(desk.logOfRow(0), nullptr);
    EXPECT_EQ(desk.logOfRow(0)->verdict, "inconsistent");
}

int main(int argc, char** argv) {
    ::testing::InitGoogleTest(&argc, argv);
    wxApp::SetInstance(new wxApp());
    // Under test an assertion or an error box must not wait for a click: print it and go on.
    wxSetAssertHandler(
        [](const wxString& file, int line, const wxString& func, const wxString& cond, const wxString& msg) {
            std::cerr << "wx assertion: " << file << ":" << line << " " << func << ": " << cond << " " << msg << "\n";
        });
    gui::setErrorSink([](const wxString& text) {
        std::cerr << "error box: " << text << "\n";
        ADD_FAILURE() << "an error box was shown: " << text;
    });
    int wxArgc = 1;
    char* wxArgv[] = {argv[0], nullptr};
    if (!wxEntryStart(wxArgc, wxArgv)) {
        std::cerr << "cannot start wxWidgets (no display?)\n";
        return 1;
    }
    wxTheApp->SetAppName("muster-test");
    delete wxLog::SetActiveTarget(new wxLogStderr());  // log messages must not open boxes under test
    wxTheApp->CallOnInit();
    const int result = RUN_ALL_TESTS();
    wxTheApp->OnExit();
    wxEntryCleanup();
    return result;
}
