#pragma once
// The Swiss pairing engine: one maximum-weight perfect matching over the active players (plus a bye vertex
// when their count is odd). Edge weights are integers that pack the pairing criteria in strict priority,
// most important first, each field wide enough that all lower fields together can never outweigh one unit
// of it:
//   1. no rematch            4. score closeness (sum of squared score differences, smallest best)
//   2. bye to a player without one   5. same-club avoidance (when the event asks for it)
//   3. bye to the lowest score       6. a seeded, deterministic tie-break
// Everyone is paired because the matching is perfect. Before weighting, Boost.Graph's maximum cardinality
// matching tells whether a pairing without rematches (and with the bye to a player without one) exists; if
// it does, the forbidden edges are left out of the graph, so those fields cost no bits. If it does not, the
// pairer keeps every edge and the weights give the fewest rematches. LEMON's MaxWeightedPerfectMatching
// does the weighted matching (docs/decisions.md says why).
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

struct Entrant {
    PlayerId id = 0;
    HalfPoints score = 0;
    bool hadBye = false;
    std::string club;                 // empty: no club
    std::vector<PlayerId> opponents;  // everyone met before (repeats allowed)
};

struct PairingProblem {
    std::vector<Entrant> entrants;
    bool avoidSameClub = true;
    std::uint64_t seed = 1;
    int round = 1;
    // Large events (over 300 players) are paired on a graph that joins only players near each other in
    // score order; true forces the complete graph (tests compare the two).
    bool completeGraph = false;
    std::size_t window = 0;  // places apart that are joined on large events; 0: the default (24)
};

struct MatchedPair {
    PlayerId a = 0;
    std::optional<PlayerId> b;  // none: a has the bye
};

// How good a pairing is, criterion by criterion (smaller is better for each, compared in this order).
struct PairingCriteria {
    int rematches = 0;
    int repeatByes = 0;            // 1 when the bye goes to a player who had one
    HalfPoints byeScore = 0;       // the bye player's score (0 without a bye)
    std::int64_t squaredGaps = 0;  // sum over games of the squared score difference (half-points)
    int clubClashes = 0;           // games between members of one club (counted only when avoided)
    auto operator<=>(const PairingCriteria&) const = default;
};

struct PairingSolution {
    std::vector<MatchedPair> pairs;  // the higher score (then lower id) is side a
    PairingCriteria criteria;
    // Which constraints the graph enforced by leaving edges out: "strict" (no rematch, bye to a player
    // without one), "no-rematch" or "fewest-rematches" (all edges, rematches only weighted).
    std::string strategy;
    int weightBits = 0;       // how many bits the packed weights used
    bool linearGaps = false;  // true when the score field fell back to linear gaps to fit the weights
    std::size_t edges = 0;    // edges in the matching graph
};

class SwissMatcher {
  public:
    // Throws EventError for duplicate ids or a problem too large to pack into 64-bit weights.
    [[nodiscard]] static PairingSolution solve(const PairingProblem& problem);
    // Scores any pairing of the problem's entrants by the criteria above (used by tests and the checker).
    [[nodiscard]] static PairingCriteria evaluate(const PairingProblem& problem,
                                                  const std::vector<MatchedPair>& pairs);
};

}  // namespace muster::rules::tournament
