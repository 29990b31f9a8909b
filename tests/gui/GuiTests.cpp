// GUI tests: the desktop app's panels driven through their public methods under Xvfb, on a temporary
// database and configuration. Screenshots of each main screen go to MUSTER_GUI_SCREENSHOTS (if set).
#include <gtest/gtest.h>
#include <wx/app.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/config.h>
#include <wx/display.h>
#include <wx/fileconf.h>
#include <wx/filepicker.h>
#include <wx/init.h>
#include <wx/listctrl.h>
#include <wx/log.h>
#include <wx/menu.h>
#include <wx/radiobox.h>
#include <wx/statbox.h>
#include <wx/stattext.h>
#include <wx/textctrl.h>
#include <wx/timer.h>
#include <wx/uiaction.h>
#include <wx/utils.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <map>
#include <memory>
#include <set>

#include "GuiTestSupport.h"
#include "muster/db/EventRepository.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"
#include "muster/gui/AnalyticsPanel.h"
#include "muster/gui/AppContext.h"
#include "muster/gui/BuilderPanel.h"
#include "muster/gui/CollectionPanel.h"
#include "muster/gui/DeskDialogs.h"
#include "muster/gui/DeskPages.h"
#include "muster/gui/MainFrame.h"
#include "muster/gui/OctgnDeckFiles.h"
#include "muster/gui/PagesDialog.h"
#include "muster/gui/PdfPreviewDialog.h"
#include "muster/gui/PickerMarks.h"
#include "muster/gui/ReferencePanel.h"
#include "muster/gui/RosterClipboard.h"
#include "muster/gui/TournamentPanel.h"
#include "muster/gui/UiSupport.h"
#include "muster/rules/analytics/ArmyAnalytics.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/services/EventStore.h"
#include "muster/services/RosterLibrary.h"
#include "muster/services/RosterSubmissions.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/services/PlayerReports.h"
#include "muster/services/RosterLibrary.h"

using namespace muster;
using domain::RosterSection;

namespace {

using namespace muster::guitest;

wxString u8name(const rules::tournament::Event& event, rules::tournament::PlayerId id) {
    return gui::u8(event.player(id).name);
}

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
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, kCount), "2");

    // A major terrain in the Horde: a finding naming it appears, and selecting it highlights the line.
    const auto terrain = std::find_if(catalog().dice().begin(), catalog().dice().end(),
                                      [](const domain::Die& d) { return d.isMajorTerrain(); });
    // (The builder's own adding sets a typed or picked terrain as the home terrain: this one comes in as from a file.)
    builder.model().addDie(RosterSection::Horde, terrain->id);
    builder.setForceSize(24);  // refreshes
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
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, kDie), "Dwarves Footman");
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
    EXPECT_EQ(collection.emptyNote(), "");
    screenshot("2-collection");
    // An empty list says why.
    collection.setSearch("goblins");
    collection.setOwnedOnly(true);
    EXPECT_EQ(collection.shownCount(), 0);
    EXPECT_TRUE(collection.emptyNote().Contains("clear \"Owned only\"")) << collection.emptyNote();
    collection.setOwnedOnly(false);
    collection.setSearch("dwarves");

    auto& builder = frame_->builder();
    builder.newRoster();
    builder.setTargetSection(RosterSection::Home);
    builder.addDie(footman);
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, kNote), "");
    builder.addDie(footman);
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, kNote), "not owned: 1");
    // Not owned is the collection's matter, not the rules': another colour than a rule error, and it can be
    // switched off (View > Mark dice I do not own).
    EXPECT_NE(builder.sectionRowColour(RosterSection::Home, 0), wxColour(180, 30, 30));
    EXPECT_EQ(builder.sectionRowColour(RosterSection::Home, 0), wxColour(30, 90, 170));
    builder.setShowNotOwned(false);
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, kNote), "");
    builder.setShowNotOwned(true);
    ASSERT_TRUE(collection.setOwned(footman, 3));
    EXPECT_EQ(builder.sectionRowText(RosterSection::Home, 0, kNote), "");

    // Export and import go through services (CSV by the file's extension).
    const wxString csv = (dir_ / "mine.csv").string();
    ASSERT_TRUE(collection.exportFile(csv));
    EXPECT_EQ(readText(gui::toUtf8(csv)), "name,count\nDwarves Footman,3\n");
    ASSERT_TRUE(collection.setOwned(footman, 0));
    EXPECT_FALSE(collection.ownedDice().has_value());  // an empty collection marks nothing
    ASSERT_TRUE(collection.importFile(csv, true));
    EXPECT_EQ(collection.owned(footman), 3);
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

// The bug of issue 19: `muster some.json` came up with a blank name, "modified", asking to save without
// an edit (the name box had the focus and was not filled), and wider than the screen.
TEST_F(GuiTest, CommandLineOpenShowsTheRosterUnmodifiedAndFitsTheScreen) {
    const wxRect screen = wxDisplay(0U).GetClientArea();
    EXPECT_LE(frame_->GetSize().x, screen.width);
    EXPECT_LE(frame_->GetSize().y, screen.height);
    const wxSize before = frame_->GetSize();
    // The name box has the focus, as when the window opens on it.
    auto* name = dynamic_cast<wxTextCtrl*>(wxWindow::FindWindowByName("RosterName", frame_));
    ASSERT_NE(name, nullptr);
    name->SetFocus();
    settle();
    ASSERT_TRUE(frame_->openFromCommandLine(testRoster("goblins-24.json").string()));
    settle();
    auto& builder = frame_->builder();
    EXPECT_EQ(name->GetValue(), "Goblin Rabble");
    EXPECT_EQ(builder.model().roster().name, "Goblin Rabble");
    EXPECT_FALSE(builder.model().modified());
    // Leaving the name box commits what it shows: still the roster's name, still no change.
    wxFocusEvent leave(wxEVT_KILL_FOCUS, name->GetId());
    leave.SetEventObject(name);
    name->GetEventHandler()->ProcessEvent(leave);
    EXPECT_EQ(builder.model().roster().name, "Goblin Rabble");
    EXPECT_FALSE(builder.model().modified());
    EXPECT_EQ(frame_->GetTitle(), "Goblin Rabble - Muster");
    EXPECT_TRUE(builder.confirmDiscard());  // nothing to save: no question
    EXPECT_EQ(frame_->GetSize(), before);
    EXPECT_LE(frame_->GetSize().x, screen.width);
    EXPECT_EQ(builder.verdictText(), "Legal");
    screenshot("5-command-line-open");

    // Saving keeps the name.
    const wxString copy = (dir_ / "copy.json").string();
    ASSERT_TRUE(builder.saveFile(copy));
    EXPECT_NE(readText(gui::toUtf8(copy)).find("\"name\": \"Goblin Rabble\""), std::string::npos);

    // A file that is not there is said in the status bar, not opened.
    EXPECT_FALSE(frame_->openFromCommandLine((dir_ / "no-such.json").string()));
    EXPECT_TRUE(frame_->GetStatusBar()->GetStatusText(0).StartsWith("Roster file not found"));
}

TEST_F(GuiTest, ANewRosterStartsWithoutErrorsAndSaysWhatIsMissing) {
    auto& builder = frame_->builder();
    builder.newRoster();
    EXPECT_EQ(builder.model().roster().edition, "v4.01d");
    EXPECT_EQ(builder.model().roster().eventFormat, "open");
    EXPECT_EQ(builder.model().roster().forceSize, 24);
    EXPECT_EQ(builder.verdictText(), "Empty roster");
    EXPECT_EQ(builder.findingCount(), 0);
    const wxString missing = builder.stillMissingText();
    for (const char* phrase : {"add 24 more points", "Home needs a unit", "add 1 dragon", "choose a home terrain"}) {
        EXPECT_TRUE(missing.Contains(phrase)) << missing << " lacks " << phrase;
    }
    EXPECT_TRUE(builder.summaryText().Contains("Still needed")) << builder.summaryText();
    EXPECT_TRUE(builder.sectionHeaderText(RosterSection::Home).Contains("0 points, at most 12"))
        << builder.sectionHeaderText(RosterSection::Home);
    screenshot("6-new-roster");

    // Choosing an event format sets its force size.
    builder.setEventFormat("championship-36");
    EXPECT_EQ(builder.model().roster().forceSize, 36);
    EXPECT_TRUE(builder.stillMissingText().Contains("add 36 more points")) << builder.stillMissingText();
    EXPECT_TRUE(builder.sectionHeaderText(RosterSection::Horde).Contains("at most 18"));
}

// A 24-point Goblin army from nothing, typed as the text roster writes it; then broken and fixed.
TEST_F(GuiTest, BuildingAGoblinArmyByTyping) {
    auto& builder = frame_->builder();
    builder.newRoster();
    builder.setTargetSection(RosterSection::Home);
    for (const char* entry : {"goblins thug", "Goblins Cutthroat", "goblins marauder", "Goblins Wardog Rider",
                              "goblins pelter", "1 Goblins Slingman", "goblins trickster", "goblins mugger"}) {
        ASSERT_TRUE(builder.addByName(entry)) << entry << ": " << builder.quickAddMessage();
    }
    builder.setTargetSection(RosterSection::Horde);
    for (const char* entry : {"Goblins Troll", "goblins wolf rider", "Goblins Hedge Wizard"}) {
        ASSERT_TRUE(builder.addByName(entry)) << entry;
    }
    builder.setTargetSection(RosterSection::Campaign);
    ASSERT_TRUE(builder.addByName("goblins death mage"));
    ASSERT_TRUE(builder.addByName("1x Goblins Thug"));
    builder.setTargetSection(RosterSection::SummoningPool);
    ASSERT_TRUE(builder.addByName("red drake"));  // a colour word: Fire Drake
    EXPECT_EQ(builder.sectionRowText(RosterSection::SummoningPool, 0, kDie), "Fire Drake");
    EXPECT_EQ(builder.sectionRowText(RosterSection::SummoningPool, 0, kPoints), "-");
    EXPECT_EQ(builder.sectionRowText(RosterSection::SummoningPool, 0, kHealth), "5");
    EXPECT_TRUE(builder.stillMissingText().Contains("choose a home terrain"));
    builder.model().setHomeTerrain(*catalog().findDie("Highland City"));
    builder.model().setFrontierTerrain(*catalog().findDie("Coastland Tower"));
    builder.setForceSize(24);  // refreshes
    EXPECT_EQ(builder.verdictText(), "Legal") << builder.summaryText();
    EXPECT_EQ(builder.stillMissingText(), "");
    EXPECT_EQ(builder.sectionHeaderText(RosterSection::Home), "Home army: 12 points, at most 12");
    EXPECT_EQ(builder.sectionHeaderText(RosterSection::Horde), "Horde army: 8 points, at most 12");

    // All eight lines of Home are shown whole (the sixth was half hidden), and so is every other list.
    ASSERT_EQ(builder.sectionRowCount(RosterSection::Home), 8);
    for (RosterSection section : domain::kRosterSections) {
        EXPECT_TRUE(builder.sectionRowsFullyShown(section)) << domain::displayName(section);
    }
    screenshot("7-goblin-army");

    // Typing mistakes get a readable answer, shown in full.
    EXPECT_FALSE(builder.addByName("3 Goblin Thugg"));
    EXPECT_TRUE(builder.quickAddMessage().Contains("No die is called \"Goblin Thugg\". Did you mean"))
        << builder.quickAddMessage();
    EXPECT_FALSE(builder.addByName("0 Goblins Thug"));
    EXPECT_TRUE(builder.quickAddMessage().Contains("count")) << builder.quickAddMessage();
    settle();
    auto* message = dynamic_cast<wxStaticText*>(wxWindow::FindWindowByName("QuickAddMessage", frame_));
    ASSERT_NE(message, nullptr);
    EXPECT_LE(message->GetPosition().x + message->GetSize().x, message->GetParent()->GetClientSize().x);
    EXPECT_GE(message->GetSize().y, message->GetBestSize().y);  // every wrapped line has room
    wxString shown = message->GetLabel();                       // wrapped to the panel's width
    shown.Replace("\n", " ");
    EXPECT_EQ(shown, builder.quickAddMessage());

    // Break it: one more Marauder puts Home over its limit; the header and the finding say so, the finding
    // wraps inside the list and explains itself.
    builder.setTargetSection(RosterSection::Home);
    ASSERT_TRUE(builder.addByName("Goblins Marauder"));
    EXPECT_TRUE(builder.sectionHeaderText(RosterSection::Home).Contains("15 points, at most 12 (3 over)"))
        << builder.sectionHeaderText(RosterSection::Home);
    EXPECT_TRUE(builder.stillMissingText().Contains("move 3 points out of the Home")) << builder.stillMissingText();
    long limit = -1;
    for (long i = 0; i < builder.findingCount(); ++i) {
        if (builder.findingText(i).StartsWith("army-limit")) limit = i;
    }
    ASSERT_GE(limit, 0);
    builder.selectFinding(limit);
    EXPECT_EQ(builder.highlightedRows(RosterSection::Home).size(), 8U);
    const wxRect row = builder.findingRect(limit);
    EXPECT_LE(row.width, builder.findingsWidth());
    EXPECT_GE(row.height, 2 * frame_->GetCharHeight());  // message and rulebook place, at least two lines
    const wxString why = builder.findingExplanation(limit);
    EXPECT_TRUE(why.Contains("half of the force")) << why;
    EXPECT_TRUE(why.Contains("Rulebook: V4.01d")) << why;
    EXPECT_TRUE(builder.summaryFullyShown());
    // Hovering the finding shows the whole message and its rulebook place as the list's tooltip.
    auto* findingsList = wxWindow::FindWindowByName("Findings", frame_);
    ASSERT_NE(findingsList, nullptr);
    wxMouseEvent hover(wxEVT_MOTION);
    hover.SetPosition(row.GetPosition() + wxPoint(5, 5));
    hover.SetEventObject(findingsList);
    findingsList->GetEventHandler()->ProcessEvent(hover);
    const wxString tip = findingsList->GetToolTipText();
    const auto& limitFinding = builder.findingToolTip(limit);
    EXPECT_EQ(tip, limitFinding);
    EXPECT_TRUE(tip.Contains("The Home army holds 15 points")) << tip;
    EXPECT_TRUE(tip.Contains("Rulebook: V4.01d")) << tip;
    screenshot("8-goblin-army-broken");

    // In the smallest window the summary still shows whole and the lists still show whole rows.
    frame_->SetSize(frame_->GetMinSize());
    settle();
    EXPECT_TRUE(builder.summaryFullyShown()) << builder.summaryText();
    for (RosterSection section : domain::kRosterSections) {
        EXPECT_TRUE(builder.sectionRowsFullyShown(section)) << domain::displayName(section);
    }
    screenshot("8b-goblin-army-small-window");
    EXPECT_TRUE(builder.summaryFullyShown()) << builder.summaryText();
    builder.undo();
    EXPECT_EQ(builder.verdictText(), "Legal");
}

