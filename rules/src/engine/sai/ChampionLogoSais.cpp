// The logos of the Eldarim champions (V4.01d Eldarim champions, S0:L1361-1381): every champion's logo gives four
// saves when the champion saves against an effect that targets it alone (S0:L1362). The elemental kinds
// (Dragonmaster, Dragonhunter, Dragonzealot) also count their logo as an ID icon worth two results in every other
// roll but the dragon attack (S0:L1371, L1376, L1381; S0:L961): melee, missile, saves, magic, maneuver and the
// individual rolls that are no save, and as an ID in the rolls that ask which units show their ID
// (SaiDefinition::countsAsIdIcon; docs/rules-decisions.md). Taming, slaying or controlling a dragon in a dragon
// attack (every kind) is not modelled yet and stays unsupported.
#include <string_view>

#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

SaiEffect championLogo(const SaiRollView& v) {
    SaiEffect e;
    if (v.spec.purpose == RollPurpose::Individual && v.spec.counts1(RollType::Save)) {
        e.applies = true;
        e.results[index(RollType::Save)] = 4;
    }
    return e;
}

// Taming, slaying or controlling a dragon in the army's response to a dragon attack: not modelled yet.
SaiEffect dragonPower(const SaiRollView& v) {
    SaiEffect e;
    e.applies = true;
    e.unsupported = "the " + v.die.name + "'s power over a dragon in a dragon attack";
    return e;
}

// The white kinds: four saves in the individual save; nothing in other rolls but the dragon attack.
SaiEffect whiteChampionLogo(const SaiRollView& v) {
    return v.spec.purpose == RollPurpose::DragonResponse ? dragonPower(v) : championLogo(v);
}

// The elemental kinds: four saves in the individual save, an ID worth two in every other roll.
SaiEffect elementalChampionLogo(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::Individual && v.spec.counts1(RollType::Save)) return championLogo(v);
    if (v.spec.purpose == RollPurpose::DragonResponse) return dragonPower(v);
    SaiEffect e;
    e.applies = true;
    e.idIcon = 2;
    return e;
}

}  // namespace

void registerChampionLogoSais(SaiRegistry& r) {
    // The individual save is registered for every kind; the dragon-attack powers stay `unsupported`.
    static constexpr std::string_view kWhite[] = {"Dragonlord Logo", "Dragonslayer Logo", "Dragoncrusader Logo"};
    static constexpr std::string_view kElemental[] = {"Dragonmaster Logo", "Dragonhunter Logo", "Dragonzealot Logo"};
    r.add({"Eldarim Champion Logo", AppliesIndividual, championLogo, nullptr, /*combinable=*/false});
    for (const auto name : kWhite) r.add({name, AppliesIndividual, whiteChampionLogo, nullptr, /*combinable=*/false});
    for (const auto name : kElemental) {
        SaiDefinition d{name, AppliesAny, elementalChampionLogo, nullptr, /*combinable=*/false};
        d.countsAsIdIcon = true;
        r.add(d);
    }
}

}  // namespace muster::rules::engine
