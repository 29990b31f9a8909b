#pragma once
// A maneuver: counter-maneuvering players, the rolls, turning the terrain.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in ManeuverFrame.cpp.
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

class ManeuverFrame : public FrameOf<ManeuverFrame> {
public:
    ManeuverFrame(Location at, std::vector<int> counters) : at_(at), counters_(std::move(counters)) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool succeeded() const { return success_; }
    [[nodiscard]] std::string closedNote(const Ctx& ctx) const override;
    void childDone(Ctx& ctx, Frame& child) override;
    void gameEnds(Ctx& ctx) override { countDeferred(ctx, nullptr); }

private:
    void roll(Ctx& ctx);
    // The roll's total (now, or once its step 4 is over), then the outcome once every army has rolled.
    void count(Ctx& ctx, const RollEvaluation& eval, int stated);
    // A roll whose carrier left with Wayfare at step 4 (S0:L751): counted without it once step 4 is over.
    void countDeferred(Ctx& ctx, const SaiResolutionFrame* sais);
    void turnTerrain(Ctx& ctx);
    [[nodiscard]] bool rolling() const;
    // The maneuver roll of roller's army here (the marching army's, or a counter's).
    [[nodiscard]] RollSpec spec(int roller, bool counter) const;

    Location at_;
    std::vector<int> counters_;  // counter-maneuvering players, in turn order
    std::vector<int> totals_;    // index 0: the marcher, then one per counter
    bool success_ = false;
    bool counterWinsTies_ = false;  // Fields of Ice at the terrain
    int waveLoss_ = 0;  // Wave in the marching army's roll: each counter subtracts this many maneuver results
    // A roll whose step 4 may take a unit away (Wayfare's move): its evaluation, dice, extras and stated total.
    std::optional<WaitingRoll> deferred_;
    int deferredStated_ = 0;
};

}  // namespace muster::rules::engine
