// The event model and file: reading, writing, bad files, organiser actions, tables, top cut, adjudication.
#include <gtest/gtest.h>

#include <random>

#include "../ErrorOf.h"
#include "TournamentTestSupport.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/PairingAssessor.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/TimeAdjudication.h"
#include "muster/rules/tournament/TopCut.h"

namespace muster::rules::tournament {
namespace {

std::string data(const std::string& name) {
    return std::string(MUSTER_TEST_DATA) + "/events/" + name;
}

using muster::testsupport::errorOf;

TEST(TournamentEvent, ReadsGoldenFileAndRoundTrips) {
    const Event event = EventIO::readFile(data("small-swiss.json"));
    EXPECT_EQ(event.settings.name, "Harbour Cup");
    EXPECT_EQ(event.players.size(), 5U);
    ASSERT_EQ(event.rounds.size(), 2U);
    EXPECT_TRUE(event.rounds[1].pairings[2].isBye());
    EXPECT_EQ(event.rounds[0].pairings[1].result->outcome, Outcome::Time);
    EXPECT_EQ((*event.rounds[0].pairings[0].result->health)[0], 10);
    const std::string text = EventIO::toText(event);
    const Event again = EventIO::parse(text, "again.json");
    EXPECT_EQ(EventIO::toText(again), text);
    EXPECT_EQ(EventIO::toJson(again).at("format"), "muster-event");
}

TEST(TournamentEvent, CustomScoringRoundTrips) {
    Event event = testing::makeEvent(2);
    event.settings.scoring.winTime = 3;
    event.settings.scoring.name = "house";
    event.players[0].entryScore = 1;
    const Event again = EventIO::parse(EventIO::toText(event), "x.json");
    EXPECT_EQ(again.settings.scoring, event.settings.scoring);
    EXPECT_EQ(again.players[0].entryScore, 1);
}

TEST(TournamentEvent, BadFilesNameFileAndField) {
    EXPECT_EQ(errorOf([] { (void)EventIO::readFile(data("bad-winner.json")); }),
              data("bad-winner.json") + ": rounds[0].pairings[0].result.winner: player 3 is not in this game");
    const std::string syntax = errorOf([] { (void)EventIO::readFile(data("bad-syntax.json")); });
    EXPECT_NE(syntax.find("bad-syntax.json: line 5: not valid JSON"), std::string::npos) << syntax;
    EXPECT_NE(errorOf([] { (void)EventIO::readFile(data("bad-version.json")); }).find("version 7 is not supported"),
              std::string::npos);
    EXPECT_NE(errorOf([] { (void)EventIO::readFile(data("missing.json")); }).find("cannot be opened"),
              std::string::npos);

    const std::vector<std::pair<std::string, std::string>> cases{
        {R"({"format":"muster-roster","version":1})", "format: expected \"muster-event\""},
        {R"({"format":"muster-event","version":1,"settings":{}})", "settings.name: missing"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x","topCut":6}})", "settings.topCut: must be"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x","tiebreakers":["coin"]}})",
         "settings.tiebreakers[0]: unknown tiebreaker \"coin\""},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x","scoring":"chess"}})", "unknown scoring"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x","colour":1}})",
         "settings.colour: unknown field"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x"},"players":[{"id":1,"name":"A"},{"id":1,"name":"B"}]})",
         "players[1].id: id 1 is used twice"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x"},"players":[{"id":1,"name":"A","entryScore":0.3}]})",
         "players[0].entryScore: points must be a multiple of 0.5"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x"},"players":[{"id":1,"name":"A"}],"rounds":[{"number":1,"pairings":[{"a":1,"b":9}]}]})",
         "rounds[0].pairings[0].b: no player has id 9"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x"},"players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],"rounds":[{"number":1,"pairings":[{"a":1,"b":2,"result":{"winner":1,"outcome":"draw"}}]}]})",
         "a draw has no winner"},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x"},"players":[{"id":1,"name":"A"},{"id":2,"name":"B"}],"rounds":[{"number":1,"pairings":[{"a":1,"b":2,"result":{"winner":1,"outcome":"fled"}}]}]})",
         "unknown outcome \"fled\""},
        {R"({"format":"muster-event","version":1,"settings":{"name":"x"},"rounds":[{"number":2}]})",
         "rounds[0].number: rounds must be numbered"},
    };
    for (const auto& [text, expected] : cases) {
        const std::string_view json = text;  // clang 14 lambdas cannot capture structured bindings
        const std::string message = errorOf([&] { (void)EventIO::parse(json, "t.json"); });
        EXPECT_NE(message.find(expected), std::string::npos) << message;
        EXPECT_EQ(message.rfind("t.json", 0), 0U) << message;
    }
}

