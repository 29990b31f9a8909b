#pragma once
// Small text helpers shared by the domain layer: case-insensitive compare, trimming, name keys.
#include <string>
#include <string_view>
#include <vector>

namespace muster::domain::text {

bool equalsIgnoringCase(std::string_view a, std::string_view b);
std::string_view trim(std::string_view s);
std::string toLower(std::string_view s);
// Splits on runs of characters that are not letters or digits (ASCII); UTF-8 bytes count as letters.
std::vector<std::string> words(std::string_view s);
// Edit distance between two strings (bytes), for "did you mean" suggestions.
std::size_t editDistance(std::string_view a, std::string_view b);

}  // namespace muster::domain::text
