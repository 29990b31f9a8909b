#include "muster/rules/tournament/SwissMatcher.h"

#include <algorithm>
#include <bit>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <unordered_map>

#include "LemonMatching.h"

namespace muster::rules::tournament {

namespace {

using Weight = std::int64_t;
constexpr int kWeightBudgetBits = 58;  // LEMON scales integer duals by 4: keep clear of 2^63
constexpr int kMaxTieBreakBits = 20;
// Up to this many players the graph is complete (exact). Above it, each player is joined to the players
// within kWindow places of them in score order (and the bye vertex to everyone), widening when that graph
// has no perfect matching under the round's constraints: docs/decisions.md measures the loss (none seen).
constexpr std::size_t kCompleteGraphLimit = 300;
constexpr std::size_t kWindow = 24;

int bitsFor(std::uint64_t value) {
    return value == 0 ? 0 : 64 - std::countl_zero(value);
}

std::uint64_t splitmix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27U)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31U);
}

std::uint64_t tieHash(std::uint64_t seed, int round, PlayerId a, PlayerId b) {
    const auto lo = static_cast<std::uint64_t>(std::min(a, b));
    const auto hi = static_cast<std::uint64_t>(std::max(a, b));
    return splitmix(splitmix(splitmix(seed ^ (static_cast<std::uint64_t>(round) << 32U)) ^ lo) ^
                    (hi * 31U + 7U));
}

enum class Level { Strict, NoRematch, All };

// The indexed problem: entrants 0..n-1, and vertex n is the bye when n is odd.
struct Indexed {
    const PairingProblem& problem;
    std::size_t n = 0;
    bool odd = false;
    std::size_t vertices = 0;
    std::vector<char> met;  // n*n: played before
    HalfPoints minScore = 0;
    HalfPoints maxScore = 0;
    std::vector<std::size_t> place;  // each entrant's place in score order (best first)
    std::size_t window = 0;          // join entrants at most this many places apart (n or more: all)

    explicit Indexed(const PairingProblem& p) : problem(p) {
        n = p.entrants.size();
        odd = n % 2 == 1;
        vertices = n + (odd ? 1 : 0);
        std::unordered_map<PlayerId, std::size_t> index;
        index.reserve(n * 2);
        for (std::size_t i = 0; i < n; ++i) {
            if (!index.emplace(p.entrants[i].id, i).second) {
                throw EventError("player " + std::to_string(p.entrants[i].id) +
                                 " appears twice in the pairing");
            }
        }
        met.assign(n * n, 0);
        for (std::size_t i = 0; i < n; ++i) {
            for (PlayerId opp : p.entrants[i].opponents) {
                auto it = index.find(opp);
                if (it == index.end()) continue;
                met[i * n + it->second] = 1;
                met[it->second * n + i] = 1;
            }
        }
        if (n > 0) {
            auto [lo, hi] =
                std::minmax_element(p.entrants.begin(), p.entrants.end(),
                                    [](const Entrant& x, const Entrant& y) { return x.score < y.score; });
            minScore = lo->score;
            maxScore = hi->score;
        }
        std::vector<std::size_t> order(n);
        for (std::size_t i = 0; i < n; ++i) order[i] = i;
        std::vector<std::uint64_t> shuffle(n);
        for (std::size_t i = 0; i < n; ++i) shuffle[i] = tieHash(p.seed, p.round, p.entrants[i].id, 0);
        std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            const auto& ea = p.entrants[a];
            const auto& eb = p.entrants[b];
            if (ea.score != eb.score) return ea.score > eb.score;
            return shuffle[a] != shuffle[b] ? shuffle[a] < shuffle[b] : ea.id < eb.id;
        });
        place.assign(n, 0);
        for (std::size_t k = 0; k < n; ++k) place[order[k]] = k;
        window = (p.completeGraph || (n <= kCompleteGraphLimit && p.window == 0)) ? n
                 : p.window == 0                                                  ? kWindow
                                                                                  : p.window;
    }

    [[nodiscard]] bool isBye(std::size_t v) const { return odd && v == n; }
    [[nodiscard]] bool rematch(std::size_t i, std::size_t j) const { return met[i * n + j] != 0; }
    [[nodiscard]] bool clubClash(std::size_t i, std::size_t j) const {
        const auto& ci = problem.entrants[i].club;
        return !ci.empty() && ci == problem.entrants[j].club;
    }
    // Whether edge (i, j), i < j, may be used at this level.
    [[nodiscard]] bool allowed(Level level, std::size_t i, std::size_t j) const {
        if (isBye(j)) return level != Level::Strict || !problem.entrants[i].hadBye;
        if (window < n && (place[i] > place[j] ? place[i] - place[j] : place[j] - place[i]) > window)
            return false;
        if (level == Level::All) return true;
        return !rematch(i, j);
    }
};