TEST(TournamentEvent, ResultsAreChecked) {
    Event event = testing::makeEvent(3);
    SwissPairer::addNextRound(event);
    const Pairing game = event.rounds[0].pairings[0];
    const Pairing bye = event.rounds[0].pairings[1];
    ASSERT_TRUE(bye.isBye());
    EXPECT_NE(errorOf([&] { event.setResult(1, bye.a, testing::win(bye.a, Outcome::Capture, {}, {})); }).find("bye"),
              std::string::npos);
    EXPECT_NE(errorOf([&] {
                  event.setResult(1, game.a, testing::win(std::nullopt, Outcome::Capture, {}, {}));
              }).find("needs a winner"),
              std::string::npos);
    EXPECT_NE(errorOf([&] {
                  event.setResult(1, game.a, testing::win(bye.a, Outcome::Capture, {}, {}));
              }).find("not in this game"),
              std::string::npos);
    EXPECT_NE(errorOf([&] { event.setResult(2, game.a, Result{}); }).find("no round 2"), std::string::npos);
    EXPECT_THROW((void)SwissPairer::pairNextRound(event), EventError);  // round 1 unfinished
    event.setResult(1, game.a, testing::win(game.a, Outcome::Capture, {2, 0}, {}));
    EXPECT_NO_THROW((void)SwissPairer::pairNextRound(event));
}

TEST(TournamentEvent, DropsAndLateEntries) {
    Event event = testing::makeEvent(6);
    std::mt19937_64 rng(3);
    SwissPairer::addNextRound(event);
    testing::playLastRound(event, rng);
    event.dropPlayer(2);
    EXPECT_THROW(event.dropPlayer(2), EventError);
    Player late;
    late.name = "Late";
    event.settings.lateEntryScore = 2;
    const PlayerId lateId = event.addPlayer(late);
    EXPECT_EQ(event.player(lateId).joinedRound, 2);
    EXPECT_EQ(ScoreSheet(event).score(lateId), 2);
    const Round& r2 = SwissPairer::addNextRound(event);
    EXPECT_EQ(r2.pairingOf(2), nullptr);
    EXPECT_NE(r2.pairingOf(lateId), nullptr);
    EXPECT_TRUE(event.player(2).activeIn(1));
    EXPECT_FALSE(event.player(2).activeIn(2));
    EXPECT_TRUE(PairingChecker::checkRound(event, 2).violations.empty());
}

TEST(TournamentEvent, TablesTopScoresFirstAndFixedTablesKept) {
    Event event = testing::makeEvent(8);
    std::mt19937_64 rng(9);
    SwissPairer::addNextRound(event);
    testing::playLastRound(event, rng);
    event.players[4].fixedTable = 4;  // player 5 needs table 4 (e.g. wheelchair access)
    const Round& round = SwissPairer::addNextRound(event);
    const ScoreSheet before(event, 1);
    EXPECT_EQ(round.pairingOf(5)->table, 4);
    HalfPoints previousTop = 1000;
    for (const auto& p : round.pairings) {
        if (p.involves(5)) continue;
        const HalfPoints top = std::max(before.score(p.a), before.score(*p.b));
        EXPECT_LE(top, previousTop) << "table " << *p.table;
        previousTop = top;
    }
}

