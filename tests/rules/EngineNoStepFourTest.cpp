// SAI choices after rolls that have no step 4 of their own in the flow (SaiResolutionFrame::afterRoll): a save
// roll against a spell, the army's roll against a dragon attack, a unit's own save roll. The 'sai' lines come right
// after the roll's line, before its damage or kills (docs/rules-decisions.md, "SAI choices in rolls without a step
// 4"). Scenario logs in tests/data/matchlogs/sais/*-spell.log, *-dragon.log, vanish-firebolt.log and
// teleport-lightning.log (a unit's own roll; engine tests' small forces, verified without the force-total check) with
// a broken copy each.
#include <gtest/gtest.h>

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
using testing::expectVerified;
using testing::lineOf;
using testing::replay;
using testing::swap;
using testing::verify;
using Status = MatchVerdict::Status;

const std::string kDir = std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/";

std::string logText(const std::string& name) {
    return domain::readFile(kDir + name + ".log");
}

// The scenario verifies; its broken copy is inconsistent at brokenLine with `why` in the message (small forces: the
// force total is not checked).
void expectScenario(const std::string& name, const std::string& brokenLine, const std::string& why) {
    testing::expectScenarioAndBrokenCopy(kDir, name, brokenLine, why, testing::CaughtAt::FirstLineHolding,
                                         testing::partialForcesVerifier());
}

Where whereOf(const engine::GameState& s, const std::string& player, const std::string& label) {
    return s.piece(s.pieceIndex(s.playerIndex(player), label)).loc.where;
}

TEST(SaiRegenerate, ReturnsRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("regenerate-spell", "sai B Regenerate c1 : c1", "'c1' is not there");
    const auto text = logText("regenerate-spell");
    // The Sergeant came back before the damage and was allocated it again.
    EXPECT_EQ(whereOf(replay(text), "B", "c2"), Where::Dua);
    EXPECT_EQ(whereOf(replay(text), "B", "c1"), Where::Terrain);
    EXPECT_EQ(whereOf(replay(text), "B", "c3"), Where::Dua);
    // The line belongs right after the roll: after the damage it is refused.
    const auto withoutLine =
        swap(text, "    sai B Regenerate c1 : c2      # the Sergeant rejoins the army, before the damage\n", "");
    const auto lateText =
        swap(withoutLine, "    kill B c2                     # 2 damage: the returned Sergeant dies again\n",
             "    kill B c1\n    sai B Regenerate c1 : c2\n");
    const auto late = verify(lateText);
    EXPECT_EQ(late.status, Status::Inconsistent) << late.message;
    // A missing required line is reported at the roll that needs it, naming the line (issue 28), not at the
    // statement that came instead.
    EXPECT_EQ(late.line, lineOf(lateText, "    roll B save=0 : c1=Regenerate:return")) << late.message;
    EXPECT_NE(late.message.find("this roll needs 'sai B Regenerate c1 ...'"), std::string::npos) << late.message;
    EXPECT_NE(late.message.find("line " + std::to_string(lineOf(lateText, "    kill B c1"))), std::string::npos)
        << late.message;
}

TEST(SaiWildGrowth, PromotesRightAfterAUnitsOwnSaveAgainstFirebolt) {
    expectScenario("wild-growth-spell", "sai B Wild Growth c1 : c1 c2",
                   "one more health (Treefolk Noble Willow -> Treefolk Willow");
    const auto state = replay(logText("wild-growth-spell"));
    EXPECT_EQ(whereOf(state, "B", "c2"), Where::Terrain);  // the Willow came back promoted
    EXPECT_EQ(whereOf(state, "B", "c3"), Where::Dua);      // the Willowling went to the DUA
    EXPECT_EQ(whereOf(state, "B", "c1"), Where::Terrain);  // 2 damage, 3 health
}

