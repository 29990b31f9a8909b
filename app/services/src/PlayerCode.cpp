#include "muster/services/PlayerCode.h"

#include <sys/random.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <stdexcept>

namespace muster::services {

namespace {

constexpr std::string_view kAlphabet = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

// The value of a typed character in Crockford's base 32, or -1.
int valueOf(char c) {
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    if (c == 'O') c = '0';
    if (c == 'I' || c == 'L') c = '1';
    const auto at = kAlphabet.find(c);
    return at == std::string_view::npos ? -1 : static_cast<int>(at);
}

}  // namespace

std::string PlayerCode::generate() {
    std::array<unsigned char, kBits / 8> bytes{};
    std::size_t filled = 0;
    while (filled < bytes.size()) {
        const ssize_t got = ::getrandom(bytes.data() + filled, bytes.size() - filled, 0);
        if (got < 0) {
            if (errno == EINTR) continue;
            throw std::runtime_error("no random numbers from the system for a result code");
        }
        filled += static_cast<std::size_t>(got);
    }
    std::uint64_t value = 0;
    for (const unsigned char b : bytes) value = (value << 8) | b;
    std::string code(kLength, '0');
    for (std::size_t i = kLength; i-- > 0;) {
        code[i] = kAlphabet[value & 31U];
        value >>= 5;
    }
    return code;
}

std::optional<std::string> PlayerCode::normalise(std::string_view typed) {
    if (typed.size() > kMaxTyped) return std::nullopt;
    std::string code;
    for (const char c : typed) {
        if (c == ' ' || c == '-' || c == '\t') continue;
        const int value = valueOf(c);
        if (value < 0) return std::nullopt;
        code += kAlphabet[static_cast<std::size_t>(value)];
    }
    if (code.size() != kLength) return std::nullopt;
    return code;
}

std::string PlayerCode::display(std::string_view code) {
    if (code.size() != kLength) return std::string(code);
    return std::string(code.substr(0, 4)) + "-" + std::string(code.substr(4));
}

bool PlayerCode::same(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    unsigned char difference = 0;
    for (std::size_t i = 0; i < a.size(); ++i) {
        difference = static_cast<unsigned char>(difference |
                                                (static_cast<unsigned char>(a[i]) ^ static_cast<unsigned char>(b[i])));
    }
    return difference == 0;
}

}  // namespace muster::services
