// The effect blocks of spells.json: every spell whose whole effect is a lasting roll modifier carries one, with
// the target, rolls, result types, operation and amount per casting the V4.01d spell lists give (seed lines in
// the table), and the loader refuses a malformed block at its place.
#include <gtest/gtest.h>

#include <set>

#include "muster/domain/CatalogLoader.h"

using namespace muster::domain;

namespace {

const Catalog& shippedCatalog() {
    static const Catalog catalog =
        CatalogLoader::load(std::filesystem::path(MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json");
    return catalog;
}

struct ModifierSpell {
    const char* name;
    SpellTarget target;
    SpellRolls rolls;
    std::vector<SpellModifier> modifiers;
    int seedLine;  // S0 (V4.01d) line of the spell
};

const std::vector<std::string> kAny = {"maneuver", "melee", "missile", "magic", "save"};

const std::vector<ModifierSpell>& modifierSpells() {
    using enum SpellTarget;
    using enum SpellRolls;
    using enum SpellModifierOp;
    static const std::vector<ModifierSpell> all = {
        {"Blizzard", Terrain, ArmyRolls, {{{"melee"}, false, Subtract, 3}}, 1061},
        {"Wind Walk", Army, ArmyRolls, {{{"maneuver"}, false, Add, 4}}, 1063},
        {"Fields of Ice", Terrain, ArmyRolls, {{{"maneuver"}, false, Subtract, 4}}, 1064},
        {"Palsy", OpposingArmy, NonManeuverArmyRolls, {{kAny, true, Subtract, 1}}, 1072},
        {"Decay", OpposingArmy, ArmyRolls, {{{"melee"}, false, Subtract, 2}}, 1073},
        {"Evil Eye", OpposingArmy, ArmyRolls, {{{"save"}, false, Subtract, 2}}, 1074},
        {"Magic Drain", Terrain, ArmyRolls, {{{"magic"}, false, Subtract, 2}}, 1075},
        {"Restless Dead", Army, ArmyRolls, {{{"maneuver"}, false, Add, 3}}, 1076},
        {"Stone Skin", Army, ArmyRolls, {{{"save"}, false, Add, 1}}, 1088},
        {"Higher Ground", OpposingArmy, ArmyRolls, {{{"melee"}, false, Subtract, 5}}, 1091},
        {"Transmute Rock to Mud", OpposingArmy, ArmyRolls, {{{"maneuver"}, false, Subtract, 6}}, 1094},
        {"Ash Storm", Terrain, ArmyRolls, {{kAny, true, Subtract, 1}}, 1100},
        {"Fiery Weapon", Army, ArmyRolls, {{{"melee", "missile"}, true, Add, 2}}, 1105},
        {"Dancing Lights", OpposingArmy, ArmyRolls, {{{"melee"}, false, Subtract, 6}}, 1106},
        {"Watery Double", Army, ArmyRolls, {{{"save"}, false, Add, 1}}, 1112},
        {"Deluge", Terrain, ArmyRolls, {{{"maneuver"}, false, Subtract, 3}, {{"missile"}, false, Subtract, 3}}, 1115},
        {"Wall of Fog", Terrain, MissileAttacksAgainst, {{{"missile"}, false, Subtract, 6}}, 1118},
    };
    return all;
}

class ModifierSpellBlock : public ::testing::TestWithParam<ModifierSpell> {};

TEST_P(ModifierSpellBlock, MatchesTheSpellList) {
    const auto& want = GetParam();
    const Spell* spell = shippedCatalog().findSpell(want.name);
    ASSERT_NE(spell, nullptr);
    ASSERT_TRUE(spell->effect.has_value()) << want.name << " (S0:L" << want.seedLine << ") has no effect block";
    EXPECT_EQ(spell->effect->target, want.target);
    EXPECT_EQ(spell->effect->rolls, want.rolls);
    EXPECT_EQ(spell->effect->modifiers, want.modifiers);
    EXPECT_EQ(spell->effect->duration, SpellDuration::UntilCastersNextTurn);
    EXPECT_TRUE(spell->cumulative) << "every modifier spell's amount is highlighted (cumulative)";
    EXPECT_EQ(spell->effect->maneuverTies,
              std::string(want.name) == "Fields of Ice" ? ManeuverTies::CounterManeuver : ManeuverTies::Unchanged);
}

INSTANTIATE_TEST_SUITE_P(Spells, ModifierSpellBlock, ::testing::ValuesIn(modifierSpells()), [](const auto& param) {
    std::string name;
    for (char c : std::string(param.param.name))
        if (c != ' ') name += c;
    return name;
});

TEST(ModifierSpellBlock, NoOtherSpellHasOne) {
    std::set<std::string> listed;
    for (const auto& s : modifierSpells()) listed.insert(s.name);
    for (const auto& spell : shippedCatalog().spells())
        EXPECT_EQ(spell.effect.has_value(), listed.count(spell.name) == 1) << spell.name;
}

std::string partError(const std::string& effect) {
    const std::string part = R"({"format": "muster-catalog-part", "version": 1, "spells": [{"name": "X",
        "element": "Air", "cost": 2, "cumulative": true, "summary": "s", "effect": )" +
                             effect + "}]}";
    try {
        (void)CatalogLoader::parsePart(part, "spells.json");
    } catch (const CatalogError& e) {
        return e.what();
    }
    return "";
}

TEST(SpellEffectLoader, ReadsAWellFormedBlock) {
    const std::string part = R"({"format": "muster-catalog-part", "version": 1, "spells": [{"name": "X",
        "element": "Air", "cost": 2, "summary": "s", "effect": {"target": "opposing_army",
        "modifiers": [{"results": ["any"], "one_of": true, "op": "subtract", "amount": 1}]}}]})";
    const auto read = CatalogLoader::parsePart(part, "spells.json");
    ASSERT_EQ(read.spells.size(), 1U);
    ASSERT_TRUE(read.spells[0].effect.has_value());
    EXPECT_EQ(read.spells[0].effect->target, SpellTarget::OpposingArmy);
    EXPECT_EQ(read.spells[0].effect->rolls, SpellRolls::ArmyRolls);  // the default
    EXPECT_EQ(read.spells[0].effect->modifiers[0].results, kAny);
}

