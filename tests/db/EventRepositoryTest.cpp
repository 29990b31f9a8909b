// The tournament desk tables through EventRepository.
#include <gtest/gtest.h>

#include "muster/db/EventRepository.h"
#include "muster/db/RosterRepository.h"

using namespace muster::db;

namespace {

struct Desk {
    Database db = Database::inMemory();
    EventRepository events{db};
    RowId event = 0;
    RowId anna = 0;
    RowId ben = 0;
    RowId cleo = 0;
    RowId round1 = 0;
    RowId game = 0;
    RowId bye = 0;

    Desk() {
        EventRecord e;
        e.name = "Dragon Cup 2026";
        e.date = "2026-11-21";
        e.forceSize = 24;
        e.settings = R"({"pairing":"swiss","rounds":3})";
        event = events.createEvent(e);
        const auto club = events.ensureClub("Würfel & Drachen e.V.");
        anna = events.addPlayer({0, event, "Anna", club, "", 1, false, std::nullopt, 0.0, ""});
        ben = events.addPlayer({0, event, "Ben", std::nullopt, "", std::nullopt, false, std::nullopt, 0.0, ""});
        cleo = events.addPlayer({0, event, "Cleo", club, "", std::nullopt, false, std::nullopt, 1.5, "late"});
        RoundRecord r;
        r.eventId = event;
        r.number = 1;
        round1 = events.addRound(r);
        game = events.addPairing({0, round1, 1, anna, ben, "[]"});
        bye = events.addPairing({0, round1, std::nullopt, cleo, std::nullopt, R"(["bye"])"});
    }
};

}  // namespace

TEST(EventRepository, StoresAnEventWithPlayersRoundsAndPairings) {
    Desk desk;
    auto& repo = desk.events;
    const auto event = repo.event(desk.event);
    ASSERT_TRUE(event);
    EXPECT_EQ(event->name, "Dragon Cup 2026");
    EXPECT_EQ(event->status, "setup");
    EXPECT_EQ(event->settings, R"({"pairing":"swiss","rounds":3})");
    EXPECT_EQ(repo.findEvent("Dragon Cup 2026")->id, desk.event);
    const auto players = repo.players(desk.event);
    ASSERT_EQ(players.size(), 3U);
    EXPECT_EQ(players[2].lateEntryScore, 1.5);
    EXPECT_EQ(players[0].clubId, players[2].clubId);
    EXPECT_FALSE(players[1].clubId.has_value());
    EXPECT_EQ(repo.clubs().size(), 1U);
    const auto pairings = repo.pairings(desk.round1);
    ASSERT_EQ(pairings.size(), 2U);
    EXPECT_FALSE(pairings[0].isBye());
    EXPECT_TRUE(pairings[1].isBye());
    EXPECT_EQ(pairings[1].flags, R"(["bye"])");
}

TEST(EventRepository, UpdatesPlayersAndEvents) {
    Desk desk;
    auto& repo = desk.events;
    auto ben = *repo.player(desk.ben);
    ben.dropped = true;
    ben.droppedAfterRound = 1;
    repo.updatePlayer(ben);
    EXPECT_TRUE(repo.player(desk.ben)->dropped);
    EXPECT_EQ(repo.player(desk.ben)->droppedAfterRound, 1);
    auto event = *repo.event(desk.event);
    event.status = "running";
    repo.updateEvent(event);
    EXPECT_EQ(repo.event(desk.event)->status, "running");
    event.status = "exploded";
    EXPECT_THROW(repo.updateEvent(event), DatabaseError) << "status is checked";
    event.id = 999;
    event.status = "running";
    EXPECT_THROW(repo.updateEvent(event), RecordError);
}

TEST(EventRepository, ResultsAndCorrectionsLeaveAnAuditTrail) {
    Desk desk;
    auto& repo = desk.events;
    ResultRecord result;
    result.pairingId = desk.game;
    result.winner = desk.anna;
    result.outcome = "capture";
    result.terrainsCapturedA = 2;
    result.terrainsCapturedB = 0;  // a count is known for both sides or for neither (schema step 2)
    result.healthKilledA = 14;
    result.healthKilledB = 9;
    repo.setResult(result, "desk");
    EXPECT_TRUE(repo.audit(desk.event).empty()) << "a first entry is not a correction";
    result.winner = std::nullopt;
    result.outcome = "draw";
    repo.setResult(result, "head judge");
    const auto stored = repo.result(desk.game);
    ASSERT_TRUE(stored);
    EXPECT_EQ(stored->outcome, "draw");
    EXPECT_FALSE(stored->winner.has_value());
    EXPECT_EQ(stored->healthKilledA, 14);
    EXPECT_EQ(stored->enteredBy, "head judge");
    EXPECT_EQ(repo.results(desk.event).size(), 1U);
    const auto audit = repo.audit(desk.event);
    ASSERT_EQ(audit.size(), 1U);
    EXPECT_EQ(audit[0].who, "head judge");
    EXPECT_EQ(audit[0].action, "result.change");
    EXPECT_NE(audit[0].oldValue->find("\"capture\""), std::string::npos);
    EXPECT_NE(audit[0].newValue->find("\"draw\""), std::string::npos);

    result.outcome = "draw";
    result.winner = desk.anna;
    EXPECT_THROW(repo.setResult(result), DatabaseError) << "a draw has no winner";
    result.outcome = "fled the building";
    result.winner = desk.anna;
    EXPECT_THROW(repo.setResult(result), DatabaseError);
    EXPECT_EQ(repo.result(desk.game)->outcome, "draw") << "refused entries change nothing";
    EXPECT_EQ(repo.audit(desk.event).size(), 1U);
}

