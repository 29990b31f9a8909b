// SAIs that damage one chosen unit, or the defending army, and what follows (V4.01d SAIs):
// * Kick (S0:L944): in a melee attack one defending unit takes X damage and saves alone against it; X saves in
//   save rolls; X melee and X saves in a dragon attack.
// * Gore (S0:L937): in a melee attack one defending unit takes two damage (it may save); if that kills it, it is
//   buried; four melee in a dragon attack.
// * Hug (S0:L940): in a melee attack one defending unit takes X damage with no save and rolls melee; those results
//   damage the hugging unit with no save; X melee in a dragon attack.
// * Coil (S0:L903): in a melee attack one defending unit takes X damage and makes a combination roll of saves (they
//   reduce the damage) and melee (it damages the coiling unit with no save); X melee in a dragon attack.
// * Firebreath (S0:L922): in a melee attack X damage to the defending army with no save possible; each unit it
//   kills saves or is buried. Stated with a 'sai' line (no targets), then the defender's 'kill' line.
// The unit targets are named in the 'sai' line (flow/UnitDamageFrame, flow/BurnFrame).
#include <memory>

#include "flow/BurnFrame.h"
#include "flow/UnitDamageFrame.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool horde(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::HordeManeuver;
}

bool meleeAttack(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee;
}

bool dragonAttack(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::DragonResponse;
}

SaiEffect gives(std::initializer_list<RollType> types, int x) {
    SaiEffect e;
    e.applies = true;
    for (RollType t : types) e.results[index(t)] = x;
    return e;
}

SaiEffect decide() {
    SaiEffect e;
    e.applies = true;
    e.needsResolution = true;
    return e;
}

// Kick: one defender takes X damage in a melee attack; X saves in save rolls; X melee and X saves against dragons.
SaiEffect kick(const SaiRollView& v) {
    if (horde(v)) return {};
    if (meleeAttack(v)) return decide();
    if (dragonAttack(v)) return gives({RollType::Save, RollType::Melee}, v.x);
    if (v.spec.counts1(RollType::Save)) return gives({RollType::Save}, v.x);
    return {};
}

constexpr int kGoreDamage = 2;
constexpr int kGoreDragon = 4;

// Gore: one defender takes two damage in a melee attack; four melee against dragons.
SaiEffect gore(const SaiRollView& v) {
    if (meleeAttack(v)) return decide();
    if (dragonAttack(v)) return gives({RollType::Melee}, kGoreDragon);
    return {};
}

// Hug and Coil: one defender in a melee attack; X melee against dragons.
SaiEffect hugOrCoil(const SaiRollView& v) {
    if (meleeAttack(v)) return decide();
    if (dragonAttack(v)) return gives({RollType::Melee}, v.x);
    return {};
}

// Firebreath: X damage no save reduces to the defending army in a melee attack (its victims save or are buried).
SaiEffect firebreath(const SaiRollView& v) {
    return meleeAttack(v) ? decide() : SaiEffect{};
}

std::unique_ptr<Frame> kickTarget(Ctx& ctx, const SaiUse& use) {
    const int u = SaiTargets::oneUnit(ctx, use);
    if (u < 0) return nullptr;
    UnitDamageFrame::Options options;
    options.damage = use.x;
    return UnitDamageFrame::begin(ctx, use, u, options);
}

std::unique_ptr<Frame> goreTarget(Ctx& ctx, const SaiUse& use) {
    const int u = SaiTargets::oneUnit(ctx, use);
    if (u < 0) return nullptr;
    UnitDamageFrame::Options options;
    options.damage = kGoreDamage;
    options.bury = true;
    return UnitDamageFrame::begin(ctx, use, u, options);
}

std::unique_ptr<Frame> hugTarget(Ctx& ctx, const SaiUse& use) {
    const int u = SaiTargets::oneUnit(ctx, use);
    if (u < 0) return nullptr;
    UnitDamageFrame::Options options;
    options.damage = use.x;
    options.saves = false;
    options.meleeBack = true;
    return UnitDamageFrame::begin(ctx, use, u, options);
}

std::unique_ptr<Frame> coilTarget(Ctx& ctx, const SaiUse& use) {
    const int u = SaiTargets::oneUnit(ctx, use);
    if (u < 0) return nullptr;
    UnitDamageFrame::Options options;
    options.damage = use.x;
    options.meleeBack = true;
    return UnitDamageFrame::begin(ctx, use, u, options);
}

std::unique_ptr<Frame> burn(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    if (!use.targets.empty())
        ctx.fail(Rule::SaiTargeting, use.name + " names no targets: the defender allocates its damage ('kill ...')");
    if (!ctx.s.hasArmy(use.defender, use.defenderAt)) return nullptr;
    ctx.push(std::make_unique<BurnFrame>(use, use.x));
    static_cast<BurnFrame&>(*ctx.s.frames.back()).start(ctx);
    return nullptr;
}

}  // namespace

void registerStrikeSais(SaiRegistry& r) {
    // Those that target one unit are never combined (V4.01d SAIs, Targeting).
    r.add({"Kick", AppliesMelee | AppliesSave | AppliesDragon, kick, kickTarget, false});
    r.add({"Gore", AppliesMelee | AppliesDragon, gore, goreTarget, false});
    r.add({"Hug", AppliesMelee | AppliesDragon, hugOrCoil, hugTarget, false});
    r.add({"Coil", AppliesMelee | AppliesDragon, hugOrCoil, coilTarget, false});
    r.add({"Firebreath", AppliesMelee, firebreath, burn});
}

}  // namespace muster::rules::engine
