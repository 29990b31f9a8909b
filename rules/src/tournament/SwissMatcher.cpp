#include "muster/rules/tournament/SwissMatcher.h"

#include <algorithm>
#include <bit>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/max_cardinality_matching.hpp>
#include <set>
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

constexpr char kMet = 1;        // played (or paired) before
constexpr char kApart = 2;      // the organiser keeps them apart
constexpr char kForbidden = 4;  // a hard limit of this problem

int bitsFor(std::uint64_t value) {
    return value == 0 ? 0 : 64 - std::countl_zero(value);
}

std::uint64_t splitmix(std::uint64_t x) {
    x += 0x9E3779B97F4A7C15ULL;
    x = (x ^ (x >> 30U)) * 0xBF58476D1CE4E5B9ULL;
    x = (x ^ (x >> 27U)) * 0x94D049BB133111EBULL;
    return x ^ (x >> 31U);
}

std::uint64_t tieHash(std::uint64_t seed, int round, std::uint64_t a, std::uint64_t b) {
    const auto lo = std::min(a, b);
    const auto hi = std::max(a, b);
    return splitmix(splitmix(splitmix(seed ^ (static_cast<std::uint64_t>(round) << 32U)) ^ lo) ^ (hi * 31U + 7U));
}

constexpr std::uint64_t kByeKey = 0xB7EB7EB7EB7EB7E1ULL;

std::uint64_t keyOf(const Entrant& e) {
    return e.key != 0 ? e.key : splitmix(static_cast<std::uint64_t>(e.id) ^ 0x5157A1B2C3D4E5F6ULL);
}

// Which limits the graph enforces by leaving edges out, strictest first.
enum class Level { Strict, NoRematch, Apart, All };

// The fold of a ranked round 1: how far a game is from "place p against place p + half".
std::int64_t foldDeviation(int placeA, int placeB, int half) {
    return std::abs(std::abs(placeA - placeB) - half);
}

// The indexed problem: entrants 0..n-1, and vertex n is the bye when n is odd.
struct Indexed {
    const PairingProblem& problem;
    std::size_t n = 0;
    bool odd = false;
    std::size_t vertices = 0;
    // kMet | kApart | kForbidden of the pairs that have any (a few per player: the pairs that met before, that are
    // kept apart, that a search forbids), by pairKey. A table of n*n marks took 10 GB for 100,000 players.
    std::unordered_map<std::uint64_t, char> marks;
    std::vector<char> byeForbidden;
    std::vector<std::uint64_t> keys;
    bool hardLimits = false;
    HalfPoints minScore = 0;
    HalfPoints maxScore = 0;
    int maxByePlace = 0;
    int foldHalf = 0;
    std::vector<std::size_t> order;  // the entrants in score order (best first), or fold order
    std::vector<std::size_t> place;  // each entrant's place in that order
    std::size_t window = 0;          // join entrants at most this many places apart (n or more: all)

