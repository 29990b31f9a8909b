// What the desk and muster-cli share for issue 31: the illegal-roster policy, results in words and the
// history's lines, counts not entered stored as unknown, and the round's sheets in one document.
#include <gtest/gtest.h>

#include <filesystem>

#include "../TestCatalog.h"
#include "muster/db/Database.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/services/EventStore.h"
#include "muster/services/PrintData.h"
#include "muster/services/ResultText.h"
#include "muster/services/RosterPolicy.h"

using namespace muster;
using namespace muster::rules::tournament;
namespace fs = std::filesystem;

namespace {

using muster::testsupport::catalog;

domain::Roster roster(const std::string& file) {
    return domain::RosterIO::readFile((fs::path(MUSTER_TEST_DATA) / "rosters" / file).string(), catalog());
}

nlohmann::json rosterJson(const std::string& file) {
    return nlohmann::json::parse(domain::RosterIO::toJson(roster(file)));
}

struct Desk {
    db::Database database = db::Database::inMemory();
    db::EventRepository repo{database};
    services::EventStore store{repo};
    db::RowId id = 0;

    Desk() {
        Event e;
        e.settings.name = "Policy Cup";
        e.settings.forceSize = 24;
        e.settings.swissRounds = 3;
        id = store.create(e);
        for (const char* name : {"Quin", "Fay", "Gus", "Hal"}) {
            Player p;
            p.name = name;
            store.addPlayer(id, p);
        }
    }
    PlayerId player(const std::string& name) {
        for (const auto& p : store.load(id).event.players) {
            if (p.name == name) return p.id;
        }
        return 0;
    }
};

}  // namespace

// One policy (services/RosterPolicy.h): legal registers, illegal needs an explicit acceptance; at pairing,
// the players of the round whose roster is illegal now are listed for the question.
TEST(RosterPolicy, IllegalNeedsAcceptanceAndPairingListsWhoRemains) {
    const rules::ForceValidator validator(catalog());
    EventSettings settings;
    settings.name = "Policy Cup";
    settings.forceSize = 24;
    const auto legal = services::checkRosterForEvent(validator, settings, roster("legal-24.txt"));
    const auto illegal = services::checkRosterForEvent(validator, settings, roster("illegal-24.json"));
    EXPECT_EQ(services::admitRoster(legal), services::RosterAdmission::Register);
    EXPECT_EQ(services::admitRoster(illegal), services::RosterAdmission::NeedsAcceptance);
    const std::string question = services::illegalRosterQuestion("Hal", illegal, settings);
    EXPECT_NE(question.find("Hal's roster is not legal for Policy Cup (illegal: "), std::string::npos) << question;
    EXPECT_NE(services::illegalRosterRefusal("hal.json", settings).find("--accept-illegal"), std::string::npos);

    Event event;
    event.settings = settings;
    for (int i = 1; i <= 4; ++i) {
        Player p;
        p.id = i;
        p.name = std::string("P") + std::to_string(i);
        event.players.push_back(p);
    }
    event.players[0].roster = rosterJson("legal-24.txt");
    event.players[1].roster = rosterJson("illegal-24.json");
    event.players[2].roster = nlohmann::json{{"format", "not a roster"}};  // no longer readable
    auto found = services::illegalRostersInRound(event, 1, validator);
    ASSERT_EQ(found.size(), 2U);
    EXPECT_EQ(found[0].name, "P2");
    EXPECT_EQ(found[0].summary.rfind("illegal: ", 0), 0U) << found[0].summary;
    EXPECT_EQ(found[1].summary.rfind("unreadable: ", 0), 0U) << found[1].summary;
    const std::string ask = services::pairingQuestion(found, 1);
    EXPECT_EQ(ask.rfind("2 players of round 1 have an illegal roster: P2 (illegal: ", 0), 0U) << ask;
    EXPECT_NE(ask.find("Pair round 1 anyway?"), std::string::npos);
    // A dropped player is not in the round: not asked about.
    event.players[1].dropped = true;
    event.players[2].dropped = true;
    EXPECT_TRUE(services::illegalRostersInRound(event, 1, validator).empty());
}

