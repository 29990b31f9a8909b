#include "muster/rules/EventFormatLoader.h"

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "muster/domain/FileIO.h"
#include "muster/domain/ResourceLocator.h"
#include "muster/domain/StrictJson.h"
#include "muster/domain/TextUtil.h"

namespace muster::rules {

namespace {
using nlohmann::json;
constexpr const char* kTag = "muster-event-format";
}  // namespace

EventFormat EventFormatLoader::parse(std::string_view content, const std::string& source) {
    auto fail = [&source](const std::string& field, const std::string& problem) {
        return EventFormatError(source + (field.empty() ? "" : ": field '" + domain::text::printable(field) + "'") +
                                ": " + problem);
    };
    json doc;
    try {
        doc = domain::StrictJson::parse(content);
    } catch (const domain::JsonInputError& e) {
        throw EventFormatError(source + ": " + e.what());
    }
    if (!doc.is_object()) throw fail("", "an event format file holds one JSON object");
    if (!doc.contains("format") || doc["format"] != kTag) throw fail("format", "must be \"muster-event-format\"");
    if (!doc.contains("version") || !doc["version"].is_number_integer()) throw fail("version", "is missing");
    if (doc["version"] != EventFormat::kFormatVersion) {  // compared as JSON numbers: 4294967297 is not 1
        throw fail("version", "version " + doc["version"].dump() + " is not supported (this Muster reads version 1)");
    }
    EventFormat format;
    format.source = source;
    static const std::array<std::string_view, 8> known = {
        "format", "version", "name", "description", "force_sizes", "components", "class_health_caps", "copy_limits"};
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        if (it.key() == "max_species") continue;
        if (std::find(known.begin(), known.end(), it.key()) == known.end())
            throw fail(it.key(), "is not a known field");
    }
    if (!doc.contains("name") || !doc["name"].is_string() || doc["name"].get<std::string>().empty()) {
        throw fail("name", "must be a non-empty string");
    }
    format.name = doc["name"].get<std::string>();
    if (doc.contains("description")) {
        if (!doc["description"].is_string()) throw fail("description", "must be a string");
        format.description = doc["description"].get<std::string>();
    }
    // A limit: 0 means "none allowed" in every field; leaving a field out means "no limit".
    auto positive = [&](const json& value, const std::string& field) {
        const bool whole =
            value.is_number_integer() && !(value.is_number_unsigned() && value.get<std::uint64_t>() > 100000);
        if (!whole || value.get<long long>() < 0 || value.get<long long>() > 100000) {
            throw fail(field, "must be a whole number from 0 to 100000");
        }
        return value.get<int>();
    };
    if (doc.contains("force_sizes")) {
        const auto& sizes = doc["force_sizes"];
        if (!sizes.is_array()) throw fail("force_sizes", "must be a list of force sizes");
        for (std::size_t i = 0; i < sizes.size(); ++i) {
            const int size = positive(sizes[i], "force_sizes[" + std::to_string(i) + "]");
            if (size == 0) throw fail("force_sizes[" + std::to_string(i) + "]", "must be at least 1");
            format.forceSizes.push_back(size);
        }
    }
    if (doc.contains("components")) {
        const auto& components = doc["components"];
        if (!components.is_object()) throw fail("components", "must be an object of true/false switches");
        for (auto it = components.begin(); it != components.end(); ++it) {
            const std::string field = "components." + it.key();
            if (it.key() == "items") {  // a shorthand for the four item kinds
                if (!it->is_boolean()) throw fail(field, "must be true or false");
                for (Component c :
                     {Component::Equipment, Component::Artifacts, Component::Medallions, Component::Relics}) {
                    format.components[static_cast<std::size_t>(c)] = it->get<bool>();
                }
                continue;
            }
            const auto component = parseComponent(it.key());
            if (!component) throw fail(field, "is not a component Muster knows (see docs/event-formats.md)");
            if (!it->is_boolean()) throw fail(field, "must be true or false");
            format.components[static_cast<std::size_t>(*component)] = it->get<bool>();
        }
    }
    if (doc.contains("class_health_caps")) {
        const auto& caps = doc["class_health_caps"];
        if (!caps.is_object()) throw fail("class_health_caps", "must map a unit class to a health cap");
        for (auto it = caps.begin(); it != caps.end(); ++it) {
            format.classHealthCaps.push_back({it.key(), positive(*it, "class_health_caps." + it.key())});
        }
    }
    if (doc.contains("copy_limits")) {
        const auto& limits = doc["copy_limits"];
        if (!limits.is_object()) throw fail("copy_limits", "must map a die size or kind to a copy limit");
        for (auto it = limits.begin(); it != limits.end(); ++it) {
            const std::string field = "copy_limits." + it.key();
            const int value = positive(*it, field);
            if (const auto size = domain::parseDieSize(it.key()); size && *size != domain::DieSize::None) {
                format.copyLimitBySize[static_cast<std::size_t>(*size)] = value;
            } else if (const auto kind = domain::parseDieKind(it.key())) {
                format.copyLimitByKind[static_cast<std::size_t>(*kind)] = value;
            } else {
                throw fail(field, "is neither a die size (small, medium, large, champion, monster) nor a die kind");
            }
        }
    }
    if (doc.contains("max_species")) {
        format.maxSpecies = positive(doc["max_species"], "max_species");
        if (format.maxSpecies == 0) {
            throw fail("max_species", "must be at least 1: no roster has 0 species (leave the field out for no limit)");
        }
    }
    return format;
}