    explicit Indexed(const PairingProblem& p) : problem(p) {
        n = p.entrants.size();
        odd = n % 2 == 1;
        vertices = n + (odd ? 1 : 0);
        std::unordered_map<PlayerId, std::size_t> index;
        index.reserve(n * 2);
        for (std::size_t i = 0; i < n; ++i) {
            if (!index.emplace(p.entrants[i].id, i).second) {
                throw EventError("player " + std::to_string(p.entrants[i].id) + " appears twice in the pairing");
            }
        }
        auto mark = [&](PlayerId a, PlayerId b, char flag) {
            auto ia = index.find(a);
            auto ib = index.find(b);
            if (ia == index.end() || ib == index.end()) return;
            marks[pairKey(ia->second, ib->second)] |= flag;
        };
        for (std::size_t i = 0; i < n; ++i) {
            for (PlayerId opp : p.entrants[i].opponents) mark(p.entrants[i].id, opp, kMet);
        }
        for (const auto& [a, b] : p.mustNotMeet) mark(a, b, kApart);
        for (const auto& [a, b] : p.forbiddenPairs) mark(a, b, kForbidden);
        byeForbidden.assign(n, 0);
        for (PlayerId id : p.forbiddenByes) {
            if (auto it = index.find(id); it != index.end()) byeForbidden[it->second] = 1;
        }
        hardLimits = !p.forbiddenPairs.empty() || !p.forbiddenByes.empty();
        keys.resize(n);
        for (std::size_t i = 0; i < n; ++i) keys[i] = keyOf(p.entrants[i]);
        if (n > 0) {
            auto [lo, hi] = std::minmax_element(p.entrants.begin(), p.entrants.end(),
                                                [](const Entrant& x, const Entrant& y) { return x.score < y.score; });
            minScore = lo->score;
            maxScore = hi->score;
            for (const auto& e : p.entrants) maxByePlace = std::max(maxByePlace, e.byePlace);
        }
        foldHalf = static_cast<int>(n / 2);
        order.resize(n);
        for (std::size_t i = 0; i < n; ++i) order[i] = i;
        std::vector<std::uint64_t> shuffle(n);
        for (std::size_t i = 0; i < n; ++i) shuffle[i] = tieHash(p.seed, p.round, keys[i], 0);
        if (p.rankedRoundOne) {
            // Ideal partners next to each other: places 0, half, 1, half + 1, ...
            auto foldOrder = [this](int rank) {
                if (foldHalf == 0 || rank >= 2 * foldHalf) return 2 * foldHalf + rank;
                return rank < foldHalf ? 2 * rank : 2 * (rank - foldHalf) + 1;
            };
            std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
                const int fa = foldOrder(p.entrants[a].rankPlace);
                const int fb = foldOrder(p.entrants[b].rankPlace);
                return fa != fb ? fa < fb : shuffle[a] < shuffle[b];
            });
        } else {
            std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
                const auto& ea = p.entrants[a];
                const auto& eb = p.entrants[b];
                if (ea.score != eb.score) return ea.score > eb.score;
                return shuffle[a] != shuffle[b] ? shuffle[a] < shuffle[b] : keys[a] < keys[b];
            });
        }
        place.assign(n, 0);
        for (std::size_t k = 0; k < n; ++k) place[order[k]] = k;
        window = (p.completeGraph || (n <= kCompleteGraphLimit && p.window == 0)) ? n
                 : p.window == 0                                                  ? kWindow
                                                                                  : p.window;
    }

    [[nodiscard]] bool isBye(std::size_t v) const { return odd && v == n; }
    [[nodiscard]] std::uint64_t pairKey(std::size_t i, std::size_t j) const {
        return static_cast<std::uint64_t>(std::min(i, j)) * n + std::max(i, j);
    }
    [[nodiscard]] bool has(std::size_t i, std::size_t j, char flag) const {
        const auto it = marks.find(pairKey(i, j));
        return it != marks.end() && (it->second & flag) != 0;
    }
    // The pairs (i, j), i < j, the graph may join at the current window, in the order of i then j: every pair on
    // the complete graph, else the players at most `window` places apart in score order and each player with
    // the bye vertex. Linear in the players on the window graph (it was quadratic: every pair was looked at).
    [[nodiscard]] std::vector<std::pair<std::size_t, std::size_t>> candidatePairs() const {
        std::vector<std::pair<std::size_t, std::size_t>> pairs;
        if (window >= n) {
            pairs.reserve(vertices * (vertices - 1) / 2);
            for (std::size_t i = 0; i < vertices; ++i) {
                for (std::size_t j = i + 1; j < vertices; ++j) pairs.emplace_back(i, j);
            }
            return pairs;
        }
        pairs.reserve(n * (window + (odd ? 1 : 0)));
        for (std::size_t k = 0; k < n; ++k) {
            for (std::size_t d = 1; d <= window && k + d < n; ++d) {
                pairs.emplace_back(std::min(order[k], order[k + d]), std::max(order[k], order[k + d]));
            }
            if (odd) pairs.emplace_back(order[k], n);
        }
        std::sort(pairs.begin(), pairs.end());
        return pairs;
    }
    [[nodiscard]] bool clubClash(std::size_t i, std::size_t j) const {
        const auto& ci = problem.entrants[i].club;
        return !ci.empty() && ci == problem.entrants[j].club;
    }
    // Whether edge (i, j), i < j, may be used at this level.
    [[nodiscard]] bool allowed(Level level, std::size_t i, std::size_t j) const {
        if (isBye(j)) return byeForbidden[i] == 0 && (level != Level::Strict || !problem.entrants[i].hadBye);
        if (window < n && (place[i] > place[j] ? place[i] - place[j] : place[j] - place[i]) > window) return false;
        if (has(i, j, kForbidden)) return false;
        switch (level) {
            case Level::All:
                return true;
            case Level::Apart:
                return !has(i, j, kApart);
            case Level::Strict:
            case Level::NoRematch:
                return !has(i, j, kApart | kMet);
        }
        return true;
    }
};

