#include <gtest/gtest.h>

#include "muster/domain/NameResolver.h"

using muster::domain::NameResolver;

TEST(NameResolver, KeyIgnoresCaseSpacingPunctuationAndColourWords) {
    EXPECT_EQ(NameResolver::key("Red Drake"), NameResolver::key("fire  drake"));
    EXPECT_EQ(NameResolver::key("Dwarves Crack-Shot"), NameResolver::key("dwarves crack shot"));
    EXPECT_EQ(NameResolver::key("Coastland Dragon's Lair"), NameResolver::key("coastland dragons lair"));
    EXPECT_EQ(NameResolver::key("Gold Medallion"), NameResolver::key("Yellow medallion"));
    EXPECT_NE(NameResolver::key("Fire Drake"), NameResolver::key("Water Drake"));
}

TEST(NameResolver, FindsCanonicalAliasAndReorderedNames) {
    NameResolver r;
    ASSERT_TRUE(r.add("Dragonkin Fire Dragonhero", 0));
    ASSERT_TRUE(r.add("Fire/Water Wyrm", 1));
    ASSERT_TRUE(r.add("Water/Fire Wyrm", 1));
    ASSERT_TRUE(r.add("Lava Elves Dead Shot", 2));
    ASSERT_TRUE(r.add("Lava Elves DeadShot", 2));
    EXPECT_EQ(r.find("dragonkin red dragonhero"), 0U);
    EXPECT_EQ(r.find("Fire Dragonkin Dragonhero"), 0U);
    EXPECT_EQ(r.find("Green/Red Wyrm"), 1U);
    EXPECT_EQ(r.find("lava elves deadshot"), 2U);
    EXPECT_FALSE(r.find("Dragonkin Fire Dragonchamp").has_value());
}

TEST(NameResolver, RefusesAKeyThatBelongsToAnotherEntry) {
    NameResolver r;
    ASSERT_TRUE(r.add("Fire Drake", 0));
    EXPECT_FALSE(r.add("Red Drake", 1));
    EXPECT_TRUE(r.add("Red Drake", 0));
}
