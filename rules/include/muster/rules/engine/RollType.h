#pragma once
// The five result types a roll can count, and sets of them.
#include <cstdint>
#include <optional>
#include <string_view>

namespace muster::rules::engine {

enum class RollType : std::uint8_t { Maneuver, Melee, Missile, Magic, Save };
inline constexpr int kRollTypeCount = 5;
inline constexpr RollType kRollTypes[] = {RollType::Maneuver, RollType::Melee, RollType::Missile, RollType::Magic,
                                          RollType::Save};
std::string_view toString(RollType type);
// "melee", "saves" and "save"; the icon names ("Melee") too.
std::optional<RollType> parseRollType(std::string_view word);

// A set of result types as bits (1 << RollType).
using TypeMask = std::uint8_t;
constexpr TypeMask typeBit(RollType t) {
    return static_cast<TypeMask>(1U << static_cast<unsigned>(t));
}
inline constexpr TypeMask kAllTypes = 0x1F;
inline constexpr TypeMask kNonManeuverTypes = kAllTypes & static_cast<TypeMask>(~typeBit(RollType::Maneuver));
constexpr bool hasType(TypeMask mask, RollType t) {
    return (mask & typeBit(t)) != 0;
}
constexpr std::size_t index(RollType t) {
    return static_cast<std::size_t>(t);
}

}  // namespace muster::rules::engine
