#include "muster/domain/RosterIO.h"

#include <simdjson.h>

#include <algorithm>
#include <array>
#include <charconv>
#include <cstdint>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <unordered_map>

#include "muster/domain/ArmyCode.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/OctgnDeck.h"
#include "muster/domain/RosterText.h"
#include "muster/domain/StrictJson.h"
#include "muster/domain/TextUtil.h"

namespace muster::domain {

namespace {

using nlohmann::json;

constexpr const char* kFormatTag = "muster-roster";

std::string describe(const std::string& file, int line, const std::string& field, const std::string& problem) {
    std::string out = file.empty() ? std::string("<roster>") : file;
    if (line > 0) out += ": line " + std::to_string(line);
    if (!field.empty()) out += ": field '" + field + "'";
    out += ": " + problem;
    return out;
}

std::string tooManyEntries() {
    return "a roster holds at most " + std::to_string(Roster::kMaxEntries) +
           " lines of dice (write '3 Dwarves Footman' for three of one)";
}

// "2 Dwarves Footman", "2x Dwarves Footman", "Dwarves Footman". Returns false when the count is malformed.

bool splitEntry(std::string_view text, int& count, std::string_view& name, std::string& problem) {
    text = text::trim(text);
    // A NUL or another control character inside a name (Amazons\0Soldier) is not read as a die's name.
    const auto control = std::find_if(text.begin(), text.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return (u < 0x20 && c != '\t') || u == 0x7F;
    });
    if (control != text.end()) {
        problem = "'" + text::printable(text, 60) + "' holds a control character; a die name is plain text";
        return false;
    }
    count = 1;
    name = text;
    std::size_t digits = 0;
    while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
    if (digits == 0) return !name.empty() || (problem = "an entry needs a die name", false);
    std::size_t pos = digits;
    if (pos < text.size() && (text[pos] == 'x' || text[pos] == 'X')) ++pos;
    if (pos >= text.size() || (text[pos] != ' ' && text[pos] != '\t')) {
        // Not a count after all (a name that starts with a digit); keep the whole text as the name.
        return true;
    }
    int value = 0;
    const auto result = std::from_chars(text.data(), text.data() + digits, value);
    if (result.ec != std::errc() || value < 1 || value > 999) {
        problem = "the count must be a whole number from 1 to 999";
        return false;
    }
    count = value;
    name = text::trim(text.substr(pos));
    if (name.empty()) {
        problem = "an entry needs a die name after the count";
        return false;
    }
    return true;
}

// Rosters repeat the same few hundred names, so resolved names are remembered per thread (exact text ->
// die), which makes bulk reading (tournament registration, benchmarks) several times faster.
std::optional<DieId> resolveCached(std::string_view name, const Catalog& catalog) {
    struct Cache {
        const Catalog* catalog = nullptr;
        std::string revision;
        std::unordered_map<std::string, std::optional<DieId>> names;
    };
    thread_local Cache cache;
    if (cache.catalog != &catalog || cache.revision != catalog.revision() || cache.names.size() > 8192) {
        cache.catalog = &catalog;
        cache.revision = catalog.revision();
        cache.names.clear();
    }
    thread_local std::string key;
    key.assign(name);
    const auto it = cache.names.find(key);
    if (it != cache.names.end()) return it->second;
    // Names as players write them (plurals, a unit's name alone); a name several dice share stays unresolved here
    // and may be settled by the roster's species (RosterIO::resolveBySpecies).
    const auto die = catalog.matchDieName(name).die;
    cache.names.emplace(key, die);
    return die;
}

// `catalog` null: the names are kept but not resolved (RosterIO::checkJson).
RosterEntry makeEntry(std::string_view name, int count, int line, const Catalog* catalog) {
    RosterEntry entry;
    entry.name = std::string(name);
    entry.count = count;
    entry.line = line;
    if (catalog != nullptr) entry.die = resolveCached(name, *catalog);
    return entry;
}

// After the entries: the terrains, and names several dice share that the roster's species settle.
void finishResolving(Roster& roster, const Catalog* catalogOrNull) {
    if (catalogOrNull == nullptr) return;
    const Catalog& catalog = *catalogOrNull;
    roster.homeTerrainDie = roster.homeTerrain.empty() ? std::nullopt : resolveCached(roster.homeTerrain, catalog);
    roster.frontierTerrainDie =
        roster.frontierTerrain.empty() ? std::nullopt : resolveCached(roster.frontierTerrain, catalog);
    RosterIO::resolveBySpecies(roster, catalog);
}

// One parser per thread: simdjson keeps its buffers between documents, which is what makes bulk reading
// (tournament registration, benchmarks) fast.
// Nesting is limited like every other JSON reader's (StrictJson::kMaxDepth); the limit stays with the parser
// when it grows for a larger document.
simdjson::dom::parser& jsonParser() {
    thread_local simdjson::dom::parser parser;
    thread_local const bool ready = parser.allocate(64U * 1024U, StrictJson::kMaxDepth) == simdjson::SUCCESS;
    (void)ready;
    return parser;
}

// simdjson says what is wrong but not where; StrictJson (nlohmann-json) reports the line.
[[noreturn]] void throwSyntaxError(std::string_view content, const std::string& fileName, simdjson::error_code error) {
    try {
        [[maybe_unused]] const auto parsed = StrictJson::parse(content);
    } catch (const JsonInputError& e) {
        throw RosterFormatError(fileName, e.line(), e.field(), e.problem());
    }
    // Valid JSON that simdjson still refuses: a whole number too large for 64 bits, which nlohmann-json reads
    // as a decimal. Find the first such number for the line.
    struct BigNumberFinder : nlohmann::json_sax<json> {
        std::string found;
        bool null() override { return true; }
        bool boolean(bool /*value*/) override { return true; }
        bool number_integer(number_integer_t /*value*/) override { return true; }
        bool number_unsigned(number_unsigned_t /*value*/) override { return true; }
        bool number_float(number_float_t /*value*/, const string_t& raw) override {
            if (found.empty() && raw.find_first_of(".eE") == std::string::npos) found = raw;
            return found.empty();
        }
        bool string(string_t& /*value*/) override { return true; }
        bool binary(binary_t& /*value*/) override { return true; }
        bool start_object(std::size_t /*size*/) override { return true; }
        bool key(string_t& /*value*/) override { return true; }
        bool end_object() override { return true; }
        bool start_array(std::size_t /*size*/) override { return true; }
        bool end_array() override { return true; }
        bool parse_error(std::size_t /*position*/, const std::string& /*token*/,
                         const nlohmann::detail::exception& /*error*/) override {
            return false;
        }
    } finder;
    json::sax_parse(content.begin(), content.end(), &finder);
    if (!finder.found.empty()) {
        const auto at = content.find(finder.found);
        throw RosterFormatError(fileName, at == std::string_view::npos ? 0 : text::lineOf(content, at), "",
                                "the number " + text::printable(finder.found, 40) +
                                    " is too large (rosters hold whole numbers up to 10000)");
    }
    throw RosterFormatError(fileName, 0, "",
                            std::string("cannot be read as JSON (") + simdjson::error_message(error) + ")");
}

// Walks a parsed roster document field by field. "format" and "version" are checked first, so that a file of
// another kind or version is named as such before anything else is said about it.
class JsonRosterReader {
public:
    JsonRosterReader(const Catalog* catalog, const std::string& fileName) : catalog_(catalog), fileName_(fileName) {}

