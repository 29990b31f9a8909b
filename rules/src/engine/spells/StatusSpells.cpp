// Spells whose effect is a lasting status, until the caster's next turn begins (V4.01d Spells):
//  * Open Grave (S0:L1081): on any army; its units killed by damage after a save roll (melee, missile, a damage
//    spell) go to their Reserve Area instead of the DUA (casualties/Casualties). Kills without a save roll are
//    untouched.
//  * Necromantic Wave (S0:L1079): on any army; its units may count magic results as melee or missile results
//    (roll/RollEvaluator: optional "counts as" rows).
//  * Berserker Rage (S0:L1090): on an army with a Feral unit; its Feral may count save results as melee results
//    in counter-attacks.
//  * Accelerated Growth (S0:L1113): on the caster's DUA; a killed Treefolk of 2 health or more may be exchanged
//    for a 1-health Treefolk from the DUA with a 'grow' statement (flow/CasualtyFrame).
#include "EngineContext.h"
#include "effects/EffectStore.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

namespace {

Effect lasting(const SpellCast& cast, Status status) {
    Effect fx;
    fx.source = cast.definition->name();
    fx.from = Effect::From::Spell;
    fx.caster = cast.caster;
    fx.target = cast.target;
    fx.targetPlayer = cast.targetPlayer;
    fx.targetArmy = cast.targetArmy;
    fx.status = status;
    fx.magnitude = 1;
    fx.expiresAtStartOf = cast.caster;
    return fx;
}

// ---- Open Grave: any army, the caster's own included.

void anyArmy(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    if (e.args.size() != 3 || e.args[2].find('@') == std::string::npos)
        ctx.fail(Rule::Spells, name + " has one target, an army: write 'on <player>@<location>'");
    const auto [owner, at] = ctx.armyRef(e.args[2]);
    if (!ctx.s.hasArmy(owner, at)) ctx.fail(Rule::Spells, ctx.pid(owner) + " has no army at " + ctx.s.locationName(at));
    if (owner != cast.caster && EffectStore::armyHas(ctx.s, owner, at, Status::Illusion))
        ctx.fail(Rule::Spells, ctx.armyName(owner, at) + " is under Illusion: opponents' spells cannot target it");
    cast.target = EffectTargetKind::Army;
    cast.targetPlayer = owner;
    cast.targetArmy = at;
}

std::unique_ptr<Frame> openGrave(Ctx& ctx, const SpellCast& cast) {
    if (!ctx.s.hasArmy(cast.targetPlayer, cast.targetArmy)) return nullptr;
    if (!EffectStore::armyHas(ctx.s, cast.targetPlayer, cast.targetArmy, Status::OpenGrave))
        EffectStore::add(ctx.s, lasting(cast, Status::OpenGrave));  // a second casting adds nothing (seed 1054)
    return nullptr;
}

// ---- Necromantic Wave, Berserker Rage

Status statusOf(const SpellCast& cast) {
    return cast.definition->name() == "Berserker Rage" ? Status::BerserkerRage : Status::NecromanticWave;
}

void countsAsArmy(Ctx& ctx, SpellCast& cast) {
    anyArmy(ctx, cast);
    if (statusOf(cast) == Status::BerserkerRage && !ctx.armyHasSpecies(cast.targetPlayer, cast.targetArmy, "Feral"))
        ctx.fail(Rule::Spells, "Berserker Rage targets an army containing a Feral unit; " +
                                   ctx.armyName(cast.targetPlayer, cast.targetArmy) + " has none");
}

std::unique_ptr<Frame> countsAs(Ctx& ctx, const SpellCast& cast) {
    if (!ctx.s.hasArmy(cast.targetPlayer, cast.targetArmy)) return nullptr;
    if (!EffectStore::armyHas(ctx.s, cast.targetPlayer, cast.targetArmy, statusOf(cast)))
        EffectStore::add(ctx.s, lasting(cast, statusOf(cast)));
    return nullptr;
}

// ---- Accelerated Growth: the caster's DUA ('on A' or no target).

void ownDua(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    if (e.args.size() > 3 || (e.args.size() == 3 && ctx.player(e.args[2]) != cast.caster))
        ctx.fail(Rule::Spells,
                 name + " targets the caster's own DUA: write 'on " + ctx.pid(cast.caster) + "' (or no target)");
    cast.target = EffectTargetKind::Player;
    cast.targetPlayer = cast.caster;
}

std::unique_ptr<Frame> acceleratedGrowth(Ctx& ctx, const SpellCast& cast) {
    if (!EffectStore::playerHas(ctx.s, cast.caster, Status::AcceleratedGrowth))
        EffectStore::add(ctx.s, lasting(cast, Status::AcceleratedGrowth));
    return nullptr;
}

const SpellHandler kOpenGrave{"spells/StatusSpells.cpp (army status; casualties/Casualties)", &anyArmy, &openGrave};
const SpellHandler kCountsAs{"spells/StatusSpells.cpp (army status; roll/RollEvaluator counts-as rows)", &countsAsArmy,
                             &countsAs};
const SpellHandler kAcceleratedGrowth{"spells/StatusSpells.cpp (DUA status; flow/CasualtyFrame grow)", &ownDua,
                                      &acceleratedGrowth};

}  // namespace

void registerStatusSpells(SpellRegistry& registry) {
    registry.add("Open Grave", kOpenGrave);
    registry.add("Accelerated Growth", kAcceleratedGrowth);
    registry.add("Necromantic Wave", kCountsAs);
    registry.add("Berserker Rage", kCountsAs);
}

}  // namespace muster::rules::engine
