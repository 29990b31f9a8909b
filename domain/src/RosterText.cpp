#include "muster/domain/RosterText.h"

#include <cctype>

#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"

namespace muster::domain {

namespace {

// The header fields in the order both forms write them: the text form's key and the Markdown label.
struct HeaderField {
    const char* key;    // text form ("force size")
    const char* label;  // Markdown ("Force size")
    std::string value;
};

std::vector<HeaderField> headerFields(const Roster& roster) {
    return {{"player", "Player", roster.player},
            {"edition", "Edition", roster.edition},
            {"event format", "Event format", roster.eventFormat},
            {"force size", "Force size", std::to_string(roster.forceSize)},
            {"players", "Players", std::to_string(roster.playersInGame)},
            {"home terrain", "Home terrain", roster.homeTerrain},
            {"frontier terrain", "Frontier terrain", roster.frontierTerrain},
            {"catalog revision", "Catalog revision", roster.catalogRevision}};
}

// The text forms have no escapes for these: a value with '#' (a comment) or a line break, or an entry that looks
// like a section header, would come back different. Such a roster is refused rather than written wrongly.
void checkWritableAsText(const Roster& roster, const std::string& fileName) {
    auto check = [&fileName](const std::string& value, const std::string& field, bool isEntry) {
        std::string problem;
        if (value.find('#') != std::string::npos) {
            problem = "contains '#', which starts a comment in the text format";
        } else if (value.find_first_of("\r\n") != std::string::npos) {
            problem = "contains a line break";
        } else if (isEntry && !value.empty() && value.front() == '[') {
            problem = "starts with '[', which the text format reads as a section header";
        }
        if (!problem.empty()) {
            throw RosterFormatError(fileName, 0, field, problem + "; this roster can only be written as JSON");
        }
    };
    check(roster.name, "name", false);
    check(roster.player, "player", false);
    check(roster.edition, "edition", false);
    check(roster.eventFormat, "event_format", false);
    check(roster.homeTerrain, "home_terrain", false);
    check(roster.frontierTerrain, "frontier_terrain", false);
    check(roster.catalogRevision, "catalog_revision", false);
    for (RosterSection section : kRosterSections) {
        const auto& entries = roster.section(section);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            const std::string list = section == RosterSection::SummoningPool
                                         ? std::string(toString(section))
                                         : "armies." + std::string(toString(section));
            check(entries[i].name, list + "[" + std::to_string(i) + "]", true);
        }
    }
}

std::string pointsWord(int points) {
    return std::to_string(points) + (points == 1 ? " point" : " points");
}

std::optional<int> entryPoints(const RosterListing* listing, std::size_t section, std::size_t index) {
    if (listing == nullptr || index >= listing->entryPoints[section].size()) return std::nullopt;
    return listing->entryPoints[section][index];
}

std::string armyNote(const RosterListing& listing, std::size_t section) {
    if (section >= listing.armyPoints.size()) return {};
    return pointsWord(listing.armyPoints[section]) + ", at most " + std::to_string(listing.armyLimit);
}

// Markdown treats these as formatting; a backslash makes each one plain.
std::string escapeMarkdown(std::string_view value) {
    std::string out;
    for (const char c : value) {
        if (std::string_view("\\`*_[]<>|~").find(c) != std::string_view::npos) out += '\\';
        out += c;
    }
    return out;
}

std::string unescapeMarkdown(std::string_view value) {
    std::string out;
    for (std::size_t i = 0; i < value.size(); ++i) {
        if (value[i] == '\\' && i + 1 < value.size() && std::ispunct(static_cast<unsigned char>(value[i + 1])) != 0)
            ++i;
        out += value[i];
    }
    return out;
}

// The title of a Markdown heading without its '#'s; nullopt when `line` is no heading.
std::optional<std::string_view> headingTitle(std::string_view line) {
    std::size_t level = 0;
    while (level < line.size() && line[level] == '#') ++level;
    if (level == 0 || level > 6 || level >= line.size() || line[level] != ' ') return std::nullopt;
    return text::trim(line.substr(level));
}

// A heading's title without a closing "(...)" note: "Home (12 points, at most 18)" -> "Home".
std::string_view withoutNote(std::string_view title) {
    if (!title.empty() && title.back() == ')') {
        if (const auto open = title.rfind('('); open != std::string_view::npos)
            return text::trim(title.substr(0, open));
    }
    return title;
}

bool isSectionTitle(std::string_view title) {
    const std::string key = text::toLower(withoutNote(title));
    return key == "home" || key == "home army" || key == "horde" || key == "horde army" || key == "campaign" ||
           key == "campaign army" || key == "summoning pool" || key == "pool";
}

std::string writeText(const Roster& roster, const RosterListing* listing) {
    std::string out;
    out += "# Dragon Dice roster (muster-roster, version " + std::to_string(Roster::kFormatVersion) + ")\n";
    if (!roster.name.empty()) out += "name: " + roster.name + "\n";
    for (const auto& field : headerFields(roster)) {
        if (!field.value.empty()) out += std::string(field.key) + ": " + field.value + "\n";
    }
    if (listing != nullptr) {
        out += "# Verdict: " + listing->verdict + "; " + listing->totals + " (checked against " +
               listing->checkedAgainst + ")\n";
        for (const auto& finding : listing->findings) out += "# - " + finding + "\n";
    }
    for (RosterSection s : kRosterSections) {
        const auto section = static_cast<std::size_t>(s);
        out += "\n[" + std::string(displayName(s)) + "]";
        if (listing != nullptr && s != RosterSection::SummoningPool) out += "  # " + armyNote(*listing, section);
        out += "\n";
        const auto& entries = roster.section(s);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            out += RosterText::entryText(entries[i]);
            if (const auto points = entryPoints(listing, section, i)) out += "  # " + pointsWord(*points);
            out += "\n";
        }
    }
    return out;
}

