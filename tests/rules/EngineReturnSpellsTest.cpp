// Spells that move the caster's units, raise the dead or summon a dragon (V4.01d Spells): Path (seed 1089), Rally
// (seed 1128), Resurrect Dead (seed 1125) and Summon Dragon (seed 1130). For each: the state after a game that
// casts it, the targets it refuses, and the scenario log under tests/data/matchlogs/spells/ with its broken copy
// caught at the line marked "#!".
#include <gtest/gtest.h>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"

namespace muster::rules {
namespace {

using engine::Where;
using testing::expectVerified;
using testing::LogSpec;
using testing::replay;
using testing::verify;
using testing::markedLine;
using testing::expectCaught;
using Status = MatchVerdict::Status;

engine::Location whereIs(const engine::GameState& s, int owner, const std::string& label) {
    return s.piece(s.pieceIndex(owner, label)).loc;
}

int terrainIndex(const engine::GameState& s, const std::string& key) {
    for (std::size_t t = 0; t < s.terrains.size(); ++t)
        if (s.terrains[t].key == key) return static_cast<int>(t);
    return -1;
}

LogSpec withHome(const std::string& home) {
    LogSpec spec;
    spec.aHome = home;
    return spec;
}

std::string magic(const std::string& roll, const std::string& rest) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    " + roll + "\n" + rest + "result none\n";
}

const std::string kDwarfWizards = "h1: Dwarves Thaumaturgist, h2: Dwarves Thaumaturgist";  // face 3: 3 magic
const std::string kDwarfMagic = "roll A magic=6 earth=6 : h1=3 h2=3";

// ---- Path ---------------------------------------------------------------------------------------------------

TEST(SpellPath, MovesOneOfTheCastersUnitsToATerrainWhereItHasAnArmy) {
    const auto spec = withHome(kDwarfWizards);
    const auto log = spec.text(magic(kDwarfMagic, "    cast A Path with earth on A:c1 home:B\n    resolve 1\n"));
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 0, "c1"), engine::Location::at(terrainIndex(state, "home:B")));
    EXPECT_EQ(state.army(0, engine::Location::at(terrainIndex(state, "home:B"))).size(), 2U);  // with the horde
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Path with earth on B:c1 home:B #!\n")), "own units");
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Path with earth on A:h1 home:A #!\n")), "already");
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Path with earth on A:c1 A:c2 home:B #!\n")),
                 "at most 1 unit");
    expectCaught(spec.text(magic(kDwarfMagic, "    cast A Path with earth on A:c1 #!\n")), "then the terrain");
}

// ---- Rally --------------------------------------------------------------------------------------------------

TEST(SpellRally, MovesAmazonsToATerrainWhereTheCasterHasAmazons) {
    LogSpec spec;
    spec.aHome = "h1: Amazons Visionary, h2: Amazons Visionary";  // face 3: 4 magic of the terrain's elements
    spec.aCampaign = "c1: Amazons Soldier, c2: Amazons Warrior, c3: Dwarves Crossbowman";
    const std::string roll = "roll A magic=8 : h1=3 h2=3";
    const auto log = spec.text(magic(roll, "    cast A Rally with fire on A:c1 A:c2 home:A\n    resolve 1\n"));
    expectVerified(log);
    const auto state = replay(log);
    const auto home = engine::Location::at(terrainIndex(state, "home:A"));
    EXPECT_EQ(whereIs(state, 0, "c1"), home);
    EXPECT_EQ(whereIs(state, 0, "c2"), home);
    EXPECT_EQ(whereIs(state, 0, "c3").where, Where::Terrain);
    EXPECT_NE(whereIs(state, 0, "c3"), home);
    expectCaught(spec.text(magic(roll, "    cast A Rally with fire on A:c3 home:A #!\n")), "Amazons units");
    // A's horde at home:B has no Amazon.
    expectCaught(spec.text(magic(roll, "    cast A Rally with fire on A:c1 A:c2 home:B #!\n")), "an Amazon unit");
    // As many as the terrain has, up to three (a spell's "up to" is the most that can be applied, S0:L792).
    expectCaught(spec.text(magic(roll, "    cast A Rally with fire on A:c1 home:A #!\n")),
                 "2 at frontier (up to 3), not 1");
}