// The "Expected rolls" panel under the armies (issue 20): each army's exact odds change as dice are added, and an
// opponent picked from the roster library adds the exchanges. The numbers are the analytics' own (rules/analytics).
TEST_F(GuiTest, ExpectedRollsFollowTheArmyAndAnOpponentFromTheLibrary) {
    using rules::analytics::RollKind;
    auto& builder = frame_->builder();
    builder.newRoster();
    builder.model().setHomeTerrain(*catalog().findDie("Highland City"));
    builder.model().setFrontierTerrain(*catalog().findDie("Coastland Tower"));
    builder.setForceSize(24);
    // View > Expected rolls shows them under the armies in place of the findings (and checks the item).
    wxMenuBar* bar = frame_->GetMenuBar();
    const int item = bar->FindMenuItem("View", "Expected rolls under the armies");
    ASSERT_NE(item, wxNOT_FOUND);
    EXPECT_FALSE(builder.analyticsShown());
    wxCommandEvent show(wxEVT_MENU, item);
    show.SetInt(1);
    frame_->GetEventHandler()->ProcessEvent(show);
    EXPECT_TRUE(builder.analyticsShown());
    EXPECT_TRUE(bar->IsChecked(item));
    auto& analytics = builder.analytics();
    auto homeMelee = [&analytics] {
        for (const auto& r : analytics.reports())
            if (r.army == RosterSection::Home) return r.analysis.find(RollKind::Melee)->counted.mean();
        return -1.0;
    };
    EXPECT_NEAR(homeMelee(), 0.0, 1e-9);
    builder.setTargetSection(RosterSection::Home);
    ASSERT_TRUE(builder.addByName("Goblins Thug"));  // 1 ID, 1 Save, 1 Melee, 1 Melee, 1 Maneuver, 2 Melee
    EXPECT_NEAR(homeMelee(), 5.0 / 6, 1e-9);
    ASSERT_TRUE(builder.addByName("3 Goblins Thug"));
    EXPECT_NEAR(homeMelee(), 4 * 5.0 / 6, 1e-9);
    for (const char* entry : {"Goblins Troll", "Goblins Hedge Wizard"}) ASSERT_TRUE(builder.addByName(entry));
    builder.setTargetSection(RosterSection::Horde);
    for (const char* entry : {"Goblins Wolf Rider", "2 Goblins Cutthroat"}) ASSERT_TRUE(builder.addByName(entry));
    builder.setTargetSection(RosterSection::Campaign);
    for (const char* entry : {"Goblins Death Mage", "2 Goblins Pelter"}) ASSERT_TRUE(builder.addByName(entry));
    EXPECT_TRUE(analytics.armyText(RosterSection::Home).StartsWith("Home at Highland City: maneuver "))
        << analytics.armyText(RosterSection::Home);
    EXPECT_TRUE(analytics.armyText(RosterSection::Campaign).StartsWith("Campaign at Coastland Tower:"));

    // An opponent from the library: each army against the one that meets it.
    auto* library = context_->storage().rosters();
    ASSERT_NE(library, nullptr);
    const auto theirs = domain::RosterIO::readFile(
        (fs::path(MUSTER_TEST_DATA) / ".." / ".." / "docs" / "examples" / "rosters" / "dwarves-24.json").string(),
        catalog());
    library->save(theirs);
    analytics.refreshOpponents();
    ASSERT_TRUE(analytics.setOpponent(gui::u8(theirs.name)));
    ASSERT_EQ(analytics.reports().size(), 3U);
    for (const auto& r : analytics.reports()) ASSERT_TRUE(r.against.has_value());
    EXPECT_GT(analytics.reports()[0].against->melee.damage.mean(), 0.0);
    EXPECT_TRUE(analytics.armyText(RosterSection::Home).Contains("; against " + gui::u8(theirs.name)));
    screenshot("15-expected-rolls");
    EXPECT_FALSE(analytics.setOpponent("No Such Roster"));
    EXPECT_TRUE(analytics.opponentName().empty());
    EXPECT_FALSE(analytics.reports()[0].against.has_value());
    builder.showAnalytics(false);
    EXPECT_FALSE(builder.analyticsShown());
    EXPECT_FALSE(bar->IsChecked(item));
}

TEST_F(GuiTest, PickerShowsPointsHealthTheDieAndWhyItIsEmpty) {
    auto& builder = frame_->builder();
    builder.setPickerSearch("goblins troll");
    ASSERT_GE(builder.pickerRowCount(), 1);
    EXPECT_EQ(builder.pickerRowText(0, 0), "Goblins Troll");
    // Column 1 is how many you own (issue 33), then the points and the health.
    EXPECT_EQ(builder.pickerRowText(0, 2), "4");  // points
    EXPECT_EQ(builder.pickerRowText(0, 3), "4");  // health
    ASSERT_TRUE(builder.selectPickerDie(*catalog().findDie("Goblins Troll")));
    const wxString detail = builder.dieDetailText();
    EXPECT_TRUE(detail.Contains("Faces")) << detail;
    EXPECT_FALSE(detail.Contains("Monster Monster")) << detail;
    // Every special action icon on the die is explained with the catalog's text.
    const auto& troll = catalog().die(*catalog().findDie("Goblins Troll"));
    int explained = 0;
    for (const auto& face : troll.faces) {
        if (const auto* sai = catalog().findSai(face.icon)) {
            EXPECT_TRUE(detail.Contains(gui::u8(sai->name))) << sai->name;
            ++explained;
        }
    }
    EXPECT_GT(explained, 0);
    screenshot("9-die-detail");

    builder.setPickerSearch("");
    builder.setPickerKind(gui::BuilderPanel::kDragons);
    builder.setPickerSpecies("Goblins");
    EXPECT_EQ(builder.pickerRowCount(), 0);
    EXPECT_TRUE(builder.pickerEmptyNote().Contains("Dragons belong to no species")) << builder.pickerEmptyNote();
    auto* note = wxWindow::FindWindowByName("EmptyNote", frame_);
    ASSERT_NE(note, nullptr);
    EXPECT_TRUE(note->IsShown());
    screenshot("10-empty-filter");
    builder.setPickerSpecies("");
    EXPECT_GT(builder.pickerRowCount(), 0);
    EXPECT_EQ(builder.pickerEmptyNote(), "");
    EXPECT_FALSE(note->IsShown());
}

TEST_F(GuiTest, PrintPreviewShowsTheSheetAndTheRostersOwnCards) {
    auto& builder = frame_->builder();
    ASSERT_TRUE(frame_->openRoster(testRoster("goblins-24.json").string()));
    // The collection lacks everything, but the sheet for a judge shows the rules, not the collection.
    const domain::DieId thug = *catalog().findDie("Goblins Thug");
    ASSERT_TRUE(frame_->collection().setOwned(*catalog().findDie("Dwarves Footman"), 1));
    EXPECT_EQ(builder.model().missing(thug), 2);
    for (const auto& army : builder.document().sheetData().armies) {
        for (const auto& line : army.units) EXPECT_EQ(line.note, "") << line.name;
    }
    std::unique_ptr<gui::PdfPreviewDialog> sheet(builder.makePreview(false));
    EXPECT_EQ(sheet->pageCount(), 1);
    ASSERT_EQ(sheet->shownPageSizes().size(), 1U);
    EXPECT_GT(sheet->shownPageSizes()[0].x, 300);
    sheet->Show();
    settle();
    screenshot("11-print-preview");
    const wxString pdf = (dir_ / "sheet.pdf").string();
    ASSERT_TRUE(sheet->savePdf(pdf));
    EXPECT_EQ(readText(gui::toUtf8(pdf)), sheet->pdf().bytes);
    sheet->Hide();

    // Species cards for this roster: Goblins, its dragon and its terrains, not the whole catalog.
    EXPECT_EQ(builder.document().cardSheets(), (std::vector<std::string>{"Goblins", "Dragons", "Terrains"}));
    std::unique_ptr<gui::PdfPreviewDialog> cards(builder.makePreview(true));
    EXPECT_GE(cards->pageCount(), 3);
    cards->Show();
    settle();
    screenshot("12-roster-cards");
    const wxString cardsPdf = (dir_ / "cards.pdf").string();
    ASSERT_TRUE(cards->savePdf(cardsPdf));
    cards->Hide();
    // Kept for a look with pdftoppm (MUSTER_GUI_SCREENSHOTS).
    if (const char* folder = std::getenv("MUSTER_GUI_SCREENSHOTS"); folder != nullptr && *folder != '\0') {
        fs::copy_file(gui::toUtf8(pdf), fs::path(folder) / "roster-sheet.pdf", fs::copy_options::overwrite_existing);
        fs::copy_file(gui::toUtf8(cardsPdf), fs::path(folder) / "roster-cards.pdf",
                      fs::copy_options::overwrite_existing);
    }
}

