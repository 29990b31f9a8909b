// The screen's die icons on the printed sheets: which picture a face gets, where it is drawn, how sharp it is,
// and that each picture is embedded once however often it is drawn.
#include <gtest/gtest.h>

#include <array>
#include <set>

#include "../ErrorOf.h"
#include "../TestCatalog.h"
#include "PdfTestSupport.h"
#include "muster/domain/FaceIcon.h"
#include "muster/reports/FaceLabels.h"
#include "muster/reports/PdfError.h"
#include "muster/reports/ReportLayout.h"
#include "muster/reports/RosterSheet.h"
#include "muster/reports/SpeciesCardBuilder.h"
#include "muster/reports/SpeciesCards.h"

namespace muster::reports {
namespace {

using testsupport::catalog;

ReportOptions options() {
    return ReportOptions{Paper::A4, test::fontDir(), test::iconDir()};
}

struct IconCase {
    const char* faceIcon;
    const char* expected;
};

class FaceIconTest : public ::testing::TestWithParam<IconCase> {};

TEST_P(FaceIconTest, NamesTheScreensPicture) {
    const std::string expected = GetParam().expected;
    EXPECT_EQ(domain::faceIconName(GetParam().faceIcon, "other"), expected) << GetParam().faceIcon;
    if (expected != "other") {
        EXPECT_TRUE(std::filesystem::is_regular_file(test::iconDir() / (expected + ".svg")));
    }
}

INSTANTIATE_TEST_SUITE_P(Faces, FaceIconTest,
                         ::testing::Values(IconCase{"Melee", "action-melee"}, IconCase{"missile", "action-missile"},
                                           IconCase{"MAGIC", "action-magic"}, IconCase{"Save", "action-save"},
                                           IconCase{"Maneuver", "action-maneuver"}, IconCase{"ID", "action-id"},
                                           IconCase{" Melee ", "action-melee"}, IconCase{"Element Air", "element-air"},
                                           IconCase{"Element Death", "element-death"},
                                           IconCase{"element red", "element-fire"}, IconCase{"Smite", "other"},
                                           IconCase{"Claw", "other"}, IconCase{"Element", "other"},
                                           IconCase{"Element Mud", "other"}, IconCase{"", "other"}));

TEST(FaceLabels, ActionsShowTheirAmountSaisTheirNameOtherFacesTheirWords) {
    EXPECT_EQ(faceLabel(catalog(), {2, "Melee"}), (IconLabel{"action-melee", "2"}));
    EXPECT_EQ(faceLabel(catalog(), {3, "ID"}), (IconLabel{"action-id", "3"}));
    EXPECT_EQ(faceLabel(catalog(), {4, "Smite"}), (IconLabel{"action-sai", "4 Smite"}));
    EXPECT_EQ(faceLabel(catalog(), {1, "Claw"}), (IconLabel{"", "1 Claw"}));
    EXPECT_EQ(faceLabel(catalog(), {1, "Element Air"}), (IconLabel{"element-air", "1 Element Air"}));
    EXPECT_EQ(elementLabels({domain::Element::Fire, domain::Element::Air}),
              (std::vector<IconLabel>{{"element-air", "Air"}, {"element-fire", "Fire"}}));
}

TEST(FaceLabels, EveryPictureTheCatalogsFacesNeedIsInTheIconsFolder) {
    std::size_t withIcon = 0;
    for (const auto& die : catalog().dice()) {
        for (const auto& label : faceLabels(catalog(), die)) {
            if (label.icon.empty()) continue;
            ++withIcon;
            EXPECT_TRUE(std::filesystem::is_regular_file(test::iconDir() / (label.icon + ".svg")))
                << die.name << ": " << label.icon;
        }
    }
    EXPECT_GT(withIcon, 4000U);
}

// The bounding box, in points from the page's top-left, of the pixels within 8 of `color` in each channel.
struct PixelBox {
    float left = 1e9F;
    float top = 1e9F;
    float right = -1;
    float bottom = -1;
    int count = 0;
};

PixelBox pixelsOf(const test::PageRaster& page, int dpi, std::array<int, 3> color) {
    PixelBox box;
    const float scale = 72.0F / static_cast<float>(dpi);
    for (int y = 0; y < page.height; ++y) {
        for (int x = 0; x < page.width; ++x) {
            const unsigned char* p = page.at(x, y);
            if (std::abs(p[0] - color[0]) > 8 || std::abs(p[1] - color[1]) > 8 || std::abs(p[2] - color[2]) > 8)
                continue;
            ++box.count;
            box.left = std::min(box.left, static_cast<float>(x) * scale);
            box.top = std::min(box.top, static_cast<float>(y) * scale);
            box.right = std::max(box.right, static_cast<float>(x + 1) * scale);
            box.bottom = std::max(box.bottom, static_cast<float>(y + 1) * scale);
        }
    }
    return box;
}

TEST(PrintIcons, AnIconLabelIsDrawnInsideItsTableCellAtTheLayoutsSize) {
    MUSTER_REQUIRE_POPPLER();
    PdfDocument doc(test::fontDir());
    ReportLayout layout(doc, Paper::A4, "icons", test::iconDir());
    const std::vector<TableColumn> columns = {
        {"Die", 2.0F}, {"Face 1", 1.0F, Align::Center}, {"Face 2", 1.0F, Align::Center}};
    const TableRow row({"Dwarves Footman", "", ""}, false, {{}, {{"action-melee", "7"}}, {{"action-magic", ""}}});
    constexpr float kSize = 7.5F;
    const float width = layout.contentWidth();
    const float top = layout.y() + layout.measureTable(columns, {}, width, kSize);  // under the header
    const float bottom = layout.y() + layout.measureTable(columns, {row}, width, kSize);
    layout.flowTable(columns, {row}, kSize);
    const RenderedPdf pdf = layout.finish("");
    EXPECT_EQ(pdf.outOfBounds, 0);

    constexpr int kDpi = 150;
    const test::PageRaster page = test::renderPage(pdf, "icon-cell", 1, kDpi);
    ASSERT_GT(page.width, 0) << "pdftoppm did not render the page";
    // The pictures' grounds: the melee picture's pink, the magic picture's lilac (resources/icons/*.svg).
    const PixelBox melee = pixelsOf(page, kDpi, {0xf1, 0xd3, 0xcf});
    const PixelBox magic = pixelsOf(page, kDpi, {0xe6, 0xd9, 0xf3});
    const float cell1 = layout.left() + width / 2;
    const float cell2 = layout.left() + width * 3 / 4;
    ASSERT_GT(melee.count, 50);
    EXPECT_GE(melee.left, cell1);
    EXPECT_LE(melee.right, cell2);
    EXPECT_GE(melee.top, top);
    EXPECT_LE(melee.bottom, bottom);
    ASSERT_GT(magic.count, 50);
    EXPECT_GE(magic.left, cell2);
    EXPECT_LE(magic.right, layout.left() + width);
    EXPECT_GE(magic.top, top);
    EXPECT_LE(magic.bottom, bottom);
    // The ground is the picture's rounded square (21 of its 24 units): the icon is drawn at iconSize(kSize).
    EXPECT_NEAR(magic.right - magic.left, ReportLayout::iconSize(kSize) * 21 / 24, 1.5F);
    EXPECT_NEAR(magic.bottom - magic.top, ReportLayout::iconSize(kSize) * 21 / 24, 1.5F);
    // The melee label's amount is printed (beside its picture: pdftotext reads it after the name's column).
    EXPECT_NE(test::pdfText(pdf, "icon-cell").find("Face 2 7"), std::string::npos);
}

// Counts the icons the data asks for: every label with a picture, and the set of pictures.
void countIcons(const std::vector<IconLabel>& labels, std::size_t& drawn, std::set<std::string>& pictures) {
    for (const auto& label : labels) {
        if (label.icon.empty()) continue;
        ++drawn;
        pictures.insert(label.icon);
    }
}

// Every drawing of a picture is one image placement; each picture is one embedded image; all sharp enough to print.
void expectIconsDrawn(const RenderedPdf& pdf, const std::string& name, std::size_t drawn,
                      const std::set<std::string>& pictures) {
    std::size_t placed = 0;
    std::set<int> objects;
    for (const auto& image : test::pdfImages(pdf, name)) {
        if (image.type != "image") continue;
        ++placed;
        objects.insert(image.object);
        EXPECT_GE(image.xPpi, 300) << "page " << image.page << ", object " << image.object;
    }
    EXPECT_EQ(placed, drawn) << name;
    EXPECT_EQ(objects.size(), pictures.size()) << name;
}

TEST(PrintIcons, EveryFaceAndElementOnTheCardsIsDrawnAndEachPictureEmbeddedOnce) {
    MUSTER_REQUIRE_POPPLER();
    for (const char* name : {"Dwarves", "Items"}) {
        const auto sheet = SpeciesCardBuilder::build(catalog(), name);
        std::size_t drawn = 0;
        std::set<std::string> pictures;
        for (const auto& group : sheet.groups) {
            for (const auto& die : group.dice) {
                countIcons(die.faces, drawn, pictures);
                if (sheet.showElements) countIcons(die.elements, drawn, pictures);
            }
        }
        ASSERT_GT(drawn, 100U) << name;
        const RenderedPdf pdf = SpeciesCards::render({sheet}, options());
        EXPECT_EQ(pdf.outOfBounds, 0) << name;
        expectIconsDrawn(pdf, std::string("icons-") + name, drawn, pictures);
    }
}

TEST(PrintIcons, EveryFaceOnTheRosterSheetIsDrawnUnderItsDie) {
    MUSTER_REQUIRE_POPPLER();
    auto lineOf = [](const char* name, int count) {
        const auto id = catalog().findDie(name);
        EXPECT_TRUE(id.has_value()) << name;
        RosterDieLine line{name, count, count, "", {}};
        if (id) line.faces = faceLabels(catalog(), catalog().die(*id));
        return line;
    };
    RosterSheetData data;
    data.player = "Icons";
    data.forceSize = 24;
    data.armies = {{"Home", {lineOf("Dwarves Footman", 3), lineOf("Dwarves Warlord", 1)}, {}, 6},
                   {"Horde", {lineOf("Coral Elves Trooper", 2)}, {lineOf("Earth Flicker Foil", 1)}, 5},
                   {"Campaign", {lineOf("Dwarves Roc", 1)}, {}, 4}};
    data.summoningPool = {lineOf("Fire Drake", 1)};
    std::size_t drawn = 0;
    std::set<std::string> pictures;
    for (const auto& army : data.armies) {
        for (const auto& line : army.units) countIcons(line.faces, drawn, pictures);
        for (const auto& line : army.items) countIcons(line.faces, drawn, pictures);
    }
    for (const auto& line : data.summoningPool) countIcons(line.faces, drawn, pictures);
    EXPECT_TRUE(pictures.contains("action-sai"));  // the Warlord's Smite, the Roc's SAIs
    const RenderedPdf pdf = RosterSheet::render(data, options());
    EXPECT_EQ(pdf.pageCount, 1);
    EXPECT_EQ(pdf.outOfBounds, 0);
    expectIconsDrawn(pdf, "icons-roster", drawn, pictures);
    const std::string text = test::pdfText(pdf, "icons-roster");
    EXPECT_NE(text.find("4 Smite"), std::string::npos);  // an SAI keeps its name beside its picture
}

// A PdfError's message starts "PDF: " (PdfError.cpp).
std::string cardsErrorWith(const std::filesystem::path& iconDir) {
    auto o = options();
    o.iconDir = iconDir;
    return testsupport::errorOf(
        [&o] { (void)SpeciesCards::render({SpeciesCardBuilder::build(catalog(), "Dwarves")}, o); });
}

TEST(PrintIcons, AMissingIconsFolderIsAPdfErrorNamingTheFile) {
    const std::string error = cardsErrorWith("/nonexistent/icons");
    EXPECT_EQ(error.rfind("PDF: cannot read icon /nonexistent/icons/action-", 0), 0U) << error;
}

TEST(PrintIcons, ABrokenIconFileIsAPdfErrorNotACrash) {
    const auto dir = std::filesystem::temp_directory_path() / "muster-broken-icons";
    std::filesystem::create_directories(dir);
    for (const char* name : {"action-id", "action-melee", "action-save", "action-maneuver", "action-missile",
                             "action-magic", "action-sai"}) {
        std::ofstream(dir / (std::string(name) + ".svg")) << "<svg this is not a picture";
    }
    const std::string error = cardsErrorWith(dir);
    EXPECT_EQ(error.rfind("PDF: icon '" + (dir / "action-").string(), 0), 0U) << error;
    EXPECT_NE(error.find("is not an SVG picture"), std::string::npos) << error;
}

}  // namespace
}  // namespace muster::reports
