#pragma once
// The event's standings after any Swiss round: points first, then the event's tiebreakers in its order.
//   sos               strength of schedule: the sum of the current scores of every opponent met. A bye
//                     adds nothing; a dropped opponent counts with the score they had when they left.
//   opponent-average  the average over opponents of each one's share of the points they could have won
//                     (earned points / (rounds played x the top award of a round), their byes counted as
//                     rounds played), each share raised to the event's floor (default 1/3) so that one weak
//                     opponent, or one who dropped early, does not sink a player. No opponents: 0.
//   head-to-head      among the players still tied on everything before it: the points each took from the
//                     others in that group.
//   terrains          terrains captured in all games.
//   health            health killed in all games.
// Players tied on points and every tiebreaker share a rank; they are listed by name.
#include <string>
#include <vector>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

struct StandingRow {
    int rank = 0;
    PlayerId id = 0;
    std::string name;
    std::string club;
    HalfPoints score = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int byes = 0;
    bool dropped = false;
    std::vector<double> tiebreaks;  // one per event tiebreaker, in the event's order
};

class Standings {
  public:
    // Standings over Swiss rounds 1..afterRound (default: every round).
    [[nodiscard]] static std::vector<StandingRow> compute(const Event& event, int afterRound = -1);
};

}  // namespace muster::rules::tournament