bool hasPerfectMatching(const Indexed& x, Level level) {
    if (level == Level::All && x.window >= x.n && !x.hardLimits) return true;  // complete graph
    using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS, boost::no_property,
                                        boost::no_property, boost::no_property, boost::vecS>;
    Graph g(x.vertices);
    for (const auto& [i, j] : x.candidatePairs()) {
        if (x.allowed(level, i, j)) boost::add_edge(i, j, g);
    }
    std::vector<boost::graph_traits<Graph>::vertex_descriptor> mate(x.vertices);
    boost::edmonds_maximum_cardinality_matching(g, mate.data());
    return boost::matching_size(g, mate.data()) * 2 == x.vertices;
}

// One packed field of the weight: where it starts and whether it is used.
struct Field {
    int shift = 0;
    bool used = false;
};

struct Layout {
    int tieBits = 0;
    Field club, closeness, fold, byePlace, byeEligible, rematch, apart;
    int totalBits = 0;
    bool linear = false;
    std::int64_t spread = 0;  // max score - min score

    [[nodiscard]] std::int64_t closenessOf(std::int64_t gap) const {
        return linear ? spread - gap : spread * spread - gap * gap;
    }
};

Layout makeLayout(const Indexed& x, Level level) {
    Layout layout;
    layout.spread = x.maxScore - x.minScore;
    const bool ranked = x.problem.rankedRoundOne;
    const auto edges = static_cast<std::uint64_t>(x.vertices / 2);
    const int edgeBits = bitsFor(edges);
    const auto maxFold = static_cast<std::uint64_t>(x.n);
    for (int attempt = 0; attempt < 2; ++attempt) {
        layout.linear = attempt == 1;
        // Fields from the lowest to the highest priority, with their widths.
        struct Slot {
            Field* field;
            bool used;
            int bits;
        };
        const int clubBits = edgeBits;
        const int closeBits = bitsFor(static_cast<std::uint64_t>(layout.closenessOf(0)) * edges);
        const int foldBits = bitsFor(maxFold * edges);
        std::vector<Slot> slots;
        if (ranked) {
            slots.push_back({&layout.fold, true, foldBits});
            slots.push_back({&layout.club, x.problem.avoidSameClub, clubBits});
        } else {
            slots.push_back({&layout.club, x.problem.avoidSameClub, clubBits});
            slots.push_back({&layout.closeness, true, closeBits});
        }
        slots.push_back({&layout.byePlace, x.odd, bitsFor(static_cast<std::uint64_t>(x.maxByePlace))});
        slots.push_back({&layout.byeEligible, x.odd && level != Level::Strict, 1});
        slots.push_back({&layout.rematch, level == Level::All || level == Level::Apart, edgeBits});
        slots.push_back({&layout.apart, level == Level::All, edgeBits});
        int fixed = 0;
        for (const auto& slot : slots) fixed += slot.used ? slot.bits : 0;
        const int room = kWeightBudgetBits - fixed - edgeBits;
        if (room < 2 && attempt == 0 && !ranked) continue;
        if (room < 0) throw EventError("too many players or too wide a score spread to pair in one round");
        layout.tieBits = std::min(room, kMaxTieBreakBits);
        int shift = layout.tieBits + edgeBits;
        for (auto& slot : slots) {
            slot.field->used = slot.used;
            slot.field->shift = shift;
            if (slot.used) shift += slot.bits;
        }
        layout.totalBits = shift;
        break;
    }
    return layout;
}

