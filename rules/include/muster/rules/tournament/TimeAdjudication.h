#pragma once
// Deciding a game stopped by the clock. The order: more eighth faces held wins; then more health of units
// in play; then less health of one's own units buried; then a terrain roll (each player rolls a terrain
// die, higher wins, ties roll again). The organiser enters the counts; the roll is entered as rolled.
#include <optional>
#include <string>
#include <vector>

namespace muster::rules::tournament {

struct TimeStanding {
    int eighthFaces = 0;   // terrains the player holds at their eighth face
    int healthInPlay = 0;  // health of the player's units still in play
    int healthBuried = 0;  // health of the player's own units buried
};

struct Adjudication {
    // 0: the first player wins, 1: the second, none: the terrain roll is needed (or was tied).
    std::optional<int> winner;
    std::string
        decidedBy;  // "eighth-faces", "health-in-play", "health-buried", "terrain-roll", "" (undecided)
};

class TimeAdjudication {
  public:
    // `rolls`: the terrain-roll results (first, second), if rolled; a tied roll leaves the game undecided.
    [[nodiscard]] static Adjudication decide(const TimeStanding& first, const TimeStanding& second,
                                             std::optional<std::pair<int, int>> rolls = std::nullopt);
};

}  // namespace muster::rules::tournament
