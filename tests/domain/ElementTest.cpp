#include <gtest/gtest.h>

#include "muster/domain/Element.h"

using muster::domain::Element;
using muster::domain::ElementSet;
using muster::domain::parseElement;

struct WordCase {
    const char* word;
    Element element;
};

class ElementWords : public ::testing::TestWithParam<WordCase> {};

TEST_P(ElementWords, ElementAndColourWordsParse) {
    auto parsed = parseElement(GetParam().word);
    ASSERT_TRUE(parsed.has_value()) << GetParam().word;
    EXPECT_EQ(*parsed, GetParam().element);
}

INSTANTIATE_TEST_SUITE_P(AllWords, ElementWords,
                         ::testing::Values(WordCase{"Air", Element::Air}, WordCase{"blue", Element::Air},
                                           WordCase{"Death", Element::Death}, WordCase{"BLACK", Element::Death},
                                           WordCase{"earth", Element::Earth}, WordCase{"Yellow", Element::Earth},
                                           WordCase{"gold", Element::Earth}, WordCase{"Fire", Element::Fire},
                                           WordCase{"red", Element::Fire}, WordCase{"Water", Element::Water},
                                           WordCase{"green", Element::Water}, WordCase{"Ivory", Element::Ivory},
                                           WordCase{"white", Element::White}),
                         [](const auto& testInfo) { return std::string(testInfo.param.word); });

TEST(Element, UnknownWordIsRejected) {
    EXPECT_FALSE(parseElement("purple").has_value());
    EXPECT_FALSE(parseElement("").has_value());
}

TEST(ElementSet, InsertContainsAndText) {
    ElementSet set{Element::Water, Element::Fire};
    EXPECT_TRUE(set.contains(Element::Fire));
    EXPECT_FALSE(set.contains(Element::Air));
    EXPECT_EQ(set.size(), 2);
    EXPECT_EQ(set.toString(), "Fire/Water");
    EXPECT_EQ(ElementSet{}.toString(), "none");
}
