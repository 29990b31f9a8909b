#pragma once
// What the engine derives from the catalog once: resolved faces, the SAI and spell registries, the counts-as
// rows. Shared by every step; never changes.
#include "muster/domain/Catalog.h"
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
};

}  // namespace muster::rules::engine
