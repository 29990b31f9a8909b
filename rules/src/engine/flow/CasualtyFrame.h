#pragma once
// Triggers after units are killed (Replanting rolls, Stepped Damage step-downs, Accelerated Growth exchanges,
// Soiled Ground's burial save).
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in CasualtyFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "casualties/Casualties.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class CasualtyFrame : public FrameOf<CasualtyFrame> {
public:
    CasualtyFrame(int owner, std::vector<int> killed, KillCause cause, bool replant, std::string stepPrefix);
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    void childDone(Ctx& ctx, Frame& child) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return !replantDue_ && !soiledDue_; }
    // Soiled Ground at the terrain: the killed units still in the DUA at the end save or are buried.
    void soiledGround() { soiledDue_ = true; }
    // The units still killed: not replanted to the Reserve Area, not exchanged by Stepped Damage.
    [[nodiscard]] const std::vector<int>& killed() const { return killed_; }

private:
    void replantRoll(Ctx& ctx);
    void stepDown(Ctx& ctx);
    void soiledRoll(Ctx& ctx);
    void grow(Ctx& ctx);
    [[nodiscard]] std::vector<int> inDua(const Ctx& ctx) const;

    int owner_;
    std::vector<int> killed_;  // still counting as killed (Stepped Damage removes exchanged ones)
    KillCause cause_;
    bool replantDue_ = false;
    bool soiledDue_ = false;
    bool soiledSais_ = false;        // the Soiled Ground roll's SAIs are resolved above; then the burials
    std::vector<int> soiledBuried_;  // ... of these units
    std::string stepPrefix_;
};

}  // namespace muster::rules::engine
