#pragma once
// Which catalog dice a list shows: the search box and the species / class / size / kind choices of the
// desktop app's collection, builder and reference lists. Plain data, no toolkit; the GUI only presents it.
#include <optional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"

namespace muster::domain {

struct DieFilter {
    std::string text;       // words that must all appear in the name, species or class (any case)
    std::string species;    // empty: any
    std::string unitClass;  // empty: any; "Magic" also matches "Light Magic" and "Heavy Magic"
    std::optional<DieSize> size;
    std::optional<DieKind> kind;

    [[nodiscard]] bool empty() const {
        return text.empty() && species.empty() && unitClass.empty() && !size && !kind;
    }
    [[nodiscard]] bool matches(const Die& die) const;
    // The ids of the matching dice, in catalog order.
    [[nodiscard]] std::vector<DieId> apply(const Catalog& catalog) const;

    // The choices the lists offer, sorted and without repeats.
    [[nodiscard]] static std::vector<std::string> speciesNames(const Catalog& catalog);
    [[nodiscard]] static std::vector<std::string> classNames(const Catalog& catalog);
    // "Dwarves Footman (Small Melee)": how a die reads in a list or completion popup.
    [[nodiscard]] static std::string describe(const Die& die);
};

}  // namespace muster::domain
