#pragma once
// Every player's running totals over an event's Swiss rounds: points, byes, opponents met, terrains and
// health. The pairer, the pairings checker and the standings all read from one ScoreSheet. Only games with
// a result count towards points and tiebreakers; a game paired but not played yet counts only as a meeting
// (so that it is not paired again).
#include <map>
#include <set>
#include <utility>
#include <vector>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

struct PlayerTally {
    PlayerId id = 0;
    HalfPoints score = 0;  // entry score + points earned (byes included) - penalty deductions
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int byes = 0;
    int gamesFinished = 0;            // games with a result (byes not included)
    int gamesOpen = 0;                // games paired but without a result yet
    std::vector<PlayerId> opponents;  // one entry per finished game (byes not included): for tiebreakers
    std::vector<PlayerId> paired;     // one entry per game paired, results or not: for rematch avoidance
    int terrains = 0;        // over the games whose terrains were entered
    int health = 0;          // over the games whose health was entered
    int terrainsUnknown = 0;  // finished games without terrains entered (not counted as zeros)
    int healthUnknown = 0;    // finished games without health entered
};

class ScoreSheet {
  public:
    // Totals over the Swiss rounds 1..lastRound (default: all). Top-cut rounds never count.
    explicit ScoreSheet(const Event& event, int lastRound = -1);

    [[nodiscard]] const PlayerTally& tally(PlayerId id) const;  // players without games get an empty tally
    [[nodiscard]] HalfPoints score(PlayerId id) const { return tally(id).score; }
    [[nodiscard]] int timesPlayed(PlayerId a, PlayerId b) const;
    [[nodiscard]] bool played(PlayerId a, PlayerId b) const { return timesPlayed(a, b) > 0; }
    // Points `a` took from games against `b`.
    [[nodiscard]] HalfPoints pointsAgainst(PlayerId a, PlayerId b) const;
    // Games of `a` and `b` with a result.
    [[nodiscard]] int gamesFinishedBetween(PlayerId a, PlayerId b) const;
    [[nodiscard]] const std::map<PlayerId, PlayerTally>& tallies() const { return tallies_; }

  private:
    std::map<PlayerId, PlayerTally> tallies_;
    std::map<std::pair<PlayerId, PlayerId>, int> meetings_;
    std::map<std::pair<PlayerId, PlayerId>, HalfPoints> pointsAgainst_;
    std::map<std::pair<PlayerId, PlayerId>, int> finished_;
    PlayerTally empty_;
};

}  // namespace muster::rules::tournament
