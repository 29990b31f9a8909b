// The screen's die icons on the printed sheets: which picture a face gets, where it is drawn, how sharp it is,
// that each picture is embedded once however often it is drawn, and the key naming the pictures of each page.
#include <gtest/gtest.h>

#include <array>
#include <map>
#include <optional>
#include <set>
#include <sstream>

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

TEST(FaceLabels, TheKeyNamesEveryPictureOfTheIconsFolderAsTheRulebookNamesItsIcon) {
    const std::vector<IconLabel> expected = {{"action-melee", "Melee"},
                                             {"action-missile", "Missile"},
                                             {"action-maneuver", "Maneuver"},
                                             {"action-magic", "Magic"},
                                             {"action-save", "Save"},
                                             {"action-id", "ID"},
                                             {"action-sai", "Special action icon"},
                                             {"element-air", "Air"},
                                             {"element-earth", "Earth"},
                                             {"element-fire", "Fire"},
                                             {"element-water", "Water"},
                                             {"element-death", "Death"},
                                             {"element-ivory", "Ivory"},
                                             {"element-white", "White"}};
    EXPECT_EQ(iconKey(), expected);
    // A picture added to the folder without a name in the key fails here.
    std::set<std::string> files;
    for (const auto& entry : std::filesystem::directory_iterator(test::iconDir())) {
        if (entry.path().extension() == ".svg") files.insert(entry.path().stem().string());
    }
    std::set<std::string> named;
    for (const auto& entry : iconKey()) named.insert(entry.icon);
    EXPECT_EQ(named, files);
    // The actions' names are the words the catalog's faces use for them.
    for (const auto action : domain::basicActions()) {
        EXPECT_TRUE(domain::isBasicAction(action)) << action;
        EXPECT_EQ(faceLabel(catalog(), {1, std::string(action)}).icon, domain::faceIconName(action, "")) << action;
    }
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

// Only the rows from `fromTop` (points) down count.
PixelBox pixelsOf(const test::PageRaster& page, int dpi, std::array<int, 3> color, float fromTop = 0) {
    PixelBox box;
    const float scale = 72.0F / static_cast<float>(dpi);
    for (auto y = static_cast<int>(fromTop / scale); y < page.height; ++y) {
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

// The names on the line above a page's footer (its last two lines of text), read in the key's order; nothing
// when that line is not a key (it holds other words).
std::optional<std::vector<std::string>> keyNames(const std::string& pageText) {
    std::vector<std::string> lines;
    std::istringstream in(pageText);
    for (std::string line; std::getline(in, line);) {
        std::string folded;
        for (std::istringstream words(line); words >> line;) folded += (folded.empty() ? "" : " ") + line;
        if (!folded.empty()) lines.push_back(folded);
    }
    if (lines.size() < 2) return std::nullopt;
    const std::string& line = lines[lines.size() - 2];
    std::vector<std::string> names;
    std::size_t at = 0;
    for (const auto& entry : iconKey()) {
        const std::size_t end = at + entry.text.size();
        if (line.compare(at, entry.text.size(), entry.text) == 0 && (end == line.size() || line[end] == ' ')) {
            names.push_back(entry.text);
            at = std::min(line.size(), end + 1);
        }
    }
    if (names.empty() || at != line.size()) return std::nullopt;
    return names;
}

// The key of a page lists the pictures that page draws, in the key's order, under the content and above the footer,
// which moves into the bottom margin: the content keeps all its room (same pages, same anchors as without a key).
TEST(PrintIcons, EachPagesKeyNamesItsPicturesBelowTheContentAndTakesNoRoom) {
    MUSTER_REQUIRE_POPPLER();
    const std::vector<TableColumn> columns = {{"Die", 2.0F}, {"Face 1", 1.0F, Align::Center}};
    std::vector<TableRow> rows;
    for (int i = 0; i < 60; ++i)
        rows.emplace_back(std::vector<std::string>{"Die " + std::to_string(i), ""}, false,
                          std::vector<std::vector<IconLabel>>{{}, {{"action-magic", "1"}, {"action-melee", "2"}}});
    float bottom = 0;
    auto render = [&](bool withKey) {
        PdfDocument doc(test::fontDir());
        ReportLayout layout(doc, Paper::A4, "key", test::iconDir());
        if (withKey) layout.setIconKey(iconKey());
        bottom = layout.bottom();
        layout.flowTable(columns, rows, 7.5F);
        layout.anchor("table end", layout.left());
        layout.newPage();
        layout.paragraph("A page without pictures.", TextStyle{});
        layout.anchor("text end", layout.left());
        return layout.finish("");
    };
    const RenderedPdf with = render(true);
    const RenderedPdf without = render(false);
    ASSERT_GE(with.pageCount, 3);  // the table fills page 1 and flows onto page 2
    EXPECT_EQ(with.pageCount, without.pageCount);
    EXPECT_EQ(with.anchorText(), without.anchorText());
    EXPECT_EQ(with.outOfBounds, 0);

    const auto texts = test::pdfPageTexts(with, "key-pages");
    ASSERT_EQ(texts.size(), static_cast<std::size_t>(with.pageCount));
    EXPECT_EQ(keyNames(texts.front()), (std::vector<std::string>{"Melee", "Magic"}));  // the key's order
    EXPECT_FALSE(keyNames(texts.back()).has_value());
    EXPECT_FALSE(keyNames(test::pdfPageTexts(without, "key-none").front()).has_value());

    constexpr int kDpi = 150;
    const test::PageRaster page = test::renderPage(with, "key-page", 1, kDpi);
    ASSERT_GT(page.width, 0) << "pdftoppm did not render the page";
    const PixelBox melee = pixelsOf(page, kDpi, {0xf1, 0xd3, 0xcf}, bottom);  // under the content: the key's picture
    ASSERT_GT(melee.count, 50);
    EXPECT_LT(melee.left, 40 + 3);          // the key starts at the left margin
    EXPECT_LE(melee.bottom, 842 - 40 + 1);  // above the footer, which starts at the margin's edge
    const PixelBox magic = pixelsOf(page, kDpi, {0xe6, 0xd9, 0xf3}, bottom);
    ASSERT_GT(magic.count, 50);
    EXPECT_LT(melee.right, magic.left);
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
// Each page that draws pictures has its key on the line above its footer: each of the page's pictures once more,
// with its name; a page without pictures has no key.
void expectIconsDrawn(const RenderedPdf& pdf, const std::string& name, std::size_t drawn,
                      const std::set<std::string>& pictures) {
    std::size_t placed = 0;
    std::set<int> objects;
    std::map<int, std::set<int>> pagePictures;
    for (const auto& image : test::pdfImages(pdf, name)) {
        if (image.type != "image") continue;
        ++placed;
        objects.insert(image.object);
        pagePictures[image.page].insert(image.object);
        EXPECT_GE(image.xPpi, 300) << "page " << image.page << ", object " << image.object;
    }
    const auto texts = test::pdfPageTexts(pdf, name);
    ASSERT_EQ(texts.size(), static_cast<std::size_t>(pdf.pageCount)) << name;
    std::size_t keyed = 0;
    for (int page = 1; page <= pdf.pageCount; ++page) {
        const auto names = keyNames(texts[static_cast<std::size_t>(page) - 1]);
        const auto shown = pagePictures.find(page);
        if (shown == pagePictures.end()) {
            EXPECT_FALSE(names.has_value()) << name << ": page " << page << " has a key but no pictures";
            continue;
        }
        ASSERT_TRUE(names.has_value()) << name << ": page " << page << " has pictures but no key";
        EXPECT_EQ(names->size(), shown->second.size()) << name << ": page " << page;
        keyed += names->size();
    }
    EXPECT_GT(keyed, 0U) << name;
    EXPECT_EQ(placed, drawn + keyed) << name;
    EXPECT_EQ(objects.size(), pictures.size()) << name;
}

TEST(PrintIcons, EveryFaceAndElementOnTheCardsIsDrawnAndEachPictureEmbeddedOnce) {
    MUSTER_REQUIRE_POPPLER();
    std::vector<std::pair<std::string, std::vector<SpeciesCardData>>> cases;
    for (const char* name : {"Dwarves", "Items"}) cases.push_back({name, {SpeciesCardBuilder::build(catalog(), name)}});
    cases.push_back({"all", SpeciesCardBuilder::buildAll(catalog())});
    for (const auto& [name, sheets] : cases) {
        std::size_t drawn = 0;
        std::set<std::string> pictures;
        for (const auto& sheet : sheets) {
            for (const auto& group : sheet.groups) {
                for (const auto& die : group.dice) {
                    countIcons(die.faces, drawn, pictures);
                    if (sheet.showElements) countIcons(die.elements, drawn, pictures);
                }
            }
        }
        ASSERT_GT(drawn, 100U) << name;
        const RenderedPdf pdf = SpeciesCards::render(sheets, options());
        EXPECT_EQ(pdf.outOfBounds, 0) << name;
        expectIconsDrawn(pdf, "icons-" + name, drawn, pictures);
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
