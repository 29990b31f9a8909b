// Spells whose whole effect is a lasting roll modifier (V4.01d Spells, seed lines 1060-1118; the data blocks of
// resources/catalog/spells.json): for each spell, the effect its resolution creates (read from the state), a
// game that casts it and whose later roll shows the modifier, a broken copy that counts the roll as if the spell
// were not there, and a broken copy that still counts the modifier after it ended (the caster's next turn).
// Then the magic action's flow: targets, announcements before resolutions, costs, cumulative castings, the end
// of an effect. The log line that must fail is marked "#!".
#include <gtest/gtest.h>

#include <functional>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using engine::EffectTargetKind;
using engine::ModifierOp;
using engine::RollType;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::markedLine;
using testing::expectCaught;
using Status = MatchVerdict::Status;

// Marks the line that contains `needle` with "#!".
std::string marked(std::string text, const std::string& needle) {
    const auto at = text.find(needle);
    EXPECT_NE(at, std::string::npos) << needle;
    if (at == std::string::npos) return text;
    text.insert(text.find('\n', at), " #!");
    return text;
}

std::string replaced(std::string text, const std::string& what, const std::string& with) {
    const auto at = text.find(what);
    EXPECT_NE(at, std::string::npos) << what;
    if (at != std::string::npos) text.replace(at, what.size(), with);
    return text;
}

// Armies that make the magic a spell needs (two units of the species, 3 magic each on the face given).
const std::string kDwarves = "h1: Dwarves Footman, h2: Dwarves Footman";                   // 1 ID each: earth or fire
const std::string kDwarfWizards = "h1: Dwarves Thaumaturgist, h2: Dwarves Thaumaturgist";  // face 3: 3 magic
const std::string kCoralElves = "h1: Coral Elves Conjurer, h2: Coral Elves Conjurer";      // face 3: 3 magic
const std::string kFrostwings = "h1: Frostwings Magus, h2: Frostwings Magus";              // face 2: 3 magic
const std::string kUndead = "h1: Undead Heucuva, h2: Undead Heucuva";                      // face 2: 3 magic
const std::string kGoblins = "h1: Goblins Hedge Wizard, h2: Goblins Hedge Wizard";         // face 3: 3 magic

// The frontier fight every army and terrain spell below is seen in (faces of LogSpec's campaign armies):
// A's melee 5 against B's save 5, then B's counter-attack 6 against A's save 5.
const std::string kMelee = "    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n";
const std::string kSave = "    roll B save=5 : c1=2 c2=5 c3=5\n";
const std::string kCounter = "    counter-attack B\n    roll B melee=6 : c1=6 c2=6 c3=2\n";
const std::string kCounterSave = "    roll A save=5 : c1=2 c2=5 c3=5\n";
// A maneuver at the frontier: 4 against 4 before any spell.
const std::string kManeuver = "    maneuver counter B\n    roll A maneuver=4 : c1=1 c2=2 c3=1\n";
const std::string kCounterManeuver = "    roll B maneuver=4 : c1=1 c2=2 c3=1\n";

struct ModifierCase {
    const char* spell;
    std::string caster;  // A's home army at home:A (face 3: magic)
    std::string magic;   // its magic roll
    std::string target;
    std::string after;       // the statements after 'resolve 1' (from A's second march on)
    std::string shown;       // the roll in `after` that shows the modifier
    std::string unmodified;  // the same roll counted without the spell (a broken copy)
    std::string expired;     // later turns whose marked roll still counts the spell (a broken copy)
    EffectTargetKind kind;   // the effect the resolution makes
    RollType type;           // its first modifier's type
    ModifierOp op;
    int amount;
    std::function<void(LogSpec&)> adjust = nullptr;  // other armies
};

void PrintTo(const ModifierCase& c, std::ostream* os) {
    *os << c.spell;
}

std::string castingLog(const ModifierCase& c, const std::string& after) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    " + c.magic + "\n    cast A " + c.spell + " with " +
           c.target + "\n    resolve 1\n" + after + "result none\n";
}

