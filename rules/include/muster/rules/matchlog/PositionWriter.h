#pragma once
// Writes a game state as a match log's position section (docs/match-log.md, Positions): what PositionReader reads
// back into the same state. Only for states Engine::positionCanState accepts (between turns, between the steps of
// a turn that belong to no march or attack, or the game decided).
#include <string>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/GameState.h"

namespace muster::rules::matchlog {

class PositionWriter {
public:
    // From the 'position' line to the 'play' line, each line ending in '\n'.
    [[nodiscard]] static std::string section(const engine::GameState& state, const domain::Catalog& catalog);
    // The beginning of a log that starts from this state: the format line (version 3), the edition, the force
    // size, the players and the section. Statements and a result line make it a whole log.
    [[nodiscard]] static std::string log(const engine::GameState& state, const domain::Catalog& catalog);
};

}  // namespace muster::rules::matchlog
