// Pairings, result slips and standings.
#include <gtest/gtest.h>

#include "PdfTestSupport.h"
#include "muster/reports/TournamentSheets.h"

namespace muster::reports {
namespace {

ReportOptions options() {
    return ReportOptions{Paper::A4, test::fontDir(), test::iconDir()};
}

PairingsData pairings(int tables) {
    PairingsData d;
    d.event = "Dragon Cup";
    d.round = 3;
    for (int t = 1; t <= tables; ++t) {
        PairingRow row;
        row.table = t;
        row.playerA = "Player A" + std::to_string(t);
        row.playerB = "Player B" + std::to_string(t);
        row.scoreA = std::to_string(t) + ".5";
        row.scoreB = std::to_string(t);
        d.pairings.push_back(row);
    }
    PairingRow bye;
    bye.playerA = "Ñandú Bye";
    d.pairings.push_back(bye);
    d.winTypes = {"Capture", "Elimination", "Time", "Concession"};
    d.askTerrains = true;
    d.askHealth = true;
    return d;
}

TEST(TournamentSheets, PairingsListEveryPlayerByTableAndByName) {
    MUSTER_REQUIRE_POPPLER();
    const auto data = pairings(12);
    const RenderedPdf pdf = TournamentSheets::pairings(data, options());
    EXPECT_EQ(pdf.outOfBounds, 0);
    EXPECT_GE(pdf.pageCount, 2);
    const std::string text = test::pdfText(pdf, "pairings");
    // Scores before the round, in the players' own lines; no column for the desk's internal notes.
    EXPECT_NE(text.find("Player A3 (3.5)"), std::string::npos) << text;
    EXPECT_EQ(text.find("Note"), std::string::npos);
    for (const auto& p : data.pairings) {
        EXPECT_NE(text.find(p.playerA), std::string::npos);
        if (!p.playerB.empty()) {
            EXPECT_NE(text.find(p.playerB), std::string::npos);
        }
    }
    EXPECT_NE(text.find("BYE"), std::string::npos);
    EXPECT_NE(text.find("by name"), std::string::npos);
}

TEST(TournamentSheets, OneSlipPerTableFourToAPage) {
    MUSTER_REQUIRE_POPPLER();
    const RenderedPdf pdf = TournamentSheets::resultSlips(pairings(9), options());
    int slips = 0;
    for (const auto& a : pdf.anchors) slips += a.name.rfind("slip.", 0) == 0 ? 1 : 0;
    EXPECT_EQ(slips, 9);  // the bye gets no slip
    EXPECT_EQ(pdf.pageCount, 3);
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "slips");
    EXPECT_NE(text.find("Table 9"), std::string::npos);
    EXPECT_EQ(text.find("Ñandú Bye"), std::string::npos);
    // The slip asks how the game was won, and the terrains and health the tiebreakers use.
    for (const char* asked :
         {"Won by:", "Capture", "Elimination", "Time", "Concession", "Terrains taken", "Health killed"}) {
        EXPECT_NE(text.find(asked), std::string::npos) << asked;
    }
}

TEST(TournamentSheets, StandingsWithTiebreakersContinueAcrossPages) {
    MUSTER_REQUIRE_POPPLER();
    StandingsData d;
    d.event = "Dragon Cup";
    d.afterRound = 5;
    d.tiebreakerNames = {"SoS", "Opp. avg"};
    d.title = "Standings after round 5";
    for (int i = 1; i <= 80; ++i) {
        StandingRow row;
        row.rank = i;
        row.player = "Standing Player " + std::to_string(i);
        row.wins = 5 - i % 5;
        row.losses = i % 5;
        row.byes = i % 7 == 0 ? 1 : 0;
        row.score = std::to_string(10 - i % 5);
        row.tiebreakers = {std::to_string(30 + i), "5" + std::to_string(i % 10) + ".5%"};
        row.dropped = i == 80;
        d.rows.push_back(row);
    }
    const RenderedPdf pdf = TournamentSheets::standings(d, options());
    EXPECT_GE(pdf.pageCount, 2);
    EXPECT_EQ(pdf.outOfBounds, 0);
    const std::string text = test::pdfText(pdf, "standings");
    EXPECT_NE(text.find("Standing Player 80 (dropped)"), std::string::npos);
    EXPECT_NE(text.find("Opp. avg"), std::string::npos);
    EXPECT_NE(text.find("Standings after round 5"), std::string::npos);
    EXPECT_NE(text.find("Bye"), std::string::npos);
    EXPECT_NE(text.find("W counts a bye as a win"), std::string::npos);
}

StandingsData smallStandings(int afterRound) {
    StandingsData d;
    d.event = "Dragon Cup";
    d.afterRound = afterRound;
    d.title = "Standings after round " + std::to_string(afterRound);
    d.tiebreakerNames = {"SoS", "Health"};
    for (int i = 1; i <= 4; ++i) {
        StandingRow row;
        row.rank = i;
        row.player = "Standing Player " + std::to_string(i);
        row.score = std::to_string(4 - i);
        row.tiebreakers = {"3", i == 2 ? "~14" : "12"};
        d.rows.push_back(row);
    }
    d.notes = {
        "SoS and Health are scaled for byes and missed rounds (sum \u00d7 rounds \u00f7 games played), so a bye "
        "counts as the player's own average game."};
    return d;
}

// Issue 31, item 10: "Print round" is one document: the pairings, the slips, the standings it was paired on
// (none before round 1); issue 31, item 9: the standings say how byes count.
TEST(TournamentSheets, TheRoundInOneDocument) {
    MUSTER_REQUIRE_POPPLER();
    const RenderedPdf round = TournamentSheets::round(pairings(5), smallStandings(2), options());
    EXPECT_EQ(round.outOfBounds, 0);
    const RenderedPdf alone = TournamentSheets::pairings(pairings(5), options());
    const RenderedPdf slips = TournamentSheets::resultSlips(pairings(5), options());
    EXPECT_EQ(round.pageCount, alone.pageCount + slips.pageCount + 1);
    std::vector<std::string> sections;
    for (const auto& a : round.anchors) {
        if (a.name == "pairings" || a.name == "slips" || a.name == "standings-sheet") sections.push_back(a.name);
    }
    EXPECT_EQ(sections, (std::vector<std::string>{"pairings", "slips", "standings-sheet"}));
    const std::string text = test::pdfText(round, "round");
    EXPECT_NE(text.find("Pairings: round 3"), std::string::npos);
    EXPECT_NE(text.find("Table 5"), std::string::npos);
    EXPECT_NE(text.find("Standings after round 2"), std::string::npos);
    EXPECT_NE(text.find("scaled for byes and missed rounds"), std::string::npos) << text;
    EXPECT_NE(text.find("~14"), std::string::npos);
    const RenderedPdf first = TournamentSheets::round(pairings(5), smallStandings(0), options());
    EXPECT_EQ(first.pageCount, alone.pageCount + slips.pageCount);
}

}  // namespace
}  // namespace muster::reports
