// Items in play (V4.01d Items, S0:L1257-1294): an item rolls in an army roll only with a unit able to carry it
// (S0:L1278), moves only with units that carry it (S0:L1273), and the excess is buried when the army's units can
// no longer carry it (S0:L1276); species abilities leave item results alone (S0:L1269). The scenario log is
// tests/data/matchlogs/items/carry.log (legal 24-point forces) with a broken copy.
// Dice (catalog face numbers): Earth Vorpal Sword 1 Melee, 2 2xMelee, 3 3xMelee, 4 3xDecapitate; Fire Wooden
// Targe 1 Save, 2 2xSave; Earth Flicker Foil 1 Melee, 2 2xMelee; Dwarves Footman 1 ID, 2 Save, 3 Melee, 6 2xMelee.
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
using testing::engineCatalog;
using testing::expectSaiScenario;
using Status = MatchVerdict::Status;

const std::string kDir = std::string(MUSTER_TEST_DATA) + "/matchlogs/items/";

using testing::lineOf;

using testing::swap;

MatchVerdict verifyText(const std::string& text) {
    static const MatchVerifier verifier(engineCatalog());
    return verifier.verifyText(text, "carry.log");
}

void expectCaught(const std::string& text, const std::string& lineText, const std::string& why) {
    const auto v = verifyText(text);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(text, lineText)) << v.message;
    EXPECT_NE(v.message.find(why), std::string::npos) << v.message;
}

TEST(EngineItems, ScenarioLogAndBrokenCopy) {
    testing::expectScenarioAndBrokenCopy(kDir, "carry", "roll A save=1 : c2=3 c3=2 c4=3 i2=1",
                                         "'i1' must be rolled too");
}

TEST(EngineItems, The36PointExampleWithItemsVerifies) {
    static const MatchVerifier verifier(engineCatalog());
    const std::string path = std::string(MUSTER_SOURCE_RESOURCES) + "/../docs/examples/items-36.log";
    const auto v = verifier.verifyFile(path);
    EXPECT_EQ(v.status, Status::Verified) << v.message;
    EXPECT_NE(domain::readFile(path).find("bury-item B z2 z3"), std::string::npos);
}

TEST(EngineItems, AnItemRollsInEveryArmyRollOfItsArmy) {
    const auto text = domain::readFile(kDir + "carry.log");
    // Left out of the attack roll.
    const auto missing = swap(text, "c4=2 i1=2Melee i2=1 ", "c4=2 i2=1 ");
    expectCaught(missing, "roll A melee=4 : c1=Save", "'i1' must be rolled too");
    // Its results count like a unit's: with the sword's 2 melee left out of the total, the total is wrong.
    const auto wrongTotal = swap(text, "roll A melee=4 :", "roll A melee=2 :");
    expectCaught(wrongTotal, "roll A melee=2 :", "melee total 4");
}

TEST(EngineItems, AnItemMovesOnlyWithAUnitAbleToCarryIt) {
    const auto text = domain::readFile(kDir + "carry.log");
    const auto alone = swap(text, "retreat A c1 i1 ", "retreat A i1 ");
    expectCaught(alone, "retreat A i1", "cannot carry");
    // Once the sword is in the Reserve Area it cannot be named in a move from the frontier.
    const auto twice = swap(text, "  retreat A c1 i1                   # the Sergeant takes the sword along\n",
                            "  retreat A c1 i1\n  retreat A c2 i1\n");
    expectCaught(twice, "retreat A c2 i1", "is not at");
    const auto doubled = swap(text, "retreat A c1 i1 ", "retreat A c1 i1 i1 ");
    expectCaught(doubled, "retreat A c1 i1 i1", "'i1' is named twice");
}

