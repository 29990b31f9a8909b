#pragma once
// "Kill enough units to cover the remaining damage, but never in excess of it" (V4.01d Damage): the most
// health-worth a subset of units can add up to without going over the damage (exact subset sum).
#include <vector>

namespace muster::rules::engine {

class DamageAllocation {
public:
    // The largest sum of a subset of `healths` that is <= damage.
    static int maxCoverable(const std::vector<int>& healths, int damage);
};

}  // namespace muster::rules::engine
