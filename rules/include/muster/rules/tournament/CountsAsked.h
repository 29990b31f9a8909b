#pragma once
// Whether a game's result asks for terrains captured and health killed: only when the event's tiebreakers use them
// (the desk's result dialog, the result slips, the players' report form). A count that is not asked is stored as
// unknown, never as a zero.
#include <algorithm>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

[[nodiscard]] inline bool asksTerrains(const EventSettings& settings) {
    const auto& t = settings.tiebreakers;
    return std::find(t.begin(), t.end(), Tiebreaker::TerrainsCaptured) != t.end();
}

[[nodiscard]] inline bool asksHealth(const EventSettings& settings) {
    const auto& t = settings.tiebreakers;
    return std::find(t.begin(), t.end(), Tiebreaker::HealthKilled) != t.end();
}

}  // namespace muster::rules::tournament
