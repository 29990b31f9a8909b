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
