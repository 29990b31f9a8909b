// Event files of the second hostile-input campaign (issue 34): what check-pairings checks (a player twice in a
// round, a player against themself, an id nobody has) is refused by the reader every command uses, naming the
// field; names that are blank or hold control characters; format paths out of the file's folder; more players
// than an event can have. And the large events that once took quadratic time are paired and ranked correctly.
#include <gtest/gtest.h>

#include <set>
#include <string>

#include "TournamentTestSupport.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/EventIndex.h"
#include "muster/rules/tournament/EventLimits.h"
#include "muster/rules/tournament/PairingChecker.h"
#include "muster/rules/tournament/PairingStructure.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/rules/tournament/SwissMatcher.h"
#include "muster/rules/tournament/SwissPairer.h"

namespace muster::rules::tournament {
namespace {

using testing::eventParseError;

const std::string kHead = R"({"format": "muster-event", "version": 2, "settings": {"name": "x"}, )";
const std::string kFour =
    R"("players": [{"id": 1, "name": "A"}, {"id": 2, "name": "B"}, {"id": 3, "name": "C"}, {"id": 4, "name": "D"}])";

std::string withPairings(const std::string& pairings) {
    return kHead + kFour + R"(, "rounds": [{"number": 1, "pairings": [{"a": 1, "b": 2}, {"a": 3, "b": 4}]},
        {"number": 2, "pairings": [)" +
           pairings + "]}]}";
}

struct Row {
    std::string text;
    std::string expected;  // after "e.json: "
};

class HostileEventFile : public ::testing::TestWithParam<Row> {};

TEST_P(HostileEventFile, IsRefusedWithTheField) {
    EXPECT_EQ(eventParseError(GetParam().text), "e.json: " + GetParam().expected);
}

INSTANTIATE_TEST_SUITE_P(
    Pairings, HostileEventFile,
    ::testing::Values(
        Row{withPairings(R"({"a": 1, "b": 2}, {"a": 3, "b": 1})"),
            "rounds[1].pairings[1].b: player 1 is also in pairings[0].a (a player has one game or bye per round)"},
        Row{withPairings(R"({"a": 1, "b": 2}, {"a": 4}, {"a": 3, "b": 4})"),
            "rounds[1].pairings[2].b: player 4 is also in pairings[1].a (a player has one game or bye per round)"},
        Row{withPairings(R"({"a": 1, "b": 1}, {"a": 3, "b": 4})"),
            "rounds[1].pairings[0].b: player 1 is paired against themself"},
        Row{withPairings(R"({"a": 1, "b": 2}, {"a": 3, "b": 9})"), "rounds[1].pairings[1].b: no player has id 9"},
        // A winner from outside the game was already refused; the structure comes after the results.
        Row{withPairings(R"({"a": 1, "b": 2, "result": {"winner": 3, "outcome": "capture"}})"),
            "rounds[1].pairings[0].result.winner: player 3 is not in this game"}));

INSTANTIATE_TEST_SUITE_P(
    Names, HostileEventFile,
    ::testing::Values(
        Row{kHead + R"("players": [{"id": 1, "name": "   "}]})", "players[0].name: is only blanks (\"   \")"},
        Row{kHead + R"("players": [{"id": 1, "name": "Amazons\u0000Soldier"}]})",
            "players[0].name: \"Amazons\\x00Soldier\" contains control or bidirectional formatting characters"},
        Row{kHead + R"("players": [{"id": 1, "name": "A", "club": "Red\u001b[2J"}]})",
            "players[0].club: \"Red\\x1B[2J\" contains control or bidirectional formatting characters"},
        Row{kHead + R"("players": [{"id": 1, "name": "Bob \u202eevil"}]})",
            "players[0].name: \"Bob \\u202Eevil\" contains control or bidirectional formatting characters"}));

std::string withFormat(const std::string& format) {
    return R"({"format": "muster-event", "version": 2, "settings": {"name": "x", "eventFormat": ")" + format + "\"}}";
}

INSTANTIATE_TEST_SUITE_P(
    FormatPaths, HostileEventFile,
    ::testing::Values(
        Row{withFormat("/dev/zero"),
            "settings.eventFormat: '/dev/zero' is an absolute path; a format named in a file is a built-in format's "
            "name or a format file beside that file, by a relative path without '..'"},
        Row{withFormat("../../../../etc/passwd"),
            "settings.eventFormat: '../../../../etc/passwd' leaves the folder of the file that names it; a format "
            "named in a file is a built-in format's name or a format file beside that file, by a relative path "
            "without '..'"},
        Row{withFormat("formats\\\\..\\\\..\\\\x.json"),
            "settings.eventFormat: 'formats\\..\\..\\x.json' leaves the folder of the file that names it; a format "
            "named in a file is a built-in format's name or a format file beside that file, by a relative path "
            "without '..'"}));

TEST(HostileEventFile, FormatNamesAndFilesBesideAreRead) {
    EXPECT_EQ(eventParseError(withFormat("championship-36")), "(accepted)");
    EXPECT_EQ(eventParseError(withFormat("my-cup.json")), "(accepted)");
    EXPECT_EQ(eventParseError(withFormat("formats/my-cup.json")), "(accepted)");
    EXPECT_EQ(EventFormatLoader::resolveNextTo("formats/cup.json", "/events/e.json"), "/events/formats/cup.json");
    EXPECT_EQ(EventFormatLoader::resolveNextTo("core", "/events/e.json"), "core");
    EXPECT_THROW((void)EventFormatLoader::resolveNextTo("../cup.json", "/events/e.json"), rules::EventFormatError);
}

// An imported event names its format file by its whole path; what is exported names it beside the file, so that the
// export can be imported again.
TEST(HostileEventFile, AnExportNamesItsFormatFileBesideIt) {
    Event event;
    event.settings.name = "Cup";
    event.settings.eventFormat = "/home/organiser/cup/formats/cup.json";
    const Event back = EventIO::parse(EventIO::toText(event), "export.json");
    EXPECT_EQ(back.settings.eventFormat, "cup.json");
    event.settings.eventFormat = "championship-36";
    EXPECT_EQ(EventIO::parse(EventIO::toText(event), "export.json").settings.eventFormat, "championship-36");
}

TEST(HostileEventFile, MorePlayersThanAnEventCanHaveAreRefused) {
    std::string players;
    for (std::size_t i = 1; i <= limits::kPlayersPerEvent + 1; ++i) {
        players += (i > 1 ? "," : "") + std::string(R"({"id": )") + std::to_string(i) + R"(, "name": "P)" +
                   std::to_string(i) + "\"}";
    }
    EXPECT_EQ(eventParseError(kHead + "\"players\": [" + players + "]}"),
              "e.json: players: at most 5000 players in one event, not 5001 (docs/reliability.md, \"Limits\")");
    Event event;
    for (std::size_t i = 1; i <= limits::kPlayersPerEvent; ++i) {
        Player p;
        p.name = "P" + std::to_string(i);
        event.addPlayer(p);
    }
    Player late;
    late.name = "Late";
    EXPECT_THROW(event.addPlayer(late), EventError);
}

Pairing game(std::optional<int> table, PlayerId a, std::optional<PlayerId> b) {
    Pairing p;
    p.table = table;
    p.a = a;
    p.b = b;
    return p;
}

// The structure check behind every reader, on its own.
TEST(PairingStructure, FindsEveryFaultWithItsPlace) {
    Round round;
    round.pairings = {game(1, 1, 2), game(2, 2, 2), game(3, 7, 3), game(std::nullopt, 3, std::nullopt)};
    const auto faults = PairingStructure::faults(round, [](PlayerId id) { return id <= 4; });
    ASSERT_EQ(faults.size(), 4U);
    EXPECT_EQ(faults[0].kind, StructureFault::Kind::SelfPairing);
    EXPECT_EQ(faults[0].field(), "pairings[1].b");
    EXPECT_EQ(faults[1].kind, StructureFault::Kind::Duplicate);
    EXPECT_EQ(faults[1].field(), "pairings[1].a");
    EXPECT_EQ(faults[1].problem(), "player 2 is also in pairings[0].b (a player has one game or bye per round)");
    EXPECT_EQ(faults[2].kind, StructureFault::Kind::UnknownPlayer);
    EXPECT_EQ(faults[2].problem(), "no player has id 7");
    EXPECT_EQ(faults[3].kind, StructureFault::Kind::Duplicate);
    EXPECT_EQ(faults[3].field(), "pairings[3].a");
}

// An event in the database is not read through EventIO: the checker reports the same faults as violations.
TEST(PairingStructure, TheCheckerReportsThemForAStoredEvent) {
    Event event;
    for (int i = 1; i <= 4; ++i) {
        Player p;
        p.id = i;
        p.name = std::string(1, static_cast<char>('A' + i - 1));
        event.players.push_back(p);
    }
    Round round;
    round.pairings = {game(1, 1, 2), game(2, 1, 3), game(3, 4, 4)};
    event.rounds.push_back(round);
    std::set<std::string> kinds;
    for (const auto& v : PairingChecker::checkRound(event, 1).violations)
        kinds.insert(std::string(violationName(v.kind)));
    EXPECT_TRUE(kinds.count("duplicate") == 1 && kinds.count("self-pairing") == 1) << ::testing::PrintToString(kinds);
}

TEST(EventIndex, FindsPlayersAndPairsKeptApart) {
    Event event;
    for (int i = 1; i <= 3; ++i) {
        Player p;
        p.id = i * 10;
        p.name = std::to_string(i);
        event.players.push_back(p);
    }
    event.avoid.push_back(Avoidance{10, 30, "siblings"});
    const EventIndex index(event);
    ASSERT_NE(index.findPlayer(20), nullptr);
    EXPECT_EQ(index.findPlayer(20)->name, "2");
    EXPECT_EQ(index.findPlayer(2), nullptr);
    EXPECT_THROW((void)index.player(2), EventError);
    EXPECT_TRUE(index.mustNotMeet(30, 10));
    EXPECT_FALSE(index.mustNotMeet(10, 20));
    EXPECT_EQ(index.apartReason(30, 10), "siblings");
}

// Events far above the complete-graph size are paired on the sparse window graph: everyone once, no rematch.
TEST(LargeEvents, AreRankedAndPairedWholeWithoutRematches) {
    Event event;
    const int players = 1201;
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.id = i;
        p.name = "P" + std::to_string(i);
        p.club = "C" + std::to_string(i % 11);
        event.players.push_back(p);
    }
    for (int r = 0; r < 3; ++r) {
        SwissPairer::addNextRound(event);
        for (auto& p : event.rounds.back().pairings) {
            if (p.isBye()) continue;
            Result result;
            result.winner = (p.a + *p.b + r) % 2 == 0 ? p.a : *p.b;
            p.result = result;
        }
    }
    const auto rows = Standings::compute(event);
    ASSERT_EQ(rows.size(), static_cast<std::size_t>(players));
    const Round next = SwissPairer::pairNextRound(event);
    std::set<PlayerId> seen;
    for (const auto& p : next.pairings) {
        EXPECT_TRUE(seen.insert(p.a).second);
        if (p.b) {
            EXPECT_TRUE(seen.insert(*p.b).second);
        }
        EXPECT_FALSE(p.hasFlag("rematch"));
    }
    EXPECT_EQ(seen.size(), static_cast<std::size_t>(players));
    EXPECT_TRUE(PairingChecker::checkEvent(event).violations.empty());
}

}  // namespace
}  // namespace muster::rules::tournament