// ---- Resurrect Dead -----------------------------------------------------------------------------------------

// March 1: B's counter-attack kills A's Footman c1 at the frontier; march 2: A's home army casts.
const std::string kFootmanDies =
    "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n"
    "    roll B save=5 : c1=2 c2=5 c3=5\n    counter-attack B\n    roll B melee=6 : c1=6 c2=6 c3=2\n"
    "    roll A save=5 : c1=2 c2=5 c3=5\n    kill A c1\n  march 2 home:A\n    action magic\n";

TEST(SpellResurrectDead, ADeadUnitWithTheElementReturnsToTheCastingArmy) {
    const auto spec = withHome(kDwarfWizards);
    const auto log = spec.text(kFootmanDies +
                               "    roll A magic=6 fire=6 : h1=3 h2=3\n"
                               "    cast A Resurrect Dead with fire on A:c1\n    resolve 1\nresult none\n");
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 0, "c1"), engine::Location::at(terrainIndex(state, "home:A")));
    const std::string roll = "    roll A magic=6 fire=6 : h1=3 h2=3\n";
    expectCaught(spec.text(kFootmanDies + roll + "    cast A Resurrect Dead with fire on A:c2 #!\nresult none\n"),
                 "DUA");
    expectCaught(spec.text(kFootmanDies + roll + "    cast A Resurrect Dead with fire on B:c1 #!\nresult none\n"),
                 "DUA");
    // Coral Elves' air magic cannot raise a Dwarf (earth and fire).
    const auto elves = withHome("h1: Coral Elves Conjurer, h2: Coral Elves Conjurer");
    expectCaught(elves.text(kFootmanDies + "    roll A magic=6 air=6 : h1=3 h2=3\n"
                                           "    cast A Resurrect Dead with air on A:c1 #!\nresult none\n"),
                 "no Air element");
}

// ---- Exhume -------------------------------------------------------------------------------------------------

// March 1: A's attack kills B's Footman c1 and B's counter-attack kills A's Footman c1 at the frontier; march 2:
// A's Undead at home cast (Heucuva face 2: 3 death magic).
const std::string kBothFootmenDie =
    "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n"
    "    roll B save=4 : c1=3 c2=5 c3=5\n    kill B c1\n    counter-attack B\n    roll B melee=4 : c2=6 c3=2\n"
    "    roll A save=3 : c1=3 c2=5 c3=2\n    kill A c1\n  march 2 home:A\n    action magic\n"
    "    roll A magic=6 death=6 : h1=2 h2=2\n";

TEST(SpellExhume, TargetsWithoutASaveAreBuriedAndTheCasterReturnsAsMuch) {
    const auto spec = withHome("h1: Undead Heucuva, h2: Undead Heucuva");
    const std::string cast = "    cast A Exhume with death on B:c1\n    resolve 1\n";
    // The Footman rolls a melee face: no save, buried; A's Footman (1 health) returns to the casting army.
    const auto log = spec.text(kBothFootmenDie + cast + "    roll B save=0 : c1=3\n    return A c1\nresult none\n");
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 1, "c1").where, Where::Bua);
    EXPECT_EQ(whereIs(state, 0, "c1"), engine::Location::at(terrainIndex(state, "home:A")));
    // The return is optional.
    const auto without = replay(spec.text(kBothFootmenDie + cast + "    roll B save=0 : c1=3\nresult none\n"));
    EXPECT_EQ(whereIs(without, 0, "c1").where, Where::Dua);
    // A save result keeps it in the DUA, and nothing is buried to return.
    const auto saved = replay(spec.text(kBothFootmenDie + cast + "    roll B save=1 : c1=2\nresult none\n"));
    EXPECT_EQ(whereIs(saved, 1, "c1").where, Where::Dua);
    expectCaught(spec.text(kBothFootmenDie + cast + "    roll B save=1 : c1=2\n    return A c1 #!\nresult none\n"),
                 "return");
    expectCaught(spec.text(kBothFootmenDie + cast + "    roll B save=1 : c1=3 #!\nresult none\n"), "save total 0");
    // Targets: units of an opponent's DUA, up to three health-worth per casting.
    expectCaught(spec.text(kBothFootmenDie + "    cast A Exhume with death on A:c1 #!\nresult none\n"),
                 "an opponent's DUA");
    expectCaught(spec.text(kBothFootmenDie + "    cast A Exhume with death on B:c2 #!\nresult none\n"),
                 "an opponent's DUA");
}