LogSpec specFor(const ModifierCase& c) {
    LogSpec spec;
    spec.aHome = c.caster;
    if (c.adjust) c.adjust(spec);
    return spec;
}

// Turn 3 (A's next turn) begins: every effect A cast in turn 1 has ended.
const std::string kNextTurn = "turn 2 B\nturn 3 A\n  march 1 frontier\n";

std::vector<ModifierCase> modifierCases() {
    using enum EffectTargetKind;
    using enum RollType;
    using enum ModifierOp;
    const std::string fight = "  march 2 frontier\n" + kMelee + kSave + kCounter;
    return {
        {"Stone Skin", kDwarves, "roll A magic=2 earth=2 : h1=1 h2=1", "earth on A@frontier",
         fight + "    roll A save=6 : c1=2 c2=5 c3=5\n", "roll A save=6", "roll A save=5",
         kNextTurn + kMelee + kSave + kCounter + "    roll A save=6 : c1=2 c2=5 c3=5 #!\n", Army, Save, Add, 1},
        {"Watery Double", kCoralElves, "roll A magic=6 : h1=3 h2=3", "water on A@frontier",
         fight + "    roll A save=6 : c1=2 c2=5 c3=5\n", "roll A save=6", "roll A save=5",
         kNextTurn + kMelee + kSave + kCounter + "    roll A save=6 : c1=2 c2=5 c3=5 #!\n", Army, Save, Add, 1},
        {"Wind Walk", kCoralElves, "roll A magic=6 air=6 : h1=3 h2=3", "air on A@frontier",
         "  march 2 frontier\n    maneuver counter B\n    roll A maneuver=8 : c1=1 c2=2 c3=1\n" + kCounterManeuver +
             "    terrain up\n",
         "roll A maneuver=8", "roll A maneuver=4",
         kNextTurn + "    maneuver counter B\n    roll A maneuver=8 : c1=1 c2=2 c3=1 #!\n", Army, Maneuver, Add, 4},
        {"Restless Dead", kUndead, "roll A magic=6 death=6 : h1=2 h2=2", "death on A@frontier",
         "  march 2 frontier\n    maneuver counter B\n    roll A maneuver=7 : c1=1 c2=2 c3=1\n" + kCounterManeuver +
             "    terrain up\n",
         "roll A maneuver=7", "roll A maneuver=4",
         kNextTurn + "    maneuver counter B\n    roll A maneuver=7 : c1=1 c2=2 c3=1 #!\n", Army, Maneuver, Add, 3},
        {"Transmute Rock to Mud", kDwarfWizards, "roll A magic=6 earth=6 : h1=3 h2=3", "earth on B@frontier",
         "  march 2 frontier\n" + kManeuver + "    roll B maneuver=0 : c1=1 c2=2 c3=1\n    terrain up\n",
         "roll B maneuver=0", "roll B maneuver=4",
         kNextTurn + kManeuver + "    roll B maneuver=0 : c1=1 c2=2 c3=1 #!\n", Army, Maneuver, Subtract, 6},
        {"Deluge", kCoralElves, "roll A magic=6 water=6 : h1=3 h2=3", "water on frontier",
         "  march 2 frontier\n    maneuver counter B\n    roll A maneuver=1 : c1=1 c2=2 c3=1\n"
         "    roll B maneuver=1 : c1=1 c2=2 c3=1\n    terrain up\n",
         "roll A maneuver=1", "roll A maneuver=4",
         kNextTurn + "    maneuver counter B\n    roll A maneuver=1 : c1=1 c2=2 c3=1 #!\n", Terrain, Maneuver, Subtract,
         3},
        {"Fields of Ice", kFrostwings, "roll A magic=6 air=6 : h1=2 h2=2", "air on frontier",
         // 0 against 0: under Fields of Ice the tie is the counter's, so the terrain does not turn.
         "  march 2 frontier\n    maneuver counter B\n    roll A maneuver=0 : c1=1 c2=2 c3=1\n"
         "    roll B maneuver=0 : c1=1 c2=2 c3=1\n",
         "roll A maneuver=0", "roll A maneuver=4",
         kNextTurn + "    maneuver counter B\n    roll A maneuver=0 : c1=1 c2=2 c3=1 #!\n", Terrain, Maneuver, Subtract,
         4},
        {"Palsy", kUndead, "roll A magic=6 death=6 : h1=2 h2=2", "death on B@frontier",
         "  march 2 frontier\n" + kMelee + "    roll B save=4 : c1=2 c2=5 c3=5\n    kill B c1\n", "roll B save=4",
         "roll B save=5", kNextTurn + kMelee + "    roll B save=3 : c2=5 c3=5 #!\n", Army, Save, Subtract, 1},
        {"Evil Eye", kUndead, "roll A magic=6 death=6 : h1=2 h2=2", "death on B@frontier",
         "  march 2 frontier\n" + kMelee + "    roll B save=3 : c1=2 c2=5 c3=5\n    kill B c2\n", "roll B save=3",
         "roll B save=5", kNextTurn + kMelee + "    roll B save=0 : c1=2 c3=5 #!\n", Army, Save, Subtract, 2},
        {"Decay", kGoblins, "roll A magic=6 death=6 : h1=3 h2=3", "death on B@frontier",
         fight.substr(0, fight.size() - kCounter.size()) +
             "    counter-attack B\n    roll B melee=4 : c1=6 c2=6 c3=2\n" + kCounterSave,
         "roll B melee=4", "roll B melee=6",
         kNextTurn + kMelee + kSave + "    counter-attack B\n    roll B melee=4 : c1=6 c2=6 c3=2 #!\n", Army, Melee,
         Subtract, 2},
        {"Higher Ground", kDwarfWizards, "roll A magic=6 earth=6 : h1=3 h2=3", "earth on B@frontier",
         "  march 2 frontier\n" + kMelee + kSave + "    counter-attack B\n    roll B melee=1 : c1=6 c2=6 c3=2\n" +
             kCounterSave,
         "roll B melee=1", "roll B melee=6",
         kNextTurn + kMelee + kSave + "    counter-attack B\n    roll B melee=1 : c1=6 c2=6 c3=2 #!\n", Army, Melee,
         Subtract, 5},
        {"Dancing Lights", kDwarfWizards, "roll A magic=6 fire=6 : h1=3 h2=3", "fire on B@frontier",
         // No melee results left: A makes no save roll.
         "  march 2 frontier\n" + kMelee + kSave + "    counter-attack B\n    roll B melee=0 : c1=6 c2=6 c3=2\n",
         "roll B melee=0", "roll B melee=6",
         kNextTurn + kMelee + kSave + "    counter-attack B\n    roll B melee=0 : c1=6 c2=6 c3=2 #!\n", Army, Melee,
         Subtract, 6},
        {"Fiery Weapon", kDwarfWizards, "roll A magic=6 fire=6 : h1=3 h2=3", "fire on A@frontier",
         // Two more melee results in A's attack; A's save roll (no melee or missile counted) is unchanged.
         "  march 2 frontier\n    action melee B\n    roll A melee=7 : c1=6 c2=3 c3=2\n" + kSave +
             "    kill B c2\n    counter-attack B\n    roll B melee=3 : c1=6 c3=2\n" + kCounterSave,
         "roll A melee=7", "roll A melee=5", kNextTurn + "    action melee B\n    roll A melee=7 : c1=6 c2=3 c3=2 #!\n",
         Army, Melee, Add, 2},
        {"Ash Storm", kDwarves, "roll A magic=2 fire=2 : h1=1 h2=1", "fire on frontier",
         "  march 2 frontier\n    action melee B\n    roll A melee=4 : c1=6 c2=3 c3=2\n"
         "    roll B save=4 : c1=2 c2=5 c3=5\n",
         "roll A melee=4", "roll A melee=5", kNextTurn + "    action melee B\n    roll A melee=4 : c1=6 c2=3 c3=2 #!\n",
         Terrain, Melee, Subtract, 1},
        {"Blizzard", kCoralElves, "roll A magic=6 air=6 : h1=3 h2=3", "air on frontier",
         "  march 2 frontier\n    action melee B\n    roll A melee=2 : c1=6 c2=3 c3=2\n" + kSave, "roll A melee=2",
         "roll A melee=5", kNextTurn + "    action melee B\n    roll A melee=2 : c1=6 c2=3 c3=2 #!\n", Terrain, Melee,
         Subtract, 3},
        {"Magic Drain", kFrostwings, "roll A magic=6 death=6 : h1=2 h2=2", "death on home:A",
         // B's horde at home:A takes a magic action in B's turn: 3 magic, 2 drained.
         "turn 2 B\n  march 1 home:A\n    action magic\n    roll B magic=1 : z1=3\n", "roll B magic=1",
         "roll B magic=3", "turn 3 A\nturn 4 B\n  march 1 home:A\n    action magic\n    roll B magic=1 : z1=3 #!\n",
         Terrain, Magic, Subtract, 2, [](LogSpec& s) { s.bHorde = "z1: Dwarves Thaumaturgist"; }},
        {"Wall of Fog", kCoralElves, "roll A magic=6 water=6 : h1=3 h2=3", "water on home:B",
         // B shoots A's horde at home:B in B's turn: 4 missile results, 6 lost to the fog.
         "turn 2 B\n  march 1 home:B\n    action missile A@home:B\n    roll B missile=0 : h1=6 h2=6\n",
         "roll B missile=0", "roll B missile=4",
         "turn 3 A\nturn 4 B\n  march 1 home:B\n    action missile A@home:B\n"
         "    roll B missile=0 : h1=6 h2=6 #!\n",
         Terrain, Missile, Subtract, 6,
         [](LogSpec& s) { s.bHome = "h1: Dwarves Crossbowman, h2: Dwarves Crossbowman"; }},
    };
}

