#pragma once
// The frames of the engine's flow (see muster/rules/engine/Frame.h). Each frame's code is in its own file:
// GameFrame.cpp (setup and the game between turns), TurnFrame.cpp, MarchFrame.cpp, ManeuverFrame.cpp,
// ExchangeFrame.cpp (melee and missile), MagicFrame.cpp, KillFrame.cpp, CasualtyFrame.cpp, RollFrame.cpp,
// SaiResolutionFrame.cpp, MutateFrame.cpp.
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "casualties/Casualties.h"
#include "muster/rules/engine/Frame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

// ---------------------------------------------------------------- the game: setup, turns, the result
class GameFrame : public FrameOf<GameFrame> {
public:
    enum class Stage : std::uint8_t {
        HordeRoll,
        Choice,
        FrontierPick,
        Placement,
        StartRoll,
        Turns,
        GameOver,
        Finished
    };
    explicit GameFrame(const GameState& state);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] Stage stage() const { return stage_; }
    // The game has a winner: nothing but the result may follow.
    void gameOver() { stage_ = Stage::GameOver; }
    [[nodiscard]] bool started() const { return started_; }

private:
    void hordeRoll(Ctx& ctx);
    void choice(Ctx& ctx);
    void frontierPick(Ctx& ctx);
    void placement(Ctx& ctx);
    void startRoll(Ctx& ctx);
    void beginTurn(Ctx& ctx);
    void result(Ctx& ctx);
    [[nodiscard]] int nextPlayer(const GameState& s) const;

    Stage stage_ = Stage::HordeRoll;
    bool started_ = false;                     // the first turn has begun
    std::vector<std::vector<int>> rankQueue_;  // groups of players still to be ranked, best first
    std::vector<int> hordeRollers_;            // players who must (re-)roll now
    std::vector<int> hordeRolled_;
    std::vector<int> hordeOrder_;  // players ranked so far
    int setupWinner_ = -1;
    std::vector<int> placed_;       // per player: bit mask of armies placed (1 home, 2 horde, 4 campaign)
    std::vector<int> startRolled_;  // per terrain: 1 when its starting face is final
};

// ---------------------------------------------------------------- one turn: phases and their statements
class TurnFrame : public FrameOf<TurnFrame> {
public:
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& ctx) const override;

private:
    void toPhase(Ctx& ctx, Phase phase) const;
    void city(Ctx& ctx);
    void temple(Ctx& ctx);
    void feralize(Ctx& ctx);
    void wintersFortitude(Ctx& ctx);
    void dragonkinHandlers(Ctx& ctx);
    void march(Ctx& ctx);
    void reserves(Ctx& ctx);
};

// ---------------------------------------------------------------- one march: maneuver, then an action
class MarchFrame : public FrameOf<MarchFrame> {
public:
    MarchFrame(Location army, int number) : army_(army), number_(number) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return true; }
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] std::string closedNote(const Ctx& ctx) const override;

private:
    void maneuver(Ctx& ctx);
    void action(Ctx& ctx);
    void charge(Ctx& ctx);

    Location army_;
    int number_ = 1;
    bool maneuvered_ = false;  // the maneuver step is over (taken, failed or replaced)
    bool acted_ = false;
    std::string maneuverNote_;  // how the maneuver went ("the maneuver failed (3 against B's 5)")
};

// ---------------------------------------------------------------- maneuver: counters, rolls, the turn
class ManeuverFrame : public FrameOf<ManeuverFrame> {
public:
    ManeuverFrame(Location at, std::vector<int> counters) : at_(at), counters_(std::move(counters)) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool succeeded() const { return success_; }
    [[nodiscard]] std::string closedNote(const Ctx& ctx) const override;

private:
    void roll(Ctx& ctx);
    void turnTerrain(Ctx& ctx);
    [[nodiscard]] bool rolling() const;

    Location at_;
    std::vector<int> counters_;  // counter-maneuvering players, in turn order
    std::vector<int> totals_;    // index 0: the marcher, then one per counter
    bool success_ = false;
};

// ---------------------------------------------------------------- melee and missile exchanges
class ExchangeFrame : public FrameOf<ExchangeFrame> {
public:
    enum class Kind : std::uint8_t { Melee, Missile };
    ExchangeFrame(Kind kind, int attacker, Location attackerAt, int defender, Location defenderAt, bool counter,
                  std::vector<int> noCounter = {});
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& ctx) const override;
    void end(Ctx& ctx) override;
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] std::string closedNote(const Ctx& /*ctx*/) const override { return over_; }

