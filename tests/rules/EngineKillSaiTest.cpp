// SAIs that kill, bury or send defenders to their Reserve Area (V4.01d SAIs: Slay, Swallow, Seize, Scare,
// Entangle, Breath, Flame, Roar) and Rise from the Ashes when its unit is killed or buried: face-literal checks of
// each handler per roll purpose, then the scenario logs under tests/data/matchlogs/sais/ (each verifies, ends with
// its targets where the SAI sends them, and its broken copy is caught at the line the copy changed).
// Dice (1-based faces): Undead Minor Death 5 = 4 Slay; Goblins Cannibal 2 = 4 Swallow; Dwarves Roc 5 = 4 Seize;
// Undead Death Knight 6 = 3 Scare; Coral Elves Tako 2 = 4 Entangle; Dragonkin Fire Dragonvictor 4 = 4 Breath;
// Firewalkers Gorgon 2 = 2 Flame; Dwarves Androsphinx 2 = 4 Roar; Firewalkers Phoenix 3 and 9 = 4 Rise from the
// Ashes, 4 = 4 Smite, 6 = 4 Save.
#include <gtest/gtest.h>

#include <sstream>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/RollResolver.h"

namespace muster::rules {
namespace {

using engine::RollContext;
using engine::RollResolver;
using engine::RollType;
using engine::Where;
using testing::engineCatalog;
using testing::expectInconsistentWith;
using testing::expectSaiScenario;
using testing::expectVerified;
using testing::replay;
using testing::verify;
using Status = MatchVerdict::Status;

// ---- face-literal: what each handler does per roll purpose

struct FaceCase {
    const char* die;
    int face;  // 1-based
    RollType type;
    bool dragon;
    int results;           // the roll's total from this face alone
    const char* decision;  // the SAI that waits for targets, or ""
};

void expectFace(const FaceCase& c) {
    static const RollResolver resolver(engineCatalog());
    RollContext context;
    context.type = c.type;
    context.dragonAttack = c.dragon;
    if (c.type == RollType::Save) context.saveAgainst = RollType::Melee;
    const auto out = resolver.resolve({{*engineCatalog().findDie(c.die), c.face - 1}}, context);
    const std::string where = std::string(c.die) + " face " + std::to_string(c.face) + " in a " +
                              std::string(engine::toString(c.type)) + (c.dragon ? " dragon" : "") + " roll";
    EXPECT_EQ(out.base, c.results) << where;
    if (*c.decision == '\0') {
        EXPECT_EQ(out.unsupported, "") << where;
        EXPECT_TRUE(out.decisions.empty()) << where;
    } else {
        ASSERT_EQ(out.decisions.size(), 1U) << where;
        EXPECT_EQ(out.decisions.front(), c.decision) << where;
    }
}

// A melee-only SAI: a decision in a melee attack, nothing in any other roll (dragon attacks included).
void expectMeleeOnly(const char* die, int face, const char* sai) {
    expectFace({die, face, RollType::Melee, false, 0, sai});
    expectFace({die, face, RollType::Melee, true, 0, ""});
    expectFace({die, face, RollType::Missile, false, 0, ""});
    expectFace({die, face, RollType::Save, false, 0, ""});
    expectFace({die, face, RollType::Maneuver, false, 0, ""});
    expectFace({die, face, RollType::Magic, false, 0, ""});
}

TEST(SaiSlay, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Undead Minor Death", 5, "Slay");
}

TEST(SaiSwallow, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Goblins Cannibal", 2, "Swallow");
    expectMeleeOnly("Frostwings Remorhaz", 2, "Swallow");  // X=1 Swallow still targets one unit
}

TEST(SaiScare, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Undead Death Knight", 6, "Scare");
}

TEST(SaiEntangle, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Coral Elves Tako", 2, "Entangle");
}

TEST(SaiBreath, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Dragonkin Fire Dragonvictor", 4, RollType::Melee, false, 0, "Breath"},
             FaceCase{"Dragonkin Fire Dragonvictor", 4, RollType::Melee, true, 0, ""},
             FaceCase{"Dragonkin Fire Dragonvictor", 4, RollType::Save, false, 4, ""},  // the automatic saves only
             FaceCase{"Dragonkin Fire Dragonvictor", 4, RollType::Maneuver, false, 0, ""},
         })
        expectFace(c);
}

TEST(SaiFlame, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Firewalkers Gorgon", 2, "Flame");
    expectMeleeOnly("Lava Elves Hell Hound", 5, "Flame");
}

TEST(SaiRoar, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Dwarves Androsphinx", 2, "Roar");
}

TEST(SaiPlague, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Undead Minor Death", 3, "Plague");
}

TEST(SaiConvert, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Undead Vampire", 6, "Convert");
}

