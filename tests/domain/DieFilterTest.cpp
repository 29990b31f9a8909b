#include <gtest/gtest.h>

#include <algorithm>

#include "../TestCatalog.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/DieFilter.h"

using namespace muster::domain;

namespace {
using muster::testsupport::catalog;
}  // namespace

TEST(DieFilter, EmptyFilterShowsEveryDie) {
    DieFilter filter;
    EXPECT_TRUE(filter.empty());
    EXPECT_EQ(filter.apply(catalog()).size(), catalog().dice().size());
}

TEST(DieFilter, SearchWordsMustAllAppearAnyCase) {
    DieFilter filter;
    filter.text = "dwarves FOOT";
    const auto ids = filter.apply(catalog());
    ASSERT_FALSE(ids.empty());
    for (DieId id : ids) EXPECT_NE(catalog().die(id).name.find("Dwarves"), std::string::npos);
    filter.text = "dwarves zzzz";
    EXPECT_TRUE(filter.apply(catalog()).empty());
}

TEST(DieFilter, SpeciesSizeAndKindNarrowTheList) {
    DieFilter filter;
    filter.species = "Dwarves";
    filter.size = DieSize::Small;
    const auto ids = filter.apply(catalog());
    ASSERT_FALSE(ids.empty());
    for (DieId id : ids) {
        EXPECT_EQ(catalog().die(id).species, "Dwarves");
        EXPECT_EQ(catalog().die(id).size, DieSize::Small);
    }
    DieFilter dragons;
    dragons.kind = DieKind::Dragon;
    for (DieId id : dragons.apply(catalog())) EXPECT_EQ(catalog().die(id).kind, DieKind::Dragon);
}

TEST(DieFilter, MagicClassCoversLightAndHeavyMagic) {
    DieFilter filter;
    filter.unitClass = "Magic";
    const auto ids = filter.apply(catalog());
    ASSERT_FALSE(ids.empty());
    bool sawVariant = false;
    for (DieId id : ids) {
        const auto& cls = catalog().die(id).unitClass;
        EXPECT_NE(cls.find("Magic"), std::string::npos) << cls;
        sawVariant = sawVariant || cls != "Magic";
    }
    EXPECT_TRUE(sawVariant);
}

TEST(DieFilter, ChoiceListsAreSortedAndDistinct) {
    const auto species = DieFilter::speciesNames(catalog());
    EXPECT_TRUE(std::is_sorted(species.begin(), species.end()));
    EXPECT_NE(std::find(species.begin(), species.end(), "Dwarves"), species.end());
    EXPECT_EQ(std::adjacent_find(species.begin(), species.end()), species.end());
    const auto classes = DieFilter::classNames(catalog());
    EXPECT_NE(std::find(classes.begin(), classes.end(), "Heavy Melee"), classes.end());
}

TEST(DieFilter, DescribeNamesSizeAndClassOrKind) {
    const auto& footman = catalog().die(*catalog().findDie("Dwarves Footman"));
    EXPECT_EQ(DieFilter::describe(footman), "Dwarves Footman (Small " + footman.unitClass + ")");
}

TEST(DieFilter, AMonsterIsNamedOnceNotTwice) {
    // "Monster Monster" was what the reference showed: the size and the class of a monster are both "Monster".
    const auto& troll = catalog().die(*catalog().findDie("Goblins Troll"));
    EXPECT_EQ(DieFilter::kindText(troll), "Monster");
    EXPECT_EQ(DieFilter::describe(troll), "Goblins Troll (Monster)");
}

