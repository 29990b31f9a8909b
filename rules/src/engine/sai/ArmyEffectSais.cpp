// SAIs that change how the rolling army's results count (V4.01d SAIs):
// * Trumpet (S0:L988): in a melee attack, a save roll or a dragon attack of an army, each Feral unit in it doubles
//   its melee and save results (once, however many Trumpets show; S0:L883: one multiplying SAI effect per result
//   type). In a dragon attack a Feral unit's ID results are doubled where an annotation sends them to melee or
//   saves ('c2=ID:melee'); without one the roll is unsupported.
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
    if (!meleeAttack(v) && !v.spec.counts1(RollType::Save) && v.spec.purpose != RollPurpose::DragonResponse) return {};
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