TEST(EngineItems, AnItemDoesNotRollWhenItsCarriersAreHeldBack) {
    // B's Fire Wooden Targe can be carried by its Dwarves only (not by the Air/Water Coral Elves Trooper). Foul Stench
    // (two Goblins in A's DUA) holds both Dwarves back from the counter-attack, so the Targe does not roll in it.
    testing::LogSpec spec;
    spec.aCampaign = "c1: Goblins Thug, c2: Goblins Thug, c3: Goblins Thug, c4: Goblins Thug";
    spec.bCampaign =
        "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, c4: Fire Wooden Targe, "
        "c5: Coral Elves Trooper";
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=0 : c1=2 c2=2 c3=2 c4=2\n"
        "    counter-attack B\n    roll B melee=2 : c1=6 c2=2 c3=5 c4=1 c5=2\n"
        "    roll A save=0 : c1=3 c2=3 c3=3 c4=3\n    kill A c1 c2\nturn 2 B\nturn 3 A\n  march 1 frontier\n"
        "    action melee B\n    roll A melee=2 : c3=3 c4=3\n    roll B save=1 : c1=3 c2=3 c3=2 c4=1 c5=6\n"
        "    kill B c1\n    foul-stench B c2 c3\n    counter-attack B\n";
    testing::expectVerified(
        spec.text(body + "    roll B melee=3 : c5=3\n    roll A save=0 : c3=3 c4=3\n    kill A c3 c4\nresult none\n"));
    const auto withTarge = spec.text(body + "    roll B melee=3 : c5=3 c4=1\nresult none\n");
    testing::expectCaughtAtLineHolding(withTarge, "roll B melee=3 : c5=3 c4=1", "'c4' does not roll here");
}

TEST(EngineItems, TheExcessIsBuriedBeforeTheGameGoesOn) {
    const auto text = domain::readFile(kDir + "carry.log");
    // Without the burial the result line is refused: the Targe has no carrier left.
    const auto noBurial = swap(text, "    bury-item A i2                  # no unit is left to carry the Targe\n", "");
    expectCaught(noBurial, "result none", "bury-item A");
    // No army holds more items than its units carry after the retreat: nothing may be buried there.
    const auto early = swap(text, "  retreat A c1 i1                   # the Sergeant takes the sword along\n",
                            "  retreat A c1 i1\n  bury-item A i2\n");
    expectCaught(early, "bury-item A i2", "no item is buried now");
}

TEST(EngineItems, SpeciesAbilitiesDoNotChangeItemResults) {
    // Mountain Mastery (Dwarves, earth terrain): melee counts as maneuver for the units, not for an Earth item.
    static const RollResolver resolver(engineCatalog());
    RollContext c;
    c.type = RollType::Maneuver;
    c.terrainElements = domain::ElementSet{domain::Element::Earth};
    const auto unit = resolver.resolve({{*engineCatalog().findDie("Dwarves Footman"), 2}}, c);
    EXPECT_EQ(unit.maxTotal(), 1);
    const auto item = resolver.resolve({{*engineCatalog().findDie("Earth Flicker Foil"), 0}}, c);
    EXPECT_EQ(item.maxTotal(), 0);
}

TEST(EngineItems, ItemMagicCastsASpeciesSpellOfTheArmy) {
    // Higher Ground (Dwarves, 5 earth): 3 magic from the Thaumaturgist and 3 from the Earth Ring of Stars.
    testing::LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Dwarves Thaumaturgist, h2: Earth Ring of Stars";
    const std::string body =
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=6 : h1=3 h2=4\n"
        "    cast A Higher Ground with earth on B@frontier\n    resolve 1\nresult none\n";
    testing::expectVerified(spec.text(body));
    // Without a Dwarf in the army the item's magic casts no Dwarven spell.
    spec.aHome = "h1: Goblins Death Mage, h2: Earth Ring of Stars";
    const auto goblins = spec.text(swap(body, "h1=3 h2=4", "h1=4 h2=4"));
    const auto v = testing::verify(goblins);
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(goblins, "cast A Higher Ground")) << v.message;
}

TEST(EngineItems, EquipmentMagicIsOfItsOwnElement) {
    // The Ring of Stars is Earth: its 3 magic cannot be stated as fire.
    testing::LogSpec spec;
    spec.version = 2;
    spec.aHome = "h1: Dwarves Thaumaturgist, h2: Earth Ring of Stars";
    const std::string text = spec.text(
        "turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 earth=3 fire=3 : h1=3 h2=4\nresult none\n");
    testing::expectVerified(text);
    const std::string wrong =
        spec.text("turn 1 A\n  march 1 home:A\n    action magic\n    roll A magic=6 fire=6 : h1=3 h2=4\nresult none\n");
    testing::expectCaughtAtLineHolding(wrong, "roll A magic=6 fire=6", "");
}

// ---- item SAIs, face by face (Air Mantlet 2 = 4 Sortie; Air Blade Golem 2 = 4 Flurry; Air Flying Carpet
// 2 = 4 Elevate; Air Dragon Staff 2 = 4 Summon Dragon).