class ModifierSpell : public ::testing::TestWithParam<ModifierCase> {};

// The state right after 'resolve 1': one effect, from the spell, by A, on the target, until A's next turn.
TEST_P(ModifierSpell, ResolutionMakesTheEffect) {
    const auto& c = GetParam();
    const auto spec = specFor(c);
    const auto state = replay(spec.text(castingLog(c, "")));
    ASSERT_EQ(state.effects.size(), 1U);
    const auto& fx = state.effects.front();
    EXPECT_EQ(fx.source, c.spell);
    EXPECT_EQ(fx.from, engine::Effect::From::Spell);
    EXPECT_EQ(fx.caster, 0);
    EXPECT_EQ(fx.expiresAtStartOf, 0);
    EXPECT_EQ(fx.target, c.kind);
    EXPECT_EQ(fx.magnitude, 1);
    ASSERT_FALSE(fx.modifiers.empty());
    EXPECT_TRUE(engine::hasType(fx.modifiers.front().types, c.type));
    EXPECT_EQ(fx.modifiers.front().op, c.op);
    EXPECT_EQ(fx.modifiers.front().amount, c.amount);
    if (c.kind == EffectTargetKind::Army) {
        const int owner = c.target.find("B@") != std::string::npos ? 1 : 0;
        EXPECT_EQ(fx.targetPlayer, owner);
        EXPECT_TRUE(fx.targetArmy.atTerrain());
    } else {
        EXPECT_GE(fx.targetTerrain, 0);
    }
}

