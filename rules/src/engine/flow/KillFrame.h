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

}  // namespace muster::rules::engine