TEST(EventRepository, RegistrationsHoldARosterOrItsJson) {
    Desk desk;
    auto& repo = desk.events;
    RosterRepository rosters(desk.db);
    SavedRoster saved;
    saved.name = "Anna's dwarves";
    saved.content = "{}";
    const auto rosterId = rosters.save(saved).id;
    RegistrationRecord anna;
    anna.eventId = desk.event;
    anna.playerId = desk.anna;
    anna.rosterId = rosterId;
    repo.registerPlayer(anna);
    RegistrationRecord ben;
    ben.eventId = desk.event;
    ben.playerId = desk.ben;
    ben.rosterJson = R"({"format":"muster-roster","version":1})";
    const auto benId = repo.registerPlayer(ben);
    repo.setVerdict(benId, "illegal", R"(["too many dragons"])");
    EXPECT_EQ(repo.registerPlayer(ben), benId) << "registering again replaces the registration";
    const auto list = repo.registrations(desk.event);
    ASSERT_EQ(list.size(), 2U);
    EXPECT_EQ(list[0].rosterId, rosterId);
    EXPECT_EQ(list[1].rosterJson, ben.rosterJson);
    ben.rosterJson = "not json";
    EXPECT_THROW(repo.registerPlayer(ben), DatabaseError);
}

TEST(EventRepository, MatchLogsTablesAndDeletingTheEventCascades) {
    Desk desk;
    auto& repo = desk.events;
    repo.addTable({0, desk.event, 1, "Table by the window", ""});
    const auto log = repo.addMatchLog({0, desk.event, desk.game, "turn 1: Anna melees", "unchecked", "[]", "Anna", ""});
    repo.setMatchLogVerdict(log, "consistent", "[]");
    EXPECT_EQ(repo.matchLogs(desk.event).at(0).verdict, "consistent");
    EXPECT_EQ(repo.tables(desk.event).size(), 1U);
    repo.addAudit({0, desk.event, "", "desk", "player.drop", "players", desk.ben, "{}", "{}"});
    ResultRecord result;
    result.pairingId = desk.game;
    result.winner = desk.ben;
    result.outcome = "no-show";
    repo.setResult(result);
    EXPECT_TRUE(repo.deleteEvent(desk.event));
    EXPECT_TRUE(repo.events().empty());
    EXPECT_TRUE(repo.players(desk.event).empty());
    EXPECT_TRUE(repo.pairings(desk.round1).empty());
    EXPECT_TRUE(repo.audit(desk.event).empty());
    EXPECT_TRUE(desk.db.integrityCheck().empty());
    EXPECT_EQ(repo.clubs().size(), 1U) << "clubs outlive events";
}

TEST(EventRepository, AByeCannotPairAPlayerWithHimself) {
    Desk desk;
    EXPECT_THROW(desk.events.addPairing({0, desk.round1, 2, desk.anna, desk.anna, "[]"}), DatabaseError);
    EXPECT_THROW(desk.events.addPairing({0, desk.round1, 2, desk.anna, 424242, "[]"}), DatabaseError)
        << "foreign keys are on";
}

// A second player of one name is refused in words (issue 17: "UNIQUE constraint failed" reached the user).
TEST(EventRepository, APlayerNameTakenIsSaidInWords) {
    Desk desk;
    auto& repo = desk.events;
    try {
        repo.addPlayer({0, desk.event, "Anna", std::nullopt, "", std::nullopt, false, std::nullopt, 0.0, ""});
        FAIL() << "a second Anna was added";
    } catch (const RecordError& e) {
        EXPECT_EQ(std::string(e.what()), "a player named 'Anna' is already registered in this event (player " +
                                             std::to_string(desk.anna) + ")");
    }
    auto ben = *repo.player(desk.ben);
    ben.name = "Anna";
    EXPECT_THROW(repo.updatePlayer(ben), RecordError);
    ben.name = "Ben";
    EXPECT_NO_THROW(repo.updatePlayer(ben)) << "keeping one's own name is no clash";
    EXPECT_EQ(repo.players(desk.event).size(), 3U);
}