TEST_P(ModifierSpell, LaterRollShowsTheModifier) {
    const auto& c = GetParam();
    expectVerified(specFor(c).text(castingLog(c, c.after)));
}

TEST_P(ModifierSpell, RollCountedWithoutTheSpellIsCaught) {
    const auto& c = GetParam();
    expectCaught(marked(specFor(c).text(castingLog(c, replaced(c.after, c.shown, c.unmodified))), c.unmodified),
                 "total");
}

TEST_P(ModifierSpell, SpellCountedAfterItEndedIsCaught) {
    const auto& c = GetParam();
    expectCaught(specFor(c).text(castingLog(c, c.after + c.expired)), "total");
}

INSTANTIATE_TEST_SUITE_P(Spells, ModifierSpell, ::testing::ValuesIn(modifierCases()), [](const auto& param) {
    std::string name;
    for (char ch : std::string(param.param.spell))
        if (ch != ' ') name += ch;
    return name;
});

// --- targets (checked when the spell is announced) ----------------------------------------------------------

std::string dwarvesCast(const std::string& castLine) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=2 : h1=1 h2=1\n    " + castLine +
           " #!\n    resolve 1\nresult none\n";
}

TEST(SpellTargets, TheTargetKindAndRangeOfTheSpellAreChecked) {
    LogSpec spec;
    expectCaught(spec.text(dwarvesCast("cast A Stone Skin with earth on frontier")), "targets an army");
    expectCaught(spec.text(dwarvesCast("cast A Stone Skin with earth")), "one target");
    expectCaught(spec.text(dwarvesCast("cast A Stone Skin with earth on A@frontier B@frontier")), "one target");
    expectCaught(spec.text(dwarvesCast("cast A Stone Skin with earth on B@reserve")), "B has no army at");
    expectCaught(spec.text(dwarvesCast("cast A Ash Storm with fire on A@frontier")), "targets a terrain");
    expectCaught(spec.text(dwarvesCast("cast A Ash Storm with fire on reserve")), "Reserve Area");
    // Any army: an opponent's too (B's horde at A's home).
    expectVerified(spec.text(replaced(dwarvesCast("cast A Stone Skin with earth on B@home:A"), " #!", "")));
    LogSpec undead;
    undead.aHome = kUndead;
    const std::string evilEye =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 : h1=2 h2=2\n"
        "    cast A Evil Eye with death on A@frontier #!\n    resolve 1\nresult none\n";
    expectCaught(undead.text(evilEye), "opposing army");
}