private:
    enum class Step : std::uint8_t { AttackRoll, SaveRoll, Damage, Scorch, FoulStench, CounterChoice, Counter, Done };
    void attackRoll(Ctx& ctx);
    void saveRoll(Ctx& ctx);
    void settleDamage(Ctx& ctx);
    void afterDamage(Ctx& ctx);
    void afterScorch(Ctx& ctx);
    void foulStench(Ctx& ctx);
    void counterOffer(Ctx& ctx);
    [[nodiscard]] std::vector<int> attackers(const Ctx& ctx) const;
    [[nodiscard]] std::string kindName() const { return kind_ == Kind::Melee ? "melee" : "missile"; }
    [[nodiscard]] std::string prefix() const;
    [[nodiscard]] Rule rule() const { return kind_ == Kind::Melee ? Rule::Melee : Rule::Missile; }

    Kind kind_;
    int attacker_;
    Location attackerAt_;
    int defender_;
    Location defenderAt_;
    bool counter_;
    std::vector<int> noCounter_;  // Foul Stench: units that may not counter-attack
    Step step_ = Step::AttackRoll;
    int attack_ = 0;
    int noSave_ = 0;  // damage no save reduces (format 1 logs add it to the damage after saves)
    int cursed_ = 0;  // Cursed Bullets: missile results only spell saves reduce
    int saves_ = 0;
    int damage_ = 0;
    int scorch_ = 0;  // Scorching Touch damage owed to the attacker
    int foulStenchCount_ = 0;
    std::string over_;  // why the action is over (closedNote)
};

// ---------------------------------------------------------------- magic: negation, the roll, the spells
class MagicFrame : public FrameOf<MagicFrame> {
public:
    MagicFrame(int caster, Location at) : caster_(caster), at_(at) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return rolled_; }

private:
    void negation(Ctx& ctx);
    void magicRoll(Ctx& ctx);
    void cast(Ctx& ctx);

    int caster_;
    Location at_;
    bool rolled_ = false;
    int negated_ = 0;
    std::vector<int> negators_;
    std::vector<int> byElement_;  // magic available per element (index = domain::Element), if the split was stated
    int total_ = 0;
};

// ---------------------------------------------------------------- damage allocation: 'kill P ...'
class KillFrame : public FrameOf<KillFrame> {
public:
    KillFrame(int victim, Location at, int damage, KillCause cause, std::string what, std::string stepName);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] const std::vector<int>& killed() const { return killed_; }
    [[nodiscard]] int victim() const { return victim_; }

private:
    int victim_;
    Location at_;
    int damage_;
    KillCause cause_;
    std::string what_;  // "3 damage", "4 Scorching Touch damage"
    std::string stepName_;
    std::vector<int> killed_;
    bool allocated_ = false;
};

// ---------------------------------------------------------------- triggers after units are killed
class CasualtyFrame : public FrameOf<CasualtyFrame> {
public:
    CasualtyFrame(int owner, std::vector<int> killed, KillCause cause, bool replant, std::string stepPrefix);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return !replantDue_; }

private:
    void replantRoll(Ctx& ctx);
    void stepDown(Ctx& ctx);

    int owner_;
    std::vector<int> killed_;  // still counting as killed (Stepped Damage removes exchanged ones)
    KillCause cause_;
    bool replantDue_ = false;
    std::string stepPrefix_;
};

// ---------------------------------------------------------------- a roll some other frame asked for
class RollFrame : public FrameOf<RollFrame> {
public:
    RollFrame(DiceRequest request, RollSpec spec, std::string stepName);
    [[nodiscard]] std::string step(const GameState& /*state*/) const override { return stepName_; }
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] const RolledDice& dice() const { return dice_; }
    [[nodiscard]] const RollEvaluation& evaluation() const { return evaluation_; }
    [[nodiscard]] const Event& statement() const { return statement_; }
    [[nodiscard]] const RollSpec& spec() const { return spec_; }

private:
    DiceRequest request_;
    RollSpec spec_;
    std::string stepName_;
    RolledDice dice_;
    RollEvaluation evaluation_;
    Event statement_;
};

// ---------------------------------------------------------------- Swamp Stalkers' Mutate
class MutateFrame : public FrameOf<MutateFrame> {
public:
    MutateFrame(int victim, std::vector<int> targets) : victim_(victim), targets_(std::move(targets)) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return rolled_; }
    void childDone(Ctx& ctx, Frame& child) override;

private:
    void gain(Ctx& ctx);

    int victim_;
    std::vector<int> targets_;
    bool rolled_ = false;
    int budget_ = 0;
    int gainTerrain_ = -1;
};

}  // namespace muster::rules::engine
