// Plague's chain of save-or-die targets (V4.01d SAIs, S0:L949): each target saves for itself (an individual roll:
// only its own dice, no army modifiers); a failed one is killed (Replanting, Stepped Damage, Rise from the Ashes
// follow) and the defender names the next target; a save ends the chain. Reading of who names the next target:
// docs/rules-decisions.md (Plague).
#include "flow/PlagueFrame.h"

#include "casualties/Casualties.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

PlagueFrame::PlagueFrame(SaiUse use, int target) : use_(std::move(use)), target_(target) {}

std::string PlagueFrame::step(const GameState&) const {
    const std::string head = use_.stepPrefix + "Plague: ";
    switch (stage_) {
        case Stage::Roll:
            return head + "target's save roll";
        case Stage::Sais:
            return head + "target's SAIs";
        case Stage::Casualties:
            return head + "casualties";
        case Stage::Next:
            return head + "next target";
    }
    return head;
}

Expectation PlagueFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    x.who = use_.defender;
    x.place = use_.defenderAt;
    const std::string owner = ctx.pid(use_.defender);
    switch (stage_) {
        case Stage::Roll:
            x.kinds = {EventKind::Roll};
            x.rollWords = "save";
            x.rollers = {target_};
            x.what = "the save roll of the unit Plague targets ('roll " + owner + " save=N : " +
                     ctx.s.label(target_) + "=...')";
            x.why = "Plague: the target saves or is killed";
            return x;
        case Stage::Next:
            x.kinds = {EventKind::Plague};
            for (int u : ctx.s.army(use_.defender, use_.defenderAt)) x.options.push_back(ctx.s.label(u));
            x.what = "'plague " + owner + " <unit>': the next unit of " + ctx.armyName(use_.defender, use_.defenderAt) +
                     " Plague targets";
            x.why = "Plague: a target was killed, so its owner names another unit of the same army";
            return x;
        case Stage::Sais:
        case Stage::Casualties:
            break;
    }
    x.optional = true;
    x.what = "the next step";
    return x;
}

bool PlagueFrame::accept(Ctx& ctx, const Event& e) {
    if (stage_ == Stage::Casualties || stage_ == Stage::Sais) return false;
    if (stage_ == Stage::Roll) {
        if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
        ctx.needActor(use_.defender, Rule::Sais, "the save roll of the unit Plague targets");
        saveRoll(ctx);
        return true;
    }
    if (e.kind != EventKind::Plague) ctx.expected(expect(ctx));
    nextTarget(ctx);
    return true;
}

void PlagueFrame::saveRoll(Ctx& ctx) {
    DiceRequest request;
    request.roller = use_.defender;
    request.must = {target_};
    request.purpose = "the save roll of the unit Plague targets";
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = use_.defender;
    spec.at = use_.defenderAt;
    spec.cause = "Plague";
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "save");
    if (!stated) ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>'");
    evaluator.checkTotal(eval, RollType::Save, *stated, "save");
    int got = 0;
    for (const auto& d : eval.dice)
        if (d.piece == target_) got += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
    saved_ = got > 0;
    if (auto sais = SaiResolutionFrame::afterRoll(ctx, eval, "Plague target's save", use_.stepPrefix + "Plague: ")) {
        stage_ = Stage::Sais;  // the target's SAI choices (Regenerate's return) come before its fate
        ctx.push(std::move(sais));
        return;
    }
    fate(ctx);
}

void PlagueFrame::fate(Ctx& ctx) {
    if (saved_) {
        done = true;  // the target saved: the chain ends
        return;
    }
    ++killed_;
    KillCause cause;
    cause.kind = KillCause::Kind::Killed;
    cause.at = ctx.s.piece(target_).loc;  // a move at step 4 of its roll takes the kill along
    cause.source = "Plague";
    cause.stepPrefix = use_.stepPrefix + "Plague: ";
    stage_ = Stage::Casualties;
    const std::size_t depth = ctx.s.frames.size();
    Casualties::kill(ctx, {target_}, cause);
    if (ctx.s.frames.size() == depth) afterCasualties(ctx);
}

void PlagueFrame::afterCasualties(Ctx& ctx) {
    if (!ctx.s.hasArmy(use_.defender, use_.defenderAt)) {
        done = true;  // nobody is left to target
        return;
    }
    stage_ = Stage::Next;
}

void PlagueFrame::nextTarget(Ctx& ctx) {
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != use_.defender)
        ctx.fail(Rule::Sais, "the next Plague target is named by the killed unit's owner, " + ctx.pid(use_.defender) +
                                 " (docs/rules-decisions.md)");
    if (e.args.size() != 1) ctx.fail(Rule::LogFormat, "expected 'plague " + ctx.pid(use_.defender) + " <unit>'");
    const int u = ctx.ownPiece(p, e.args[0]);
    if (ctx.s.piece(u).kind != PieceKind::Unit || ctx.s.piece(u).loc != use_.defenderAt)
        ctx.fail(Rule::SaiTargeting, "Plague's next target is another unit of " +
                                         ctx.armyName(use_.defender, use_.defenderAt) + "; '" + e.args[0] +
                                         "' is not one of them");
    target_ = u;
    stage_ = Stage::Roll;
}

void PlagueFrame::childDone(Ctx& ctx, Frame&) {
    if (ctx.s.frames.back().get() != this) return;
    if (stage_ == Stage::Sais)
        fate(ctx);
    else if (stage_ == Stage::Casualties)
        afterCasualties(ctx);
}

}  // namespace muster::rules::engine
