// Property tests over thousands of seeded random events: every active player exactly once per round, no
// avoidable rematch, the bye to a lowest-score player without one; and the windowed graph of large events
// against the complete graph.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>

#include "TournamentTestSupport.h"
#include "muster/rules/tournament/PairingAssessor.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/SwissMatcher.h"
#include "muster/rules/tournament/SwissPairer.h"

namespace muster::rules::tournament {
namespace {

using testing::makeEvent;
using testing::playLastRound;

// Whether the players can be paired with no rematch and the bye (if any) to one of `byeCandidates`.
bool rematchFreeExists(const std::vector<PlayerId>& players, const ScoreSheet& sheet,
                       const std::vector<PlayerId>& byeCandidates) {
    std::vector<bool> used(players.size(), false);
    std::function<bool(bool)> recurse = [&](bool byeLeft) -> bool {
        std::size_t first = 0;
        while (first < players.size() && used[first]) ++first;
        if (first == players.size()) return !byeLeft;
        used[first] = true;
        if (byeLeft && std::find(byeCandidates.begin(), byeCandidates.end(), players[first]) != byeCandidates.end() &&
            recurse(false)) {
            used[first] = false;
            return true;
        }
        for (std::size_t j = first + 1; j < players.size(); ++j) {
            if (used[j] || sheet.played(players[first], players[j])) continue;
            used[j] = true;
            const bool ok = recurse(byeLeft);
            used[j] = false;
            if (ok) {
                used[first] = false;
                return true;
            }
        }
        used[first] = false;
        return false;
    };
    return recurse(players.size() % 2 == 1);
}

// Thousands of seeded simulated events (clubs, byes, drops, late entries, drops taken back, pairs kept
// apart, ranked rounds 1, pinned games and byes, rounds paired again): every active player exactly once per
// round, and every round `pair` makes passes the pairings checker (the one definition of avoidable), with
// the brute force agreeing where the checker says a rematch could not be avoided.
TEST(PairingProperty, EveryRoundThePairerMakesPassesTheChecker) {
    std::mt19937_64 rng(5150);
    int events = 0;
    int rounds = 0;
    int roundsWithRematch = 0;
    int notesNamingAnAlternative = 0;
    int pinnedRounds = 0;
    int repairedRounds = 0;
    const int eventCount = 2000 / testing::kCaseDivisor;
    for (int e = 0; e < eventCount; ++e) {
        const int players = 3 + static_cast<int>(rng() % 16);  // 3..18
        Event event = makeEvent(players, static_cast<int>(rng() % 4), rng());
        event.settings.avoidSameClub = rng() % 4 != 0;
        if (rng() % 5 == 0) {  // a ranked round 1
            for (auto& p : event.players) {
                if (rng() % 3 != 0) p.rank = 1 + static_cast<int>(rng() % 20);
            }
        }
        if (rng() % 4 == 0 && players >= 4) event.avoid.push_back({1, 2, "family"});
        const int roundCount = 2 + static_cast<int>(rng() % 5);
        for (int r = 1; r <= roundCount; ++r) {
            if (r > 1 && rng() % 6 == 0) {  // a drop
                auto active = event.activePlayers(r);
                if (active.size() > 2) event.dropPlayer(active[rng() % active.size()]);
            }
            if (r > 2 && rng() % 10 == 0) {  // a drop taken back
                for (const auto& p : event.players) {
                    if (p.dropped) {
                        event.undoDrop(p.id);
                        break;
                    }
                }
            }
            if (r > 1 && rng() % 8 == 0) {  // a late entry
                Player late;
                late.name = testing::label("Late ", r);
                late.club = rng() % 2 == 0 ? "Club 1" : "";
                event.settings.lateEntryScore = static_cast<HalfPoints>(rng() % 3);
                event.addPlayer(late);
            }
            PairOptions options;
            const auto active = event.activePlayers(r);
            if (rng() % 7 == 0 && active.size() >= 4) {  // the organiser pins a game or picks the bye
                ++pinnedRounds;
                if (active.size() % 2 == 1) {
                    options.byeTo = active[rng() % active.size()];
                } else {
                    options.pins.push_back({active[0], active[active.size() - 1]});
                }
            }
            SwissPairer::addNextRound(event, options);
            if (rng() % 9 == 0) {  // paired again, with half the results in
                auto& round = event.rounds.back();
                for (std::size_t i = 0; i < round.pairings.size(); i += 2) {
                    auto& p = round.pairings[i];
                    if (!p.isBye()) p.result = testing::win(p.a, Outcome::Capture, {1, 0}, {3, 1});
                }
                PairOptions again;
                again.seed = rng();
                ASSERT_TRUE(SwissPairer::repairLastRound(event, again).discarded.empty());
                ++repairedRounds;
            }
            const Round& round = event.rounds.back();
            ++rounds;
            const ScoreSheet before(event, r - 1);
            // Every active player exactly once.
            std::map<PlayerId, int> seen;
            for (const auto& p : round.pairings) {
                seen[p.a] += 1;
                if (p.b) seen[*p.b] += 1;
            }
            ASSERT_EQ(seen.size(), active.size()) << "event " << e << " round " << r;
            for (PlayerId id : active) ASSERT_EQ(seen[id], 1) << "event " << e << " round " << r << " player " << id;

            const PairingCheck check = PairingChecker::checkRound(event, r);
            for (const auto& v : check.violations) {
                ADD_FAILURE() << "event " << e << " round " << r << ": " << violationName(v.kind) << ": " << v.message;
            }
            if (!check.violations.empty()) {
                const auto a = PairingAssessor::assess(event, round);
                for (const auto& [c, v] : a.criteria.ordered()) std::cerr << criterionName(c) << "=" << v << " ";
                std::cerr << "\nbest: ";
                for (const auto& [c, v] : a.best.ordered()) std::cerr << criterionName(c) << "=" << v << " ";
                std::cerr << "\n";
                for (const auto& en : a.problem.entrants)
                    std::cerr << en.id << " rank " << en.rankPlace << " bye " << en.byePlace << " club " << en.club
                              << "\n";
                for (const auto& p : round.pairings)
                    std::cerr << p.a << " v " << (p.b ? std::to_string(*p.b) : "-") << "\n";
                return;
            }
            bool rematch = false;
            for (const auto& note : check.notes) {
                rematch = rematch || note.kind == PairingViolation::Kind::Rematch;
                const bool pinned = note.message.find("pinned by the organiser") != std::string::npos ||
                                    note.message.find("kept when the round") != std::string::npos;
                if (pinned) continue;
                ASSERT_NE(note.message.find("(no other choice"), std::string::npos) << note.message;
                if (note.message.find("avoiding it needs") != std::string::npos) ++notesNamingAnAlternative;
            }
            const bool fixedGames = std::any_of(round.pairings.begin(), round.pairings.end(), [](const Pairing& p) {
                return p.hasFlag("pinned") || p.hasFlag("kept");
            });
            if (rematch && !fixedGames && event.avoid.empty()) {
                ++roundsWithRematch;
                ASSERT_FALSE(rematchFreeExists(active, before, active))
                    << "a rematch noted as unavoidable could be avoided, event " << e << " round " << r;
            }
            playLastRound(event, rng);
        }
        ++events;
    }
    EXPECT_EQ(events, eventCount);
    EXPECT_GT(rounds, eventCount * 3);
    EXPECT_GT(roundsWithRematch, 0);  // the generator does reach forced rematches
    EXPECT_GT(notesNamingAnAlternative, 0);
    EXPECT_GT(pinnedRounds, 0);
    EXPECT_GT(repairedRounds, 0);
}

// A hand-made round with an avoidable rematch, club meeting or bye is a violation that says it was
// avoidable; the same flaw in a round where nothing better exists is a note that names the alternative.
TEST(PairingProperty, AvoidableFlawsAreViolationsAndUnavoidableOnesNotes) {
    Event event = makeEvent(4);
    Round r1;
    r1.number = 1;
    r1.pairings = {testing::game(1, 1, 2, testing::win(1, Outcome::Capture, {}, {})),
                   testing::game(2, 3, 4, testing::win(3, Outcome::Capture, {}, {}))};
    event.rounds.push_back(r1);
    Round rematch;
    rematch.number = 2;
    rematch.pairings = {testing::game(1, 1, 2), testing::game(2, 3, 4)};
    event.rounds.push_back(rematch);
    const PairingCheck avoidable = PairingChecker::checkRound(event, 2);
    ASSERT_EQ(avoidable.violations.size(), 2U);
    EXPECT_NE(avoidable.violations[0].message.find("avoidable: a pairing with 0 rematch instead of 2"),
              std::string::npos)
        << avoidable.violations[0].message;

    // Three players who all met: the bye player is fixed by the rematches; the third round's rematch is
    // unavoidable and the note says what avoiding it would cost.
    Event three = makeEvent(3);
    for (int r = 1; r <= 3; ++r) {
        SwissPairer::addNextRound(three);
        for (auto& p : three.rounds.back().pairings) {
            if (!p.isBye()) p.result = testing::win(p.a, Outcome::Capture, {}, {});
        }
    }
    SwissPairer::addNextRound(three);
    const PairingCheck forced = PairingChecker::checkRound(three, 4);
    EXPECT_TRUE(forced.violations.empty());
    bool named = false;
    for (const auto& note : forced.notes) {
        named = named || note.message.find("no other choice: avoiding it needs") != std::string::npos;
    }
    EXPECT_TRUE(named);
}

TEST(PairingProperty, WindowedGraphMatchesCompleteGraph) {
    std::mt19937_64 rng(77);
    int compared = 0;
    const int eventCount = 30 / testing::kCaseDivisor;
    for (int e = 0; e < eventCount; ++e) {
        const int players = 40 + static_cast<int>(rng() % 21);
        Event event = makeEvent(players, 5, rng());
        for (int r = 1; r <= 5; ++r) {
            PairingProblem windowed = SwissPairer::problemFor(event, r, event.settings.seed);
            windowed.window = 8;
            PairingProblem complete = windowed;
            complete.completeGraph = true;
            const auto a = SwissMatcher::solve(windowed);
            const auto b = SwissMatcher::solve(complete);
            ASSERT_EQ(a.criteria, b.criteria) << "event " << e << " round " << r;
            EXPECT_LT(a.edges, b.edges);
            ++compared;
            SwissPairer::addNextRound(event);
            playLastRound(event, rng);
        }
    }
    EXPECT_EQ(compared, eventCount * 5);
}

}  // namespace
}  // namespace muster::rules::tournament