bool hasPerfectMatching(const Indexed& x, Level level) {
    if (level == Level::All && x.window >= x.n) return true;  // complete graph, even vertex count
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                        boost::no_property, boost::no_property, boost::vecS>;
    Graph g(x.vertices);
    for (std::size_t i = 0; i < x.vertices; ++i) {
        for (std::size_t j = i + 1; j < x.vertices; ++j) {
            if (x.allowed(level, i, j)) boost::add_edge(i, j, g);
        }
    }
    std::vector<boost::graph_traits<Graph>::vertex_descriptor> mate(x.vertices);
    boost::edmonds_maximum_cardinality_matching(g, mate.data());
    return boost::matching_size(g, mate.data()) * 2 == x.vertices;
}

// Bit positions of each field of the packed weight.
struct Layout {
    int tieBits = 0;
    int clubShift = 0;
    int closeShift = 0;
    int byeScoreShift = 0;
    int byeEligibleShift = 0;
    int rematchShift = 0;
    int totalBits = 0;
    bool linear = false;
    bool useClub = false;
    bool useByeEligible = false;
    bool useRematch = false;
    std::int64_t spread = 0;  // max score - min score

    [[nodiscard]] std::int64_t closeness(std::int64_t gap) const {
        return linear ? spread - gap : spread * spread - gap * gap;
    }
};

Layout makeLayout(const Indexed& x, Level level) {
    Layout layout;
    layout.spread = x.maxScore - x.minScore;
    layout.useClub = x.problem.avoidSameClub;
    layout.useByeEligible = x.odd && level != Level::Strict;
    layout.useRematch = level == Level::All;
    const auto edges = static_cast<std::uint64_t>(x.vertices / 2);
    const int edgeBits = bitsFor(edges);
    for (int attempt = 0; attempt < 2; ++attempt) {
        layout.linear = attempt == 1;
        const auto perEdgeClose = static_cast<std::uint64_t>(layout.closeness(0));
        const int clubBits = layout.useClub ? edgeBits : 0;
        const int closeBits = bitsFor(perEdgeClose * edges);
        const int byeScoreBits = x.odd ? bitsFor(static_cast<std::uint64_t>(layout.spread)) : 0;
        const int eligibleBits = layout.useByeEligible ? 1 : 0;
        const int rematchBits = layout.useRematch ? edgeBits : 0;
        const int fixed = clubBits + closeBits + byeScoreBits + eligibleBits + rematchBits;
        const int room = kWeightBudgetBits - fixed - edgeBits;
        if (room < 2 && attempt == 0) continue;
        if (room < 0) throw EventError("too many players or too wide a score spread to pair in one round");
        layout.tieBits = std::min(room, kMaxTieBreakBits);
        int shift = layout.tieBits + edgeBits;
        layout.clubShift = shift;
        shift += clubBits;
        layout.closeShift = shift;
        shift += closeBits;
        layout.byeScoreShift = shift;
        shift += byeScoreBits;
        layout.byeEligibleShift = shift;
        shift += eligibleBits;
        layout.rematchShift = shift;
        shift += rematchBits;
        layout.totalBits = shift;
        break;
    }
    return layout;
}

Weight edgeWeight(const Indexed& x, const Layout& layout, std::size_t i, std::size_t j) {
    const PairingProblem& p = x.problem;
    const Entrant& ei = p.entrants[i];
    const std::uint64_t tieMask = layout.tieBits == 0 ? 0 : ((std::uint64_t{1} << layout.tieBits) - 1);
    Weight w = 0;
    if (x.isBye(j)) {
        if (layout.useRematch) w += Weight{1} << layout.rematchShift;
        if (layout.useByeEligible && !ei.hadBye) w += Weight{1} << layout.byeEligibleShift;
        w += static_cast<Weight>(x.maxScore - ei.score) << layout.byeScoreShift;
        w += layout.closeness(0) << layout.closeShift;
        if (layout.useClub) w += Weight{1} << layout.clubShift;
        w += static_cast<Weight>(tieHash(p.seed, p.round, ei.id, -1) & tieMask);
        return w;
    }
    const Entrant& ej = p.entrants[j];
    if (layout.useRematch && !x.rematch(i, j)) w += Weight{1} << layout.rematchShift;
    const std::int64_t gap = std::abs(static_cast<std::int64_t>(ei.score) - ej.score);
    w += layout.closeness(gap) << layout.closeShift;
    if (layout.useClub && !x.clubClash(i, j)) w += Weight{1} << layout.clubShift;
    w += static_cast<Weight>(tieHash(p.seed, p.round, ei.id, ej.id) & tieMask);
    return w;
}

