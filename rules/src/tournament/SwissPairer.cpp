#include "muster/rules/tournament/SwissPairer.h"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>
#include <tuple>

#include "muster/rules/tournament/PairingChecker.h"

namespace muster::rules::tournament {

namespace {

std::uint64_t mix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27U)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31U);
}

void requireLastRoundFinished(const Event& event) {
    if (event.rounds.empty()) return;
    const Round& last = event.rounds.back();
    const auto open = std::count_if(last.pairings.begin(), last.pairings.end(),
                                    [](const Pairing& p) { return !p.finished(); });
    if (open > 0) {
        throw EventError("round " + std::to_string(last.number) + " still has " + std::to_string(open) +
                         " game(s) without a result");
    }
}

// Round 1 by the organiser's ranks: ranked players first (best first), the rest in seeded random order;
// the lowest-placed player gets the bye; then the top half meets the bottom half in order.
std::vector<MatchedPair> pairByRank(const Event& event, const std::vector<PlayerId>& active,
                                    std::uint64_t seed) {
    std::vector<PlayerId> order = active;
    std::sort(order.begin(), order.end(), [&](PlayerId x, PlayerId y) {
        const Player& px = event.player(x);
        const Player& py = event.player(y);
        if (px.rank.has_value() != py.rank.has_value()) return px.rank.has_value();
        if (px.rank && *px.rank != *py.rank) return *px.rank < *py.rank;
        const auto hx = mix(seed ^ static_cast<std::uint64_t>(x));
        const auto hy = mix(seed ^ static_cast<std::uint64_t>(y));
        return hx != hy ? hx < hy : x < y;
    });
    std::vector<MatchedPair> pairs;
    if (order.size() % 2 == 1) {
        pairs.push_back({order.back(), std::nullopt});
        order.pop_back();
    }
    const std::size_t half = order.size() / 2;
    for (std::size_t i = 0; i < half; ++i) pairs.push_back({order[i], order[i + half]});
    return pairs;
}

}  // namespace

PairingProblem SwissPairer::problemFor(const Event& event, int round, std::uint64_t seed) {
    const ScoreSheet scores(event, round - 1);
    PairingProblem problem;
    problem.avoidSameClub = event.settings.avoidSameClub;
    problem.seed = seed;
    problem.round = round;
    for (const auto& player : event.players) {
        if (!player.activeIn(round)) continue;
        const PlayerTally& t = scores.tally(player.id);
        problem.entrants.push_back({player.id, t.score, t.byes > 0, player.club, t.opponents});
    }
    return problem;
}

Round SwissPairer::pairNextRound(const Event& event, std::optional<std::uint64_t> seed) {
    requireLastRoundFinished(event);
    if (!event.rounds.empty() && event.rounds.back().kind == RoundKind::TopCut) {
        throw EventError("the Swiss rounds are over: the top cut has started");
    }
    const int number = event.nextRoundNumber();
    const std::uint64_t useSeed = seed.value_or(event.settings.seed);
    Round round;
    round.number = number;
    const PairingProblem problem = problemFor(event, number, useSeed);
    if (problem.entrants.empty())
        throw EventError("no active players to pair in round " + std::to_string(number));

    std::vector<MatchedPair> pairs;
    const bool ranked =
        number == 1 && std::any_of(problem.entrants.begin(), problem.entrants.end(),
                                   [&](const Entrant& e) { return event.player(e.id).rank.has_value(); });
    if (ranked) {
        std::vector<PlayerId> active;
        for (const auto& e : problem.entrants) active.push_back(e.id);
        pairs = pairByRank(event, active, useSeed);
        round.notes.push_back("round 1 paired by rank");
    } else {
        const PairingSolution solution = SwissMatcher::solve(problem);
        pairs = solution.pairs;
        if (solution.criteria.rematches > 0) {
            round.notes.push_back(
                "no pairing without rematches exists: " + std::to_string(solution.criteria.rematches) +
                " rematch(es), the fewest possible");
        }
        if (solution.criteria.repeatByes > 0) {
            round.notes.push_back("the bye goes to a player who already had one (no other choice)");
        }
        if (solution.linearGaps) round.notes.push_back("score closeness weighed linearly to fit the weights");
    }
    const ScoreSheet scores(event, number - 1);
    for (const auto& pair : pairs) {
        Pairing pairing;
        pairing.a = pair.a;
        pairing.b = pair.b;
        if (pair.b) {
            if (scores.played(pair.a, *pair.b)) pairing.addFlag("rematch");
            const Player& pa = event.player(pair.a);
            const Player& pb = event.player(*pair.b);
            if (event.settings.avoidSameClub && !pa.club.empty() && pa.club == pb.club)
                pairing.addFlag("club");
        } else if (scores.tally(pair.a).byes > 0) {
            pairing.addFlag("repeat-bye");
        }
        round.pairings.push_back(std::move(pairing));
    }
    assignTables(event, scores, round);
    return round;
}

