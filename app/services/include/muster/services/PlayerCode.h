#pragma once
// A player's result code (docs/pages.md): 40 random bits from the kernel's CSPRNG (getrandom), written as
// eight characters of Crockford's base 32 in two groups, "7KQ2-M9XD". Players type it on their phone to
// report their table's result. What they type is read forgivingly: case, spaces and dashes do not matter,
// and O, I and L stand for 0, 1 and 1 (the letters Crockford's alphabet leaves out for that reason).
#include <optional>
#include <string>
#include <string_view>

namespace muster::services {

class PlayerCode {
public:
    static constexpr int kBits = 40;
    static constexpr std::size_t kLength = 8;     // characters, without the dash
    static constexpr std::size_t kMaxTyped = 32;  // longer input is refused before it is read

    // A new random code. std::runtime_error when the kernel gives no random bytes.
    [[nodiscard]] static std::string generate();
    // The code as stored ("7KQ2M9XD") from what a player typed; nullopt when it cannot be a code.
    [[nodiscard]] static std::optional<std::string> normalise(std::string_view typed);
    // "7KQ2-M9XD", for the slip.
    [[nodiscard]] static std::string display(std::string_view code);
    // Compares two stored codes in time that does not depend on where they differ.
    [[nodiscard]] static bool same(std::string_view a, std::string_view b);
};

}  // namespace muster::services
