#pragma once
// "Can I build this from my collection?": the dice a roster (or every roster of an event together) needs
// against the dice a collection holds, with the exact shortfall per die.
#include <map>
#include <string>
#include <vector>

#include "muster/db/Collection.h"
#include "muster/domain/Catalog.h"

namespace muster::db {

struct DieNeed {
    std::string die;  // catalog name
    int needed = 0;
    int owned = 0;
    [[nodiscard]] int missing() const { return needed > owned ? needed - owned : 0; }
};

struct CollectionCheckResult {
    std::vector<DieNeed> dice;       // every needed die, catalog order
    std::vector<DieNeed> shortfall;  // only those with missing() > 0
    int totalNeeded = 0;
    int totalMissing = 0;
    [[nodiscard]] bool buildable() const { return shortfall.empty(); }
};

class CollectionCheck {
  public:
    // `needed` as from Roster::diceCounts() (sum several for an event). Collection names are resolved
    // through the catalog, so a die stored under an older name still counts.
    static CollectionCheckResult check(const std::map<domain::DieId, int>& needed,
                                       const Collection& collection, const domain::Catalog& catalog);
};

}  // namespace muster::db
