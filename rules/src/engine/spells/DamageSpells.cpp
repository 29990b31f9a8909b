// Spells that damage or kill (V4.01d Spells, seeds 1060-1103; Damage, seeds 794-808):
//  * Hailstorm (S0:L1060): an opposing army takes one damage per casting and saves against it.
//  * Firestorm (S0:L1103): every army at the chosen terrain, whoever owns it, takes two damage per casting and
//    saves against it.
//  * Firebolt (S0:L1102): an opposing unit takes one damage per casting; its own save results reduce it, and it
//    dies when what is left reaches its health.
//  * Finger of Death (S0:L1078): the same without a save: one damage per casting, the unit dies when that
//    reaches its health.
//  * Fearful Flames (S0:L1101): as Firebolt; a target that lives through it rolls for saves again and flees to
//    its Reserve Area without one.
//  * Swamp Fever (S0:L1077): up to three health-worth per casting of units in one opposing army roll (as much as
//    the army allows, S0:L792); those that show their ID are killed, and those still killed (a Dragonkin too, from
//    the Summoning Pool, S0:L1183) roll again and are buried on an ID.
//  * Lightning Strike (S0:L1066): an opposing unit rolls for saves and dies without one; one Lightning Strike
//    per unit in a magic action.
// The damage is fixed when the spell is announced (castings combined with 'x<n>' multiply it, seeds 1050-1052);
// the rolls and the 'kill' come when it resolves (flow/SpellDamageFrame).
#include <algorithm>

#include "EngineContext.h"
#include "casualties/Casualties.h"
#include "effects/EffectStore.h"
#include "flow/MagicFrame.h"
#include "flow/SpellDamageFrame.h"
#include "flow/SpellTargetsRollFrame.h"
#include "spells/SpellRegistry.h"
#include "spells/SpellTargets.h"

