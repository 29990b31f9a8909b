#pragma once
// The ranges of an event's numbers, in one place: the event file reader (EventIO) refuses a number outside
// them naming the field, and the command line checks its options against the same ranges, so that nothing
// can be entered at the desk that an exported event file would then refuse (docs/event-format.md).
#include <cstddef>
#include <cstdint>
#include <string>

namespace muster::rules::tournament {

struct NumberRange {
    std::int64_t min;
    std::int64_t max;

    [[nodiscard]] constexpr bool contains(std::int64_t value) const { return value >= min && value <= max; }
    // "must be a whole number from 1 to 10000"
    [[nodiscard]] std::string describe() const {
        return "must be a whole number from " + std::to_string(min) + " to " + std::to_string(max);
    }
};

namespace limits {
inline constexpr NumberRange kForceSize{0, 10000};         // settings.forceSize (0: the format's default)
inline constexpr NumberRange kSwissRounds{0, 100};         // settings.swissRounds (0: not fixed)
inline constexpr NumberRange kPlayerId{1, 1'000'000'000};  // players[].id, pairings' a and b, winner
inline constexpr NumberRange kRound{1, 1000};              // a round number, players[].joinedRound
inline constexpr NumberRange kDroppedAfterRound{0, 1000};  // players[].droppedAfterRound
inline constexpr NumberRange kRank{1, 100000};             // players[].rank
inline constexpr NumberRange kTable{1, 10000};             // a table number, players[].fixedTable
inline constexpr NumberRange kTerrainsCaptured{0, 100};    // result.terrains
inline constexpr NumberRange kHealthKilled{0, 1'000'000};  // result.health
// Players in one event: far above any Dragon Dice event (the largest have had a few hundred), low enough that
// pairing and standings stay well under a second or so (docs/reliability.md, "Limits"). An event file with more
// is refused, and so is a registration beyond it.
inline constexpr std::size_t kPlayersPerEvent = 5000;
}  // namespace limits

}  // namespace muster::rules::tournament
