// Event files as an attacker or an unlucky user writes them (issue 17): numbers beyond their range, a roster
// that is not a roster, nesting tens of thousands of levels deep, two players of one name. Each is refused
// where it is read, naming the file and the field, instead of being truncated, crashing or failing later.
#include <gtest/gtest.h>

#include <string>

#include "TournamentTestSupport.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/EventLimits.h"

namespace muster::rules::tournament {
namespace {

using testing::eventParseError;

const std::string kHead = R"({"format": "muster-event", "version": 1, "settings": {"name": "x"}, )";
const std::string kTwo = R"("players": [{"id": 1, "name": "A"}, {"id": 2, "name": "B"}])";

std::string withResult(const std::string& result) {
    return kHead + kTwo + R"(, "rounds": [{"number": 1, "pairings": [{"table": 1, "a": 1, "b": 2, "result": )" +
           result + "}]}]}";
}

struct LimitRow {
    std::string text;
    std::string expected;
};

class EventFileLimits : public ::testing::TestWithParam<LimitRow> {};

TEST_P(EventFileLimits, RefusedWithTheFieldAndTheRange) {
    EXPECT_EQ(eventParseError(GetParam().text), "e.json: " + GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    Numbers, EventFileLimits,
    ::testing::Values(
        LimitRow{withResult(R"({"winner": 1, "outcome": "capture", "terrains": [4294967297, 0]})"),
                 "rounds[0].pairings[0].result.terrains[0]: must be a whole number from 0 to 100, not 4294967297"},
        LimitRow{withResult(R"({"winner": 1, "outcome": "capture", "health": [3, 2147483648]})"),
                 "rounds[0].pairings[0].result.health[1]: must be a whole number from 0 to 1000000, not 2147483648"},
        LimitRow{withResult(R"({"winner": 1, "outcome": "capture", "health": [3, -1]})"),
                 "rounds[0].pairings[0].result.health[1]: must be a whole number from 0 to 1000000, not -1"},
        LimitRow{R"({"format": "muster-event", "version": 4294967297, "settings": {"name": "x"}})",
                 "version: version 4294967297 is not supported (this Muster reads versions 1 to 3)"},
        LimitRow{R"({"format": "muster-event", "version": 1, "settings": {"name": "x", "swissRounds": -3}})",
                 "settings.swissRounds: must be a whole number from 0 to 100, not -3"},
        LimitRow{
            R"({"format": "muster-event", "version": 1, "settings": {"name": "x", "forceSize": 18446744073709551615}})",
            "settings.forceSize: must be a whole number from 0 to 10000, not 18446744073709551615"},
        LimitRow{kHead + R"("players": [{"id": 1, "name": "A", "rank": 0}]})",
                 "players[0].rank: must be a whole number from 1 to 100000, not 0"},
        LimitRow{kHead + R"("players": [{"id": 1, "name": "A", "fixedTable": -4}]})",
                 "players[0].fixedTable: must be a whole number from 1 to 10000, not -4"},
        LimitRow{kHead + R"("players": [{"id": 4294967297, "name": "A"}]})",
                 "players[0].id: must be a whole number from 1 to 1000000000, not 4294967297"}));

INSTANTIATE_TEST_SUITE_P(
    Players, EventFileLimits,
    ::testing::Values(
        // The roster inside is read by the roster reader (docs/roster-format.md).
        LimitRow{kHead + R"("players": [{"id": 1, "name": "A", "roster": {"format": "muster-roster", "version": 1}}]})",
                 "players[0].roster.force_size: is missing"},
        LimitRow{kHead + R"("players": [{"id": 1, "name": "A", "roster": {"format": "muster-roster", "version": 1,
                    "force_size": 24, "armies": {"home": ["1000 Dwarves Footman"]}}}]})",
                 "players[0].roster.armies.home[0]: the count must be a whole number from 1 to 999"},
        LimitRow{kHead + R"("players": [{"id": 1, "name": "A", "roster": {"junk": true}}]})",
                 "players[0].roster.format: is missing"},
        // The database keeps one player of a name per event: the file does too.
        LimitRow{kHead + R"("players": [{"id": 1, "name": "Ann"}, {"id": 2, "name": "Ann"}]})",
                 "players[1].name: \"Ann\" is the name of players[0] too (each player of an event has a name of "
                 "their own)"}));

TEST(EventFileLimits, DeepNestingIsRefusedWithThePath) {
    // Objects: an object roster used to be copied (recursively, once per level) before anything checked it.
    std::string nested;
    for (int i = 0; i < 50000; ++i) nested += "{\"a\": ";
    nested += "1" + std::string(50000, '}');
    const std::string deep = kHead + "\"players\": [{\"id\": 1, \"name\": \"A\", \"roster\": " + nested + "}]}";
    const std::string message = eventParseError(deep);
    EXPECT_EQ(message.rfind("e.json: line 1: players[0].roster.a.a.a", 0), 0U) << message.substr(0, 300);
    EXPECT_NE(message.find("nests objects and lists deeper than 64 levels"), std::string::npos);
    EXPECT_LT(message.size(), 400U);
}

TEST(EventFileLimits, TheRangesAreTheDocumentedOnes) {
    EXPECT_TRUE(limits::kSwissRounds.contains(0));
    EXPECT_FALSE(limits::kSwissRounds.contains(-1));
    EXPECT_EQ(limits::kRank.describe(), "must be a whole number from 1 to 100000");
}

}  // namespace
}  // namespace muster::rules::tournament
