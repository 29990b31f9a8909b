// SAIs that hinder the other side's answer or strike without a save (V4.01d SAIs):
// * Howl (melee and missile attacks, S0:L939), Screech (melee, S0:L959) and Wave (melee, S0:L991): the defending
//   army's save roll subtracts X save results (step 6 of that roll). Wave in the marching army's maneuver roll:
//   each counter-maneuvering army's roll subtracts X maneuver results; nothing in a counter-maneuver.
// * Surprise (melee, not a counter-attack, S0:L980): the attacked army saves but may not counter-attack.
// * Sneak Attack (S0:L971): X melee in a melee or dragon attack; in a missile attack at an army at the shooters'
//   own terrain, X damage no save reduces to that army (allocated at step 4 like Smite's). Its use in a magic
//   action and against another terrain's army (where it hits an army at the shooters' terrain instead) is not
//   modelled yet.
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

SaiEffect notYet(const SaiRollView& v, const std::string& use) {
    SaiEffect e;
    e.applies = true;
    e.unsupported = use + " (" + v.die.name + ")";
    return e;
}

SaiEffect otherSideLoses(RollType t, int x) {
    SaiEffect e;
    e.applies = true;
    e.otherSideLoses[index(t)] = x;
    return e;
}

// Howl: in a melee or missile attack, the defenders' save roll loses X saves.
SaiEffect howl(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile)) return otherSideLoses(RollType::Save, v.x);
    return {};
}

// Screech: the same in a melee attack only.
SaiEffect screech(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return otherSideLoses(RollType::Save, v.x);
    return {};
}

// Wave: the defenders lose X saves in a melee attack; the counter-maneuvering armies lose X maneuver results when the
// marching army rolls it.
SaiEffect wave(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return otherSideLoses(RollType::Save, v.x);
    if (v.spec.purpose == RollPurpose::Maneuver) return otherSideLoses(RollType::Maneuver, v.x);
    return {};
}

// Surprise: no counter-attack against this melee attack (none in a counter-attack).
SaiEffect surprise(const SaiRollView& v) {
    if (!attack(v, AttackKind::Melee) || v.spec.counterAttack) return {};
    SaiEffect e;
    e.applies = true;
    e.noCounterAttack = true;
    return e;
}

// Sneak Attack: X melee in a melee or dragon attack; X damage no save reduces in a missile attack at the shooters'
// own terrain.
SaiEffect sneakAttack(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (attack(v, AttackKind::Melee) || v.spec.purpose == RollPurpose::DragonResponse) {
        SaiEffect e;
        e.applies = true;
        e.results[index(RollType::Melee)] = v.x;
        return e;
    }
    if (attack(v, AttackKind::Missile)) {
        if (!(v.spec.target == v.spec.at)) return notYet(v, "SAI Sneak Attack in a missile roll at another terrain");
        SaiEffect e;
        e.applies = true;
        e.noSaveDamage = v.x;
        return e;
    }
    if (v.spec.purpose == RollPurpose::Magic) return notYet(v, "SAI Sneak Attack in a magic roll");
    return {};
}

}  // namespace

void registerHinderSais(SaiRegistry& r) {
    r.add({"Howl", AppliesMelee | AppliesMissile, howl});
    r.add({"Screech", AppliesMelee, screech});
    r.add({"Wave", AppliesMelee | AppliesManeuver, wave});
    r.add({"Surprise", AppliesMelee, surprise});
    r.add({"Sneak Attack", AppliesMelee | AppliesMissile | AppliesMagic | AppliesDragon, sneakAttack});
}

}  // namespace muster::rules::engine