TEST(DieFilter, WholeWordsAndWordStartsRankFirst) {
    DieFilter filter;
    filter.text = "troll";
    const auto ids = filter.apply(catalog());
    ASSERT_GE(ids.size(), 2U);
    // Goblins Troll (a whole word) before Dwarves Patroller (inside a word), whatever the catalog order.
    const auto position = [&](const char* name) {
        return std::find(ids.begin(), ids.end(), *catalog().findDie(name)) - ids.begin();
    };
    EXPECT_EQ(catalog().die(ids.front()).name.find("Troll") != std::string::npos, true)
        << catalog().die(ids.front()).name;
    if (catalog().findDie("Dwarves Patroller")) {
        EXPECT_LT(position("Goblins Troll"), position("Dwarves Patroller"));
    }
    for (std::size_t i = 1; i < ids.size(); ++i) {
        EXPECT_LE(*filter.textRank(catalog().die(ids[i - 1])), *filter.textRank(catalog().die(ids[i])));
    }
}

TEST(DieFilter, ItemsOnlyKeepsEquipmentArtifactsMedallionsAndRelics) {
    DieFilter filter;
    filter.itemsOnly = true;
    const auto ids = filter.apply(catalog());
    ASSERT_FALSE(ids.empty());
    for (DieId id : ids) EXPECT_TRUE(catalog().die(id).isItem()) << catalog().die(id).name;
}

// An empty list says why, in words (table: filter -> a phrase the explanation must contain).
TEST(DieFilter, AnEmptyListExplainsWhy) {
    struct Case {
        DieFilter filter;
        const char* phrase;
    };
    DieFilter dragonsOfGoblins;
    dragonsOfGoblins.kind = DieKind::Dragon;
    dragonsOfGoblins.species = "Goblins";
    DieFilter itemsOfDwarves;
    itemsOfDwarves.itemsOnly = true;
    itemsOfDwarves.species = "Dwarves";
    DieFilter nonsense;
    nonsense.text = "zzqqxx";
    DieFilter elsewhere;
    elsewhere.text = "footman";
    elsewhere.species = "Goblins";
    DieFilter combination;
    combination.species = "Goblins";
    combination.size = DieSize::Champion;
    combination.unitClass = "Heavy Melee";
    const Case cases[] = {{dragonsOfGoblins, "Dragons belong to no species"},
                          {itemsOfDwarves, "Items belong to no species"},
                          {nonsense, "has \"zzqqxx\" in it"},
                          {elsewhere, "\"footman\" finds 1 die, but not with species Goblins"},
                          {combination, "No die is all of these: species Goblins, size champion, class Heavy Melee"}};
    for (const auto& c : cases) {
        ASSERT_TRUE(c.filter.apply(catalog()).empty()) << c.phrase;
        const std::string why = c.filter.explainEmpty(catalog());
        EXPECT_NE(why.find(c.phrase), std::string::npos) << why;
    }
    DieFilter some;
    some.species = "Goblins";
    EXPECT_EQ(some.explainEmpty(catalog()), "");
}

// Quick-add completion: word starts of the name, the typed count kept, whole words first.
TEST(DieFilter, CompletionKeepsTheCountAndMatchesWordStarts) {
    const auto thug = DieFilter::completeEntry(catalog(), "3 gob th");
    ASSERT_FALSE(thug.empty());
    EXPECT_EQ(thug.front(), "3 Goblins Thug");
    for (const auto& entry : thug) EXPECT_EQ(entry.rfind("3 Goblins ", 0), 0U) << entry;
    EXPECT_EQ(DieFilter::completeEntry(catalog(), "2x goblins thug").front(), "2x Goblins Thug");
    // A word start, not a piece inside a word: "troll" offers Goblins Troll, not Dwarves Patroller.
    const auto troll = DieFilter::completeEntry(catalog(), "troll");
    EXPECT_NE(std::find(troll.begin(), troll.end(), "Goblins Troll"), troll.end());
    for (const auto& entry : troll) EXPECT_EQ(entry.find("Patroller"), std::string::npos) << entry;
    EXPECT_TRUE(DieFilter::completeEntry(catalog(), "").empty());
    EXPECT_TRUE(DieFilter::completeEntry(catalog(), "3 ").empty());
    EXPECT_TRUE(DieFilter::completeEntry(catalog(), "zzqqxx").empty());
    EXPECT_EQ(DieFilter::completeEntry(catalog(), "goblins", 3).size(), 3U);
}
