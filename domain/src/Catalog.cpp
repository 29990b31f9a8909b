#include "muster/domain/Catalog.h"

#include <stdexcept>

#include "muster/domain/TextUtil.h"

namespace muster::domain {
namespace {

template <typename T>
const T* findByName(const std::vector<T>& entries, std::string_view name) {
    // A name written as the catalog spells it (the engine's own lookups) is found without normalising every entry.
    for (const auto& entry : entries)
        if (entry.name == name) return &entry;
    const std::string wanted = NameResolver::key(name);
    for (const auto& entry : entries) {
        if (NameResolver::key(entry.name) == wanted) return &entry;
    }
    return nullptr;
}

template <typename T>
const T* findByNameOrAlias(const std::vector<T>& entries, std::string_view name) {
    if (const T* found = findByName(entries, name)) return found;
    const std::string wanted = NameResolver::key(name);
    for (const auto& entry : entries) {
        for (const auto& alias : entry.aliases) {
            if (NameResolver::key(alias) == wanted) return &entry;
        }
    }
    return nullptr;
}

}  // namespace

Catalog::Catalog(std::string revision, std::vector<Die> dice, std::vector<Species> species,
                 std::vector<SpeciesAbility> abilities, std::vector<SpecialActionIcon> sais, std::vector<Spell> spells,
                 std::vector<TerrainType> terrainTypes, std::vector<EighthFace> eighthFaces,
                 std::vector<BreathEffect> breathEffects)
    : revision_(std::move(revision)),
      dice_(std::move(dice)),
      species_(std::move(species)),
      abilities_(std::move(abilities)),
      sais_(std::move(sais)),
      spells_(std::move(spells)),
      terrainTypes_(std::move(terrainTypes)),
      eighthFaces_(std::move(eighthFaces)),
      breathEffects_(std::move(breathEffects)) {
    for (DieId id = 0; id < dice_.size(); ++id) {
        Die& die = dice_[id];
        die.id = id;
        if (!dieNames_.add(die.name, id, true)) {
            throw std::invalid_argument("two dice share the name '" + die.name + "'");
        }
    }
    for (const Die& die : dice_) {
        if (die.octgnId.empty()) continue;
        if (!octgnIds_.emplace(text::toLower(die.octgnId), die.id).second) {
            throw std::invalid_argument("OCTGN card id " + die.octgnId + " of '" + die.name +
                                        "' already belongs to another die");
        }
        octgnNames_[NameResolver::key(die.octgnName)].push_back(die.id);
    }
    // Aliases second, so that a canonical name always wins over another die's alias.
    for (const Die& die : dice_) {
        for (const auto& alias : die.aliases) {
            if (!dieNames_.add(alias, die.id, false)) {
                throw std::invalid_argument("alias '" + alias + "' of '" + die.name + "' already names another die");
            }
        }
    }
}

std::optional<DieId> Catalog::findDie(std::string_view name) const { return dieNames_.find(name); }

std::optional<DieId> Catalog::findDieByOctgnId(std::string_view id) const {
    const auto it = octgnIds_.find(text::toLower(text::trim(id)));
    if (it == octgnIds_.end()) return std::nullopt;
    return it->second;
}

std::vector<DieId> Catalog::findDiceByOctgnName(std::string_view name) const {
    const auto it = octgnNames_.find(NameResolver::key(name));
    return it == octgnNames_.end() ? std::vector<DieId>{} : it->second;
}

std::vector<std::string> Catalog::nearestDieNames(std::string_view name, std::size_t count) const {
    return dieNames_.nearest(name, count);
}

const Species* Catalog::findSpecies(std::string_view name) const { return findByNameOrAlias(species_, name); }
const Spell* Catalog::findSpell(std::string_view name) const { return findByName(spells_, name); }
const SpecialActionIcon* Catalog::findSai(std::string_view name) const { return findByNameOrAlias(sais_, name); }
const SpeciesAbility* Catalog::findAbility(std::string_view name) const { return findByName(abilities_, name); }
const TerrainType* Catalog::findTerrainType(std::string_view name) const { return findByName(terrainTypes_, name); }

}  // namespace muster::domain