TEST(SpellResurrectDead, SeparateCastingsOnOneUnitAddUpWithOneElement) {
    // The Sergeant (c2, 2 health) dies in A's first march; two castings of 1 raise it.
    const auto spec = withHome(kDwarfWizards);
    const std::string dies =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=3 c3=2\n"
        "    roll B save=5 : c1=2 c2=5 c3=5\n    counter-attack B\n    roll B melee=6 : c1=6 c2=6 c3=2\n"
        "    roll A save=4 : c1=2 c2=5 c3=2\n    kill A c2\n  march 2 home:A\n    action magic\n"
        "    roll A magic=6 : h1=3 h2=3\n";
    const auto log = spec.text(dies +
                               "    cast A Resurrect Dead with fire on A:c2\n"
                               "    cast A Resurrect Dead with fire on A:c2\n    resolve 2\n    resolve 1\n"
                               "result none\n");
    expectVerified(log);
    EXPECT_EQ(whereIs(replay(log), 0, "c2"), engine::Location::at(terrainIndex(replay(log), "home:A")));
    // One element for all castings on one unit; one casting alone is too little.
    expectCaught(spec.text(dies + "    cast A Resurrect Dead with fire on A:c2\n"
                                  "    cast A Resurrect Dead with earth on A:c2 #!\nresult none\n"),
                 "same element");
    expectCaught(spec.text(dies + "    cast A Resurrect Dead with fire on A:c2\n    resolve 1 #!\nresult none\n"),
                 "1 casting(s) announced for 2 health-worth");
}

// ---- Summon Dragon ------------------------------------------------------------------------------------------

TEST(SpellSummonDragon, ADragonOfTheElementComesFromAPoolToTheTerrain) {
    const auto spec = withHome(kDwarfWizards + ", h3: Dwarves Thaumaturgist");
    const std::string roll = "roll A magic=9 fire=9 : h1=3 h2=3 h3=3";
    const auto log = spec.text(magic(roll, "    cast A Summon Dragon with fire on frontier A:d1\n    resolve 1\n"));
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 0, "d1"), engine::Location::at(terrainIndex(state, "frontier")));
    // B's Water Drake does not come to fire magic.
    expectCaught(spec.text(magic(roll, "    cast A Summon Dragon with fire on frontier B:d1 #!\n")), "Summon Dragon");
    expectCaught(spec.text(magic(roll, "    cast A Summon Dragon with fire on frontier #!\n")),
                 "one dragon per casting");
    expectCaught(spec.text(magic(roll, "    cast A Summon Dragon with fire on reserve A:d1 #!\n")), "Reserve Area");
    // A unit is no dragon; an unknown label is refused with a message.
    const auto unit = spec.text(magic(roll, "    cast A Summon Dragon with fire on frontier A:c1 #!\n"));
    EXPECT_EQ(verify(unit).status, Status::Inconsistent) << verify(unit).message;
    EXPECT_EQ(verify(unit).line, markedLine(unit));
    const auto unknown = spec.text(magic(roll, "    cast A Summon Dragon with fire on frontier A:zz #!\n"));
    EXPECT_NE(verify(unknown).status, Status::Verified);
    EXPECT_EQ(verify(unknown).line, markedLine(unknown)) << verify(unknown).message;
}

// ---- Esfah's Gift --------------------------------------------------------------------------------------------