TEST(TournamentEvent, RepairAndManualEdits) {
    Event event = testing::makeEvent(6, 0, 4);
    std::mt19937_64 rng(1);
    SwissPairer::addNextRound(event);
    const auto r1 = event.rounds[0];
    PairOptions again;
    again.seed = 99;
    EXPECT_TRUE(SwissPairer::repairLastRound(event, again).discarded.empty());
    EXPECT_EQ(event.rounds.size(), 1U);
    EXPECT_EQ(event.rounds[0].notes.back(), "paired again");
    testing::playLastRound(event, rng);
    // Games with a result stay as they are: pairing again keeps every one of them.
    const auto played = event.rounds[0];
    EXPECT_TRUE(SwissPairer::repairLastRound(event, again).discarded.empty());
    for (const auto& p : played.pairings) {
        const Pairing* now = event.rounds[0].pairingOf(p.a);
        ASSERT_NE(now, nullptr);
        EXPECT_TRUE(now->samePlayers(p));
        EXPECT_EQ(now->result, p.result);
        if (!p.isBye()) {
            EXPECT_TRUE(now->hasFlag("kept"));
        }
    }
    SwissPairer::addNextRound(event);
    // Swap so that two round-1 opponents meet again: flagged, never silently accepted.
    const Pairing first = event.rounds[0].pairings[0];
    const PlayerId x = first.a;
    const PlayerId y = *first.b;
    const Pairing* px = event.rounds[1].pairingOf(x);
    const PlayerId xOpponent = px->a == x ? *px->b : px->a;
    const auto report = SwissPairer::swapPlayers(event, xOpponent, y);
    const Pairing* edited = event.rounds[1].pairingOf(x);
    EXPECT_TRUE(edited->involves(y));
    EXPECT_TRUE(edited->hasFlag("manual"));
    EXPECT_TRUE(edited->hasFlag("rematch"));
    ASSERT_FALSE(report.warnings.empty());
    EXPECT_NE(report.warnings[0].find("have met before"), std::string::npos) << report.warnings[0];
    EXPECT_NE(report.warnings[0].find("avoidable"), std::string::npos) << report.warnings[0];
    EXPECT_THROW(SwissPairer::swapPlayers(event, x, x), EventError);
    // A game with a result is only changed when the organiser says to discard it, and the report says so.
    event.rounds[1].pairings[0].result = testing::win(event.rounds[1].pairings[0].a, Outcome::Capture, {}, {});
    const PlayerId inGame = event.rounds[1].pairings[0].a;
    const PlayerId other = event.rounds[1].pairings[1].a;
    const std::string refused = errorOf([&] { SwissPairer::swapPlayers(event, inGame, other); });
    EXPECT_NE(refused.find("would discard the result"), std::string::npos) << refused;
    EXPECT_TRUE(event.rounds[1].pairings[0].result.has_value());
    const auto discarded = SwissPairer::swapPlayers(event, inGame, other, true);
    ASSERT_EQ(discarded.discarded.size(), 1U);
    EXPECT_NE(discarded.discarded[0].find("the result"), std::string::npos);
}

TEST(TournamentEvent, RoundOneByRank) {
    Event event = testing::makeEvent(7);
    for (auto& p : event.players) p.rank = static_cast<int>(8 - p.id);  // player 7 is ranked 1
    const Round round = SwissPairer::pairNextRound(event);
    // Ranks 1..6 (players 7..2): 1v4, 2v5, 3v6; rank 7 (player 1) gets the bye.
    EXPECT_TRUE(round.pairingOf(1)->isBye());
    EXPECT_TRUE(round.pairingOf(7)->involves(4));
    EXPECT_TRUE(round.pairingOf(6)->involves(3));
}