// Regenerate and Wild Growth: a decision in melee and missile attacks and magic actions; in a save roll X saves
// unless the face's annotation says otherwise (tested with games below); nothing in maneuver rolls.
void expectOwnArmyChoice(const char* die, int face, const char* sai) {
    static const RollResolver resolver(engineCatalog());
    for (const auto type : {RollType::Melee, RollType::Missile, RollType::Magic}) {
        RollContext context;
        context.type = type;
        const auto out = resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, context);
        ASSERT_EQ(out.decisions.size(), 1U) << die << " in " << engine::toString(type);
        EXPECT_EQ(out.decisions.front(), sai);
        EXPECT_EQ(out.base, 0);
    }
    {
        // In a save roll, without an annotation: X saves and nothing to decide.
        RollContext context;
        context.type = RollType::Save;
        context.saveAgainst = RollType::Melee;
        const auto out = resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, context);
        EXPECT_EQ(out.unsupported, "") << die;
        EXPECT_TRUE(out.decisions.empty()) << die;
        EXPECT_EQ(out.base, 4) << die;
    }
    expectFace({die, face, RollType::Maneuver, false, 0, ""});
}

TEST(SaiRegenerate, FaceLiteralPerRollPurpose) {
    expectOwnArmyChoice("Goblins Troll", 2, "Regenerate");
}

TEST(SaiWildGrowth, FaceLiteralPerRollPurpose) {
    expectOwnArmyChoice("Treefolk Strangle Vine", 8, "Wild Growth");
}

TEST(SaiCharm, FaceLiteralPerRollPurpose) {
    expectMeleeOnly("Lava Elves Beholder", 5, "Charm");
}

TEST(SaiVanish, FaceLiteralPerRollPurpose) {
    static const RollResolver resolver(engineCatalog());
    static const RollType kAgainst[] = {RollType::Melee, RollType::Missile};
    for (const RollType against : kAgainst) {
        RollContext context;
        context.type = RollType::Save;
        context.saveAgainst = against;
        const auto out = resolver.resolve({{*engineCatalog().findDie("Undead Ghost"), 5}}, context);
        EXPECT_EQ(out.base, 3);  // X saves, and the move to decide
        ASSERT_EQ(out.decisions.size(), 1U);
        EXPECT_EQ(out.decisions.front(), "Vanish");
    }
    expectFace({"Undead Ghost", 6, RollType::Melee, false, 0, ""});
    expectFace({"Undead Ghost", 6, RollType::Maneuver, false, 0, ""});
}

// Ferry, Firewalking, Teleport: an optional move in melee and missile attacks, saves against them, magic actions and
// the other army rolls (a save against a spell, a dragon attack: right after the roll); X maneuver in maneuver rolls
// (Firewalking, Teleport); the same optional move in a unit's own non-maneuver roll (issue 21).
void expectMove(const char* die, int face, const char* sai, int maneuver) {
    static const RollResolver resolver(engineCatalog());
    static const RollType kTypes[] = {RollType::Melee, RollType::Missile, RollType::Magic, RollType::Save};
    for (const RollType type : kTypes) {
        RollContext context;
        context.type = type;
        if (type == RollType::Save) context.saveAgainst = RollType::Melee;
        const auto out = resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, context);
        EXPECT_EQ(out.base, 0) << die;
        ASSERT_EQ(out.decisions.size(), 1U) << die << " in " << engine::toString(type);
        EXPECT_EQ(out.decisions.front(), sai);
    }
    expectFace({die, face, RollType::Maneuver, false, maneuver, ""});
    expectFace({die, face, RollType::Melee, true, 0, sai});  // the army's roll against a dragon attack
    RollContext spell;
    spell.type = RollType::Save;
    spell.saveAgainst = RollType::Magic;
    EXPECT_EQ(resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, spell).decisions,
              std::vector<std::string>{sai});
    RollContext alone;
    alone.type = RollType::Save;
    alone.individual = true;
    EXPECT_EQ(resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, alone).decisions,
              std::vector<std::string>{sai})
        << die;
}

TEST(SaiFerry, FaceLiteralPerRollPurpose) {
    expectMove("Coral Elves Gryphon", 5, "Ferry", 0);
}

TEST(SaiFirewalking, FaceLiteralPerRollPurpose) {
    expectMove("Firewalkers Genie", 8, "Firewalking", 4);
    expectMove("Amazons Nightmare", 2, "Firewalking", 4);
}

TEST(SaiTeleport, FaceLiteralPerRollPurpose) {
    expectMove("Treefolk Unicorn", 4, "Teleport", 4);
}

TEST(SaiSeize, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Dwarves Roc", 5, RollType::Missile, false, 0, "Seize"},
             FaceCase{"Dwarves Roc", 5, RollType::Missile, true, 0, ""},
             FaceCase{"Dwarves Roc", 5, RollType::Melee, false, 0, ""},
             FaceCase{"Dwarves Roc", 5, RollType::Save, false, 0, ""},
             FaceCase{"Dwarves Roc", 5, RollType::Maneuver, false, 0, ""},
         })
        expectFace(c);
}

TEST(SaiRiseFromTheAshes, FaceLiteralPerRollPurpose) {
    for (const auto& c : {
             FaceCase{"Firewalkers Phoenix", 3, RollType::Save, false, 4, ""},  // X saves
             FaceCase{"Firewalkers Phoenix", 9, RollType::Save, true, 4, ""},
             FaceCase{"Firewalkers Phoenix", 3, RollType::Melee, false, 0, ""},
             FaceCase{"Firewalkers Phoenix", 3, RollType::Maneuver, false, 0, ""},
         })
        expectFace(c);
}