TEST(SaiGoldMedallion, ReturnsRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("gold-medallion-spell", "sai B Gold Medallion c4 : c2 c3 c1", "'c1' is not there");
    const auto state = replay(logText("gold-medallion-spell"));
    EXPECT_EQ(whereOf(state, "B", "c3"), Where::Terrain);  // back from the DUA
    EXPECT_EQ(whereOf(state, "B", "c2"), Where::Dua);      // back, then allocated the damage
    // The line is optional: without it the two stay in the DUA and the damage goes to the Footman left.
    const auto unused =
        swap(swap(logText("gold-medallion-spell"),
                  "    sai B Gold Medallion c4 : c2 c3   # both rejoin the army, before the damage\n", ""),
             "    kill B c2\nresult none\n", "    kill B c1\n    bury-item B c4\nresult none\n");
    EXPECT_EQ(verify(unused).status, Status::Verified) << verify(unused).message;
}

TEST(SaiSilverMedallion, ChoosesRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("silver-medallion-spell", "sai B Silver Medallion c4 : summon B:k2", "'B:k2' has 2 health");
    EXPECT_EQ(whereOf(replay(logText("silver-medallion-spell")), "B", "k1"), Where::Terrain);
}

TEST(SaiElementalRelic, RecruitsAndPromotesRightAfterASaveAgainstASpellBeforeItsDamage) {
    expectScenario("elemental-relic-spell", "sai B Elemental Relic c4 : recruit c3 promote c1 c2",
                   "containing Water; 'c3'");
    const auto state = replay(logText("elemental-relic-spell"));
    EXPECT_EQ(whereOf(state, "B", "c3"), Where::Terrain);  // recruited
    EXPECT_EQ(whereOf(state, "B", "c1"), Where::Dua);      // promoted out
    EXPECT_EQ(whereOf(state, "B", "c2"), Where::Dua);      // promoted in, then allocated the damage
    // A face annotation is refused: the choice goes on the 'sai' line after the roll.
    const auto noted =
        verify(swap(logText("elemental-relic-spell"), "c1=3 c4=ElementEarth\n", "c1=3 c4=ElementEarth:use\n"));
    EXPECT_EQ(noted.status, Status::Inconsistent) << noted.message;
    EXPECT_NE(noted.message.find("takes no annotation"), std::string::npos) << noted.message;
}

TEST(SaiVanish, MovesRightAfterTheArmysRollAgainstADragonAttack) {
    expectScenario("vanish-dragon", "kill A c4", "'c4' is not in the damaged army at frontier");
    const auto text = logText("vanish-dragon");
    EXPECT_EQ(replay(text).piece(replay(text).pieceIndex(0, "c4")).loc,
              replay(text).piece(replay(text).pieceIndex(0, "h1")).loc);
    // The move is optional: without the line the Ghost stays, and its saves count all the same.
    const auto stays = swap(
        text, "    sai A Vanish c4 home:A        # the Ghost leaves before the damage; its saves still count\n", "");
    EXPECT_EQ(verify(stays).status, Status::Verified) << verify(stays).message;
    EXPECT_EQ(whereOf(replay(stays), "A", "c4"), Where::Terrain);
}

TEST(SaiTeleport, MovesRightAfterTheArmysRollAgainstADragonAttack) {
    expectScenario("teleport-dragon", "sai A Teleport c4 home:A : c2 c1", "takes at most 3 health-worth along; 4 is too much");
    const auto state = replay(logText("teleport-dragon"));
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c4")).loc, state.piece(state.pieceIndex(0, "h1")).loc);
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c2")).loc, state.piece(state.pieceIndex(0, "h1")).loc);
    EXPECT_EQ(whereOf(state, "A", "c1"), Where::Dua);
}

// A unit's own save roll (Firebolt's target) offers the move too, right after the roll (issue 21); the Firebolt's
// damage follows the unit, and its saves still stop it.
TEST(SaiVanish, MovesRightAfterAUnitsOwnSaveAgainstFirebolt) {
    expectScenario("vanish-firebolt", "sai B Vanish c1 frontier", "is at frontier already");
    const auto text = logText("vanish-firebolt");
    EXPECT_EQ(whereOf(replay(text), "B", "c1"), Where::Reserve);
    EXPECT_EQ(whereOf(replay(text), "B", "c2"), Where::Terrain);
    // Optional: without the line the Ghost stays, and lives.
    const auto stays = swap(
        text, "    sai B Vanish c1 reserve         # the Ghost leaves for the Reserve Area; 2 damage - 3 saves: it lives\n",
        "");
    EXPECT_EQ(verify(stays).status, Status::Verified) << verify(stays).message;
    EXPECT_EQ(whereOf(replay(stays), "B", "c1"), Where::Terrain);
}