TEST_F(GuiTest, ReferenceRanksSearchesLinksSpeciesAndFitsItsColumns) {
    auto& reference = frame_->reference();
    frame_->showPage(gui::MainFrame::kReferencePage);
    reference.setCategory(gui::ReferencePanel::kDice);
    reference.setSearch("troll");
    ASSERT_GE(reference.rowCount(), 2);
    EXPECT_EQ(reference.rowText(0, 0), "Goblins Troll");  // not Dwarves Patroller
    EXPECT_EQ(reference.rowText(0, 2), "Monster");
    reference.selectRow(0);
    EXPECT_FALSE(reference.detailText().Contains("Monster Monster")) << reference.detailText();
    for (int c = 0; c < reference.columnCount(); ++c) {
        EXPECT_GE(reference.columnWidth(c), reference.columnNeededWidth(c)) << "column " << c;
    }
    screenshot("13-reference-die");

    // Another category starts with an empty search instead of "0 entries".
    reference.setCategory(gui::ReferencePanel::kSpells);
    EXPECT_EQ(reference.search(), "");
    EXPECT_EQ(reference.rowCount(), static_cast<long>(catalog().spells().size()));
    for (int c = 0; c < reference.columnCount(); ++c) {
        EXPECT_GE(reference.columnWidth(c), reference.columnNeededWidth(c)) << "spell column " << c;
    }
    reference.setSearch("zzqqxx");
    EXPECT_EQ(reference.rowCount(), 0);
    EXPECT_TRUE(reference.detailText().Contains("No spell matches")) << reference.detailText();

    // A species' page lists its dice as links; a die's page links back to its species.
    ASSERT_TRUE(reference.followLink("species:Goblins"));
    EXPECT_TRUE(
        reference.detailHtml().Contains(wxString::Format("href=\"die:%u\"", *catalog().findDie("Goblins Troll"))));
    EXPECT_TRUE(reference.detailText().Contains("Goblins Troll"));
    screenshot("14-reference-species");
    ASSERT_TRUE(reference.followLink(wxString::Format("die:%u", *catalog().findDie("Goblins Troll"))));
    EXPECT_TRUE(reference.detailText().Contains("Faces"));
    EXPECT_TRUE(reference.detailHtml().Contains("href=\"species:Goblins\""));
    EXPECT_FALSE(reference.followLink("die:999999"));
}

// Every menu command has its shortcut shown in the menu.
TEST_F(GuiTest, EveryMenuCommandShowsItsShortcut) {
    wxMenuBar* bar = frame_->GetMenuBar();
    ASSERT_NE(bar, nullptr);
    int commands = 0;
    for (size_t m = 0; m < bar->GetMenuCount(); ++m) {
        for (wxMenuItem* item : bar->GetMenu(m)->GetMenuItems()) {
            if (item->IsSeparator() || item->IsSubMenu() || item->GetId() == wxID_ABOUT) continue;
            ++commands;
            EXPECT_TRUE(item->GetItemLabel().Contains("\t")) << item->GetItemLabelText();
            std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
            EXPECT_NE(accel, nullptr) << item->GetItemLabelText();
        }
    }
    EXPECT_GE(commands, 28);
    // The Roster menu's shortcuts act on the builder: Ctrl+4 moves the selected line to the Summoning Pool.
    auto& builder = frame_->builder();
    builder.setTargetSection(RosterSection::Home);
    builder.addDie(*catalog().findDie("Dwarves Footman"));
    builder.selectRosterLine(RosterSection::Home, 0);
    wxCommandEvent move(wxEVT_MENU, bar->FindMenuItem("Roster", "Move one to the Summoning Pool"));
    frame_->GetEventHandler()->ProcessEvent(move);
    EXPECT_EQ(builder.sectionRowCount(RosterSection::Home), 0);
    EXPECT_EQ(builder.sectionRowCount(RosterSection::SummoningPool), 1);
}

