#pragma once
// Firebreath (V4.01d SAIs, S0:L922): X damage to the defending army with no save possible, allocated by its owner
// like any damage; then each unit it killed (still in the DUA after Replanting or Stepped Damage) rolls for saves,
// and those without a save result are buried.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in BurnFrame.cpp.
#include <cstdint>
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class BurnFrame : public FrameOf<BurnFrame> {
public:
    BurnFrame(SaiUse use, int damage);
    // Pushes the damage allocation (call once the frame is on the stack).
    void start(Ctx& ctx);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;

private:
    SaiUse use_;
    int damage_;
    bool allocated_ = false;
    std::vector<int> killed_;  // killed by the damage; once rolled, those to bury
    bool saisOpen_ = false;    // the burial roll's SAIs are resolved above (SaiResolutionFrame::afterRoll)
};

}  // namespace muster::rules::engine
