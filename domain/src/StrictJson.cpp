#include "muster/domain/StrictJson.h"

#include <set>
#include <vector>

#include "muster/domain/TextUtil.h"

namespace muster::domain {

namespace {

std::string describe(int line, const std::string& field, const std::string& problem) {
    std::string out;
    if (line > 0) out += "line " + std::to_string(line) + ": ";
    if (!field.empty()) out += "field '" + field + "': ";
    return out + problem;
}

// One open object or array while parsing: the keys seen so far (objects), the key or index being read.
struct Frame {
    bool isArray = false;
    std::size_t index = 0;
    std::string key;
    std::set<std::string> keys;
};

// "players[2].roster.armies": the path to the value being read inside frames[0..count).
std::string pathOf(const std::vector<Frame>& frames, std::size_t count) {
    std::string path;
    for (std::size_t i = 0; i < count && i < frames.size(); ++i) {
        const Frame& f = frames[i];
        if (f.isArray) {
            path += "[" + std::to_string(f.index) + "]";
        } else if (!f.key.empty()) {
            if (!path.empty()) path += ".";
            path += f.key;
        }
    }
    // A path through hundreds of levels would drown the message; its start says where the nesting begins.
    constexpr std::size_t kLongest = 256;
    if (path.size() > kLongest) path = text::printable(path, kLongest);
    return path;
}

// The line on which the nesting first goes deeper than `maxDepth` (strings skipped); 0 if it never does.
int lineOfDepth(std::string_view content, int maxDepth) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < content.size(); ++i) {
        const char c = content[i];
        if (inString) {
            if (c == '\\') {
                ++i;
            } else if (c == '"') {
                inString = false;
            }
        } else if (c == '"') {
            inString = true;
        } else if (c == '{' || c == '[') {
            if (++depth > maxDepth) return text::lineOf(content, i);
        } else if (c == '}' || c == ']') {
            --depth;
        }
    }
    return 0;
}

// nlohmann-json's messages start with "[json.exception.parse_error.101] parse error at line 1, column 2: "
// and may quote what was last read; keep the explanation and make any quoted input printable.
std::string explain(const std::string& what) {
    std::string text = what;
    if (const auto syntax = text.find("syntax error"); syntax != std::string::npos) {
        text = text.substr(syntax);
    } else if (const auto bracket = text.find("] ");
               text.rfind("[json.exception", 0) == 0 && bracket != std::string::npos) {
        text = text.substr(bracket + 2);
    }
    // "...; last read: '<input>'": at most ~40 bytes of the input, escaped.
    constexpr std::string_view kLastRead = "; last read: '";
    if (const auto quoted = text.find(kLastRead); quoted != std::string::npos) {
        const auto start = quoted + kLastRead.size();
        const auto end = text.rfind('\'');
        const std::string token =
            text.substr(start, end != std::string::npos && end >= start ? end - start : std::string::npos);
        return text::printable(text.substr(0, quoted), 200) + std::string(kLastRead) + text::printable(token, 40) + "'";
    }
    return text::printable(text, 200);
}

}  // namespace

JsonInputError::JsonInputError(int line, std::string field, const std::string& problem)
    : std::runtime_error(describe(line, field, problem)), line_(line), field_(std::move(field)), problem_(problem) {}

nlohmann::json StrictJson::parse(std::string_view content) {
    if (const auto fault = text::textFault(content)) throw JsonInputError(fault->line, "", fault->problem);
    std::vector<Frame> frames;
    // A value inside an array moves the array on to its next index once it has been read.
    auto valueRead = [&frames] {
        if (!frames.empty() && frames.back().isArray) ++frames.back().index;
    };
    auto open = [&](bool isArray) {
        if (frames.size() >= static_cast<std::size_t>(kMaxDepth)) {
            throw JsonInputError(lineOfDepth(content, kMaxDepth), pathOf(frames, frames.size()),
                                 "nests objects and lists deeper than " + std::to_string(kMaxDepth) + " levels");
        }
        frames.push_back(Frame{isArray, 0, {}, {}});
    };
    auto callback = [&](int /*depth*/, nlohmann::json::parse_event_t event, nlohmann::json& parsed) {
        using Event = nlohmann::json::parse_event_t;
        switch (event) {
            case Event::object_start:
                open(false);
                break;
            case Event::array_start:
                open(true);
                break;
            case Event::key: {
                const auto& key = parsed.get_ref<const std::string&>();
                Frame& frame = frames.back();
                if (!frame.keys.insert(key).second) {
                    std::string field = pathOf(frames, frames.size() - 1);
                    field += (field.empty() ? "" : ".") + key;
                    throw JsonInputError(0, field, "appears twice in one object");
                }
                frame.key = key;
                break;
            }
            case Event::object_end:
            case Event::array_end:
                frames.pop_back();
                valueRead();
                break;
            case Event::value:
                valueRead();
                break;
        }
        return true;
    };
    try {
        return nlohmann::json::parse(content.begin(), content.end(), callback);
    } catch (const nlohmann::json::parse_error& e) {
        throw JsonInputError(e.byte == 0 ? 0 : text::lineOf(content, e.byte - 1), "",
                             "not valid JSON (" + explain(e.what()) + ")");
    } catch (const nlohmann::json::out_of_range& e) {
        // A number too large for a double ("1e999"): nlohmann-json says which, but not where.
        const std::string what = explain(e.what());
        int line = 0;
        const auto quote = what.find('\'');
        if (quote != std::string::npos) {
            const auto end = what.find('\'', quote + 1);
            const auto token = what.substr(quote + 1, end == std::string::npos ? std::string::npos : end - quote - 1);
            if (const auto at = content.find(token); !token.empty() && at != std::string_view::npos)
                line = text::lineOf(content, at);
        }
        throw JsonInputError(line, "", "not valid JSON (" + what + ")");
    } catch (const nlohmann::json::exception& e) {
        throw JsonInputError(0, "", "not valid JSON (" + explain(e.what()) + ")");
    }
}

}  // namespace muster::domain