// Creates "Test Open" in the test's database with two players (Ann with a far too small roster, Bob
// without one) and pairs round 1.
void twoPlayerEventPaired(gui::TournamentPanel& desk) {
    // The organiser accepts Ann's illegal roster, and pairs with it (services/RosterPolicy.h asks both times).
    desk.setAsker([](const wxString&, const std::vector<wxString>&) { return 0; });
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
    EXPECT_EQ(desk.pairingRowText(0, 4), "differs");
    EXPECT_TRUE(desk.gameInfoText().Contains("verified; result differs: the log is a game of Ana and Bruno"))
        << desk.gameInfoText();
    // The same game with this table's names, B (who wins in the log) being side a, who won: they agree.
    std::string text = readText(example);
    const auto game = desk.event().rounds[0].pairings[0];
    text.replace(text.find("player A Ana"), 12, "player A " + desk.event().player(*game.b).name);
    text.replace(text.find("player B Bruno"), 14, "player B " + desk.event().player(game.a).name);
    const fs::path renamed = dir_ / "table1.log";
    std::ofstream(renamed) << text;
    ASSERT_TRUE(desk.attachLog(0, renamed.string()));
    EXPECT_EQ(desk.pairingRowText(0, 4), "verified");
    ASSERT_EQ(desk.standingsRowCount(), 2);
    EXPECT_EQ(desk.standingsRowText(0, 0), "1");
    EXPECT_EQ(gui::toUtf8(desk.standingsRowText(0, 1)), desk.event().player(game.a).name);
    screenshot("4-tournament-desk");

    const wxString pdf = (dir_ / "standings.pdf").string();
    ASSERT_TRUE(desk.writeSheet(2, pdf, false));
    EXPECT_TRUE(fs::exists(gui::toUtf8(pdf)));

    // Everything is in the app's database, as muster-cli sees it: players, the round and the result.
    db::Database database(context_->databasePath());
    db::EventRepository repository(database);
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
    db::Database database(context_->databasePath());
    db::EventRepository repository(database);
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

// ---- the 17-player event (issue 18): 16 players (a CSV list and the registration form), club-mates, two
// players kept apart, a late entry after round 1, a bye, a swap and a re-pairing with results and logs in
// play, a drop after round 3, a restart of the app, five Swiss rounds and a top cut of 4. Every step is
// checked (standings against points added up here, every round against the pairings checker, nothing
// lost) and photographed.

namespace {

namespace tn = rules::tournament;

// The result the test enters at table `table` of round `round`: varied, but fixed.
tn::Result harbourResult(const tn::Pairing& p, int round) {
    const int table = p.table.value_or(0);
    tn::Result r;
    if ((table + round) % 5 == 0) {
        r.outcome = tn::Outcome::Draw;
        r.terrains = {1, 1};
        r.health = {8, 8};
        return r;
    }
    const bool aWins = (table + round) % 2 == 0;
    r.winner = aWins ? p.a : *p.b;
    r.outcome = table % 3 == 0 ? tn::Outcome::Time : tn::Outcome::Capture;
    r.terrains = aWins ? std::array<int, 2>{2, 1} : std::array<int, 2>{1, 2};
    r.health = aWins ? std::array<int, 2>{12, 5} : std::array<int, 2>{5, 12};
    return r;
}

// Points per player added up from the results (SFR: 1.5 a capture, 1 a win on time, 0.5 a draw, 1 a bye),
// over the Swiss rounds 1..after, in half-points.
std::map<tn::PlayerId, int> pointsAddedUp(const tn::Event& event, int after) {
    std::map<tn::PlayerId, int> points;
    for (const auto& p : event.players) points[p.id] = p.entryScore;
    for (const auto& round : event.rounds) {
        if (round.kind != tn::RoundKind::Swiss || round.number > after) continue;
        for (const auto& g : round.pairings) {
            if (g.isBye()) {
                points[g.a] += 2;
                continue;
            }
            if (!g.result) continue;
            if (!g.result->winner) {
                points[g.a] += 1;
                points[*g.b] += 1;
            } else {
                points[*g.result->winner] += g.result->outcome == tn::Outcome::Time ? 2 : 3;
            }
        }
    }
    return points;
}

// The desk's standings after round `after`: its title, every player once, points as added up here,
// best first.
void expectStandings(gui::TournamentPanel& desk, int after, const std::string& title) {
    const tn::Event& event = desk.event();
    EXPECT_TRUE(desk.standingsTitle().StartsWith(title)) << desk.standingsTitle() << " / " << title;
    const auto points = pointsAddedUp(event, after);
    ASSERT_EQ(desk.standingsRowCount(), static_cast<long>(event.players.size()));
    double previous = 1e9;
    for (long row = 0; row < desk.standingsRowCount(); ++row) {
        wxString name = desk.standingsRowText(row, 1);
        name.Replace(" (dropped)", "");
        const auto id = desk.playerId(name);
        ASSERT_TRUE(id.has_value()) << name;
        double shown = 0;
        ASSERT_TRUE(desk.standingsRowText(row, 2).ToCDouble(&shown));
        EXPECT_DOUBLE_EQ(shown * 2, points.at(*id)) << name << " after round " << after;
        EXPECT_LE(shown, previous) << "standings out of order at row " << row;
        previous = shown;
    }
}

// Every round of the event passes the pairings checker (no avoidable flaw, nothing structural).
void expectEveryRoundPassesTheChecker(const tn::Event& event) {
    const tn::PairingCheck check = tn::PairingChecker::checkEvent(event);
    for (const auto& v : check.violations) ADD_FAILURE() << "round " << v.round << ": " << v.message;
}

void playShownRound(gui::TournamentPanel& desk) {
    const tn::Round round = desk.event().rounds.at(static_cast<std::size_t>(desk.shownRound() - 1));
    for (std::size_t i = 0; i < round.pairings.size(); ++i) {
        const auto& p = round.pairings[i];
        if (p.isBye() || p.result) continue;
        ASSERT_TRUE(desk.enterResult(static_cast<long>(i), harbourResult(p, round.number))) << "table " << *p.table;
    }
}

// The example log as a game of table `row`'s players, side a winning by capture.
fs::path logOfTable(const fs::path& dir, gui::TournamentPanel& desk, long row) {
    const tn::Round& round = desk.event().rounds.at(static_cast<std::size_t>(desk.shownRound() - 1));
    const auto& p = round.pairings.at(static_cast<std::size_t>(row));
    std::string text = readText(fs::path(MUSTER_TEST_DATA) / "matchlogs" / "capture-win.log");
    text.replace(text.find("player A Ana"), 12, "player A " + desk.event().player(*p.b).name);
    text.replace(text.find("player B Bruno"), 14, "player B " + desk.event().player(p.a).name);
    const fs::path path = dir / ("round" + std::to_string(round.number) + "-table" + std::to_string(*p.table) + ".log");
    std::ofstream(path) << text;
    return path;
}

tn::Result captureBy(tn::PlayerId winner) {
    tn::Result r;
    r.winner = winner;
    r.outcome = tn::Outcome::Capture;
    r.terrains = {2, 0};
    r.health = {14, 3};
    return r;
}

// PDF pages as PNGs next to the screenshots (pdftoppm), so that they can be looked at too.
void pdfScreenshot(const fs::path& pdf, const std::string& name) {
    const char* folder = std::getenv("MUSTER_GUI_SCREENSHOTS");
    if (folder == nullptr || *folder == '\0') return;
    const std::string command =
        "pdftoppm -r 60 -png '" + pdf.string() + "' '" + (fs::path(folder) / name).string() + "' 2>/dev/null";
    if (std::system(command.c_str()) != 0) std::cerr << "pdftoppm failed for " << pdf << "\n";
}

}  // namespace

TEST_F(GuiTest, SeventeenPlayerEventFromRegistrationToTopCut) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto* desk = &frame_->tournament();
    desk->setAsker([](const wxString&, const std::vector<wxString>&) { return 0; });  // the organiser says yes

    // The event: 5 Swiss rounds, a top 4; scoring and tiebreakers picked from lists.
    tn::EventSettings initial;
    initial.eventFormat = "open";
    initial.forceSize = 24;
    tn::EventSettings chosen;
    {
        gui::EventSettingsDialog settings(frame_, *context_, initial, "New event");
        settings.setName("Harbour Open");
        settings.setRounds(5);
        settings.setTopCut(4);
        settings.setScoring("sfr");
        settings.Show();
        screenshot("desk-01-new-event-settings");
        chosen = settings.settings();
        settings.Hide();
    }
    chosen.seed = 2026;
    EXPECT_EQ(chosen.swissRounds, 5);
    EXPECT_EQ(chosen.topCut, 4);
    EXPECT_EQ(chosen.tiebreakers.front(), tn::Tiebreaker::OpponentAverage);
    ASSERT_TRUE(desk->createEvent(chosen));

    // Fifteen players from a CSV list (one with a roster file next to it), one through the form.
    ASSERT_EQ(desk->importPlayersCsv((fs::path(MUSTER_TEST_DATA) / "events" / "harbour-open-players.csv").string()),
              15);
    EXPECT_EQ(desk->playerRowText(14, 2), "legal");
    gui::Registration pia;
    {
        gui::RegistrationDialog form(
            frame_, *context_, {"North", "South", "West"}, {},
            [](const std::string&) -> domain::Roster { throw std::runtime_error("no saved rosters"); },
            [&](const domain::Roster& roster) { return desk->checkRosterSummary(roster); }, std::nullopt);
        form.setName("Pia");
        form.setClub("North");
        form.setRosterFile(
            (fs::path(MUSTER_TEST_DATA) / ".." / ".." / "docs" / "examples" / "rosters" / "mixed-36.txt").string());
        form.Show();
        screenshot("desk-02-registration-form");
        pia = form.registration();
        form.Hide();
        ASSERT_TRUE(pia.roster.has_value()) << gui::toUtf8(form.rosterProblem());
    }
    // A 36-point roster in a 24-point V4.01d event is illegal: the event decides, not the roster.
    EXPECT_EQ(desk->registerPlayer(pia), "illegal: 3 errors");
    const long piaRow = desk->playerRowCount() - 1;
    const auto findings = desk->findingsOfRow(piaRow);
    EXPECT_EQ(std::count_if(findings.begin(), findings.end(), [](const wxString& f) { return f.StartsWith("error"); }),
              3);
    // Edit: Pia brings a legal 24-point roster instead.
    gui::Registration fixed = pia;
    fixed.roster =
        domain::RosterIO::readFile((fs::path(MUSTER_TEST_DATA) / "rosters" / "legal-24.txt").string(), catalog());
    ASSERT_TRUE(desk->editPlayer(*desk->playerId("Pia"), fixed));
    EXPECT_EQ(desk->playerRowText(piaRow, 2), "legal");
    ASSERT_TRUE(desk->keepApart(*desk->playerId("Gale"), *desk->playerId("Hugo"), "family"));
    for (const auto& p : std::vector<tn::Player>(desk->event().players)) ASSERT_TRUE(desk->checkIn(p.id));
    desk->selectPlayerRow(piaRow);
    screenshot("desk-03-players-checked-in");
    ASSERT_EQ(desk->playerRowCount(), 16);

    // Round 1: 16 players, no bye; club-mates and Gale and Hugo kept apart.
    ASSERT_TRUE(desk->pairNextRound());
    EXPECT_EQ(desk->pairingRowCount(), 8);
    expectEveryRoundPassesTheChecker(desk->event());
    {
        const auto& p = desk->event().rounds[0].pairings[0];
        gui::ResultDialog dialog(frame_, u8name(desk->event(), p.a), u8name(desk->event(), *p.b), 0, true, true,
                                 std::nullopt);
        dialog.pressKey('T');  // time (shown modelessly here; a modal dialog would store the result at once)
        dialog.setTerrains(1, 1);
        dialog.setHealth(9, 7);
        dialog.Show();
        screenshot("desk-04-result-dialog");
        const tn::Result r = dialog.result(p.a, *p.b);
        dialog.Hide();
        EXPECT_EQ(r.outcome, tn::Outcome::Time);
        EXPECT_EQ(r.winner, p.a);
        EXPECT_EQ(r.health, (std::array<int, 2>{9, 7}));
    }
    ASSERT_NO_FATAL_FAILURE(playShownRound(*desk));
    expectStandings(*desk, 1, "Standings after round 1");
    screenshot("desk-05-round1-played");

    // A late entry after round 1: 17 players from round 2, so a bye.
    EXPECT_EQ(desk->registerPlayer("Quinn", "", std::nullopt), "no roster");
    EXPECT_EQ(desk->playerRowText(16, 3), "from round 2");
    ASSERT_TRUE(desk->pairNextRound());
    EXPECT_EQ(desk->pairingRowCount(), 9);
    EXPECT_EQ(desk->pairingRowText(8, 0), "bye");
    expectEveryRoundPassesTheChecker(desk->event());
    // Table 1 is played and its log attached; then two players of other tables are swapped: table 1 keeps
    // its result and log.
    const fs::path log2 = logOfTable(dir_, *desk, 0);
    ASSERT_TRUE(desk->enterResult(0, captureBy(desk->event().rounds[1].pairings[0].a)));
    ASSERT_TRUE(desk->attachLog(0, log2.string()));
    EXPECT_EQ(desk->pairingRowText(0, 4), "verified");
    const tn::PlayerId swapA = desk->event().rounds[1].pairings[2].a;
    const tn::PlayerId swapB = desk->event().rounds[1].pairings[3].a;
    ASSERT_TRUE(desk->swapPlayers(swapA, swapB));
    EXPECT_TRUE(desk->event().rounds[1].pairings[2].hasFlag("manual"));
    EXPECT_TRUE(desk->event().rounds[1].pairings[0].result.has_value());
    EXPECT_EQ(desk->pairingRowText(0, 4), "verified");
    screenshot("desk-06-round2-swapped");
    ASSERT_NO_FATAL_FAILURE(playShownRound(*desk));
    expectStandings(*desk, 2, "Standings after round 2");

    // Round 3: table 1 played with a log, then the round is paired again (a pin at table 2): both stay.
    ASSERT_TRUE(desk->pairNextRound());
    expectEveryRoundPassesTheChecker(desk->event());
    const fs::path log3 = logOfTable(dir_, *desk, 0);
    const tn::Pairing table1 = desk->event().rounds[2].pairings[0];
    const tn::Pairing table2 = desk->event().rounds[2].pairings[1];
    ASSERT_TRUE(desk->enterResult(0, captureBy(table1.a)));
    ASSERT_TRUE(desk->attachLog(0, log3.string()));
    ASSERT_TRUE(desk->togglePin(1));
    ASSERT_TRUE(desk->repairLastRound());
    EXPECT_TRUE(desk->lastReport().empty());  // nothing discarded
    const auto* kept = desk->event().rounds[2].pairingOf(table1.a);
    ASSERT_NE(kept, nullptr);
    EXPECT_TRUE(kept->samePlayers(table1));
    EXPECT_EQ(kept->result, captureBy(table1.a));
    EXPECT_EQ(kept->logs.size(), 1U);
    EXPECT_TRUE(desk->event().rounds[2].pairingOf(table2.a)->samePlayers(table2));
    expectEveryRoundPassesTheChecker(desk->event());
    screenshot("desk-07-round3-paired-again");
    ASSERT_NO_FATAL_FAILURE(playShownRound(*desk));
    expectStandings(*desk, 3, "Standings after round 3");

    // Bram drops after round 3 (the desk asks first).
    ASSERT_TRUE(desk->dropPlayer(*desk->playerId("Bram")));
    EXPECT_EQ(desk->playerRowText(1, 3), "dropped after 3");
    ASSERT_TRUE(desk->pairNextRound());
    EXPECT_EQ(desk->pairingRowCount(), 8);  // 16 players again: no bye
    expectEveryRoundPassesTheChecker(desk->event());
    ASSERT_NO_FATAL_FAILURE(playShownRound(*desk));
    screenshot("desk-08-round4-after-a-drop");

    // The app closes and starts again: the event opens as it was, results and logs included.
    const db::RowId eventId = desk->eventId();
    const std::string before = tn::EventIO::toText(desk->event());
    wxConfigBase::Get()->Flush();
    frame_->Close(true);
    settle(50);
    frame_ = new gui::MainFrame(*context_);
    frame_->SetSize(frame_->FromDIP(wxSize(1280, 800)));
    frame_->Show();
    frame_->showPage(gui::MainFrame::kTournamentPage);
    settle();
    desk = &frame_->tournament();
    desk->setAsker([](const wxString&, const std::vector<wxString>&) { return 0; });
    ASSERT_EQ(desk->eventId(), eventId);
    EXPECT_EQ(tn::EventIO::toText(desk->event()), before);
    EXPECT_EQ(desk->event().rounds[1].pairings[0].logs.size(), 1U);
    EXPECT_EQ(desk->event().rounds[2].pairingOf(table1.a)->logs.size(), 1U);
    expectStandings(*desk, 4, "Standings after round 4");
    screenshot("desk-09-after-restart");

    // Round 5, the last planned one: final Swiss standings.
    ASSERT_TRUE(desk->pairNextRound());
    expectEveryRoundPassesTheChecker(desk->event());
    ASSERT_NO_FATAL_FAILURE(playShownRound(*desk));
    expectStandings(*desk, 5, "Final Swiss standings");
    screenshot("desk-10-final-swiss-standings");

    // Past the plan the desk asks; the answer "Pair the top 4" pairs the semi-finals, 1 v 4 and 2 v 3.
    const auto swiss = tn::Standings::compute(desk->event());
    ASSERT_TRUE(desk->pairNextRound());
    ASSERT_EQ(desk->event().rounds.size(), 6U);
    const auto& semis = desk->event().rounds[5];
    ASSERT_EQ(semis.kind, tn::RoundKind::TopCut);
    ASSERT_EQ(semis.pairings.size(), 2U);
    EXPECT_TRUE(semis.pairings[0].involves(swiss[0].id) && semis.pairings[0].involves(swiss[3].id));
    EXPECT_TRUE(semis.pairings[1].involves(swiss[1].id) && semis.pairings[1].involves(swiss[2].id));
    ASSERT_TRUE(desk->enterResult(0, 0, tn::Outcome::Capture));
    ASSERT_TRUE(desk->enterResult(1, 1, tn::Outcome::Elimination));
    ASSERT_TRUE(desk->pairTopCut());
    ASSERT_EQ(desk->pairingRowCount(), 1);
    // The final: the organiser gives side B a game loss (key G), with a note.
    {
        const auto& final = desk->event().rounds.back().pairings[0];
        gui::ResultDialog dialog(frame_, u8name(desk->event(), final.a), u8name(desk->event(), *final.b), 0, false,
                                 false, std::nullopt);
        EXPECT_TRUE(dialog.pressKey('G'));  // nothing else to ask: the key stores the result
        tn::Result loss = dialog.result(final.a, *final.b);
        loss.note = "late twice";
        EXPECT_EQ(loss.outcome, tn::Outcome::GameLoss);
        ASSERT_TRUE(desk->enterResult(0, loss));
        EXPECT_TRUE(desk->pairingRowText(0, 3).Contains("game-loss")) << desk->pairingRowText(0, 3);
    }
    expectStandings(*desk, 5, "Final Swiss standings");  // the top cut does not change the Swiss standings
    screenshot("desk-11-top-cut-final");
    expectEveryRoundPassesTheChecker(desk->event());

    // Print: round 5's pairings and slips, the final standings.
    desk->showRound(5);
    for (int which = 0; which < 3; ++which) {
        const std::string names[] = {"pairings", "slips", "standings"};
        const fs::path pdf = dir_ / ("harbour-" + names[which] + ".pdf");
        ASSERT_TRUE(desk->writeSheet(which, pdf.string(), false));
        pdfScreenshot(pdf, "desk-12-print-" + names[which]);
    }

    // Nothing lost: both logs are in the database with their games, and the history has every change.
    db::EventRepository repository(*context_->database());
    const auto logs = repository.matchLogs(eventId);
    ASSERT_EQ(logs.size(), 2U);
    for (const auto& l : logs) EXPECT_TRUE(l.pairingId.has_value());
    const auto audit = repository.audit(eventId);
    const auto count = [&audit](const std::string& action) {
        return std::count_if(audit.begin(), audit.end(), [&](const db::AuditRecord& a) { return a.action == action; });
    };
    EXPECT_EQ(count("player.add"), 17);
    EXPECT_EQ(count("round.pair"), 5);
    EXPECT_EQ(count("round.top-cut"), 2);
    EXPECT_EQ(count("round.swap"), 1);
    EXPECT_EQ(count("round.repair"), 1);
    EXPECT_EQ(count("player.drop"), 1);
    EXPECT_EQ(count("log.attach"), 2);
}

