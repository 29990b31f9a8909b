#pragma once
// Reading the JSON files people hand to Muster (event formats, event files, collections, the catalog). Like
// nlohmann::json::parse, except that
// - a key written twice in one object is an error: nlohmann-json would keep the last value without a word,
//   and a profile with two "max_species" lines should not pass silently;
// - text that is not UTF-8 is refused with its line (nlohmann-json would fail later, when the text is written);
// - objects and lists may nest at most kMaxDepth levels: copying, comparing and writing a parsed document
//   recurse once per level, so a file nested tens of thousands of levels deep would overflow the stack.
// Every refusal is a JsonInputError with the line and/or the field path ("players[2].roster.armies").
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>
#include <string_view>

namespace muster::domain {

// What is wrong and where: a syntax error has a line, a repeated key has its field path ("copy_limits.small").
class JsonInputError : public std::runtime_error {
public:
    JsonInputError(int line, std::string field, const std::string& problem);
    [[nodiscard]] int line() const { return line_; }  // 0 when not known
    [[nodiscard]] const std::string& field() const { return field_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }

private:
    int line_;
    std::string field_;
    std::string problem_;
};

class StrictJson {
public:
    // Muster's own files nest at most 7 levels (an event file's roster entries); this leaves room to spare.
    static constexpr int kMaxDepth = 64;
    static nlohmann::json parse(std::string_view content);
};

}  // namespace muster::domain
