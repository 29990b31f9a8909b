#include "muster/services/Registration.h"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <set>

#include "muster/db/RosterRepository.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/tournament/EventLimits.h"

namespace muster::services {

namespace {

std::string trim(std::string text) {
    auto notSpace = [](unsigned char c) { return std::isspace(c) == 0; };
    text.erase(text.begin(), std::find_if(text.begin(), text.end(), notSpace));
    text.erase(std::find_if(text.rbegin(), text.rend(), notSpace).base(), text.end());
    return text;
}

std::string lower(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// Splits one CSV line (RFC 4180 quoting within the line); false for an unterminated quote.
bool splitLine(const std::string& line, std::vector<std::string>& fields) {
    fields.clear();
    std::string field;
    bool quoted = false;
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
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',' || c == ';') {
            fields.push_back(trim(field));
            field.clear();
        } else {
            field += c;
        }
    }
    fields.push_back(trim(field));
    return !quoted;
}

}  // namespace

std::vector<SavedRosterEntry> savedRosters(db::Database& database) {
    db::RosterRepository rosters(database);
    std::vector<SavedRosterEntry> out;
    for (const auto& r : rosters.list()) out.push_back({r.name, r.player});
    return out;
}

std::optional<std::string> savedRosterJson(db::Database& database, const std::string& name) {
    db::RosterRepository rosters(database);
    if (auto saved = rosters.find(name)) return saved->content;
    return std::nullopt;
}

std::vector<PlayerRow> parsePlayerCsv(const std::string& text, const std::string& fileName, const std::string& folder) {
    auto fail = [&fileName](int line, const std::string& what) {
        throw PlayerCsvError(fileName + ": line " + std::to_string(line) + ": " + what);
    };
    if (const auto fault = domain::text::textFault(text)) fail(fault->line, fault->problem);
    std::vector<PlayerRow> rows;
    std::vector<std::string> header;
    std::vector<std::string> fields;
    std::set<std::string> names;
    int number = 0;
    std::size_t start = 0;
    while (start <= text.size()) {
        std::size_t end = text.find('\n', start);
        if (end == std::string::npos) end = text.size();
        std::string line = text.substr(start, end - start);
        start = end + 1;
        ++number;
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (number == 1 && line.rfind("\xEF\xBB\xBF", 0) == 0) line.erase(0, 3);  // a byte order mark
        if (trim(line).empty()) {
            if (end == text.size()) break;
            continue;
        }
        if (!splitLine(line, fields)) {
            fail(number, "a quoted field is not closed on this line (a name cannot hold a line break)");
        }
        if (header.empty()) {
            for (const auto& f : fields) header.push_back(lower(f));
            if (std::find(header.begin(), header.end(), "name") == header.end()) {
                fail(number, "the first line names the columns, and one of them must be \"name\"");
            }
            for (const auto& h : header) {
                if (h != "name" && h != "club" && h != "rank" && h != "table" && h != "roster") {
                    fail(number, "unknown column \"" + domain::text::printable(h) +
                                     "\" (known: name, club, rank, table, roster)");
                }
            }
            continue;
        }
        if (fields.size() > header.size()) {
            fail(number,
                 std::to_string(fields.size()) + " fields, but the header names " + std::to_string(header.size()));
        }
        PlayerRow row;
        row.line = number;
        for (std::size_t i = 0; i < fields.size(); ++i) {
            const std::string& value = fields[i];
            const std::string& column = header[i];
            if (column == "name") {
                row.name = value;
            } else if (column == "club") {
                row.club = value;
            } else if (column == "roster") {
                if (!value.empty()) {
                    const std::filesystem::path path(value);
                    row.roster =
                        path.is_absolute() || folder.empty() ? value : (std::filesystem::path(folder) / path).string();
                }
            } else if (!value.empty()) {
                const bool digits = value.size() <= 6 && std::all_of(value.begin(), value.end(), [](unsigned char c) {
                                        return std::isdigit(c) != 0;
                                    });
                const int n = digits ? std::stoi(value) : 0;
                if (n < 1) {
                    fail(number, column + ": expected a whole number from 1, got \"" +
                                     domain::text::printable(value, 40) + "\"");
                }
                (column == "rank" ? row.rank : row.table) = n;
            }
        }
        if (row.name.empty()) fail(number, "name: empty");
        for (const auto* value : {&row.name, &row.club}) {
            if (domain::text::printable(*value, value->size() + 1) != *value) {
                fail(number, std::string(value == &row.name ? "name" : "club") + ": \"" +
                                 domain::text::printable(*value) +
                                 "\" contains control or bidirectional formatting characters");
            }
        }
        if (!names.insert(row.name).second) {
            fail(number, "name: \"" + domain::text::printable(row.name) + "\" is listed twice");
        }
        if (rows.size() >= rules::tournament::limits::kPlayersPerEvent) {
            fail(number, "more than " + std::to_string(rules::tournament::limits::kPlayersPerEvent) +
                             " players; an event has at most that many (docs/reliability.md, \"Limits\")");
        }
        rows.push_back(std::move(row));
        if (end == text.size()) break;
    }
    if (header.empty()) throw PlayerCsvError(fileName + ": empty (expected a header line and one player per line)");
    return rows;
}

std::vector<PlayerRow> readPlayerCsv(const std::string& path) {
    std::string text;
    try {
        text = domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw PlayerCsvError(path + ": cannot be read: " + e.problem());
    }
    return parsePlayerCsv(text, path, std::filesystem::path(path).parent_path().string());
}

}  // namespace muster::services
