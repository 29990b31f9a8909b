#pragma once
// The engine's flow is a stack of frames (setup, turn, march, maneuver, exchange, magic, roll, kill, SAI
// resolution, ...). The top frame says what it expects next (an Expectation: statement kinds, who answers,
// what for, and why) and accepts one statement at a time; a frame that has finished is popped and its parent
// reads its results. A frame whose remaining statements are all optional may end when a statement arrives
// that belongs to a frame below it. Messages, the legal-log generator and a live game recorder all read the
// expectations.
#include <memory>
#include <string>
#include <vector>

#include "muster/rules/engine/Event.h"
#include "muster/rules/engine/Location.h"
#include "muster/rules/engine/Rule.h"

namespace muster::rules::engine {

class Ctx;
struct GameState;

// What the engine expects next.
struct Expectation {
    std::vector<EventKind> kinds;  // statement kinds the frame accepts now
    int who = -1;                  // the player who must make the statement (-1: given by the statement)
    bool optional = false;         // the frame may end without any of them
    std::string what;              // "the save roll of B's army at frontier against 5 melee"
    std::string why;               // "the defender saves against an attack with melee results"
    Rule rule = Rule::TurnSequence;
    // Details a log writer needs to make a legal statement.
    std::vector<std::string> options;  // words that may follow ("up", "down"; "first-turn", "frontier")
    std::vector<int> rollers;          // a roll: the pieces that must roll
    std::vector<int> mayRoll;          // a roll: pieces that may roll too (a glaring unit, items)
    std::string rollWords;             // a roll: what to state before ':' ("save", "melee", "maneuver", ...)
    int amount = 0;                    // a kill: the damage; a choice: the budget
    Location place;                    // the army or terrain concerned
    // What the judge's option lists need beyond the above (rules/judge/LegalOptions).
    int opponent = -1;  // the player an SAI's targets belong to (the attacked army's owner; -1: none or the roller)
    std::vector<int> amounts;  // a kill: other amounts the statement may allocate instead (several breaths open)
    int noSaveDamage = 0;      // SAIs to resolve: damage no save reduces that `opponent` may allocate ('kill') now
    // An SAI a 'sai' line may resolve now: its catalog name, the dice showing it and its X.
    struct OpenSai {
        std::string name;
        int piece = -1;
        int x = 0;
        bool optional = false;  // the roller may leave it out (a move)
    };
    std::vector<OpenSai> sais;
    // Announced spells wait for their resolution: the units (any player's) that may roll for Dispel Magic first
    // ('roll <owner> dispel : <unit>=<face> ...').
    std::vector<int> dispellers;
};

class Frame {
public:
    Frame() = default;
    Frame(const Frame&) = default;
    Frame& operator=(const Frame&) = default;
    virtual ~Frame() = default;
    [[nodiscard]] virtual std::unique_ptr<Frame> clone() const = 0;
    // The step for messages: "melee: save roll", "maneuver rolls".
    [[nodiscard]] virtual std::string step(const GameState& state) const = 0;
    [[nodiscard]] virtual Expectation expect(const Ctx& ctx) const = 0;
    // Takes the statement, or returns false when it belongs to a frame below.
    virtual bool accept(Ctx& ctx, const Event& event) = 0;
    // May the frame end now (what remains is optional)?
    [[nodiscard]] virtual bool mayEnd(const Ctx& /*ctx*/) const { return false; }
    // Ends the frame early, skipping what remains (called only when mayEnd).
    virtual void end(Ctx& /*ctx*/) {}
    // A child frame pushed by this one has finished.
    virtual void childDone(Ctx& /*ctx*/, Frame& /*child*/) {}
    // The game is decided in the middle of this frame (a kill at step 4 ended it): checks the frame still owes for
    // statements already made (a roll's total deferred until its step 4 ends) are made now, before it is dropped.
    virtual void gameEnds(Ctx& /*ctx*/) {}
    // Why the frame is over, in a player's words ("the maneuver failed (4 against 5)"), for the message of a
    // statement that arrives after it; empty when there is nothing worth saying.
    [[nodiscard]] virtual std::string closedNote(const Ctx& /*ctx*/) const { return {}; }
    bool done = false;
};

// Frames are copied with the state that holds them.
template <class Derived>
class FrameOf : public Frame {
public:
    [[nodiscard]] std::unique_ptr<Frame> clone() const override {
        return std::make_unique<Derived>(static_cast<const Derived&>(*this));
    }
};

}  // namespace muster::rules::engine
