#pragma once
// A Castle was just captured: its controller chooses which standard eighth face it becomes (City, Standing Stones,
// Temple or Tower) until its face is moved ('castle <P> city|standing-stones|temple|tower', V4.01d Advanced
// Terrains S0:L1209).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in CastleFrame.cpp.
#include <string>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class CastleFrame : public FrameOf<CastleFrame> {
public:
    explicit CastleFrame(int terrain) : terrain_(terrain) {}
    // A Castle that shows its eighth face with no choice made yet (right after its capture).
    [[nodiscard]] static bool choiceDue(const Ctx& ctx, int terrain);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;

private:
    int terrain_ = -1;
};

}  // namespace muster::rules::engine
