// SAIs of the Dragonkin dice (V4.01d Dragonkin SAIs, S0:L1404-1423).
// Belly (S0:L892, L1413): in any roll the unit loses its automatic save results and adds nothing else. The
// automatic saves themselves are counted by RollEvaluator (step 10), which leaves them out for a Belly face; a
// dragon's Belly in a dragon attack is DragonAttackFrame's.
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

SaiEffect belly(const SaiRollView&) {
    SaiEffect e;
    e.applies = true;  // no results of any type
    return e;
}

}  // namespace

void registerDragonkinSais(SaiRegistry& r) {
    r.add({"Belly", AppliesAny, belly});
}

}  // namespace muster::rules::engine
