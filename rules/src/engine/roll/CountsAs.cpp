#include "roll/CountsAs.h"

namespace muster::rules::engine {

using domain::Element;

const std::vector<CountsAsRow>& speciesCountsAsRows() {
    static const std::vector<CountsAsRow> rows = {
        {"Coral Elves",
         "Coastal Dodge",
         RollType::Maneuver,
         RollType::Save,
         {Element::Water},
         CounterRule::Either,
         false,
         AttackKind::None},
        {"Dwarves",
         "Mountain Mastery",
         RollType::Melee,
         RollType::Maneuver,
         {Element::Earth},
         CounterRule::Either,
         false,
         AttackKind::None},
        {"Dwarves",
         "Dwarven Might",
         RollType::Save,
         RollType::Melee,
         {Element::Fire},
         CounterRule::Only,
         false,
         AttackKind::None},
        {"Feral",
         "Stampede",
         RollType::Maneuver,
         RollType::Melee,
         {Element::Earth, Element::Air},
         CounterRule::Only,
         false,
         AttackKind::None},
        {"Firewalkers",
         "Flaming Shields",
         RollType::Save,
         RollType::Melee,
         {Element::Fire},
         CounterRule::Never,
         false,
         AttackKind::None},
        {"Goblins",
         "Swamp Mastery",
         RollType::Melee,
         RollType::Maneuver,
         {Element::Earth},
         CounterRule::Either,
         false,
         AttackKind::None},
        {"Lava Elves",
         "Volcanic Adaptation",
         RollType::Maneuver,
         RollType::Save,
         {Element::Fire},
         CounterRule::Either,
         false,
         AttackKind::None},
        {"Scalders",
         "Intangibility",
         RollType::Maneuver,
         RollType::Save,
         {Element::Water},
         CounterRule::Either,
         true,
         AttackKind::None},
        {"Swamp Stalkers",
         "Born of the Swamp",
         RollType::Maneuver,
         RollType::Save,
         {Element::Water},
         CounterRule::Either,
         false,
         AttackKind::None},
    };
    return rows;
}

bool rowApplies(const CountsAsRow& row, std::string_view species, const RollSpec& spec, domain::ElementSet elements) {
    if (!row.species.empty() && row.species != species) return false;
    if (!spec.counts1(row.to) || spec.counts1(row.from)) return false;
    if ((elements.bits() & row.needs.bits()) != row.needs.bits()) return false;
    const bool meleeAttack = spec.purpose == RollPurpose::Attack && spec.attack == AttackKind::Melee;
    if (row.counter == CounterRule::Only && !(meleeAttack && spec.counterAttack)) return false;
    if (row.counter == CounterRule::Never && meleeAttack && spec.counterAttack) return false;
    if (row.vsMissileOnly && !spec.saveAgainst(AttackKind::Missile)) return false;
    if (row.duringAction != AttackKind::None &&
        !(spec.purpose == RollPurpose::Attack && spec.attack == row.duringAction))
        return false;
    return true;
}

}  // namespace muster::rules::engine
