#pragma once
// Small text helpers shared by the domain layer: case-insensitive compare, trimming, name keys, and the
// checks every reader of people's files makes on text (UTF-8, what may be echoed back in a message).
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace muster::domain::text {

bool equalsIgnoringCase(std::string_view a, std::string_view b);
std::string_view trim(std::string_view s);
std::string toLower(std::string_view s);
// Splits on runs of characters that are not letters or digits (ASCII); UTF-8 bytes count as letters.
std::vector<std::string> words(std::string_view s);
// Splits at every `separator`, keeping empty parts: "a++b" gives "a", "", "b"; "" gives one empty part.
std::vector<std::string> split(std::string_view s, char separator);
// How well one search word (lower case) matches a text already split into words(): 0 when it is one of the
// words, 1 when a word starts with it, 2 when it is inside a word; nullopt when it is in none.
std::optional<int> wordMatchRank(const std::vector<std::string>& textWords, std::string_view searchWord);
// How well a search's words all match `text` (lower is better: the sum of wordMatchRank over the search's
// words); nullopt when one of them is missing. "troll" ranks "Goblins Troll" (0) before "Dwarves Patroller" (2).
std::optional<int> matchRank(std::string_view text, std::string_view search);
// Edit distance between two strings (bytes), for "did you mean" suggestions.
std::size_t editDistance(std::string_view a, std::string_view b);

// The byte offset of the first byte that does not belong to well-formed UTF-8 (overlong forms, surrogates and
// code points above U+10FFFF count as malformed); nullopt when all of `s` is UTF-8.
std::optional<std::size_t> firstInvalidUtf8(std::string_view s);
// The 1-based line of byte `offset` in `s`.
int lineOf(std::string_view s, std::size_t offset);
// What every reader says about a file that is not plain UTF-8 text: where the first byte is that is not UTF-8
// (Windows-1252, Latin-1) or is a NUL (UTF-16 text and binary files have them; a NUL inside a name cut it short
// for some programs), and what is wrong ("is not UTF-8 text (byte 0xE9); save the file as UTF-8"). Nullopt when
// all of `s` is text.
struct TextFault {
    int line = 0;  // 1-based
    std::size_t offset = 0;
    std::string problem;  // without the line
};
std::optional<TextFault> textFault(std::string_view s);
// The same as one text: "line 3: is not UTF-8 text (byte 0xE9); save the file as UTF-8", or "" when `s` is text.
std::string utf8Problem(std::string_view s);
// The one helper for quoting text from an input file or a user in a message, on a terminal or in stored
// details: control characters (escape sequences included) and bytes that are not UTF-8 become \xNN, the
// bidirectional formatting characters (which reorder what a terminal shows, U+202E for one) become \uNNNN,
// and text longer than `maxBytes` is cut (at a character boundary) and ends in "...".
std::string printable(std::string_view s, std::size_t maxBytes = 80);
// The bidirectional formatting characters: U+061C, U+200E, U+200F, U+202A to U+202E, U+2066 to U+2069.
// bidiControlAt: the UTF-8 length of the one `s` starts with, else 0. mayStartBidiControl: whether `s` is the
// first bytes of one, not all of it (a stream that escapes them waits for the next byte).
std::size_t bidiControlAt(std::string_view s);
bool mayStartBidiControl(std::string_view s);

}  // namespace muster::domain::text