// ---- scenario logs with legal 24-point forces

using testing::lineOf;

const std::string kDir = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

// The scenario verifies; its broken copy is caught at the changed line with `why` in the message.
// Where B's unit ends in the scenario log.
Where whereB(const std::string& name, const std::string& label) {
    const auto state = replay(domain::readFile(kDir + name + ".log"));
    return state.piece(state.pieceIndex(1, label)).loc.where;
}

TEST(SaiSlay, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("slay", "roll B id=1 : c1=3", "0 of the targets show their ID, not 1");
    EXPECT_EQ(whereB("slay", "c1"), Where::Dua);
}

TEST(SaiSwallow, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("swallow", "sai A Swallow c4 : c3 c5", "targets one unit, not 2");
    EXPECT_EQ(whereB("swallow", "c3"), Where::Bua);
    EXPECT_EQ(whereB("swallow", "c2"), Where::Terrain);
}

TEST(SaiSeize, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("seize", "roll B save=0 : c1=3 c3=3 c4=3", "'c1' does not roll here (it is in reserve)");
    EXPECT_EQ(whereB("seize", "c1"), Where::Reserve);
    EXPECT_EQ(whereB("seize", "c2"), Where::Dua);
    EXPECT_EQ(whereB("seize", "c5"), Where::Dua);
}

TEST(SaiScare, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("scare", "roll B save=1 : c1=1 c2=3", "save total 2, not 1");
    EXPECT_EQ(whereB("scare", "c1"), Where::Dua);      // showed its ID: killed
    EXPECT_EQ(whereB("scare", "c2"), Where::Reserve);  // no save result: to the Reserve Area
}

TEST(SaiEntangle, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("entangle", "sai A Entangle c4 : c1", "targets as much as it can");
    EXPECT_EQ(whereB("entangle", "c1"), Where::Dua);
    EXPECT_EQ(whereB("entangle", "c3"), Where::Dua);
}

TEST(SaiFlame, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("flame", "sai A Flame c4 : c1 c2", "at most 2 health-worth");
    EXPECT_EQ(whereB("flame", "c2"), Where::Bua);
    EXPECT_EQ(whereB("flame", "c4"), Where::Bua);
}

TEST(SaiRoar, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("roar", "roll B save=0 : c1=3 c2=3 c4=3 c5=3", "'c1' does not roll here (it is in reserve)");
    EXPECT_EQ(whereB("roar", "c1"), Where::Reserve);
    EXPECT_EQ(whereB("roar", "c3"), Where::Reserve);
}

TEST(SaiRiseFromTheAshes, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("rise-from-the-ashes", "roll B rise=0 : c3=9",
                      "1 of the units show Rise from the Ashes and go to the Reserve Area, not 0");
    EXPECT_EQ(whereB("rise-from-the-ashes", "c3"), Where::Reserve);
}

TEST(SaiPlague, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("plague", "plague A c5", "named by the killed unit's owner, B");
    EXPECT_EQ(whereB("plague", "c2"), Where::Dua);
    EXPECT_EQ(whereB("plague", "c5"), Where::Dua);
    EXPECT_EQ(whereB("plague", "c4"), Where::Terrain);
}

TEST(SaiConvert, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("convert", "return A c2 c3", "'c3' is not there");
    EXPECT_EQ(whereB("convert", "c4"), Where::Dua);
    EXPECT_EQ(whereB("convert", "c5"), Where::Dua);
    const auto state = replay(domain::readFile(kDir + "convert.log"));
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c2")).loc.where, Where::Terrain);  // back in A's army
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c5")).loc.where, Where::Terrain);
}

TEST(SaiRegenerate, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("regenerate", "sai A Regenerate c4 : c2 c3 c1", "'c1' is not there");
    const auto state = replay(domain::readFile(kDir + "regenerate.log"));
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c2")).loc.where, Where::Terrain);
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c3")).loc.where, Where::Terrain);
}

TEST(SaiWildGrowth, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("wild-growth", "sai A Wild Growth c4 : c3 c2", "'c2' is not in A's DUA");
    const auto state = replay(domain::readFile(kDir + "wild-growth.log"));
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c1")).loc.where, Where::Terrain);  // the Sergeant is back
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c2")).loc.where, Where::Dua);      // in exchange for the Footman
}

TEST(SaiCharm, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("charm", "roll B save=2 : c1=3 c2=2 c4=3 c5=2", "'c1' does not roll here: it is charmed");
    for (const char* label : {"c1", "c2", "c3", "c4", "c5"}) EXPECT_EQ(whereB("charm", label), Where::Dua) << label;
}

std::string variant(const std::string& name, const std::string& from, const std::string& to);

TEST(SaiVanish, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("vanish", "sai B Vanish c3 frontier", "at frontier already");
    EXPECT_EQ(whereB("vanish", "c3"), Where::Reserve);
    EXPECT_EQ(whereB("vanish", "c1"), Where::Dua);
}

