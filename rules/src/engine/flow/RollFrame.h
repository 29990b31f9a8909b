#pragma once
// A roll that another frame asks for.
// A frame of the engine's flow (muster/rules/engine/Frame.h); the code is in RollFrame.cpp.
#include <string>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

class RollFrame : public FrameOf<RollFrame> {
public:
    RollFrame(DiceRequest request, RollSpec spec, std::string stepName);
    [[nodiscard]] std::string step(const GameState& /*state*/) const override { return stepName_; }
    [[nodiscard]] Expectation expect(const Ctx& ctx) const override;
    bool accept(Ctx& ctx, const Event& event) override;
    [[nodiscard]] const RolledDice& dice() const { return dice_; }
    [[nodiscard]] const RollEvaluation& evaluation() const { return evaluation_; }
    [[nodiscard]] const Event& statement() const { return statement_; }
    [[nodiscard]] const RollSpec& spec() const { return spec_; }

private:
    DiceRequest request_;
    RollSpec spec_;
    std::string stepName_;
    RolledDice dice_;
    RollEvaluation evaluation_;
    Event statement_;
};

}  // namespace muster::rules::engine
