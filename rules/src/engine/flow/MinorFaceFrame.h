#pragma once
// A minor terrain just rolled an ID face (Bridge, Knoll, Village, Woods): its owner turns it to a magic, melee or
// missile face ('minor-face <P> magic|melee|missile', V4.01d Minor Terrains S0:L1246).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in MinorFaceFrame.cpp.
#include <string>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class MinorFaceFrame : public FrameOf<MinorFaceFrame> {
public:
    explicit MinorFaceFrame(int piece) : piece_(piece) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;

private:
    int piece_ = -1;
};

}  // namespace muster::rules::engine
