#pragma once
// One march: the maneuver step, then one action. At a terrain under Mire (S0:L1116) the marching army first rolls
// maneuver ('roll A maneuver=<n> : ...') and its owner names the units that march, up to that health-worth
// ('mire A c1 c2'); only they and the items they carry roll until the march ends (state/Rollers asks miredUnits).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in MarchFrame.cpp.
#include <cstdint>
#include <string>
#include <vector>

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
    // Under Mire, once named: the units of this march's army that roll in it (null: no such limit for that army).
    [[nodiscard]] const std::vector<int>* miredUnits(int owner, Location at, int marcher) const;

private:
    enum class MireStage : std::uint8_t { Unknown, None, Roll, Choose, Done };
    [[nodiscard]] MireStage mireStage(const Ctx& ctx) const;
    void mireRoll(Ctx& ctx);
    void mireChoice(Ctx& ctx);
    void maneuver(Ctx& ctx);
    void action(Ctx& ctx);
    void minor(Ctx& ctx);

    Location army_;
    int number_ = 1;
    bool maneuvered_ = false;  // the maneuver step is over (taken, failed or replaced)
    bool acted_ = false;
    bool rolledMinor_ = false;  // the army's minor terrain was rolled at the start of this march
    std::string maneuverNote_;  // how the maneuver went ("the maneuver failed (3 against B's 5)")
    MireStage mire_ = MireStage::Unknown;  // fixed by the march's first statement
    int mireTotal_ = 0;                    // the Mire maneuver roll's results
    std::vector<int> mired_;               // the units named in 'mire'
};

}  // namespace muster::rules::engine
