#pragma once
// How a game ends and what it is worth. Points are kept in integer half-points (1.5 points = 3) so that
// sums and comparisons are exact; they are shown as decimals ("1.5").
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::rules::tournament {

using HalfPoints = int;

// How a game ended. Capture: a second terrain taken. Elimination: the last units standing. Time: stopped by
// the clock and decided by the adjudication order (TimeAdjudication.h). Draw: nobody won. Concession: one
// player gave up. NoShow: one player did not appear. GameLoss: the organiser gave one player a game loss
// as a penalty (scored as a no-show win for the other).
enum class Outcome { Capture, Elimination, Time, Draw, Concession, NoShow, GameLoss };

[[nodiscard]] std::string_view outcomeName(Outcome outcome);
[[nodiscard]] std::optional<Outcome> parseOutcome(std::string_view name);
[[nodiscard]] std::vector<std::string> outcomeNames();
// "Capture", "No-show", "Game loss (penalty)".
[[nodiscard]] std::string_view outcomeLabel(Outcome outcome);

// The points of each outcome for an event, in half-points.
struct Scoring {
    std::string name = "sfr";
    HalfPoints winCapture = 3;
    HalfPoints winElimination = 3;
    HalfPoints winTime = 2;
    HalfPoints winConcession = 3;
    HalfPoints winNoShow = 3;
    HalfPoints draw = 1;
    HalfPoints loss = 0;
    HalfPoints bye = 2;

    // The presets: "sfr" (the SFR Swiss proposal: 1.5 / 1 at time / 0.5 draw / 0 / bye 1), "3-1-0"
    // (3 per win, 1 per draw, bye 3) and "league" (2 per win, 1 per draw, bye 2). Unknown names: nullopt.
    static std::optional<Scoring> preset(std::string_view name);
    static std::vector<std::string> presetNames();
    // One line for the organiser choosing a preset ("1.5 a win, 1 a win on time, ..."); "" for unknown names.
    static std::string explanation(std::string_view name);

    // The winner's points for a game that ended this way (Draw: the draw points).
    [[nodiscard]] HalfPoints winPoints(Outcome outcome) const;
    // The most a player can earn in one round (used for score spreads and the opponents' average).
    [[nodiscard]] HalfPoints maxPerRound() const;
    bool operator==(const Scoring&) const = default;
};

// "1.5", "2", "0.5".
[[nodiscard]] std::string formatPoints(HalfPoints points);
// Parses a decimal that must be a whole multiple of 0.5; nullopt otherwise.
[[nodiscard]] std::optional<HalfPoints> halfPointsFromDouble(double points);
[[nodiscard]] inline double toDouble(HalfPoints points) {
    return points / 2.0;
}

}  // namespace muster::rules::tournament