// Teleport in a unit's own non-maneuver roll (Lightning Strike's target): the Unicorn takes the Footman along, and the
// strike's kill follows it to where it went.
TEST(SaiTeleport, MovesRightAfterAUnitsOwnRollAndItsFateFollowsIt) {
    expectScenario("teleport-lightning", "sai B Teleport c1 reserve : c2", "to a terrain, not the Reserve Area");
    const auto state = replay(logText("teleport-lightning"));
    EXPECT_EQ(whereOf(state, "B", "c1"), Where::Dua);  // struck down after the move
    EXPECT_EQ(state.piece(state.pieceIndex(1, "c2")).loc, state.piece(state.pieceIndex(1, "h1")).loc);  // home
    EXPECT_EQ(whereOf(state, "B", "c3"), Where::Terrain);
    EXPECT_NE(state.piece(state.pieceIndex(1, "c3")).loc, state.piece(state.pieceIndex(1, "h1")).loc);
    // Only units of the Unicorn's army go along.
    const auto other = verify(swap(logText("teleport-lightning"), "sai B Teleport c1 home:B : c2 ",
                                   "sai B Teleport c1 home:B : h1 "));
    EXPECT_EQ(other.status, Status::Inconsistent) << other.message;
    EXPECT_NE(other.message.find("is not one of them"), std::string::npos) << other.message;
}

// Units of one roll killed at different places: Mutate's two targets in B's Reserve Area fail to save, the Unicorn
// teleports to the frontier first, and each is killed where it stands (Casualties::kill, place by place).
TEST(SaiTeleport, UnitsOfOneRollAreKilledWhereEachStands) {
    const auto text = logText("teleport-mutate");
    expectVerified(text);
    const auto state = replay(text);
    EXPECT_EQ(whereOf(state, "B", "h1"), Where::Dua);
    EXPECT_EQ(whereOf(state, "B", "h2"), Where::Dua);
    // The Mutate's 5 health-worth killed came from both places: A recruits at the frontier.
    EXPECT_EQ(whereOf(state, "A", "z1"), Where::Terrain);
    // The Unicorn was killed at the frontier (Coastland: water), so it rolls for Replanting there; without the
    // move both die in the Reserve Area and nobody replants.
    const auto stayed = swap(swap(text, "  sai B Teleport h2 frontier ", "  # no move "),
                             "  roll B replant=0 : h2=2 ", "  # no replanting ");
    expectVerified(stayed);
    const auto noReplant = verify(swap(text, "  roll B replant=0 : h2=2 ", "  # no replanting "));
    EXPECT_EQ(noReplant.status, Status::Inconsistent) << noReplant.message;
    EXPECT_NE(noReplant.message.find("Replanting"), std::string::npos) << noReplant.message;
    const auto reserve = verify(swap(text, "sai B Teleport h2 frontier ", "sai B Teleport h2 reserve "));
    EXPECT_EQ(reserve.status, Status::Inconsistent) << reserve.message;
    EXPECT_EQ(reserve.line, lineOf(text, "sai B Teleport h2")) << reserve.message;
}

// Kick's target (UnitDamageFrame) rolls its own save in the middle of A's attack: the move comes right after that roll,
// before the kick's damage, which follows the unit; the army then saves without it.
TEST(SaiVanish, MovesAfterKicksTargetRollsItsOwnSave) {
    const auto ghost = swap(logText("kick"), "army B campaign c1: Amazons Warrior,", "army B campaign c1: Undead Ghost,");
    const auto kicked = swap(ghost, "    roll B save=2 : c1=2            # 2 saves leave 2 damage: its health, so it is killed\n",
                             "    roll B save=3 : c1=Vanish\n    sai B Vanish c1 reserve\n");
    expectVerified(kicked);
    EXPECT_EQ(whereOf(replay(kicked), "B", "c1"), Where::Reserve);  // 4 damage - 3 saves: it lives, in reserve
    // The Unicorn (4 health) teleports home and the kick's 4 damage kills it there all the same.
    const auto unicorn =
        swap(swap(logText("kick"), "army B campaign c1: Amazons Warrior,", "army B campaign c1: Treefolk Unicorn,"),
             "    roll B save=2 : c1=2            # 2 saves leave 2 damage: its health, so it is killed\n",
             "    roll B save=0 : c1=Teleport\n    sai B Teleport c1 home:B\n");
    expectVerified(unicorn);
    EXPECT_EQ(whereOf(replay(unicorn), "B", "c1"), Where::Dua);
}