TEST(TournamentEvent, CheckerFindsViolations) {
    Event event = EventIO::readFile(data("small-swiss.json"));
    Round bad;
    bad.number = 3;
    bad.pairings = {testing::game(1, 1, 3), testing::game(2, 2, 2), testing::game(std::nullopt, 5, std::nullopt)};
    event.rounds.push_back(bad);
    const auto violations = PairingChecker::checkRound(event, 3).violations;
    std::set<std::string> kinds;
    for (const auto& v : violations) kinds.insert(std::string(violationName(v.kind)));
    EXPECT_TRUE(kinds.count("rematch"));  // 1 met 3 in round 1
    EXPECT_TRUE(kinds.count("self-pairing"));
    EXPECT_TRUE(kinds.count("duplicate"));
    EXPECT_TRUE(kinds.count("missing"));     // 4 has no game
    EXPECT_TRUE(kinds.count("repeat-bye"));  // 5 had the round 1 bye
    CheckOptions strict;
    strict.maxGap = 0;
    Event gap = EventIO::readFile(data("small-swiss.json"));
    Round r3;
    r3.number = 3;
    r3.pairings = {testing::game(1, 1, 2), testing::game(2, 3, 5), testing::game(std::nullopt, 4, std::nullopt)};
    gap.rounds.push_back(r3);
    std::set<std::string> found;
    auto collect = [&found](const PairingCheck& check) {
        for (const auto& v : check.violations) found.insert(std::string(violationName(v.kind)));
        for (const auto& v : check.notes) found.insert(std::string(violationName(v.kind)));
    };
    collect(PairingChecker::checkRound(gap, 3, strict));
    EXPECT_TRUE(found.count("score-gap"));
    EXPECT_TRUE(found.count("club"));  // Ann and Bob are both Red
    // Dee and Cid have the lowest score among players without a bye (1.5), but Cid is ranked below Dee
    // (the tiebreakers): the bye goes to the lowest-ranked player, so Dee's bye is flagged.
    EXPECT_TRUE(found.count("bye-not-lowest"));
    r3.pairings = {testing::game(1, 1, 2), testing::game(2, 4, 5), testing::game(std::nullopt, 3, std::nullopt)};
    gap.rounds.back() = r3;
    found.clear();
    collect(PairingChecker::checkRound(gap, 3, strict));
    EXPECT_FALSE(found.count("bye-not-lowest"));
    gap.rounds.back().pairings = {testing::game(1, 4, 2), testing::game(2, 3, 5),
                                  testing::game(std::nullopt, 1, std::nullopt)};
    found.clear();
    collect(PairingChecker::checkRound(gap, 3));
    EXPECT_TRUE(found.count("bye-not-lowest"));  // Ann has 2
}

TEST(TournamentEvent, TopCutBracket) {
    EXPECT_EQ(TopCut::bracketSeeds(4), (std::vector<int>{1, 4, 2, 3}));
    EXPECT_EQ(TopCut::bracketSeeds(8), (std::vector<int>{1, 8, 4, 5, 2, 7, 3, 6}));
    EXPECT_EQ(TopCut::bracketSeeds(16).size(), 16U);
    Event event = testing::makeEvent(10);
    std::mt19937_64 rng(2);
    EXPECT_THROW((void)TopCut::pairNextRound(event), EventError);  // no top cut set
    event.settings.topCut = 4;
    for (int r = 0; r < 3; ++r) {
        SwissPairer::addNextRound(event);
        testing::playLastRound(event, rng);
    }
    const Round& semis = TopCut::addNextRound(event);
    EXPECT_EQ(semis.kind, RoundKind::TopCut);
    ASSERT_EQ(semis.pairings.size(), 2U);
    for (auto& p : event.rounds.back().pairings) p.result = testing::win(p.a, Outcome::Capture, {}, {});
    const Round& final = TopCut::addNextRound(event);
    ASSERT_EQ(final.pairings.size(), 1U);
    event.rounds.back().pairings[0].result = testing::win(std::nullopt, Outcome::Draw, {}, {});
    EXPECT_THROW((void)TopCut::pairNextRound(event), EventError);
    EXPECT_THROW((void)SwissPairer::pairNextRound(event), EventError);  // Swiss is over
}

