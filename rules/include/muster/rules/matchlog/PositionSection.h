#pragma once
// The position section of a match log (docs/match-log.md, Positions), as written: where every piece is, the
// terrains, the lasting effects and the point of the turn, with names not yet looked up. MatchLogParser reads it
// (syntax only); PositionReader resolves it against the catalog into a game state; PositionWriter writes one from
// a game state.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "muster/rules/engine/Effect.h"
#include "muster/rules/engine/GameState.h"

namespace muster::rules::matchlog {

// Where a piece line puts its pieces.
enum class PositionPlace : std::uint8_t {
    Army,    // army <P> <terrain>|reserve: units, Dragonkin and items
    Dragon,  // dragon <P> <terrain>: the player's dragons at a terrain
    Minor,   // minor <P> <terrain> <face> [bury]: the minor terrain beside the player's army
    Dua,
    Bua,
    Pool,
    Out,  // out of the game (a slain dragon)
};

struct PositionPiece {
    std::string player;
    std::string label;
    std::string dieName;
    PositionPlace place = PositionPlace::Army;
    std::string at;  // Army, Dragon, Minor: the terrain key or "reserve"
    int face = 0;    // Minor: the face showing, 1..n
    bool buryAtNextMarch = false;
    int line = 0;
};

struct PositionTerrain {
    std::string key;         // "home:A" or "frontier"
    int face = 0;            // 1..8
    std::string controller;  // face 8: the player who captured it
    std::string castleAs;    // a captured Castle: city, standing-stones, temple or tower
    std::string dieName;
    int line = 0;
};

// effect <from> <source> by <P> on <target> [until <P>] [options] [: <modifiers>]
struct PositionEffect {
    engine::Effect::From from = engine::Effect::From::Spell;
    std::string source;
    std::string caster;  // "-" for none
    std::string target;  // "A@frontier" (army), "A:c3" (piece), "frontier" (terrain), "A" (player)
    std::string until;   // empty: no turn ends it
    int magnitude = -1;  // x<n>; -1 when not written
    bool cumulative = false;
    engine::Status status = engine::Status::None;
    engine::TerrainScope scope = engine::TerrainScope::AllArmies;
    std::string sourcePiece;  // "A:c4"
    std::string anchor;       // a terrain key
    std::uint8_t ends = engine::EndsNever;
    bool modifiersWritten = false;  // a ':' part (possibly empty); without it a spell's own effect is used
    std::vector<engine::RollModifier> modifiers;
    int line = 0;
};

// The point of the game: 'turn 0' (before the first turn) or 'turn <n> <P> <phase>' and what this turn used.
struct PositionTurn {
    int number = -1;  // -1: no 'turn' line yet
    std::string player;
    engine::Phase phase = engine::Phase::Expire;
    std::vector<std::string> marched;          // places of the armies that marched this turn
    std::vector<std::string> used;             // once-per-turn keys
    std::vector<std::string> dragonsAttacked;  // terrains whose dragons attacked this turn
    bool retreatStep = false;                  // the Reinforce step is over
    int line = 0;
};

struct PositionSection {
    int line = 0;      // the 'position' line
    int playLine = 0;  // the 'play' line
    PositionTurn turn;
    std::vector<std::string> order;
    int orderLine = 0;
    std::vector<std::string> eliminated;
    int eliminatedLine = 0;
    std::string winner;  // 'winner <P> capture|elimination'
    std::string winBy;
    int winnerLine = 0;
    std::vector<PositionTerrain> terrains;
    std::vector<PositionPiece> pieces;
    std::vector<PositionEffect> effects;
};

// Words used by the position syntax for the engine's enums (also by PositionWriter).
std::string_view positionWord(engine::Effect::From from);
std::string_view positionWord(engine::Status status);
std::string_view positionWord(engine::TerrainScope scope);
std::string_view positionWord(engine::Phase phase);  // "first-march", as the 'phase' statement writes it
// "save+1", "all/2@one-type": one roll modifier as the position writes it.
std::string positionWord(const engine::RollModifier& modifier);
// "target-leaves,source-dies"; empty for EndsNever.
std::string endsWords(std::uint8_t ends);

}  // namespace muster::rules::matchlog
