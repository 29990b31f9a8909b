// Roster sheets: every die printed, one page for a legal 60-point force, Unicode names, golden anchors.
#include "muster/reports/RosterSheet.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "../TestCatalog.h"
#include "PdfTestSupport.h"
#include "muster/reports/FaceLabels.h"

namespace muster::reports {
namespace {

// A line with the faces the catalog gives die `facesOf` (the line's own name when empty) as the sheet prints them.
RosterDieLine line(std::string name, int count, int points, const std::string& facesOf = "") {
    RosterDieLine l{std::move(name), count, points, "", {}};
    if (const auto id = testsupport::catalog().findDie(facesOf.empty() ? l.name : facesOf)) {
        l.faces = faceLabels(testsupport::catalog(), testsupport::catalog().die(*id));
    }
    return l;
}

RosterSheetData sampleRoster() {
    RosterSheetData d;
    d.rosterName = "Mountain Hold";
    d.player = "Ñandú Æthelred";
    d.event = "Spring Open 2025";
    d.edition = "v4.01d";
    d.format = "open";
    d.forceSize = 24;
    d.armies = {
        {"Home", {line("Dwarves Footman", 3, 3), line("Dwarves Sergeant", 2, 4)}, {line("Earth Flicker Foil", 1, 1)}, 8},
        {"Horde", {line("Coral Elves Trooper", 4, 4), line("Coral Elves Mage", 2, 4)}, {}, 8},
        {"Campaign", {line("Dwarves Warlord", 1, 3), line("Coral Elves Marine", 1, 2), line("Dwarves Pony Rider", 3, 3)},
         {}, 8}};
    d.summoningPool = {line("Fire Drake", 1, 0), line("Water Wyrm", 1, 0)};
    d.terrains = {{"Home", "Highland Tower"}, {"Frontier (proposed)", "Coastland City"}};
    d.totals = {{"Points", "24 / 24"}, {"Dragons", "2 / 2"}, {"Largest army", "8 / 12"}};
    d.verdict = RosterVerdict::Legal;
    d.catalogRevision = "2025.1";
    return d;
}

// A 60-point force with the longest real die names (34 characters) and then some: 20 points in each army,
// one line per point, and very long player and roster names.
RosterSheetData stressRoster() {
    RosterSheetData d = sampleRoster();
    d.forceSize = 60;
    d.player = "Æthelred Ñandú Wolfeschlegelsteinhausenbergerdorff the Magnificent";
    d.rosterName = "A Remarkably Long Roster Name That Goes On And On Across The Page";
    d.armies.clear();
    for (const char* army : {"Home", "Horde", "Campaign"}) {
        RosterArmyData a{army, {}, {}, 20};
        for (int i = 0; i < 18; ++i) {
            a.units.push_back(line("Eldarim Water Selumari Toxophilite " + std::string(army) + std::to_string(i), 1, 1,
                                   "Eldarim Water Selumari Toxophilite"));
        }
        a.items.push_back(line("Earth Seven League Boots", 1, 1));
        a.items.push_back(line("Death Medallion of the Unpronounceable Ñandú", 1, 1));
        d.armies.push_back(std::move(a));
    }
    d.summoningPool = {line("Ivory Hybrid Fire Death Dragon Wyrm", 1, 0), line("White Dragon", 1, 0)};
    return d;
}

std::vector<std::string> allDice(const RosterSheetData& d) {
    std::vector<std::string> names;
    for (const auto& a : d.armies) {
        for (const auto& l : a.units) names.push_back(l.name);
        for (const auto& l : a.items) names.push_back(l.name);
    }
    for (const auto& l : d.summoningPool) names.push_back(l.name);
    for (const auto& t : d.terrains) names.push_back(t.name);
    return names;
}

ReportOptions options(Paper paper = Paper::A4) { return ReportOptions{paper, test::fontDir(), test::iconDir()}; }

TEST(RosterSheet, PrintsEveryDieThePlayerAndTheVerdictOnOnePage) {
    MUSTER_REQUIRE_POPPLER();
    const auto data = sampleRoster();
    const RenderedPdf pdf = RosterSheet::render(data, options());
    EXPECT_EQ(pdf.pageCount, 1);
    EXPECT_EQ(test::pdfPages(pdf, "roster"), 1);
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "roster");
    for (const auto& name : allDice(data)) EXPECT_NE(text.find(name), std::string::npos) << name;
    EXPECT_NE(text.find("Ñandú Æthelred"), std::string::npos);
    EXPECT_NE(text.find("LEGAL"), std::string::npos);
    EXPECT_NE(text.find("2025.1"), std::string::npos);
    EXPECT_NE(text.find("Player signature"), std::string::npos);
}

TEST(RosterSheet, PrintsOnUsLetter) {
    MUSTER_REQUIRE_POPPLER();
    const RenderedPdf pdf = RosterSheet::render(sampleRoster(), options(Paper::Letter));
    EXPECT_NE(test::pdfPageSize(pdf, "roster-letter").find("612 x 792"), std::string::npos);
    EXPECT_EQ(pdf.pageCount, 1);
}

TEST(RosterSheet, StressRosterOf60PointsWithLongNamesFitsOnePageOnBothPapers) {
    MUSTER_REQUIRE_POPPLER();
    const auto data = stressRoster();
    for (Paper paper : {Paper::A4, Paper::Letter}) {
        const RenderedPdf pdf = RosterSheet::render(data, options(paper));
        EXPECT_EQ(pdf.pageCount, 1) << toString(paper);
        EXPECT_EQ(pdf.outOfBounds, 0) << toString(paper);
        const std::string text = test::pdfText(pdf, std::string("stress-") + std::string(toString(paper)));
        for (const auto& name : allDice(data)) EXPECT_NE(text.find(name), std::string::npos) << name;
        EXPECT_NE(text.find("Wolfeschlegelsteinhausenbergerdorff"), std::string::npos);
        // 54 dice with their faces need more than a page: the faces are left out, and the sheet says so.
        EXPECT_NE(std::find_if(pdf.warnings.begin(), pdf.warnings.end(),
                               [](const std::string& w) { return w.find("faces are left out") != std::string::npos; }),
                  pdf.warnings.end());
    }
}

TEST(RosterSheet, AbsurdlyLongNamesWrapOrShrinkButStayOnThePage) {
    MUSTER_REQUIRE_POPPLER();
    auto data = stressRoster();
    for (auto& army : data.armies) {
        for (auto& unit : army.units) unit.name += " of the Far Reaches Beyond the Sunset Sea";
    }
    data.armies[0].units[0].name = "Supercalifragilisticexpialidocious-Wolfeschlegelsteinhausenbergerdorff";
    const RenderedPdf pdf = RosterSheet::render(data, options());
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "absurd");
    for (const auto& name : allDice(data)) {
        if (name.find("Supercal") == 0) continue;  // broken inside the word at the minimum size
        EXPECT_NE(text.find(name), std::string::npos) << name;
    }
}