TEST(TournamentEvent, TimeAdjudicationOrder) {
    struct Case {
        TimeStanding a;
        TimeStanding b;
        std::optional<std::pair<int, int>> rolls;
        std::optional<int> winner;
        std::string by;
    };
    const std::vector<Case> cases{
        {{1, 0, 9}, {0, 20, 0}, std::nullopt, 0, "eighth-faces"},
        {{0, 5, 0}, {1, 0, 0}, std::nullopt, 1, "eighth-faces"},
        {{1, 12, 9}, {1, 10, 0}, std::nullopt, 0, "health-in-play"},
        {{0, 10, 4}, {0, 10, 2}, std::nullopt, 1, "health-buried"},
        {{0, 10, 2}, {0, 10, 2}, std::pair{7, 3}, 0, "terrain-roll"},
        {{0, 10, 2}, {0, 10, 2}, std::pair{2, 5}, 1, "terrain-roll"},
        {{0, 10, 2}, {0, 10, 2}, std::pair{4, 4}, std::nullopt, ""},
        {{0, 10, 2}, {0, 10, 2}, std::nullopt, std::nullopt, ""},
    };
    for (const auto& c : cases) {
        const auto result = TimeAdjudication::decide(c.a, c.b, c.rolls);
        EXPECT_EQ(result.winner, c.winner) << c.by;
        EXPECT_EQ(result.decidedBy, c.by);
    }
}

TEST(TournamentEvent, ScoringPointsFormat) {
    EXPECT_EQ(formatPoints(3), "1.5");
    EXPECT_EQ(formatPoints(4), "2");
    EXPECT_EQ(formatPoints(1), "0.5");
    EXPECT_EQ(formatPoints(0), "0");
    EXPECT_EQ(halfPointsFromDouble(1.5), 3);
    EXPECT_FALSE(halfPointsFromDouble(0.25).has_value());
    const Scoring sfr;
    EXPECT_EQ(sfr.winPoints(Outcome::Capture), 3);
    EXPECT_EQ(sfr.winPoints(Outcome::Elimination), 3);
    EXPECT_EQ(sfr.winPoints(Outcome::Time), 2);
    EXPECT_EQ(sfr.winPoints(Outcome::Draw), 1);
    EXPECT_EQ(sfr.bye, 2);
    for (const auto& name : outcomeNames()) EXPECT_EQ(outcomeName(*parseOutcome(name)), name);
}

// Issue 31, item 6: a count not entered is not in the file, and a file without it reads as unknown.
TEST(TournamentEvent, CountsNotEnteredStayUnknownInTheFile) {
    Event event = testing::makeEvent(2);
    Round round;
    round.number = 1;
    Result r;
    r.winner = 1;
    r.health = std::array<int, 2>{9, 4};
    round.pairings = {testing::game(1, 1, 2, r)};
    event.rounds = {round};
    const nlohmann::json file = EventIO::toJson(event);
    const auto& result = file.at("rounds").at(0).at("pairings").at(0).at("result");
    EXPECT_FALSE(result.contains("terrains"));
    EXPECT_EQ(result.at("health"), nlohmann::json::array({9, 4}));
    const Event again = EventIO::parse(EventIO::toText(event), "again.json");
    EXPECT_FALSE(again.rounds[0].pairings[0].result->terrains.has_value());
    EXPECT_EQ(again.rounds[0].pairings[0].result->health, (std::array<int, 2>{9, 4}));
}

