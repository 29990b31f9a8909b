#pragma once
// A roster as text to paste where players talk: the plain text roster format (docs/roster-format.md) and
// Markdown for Discord, forums and READMEs. One writer for both forms; both read back to the same roster
// through RosterIO (the Markdown form is recognised by its section headings, RosterText::looksLikeMarkdown).
// What the rules say about the roster (points per line and army, totals, the verdict) comes in a
// RosterListing filled by rules/; the writer only lays it out, as comments in the text form and as
// parenthesised points and a closing quote in Markdown, which the readers skip.
#include <array>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Roster.h"

namespace muster::domain {

enum class RosterTextForm : std::uint8_t { Text, Markdown };

struct RosterListing {
    // Points of each entry, by section and entry (no value: the line costs none, e.g. dragons).
    std::array<std::vector<std::optional<int>>, 4> entryPoints;
    std::array<int, 3> armyPoints{};    // Home, Horde, Campaign
    int armyLimit = 0;                  // the most one army may hold
    std::string totals;                 // "36 of 36 points, 1 of 1 dragon"
    std::string verdict;                // "legal", "2 errors, 1 warning"
    std::string checkedAgainst;         // "V4.01d, format open"
    std::vector<std::string> findings;  // one sentence each, rule id first
};

class RosterText {
public:
    // The roster as text in `form`, with the listing's points and verdict when `listing` is given. Throws
    // RosterFormatError (naming `fileName` and the field) when a value cannot be written so that it reads back
    // the same: a '#' or a line break in a value, an entry that starts with '['.
    [[nodiscard]] static std::string write(const Roster& roster, RosterTextForm form,
                                           const RosterListing* listing = nullptr, const std::string& fileName = "");

    // One entry as the text forms and JSON write it: "2 Dwarves Footman", or the name alone for one die (a name
    // that starts with a digit keeps "1 " so that the digit is not read back as a count).
    [[nodiscard]] static std::string entryText(const RosterEntry& entry);

    // Whether `content` is the Markdown form: a heading that names a roster section ("### Home (12 points)")
    // and no line that starts with '[' (the text form's section headers).
    [[nodiscard]] static bool looksLikeMarkdown(std::string_view content);
    // The Markdown form rewritten line for line as the text form (headings to "[Home]" and "name:", "**Key:**"
    // items to "key:", list items to entries, points and quoted lines dropped), so that the text reader reads it
    // and its messages name the Markdown's own lines.
    [[nodiscard]] static std::string markdownAsText(std::string_view content);
};

}  // namespace muster::domain
