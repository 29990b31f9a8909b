// A roll another frame asks for (a sub-roll): who rolls which pieces, what the roll counts and what it is for.
// The asking frame reads the dice and their evaluation when this frame is done.
#include "flow/RollFrame.h"

namespace muster::rules::engine {

RollFrame::RollFrame(DiceRequest request, RollSpec spec, std::string stepName)
    : request_(std::move(request)), spec_(std::move(spec)), stepName_(std::move(stepName)) {}

Expectation RollFrame::expect(const Ctx&) const {
    Expectation x;
    x.kinds = {EventKind::Roll};
    x.who = request_.roller;
    x.rule = request_.rule;
    x.rollers = request_.must;
    x.mayRoll = request_.may;
    x.place = spec_.at;
    for (RollType t : kRollTypes)
        if (spec_.counts1(t)) x.rollWords += (x.rollWords.empty() ? "" : " ") + std::string(toString(t));
    x.what = request_.purpose;
    x.why = spec_.cause.empty() ? "" : spec_.cause;
    return x;
}

bool RollFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    dice_ = readDice(ctx, request_);
    const RollEvaluator evaluator(ctx);
    evaluation_ = evaluator.evaluate(spec_, dice_);
    statement_ = e;
    done = true;
    return true;
}

}  // namespace muster::rules::engine
