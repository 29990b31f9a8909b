#pragma once
// A maneuver: counter-maneuvering players, the rolls, turning the terrain.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in ManeuverFrame.cpp.
#include <string>
#include <utility>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
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

private:
    void roll(Ctx& ctx);
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
};

}  // namespace muster::rules::engine