// --- the magic action: announce every spell, then resolve each once -----------------------------------------

struct TwoSpells {
    LogSpec spec;
    TwoSpells() { spec.aHome = kDwarfWizards; }
    [[nodiscard]] std::string log(const std::string& rest) const {
        return spec.text(
            "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=2 fire=4 : h1=3 h2=3\n"
            "    cast A Stone Skin with earth on A@frontier\n    cast A Fiery Weapon with fire on A@frontier\n" +
            rest + "result none\n");
    }
};

TEST(MagicAction, AnnouncedSpellsResolveOnceEachInTheOrderTheCasterChooses) {
    const TwoSpells game;
    expectVerified(game.log("    resolve 2\n    resolve 1\n"));
    const auto state = replay(game.log("    resolve 2\n    resolve 1\n"));
    ASSERT_EQ(state.effects.size(), 2U);
    EXPECT_EQ(state.effects[0].source, "Fiery Weapon");
    EXPECT_EQ(state.effects[1].source, "Stone Skin");
    expectCaught(game.log("    resolve 3 #!\n"), "spell 3 was not announced");
    expectCaught(game.log("    resolve 2\n    resolve 2 #!\n"), "resolved already");
    expectCaught(game.log("    resolve 1\n    cast A Stone Skin with earth on A@home:A #!\n"),
                 "announced before the first one is resolved");
    // The action is not over while a spell is unresolved.
    expectCaught(game.log("    resolve 1\n  march 2 frontier #!\n"), "resolve <n>");
    // After the last resolution the action is over.
    expectCaught(game.log("    resolve 1\n    resolve 2\n    resolve 1 #!\n"), "last of its 2 announced spell(s)");
}

TEST(MagicAction, SpellsSpendTheMagicRolled) {
    LogSpec spec;
    const std::string roll = "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=2 : h1=1 h2=1\n";
    expectCaught(spec.text(roll + "    cast A Stone Skin with earth on A@frontier\n"
                                  "    cast A Stone Skin with earth on A@home:A #!\nresult none\n"),
                 "only 0 magic is left");
    // Without a stated split the spells' elements must still come from the units' elements: Dwarves make no water.
    expectCaught(spec.text(roll + "    cast A Watery Double with water on A@frontier #!\nresult none\n"),
                 "cannot make 2 Water magic");
    // With a split, each element is spent from its own total.
    expectCaught(spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=2 fire=2 : h1=1 h2=1\n"
                           "    cast A Stone Skin with earth on A@frontier #!\nresult none\n"),
                 "only 0 Earth magic is left");
}

