#include "muster/rules/engine/DamageAllocation.h"

#include <algorithm>
#include <stdexcept>

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

std::vector<std::vector<int>> DamageAllocation::coverings(const std::vector<int>& healths, int damage) {
    if (healths.size() > 20) throw std::invalid_argument("DamageAllocation::coverings: more than 20 units");
    const int best = maxCoverable(healths, damage);
    std::vector<std::vector<int>> out;
    for (unsigned mask = 0; mask < (1U << healths.size()); ++mask) {
        int sum = 0;
        for (std::size_t i = 0; i < healths.size(); ++i)
            if ((mask >> i) & 1U) sum += healths[i];
        if (sum != best) continue;
        std::vector<int> chosen;
        for (std::size_t i = 0; i < healths.size(); ++i)
            if ((mask >> i) & 1U) chosen.push_back(static_cast<int>(i));
        out.push_back(std::move(chosen));
    }
    return out;
}

}  // namespace muster::rules::engine
