#include "EngineData.h"

#include "muster/rules/ForceValidator.h"

namespace muster::rules::engine {

EngineData::EngineData(const domain::Catalog& c)
    : catalog(c), faces(c), sais(c), spells(c), dieFacts(ForceValidator(c).dieFacts()) {}

}  // namespace muster::rules::engine
