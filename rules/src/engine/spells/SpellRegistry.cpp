#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

SpellRegistry::SpellRegistry(const domain::Catalog& catalog) {
    for (const auto& spell : catalog.spells()) definitions_.push_back({spell.name, false});
}

const SpellDefinition* SpellRegistry::find(const std::string& name) const {
    for (const auto& d : definitions_)
        if (d.name == name) return &d;
    return nullptr;
}

}  // namespace muster::rules::engine
