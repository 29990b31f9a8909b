// The item-carrying search against a brute force that tries every assignment of items to units.
#include <gtest/gtest.h>

#include <algorithm>
#include <cstdint>
#include <random>
#include <vector>

#include "muster/rules/ItemCarrying.h"

using muster::rules::ItemCarrying;

namespace {

// The fewest units that carry every element item (two at most each, element in the unit's mask), or -1.
int bruteForceMinimum(const std::vector<std::uint8_t>& unitMasks, const std::vector<int>& itemElements) {
    const std::size_t units = unitMasks.size();
    const std::size_t items = itemElements.size();
    if (items == 0) return 0;
    int best = -1;
    std::vector<std::size_t> choice(items, 0);
    while (true) {
        std::vector<int> load(units, 0);
        bool ok = true;
        for (std::size_t i = 0; i < items && ok; ++i) {
            const auto unit = choice[i];
            ok = (unitMasks[unit] & (1U << itemElements[i])) != 0 && ++load[unit] <= 2;
        }
        if (ok) {
            const auto used = static_cast<int>(std::count_if(load.begin(), load.end(), [](int l) { return l > 0; }));
            if (best < 0 || used < best) best = used;
        }
        std::size_t position = 0;
        while (position < items && ++choice[position] == units) choice[position++] = 0;
        if (position == items) break;
    }
    return best;
}

TEST(ItemCarrying, MatchesBruteForceOnRandomArmies) {
    std::mt19937 rng(20261122);
    int feasibleSeen = 0;
    int infeasibleSeen = 0;
    for (int round = 0; round < 3000; ++round) {
        const auto unitCount = 1 + static_cast<int>(rng() % 5);
        const auto itemCount = static_cast<int>(rng() % 6);
        std::vector<std::uint8_t> masks;
        std::vector<int> elements;
        ItemCarrying carrying;
        for (int u = 0; u < unitCount; ++u) {
            // Masks over four elements, sometimes none (a unit that carries nothing), sometimes all.
            const auto mask = static_cast<std::uint8_t>(rng() % 16);
            masks.push_back(mask);
            carrying.addUnits(mask, 1);
        }
        for (int i = 0; i < itemCount; ++i) {
            const auto element = static_cast<int>(rng() % 4);
            elements.push_back(element);
            carrying.addElementItems(element, 1);
        }
        const int expected = bruteForceMinimum(masks, elements);
        ASSERT_EQ(carrying.minimumCarriers(), expected) << "round " << round;
        const auto able = static_cast<int>(std::count_if(masks.begin(), masks.end(), [](auto m) { return m != 0; }));
        const auto exclusive = static_cast<int>(rng() % 3);
        carrying.addExclusiveItems(exclusive);
        const bool feasible = expected >= 0 && expected + exclusive <= able;
        ASSERT_EQ(carrying.feasible(), feasible) << "round " << round;
        (feasible ? feasibleSeen : infeasibleSeen) += 1;
    }
    // Both outcomes were exercised.
    EXPECT_GT(feasibleSeen, 300);
    EXPECT_GT(infeasibleSeen, 300);
}

}  // namespace
