#pragma once
// "Counts as" abilities as table rows (V4.01d Species Abilities; 'Counts As' Results): results of one type a
// die rolled may be counted as another type, at step 10, optionally. Rows come from species abilities
// (fixed) and from lasting effects (spells such as Necromantic Wave and Berserker Rage, Amazon charges).
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Element.h"
#include "muster/rules/engine/RollType.h"
#include "roll/RollSpec.h"

namespace muster::rules::engine {

enum class CounterRule : std::uint8_t { Either, Only, Never };

struct CountsAsRow {
    std::string species;  // empty: any unit (items never)
    std::string source;   // the ability or effect, for coverage and messages
    RollType from = RollType::Maneuver;
    RollType to = RollType::Save;
    domain::ElementSet needs;                    // all of these in the terrain's elements (for species abilities)
    CounterRule counter = CounterRule::Either;   // melee rolls: only/never in a counter-attack
    bool vsMissileOnly = false;                  // save rolls against missile attacks only
    AttackKind duringAction = AttackKind::None;  // only in this kind of attack (charges)
};

// The species abilities' rows.
const std::vector<CountsAsRow>& speciesCountsAsRows();

// Does a row apply to a die of this species in this roll, at a terrain with these elements?
bool rowApplies(const CountsAsRow& row, std::string_view species, const RollSpec& spec, domain::ElementSet elements);

}  // namespace muster::rules::engine