namespace muster::rules::engine {

namespace {

const std::string& nameOf(const SpellCast& cast) {
    return cast.definition->name();
}

std::string oneTarget(const SpellCast& cast, const std::string& form) {
    return nameOf(cast) + " has one target: write 'on " + form + "'";
}

// An opposing army, at a terrain or in a Reserve Area (docs/rules-decisions.md: "any opposing army").
void opposingArmy(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    if (e.args.size() != 3) ctx.fail(Rule::Spells, oneTarget(cast, "<player>@<location>"));
    const std::string& word = e.args[2];
    if (word.find('@') == std::string::npos)
        ctx.fail(Rule::Spells,
                 nameOf(cast) + " targets an army, not a terrain or a unit: write 'on <player>@<location>'");
    const auto [owner, at] = ctx.armyRef(word);
    if (!ctx.s.hasArmy(owner, at)) ctx.fail(Rule::Spells, ctx.pid(owner) + " has no army at " + ctx.s.locationName(at));
    if (owner == cast.caster)
        ctx.fail(Rule::Spells, nameOf(cast) + " targets an opposing army, not one of " + ctx.pid(cast.caster) + "'s");
    if (EffectStore::armyHas(ctx.s, owner, at, Status::Illusion))
        ctx.fail(Rule::Spells, ctx.armyName(owner, at) + " is under Illusion: opponents' spells cannot target it");
    cast.target = EffectTargetKind::Army;
    cast.targetPlayer = owner;
    cast.targetArmy = at;
}

// A terrain in play (never a Reserve Area).
void anyTerrain(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    if (e.args.size() != 3) ctx.fail(Rule::Spells, oneTarget(cast, "<terrain>"));
    const std::string& word = e.args[2];
    if (word.find('@') != std::string::npos)
        ctx.fail(Rule::Spells, nameOf(cast) + " targets a terrain (every army there): write 'on <terrain>'");
    const Location at = ctx.location(word);
    if (!at.atTerrain()) ctx.fail(Rule::Spells, nameOf(cast) + " targets a terrain; the Reserve Area is none");
    cast.target = EffectTargetKind::Terrain;
    cast.targetTerrain = at.terrain;
}

// An opposing unit in an army (at a terrain or in a Reserve Area), named 'B:c1'.
void opposingUnit(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    if (e.args.size() != 3) ctx.fail(Rule::Spells, oneTarget(cast, "<player>:<unit>"));
    const std::string& word = e.args[2];
    if (word.find('@') != std::string::npos)
        ctx.fail(Rule::Spells, nameOf(cast) + " targets one unit, not an army: write 'on <player>:<unit>'");
    if (word.find(':') == std::string::npos)
        ctx.fail(Rule::Spells,
                 nameOf(cast) + " targets an opposing unit: write it with its owner, 'on <player>:<unit>'");
    const int u = ctx.pieceRef(word, cast.caster);
    const auto& piece = ctx.s.piece(u);
    if (const auto why = notAUnitTarget(ctx, u, word, nameOf(cast) + " targets a unit in an army"); !why.empty())
        ctx.fail(Rule::Spells, why);
    if (piece.owner == cast.caster)
        ctx.fail(Rule::Spells, nameOf(cast) + " targets an opposing unit, not one of " + ctx.pid(cast.caster) + "'s");
    if (EffectStore::armyHas(ctx.s, piece.owner, piece.loc, Status::Illusion))
        ctx.fail(Rule::Spells, ctx.armyName(piece.owner, piece.loc) +
                                   " is under Illusion: opponents' spells cannot target its units");
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = {u};
}

int perCasting(const SpellCast& cast, int amount) {
    return cast.definition->spell->cumulative ? amount * cast.castings : amount;
}

// ---- Hailstorm

std::unique_ptr<Frame> resolveArmyDamage(Ctx& ctx, const SpellCast& cast) {
    if (!ctx.s.hasArmy(cast.targetPlayer, cast.targetArmy)) return nullptr;  // gone: nothing to damage
    return std::make_unique<SpellDamageFrame>(
        nameOf(cast), std::vector<SpellDamageFrame::ArmyAt>{{cast.targetPlayer, cast.targetArmy}}, perCasting(cast, 1));
}

// ---- Firestorm: every army there when the spell resolves, the caster's own included.

std::unique_ptr<Frame> resolveTerrainDamage(Ctx& ctx, const SpellCast& cast) {
    std::vector<SpellDamageFrame::ArmyAt> armies;
    const Location at = Location::at(cast.targetTerrain);
    for (int q = 0; q < static_cast<int>(ctx.s.players.size()); ++q)
        if (ctx.s.hasArmy(q, at)) armies.push_back({q, at});
    if (armies.empty()) return nullptr;
    return std::make_unique<SpellDamageFrame>(nameOf(cast), std::move(armies), perCasting(cast, 2));
}

// ---- Firebolt (a save), Finger of Death (none), Lightning Strike (save or die)

// The target unit, if it is still in an army (it may have moved to another: the spell follows it, seed 1034).
int stillInPlay(const Ctx& ctx, const SpellCast& cast) {
    const int u = cast.targetPieces.front();
    return ctx.s.piece(u).loc.inPlay() ? u : -1;
}

std::unique_ptr<Frame> resolveUnitDamage(Ctx& ctx, const SpellCast& cast) {
    const int u = stillInPlay(ctx, cast);
    if (u < 0) return nullptr;
    return std::make_unique<SpellDamageFrame>(nameOf(cast), u, perCasting(cast, 1), SpellDamageFrame::Mode::UnitDamage);
}

std::unique_ptr<Frame> resolveUnitDamageThenFlee(Ctx& ctx, const SpellCast& cast) {
    const int u = stillInPlay(ctx, cast);
    if (u < 0) return nullptr;
    return std::make_unique<SpellDamageFrame>(nameOf(cast), u, perCasting(cast, 1),
                                              SpellDamageFrame::Mode::UnitDamageThenFlee);
}

std::unique_ptr<Frame> resolveNoSaveUnitDamage(Ctx& ctx, const SpellCast& cast) {
    const int u = stillInPlay(ctx, cast);
    if (u < 0 || perCasting(cast, 1) < ctx.health(u)) return nullptr;  // less than its health: it heals (seed 800)
    KillCause cause;
    cause.kind = KillCause::Kind::NoSave;
    cause.at = ctx.s.piece(u).loc;
    cause.source = nameOf(cast);
    cause.stepPrefix = "magic: " + nameOf(cast) + ": ";
    Casualties::kill(ctx, {u}, cause);
    return nullptr;
}

void lightningTarget(Ctx& ctx, SpellCast& cast) {
    opposingUnit(ctx, cast);
    if (cast.castings > 1)
        ctx.fail(Rule::Spells, "a unit may be the target of one Lightning Strike per magic action (S0:L1066): no 'x" +
                                   std::to_string(cast.castings) + "'");
    const auto* magic = dynamic_cast<const MagicFrame*>(&ctx.top());
    if (magic == nullptr) return;
    for (const auto& other : magic->casts())
        if (other.definition == cast.definition && other.targetPieces == cast.targetPieces)
            ctx.fail(Rule::Spells, ctx.ref(cast.targetPieces.front()) + " is already the target of Lightning Strike " +
                                       std::to_string(other.number) +
                                       " in this magic action (one per unit per action, S0:L1066)");
}

std::unique_ptr<Frame> resolveSaveOrDie(Ctx& ctx, const SpellCast& cast) {
    const int u = stillInPlay(ctx, cast);
    if (u < 0) return nullptr;
    return std::make_unique<SpellDamageFrame>(nameOf(cast), u, 0, SpellDamageFrame::Mode::SaveOrDie);
}

// ---- Swamp Fever

void feverTargets(Ctx& ctx, SpellCast& cast) {
    UnitTargetRule rule;
    rule.maxHealth = perCasting(cast, 3);
    rule.opposing = true;
    rule.oneArmy = true;
    rule.fullest = true;  // "up to" against an opponent: as much as the army allows (S0:L792)
    readUnitTargets(ctx, cast, rule);
}

std::unique_ptr<Frame> feverResolve(Ctx& ctx, const SpellCast& cast) {
    std::vector<int> units;
    for (int u : cast.targetPieces)
        if (ctx.s.piece(u).loc.inPlay()) units.push_back(u);
    if (units.empty()) return nullptr;
    return std::make_unique<SpellTargetsRollFrame>(nameOf(cast), std::move(units),
                                                   SpellTargetsRollFrame::Kind::IdKillsThenBury);
}

const SpellHandler kArmyDamage{"spells/DamageSpells.cpp (damage to an army, saves)", &opposingArmy, &resolveArmyDamage};
const SpellHandler kTerrainDamage{"spells/DamageSpells.cpp (damage to every army at a terrain, saves)", &anyTerrain,
                                  &resolveTerrainDamage};
const SpellHandler kUnitDamage{"spells/DamageSpells.cpp (damage to a unit, its own save)", &opposingUnit,
                               &resolveUnitDamage};
const SpellHandler kUnitDamageThenFlee{"spells/DamageSpells.cpp (damage to a unit, its own save; it may flee)",
                                       &opposingUnit, &resolveUnitDamageThenFlee};
const SpellHandler kNoSaveUnitDamage{"spells/DamageSpells.cpp (damage to a unit, no save)", &opposingUnit,
                                     &resolveNoSaveUnitDamage};
const SpellHandler kFever{"spells/DamageSpells.cpp (units roll: ID kills, then ID buries)", &feverTargets,
                          &feverResolve};
const SpellHandler kSaveOrDie{"spells/DamageSpells.cpp (a unit saves or dies)", &lightningTarget, &resolveSaveOrDie};

}  // namespace

void registerDamageSpells(SpellRegistry& registry) {
    registry.add("Hailstorm", kArmyDamage);
    registry.add("Firestorm", kTerrainDamage);
    registry.add("Firebolt", kUnitDamage);
    registry.add("Fearful Flames", kUnitDamageThenFlee);
    registry.add("Finger of Death", kNoSaveUnitDamage);
    registry.add("Lightning Strike", kSaveOrDie);
    registry.add("Swamp Fever", kFever);
}

}  // namespace muster::rules::engine
