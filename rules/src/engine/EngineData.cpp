#include "EngineData.h"

namespace muster::rules::engine {

EngineData::EngineData(const domain::Catalog& c) : catalog(c), faces(c), sais(c), spells(c) {}

}  // namespace muster::rules::engine