engine::RollOutcome rollFace(const char* die, int face, const RollContext& context) {
    static const RollResolver resolver(engineCatalog());
    return resolver.resolve({{*engineCatalog().findDie(die), face - 1}}, context);
}

RollContext of(RollType t) {
    RollContext c;
    c.type = t;
    return c;
}

RollContext saveAgainst(RollType attack) {
    RollContext c = of(RollType::Save);
    c.saveAgainst = attack;
    return c;
}

RollContext dragon(RollType t) {
    RollContext c = of(t);
    c.dragonAttack = true;
    return c;
}

TEST(EngineSaiSortie, FaceLiteralPerRollPurpose) {
    EXPECT_EQ(rollFace("Air Mantlet", 2, of(RollType::Melee)).base, 4);
    EXPECT_EQ(rollFace("Air Mantlet", 2, saveAgainst(RollType::Missile)).base, 4);
    EXPECT_EQ(rollFace("Air Mantlet", 2, of(RollType::Missile)).base, 0);
    // Against a dragon attack: X saves and X melee.
    EXPECT_EQ(rollFace("Air Mantlet", 2, dragon(RollType::Save)).base, 4);
    EXPECT_EQ(rollFace("Air Mantlet", 2, dragon(RollType::Melee)).base, 4);
    EXPECT_EQ(rollFace("Air Mantlet", 2, dragon(RollType::Missile)).base, 0);
    EXPECT_EQ(rollFace("Air Mantlet", 2, dragon(RollType::Melee)).unsupported, "");
}

// Flurry's face-literal tests are with the re-roll SAIs (EngineReRollSaiTest.cpp): it rolls its item again.

TEST(EngineSaiElevate, FaceLiteralPerRollPurpose) {
    EXPECT_EQ(rollFace("Air Flying Carpet", 2, of(RollType::Maneuver)).base, 4);
    auto counter = of(RollType::Maneuver);
    counter.counterManeuver = true;
    EXPECT_EQ(rollFace("Air Flying Carpet", 2, counter).base, 4);
    auto horde = of(RollType::Maneuver);
    horde.horde = true;
    EXPECT_EQ(rollFace("Air Flying Carpet", 2, horde).base, 4);
    EXPECT_EQ(rollFace("Air Flying Carpet", 2, of(RollType::Melee)).base, 0);
    EXPECT_NE(rollFace("Air Flying Carpet", 2, of(RollType::Missile)).unsupported, "");
    EXPECT_NE(rollFace("Air Flying Carpet", 2, saveAgainst(RollType::Melee)).unsupported, "");
}

TEST(EngineSaiSummonDragon, FaceLiteralPerRollPurpose) {
    auto reserve = of(RollType::Magic);
    reserve.inReserve = true;
    EXPECT_EQ(rollFace("Air Dragon Staff", 2, reserve).base, 4);
    // At a terrain it gives no results itself: the staff must roll again ('/ summon-dragon'), which one face alone
    // cannot show, and then the roller names a dragon.
    const auto atTerrain = rollFace("Air Dragon Staff", 2, of(RollType::Magic));
    EXPECT_EQ(atTerrain.base, 0);
    EXPECT_NE(atTerrain.unsupported, "");  // the roll needs the segment and the 'sai' line
    EXPECT_EQ(rollFace("Air Dragon Staff", 2, of(RollType::Melee)).base, 0);
}

// ---- Decapitate and Impale: item SAIs delayed to the save roll (handlers in sai/DelayedSais.cpp), in games.

TEST(EngineSaiDecapitate, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("decapitate", "sai A Decapitate i1 : c2", "'c2' is not one (c1)");
}

TEST(EngineSaiImpale, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("impale", "roll B save=5 :", "save total 3, not 5");
}

TEST(EngineSaiDecapitate, AnArtifactThatRolledIdIsNoTarget) {
    // B's campaign army carries an Air Mantlet that rolls ID (4 saves): Decapitate may not name it.
    auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/decapitate.log");
    text = swap(text, "c5: Amazons Darter\n", "c5: Amazons Darter, c6: Air Mantlet\n");
    text = swap(text, "roll B save=3 : c1=1 c2=2 c3=2 c4=3 c5=3", "roll B save=7 : c1=1 c2=2 c3=2 c4=3 c5=3 c6=ID");
    EXPECT_EQ(testing::verify(text).status, Status::Verified) << testing::verify(text).message;
    const auto item = swap(text, "sai A Decapitate i1 : c1 ", "sai A Decapitate i1 : c6 ");
    testing::expectCaughtAtLineHolding(item, "sai A Decapitate i1 : c6", "'c6' is not one (c1)");
}

