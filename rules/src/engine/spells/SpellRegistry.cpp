#include "spells/SpellRegistry.h"

#include <stdexcept>

namespace muster::rules::engine {

SpellRegistry::SpellRegistry(const domain::Catalog& catalog) {
    definitions_.reserve(catalog.spells().size());
    for (const auto& spell : catalog.spells()) definitions_.push_back({&spell, nullptr, {}});
    registerModifierSpells(*this);
    registerDamageSpells(*this);
    registerMovementSpells(*this);
    registerReturnSpells(*this);
    registerStatusSpells(*this);
    registerTerrainSpells(*this);
    registerDragonkinSpells(*this);
}

const SpellDefinition* SpellRegistry::find(std::string_view name) const {
    for (const auto& d : definitions_)
        if (d.name() == name) return &d;
    return nullptr;
}

SpellDefinition& SpellRegistry::add(std::string_view name, const SpellHandler& handler) {
    for (auto& d : definitions_) {
        if (d.name() != name) continue;
        if (d.handler != nullptr) throw std::logic_error("spell defined twice: " + std::string(name));
        d.handler = &handler;
        return d;
    }
    throw std::logic_error("spell handler for a spell the catalog does not have: " + std::string(name));
}

}  // namespace muster::rules::engine
