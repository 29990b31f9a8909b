#pragma once
// "Kill enough units to cover the remaining damage, but never in excess of it" (V4.01d Damage): the most
// health-worth a subset of units can add up to without going over the damage (exact subset sum).
#include <vector>

namespace muster::rules::engine {

class DamageAllocation {
public:
    // The largest sum of a subset of `healths` that is <= damage.
    static int maxCoverable(const std::vector<int>& healths, int damage);
    // Every subset (indices into `healths`, ascending) whose sum is maxCoverable: the allocations of the damage the
    // rules accept, in the order of the subsets' bit masks. For at most 20 units (2^n subsets are looked at).
    static std::vector<std::vector<int>> coverings(const std::vector<int>& healths, int damage);
};

}  // namespace muster::rules::engine
