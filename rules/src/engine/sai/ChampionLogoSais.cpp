// The logos of the Eldarim champions (V4.01d Eldarim champions, S0:L1361-1381): every champion's logo gives four
// saves when the champion saves against an effect that targets it alone (S0:L1362). In the army's roll against a
// dragon attack the six kinds' logo gives no results: it lets the champion tame, slay or control an attacking
// dragon, which the dragon attack asks for after the roll (flow/ChampionFrame, champions/DragonBonds). Not modelled
// yet: the elemental kinds' logo counting as an ID icon worth two results in every other roll (S0:L1371, L1376,
// L1381).
#include <string_view>

#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

SaiEffect championLogo(const SaiRollView& v) {
    SaiEffect e;
    if (v.spec.purpose == RollPurpose::DragonResponse) {
        e.applies = true;  // no results: its power is resolved after the roll (ChampionFrame)
        return e;
    }
    if (v.spec.purpose == RollPurpose::Individual && v.spec.counts1(RollType::Save)) {
        e.applies = true;
        e.results[index(RollType::Save)] = 4;
    }
    return e;
}

// The elemental kinds (Dragonmaster, Dragonhunter, Dragonzealot): their row applies to any roll.
SaiEffect elementalChampionLogo(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::Individual && v.spec.counts1(RollType::Save)) return championLogo(v);
    if (v.spec.purpose == RollPurpose::DragonResponse) return championLogo(v);
    SaiEffect e;
    e.applies = true;
    e.unsupported = "the " + v.die.name + "'s logo as an ID icon worth two results";
    return e;
}

}  // namespace

void registerChampionLogoSais(SaiRegistry& r) {
    // The individual save is registered for every kind; the dragon-attack powers stay `unsupported` (the rows of
    // the white kinds list only the dragon attack besides; the elemental kinds' rows list any roll).
    static constexpr std::string_view kWhite[] = {"Eldarim Champion Logo", "Dragonlord Logo", "Dragonslayer Logo",
                                                  "Dragoncrusader Logo"};
    static constexpr std::string_view kElemental[] = {"Dragonmaster Logo", "Dragonhunter Logo", "Dragonzealot Logo"};
    r.add({kWhite[0], AppliesIndividual, championLogo, nullptr, /*combinable=*/false});
    for (const auto name : kWhite)
        if (name != kWhite[0]) r.add({name, AppliesIndividual | AppliesDragon, championLogo, nullptr, false});
    for (const auto name : kElemental) r.add({name, AppliesAny, elementalChampionLogo, nullptr, /*combinable=*/false});
}

}  // namespace muster::rules::engine
