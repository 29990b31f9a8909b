#pragma once
// A magic action: Magic Negation, the magic roll, casting.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in MagicFrame.cpp.
#include <string>
#include <vector>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

namespace muster::rules::engine {

class MagicFrame : public FrameOf<MagicFrame> {
public:
    MagicFrame(int caster, Location at) : caster_(caster), at_(at) {}
    [[nodiscard]] std::string step(const GameState& state) const override;
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] bool mayEnd(const Ctx& /*ctx*/) const override { return rolled_; }

private:
    void negation(Ctx& ctx);
    void magicRoll(Ctx& ctx);
    void cast(Ctx& ctx);

    int caster_;
    Location at_;
    bool rolled_ = false;
    int negated_ = 0;
    std::vector<int> negators_;
    std::vector<int> byElement_;  // magic available per element (index = domain::Element), if the split was stated
    int total_ = 0;
};

}  // namespace muster::rules::engine
