// Roll resolution pieces checked on their own: the modifier order (V4.01d Die Roll Resolution steps 5-10),
// the damage allocation maximum against brute force (V4.01d Damage), the magic element split (V4.01d Magic).
#include <gtest/gtest.h>

#include <random>

#include "EngineTestSupport.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules::engine {
namespace {

TEST(EngineRollModifiers, OrderSubtractDivideSaiMultiplyAdd) {
    // 3 ID + 4 normal, minus 2 (normal first), halved -> 2; + 3 SAI = 5; x2 = 10; + 1 = 11.
    EXPECT_EQ(applyModifiers({3, 4, 3}, {2, 2, 2, 1}), 11);
    // SAI results join after the divide: (7 / 2) + 3 = 6, not (7 + 3) / 2 = 5.
    EXPECT_EQ(applyModifiers({0, 7, 3}, {0, 2, 1, 0}), 6);
    // Never below zero.
    EXPECT_EQ(applyModifiers({1, 1, 0}, {5, 1, 1, 0}), 0);
    // Subtracting removes normal results before IDs: 2 normal + 3 ID - 4 = 1 left.
    EXPECT_EQ(applyModifiers({3, 2, 0}, {4, 1, 1, 0}), 1);
}

TEST(EngineDamage, MaxCoverableMatchesBruteForce) {
    std::mt19937 rng(12345);
    for (int round = 0; round < 300; ++round) {
        std::vector<int> healths(rng() % 9);
        for (auto& h : healths) h = 1 + static_cast<int>(rng() % 4);
        const int damage = static_cast<int>(rng() % 14);
        int best = 0;
        for (unsigned mask = 0; mask < (1U << healths.size()); ++mask) {
            int sum = 0;
            for (std::size_t i = 0; i < healths.size(); ++i)
                if (mask & (1U << i)) sum += healths[i];
            if (sum <= damage) best = std::max(best, sum);
        }
        EXPECT_EQ(DamageAllocation::maxCoverable(healths, damage), best);
    }
}

TEST(EngineMagicSplit, HallConditionOnElements) {
    DieContribution fireOnly;
    fireOnly.magic = 2;
    fireOnly.magicElements = {domain::Element::Fire};
    DieContribution fireWater;
    fireWater.magic = 3;
    fireWater.magicElements = {domain::Element::Fire, domain::Element::Water};
    std::vector<int> split(7, 0);
    split[static_cast<std::size_t>(domain::Element::Fire)] = 2;
    split[static_cast<std::size_t>(domain::Element::Water)] = 3;
    EXPECT_TRUE(RollResolver::magicSplitFeasible({fireOnly, fireWater}, split));
    split[static_cast<std::size_t>(domain::Element::Fire)] = 1;
    split[static_cast<std::size_t>(domain::Element::Water)] = 4;  // the fire-only unit cannot make water
    EXPECT_FALSE(RollResolver::magicSplitFeasible({fireOnly, fireWater}, split));
}

TEST(EngineRollResolver, MonsterIdAndEighthFaceDoubling) {
    const auto& catalog = testing::engineCatalog();
    const RollResolver resolver(catalog);
    const auto hulk = *catalog.findDie("Dwarves Umber Hulk");
    RollContext c;
    c.type = RollType::Save;
    EXPECT_EQ(resolver.resolve({{hulk, 0}}, c).base, 4);  // a monster's ID gives four
    c.doubleIds = true;
    EXPECT_EQ(resolver.resolve({{hulk, 0}}, c).base, 8);
    EXPECT_EQ(resolver.resolve({{hulk, 1}}, c).base, 4);  // only IDs double
}

}  // namespace
}  // namespace muster::rules::engine
