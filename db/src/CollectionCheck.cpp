#include "muster/db/CollectionCheck.h"

namespace muster::db {

CollectionCheckResult CollectionCheck::check(const std::map<domain::DieId, int>& needed,
                                             const Collection& collection, const domain::Catalog& catalog) {
    std::map<domain::DieId, int> owned;
    for (const auto& [name, count] : collection.dice) {
        if (auto id = catalog.findDie(name)) owned[*id] += count;
    }
    CollectionCheckResult result;
    for (const auto& [id, count] : needed) {
        if (count <= 0 || id >= catalog.dice().size()) continue;
        DieNeed need{catalog.die(id).name, count, 0};
        if (auto it = owned.find(id); it != owned.end()) need.owned = it->second;
        result.totalNeeded += need.needed;
        result.totalMissing += need.missing();
        if (need.missing() > 0) result.shortfall.push_back(need);
        result.dice.push_back(std::move(need));
    }
    return result;
}

}  // namespace muster::db
