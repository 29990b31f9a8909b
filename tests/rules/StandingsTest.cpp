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

// Issue 31, item 6: a count not entered adds nothing and the player's sum is scaled up from the games that
// have it, like a bye (never read as 0); the row says how many games lacked it, and the value is marked.
TEST(Standings, UnknownCountsAreScaledFromTheKnownGamesNotReadAsZero) {
    Event event = testing::makeEvent(4);
    event.settings.tiebreakers = {Tiebreaker::TerrainsCaptured, Tiebreaker::HealthKilled};
    Round first;
    first.number = 1;
    first.pairings = {testing::game(1, 1, 2, testing::win(1, Outcome::Capture, {2, 0}, {10, 4})),
                      testing::game(2, 3, 4, testing::win(3, Outcome::Capture, {2, 1}, {8, 6}))};
    Round second;
    second.number = 2;
    Result skipped;  // entered with one touch: the counts were not given
    skipped.winner = 1;
    skipped.outcome = Outcome::Time;
    second.pairings = {testing::game(1, 1, 3, skipped),
                       testing::game(2, 2, 4, testing::win(4, Outcome::Capture, {1, 2}, {3, 9}))};
    event.rounds = {first, second};
    const auto rows = Standings::compute(event);
    auto row = [&rows](PlayerId id) {
        return *std::find_if(rows.begin(), rows.end(), [id](const StandingRow& r) { return r.id == id; });
    };
    // Player 1: terrains 2 and health 10 in the one game with counts, over 2 rounds: 4 and 20 (read as
    // zeros they would have been 2 and 10).
    EXPECT_DOUBLE_EQ(row(1).tiebreaks[0], 4.0);
    EXPECT_DOUBLE_EQ(row(1).tiebreaks[1], 20.0);
    EXPECT_EQ(row(1).terrainsUnknown, 1);
    EXPECT_EQ(row(1).healthUnknown, 1);
    EXPECT_EQ(formatTiebreak(row(1), 0, Tiebreaker::TerrainsCaptured), "~4");
    EXPECT_EQ(formatTiebreak(row(1), 1, Tiebreaker::HealthKilled), "~20");
    // Player 2 has every count: 0 + 1 terrains, unmarked.
    EXPECT_EQ(row(2).terrainsUnknown, 0);
    EXPECT_EQ(formatTiebreak(row(2), 0, Tiebreaker::TerrainsCaptured), "1");
    EXPECT_NE(unknownMarkExplanation().find("never taken as zero"), std::string::npos);
}

// Issue 31, item 6: a player without a single game that has the count has no value ("?"): among the
// players tied with them, terrains separate nobody (never a zero that ranks them last); the next decides.
TEST(Standings, APlayerWithoutAnyCountIsNotRankedByIt) {
    Event event = testing::makeEvent(4);
    event.settings.tiebreakers = {Tiebreaker::TerrainsCaptured, Tiebreaker::HealthKilled};
    Result skipped;
    skipped.winner = 1;
    Round first;
    first.number = 1;
    first.pairings = {testing::game(1, 1, 2, skipped),
                      testing::game(2, 3, 4, testing::win(3, Outcome::Capture, {2, 0}, {10, 4}))};
    event.rounds = {first};
    const auto rows = Standings::compute(event);
    ASSERT_EQ(rows.size(), 4U);
    // Player 1 and Player 3 won: 1.5 each; neither terrains nor health can tell them apart: one rank.
    EXPECT_EQ(rows[0].rank, 1);
    EXPECT_EQ(rows[1].rank, 1);
    EXPECT_EQ(rows[2].rank, 3);
    EXPECT_EQ(rows[3].rank, 3);
    auto row = [&rows](PlayerId id) {
        return *std::find_if(rows.begin(), rows.end(), [id](const StandingRow& r) { return r.id == id; });
    };
    EXPECT_EQ(formatTiebreak(row(1), 0, Tiebreaker::TerrainsCaptured), "?");
    EXPECT_EQ(formatTiebreak(row(3), 0, Tiebreaker::TerrainsCaptured), "2");
    EXPECT_TRUE(row(1).undecided[0]);
    // With the counts of the first game entered, terrains decide again.
    event.rounds[0].pairings[0].result->terrains = std::array<int, 2>{1, 0};
    event.rounds[0].pairings[0].result->health = std::array<int, 2>{3, 3};
    const auto decided = Standings::compute(event);
    EXPECT_EQ(decided[0].id, 3);
    EXPECT_EQ(decided[1].rank, 2);
}

// Issue 31, item 9: equal ratios reached by different sums print equal (7/16 is 43.75%: both 43.8%).
TEST(Standings, EqualValuesPrintEqual) {
    const double exact = 7.0 / 16.0;
    const double below = std::nextafter(exact, 0.0);
    const double above = std::nextafter(exact, 1.0);
    EXPECT_EQ(formatTiebreak(Tiebreaker::OpponentAverage, exact), "43.8%");
    EXPECT_EQ(formatTiebreak(Tiebreaker::OpponentAverage, below), "43.8%");
    EXPECT_EQ(formatTiebreak(Tiebreaker::OpponentAverage, above), "43.8%");
    EXPECT_EQ(formatTiebreak(Tiebreaker::StrengthOfSchedule, std::nextafter(12.5, 0.0)), "12.5");
    EXPECT_EQ(formatTiebreak(Tiebreaker::StrengthOfSchedule, std::nextafter(13.0, 0.0)), "13");
    EXPECT_EQ(formatTiebreak(Tiebreaker::StrengthOfSchedule, 40.0 / 3.0), "13.33");
}

}  // namespace
}  // namespace muster::rules::tournament
