#pragma once
// Die names as players write them, beyond what NameResolver reads (case, punctuation, colour words, aliases,
// word order): plurals and singular species names ("3x Dwarves Footmen", "Dwarf Warlord"), a unit's name
// without its species ("2 Marksman", "lynx folk") and an item without its element, when one die fits or when
// the species the roster already shows settles it. The catalog owns one index (Catalog::matchDieName); the
// roster readers (text, JSON, OCTGN decks) and the builder's quick-add all read names through it.
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "muster/domain/CatalogEntries.h"
#include "muster/domain/Die.h"

namespace muster::domain {

// The species (catalog names) of the units a roster already holds: they settle a unit name that several species
// share.
using SpeciesSeen = std::vector<std::string>;

// How a written name was read.
struct DieNameMatch {
    enum class How : std::uint8_t {
        Exact,      // the catalog's name, an alias, colour words, another word order
        Spelling,   // the whole name, with plurals or a singular species name ("Dwarf Warlord")
        UnitName,   // the name without species (or an item without element) fits one die
        BySpecies,  // the name fits several dice, and only one of them is of a species the roster has
        Several,    // the name fits several dice (candidates): the player has to say which
        Unknown,    // no die has this name
    };
    How how = How::Unknown;
    std::optional<DieId> die;
    std::vector<DieId> candidates;  // every die the name fits, when it fits several (Several, BySpecies)
};

class DieNameIndex {
public:
    DieNameIndex() = default;
    DieNameIndex(const std::vector<Die>& dice, const std::vector<Species>& species);

    // Reads `name` by its stem key: first as a whole name, then as a unit's name without its species. Exact names
    // are the catalog's business (NameResolver); this index never returns How::Exact.
    [[nodiscard]] DieNameMatch match(std::string_view name, const SpeciesSeen& seen = {}) const;

    // The stem key of a name: lower-case words, colour words as element words, every word in its singular form
    // and a species written any known way as the species ("Dwarf Footmen" and "dwarves footman" share one).
    [[nodiscard]] std::string stemKey(std::string_view name) const;
    // One word's singular form as the index reads it ("footmen" -> "footman", "elves" -> "elf").
    [[nodiscard]] static std::string singular(std::string_view word);

    // Up to `count` catalog names closest to `name`, best first: compared with each die's whole name and with its
    // name without species or element, so that a unit's own name finds its die. Bounded work whatever the input.
    [[nodiscard]] std::vector<std::string> nearest(std::string_view name, std::size_t count) const;

private:
    void addKey(std::unordered_map<std::string, std::vector<DieId>>& map, const std::string& key, DieId die);
    [[nodiscard]] std::vector<std::string> stemWords(std::string_view name) const;

    std::vector<std::string> dieNames_;    // by die id
    std::vector<std::string> dieSpecies_;  // by die id
    // A species' written forms (stemmed words, joined) -> its stemmed name (joined); the longest form in words.
    std::unordered_map<std::string, std::string> speciesForms_;
    std::size_t longestSpeciesForm_ = 0;
    std::unordered_map<std::string, std::vector<DieId>> whole_;  // stem key of a name or alias -> dice
    std::unordered_map<std::string, std::vector<DieId>> bare_;   // stem key without species / element -> dice
    std::vector<std::pair<std::string, DieId>> suggestKeys_;     // keys compared for "did you mean"
};

}  // namespace muster::domain
