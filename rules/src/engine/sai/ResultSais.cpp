// SAIs whose whole effect in a roll is a number of results: Fly, Trample, Hoof, Create Fireminions, Cantrip,
// Rise from the Ashes (its save results), Sortie, and the result-only uses of Counter, Volley, Sneak Attack,
// Kick and Rend. Uses that need more (Counter's damage to the attacker, Rend's "roll again", Kick's target)
// belong to their own family files and are reported unsupported here until they are modelled.
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

SaiEffect none() {
    return {};
}

SaiEffect gives(RollType t, int x) {
    SaiEffect e;
    e.applies = true;
    e.results[index(t)] = x;
    return e;
}

SaiEffect notYet(const SaiRollView& v, const std::string& use) {
    SaiEffect e;
    e.applies = true;
    e.unsupported = use + " (" + v.die.name + ")";
    return e;
}

// "X results of one of these types" in a roll: in a roll counting one of them, that type; in a combination
// roll counting several, the roller chooses.
SaiEffect oneOf(const SaiRollView& v, TypeMask types, int x) {
    const TypeMask counted = static_cast<TypeMask>(types & v.spec.counts);
    if (counted == 0) return none();
    SaiEffect e;
    e.applies = true;
    if ((counted & (counted - 1)) == 0) {
        for (RollType t : kRollTypes)
            if (counted == typeBit(t)) e.results[index(t)] = x;
        return e;
    }
    e.choiceTypes = counted;
    e.choiceAmount = x;
    return e;
}

bool horde(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::HordeManeuver;
}

// Fly: X maneuver or X save, in any roll.
SaiEffect fly(const SaiRollView& v) {
    if (horde(v)) return gives(RollType::Maneuver, v.x);
    return oneOf(v, typeBit(RollType::Maneuver) | typeBit(RollType::Save), v.x);
}

// Trample: X maneuver and X melee, in any roll.
SaiEffect trample(const SaiRollView& v) {
    SaiEffect e;
    if (v.spec.counts1(RollType::Maneuver)) e.results[index(RollType::Maneuver)] = v.x;
    if (!horde(v) && v.spec.counts1(RollType::Melee)) e.results[index(RollType::Melee)] = v.x;
    e.applies = e.results != std::array<int, 5>{};
    return e;
}

// Hoof: X maneuver in maneuver rolls, X saves in save rolls and dragon attacks.
SaiEffect hoof(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Maneuver)) return gives(RollType::Maneuver, v.x);
    if (horde(v)) return none();
    if (v.spec.counts1(RollType::Save)) return gives(RollType::Save, v.x);
    return none();
}

// Create Fireminions: in any army roll, X results of any counted type (split as the roller likes).
SaiEffect createFireminions(const SaiRollView& v) {
    if (horde(v)) return gives(RollType::Maneuver, v.x);
    if (!v.spec.army) return none();
    SaiEffect e = oneOf(v, kAllTypes, v.x);
    if (e.choiceTypes != 0) e.choiceSplittable = true;
    return e;
}

// Cantrip: X magic in a magic action or Magic Negation roll; in other non-maneuver rolls X magic that may only
// cast cantrip spells (casting is optional, so nothing has to happen).
SaiEffect cantrip(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::Magic || v.spec.purpose == RollPurpose::MagicNegation)
        return gives(RollType::Magic, v.x);
    return none();
}

// Rise from the Ashes: X saves in save rolls (its rescue when killed is a casualty trigger).
SaiEffect riseFromTheAshes(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Save) && !horde(v)) return gives(RollType::Save, v.x);
    return none();
}

// Counter: X melee in a melee attack; X saves in saves (against melee it also damages the attacker).
SaiEffect counter(const SaiRollView& v) {
    if (horde(v)) return none();
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee) return gives(RollType::Melee, v.x);
    if (v.spec.saveAgainst(AttackKind::Melee)) return notYet(v, "SAI Counter in a save roll against melee");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Counter in a dragon attack");
    if (v.spec.counts1(RollType::Save)) return gives(RollType::Save, v.x);
    return none();
}

// Volley: X missile in a missile attack; X saves in saves (against missile it also damages the attacker).
SaiEffect volley(const SaiRollView& v) {
    if (horde(v)) return none();
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Missile)
        return gives(RollType::Missile, v.x);
    if (v.spec.saveAgainst(AttackKind::Missile)) return notYet(v, "SAI Volley in a save roll against missile");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Volley in a dragon attack");
    if (v.spec.counts1(RollType::Save)) return gives(RollType::Save, v.x);
    return none();
}

