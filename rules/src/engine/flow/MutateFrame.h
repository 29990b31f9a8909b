#pragma once
// Swamp Stalkers' Mutate (Species Abilities phase): the sub-roll and what it gains.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in MutateFrame.cpp.
#include <utility>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

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
    void kill(Ctx& ctx, const std::vector<int>& killed);  // the targets without a save result die

    int victim_;
    std::vector<int> targets_;
    bool rolled_ = false;
    int budget_ = 0;
    int gainTerrain_ = -1;
    bool saisOpen_ = false;        // the save roll's SAIs are resolved above (SaiResolutionFrame::afterRoll)
    std::vector<int> saisKilled_;  // ... then these targets die
};

}  // namespace muster::rules::engine
