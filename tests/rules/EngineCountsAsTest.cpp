// The "counts as" species abilities (V4.01d Species Abilities, and Die Roll Resolution step 10), one table
// row each: where they apply the result is an optional extra, elsewhere it is nothing. Also the magic split
// when Magic Negation took results away.
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules::engine {
namespace {

using domain::Element;
using domain::ElementSet;

struct CountsAsCase {
    const char* ability;
    const char* die;
    const char* fromIcon;  // the face rolled
    RollType roll;         // the roll it may count for
    ElementSet applies;    // terrain elements where it applies
    ElementSet doesNot;    // terrain elements where it does not
    int counter;           // 1: only in a counter-attack, -1: never in one, 0: either
    bool againstMissileOnly = false;
};

const CountsAsCase kCases[] = {
    {"Coastal Dodge", "Coral Elves Fighter", "Maneuver", RollType::Save, {Element::Water}, {Element::Air}, 0},
    {"Mountain Mastery",
     "Dwarves Footman",
     "Melee",
     RollType::Maneuver,
     {Element::Earth},
     {Element::Fire},
     0},
    {"Dwarven Might", "Dwarves Footman", "Save", RollType::Melee, {Element::Fire}, {Element::Earth}, 1},
    {"Stampede",
     "Feral Lynx-Folk",
     "Maneuver",
     RollType::Melee,
     {Element::Earth, Element::Air},
     {Element::Earth},
     1},
    {"Flaming Shields", "Firewalkers Guardian", "Save", RollType::Melee, {Element::Fire}, {Element::Air}, -1},
    {"Swamp Mastery", "Goblins Thug", "Melee", RollType::Maneuver, {Element::Earth}, {Element::Water}, 0},
    {"Volcanic Adaptation",
     "Lava Elves Scout",
     "Maneuver",
     RollType::Save,
     {Element::Fire},
     {Element::Earth},
     0},
    {"Intangibility",
     "Scalders Singeman",
     "Maneuver",
     RollType::Save,
     {Element::Water},
     {Element::Fire},
     0,
     true},
    {"Born of the Swamp",
     "Swamp Stalkers Bog Runner",
     "Maneuver",
     RollType::Save,
     {Element::Water},
     {Element::Earth},
     0},
};

int optionalFor(const CountsAsCase& k, ElementSet elements, bool counterAttack, RollType against) {
    const auto& catalog = testing::engineCatalog();
    const RollResolver resolver(catalog);
    const auto id = catalog.findDie(k.die);
    EXPECT_TRUE(id.has_value()) << k.die;
    if (!id) return -1;
    const auto& faces = catalog.die(*id).faces;
    int face = -1;
    for (std::size_t i = 0; i < faces.size() && face < 0; ++i)
        if (faces[i].icon == k.fromIcon) face = static_cast<int>(i);
    EXPECT_GE(face, 0) << k.die << " has no " << k.fromIcon << " face";
    if (face < 0) return -1;
    RollContext c;
    c.type = k.roll;
    c.terrainElements = elements;
    c.counterAttack = counterAttack;
    if (k.roll == RollType::Save) c.saveAgainst = against;
    const auto out = resolver.resolve({{*id, face}}, c);
    EXPECT_EQ(out.base, 0) << k.ability;  // the face itself gives nothing of that type
    return out.optional;
}

TEST(EngineCountsAs, EachAbilityAppliesOnlyWhereItsTableRowSays) {
    for (const auto& k : kCases) {
        SCOPED_TRACE(k.ability);
        const bool counter = k.counter > 0;
        const RollType against = k.againstMissileOnly ? RollType::Missile : RollType::Melee;
        EXPECT_GT(optionalFor(k, k.applies, counter, against), 0);
        EXPECT_EQ(optionalFor(k, k.doesNot, counter, against), 0);
        EXPECT_EQ(optionalFor(k, {}, counter, against), 0);  // the Reserve Area has no elements
        if (k.counter != 0) {
            EXPECT_EQ(optionalFor(k, k.applies, !counter, against), 0);
        }
        if (k.againstMissileOnly) {
            EXPECT_EQ(optionalFor(k, k.applies, counter, RollType::Melee), 0);
        }
    }
}

TEST(EngineMagicSplit, NegatedResultsMayComeFromAnyElement) {
    // V4.01d Species Abilities, Frostwings (Magic Negation): 4 fire/water results, 2 negated.
    DieContribution fireWater;
    fireWater.magic = 4;
    fireWater.magicElements = {Element::Fire, Element::Water};
    std::vector<int> split(7, 0);
    split[static_cast<std::size_t>(Element::Water)] = 2;
    EXPECT_TRUE(RollResolver::magicSplitFeasible({fireWater}, split, 0, 2));
    EXPECT_FALSE(RollResolver::magicSplitFeasible({fireWater}, split, 0, 0));  // 2 results unaccounted for
    split[static_cast<std::size_t>(Element::Air)] = 1;
    split[static_cast<std::size_t>(Element::Water)] = 1;
    EXPECT_FALSE(RollResolver::magicSplitFeasible({fireWater}, split, 0, 2));  // no air to keep
}

}  // namespace
}  // namespace muster::rules::engine