TEST(SaiVanish, TheMoveIsStatedAndOptional) {
    // Staying: the Ghost's saves count and it can be killed like any unit.
    const auto stay = variant("vanish", "    sai B Vanish c3 reserve         # the Ghost leaves for the Reserve Area\n"
                                        "    kill B c1 c2 c4 ",
                              "    sai B Vanish c3\n    kill B c3 c2 ");
    expectVerified(stay);
    EXPECT_EQ(replay(stay).piece(replay(stay).pieceIndex(1, "c3")).loc.where, Where::Dua);
    // The decision is stated before the damage is allocated.
    expectInconsistentWith(variant("vanish", "    sai B Vanish c3 reserve ", "#"), "sai B Vanish c3");
    // The unit that left is not in the army any more.
    expectInconsistentWith(variant("vanish", "kill B c1 c2 c4 ", "kill B c2 c3 "));
}

TEST(SaiTeleport, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("teleport", "roll A save=0 : c1=3 c2=3", "'c2' does not roll here (it is in home:A)");
    const auto state = replay(domain::readFile(kDir + "teleport.log"));
    for (const char* label : {"c2", "c3", "c4"})
        EXPECT_EQ(state.piece(state.pieceIndex(0, label)).loc, state.piece(state.pieceIndex(0, "h1")).loc) << label;
}

TEST(SaiFirewalking, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("firewalking", "kill B c1 c2", "'c1' is not in the damaged army");
    EXPECT_EQ(whereB("firewalking", "c3"), Where::Terrain);
    EXPECT_EQ(whereB("firewalking", "c2"), Where::Dua);
}

TEST(SaiFerry, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("ferry", "sai A Ferry c4 reserve", "not the Reserve Area");
    const auto state = replay(domain::readFile(kDir + "ferry.log"));
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c1")).loc, state.piece(state.pieceIndex(0, "h1")).loc);
}

TEST(SaiTeleport, TheMoveIsOptionalAndCarriesAtMostThreeHealthWorth) {
    // No 'sai' line: nobody moves, so the melee of the Footman and the Crossbowman counts: the stated 2, which leaves
    // the movers out (S0:L751), is refused at the roll.
    const auto stay = variant("teleport", "    sai A Teleport c4 home:A : c2 c3   # the Unicorn takes the Footman and the Crossbowman home\n", "");
    const auto v = verify(stay);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("melee total 4, not 2"), std::string::npos) << v.message;
    // The Sergeant (2) and the Footman (1) and the Crossbowman (1) are 4 health-worth: one too many.
    const auto much = verify(variant("teleport", "sai A Teleport c4 home:A : c2 c3 ", "sai A Teleport c4 home:A : c1 c2 c3 "));
    EXPECT_EQ(much.status, Status::Inconsistent) << much.message;
    EXPECT_NE(much.message.find("at most 3 health-worth along; 4 is too much"), std::string::npos) << much.message;
    // Stating no move is the same as leaving the line out.
    const auto stated = verify(variant("teleport", "sai A Teleport c4 home:A : c2 c3 ", "sai A Teleport c4 "));
    EXPECT_EQ(stated.status, v.status) << stated.message;
    EXPECT_EQ(stated.message, v.message);
    expectInconsistentWith(variant("teleport", "sai A Teleport c4 home:A : c2 c3 ", "sai A Teleport c4 : c2 c3 "),
                           "names the terrain");
}

TEST(SaiVanish, FromTheDuaOnlyItsSavesWork) {
    // Poison kills the Ghost; its burial save shows Vanish: 3 saves, so it stays in the DUA (no move from there).
    testing::LogSpec spec;
    spec.version = 2;
    spec.aCampaign = "c1: Dwarves Footman, c2: Goblins Death Naga";
    spec.bCampaign = "c1: Undead Ghost, c2: Dwarves Footman";
    const auto text = spec.text(
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=2 c2=Poison\n"
        "    sai A Poison c2 : c1 c2\n    roll B save=0 : c1=3 c2=3\n    roll B save=3 : c1=Vanish c2=3\n"
        "result none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c1")).loc.where, Where::Dua);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c2")).loc.where, Where::Bua);
}

TEST(SaiVanish, FaceLiteralInASaveAgainstMagicADragonAttackAndAnIndividualSave) {
    // Undead Ghost face 6 = 3 Vanish: 3 saves. In an army's save roll against a spell or a dragon attack, and in a
    // unit's own save roll, the move is an optional 'sai' line right after the roll.
    static const RollResolver resolver(engineCatalog());
    RollContext magic;
    magic.type = RollType::Save;
    magic.saveAgainst = RollType::Magic;
    RollContext dragon;
    dragon.type = RollType::Save;
    dragon.dragonAttack = true;
    RollContext alone;
    alone.type = RollType::Save;
    alone.individual = true;
    for (const RollContext& context : {magic, dragon, alone}) {
        const auto out = resolver.resolve({{*engineCatalog().findDie("Undead Ghost"), 5}}, context);
        EXPECT_EQ(out.base, 3);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Vanish"});
    }
}

// B's campaign army: the Ghost (Vanish on face 6) and a Footman (face 3: no save).
testing::LogSpec ghostSpec(const std::string& aHome) {
    testing::LogSpec spec;
    spec.aHome = aHome;
    spec.bCampaign = "c1: Undead Ghost, c2: Dwarves Footman";
    return spec;
}

