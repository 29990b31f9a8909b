// SAIs that inflict damage no save reduces on the defending army: Smite (melee) and Stone (melee and missile).
// The damage is inflicted at step 4 of the attacker's roll, before the defender saves: the defender allocates
// it with a 'kill' statement right after the attack roll, or where the log places it among the roll's 'sai' lines
// (flow/SaiResolutionFrame).
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

SaiEffect damage(int x) {
    SaiEffect e;
    e.applies = true;
    e.noSaveDamage = x;
    return e;
}

SaiEffect results(RollType t, int x) {
    SaiEffect e;
    e.applies = true;
    e.results[index(t)] = x;
    return e;
}

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

// Smite: X damage no save reduces in a melee attack; X melee in a dragon attack.
SaiEffect smite(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return damage(v.x);
    if (v.spec.purpose == RollPurpose::DragonResponse) return results(RollType::Melee, v.x);
    return {};
}

// Stone: X damage no save reduces in a melee or missile attack; X missile in a dragon attack.
SaiEffect stone(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile)) return damage(v.x);
    if (v.spec.purpose == RollPurpose::DragonResponse) return results(RollType::Missile, v.x);
    return {};
}

}  // namespace

void registerDamageSais(SaiRegistry& r) {
    r.add({"Smite", AppliesMelee | AppliesDragon, smite});
    r.add({"Stone", AppliesMelee | AppliesMissile | AppliesDragon, stone});
}

}  // namespace muster::rules::engine
