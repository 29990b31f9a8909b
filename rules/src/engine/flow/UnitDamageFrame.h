#pragma once
// One unit an SAI targets takes damage (V4.01d SAIs: Kick S0:L944, Gore S0:L937, Hug S0:L940, Coil S0:L903).
// Unless the SAI says "no save possible", the unit rolls alone for saves against it (S0:L808: a damaged unit may
// save unless the effect says otherwise), and it is killed when the damage left reaches its health (Gore then
// buries it). Hug and Coil make the target roll melee (Coil: a combination roll with its saves): its melee results
// damage the unit that showed the SAI, with no save possible (Hug's target rolls even when its damage kills it).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in UnitDamageFrame.cpp.
#include <cstdint>
#include <memory>
#include <string>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class UnitDamageFrame : public FrameOf<UnitDamageFrame> {
public:
    struct Options {
        int damage = 0;          // the damage the target takes
        bool saves = true;       // the target rolls saves against it
        bool bury = false;       // a target it kills is buried (Gore)
        bool meleeBack = false;  // the target rolls melee; its melee results damage the SAI's unit (Hug, Coil)
    };
    // Starts the effect on one target (checked by the caller): the frame that asks for the target's roll.
    static std::unique_ptr<Frame> begin(Ctx& ctx, const SaiUse& use, int target, Options options);
    UnitDamageFrame(SaiUse use, int target, Options options);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;

private:
    enum class Stage : std::uint8_t { Roll, Sais, Target, Back };
    [[nodiscard]] std::string rollWords() const;
    void damageTarget(Ctx& ctx);
    void killTarget(Ctx& ctx);
    void damageBack(Ctx& ctx);

    SaiUse use_;
    int target_;
    Options options_;
    Stage stage_ = Stage::Roll;
    int back_ = 0;  // melee damage to the SAI's unit
    int saves_ = 0;  // the target's saves against the damage
};

}  // namespace muster::rules::engine
