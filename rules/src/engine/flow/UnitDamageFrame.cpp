// One unit an SAI targets takes damage and rolls alone against it (Kick S0:L944, Gore S0:L937, Hug S0:L940, Coil
// S0:L903; S0:L808 lets a damaged unit save unless the effect says otherwise). The damage left after its saves kills
// it when it reaches the unit's health; less damage heals at the end of the action (S0:L800), so it is not kept.
// The melee the target rolls back (Hug, Coil) damages the SAI's unit with no save; the target rolls it even when
// the damage kills it (the damage and the roll are one effect).
#include "flow/UnitDamageFrame.h"

#include "casualties/Casualties.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

std::unique_ptr<Frame> UnitDamageFrame::begin(Ctx&, const SaiUse& use, int target, Options options) {
    // The target always rolls: for saves, or (Hug) for the melee it strikes back with even as the damage kills it.
    return std::make_unique<UnitDamageFrame>(use, target, options);
}

UnitDamageFrame::UnitDamageFrame(SaiUse use, int target, Options options)
    : use_(std::move(use)), target_(target), options_(options) {}

std::string UnitDamageFrame::rollWords() const {
    if (options_.saves && options_.meleeBack) return "melee save";
    return options_.meleeBack ? "melee" : "save";
}

std::string UnitDamageFrame::step(const GameState&) const {
    return use_.stepPrefix + use_.name + ": " + (stage_ == Stage::Roll ? "target's roll" : "casualties");
}

Expectation UnitDamageFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    if (stage_ != Stage::Roll) {
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    x.kinds = {EventKind::Roll};
    x.who = use_.defender;
    x.rollWords = rollWords();
    x.rollers = {target_};
    x.place = use_.defenderAt;
    x.amount = options_.damage;
    std::string totals;
    for (const char* w : {"melee", "save"})
        if (rollWords().find(w) != std::string::npos) totals += std::string(" ") + w + "=N";
    x.what = "the roll of '" + ctx.s.label(target_) + "', the unit " + use_.name + " targets ('roll " +
             ctx.pid(use_.defender) + totals + " : " + ctx.s.label(target_) + "=...')";
    x.why = options_.saves ? use_.name + ": the targeted unit takes " + std::to_string(options_.damage) +
                                 " damage and may save against it"
                           : use_.name + ": the targeted unit rolls melee against the unit that showed it";
    return x;
}

bool UnitDamageFrame::accept(Ctx& ctx, const Event& e) {
    if (stage_ != Stage::Roll) return false;
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    ctx.needActor(use_.defender, Rule::Sais, "the roll of the unit " + use_.name + " targets");
    DiceRequest request;
    request.roller = use_.defender;
    request.must = {target_};
    request.purpose = "the roll of the unit " + use_.name + " targets";
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    if (options_.saves) spec.counts = static_cast<TypeMask>(spec.counts | typeBit(RollType::Save));
    if (options_.meleeBack) spec.counts = static_cast<TypeMask>(spec.counts | typeBit(RollType::Melee));
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = use_.defender;
    spec.at = ctx.s.piece(target_).loc;
    spec.cause = use_.name;
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    int saves = 0;
    int melee = 0;
    if (spec.combination()) {
        std::array<std::optional<int>, 5> stated{};
        for (const auto& t : e.totals) {
            const auto type = parseRollType(t.type);
            if (!type || !spec.counts1(*type))
                ctx.fail(Rule::LogFormat, "this roll states 'melee=N save=N' only, not '" + t.type + "'");
            stated[index(*type)] = t.value;
        }
        const auto totals = evaluator.checkCombination(eval, stated);
        saves = totals[index(RollType::Save)];
        melee = totals[index(RollType::Melee)];
    } else {
        const RollType t = spec.type();
        const std::string word(toString(t));
        const auto stated = statedTotal(e, word);
        if (!stated || e.totals.size() != 1)
            ctx.fail(Rule::LogFormat, "a " + word + " roll stating '" + word + "=<total>' and nothing else");
        (t == RollType::Save ? saves : melee) = evaluator.checkTotal(eval, t, *stated, word);
    }
    back_ = options_.meleeBack ? melee : 0;
    saves_ = options_.saves ? saves : 0;
    if (auto sais =
            SaiResolutionFrame::afterRoll(ctx, eval, use_.name + " target's", use_.stepPrefix + use_.name + ": ")) {
        stage_ = Stage::Sais;  // the target's SAI choices (Regenerate's return) come before its damage
        ctx.push(std::move(sais));
        return true;
    }
    damageTarget(ctx);
    return true;
}

void UnitDamageFrame::damageTarget(Ctx& ctx) {
    stage_ = Stage::Target;
    if (options_.damage > 0 && options_.damage - saves_ >= ctx.health(target_)) {
        killTarget(ctx);
        return;
    }
    damageBack(ctx);
}

void UnitDamageFrame::killTarget(Ctx& ctx) {
    KillCause cause;
    cause.kind = KillCause::Kind::Damage;
    cause.at = ctx.s.piece(target_).loc;  // a move at step 4 of its roll takes the damage along
    cause.source = use_.name;
    cause.stepPrefix = use_.stepPrefix + use_.name + ": ";
    const std::size_t depth = ctx.s.frames.size();
    Casualties::kill(ctx, {target_}, cause);
    if (ctx.s.frames.size() == depth) childDone(ctx, *this);
}

// The target's melee results damage the unit that showed the SAI (no save possible).
void UnitDamageFrame::damageBack(Ctx& ctx) {
    stage_ = Stage::Back;
    const int unit = use_.pieces.empty() ? -1 : use_.pieces.front();
    if (back_ > 0 && unit >= 0 && ctx.s.piece(unit).loc.inPlay() && back_ >= ctx.health(unit)) {
        KillCause cause;
        cause.kind = KillCause::Kind::NoSave;
        cause.at = ctx.s.piece(unit).loc;
        cause.source = use_.name;
        cause.stepPrefix = use_.stepPrefix + use_.name + ": ";
        const std::size_t depth = ctx.s.frames.size();
        Casualties::kill(ctx, {unit}, cause);
        if (ctx.s.frames.size() != depth) return;
    }
    done = true;
}

void UnitDamageFrame::childDone(Ctx& ctx, Frame&) {
    if (stage_ == Stage::Sais) {
        damageTarget(ctx);
        return;
    }
    if (stage_ == Stage::Target) {
        // Gore: a target it killed is buried (unless a trigger took it out of the DUA), a Dragonkin too (S0:L1183).
        if (options_.bury && Casualties::awaitsBurial(ctx, target_)) Casualties::bury(ctx, {target_});
        damageBack(ctx);
        return;
    }
    done = true;
}

}  // namespace muster::rules::engine
