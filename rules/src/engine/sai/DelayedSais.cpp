// SAIs of an attack roll that wait until the attacked army has rolled its saves (V4.01d Die Roll Resolution step
// 2, S0:L734-751): Choke (S0:L901, melee: up to X health-worth of the units that rolled an ID icon are killed),
// Decapitate (S0:L912, melee) and Impale (S0:L943, missile): one unit that rolled an ID icon is killed. The
// attacker states each with a 'sai' line right after the defender's save roll ('sai A Choke c4 : c1 c3'); the
// units killed count nothing in that save roll (flow/ExchangeFrame counts it afterwards). Their dragon-attack uses
// (a dragon that rolled Jaws is killed, else three results) are in sai/DragonResponseSais.cpp. Confuse (S0:L904),
// delayed the same way, re-rolls up to X health-worth of the attacked army: its targets are a '/ confuse' segment of
// the save roll. Hypnotic Glare (S0:L941) hypnotizes every unit that rolled ID in that save roll, by itself.
#include <algorithm>
#include <memory>

#include "EngineContext.h"
#include "casualties/Casualties.h"
#include "effects/EffectStore.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

SaiEffect delayedEffect() {
    SaiEffect e;
    e.applies = true;
    e.delayed = true;
    return e;
}

// In the army's response to a dragon attack: resolved by the dragon attack itself (sai/DragonResponseSais: a dragon
// that rolled Jaws is killed, else three results), no 'sai' line.
SaiEffect againstDragons() {
    SaiEffect e;
    e.applies = true;
    e.needsResolution = true;
    return e;
}

SaiEffect choke(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) ? delayedEffect() : SaiEffect{};
}

// Confuse: in a melee or missile attack, delayed; the targets are the dice of the '/ confuse' segment of the
// defender's save roll (flow/ExchangeFrame), so it never gets a 'sai' line of its own.
SaiEffect confuse(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile) ? delayedEffect() : SaiEffect{};
}

std::unique_ptr<Frame> confuseBegin(Ctx& ctx, const SaiUse& use) {
    ctx.fail(Rule::Sais,
             "Confuse needs no 'sai' line: its targets are re-rolled in the save roll ('/ confuse "
             "<unit>=<face> ...') of " +
                 ctx.armyName(use.defender, use.defenderAt));
}

// Hypnotic Glare: in a melee attack, delayed; every unit of the attacked army that rolled ID in its save roll is
// hypnotized (flow/ExchangeFrame applies it: no decision, no 'sai' line).
SaiEffect hypnoticGlare(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) ? delayedEffect() : SaiEffect{};
}

std::unique_ptr<Frame> noSaiLine(Ctx& ctx, const SaiUse& use) {
    ctx.fail(Rule::Sais, use.name + " needs no 'sai' line: it applies by itself after the save roll of " +
                             ctx.armyName(use.defender, use.defenderAt));
}

SaiEffect decapitate(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return delayedEffect();
    if (v.spec.purpose == RollPurpose::DragonResponse) return againstDragons();
    return {};
}

SaiEffect impale(const SaiRollView& v) {
    if (attack(v, AttackKind::Missile)) return delayedEffect();
    if (v.spec.purpose == RollPurpose::DragonResponse) return againstDragons();
    return {};
}

// The named targets: units that rolled an ID icon in the save roll, each once.
std::vector<int> idRollers(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    std::vector<int> chosen;
    for (const auto& label : use.targets) {
        const int u = ctx.pieceRef(label, use.defender);
        if (std::find(use.rolledId.begin(), use.rolledId.end(), u) == use.rolledId.end() ||
            ctx.s.piece(u).loc != use.defenderAt)
            ctx.fail(Rule::SaiTargeting,
                     use.name + " targets a unit of " + ctx.armyName(use.defender, use.defenderAt) +
                         " that rolled an ID icon in its save roll; '" + label + "' is not one (" +
                         (use.rolledId.empty() ? std::string("none did") : ctx.labels(use.rolledId)) + ")");
        if (std::find(chosen.begin(), chosen.end(), u) != chosen.end())
            ctx.fail(Rule::SaiTargeting, "'" + label + "' is targeted twice");
        chosen.push_back(u);
    }
    return chosen;
}

std::vector<int> stillThere(const Ctx& ctx, const SaiUse& use) {
    std::vector<int> out;
    for (int u : use.rolledId)
        if (ctx.s.piece(u).loc == use.defenderAt) out.push_back(u);
    return out;
}

void killTargets(Ctx& ctx, const SaiUse& use, const std::vector<int>& targets) {
    if (targets.empty()) return;
    KillCause cause;
    cause.kind = KillCause::Kind::Killed;
    cause.at = use.defenderAt;
    cause.source = use.name;
    cause.stepPrefix = use.stepPrefix + use.name + ": ";
    Casualties::kill(ctx, targets, cause);
}

