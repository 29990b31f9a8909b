// The layout engine: wrapping, shrinking, fonts and errors.
#include "muster/reports/ReportLayout.h"

#include <gtest/gtest.h>

#include "PdfTestSupport.h"
#include "muster/reports/PdfError.h"

namespace muster::reports {
namespace {

TEST(PdfDocument, MissingFontFolderIsAPdfErrorNamingTheFile) {
    try {
        PdfDocument doc("/nonexistent/fonts");
        FAIL() << "expected PdfError";
    } catch (const PdfError& e) {
        EXPECT_NE(std::string(e.what()).find("DejaVuSans.ttf"), std::string::npos) << e.what();
    }
}

TEST(PdfDocument, BrokenFontFileIsAPdfErrorNotACrash) {
    const auto dir = std::filesystem::temp_directory_path() / "muster-broken-fonts";
    std::filesystem::create_directories(dir);
    for (const char* name : {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf"}) {
        std::ofstream(dir / name) << "this is not a font";
    }
    EXPECT_THROW(PdfDocument doc(dir), PdfError);
}

TEST(PdfDocument, MeasuresUnicodeText) {
    PdfDocument doc(test::fontDir());
    EXPECT_GT(doc.textWidth(FontStyle::Regular, 10, "Ñandú"), doc.textWidth(FontStyle::Regular, 10, "Ña"));
    EXPECT_GT(doc.textWidth(FontStyle::Bold, 10, "Æthelred"), doc.textWidth(FontStyle::Regular, 10, "Æthelred"));
    EXPECT_NEAR(doc.textWidth(FontStyle::Regular, 20, "Dwarves"), 2 * doc.textWidth(FontStyle::Regular, 10, "Dwarves"),
                0.01);
}

TEST(Paper, ParsesBothSizes) {
    EXPECT_EQ(parsePaper("A4"), Paper::A4);
    EXPECT_EQ(parsePaper("letter"), Paper::Letter);
    EXPECT_FALSE(parsePaper("a5").has_value());
    EXPECT_NEAR(paperSize(Paper::Letter).width, 612.0F, 0.01F);
}

struct FitCase {
    const char* text;
    float width;
};

class FitTest : public ::testing::TestWithParam<FitCase> {};

TEST_P(FitTest, EveryLineFitsAndNoWordIsLost) {
    PdfDocument doc(test::fontDir());
    ReportLayout layout(doc, Paper::A4, "test");
    const TextStyle style{FontStyle::Regular, 10.0F, colors::kInk};
    const FittedText fitted = layout.fit(GetParam().text, style, GetParam().width);
    std::string joined;
    for (const auto& line : fitted.lines) {
        TextStyle s = style;
        s.size = fitted.size;
        EXPECT_LE(layout.textWidth(line, s), GetParam().width + 0.01F) << line;
        joined += line;
    }
    std::string expected;
    for (const char* c = GetParam().text; *c != 0; ++c) {
        if (*c != ' ') expected += *c;
    }
    std::string got;
    for (char c : joined) {
        if (c != ' ') got += c;
    }
    EXPECT_EQ(got, expected);
    EXPECT_GE(fitted.size, ReportLayout::kMinTextSize);
}

INSTANTIATE_TEST_SUITE_P(Texts, FitTest,
                         ::testing::Values(FitCase{"Dwarves Footman", 200}, FitCase{"Dwarves Footman", 40},
                                           FitCase{"Pick a terrain: every army roll there has 3 fewer melee", 90},
                                           FitCase{"Supercalifragilisticexpialidocious-Dragonhero", 30},
                                           FitCase{"Æthelred Ñandú of the Seven Leagues", 60}, FitCase{"", 50}));

TEST(ReportLayout, TableContinuesOnANewPageWithItsHeader) {
    MUSTER_REQUIRE_POPPLER();
    PdfDocument doc(test::fontDir());
    ReportLayout layout(doc, Paper::A4, "long table");
    std::vector<TableRow> rows;
    for (int i = 0; i < 150; ++i) rows.push_back({{std::to_string(i), "row " + std::to_string(i)}, false});
    layout.flowTable({{"Number", 1}, {"HeaderMarker", 3}}, rows, 9.0F);
    const RenderedPdf pdf = layout.finish("");
    EXPECT_GT(pdf.pageCount, 2);
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "long-table");
    std::size_t headers = 0;
    for (auto at = text.find("HeaderMarker"); at != std::string::npos; at = text.find("HeaderMarker", at + 1)) {
        ++headers;
    }
    EXPECT_EQ(static_cast<int>(headers), pdf.pageCount);
    EXPECT_NE(text.find("row 149"), std::string::npos);
}

// Issue 34: a line that does not fit shrank without end (an 80-character name printed at about 3 pt, longer ones
// as a hairline) and no one was told. It now stops at a readable size, ends in an ellipsis and says so.
TEST(ReportLayout, ALongLineIsCutAtAReadableSizeWithAnEllipsisAndAWarning) {
    MUSTER_REQUIRE_POPPLER();
    PdfDocument doc(test::fontDir());
    ReportLayout layout(doc, Paper::A4, "long line");
    std::string name;
    for (int i = 0; i < 8; ++i) name += "Bartholomew-";
    const TextStyle style{FontStyle::Regular, 10.0F, colors::kInk};
    layout.drawLine(name, layout.left(), 100, 120, style);
    layout.drawLine("Short name", layout.left(), 120, 120, style);
    const RenderedPdf pdf = layout.finish("");
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "long-line");
    EXPECT_NE(text.find("Bartholomew-Bar"), std::string::npos) << text;
    EXPECT_NE(text.find("\u2026"), std::string::npos) << text;
    EXPECT_EQ(text.find(name), std::string::npos) << text;
    ASSERT_EQ(doc.warnings().size(), 1U);
    EXPECT_NE(doc.warnings()[0].find("is too long for its place on the page at a readable size; the PDF shows "
                                     "'Bartholomew-"),
              std::string::npos)
        << doc.warnings()[0];
    // What fits is readable: 70% of 10 pt, and the cut text fits its 120 pt at that size.
    TextStyle readable = style;
    readable.size = 7.0F;
    EXPECT_LE(layout.textWidth(layout.cutToFit(name, readable, 120), readable), 120.0F);
    EXPECT_EQ(layout.cutToFit("Ann", readable, 120), "Ann\u2026");
}

TEST(ReportLayout, AMegabyteLineIsMeasuredOnlySoFar) {
    PdfDocument doc(test::fontDir());
    ReportLayout layout(doc, Paper::A4, "huge line");
    layout.drawLine(std::string(1000000, 'W'), layout.left(), 100, 300,
                    TextStyle{FontStyle::Bold, 12.0F, colors::kInk});
    ASSERT_EQ(doc.warnings().size(), 1U);
    EXPECT_NE(doc.warnings()[0].find("(1000000 bytes) is too long"), std::string::npos) << doc.warnings()[0];
    EXPECT_LT(doc.warnings()[0].size(), 300U);
}

}  // namespace
}  // namespace muster::reports