// Sortie: X melee in a melee attack, X saves in save rolls; against a dragon attack X saves and X melee (S0:L972).
SaiEffect sortie(const SaiRollView& v) {
    if (horde(v)) return none();
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee) return gives(RollType::Melee, v.x);
    if (v.spec.purpose == RollPurpose::DragonResponse) {
        SaiEffect e;
        if (v.spec.counts1(RollType::Save)) e.results[index(RollType::Save)] = v.x;
        if (v.spec.counts1(RollType::Melee)) e.results[index(RollType::Melee)] = v.x;
        e.applies = e.results != std::array<int, 5>{};
        return e;
    }
    if (v.spec.counts1(RollType::Save)) return gives(RollType::Save, v.x);
    return none();
}

// Sneak Attack: X melee in a melee attack; in a missile attack or magic action, X damage no save reduces.
SaiEffect sneakAttack(const SaiRollView& v) {
    if (horde(v)) return none();
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee) return gives(RollType::Melee, v.x);
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Missile)
        return notYet(v, "SAI Sneak Attack in a missile roll");
    if (v.spec.purpose == RollPurpose::Magic) return notYet(v, "SAI Sneak Attack in a magic roll");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Sneak Attack in a dragon attack");
    return none();
}

// Kick: X saves in save rolls; in a melee attack it targets one defender.
SaiEffect kick(const SaiRollView& v) {
    if (horde(v)) return none();
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee)
        return notYet(v, "SAI Kick in a melee roll");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Kick in a dragon attack");
    if (v.spec.counts1(RollType::Save)) return gives(RollType::Save, v.x);
    return none();
}

// Bash: X saves in save rolls; saving against melee it strikes back at one attacking unit.
SaiEffect bash(const SaiRollView& v) {
    if (horde(v)) return none();
    if (v.spec.saveAgainst(AttackKind::Melee)) return notYet(v, "SAI Bash in a save roll against melee");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Bash in a dragon attack");
    if (v.spec.counts1(RollType::Save)) return gives(RollType::Save, v.x);
    return none();
}

// Wave: in a melee attack the defenders lose X saves; in a marching army's maneuver roll each counter loses X.
SaiEffect wave(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee)
        return notYet(v, "SAI Wave in a melee roll");
    if (v.spec.purpose == RollPurpose::Maneuver) return notYet(v, "SAI Wave in a marching army's maneuver roll");
    return none();
}

// Rend: X maneuver in maneuver rolls; in a melee attack X melee and roll again.
SaiEffect rend(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Maneuver)) return gives(RollType::Maneuver, v.x);
    if (horde(v)) return none();
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee)
        return notYet(v, "SAI Rend in a " + std::string(v.spec.counterAttack ? "counter-attack" : "melee") + " roll");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Rend in a dragon attack");
    return none();
}

// Firewalking and Teleport: X maneuver in maneuver rolls; in non-maneuver rolls the unit may move (optional:
// a log that does not move it needs no statement).
SaiEffect maneuverOrMove(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Maneuver)) return gives(RollType::Maneuver, v.x);
    return none();
}

// Dispel Magic works only in its own roll when magic targets the unit.
SaiEffect dispelMagic(const SaiRollView&) {
    return none();
}

}  // namespace

void registerResultSais(SaiRegistry& r) {
    r.add({"Fly", AppliesAny, fly});
    r.add({"Trample", AppliesAny, trample});
    r.add({"Hoof", AppliesDragon | AppliesManeuver | AppliesSave, hoof});
    r.add({"Create Fireminions",
           AppliesMelee | AppliesMissile | AppliesMagic | AppliesSave | AppliesManeuver | AppliesDragon,
           createFireminions});
    r.add({"Cantrip", AppliesMagic | AppliesNonManeuver, cantrip});
    r.add({"Rise from the Ashes", AppliesSave | AppliesSpecial, riseFromTheAshes});
    r.add({"Counter", AppliesMelee | AppliesSave | AppliesDragon, counter});
    r.add({"Volley", AppliesMissile | AppliesSave | AppliesDragon, volley});
    r.add({"Sortie", AppliesMelee | AppliesSave | AppliesDragon, sortie});
    r.add({"Sneak Attack", AppliesMelee | AppliesMissile | AppliesMagic | AppliesDragon, sneakAttack});
    r.add({"Kick", AppliesMelee | AppliesSave | AppliesDragon, kick});
    r.add({"Bash", AppliesSave | AppliesDragon, bash});
    r.add({"Wave", AppliesMelee | AppliesManeuver, wave});
    r.add({"Rend", AppliesMelee | AppliesManeuver | AppliesDragon, rend});
    r.add({"Firewalking", AppliesManeuver | AppliesNonManeuver, maneuverOrMove});
    r.add({"Teleport", AppliesManeuver | AppliesNonManeuver, maneuverOrMove});
    r.add({"Dispel Magic", AppliesSpecial, dispelMagic});
}

}  // namespace muster::rules::engine
