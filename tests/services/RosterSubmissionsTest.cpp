// Lists at events: a library roster submitted to an event is registered with a copy of its version and catalog
// revision; the lists lock at the event's lock time, after which the copy stays and a library edit is flagged.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>

#include "../TestCatalog.h"
#include "muster/db/Database.h"
#include "muster/db/EventRepository.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/ForceValidator.h"
#include "muster/services/EventStore.h"
#include "muster/services/RosterLibrary.h"
#include "muster/services/RosterSubmissions.h"

using namespace muster;
using muster::testsupport::catalog;

namespace {

domain::Roster testRoster(const char* name) {
    return domain::RosterIO::readFile((std::filesystem::path(MUSTER_TEST_DATA) / "rosters" / name).string(),
                                      catalog());
}

struct Desk {
    db::Database database = db::Database::inMemory();
    rules::ForceValidator validator{catalog()};
    services::RosterLibrary library{database, catalog()};
    services::RosterSubmissions submissions{database, catalog(), validator};
    db::RowId event = 0;

    explicit Desk(const std::string& lock) {
        rules::tournament::Event e;
        e.settings.name = "Lock Cup";
        e.settings.forceSize = 24;
        e.settings.listsLock = lock;
        db::EventRepository repo(database);
        event = services::EventStore(repo).create(e);
    }
    const services::Submission& of(const std::vector<services::Submission>& lists, const std::string& player) {
        for (const auto& s : lists) {
            if (s.playerName == player) return s;
        }
        throw std::logic_error("no player " + player);
    }
    std::vector<std::string> actions() {
        std::vector<std::string> out;
        for (const auto& a : db::EventRepository(database).audit(event)) out.push_back(a.action);
        return out;
    }
};

}  // namespace

TEST(RosterSubmissions, ASubmittedRosterLocksAtTheDeadlineAndLaterEditsAreFlagged) {
    Desk desk("2026-05-17T09:00");
    domain::Roster roster = testRoster("legal-24.txt");
    roster.player = "Ann";
    EXPECT_EQ(desk.library.save(roster), 1);

    // Before the deadline: registered with a copy of version 1, checked, stamped with the catalog revision.
    auto done = desk.submissions.submit("Lock Cup", roster.name, "", "2026-05-16T20:00");
    EXPECT_EQ(done.playerName, "Ann");
    EXPECT_EQ(done.version, 1);
    EXPECT_EQ(done.libraryVersion, 1);
    EXPECT_EQ(done.catalogRevision, catalog().revision());
    EXPECT_EQ(done.verdict, "legal");
    EXPECT_FALSE(done.lockedAt);
    EXPECT_EQ(done.deskNote(), "submitted v1");

    // A second version before the deadline: flagged until submitted again, then the event holds it.
    roster.player = "Ann";
    EXPECT_EQ(desk.library.save(roster), 2);
    auto lists = desk.submissions.list(desk.event, "2026-05-16T21:00");
    EXPECT_TRUE(desk.of(lists, "Ann").editedSince());
    EXPECT_EQ(desk.of(lists, "Ann").deskNote(), "submitted v1; v2 edited since (submit again)");
    done = desk.submissions.submit("Lock Cup", roster.name, "Ann", "2026-05-16T22:00");
    EXPECT_EQ(done.version, 2);
    EXPECT_FALSE(done.editedSince());

    // The deadline passes: the first look locks the list (once), with an audit row.
    lists = desk.submissions.list(desk.event, "2026-05-17T09:00");
    ASSERT_TRUE(desk.of(lists, "Ann").lockedAt);
    EXPECT_EQ(*desk.of(lists, "Ann").lockedAt, "2026-05-17T09:00");
    EXPECT_EQ(desk.submissions.lockDue(desk.event, "2026-05-17T10:00"), 0);
    const auto actions = desk.actions();
    EXPECT_EQ(std::count(actions.begin(), actions.end(), "lists.lock"), 1);
    EXPECT_EQ(std::count(actions.begin(), actions.end(), "roster.submit"), 2);

    // After the lock: a library edit is a new version, flagged; submitting again is refused.
    EXPECT_EQ(desk.library.save(roster), 3);
    lists = desk.submissions.list(desk.event, "2026-05-17T11:00");
    const auto& ann = desk.of(lists, "Ann");
    EXPECT_EQ(ann.version, 2);
    EXPECT_EQ(ann.libraryVersion, 3);
    EXPECT_EQ(ann.deskNote(), "submitted v2, locked; v3 edited since (not in the event)");
    EXPECT_NE(ann.status().find("library v3 edited since: not in the event"), std::string::npos) << ann.status();
    try {
        (void)desk.submissions.submit("Lock Cup", roster.name, "Ann", "2026-05-17T11:00");
        FAIL() << "a locked list was replaced";
    } catch (const services::RosterSubmissionError& e) {
        EXPECT_NE(std::string(e.what()).find("locked at 2026-05-17T09:00"), std::string::npos) << e.what();
    }
    EXPECT_EQ(desk.of(desk.submissions.list(desk.event, "2026-05-17T12:00"), "Ann").version, 2);
}

TEST(RosterSubmissions, TheDeskCannotReplaceALockedRoster) {
    Desk desk("2026-05-17");
    domain::Roster roster = testRoster("legal-24.txt");
    roster.player = "Bo";
    desk.library.save(roster);
    (void)desk.submissions.submit("Lock Cup", roster.name, "", "2026-05-16T12:00");
    (void)desk.submissions.list(desk.event, "2026-05-17T00:00");  // locks
    db::EventRepository repo(desk.database);
    services::EventStore store(repo);
    auto player = store.load(desk.event).event.players.at(0);
    // Other details change; the locked roster does not.
    player.club = "Harbour";
    EXPECT_NO_THROW(store.editPlayer(desk.event, player, std::nullopt));
    services::RosterCheck check;
    EXPECT_NO_THROW(store.editPlayer(desk.event, player, check));  // the same roster: kept, still locked
    EXPECT_TRUE(desk.of(desk.submissions.list(desk.event, "2026-05-18T00:00"), "Bo").lockedAt);
    player.roster->at("armies").at("home").push_back("Dwarves Footman");
    try {
        store.editPlayer(desk.event, player, check);
        FAIL() << "a locked roster was replaced";
    } catch (const services::EventStoreError& e) {
        EXPECT_NE(std::string(e.what()).find("stays as submitted"), std::string::npos) << e.what();
    }
}

TEST(RosterSubmissions, WithoutALockTimeNothingLocksAndMissingThingsAreNamed) {
    Desk desk("");
    domain::Roster roster = testRoster("legal-24.txt");
    roster.player.clear();
    desk.library.save(roster);
    EXPECT_THROW((void)desk.submissions.submit("Lock Cup", "No such roster", "Ann", "2030-01-01T00:00"),
                 services::RosterSubmissionError);
    EXPECT_THROW((void)desk.submissions.submit("Lock Cup", roster.name, "", "2030-01-01T00:00"),
                 services::RosterSubmissionError);  // nobody's list
    EXPECT_THROW((void)desk.submissions.submit("No Cup", roster.name, "Ann", "2030-01-01T00:00"),
                 services::EventStoreError);
    const auto done = desk.submissions.submit("Lock Cup", roster.name, "Ann", "2030-01-01T00:00");
    EXPECT_FALSE(done.lockedAt);
    EXPECT_EQ(desk.submissions.lockDue(desk.event, "2099-01-01T00:00"), 0);
}
