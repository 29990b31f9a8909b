// The logos of the Eldarim champions (V4.01d Eldarim champions, S0:L1361-1381): every champion's logo gives four
// saves when the champion saves against an effect that targets it alone (S0:L1362). What each kind adds is not
// modelled yet and stays unsupported: taming, slaying or controlling a dragon in a dragon attack (Dragonlord,
// Dragonmaster, Dragonslayer, Dragonhunter, Dragoncrusader, Dragonzealot) and the elemental kinds' logo counting as
// an ID icon worth two results in every other roll (S0:L1371, L1376, L1381).
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

// The elemental kinds (Dragonmaster, Dragonhunter, Dragonzealot): their row applies to any roll.
SaiEffect elementalChampionLogo(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::Individual && v.spec.counts1(RollType::Save)) return championLogo(v);
    SaiEffect e;
    e.applies = true;
    e.unsupported = v.spec.purpose == RollPurpose::DragonResponse
                        ? "the " + v.die.name + "'s power over a dragon in a dragon attack"
                        : "the " + v.die.name + "'s logo as an ID icon worth two results";
    return e;
}

}  // namespace

void registerChampionLogoSais(SaiRegistry& r) {
    // The individual save is registered for every kind; the dragon-attack powers stay `unsupported` (the rows of
    // the white kinds list only the dragon attack besides; the elemental kinds' rows list any roll).
    static constexpr std::string_view kWhite[] = {"Eldarim Champion Logo", "Dragonlord Logo", "Dragonslayer Logo",
                                                  "Dragoncrusader Logo"};
    static constexpr std::string_view kElemental[] = {"Dragonmaster Logo", "Dragonhunter Logo", "Dragonzealot Logo"};
    for (const auto name : kWhite) r.add({name, AppliesIndividual, championLogo, nullptr, /*combinable=*/false});
    for (const auto name : kElemental) r.add({name, AppliesAny, elementalChampionLogo, nullptr, /*combinable=*/false});
}

}  // namespace muster::rules::engine
