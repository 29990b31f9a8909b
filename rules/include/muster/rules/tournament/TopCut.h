#pragma once
// The optional single-elimination playoff after the Swiss rounds: the top 4, 8 or 16 of the standings,
// seeded 1 v N, 2 v N-1, ... in bracket order so that the top two seeds can only meet in the final.
// Each later round pairs the winners of neighbouring games. Top-cut rounds never change Swiss standings.
#include <vector>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

class TopCut {
  public:
    // The bracket order of seeds for a cut of `size` players (4: 1,4,2,3; 8: 1,8,4,5,2,7,3,6; ...).
    [[nodiscard]] static std::vector<int> bracketSeeds(int size);
    // The next top-cut round (not added): the first from the standings, later ones from the last winners.
    // Throws EventError when the event has no top cut, too few players, an unfinished round, or a draw in
    // a top-cut game (a playoff game needs a winner), or when the final is already decided.
    [[nodiscard]] static Round pairNextRound(const Event& event);
    static const Round& addNextRound(Event& event);
};

}  // namespace muster::rules::tournament