EventFormat EventFormatLoader::loadFile(const std::filesystem::path& path) {
    std::string content;
    try {
        content = domain::readFile(path.string(), domain::ReadLimits{kMaxFileBytes});
    } catch (const domain::FileError& e) {
        throw EventFormatError(path.string() + ": the event format file " + e.problem());
    }
    return parse(content, path.string());
}

std::filesystem::path EventFormatLoader::builtInDir() {
    return domain::ResourceLocator::resourceDir() / "formats";
}

std::vector<std::string> EventFormatLoader::builtInNames() {
    std::vector<std::string> names;
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(builtInDir(), ec)) {
        if (entry.path().extension() == ".json") names.push_back(entry.path().stem().string());
    }
    std::sort(names.begin(), names.end());
    return names;
}

namespace {
bool looksLikePath(const std::string& nameOrPath) {
    return nameOrPath.find('/') != std::string::npos || nameOrPath.find('\\') != std::string::npos ||
           (nameOrPath.size() > 5 && nameOrPath.ends_with(".json"));
}
}  // namespace

std::string EventFormatLoader::namedInFileProblem(const std::string& nameOrPath) {
    const std::string quoted = "'" + domain::text::printable(nameOrPath) + "'";
    if (domain::text::printable(nameOrPath, nameOrPath.size() + 1) != nameOrPath) {
        return quoted + " contains control or bidirectional formatting characters";
    }
    if (!looksLikePath(nameOrPath)) return {};
    const std::string rule =
        "a format named in a file is a built-in format's name or a format file beside that file, by a relative "
        "path without '..'";
    const std::filesystem::path path(nameOrPath);
    if (path.is_absolute() || path.has_root_name() || path.has_root_directory() || nameOrPath.front() == '\\') {
        return quoted + " is an absolute path; " + rule;
    }
    std::string_view rest = nameOrPath;
    while (!rest.empty()) {  // components split on '/' and '\', as Windows would read them
        const auto cut = rest.find_first_of("/\\");
        if (rest.substr(0, cut) == "..") return quoted + " leaves the folder of the file that names it; " + rule;
        if (cut == std::string_view::npos) break;
        rest.remove_prefix(cut + 1);
    }
    return {};
}

std::string EventFormatLoader::resolveNextTo(const std::string& nameOrPath, const std::filesystem::path& file) {
    if (const std::string problem = namedInFileProblem(nameOrPath); !problem.empty()) {
        throw EventFormatError(problem);
    }
    if (!looksLikePath(nameOrPath)) return nameOrPath;
    return (file.parent_path() / std::filesystem::path(nameOrPath)).string();
}

EventFormat EventFormatLoader::load(const std::string& nameOrPath) {
    if (looksLikePath(nameOrPath)) return loadFile(nameOrPath);
    const auto builtIn = builtInDir() / (nameOrPath + ".json");
    if (std::filesystem::exists(builtIn)) {
        EventFormat format = loadFile(builtIn);
        format.source = "built-in";
        return format;
    }
    std::string known;
    for (const auto& name : builtInNames()) known += (known.empty() ? "" : ", ") + name;
    throw EventFormatError("unknown event format '" + domain::text::printable(nameOrPath) +
                           "' (built-in formats: " + known + "; or give the path of a format file, such as ./" +
                           domain::text::printable(nameOrPath) + ".json)");
}

EventFormat EventFormatLoader::load(const std::string& nameOrPath, const domain::Catalog& catalog) {
    EventFormat format = load(nameOrPath);
    checkAgainstCatalog(format, catalog);
    return format;
}

void EventFormatLoader::checkAgainstCatalog(const EventFormat& format, const domain::Catalog& catalog) {
    std::set<std::string> classes;
    for (const auto& die : catalog.dice()) {
        if (!die.unitClass.empty()) classes.insert(die.unitClass);
    }
    for (const auto& cap : format.classHealthCaps) {
        const bool covers = std::any_of(classes.begin(), classes.end(), [&](const std::string& c) {
            return EventFormat::classMatches(c, cap.unitClass);
        });
        if (covers) continue;
        std::string known;
        for (const auto& c : classes) known += (known.empty() ? "" : ", ") + c;
        throw EventFormatError((format.source == "built-in" ? format.name : format.source) +
                               ": field 'class_health_caps." + cap.unitClass +
                               "': no unit class is called that or has it as a whole word (classes: " + known + ")");
    }
}

Finding EventFormatLoader::unreadableFinding(const std::string& nameOrPath, const std::string& problem) {
    return {Severity::Error,
            RuleId::FormatLimit,
            "The event format could not be read, so its limits were not checked: " + problem,
            "event format '" + domain::text::printable(nameOrPath) + "'",
            std::nullopt,
            {}};
}

}  // namespace muster::rules
