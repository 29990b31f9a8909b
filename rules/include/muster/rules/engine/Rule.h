#pragma once
// The rules the engine checks, as stable ids with their V4.01d section. A Violation carries one, so tools
// and tests match on the id and people read the section; `muster-cli rules coverage` lists them.
#include <cstdint>
#include <optional>
#include <string_view>

namespace muster::rules::engine {

enum class Rule : std::uint8_t {
    LogFormat,         // the log itself (docs/match-log.md)
    CatalogFaces,      // a face that the die does not have
    ForceSetup,        // setup steps 1-3: the forces
    OrderOfPlay,       // setup step 4
    Placement,         // setup step 4: placing armies
    StartingDistance,  // setup step 5
    TurnSequence,
    ExpireEffects,
    EighthFacePhase,
    DragonAttackPhase,
    SpeciesAbilitiesPhase,
    FirstMarch,
    SecondMarch,
    ReservesPhase,
    Maneuver,
    Action,
    Melee,
    Missile,
    Magic,
    Spells,
    DieRollResolution,
    CountsAs,
    RollModifiers,
    CombinationRolls,
    UpTo,
    Damage,
    DamageVsKilled,
    Promotion,
    Recruitment,
    DuaExchanges,
    Sais,
    SaiTargeting,
    EighthFace,
    EighthFaceIcons,
    CounterAttack,
    Rerolls,
    Dragons,
    DragonBreath,
    Dragonkin,
    MinorTerrains,
    Items,
    EldarimChampions,
    AdvancedTerrains,
    Multiplayer,
    Victory,
    SpeciesAmazons,
    SpeciesCoralElves,
    SpeciesDwarves,
    SpeciesEldarim,
    SpeciesFeral,
    SpeciesFirewalkers,
    SpeciesFrostwings,
    SpeciesGoblins,
    SpeciesLavaElves,
    SpeciesScalders,
    SpeciesSwampStalkers,
    SpeciesTreefolk,
    SpeciesUndead,
    NotModelled,  // the engine does not model this yet
};
inline constexpr int kRuleCount = static_cast<int>(Rule::NotModelled) + 1;

// "melee", "damage", "species-undead": stable text forms.
std::string_view ruleKey(Rule rule);
// "V4.01d Melee", "V4.01d Species Abilities: Undead": where to read it.
std::string_view ruleSection(Rule rule);
std::optional<Rule> parseRule(std::string_view key);
// The species ability rule for a species name ("Undead" -> SpeciesUndead); NotModelled when none.
Rule speciesRule(std::string_view species);

}  // namespace muster::rules::engine
