// The match log text format (docs/match-log.md): what parses and the precise errors for what does not.
#include <gtest/gtest.h>

#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::matchlog {
namespace {

const std::string kHeader =
    "format muster-matchlog 1\nedition v4.01d\nforce-size 24\nplayer A Ana Smith\nplayer B Bruno\n"
    "terrain A home Highland City\nterrain A frontier Coastland Tower\nterrain B home Flatland City\n"
    "terrain B frontier Swampland City\narmy A home h1: Dwarves Footman, h2: Dwarves Footman\n"
    "army A horde z1: Dwarves Footman\narmy A campaign c1: Dwarves Footman\nroster B rosters/b.json\nsetup\n";

void expectError(const std::string& text, int line, const std::string& fragment) {
    try {
        MatchLogParser::parse(text, "x.log");
        FAIL() << "parsed: " << text;
    } catch (const MatchLogError& e) {
        EXPECT_EQ(e.line(), line) << e.what();
        EXPECT_NE(e.problem().find(fragment), std::string::npos) << e.what();
        EXPECT_EQ(e.file(), "x.log");
    }
}

TEST(MatchLogParser, ReadsHeaderAndEvents) {
    const auto log = MatchLogParser::parse(kHeader + "horde-roll A maneuver=1 : z1=1  # comment\n"
                                           "turn 1 A\nroll A magic=3 fire=2 earth=1 : h1=ID h2=2Melee / rapid-growth h1=3\n"
                                           "cast A Stone Skin with earth x2 on A@home:A\nresult none\n",
                                           "x.log");
    EXPECT_EQ(log.version, 1);
    EXPECT_EQ(log.forceSize, 24);
    ASSERT_EQ(log.players.size(), 2U);
    EXPECT_EQ(log.players[0].name, "Ana Smith");
    EXPECT_EQ(log.players[0].armies[0].size(), 2U);
    EXPECT_EQ(log.players[0].armies[0][1].dieName, "Dwarves Footman");
    EXPECT_EQ(log.players[1].rosterRef, "rosters/b.json");
    ASSERT_EQ(log.events.size(), 5U);
    const auto& roll = log.events[2];
    EXPECT_EQ(roll.kind, engine::EventKind::Roll);
    EXPECT_EQ(roll.line, 17);
    ASSERT_EQ(roll.totals.size(), 3U);
    EXPECT_EQ(roll.totals[1].type, "fire");
    EXPECT_EQ(roll.faces[1].face, "2Melee");
    ASSERT_EQ(roll.rerolls.size(), 1U);
    EXPECT_EQ(roll.rerolls[0].reason, "rapid-growth");
    const auto& cast = log.events[3];
    EXPECT_EQ(cast.args[0], "Stone Skin");
    EXPECT_EQ(cast.args[1], "earth");
    EXPECT_EQ(cast.number, 2);
    EXPECT_EQ(cast.args[2], "A@home:A");
}

TEST(MatchLogParser, PreciseErrors) {
    expectError("hello\n", 1, "format muster-matchlog 3' (or an older version)");
    expectError("format muster-matchlog 9\n", 1, "newer than this program reads");
    expectError("format muster-matchlog 4\n", 1, "format version 4 is newer than this program reads (3)");
    expectError("format muster-matchlog 1\nedition v4.01d\nforce-size x\n", 3, "positive number");
    expectError("format muster-matchlog 1\nedition v4.01d\nforce-size 24\nplayer A\nplayer A\n", 5, "declared twice");
    expectError("format muster-matchlog 1\nedition v4.01d\nforce-size 24\nplayer A\narmy A home Dwarves Footman\n", 5,
                "needs a label");
    expectError(kHeader + "roll A melee=3 c1=2\nresult none\n", 15, "needs ':'");
    expectError(kHeader + "roll A melee=3 : c1=2 c1=3\nresult none\n", 15, "appears twice");
    expectError(kHeader + "roll Z melee=3 : c1=2\nresult none\n", 15, "unknown player 'Z'");
    expectError(kHeader + "start-roll A home:A 9\nresult none\n", 15, "face 1-8");
    expectError(kHeader + "action missile B\nresult none\n", 15, "'<player>@<location>'");
    expectError(kHeader + "dance A\nresult none\n", 15, "unknown line 'dance'");
    expectError(kHeader + "turn 1 A\n", 15, "must end with a 'result' line");
    expectError(kHeader + "result none\nturn 1 A\n", 16, "nothing may follow");
    expectError("format muster-matchlog 1\nedition v4.01d\nforce-size 24\nplayer A\nplayer B\nsetup\n", 6,
                "no 'terrain A home");
}

// Version 3: the owner's roll-level choices before ':' and where killed units went (docs/match-log.md).
TEST(MatchLogParser, Version3ChoicesAndKillDestinations) {
    std::string v3 = kHeader;
    v3.replace(0, v3.find('\n'), "format muster-matchlog 3");
    const auto log = MatchLogParser::parse(v3 + "roll A melee=3 save=2 wilding=c1+h1 palsy=save bone-magic=1 : "
                                                "c1=ID:melee h1=2Maneuver:1save\n"
                                                "kill A c1>dua h1 h2>pool\nresult none\n",
                                           "x.log");
    EXPECT_EQ(log.version, 3);
    const auto& roll = log.events[0];
    ASSERT_EQ(roll.totals.size(), 2U);
    ASSERT_EQ(roll.choices.size(), 3U);
    EXPECT_EQ(roll.choices[0].key, "wilding");
    EXPECT_EQ(roll.choices[0].value, "c1+h1");
    EXPECT_EQ(roll.choices[1].value, "save");
    EXPECT_EQ(roll.choices[2].key, "bone-magic");  // a number, but a choice
    EXPECT_EQ(roll.choices[2].value, "1");
    EXPECT_EQ(roll.faces[1].note, "1save");
    const auto& kill = log.events[1];
    EXPECT_EQ(kill.args, (std::vector<std::string>{"c1", "h1", "h2"}));
    EXPECT_EQ(kill.destinations, (std::vector<std::string>{"dua", "", "pool"}));
    expectError(v3 + "kill A c1>graveyard\nresult none\n", 15, "'<unit>>dua'");
    expectError(v3 + "roll A melee=3 palsy=s@ve : c1=2\nresult none\n", 15, "expected a choice like");
    // Older versions have neither.
    std::string v2 = kHeader;
    v2.replace(0, v2.find('\n'), "format muster-matchlog 2");
    expectError(v2 + "roll A melee=3 palsy=save : c1=2\nresult none\n", 15, "must be a number");
    expectError(v2 + "kill A c1>dua\nresult none\n", 15, "needs 'format muster-matchlog 3'");
}

TEST(MatchLogParser, AForceComesFromARosterOrFromLinesNotBoth) {
    // The roster's dice take the labels h1.., z1.., c1.., p1..: army lines for the same player would clash.
    std::string mixed = kHeader;
    mixed.replace(mixed.find("setup\n"), 6, "army B home h1: Dwarves Footman\nsetup\n");
    expectError(mixed + "result none\n", 13, "from a roster file here and from 'army'/'pool' lines too");
    std::string twice = kHeader;
    twice.replace(twice.find("setup\n"), 6, "roster B rosters/c.json\nsetup\n");
    expectError(twice + "result none\n", 14, "already has a roster (line 13)");
}

TEST(MatchLogParser, AVersionOneFaceHasNoNote) {
    // Version 1 has no ':' notes; '2:melee' was once read as the face '2 Melee' (another face than index 2).
    expectError(kHeader + "horde-roll A maneuver=1 : z1=2:melee\nresult none\n", 15, "needs 'format muster-matchlog 2'");
}

TEST(MatchLogParser, SpeciesAbilityLines) {
    const auto log = MatchLogParser::parse(kHeader + "turn 1 A\nmutate A B r1 r2\nmutate-gain A frontier promote c1 c2\n"
                                           "dragonkin-handlers A frontier recruit p1\ncharge A kukri p2\n"
                                           "roll B negate=2 : c1=3\nresult none\n",
                                           "x.log");
    ASSERT_EQ(log.events.size(), 7U);
    EXPECT_EQ(log.events[1].kind, engine::EventKind::Mutate);
    EXPECT_EQ(log.events[1].args, (std::vector<std::string>{"B", "r1", "r2"}));
    EXPECT_EQ(log.events[2].kind, engine::EventKind::MutateGain);
    EXPECT_EQ(log.events[2].args.size(), 4U);
    EXPECT_EQ(log.events[3].kind, engine::EventKind::DragonkinHandlers);
    EXPECT_EQ(log.events[4].kind, engine::EventKind::Charge);
    EXPECT_EQ(log.events[4].args[0], "kukri");
    EXPECT_EQ(log.events[5].totals[0].type, "negate");
    expectError(kHeader + "mutate A B\nresult none\n", 15, "expected 'mutate <player> <opponent>");
    expectError(kHeader + "mutate A Z r1\nresult none\n", 15, "expected 'mutate <player> <opponent>");
    expectError(kHeader + "mutate-gain A frontier recruit\nresult none\n", 15, "mutate-gain <player> <terrain> recruit");
    expectError(kHeader + "dragonkin-handlers A frontier promote p1\nresult none\n", 15, "dragonkin-handlers <player>");
    expectError(kHeader + "charge A sword p1\nresult none\n", 15, "javelin");
}

}  // namespace
}  // namespace muster::rules::matchlog
