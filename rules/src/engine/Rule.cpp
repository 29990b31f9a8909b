#include "muster/rules/engine/Rule.h"

#include <array>

namespace muster::rules::engine {

namespace {

struct RuleText {
    Rule rule;
    std::string_view key;
    std::string_view section;
};

constexpr std::array<RuleText, kRuleCount> kRules = {{
    {Rule::LogFormat, "log-format", "docs/match-log.md"},
    {Rule::CatalogFaces, "catalog-faces", "catalog faces"},
    {Rule::ForceSetup, "force-setup", "V4.01d Setting Up the Game, steps 1-3"},
    {Rule::OrderOfPlay, "order-of-play", "V4.01d Setting Up the Game, step 4"},
    {Rule::Placement, "placement", "V4.01d Setting Up the Game, step 4"},
    {Rule::StartingDistance, "starting-distance", "V4.01d Setting Up the Game, step 5"},
    {Rule::TurnSequence, "turn-sequence", "V4.01d The Turn Sequence"},
    {Rule::ExpireEffects, "expire-effects", "V4.01d Expire Effects Phase"},
    {Rule::EighthFacePhase, "eighth-face-phase", "V4.01d Eighth Face Phase"},
    {Rule::DragonAttackPhase, "dragon-attack-phase", "V4.01d Dragon Attack Phase"},
    {Rule::SpeciesAbilitiesPhase, "species-abilities-phase", "V4.01d Species Abilities Phase"},
    {Rule::FirstMarch, "first-march", "V4.01d First March"},
    {Rule::SecondMarch, "second-march", "V4.01d Second March"},
    {Rule::ReservesPhase, "reserves-phase", "V4.01d Reserves Phase"},
    {Rule::Maneuver, "maneuver", "V4.01d Maneuver"},
    {Rule::Action, "action", "V4.01d Action"},
    {Rule::Melee, "melee", "V4.01d Melee"},
    {Rule::Missile, "missile", "V4.01d Missile"},
    {Rule::Magic, "magic", "V4.01d Magic"},
    {Rule::Spells, "spells", "V4.01d Spells"},
    {Rule::DieRollResolution, "die-roll-resolution", "V4.01d Die Roll Resolution"},
    {Rule::CountsAs, "counts-as", "V4.01d 'Counts As' Results"},
    {Rule::RollModifiers, "roll-modifiers", "V4.01d Roll Modifiers"},
    {Rule::CombinationRolls, "combination-rolls", "V4.01d Combination Rolls"},
    {Rule::UpTo, "up-to", "V4.01d Up To"},
    {Rule::Damage, "damage", "V4.01d Damage"},
    {Rule::DamageVsKilled, "damage-vs-killed", "V4.01d Damage VS Killed"},
    {Rule::Promotion, "promotion", "V4.01d Promotion"},
    {Rule::Recruitment, "recruitment", "V4.01d Recruitment"},
    {Rule::DuaExchanges, "dua-exchanges", "V4.01d Notes on Exchanging Units with the DUA"},
    {Rule::Sais, "sais", "V4.01d Special Action Icons"},
    {Rule::SaiTargeting, "sai-targeting", "V4.01d SAIs: Targeting"},
    {Rule::EighthFace, "eighth-face", "V4.01d Terrain - Eighth face"},
    {Rule::EighthFaceIcons, "eighth-face-icons", "V4.01d Eighth Face Icons"},
    {Rule::CounterAttack, "counter-attack", "V4.01d Melee / Missile"},
    {Rule::Rerolls, "re-rolls", "V4.01d Die Roll Resolution step 3"},
    {Rule::Dragons, "dragons", "V4.01d Dragons"},
    {Rule::DragonBreath, "dragon-breath", "V4.01d Dragon Breath"},
    {Rule::Dragonkin, "dragonkin", "V4.01d Dragonkin"},
    {Rule::MinorTerrains, "minor-terrains", "V4.01d Minor Terrains"},
    {Rule::Items, "items", "V4.01d Items"},
    {Rule::EldarimChampions, "eldarim-champions", "V4.01d Eldarim Champions"},
    {Rule::AdvancedTerrains, "advanced-terrains", "V4.01d Advanced Terrains"},
    {Rule::Multiplayer, "multiplayer", "V4.01d Multi-player Games"},
    {Rule::Victory, "victory", "V4.01d Playing the Game"},
    {Rule::SpeciesAmazons, "species-amazons", "V4.01d Species Abilities: Amazons"},
    {Rule::SpeciesCoralElves, "species-coral-elves", "V4.01d Species Abilities: Coral Elves"},
    {Rule::SpeciesDwarves, "species-dwarves", "V4.01d Species Abilities: Dwarves"},
    {Rule::SpeciesEldarim, "species-eldarim", "V4.01d Species Abilities: Eldarim"},
    {Rule::SpeciesFeral, "species-feral", "V4.01d Species Abilities: Feral"},
    {Rule::SpeciesFirewalkers, "species-firewalkers", "V4.01d Species Abilities: Firewalkers"},
    {Rule::SpeciesFrostwings, "species-frostwings", "V4.01d Species Abilities: Frostwings"},
    {Rule::SpeciesGoblins, "species-goblins", "V4.01d Species Abilities: Goblins"},
    {Rule::SpeciesLavaElves, "species-lava-elves", "V4.01d Species Abilities: Lava Elves"},
    {Rule::SpeciesScalders, "species-scalders", "V4.01d Species Abilities: Scalders"},
    {Rule::SpeciesSwampStalkers, "species-swamp-stalkers", "V4.01d Species Abilities: Swamp Stalkers"},
    {Rule::SpeciesTreefolk, "species-treefolk", "V4.01d Species Abilities: Treefolk"},
    {Rule::SpeciesUndead, "species-undead", "V4.01d Species Abilities: Undead"},
    {Rule::NotModelled, "not-modelled", "not modelled yet"},
}};

constexpr bool inOrder() {
    for (std::size_t i = 0; i < kRules.size(); ++i)
        if (static_cast<std::size_t>(kRules[i].rule) != i) return false;
    return true;
}
static_assert(inOrder(), "kRules must list the rules in enum order");

}  // namespace

std::string_view ruleKey(Rule rule) {
    return kRules.at(static_cast<std::size_t>(rule)).key;
}

std::string_view ruleSection(Rule rule) {
    return kRules.at(static_cast<std::size_t>(rule)).section;
}

std::optional<Rule> parseRule(std::string_view key) {
    for (const auto& r : kRules)
        if (r.key == key) return r.rule;
    return std::nullopt;
}

Rule speciesRule(std::string_view species) {
    static constexpr std::array<std::pair<std::string_view, Rule>, 13> kSpecies = {{
        {"Amazons", Rule::SpeciesAmazons},
        {"Coral Elves", Rule::SpeciesCoralElves},
        {"Dwarves", Rule::SpeciesDwarves},
        {"Eldarim", Rule::SpeciesEldarim},
        {"Feral", Rule::SpeciesFeral},
        {"Firewalkers", Rule::SpeciesFirewalkers},
        {"Frostwings", Rule::SpeciesFrostwings},
        {"Goblins", Rule::SpeciesGoblins},
        {"Lava Elves", Rule::SpeciesLavaElves},
        {"Scalders", Rule::SpeciesScalders},
        {"Swamp Stalkers", Rule::SpeciesSwampStalkers},
        {"Treefolk", Rule::SpeciesTreefolk},
        {"Undead", Rule::SpeciesUndead},
    }};
    for (const auto& [name, rule] : kSpecies)
        if (name == species) return rule;
    return Rule::NotModelled;
}

}  // namespace muster::rules::engine