Weight edgeWeight(const Indexed& x, const Layout& layout, std::size_t i, std::size_t j) {
    const PairingProblem& p = x.problem;
    const Entrant& ei = p.entrants[i];
    const std::uint64_t tieMask = layout.tieBits == 0 ? 0 : ((std::uint64_t{1} << layout.tieBits) - 1);
    auto add = [](Weight& w, const Field& field, std::int64_t value) {
        if (field.used) w += value << field.shift;
    };
    Weight w = 0;
    const auto maxFold = static_cast<std::int64_t>(x.n);
    if (x.isBye(j)) {
        add(w, layout.apart, 1);
        add(w, layout.rematch, 1);
        add(w, layout.byeEligible, ei.hadBye ? 0 : 1);
        add(w, layout.byePlace, x.maxByePlace - ei.byePlace);
        add(w, layout.closeness, layout.closenessOf(0));
        add(w, layout.club, 1);
        add(w, layout.fold, maxFold);
        w += static_cast<Weight>(tieHash(p.seed, p.round, x.keys[i], kByeKey) & tieMask);
        return w;
    }
    const Entrant& ej = p.entrants[j];
    add(w, layout.apart, x.has(i, j, kApart) ? 0 : 1);
    add(w, layout.rematch, x.has(i, j, kMet) ? 0 : 1);
    add(w, layout.closeness, layout.closenessOf(std::abs(static_cast<std::int64_t>(ei.score) - ej.score)));
    add(w, layout.club, x.clubClash(i, j) ? 0 : 1);
    add(w, layout.fold, maxFold - foldDeviation(ei.rankPlace, ej.rankPlace, x.foldHalf));
    w += static_cast<Weight>(tieHash(p.seed, p.round, x.keys[i], x.keys[j]) & tieMask);
    return w;
}

MatchedPair orient(const Entrant& x, const Entrant& y, bool ranked) {
    bool xFirst = false;
    if (x.score != y.score) {
        xFirst = x.score > y.score;
    } else if (ranked && x.rankPlace != y.rankPlace) {
        xFirst = x.rankPlace < y.rankPlace;
    } else {
        xFirst = keyOf(x) != keyOf(y) ? keyOf(x) < keyOf(y) : x.id < y.id;
    }
    return xFirst ? MatchedPair{x.id, y.id} : MatchedPair{y.id, x.id};
}

}  // namespace

std::string_view criterionName(Criterion criterion) {
    switch (criterion) {
        case Criterion::AvoidedMeetings:
            return "kept-apart";
        case Criterion::Rematches:
            return "rematch";
        case Criterion::RepeatByes:
            return "repeat-bye";
        case Criterion::ByePlace:
            return "bye-not-lowest";
        case Criterion::ScoreGaps:
            return "score-gap";
        case Criterion::ClubClashes:
            return "club";
        case Criterion::RankFold:
            return "rank-fold";
    }
    return "rematch";
}

std::vector<std::pair<Criterion, std::int64_t>> PairingCriteria::ordered() const {
    std::vector<std::pair<Criterion, std::int64_t>> out{{Criterion::AvoidedMeetings, avoidedMeetings},
                                                        {Criterion::Rematches, rematches},
                                                        {Criterion::RepeatByes, repeatByes},
                                                        {Criterion::ByePlace, byePlace}};
    if (rankedRoundOne) {
        out.emplace_back(Criterion::ClubClashes, clubClashes);
        out.emplace_back(Criterion::RankFold, foldDeviation);
    } else {
        out.emplace_back(Criterion::ScoreGaps, squaredGaps);
        out.emplace_back(Criterion::ClubClashes, clubClashes);
    }
    return out;
}

std::int64_t PairingCriteria::value(Criterion criterion) const {
    for (const auto& [c, v] : ordered()) {
        if (c == criterion) return v;
    }
    return 0;
}

bool PairingCriteria::betterThan(const PairingCriteria& other) const {
    const auto mine = ordered();
    const auto theirs = other.ordered();
    for (std::size_t k = 0; k < mine.size() && k < theirs.size(); ++k) {
        if (mine[k].second != theirs[k].second) return mine[k].second < theirs[k].second;
    }
    return false;
}

