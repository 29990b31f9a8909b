// The charmed units' roll (V4.01d SAIs, S0:L900): an individual roll of those units counting melee (their army's
// modifiers do not apply, docs/rules-decisions.md); the total joins the attack of the exchange below.
#include "flow/CharmFrame.h"

#include "flow/ExchangeFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

CharmFrame::CharmFrame(SaiUse use, std::vector<int> targets) : use_(std::move(use)), targets_(std::move(targets)) {}

std::string CharmFrame::step(const GameState&) const {
    return use_.stepPrefix + "Charm: the charmed units' roll";
}

Expectation CharmFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    x.kinds = {EventKind::Roll};
    x.who = use_.defender;
    x.rollWords = "melee";
    x.rollers = targets_;
    x.place = use_.defenderAt;
    x.what = "the roll of the units Charm targets ('roll " + ctx.pid(use_.defender) + " melee=N : " +
             ctx.labels(targets_) + "=...')";
    x.why = "Charm: their owner rolls them for the attacker instead of saving";
    return x;
}

bool CharmFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    ctx.needActor(use_.defender, Rule::Sais, "the roll of the units Charm targets");
    DiceRequest request;
    request.roller = use_.defender;
    request.must = targets_;
    request.purpose = "the roll of the units Charm targets";
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Melee);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = use_.defender;
    spec.at = use_.defenderAt;
    spec.cause = "Charm";
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(e, "melee");
    if (!stated) ctx.fail(Rule::LogFormat, "a melee roll stating 'melee=<total>'");
    const int melee = evaluator.checkTotal(eval, RollType::Melee, *stated, "melee");
    // Step 4 of the roll (Regenerate's return): its 'sai' lines come right after it (SaiResolutionFrame::afterRoll).
    if (auto sais = SaiResolutionFrame::afterRoll(ctx, eval, "Charm target's melee", use_.stepPrefix + "Charm: "))
        ctx.push(std::move(sais));
    ExchangeFrame* exchange = nullptr;
    for (auto it = ctx.s.frames.rbegin(); it != ctx.s.frames.rend() && exchange == nullptr; ++it)
        exchange = dynamic_cast<ExchangeFrame*>(it->get());
    // Charm decides only in a melee attack roll (attack or counter-attack, sai/KillSais.cpp; S0:L900), and every
    // such roll is an ExchangeFrame's, whose defender is the one Charm targets: no log reaches this (an internal
    // consistency check, not a rule left out).
    if (exchange == nullptr || exchange->defender() != use_.defender)
        ctx.fail(Rule::Sais, "internal inconsistency: Charm's roll has no melee exchange against " +
                                 ctx.pid(use_.defender) + " below it (Charm acts only in a melee attack, S0:L900)");
    exchange->charm(targets_, melee);
    done = true;
    return true;
}

}  // namespace muster::rules::engine