// OCTGN decks (issue 22): File > Import OCTGN deck / Export as OCTGN deck, through the functions they call.
TEST_F(GuiTest, AnOctgnSampleDeckOpensAsALegalThirtySixPointForce) {
    auto& builder = frame_->builder();
    const fs::path deck = fs::path(MUSTER_TEST_DATA) / "octgn" / "Swamp-Stalkers-Poison-and-Cavalry.o8d";
    wxString summary;
    ASSERT_TRUE(gui::openOctgnDeck(builder, *context_, deck.string(), &summary));
    EXPECT_EQ(builder.model().roster().forceSize, 36);
    EXPECT_TRUE(builder.model().report().legal());
    EXPECT_TRUE(summary.StartsWith("Force size 36 from the deck's total")) << summary;
    EXPECT_EQ(builder.sectionRowCount(RosterSection::Horde), 2);
    EXPECT_EQ(builder.model().roster().homeTerrain, "Swampland City");
    EXPECT_EQ(builder.model().roster().name, "Swamp-Stalkers-Poison-and-Cavalry");  // the file's name
    screenshot("5-octgn-deck-imported");
}

TEST_F(GuiTest, ARosterBuiltHereExportsToAnOctgnDeckThatImportsBackUnchanged) {
    auto& builder = frame_->builder();
    builder.newRoster();
    builder.setForceSize(24);
    builder.model().setName("Golden Dwarves");
    builder.model().setPlayer("Ann");
    builder.model().setHomeTerrain(*catalog().findDie("Highland City"));
    builder.model().setFrontierTerrain(*catalog().findDie("Coastland Tower"));
    builder.setTargetSection(RosterSection::Home);
    for (int i = 0; i < 2; ++i) ASSERT_TRUE(builder.addByName("Dwarves Footman"));
    ASSERT_TRUE(builder.addByName("Dwarves Sergeant"));
    builder.setTargetSection(RosterSection::Horde);
    for (int i = 0; i < 8; ++i) ASSERT_TRUE(builder.addByName("Dwarves Sentry"));
    builder.setTargetSection(RosterSection::Campaign);
    ASSERT_TRUE(builder.addByName("Dwarves Warlord"));
    ASSERT_TRUE(builder.addByName("Fire Dawn Blade"));
    builder.setTargetSection(RosterSection::SummoningPool);
    ASSERT_TRUE(builder.addByName("red drake"));
    ASSERT_TRUE(builder.addByName("Highland Bridge"));
    // The deck carries the catalog revision it was written against, as a saved roster does (issue 31 item 18).
    domain::Roster written = builder.model().roster();
    written.catalogRevision = catalog().revision();
    const std::string before = domain::RosterIO::toJson(written);

    const wxString path = (dir_ / "golden.o8d").string();
    ASSERT_TRUE(gui::writeOctgnDeck(builder, *context_, path));
    EXPECT_NE(readText(gui::toUtf8(path)).find("<section name=\"Home Army\" shared=\"False\">"), std::string::npos);
    builder.model().markSaved();
    builder.newRoster();
    EXPECT_EQ(builder.sectionRowCount(RosterSection::Horde), 0);
    wxString summary;
    ASSERT_TRUE(gui::openOctgnDeck(builder, *context_, path, &summary));
    EXPECT_EQ(domain::RosterIO::toJson(builder.model().roster()), before);
    EXPECT_TRUE(summary.Contains("the roster header Muster wrote")) << summary;
}

TEST_F(GuiTest, FileMenuOffersOctgnDecks) {
    wxMenuBar* bar = frame_->GetMenuBar();
    ASSERT_NE(bar, nullptr);
    wxMenu* file = bar->GetMenu(0);
    EXPECT_NE(file->FindItem("Import OCTGN deck (.o8d)..."), wxNOT_FOUND);
    EXPECT_NE(file->FindItem("Export as OCTGN deck (.o8d)..."), wxNOT_FOUND);
    // Open the File menu as a user would (a click on its title) for the screenshot, then close it.
    wxUIActionSimulator simulator;
    simulator.MouseMove(bar->ClientToScreen(bar->FromDIP(wxPoint(20, 10))));
    settle(100);
    simulator.MouseClick();
    screenshot("6-file-menu-octgn");
    simulator.Char(WXK_ESCAPE);
    settle(100);
}

// The event pages from the desk (issue 32): the Pages dialog sets the lists and player reports, publishes to
// a folder and serves; two players' agreeing reports show as pending in the Result column and Y accepts.
TEST_F(GuiTest, TournamentDeskPublishesServesAndAcceptsAReportedResult) {
    auto& desk = frame_->tournament();
    frame_->showPage(gui::MainFrame::kTournamentPage);
    ASSERT_NO_FATAL_FAILURE(twoPlayerEventPaired(desk));
    const fs::path site = dir_ / "site";
    {
        gui::PagesDialog dialog(&desk, desk.pages(), desk.stored(),
                                [&desk](const rules::tournament::EventSettings& s) { return desk.updateSettings(s); });
        dialog.setLists(rules::tournament::ListsPublication::Open, "");
        dialog.setPlayerReports(true);
        dialog.setPublishFolder(site.string());
        dialog.setListen("127.0.0.1:0");
        ASSERT_TRUE(dialog.publishNow());
        EXPECT_TRUE(fs::exists(site / "index.html"));
        EXPECT_TRUE(readText(site / "lists.html").find("Dwarves Footman") != std::string::npos);
        ASSERT_TRUE(dialog.startServing());
        EXPECT_TRUE(dialog.statusText().StartsWith("Serving at http://127.0.0.1:")) << dialog.statusText();
        dialog.Show();
        screenshot("16-event-pages-dialog");
        dialog.Hide();
    }
    EXPECT_TRUE(desk.event().settings.playerReports);
    EXPECT_EQ(desk.event().settings.listsPublication, rules::tournament::ListsPublication::Open);
    EXPECT_TRUE(desk.pages().serving());

    // Both players report on their phones (through another connection, as the server would store them).
    const auto game = desk.event().rounds[0].pairings[0];
    {
        db::Database phones(context_->databasePath());
        services::PlayerReports reports(phones);
        const auto codes = reports.ensureCodes(desk.eventId());
        services::ReportedResult won;
        won.winner = *game.b;
        won.outcome = rules::tournament::Outcome::Elimination;
        reports.submit(desk.eventId(), 1, *game.table, codes.at(game.a), won);
        reports.submit(desk.eventId(), 1, *game.table, codes.at(*game.b), won);
    }
    // The desk notices by itself within a few seconds.
    const wxLongLong until = wxGetLocalTimeMillis() + 8000;
    while (!desk.pairingRowText(0, 3).StartsWith("pending:") && wxGetLocalTimeMillis() < until) settle(100);
    EXPECT_TRUE(desk.pairingRowText(0, 3).StartsWith("pending: ")) << desk.pairingRowText(0, 3);
    EXPECT_TRUE(desk.event().rounds[0].pairings[0].result == std::nullopt);  // nothing counts before Y
    EXPECT_TRUE(desk.notesText().Contains("Table 1: pending: ")) << desk.notesText();
    EXPECT_TRUE(desk.notesText().Contains("wins by elimination (Y accepts)")) << desk.notesText();
    screenshot("17-desk-pending-report");
    // The published folder follows the desk's changes.
    const std::string before = readText(site / "version.txt");
    ASSERT_TRUE(desk.acceptReport(0));
    EXPECT_TRUE(desk.pairingRowText(0, 3).Contains("wins (elimination)")) << desk.pairingRowText(0, 3);
    ASSERT_TRUE(desk.event().rounds[0].pairings[0].result);
    EXPECT_EQ(desk.event().rounds[0].pairings[0].result->winner, game.b);
    EXPECT_NE(readText(site / "version.txt"), before);
    db::Database database(context_->databasePath());
    bool accepted = false;
    for (const auto& row : db::EventRepository(database).audit(desk.eventId())) {
        accepted = accepted || row.action == "result.accept-report";
    }
    EXPECT_TRUE(accepted);
    desk.pages().stopServing();
    EXPECT_FALSE(desk.pages().serving());
}

// ---- issue 31: the desk as a new organiser meets it ----

namespace {

// The mnemonic of a label ("Re&gister..." -> 'G'), 0 without one ("&&" is a plain ampersand).
wxChar mnemonicOf(const wxString& label) {
    for (size_t i = 0; i + 1 < label.size(); ++i) {
        if (label[i] != '&') continue;
        if (label[i + 1] == '&') {
            ++i;
            continue;
        }
        return static_cast<wxChar>(wxToupper(label[i + 1]));
    }
    return 0;
}

// Every mnemonic a window offers at once: its menu bar's titles (for a frame) and the labels of its
// controls that are shown (a hidden notebook page's are not reachable), with where each comes from.
void collectMnemonics(wxWindow* window, std::multimap<wxChar, wxString>& found) {
    if (!window->IsShown()) return;
    auto add = [&found](const wxString& label, const wxString& where) {
        if (const wxChar key = mnemonicOf(label)) found.emplace(key, where + " \"" + label + "\"");
    };
    if (auto* radio = dynamic_cast<wxRadioBox*>(window)) {
        add(radio->GetLabel(), "radio box");
        for (unsigned i = 0; i < radio->GetCount(); ++i) add(radio->GetString(i), "radio item");
        return;
    }
    if (auto* control = dynamic_cast<wxControl*>(window);
        control != nullptr &&
        (dynamic_cast<wxButton*>(window) != nullptr || dynamic_cast<wxCheckBox*>(window) != nullptr ||
         dynamic_cast<wxStaticText*>(window) != nullptr || dynamic_cast<wxStaticBox*>(window) != nullptr)) {
        add(control->GetLabel(), window->GetClassInfo()->GetClassName());
    }
    for (wxWindow* child : window->GetChildren()) {
        if (child->IsTopLevel()) continue;
        collectMnemonics(child, found);
    }
}

// Mnemonics used twice in one window, as "G: button "Re&gister...", menu "Ed&it"" lines.
std::vector<std::string> mnemonicClashes(wxWindow* window, std::string* listing = nullptr) {
    std::multimap<wxChar, wxString> found;
    if (auto* frame = dynamic_cast<wxFrame*>(window); frame != nullptr && frame->GetMenuBar() != nullptr) {
        wxMenuBar* bar = frame->GetMenuBar();
        for (size_t m = 0; m < bar->GetMenuCount(); ++m) {
            const wxString title = bar->GetMenuLabel(m);
            if (const wxChar key = mnemonicOf(title)) found.emplace(key, "menu \"" + title + "\"");
        }
    }
    collectMnemonics(window, found);
    std::vector<std::string> clashes;
    for (auto it = found.begin(); it != found.end(); it = found.upper_bound(it->first)) {
        const auto [first, last] = found.equal_range(it->first);
        std::string line = std::string(1, static_cast<char>(it->first)) + ":";
        for (auto j = first; j != last; ++j) line += " " + gui::toUtf8(j->second);
        if (listing != nullptr) *listing += line + "\n";
        if (std::distance(first, last) > 1) clashes.push_back(line);
    }
    return clashes;
}

// Menu shortcuts (Ctrl+S, F1, ...) used by two commands, and mnemonics used twice within one menu.
std::vector<std::string> menuClashes(wxMenuBar* bar, std::string* listing) {
    std::vector<std::string> clashes;
    std::map<wxString, wxString> shortcuts;
    for (size_t m = 0; m < bar->GetMenuCount(); ++m) {
        std::map<wxChar, wxString> inMenu;
        for (wxMenuItem* item : bar->GetMenu(m)->GetMenuItems()) {
            if (item->IsSeparator()) continue;
            const wxString label = item->GetItemLabel().BeforeFirst('\t');
            if (const wxChar key = mnemonicOf(label); key != 0 && !inMenu.emplace(key, label).second) {
                clashes.push_back(gui::toUtf8(bar->GetMenuLabelText(m) + ": " + inMenu[key] + " and " + label));
            }
            std::unique_ptr<wxAcceleratorEntry> accel(item->GetAccel());
            if (!accel) continue;
            const wxString shortcut = accel->ToString();
            if (listing != nullptr) *listing += gui::toUtf8(shortcut + " " + item->GetItemLabelText()) + "\n";
            if (!shortcuts.emplace(shortcut, item->GetItemLabelText()).second) {
                clashes.push_back(
                    gui::toUtf8(shortcut + ": " + shortcuts[shortcut] + " and " + item->GetItemLabelText()));
            }
        }
    }
    return clashes;
}

void expectNoClashes(wxWindow* window, const std::string& what) {
    std::string listing;
    const auto clashes = mnemonicClashes(window, &listing);
    for (const auto& c : clashes) ADD_FAILURE() << what << ": mnemonic used twice: " << c;
    std::cout << "[mnemonics] " << what << ":\n" << listing;
}

// Creates "Desk Cup" (all five tiebreakers) with the given players (name, club), each checked in.
void deskCup(gui::TournamentPanel& desk, const std::vector<std::pair<std::string, std::string>>& players,
             int rounds = 4) {
    tn::EventSettings settings;
    settings.name = "Desk Cup";
    settings.eventFormat = "open";
    settings.forceSize = 24;
    settings.swissRounds = rounds;
    settings.seed = 31;
    ASSERT_TRUE(desk.createEvent(settings));
    for (const auto& [name, club] : players) {
        gui::Registration r;
        r.name = name;
        r.club = club;
        r.checkedIn = true;
        r.withoutRoster = true;
        ASSERT_FALSE(desk.registerPlayer(r).empty()) << name;
    }
}

const std::vector<std::pair<std::string, std::string>> kLongNames{
    {"Gus Hartmann", "North"},     {"Kai Moreau", "South"},        {"Quin Abernathy", "West"},
    {"Fay Okonkwo-Lindqvist", ""}, {"Ana Beatriz Sousa", "North"}, {"Bruno Castellanos", "South"},
    {"Cid Vanterpool", ""},        {"Dee Marchetti", "West"},      {"Eve Throckmorton", ""}};

// A modal dialog that a simulated key closes: the key goes out once the dialog is up; a dialog still open
// after a few seconds is cancelled, so that a test fails instead of hanging.
class KeyWhenModal {
public:
    explicit KeyWhenModal(std::vector<int> keys) : keys_(std::move(keys)) {
        press_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
            wxUIActionSimulator simulator;
            for (int key : keys_) {
                simulator.Char(key);
                wxYield();
            }
        });
        guard_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
            for (auto node = wxTopLevelWindows.GetFirst(); node != nullptr; node = node->GetNext()) {
                if (auto* d = dynamic_cast<wxDialog*>(node->GetData()); d != nullptr && d->IsModal()) {
                    timedOut_ = true;
                    d->EndModal(wxID_CANCEL);
                }
            }
        });
        press_.StartOnce(600);
        guard_.StartOnce(6000);
    }
    [[nodiscard]] bool timedOut() const { return timedOut_; }