// Regenerate's ':return' in the army's roll against a dragon attack (a combination roll counting saves): no saves, and
// its 'sai' line (here returning nobody: A's DUA is empty) is due right after the roll, before the damage.
TEST(SaiRegenerate, ReturnAfterTheArmysRollAgainstADragonAttack) {
    const auto troll = swap(logText("vanish-dragon"), "c4: Undead Ghost", "c4: Goblins Troll");
    const std::string roll = "    roll A melee=2 missile=0 save=1 : c1=3 c2=2 c3=5 c4=Regenerate:return\n";
    const auto head = troll.substr(0, troll.find("    roll A melee=2")) + roll;
    const auto stated = head + "    sai A Regenerate c4\n    kill A c4 c3\nresult none\n";
    EXPECT_EQ(verify(stated).status, Status::Verified) << verify(stated).message;
    const auto missing = verify(head + "    kill A c4 c3\nresult none\n");
    EXPECT_EQ(missing.status, Status::Inconsistent) << missing.message;
    EXPECT_NE(missing.message.find("'sai A Regenerate c4 ...'"), std::string::npos) << missing.message;
}

// ---- Face-literal: the rolls without a step 4 of their own.

RollContext individual(RollType t) {
    RollContext c;
    c.type = t;
    c.individual = true;
    return c;
}

RollContext dragonAttack(RollType t) {
    RollContext c;
    c.type = t;
    c.dragonAttack = true;
    return c;
}

RollContext saveAgainstSpell() {
    RollContext c;
    c.type = RollType::Save;
    c.saveAgainst = RollType::Magic;
    return c;
}

engine::RollOutcome face(const char* die, int faceNumber, const RollContext& context) {
    static const RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie(die), faceNumber - 1}}, context);
}

// Regenerate (Goblins Troll face 2) and Wild Growth (Treefolk Noble Willow face 3), X = 4: in a save roll without an
// annotation X saves and nothing to decide; in a unit's own melee roll (Charm's targets) the saves count for nothing,
// so the return or promotions are a decision; in the army's melee roll against a dragon attack too.
TEST(SaiRegenerate, FaceLiteralInRollsWithoutAStepFour) {
    for (const RollContext& c : {individual(RollType::Save), dragonAttack(RollType::Save), saveAgainstSpell()}) {
        const auto out = face("Goblins Troll", 2, c);
        EXPECT_EQ(out.base, 4);
        EXPECT_TRUE(out.decisions.empty());
    }
    for (const RollContext& c : {individual(RollType::Melee), dragonAttack(RollType::Melee)}) {
        const auto out = face("Goblins Troll", 2, c);
        EXPECT_EQ(out.base, 0);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Regenerate"});
    }
    EXPECT_TRUE(face("Goblins Troll", 2, individual(RollType::Maneuver)).decisions.empty());
}

TEST(SaiWildGrowth, FaceLiteralInRollsWithoutAStepFour) {
    for (const RollContext& c : {individual(RollType::Save), dragonAttack(RollType::Save), saveAgainstSpell()}) {
        const auto out = face("Treefolk Noble Willow", 3, c);
        EXPECT_EQ(out.base, 4);
        EXPECT_TRUE(out.decisions.empty());
    }
    for (const RollContext& c : {individual(RollType::Melee), dragonAttack(RollType::Melee)}) {
        const auto out = face("Treefolk Noble Willow", 3, c);
        EXPECT_EQ(out.base, 0);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Wild Growth"});
    }
}

