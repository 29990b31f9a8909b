// Standings: points, then the event's tiebreakers in order, on a hand-computed golden event.
#include <gtest/gtest.h>

#include "TournamentTestSupport.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/Standings.h"

namespace muster::rules::tournament {
namespace {

Event golden() {
    return EventIO::readFile(std::string(MUSTER_TEST_DATA) + "/events/small-swiss.json");
}

TEST(Standings, GoldenEventOrderAndTiebreakers) {
    const auto rows = Standings::compute(golden());
    ASSERT_EQ(rows.size(), 5U);
    // Ann 2; Dee and Cid 1.5 tied on SOS (3) and opponents' average (0.5), apart on terrains (2 vs 1);
    // Bob and Eve 1 tied on SOS (1.5) and opponents' average (0.5), apart on terrains (1 vs 0).
    const std::vector<std::string> order{"Ann", "Dee", "Cid", "Bob", "Eve"};
    const std::vector<HalfPoints> scores{4, 3, 3, 2, 2};
    for (std::size_t i = 0; i < rows.size(); ++i) {
        EXPECT_EQ(rows[i].name, order[i]) << i;
        EXPECT_EQ(rows[i].score, scores[i]) << i;
        EXPECT_EQ(rows[i].rank, static_cast<int>(i) + 1);
    }
    EXPECT_DOUBLE_EQ(rows[0].tiebreaks[0], 3.0);  // Ann's SOS: Cid 1.5 + Dee 1.5
    EXPECT_DOUBLE_EQ(rows[1].tiebreaks[0], 3.0);
    EXPECT_NEAR(rows[1].tiebreaks[1], 0.5, 1e-9);
    EXPECT_NEAR(rows[2].tiebreaks[1], 0.5, 1e-9);
    EXPECT_DOUBLE_EQ(rows[1].tiebreaks[3], 2.0);
    EXPECT_DOUBLE_EQ(rows[2].tiebreaks[3], 1.0);
    EXPECT_DOUBLE_EQ(rows[2].tiebreaks[4], 15.0);  // Cid: health 3 + 12
    EXPECT_EQ(rows[3].byes, 1);
    EXPECT_EQ(rows[1].wins, 1);
    EXPECT_EQ(rows[1].draws, 1);
}

TEST(Standings, AfterRoundOne) {
    const auto rows = Standings::compute(golden(), 1);
    EXPECT_EQ(rows[0].name, "Ann");
    EXPECT_EQ(rows[0].score, 3);
    EXPECT_EQ(rows[1].score, 2);  // Dee (time win) and Eve (bye) both 1
}

TEST(Standings, TiebreakerOrderIsConfigurable) {
    Event event = golden();
    event.settings.tiebreakers = {Tiebreaker::HealthKilled};
    const auto rows = Standings::compute(event);
    // Cid killed 15 health, Dee 14: Cid now ahead.
    EXPECT_EQ(rows[1].name, "Cid");
    EXPECT_EQ(rows[2].name, "Dee");
}

TEST(Standings, FullTiesShareARank) {
    Event event = golden();
    event.settings.tiebreakers = {};
    const auto rows = Standings::compute(event);
    EXPECT_EQ(rows[1].rank, 2);
    EXPECT_EQ(rows[2].rank, 2);
    EXPECT_EQ(rows[3].rank, 4);
    EXPECT_EQ(rows[1].name, "Cid");  // tied rows listed by name
}

TEST(Standings, HeadToHeadAmongTiedPlayers) {
    Event event = testing::makeEvent(4);
    event.settings.tiebreakers = {Tiebreaker::HeadToHead};
    Round r1;
    r1.number = 1;
    r1.pairings = {testing::game(1, 1, 2, testing::win(2, Outcome::Capture, {}, {})),
                   testing::game(2, 3, 4, testing::win(3, Outcome::Capture, {}, {}))};
    Round r2;
    r2.number = 2;
    r2.pairings = {testing::game(1, 1, 3, testing::win(1, Outcome::Capture, {}, {})),
                   testing::game(2, 2, 4, testing::win(4, Outcome::Capture, {}, {}))};
    event.rounds = {r1, r2};
    const auto rows = Standings::compute(event);
    // Everyone has 1.5. In the four-way tie 1 and 4, 2 and 3 have not met: head-to-head does not apply to
    // three or more tied players unless every two of them met, so it separates nobody.
    for (const auto& row : rows) EXPECT_DOUBLE_EQ(row.tiebreaks[0], 0.0);
    // Make it two-way: only players 1 and 2 tied at the top after a third round.
    Round r3;
    r3.number = 3;
    r3.pairings = {testing::game(1, 1, 4, testing::win(1, Outcome::Capture, {}, {})),
                   testing::game(2, 2, 3, testing::win(2, Outcome::Capture, {}, {}))};
    event.rounds.push_back(r3);
    const auto after = Standings::compute(event);
    EXPECT_EQ(after[0].name, "Player 2");  // beat Player 1 head to head
    EXPECT_EQ(after[1].name, "Player 1");
    EXPECT_EQ(after[0].rank, 1);
    EXPECT_EQ(after[1].rank, 2);
}

TEST(Standings, OtherScoringSystems) {
    Event event = golden();
    event.settings.scoring = *Scoring::preset("3-1-0");
    const auto rows = Standings::compute(event);
    EXPECT_EQ(rows[0].name, "Ann");
    EXPECT_EQ(rows[0].score, 8);  // 3 + 1 points
    const auto league = *Scoring::preset("league");
    EXPECT_EQ(league.winTime, 4);
    EXPECT_FALSE(Scoring::preset("nonsense").has_value());
}

TEST(Standings, OpponentAverageFloor) {
    Event event = golden();
    event.settings.tiebreakers = {Tiebreaker::OpponentAverage};
    event.settings.opponentFloor = 0.6;
    const auto rows = Standings::compute(event);
    for (const auto& row : rows) EXPECT_GE(row.tiebreaks[0], 0.6 - 1e-12) << row.name;
}

TEST(Standings, TopCutRoundsDoNotCount) {
    Event event = golden();
    Round cut;
    cut.number = 3;
    cut.kind = RoundKind::TopCut;
    cut.pairings = {testing::game(1, 5, 2, testing::win(5, Outcome::Capture, {}, {}))};
    event.rounds.push_back(cut);
    EXPECT_EQ(Standings::compute(event)[4].score, 2);
}

}  // namespace
}  // namespace muster::rules::tournament