std::string magicTurn(const std::string& roll, const std::string& rest) {
    return "turn 1 A\n  march 1 home:A\n    action magic\n    " + roll + "\n" + rest + "result none\n";
}

TEST(SaiVanish, ItsSavesCountInTheArmysSaveAgainstASpell) {
    const auto spec = ghostSpec("h1: Coral Elves Conjurer, h2: Coral Elves Conjurer");
    const std::string cast = "    cast A Hailstorm with air x2 on B@frontier\n    resolve 1\n";
    // 2 damage, 3 saves from Vanish: nobody dies.
    const auto saved =
        spec.text(magicTurn("roll A magic=6 air=6 : h1=3 h2=3", cast + "    roll B save=3 : c1=Vanish c2=3\n"));
    expectVerified(saved);
    EXPECT_EQ(replay(saved).piece(replay(saved).pieceIndex(1, "c1")).loc.where, Where::Terrain);
    EXPECT_EQ(replay(saved).piece(replay(saved).pieceIndex(1, "c2")).loc.where, Where::Terrain);
    // The saves are counted: a total without them is refused.
    const auto wrong =
        verify(spec.text(magicTurn("roll A magic=6 air=6 : h1=3 h2=3", cast + "    roll B save=0 : c1=Vanish c2=3\n")));
    EXPECT_EQ(wrong.status, Status::Inconsistent) << wrong.message;
    EXPECT_NE(wrong.message.find("save total 3"), std::string::npos) << wrong.message;
    // The move is an optional 'sai' line right after the roll (SaiResolutionFrame::afterRoll): the Ghost goes to
    // the Reserve Area, and its saves still count for the army it left.
    const auto moved = spec.text(magicTurn("roll A magic=6 air=6 : h1=3 h2=3",
                                           cast + "    roll B save=3 : c1=Vanish c2=3\n    sai B Vanish c1 reserve\n"));
    expectVerified(moved);
    EXPECT_EQ(replay(moved).piece(replay(moved).pieceIndex(1, "c1")).loc.where, Where::Reserve);
    EXPECT_EQ(replay(moved).piece(replay(moved).pieceIndex(1, "c2")).loc.where, Where::Terrain);
}

TEST(SaiVanish, ItsSavesCountInAUnitsOwnSaveAgainstFirebolt) {
    const auto spec = ghostSpec("h1: Dwarves Thaumaturgist, h2: Dwarves Thaumaturgist");
    const std::string cast = "    cast A Firebolt with fire x2 on B:c1\n    resolve 1\n";
    const auto saved =
        spec.text(magicTurn("roll A magic=6 fire=6 : h1=3 h2=3", cast + "    roll B save=3 : c1=Vanish\n"));
    expectVerified(saved);
    EXPECT_EQ(replay(saved).piece(replay(saved).pieceIndex(1, "c1")).loc.where, Where::Terrain);
    const auto wrong =
        verify(spec.text(magicTurn("roll A magic=6 fire=6 : h1=3 h2=3", cast + "    roll B save=0 : c1=Vanish\n")));
    EXPECT_EQ(wrong.status, Status::Inconsistent) << wrong.message;
    EXPECT_NE(wrong.message.find("save total 3"), std::string::npos) << wrong.message;
    // The move is an optional 'sai' line right after the unit's own roll too (issue 21): the Ghost goes to the
    // Reserve Area, its 3 saves still stopping the Firebolt's damage.
    const auto moved = spec.text(magicTurn("roll A magic=6 fire=6 : h1=3 h2=3",
                                           cast + "    roll B save=3 : c1=Vanish\n    sai B Vanish c1 reserve\n"));
    expectVerified(moved);
    EXPECT_EQ(replay(moved).piece(replay(moved).pieceIndex(1, "c1")).loc.where, Where::Reserve);
    // One location at most.
    const auto twice = verify(spec.text(magicTurn(
        "roll A magic=6 fire=6 : h1=3 h2=3", cast + "    roll B save=3 : c1=Vanish\n    sai B Vanish c1 reserve home:B\n")));
    EXPECT_EQ(twice.status, Status::Inconsistent) << twice.message;
    EXPECT_NE(twice.message.find("at most one location"), std::string::npos) << twice.message;
}

// A counter-attack is a melee attack: Charm charms the first attacker's units there (S0:L900). Melee attack rolls are
// only made in melee exchanges (dragon attacks and other rolls give Charm no decision: FaceLiteralPerRollPurpose),
// so Charm never resolves outside one.
TEST(SaiCharm, InACounterAttackItCharmsTheAttackersUnits) {
    expectSaiScenario("charm-counter", "roll A save=6 : c1=2", "'c1' does not roll here: it is charmed");
    const auto state = replay(domain::readFile(kDir + "charm-counter.log"));
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c1")).loc.where, Where::Dua);  // charmed and killed
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c3")).loc.where, Where::Terrain);  // charmed, not killed
    // Without the charmed units' 4 melee B's counter-attack is 3 against 4 saves: no damage, so no kill.
    const auto text = variant("charm-counter", "    roll A melee=4 : c1=3 c2=3 c3=2       #",
                              "    roll A melee=0 : c1=5 c2=5 c3=5       #");
    testing::expectCaughtAtLineHolding(text, "    kill A c1 c2", "");
}

