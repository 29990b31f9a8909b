// Property tests over thousands of seeded random events: every active player exactly once per round, no
// avoidable rematch, the bye to a lowest-score player without one; and the windowed graph of large events
// against the complete graph.
#include <gtest/gtest.h>

#include <algorithm>
#include <functional>
#include <map>
#include <random>

#include "TournamentTestSupport.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/SwissMatcher.h"

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
        if (byeLeft &&
            std::find(byeCandidates.begin(), byeCandidates.end(), players[first]) != byeCandidates.end() &&
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

TEST(PairingProperty, ThousandsOfRandomEvents) {
    std::mt19937_64 rng(5150);
    int events = 0;
    int rounds = 0;
    int roundsWithRematch = 0;
    const int eventCount = 2000 / testing::kCaseDivisor;
    for (int e = 0; e < eventCount; ++e) {
        const int players = 3 + static_cast<int>(rng() % 14);  // 3..16
        Event event = makeEvent(players, static_cast<int>(rng() % 4), rng());
        event.settings.avoidSameClub = rng() % 2 == 0;
        const int roundCount = 2 + static_cast<int>(rng() % 5);
        for (int r = 1; r <= roundCount; ++r) {
            if (r > 1 && rng() % 6 == 0) {  // a drop
                auto active = event.activePlayers(r);
                if (active.size() > 2) event.dropPlayer(active[rng() % active.size()]);
            }
            if (r > 1 && rng() % 8 == 0) {  // a late entry
                Player late;
                late.name = "Late";
                event.settings.lateEntryScore = static_cast<HalfPoints>(rng() % 3);
                event.addPlayer(late);
            }
            const Round& round = SwissPairer::addNextRound(event);
            ++rounds;
            const ScoreSheet before(event, r - 1);
            // Every active player exactly once.
            std::map<PlayerId, int> seen;
            for (const auto& p : round.pairings) {
                seen[p.a] += 1;
                if (p.b) seen[*p.b] += 1;
            }
            const auto active = event.activePlayers(r);
            ASSERT_EQ(seen.size(), active.size()) << "event " << e << " round " << r;
            for (PlayerId id : active)
                ASSERT_EQ(seen[id], 1) << "event " << e << " round " << r << " player " << id;

            const auto violations = PairingChecker::checkRound(event, r);
            const bool rematch = std::any_of(
                violations.begin(), violations.end(),
                [](const PairingViolation& v) { return v.kind == PairingViolation::Kind::Rematch; });
            std::vector<PlayerId> withoutBye;
            for (PlayerId id : active) {
                if (before.tally(id).byes == 0) withoutBye.push_back(id);
            }
            if (rematch) {
                ++roundsWithRematch;
                ASSERT_FALSE(rematchFreeExists(active, before, active))
                    << "avoidable rematch, event " << e << " round " << r;
            }
            // The bye: to a lowest-score player without one, unless that would force a rematch.
            for (const auto& p : round.pairings) {
                if (!p.isBye() || rematch) continue;
                if (withoutBye.empty()) continue;
                HalfPoints lowest = before.score(withoutBye.front());
                for (PlayerId id : withoutBye) lowest = std::min(lowest, before.score(id));
                std::vector<PlayerId> ideal;
                for (PlayerId id : withoutBye) {
                    if (before.score(id) == lowest) ideal.push_back(id);
                }
                const bool isIdeal = std::find(ideal.begin(), ideal.end(), p.a) != ideal.end();
                if (!isIdeal) {
                    ASSERT_FALSE(rematchFreeExists(active, before, ideal))
                        << "bye to " << p.a << " avoidably, event " << e << " round " << r;
                }
            }
            playLastRound(event, rng);
        }
        ++events;
    }
    EXPECT_EQ(events, eventCount);
    EXPECT_GT(rounds, eventCount * 3);
    EXPECT_GT(roundsWithRematch, 0);  // the generator does reach forced rematches
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