TEST(EngineItems, AnArtifactIdGivesFourOfTheRolledType) {
    static const RollResolver resolver(engineCatalog());
    RollContext c;
    c.type = RollType::Melee;
    EXPECT_EQ(resolver.resolve({{*engineCatalog().findDie("Air Mantlet"), 0}}, c).base, 4);
    c.type = RollType::Save;
    EXPECT_EQ(resolver.resolve({{*engineCatalog().findDie("Air Mantlet"), 0}}, c).base, 4);
}

// The catalog knows only the medallions' Logo face (face 1): the Bronze Medallion is tested face by face.
TEST(EngineSaiBronzeMedallion, FaceLiteralPerRollPurpose) {
    EXPECT_EQ(rollFace("Bronze Medallion", 1, of(RollType::Magic)).base, 4);
    EXPECT_EQ(rollFace("Bronze Medallion", 1, of(RollType::Magic)).unsupported, "");
    EXPECT_EQ(rollFace("Bronze Medallion", 1, of(RollType::Melee)).base, 0);
    EXPECT_EQ(rollFace("Bronze Medallion", 1, saveAgainst(RollType::Melee)).base, 0);
    EXPECT_EQ(rollFace("Bronze Medallion", 1, of(RollType::Maneuver)).base, 0);
}

// ---- Elemental Relic (faces: 1 Logo, 2 Death, 3 Earth, 4 Air, 5 Fire, 6 Water; S0:L918, L1321-1324).

engine::RollOutcome rollRelics(std::vector<int> faces, const RollContext& context) {
    static const RollResolver resolver(engineCatalog());
    std::vector<engine::RolledDie> dice;
    for (int f : faces) dice.push_back({*engineCatalog().findDie("Elemental Relic"), f - 1});
    return resolver.resolve(dice, context);
}

TEST(SaiElementalRelic, NonManeuverRollsOfferTheRecruitsAndPromotions) {
    for (const RollContext& c : {of(RollType::Melee), of(RollType::Missile), of(RollType::Magic),
                                 saveAgainst(RollType::Melee), saveAgainst(RollType::Missile)}) {
        const auto out = rollRelics({5}, c);
        EXPECT_EQ(out.base, 0);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Elemental Relic"}) << toString(c.type);
    }
    // The logo face is an Elemental Relic face too.
    EXPECT_EQ(rollRelics({1}, of(RollType::Melee)).decisions, std::vector<std::string>{"Elemental Relic"});
}

TEST(SaiElementalRelic, NothingInAManeuverRollAndADecisionAfterRollsWithoutAStepFour) {
    EXPECT_TRUE(rollRelics({5}, of(RollType::Maneuver)).decisions.empty());
    EXPECT_EQ(rollRelics({5}, of(RollType::Maneuver)).unsupported, "");
    // A save roll against a spell and the army's roll against a dragon attack: the optional 'sai' line comes right
    // after the roll (SaiResolutionFrame::afterRoll).
    for (const RollContext& c : {saveAgainst(RollType::Magic), dragon(RollType::Melee), dragon(RollType::Save)}) {
        const auto out = rollRelics({5}, c);
        EXPECT_EQ(out.base, 0);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Elemental Relic"}) << toString(c.type);
    }
}

TEST(SaiElementalRelic, RelicsShowingTheSameElementCancel) {
    EXPECT_TRUE(rollRelics({5, 5}, of(RollType::Melee)).decisions.empty());
    // The logo shows every element: it cancels with any element face and with another logo.
    EXPECT_TRUE(rollRelics({1, 6}, of(RollType::Melee)).decisions.empty());
    EXPECT_TRUE(rollRelics({1, 1}, of(RollType::Magic)).decisions.empty());
    // Different elements do not cancel.
    EXPECT_EQ(rollRelics({5, 6}, of(RollType::Melee)).decisions.size(), 2U);
    // Two of three cancel, the third still acts.
    EXPECT_EQ(rollRelics({5, 5, 3}, of(RollType::Melee)).decisions, std::vector<std::string>{"Elemental Relic"});
}