// Results in words: the winner and how, counts side A first, a count not entered said so; a correction
// says what changed ("changed from Quin to Fay").
TEST(ResultText, ResultsAndCorrectionsInWords) {
    const std::map<PlayerId, std::string> names{{1, "Quin"}, {2, "Fay"}};
    const services::NameOf nameOf = [&names](PlayerId id) { return names.at(id); };
    Result quin;
    quin.winner = 1;
    quin.outcome = Outcome::Time;
    quin.terrains = std::array<int, 2>{1, 0};
    EXPECT_EQ(services::resultText(quin, nameOf), "Quin won by time; terrains 1-0, health not entered");
    EXPECT_EQ(services::resultText(quin, nameOf, false, false), "Quin won by time");
    Result fay = quin;
    fay.winner = 2;
    EXPECT_EQ(services::resultChangeText(quin, fay, nameOf), "changed from Quin to Fay");
    fay.outcome = Outcome::Capture;
    fay.terrains = std::array<int, 2>{0, 2};
    EXPECT_EQ(services::resultChangeText(quin, fay, nameOf),
              "changed from Quin to Fay, time to capture; terrains 1-0 to 0-2");
    Result draw;
    draw.outcome = Outcome::Draw;
    EXPECT_EQ(services::resultChangeText(quin, draw, nameOf).rfind("changed from Quin to a draw", 0), 0U);
    EXPECT_EQ(services::resultChangeText(quin, quin, nameOf), "unchanged");
    Pairing game;
    game.table = 3;
    game.a = 1;
    game.b = 2;
    EXPECT_EQ(services::gameTitle(2, game, nameOf), "round 2, table 3: Quin v Fay");
}

// Counts not entered are NULL in the database (not 0), read back as unknown, and the history says every
// change with its round, table and values.
TEST(DeskHistory, UnknownCountsAreNullAndTheHistorySaysRoundTableAndValues) {
    Desk desk;
    desk.store.pairNextRound(desk.id);
    auto stored = desk.store.load(desk.id);
    const Pairing game = stored.event.rounds[0].pairings[0];
    Result first;
    first.winner = game.a;
    first.outcome = Outcome::Time;  // one touch: no counts
    desk.store.setResult(desk.id, 1, game.a, first);
    const auto results = desk.repo.results(desk.id);
    ASSERT_EQ(results.size(), 1U);
    EXPECT_FALSE(results[0].terrainsCapturedA.has_value());
    EXPECT_FALSE(results[0].healthKilledB.has_value());
    const auto again = desk.store.load(desk.id).event.rounds[0].pairings[0].result;
    ASSERT_TRUE(again.has_value());
    EXPECT_FALSE(again->terrains.has_value());
    EXPECT_FALSE(again->health.has_value());

    Result corrected = first;
    corrected.winner = *game.b;
    corrected.outcome = Outcome::Capture;
    corrected.terrains = std::array<int, 2>{0, 2};
    corrected.health = std::array<int, 2>{4, 12};
    desk.store.setResult(desk.id, 1, game.a, corrected);
    const auto history = desk.store.history(desk.id);
    const std::string nameA = stored.event.player(game.a).name;
    const std::string nameB = stored.event.player(*game.b).name;
    const std::string title = "round 1, table " + std::to_string(*game.table) + ": " + nameA + " v " + nameB;
    auto line = [&history](const std::string& action) {
        for (const auto& h : history) {
            if (h.action == action) return h.summary;
        }
        return std::string("(no ") + action + ")";
    };
    EXPECT_EQ(line("result.enter"), title + ": " + nameA + " won by time; terrains and health not entered");
    EXPECT_EQ(line("result.change"), title + ": changed from " + nameA + " to " + nameB +
                                         ", time to capture; terrains not entered to 0-2; health not entered to 4-12");
    EXPECT_EQ(line("round.pair"), "round 1: 2 games");
    EXPECT_EQ(line("player.add"), "Quin; roster none");
    // One audit row per correction (the repository does not write a second one).
    EXPECT_EQ(std::count_if(history.begin(), history.end(),
                            [](const services::HistoryEntry& h) { return h.action == "result.change"; }),
              1);
}

// Print round: the round's pairings and slips with the standings it was paired on, in one document.
TEST(RoundSheets, PairingsSlipsAndTheStandingsBefore) {
    const Event event = EventIO::readFile((fs::path(MUSTER_TEST_DATA) / "events" / "small-swiss.json").string());
    const auto second = services::roundSheetsData(event, 2);
    EXPECT_EQ(second.pairings.round, 2);
    EXPECT_EQ(second.standings.afterRound, 1);
    EXPECT_EQ(second.standings.title, "Standings after round 1");
    const auto first = services::roundSheetsData(event, 1);
    EXPECT_EQ(first.standings.afterRound, 0);  // nothing to stand on before round 1
    EXPECT_THROW((void)services::roundSheetsData(event, 9), EventError);
    // The standings sheet says how the sums count byes.
    const auto standings = services::standingsData(event);
    ASSERT_FALSE(standings.notes.empty());
    EXPECT_NE(standings.notes[0].find("scaled for byes and missed rounds"), std::string::npos) << standings.notes[0];
}
