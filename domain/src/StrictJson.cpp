#include "muster/domain/StrictJson.h"

#include <set>
#include <vector>

namespace muster::domain {

namespace {

int lineOfByte(std::string_view content, std::size_t byte) {
    int line = 1;
    for (std::size_t i = 0; i + 1 < byte && i < content.size(); ++i) line += content[i] == '\n' ? 1 : 0;
    return line;
}

std::string describe(int line, const std::string& field, const std::string& problem) {
    std::string out;
    if (line > 0) out += "line " + std::to_string(line) + ": ";
    if (!field.empty()) out += "field '" + field + "': ";
    return out + problem;
}

}  // namespace

JsonInputError::JsonInputError(int line, std::string field, const std::string& problem)
    : std::runtime_error(describe(line, field, problem)), line_(line), field_(std::move(field)), problem_(problem) {}

nlohmann::json StrictJson::parse(std::string_view content) {
    // One set of keys per open object, and the key being read at each level (for the field path).
    std::vector<std::set<std::string>> keys;
    std::vector<std::string> path;
    auto callback = [&](int /*depth*/, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        using Event = nlohmann::json::parse_event_t;
        if (event == Event::object_start) {
            keys.emplace_back();
            path.emplace_back();
        } else if (event == Event::key) {
            const auto& key = parsed.get_ref<const std::string&>();
            if (!keys.back().insert(key).second) {
                std::string field;
                for (std::size_t i = 0; i + 1 < path.size(); ++i) {
                    if (!path[i].empty()) field += path[i] + ".";
                }
                throw JsonInputError(0, field + key, "appears twice in one object");
            }
            path.back() = key;
        } else if (event == Event::object_end) {
            keys.pop_back();
            path.pop_back();
        }
        return true;
    };
    try {
        return nlohmann::json::parse(content.begin(), content.end(), callback);
    } catch (const nlohmann::json::parse_error& e) {
        const std::string what = e.what();
        const auto pos = what.find("syntax error");
        throw JsonInputError(lineOfByte(content, e.byte), "",
                             "not valid JSON (" + (pos == std::string::npos ? what : what.substr(pos)) + ")");
    } catch (const nlohmann::json::exception& e) {  // a number out of range, for instance
        throw JsonInputError(0, "", std::string("not valid JSON (") + e.what() + ")");
    }
}

}  // namespace muster::domain