// Issue 31, item 7: notes name players as the pairing list does (names; "(1.5)" is points, never an id),
// and a swap leaves no note about a game it removed.
TEST(TournamentEvent, NotesNamePlayersAndFollowASwap) {
    Event event = testing::makeEvent(4);
    for (PlayerId id : {1, 2, 3}) event.players[static_cast<std::size_t>(id - 1)].club = "North";
    SwissPairer::addNextRound(event);
    const Round& round = event.rounds[0];
    // Three of four players are of North: one club meeting cannot be avoided, and the note says so.
    const Pairing* clash = nullptr;
    for (const auto& p : round.pairings) {
        if (p.hasFlag("club")) clash = &p;
    }
    ASSERT_NE(clash, nullptr);
    const std::string a = event.player(clash->a).name;
    const std::string b = event.player(*clash->b).name;
    ASSERT_EQ(round.notes.size(), 1U);
    EXPECT_NE(round.notes[0].find(a + " and " + b + " are both of North"), std::string::npos) << round.notes[0];
    for (const auto& player : event.players) {
        EXPECT_EQ(round.notes[0].find(player.name + " (" + std::to_string(player.id) + ")"), std::string::npos)
            << round.notes[0];
    }
    // Swap side b of the club game with the North player of the other game: the old club game is gone, and
    // so is its note; the notes speak of the games as they are now.
    const Pairing& other = round.pairings[clash == &round.pairings[0] ? 1 : 0];
    const PlayerId fromClash = *clash->b;
    const PlayerId fromOther = other.a == 4 ? *other.b : other.a;
    SwissPairer::swapPlayers(event, fromClash, fromOther);
    const auto& notes = event.rounds[0].notes;
    for (const auto& note : notes) {
        EXPECT_EQ(note.find(a + " and " + b + " are both of North"), std::string::npos) << note;
    }
    ASSERT_FALSE(notes.empty());
    EXPECT_EQ(notes.back(),
              "edited by hand: " + event.player(fromClash).name + " and " + event.player(fromOther).name + " swapped");
}

// Issue 31, item 7: the top of the standings paired down says why not to the other leader.
TEST(TournamentEvent, APairDownOfTheLeadersSaysWhy) {
    Event event = testing::makeEvent(4);
    Round first;
    first.number = 1;
    first.pairings = {testing::game(1, 1, 2, testing::win(1)), testing::game(2, 3, 4, testing::win(3))};
    event.rounds = {first};
    // Player 1 and Player 3 lead; the organiser keeps them apart: the pairer pairs both down, and says why.
    event.avoid.push_back({1, 3, "family"});
    SwissPairer::addNextRound(event);
    const auto& notes = event.rounds[1].notes;
    const auto found = std::find_if(notes.begin(), notes.end(), [](const std::string& n) {
        return n.rfind("Player 1 (1.5) is paired down to", 0) == 0;
    });
    ASSERT_NE(found, notes.end()) << ::testing::PrintToString(notes);
    EXPECT_NE(found->find(", not to Player 3 (1.5): kept apart by the organiser"), std::string::npos) << *found;
    // The same round as the organiser might make it: the reasons are a club and a rematch too.
    event.avoid.clear();
    event.players[0].club = "North";
    event.players[2].club = "North";
    Round second;
    second.number = 2;
    second.pairings = {testing::game(1, 1, 4), testing::game(2, 3, 2)};
    const auto club = PairingAssessor::pairDownNotes(event, second);
    ASSERT_EQ(club.size(), 2U);
    EXPECT_EQ(club[0], "Player 1 (1.5) is paired down to Player 4 (0), not to Player 3 (1.5): both of North");
    // Player 1 and Player 3 lead on 2 after drawing in round 2: a round 3 pairing them down says they met.
    event.players[0].club.clear();
    Round drawn;
    drawn.number = 2;
    drawn.pairings = {testing::game(1, 1, 3, testing::win(std::nullopt, Outcome::Draw)),
                      testing::game(2, 2, 4, testing::win(2))};
    event.rounds = {first, drawn};
    const auto rematch = PairingAssessor::pairDownNotes(
        event, Round{3, RoundKind::Swiss, {testing::game(1, 1, 4), testing::game(2, 3, 2)}, {}});
    ASSERT_FALSE(rematch.empty());
    EXPECT_EQ(rematch[0], "Player 1 (2) is paired down to Player 4 (0), not to Player 3 (2): met before");
    // Leaders who meet each other need no note.
    EXPECT_TRUE(PairingAssessor::pairDownNotes(
                    event, Round{2, RoundKind::Swiss, {testing::game(1, 1, 3), testing::game(2, 2, 4)}, {}})
                    .empty());
}

}  // namespace
}  // namespace muster::rules::tournament
