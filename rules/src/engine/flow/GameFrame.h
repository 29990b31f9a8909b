#pragma once
// The root frame of the engine's flow: setup (horde roll, choices, frontier, placement, starting roll),
// the turns, the result.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in GameFrame.cpp.
#include <cstdint>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

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
    // A game from a position (Engine::resume): the setup is over, and the frame is at `stage` (Turns or GameOver);
    // `started` when a turn has begun.
    void resume(Stage stage, bool started) {
        stage_ = stage;
        started_ = started;
    }

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

}  // namespace muster::rules::engine