TEST(SaiCharm, TheCharmedRollCountsForTheAttacker) {
    // Without the charmed units' 5 melee the attack is 4: 2 saves leave 2 damage, and killing everything is too much.
    expectInconsistentWith(variant("charm", "    roll B melee=5 : c1=6 c3=6 ", "    roll B melee=0 : c1=2 c3=5 "),
                           "2 damage");
    // Charmed units must roll: the save roll in their place is refused.
    expectInconsistentWith(variant("charm", "    roll B melee=5 : c1=6 c3=6 ", "#"));
}

// Variants of the scenario logs: the line replaced, what replaces it.
std::string variant(const std::string& name, const std::string& from, const std::string& to) {
    auto text = domain::readFile(kDir + name + ".log");
    const auto at = text.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    if (at != std::string::npos) text.replace(at, from.size(), to);
    return text;
}

TEST(SaiConvert, TheReturnIsOptionalAndAtMostTheHealthKilled) {
    // Without a 'return' line the game goes on with the defender's save roll.
    const auto none = variant("convert", "    return A c2 c5 ", "#");
    expectVerified(none);
    const auto state = replay(none);
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c2")).loc.where, Where::Dua);
    // One unit returned of two health-worth killed.
    expectVerified(variant("convert", "    return A c2 c5 ", "    return A c5 "));
    // The Darter saves too: only the Seer (1 health-worth) is killed, so two Footmen are too much.
    auto text = variant("convert", "roll B save=1 : c2=2 c4=3 c5=3", "roll B save=2 : c2=2 c4=3 c5=2");
    const auto v = verify(text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_NE(v.message.find("killed 1 health-worth and returns at most that; 2 is too much"), std::string::npos)
        << v.message;
    // The defender does not choose the return.
    expectInconsistentWith(variant("convert", "    return A c2 c5 ", "    return B c2 "));
}

TEST(SaiRegenerate, ReturnsAnyAmountUpToX) {
    expectVerified(variant("regenerate", "sai A Regenerate c4 : c2 c3 ", "sai A Regenerate c4 : c3 "));
    expectVerified(variant("regenerate", "sai A Regenerate c4 : c2 c3 ", "sai A Regenerate c4 "));
    expectInconsistentWith(variant("regenerate", "sai A Regenerate c4 : c2 c3 ", "sai A Regenerate c4 : c2 c2 "),
                           "listed twice");
}

TEST(SaiRegenerate, IsResolvedInAMagicActionBeforeTheSpells) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Dwarves Footman, h2: Goblins Troll";
    const std::string roll = "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=1 : h1=1 h2=Regenerate\n";
    expectVerified(spec.text(roll + "    sai A Regenerate h2\nresult none\n"));  // nothing in the DUA to return
    expectInconsistentWith(spec.text(roll + "result none\n"), "sai A Regenerate h2");
    expectInconsistentWith(spec.text(roll + "    sai A Regenerate h2 : h1\nresult none\n"), "'h1' is not there");
}

TEST(SaiRegenerate, InASaveRollTheAnnotationChoosesTheReturn) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.bCampaign = "c1: Goblins Troll, c2: Dwarves Footman";
    const std::string head = "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=6 c3=3\n";
    // No annotation: 4 saves, 1 damage.
    expectVerified(spec.text(head + "    roll B save=4 : c1=Regenerate c2=3\n    kill B c2\nresult none\n"));
    // ':return': no saves; the return (nothing in B's DUA yet) is stated before the damage.
    const auto ret = spec.text(head + "    roll B save=0 : c1=Regenerate:return c2=3\n    sai B Regenerate c1\n"
                                      "    kill B c1 c2\nresult none\n");
    expectVerified(ret);
    expectInconsistentWith(spec.text(head + "    roll B save=4 : c1=Regenerate:return c2=3\nresult none\n"));
    expectInconsistentWith(
        spec.text(head + "    roll B save=0 : c1=Regenerate:return c2=3\n    kill B c1 c2\nresult none\n"),
        "sai B Regenerate c1");
    expectInconsistentWith(spec.text(head + "    roll B save=0 : c1=Regenerate:later c2=3\nresult none\n"),
                           "write ':return'");
}

TEST(SaiWildGrowth, InASaveRollSavesAndPromotionsSplit) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.bCampaign = "c1: Treefolk Strangle Vine, c2: Dwarves Footman";
    const std::string head = "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=6 c3=3\n";
    expectVerified(spec.text(head + "    roll B save=1 : c1=WildGrowth:1save c2=3\n    sai B Wild Growth c1\n"
                                    "    kill B c1\n    roll B replant=0 : c1=2\nresult none\n"));  // a Treefolk killed by water replants
    expectVerified(spec.text(head + "    roll B save=4 : c1=WildGrowth:4save c2=3\n    kill B c2\nresult none\n"));
    expectInconsistentWith(spec.text(head + "    roll B save=5 : c1=WildGrowth:5save c2=3\nresult none\n"));
}

