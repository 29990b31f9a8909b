// SAIs that change how the rolling army's results count (V4.01d SAIs):
// * Trumpet (S0:L988): in a melee attack or a save roll of an army, each Feral unit in it doubles its melee and save
//   results (once, however many Trumpets show; S0:L883: one multiplying SAI effect per result type). Its dragon-attack use is not
//   modelled yet (the owner's assignment of Feral ID results there would have to be doubled too).
// * Charge (S0:L899): in a melee attack (not a counter-attack) the attacking army counts its maneuver icons as
//   melee; the defending army answers with a combination save and melee roll instead of a save roll and a
//   counter-attack, and its melee results damage the attacking army, which only spell saves would reduce
//   (allocated like Counter's; flow/ExchangeFrame.cpp).
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

bool meleeAttack(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee;
}

SaiEffect trumpet(const SaiRollView& v) {
    if (!v.spec.army || v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (v.spec.purpose == RollPurpose::DragonResponse) {
        SaiEffect e;
        e.applies = true;
        e.unsupported = "SAI Trumpet in a dragon attack (" + v.die.name + ")";
        return e;
    }
    if (!meleeAttack(v) && !v.spec.counts1(RollType::Save)) return {};
    SaiEffect e;
    e.applies = true;
    e.doublesSpecies = "Feral";
    e.doublesTypes = static_cast<TypeMask>(typeBit(RollType::Melee) | typeBit(RollType::Save));
    return e;
}

SaiEffect charge(const SaiRollView& v) {
    if (!meleeAttack(v) || v.spec.counterAttack) return {};
    SaiEffect e;
    e.applies = true;
    e.charge = true;
    e.noCounterAttack = true;
    return e;
}

}  // namespace

void registerArmyEffectSais(SaiRegistry& r) {
    r.add({"Trumpet", AppliesMelee | AppliesSave | AppliesDragon, trumpet});
    r.add({"Charge", AppliesMelee, charge});
}

}  // namespace muster::rules::engine
