#include "muster/domain/SpellEffect.h"

#include <array>
#include <utility>

namespace muster::domain {
namespace {

template <typename Enum, std::size_t N>
std::optional<Enum> parseFrom(const std::array<std::pair<std::string_view, Enum>, N>& table, std::string_view text) {
    for (const auto& [word, value] : table)
        if (word == text) return value;
    return std::nullopt;
}

template <typename Enum, std::size_t N>
std::string_view nameOf(const std::array<std::pair<std::string_view, Enum>, N>& table, Enum value) {
    for (const auto& [word, v] : table)
        if (v == value) return word;
    return "";
}

constexpr std::array kTargets = {
    std::pair<std::string_view, SpellTarget>{"army", SpellTarget::Army},
    std::pair<std::string_view, SpellTarget>{"opposing_army", SpellTarget::OpposingArmy},
    std::pair<std::string_view, SpellTarget>{"terrain", SpellTarget::Terrain},
};
constexpr std::array kRolls = {
    std::pair<std::string_view, SpellRolls>{"army_rolls", SpellRolls::ArmyRolls},
    std::pair<std::string_view, SpellRolls>{"non_maneuver_army_rolls", SpellRolls::NonManeuverArmyRolls},
    std::pair<std::string_view, SpellRolls>{"missile_attacks_against", SpellRolls::MissileAttacksAgainst},
};
constexpr std::array kOps = {
    std::pair<std::string_view, SpellModifierOp>{"add", SpellModifierOp::Add},
    std::pair<std::string_view, SpellModifierOp>{"subtract", SpellModifierOp::Subtract},
    std::pair<std::string_view, SpellModifierOp>{"divide", SpellModifierOp::Divide},
    std::pair<std::string_view, SpellModifierOp>{"multiply", SpellModifierOp::Multiply},
};
constexpr std::array kDurations = {
    std::pair<std::string_view, SpellDuration>{"until_casters_next_turn", SpellDuration::UntilCastersNextTurn},
};
constexpr std::array kTies = {
    std::pair<std::string_view, ManeuverTies>{"unchanged", ManeuverTies::Unchanged},
    std::pair<std::string_view, ManeuverTies>{"counter_maneuver", ManeuverTies::CounterManeuver},
};

}  // namespace

std::string_view toString(SpellTarget target) {
    return nameOf(kTargets, target);
}
std::string_view toString(SpellRolls rolls) {
    return nameOf(kRolls, rolls);
}
std::string_view toString(SpellModifierOp op) {
    return nameOf(kOps, op);
}
std::string_view toString(SpellDuration duration) {
    return nameOf(kDurations, duration);
}
std::string_view toString(ManeuverTies ties) {
    return nameOf(kTies, ties);
}
std::optional<SpellTarget> parseSpellTarget(std::string_view text) {
    return parseFrom(kTargets, text);
}
std::optional<SpellRolls> parseSpellRolls(std::string_view text) {
    return parseFrom(kRolls, text);
}
std::optional<SpellModifierOp> parseSpellModifierOp(std::string_view text) {
    return parseFrom(kOps, text);
}
std::optional<SpellDuration> parseSpellDuration(std::string_view text) {
    return parseFrom(kDurations, text);
}
std::optional<ManeuverTies> parseManeuverTies(std::string_view text) {
    return parseFrom(kTies, text);
}

}  // namespace muster::domain
