#pragma once
// The whole catalog: every die with its faces and every rules fact Muster knows, plus name resolution.
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "muster/domain/CatalogEntries.h"
#include "muster/domain/Die.h"
#include "muster/domain/NameResolver.h"

namespace muster::domain {

class Catalog {
public:
    Catalog() = default;
    Catalog(std::string revision, std::vector<Die> dice, std::vector<Species> species,
            std::vector<SpeciesAbility> abilities, std::vector<SpecialActionIcon> sais, std::vector<Spell> spells,
            std::vector<TerrainType> terrainTypes, std::vector<EighthFace> eighthFaces,
            std::vector<BreathEffect> breathEffects);

    [[nodiscard]] const std::string& revision() const { return revision_; }
    [[nodiscard]] const std::vector<Die>& dice() const { return dice_; }
    [[nodiscard]] const Die& die(DieId id) const { return dice_.at(id); }
    [[nodiscard]] const std::vector<Species>& species() const { return species_; }
    [[nodiscard]] const std::vector<SpeciesAbility>& abilities() const { return abilities_; }
    [[nodiscard]] const std::vector<SpecialActionIcon>& sais() const { return sais_; }
    [[nodiscard]] const std::vector<Spell>& spells() const { return spells_; }
    [[nodiscard]] const std::vector<TerrainType>& terrainTypes() const { return terrainTypes_; }
    [[nodiscard]] const std::vector<EighthFace>& eighthFaces() const { return eighthFaces_; }
    [[nodiscard]] const std::vector<BreathEffect>& breathEffects() const { return breathEffects_; }

    // Resolves a die name the way a player writes it (aliases, colour words, case, punctuation).
    [[nodiscard]] std::optional<DieId> findDie(std::string_view name) const;
    // The die that is OCTGN card `id` (a GUID, any case), if the catalog has it.
    [[nodiscard]] std::optional<DieId> findDieByOctgnId(std::string_view id) const;
    // The dice whose OCTGN card name is `name` (case, spacing and punctuation ignored): OCTGN names leave out the
    // species and the element of Dragonkin and Eldarim, so one name may fit several dice.
    [[nodiscard]] std::vector<DieId> findDiceByOctgnName(std::string_view name) const;
    // Up to `count` die names closest to `name`, best first.
    [[nodiscard]] std::vector<std::string> nearestDieNames(std::string_view name, std::size_t count = 3) const;

    [[nodiscard]] const Species* findSpecies(std::string_view name) const;
    [[nodiscard]] const Spell* findSpell(std::string_view name) const;
    [[nodiscard]] const SpecialActionIcon* findSai(std::string_view name) const;
    [[nodiscard]] const SpeciesAbility* findAbility(std::string_view name) const;
    [[nodiscard]] const TerrainType* findTerrainType(std::string_view name) const;

private:
    std::string revision_;
    std::vector<Die> dice_;
    std::vector<Species> species_;
    std::vector<SpeciesAbility> abilities_;
    std::vector<SpecialActionIcon> sais_;
    std::vector<Spell> spells_;
    std::vector<TerrainType> terrainTypes_;
    std::vector<EighthFace> eighthFaces_;
    std::vector<BreathEffect> breathEffects_;
    NameResolver dieNames_;
    std::unordered_map<std::string, DieId> octgnIds_;                 // lower-case id -> die
    std::unordered_map<std::string, std::vector<DieId>> octgnNames_;  // NameResolver::key of the name -> dice
};

}  // namespace muster::domain
