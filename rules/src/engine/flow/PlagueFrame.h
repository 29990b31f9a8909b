#pragma once
// Plague (V4.01d SAIs, S0:L949; Undead sheet S0:L2983): one unit of the defending army makes a save roll; without
// a save result it is killed, and the defender then names another unit of the same army ('plague B c3'), which
// saves or dies in turn, until a target saves or the army has no unit left. The rolls are individual save rolls
// (`roll B save=<n> : <target>=<face>`).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in PlagueFrame.cpp.
#include <cstdint>
#include <string>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

class PlagueFrame : public FrameOf<PlagueFrame> {
public:
    PlagueFrame(SaiUse use, int target);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] int killedCount() const { return killed_; }

private:
    enum class Stage : std::uint8_t { Roll, Sais, Casualties, Next };
    void saveRoll(Ctx& ctx);
    void fate(Ctx& ctx);  // after the roll's SAIs: the chain ends, or the target dies
    void nextTarget(Ctx& ctx);
    void afterCasualties(Ctx& ctx);

    SaiUse use_;
    int target_;
    Stage stage_ = Stage::Roll;
    int killed_ = 0;  // targets killed so far
    bool saved_ = false;  // the last target rolled a save result
};

}  // namespace muster::rules::engine