std::string writeMarkdown(const Roster& roster, const RosterListing* listing) {
    std::string out;
    // The name is the title, unless a title of that name would read as a section ("## Home").
    if (!roster.name.empty() && !isSectionTitle(roster.name)) out += "## " + escapeMarkdown(roster.name) + "\n\n";
    if (!roster.name.empty() && isSectionTitle(roster.name)) out += "- **Name:** " + escapeMarkdown(roster.name) + "\n";
    for (const auto& field : headerFields(roster)) {
        if (!field.value.empty())
            out += "- **" + std::string(field.label) + ":** " + escapeMarkdown(field.value) + "\n";
    }
    for (RosterSection s : kRosterSections) {
        const auto section = static_cast<std::size_t>(s);
        out += "\n### " + std::string(displayName(s));
        if (listing != nullptr && s != RosterSection::SummoningPool) out += " (" + armyNote(*listing, section) + ")";
        out += "\n\n";
        const auto& entries = roster.section(s);
        for (std::size_t i = 0; i < entries.size(); ++i) {
            out += "- " + escapeMarkdown(RosterText::entryText(entries[i]));
            if (const auto points = entryPoints(listing, section, i)) out += " (" + pointsWord(*points) + ")";
            out += "\n";
        }
    }
    if (listing != nullptr) {
        out += "\n> **Verdict: " + escapeMarkdown(listing->verdict) + "**; " + escapeMarkdown(listing->totals) +
               " (checked against " + escapeMarkdown(listing->checkedAgainst) + ")\n";
        for (const auto& finding : listing->findings) out += ">\n> - " + escapeMarkdown(finding) + "\n";
    }
    return out;
}

// "3 Amazons Warrior (6 points)" -> "3 Amazons Warrior".
std::string_view withoutPoints(std::string_view entry) {
    if (entry.empty() || entry.back() != ')') return entry;
    const auto open = entry.rfind('(');
    if (open == std::string_view::npos) return entry;
    const std::string_view inside = entry.substr(open + 1, entry.size() - open - 2);
    std::size_t digits = 0;
    while (digits < inside.size() && std::isdigit(static_cast<unsigned char>(inside[digits])) != 0) ++digits;
    const std::string_view unit = text::trim(inside.substr(digits));
    if (digits == 0 || (unit != "point" && unit != "points" && unit != "pts")) return entry;
    return text::trim(entry.substr(0, open));
}

}  // namespace

// "2 Dwarves Footman". A name that starts with a digit keeps an explicit "1 " so that it is not read back as a count.
std::string RosterText::entryText(const RosterEntry& entry) {
    const bool digitFirst = !entry.name.empty() && entry.name.front() >= '0' && entry.name.front() <= '9';
    return entry.count == 1 && !digitFirst ? entry.name : std::to_string(entry.count) + " " + entry.name;
}

std::string RosterText::write(const Roster& roster, RosterTextForm form, const RosterListing* listing,
                              const std::string& fileName) {
    checkWritableAsText(roster, fileName);
    return form == RosterTextForm::Markdown ? writeMarkdown(roster, listing) : writeText(roster, listing);
}

bool RosterText::looksLikeMarkdown(std::string_view content) {
    bool sectionHeading = false;
    std::size_t start = 0;
    while (start < content.size()) {
        std::size_t end = content.find('\n', start);
        if (end == std::string_view::npos) end = content.size();
        const std::string_view line = text::trim(content.substr(start, end - start));
        start = end + 1;
        if (!line.empty() && line.front() == '[') return false;
        if (const auto title = headingTitle(line); title && isSectionTitle(*title)) sectionHeading = true;
    }
    return sectionHeading;
}

std::string RosterText::markdownAsText(std::string_view content) {
    std::string out;
    bool titled = false;
    std::size_t start = 0;
    while (start <= content.size()) {
        std::size_t end = content.find('\n', start);
        if (end == std::string_view::npos) end = content.size();
        std::string_view line = text::trim(content.substr(start, end - start));
        start = end + 1;
        std::string converted;
        if (line.empty() || line.front() == '>') {
            // blank, or what the writer derived (the verdict): nothing to read
        } else if (const auto title = headingTitle(line)) {
            if (isSectionTitle(*title)) {
                converted = "[" + std::string(withoutNote(*title)) + "]";
            } else if (!titled) {
                converted = "name: " + unescapeMarkdown(*title);
                titled = true;
            }
        } else {
            if (line.size() >= 2 && (line[0] == '-' || line[0] == '*' || line[0] == '+') && line[1] == ' ') {
                line = text::trim(line.substr(2));
            }
            const auto close = line.find(":**");
            if (line.substr(0, 2) == "**" && close != std::string_view::npos) {
                converted = unescapeMarkdown(line.substr(2, close - 2)) + ": " +
                            unescapeMarkdown(text::trim(line.substr(close + 3)));
            } else {
                converted = unescapeMarkdown(withoutPoints(line));
            }
        }
        out += converted;
        if (end == content.size()) break;
        out += '\n';
    }
    return out;
}

}  // namespace muster::domain
