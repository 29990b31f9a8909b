#include "muster/domain/TextUtil.h"

#include <algorithm>
#include <cctype>
#include <numeric>

namespace muster::domain::text {
namespace {
char lower(char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); }
bool isWordByte(char c) {
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x80 || std::isalnum(u) != 0;
}
}  // namespace

bool equalsIgnoringCase(std::string_view a, std::string_view b) {
    return a.size() == b.size() &&
           std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) { return lower(x) == lower(y); });
}

std::string_view trim(std::string_view s) {
    const auto isSpace = [](char c) { return std::isspace(static_cast<unsigned char>(c)) != 0; };
    while (!s.empty() && isSpace(s.front())) s.remove_prefix(1);
    while (!s.empty() && isSpace(s.back())) s.remove_suffix(1);
    return s;
}

std::string toLower(std::string_view s) {
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), lower);
    return out;
}

std::vector<std::string> split(std::string_view s, char separator) {
    std::vector<std::string> out;
    std::size_t at = 0;
    while (true) {
        const auto end = s.find(separator, at);
        out.emplace_back(s.substr(at, end == std::string_view::npos ? std::string_view::npos : end - at));
        if (end == std::string_view::npos) return out;
        at = end + 1;
    }
}

std::vector<std::string> words(std::string_view s) {
    std::vector<std::string> out;
    std::string current;
    for (char c : s) {
        if (isWordByte(c)) {
            current += lower(c);
        } else if (c == '\'') {
            // Apostrophes join a word: "Dragon's" is one word.
        } else if (!current.empty()) {
            out.push_back(std::move(current));
            current.clear();
        }
    }
    if (!current.empty()) out.push_back(std::move(current));
    return out;
}

std::optional<int> wordMatchRank(const std::vector<std::string>& textWords, std::string_view searchWord) {
    std::optional<int> best;
    for (const auto& word : textWords) {
        int rank = 0;
        if (word == searchWord) {
            return 0;
        } else if (word.starts_with(searchWord)) {
            rank = 1;
        } else if (word.find(searchWord) != std::string::npos) {
            rank = 2;
        } else {
            continue;
        }
        if (!best || rank < *best) best = rank;
    }
    return best;
}

std::optional<int> matchRank(std::string_view text, std::string_view search) {
    const auto textWords = words(text);
    int total = 0;
    for (const auto& word : words(search)) {
        const auto rank = wordMatchRank(textWords, word);
        if (!rank) return std::nullopt;
        total += *rank;
    }
    return total;
}

std::size_t editDistance(std::string_view a, std::string_view b) {
    std::vector<std::size_t> row(b.size() + 1);
    std::iota(row.begin(), row.end(), std::size_t{0});
    for (std::size_t i = 1; i <= a.size(); ++i) {
        std::size_t diagonal = row[0];
        row[0] = i;
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t above = row[j];
            row[j] = std::min({row[j] + 1, row[j - 1] + 1, diagonal + (a[i - 1] == b[j - 1] ? 0 : 1)});
            diagonal = above;
        }
    }
    return row[b.size()];
}

namespace {

// The length of the well-formed UTF-8 sequence at s[i], or 0 when it is malformed.
std::size_t utf8SequenceAt(std::string_view s, std::size_t i) {
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = byte(i);
    if (c < 0x80) return 1;
    std::size_t length = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
        length = 2;
    } else if (c >= 0xE0 && c <= 0xEF) {
        length = 3;
        if (c == 0xE0) low = 0xA0;   // overlong
        if (c == 0xED) high = 0x9F;  // surrogates
    } else if (c >= 0xF0 && c <= 0xF4) {
        length = 4;
        if (c == 0xF0) low = 0x90;   // overlong
        if (c == 0xF4) high = 0x8F;  // above U+10FFFF
    } else {
        return 0;
    }
    if (i + length > s.size()) return 0;
    if (byte(i + 1) < low || byte(i + 1) > high) return 0;
    for (std::size_t k = 2; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80) return 0;
    }
    return length;
}

}  // namespace

std::optional<std::size_t> firstInvalidUtf8(std::string_view s) {
    std::size_t i = 0;
    while (i < s.size()) {
        // Plain ASCII runs are the common case.
        if (static_cast<unsigned char>(s[i]) < 0x80) {
            ++i;
            continue;
        }
        const std::size_t length = utf8SequenceAt(s, i);
        if (length == 0) return i;
        i += length;
    }
    return std::nullopt;
}

