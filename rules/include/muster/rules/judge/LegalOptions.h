#pragma once
// The judge's first question, and the game recorder's foundation: what may the players state now? For the state after
// the last statement, every step the rules allow next (Engine::expect), each statement kind it accepts with who makes
// it, and, where the choice is finite, the legal statements listed: the casualty sets for a damage (the exact covers
// first, pieces alike in every way listed once), SAI targets, castable spells with their elements and costs and their
// targets, marches, maneuvers and counter-maneuvers, actions and their targets, terrain turns, placements and starting
// faces, reserves moves, dragon targets, promotions and recruits, items to bury or carry. A roll lists who rolls, who
// may, the faces each die may show and the words the roll line states (its totals for given faces: RollTotals.h).
//
// Every listed statement is one the engine accepts: each is made from the state (the grammar of the log and the
// pieces in play, never the rules) and then applied to a copy of the state; only the accepted ones are listed. The
// rules stay in the engine. docs/judge.md shows the judge's use; `muster-cli rules expect` prints it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "muster/rules/engine/Engine.h"

namespace muster::rules::judge {

// How far an option list goes.
enum class Coverage : std::uint8_t {
    Complete,  // every legal statement of the kind is listed (pieces alike in every way, such as two Dwarves
               // Footmen of one army, are listed once: either may be named)
    Bounded,   // the list stops at the bound; more legal statements exist
    Open,      // the statement names a free selection: each option gives its beginning and the pieces to pick from
    Partial,   // every listed statement is legal, but some legal forms of the statement are not enumerated
    None,      // no statement of this kind is legal now (an optional kind the rules allow in principle)
};
std::string_view toString(Coverage coverage);

// A free selection of pieces a statement ends with (reinforce, retreat, the units Mire lets march).
struct PieceChoice {
    std::string lead = " ";  // what the statement writes before the first piece picked (" : " after an SAI's place)
    std::vector<int> from;   // the pieces that may be named (each one the engine accepts named alone)
    std::vector<int> along;  // items that may go along with the pieces named (as many as they can carry)
    int maxHealth = -1;      // at most this health-worth together (-1: no limit)
    int maxPieces = -1;      // at most this many pieces (-1: no limit)
};

struct LegalOption {
    LegalOption() = default;
    LegalOption(std::string statementText, std::string inWords)
        : statement(std::move(statementText)), words(std::move(inWords)) {}
    std::string statement;    // the statement as a log writes it; with `pick`, its beginning
    std::string words;        // the same in a player's words
    std::vector<int> pieces;  // the pieces it names, in the order written
    int healthWorth = 0;      // kills and unit targets: the health-worth named
    int points = 0;           // kills: the points the killed units cost
    std::optional<PieceChoice> pick;
    // Spells ('cast'): the spell, the magic element spent, the cost of one casting and how many castings the magic
    // left could pay for with that element ('x<n>' combines them).
    std::string spell;
    std::string element;
    int cost = 0;
    int maxCastings = 0;
};

struct StatementOptions {
    engine::EventKind kind = engine::EventKind::Turn;
    int who = -1;      // the player who makes the statement (-1: any player the statement names)
    std::string form;  // the statement's shape ("kill B <unit>...")
    Coverage coverage = Coverage::Partial;
    std::vector<LegalOption> options;
};

// One face a die may show: the face numbers that show it (identical faces count as one), its icon and amount, and
// the token a roll line may write for it.
struct FaceChoice {
    std::vector<int> numbers;  // 1-based
    std::string icon;
    int amount = 0;
    std::string token;  // "3", "ID", "2Melee"
};

struct RollingDie {
    int piece = -1;
    bool optional = false;  // it may roll or not (a glaring unit, an item)
    std::vector<FaceChoice> faces;
};

struct RollOptions {
    int who = -1;
    std::string words;                // what the roll line states before ':' ("save", "melee missile save")
    std::vector<std::string> totals;  // the totals it states ("save"; none for a dragon roll)
    std::string head;                 // "roll B save=" ... the line up to its faces, totals as '?'
    std::vector<RollingDie> dice;     // the dice that must roll, then those that may
};

struct ExpectedStep {
    engine::Expectation expectation;
    std::vector<StatementOptions> statements;  // one per statement kind the step accepts, in its order
    std::optional<RollOptions> roll;           // when the step takes a roll
    // Rolls other players may make first (Dispel Magic against announced spells): one per player whose units may.
    std::vector<RollOptions> dispelRolls;
};

struct OptionLimits {
    int maxOptions = 64;  // per statement kind; a longer list is Bounded
    int maxCovers = 24;   // sets of units (casualties, targets): the cheapest first, then Bounded
};

class LegalOptions {
public:
    explicit LegalOptions(const engine::Engine& engine, OptionLimits limits = {});
    // The steps the rules allow after the state's last statement, each with its legal statements.
    [[nodiscard]] std::vector<ExpectedStep> of(const engine::GameState& state) const;
    // Does the engine accept this statement (as a log writes it) now? The check every listed option passed.
    [[nodiscard]] bool accepts(const engine::GameState& state, std::string_view statement) const;
    // Pieces with the same key are alike in every way the rules see (owner, die, place, the effects on them and those
    // they caused): the lists name one of them, and either may be named for the other.
    [[nodiscard]] static std::string alikeKey(const engine::GameState& state, int piece);

private:
    const engine::Engine& engine_;
    OptionLimits limits_;
};

}  // namespace muster::rules::judge
