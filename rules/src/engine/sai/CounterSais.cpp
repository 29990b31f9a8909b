// SAIs that strike back or give two kinds of results (V4.01d SAIs): Counter (S0:L909), Volley (S0:L990), Sortie
// (S0:L972) and Bash (S0:L891). (Kick, which targets one unit, is in StrikeSais.cpp.)
// * Counter and Volley, saving against a melee (missile) attack: X saves, and X damage to the attacking army that
//   only spell saves would reduce; the attacker allocates it after the defender's casualties
//   (flow/ExchangeFrame.cpp). Other saves: X saves; in their own attack: X melee (missile).
// * In a dragon attack Counter and Sortie give X saves and X melee, Volley X saves and X missile.
// * Bash saving against melee: one attacking unit takes damage equal to the melee it generated and saves alone;
//   the save roll gains that many saves. Other saves: X saves. In a dragon attack: sai/DragonResponseSais.cpp.
#include <memory>

#include "flow/SaiResolutionFrame.h"
#include "flow/UnitDamageFrame.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool horde(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::HordeManeuver;
}

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
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

// X saves, and X damage to the attacking army (in a save roll, noSaveDamage is the attacker's).
SaiEffect savesAndStrikeBack(int x) {
    SaiEffect e = gives({RollType::Save}, x);
    e.noSaveDamage = x;
    return e;
}

// Counter: X melee in a melee attack; saving against melee X saves and X damage to the attacker; X saves in other
// saves; X saves and X melee in a dragon attack.
SaiEffect counter(const SaiRollView& v) {
    if (horde(v)) return {};
    if (attack(v, AttackKind::Melee)) return gives({RollType::Melee}, v.x);
    if (v.spec.saveAgainst(AttackKind::Melee)) return savesAndStrikeBack(v.x);
    if (dragonAttack(v)) return gives({RollType::Save, RollType::Melee}, v.x);
    if (v.spec.counts1(RollType::Save)) return gives({RollType::Save}, v.x);
    return {};
}

// Volley: the same with missile.
SaiEffect volley(const SaiRollView& v) {
    if (horde(v)) return {};
    if (attack(v, AttackKind::Missile)) return gives({RollType::Missile}, v.x);
    if (v.spec.saveAgainst(AttackKind::Missile)) return savesAndStrikeBack(v.x);
    if (dragonAttack(v)) return gives({RollType::Save, RollType::Missile}, v.x);
    if (v.spec.counts1(RollType::Save)) return gives({RollType::Save}, v.x);
    return {};
}

// Sortie: X melee in a melee attack, X saves in save rolls, both in a dragon attack.
SaiEffect sortie(const SaiRollView& v) {
    if (horde(v)) return {};
    if (attack(v, AttackKind::Melee)) return gives({RollType::Melee}, v.x);
    if (dragonAttack(v)) return gives({RollType::Save, RollType::Melee}, v.x);
    if (v.spec.counts1(RollType::Save)) return gives({RollType::Save}, v.x);
    return {};
}

// Bash: saving against melee, one attacking unit is struck back (a decision); X saves in other save rolls; in a
// dragon attack a dragon that inflicted damage takes it back (sai/DragonResponseSais).
SaiEffect bash(const SaiRollView& v) {
    if (horde(v)) return {};
    if (v.spec.saveAgainst(AttackKind::Melee)) {
        SaiEffect e;
        e.applies = true;
        e.needsResolution = true;
        return e;
    }
    if (dragonAttack(v)) {  // resolved by the dragon attack (sai/DragonResponseSais), no 'sai' line
        SaiEffect e;
        e.applies = true;
        e.needsResolution = true;
        return e;
    }
    if (v.spec.counts1(RollType::Save)) return gives({RollType::Save}, v.x);
    return {};
}

// Bash's target: one unit of the attacking army. It takes damage equal to the melee it generated in the attack and
// saves alone against it; the save roll Bash was rolled in gains as many saves.
std::unique_ptr<Frame> bashTarget(Ctx& ctx, const SaiUse& use) {
    const int u = SaiTargets::oneUnit(ctx, use);
    if (u < 0) return nullptr;
    int melee = 0;
    for (const auto& [piece, amount] : use.answeredMelee)
        if (piece == u) melee += amount;
    if (auto* resolution = dynamic_cast<SaiResolutionFrame*>(&ctx.top()); resolution != nullptr)
        resolution->gain(RollType::Save, melee);
    if (melee == 0) return nullptr;  // no damage to save against
    UnitDamageFrame::Options options;
    options.damage = melee;
    return UnitDamageFrame::begin(ctx, use, u, options);
}

}  // namespace

void registerCounterSais(SaiRegistry& r) {
    r.add({"Counter", AppliesMelee | AppliesSave | AppliesDragon, counter});
    r.add({"Volley", AppliesMissile | AppliesSave | AppliesDragon, volley});
    r.add({"Sortie", AppliesMelee | AppliesSave | AppliesDragon, sortie});
    r.add({"Bash", AppliesSave | AppliesDragon, bash, bashTarget, false});  // targets one unit
}

}  // namespace muster::rules::engine