// Choke: up to X health-worth of the units that rolled ID, as much as they allow (the fullest extent against an
// opponent).
std::unique_ptr<Frame> chokeBegin(Ctx& ctx, const SaiUse& use) {
    const auto chosen = idRollers(ctx, use);
    const int picked = ctx.healthOf(chosen);
    if (picked > use.x)
        ctx.fail(Rule::SaiTargeting, "Choke targets at most " + std::to_string(use.x) + " health-worth; " +
                                         std::to_string(picked) + " is too much");
    std::vector<int> healths;
    for (int u : stillThere(ctx, use)) healths.push_back(ctx.health(u));
    const int best = DamageAllocation::maxCoverable(healths, use.x);
    if (picked < best)
        ctx.fail(Rule::UpTo, "Choke against an opponent targets as much as it can: " + std::to_string(best) +
                                 " health-worth of the units that rolled an ID icon (up to " + std::to_string(use.x) +
                                 "), not " + std::to_string(picked));
    killTargets(ctx, use, chosen);
    return nullptr;
}

// Decapitate, Impale: one unit that rolled ID, when any did.
std::unique_ptr<Frame> oneIdRollerBegin(Ctx& ctx, const SaiUse& use) {
    const auto chosen = idRollers(ctx, use);
    if (chosen.size() > 1)
        ctx.fail(Rule::SaiTargeting, use.name + " targets one unit, not " + std::to_string(chosen.size()));
    if (chosen.empty() && !stillThere(ctx, use).empty())
        ctx.fail(Rule::UpTo, use.name + " targets one of the units that rolled an ID icon (" +
                                 ctx.labels(stillThere(ctx, use)) + ")");
    killTargets(ctx, use, chosen);
    return nullptr;
}

// Earthfang (the relic's logo, S0:L1333): in a melee attack delayed like Decapitate (one unit that rolled an ID
// icon is killed); in a missile attack or a magic action at a terrain it summons a Chill Wind there ('sai A Earthfang
// i1'): every army roll at that terrain loses two results (of every type) until the terrain is maneuvered to a new
// face, cumulative; against a dragon it kills a dragon that rolled Jaws, else four melee (sai/DragonResponseSais).
SaiEffect earthfang(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return delayedEffect();
    if (attack(v, AttackKind::Missile) || v.spec.purpose == RollPurpose::Magic) {
        if (v.spec.at.where == Where::Reserve) return {};  // no terrain for the wind to blow at
        SaiEffect e;
        e.applies = true;
        e.needsResolution = true;
        return e;
    }
    if (v.spec.purpose == RollPurpose::DragonResponse) return againstDragons();
    return {};
}

std::unique_ptr<Frame> earthfangBegin(Ctx& ctx, const SaiUse& use) {
    if (use.spec.purpose == RollPurpose::Attack && use.spec.attack == AttackKind::Melee)
        return oneIdRollerBegin(ctx, use);
    SaiTargets::noChoices(ctx, use);
    if (!use.targets.empty())
        ctx.fail(Rule::SaiTargeting, "Earthfang's Chill Wind blows at its own terrain and names no target");
    Effect fx;
    fx.source = "Chill Wind";
    fx.from = Effect::From::Item;
    fx.caster = ctx.s.piece(use.pieces.front()).owner;
    fx.target = EffectTargetKind::Terrain;
    fx.targetTerrain = use.spec.at.terrain;
    fx.scope = TerrainScope::AllArmies;
    RollModifier m;
    for (RollType t : kRollTypes) m.types = static_cast<TypeMask>(m.types | typeBit(t));
    m.op = ModifierOp::Subtract;
    m.amount = 2;
    m.scope = RollScope::Army;
    fx.modifiers.push_back(m);
    fx.cumulative = true;  // each Chill Wind takes two more
    fx.magnitude = 1;
    fx.ends = EndsWhenTerrainTurns;
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

}  // namespace

void registerDelayedSais(SaiRegistry& r) {
    r.add({"Earthfang", AppliesMagic | AppliesMissile | AppliesMelee | AppliesDragon, earthfang, earthfangBegin,
           /*combinable=*/false});
    r.add({"Choke", AppliesMelee, choke, chokeBegin});
    r.add({"Confuse", AppliesMelee | AppliesMissile, confuse, confuseBegin});
    r.add({"Hypnotic Glare", AppliesMelee, hypnoticGlare, noSaiLine});
    r.add({"Decapitate", AppliesMelee | AppliesDragon, decapitate, oneIdRollerBegin, /*combinable=*/false});
    r.add({"Impale", AppliesMissile | AppliesDragon, impale, oneIdRollerBegin, /*combinable=*/false});
}

}  // namespace muster::rules::engine
