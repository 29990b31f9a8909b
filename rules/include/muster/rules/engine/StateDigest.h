#pragma once
// A readable digest of a game state, for golden tests: a snapshot is a sorted map of facts ("u:A.h1" ->
// "home:A", "t:frontier" -> "8/B", "turn" -> "3 A", ...), and the digest of a statement lists only the facts
// that statement changed. The golden files under tests/data/matchlogs/digests/ hold one line per statement;
// a refactor of the engine must leave them identical, or name the bug fix that changes them.
#include <map>
#include <string>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/GameState.h"

namespace muster::rules::engine {

using StateSnapshot = std::map<std::string, std::string>;

[[nodiscard]] StateSnapshot snapshotOf(const GameState& state);

// "key=value key2=value2 -gone" for the facts that differ; "-" when nothing changed.
[[nodiscard]] std::string digestDelta(const StateSnapshot& before, const StateSnapshot& after);

}  // namespace muster::rules::engine
