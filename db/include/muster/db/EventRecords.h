#pragma once
// The rows of the tournament desk tables (schema v1 and v2, db/src/Migration.cpp). Plain data; ids are row ids.
// JSON columns (settings, flags, details) hold JSON text.
#include <cstdint>
#include <optional>
#include <string>

namespace muster::db {

using RowId = std::int64_t;

struct EventRecord {
    RowId id = 0;
    std::string name;
    std::string date;  // ISO date as entered
    std::string location;
    std::string organiser;
    std::string edition;
    std::string eventFormat;
    int forceSize = 0;
    int roundCount = 0;
    std::string status = "setup";  // setup | running | finished
    std::string settings = "{}";   // JSON object
    std::string createdAt;
    std::string updatedAt;
};

struct ClubRecord {
    RowId id = 0;
    std::string name;
    std::string city;
    std::string notes;
};

struct PlayerRecord {
    RowId id = 0;
    RowId eventId = 0;
    std::string name;
    std::optional<RowId> clubId;
    std::string contact;
    std::optional<int> seed;
    bool dropped = false;
    std::optional<int> droppedAfterRound;
    double lateEntryScore = 0.0;
    std::string notes;
};

struct RegistrationRecord {
    RowId id = 0;
    RowId eventId = 0;
    RowId playerId = 0;
    std::optional<RowId> rosterId;          // a saved roster
    std::optional<std::string> rosterJson;  // or the roster itself (canonical JSON)
    std::string verdict = "unchecked";      // unchecked | legal | illegal | warnings
    std::string verdictDetails = "[]";      // JSON
    std::string registeredAt;
    // Lists at events (schema 2): the library roster's version the event holds, the catalog revision its copy
    // was checked against ("" on registering: the roster JSON's catalog_revision), and when the lists locked
    // it (local time; none: not locked).
    std::optional<int> rosterVersion;
    std::string catalogRevision;
    std::optional<std::string> lockedAt;
};

struct RoundRecord {
    RowId id = 0;
    RowId eventId = 0;
    int number = 1;
    std::string status = "pending";  // pending | paired | running | finished
    std::optional<int> timeLimitMinutes;
    std::optional<std::string> startedAt;
    std::optional<std::string> finishedAt;
    std::string settings = "{}";
};

struct EventTableRecord {
    RowId id = 0;
    RowId eventId = 0;
    int number = 1;
    std::string label;
    std::string notes;
};

struct PairingRecord {
    RowId id = 0;
    RowId roundId = 0;
    std::optional<int> tableNumber;  // none for a bye
    RowId playerA = 0;
    std::optional<RowId> playerB;  // none: player A has a bye
    std::string flags = "[]";      // JSON list, e.g. ["manual", "rematch"]
    [[nodiscard]] bool isBye() const { return !playerB.has_value(); }
};

struct ResultRecord {
    RowId id = 0;
    RowId pairingId = 0;
    std::optional<RowId> winner;           // none: draw (or nobody won)
    std::string outcome = "capture";       // capture | elimination | time | draw | concession | no-show
    std::optional<int> terrainsCapturedA;  // none: not entered (unknown); both sides are known or neither
    std::optional<int> terrainsCapturedB;
    std::optional<int> healthKilledA;  // none: not entered (unknown)
    std::optional<int> healthKilledB;
    std::optional<double> scoreA;
    std::optional<double> scoreB;
    std::string details = "{}";
    std::string enteredBy;
    std::string enteredAt;
};

struct MatchLogRecord {
    RowId id = 0;
    RowId eventId = 0;
    std::optional<RowId> pairingId;
    std::string text;
    std::string verdict = "unchecked";
    std::string verdictDetails = "[]";
    std::string submittedBy;
    std::string submittedAt;
};

struct AuditRecord {
    RowId id = 0;
    std::optional<RowId> eventId;
    std::string at;
    std::string who;
    std::string action;  // e.g. "result.change"
    std::string entity;  // table name
    std::optional<RowId> entityId;
    std::optional<std::string> oldValue;
    std::optional<std::string> newValue;
};

}  // namespace muster::db