    Roster read(simdjson::dom::object fields) const {
        std::string tag;
        readString(fields, "format", tag, true);
        if (tag != kFormatTag)
            throw fail("format", "must be \"muster-roster\", not \"" + text::printable(tag, 40) + "\"");
        int version = 0;
        readInt(fields, "version", version, true, 1, 1000000);
        if (version != Roster::kFormatVersion) {
            throw fail("version", "version " + std::to_string(version) +
                                      " is not supported (this Muster reads version " +
                                      std::to_string(Roster::kFormatVersion) + ")");
        }
        Roster roster;
        readString(fields, "name", roster.name, false);
        readString(fields, "player", roster.player, false);
        readString(fields, "edition", roster.edition, false);
        readString(fields, "event_format", roster.eventFormat, false);
        readInt(fields, "force_size", roster.forceSize, true, 1, 10000);
        readInt(fields, "players_in_game", roster.playersInGame, false, 1, 64);
        readString(fields, "home_terrain", roster.homeTerrain, false);
        readString(fields, "frontier_terrain", roster.frontierTerrain, false);
        readString(fields, "catalog_revision", roster.catalogRevision, false);
        checkFieldNames(fields);

        simdjson::dom::element armies;
        if (fields.at_key("armies").get(armies) == simdjson::SUCCESS) {
            simdjson::dom::object lists;
            if (armies.get_object().get(lists) != simdjson::SUCCESS) {
                throw fail("armies", "must be an object with home, horde and campaign lists");
            }
            std::uint32_t seen = 0;
            for (const auto [key, list] : lists) {
                const std::string field = "armies." + text::printable(key, 40);
                RosterSection section = RosterSection::Home;
                if (key == "home")
                    section = RosterSection::Home;
                else if (key == "horde")
                    section = RosterSection::Horde;
                else if (key == "campaign")
                    section = RosterSection::Campaign;
                else
                    throw fail(field, "is not an army (use home, horde or campaign)");
                const auto bit = 1U << static_cast<unsigned>(section);
                if ((seen & bit) != 0) throw fail(field, "appears twice");
                seen |= bit;
                readList(list, field, roster.section(section));
            }
        }
        simdjson::dom::element pool;
        if (fields.at_key("summoning_pool").get(pool) == simdjson::SUCCESS) {
            readList(pool, "summoning_pool", roster.section(RosterSection::SummoningPool));
        }
        finishResolving(roster, catalog_);
        return roster;
    }

private:
    static constexpr std::array<std::string_view, 13> kFieldNames = {
        "format",        "version",         "name",         "player",           "edition",          "event_format",
        "force_size",    "players_in_game", "home_terrain", "frontier_terrain", "catalog_revision", "armies",
        "summoning_pool"};