TEST(SaiElementalRelic, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("elemental-relic", "roll A melee=1 : c2=3 c3=5 c4=ElementWater",
                      "containing Water; 'c3' is not one");
}

TEST(SaiElementalRelic, PromotesAndRecruitsMatchingUnitsOnly) {
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/elemental-relic.log");
    // The promotion happened: the Sergeant is back in the army, the Footman in the DUA.
    const auto state = testing::replay(text);
    const int a = state.playerIndex("A");
    EXPECT_EQ(state.piece(state.pieceIndex(a, "c1")).loc, engine::Location::at(state.terrainIndex("frontier")));
    EXPECT_EQ(state.piece(state.pieceIndex(a, "c2")).loc.where, engine::Where::Dua);
    // The relic may also be left unused; the Footman then stays, and its melee counts (2 damage).
    auto unused = swap(text, "    sai A Elemental Relic c4 : promote c2 c1", "");
    unused =
        swap(swap(unused, "roll A melee=1 : c2=3", "roll A melee=2 : c2=3"), "    kill B c2\n", "    kill B c2 c4\n");
    EXPECT_EQ(testing::verify(unused).status, Status::Verified) << testing::verify(unused).message;
    // Only 1-health units are recruited.
    const auto big = swap(text, "sai A Elemental Relic c4 : promote c2 c1", "sai A Elemental Relic c4 : recruit c1");
    expectCaught(big, "sai A Elemental Relic c4 : recruit c1", "only small (1-health) units");
    // Each unit once: the recruits and promotions happen all at once.
    const auto twice = swap(text, "promote c2 c1", "promote c2 c1 recruit c1");
    expectCaught(twice, "sai A Elemental Relic c4 : promote c2 c1 recruit c1", "named twice");
}

TEST(SaiElementalRelic, ReRollsMatchingUnitsOnceWithinX) {
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/elemental-relic.log");
    // The promoted Footman (c2) adds nothing: it leaves at step 4 (S0:L751).
    const std::string roll = "roll A melee=1 : c2=3 c3=5 c4=ElementFire / elemental-relic c3=2";
    // Without the re-roll the Crossbowman's first face counts.
    expectCaught(swap(text, " / elemental-relic c3=2", ""), "roll A melee=1 : c2=3 c3=5 c4=ElementFire",
                 "melee total 0, not 1");
    // Each unit once.
    const auto twice = swap(text, roll, roll + " / elemental-relic c3=2");
    expectCaught(twice, roll + " / elemental-relic c3=2", "re-rolled twice");
    // Both units re-rolled (2 health-worth of the 4), and the Footman still promoted (1 more).
    const auto more = swap(text, roll, roll + " c2=3");
    EXPECT_EQ(testing::verify(more).status, Status::Verified) << testing::verify(more).message;
    // A unit that does not contain the face's element is not re-rolled (the broken copy: Water), nor one that
    // did not roll.
    expectCaught(swap(text, roll, roll + " c1=3"), roll + " c1=3", "did not roll");
    // Two relic faces showing the same element cancel: no re-roll then.
    EXPECT_TRUE(rollRelics({5, 5}, of(RollType::Melee)).decisions.empty());
}

// ---- Medallions: the catalog knows only their Logo face (face 1); a log may field them, and a roll where one shows
// another face is unsupported at that line.

TEST(SaiGoldMedallion, FaceLiteralPerRollPurpose) {
    for (const RollContext& c : {of(RollType::Melee), of(RollType::Missile), of(RollType::Magic),
                                 saveAgainst(RollType::Melee), saveAgainst(RollType::Missile)}) {
        const auto out = rollFace("Gold Medallion", 1, c);
        EXPECT_EQ(out.base, 0);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Gold Medallion"}) << toString(c.type);
    }
    EXPECT_TRUE(rollFace("Gold Medallion", 1, of(RollType::Maneuver)).decisions.empty());
    // Rolls without a step 4 of their own: the optional 'sai' line follows the roll (SaiResolutionFrame::afterRoll).
    for (const RollContext& c : {saveAgainst(RollType::Magic), dragon(RollType::Melee), dragon(RollType::Save)}) {
        EXPECT_EQ(rollFace("Gold Medallion", 1, c).decisions, std::vector<std::string>{"Gold Medallion"});
    }
}