// A species spell is paid with magic that units of that species made (seed 415), whatever else the army made.
TEST(MagicAction, SpeciesSpellsSpendOnlyThatSpeciesMagic) {
    LogSpec spec;
    spec.aHome =
        "h1: Dwarves Footman, h2: Goblins Death Mage";  // 1 ID (earth or fire); face 3: 4 magic (earth or death)
    const std::string roll = "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=5 : h1=1 h2=3\n";
    // 5 earth magic is there, but the Dwarves made 1 of it.
    expectCaught(spec.text(roll + "    cast A Higher Ground with earth on B@frontier #!\nresult none\n"),
                 "needs 5 Earth magic made by Dwarves units");
    // The Goblins' 4 pay for Decay (3 death), and the earth left (the Dwarf's and the Goblins' last one) for
    // Stone Skin.
    expectVerified(spec.text(roll + "    cast A Decay with death on B@frontier\n    cast A Stone Skin with earth on "
                                    "A@home:A\n    resolve 1\n    resolve 2\nresult none\n"));
}

TEST(MagicAction, ResolveOutsideAMagicActionIsRefused) {
    LogSpec spec;
    expectCaught(spec.text("turn 1 A\n  march 1 frontier\n    resolve 1 #!\nresult none\n"), "no resolve is due");
}

TEST(MagicAction, ADispelMagicRollIsMadeByAUnitWithTheFace) {
    LogSpec spec;
    // Format 2: purpose words ('dispel') are readable. B's horde Footman has no Dispel Magic face (the roll itself:
    // EngineDamageSpellsTest, SaiDispelMagic).
    const auto v =
        verify(replaced(spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=2 : h1=1 h2=1\n"
                                  "    cast A Stone Skin with earth on B@home:A\n    roll B dispel : z1=1\n"
                                  "    resolve 1\nresult none\n"),
                        "format muster-matchlog 1", "format muster-matchlog 2"));
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, spec.bodyLine() + 5) << v.message;
    EXPECT_NE(v.message.find("no Dispel Magic face"), std::string::npos) << v.message;
}

// --- cumulative castings ---------------------------------------------------------------------------------

struct WindWalkTwice {
    LogSpec spec;
    WindWalkTwice() { spec.aHome = "h1: Coral Elves Enchanter, h2: Coral Elves Enchanter"; }  // face 3: 4 magic
    [[nodiscard]] std::string log(const std::string& casts, const std::string& maneuver) const {
        return spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=8 air=8 : h1=3 h2=3\n" +
                         casts + "  march 2 frontier\n    maneuver counter B\n    " + maneuver + "\n" +
                         kCounterManeuver + "    terrain up\nresult none\n");
    }
};

TEST(WindWalk, CombinedCastingsAddUpToOneEffect) {
    const WindWalkTwice game;
    const std::string combined = "    cast A Wind Walk with air x2 on A@frontier\n    resolve 1\n";
    const std::string separate =
        "    cast A Wind Walk with air on A@frontier\n    cast A Wind Walk with air on A@frontier\n"
        "    resolve 1\n    resolve 2\n";
    for (const auto& casts : {combined, separate}) {
        const std::string roll = "roll A maneuver=12 : c1=1 c2=2 c3=1";
        expectVerified(game.log(casts, roll));
        const auto state = replay(game.log(casts, roll));
        ASSERT_EQ(state.effects.size(), 1U) << casts;
        EXPECT_EQ(state.effects[0].magnitude, 2);
        EXPECT_EQ(state.effects[0].modifiers.at(0).amount, 8);
        // The summed amount counts once: 4 + 8, never 4 + 4 or 4 + 16.
        expectCaught(game.log(casts, "roll A maneuver=8 : c1=1 c2=2 c3=1 #!"), "maneuver total 12, not 8");
        expectCaught(game.log(casts, "roll A maneuver=20 : c1=1 c2=2 c3=1 #!"), "maneuver total 12, not 20");
    }
    // Castings on different targets stay apart.
    const auto apart = replay(game.log(
        "    cast A Wind Walk with air on A@frontier\n    cast A Wind Walk with air on A@home:A\n    resolve 1\n"
        "    resolve 2\n",
        "roll A maneuver=8 : c1=1 c2=2 c3=1"));
    EXPECT_EQ(apart.effects.size(), 2U);
}