TEST(SaiWildGrowth, PromotesEachUnitOnceWithinX) {
    // The Footman promoted out cannot come back in the same Wild Growth; pairs must be complete.
    expectInconsistentWith(
        variant("wild-growth", "sai A Wild Growth c4 : c2 c1 ", "sai A Wild Growth c4 : c2 c1 c3 c2 "), "all at once");
    expectInconsistentWith(variant("wild-growth", "sai A Wild Growth c4 : c2 c1 ", "sai A Wild Growth c4 : c2 "),
                           "pairs");
    // No promotion at all is a legal choice; the Footman then stays, and its melee counts (2 damage).
    auto none = variant("wild-growth", "sai A Wild Growth c4 : c2 c1 ", "sai A Wild Growth c4 ");
    none = testing::swap(testing::swap(none, "roll A melee=1 : c2=3", "roll A melee=2 : c2=3"), "    kill B c2\n",
                         "    kill B c2 c4\n");
    expectVerified(none);
}

// Every kill runs the on-kill triggers, whatever the cause (S0:L956 "whenever"): no cause skips them (the old
// 'unsupported' path for causes without triggers had no cause and is gone). Melee damage after the save roll:
TEST(SaiRiseFromTheAshes, RollsWhenDamageKillsIt) {
    expectSaiScenario("rise-from-the-ashes-damage", "result none  #!", "expected the Rise from the Ashes roll");
    EXPECT_EQ(whereB("rise-from-the-ashes-damage", "c3"), Where::Reserve);
    EXPECT_EQ(whereB("rise-from-the-ashes-damage", "c2"), Where::Dua);
    // No rise: the Phoenix stays in the DUA.
    const auto stays = variant("rise-from-the-ashes-damage", "roll B rise=1 : c3=9 ", "roll B rise=0 : c3=4 ");
    expectVerified(stays);
    const auto state = replay(stays);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c3")).loc.where, Where::Dua);
}

// Damage no save reduces (Counter's strike back on the attacking army, S0:L909):
TEST(SaiRiseFromTheAshes, RollsWhenDamageNoSaveReducesKillsIt) {
    expectSaiScenario("rise-from-the-ashes-counter", "roll B rise=0 : c3=9", "1 of the units show Rise from the Ashes");
    EXPECT_EQ(whereB("rise-from-the-ashes-counter", "c3"), Where::Reserve);
}

TEST(SaiRiseFromTheAshes, ARiseWhenKilledSparesTheBurial) {
    // The Phoenix rises at its first roll: it is not buried, so no second roll follows.
    const auto text = variant("rise-from-the-ashes",
                              "    roll B rise=0 : c3=4            # killed: it rolls Smite, no rise\n"
                              "    roll B rise=1 : c3=9 ",
                              "    roll B rise=1 : c3=3 ");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c3")).loc.where, Where::Reserve);
}

TEST(SaiRiseFromTheAshes, TwoFailedRollsLeaveItBuried) {
    const auto text = variant("rise-from-the-ashes", "roll B rise=1 : c3=9", "roll B rise=0 : c3=6");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c3")).loc.where, Where::Bua);
}

TEST(SaiRiseFromTheAshes, TheRollIsNotSkipped) {
    // Without the roll on burial, the save roll is read as the Rise from the Ashes roll and refused.
    const auto text = variant("rise-from-the-ashes", "    roll B rise=1 : c3=9 ", "#");
    expectInconsistentWith(text, "Rise from the Ashes");
}

TEST(SaiRiseFromTheAshes, RollsWhenKilledByDamage) {
    // A's melee damage kills B's Phoenix: B rolls it before anything else.
    testing::LogSpec spec;
    spec.version = 2;
    spec.bCampaign = "c1: Firewalkers Phoenix";
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action melee B\n"
        "    roll A melee=5 : c1=6 c2=6 c3=3\n"  // 2 + 3 melee
        "    roll B save=0 : c1=4\n"              // the Phoenix rolls Smite: no save
        "    kill B c1\n"
        "    roll B rise=1 : c1=9\n"
        "result none\n";
    expectVerified(spec.text(body));
    const auto state = replay(spec.text(body));
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c1")).loc.where, Where::Reserve);
    auto missed = body;
    missed.replace(missed.find("    roll B rise=1 : c1=9\n"), 25, "");
    EXPECT_NE(verify(spec.text(missed)).status, Status::Verified);
}

