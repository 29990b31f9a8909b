#pragma once
// What the engine derives from the catalog once: resolved faces, the SAI and spell registries, the counts-as
// rows. Shared by every step; never changes.
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/force/DieFacts.h"
#include "roll/FaceTable.h"
#include "sai/SaiRegistry.h"
#include "spells/SpellRegistry.h"

namespace muster::rules::engine {

class EngineData {
public:
    explicit EngineData(const domain::Catalog& catalog);
    const domain::Catalog& catalog;
    FaceTable faces;
    SaiRegistry sais;
    SpellRegistry spells;
    // The force validator's facts per die (item carrying: carry masks, item elements), indexed by DieId.
    std::vector<DieFacts> dieFacts;
};

}  // namespace muster::rules::engine
