#pragma once
// Damage allocation: the victim's 'kill P ...' statement.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in KillFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "casualties/Casualties.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class KillFrame : public FrameOf<KillFrame> {
public:
    KillFrame(int victim, Location at, int damage, KillCause cause, std::string what, std::string stepName);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] const std::vector<int>& killed() const { return killed_; }
    [[nodiscard]] int victim() const { return victim_; }
    // Other amounts the statement may allocate instead (several breaths open, the marching player picking which comes
    // first); the first amount that fits is taken, and damage() says which.
    void orAmounts(std::vector<int> amounts) { alternatives_ = std::move(amounts); }
    [[nodiscard]] int damage() const { return damage_; }

private:
    int victim_;
    Location at_;
    int damage_;
    KillCause cause_;
    std::string what_;  // "3 damage", "4 Scorching Touch damage"
    std::string stepName_;
    std::vector<int> killed_;
    bool allocated_ = false;
    std::vector<int> alternatives_;
};

}  // namespace muster::rules::engine
