// The bit-parallel edit distance gives the same answers as the textbook table, for every pattern length up
// to 64 bytes (random strings over a small alphabet, so that matches are frequent).
#include <gtest/gtest.h>

#include <random>
#include <string>

#include "muster/domain/PatternDistance.h"
#include "muster/domain/TextUtil.h"

using muster::domain::PatternDistance;

TEST(PatternDistance, AgreesWithTheTableOnRandomStrings) {
    std::mt19937 random(17);
    auto randomText = [&](std::size_t length) {
        std::string s;
        for (std::size_t i = 0; i < length; ++i) s += static_cast<char>('a' + random() % 4);
        return s;
    };
    for (int round = 0; round < 3000; ++round) {
        const std::string pattern = randomText(random() % 65);
        const std::string text = randomText(random() % 80);
        EXPECT_EQ(PatternDistance(pattern).to(text), muster::domain::text::editDistance(pattern, text))
            << pattern << " / " << text;
    }
}

TEST(PatternDistance, KnownDistances) {
    EXPECT_EQ(PatternDistance("dwarfs warlord").to("dwarves warlord"), 2U);
    EXPECT_EQ(PatternDistance("").to("abc"), 3U);
    EXPECT_EQ(PatternDistance("abc").to(""), 3U);
    EXPECT_EQ(PatternDistance("kitten").to("sitting"), 3U);
}

TEST(PatternDistance, UsesOnlyTheFirst64Bytes) {
    const std::string longName(1000000, 'x');
    EXPECT_EQ(PatternDistance(longName).pattern(), 64U);
    EXPECT_EQ(PatternDistance(longName).to(std::string(64, 'x')), 0U);
}