TEST(Palsy, ThreeCastingsOnOneArmyTakeThreeResultsAndSpareItsManeuvers) {
    LogSpec spec;
    spec.aHome = kUndead;
    const std::string cast =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 death=6 : h1=2 h2=2\n"
        "    cast A Palsy with death x3 on B@frontier\n    resolve 1\n  march 2 frontier\n";
    // A maneuver roll is not touched; the save roll loses 3.
    expectVerified(spec.text(cast + kManeuver + kCounterManeuver + "    terrain up\n" + "    action melee B\n" +
                             "    roll A melee=5 : c1=6 c2=3 c3=2\n    roll B save=2 : c1=2 c2=5 c3=5\n"
                             "    kill B c1 c2\nresult none\n"));
}

// --- Fiery Weapon: melee or missile, whichever the roll counts ----------------------------------------------

TEST(FieryWeapon, AddsMissileResultsToAMissileAttack) {
    LogSpec spec;
    spec.aHome = kDwarfWizards;
    // A's horde (one Dwarves Footman) shoots B's home army at B's home terrain (face 2: missile).
    const std::string log =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 fire=6 : h1=3 h2=3\n"
        "    cast A Fiery Weapon with fire on A@home:B\n    resolve 1\n  march 2 home:B\n"
        "    action missile B@home:B\n    roll A missile=3 : z1=1\n"
        "    roll B save=2 : h1=2 h2=5\n    kill B h1\nresult none\n";
    expectVerified(spec.text(log));
    expectCaught(spec.text(replaced(log, "roll A missile=3 : z1=1", "roll A missile=1 : z1=1 #!")), "missile total 3");
}

// --- a modifier of choice in a combination roll (S0:L783) -------------------------------------------------------

// Ash Storm on the frontier takes one result from every army roll there; A's campaign army answers B's Charge with
// one melee and save roll, and A picks the type that loses it, which must be one it takes something from.
std::string ashStormThenCharge(const std::string& answer) {
    LogSpec spec;
    spec.aHome = kDwarves;
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Behemoth";
    return spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=2 fire=2 : h1=1 h2=1\n"
                     "    cast A Ash Storm with fire on frontier\n    resolve 1\nturn 2 B\n  march 1 frontier\n"
                     "    action melee A\n    roll B melee=3 : c1=3 c2=3 c3=2 c4=8\n" + answer + "result none\n");
}

TEST(AshStorm, InACombinationRollTheOwnerPicksTheTypeThatLosesTheResult) {
    // c1 1 melee, c2 3 saves, c3 1 melee: 2 melee and 3 saves before the Ash Storm.
    expectVerified(ashStormThenCharge("    roll A melee=1 save=3 : c1=3 c2=5 c3=2\n    kill B c1\n"));
    expectVerified(ashStormThenCharge("    roll A melee=2 save=2 : c1=3 c2=5 c3=2\n    kill A c1\n"
                                      "    kill B c1 c3\n"));
    // Applied once, and always.
    expectCaught(ashStormThenCharge("    roll A melee=2 save=3 : c1=3 c2=5 c3=2 #!\n"), "Ash Storm");
    expectCaught(ashStormThenCharge("    roll A melee=1 save=2 : c1=3 c2=5 c3=2 #!\n"), "combination roll gives");
}

TEST(AshStorm, InACombinationRollItGoesWhereItTakesSomethingIfItCan) {
    // c1 1 melee, c2 maneuver, c3 missile: no saves, so the Ash Storm must take the melee result.
    expectVerified(ashStormThenCharge("    roll A melee=0 save=0 : c1=3 c2=2 c3=3\n    kill A c1 c2\n"));
    expectCaught(ashStormThenCharge("    roll A melee=1 save=0 : c1=3 c2=2 c3=3 #!\n"), "Ash Storm");
}