private:
    std::vector<int> keys_;
    wxTimer press_;
    wxTimer guard_;
    bool timedOut_ = false;
};

// Whether every column of `list` shows its widest cell and title whole, and the columns `whole` (the
// first n) fit in the list without scrolling sideways.
void expectColumnsShowTheirText(wxListCtrl* list, int whole, const std::string& what) {
    int total = 0;
    for (int c = 0; c < list->GetColumnCount(); ++c) {
        const int width = list->GetColumnWidth(c);
        if (c < whole) total += width;
        for (long row = 0; row < list->GetItemCount(); ++row) {
            const wxString text = list->GetItemText(row, c);
            EXPECT_GE(width, list->GetTextExtent(text).x) << what << ": column " << c << " cuts \"" << text << "\"";
        }
    }
    EXPECT_LE(total, list->GetClientSize().x) << what << ": the first " << whole << " columns need a sideways scroll";
}

}  // namespace

// Item 3: no window offers one mnemonic twice (the menu bar and the shown page count together), and no two
// menu commands share a shortcut. The listing of every window's mnemonics is printed.
TEST_F(GuiTest, NoMnemonicOrShortcutClashesInAnyWindow) {
    std::string shortcuts;
    for (const auto& clash : menuClashes(frame_->GetMenuBar(), &shortcuts)) ADD_FAILURE() << "menus: " << clash;
    std::cout << "[shortcuts]\n" << shortcuts;
    auto& desk = frame_->tournament();
    ASSERT_NO_FATAL_FAILURE(deskCup(desk, {{"Ann", "North"}, {"Bob", ""}, {"Cid", ""}, {"Dee", ""}}));
    ASSERT_TRUE(desk.pairNextRound());
    frame_->builder().showAnalytics(true);
    const std::pair<gui::MainFrame::Page, const char*> pages[] = {{gui::MainFrame::kBuilderPage, "builder"},
                                                                  {gui::MainFrame::kCollectionPage, "collection"},
                                                                  {gui::MainFrame::kReferencePage, "reference"},
                                                                  {gui::MainFrame::kTournamentPage, "desk"}};
    for (const auto& [page, name] : pages) {
        frame_->showPage(page);
        settle(50);
        expectNoClashes(frame_, std::string("main window, ") + name);
    }
    desk.showSidePage(1);
    settle(50);
    expectNoClashes(frame_, "main window, desk with the standings page");
    desk.showSidePage(0);

    // The desk's dialogs, the builder's print preview.
    {
        gui::EventSettingsDialog dialog(frame_, *context_, desk.event().settings, "Event settings");
        dialog.Show();
        expectNoClashes(&dialog, "event settings");
    }
    for (const bool editing : {false, true}) {
        std::unique_ptr<gui::RegistrationDialog> dialog(
            desk.makeRegistrationDialog(editing ? std::optional<tn::Player>(desk.event().players[0]) : std::nullopt));
        dialog->Show();
        expectNoClashes(dialog.get(), editing ? "edit player" : "register player");
    }
    for (const bool counts : {false, true}) {
        gui::ResultDialog dialog(frame_, "Ann", "Bob", 0, counts, counts, std::nullopt);
        dialog.Show();
        expectNoClashes(&dialog, counts ? "result with counts" : "result");
    }
    {
        std::unique_ptr<gui::PdfPreviewDialog> preview(desk.makeRoundPreview());
        preview->Show();
        expectNoClashes(preview.get(), "print round preview");
    }
}

// Item 1: the form's Tab order reaches the roster right after the club (with clubs to complete), and a
// player is registered without a roster only when "No roster" is chosen.
TEST_F(GuiTest, RegistrationTabOrderReachesTheRosterAndNoRosterIsChosenExplicitly) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto& desk = frame_->tournament();
    ASSERT_NO_FATAL_FAILURE(deskCup(desk, {{"Ann", "North"}, {"Bob", "South"}}));
    std::unique_ptr<gui::RegistrationDialog> form(desk.makeRegistrationDialog(std::nullopt));
    form->Show();
    form->Raise();
    settle(300);
    auto* name = dynamic_cast<wxTextCtrl*>(wxWindow::FindFocus());
    ASSERT_NE(name, nullptr) << "the name field has the focus when the form opens";
    EXPECT_FALSE(form->complete());  // no name yet
    wxUIActionSimulator simulator;
    simulator.Text("Cleo");
    settle(100);
    // Tab by Tab: the club, the roster choice, the roster file; what has the focus after each press.
    std::vector<wxString> stops;
    for (int i = 0; i < 3; ++i) {
        simulator.Char(WXK_TAB);
        settle(120);
        wxWindow* focus = wxWindow::FindFocus();
        ASSERT_NE(focus, nullptr);
        wxString kind = focus->GetClassInfo()->GetClassName();
        for (wxWindow* w = focus; w != nullptr && w != form.get(); w = w->GetParent()) {
            if (dynamic_cast<wxRadioBox*>(w) != nullptr) kind = "roster choice";
            if (dynamic_cast<wxFilePickerCtrl*>(w) != nullptr) kind = "roster file";
        }
        stops.push_back(kind);
    }
    EXPECT_EQ(stops[0], "wxTextCtrl") << "Tab from the name goes to the club";
    EXPECT_EQ(stops[1], "roster choice") << "Tab from the club goes to the roster, not to a drop-down button";
    EXPECT_EQ(stops[2], "roster file");
    // Nothing chosen: OK keeps the form open and says what to do.
    wxString why;
    EXPECT_FALSE(form->complete(&why));
    EXPECT_TRUE(why.Contains("No roster")) << why;
    wxCommandEvent ok(wxEVT_BUTTON, wxID_OK);
    ok.SetEventObject(form->FindWindow(wxID_OK));
    form->FindWindow(wxID_OK)->GetEventHandler()->ProcessEvent(ok);
    EXPECT_TRUE(form->IsShown());
    wxString said = form->verdictText();
    said.Replace("\n", " ");
    EXPECT_TRUE(said.Contains("\"No roster\" to register without one")) << said;
    settle(300);  // the message grows the form
    screenshot("desk-13-registration-asks-for-a-roster");
    form->chooseNoRoster();
    EXPECT_TRUE(form->complete());
    const gui::Registration r = form->registration();
    EXPECT_EQ(r.name, "Cleo");
    EXPECT_TRUE(r.withoutRoster);
    EXPECT_FALSE(r.roster.has_value());
    form->Hide();
}

// Item 2: one policy for illegal rosters: registration asks (default: no), pairing asks while illegal
// rosters remain (default: no).
TEST_F(GuiTest, IllegalRostersAreAcceptedExplicitlyAndPairingAsksWhileTheyRemain) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto& desk = frame_->tournament();
    ASSERT_NO_FATAL_FAILURE(deskCup(desk, {{"Ann", ""}, {"Bob", ""}, {"Cid", ""}}));
    int answer = -1;
    int asked = 0;
    desk.setAsker([&](const wxString&, const std::vector<wxString>&) {
        ++asked;
        return answer;
    });
    const domain::Roster illegal = domain::RosterIO::readFile(testRoster("illegal-24.json").string(), catalog());
    gui::Registration dee;
    dee.name = "Dee";
    dee.roster = illegal;
    dee.rosterChanged = true;
    dee.checkedIn = true;
    EXPECT_TRUE(desk.registerPlayer(dee).empty());  // the organiser said no (Cancel, the default)
    EXPECT_EQ(asked, 1);
    EXPECT_TRUE(desk.lastQuestionDefaultsToNo());
    EXPECT_TRUE(desk.lastQuestion().StartsWith("Dee's roster is not legal for Desk Cup")) << desk.lastQuestion();
    EXPECT_FALSE(desk.playerId("Dee").has_value());
    answer = 0;
    EXPECT_TRUE(desk.registerPlayer(dee).StartsWith("illegal"));
    ASSERT_TRUE(desk.playerId("Dee").has_value());
    // Pairing with Dee's illegal roster in the round: asked, and "no" pairs nothing.
    answer = -1;
    EXPECT_FALSE(desk.pairNextRound());
    EXPECT_TRUE(desk.event().rounds.empty());
    EXPECT_TRUE(desk.lastQuestion().StartsWith("One player of round 1 has an illegal roster: Dee (illegal: "))
        << desk.lastQuestion();
    EXPECT_TRUE(desk.lastQuestionDefaultsToNo());
    answer = 0;
    EXPECT_TRUE(desk.pairNextRound());
    EXPECT_EQ(desk.event().rounds.size(), 1U);
}

// Item 4: check-in by keyboard: Space (or I) on the selected player, and "checked in" kept from one
// registration to the next.
TEST_F(GuiTest, CheckInByKeyboard) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto& desk = frame_->tournament();
    ASSERT_NO_FATAL_FAILURE(deskCup(desk, {{"Ann", ""}, {"Bob", ""}}));
    gui::Registration late;
    late.name = "Cid";
    late.withoutRoster = true;
    ASSERT_EQ(desk.registerPlayer(late), "no roster");
    const long row = 2;
    EXPECT_EQ(desk.playerRowText(row, 3), "not checked in");
    desk.selectPlayerRow(row);
    // The list has the focus as a person would give it; Space checks the player in, I checks them out.
    desk.focusSearch();
    settle(200);
    wxUIActionSimulator simulator;
    simulator.Char(WXK_SPACE);
    settle(200);
    EXPECT_TRUE(desk.event().player(*desk.playerId("Cid")).checkedIn);
    EXPECT_EQ(desk.playerRowText(row, 3), "checked in");
    simulator.Char('i');
    settle(200);
    EXPECT_FALSE(desk.event().player(*desk.playerId("Cid")).checkedIn);
    simulator.Char('i');
    settle(200);
    EXPECT_TRUE(desk.event().player(*desk.playerId("Cid")).checkedIn);
    screenshot("desk-14-checked-in-by-keyboard");
    // At the door: the form's "checked in" box starts as the last registration left it.
    EXPECT_FALSE(
        std::unique_ptr<gui::RegistrationDialog>(desk.makeRegistrationDialog(std::nullopt))->registration().checkedIn);
    gui::Registration atTheDoor;
    atTheDoor.name = "Dee";
    atTheDoor.withoutRoster = true;
    atTheDoor.checkedIn = true;
    ASSERT_EQ(desk.registerPlayer(atTheDoor), "no roster");
    EXPECT_EQ(desk.playerRowText(3, 3), "checked in");
    EXPECT_TRUE(
        std::unique_ptr<gui::RegistrationDialog>(desk.makeRegistrationDialog(std::nullopt))->registration().checkedIn);
}