TEST(SaiRiseFromTheAshes, ALastUnitThatMayRiseKeepsItsPlayerInTheGame) {
    // B's last unit in play is a Phoenix: killed, B is not eliminated before its roll.
    testing::LogSpec spec;
    spec.version = 2;
    spec.homeA = 6;
    spec.homeB = 6;
    spec.aHorde = "z1: Dwarves Sergeant, z2: Dwarves Sergeant";
    spec.hordeRolls = "horde-roll A maneuver=2 : z1=2 z2=5\nhorde-roll B maneuver=0 : z1=2\n";
    spec.bHome = "h1: Firewalkers Phoenix";
    spec.bHorde = "z1: Dwarves Footman";
    spec.bCampaign = "c1: Dwarves Footman";
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=5 : c1=6 c2=6 c3=3\n"
        "    roll B save=0 : c1=3\n    kill B c1\n"
        "  march 2 home:A\n    action melee B\n    roll A melee=4 : h1=6 h2=6\n    roll B save=0 : z1=3\n"
        "    kill B z1\n"
        "turn 2 B\nturn 3 A\n  march 1 home:B\n    action melee B\n    roll A melee=6 : z1=6 z2=6\n"
        "    roll B save=0 : h1=4\n    kill B h1\n";
    const auto risen = spec.text(body + "    roll B rise=1 : h1=3\nresult none\n");
    expectVerified(risen);
    const auto state = replay(risen);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "h1")).loc.where, Where::Reserve);
    EXPECT_FALSE(state.players[1].eliminated);
    // No rise: B is out once the roll is made.
    expectVerified(spec.text(body + "    roll B rise=0 : h1=4\nresult A elimination\n"));
    expectInconsistentWith(spec.text(body + "result A elimination\n"));
}

TEST(SaiFlame, ASteppedDownUndeadIsNotBuried) {
    // Entangle kills two Zombies and a Wight; Flame then kills another Wight, which its owner exchanges for a Zombie
    // from the DUA (Stepped Damage): the Wight is no longer killed by Flame, so it is not buried.
    testing::LogSpec spec;
    spec.version = 2;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Coral Elves Tako, c4: Firewalkers Gorgon";
    spec.bCampaign = "c1: Undead Zombie, c2: Undead Zombie, c3: Undead Wight, c4: Undead Wight, c5: Undead Wight";
    const std::string head = "turn 1 A\n  march 1 frontier\n    action melee B\n"
                             "    roll A melee=3 : c1=3 c2=3 c3=Entangle c4=Flame\n"
                             "    sai A Entangle c3 : c1 c2 c3\n    sai A Flame c4 : c4\n";
    const auto stepped = spec.text(head + "    step-down B c4 c1\n    roll B save=0 : c1=3 c5=3\n    kill B c1 c5\nresult none\n");
    expectVerified(stepped);
    const auto state = replay(stepped);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c4")).loc.where, Where::Dua);
    // Without the exchange the Wight is buried.
    const auto burned = spec.text(head + "    roll B save=0 : c5=3\n    kill B c5\nresult none\n");
    expectVerified(burned);
    EXPECT_EQ(replay(burned).piece(replay(burned).pieceIndex(1, "c4")).loc.where, Where::Bua);
}

TEST(SaiScare, CombinedFacesTargetTheSum) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.aCampaign = "c1: Undead Death Knight, c2: Undead Death Knight";
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Dwarves Sergeant";
    const std::string head = "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=Scare c2=Scare\n";
    // 6 health-worth of a 6-health army: all of it.
    expectVerified(spec.text(head + "    sai A Scare c1+c2 : c1 c2 c3 c4\n"
                                    "    roll B save=4 : c1=1 c2=5 c3=3 c4=3\n"
                                    "result none\n"));
    const auto state = replay(spec.text(head + "    sai A Scare c1+c2 : c1 c2 c3 c4\n"
                                               "    roll B save=4 : c1=1 c2=5 c3=3 c4=3\nresult none\n"));
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c1")).loc.where, Where::Dua);       // its ID: killed
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c2")).loc.where, Where::Terrain);   // 3 saves: stays
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c3")).loc.where, Where::Reserve);   // no save
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c4")).loc.where, Where::Reserve);
    expectInconsistentWith(spec.text(head + "    sai A Scare c1+c2 : c2 c4\nresult none\n"), "as much as it can: 6");
}

TEST(SaiPlague, TheChainEndsWhenTheArmyIsGoneAndNeedsTheNextTarget) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.aCampaign = "c1: Undead Minor Death";
    spec.bCampaign = "c1: Dwarves Footman, c2: Dwarves Crossbowman";
    const std::string head = "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=Plague\n"
                             "    sai A Plague c1 : c2\n    roll B save=0 : c2=3\n";
    // Both units die: nothing is left to target, and the attack is over.
    const auto text = spec.text(head + "    plague B c1\n    roll B save=0 : c1=3\nresult none\n");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c1")).loc.where, Where::Dua);
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c2")).loc.where, Where::Dua);
    // After a kill the owner must name the next target: a roll in its place is refused.
    expectInconsistentWith(spec.text(head + "    roll B save=0 : c1=3\nresult none\n"), "plague B <unit>");
    // A unit of another army is no target.
    expectInconsistentWith(spec.text(head + "    plague B h1\nresult none\n"), "not one of them");
}

TEST(SaiSlay, AnEmptyTargetIsRefusedWhileTheArmyHasUnits) {
    testing::LogSpec spec;
    spec.version = 2;
    spec.aCampaign = "c1: Undead Minor Death";
    expectInconsistentWith(spec.text("turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=Slay\n"
                                     "    sai A Slay c1\nresult none\n"),
                           "targets one unit");
}

}  // namespace
}  // namespace muster::rules
