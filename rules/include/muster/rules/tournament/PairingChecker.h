#pragma once
// Re-scores any round of an event, however it was paired (by Muster, by hand, by another program), and
// lists what is wrong with it. Structural faults are always violations: players missing, paired twice, not
// active or unknown, a player against themself, table conflicts. The pairing criteria (a meeting the
// organiser forbade, a rematch, a second bye, a bye above the lowest-ranked player, score gaps wider than
// allowed, club meetings) are judged by PairingAssessor, the same definition of "avoidable" the pairer
// uses: avoidable ones are violations, unavoidable ones notes that name the alternative they were chosen
// over. A round that `pair` produced has no violations.
#include <string>
#include <vector>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

struct PairingViolation {
    enum class Kind {
        UnknownPlayer,  // a pairing names a player the event does not have
        Inactive,       // a dropped player, or a late entry before their first round
        Missing,        // an active player without a game or bye
        Duplicate,      // a player in two games
        SelfPairing,    // a player against themself
        KeptApart,      // two players the organiser keeps apart
        Rematch,
        RepeatBye,      // a bye to a player who already had one
        ByeNotLowest,   // the bye went to a player ranked above the lowest-ranked one without a bye
        ScoreGap,       // two players further apart than maxGap
        ClubClash,      // two members of one club, when the event avoids that
        TableConflict,  // two games at one table, or a fixed-table player away from their table
    };
    int round = 0;
    Kind kind = Kind::Rematch;
    std::vector<PlayerId> players;
    std::string message;
};

[[nodiscard]] std::string_view violationName(PairingViolation::Kind kind);

struct CheckOptions {
    // Games further apart than this (half-points) are reported; negative: one round's top award.
    HalfPoints maxGap = -1;
};

// What the checker found: violations (exit 1 on the command line) and notes (unavoidable flaws, exit 0).
struct PairingCheck {
    std::vector<PairingViolation> violations;
    std::vector<PairingViolation> notes;
    void append(const PairingCheck& other);
};

class PairingChecker {
public:
    [[nodiscard]] static PairingCheck checkRound(const Event& event, int round, const CheckOptions& options = {});
    [[nodiscard]] static PairingCheck checkRound(const Event& event, const Round& round,
                                                 const CheckOptions& options = {});
    // Every round of the event, in order.
    [[nodiscard]] static PairingCheck checkEvent(const Event& event, const CheckOptions& options = {});
};

}  // namespace muster::rules::tournament
