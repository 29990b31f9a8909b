#pragma once
// The token rules the readers of match log text share (docs/match-log.md, Lexical rules): numbers and the
// characters of ids and labels.
#include <charconv>
#include <optional>
#include <string_view>

namespace muster::rules::matchlog::tokens {

// A whole decimal int, nothing before or after it; nullopt for anything else (or a number too large).
inline std::optional<int> toInt(std::string_view s) {
    int value = 0;
    if (s.empty()) return std::nullopt;
    auto [ptr, ec] = std::from_chars(s.data(), s.data() + s.size(), value);
    if (ec != std::errc() || ptr != s.data() + s.size()) return std::nullopt;
    return value;
}

// Letters, digits, '-', '_' and '.': player ids and labels.
inline bool isToken(std::string_view s) {
    if (s.empty()) return false;
    for (char c : s) {
        const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
                        c == '-' || c == '.';
        if (!ok) return false;
    }
    return true;
}

}  // namespace muster::rules::matchlog::tokens