const Round& SwissPairer::addNextRound(Event& event, std::optional<std::uint64_t> seed) {
    Round round = pairNextRound(event, seed);
    event.rounds.push_back(std::move(round));
    return event.rounds.back();
}

const Round& SwissPairer::repairLastRound(Event& event, std::optional<std::uint64_t> seed) {
    if (event.rounds.empty()) throw EventError("there is no round to pair again");
    const Round& last = event.rounds.back();
    if (last.hasResults()) {
        throw EventError("round " + std::to_string(last.number) +
                         " already has results: it cannot be paired again");
    }
    if (last.kind != RoundKind::Swiss) throw EventError("only Swiss rounds can be paired again");
    Event without = event;
    without.rounds.pop_back();
    Round round = pairNextRound(without, seed);
    round.notes.push_back("paired again");
    event.rounds.back() = std::move(round);
    return event.rounds.back();
}

void SwissPairer::assignTables(const Event& event, const ScoreSheet& scores, Round& round) {
    std::vector<std::size_t> games;
    for (std::size_t i = 0; i < round.pairings.size(); ++i) {
        round.pairings[i].table.reset();
        if (!round.pairings[i].isBye()) games.push_back(i);
    }
    auto key = [&](std::size_t i) {
        const Pairing& p = round.pairings[i];
        const HalfPoints sa = scores.score(p.a);
        const HalfPoints sb = scores.score(*p.b);
        return std::make_tuple(-std::max(sa, sb), -std::min(sa, sb), std::min(p.a, *p.b));
    };
    std::stable_sort(games.begin(), games.end(),
                     [&](std::size_t x, std::size_t y) { return key(x) < key(y); });
    std::set<int> taken;
    for (std::size_t i : games) {
        Pairing& p = round.pairings[i];
        std::optional<int> fixed;
        for (PlayerId id : {p.a, *p.b}) {
            const Player* player = event.findPlayer(id);
            if (player != nullptr && player->fixedTable && !fixed) fixed = player->fixedTable;
        }
        if (!fixed) continue;
        if (taken.insert(*fixed).second) {
            p.table = fixed;
        } else {
            p.addFlag("table-conflict");
        }
    }
    int next = 1;
    for (std::size_t i : games) {
        Pairing& p = round.pairings[i];
        if (p.table) continue;
        while (taken.count(next) > 0) ++next;
        p.table = next;
        taken.insert(next);
    }
    // Games in table order, the bye last.
    std::stable_sort(round.pairings.begin(), round.pairings.end(), [](const Pairing& x, const Pairing& y) {
        if (x.isBye() != y.isBye()) return !x.isBye();
        return x.table.value_or(0) < y.table.value_or(0);
    });
}

std::vector<std::string> SwissPairer::swapPlayers(Event& event, PlayerId first, PlayerId second) {
    if (event.rounds.empty()) throw EventError("there is no round to edit");
    Round& round = event.rounds.back();
    if (round.hasResults()) {
        throw EventError("round " + std::to_string(round.number) +
                         " already has results: its pairings are fixed");
    }
    if (first == second) throw EventError("swap needs two different players");
    Pairing* pf = round.pairingOf(first);
    Pairing* ps = round.pairingOf(second);
    if (pf == nullptr || ps == nullptr) {
        throw EventError("player " + std::to_string(pf == nullptr ? first : second) +
                         " is not paired in round " + std::to_string(round.number));
    }
    if (pf == ps) throw EventError("the two players already play each other");
    auto replace = [](Pairing& p, PlayerId from, PlayerId to) {
        if (p.a == from) {
            p.a = to;
        } else {
            p.b = to;
        }
    };
    replace(*pf, first, second);
    replace(*ps, second, first);
    for (Pairing* p : {pf, ps}) {
        auto& flags = p->flags;
        flags.erase(
            std::remove_if(flags.begin(), flags.end(), [](const std::string& f) { return f != "manual"; }),
            flags.end());
        p->addFlag("manual");
    }
    const auto violations = PairingChecker::checkRound(event, round);
    std::vector<std::string> messages;
    for (const auto& v : violations) {
        messages.push_back(v.message);
        for (Pairing* p : {pf, ps}) {
            const bool mine =
                std::any_of(v.players.begin(), v.players.end(), [&](PlayerId id) { return p->involves(id); });
            if (mine) p->addFlag(std::string(violationName(v.kind)));
        }
    }
    return messages;
}

}  // namespace muster::rules::tournament
