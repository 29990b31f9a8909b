#pragma once
// The data block of a spell whose whole effect is a lasting modifier to rolls (spells.json, "effect"): what it
// targets, which rolls it reaches, the modifiers per casting, how long it lasts. Plain facts: the rules engine
// (rules/src/engine/spells/) turns them into effects; the domain only reads and checks them.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::domain {

// What the caster picks as the target.
enum class SpellTarget : std::uint8_t {
    Army,          // any army, the caster's or an opponent's
    OpposingArmy,  // an army of another player
    Terrain,       // a terrain: every army there
};

// Which rolls of the target the modifiers reach.
enum class SpellRolls : std::uint8_t {
    ArmyRolls,              // every army roll (never a roll of single units)
    NonManeuverArmyRolls,   // army rolls that do not count maneuver results
    MissileAttacksAgainst,  // missile attacks aimed at an army at the target terrain (the attacker's roll)
};

enum class SpellModifierOp : std::uint8_t { Add, Subtract, Divide, Multiply };

// How long the effect lasts.
enum class SpellDuration : std::uint8_t {
    UntilCastersNextTurn,  // until the caster's next turn begins (the rulebook's usual duration)
};

// Who wins a tied maneuver at a target terrain, when the spell changes it.
enum class ManeuverTies : std::uint8_t { Unchanged, CounterManeuver };

// Result type words of the effect block.
inline constexpr std::string_view kSpellResultTypes[] = {"maneuver", "melee", "missile", "magic", "save"};

struct SpellModifier {
    std::vector<std::string> results;  // result type words (kSpellResultTypes)
    bool oneOf = false;                // the amount goes to one of `results`, the roller's choice (the roll's own type)
    SpellModifierOp op = SpellModifierOp::Add;
    int amount = 0;  // per casting (multiplied by combined castings of a cumulative spell)
    friend bool operator==(const SpellModifier&, const SpellModifier&) = default;
};

struct SpellEffect {
    SpellTarget target = SpellTarget::Army;
    SpellRolls rolls = SpellRolls::ArmyRolls;
    std::vector<SpellModifier> modifiers;
    SpellDuration duration = SpellDuration::UntilCastersNextTurn;
    ManeuverTies maneuverTies = ManeuverTies::Unchanged;
    friend bool operator==(const SpellEffect&, const SpellEffect&) = default;
};

std::string_view toString(SpellTarget target);
std::string_view toString(SpellRolls rolls);
std::string_view toString(SpellModifierOp op);
std::string_view toString(SpellDuration duration);
std::string_view toString(ManeuverTies ties);
std::optional<SpellTarget> parseSpellTarget(std::string_view text);
std::optional<SpellRolls> parseSpellRolls(std::string_view text);
std::optional<SpellModifierOp> parseSpellModifierOp(std::string_view text);
std::optional<SpellDuration> parseSpellDuration(std::string_view text);
std::optional<ManeuverTies> parseManeuverTies(std::string_view text);

}  // namespace muster::domain