TEST(SaiGoldMedallion, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("gold-medallion", "sai A Gold Medallion c4 : c2", "'c2' is not there");
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/gold-medallion.log");
    const auto state = testing::replay(text);
    EXPECT_EQ(state.piece(state.pieceIndex(state.playerIndex("A"), "c1")).loc,
              engine::Location::at(state.terrainIndex("frontier")));
    // At most four health-worth... and only from the DUA; leaving it unused is legal.
    const auto unused = swap(text, "    sai A Gold Medallion c4 : c1", "");
    EXPECT_EQ(testing::verify(unused).status, Status::Verified) << testing::verify(unused).message;
}

TEST(SaiGoldMedallion, AnUnknownFaceIsUnsupportedAtItsLine) {
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/gold-medallion.log");
    const auto other = swap(text, "roll A save=0 : c1=3 c2=3 c3=2 c4=Logo", "roll A save=0 : c1=3 c2=3 c3=2 c4=2");
    const auto v = testing::verify(other);
    EXPECT_EQ(v.status, Status::Unsupported) << v.message;
    EXPECT_EQ(v.line, lineOf(other, "roll A save=0 : c1=3 c2=3 c3=2 c4=2")) << v.message;
    EXPECT_NE(v.message.find("are not known"), std::string::npos) << v.message;
    EXPECT_NE(rollFace("Gold Medallion", 3, of(RollType::Melee)).unsupported.find("not known"), std::string::npos);
    EXPECT_NE(rollFace("Bronze Medallion", 2, of(RollType::Magic)).unsupported.find("not known"), std::string::npos);
}

TEST(SaiSilverMedallion, FaceLiteralPerRollPurpose) {
    for (const RollContext& c : {of(RollType::Melee), of(RollType::Missile), of(RollType::Magic),
                                 saveAgainst(RollType::Melee), saveAgainst(RollType::Missile)}) {
        const auto out = rollFace("Silver Medallion", 1, c);
        EXPECT_EQ(out.base, 0);
        EXPECT_EQ(out.decisions, std::vector<std::string>{"Silver Medallion"}) << toString(c.type);
    }
    // Nothing at all in a maneuver roll; rolls without a step 4 of their own ask for the optional line after them.
    EXPECT_TRUE(rollFace("Silver Medallion", 1, of(RollType::Maneuver)).decisions.empty());
    for (const RollContext& c : {saveAgainst(RollType::Magic), dragon(RollType::Melee), dragon(RollType::Save)}) {
        EXPECT_EQ(rollFace("Silver Medallion", 1, c).decisions, std::vector<std::string>{"Silver Medallion"});
    }
    EXPECT_NE(rollFace("Silver Medallion", 3, of(RollType::Melee)).unsupported.find("not known"), std::string::npos);
}

TEST(SaiSilverMedallion, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("silver-medallion", "sai A Silver Medallion c4 : summon A:k2", "has 2 health");
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/silver-medallion.log");
    const auto state = testing::replay(text);
    const int a = state.playerIndex("A");
    EXPECT_EQ(state.piece(state.pieceIndex(a, "k1")).loc, engine::Location::at(state.terrainIndex("frontier")));
    EXPECT_EQ(state.piece(state.pieceIndex(a, "k2")).loc, engine::Location::pool());
    const std::string line = "    sai A Silver Medallion c4 : summon A:k1";
    // Leaving it unused is legal.
    const auto unused = swap(text, line, "");
    EXPECT_EQ(testing::verify(unused).status, Status::Verified) << testing::verify(unused).message;
    // Each choice checks where its piece is: A's BUA is empty, k1 is no Dragonkin of the army.
    for (const auto& [choice, why] : std::vector<std::pair<std::string, std::string>>{
             {"item c1", "returns an item from A's BUA"},
             {"pool A:k1", "a Dragonkin unit or a minor terrain from A's BUA"},
             {"promote A:k1 A:k2", "promotes a Dragonkin of"},
             {"summon c1", "summons a Dragonkin from A's Summoning Pool"},
             {"recruit A:k1", "makes one choice"}}) {
        const std::string bad = "    sai A Silver Medallion c4 : " + choice;
        const auto t = swap(text, line, bad);
        const auto v = testing::verify(t);
        EXPECT_EQ(v.status, Status::Inconsistent) << choice << ": " << v.message;
        EXPECT_EQ(v.line, lineOf(t, bad.substr(4))) << v.message;
        EXPECT_NE(v.message.find(why), std::string::npos) << v.message;
    }
    // The choice goes on the 'sai' line, not on the face.
    const auto noted = swap(text, "c4=Logo\n" + line.substr(0, line.find(" summon")), "c4=Logo:summon\n#");
    const auto n = testing::verify(noted);
    EXPECT_NE(n.status, Status::Verified) << n.message;
    EXPECT_NE(n.message.find("takes no annotation"), std::string::npos) << n.message;
}