    [[nodiscard]] RosterFormatError fail(const std::string& field, const std::string& problem) const {
        return RosterFormatError(fileName_, 0, field, problem);
    }

    // Every key is a roster field and appears once (a typo would otherwise be dropped without a word).
    void checkFieldNames(simdjson::dom::object fields) const {
        std::uint32_t seen = 0;
        for (const auto [key, value] : fields) {
            (void)value;
            std::size_t index = 0;
            while (index < kFieldNames.size() && kFieldNames[index] != key) ++index;
            if (index == kFieldNames.size()) {
                throw fail(text::printable(key, 40), "is not a roster field (see docs/roster-format.md)");
            }
            const auto bit = 1U << index;
            if ((seen & bit) != 0) throw fail(text::printable(key, 40), "appears twice");
            seen |= bit;
        }
    }

    void readString(simdjson::dom::object fields, const char* field, std::string& out, bool required) const {
        simdjson::dom::element value;
        if (fields.at_key(field).get(value) != simdjson::SUCCESS) {
            if (required) throw fail(field, "is missing");
            return;
        }
        std::string_view text;
        if (value.get_string().get(text) != simdjson::SUCCESS) throw fail(field, "must be a string");
        out.assign(text);
    }

    void readInt(simdjson::dom::object fields, const char* field, int& out, bool required, int low, int high) const {
        simdjson::dom::element value;
        if (fields.at_key(field).get(value) != simdjson::SUCCESS) {
            if (required) throw fail(field, "is missing");
            return;
        }
        std::int64_t number = 0;
        if (value.is_uint64() && !value.is_int64())
            number = std::numeric_limits<std::int64_t>::max();
        else if (value.get_int64().get(number) != simdjson::SUCCESS)
            throw fail(field, "must be a whole number");
        if (number < low || number > high) {
            throw fail(field, "must be between " + std::to_string(low) + " and " + std::to_string(high));
        }
        out = static_cast<int>(number);
    }

