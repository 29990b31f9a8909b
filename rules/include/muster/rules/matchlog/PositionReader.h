#pragma once
// Resolves a log's position section (docs/match-log.md, Positions) against the catalog into the game state it
// states: every name looked up (players, labels, dice, terrains), every piece in one place, faces in range, effects
// on targets that exist, the turn's point consistent. The state has no frames: Engine::resume sets them up and
// checks the engine's invariants. No force-building check is made: a position may hold partial forces.
#include <string>
#include <variant>

#include "muster/domain/Catalog.h"
#include "muster/rules/engine/GameState.h"
#include "muster/rules/matchlog/MatchLog.h"

namespace muster::rules::matchlog {

// Why a position cannot be played from: its line and what is wrong (names quoted at most ~80 bytes).
struct PositionProblem {
    enum class Kind : std::uint8_t {
        Unreadable,    // an unknown name (label, die, player, spell)
        Inconsistent,  // a position the rules cannot have (a piece in two places, a face out of range, ...)
        Unsupported,   // a die whose faces the catalog does not know
    };
    Kind kind = Kind::Inconsistent;
    int line = 0;
    std::string problem;
};

class PositionReader {
public:
    explicit PositionReader(const domain::Catalog& catalog);
    // `log` holds the header (version, force size, players) and its position section.
    [[nodiscard]] std::variant<engine::GameState, PositionProblem> read(const MatchLog& log) const;

private:
    const domain::Catalog& catalog_;
};

}  // namespace muster::rules::matchlog