TEST(SpellEffectLoader, RefusesMalformedBlocksAtTheirPlace) {
    struct Bad {
        std::string effect;
        std::string where;
        std::string why;
    };
    const std::vector<Bad> cases = {
        {R"({"target": "army"})", "/spells/0/effect", "missing field 'modifiers'"},
        {R"({"target": "everyone", "modifiers": []})", "/spells/0/effect/target", "unknown value"},
        {R"({"target": "army", "modifiers": []})", "/spells/0/effect/modifiers", "one or more"},
        {R"({"target": "army", "modifiers": [{"results": ["melees"], "op": "add", "amount": 1}]})",
         "/spells/0/effect/modifiers/0/results/0", "unknown result type 'melees'"},
        {R"({"target": "army", "modifiers": [{"results": ["melee"], "op": "add", "amount": 0}]})",
         "/spells/0/effect/modifiers/0/amount", "1 or more"},
        {R"({"target": "army", "modifiers": [{"results": ["melee"], "op": "divide", "amount": 1}]})",
         "/spells/0/effect/modifiers/0/amount", "2 or more"},
        {R"({"target": "army", "modifiers": [{"results": ["melee"], "one_of": true, "op": "add", "amount": 1}]})",
         "/spells/0/effect/modifiers/0/one_of", "two or more"},
        {R"({"target": "army", "rolls": "missile_attacks_against", "modifiers": [{"results": ["missile"],
             "op": "subtract", "amount": 6}]})",
         "/spells/0/effect/rolls", "terrain target"},
        {R"({"target": "army", "duration": "forever", "modifiers": [{"results": ["save"], "op": "add",
             "amount": 1}]})",
         "/spells/0/effect/duration", "unknown value 'forever'"},
        {R"("army")", "/spells/0/effect", "expected an object"},
    };
    for (const auto& c : cases) {
        const std::string message = partError(c.effect);
        EXPECT_NE(message.find("spells.json at " + c.where + ":"), std::string::npos) << c.effect << "\n" << message;
        EXPECT_NE(message.find(c.why), std::string::npos) << c.effect << "\n" << message;
    }
}

}  // namespace
