#pragma once
// Reading and writing rosters in the two documented formats (docs/roster-format.md):
// canonical JSON ("format": "muster-roster", "version": 1) and the plain text players post on forums.
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"

namespace muster::domain {

// A roster that cannot be read. what() says file, line (or JSON field) and what is wrong.
class RosterFormatError : public std::runtime_error {
public:
    RosterFormatError(std::string file, int line, std::string field, const std::string& problem);
    [[nodiscard]] const std::string& file() const { return file_; }
    [[nodiscard]] int line() const { return line_; }
    [[nodiscard]] const std::string& field() const { return field_; }
    [[nodiscard]] const std::string& problem() const { return problem_; }

private:
    std::string file_;
    int line_;
    std::string field_;
    std::string problem_;
};

enum class RosterFileFormat { Json, Text };

class RosterIO {
public:
    // Parses and resolves names against the catalog. Names that do not resolve are kept (die unset) so
    // that the validator can report them with suggestions; only structural problems throw.
    static Roster parseJson(std::string_view content, const Catalog& catalog, const std::string& fileName);
    static Roster parseText(std::string_view content, const Catalog& catalog, const std::string& fileName);
    // Checks a JSON roster the way parseJson reads it (format, version, fields, types, counts) without
    // resolving names: for rosters carried inside other files (an event file's players). Throws
    // RosterFormatError.
    static void checkJson(std::string_view content, const std::string& fileName = "");
    // Chooses by content: a JSON object starts with '{', an OCTGN deck (XML, see OctgnDeck.h) with '<'; a deck's
    // force size is then the one Muster wrote into it, else the deck's total.
    static Roster parse(std::string_view content, const Catalog& catalog, const std::string& fileName);
    static Roster readFile(const std::string& path, const Catalog& catalog);

    // One entry as a text roster writes it ("3 Goblins Thug", "2x Dwarves Footman", an alias or colour words):
    // the count and the name, resolved against the catalog (die unset when the catalog does not know it).
    // nullopt, with `problem` saying why, when the count is malformed or the name is missing.
    static std::optional<RosterEntry> parseEntry(std::string_view text, const Catalog& catalog,
                                                 std::string* problem = nullptr);

    static std::string toJson(const Roster& roster);
    // Throws RosterFormatError (naming `fileName`) when a value cannot be written as text without changing it:
    // a '#' or a line break in a value, or an entry that starts with '['.
    static std::string toText(const Roster& roster, const std::string& fileName = "");
};

}  // namespace muster::domain
