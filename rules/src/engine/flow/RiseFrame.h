#pragma once
// Rise from the Ashes (V4.01d SAIs, S0:L956): a unit with this SAI that is killed or buried is rolled by its owner
// at once, `roll <P> rise=<units showing Rise from the Ashes> : <label>=<face> ...`; each unit that shows the SAI
// goes to its owner's Reserve Area. A unit an effect kills and buries rolls when killed and, if still in the
// DUA when the burial comes, again when buried (flow/SaiFateFrame, flow/SaiTargetRollFrame).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in RiseFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class RiseFrame : public FrameOf<RiseFrame> {
public:
    RiseFrame(int owner, std::vector<int> units, bool buried, std::string stepPrefix);
    // Does the unit's die carry Rise from the Ashes?
    [[nodiscard]] static bool rises(const Ctx& ctx, int unit);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] int owner() const { return owner_; }

private:
    int owner_;
    std::vector<int> units_;
    bool buried_;
    std::string stepPrefix_;
};

}  // namespace muster::rules::engine
