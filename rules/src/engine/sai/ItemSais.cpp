// SAIs found only on items (V4.01d Equipment & Artifact icons, S0:L1427-1449): the uses that are a number of
// results (and the Bronze Medallion's magic of any element). The uses that need a decision or a move are reported unsupported until they are modelled: Flurry's
// "roll the item again" and its dragon-attack choice, Elevate's doubling of one unit's results, Summon Dragon's
// summoning at a terrain. (Decapitate and Impale are delayed SAIs: sai/DelayedSais.cpp; Crush is a maneuver
// test: sai/ManeuverTestSais.cpp; Sortie gives results only: sai/ResultSais.cpp.)
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

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

bool meleeAttack(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee;
}

// Flurry (Blade Golem, S0:L1447): X saves in a save roll against melee; in a melee attack X melee and the item
// rolls again (not modelled yet); in a dragon attack X saves or X melee with a roll again for melee (not yet).
SaiEffect flurry(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (v.spec.saveAgainst(AttackKind::Melee)) return gives(RollType::Save, v.x);
    if (meleeAttack(v)) return notYet(v, "SAI Flurry in a melee attack (the item rolls again)");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Flurry in a dragon attack");
    return {};
}

// Elevate (Flying Carpet, S0:L1441): X maneuver in a maneuver roll (the horde roll too); doubling one unit's
// missile results (missile attack), save results (save against melee) or either (dragon attack): not yet.
SaiEffect elevate(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Maneuver) && !v.spec.combination()) return gives(RollType::Maneuver, v.x);
    if (v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Missile)
        return notYet(v, "SAI Elevate in a missile attack (doubles one unit's missile results)");
    if (v.spec.saveAgainst(AttackKind::Melee))
        return notYet(v, "SAI Elevate in a save roll against melee (doubles one unit's saves)");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Elevate in a dragon attack");
    return {};
}

// Summon Dragon (Dragon Staff, S0:L1448): X magic in a magic action in the Reserve Area; at a terrain it summons
// a dragon of the item's element (dragons/Summoning.h) and the item rolls again: not yet.
SaiEffect summonDragon(const SaiRollView& v) {
    if (v.spec.purpose != RollPurpose::Magic) return {};
    if (v.spec.at.where == Where::Reserve) return gives(RollType::Magic, v.x);
    return notYet(v, "SAI Summon Dragon in a magic action at a terrain");
}

// Bronze Medallion (S0:L1311): X magic of any element in a magic action. In other non-maneuver rolls it acts like
// Cantrip: magic that may only cast cantrip spells, which no such roll is asked to state (nothing has to happen).
SaiEffect bronzeMedallion(const SaiRollView& v) {
    if (v.spec.purpose != RollPurpose::Magic) return {};
    SaiEffect e = gives(RollType::Magic, v.x);
    e.anyMagicElement = true;
    return e;
}

}  // namespace

void registerItemSais(SaiRegistry& r) {
    r.add({"Flurry", AppliesDragon | AppliesMelee | AppliesSaveVsMelee, flurry});
    r.add({"Elevate", AppliesDragon | AppliesManeuver | AppliesMissile | AppliesSaveVsMelee, elevate});
    r.add({"Summon Dragon", AppliesMagic, summonDragon});
    r.add({"Bronze Medallion", AppliesMagic | AppliesNonManeuver, bronzeMedallion});
}

}  // namespace muster::rules::engine
