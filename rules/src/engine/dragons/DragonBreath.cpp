// A dragon's breath against the army (V4.01d Dragon Breath): its lasting effects and Dragon Fire's burial save.
#include "dragons/DragonBreath.h"

#include <algorithm>
#include <string>

#include "effects/EffectStore.h"
#include "muster/rules/engine/DragonRules.h"
#include "roll/DiceReader.h"

namespace muster::rules::engine {

// One breath effect on the army as a lasting effect, until the beginning of its owner's next turn.
Effect DragonBreath::lastingEffect(BreathEffect kind, int caster, int player, Location at) {
    Effect fx;
    fx.source = std::string(toString(kind));
    fx.from = Effect::From::Breath;
    fx.caster = caster;
    fx.target = EffectTargetKind::Army;
    fx.targetPlayer = player;
    fx.targetArmy = at;
    fx.expiresAtStartOf = player;
    RollModifier m;
    m.scope = RollScope::Army;
    switch (kind) {
        case BreathEffect::LightningBolt:
            m.types = typeBit(RollType::Melee);
            m.op = ModifierOp::Divide;
            m.amount = 2;
            break;
        case BreathEffect::Petrify:
            m.types = typeBit(RollType::Maneuver);
            m.op = ModifierOp::Divide;
            m.amount = 2;
            break;
        case BreathEffect::PoisonousCloud:
            m.types = typeBit(RollType::Missile);
            m.op = ModifierOp::Divide;
            m.amount = 2;
            break;
        case BreathEffect::DragonPlague:
            m.types = kAllTypes;
            m.op = ModifierOp::IgnoreIds;
            break;
        default:
            return fx;
    }
    fx.modifiers.push_back(m);
    return fx;
}

bool DragonBreath::isFire(const Ctx& ctx, int dragon, Location at) {
    const auto effects = breathEffects(ctx.die(dragon), ctx.elementsAt(at));
    return std::find(effects.begin(), effects.end(), BreathEffect::DragonFire) != effects.end();
}

bool DragonBreath::leaveEffects(Ctx& ctx, int dragon, int owner, int player, Location at, bool armyThere) {
    bool fire = false;
    for (BreathEffect effect : breathEffects(ctx.die(dragon), ctx.elementsAt(at))) {
        if (effect == BreathEffect::DragonFire) fire = true;
        if (effect == BreathEffect::DragonFire || effect == BreathEffect::LifeDrain || !armyThere) continue;
        EffectStore::add(ctx.s, lastingEffect(effect, owner, player, at));
    }
    return fire;
}

bool DragonBreath::fitsFireRoll(const Ctx& ctx, const Event& e, int player, const std::vector<int>& rollers) {
    if (e.kind != EventKind::Roll || e.player != ctx.pid(player)) return false;
    for (const auto& f : e.faces)
        for (int u : rollers)
            if (ctx.s.label(u) == f.unit) return true;
    return false;
}

DragonBreath::FireSaves DragonBreath::readFireSaves(Ctx& ctx, int player, const std::vector<int>& rollers) {
    ctx.needActor(player, Rule::DragonBreath, "the save roll of the units Dragon Fire killed");
    DiceRequest request;
    request.roller = player;
    request.must = rollers;
    request.purpose = "the save roll of the units Dragon Fire killed";
    request.rule = Rule::DragonBreath;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = player;
    spec.at = Location::dua();
    spec.cause = "Dragon Fire";
    const RollEvaluator evaluator(ctx);
    FireSaves out;
    out.eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "save");
    if (!stated) ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>'");
    evaluator.checkTotal(out.eval, RollType::Save, *stated, "save");
    for (int u : rollers) {
        int got = 0;
        for (const auto& d : out.eval.dice)
            if (d.piece == u) got += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
        if (got == 0) out.buried.push_back(u);
    }
    return out;
}

}  // namespace muster::rules::engine
