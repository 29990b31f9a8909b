// SAIs whose whole effect in a roll is a number of results: Fly, Trample, Hoof, Create Fireminions, Cantrip, Rise
// from the Ashes (its save results) and Dispel Magic. (Counter, Volley, Sortie and Bash are in CounterSais.cpp;
// Kick in StrikeSais.cpp; Sneak Attack and Wave in HinderSais.cpp; Rend in ReRollSais.cpp.)
#include "sai/SaiRegistry.h"

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"

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
// cast cantrip spells (S0:L1020): an optional step-4 resolution stated with 'cast' lines (MagicFrame::cantrips).
SaiEffect cantrip(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::Magic || v.spec.purpose == RollPurpose::MagicNegation)
        return gives(RollType::Magic, v.x);
    return cantripMagic(v);
}

// Rise from the Ashes: X saves in save rolls (its rescue when killed is a casualty trigger).
SaiEffect riseFromTheAshes(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Save) && !horde(v)) return gives(RollType::Save, v.x);
    return none();
}

// Dispel Magic works only in its own roll when magic targets the unit.
SaiEffect dispelMagic(const SaiRollView&) {
    return none();
}

}  // namespace

SaiEffect cantripMagic(const SaiRollView& v) {
    SaiEffect e;
    if (!v.spec.army || v.spec.counts1(RollType::Maneuver) || horde(v) || v.x <= 0) return e;
    e.applies = true;
    e.needsResolution = true;
    e.optionalResolution = true;
    return e;
}

std::unique_ptr<Frame> cantripBySai(Ctx& ctx, const SaiUse& use) {
    ctx.fail(Rule::Sais, use.name + "'s magic is spent with 'cast' lines (cantrip spells only), not a 'sai' line");
}

void registerResultSais(SaiRegistry& r) {
    r.add({"Fly", AppliesAny, fly});
    r.add({"Trample", AppliesAny, trample});
    r.add({"Hoof", AppliesDragon | AppliesManeuver | AppliesSave, hoof});
    r.add({"Create Fireminions",
           AppliesMelee | AppliesMissile | AppliesMagic | AppliesSave | AppliesManeuver | AppliesDragon,
           createFireminions});
    {
        SaiDefinition d{"Cantrip", AppliesMagic | AppliesNonManeuver, cantrip};
        d.begin = cantripBySai;
        d.castsCantrips = true;
        r.add(d);
    }
    r.add({"Rise from the Ashes", AppliesSave | AppliesSpecial, riseFromTheAshes});
    r.add({"Dispel Magic", AppliesSpecial, dispelMagic});
}

}  // namespace muster::rules::engine
