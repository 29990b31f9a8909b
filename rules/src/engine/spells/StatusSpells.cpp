// Spells whose effect is a lasting status, until the caster's next turn begins (V4.01d Spells):
//  * Open Grave (S0:L1081): on any army; its units killed by damage after a save roll (melee, missile, a damage
//    spell) go to their Reserve Area instead of the DUA (casualties/Casualties). Kills without a save roll are
//    untouched.
//  * Necromantic Wave (S0:L1079): on any army; its units may count magic results as melee or missile results
//    (roll/RollEvaluator: optional "counts as" rows).
//  * Berserker Rage (S0:L1090): on an army with a Feral unit; its Feral may count save results as melee results
//    in counter-attacks.
//  * Wilding (S0:L1062): on any army; after each roll the army makes, its owner may double the melee and save
//    results of one unit per casting (roll/RollEvaluator: the stated total is accepted when some choice of units
//    gives it; docs/rules-decisions.md "Wilding").
//  * Flashfire (S0:L1104): on any army; in each of its non-maneuver army rolls its owner may re-roll one unit per
//    casting once, the new face replacing the old ('/ flashfire c2=<face>', spells/SpellRerolls.h).
//  * Accelerated Growth (S0:L1113): on the caster's DUA; a killed Treefolk of 2 health or more may be exchanged
//    for a 1-health Treefolk from the DUA with a 'grow' statement (flow/CasualtyFrame).
#include <algorithm>
#include <memory>
#include <set>

#include "EngineContext.h"
#include "effects/EffectStore.h"
#include "spells/SpellRegistry.h"
#include "spells/SpellRerolls.h"

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
    // A second casting adds nothing (seed 1054); one the Temple shields (S0:L473) does not count.
    if (!EffectStore::armyUnder(ctx, cast.targetPlayer, cast.targetArmy, Status::OpenGrave))
        EffectStore::add(ctx.s, lasting(cast, Status::OpenGrave));
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
    if (!EffectStore::armyUnder(ctx, cast.targetPlayer, cast.targetArmy, statusOf(cast)))
        EffectStore::add(ctx.s, lasting(cast, statusOf(cast)));
    return nullptr;
}

// ---- Wilding: any army; each casting adds one unit the army may double (cumulative, S0:L1062).

std::unique_ptr<Frame> wilding(Ctx& ctx, const SpellCast& cast) {
    if (!ctx.s.hasArmy(cast.targetPlayer, cast.targetArmy)) return nullptr;
    Effect fx = lasting(cast, Status::Wilding);
    fx.magnitude = cast.castings;
    fx.cumulative = true;  // castings on one army add up to one record
    EffectStore::add(ctx.s, fx);
    return nullptr;
}

// ---- Flashfire: any army; each casting adds one unit its owner may re-roll in each non-maneuver army roll.

std::unique_ptr<Frame> flashfire(Ctx& ctx, const SpellCast& cast) {
    if (!ctx.s.hasArmy(cast.targetPlayer, cast.targetArmy)) return nullptr;
    Effect fx = lasting(cast, Status::Flashfire);
    fx.magnitude = cast.castings;
    fx.cumulative = true;
    EffectStore::add(ctx.s, fx);
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
const SpellHandler kWilding{"spells/StatusSpells.cpp (army status; roll/RollEvaluator doubles units' results)",
                            &anyArmy, &wilding};
const SpellHandler kFlashfire{"spells/StatusSpells.cpp (army status; '/ flashfire' re-roll, spells/SpellRerolls.h)",
                              &anyArmy, &flashfire};
const SpellHandler kAcceleratedGrowth{"spells/StatusSpells.cpp (DUA status; flow/CasualtyFrame grow)", &ownDua,
                                      &acceleratedGrowth};

}  // namespace

int flashfireUnits(const GameState& state, int owner, Location at) {
    int n = 0;
    for (const auto& fx : state.effects)
        if (fx.status == Status::Flashfire && fx.target == EffectTargetKind::Army && fx.targetPlayer == owner &&
            fx.targetArmy == at)
            n += fx.magnitude;
    return n;
}

void addSpellRerolls(const Ctx& ctx, DiceRequest& request, const RollSpec& spec) {
    if (!spec.army || spec.roller < 0 || !spec.nonManeuver() || spec.purpose == RollPurpose::HordeManeuver) return;
    const int units = flashfireUnits(ctx.s, spec.roller, spec.at);
    if (units <= 0) return;
    RerollRule rule;
    rule.reason = "flashfire";
    rule.mode = RerollMode::Replace;
    // The units re-rolled so far in this roll (the rule lives for one roll statement).
    auto done = std::make_shared<std::set<int>>();
    rule.check = [units, done, at = spec.at](Ctx& c, const RolledDice&, const DieRoll& before, const RerollSegment&) {
        const std::string label = c.s.label(before.piece);
        if (c.die(before.piece).isItem())
            c.fail(Rule::Spells, "Flashfire re-rolls units, and '" + label + "' is an item");
        if (c.s.piece(before.piece).loc != at)
            c.fail(Rule::Spells, "Flashfire re-rolls units of the army under it, and '" + label + "' is not in it");
        if (!done->insert(before.piece).second)
            c.fail(Rule::Spells, "Flashfire re-rolls a unit once in a roll ('" + label + "' twice)");
        if (static_cast<int>(done->size()) > units)
            c.fail(Rule::Spells,
                   "Flashfire re-rolls " + std::to_string(units) + " unit(s) in a roll here (one per casting)");
    };
    request.rerolls.push_back(std::move(rule));
}

void registerStatusSpells(SpellRegistry& registry) {
    registry.add("Open Grave", kOpenGrave);
    registry.add("Accelerated Growth", kAcceleratedGrowth);
    registry.add("Necromantic Wave", kCountsAs);
    registry.add("Berserker Rage", kCountsAs);
    registry.add("Wilding", kWilding);
    registry.add("Flashfire", kFlashfire);
}

}  // namespace muster::rules::engine
