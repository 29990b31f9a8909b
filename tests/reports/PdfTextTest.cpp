// Text a PDF cannot show as given (issue 17): a name over libharu's 65,535-byte limit, emoji, right-to-left
// names. Printing never fails and never drops text without a word: what changed is in RenderedPdf::warnings.
// And the ToUnicode maps libharu writes wrong are repaired, so PDF readers take the text without complaint.
#include <gtest/gtest.h>

#include <string>

#include "PdfTestSupport.h"
#include "muster/reports/PdfToUnicode.h"
#include "muster/reports/RosterSheet.h"

namespace muster::reports {
namespace {

RosterSheetData rosterNamed(const std::string& player) {
    RosterSheetData d;
    d.rosterName = "Mountain Hold";
    d.player = player;
    d.edition = "v4.01d";
    d.format = "open";
    d.forceSize = 24;
    d.armies = {{"Home", {{"Dwarves Footman", 3, 3, "", {}}}, {}, 3}};
    d.verdict = RosterVerdict::Legal;
    return d;
}

ReportOptions options() {
    return ReportOptions{Paper::A4, test::fontDir(), test::iconDir()};
}

bool anyWarning(const RenderedPdf& pdf, const std::string& part) {
    for (const auto& w : pdf.warnings) {
        if (w.find(part) != std::string::npos) return true;
    }
    return false;
}

TEST(PdfText, ANameOverLibharusLimitIsCutAndSaid) {
    const RenderedPdf pdf = RosterSheet::render(rosterNamed(std::string(70000, 'A')), options());
    EXPECT_EQ(pdf.pageCount, 1);
    EXPECT_TRUE(anyWarning(pdf, "is 70000 bytes long; the PDF shows its first 1000 bytes")) << pdf.warnings.size();
}

TEST(PdfText, EmojiAreReplacedAndSaid) {
    MUSTER_REQUIRE_POPPLER();
    const RenderedPdf pdf = RosterSheet::render(rosterNamed("Ann \xF0\x9F\x90\x89 Dragonfriend"), options());
    EXPECT_TRUE(anyWarning(pdf, "cannot show (U+1F409)")) << (pdf.warnings.empty() ? "" : pdf.warnings.front());
    EXPECT_NE(test::pdfText(pdf, "emoji").find("Ann \xEF\xBF\xBD Dragonfriend"), std::string::npos);
}

TEST(PdfText, RightToLeftNamesAreSaid) {
    const RenderedPdf pdf = RosterSheet::render(rosterNamed("\xD7\xA9\xD7\xA8\xD7\x94"), options());  // Hebrew
    EXPECT_TRUE(anyWarning(pdf, "is right-to-left text; the PDF prints it left to right"));
}

TEST(PdfText, PlainNamesGiveNoWarning) {
    EXPECT_TRUE(RosterSheet::render(rosterNamed("\xC3\x91"
                                                "and\xC3\xBA \xC3\x86thelred"),
                                    options())
                    .warnings.empty());
}

// pdftotext used to warn "Invalid 'begincidrange' operator in ToUnicode CMap" for every PDF Muster wrote.
TEST(PdfText, ReadersFindNoFaultInTheToUnicodeMaps) {
    MUSTER_REQUIRE_POPPLER();
    const RenderedPdf pdf = RosterSheet::render(rosterNamed("\xC3\x91"
                                                            "and\xC3\xBA"),
                                                options());
    const auto path = test::writeTemp(pdf, "tounicode");
    const std::string messages = test::runCommand("pdftotext '" + path.string() + "' /dev/null 2>&1");
    EXPECT_EQ(messages, "");
    EXPECT_NE(test::pdfText(pdf, "tounicode")
                  .find("\xC3\x91"
                        "and\xC3\xBA"),
              std::string::npos);
    // The rewritten cross-reference table is sound (pdfinfo reports "Syntax Error" for a damaged one).
    EXPECT_EQ(test::runCommand("pdfinfo '" + path.string() + "' 2>&1 | grep -i error"), "");
}

TEST(PdfText, TheIdentityMapCoversEveryTwoByteCode) {
    const std::string map = PdfToUnicode::identityMap();
    EXPECT_NE(map.find("<0000> <00FF> <0000>"), std::string::npos);
    EXPECT_NE(map.find("<FF00> <FFFF> <FF00>"), std::string::npos);
    EXPECT_EQ(map.find("cidrange"), std::string::npos);
}

}  // namespace
}  // namespace muster::reports
