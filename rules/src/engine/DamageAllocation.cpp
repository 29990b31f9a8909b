#include "muster/rules/engine/DamageAllocation.h"

#include <algorithm>

namespace muster::rules::engine {

int DamageAllocation::maxCoverable(const std::vector<int>& healths, int damage) {
    if (damage <= 0) return 0;
    int total = 0;
    for (int h : healths) total += std::max(0, h);
    if (total <= damage) return total;
    std::vector<char> reach(static_cast<std::size_t>(damage) + 1, 0);
    reach[0] = 1;
    for (int h : healths) {
        if (h <= 0) continue;
        for (int v = damage; v >= h; --v)
            if (reach[static_cast<std::size_t>(v - h)]) reach[static_cast<std::size_t>(v)] = 1;
    }
    for (int v = damage; v > 0; --v)
        if (reach[static_cast<std::size_t>(v)]) return v;
    return 0;
}

}  // namespace muster::rules::engine
