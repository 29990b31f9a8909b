#pragma once
// Which catalog dice a list shows: the search box and the species / class / size / kind choices of the
// desktop app's collection, builder and reference lists. Plain data, no toolkit; the GUI only presents it.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"

namespace muster::domain {

struct DieFilter {
    std::string text;       // words that must all appear in the name, species or class (any case)
    std::string species;    // empty: any
    std::string unitClass;  // empty: any; "Magic" also matches "Light Magic" and "Heavy Magic"
    std::optional<DieSize> size;
    std::optional<DieKind> kind;
    bool itemsOnly = false;  // equipment, artifacts, medallions and relics

    [[nodiscard]] bool empty() const {
        return text.empty() && species.empty() && unitClass.empty() && !size && !kind && !itemsOnly;
    }
    [[nodiscard]] bool matches(const Die& die) const;
    // How well the search text matches the die (text::matchRank over its name, species, class and aliases;
    // lower is better, 0 without text); nullopt when it does not match at all.
    [[nodiscard]] std::optional<int> textRank(const Die& die) const;
    // The ids of the matching dice: the best text matches first (whole words, then word starts, then inside
    // words), in catalog order among equals.
    [[nodiscard]] std::vector<DieId> apply(const Catalog& catalog) const;
    // Why apply() finds nothing, in a sentence a player understands ("Dragons have no species: ..."); empty
    // when it finds something.
    [[nodiscard]] std::string explainEmpty(const Catalog& catalog) const;

    // The choices the lists offer, sorted and without repeats.
    [[nodiscard]] static std::vector<std::string> speciesNames(const Catalog& catalog);
    [[nodiscard]] static std::vector<std::string> classNames(const Catalog& catalog);
    // "Dwarves Footman (Small Melee)": how a die reads in a list or completion popup.
    [[nodiscard]] static std::string describe(const Die& die);
    // Completions for a quick-add entry as it is typed ("3 gob th"): the entry's count prefix ("3 ", "2x ")
    // kept, followed by each die name whose words start with every typed word, whole words first, then in
    // catalog order; at most `limit`. "th" finds Goblins Thug, not a name with "th" inside a word.
    [[nodiscard]] static std::vector<std::string> completeEntry(const Catalog& catalog, std::string_view typed,
                                                                std::size_t limit = 40);
    // The part in brackets: "Small Melee", "Monster" (a size that is also the class is said once), "Minor terrain".
    [[nodiscard]] static std::string kindText(const Die& die);
};

}  // namespace muster::domain
