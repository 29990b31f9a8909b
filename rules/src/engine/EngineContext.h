#pragma once
// The context every frame, SAI and spell works in during one statement: the state, the statement, the
// catalog tables, and the helpers that look names up and refuse statements with a rule and a reason.
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "EngineData.h"
#include "muster/rules/engine/Engine.h"

namespace muster::rules::engine {

// A refused statement travels as an exception inside one call of apply() and becomes the Violation.
struct Stop {
    Violation violation;
};

class Ctx {
public:
    Ctx(const EngineData& data, GameState& state, const Event* event);

    const EngineData& data;
    const domain::Catalog& cat;
    GameState& s;

    // ---- the statement
    [[nodiscard]] bool hasEvent() const { return event_ != nullptr; }
    [[nodiscard]] const Event& ev() const;
    // The player a statement names (refused when unknown).
    [[nodiscard]] int player(const std::string& id) const;
    // The player who makes this statement.
    [[nodiscard]] int actor() const { return player(ev().player); }
    // The statement must be made by p (or it is refused with "what is p's").
    void needActor(int p, Rule rule, const std::string& what) const;

    // ---- refusing
    [[noreturn]] void fail(Rule rule, const std::string& rulesGive) const;
    // Refuses at another line (a roll whose stated total is checked once its SAIs are resolved).
    [[noreturn]] void failAt(int line, const std::string& text, Rule rule, const std::string& rulesGive) const;
    [[noreturn]] void unsupported(const std::string& what) const;
    [[noreturn]] void unreadable(const std::string& what) const;
    [[noreturn]] void expected(const Expectation& expectation) const;
    // Refuses a statement that no open step takes, saying why the steps before it are over.
    [[noreturn]] void notDue(Rule rule, const std::string& rulesGive) const;
    // Why the frames closed by this statement (or else by the last one) are over; empty if none said.
    [[nodiscard]] std::string closedNote() const;
    std::vector<std::string> closedNow;  // notes of the frames this statement finished

    // ---- pieces
    // "B:h1" (any player's piece) or "h1" (a piece of defaultOwner). Refused when there is none.
    [[nodiscard]] int pieceRef(const std::string& ref, int defaultOwner) const;
    // A piece that must belong to owner ("h1" or "A:h1").
    [[nodiscard]] int ownPiece(int owner, const std::string& ref) const;
    [[nodiscard]] const domain::Die& die(int piece) const { return cat.die(s.piece(piece).die); }
    [[nodiscard]] int health(int piece) const { return die(piece).health; }
    [[nodiscard]] int healthOf(const std::vector<int>& pieces) const;
    [[nodiscard]] std::string ref(int piece) const;                          // "B:h1"
    [[nodiscard]] std::string labels(const std::vector<int>& pieces) const;  // "h1 h2" or "-"
    [[nodiscard]] const std::string& pid(int player) const { return s.pid(player); }

    // ---- places
    [[nodiscard]] Location location(const std::string& text) const;
    [[nodiscard]] int terrainOf(const std::string& text) const;
    // "B@frontier": the player and the location.
    [[nodiscard]] std::pair<int, Location> armyRef(const std::string& text) const;
    // The elements of a terrain (none in the Reserve Area).
    [[nodiscard]] domain::ElementSet elementsAt(Location loc) const;
    // The same, plus the elements of the owner's minor terrain there: what species abilities see.
    [[nodiscard]] domain::ElementSet abilityElementsAt(int owner, Location loc) const;
    // The eighth-face icon of a terrain ("City", ...; a captured Castle: the icon chosen).
    [[nodiscard]] std::string eighthIcon(int terrain) const;
    [[nodiscard]] bool armyHasSpecies(int owner, Location loc, std::string_view species) const;
    // Units of a species in a player's DUA, with each Deadlands minor terrain the player controls counting as
    // one per 24 points of force for species abilities.
    [[nodiscard]] int countInDua(int owner, std::string_view species) const;
    [[nodiscard]] std::string armyName(int owner, Location loc) const;  // "B's army at frontier"

    // ---- totals the legal-log generator asks for (Engine::apply with answers)
    // The stated total, or, when it is kAskTotal, `least` (recorded as the answer for the roll's line when
    // `answers` is set).
    [[nodiscard]] int answerOr(int stated, int line, int least) const;
    std::vector<AnsweredTotal>* answers = nullptr;
    // ---- what the rolls' checks tell the caller (Engine::apply with ApplyOptions, Engine::rollOutcomes)
    bool strict = false;                       // refuse a roll that leaves out a choice (verify --strict)
    std::vector<RollRecord>* rolls = nullptr;  // every roll counted
    RollOutcomes* outcomes = nullptr;          // the options of the roll checked (Engine::rollOutcomes)
    std::size_t outcomeLimit = 4096;           // at most this many options listed
    bool choicesRead = false;                  // a roll check read the line's roll-level choices
    // ---- what the engine did, when the caller records it (Engine::apply with a StepTrace)
    StepTrace* trace = nullptr;

    // ---- frames
    void push(std::unique_ptr<Frame> frame);
    [[nodiscard]] Frame& top() const { return *s.frames.back(); }
    [[nodiscard]] int logVersion() const;

private:
    const Event* event_;
};

// The phase name for messages ("setup", "first march", ...).
std::string phaseName(const GameState& state);

}  // namespace muster::rules::engine
