#pragma once
// Spells by catalog id: a data block (scope, modifiers, duration, cumulative) for the spells that only modify
// rolls, served by one data-driven handler, and a named handler for the rest. A spell with neither is on the
// "not yet" list and makes a log that casts it `unsupported`.
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"

namespace muster::rules::engine {

struct SpellDefinition {
    std::string name;
    bool modelled = false;
};

class SpellRegistry {
public:
    explicit SpellRegistry(const domain::Catalog& catalog);
    [[nodiscard]] const SpellDefinition* find(const std::string& name) const;
    [[nodiscard]] const std::vector<SpellDefinition>& definitions() const { return definitions_; }

private:
    std::vector<SpellDefinition> definitions_;
};

}  // namespace muster::rules::engine
