#pragma once
// One definition of "avoidable" for the pairer and the pairings checker. A Swiss round is judged by the
// pairer's own criteria, in the pairer's priority order (SwissMatcher.h): meetings the organiser forbade,
// rematches, repeat byes, the bye's place in the standings, score gaps, club meetings (a ranked round 1:
// club meetings, then the fold). The round's criteria are compared with the best pairing of the same round
// (the same problem the pairer solves: the same players, scores, opponents, standings, seed; games the
// organiser pinned are left out of it):
//   - a flaw of a criterion on which the round equals the best pairing, with all before it equal too, is
//     unavoidable: a note, with the alternative it was chosen over ("no other choice: avoiding it needs a
//     rematch: Cid v Dee"), found by pairing the round again without that game (or that bye);
//   - a flaw of a criterion on which the best pairing does better (and is no worse before it) is avoidable:
//     a violation.
// A round that `pair` produced is the best pairing, so it has notes and no avoidable flaw.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/SwissMatcher.h"

namespace muster::rules::tournament {

struct PairingFlaw {
    Criterion criterion = Criterion::Rematches;
    std::vector<PlayerId> players;
    bool avoidable = false;
    bool pinned = false;      // in a game the organiser pinned: their choice, a note
    std::string message;      // what it is: "Ann (1) and Bob (2) have met before (1x)"
    std::string explanation;  // why it is (un)avoidable: "no other choice: avoiding it needs a rematch: ..."
    // The message and the explanation as one line.
    [[nodiscard]] std::string text() const;
};

struct AssessOptions {
    // Games further apart than this (half-points) are flaws; negative: one round's top award.
    HalfPoints maxGap = -1;
    // At most this many alternatives are searched (one pairing each); later notes say they were not.
    int maxAlternatives = 16;
};

struct RoundAssessment {
    bool assessed = false;     // false for a top-cut round (no Swiss criteria apply)
    PairingProblem problem;    // the round's problem, pinned games left out
    PairingCriteria criteria;  // the round's own (pinned games left out)
    PairingCriteria best;      // the best pairing of the same problem
    std::vector<PairingFlaw> flaws;
};

class PairingAssessor {
public:
    // The matching problem of Swiss round `round`: the players active in it (less `leaveOut`), their scores,
    // opponents and byes before it, their place in the standings before it (for the bye), stable keys, the
    // organiser's ranks (a ranked round 1) and the pairs kept apart.
    [[nodiscard]] static PairingProblem problemFor(const Event& event, int round, std::uint64_t seed,
                                                   const std::vector<PlayerId>& leaveOut = {});
    // Whether round `round` is paired by the organiser's ranks (round 1 with any active player ranked).
    [[nodiscard]] static bool rankedRoundOne(const Event& event, int round);
    // Judges a Swiss round (its games may name unknown players: those are left to the checker's structural
    // checks). `best`: the optimum when the caller already knows it (the pairer), else it is searched.
    [[nodiscard]] static RoundAssessment assess(const Event& event, const Round& round,
                                                const std::optional<PairingCriteria>& best = std::nullopt,
                                                const AssessOptions& options = {});
    // The same with the round's problem already built (the pairer's: problemFor with the fixed games' players
    // left out), so that it is not built twice.
    [[nodiscard]] static RoundAssessment assess(const Event& event, const Round& round, PairingProblem problem,
                                                const PairingCriteria& best, const AssessOptions& options = {});
    // Why a player of the top score group plays someone with fewer points although others share the top
    // score, one note per such game: "Ann (3) is paired down to Cid (1.5): not Bob (3): both of North".
    // Each other player on the top score gets the reason they do not meet: kept apart, met before, club-mates,
    // or the game they play instead. None for a round 1, a top-cut round, or a top score held by one player.
    [[nodiscard]] static std::vector<std::string> pairDownNotes(const Event& event, const Round& round);
};

}  // namespace muster::rules::tournament
