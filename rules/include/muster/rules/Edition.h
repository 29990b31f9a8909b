#pragma once
// The rules editions a force can be checked against.
#include <cstdint>
#include <optional>
#include <string_view>

namespace muster::rules {

enum class Edition : std::uint8_t {
    V401d,    // "v4.01d": SFR Dragon Dice rules V4.01d (the default)
    Tsr1996,  // "tsr-1996": TSR revised rules of 1996
};

std::string_view toString(Edition edition);
std::optional<Edition> parseEdition(std::string_view text);  // "v4.01d", "tsr-1996" (any case)

}  // namespace muster::rules