// The Dragontroop summoned in the save roll of turn 1 rolls with the army in turn 3 and is promoted there to the
// pool's Dragonhero (one health more).
TEST(SaiSilverMedallion, PromotesADragonkinOfItsArmy) {
    auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/silver-medallion.log");
    text = swap(text, "    roll A save=0 : c1=3 c2=3 c3=2 c4=Logo\n    kill A c1",
                "    roll A save=0 : c1=3 c2=3 c3=2 c4=Logo\n    sai A Silver Medallion c4 : summon A:k1\n    kill A c1");
    text = swap(text,
                "    roll A melee=2 : c2=3 c3=2 c4=Logo\n"
                "    sai A Silver Medallion c4 : summon A:k1   # the Dragontroop (1 health) joins the army\n"
                "    roll B save=0 : c2=3 c4=3 c5=3  # B saves against the 2 melee: no save\n"
                "    kill B c2 c4\n",
                // k1, promoted at step 4, takes its melee along (S0:L751): 2, not 3.
                "    roll A melee=2 : c2=3 c3=2 c4=Logo k1=3\n    sai A Silver Medallion c4 : promote k1 A:k2\n"
                "    roll B save=0 : c2=3 c4=3 c5=3\n    kill B c2 c4\n");
    ASSERT_EQ(testing::verify(text).status, Status::Verified) << testing::verify(text).message;
    const auto state = testing::replay(text);
    const int a = state.playerIndex("A");
    EXPECT_EQ(state.piece(state.pieceIndex(a, "k2")).loc, engine::Location::at(state.terrainIndex("frontier")));
    EXPECT_EQ(state.piece(state.pieceIndex(a, "k1")).loc, engine::Location::pool());
    // A promotion needs a pool Dragonkin one health larger: k1 cannot become itself.
    const auto self = swap(text, "promote k1 A:k2", "promote k1 A:c1");
    testing::expectCaughtAtLineHolding(self, "sai A Silver Medallion c4 : promote k1 A:c1", "");
}

TEST(EngineSaiSummonDragon, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("summon-dragon", "sai A Summon Dragon h7 : A:d1", "contains its element");
}

TEST(EngineSaiSummonDragon, TheStaffRollsAgainAndADragonMustBeNamed) {
    const auto text = domain::readFile(std::string(MUSTER_TEST_DATA) + "/matchlogs/sais/summon-dragon.log");
    // Without the second roll of the staff.
    const auto once = swap(text, "roll A magic=4 earth=4 : h1=5 h2=2 h4=5 h5=5 h7=SummonDragon / summon-dragon h7=3",
                           "roll A magic=0 : h1=5 h2=2 h4=5 h5=5 h7=SummonDragon");
    expectCaught(once, "roll A magic=0 :", "/ summon-dragon h7=<face>");
    // A dragon could come (B's Earth Wyrm): the staff must summon it.
    const auto none = swap(text, "sai A Summon Dragon h7 : B:d1 frontier", "sai A Summon Dragon h7");
    expectCaught(none, "sai A Summon Dragon h7", "name it and the terrain");
    // The summoned Wyrm is at the frontier afterwards.
    const auto state = testing::replay(text);
    const int wyrm = state.pieceIndex(state.playerIndex("B"), "d1");
    ASSERT_GE(wyrm, 0);
    EXPECT_EQ(state.piece(wyrm).loc, engine::Location::at(state.terrainIndex("frontier")));
}

TEST(EngineSaiSortie, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("sortie", "roll A melee=2 :", "melee total 6, not 2");
}

TEST(EngineSaiElevate, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("elevate", "roll A maneuver=2 : c1=2 c2=2", "maneuver total 6, not 2");
}

TEST(EngineSaiFlurry, ScenarioLogAndBrokenCopy) {
    expectSaiScenario("flurry", "roll A save=3 :", "save total 8, not 3");
}

}  // namespace
}  // namespace muster::rules