// Items 5 and 6: at 1280x800 the desk shows every tiebreaker, whole names and results, and a log's message;
// one touch stores a result even when terrains and health count, as unknown, flagged, never as zeros.
TEST_F(GuiTest, DeskAt1280ShowsWhatMattersAndOneTouchKeepsCountsUnknown) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto& desk = frame_->tournament();
    ASSERT_NO_FATAL_FAILURE(deskCup(desk, kLongNames));
    desk.setAsker([](const wxString&, const std::vector<wxString>&) { return 0; });
    ASSERT_TRUE(desk.pairNextRound());
    settle();
    // One touch on a real key press: 1 on the first game opens the result, C stores it; the counts the
    // tiebreakers use were not typed, so they are stored as not known.
    const tn::Pairing first = desk.event().rounds[0].pairings[0];
    {
        KeyWhenModal keys({'c'});
        desk.resultDialog(0, 0);
        EXPECT_FALSE(keys.timedOut()) << "the C key did not reach the result dialog";
    }
    const auto stored = desk.event().rounds[0].pairings[0].result;
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(stored->winner, first.a);
    EXPECT_EQ(stored->outcome, tn::Outcome::Capture);
    EXPECT_FALSE(stored->terrains.has_value());
    EXPECT_FALSE(stored->health.has_value());
    EXPECT_EQ(desk.pairingRowText(0, 5), "no counts");
    EXPECT_TRUE(desk.notesText().Contains("1 game without terrains or health entered")) << desk.notesText();
    // Counts typed first are kept; the win type still stores at once.
    {
        gui::ResultDialog dialog(frame_, "A", "B", 1, true, true, std::nullopt);
        dialog.setTerrains(0, 2);
        dialog.setHealth(5, 14);
        EXPECT_TRUE(dialog.pressKey('E'));
        const auto r = dialog.result(1, 2);
        EXPECT_EQ(r.winner, 2);
        EXPECT_EQ(r.terrains, (std::array<int, 2>{0, 2}));
        EXPECT_EQ(r.health, (std::array<int, 2>{5, 14}));
    }
    // The rest of round 1 with counts, a match log of another game on table 1, round 2 for the standings.
    for (std::size_t i = 1; i < desk.event().rounds[0].pairings.size(); ++i) {
        const auto& p = desk.event().rounds[0].pairings[i];
        if (p.isBye()) continue;
        ASSERT_TRUE(desk.enterResult(static_cast<long>(i), harbourResult(p, 1)));
    }
    const fs::path example = fs::path(MUSTER_TEST_DATA) / "matchlogs" / "capture-win.log";
    ASSERT_TRUE(desk.attachLog(0, example.string()));
    // The standings: every tiebreaker; the two players of the game without counts have no terrains value
    // ("?"), never a 0.
    EXPECT_EQ(desk.standingsColumnCount(), 4 + 5);
    int unknown = 0;
    for (long row = 0; row < desk.standingsRowCount(); ++row) {
        if (desk.standingsRowText(row, 7) == "?") ++unknown;
    }
    EXPECT_EQ(unknown, 2);
    EXPECT_TRUE(desk.standingsNoteText().Contains("never taken as zero")) << desk.standingsNoteText();
    // The selected game's line says the whole log message, which the Log column only names.
    desk.showRound(1);
    wxListCtrl* pairingList = nullptr;
    wxListCtrl* standingsList = nullptr;
    wxListCtrl* playerList = nullptr;
    for (wxWindow* w : desk.GetChildren()) {
        if (auto* l = dynamic_cast<wxListCtrl*>(w)) pairingList = l;
    }
    std::function<void(wxWindow*)> findLists = [&](wxWindow* parent) {
        for (wxWindow* w : parent->GetChildren()) {
            if (auto* l = dynamic_cast<wxListCtrl*>(w); l != nullptr && l != pairingList) {
                (l->GetColumnCount() > 4 ? standingsList : playerList) = l;
            }
            findLists(w);
        }
    };
    findLists(&desk);
    ASSERT_NE(pairingList, nullptr);
    ASSERT_NE(standingsList, nullptr);
    ASSERT_NE(playerList, nullptr);
    pairingList->SetItemState(0, wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED,
                              wxLIST_STATE_SELECTED | wxLIST_STATE_FOCUSED);
    settle();
    EXPECT_EQ(desk.pairingRowText(0, 4), "differs");
    EXPECT_TRUE(desk.gameInfoText().Contains("the log is a game of Ana and Bruno, not of")) << desk.gameInfoText();
    screenshot("desk-15-1280-round-with-log-message");
    // Nothing that matters is cut: names, results, logs; every standings column.
    expectColumnsShowTheirText(pairingList, 5, "pairings");
    expectColumnsShowTheirText(playerList, 4, "players");
    desk.showSidePage(1);
    settle();
    expectColumnsShowTheirText(standingsList, standingsList->GetColumnCount(), "standings");
    screenshot("desk-16-1280-standings-every-tiebreaker");
    desk.showSidePage(0);
}

// Item 10: Print round: the round's pairings, slips and the standings it was paired on, one previewed
// document.
TEST_F(GuiTest, PrintRoundIsOnePreviewedDocument) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto& desk = frame_->tournament();
    ASSERT_NO_FATAL_FAILURE(deskCup(desk, kLongNames));
    desk.setAsker([](const wxString&, const std::vector<wxString>&) { return 0; });
    ASSERT_TRUE(desk.pairNextRound());
    ASSERT_NO_FATAL_FAILURE(playShownRound(desk));
    ASSERT_TRUE(desk.pairNextRound());
    const reports::RenderedPdf pdf = desk.roundSheets();
    std::set<std::string> anchors;
    for (const auto& a : pdf.anchors) anchors.insert(a.name);
    for (const char* name : {"pairings", "by-table", "by-name", "slips", "slip.1", "standings-sheet", "standings"}) {
        EXPECT_EQ(anchors.count(name), 1U) << name;
    }
    EXPECT_EQ(pdf.outOfBounds, 0);
    std::unique_ptr<gui::PdfPreviewDialog> preview(desk.makeRoundPreview());
    EXPECT_EQ(preview->pageCount(), pdf.pageCount);
    EXPECT_GE(pdf.pageCount, 4);
    preview->SetSize(preview->FromDIP(wxSize(1000, 760)));
    preview->Show();
    screenshot("desk-17-print-round-preview");
    preview->Hide();
    const fs::path file = dir_ / "round2.pdf";
    ASSERT_TRUE(desk.writeSheet(3, file.string(), false));
    pdfScreenshot(file, "desk-18-print-round-page");
}

// ---- issue 31: the desk used again as a new organiser would, by keyboard at 1280x800 ----

namespace {

// The modal dialog that is up, if any.
wxDialog* modalDialog() {
    for (auto node = wxTopLevelWindows.GetFirst(); node != nullptr; node = node->GetNext()) {
        if (auto* d = dynamic_cast<wxDialog*>(node->GetData()); d != nullptr && d->IsModal()) return d;
    }
    return nullptr;
}

// Keys go out only while this is true (a walk step's dialog is still up): a step that timed out must not
// type into the main window.
bool gKeysToDialogOnly = false;

void keys(const std::vector<int>& codes, int modifiers = wxMOD_NONE) {
    wxUIActionSimulator simulator;
    for (int code : codes) {
        if (gKeysToDialogOnly && modalDialog() == nullptr) return;
        simulator.Char(code, modifiers);
        wxYield();
        wxMilliSleep(40);
    }
}

void typeText(const std::string& text) {
    for (const char c : text) {
        const bool upper = c >= 'A' && c <= 'Z';
        keys({upper ? c - 'A' + 'a' : static_cast<unsigned char>(c)}, upper ? wxMOD_SHIFT : wxMOD_NONE);
    }
}

// Runs `action` (simulated keys) once a modal dialog is up and has the focus; a dialog still open after
// `limit` ms is cancelled and counted (with a screenshot when named), so that the walk fails instead of
// hanging. While the action runs, keys go only to the dialog.
class WhenModal {
public:
    explicit WhenModal(std::function<void()> action, int limit = 20000) : action_(std::move(action)) {
        poll_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
            wxDialog* dialog = modalDialog();
            wxWindow* focus = wxWindow::FindFocus();
            if (done_ || dialog == nullptr || (focus != nullptr && wxGetTopLevelParent(focus) != dialog)) return;
            done_ = true;
            poll_.Stop();
            gKeysToDialogOnly = true;
            action_();
            gKeysToDialogOnly = false;
        });
        guard_.Bind(wxEVT_TIMER, [this](wxTimerEvent&) {
            if (wxDialog* d = modalDialog()) {
                timedOut_ = true;
                wxWindow* focus = wxWindow::FindFocus();
                std::cerr << "[walk] a dialog was still open (\"" << d->GetTitle() << "\", focus on a "
                          << wxString(focus != nullptr ? focus->GetClassInfo()->GetClassName() : L"(none)") << ")\n";
                if (!timeoutShot_.empty()) screenshot(timeoutShot_);
                d->EndModal(wxID_CANCEL);
            }
        });
        poll_.Start(100);
        guard_.StartOnce(limit);
    }
    ~WhenModal() { gKeysToDialogOnly = false; }
    [[nodiscard]] bool timedOut() const { return timedOut_; }
    void screenshotOnTimeout(const std::string& name) { timeoutShot_ = name; }

private:
    std::string timeoutShot_;
    std::function<void()> action_;
    wxTimer poll_;
    wxTimer guard_;
    bool done_ = false;
    bool timedOut_ = false;
};

}  // namespace

