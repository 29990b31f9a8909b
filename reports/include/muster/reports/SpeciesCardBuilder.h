#pragma once
// Turns the catalog into reference-card data: one sheet per species (Eldarim and Dragonkin included)
// plus sheets for items, dragons and terrains. Texts are the catalog's own summaries.
#include <functional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/reports/SpeciesCardData.h"

namespace muster::reports {

class SpeciesCardBuilder {
public:
    static constexpr std::string_view kItems = "Items";
    static constexpr std::string_view kDragons = "Dragons";
    static constexpr std::string_view kTerrains = "Terrains";

    // Every sheet name in print order: the species in catalog order, then Items, Dragons, Terrains.
    static std::vector<std::string> sheetNames(const domain::Catalog& catalog);
    // Which dice the Items, Dragons and Terrains sheets list (a roster's own cards: only its dice); empty:
    // all. A species sheet shows the whole species unless `keepSpeciesDice`: then only the kept dice, with the
    // SAIs on them and the spells their elements cast (the species' abilities stay).
    using DieKeep = std::function<bool(const domain::Die&)>;

    // One sheet by name (species names, their aliases, any case). Throws std::invalid_argument naming
    // the valid sheets when the name is unknown.
    static SpeciesCardData build(const domain::Catalog& catalog, std::string_view name, const DieKeep& keep = {},
                                 bool keepSpeciesDice = false);
    static std::vector<SpeciesCardData> buildAll(const domain::Catalog& catalog);
};

}  // namespace muster::reports