TEST(RosterSheet, IllegalRosterListsEveryFindingAndMayContinue) {
    MUSTER_REQUIRE_POPPLER();
    auto data = stressRoster();
    data.verdict = RosterVerdict::Illegal;
    for (int i = 0; i < 40; ++i) {
        data.findings.push_back({"error", "army-limit", "Finding number " + std::to_string(i) +
                                                            ": the Home army holds more than half the force.",
                                 "V4.01d p.7"});
    }
    const RenderedPdf pdf = RosterSheet::render(data, options());
    EXPECT_GE(pdf.pageCount, 2);
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "illegal");
    EXPECT_NE(text.find("NOT LEGAL"), std::string::npos);
    EXPECT_NE(text.find("Finding number 0:"), std::string::npos);
    EXPECT_NE(text.find("Finding number 39:"), std::string::npos);
}

TEST(RosterSheet, NotCheckedSaysSo) {
    MUSTER_REQUIRE_POPPLER();
    auto data = sampleRoster();
    data.verdict = RosterVerdict::NotChecked;
    const std::string text = test::pdfText(RosterSheet::render(data, options()), "unchecked");
    EXPECT_NE(text.find("NOT CHECKED"), std::string::npos);
}

// The armies' expected results (army analytics) print as a small table under the totals when the page has room
// for it at the armies' text size; it never shrinks the armies nor adds a page (the 60-point stress roster).
TEST(RosterSheet, ExpectedResultsTableUnderTheTotalsWhenThereIsRoom) {
    MUSTER_REQUIRE_POPPLER();
    const std::vector<std::string> columns = {"Maneuver", "Melee", "Missile", "Magic", "Saves"};
    std::vector<RosterExpectedRow> rows;
    for (const char* army : {"Home", "Horde", "Campaign"})
        rows.push_back({army, "Coastland City", {"5.7 \u00b1 2.6", "8.5 \u00b1 2.7", "1.7 \u00b1 1.7",
                                                 "1.7 \u00b1 1.7", "3.3 \u00b1 2.2"}});
    auto small = sampleRoster();
    small.expectedColumns = columns;
    small.expected = rows;
    for (Paper paper : {Paper::A4, Paper::Letter}) {
        const RenderedPdf pdf = RosterSheet::render(small, options(paper));
        EXPECT_EQ(pdf.pageCount, 1) << toString(paper);
        EXPECT_EQ(pdf.outOfBounds, 0) << toString(paper);
        EXPECT_NE(pdf.anchorText().find("expected"), std::string::npos) << toString(paper);
        const std::string text = test::pdfText(pdf, std::string("expected-") + std::string(toString(paper)));
        EXPECT_NE(text.find("Maneuver"), std::string::npos);
        EXPECT_NE(text.find("8.5 \u00b1 2.7"), std::string::npos);
    }
    auto stress = stressRoster();
    stress.expectedColumns = columns;
    stress.expected = rows;
    for (Paper paper : {Paper::A4, Paper::Letter}) {
        const RenderedPdf with = RosterSheet::render(stress, options(paper));
        const RenderedPdf without = RosterSheet::render(stressRoster(), options(paper));
        EXPECT_EQ(with.pageCount, 1) << toString(paper);
        EXPECT_EQ(with.anchorText(), without.anchorText()) << toString(paper);
    }
}

// Golden layout: the anchors the layout placed. Set MUSTER_UPDATE_GOLDEN=1 to rewrite the files.
void compareGolden(const RenderedPdf& pdf, const std::string& file) {
    const auto path = std::filesystem::path(MUSTER_TEST_DATA) / "reports" / file;
    if (std::getenv("MUSTER_UPDATE_GOLDEN") != nullptr) {
        std::ofstream(path) << pdf.anchorText();
    }
    std::ifstream in(path);
    ASSERT_TRUE(in) << "missing golden file " << path;
    std::stringstream expected;
    expected << in.rdbuf();
    EXPECT_EQ(pdf.anchorText(), expected.str()) << "golden file " << path;
}

TEST(RosterSheet, LayoutAnchorsMatchTheGoldenFiles) {
    compareGolden(RosterSheet::render(sampleRoster(), options()), "roster-a4.anchors");
    compareGolden(RosterSheet::render(sampleRoster(), options(Paper::Letter)), "roster-letter.anchors");
    compareGolden(RosterSheet::render(stressRoster(), options()), "roster-stress-a4.anchors");
}

}  // namespace
}  // namespace muster::reports