// The end of issue 31: a 17-player, 4-round event run by keyboard (mnemonics, Tab, Space, 1/2 and the win
// type, Enter to correct, Ctrl+P to print), screenshots at each step. What the organiser decides in a
// message box (accepting an illegal roster) is answered by the test's asker.
TEST_F(GuiTest, OrganiserWalkthroughByKeyboard) {
    frame_->showPage(gui::MainFrame::kTournamentPage);
    auto& desk = frame_->tournament();
    std::vector<wxString> questions;
    desk.setAsker([&questions](const wxString& question, const std::vector<wxString>&) {
        questions.push_back(question);
        return 0;
    });
    settle();
    // Alt+N: a new event; its name typed, the other settings as they come (4 rounds, SFR), Enter.
    {
        WhenModal form([] {
            typeText("Harbour Walk");
            keys({WXK_RETURN});
        });
        keys({'n'}, wxMOD_ALT);
        settle(200);
        ASSERT_FALSE(form.timedOut()) << "the new-event form did not take Enter";
    }
    ASSERT_TRUE(desk.hasEvent());
    EXPECT_EQ(desk.event().settings.swissRounds, 4);
    // Five players through the form by keyboard: three with roster files, two without (chosen with Up).
    const std::string legal = testRoster("legal-24.txt").string();
    const std::string illegal = testRoster("illegal-24.json").string();
    struct Entry {
        std::string name, club, roster;
    };
    const std::vector<Entry> byForm{{"Ada Quist", "North", legal},
                                    {"Bram Oduya", "North", ""},
                                    {"Cleo Marchetti", "South", legal},
                                    {"Dov Lindqvist", "", illegal},
                                    {"Esme Carvalho", "West", ""}};
    for (const auto& e : byForm) {
        WhenModal form([&e] {
            typeText(e.name);
            keys({WXK_TAB});
            if (!e.club.empty()) typeText(e.club);
            keys({WXK_TAB});  // the roster choice
            if (e.roster.empty()) {
                keys({'w'}, wxMOD_ALT);  // "No roster: register &without one"
            } else {
                keys({WXK_TAB});  // the roster file's field
                typeText(e.roster);
            }
            keys({'o'}, wxMOD_ALT);  // OK
        });
        form.screenshotOnTimeout("walk-00-form-left-open-" + e.name.substr(0, e.name.find(' ')));
        std::cerr << "[walk] registering " << e.name << "\n";
        keys({'g'}, wxMOD_ALT);
        settle(300);
        EXPECT_FALSE(form.timedOut()) << e.name;
        EXPECT_TRUE(desk.playerId(gui::u8(e.name)).has_value()) << e.name << " was not registered";
    }
    screenshot("walk-01-five-registered-by-keyboard");
    // Twelve more from a list (Import CSV... does the same through a file dialog).
    const fs::path csv = dir_ / "walk.csv";
    {
        std::ofstream out(csv);
        out << "name,club\n";
        for (const char* name :
             {"Finn Adeyemi", "Gale Novak", "Hugo Brandt", "Iris Kowalczyk", "Jude Ferreira", "Kai Moreau", "Lena Sato",
              "Milo Haddad", "Nora Lindgren", "Omar Okafor", "Pia Castellanos", "Quinn Abernathy"}) {
            out << name << ",\n";
        }
    }
    ASSERT_EQ(desk.importPlayersCsv(csv.string()), 12);
    ASSERT_EQ(desk.playerRowCount(), 17);
    // Check-in: the player list, Home, then Space and Down for each player.
    auto* players = dynamic_cast<wxListCtrl*>(wxWindow::FindWindowByName("DeskPlayers", &desk));
    ASSERT_NE(players, nullptr);
    players->SetFocus();
    settle(100);
    keys({WXK_HOME});
    for (int i = 0; i < 17; ++i) keys({WXK_SPACE, WXK_DOWN});
    settle(200);
    long checkedIn = 0;
    for (const auto& p : desk.event().players) checkedIn += p.checkedIn ? 1 : 0;
    EXPECT_EQ(checkedIn, 17);
    screenshot("walk-02-checked-in");
    // Four rounds: Alt+P pairs (Dov's illegal roster is asked about), then each game by 1 or 2 and a win type.
    auto* pairings = dynamic_cast<wxListCtrl*>(wxWindow::FindWindowByName("DeskPairings", &desk));
    ASSERT_NE(pairings, nullptr);
    const int winTypes[] = {'c', 'e', 't', 'c', 'o'};
    for (int round = 1; round <= 4; ++round) {
        const std::size_t asked = questions.size();
        keys({'p'}, wxMOD_ALT);
        settle(300);
        ASSERT_EQ(static_cast<int>(desk.event().rounds.size()), round) << "Alt+P did not pair round " << round;
        EXPECT_EQ(questions.size(), asked + 1) << "pairing with Dov's illegal roster asks first";
        pairings->SetFocus();
        settle(100);
        keys({WXK_HOME});
        const auto games = desk.event().rounds.back().pairings.size();
        for (std::size_t g = 0; g < games; ++g) {
            if (desk.event().rounds.back().pairings[g].isBye()) continue;
            const int side = (g + static_cast<std::size_t>(round)) % 3 == 0 ? '2' : '1';
            const int how = winTypes[(g + static_cast<std::size_t>(round)) % 5];
            WhenModal result([how] { keys({how}); });
            keys({side});
            settle(150);
            EXPECT_FALSE(result.timedOut()) << "round " << round << ", game " << g + 1;
        }
        const auto& played = desk.event().rounds.back();
        EXPECT_TRUE(played.finished()) << "round " << round << " has games without a result";
        if (round == 1) screenshot("walk-03-round1-by-keyboard");
        if (round == 2) {
            // A correction: the third game, Enter, then 2 and T (B won on time).
            pairings->SetFocus();
            settle(100);
            keys({WXK_HOME, WXK_DOWN, WXK_DOWN});
            settle(100);
            EXPECT_EQ(pairings->GetNextItem(-1, wxLIST_NEXT_ALL, wxLIST_STATE_SELECTED), 2);
            const tn::Pairing before = desk.event().rounds[1].pairings[2];
            {
                WhenModal result([] { keys({'2', 't'}); });
                keys({WXK_RETURN});
                settle(200);
                EXPECT_FALSE(result.timedOut());
            }
            const auto& after = desk.event().rounds[1].pairings[2];
            ASSERT_TRUE(after.result.has_value());
            EXPECT_EQ(after.result->winner, before.b);
            EXPECT_EQ(after.result->outcome, tn::Outcome::Time);
            EXPECT_TRUE(desk.notesText().Contains("Corrected round 2, table 3: ")) << desk.notesText();
            EXPECT_TRUE(desk.notesText().Contains("changed from " + gui::u8(desk.event().player(before.a).name) +
                                                  " to " + gui::u8(desk.event().player(*before.b).name)))
                << desk.notesText();
            screenshot("walk-04-round2-corrected");
        }
    }
    // Print round (Ctrl+P): the preview of round 4's pairings, slips and standings.
    {
        WhenModal preview([] {
            settle(800);
            screenshot("walk-05-print-round-preview");
            keys({WXK_ESCAPE});
        });
        keys({'p'}, wxMOD_CONTROL);
        settle(200);
    }
    // The final standings.
    desk.showSidePage(1);
    EXPECT_TRUE(desk.standingsTitle().StartsWith("Final standings")) << desk.standingsTitle();
    EXPECT_EQ(desk.standingsRowCount(), 17);
    screenshot("walk-06-final-standings");
    for (const auto& q : questions) std::cout << "[asked] " << gui::toUtf8(q) << "\n";
}

// Pick lists that guide (issue 33): with the force full, one more die is marked with the limit it would break,
// the reason shows on hover, and the owned count stands beside each die.
TEST_F(GuiTest, PickerMarksDiceThatWouldBreakALimit) {
    auto& builder = frame_->builder();
    ASSERT_TRUE(builder.openFile(testRoster("legal-24.txt").string()));
    builder.setOwnedDice(std::map<std::string, int>{{"Dwarves Footman", 3}, {"Fire Drake", 1}});
    builder.setTargetSection(RosterSection::Horde);
    const auto& marks = builder.pickerMarks();
    const auto footman = *catalog().findDie("Dwarves Footman");
    const auto drake = *catalog().findDie("Water Drake");
    const auto city = *catalog().findDie("Highland City");
    ASSERT_TRUE(marks.marked(footman));
    EXPECT_TRUE(marks.toolTip(footman).Contains("(force-total)")) << marks.toolTip(footman);
    EXPECT_TRUE(marks.toolTip(footman).StartsWith("One more Dwarves Footman in the Horde would break"));
    ASSERT_TRUE(marks.marked(drake));
    EXPECT_TRUE(marks.toolTip(drake).Contains("Summoning Pool")) << marks.toolTip(drake);
    EXPECT_TRUE(marks.toolTip(drake).Contains("(dragon-count)")) << marks.toolTip(drake);
    EXPECT_FALSE(marks.marked(city));
    EXPECT_EQ(marks.ownedText(footman), "3");
    EXPECT_EQ(marks.ownedText(drake), "0");
    // One die less: there is room again, and the mark goes.
    builder.selectRosterLine(RosterSection::Horde, 0);
    builder.changeSelectedLine(-1);
    EXPECT_EQ(builder.model().report().totals.points, 23);
    EXPECT_FALSE(builder.pickerMarks().marked(*catalog().findDie("Goblins Thug")));
    EXPECT_TRUE(builder.pickerMarks().marked(*catalog().findDie("Dwarves Warlord")));  // 3 points: still too many
    builder.model().markSaved();
    // Hovering a marked die shows why.
    builder.setPickerSearch("Dwarves Warlord");
    ASSERT_TRUE(builder.selectPickerDie(*catalog().findDie("Dwarves Warlord")));
    auto* picker = dynamic_cast<wxListCtrl*>(wxWindow::FindWindowByName("Picker", frame_));
    ASSERT_NE(picker, nullptr);
    EXPECT_EQ(picker->GetColumnCount(), 8);  // Die, Owned, Points, ...
    wxListItem owned;
    owned.SetMask(wxLIST_MASK_TEXT);
    ASSERT_TRUE(picker->GetColumn(1, owned));
    EXPECT_EQ(owned.GetText(), "Owned");
    builder.setPickerSearch("Dwarves");
    wxRect rect;
    ASSERT_TRUE(picker->GetItemRect(0, rect));
    wxUIActionSimulator mouse;
    mouse.MouseMove(picker->ClientToScreen(rect.GetPosition() + wxPoint(rect.width / 4, rect.height / 2)));
    settle(300);
    mouse.MouseMove(picker->ClientToScreen(rect.GetPosition() + wxPoint(rect.width / 4 + 3, rect.height / 2)));
    settle(1500);
    screenshot("1b-builder-pick-guide");
}

// Rosters that travel (issue 33): Copy roster and Copy army code put text on the clipboard that Paste reads
// back as the same roster.
TEST_F(GuiTest, CopyAndPasteARosterAsTextOrArmyCode) {
    auto& builder = frame_->builder();
    ASSERT_TRUE(builder.openFile(testRoster("legal-24.txt").string()));
    const auto dice = builder.model().roster().diceCounts();
    ASSERT_TRUE(gui::RosterClipboard::copyRoster(builder));
    const wxString text = gui::RosterClipboard::text();
    EXPECT_TRUE(text.Contains("[Home]  # ")) << text;
    EXPECT_TRUE(text.Contains("# Verdict: Legal")) << text;
    ASSERT_TRUE(gui::RosterClipboard::copyMarkdown(builder));
    const wxString markdown = gui::RosterClipboard::text();
    EXPECT_TRUE(markdown.Contains("### Home (")) << markdown;
    ASSERT_TRUE(gui::RosterClipboard::copyArmyCode(builder));
    const wxString code = gui::RosterClipboard::text();
    EXPECT_TRUE(code.StartsWith("MR1-")) << code;
    for (const wxString& pasted : {text, markdown, code}) {
        builder.newRoster();
        ASSERT_TRUE(builder.model().roster().diceCounts().empty());
        EXPECT_EQ(builder.pasteRoster(pasted), "");
        EXPECT_EQ(builder.model().roster().diceCounts(), dice);
        EXPECT_EQ(builder.model().roster().name, "Golden Dwarves");
        EXPECT_TRUE(builder.filePath().empty());
    }
    const auto before = builder.model().roster().diceCounts();
    const wxString problem = builder.pasteRoster("MR1-" + code.Mid(4, 20));
    EXPECT_TRUE(problem.Contains("damaged")) << problem;
    EXPECT_EQ(builder.model().roster().diceCounts(), before);
    builder.model().markSaved();
}

// Lists at events (issue 33): a library roster submitted to an event shows in the desk as submitted, locked at
// the event's lock time, and a later library edit is flagged.
TEST_F(GuiTest, TheDeskShowsSubmittedListsAndFlagsLaterEdits) {
    db::RowId eventId = 0;
    {
        db::Database database(context_->databasePath());
        rules::tournament::Event event;
        event.settings.name = "Lock Cup";
        event.settings.forceSize = 24;
        event.settings.listsLock = "2020-01-01T09:00";  // long past: the lists are locked
        db::EventRepository repository(database);
        eventId = services::EventStore(repository).create(event);
        services::RosterLibrary library(database, catalog());
        domain::Roster roster = domain::RosterIO::readFile(testRoster("legal-24.txt").string(), catalog());
        roster.player = "Ann";
        library.save(roster);
        // Submitted before the lock (the time is given), then edited after it.
        services::RosterSubmissions(database, catalog(), context_->validator())
            .submit("Lock Cup", roster.name, "", "2019-12-31T18:00");
        library.save(roster);
    }
    auto& desk = frame_->tournament();
    frame_->showPage(gui::MainFrame::kTournamentPage);
    ASSERT_TRUE(desk.openEvent(eventId));
    ASSERT_EQ(desk.playerRowCount(), 1);
    const wxString roster = desk.playerRowText(0, 2);
    EXPECT_TRUE(roster.StartsWith("legal")) << roster;
    EXPECT_TRUE(roster.Contains("submitted v1, locked; v2 edited since (not in the event)")) << roster;
    screenshot("4b-desk-submitted-lists");
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