PairingSolution SwissMatcher::solve(const PairingProblem& problem) {
    PairingSolution solution;
    Indexed x(problem);
    solution.criteria.rankedRoundOne = problem.rankedRoundOne;
    if (x.n == 0) {
        solution.strategy = "strict";
        return solution;
    }
    if (x.n == 1) {
        solution.feasible = x.byeForbidden[0] == 0;
        if (solution.feasible) solution.pairs.push_back({problem.entrants[0].id, std::nullopt});
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
    } else if (!problem.mustNotMeet.empty() && findWindow(Level::Apart)) {
        level = Level::Apart;
    } else {
        // The fewest rematches: searched over every pair when the complete graph is small enough to weigh (it
        // took 8.5 s for 1,000 players), else over the window graph, widened until the round can be paired.
        bool feasible = true;
        if (x.n <= kCompleteGraphLimit || problem.completeGraph) {
            x.window = x.n;
            feasible = !x.hardLimits || hasPerfectMatching(x, Level::All);
        } else {
            feasible = findWindow(Level::All);
        }
        if (!feasible) {
            solution.feasible = false;
            solution.strategy = "infeasible";
            return solution;
        }
    }
    const Layout layout = makeLayout(x, level);

    const auto candidates = x.candidatePairs();
    std::vector<std::pair<int, int>> edges;
    std::vector<Weight> weights;
    edges.reserve(candidates.size());
    weights.reserve(candidates.size());
    for (const auto& [i, j] : candidates) {
        if (!x.allowed(level, i, j)) continue;
        edges.emplace_back(static_cast<int>(i), static_cast<int>(j));
        weights.push_back(edgeWeight(x, layout, i, j));
    }
    const std::vector<int> mates = detail::maxWeightPerfectMatching(static_cast<int>(x.vertices), edges, weights);
    if (mates.empty()) {
        // Cannot happen: the level was chosen because a perfect matching exists.
        throw EventError("the pairing graph has no perfect matching (internal error)");
    }
    for (std::size_t i = 0; i < x.n; ++i) {
        const auto j = static_cast<std::size_t>(mates[i]);
        if (x.isBye(j)) {
            solution.pairs.push_back({problem.entrants[i].id, std::nullopt});
        } else if (i < j) {
            solution.pairs.push_back(orient(problem.entrants[i], problem.entrants[j], problem.rankedRoundOne));
        }
    }
    solution.strategy = level == Level::Strict      ? "strict"
                        : level == Level::NoRematch ? "no-rematch"
                        : level == Level::Apart     ? "apart"
                                                    : "weighted";
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
        if (it == byId.end()) throw EventError("player " + std::to_string(id) + " is not in the pairing problem");
        return *it->second;
    };
    std::set<std::pair<PlayerId, PlayerId>> keptApart;
    for (const auto& [a, b] : problem.mustNotMeet) keptApart.emplace(std::min(a, b), std::max(a, b));
    auto apart = [&](PlayerId a, PlayerId b) { return keptApart.count({std::min(a, b), std::max(a, b)}) > 0; };
    const int half = static_cast<int>(problem.entrants.size() / 2);
    PairingCriteria c;
    c.rankedRoundOne = problem.rankedRoundOne;
    for (const auto& pair : pairs) {
        const Entrant& a = entrant(pair.a);
        if (!pair.b) {
            c.repeatByes += a.hadBye ? 1 : 0;
            c.byePlace = a.byePlace;
            continue;
        }
        const Entrant& b = entrant(*pair.b);
        if (apart(a.id, b.id)) c.avoidedMeetings += 1;
        if (std::find(a.opponents.begin(), a.opponents.end(), b.id) != a.opponents.end() ||
            std::find(b.opponents.begin(), b.opponents.end(), a.id) != b.opponents.end()) {
            c.rematches += 1;
        }
        const std::int64_t gap = static_cast<std::int64_t>(a.score) - b.score;
        c.squaredGaps += gap * gap;
        if (problem.avoidSameClub && !a.club.empty() && a.club == b.club) c.clubClashes += 1;
        if (problem.rankedRoundOne) c.foldDeviation += foldDeviation(a.rankPlace, b.rankPlace, half);
    }
    return c;
}

}  // namespace muster::rules::tournament
