#pragma once
// The Swiss pairing engine: one maximum-weight perfect matching over the active players (plus a bye vertex
// when their count is odd). Edge weights are integers that pack the pairing criteria in strict priority,
// most important first, each field wide enough that all lower fields together can never outweigh one unit
// of it. A Swiss round:
//   1. no meeting the organiser forbade      4. the bye to the lowest-ranked player (standings order)
//   2. no rematch                             5. score closeness (sum of squared score differences)
//   3. the bye to a player without one        6. same-club avoidance (when the event asks for it)
//                                             7. a seeded, deterministic tie-break on stable player keys
// A round 1 paired by the organiser's ranks keeps 1-4, then puts club avoidance before the fold (the top
// half against the bottom half in rank order: 1 v N/2+1, 2 v N/2+2, ...), then the tie-break.
// Everyone is paired because the matching is perfect. Before weighting, Boost.Graph's maximum cardinality
// matching tells whether a pairing without forbidden meetings, rematches (and with the bye to a player
// without one) exists; if it does, the forbidden edges are left out of the graph, so those fields cost no
// bits. If it does not, the pairer keeps those edges and the weights give the fewest. LEMON's
// MaxWeightedPerfectMatching does the weighted matching (docs/decisions.md says why).
// The same criteria, in the same order, decide what the pairings checker calls avoidable
// (PairingAssessor.h): one definition for both.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

struct Entrant {
    PlayerId id = 0;
    HalfPoints score = 0;
    bool hadBye = false;
    std::string club;                 // empty: no club
    std::vector<PlayerId> opponents;  // everyone met before (repeats allowed)
    int byePlace = 0;                 // players ranked below this one (0: among the lowest-ranked)
    int rankPlace = 0;                // a ranked round 1: place in the organiser's order (0: the best)
    std::uint64_t key = 0;            // stable identity for the tie-break (Event::keyOf); 0: from the id
};

struct PairingProblem {
    std::vector<Entrant> entrants;
    bool avoidSameClub = true;
    std::uint64_t seed = 1;
    int round = 1;
    bool rankedRoundOne = false;                             // fold by rankPlace instead of score closeness
    std::vector<std::pair<PlayerId, PlayerId>> mustNotMeet;  // the organiser's (Event::avoid)
    // Hard limits (used to find the alternative an unavoidable flaw was chosen over): games that may not
    // be paired, players who may not get the bye.
    std::vector<std::pair<PlayerId, PlayerId>> forbiddenPairs;
    std::vector<PlayerId> forbiddenByes;
    // Large events (over 300 players) are paired on a graph that joins only players near each other in
    // score order; true forces the complete graph (tests compare the two).
    bool completeGraph = false;
    std::size_t window = 0;  // places apart that are joined on large events; 0: the default (24)
};

struct MatchedPair {
    PlayerId a = 0;
    std::optional<PlayerId> b;  // none: a has the bye
};

enum class Criterion { AvoidedMeetings, Rematches, RepeatByes, ByePlace, ScoreGaps, ClubClashes, RankFold };
[[nodiscard]] std::string_view criterionName(Criterion criterion);

// How good a pairing is, criterion by criterion (smaller is better for each, compared in priority order).
struct PairingCriteria {
    int avoidedMeetings = 0;  // games between players the organiser keeps apart
    int rematches = 0;
    int repeatByes = 0;              // 1 when the bye goes to a player who had one
    int byePlace = 0;                // the bye player's byePlace (0 without a bye)
    std::int64_t squaredGaps = 0;    // sum over games of the squared score difference (half-points)
    int clubClashes = 0;             // games between members of one club (counted only when avoided)
    std::int64_t foldDeviation = 0;  // a ranked round 1: how far games are from the fold, in places
    bool rankedRoundOne = false;

    // The criteria in the pairer's priority order for this kind of round.
    [[nodiscard]] std::vector<std::pair<Criterion, std::int64_t>> ordered() const;
    [[nodiscard]] std::int64_t value(Criterion criterion) const;
    bool operator==(const PairingCriteria&) const = default;
    // Lexicographic in priority order.
    [[nodiscard]] bool betterThan(const PairingCriteria& other) const;
};

struct PairingSolution {
    bool feasible = true;            // false: the hard limits leave no way to pair everyone
    std::vector<MatchedPair> pairs;  // the higher score (then the better rank, then key) is side a
    PairingCriteria criteria;
    // Which constraints the graph enforced by leaving edges out: "strict" (no forbidden meeting, no rematch,
    // bye to a player without one), "no-rematch", "apart" (no forbidden meeting) or "weighted" (all edges).
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
    [[nodiscard]] static PairingCriteria evaluate(const PairingProblem& problem, const std::vector<MatchedPair>& pairs);
};

}  // namespace muster::rules::tournament
