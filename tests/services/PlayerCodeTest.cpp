// Players' result codes: 40 random bits, typed forgivingly, compared in constant time.
#include <gtest/gtest.h>

#include <set>

#include "muster/services/PlayerCode.h"

using muster::services::PlayerCode;

TEST(PlayerCode, ANewCodeIsEightCharactersOfCrockfordBase32) {
    std::set<std::string> seen;
    for (int i = 0; i < 2000; ++i) {
        const std::string code = PlayerCode::generate();
        ASSERT_EQ(code.size(), PlayerCode::kLength);
        for (const char c : code) EXPECT_NE(std::string("0123456789ABCDEFGHJKMNPQRSTVWXYZ").find(c), std::string::npos);
        seen.insert(code);
    }
    // 2000 draws from 2^40 codes: a repeat would mean the generator is broken.
    EXPECT_EQ(seen.size(), 2000U);
    EXPECT_EQ(PlayerCode::kBits, 40);
}

TEST(PlayerCode, WhatAPlayerTypesIsReadForgivingly) {
    EXPECT_EQ(PlayerCode::normalise("7KQ2-M9XD"), "7KQ2M9XD");
    EXPECT_EQ(PlayerCode::normalise(" 7kq2 m9xd "), "7KQ2M9XD");
    EXPECT_EQ(PlayerCode::normalise("oil0-ABCD"), "0110ABCD");  // O, I and L stand for 0, 1, 1
    EXPECT_FALSE(PlayerCode::normalise("7KQ2-M9X"));            // too short
    EXPECT_FALSE(PlayerCode::normalise("7KQ2-M9XDE"));          // too long
    EXPECT_FALSE(PlayerCode::normalise("7KQ2-M9XU"));           // U is not in the alphabet
    EXPECT_FALSE(PlayerCode::normalise("7KQ2;M9XD"));
    EXPECT_FALSE(PlayerCode::normalise(std::string(40, '-') + "7KQ2M9XD"));  // longer than anyone types
    EXPECT_FALSE(PlayerCode::normalise(""));
    EXPECT_EQ(PlayerCode::display("7KQ2M9XD"), "7KQ2-M9XD");
}

TEST(PlayerCode, CodesAreComparedWhole) {
    EXPECT_TRUE(PlayerCode::same("7KQ2M9XD", "7KQ2M9XD"));
    EXPECT_FALSE(PlayerCode::same("7KQ2M9XD", "7KQ2M9XE"));
    EXPECT_FALSE(PlayerCode::same("7KQ2M9XD", "7KQ2M9X"));
    EXPECT_FALSE(PlayerCode::same("", "7KQ2M9XD"));
}
