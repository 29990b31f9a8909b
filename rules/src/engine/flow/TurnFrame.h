#pragma once
// One turn: its phases and the statements each phase takes.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in TurnFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class TurnFrame : public FrameOf<TurnFrame> {
public:
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& ctx) const override;

private:
    void toPhase(Ctx& ctx, Phase phase) const;
    // Terrains where dragons still attack this turn: the marching player has an army there and a dragon is there.
    [[nodiscard]] std::vector<int> dragonAttacksDue(const Ctx& ctx) const;
    [[nodiscard]] Expectation dragonExpectation(const Ctx& ctx, const std::vector<int>& due) const;
    void lair(Ctx& ctx);
    void dragonAttack(Ctx& ctx);
    void city(Ctx& ctx);
    void temple(Ctx& ctx);
    void feralize(Ctx& ctx);
    void wintersFortitude(Ctx& ctx);
    void dragonkinHandlers(Ctx& ctx);
    void march(Ctx& ctx);
    void reserves(Ctx& ctx);
};

}  // namespace muster::rules::engine
