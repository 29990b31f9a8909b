// Items moved by SAIs and spells (V4.01d Items, S0:L1274-1275: an item is tied to no unit and moves only with a unit
// carrying it). The moving player lists the items among the units the SAI or spell moves, as in 'reinforce':
//   sai A Teleport c4 home:A : c2 c3 i1      Teleport, Ferry, Firewalking: among the units taken along
//   sai B Vanish c3 reserve : c5             Vanish: after ':' (the unit moves alone)
//   cast A Path with earth on A:c1 A:i1 home:B   Path, Rally: after the units, before the terrain
// Scenario logs: tests/data/matchlogs/items/teleport.log and path.log, each with a broken copy.
// Also Deadlands (S0:L1240-1242): a Deadland minor terrain a player controls counts as DUA units of any species for
// the DUA-scaled species abilities (Foul Stench here).
#include <gtest/gtest.h>

#include <sstream>
#include <utility>
#include <vector>

#include "EngineTestSupport.h"
#include "muster/domain/FileIO.h"
#include "muster/rules/engine/Engine.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules {
namespace {

using testing::LogSpec;
using Status = MatchVerdict::Status;

const std::string kDir = std::string(MUSTER_TEST_DATA) + "/matchlogs/";

using testing::lineOf;

using testing::swap;

void expectCaught(const std::string& text, const std::string& lineText, const std::string& why) {
    testing::expectCaughtAtLineHolding(text, lineText, why);
}

// Path's log has partial forces (like spells/path.log, which it extends).
void expectScenario(const std::string& name, const std::string& why, bool partial = false) {
    testing::expectScenarioAndBrokenCopyAtMark(kDir + "items/", name, why,
                                               partial ? &testing::partialForcesVerifier() : &testing::fullVerifier());
}

// The text with each swap made in turn (each `from` must be there).
std::string edited(std::string text, const std::vector<std::pair<std::string, std::string>>& swaps) {
    for (const auto& edit : swaps) text = swap(text, edit.first, edit.second);
    return text;
}

// The log verifies, and the owner's item ends at this place (a terrain's name) or in this kind of place.
void expectVerifiedWithItemAt(const std::string& text, int owner, const std::string& item, const std::string& place) {
    testing::expectVerified(text);
    const auto state = testing::replay(text);
    EXPECT_EQ(state.locationName(state.piece(state.pieceIndex(owner, item)).loc), place) << item;
}
void expectVerifiedWithItemAt(const std::string& text, int owner, const std::string& item, engine::Where where) {
    testing::expectVerified(text);
    const auto state = testing::replay(text);
    EXPECT_EQ(state.piece(state.pieceIndex(owner, item)).loc.where, where) << item;
}

// The campaign army of the small test forces (LogSpec's) with one more die (an item) after them.
std::string campaignWith(const std::string& text, char player, const std::string& item) {
    const std::string army =
        std::string("army ") + player + " campaign c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Dwarves Crossbowman";
    return swap(text, army + "\n", army + ", " + item + "\n");
}

// ---- Teleport (and Ferry, Firewalking: the same move)

TEST(EngineItemMovesTeleport, ScenarioLogAndBrokenCopy) {
    expectScenario("teleport", "'i1' does not roll here");
    const auto state = testing::replay(domain::readFile(kDir + "items/teleport.log"));
    const int slippers = state.pieceIndex(0, "i1");
    EXPECT_EQ(state.piece(slippers).loc, state.piece(state.pieceIndex(0, "c4")).loc);
    EXPECT_EQ(state.locationName(state.piece(slippers).loc), "home:A");
}

TEST(EngineItemMovesTeleport, WithoutTheItemTheArmyLeftBehindKeepsIt) {
    const auto text = domain::readFile(kDir + "items/teleport.log");
    const auto kept = swap(text, "sai A Teleport c4 home:A : c2 c3 i1", "sai A Teleport c4 home:A : c2 c3");
    // The Slippers stay at the frontier with the Sergeant and roll in its save roll.
    expectCaught(kept, "roll A save=0 : c1=3 ", "'i1' must be rolled too");
    // ... and when the Sergeant dies, no unit is left there to carry them: they are buried.
    const auto rolled = swap(kept, "roll A save=0 : c1=3 ", "roll A save=0 : c1=3 i1=1 ");
    expectCaught(rolled, "result none", "bury-item A");
    testing::expectVerified(swap(rolled, "result none", "    bury-item A i1\nresult none"));
}

TEST(EngineItemMovesTeleport, TheMoversMustBeAbleToCarryTheItem) {
    const auto text = domain::readFile(kDir + "items/teleport.log");
    // Fire Speed Slippers: the Dwarves (fire, earth) carry them, the Unicorn (earth, water) cannot.
    const auto fire = swap(text, "i1: Earth Speed Slippers", "i1: Fire Speed Slippers");
    const auto alone = swap(fire, "sai A Teleport c4 home:A : c2 c3 i1", "sai A Teleport c4 home:A : i1");
    expectCaught(alone, "sai A Teleport c4 home:A : i1", "cannot carry");
    testing::expectVerified(fire);
    // An item listed twice, an item of another army (A's home has none: B's unit is no item of A).
    expectCaught(swap(text, ": c2 c3 i1", ": c2 c3 i1 i1"), "sai A Teleport c4 home:A : c2 c3 i1 i1", "listed twice");
    // Items do not count in the health-worth taken along: 3 health-worth of units plus the Slippers is fine.
    testing::expectVerified(text);
}

TEST(EngineItemMovesTeleport, AnItemElsewhereCannotGoAlong) {
    LogSpec spec;
    spec.aCampaign = "c1: Dwarves Footman, c2: Dwarves Sergeant, c3: Treefolk Unicorn";
    spec.aHome = "h1: Dwarves Footman, i1: Earth Speed Slippers";
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=1 : c1=3 c2=2 c3=Teleport\n"
        "    sai A Teleport c3 home:B : c1 i1\nresult none\n";
    const auto text = spec.text(body);
    expectCaught(text, "sai A Teleport c3 home:B", "is not at frontier");
}

// Ferry (Coral Elves Gryphon) takes the whole army home, the Slippers included.
TEST(EngineItemMovesFerry, TheItemGoesWithTheFerriedUnits) {
    const auto text = edited(domain::readFile(kDir + "sais/ferry.log"),
                             {{"h2: Dwarves Footman, h3: Dwarves Footman,", "h2: Dwarves Footman,"},
                              {"c4: Coral Elves Gryphon\n", "c4: Coral Elves Gryphon, c5: Earth Speed Slippers\n"},
                              {"c4=Ferry\n", "c4=Ferry c5=1\n"}});
    expectVerifiedWithItemAt(swap(text, "sai A Ferry c4 home:A : c1 c2 ", "sai A Ferry c4 home:A : c1 c2 c5 "), 0, "c5",
                             "home:A");
    // Left behind, it stays with the Crossbowman, who can carry it.
    expectVerifiedWithItemAt(text, 0, "c5", "frontier");
    // With the Crossbowman gone too (whose missile then does not count: 0, no save roll), nobody carries it: it is
    // buried before the next roll.
    const auto alone = swap(swap(text, "roll A missile=1 :", "roll A missile=0 :"), "sai A Ferry c4 home:A : c1 c2 ",
                            "sai A Ferry c4 home:A : c1 c2 c3 ");
    expectCaught(alone, "roll B save=0 :", "bury-item A");
}

// Firewalking (Firewalkers Genie) in the defender's save roll: the Genie takes the Warrior and the Slippers home.
TEST(EngineItemMovesFirewalking, TheItemGoesWithTheWalkers) {
    const auto text = edited(domain::readFile(kDir + "sais/firewalking.log"),
                             {{", h6: Amazons Warrior\n", "\n"},
                              {"c3: Firewalkers Genie\n", "c3: Firewalkers Genie, c4: Fire Speed Slippers\n"},
                              {"c3=Firewalking ", "c3=Firewalking c4=1 "},
                              {"sai B Firewalking c3 home:B : c1 ", "sai B Firewalking c3 home:B : c1 c4 "}});
    expectVerifiedWithItemAt(text, 1, "c4", "home:B");
}

// Riding a tamed dragon (S0:L1370): the Dragonlord takes the Slippers along ('ride A c1 home:A c5').
TEST(EngineItemMovesRide, TheRiderTakesAnItemAlong) {
    const auto text =
        edited(domain::readFile(kDir + "champions/tame.log"),
               {{", h5: Eldarim Fire Morehl Follower\n", "\n"},
                {"c4: Eldarim Fire Morehl Warder\n", "c4: Eldarim Fire Morehl Warder, c5: Fire Speed Slippers\n"},
                {"c1=6 c2=1 c3=2 c4=2 ", "c1=6 c2=1 c3=2 c4=2 c5=1 "}});
    expectVerifiedWithItemAt(swap(text, "ride A c1 home:A ", "ride A c1 home:A c5 "), 0, "c5", "home:A");
    expectCaught(swap(text, "ride A c1 home:A ", "ride A c1 home:A c2 "), "ride A c1 home:A c2", "is no item");
    testing::expectVerified(text);  // without it the Slippers stay with the Escort, Follower and Warder
}

// ---- Vanish

std::string vanishWithItem() {
    return edited(
        domain::readFile(kDir + "sais/vanish.log"),
        {{", h6: Amazons Warrior\n", "\n"},
         {"c3: Undead Ghost, c4: Amazons Darter", "c3: Undead Ghost, c4: Amazons Darter, c5: Death Speed Slippers"},
         {"c3=Vanish c4=3 ", "c3=Vanish c4=3 c5=1 "}});
}

TEST(EngineItemMovesVanish, TheVanishingUnitTakesAnItemAlong) {
    const auto text = swap(vanishWithItem(), "sai B Vanish c3 reserve ", "sai B Vanish c3 reserve : c5 ");
    expectVerifiedWithItemAt(text, 1, "c5", engine::Where::Reserve);
    EXPECT_EQ(testing::whereIs(testing::replay(text), 1, "c3"), engine::Where::Reserve);
}

TEST(EngineItemMovesVanish, OnlyItemsAndOnlyWithALocation) {
    const auto text = vanishWithItem();
    expectCaught(swap(text, "sai B Vanish c3 reserve ", "sai B Vanish c3 : c5 "), "sai B Vanish c3 : c5",
                 "names the location");
    expectCaught(swap(text, "sai B Vanish c3 reserve ", "sai B Vanish c3 reserve : c1 "), "sai B Vanish c3 reserve",
                 "is no item");
    expectCaught(swap(text, "sai B Vanish c3 reserve ", "sai B Vanish c3 reserve : c5 c5 "), "sai B Vanish c3 reserve",
                 "listed twice");
}

// ---- Path and Rally

TEST(EngineItemMovesPath, ScenarioLogAndBrokenCopy) {
    expectScenario("path", "'i1' does not roll here", true);
    const auto state = testing::replay(domain::readFile(kDir + "items/path.log"));
    EXPECT_EQ(state.locationName(state.piece(state.pieceIndex(0, "i1")).loc), "home:B");
}

TEST(EngineItemMovesPath, ItemsComeAfterTheUnitsAndMustBeCarriable) {
    const auto text = domain::readFile(kDir + "items/path.log");
    // An item first is read as a unit target.
    expectCaught(swap(text, "on A:c1 A:i1 home:B", "on A:i1 A:c1 home:B"), "cast A Path", "targets units");
    // Only items: no unit moves to carry them.
    expectCaught(swap(text, "on A:c1 A:i1 home:B", "on A:i1 home:B"), "cast A Path", "targets units");
    // A Fire item the Footman carries too (a Water one could not be in that army at all).
    testing::expectVerified(swap(text, "i1: Earth Speed Slippers", "i1: Fire Speed Slippers"));
    expectCaught(swap(text, "on A:c1 A:i1 home:B", "on A:c1 A:i1 A:i1 home:B"), "cast A Path", "named twice");
    expectCaught(swap(text, "on A:c1 A:i1 home:B", "on A:c1 B:c1 home:B"), "cast A Path", "targets A's own units");
}

// Path's mover killed by a spell resolved before it (found by the legal-log generator at 48 points): Path moves nobody
// and the item stays with the army, which must roll it; before, 'resolve 2' was refused and the game could not go on.
TEST(EngineItemMovesPath, AnItemStaysWhenItsMoverDiedBeforePathResolves) {
    const auto& partialForces = testing::partialForcesVerifier();
    const auto path = kDir + "items/path-mover-killed.log";
    const auto verdict = partialForces.verifyFile(path);
    EXPECT_EQ(verdict.status, Status::Verified) << verdict.message;
    const auto text = domain::readFile(path);
    const auto state = testing::replay(text);
    EXPECT_EQ(state.locationName(state.piece(state.pieceIndex(0, "i1")).loc), "frontier");
    EXPECT_EQ(state.piece(state.pieceIndex(0, "c1")).loc.where, engine::Where::Dua);
    // The Slippers are still there: the army's next roll must show them.
    const auto without = swap(text, "roll A melee=3 : c2=3 c3=2 i1=1", "roll A melee=3 : c2=3 c3=2");
    const auto v = partialForces.verifyText(without, "path-mover-killed.log");
    EXPECT_EQ(v.status, Status::Inconsistent) << v.message;
    EXPECT_EQ(v.line, lineOf(without, "roll A melee=3 : c2=3 c3=2")) << v.message;
}

// ---- Units an effect sends to the Reserve Area: 'carry-item' (Scent of Fear, Mirage, Roar, Scare, Seize, ...)

TEST(EngineItemMovesCarry, ScenarioLogAndBrokenCopy) {
    expectScenario("scent-of-fear", "'i1' does not roll here", true);
    const auto state = testing::replay(domain::readFile(kDir + "items/scent-of-fear.log"));
    EXPECT_EQ(state.piece(state.pieceIndex(1, "i1")).loc.where, engine::Where::Reserve);
}

TEST(EngineItemMovesCarry, OnlyRightAfterTheMoveAndOnlyWhatTheMovedUnitsCarry) {
    const auto text = domain::readFile(kDir + "items/scent-of-fear.log");
    // Without it the Slippers stay with the Crossbowman and roll in its save roll.
    const auto stay =
        swap(text, "    carry-item B i1                                # and take the Slippers along\n", "");
    expectCaught(stay, "roll B save=1 : c3=5", "'i1' must be rolled too");
    const auto rolled = swap(stay, "roll B save=1 : c3=5 ", "roll B save=1 : c3=5 i1=1 ");
    // ... and once the Crossbowman is dead, nobody is left to carry them there.
    expectCaught(rolled, "result none", "bury-item B");
    testing::expectVerified(swap(rolled, "    kill B c3\n", "    kill B c3\n    bury-item B i1\n"));
    // After the next roll or move it is too late.
    const auto late = swap(stay, "    kill B c3\n", "    kill B c3\n    carry-item B i1\n");
    expectCaught(swap(late, "roll B save=1 : c3=5 ", "roll B save=1 : c3=5 i1=1 "), "    carry-item B i1",
                 "since the last roll or move");
    // Only the owner of the moved units, only items, each once.
    expectCaught(swap(text, "carry-item B i1 ", "carry-item A i1 "), "carry-item A i1", "A has no die 'i1'");
    expectCaught(swap(text, "carry-item B i1 ", "carry-item B c3 "), "carry-item B c3", "is not an item");
    expectCaught(swap(text, "carry-item B i1 ", "carry-item B i1 i1 "), "carry-item B i1 i1", "named twice");
}

// When the units left behind cannot carry the item, the burial the rules ask for names 'carry-item' as the other way.
TEST(EngineItemMovesCarry, TheBurialOffersCarryingAsTheOtherWay) {
    auto text = domain::readFile(kDir + "items/scent-of-fear.log");
    text = swap(text, "c3: Dwarves Crossbowman, i1: Earth Speed Slippers",
                "c3: Coral Elves Trooper, i1: Earth Speed Slippers");
    const auto cut = text.substr(0, text.find("    carry-item B i1"));
    expectCaught(cut + "result none\n", "result none", "'carry-item B <item>...'");
    testing::expectVerified(cut + "    carry-item B i1\nresult none\n");
    testing::expectVerified(cut + "    bury-item B i1\nresult none\n");
}

// A scenario log of B's Amazons, with the Fire Wooden Targe in B's army (the Warrior at home makes room for it).
std::string amazonsWithTarge(const std::string& name) {
    return edited(
        domain::readFile(kDir + "sais/" + name + ".log"),
        {{", h6: Amazons Warrior\n", "\n"}, {"c5: Amazons Darter\n", "c5: Amazons Darter, c6: Fire Wooden Targe\n"}});
}

// Roar sends two of B's Amazons to the Reserve Area before B's save roll; the Fire Wooden Targe follows them.
TEST(EngineItemMovesCarry, AnItemFollowsUnitsRoarSentAway) {
    const auto base = amazonsWithTarge("roar");
    expectVerifiedWithItemAt(
        swap(base, "    roll B save=0 : c2=3 c4=3 c5=3", "    carry-item B c6\n    roll B save=0 : c2=3 c4=3 c5=3"), 1,
        "c6", engine::Where::Reserve);
    // Without it the Targe rolls with the army left.
    expectCaught(base, "roll B save=0 : c2=3 c4=3 c5=3", "'c6' must be rolled too");
    // The Seer and the others left behind are no carriers of what followed: 'carry-item' before the Roar is refused.
    const auto early = swap(base, "    sai A Roar c4", "    carry-item B c6\n    sai A Roar c4");
    expectCaught(early, "carry-item B c6", "since the last roll or move");
}

// A Treefolk killed at a terrain with water that rolls its ID in the Replanting roll goes to the Reserve Area
// (S0:L717): the Earth Speed Slippers may follow it.
TEST(EngineItemMovesCarry, AnItemFollowsAReplantedTreefolk) {
    LogSpec spec;
    spec.bCampaign = "c1: Treefolk Oakling, c2: Dwarves Sergeant, c3: Dwarves Crossbowman, i1: Earth Speed Slippers";
    const std::string body =
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=6 : c1=6 c2=6 c3=2\n"
        "    roll B save=5 : c1=1 c2=5 c3=5 i1=1\n    kill B c1\n    roll B replant=1 : c1=1\n";
    const auto text = spec.text(body + "    carry-item B i1\nresult none\n");
    expectVerifiedWithItemAt(text, 1, "i1", engine::Where::Reserve);
    EXPECT_EQ(testing::whereIs(testing::replay(text), 1, "c1"), engine::Where::Reserve);
    // Killed without replanting (no ID): nobody was sent to the Reserve Area, the item stays.
    const auto dead = spec.text(
        "turn 1 A\n  march 1 frontier\n    action melee B\n    roll A melee=6 : c1=6 c2=6 c3=2\n"
        "    roll B save=5 : c1=1 c2=5 c3=5 i1=1\n    kill B c1\n    roll B replant=0 : c1=2\n"
        "    carry-item B i1\nresult none\n");
    expectCaught(dead, "carry-item B i1", "since the last roll or move");
}

// Rally: the Amazons take the Slippers to A's home.
TEST(EngineItemMovesRally, TheItemGoesWithTheRalliedAmazons) {
    const auto text = swap(domain::readFile(kDir + "spells/rally.log"), "c3: Dwarves Crossbowman\n",
                           "c3: Dwarves Crossbowman, c4: Air Speed Slippers\n");
    expectVerifiedWithItemAt(swap(text, "on A:c1 A:c2 home:A", "on A:c1 A:c2 A:c4 home:A"), 0, "c4", "home:A");
    // The Dwarf left behind cannot carry Air Slippers: without them going along, they are buried.
    expectCaught(text, "result none", "bury-item A");
}

// Mirage, Scare and Seize send units to the Reserve Area after a roll of the targets: items may follow.
TEST(EngineItemMovesCarry, ItemsFollowMirageScareAndSeize) {
    const auto mirage = campaignWith(domain::readFile(kDir + "spells/mirage.log"), 'B', "c4: Earth Speed Slippers");
    expectVerifiedWithItemAt(swap(mirage, "    roll A save=0 : c3=3", "    carry-item B c4\n    roll A save=0 : c3=3"),
                             1, "c4", engine::Where::Reserve);
    // Before the Mirage roll nobody has moved yet.
    expectCaught(swap(mirage, "    roll B save=1 : c1=2 c2=3", "    carry-item B c4\n    roll B save=1 : c1=2 c2=3"),
                 "carry-item B c4", "since the last roll or move");

    const auto scare = amazonsWithTarge("scare");
    const auto scareCarry =
        swap(scare, "    roll B save=2 : c3=2 c4=3 c5=3", "    carry-item B c6\n    roll B save=2 : c3=2 c4=3 c5=3");
    testing::expectVerified(scareCarry);
    expectCaught(scare, "roll B save=2 : c3=2 c4=3 c5=3", "'c6' must be rolled too");

    const auto seize = amazonsWithTarge("seize");
    expectVerifiedWithItemAt(
        swap(seize, "    roll B save=0 : c3=3 c4=3", "    carry-item B c6\n    roll B save=0 : c3=3 c4=3"), 1, "c6",
        engine::Where::Reserve);
}

// Fearful Flames: the Sergeant that rolls no save in the second roll flees to the Reserve Area; the Slippers follow.
TEST(EngineItemMovesCarry, AnItemFollowsAUnitFleeingFearfulFlames) {
    const auto text =
        campaignWith(domain::readFile(kDir + "spells/fearful-flames.log"), 'B', "c4: Earth Speed Slippers");
    const auto cut = text.substr(0, text.find("  march 2 frontier")) + "    carry-item B c4\nresult none\n";
    expectVerifiedWithItemAt(cut, 1, "c4", engine::Where::Reserve);
}

// Open Grave: units killed go to the Reserve Area instead of the DUA; items may follow them.
TEST(EngineItemMovesCarry, AnItemFollowsAUnitOpenGraveSaved) {
    auto text = campaignWith(domain::readFile(kDir + "spells/open-grave.log"), 'A', "c4: Earth Speed Slippers");
    for (const auto* roll : {"roll A melee=5 : c1=6 c2=3 c3=2", "roll A save=5 : c1=2 c2=5 c3=5"})
        text = swap(text, roll, std::string(roll) + " c4=1");
    const auto carried = swap(text, "    kill A c1                                      # the Footman",
                              "    kill A c1\n    carry-item A c4                                # the Footman");
    const auto cut = carried.substr(0, carried.find("turn 2 B")) + "result none\n";
    expectVerifiedWithItemAt(cut, 0, "c4", engine::Where::Reserve);
}

// ---- Deadlands

// A's Goblins attack in melee with no Goblin in A's DUA; a Deadland A controls at the frontier counts as one unit
// of any species in A's DUA (24 points), so Foul Stench holds back one of B's units.
TEST(EngineDeadlands, ADeadlandCountsAsDuaUnitsForDuaScaledAbilities) {
    LogSpec spec;
    spec.aCampaign = "c1: Goblins Thug, c2: Goblins Thug, c3: Goblins Thug, c4: Goblins Thug";
    spec.aPool = "d1: Fire Drake, p1: Deadland Bridge";
    const std::string head = "turn 1 A\n  march 1 frontier\n    action melee B\n";
    const auto log = matchlog::MatchLogParser::parse(spec.text(head + "result none\n"), "test.log");
    auto state = testing::replay(spec.text(head + "result none\n"));
    const engine::Engine engine(testing::engineCatalog());
    int line = spec.bodyLine() + 3;
    const auto step = [&](engine::GameState& s, const std::string& text) {
        return engine.step(s, matchlog::MatchLogParser::parseStatement(log, text, line++));
    };
    const auto play = [&](engine::GameState s, const std::vector<std::string>& texts) -> std::string {
        for (const auto& text : texts) {
            auto next = step(s, text);
            if (std::holds_alternative<engine::Violation>(next))
                return text + ": " + std::get<engine::Violation>(next).rulesGive;
            s = std::get<engine::GameState>(next);
        }
        return "";
    };
    const std::vector<std::string> attack = {"roll A melee=4 : c1=3 c2=3 c3=3 c4=3", "roll B save=2 : c1=2 c2=3 c3=1",
                                             "kill B c2"};
    // Without the Deadland in play (it is in A's Summoning Pool) there is no Foul Stench.
    EXPECT_EQ(play(state, {attack[0], attack[1], attack[2], "counter-attack B"}), "");
    EXPECT_NE(play(state, {attack[0], attack[1], attack[2], "foul-stench B c3"}), "");
    // With it at the frontier, one unit is held back.
    const int deadland = state.pieceIndex(0, "p1");
    ASSERT_GE(deadland, 0);
    state.piece(deadland).loc = state.piece(state.pieceIndex(0, "c1")).loc;
    EXPECT_EQ(play(state, {attack[0], attack[1], attack[2], "foul-stench B c3", "counter-attack B"}), "");
    const auto none = play(state, {attack[0], attack[1], attack[2], "counter-attack B"});
    EXPECT_NE(none.find("foul-stench"), std::string::npos) << none;
    const auto two = play(state, {attack[0], attack[1], attack[2], "foul-stench B c1 c3"});
    EXPECT_NE(two, "");
    // B's Deadland would not count for A; a Deadland in a Reserve Area or the pool is not controlled.
    state.piece(deadland).loc = engine::Location::reserve();
    EXPECT_EQ(play(state, {attack[0], attack[1], attack[2], "counter-attack B"}), "");
}

// Bone Magic: each Undead showing magic may add one, up to the Undead in the DUA; a Deadland A controls counts as one.
TEST(EngineDeadlands, ADeadlandFeedsBoneMagic) {
    LogSpec spec;
    spec.aHome = "h1: Undead Heucuva, h2: Undead Heucuva";
    spec.aPool = "d1: Fire Drake, p1: Deadland Knoll";
    const std::string head = "turn 1 A\n  march 1 home:A\n    action magic\n";
    const auto log = matchlog::MatchLogParser::parse(spec.text(head + "result none\n"), "test.log");
    auto state = testing::replay(spec.text(head + "result none\n"));
    const engine::Engine engine(testing::engineCatalog());
    const auto accepted = [&](engine::GameState s, const std::string& text) {
        const auto next = engine.step(s, matchlog::MatchLogParser::parseStatement(log, text, spec.bodyLine() + 3));
        return std::holds_alternative<engine::GameState>(next);
    };
    EXPECT_TRUE(accepted(state, "roll A magic=6 death=6 : h1=2 h2=2"));
    EXPECT_FALSE(accepted(state, "roll A magic=7 death=7 : h1=2 h2=2"));
    state.piece(state.pieceIndex(0, "p1")).loc = state.piece(state.pieceIndex(0, "h1")).loc;
    EXPECT_TRUE(accepted(state, "roll A magic=7 death=7 : h1=2 h2=2"));
    EXPECT_TRUE(accepted(state, "roll A magic=6 death=6 : h1=2 h2=2"));   // the engine reads Bone Magic as "up to"
    EXPECT_FALSE(accepted(state, "roll A magic=8 death=8 : h1=2 h2=2"));  // one Deadland in a 24-point game: one
}

}  // namespace
}  // namespace muster::rules