// The Regenerate and Wild Growth annotations in a unit's own save roll against Firebolt: ':return' gives no saves and
// a 'sai' line right after the roll; a Wild Growth split keeps the stated saves.
TEST(SaiRegenerate, AnnotatedReturnInAUnitsOwnSaveRoll) {
    testing::LogSpec spec;
    spec.aHome = "h1: Dwarves Thaumaturgist, h2: Dwarves Thaumaturgist";
    spec.bCampaign = "c1: Goblins Troll, c2: Dwarves Sergeant";
    spec.version = 2;
    const std::string head =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=2 : c1=2 c2=3 c3=3\n"
        "    roll B save=0 : c1=3 c2=3\n    kill B c2\n  march 2 home:A\n    action magic\n"
        "    roll A magic=6 fire=6 : h1=3 h2=3\n    cast A Firebolt with fire x2 on B:c1\n    resolve 1\n";
    const auto back =
        spec.text(head + "    roll B save=0 : c1=Regenerate:return\n    sai B Regenerate c1 : c2\nresult none\n");
    EXPECT_EQ(verify(back).status, Status::Verified) << verify(back).message;
    EXPECT_EQ(whereOf(replay(back), "B", "c2"), Where::Terrain);
    // The line is due: the game cannot go on without it.
    const auto missing = verify(spec.text(head + "    roll B save=0 : c1=Regenerate:return\nresult none\n"));
    EXPECT_EQ(missing.status, Status::Inconsistent) << missing.message;
    EXPECT_NE(missing.message.find("sai B Regenerate c1"), std::string::npos) << missing.message;
    // Without the annotation: 4 saves and no line.
    const auto saves = spec.text(head + "    roll B save=4 : c1=Regenerate\nresult none\n");
    EXPECT_EQ(verify(saves).status, Status::Verified) << verify(saves).message;
    const auto extra =
        verify(spec.text(head + "    roll B save=4 : c1=Regenerate\n    sai B Regenerate c1 : c2\nresult none\n"));
    EXPECT_EQ(extra.status, Status::Inconsistent) << extra.message;
}

// Cantrip magic in an army's save roll against a spell is spent with 'cast' lines right after the roll; a cantrip
// spell that changes that same roll counts in it, the total checked once the 'cast' lines are over and reported at
// the roll's line (docs/rules-decisions.md, "Cantrip magic outside a magic action"; EngineCantripTest.cpp).
TEST(SaiCantrip, CastRightAfterASaveAgainstASpell) {
    testing::LogSpec spec;
    spec.aHome = "h1: Coral Elves Conjurer, h2: Coral Elves Conjurer";
    spec.bCampaign = "c1: Dwarves Wizard, c2: Dwarves Footman";
    spec.version = 2;
    const std::string head =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 air=6 : h1=3 h2=3\n"
        "    cast A Hailstorm with air x2 on B@frontier\n    resolve 1\n";
    const std::string roll1 = "    roll B save=1 : c1=Cantrip c2=2\n";
    // Left unspent: the damage follows.
    const auto unspent = spec.text(head + roll1 + "    kill B c2\nresult none\n");
    EXPECT_EQ(verify(unspent).status, Status::Verified) << verify(unspent).message;
    // Stone Skin on the saving army itself adds to this roll: 2 saves, no damage left.
    const std::string stoneSkin = "    cast B Stone Skin with earth on B@frontier\n    resolve 1\n";
    const auto own = spec.text(head + "    roll B save=2 : c1=Cantrip c2=2\n" + stoneSkin + "result none\n");
    EXPECT_EQ(verify(own).status, Status::Verified) << verify(own).message;
    // Stated without it: caught at the roll's line.
    const auto withoutText = spec.text(head + roll1 + stoneSkin + "    kill B c2\nresult none\n");
    const auto without = verify(withoutText);
    EXPECT_EQ(without.status, Status::Inconsistent) << without.message;
    EXPECT_EQ(without.line, testing::lineOf(withoutText, "roll B save=1")) << without.message;
    EXPECT_NE(without.message.find("save total 2, not 1"), std::string::npos) << without.message;
}

}  // namespace
}  // namespace muster::rules
