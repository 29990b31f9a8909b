#include "muster/db/CollectionIO.h"

#include <charconv>
#include <nlohmann/json.hpp>
#include <vector>

#include "muster/domain/StrictJson.h"
#include "muster/domain/TextUtil.h"

namespace muster::db {

namespace {

std::string_view trim(std::string_view text) {
    const auto first = text.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    const auto last = text.find_last_not_of(" \t\r\n");
    return text.substr(first, last - first + 1);
}

std::string located(const std::string& file, const std::string& where, const std::string& problem) {
    return file + ":" + where + ": " + problem;
}

// Splits one CSV line into fields; fields may be quoted with "" for a literal quote.
std::vector<std::string> splitCsv(std::string_view line, const std::string& file, int lineNo) {
    std::vector<std::string> fields;
    std::string field;
    bool quoted = false;
    bool wasQuoted = false;
    for (std::size_t i = 0; i < line.size(); ++i) {
        const char c = line[i];
        if (quoted) {
            if (c == '"' && i + 1 < line.size() && line[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"' && trim(field).empty()) {
            field.clear();
            quoted = true;
            wasQuoted = true;
        } else if (c == ',') {
            fields.push_back(wasQuoted ? field : std::string(trim(field)));
            field.clear();
            wasQuoted = false;
        } else if (!wasQuoted) {
            field += c;
        } else if (c != ' ' && c != '\t' && c != '\r') {
            throw CollectionFormatError(located(file, std::to_string(lineNo), "text after a closing quote"));
        }
    }
    if (quoted) {
        throw CollectionFormatError(located(file, std::to_string(lineNo),
                                            "a quoted field is not closed on this line (a die name cannot hold a line "
                                            "break; close the quote before the end of the line)"));
    }
    fields.push_back(wasQuoted ? field : std::string(trim(field)));
    return fields;
}

std::string resolve(std::string_view name, const domain::Catalog& catalog, const std::string& where) {
    if (auto id = catalog.findDie(name)) return catalog.die(*id).name;
    std::string message = "unknown die '" + domain::text::printable(name, 80) + "'";
    const auto nearest = catalog.nearestDieNames(name, 3);
    if (!nearest.empty()) {
        message += "; did you mean ";
        for (std::size_t i = 0; i < nearest.size(); ++i) {
            message += (i == 0 ? "'" : ", '") + nearest[i] + "'";
        }
        message += "?";
    }
    throw CollectionFormatError(where + ": " + message);
}

std::string countRule() {
    return "the count must be a whole number from 1 to " + std::to_string(Collection::kMaxCount);
}

int parseCount(std::string_view text, const std::string& where) {
    std::int64_t value = 0;
    const auto* end = text.data() + text.size();
    const auto [ptr, ec] = std::from_chars(text.data(), end, value);
    if (ec != std::errc() || ptr != end || value < 1 || value > Collection::kMaxCount) {
        throw CollectionFormatError(where + ": " + countRule() + ", not '" + domain::text::printable(text, 40) + "'");
    }
    return static_cast<int>(value);
}

// Adds `count` of a die met again further down the file; the total obeys the same limit.
void addCount(Collection& collection, const std::string& die, int count, const std::string& where) {
    int& total = collection.dice[die];
    if (static_cast<std::int64_t>(total) + count > Collection::kMaxCount) {
        throw CollectionFormatError(
            where + ": " + die + " adds up to " + std::to_string(static_cast<std::int64_t>(total) + count) +
            " in this file; at most " + std::to_string(Collection::kMaxCount) + " of one die are kept");
    }
    total += count;
}

std::string csvField(const std::string& text) {
    if (text.find_first_of(",\"\n\r") == std::string::npos && trim(text) == text) return text;
    std::string out = "\"";
    for (char c : text) {
        if (c == '"') out += '"';
        out += c;
    }
    return out + "\"";
}

}  // namespace

Collection CollectionIO::parseCsv(std::string_view content, const domain::Catalog& catalog,
                                  const std::string& fileName) {
    if (const auto fault = domain::text::textFault(content)) {
        throw CollectionFormatError(fileName + ":" + std::to_string(fault->line) + ": " + fault->problem);
    }
    Collection collection;
    int lineNo = 0;
    bool first = true;
    std::size_t pos = 0;
    if (content.substr(0, 3) == "\xEF\xBB\xBF") pos = 3;  // byte order mark from spreadsheets
    while (pos <= content.size()) {
        const auto end = std::min(content.find('\n', pos), content.size());
        const std::string_view line = trim(content.substr(pos, end - pos));
        pos = end + 1;
        ++lineNo;
        if (line.empty() || line.front() == '#') continue;
        const auto fields = splitCsv(line, fileName, lineNo);
        const std::string where = fileName + ":" + std::to_string(lineNo);
        if (first) {
            first = false;
            if (fields.size() == 2 && fields[0] == "name" && fields[1] == "count") continue;
        }
        if (fields.size() != 2) {
            throw CollectionFormatError(where + ": expected 'name,count', found " + std::to_string(fields.size()) +
                                        " fields");
        }
        const int count = parseCount(fields[1], where);
        addCount(collection, resolve(fields[0], catalog, where), count, where);
    }
    return collection;
}

Collection CollectionIO::parseJson(std::string_view content, const domain::Catalog& catalog,
                                   const std::string& fileName) {
    nlohmann::json doc;
    try {
        doc = domain::StrictJson::parse(content);
    } catch (const domain::JsonInputError& e) {
        throw CollectionFormatError(fileName + ": " + e.what());
    }
    auto field = [&](const std::string& name) { return fileName + ": field '" + name + "'"; };
    if (!doc.is_object()) throw CollectionFormatError(fileName + ": expected a JSON object");
    if (!doc.contains("format") || doc["format"] != kFormat) {
        throw CollectionFormatError(field("format") + ": expected \"" + std::string(kFormat) + "\"");
    }
    if (!doc.contains("version") || !doc["version"].is_number_integer()) {
        throw CollectionFormatError(field("version") + ": missing or not a number");
    }
    if (doc["version"] > kVersion) {  // compared as JSON numbers: 4294967297 is not 1
        throw CollectionFormatError(field("version") + ": version " + doc["version"].dump() +
                                    " is newer than this Muster reads (" + std::to_string(kVersion) + ")");
    }
    Collection collection;
    if (doc.contains("name")) {
        if (!doc["name"].is_string()) throw CollectionFormatError(field("name") + ": expected text");
        collection.name = doc["name"].get<std::string>();
    }
    if (doc.contains("notes") && doc["notes"].is_string()) collection.notes = doc["notes"].get<std::string>();
    if (!doc.contains("dice") || !doc["dice"].is_array()) {
        throw CollectionFormatError(field("dice") + ": expected a list of {\"name\", \"count\"}");
    }
    for (std::size_t i = 0; i < doc["dice"].size(); ++i) {
        const auto& item = doc["dice"][i];
        const std::string index = "dice[" + std::to_string(i) + "]";
        const std::string where = field(index);
        if (!item.is_object() || !item.contains("name") || !item["name"].is_string()) {
            throw CollectionFormatError(where + ": expected {\"name\": text, \"count\": number}");
        }
        int count = 1;
        if (item.contains("count")) {
            const auto& value = item["count"];
            // Checked before narrowing; an unsigned number above the limit must not wrap.
            const bool whole = value.is_number_integer() &&
                               !(value.is_number_unsigned() && value.get<std::uint64_t>() > Collection::kMaxCount);
            const std::int64_t n = whole ? value.get<std::int64_t>() : 0;
            if (n < 1 || n > Collection::kMaxCount) {
                throw CollectionFormatError(field(index + ".count") + ": " + countRule() + ", not " + value.dump());
            }
            count = value.get<int>();
        }
        addCount(collection, resolve(item["name"].get<std::string>(), catalog, where), count, where);
    }
    return collection;
}

Collection CollectionIO::parse(std::string_view content, const domain::Catalog& catalog, const std::string& fileName) {
    const auto start = content.find_first_not_of(" \t\r\n");
    if (start != std::string_view::npos && content[start] == '{') return parseJson(content, catalog, fileName);
    return parseCsv(content, catalog, fileName);
}

std::string CollectionIO::toCsv(const Collection& collection) {
    std::string out = "name,count\n";
    for (const auto& [die, count] : collection.dice) out += csvField(die) + "," + std::to_string(count) + "\n";
    return out;
}

std::string CollectionIO::toJson(const Collection& collection) {
    nlohmann::ordered_json doc;
    doc["format"] = kFormat;
    doc["version"] = kVersion;
    doc["name"] = collection.name;
    if (!collection.notes.empty()) doc["notes"] = collection.notes;
    doc["dice"] = nlohmann::ordered_json::array();
    for (const auto& [die, count] : collection.dice) doc["dice"].push_back({{"name", die}, {"count", count}});
    return doc.dump(2) + "\n";
}

}  // namespace muster::db