    void readList(simdjson::dom::element value, const std::string& field, std::vector<RosterEntry>& entries) const {
        simdjson::dom::array list;
        if (value.get_array().get(list) != simdjson::SUCCESS) throw fail(field, "must be a list of die names");
        entries.reserve(entries.size() + list.size());
        std::size_t index = 0;
        for (const simdjson::dom::element item : list) {
            std::string_view text;
            int count = 1;
            std::string_view name;
            std::string problem;
            if (item.get_string().get(text) != simdjson::SUCCESS) {
                throw fail(field + "[" + std::to_string(index) + "]",
                           "must be a die name such as \"2 Dwarves Footman\"");
            }
            if (!splitEntry(text, count, name, problem)) throw fail(field + "[" + std::to_string(index) + "]", problem);
            if (++entries_ > Roster::kMaxEntries)
                throw fail(field + "[" + std::to_string(index) + "]", tooManyEntries());
            entries.push_back(makeEntry(name, count, 0, catalog_));
            ++index;
        }
    }

    const Catalog* catalog_;
    const std::string& fileName_;
    mutable std::size_t entries_ = 0;  // in all lists read so far
};

}  // namespace

RosterFormatError::RosterFormatError(std::string file, int line, std::string field, const std::string& problem)
    : std::runtime_error(describe(file, line, field, problem)),
      file_(std::move(file)),
      line_(line),
      field_(std::move(field)),
      problem_(problem) {}

namespace {

Roster parseJsonWith(std::string_view content, const Catalog* catalog, const std::string& fileName) {
    // simdjson says "TAPE_ERROR" for NUL bytes after the object, without a line; say what and where.
    if (const auto fault = text::textFault(content)) throw RosterFormatError(fileName, fault->line, "", fault->problem);
    simdjson::dom::element doc;
    if (const auto error = jsonParser().parse(content.data(), content.size()).get(doc); error != simdjson::SUCCESS) {
        throwSyntaxError(content, fileName, error);
    }
    simdjson::dom::object fields;
    if (doc.get_object().get(fields) != simdjson::SUCCESS) {
        throw RosterFormatError(fileName, 1, "", "a roster file holds one JSON object");
    }
    return JsonRosterReader(catalog, fileName).read(fields);
}

}  // namespace

Roster RosterIO::parseJson(std::string_view content, const Catalog& catalog, const std::string& fileName) {
    return parseJsonWith(content, &catalog, fileName);
}

void RosterIO::checkJson(std::string_view content, const std::string& fileName) {
    (void)parseJsonWith(content, nullptr, fileName);
}