// A's Amazon home army with a Highland Knoll (p1) and a Coastland Bridge (p2) in the pool: turn 1 brings the Knoll
// in, turn 3 buries it and then casts (the given lines).
std::string esfahsGift(const std::string& cast, const std::string& after = "") {
    LogSpec spec = withHome("h1: Amazons Visionary, h2: Amazons Visionary");
    spec.version = 2;
    spec.aPool = "d1: Fire Drake, p1: Highland Knoll, p2: Coastland Bridge, p3: Highland Village";
    return spec.text("turn 1 A\n  march 1 home:A\n    minor A bring p1 5\nturn 2 B\nturn 3 A\n  march 1 home:A\n"
                     "    minor A bury\n    action magic\n    roll A magic=8 : h1=3 h2=3\n" +
                     cast + after + "result none\n");
}

TEST(SpellEsfahsGift, MovesAMinorTerrainFromTheCastersBuaToTheSummoningPool) {
    const auto log = esfahsGift("    cast A Esfah's Gift with fire on A:p1\n    resolve 1\n");
    expectVerified(log);
    const auto state = replay(log);
    EXPECT_EQ(whereIs(state, 0, "p1").where, Where::Pool);
    EXPECT_EQ(state.piece(state.pieceIndex(0, "p1")).face, -1);
    // Before the resolve it is still buried.
    const auto announced = replay(esfahsGift("    cast A Esfah's Gift with fire on A:p1\n"));
    EXPECT_EQ(whereIs(announced, 0, "p1").where, Where::Bua);
    // Back in the pool, it can be brought into play again.
    expectVerified(esfahsGift("    cast A Esfah's Gift with fire on A:p1\n    resolve 1\n",
                              "turn 4 B\nturn 5 A\n  march 1 home:A\n    minor A bring p1 6\n"));
    // Without the spell it stays in the BUA and cannot be brought in.
    expectCaught(esfahsGift("", "turn 4 B\nturn 5 A\n  march 1 home:A\n    minor A bring p1 6 #!\n"), "");
}

TEST(SpellEsfahsGift, RefusesTargetsOutsideTheCastersBua) {
    // A minor terrain still in the pool, a unit, a missing target, two terrains for one casting.
    expectCaught(esfahsGift("    cast A Esfah's Gift with fire on A:p2 #!\n"), "is not one");
    expectCaught(esfahsGift("    cast A Esfah's Gift with fire on A:h1 #!\n"), "is not one");
    expectCaught(esfahsGift("    cast A Esfah's Gift with fire #!\n"), "one minor terrain in your BUA per casting");
    expectCaught(esfahsGift("    cast A Esfah's Gift with fire on A:p1 A:p2 #!\n"), "per casting");
    // Needs Amazons' magic: a Dwarf army cannot cast it.
    LogSpec dwarves = withHome(kDwarfWizards);
    dwarves.version = 2;
    dwarves.aPool = "d1: Fire Drake, p1: Highland Knoll";
    expectCaught(dwarves.text("turn 1 A\n  march 1 home:A\n    minor A bring p1 5\nturn 2 B\nturn 3 A\n"
                              "  march 1 home:A\n    minor A bury\n    action magic\n    " + kDwarfMagic +
                              "\n    cast A Esfah's Gift with earth on A:p1 #!\nresult none\n"),
                 "Amazons");
}

// ---- the scenario logs --------------------------------------------------------------------------------------

void expectScenario(const std::string& name, const std::string& why) {
    testing::expectScenarioAndBrokenCopyAtMark(std::string(MUSTER_TEST_DATA) + "/matchlogs/spells/", name, why);
}

TEST(SpellPath, ScenarioLogAndBrokenCopy) {
    expectScenario("path", "not in the damaged army");
}
TEST(SpellRally, ScenarioLogAndBrokenCopy) {
    expectScenario("rally", "an Amazon unit");
}
TEST(SpellResurrectDead, ScenarioLogAndBrokenCopy) {
    expectScenario("resurrect-dead", "1 casting(s) announced for 2 health-worth");
}
TEST(SpellExhume, ScenarioLogAndBrokenCopy) {
    expectScenario("exhume", "save total 0");
}
TEST(SpellEsfahsGift, ScenarioLogAndBrokenCopy) {
    expectScenario("esfahs-gift", "is not one");
}
TEST(SpellSummonDragon, ScenarioLogAndBrokenCopy) {
    expectScenario("summon-dragon", "Summon Dragon");
}

}  // namespace
}  // namespace muster::rules
