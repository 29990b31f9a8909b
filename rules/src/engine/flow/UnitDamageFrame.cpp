// One unit takes an SAI's damage and rolls alone for saves against it (Kick, S0:L944; S0:L808 lets a damaged
// unit save unless the effect says otherwise). The damage left after its saves kills it when it reaches the
// unit's health; less damage heals at the end of the action (S0:L800), so it is not kept.
#include "flow/UnitDamageFrame.h"

#include "casualties/Casualties.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

UnitDamageFrame::UnitDamageFrame(SaiUse use, int target, int damage)
    : use_(std::move(use)), target_(target), damage_(damage) {}

std::string UnitDamageFrame::step(const GameState&) const {
    return use_.stepPrefix + use_.name + ": " + (rolled_ ? "casualties" : "target's save roll");
}

Expectation UnitDamageFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    if (rolled_) {
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    x.kinds = {EventKind::Roll};
    x.who = use_.defender;
    x.rollWords = "save";
    x.rollers = {target_};
    x.place = use_.defenderAt;
    x.amount = damage_;
    x.what = "the save roll of '" + ctx.s.label(target_) + "' against " + std::to_string(damage_) + " " + use_.name +
             " damage ('roll " + ctx.pid(use_.defender) + " save=N : " + ctx.s.label(target_) + "=...')";
    x.why = use_.name + ": the targeted unit takes " + std::to_string(damage_) + " damage and may save against it";
    return x;
}

bool UnitDamageFrame::accept(Ctx& ctx, const Event& e) {
    if (rolled_) return false;
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    ctx.needActor(use_.defender, Rule::Sais, "the save roll of the unit " + use_.name + " targets");
    DiceRequest request;
    request.roller = use_.defender;
    request.must = {target_};
    request.purpose = "the save roll of the unit " + use_.name + " targets";
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = use_.defender;
    spec.at = ctx.s.piece(target_).loc;
    spec.cause = use_.name;
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(e, "save");
    if (!stated || e.totals.size() != 1) ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>' and nothing else");
    const int saves = evaluator.checkTotal(eval, RollType::Save, *stated, "save");
    if (!eval.pending.empty())
        ctx.unsupported("SAI " + ctx.data.sais.name(eval.pending.front().sai) + " in a roll against " + use_.name);
    rolled_ = true;
    if (damage_ - saves < ctx.health(target_)) {
        done = true;
        return true;
    }
    KillCause cause;
    cause.kind = KillCause::Kind::Damage;
    cause.at = use_.defenderAt;
    cause.source = use_.name;
    cause.stepPrefix = use_.stepPrefix + use_.name + ": ";
    const std::size_t depth = ctx.s.frames.size();
    Casualties::kill(ctx, {target_}, cause);
    if (ctx.s.frames.size() == depth) done = true;
    return true;
}

void UnitDamageFrame::childDone(Ctx&, Frame&) {
    done = true;
}

}  // namespace muster::rules::engine
