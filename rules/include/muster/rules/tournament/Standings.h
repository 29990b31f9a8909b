#pragma once
// The event's standings after any Swiss round: points first, then the event's tiebreakers in its order.
// Only games with a result count (a round paired but not played changes nothing), and by default the
// standings are those after the last Swiss round whose games all have results.
//   opponent-average  the average over opponents of each one's share of the points they could have won
//                     (earned points / (rounds played x the top award of a round), their byes counted as
//                     rounds played), each share raised to the event's floor (default 1/3) so that one weak
//                     opponent, or one who dropped early, does not sink a player. No opponents: 0. Byes and
//                     rounds missed by a late entry add no opponent, so they neither raise nor lower it.
//   sos               strength of schedule: the sum of the current scores of every opponent met (a dropped
//                     opponent counts with the score they had when they left).
//   head-to-head      among the players still tied on everything before it: the points each took from the
//                     others in that group. Two tied players: their games against each other. Three or more:
//                     only when every two of them have met; otherwise it does not separate them.
//   terrains          terrains captured in all games.
//   health            health killed in all games.
// A game whose terrains or health were not entered (unknown) adds nothing to that sum and is left out of
// its game count: the sum is scaled up from the games that have the count, like a bye below, so a
// skipped count is neither a zero nor a guess of ours. The row says how many games were unknown. A player
// with no game that has the count has no value: among the players tied with them that tiebreaker separates
// nobody (as head-to-head when not everyone has met), and the next one decides.
// Bye compensation (sos, terrains, health, the sum-style tiebreakers): a player's sum is scaled up to the
// rounds they are accountable for (every Swiss round so far up to their drop, rounds before a late entry
// included): sum x rounds / games played. A bye or a missed round thus counts as the player's own average
// game (average opponent), instead of as zero. docs/rules-decisions.md has the reasoning.
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
    int terrainsUnknown = 0;        // finished games without terrains entered
    int healthUnknown = 0;          // finished games without health entered
    // Per tiebreaker: it separated nobody in the player's tied group, because a player in it had no value.
    std::vector<bool> undecided;

    // Games whose count this tiebreaker lacks (terrains, health; 0 for the others): the value is scaled
    // from the player's other games.
    [[nodiscard]] int unknownGames(Tiebreaker tiebreaker) const;
    // Whether every game of the player lacks the count (terrains, health): no value at all.
    [[nodiscard]] bool hasNoValue(Tiebreaker tiebreaker) const;

    // Wins (byes counted as wins, as the record sheets of MTG and Pokemon do), draws and losses: "2-0-1".
    [[nodiscard]] std::string record() const;
};

class Standings {
public:
    // Standings over the finished games of Swiss rounds 1..afterRound (-1: after the last complete Swiss round).
    [[nodiscard]] static std::vector<StandingRow> compute(const Event& event, int afterRound = -1);
    // The round the default standings are after (the last complete Swiss round, 0 when none is).
    [[nodiscard]] static int defaultRound(const Event& event) { return event.lastCompleteSwissRound(); }
    // Whether the standings after `afterRound` are final: the last planned Swiss round, all its games played.
    [[nodiscard]] static bool isFinal(const Event& event, int afterRound);
    // "Final standings", "Standings after round 3", "Standings before round 1" (afterRound -1: the default).
    [[nodiscard]] static std::string title(const Event& event, int afterRound = -1);
};

// A tiebreak value as the sheets show it: the opponents' average as a percentage with one decimal
// ("55.6%"), sums with at most two decimals ("12", "12.5", "13.33"). Values equal up to rounding noise print
// equal (7/16 reached two ways prints 43.8% both times).
[[nodiscard]] std::string formatTiebreak(Tiebreaker tiebreaker, double value);
// The same for a standings row, marked "~" when some of the player's games lack the count (kUnknownMark),
// "?" when all do (kNoValueMark).
[[nodiscard]] std::string formatTiebreak(const StandingRow& row, std::size_t index, Tiebreaker tiebreaker);
inline constexpr const char* kUnknownMark = "~";
inline constexpr const char* kNoValueMark = "?";  // no game of the player has the count
// One sentence for the sheets under a table that shows kUnknownMark.
[[nodiscard]] std::string unknownMarkExplanation();

}  // namespace muster::rules::tournament
