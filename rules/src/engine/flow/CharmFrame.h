#pragma once
// Charm (V4.01d SAIs, S0:L900): up to X health-worth of the defending army do not roll the save this march; their
// owner rolls them instead, `roll <defender> melee=<n> : <charmed units' faces>`, and the melee results join the
// attacking army's (flow/ExchangeFrame::charm). They can still be killed by the attack.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in CharmFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class CharmFrame : public FrameOf<CharmFrame> {
public:
    CharmFrame(SaiUse use, std::vector<int> targets);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;

private:
    SaiUse use_;
    std::vector<int> targets_;
};

}  // namespace muster::rules::engine
