#pragma once
// One unit an SAI targets takes damage and may save against it (V4.01d Damage vs Killed, S0:L808: a unit that
// takes damage may make a save roll unless the effect says otherwise): the unit's owner rolls it alone for saves
// (an individual roll), and the unit is killed when the damage left reaches its health. Kick (S0:L944).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in UnitDamageFrame.cpp.
#include <string>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class UnitDamageFrame : public FrameOf<UnitDamageFrame> {
public:
    UnitDamageFrame(SaiUse use, int target, int damage);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;

private:
    SaiUse use_;
    int target_;
    int damage_;
    bool rolled_ = false;
};

}  // namespace muster::rules::engine