Roster RosterIO::parseText(std::string_view content, const Catalog& catalog, const std::string& fileName) {
    if (const auto fault = text::textFault(content)) throw RosterFormatError(fileName, fault->line, "", fault->problem);
    // The Markdown form (RosterText) is read as the text form it stands for, line for line.
    if (RosterText::looksLikeMarkdown(content))
        return parseText(RosterText::markdownAsText(content), catalog, fileName);
    Roster roster;
    std::optional<RosterSection> section;
    int lineNumber = 0;
    std::size_t start = 0;
    while (start <= content.size()) {
        std::size_t end = content.find('\n', start);
        if (end == std::string_view::npos) end = content.size();
        std::string_view line = content.substr(start, end - start);
        start = end + 1;
        ++lineNumber;
        if (const auto hash = line.find('#'); hash != std::string_view::npos) line = line.substr(0, hash);
        line = text::trim(line);
        if (line.empty()) {
            if (end == content.size()) break;
            continue;
        }
        auto fail = [&](const std::string& field, const std::string& problem) {
            return RosterFormatError(fileName, lineNumber, field, problem);
        };
        if (line.front() == '[') {
            if (line.back() != ']') throw fail("", "a section header looks like [Home]");
            section = parseRosterSection(line.substr(1, line.size() - 2));
            if (!section) {
                throw fail("", "unknown section " + text::printable(line, 60) +
                                   " (use [Home], [Horde], [Campaign] or [Summoning Pool])");
            }
            const auto [previous, added] = roster.fieldLines.emplace(std::string(toString(*section)), lineNumber);
            if (!added) {
                throw fail("", "section " + text::printable(line, 60) + " appears twice (first on line " +
                                   std::to_string(previous->second) + ")");
            }
        } else if (!section) {
            const auto colon = line.find(':');
            if (colon == std::string_view::npos) {
                throw fail("",
                           "expected 'key: value' before the first section, got '" + text::printable(line, 60) + "'");
            }
            const std::string key = text::toLower(text::trim(line.substr(0, colon)));
            const std::string value(text::trim(line.substr(colon + 1)));
            auto number = [&](int low, int high) {
                int out = 0;
                const auto r = std::from_chars(value.data(), value.data() + value.size(), out);
                if (r.ec != std::errc() || r.ptr != value.data() + value.size() || out < low || out > high) {
                    throw fail(key, "must be a whole number from " + std::to_string(low) + " to " +
                                        std::to_string(high) + ", not '" + text::printable(value, 40) + "'");
                }
                return out;
            };
            // The JSON name of the field the key sets; a field may be given once.
            std::string field;
            if (key == "format" && value == kFormatTag) {
                field = "format";
            } else if (key == "version") {
                field = "version";
                if (number(1, 1000000) != Roster::kFormatVersion) throw fail(key, "this version is not supported");
            } else if (key == "name" || key == "roster") {
                field = "name";
                roster.name = value;
            } else if (key == "player") {
                field = "player";
                roster.player = value;
            } else if (key == "edition") {
                field = "edition";
                roster.edition = value;
            } else if (key == "event format" || key == "event_format" || key == "event" || key == "format") {
                // "format:" in a text header is the event format when it is not the file tag.
                field = "event_format";
                roster.eventFormat = value;
            } else if (key == "force size" || key == "force_size" || key == "force" || key == "points") {
                field = "force_size";
                roster.forceSize = number(1, 10000);
            } else if (key == "players" || key == "players in game" || key == "players_in_game") {
                field = "players_in_game";
                roster.playersInGame = number(1, 64);
            } else if (key == "home terrain" || key == "home_terrain" || key == "home") {
                field = "home_terrain";
                roster.homeTerrain = value;
            } else if (key == "frontier terrain" || key == "frontier_terrain" || key == "frontier") {
                field = "frontier_terrain";
                roster.frontierTerrain = value;
            } else if (key == "catalog revision" || key == "catalog_revision") {
                field = "catalog_revision";
                roster.catalogRevision = value;
            } else {
                throw fail(text::printable(key, 40), "unknown header key (see docs/roster-format.md)");
            }
            // An empty value would be written back as "not given", i.e. the default (v4.01d, open): refuse it.
            if (value.empty() && (field == "edition" || field == "event_format" || field == "catalog_revision"))
                throw fail(key, "has no value (a '#' starts a comment)");
            const auto [previous, added] = roster.fieldLines.emplace(field, lineNumber);
            if (!added) {
                throw fail(key, "is given twice (first on line " + std::to_string(previous->second) + ")");
            }
        } else {
            int count = 1;
            std::string_view name;
            std::string problem;
            if (!splitEntry(line, count, name, problem)) throw fail("", problem);
            if (roster.entryCount() >= Roster::kMaxEntries) throw fail("", tooManyEntries());
            roster.section(*section).push_back(makeEntry(name, count, lineNumber, &catalog));
        }
        if (end == content.size()) break;
    }
    if (!roster.fieldLines.contains("force_size"))
        throw RosterFormatError(fileName, 0, "force size", "is missing (add a line 'force size: 24')");
    finishResolving(roster, &catalog);
    return roster;
}

Roster RosterIO::parse(std::string_view content, const Catalog& catalog, const std::string& fileName) {
    if (content.substr(0, 3) == "\xEF\xBB\xBF") content.remove_prefix(3);  // UTF-8 byte order mark
    const auto first = content.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) {
        throw RosterFormatError(fileName, 0, "", "is empty: there is no roster in it");
    }
    if (ArmyCode::looksLikeCode(content))
        return ArmyCode::decode(content, catalog, fileName.empty() ? ArmyCode::kSource : fileName);
    if (content[first] == '[') {
        // "[Home]" starts a text roster's section; "[[", "[{", "[]", "[\"" or "[1" start a JSON list.
        const auto next = content.find_first_not_of(" \t\r\n", first + 1);
        if (next == std::string_view::npos ||
            std::string_view("[{]\"-0123456789").find(content[next]) != std::string_view::npos) {
            throw RosterFormatError(
                fileName, text::lineOf(content, first), "",
                "holds a JSON list; a JSON roster is one object ({\"format\": \"muster-roster\", ...})");
        }
    }
    if (content[first] == '{') return parseJson(content, catalog, fileName);
    if (first != std::string_view::npos && content[first] == '<') {
        return OctgnDeck::parse(content, catalog, fileName).roster;
    }
    return parseText(content, catalog, fileName);
}