int lineOf(std::string_view s, std::size_t offset) {
    offset = std::min(offset, s.size());
    return 1 + static_cast<int>(std::count(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

std::optional<TextFault> textFault(std::string_view s) {
    const auto bad = firstInvalidUtf8(s);
    const auto nul = s.substr(0, bad.value_or(s.size())).find('\0');
    if (nul != std::string_view::npos) {
        return TextFault{lineOf(s, nul), nul,
                         "holds a NUL byte (a binary file, or UTF-16 text?); save the file as UTF-8 text"};
    }
    if (!bad) return std::nullopt;
    static constexpr char kHex[] = "0123456789ABCDEF";
    const auto c = static_cast<unsigned char>(s[*bad]);
    return TextFault{
        lineOf(s, *bad), *bad,
        std::string("is not UTF-8 text (byte 0x") + kHex[c >> 4] + kHex[c & 0xF] + "); save the file as UTF-8"};
}

std::string utf8Problem(std::string_view s) {
    const auto fault = textFault(s);
    return fault ? "line " + std::to_string(fault->line) + ": " + fault->problem : std::string();
}

namespace {
// The UTF-8 forms of the bidirectional formatting characters.
constexpr std::string_view kBidiControls[] = {
    "\xD8\x9C",                                                                      // U+061C
    "\xE2\x80\x8E", "\xE2\x80\x8F",                                                  // U+200E, U+200F
    "\xE2\x80\xAA", "\xE2\x80\xAB", "\xE2\x80\xAC", "\xE2\x80\xAD", "\xE2\x80\xAE",  // U+202A..U+202E
    "\xE2\x81\xA6", "\xE2\x81\xA7", "\xE2\x81\xA8", "\xE2\x81\xA9",                  // U+2066..U+2069
};

// "\u202E" for the bidi control at the start of `s` (UTF-8 of length 2 or 3).
std::string bidiEscape(std::string_view s) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    const auto b = [&](std::size_t i) { return static_cast<unsigned>(static_cast<unsigned char>(s[i])); };
    const unsigned code = s.size() == 2 ? ((b(0) & 0x1FU) << 6U) | (b(1) & 0x3FU)
                                        : ((b(0) & 0x0FU) << 12U) | ((b(1) & 0x3FU) << 6U) | (b(2) & 0x3FU);
    std::string out = "\\u";
    for (int shift = 12; shift >= 0; shift -= 4) out += kHex[(code >> static_cast<unsigned>(shift)) & 0xFU];
    return out;
}
}  // namespace

std::size_t bidiControlAt(std::string_view s) {
    for (const auto control : kBidiControls) {
        if (s.starts_with(control)) return control.size();
    }
    return 0;
}

bool mayStartBidiControl(std::string_view s) {
    return std::any_of(std::begin(kBidiControls), std::end(kBidiControls),
                       [&](std::string_view control) { return s.size() < control.size() && control.starts_with(s); });
}

std::string printable(std::string_view s, std::size_t maxBytes) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(std::min(s.size(), maxBytes) + 8);
    std::size_t i = 0;
    while (i < s.size()) {
        const auto c = static_cast<unsigned char>(s[i]);
        std::size_t length = utf8SequenceAt(s, i);
        // C1 control characters (U+0080 to U+009F) are escapes to some terminals too.
        const bool c1 = length == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0;
        std::string piece;
        if (length == 0 || c < 0x20 || c == 0x7F || c1) {
            const std::size_t count = c1 ? 2 : 1;
            for (std::size_t k = 0; k < count; ++k) {
                const auto b = static_cast<unsigned char>(s[i + k]);
                piece += "\\x";
                piece += kHex[b >> 4];
                piece += kHex[b & 0xF];
            }
            length = count;
        } else if (const std::size_t bidi = bidiControlAt(s.substr(i, length)); bidi == length) {
            piece = bidiEscape(s.substr(i, length));
        } else {
            piece.assign(s.substr(i, length));
        }
        if (out.size() + piece.size() > maxBytes) {
            out += "...";
            return out;
        }
        out += piece;
        i += length;
    }
    return out;
}

}  // namespace muster::domain::text
