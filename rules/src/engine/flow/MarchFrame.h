#pragma once
// One march: the maneuver step, then one action.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in MarchFrame.cpp.
#include <string>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

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
    void minor(Ctx& ctx);

    Location army_;
    int number_ = 1;
    bool maneuvered_ = false;  // the maneuver step is over (taken, failed or replaced)
    bool acted_ = false;
    bool rolledMinor_ = false;  // the army's minor terrain was rolled at the start of this march
    std::string maneuverNote_;  // how the maneuver went ("the maneuver failed (3 against B's 5)")
};

}  // namespace muster::rules::engine
