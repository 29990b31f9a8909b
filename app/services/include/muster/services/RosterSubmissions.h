#pragma once
// Lists at events: a roster from the library submitted to an event. The event's registration holds a copy of
// that version with the catalog revision it was checked against, and the roster carries the event (its
// registrations name it). At the organiser's deadline (the event's lists lock time, EventSettings::listsLock,
// local time) the lists lock: the copy no longer changes (the desk refuses to replace it), and an edit saved to
// the library after that is a new library version, which the desk flags. Before the deadline a player may
// submit again; the event then holds the new version. Each call is one transaction with an audit row.
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/ForceValidator.h"

namespace muster::db {
class Database;
}

namespace muster::services {

class RosterSubmissionError : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

// One registered player's list as the desk shows it.
struct Submission {
    std::int64_t player = 0;
    std::string playerName;
    bool hasRoster = false;
    std::string rosterName;       // the library roster submitted ("": a roster file, or none)
    int version = 0;              // the library version the event holds (0: not from the library)
    int libraryVersion = 0;       // the library roster's version now (0: not from the library, or deleted)
    std::string catalogRevision;  // what the event's copy was checked against
    std::string verdict;          // the registration's roster check: legal, warnings, illegal, unchecked
    std::optional<std::string> lockedAt;

    // A library edit saved after the submission: the library has a newer version than the event holds.
    [[nodiscard]] bool editedSince() const { return version > 0 && libraryVersion > version; }
    // "submitted v3 (legal, catalog 2026.11.4), locked 2025-05-17T09:00; library v4 edited since: not in the
    // event", "no roster".
    [[nodiscard]] std::string status() const;
    // What the desk's player list adds to the roster check: "submitted v3, locked", "submitted v3, locked; v4
    // edited since (not in the event)", "locked"; "" for a roster neither submitted nor locked.
    [[nodiscard]] std::string deskNote() const;
};

class RosterSubmissions {
public:
    RosterSubmissions(db::Database& database, const domain::Catalog& catalog, const rules::ForceValidator& validator)
        : db_(database), catalog_(catalog), validator_(validator) {}

    // Submits the current version of library roster `rosterName` to the event (by id or name) for `playerName`
    // (empty: the roster's player; a player not registered yet is registered). The copy is checked against the
    // event and stamped with the catalog revision. Throws RosterSubmissionError when the event's lists are
    // locked at `now` (local time YYYY-MM-DDTHH:MM), or when the roster, the event or a player name is missing.
    Submission submit(const std::string& event, const std::string& rosterName, const std::string& playerName,
                      const std::string& now, const std::string& who = "muster");
    // Locks the event's registered lists when its lock time has come at `now`; returns how many it locked.
    int lockDue(std::int64_t eventId, const std::string& now, const std::string& who = "muster");
    // Every registered player's list, after locking the ones that are due.
    [[nodiscard]] std::vector<Submission> list(std::int64_t eventId, const std::string& now);

    // The local time now as the lock time is written: YYYY-MM-DDTHH:MM.
    [[nodiscard]] static std::string localNow();

private:
    db::Database& db_;
    const domain::Catalog& catalog_;
    const rules::ForceValidator& validator_;
};

}  // namespace muster::services
