#include "muster/rules/tournament/TimeAdjudication.h"

namespace muster::rules::tournament {

Adjudication TimeAdjudication::decide(const TimeStanding& first, const TimeStanding& second,
                                      std::optional<std::pair<int, int>> rolls) {
    if (first.eighthFaces != second.eighthFaces) {
        return {first.eighthFaces > second.eighthFaces ? 0 : 1, "eighth-faces"};
    }
    if (first.healthInPlay != second.healthInPlay) {
        return {first.healthInPlay > second.healthInPlay ? 0 : 1, "health-in-play"};
    }
    if (first.healthBuried != second.healthBuried) {
        return {first.healthBuried < second.healthBuried ? 0 : 1, "health-buried"};
    }
    if (rolls && rolls->first != rolls->second) {
        return {rolls->first > rolls->second ? 0 : 1, "terrain-roll"};
    }
    return {std::nullopt, ""};
}

}  // namespace muster::rules::tournament
