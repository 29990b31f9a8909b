// The event pages on paper (docs/pages.md): QR codes of the pages' address on the pairings and slips, and
// each player's result code on their own stub of the slip.
#include <gtest/gtest.h>

#include "PdfTestSupport.h"
#include "muster/reports/QrCode.h"
#include "muster/reports/TournamentSheets.h"

namespace muster::reports {
namespace {

ReportOptions options() {
    return ReportOptions{Paper::A4, test::fontDir(), test::iconDir()};
}

PairingsData twoTables() {
    PairingsData d;
    d.event = "Harbour Cup";
    d.round = 2;
    for (int t = 1; t <= 2; ++t) {
        PairingRow row;
        row.table = t;
        row.playerA = "Ana " + std::to_string(t);
        row.playerB = "Bruno " + std::to_string(t);
        d.pairings.push_back(row);
    }
    d.winTypes = {"Capture", "Elimination", "Time", "Concession"};
    return d;
}

// A QR code's finder pattern: a dark 7x7 ring with a dark 3x3 centre at the top-left corner.
bool finderAt(const QrCode& qr, int x0, int y0) {
    for (int y = 0; y < 7; ++y) {
        for (int x = 0; x < 7; ++x) {
            const bool ring = x == 0 || y == 0 || x == 6 || y == 6;
            const bool centre = x >= 2 && x <= 4 && y >= 2 && y <= 4;
            if (qr.dark(x0 + x, y0 + y) != (ring || centre)) return false;
        }
    }
    return true;
}

TEST(QrCode, AnAddressBecomesAQrCodeWithItsThreeFinderPatterns) {
    const QrCode qr("http://192.168.1.20:8080/report?table=12");
    EXPECT_GE(qr.size(), 21);
    EXPECT_EQ((qr.size() - 21) % 4, 0);  // 21 modules for version 1, 4 more per version
    EXPECT_TRUE(finderAt(qr, 0, 0));
    EXPECT_TRUE(finderAt(qr, qr.size() - 7, 0));
    EXPECT_TRUE(finderAt(qr, 0, qr.size() - 7));
    EXPECT_FALSE(finderAt(qr, qr.size() - 7, qr.size() - 7));
    EXPECT_THROW(QrCode(""), std::invalid_argument);
    EXPECT_THROW(QrCode(std::string(600, 'x')), std::invalid_argument);
}

TEST(QrSheets, ThePairingsCarryThePagesAddress) {
    MUSTER_REQUIRE_POPPLER();
    PairingsData data = twoTables();
    const std::string without = test::pdfText(TournamentSheets::pairings(data, options()), "pairings-no-site");
    EXPECT_EQ(without.find("on your phone"), std::string::npos);
    data.siteAddress = "http://192.168.1.20:8080/";
    const RenderedPdf pdf = TournamentSheets::pairings(data, options());
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "pairings-site");
    EXPECT_NE(text.find("Pairings, standings and results on your phone: http://192.168.1.20:8080/"), std::string::npos)
        << text;
    EXPECT_NE(text.find("Ana 2"), std::string::npos);
}

TEST(QrSheets, EachPlayerGetsAStubWithTheirOwnCodeAndTheReportAddress) {
    MUSTER_REQUIRE_POPPLER();
    PairingsData data = twoTables();
    data.siteAddress = "http://192.168.1.20:8080/";
    data.pairings[0].codeA = "7KQ2-M9XD";
    data.pairings[0].codeB = "0ABC-1DEF";
    data.pairings[1].codeA = "2GHJ-3KMN";
    data.pairings[1].codeB = "4PQR-5STV";
    const RenderedPdf pdf = TournamentSheets::resultSlips(data, options());
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "slips-codes");
    for (const auto& row : data.pairings) {
        EXPECT_NE(text.find(row.codeA), std::string::npos) << row.codeA;
        EXPECT_NE(text.find(row.codeB), std::string::npos) << row.codeB;
    }
    EXPECT_NE(text.find("Table 1 · Ana 1"), std::string::npos) << text;
    EXPECT_NE(text.find("Table 2 · Bruno 2"), std::string::npos) << text;
    EXPECT_NE(text.find("Your result code:"), std::string::npos) << text;
    EXPECT_NE(text.find("Report at http://192.168.1.20:8080/report?table=2"), std::string::npos) << text;
    // Without reports from players, one strip with the pages' address.
    data.pairings[0].codeA = data.pairings[0].codeB = data.pairings[1].codeA = data.pairings[1].codeB = "";
    const std::string plain = test::pdfText(TournamentSheets::resultSlips(data, options()), "slips-site");
    EXPECT_EQ(plain.find("result code"), std::string::npos);
    EXPECT_NE(plain.find("on your phone: http://192.168.1.20:8080/"), std::string::npos) << plain;
}

// The QR codes decode to the addresses (zbarimg reads the PDF's pages drawn at 150 dpi).
TEST(QrSheets, TheQrCodesOnPaperReadBackAsTheAddresses) {
    MUSTER_REQUIRE_POPPLER();
    if (std::system("zbarimg --version >/dev/null 2>&1") != 0) GTEST_SKIP() << "zbarimg (zbar-tools) is not installed";
    PairingsData data = twoTables();
    data.siteAddress = "http://192.168.1.20:8080/";
    data.pairings[0].codeA = "7KQ2-M9XD";
    data.pairings[0].codeB = "0ABC-1DEF";
    auto decoded = [](const RenderedPdf& pdf, const std::string& name) {
        const auto path = test::writeTemp(pdf, name);
        const auto png = path.parent_path() / (name + "-qr");
        test::runCommand("pdftoppm -r 150 -png -f 1 -l 1 '" + path.string() + "' '" + png.string() + "'");
        return test::runCommand("zbarimg -q --raw '" + png.string() + "-1.png' 2>/dev/null");
    };
    const std::string slips = decoded(TournamentSheets::resultSlips(data, options()), "slips-qr");
    EXPECT_NE(slips.find("http://192.168.1.20:8080/report?table=1"), std::string::npos) << slips;
    EXPECT_NE(slips.find("http://192.168.1.20:8080/\n"), std::string::npos) << slips;  // table 2: no codes, the site
    const std::string pairingsQr = decoded(TournamentSheets::pairings(data, options()), "pairings-qr");
    EXPECT_EQ(pairingsQr, "http://192.168.1.20:8080/\n");
}

}  // namespace
}  // namespace muster::reports