TEST(AshStorm, InACombinationRollEachCastingGoesToATypeOfItsOwn) {
    // Two castings (one record of 2): A's 2 melee and 3 saves lose two results, one or both from either type.
    LogSpec spec;
    spec.aHome = kDwarfWizards;
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Behemoth";
    const auto game = [&](const std::string& answer) {
        return spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 fire=6 : h1=3 h2=3\n"
                         "    cast A Ash Storm with fire x2 on frontier\n    resolve 1\nturn 2 B\n  march 1 frontier\n"
                         "    action melee A\n    roll B melee=2 : c1=3 c2=3 c3=2 c4=8\n" + answer + "result none\n");
    };
    expectVerified(game("    roll A melee=1 save=2 : c1=3 c2=5 c3=2\n    kill B c1\n"));
    expectVerified(game("    roll A melee=2 save=1 : c1=3 c2=5 c3=2\n    kill A c1\n    kill B c1 c3\n"));
    expectCaught(game("    roll A melee=1 save=3 : c1=3 c2=5 c3=2 #!\n"), "Ash Storm");
}

TEST(AshStorm, CombinationRollScenarioLogAndBrokenCopy) {
    const std::string dir = std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/";
    const auto good = testing::verify(domain::readFile(dir + "ash-storm-combination.log"));
    EXPECT_EQ(good.status, MatchVerdict::Status::Verified) << good.message;
    const auto brokenText = domain::readFile(dir + "ash-storm-combination-broken.log");
    const auto broken = testing::verify(brokenText);
    EXPECT_EQ(broken.status, MatchVerdict::Status::Inconsistent) << broken.message;
    EXPECT_EQ(broken.line, testing::markedLine(brokenText)) << broken.message;
    EXPECT_NE(broken.message.find("Ash Storm"), std::string::npos) << broken.message;
}

// --- Fields of Ice: ties go to the counter-maneuver --------------------------------------------------------

TEST(FieldsOfIce, ATiedManeuverFails) {
    LogSpec spec;
    spec.aHome = kFrostwings;
    const std::string log =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 air=6 : h1=2 h2=2\n"
        "    cast A Fields of Ice with air on frontier\n    resolve 1\n  march 2 frontier\n"
        "    maneuver counter B\n    roll A maneuver=0 : c1=1 c2=2 c3=1\n"
        "    roll B maneuver=0 : c1=1 c2=2 c3=1\n    terrain up #!\nresult none\n";
    expectCaught(spec.text(log), "Fields of Ice");
}

// --- when effects end ----------------------------------------------------------------------------------------

TEST(SpellDuration, AnEffectLastsUntilTheCastersNextTurnBegins) {
    LogSpec spec;
    const std::string cast =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=2 : h1=1 h2=1\n"
        "    cast A Stone Skin with earth on A@frontier\n    resolve 1\n";
    EXPECT_EQ(replay(spec.text(cast + "turn 2 B\nresult none\n")).effects.size(), 1U);
    EXPECT_EQ(replay(spec.text(cast + "turn 2 B\nturn 3 A\nresult none\n")).effects.size(), 0U);
}

TEST(SpellDuration, AnArmyEffectEndsWhenTheArmyIsGone) {
    LogSpec spec;
    spec.aHome = kUndead;
    const std::string log =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 death=6 : h1=2 h2=2\n"
        "    cast A Evil Eye with death on B@frontier\n    resolve 1\n  march 2 frontier\n"
        "    action melee B\n    roll A melee=6 : c1=6 c2=6 c3=2\n"
        "    roll B save=0 : c1=3 c2=3 c3=2\n";
    EXPECT_EQ(replay(spec.text(log + "result none\n")).effects.size(), 1U);
    const auto after = replay(spec.text(log + "    kill B c1 c2 c3\nresult none\n"));
    EXPECT_TRUE(after.effects.empty());
    expectVerified(spec.text(log + "    kill B c1 c2 c3\nresult none\n"));
}

}  // namespace
}  // namespace muster::rules
