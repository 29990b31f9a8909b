#pragma once
// Re-scores any round of an event, however it was paired (by Muster, by hand, by another program), and
// lists what is wrong with it: players missing, paired twice or not active, rematches, a second bye, a bye
// that did not go to a lowest-score player, score gaps wider than allowed, club clashes.
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
        Rematch,
        RepeatBye,      // a bye to a player who already had one while someone else had none
        ByeNotLowest,   // the bye went to a player above the lowest score among those without a bye
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

class PairingChecker {
  public:
    [[nodiscard]] static std::vector<PairingViolation> checkRound(const Event& event, int round,
                                                                  const CheckOptions& options = {});
    [[nodiscard]] static std::vector<PairingViolation> checkRound(const Event& event, const Round& round,
                                                                  const CheckOptions& options = {});
    // Every Swiss round of the event, in order.
    [[nodiscard]] static std::vector<PairingViolation> checkEvent(const Event& event,
                                                                  const CheckOptions& options = {});
};

}  // namespace muster::rules::tournament