MatchedPair orient(const Entrant& x, const Entrant& y) {
    const bool xFirst = x.score != y.score ? x.score > y.score : x.id < y.id;
    return xFirst ? MatchedPair{x.id, y.id} : MatchedPair{y.id, x.id};
}

}  // namespace

PairingSolution SwissMatcher::solve(const PairingProblem& problem) {
    PairingSolution solution;
    Indexed x(problem);
    if (x.n == 0) {
        solution.strategy = "strict";
        return solution;
    }
    if (x.n == 1) {
        solution.pairs.push_back({problem.entrants[0].id, std::nullopt});
        solution.strategy = "strict";
        solution.criteria = evaluate(problem, solution.pairs);
        return solution;
    }
    // The strictest level with a perfect matching, on the narrowest window that has one.
    const std::size_t firstWindow = x.window;
    auto findWindow = [&](Level level) {
        for (std::size_t w = firstWindow;; w *= 2) {
            x.window = w;
            if (hasPerfectMatching(x, level)) return true;
            if (w >= x.n) return false;
        }
    };
    Level level = Level::All;
    if (findWindow(Level::Strict)) {
        level = Level::Strict;
    } else if (x.odd && findWindow(Level::NoRematch)) {
        level = Level::NoRematch;
    } else {
        x.window = x.n;  // the fewest rematches are searched over every pair
    }
    const Layout layout = makeLayout(x, level);

    const std::size_t maxEdges =
        x.window >= x.n ? x.vertices * (x.vertices - 1) / 2 : x.vertices * (2 * x.window + 1);
    std::vector<std::pair<int, int>> edges;
    std::vector<Weight> weights;
    edges.reserve(maxEdges);
    weights.reserve(maxEdges);
    for (std::size_t i = 0; i < x.vertices; ++i) {
        for (std::size_t j = i + 1; j < x.vertices; ++j) {
            if (!x.allowed(level, i, j)) continue;
            edges.emplace_back(static_cast<int>(i), static_cast<int>(j));
            weights.push_back(edgeWeight(x, layout, i, j));
        }
    }
    const std::vector<int> mates =
        detail::maxWeightPerfectMatching(static_cast<int>(x.vertices), edges, weights);
    if (mates.empty()) {
        // Cannot happen: the level was chosen because a perfect matching exists.
        throw EventError("the pairing graph has no perfect matching (internal error)");
    }
    for (std::size_t i = 0; i < x.n; ++i) {
        const auto j = static_cast<std::size_t>(mates[i]);
        if (x.isBye(j)) {
            solution.pairs.push_back({problem.entrants[i].id, std::nullopt});
        } else if (i < j) {
            solution.pairs.push_back(orient(problem.entrants[i], problem.entrants[j]));
        }
    }
    solution.strategy = level == Level::Strict      ? "strict"
                        : level == Level::NoRematch ? "no-rematch"
                                                    : "fewest-rematches";
    solution.weightBits = layout.totalBits;
    solution.linearGaps = layout.linear;
    solution.edges = edges.size();
    solution.criteria = evaluate(problem, solution.pairs);
    return solution;
}

PairingCriteria SwissMatcher::evaluate(const PairingProblem& problem, const std::vector<MatchedPair>& pairs) {
    std::unordered_map<PlayerId, const Entrant*> byId;
    for (const auto& e : problem.entrants) byId.emplace(e.id, &e);
    auto entrant = [&](PlayerId id) -> const Entrant& {
        auto it = byId.find(id);
        if (it == byId.end())
            throw EventError("player " + std::to_string(id) + " is not in the pairing problem");
        return *it->second;
    };
    PairingCriteria c;
    for (const auto& pair : pairs) {
        const Entrant& a = entrant(pair.a);
        if (!pair.b) {
            c.repeatByes += a.hadBye ? 1 : 0;
            c.byeScore = a.score;
            continue;
        }
        const Entrant& b = entrant(*pair.b);
        if (std::find(a.opponents.begin(), a.opponents.end(), b.id) != a.opponents.end() ||
            std::find(b.opponents.begin(), b.opponents.end(), a.id) != b.opponents.end()) {
            c.rematches += 1;
        }
        const std::int64_t gap = static_cast<std::int64_t>(a.score) - b.score;
        c.squaredGaps += gap * gap;
        if (problem.avoidSameClub && !a.club.empty() && a.club == b.club) c.clubClashes += 1;
    }
    return c;
}

}  // namespace muster::rules::tournament
