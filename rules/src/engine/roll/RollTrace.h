#pragma once
// A counted roll as a TracedRoll (muster/rules/engine/StepTrace.h): RollEvaluator::evaluate records each roll it
// counts this way when the statement is traced (`rules explain`).
#include "muster/rules/engine/StepTrace.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

class RollTrace {
public:
    [[nodiscard]] static TracedRoll of(const Ctx& ctx, const RollEvaluation& eval, const RolledDice& rolled,
                                       const RollSituation& situation);
    // "attack", "save", ... for a roll's purpose.
    [[nodiscard]] static std::string purposeWord(RollPurpose purpose);
};

}  // namespace muster::rules::engine
