// The data-driven spells: those whose whole effect is a lasting modifier to rolls (Blizzard, Wind Walk, Stone
// Skin, ...). Their facts are the effect blocks of spells.json; one handler serves them all.
#include <stdexcept>

#include "EngineContext.h"
#include "effects/EffectStore.h"
#include "muster/rules/engine/Frame.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

namespace {

ModifierOp opOf(domain::SpellModifierOp op) {
    switch (op) {
        case domain::SpellModifierOp::Add:
            return ModifierOp::Add;
        case domain::SpellModifierOp::Subtract:
            return ModifierOp::Subtract;
        case domain::SpellModifierOp::Divide:
            return ModifierOp::Divide;
        case domain::SpellModifierOp::Multiply:
            return ModifierOp::Multiply;
    }
    return ModifierOp::Add;
}

const domain::SpellEffect& blockOf(const SpellCast& cast) {
    return *cast.definition->spell->effect;
}

// The target after 'on': one army ('B@frontier') or one terrain ('frontier'), as the effect block says. The
// target must exist when the spell is announced (V4.01d Magic, step 2).
void announce(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const auto& effect = blockOf(cast);
    const std::string& name = cast.definition->name();
    const bool terrain = effect.target == domain::SpellTarget::Terrain;
    const std::string form = terrain ? "'on <terrain>'" : "'on <player>@<location>'";
    if (e.args.size() != 3)
        ctx.fail(Rule::Spells,
                 name + " has one target, " + std::string(terrain ? "a terrain" : "an army") + ": write " + form);
    const std::string& word = e.args[2];
    if (terrain) {
        if (word.find('@') != std::string::npos)
            ctx.fail(Rule::Spells, name + " targets a terrain (every army there), not an army: write " + form);
        const Location at = ctx.location(word);
        if (!at.atTerrain()) ctx.fail(Rule::Spells, name + " targets a terrain; the Reserve Area is none");
        cast.target = EffectTargetKind::Terrain;
        cast.targetTerrain = at.terrain;
        return;
    }
    if (word.find('@') == std::string::npos)
        ctx.fail(Rule::Spells, name + " targets an army, not a terrain: write " + form);
    const auto [owner, at] = ctx.armyRef(word);
    if (!ctx.s.hasArmy(owner, at)) ctx.fail(Rule::Spells, ctx.pid(owner) + " has no army at " + ctx.s.locationName(at));
    if (effect.target == domain::SpellTarget::OpposingArmy && owner == cast.caster)
        ctx.fail(Rule::Spells, name + " targets an opposing army, not one of " + ctx.pid(cast.caster) + "'s");
    if (owner != cast.caster && EffectStore::armyHas(ctx.s, owner, at, Status::Illusion))
        ctx.fail(Rule::Spells, ctx.armyName(owner, at) + " is under Illusion: opponents' spells cannot target it");
    cast.target = EffectTargetKind::Army;
    cast.targetPlayer = owner;
    cast.targetArmy = at;
}

// One lasting effect of the summed castings, until the caster's next turn begins. A target army that is gone
// by now gets nothing (no new target may be chosen).
std::unique_ptr<Frame> resolve(Ctx& ctx, const SpellCast& cast) {
    if (cast.target == EffectTargetKind::Army && !ctx.s.hasArmy(cast.targetPlayer, cast.targetArmy)) return nullptr;
    Effect fx = modifierSpellEffect(*cast.definition->spell, cast.caster, cast.castings);
    fx.target = cast.target;
    fx.targetPlayer = cast.targetPlayer;
    fx.targetArmy = cast.targetArmy;
    fx.targetTerrain = cast.targetTerrain;
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

const SpellHandler kModifierHandler{"spells/ModifierSpells.cpp (spells.json effect block)", &announce, &resolve};

}  // namespace

std::vector<RollModifier> modifiersOf(const domain::SpellEffect& effect) {
    std::vector<RollModifier> out;
    for (const auto& m : effect.modifiers) {
        RollModifier r;
        for (const auto& word : m.results) {
            const auto type = parseRollType(word);
            if (!type) throw std::logic_error("spell effect with the result type '" + word + "'");
            r.types = static_cast<TypeMask>(r.types | typeBit(*type));
        }
        r.op = opOf(m.op);
        r.amount = m.amount;
        r.scope = RollScope::Army;  // modifiers on an army or a terrain never reach a roll of single units
        r.nonManeuverRollsOnly = effect.rolls == domain::SpellRolls::NonManeuverArmyRolls;
        r.onlyAttacksIntoTarget = effect.rolls == domain::SpellRolls::MissileAttacksAgainst;
        r.oneTypeOfChoice = m.oneOf;
        out.push_back(r);
    }
    return out;
}

Effect modifierSpellEffect(const domain::Spell& spell, int caster, int castings) {
    const auto& effect = *spell.effect;
    Effect fx;
    fx.source = spell.name;
    fx.from = Effect::From::Spell;
    fx.caster = caster;
    fx.scope = effect.rolls == domain::SpellRolls::MissileAttacksAgainst ? TerrainScope::AttacksIntoIt
                                                                         : TerrainScope::AllArmies;
    fx.modifiers = modifiersOf(effect);
    const bool cumulative = spell.cumulative;
    for (auto& m : fx.modifiers)
        if (cumulative && (m.op == ModifierOp::Add || m.op == ModifierOp::Subtract)) m.amount *= castings;
    if (effect.maneuverTies == domain::ManeuverTies::CounterManeuver) fx.status = Status::CounterManeuverWinsTies;
    fx.magnitude = cumulative ? castings : 1;
    fx.cumulative = cumulative;
    switch (effect.duration) {
        case domain::SpellDuration::UntilCastersNextTurn:
            fx.expiresAtStartOf = caster;
            break;
    }
    return fx;
}

void registerModifierSpells(SpellRegistry& registry) {
    for (const auto& spell : registry.definitions()) {
        if (!spell.spell->effect) continue;
        registry.add(spell.name(), kModifierHandler).modifiers = modifiersOf(*spell.spell->effect);
    }
}

}  // namespace muster::rules::engine
