#pragma once
// Basic storage of tournament events: create, read, update and delete for every desk table. Each method
// is one transaction; wrap several in Database::write() to make them one user action (nested calls become
// savepoints). The tournament logic builds on this; add methods here or in a sibling repository.
#include <optional>
#include <string>
#include <vector>

#include "muster/db/Database.h"
#include "muster/db/EventRecords.h"

namespace muster::db {

class EventRepository {
public:
    explicit EventRepository(Database& database) : db_(database) {}

    // Events. create/add return the new row id. update* throw RecordError when the row is gone.
    RowId createEvent(const EventRecord& event);
    [[nodiscard]] std::optional<EventRecord> event(RowId id);
    [[nodiscard]] std::optional<EventRecord> findEvent(const std::string& name);  // newest with that name
    [[nodiscard]] std::vector<EventRecord> events();
    void updateEvent(const EventRecord& event);
    bool deleteEvent(RowId id);

    RowId addClub(const ClubRecord& club);
    // The club's id, creating it when missing.
    RowId ensureClub(const std::string& name);
    [[nodiscard]] std::vector<ClubRecord> clubs();

    RowId addPlayer(const PlayerRecord& player);
    [[nodiscard]] std::optional<PlayerRecord> player(RowId id);
    [[nodiscard]] std::vector<PlayerRecord> players(RowId eventId);
    void updatePlayer(const PlayerRecord& player);
    bool deletePlayer(RowId id);

    // One registration per player and event: registering again replaces it.
    RowId registerPlayer(const RegistrationRecord& registration);
    [[nodiscard]] std::vector<RegistrationRecord> registrations(RowId eventId);
    void setVerdict(RowId registrationId, const std::string& verdict, const std::string& detailsJson);
    // Locks the event's registered rosters not locked yet (the lists' deadline has come), at `lockedAt`; returns
    // how many it locked.
    int lockRegistrations(RowId eventId, const std::string& lockedAt);
    // Records that a player's registered roster is version `version` of library roster `rosterId`, checked
    // against catalog `catalogRevision`.
    void recordSubmission(RowId eventId, RowId playerId, RowId rosterId, int version,
                          const std::string& catalogRevision);

    RowId addTable(const EventTableRecord& table);
    [[nodiscard]] std::vector<EventTableRecord> tables(RowId eventId);

    RowId addRound(const RoundRecord& round);
    [[nodiscard]] std::vector<RoundRecord> rounds(RowId eventId);
    void updateRound(const RoundRecord& round);
    bool deleteRound(RowId id);  // and its pairings and results

    RowId addPairing(const PairingRecord& pairing);
    [[nodiscard]] std::vector<PairingRecord> pairings(RowId roundId);
    // Changes a pairing's table, players and flags in place (its result and logs stay attached).
    void updatePairing(const PairingRecord& pairing);
    bool deletePairing(RowId id);  // its result goes with it; its match logs stay, detached

    // Enters or corrects the result of a pairing. A correction writes an audit row (old and new as JSON)
    // in the same transaction.
    // `auditCorrection`: a correction writes a "result.change" audit row (callers that audit the change in
    // their own words pass false).
    RowId setResult(const ResultRecord& result, const std::string& who = {}, bool auditCorrection = true);
    [[nodiscard]] std::optional<ResultRecord> result(RowId pairingId);
    // Removes a pairing's result (no audit row: the caller writes one for the whole action).
    bool deleteResult(RowId pairingId);
    [[nodiscard]] std::vector<ResultRecord> results(RowId eventId);

    RowId addMatchLog(const MatchLogRecord& log);
    [[nodiscard]] std::vector<MatchLogRecord> matchLogs(RowId eventId);
    // Moves a game's match logs to another pairing (or detaches them: none). Returns how many moved.
    int moveMatchLogs(RowId fromPairing, std::optional<RowId> toPairing);
    void setMatchLogVerdict(RowId logId, const std::string& verdict, const std::string& detailsJson);

    RowId addAudit(const AuditRecord& entry);
    [[nodiscard]] std::vector<AuditRecord> audit(RowId eventId);

    [[nodiscard]] Database& database() { return db_; }

private:
    Database& db_;
};

}  // namespace muster::db