Roster RosterIO::readFile(const std::string& path, const Catalog& catalog) {
    std::string content;
    try {
        content = domain::readFile(path);
    } catch (const FileError& e) {
        throw RosterFormatError(path, 0, "", e.problem());
    }
    return parse(content, catalog, path);
}

std::string RosterIO::toJson(const Roster& roster) {
    json doc = json::object();
    doc["format"] = kFormatTag;
    doc["version"] = Roster::kFormatVersion;
    doc["name"] = roster.name;
    doc["player"] = roster.player;
    doc["edition"] = roster.edition;
    doc["event_format"] = roster.eventFormat;
    doc["force_size"] = roster.forceSize;
    doc["players_in_game"] = roster.playersInGame;
    doc["home_terrain"] = roster.homeTerrain;
    doc["frontier_terrain"] = roster.frontierTerrain;
    json armies = json::object();
    for (RosterSection s : {RosterSection::Home, RosterSection::Horde, RosterSection::Campaign}) {
        json list = json::array();
        for (const auto& e : roster.section(s)) list.push_back(RosterText::entryText(e));
        armies[std::string(toString(s))] = std::move(list);
    }
    doc["armies"] = std::move(armies);
    json pool = json::array();
    for (const auto& e : roster.section(RosterSection::SummoningPool)) pool.push_back(RosterText::entryText(e));
    doc["summoning_pool"] = std::move(pool);
    if (!roster.catalogRevision.empty()) doc["catalog_revision"] = roster.catalogRevision;
    return doc.dump(2) + "\n";
}

std::string RosterIO::toText(const Roster& roster, const std::string& fileName) {
    return RosterText::write(roster, RosterTextForm::Text, nullptr, fileName);
}

std::optional<RosterEntry> RosterIO::parseEntry(std::string_view text, const Catalog& catalog, std::string* problem,
                                                const Roster* context) {
    int count = 1;
    std::string_view name;
    std::string why;
    if (!splitEntry(text, count, name, why)) {
        if (problem != nullptr) *problem = why;
        return std::nullopt;
    }
    RosterEntry entry = makeEntry(name, count, 0, &catalog);
    if (!entry.die && context != nullptr)
        entry.die = catalog.matchDieName(entry.name, speciesSeen(*context, catalog)).die;
    return entry;
}

SpeciesSeen RosterIO::speciesSeen(const Roster& roster, const Catalog& catalog) {
    SpeciesSeen seen;
    for (const auto& section : roster.sections) {
        for (const RosterEntry& entry : section) {
            if (!entry.die) continue;
            const Die& die = catalog.die(*entry.die);
            if (die.isUnit() && !die.species.empty() && std::find(seen.begin(), seen.end(), die.species) == seen.end())
                seen.push_back(die.species);
        }
    }
    return seen;
}

void RosterIO::resolveBySpecies(Roster& roster, const Catalog& catalog) {
    const auto unresolved = [](const RosterEntry& e) { return !e.die; };
    if (std::none_of(roster.sections.begin(), roster.sections.end(),
                     [&](const auto& s) { return std::any_of(s.begin(), s.end(), unresolved); }))
        return;
    const SpeciesSeen seen = speciesSeen(roster, catalog);
    if (seen.empty()) return;
    for (auto& section : roster.sections) {
        for (RosterEntry& entry : section) {
            if (!entry.die) entry.die = catalog.matchDieName(entry.name, seen).die;
        }
    }
}

}  // namespace muster::domain
