#include "muster/db/EventRepository.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include <nlohmann/json.hpp>

namespace muster::db {

namespace {

template <typename T>
void bindOptional(SQLite::Statement& statement, int index, const std::optional<T>& value) {
    if (value) {
        statement.bind(index, *value);
    } else {
        statement.bind(index);
    }
}

std::optional<RowId> optionalId(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getInt64();
}
std::optional<int> optionalInt(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getInt();
}
std::optional<double> optionalDouble(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getDouble();
}
std::optional<std::string> optionalText(const SQLite::Column& column) {
    if (column.isNull()) return std::nullopt;
    return column.getString();
}

void requireChanged(int changed, const std::string& what) {
    if (changed == 0) throw RecordError(what + " does not exist (any more)");
}

constexpr const char* kEventColumns =
    "id, name, event_date, location, organiser, edition, event_format, force_size, round_count, status, "
    "settings, created_at, updated_at";

EventRecord readEvent(SQLite::Statement& q) {
    EventRecord e;
    e.id = q.getColumn(0).getInt64();
    e.name = q.getColumn(1).getString();
    e.date = q.getColumn(2).getString();
    e.location = q.getColumn(3).getString();
    e.organiser = q.getColumn(4).getString();
    e.edition = q.getColumn(5).getString();
    e.eventFormat = q.getColumn(6).getString();
    e.forceSize = q.getColumn(7).getInt();
    e.roundCount = q.getColumn(8).getInt();
    e.status = q.getColumn(9).getString();
    e.settings = q.getColumn(10).getString();
    e.createdAt = q.getColumn(11).getString();
    e.updatedAt = q.getColumn(12).getString();
    return e;
}

void bindEvent(SQLite::Statement& q, const EventRecord& e) {
    q.bind(1, e.name);
    q.bind(2, e.date);
    q.bind(3, e.location);
    q.bind(4, e.organiser);
    q.bind(5, e.edition);
    q.bind(6, e.eventFormat);
    q.bind(7, e.forceSize);
    q.bind(8, e.roundCount);
    q.bind(9, e.status);
    q.bind(10, e.settings);
}

constexpr const char* kPlayerColumns =
    "id, event_id, name, club_id, contact, seed, dropped, dropped_after_round, late_entry_score, notes";

PlayerRecord readPlayer(SQLite::Statement& q) {
    PlayerRecord p;
    p.id = q.getColumn(0).getInt64();
    p.eventId = q.getColumn(1).getInt64();
    p.name = q.getColumn(2).getString();
    p.clubId = optionalId(q.getColumn(3));
    p.contact = q.getColumn(4).getString();
    p.seed = optionalInt(q.getColumn(5));
    p.dropped = q.getColumn(6).getInt() != 0;
    p.droppedAfterRound = optionalInt(q.getColumn(7));
    p.lateEntryScore = q.getColumn(8).getDouble();
    p.notes = q.getColumn(9).getString();
    return p;
}

void bindPlayer(SQLite::Statement& q, const PlayerRecord& p) {
    q.bind(1, p.eventId);
    q.bind(2, p.name);
    bindOptional(q, 3, p.clubId);
    q.bind(4, p.contact);
    bindOptional(q, 5, p.seed);
    q.bind(6, p.dropped ? 1 : 0);
    bindOptional(q, 7, p.droppedAfterRound);
    q.bind(8, p.lateEntryScore);
    q.bind(9, p.notes);
}

constexpr const char* kResultColumns =
    "r.id, r.pairing_id, r.winner, r.outcome, r.terrains_captured_a, r.terrains_captured_b, "
    "r.health_killed_a, "
    "r.health_killed_b, r.score_a, r.score_b, r.details, r.entered_by, r.entered_at";

ResultRecord readResult(SQLite::Statement& q) {
    ResultRecord r;
    r.id = q.getColumn(0).getInt64();
    r.pairingId = q.getColumn(1).getInt64();
    r.winner = optionalId(q.getColumn(2));
    r.outcome = q.getColumn(3).getString();
    r.terrainsCapturedA = optionalInt(q.getColumn(4));
    r.terrainsCapturedB = optionalInt(q.getColumn(5));
    r.healthKilledA = optionalInt(q.getColumn(6));
    r.healthKilledB = optionalInt(q.getColumn(7));
    r.scoreA = optionalDouble(q.getColumn(8));
    r.scoreB = optionalDouble(q.getColumn(9));
    r.details = q.getColumn(10).getString();
    r.enteredBy = q.getColumn(11).getString();
    r.enteredAt = q.getColumn(12).getString();
    return r;
}

nlohmann::json resultJson(const ResultRecord& r) {
    nlohmann::json j;
    j["winner"] = r.winner ? nlohmann::json(*r.winner) : nlohmann::json(nullptr);
    j["outcome"] = r.outcome;
    auto count = [](const std::optional<int>& n) { return n ? nlohmann::json(*n) : nlohmann::json(nullptr); };
    j["terrains_captured"] = {count(r.terrainsCapturedA), count(r.terrainsCapturedB)};
    j["health_killed"] = {count(r.healthKilledA), count(r.healthKilledB)};
    j["score"] = {r.scoreA ? nlohmann::json(*r.scoreA) : nlohmann::json(nullptr),
                  r.scoreB ? nlohmann::json(*r.scoreB) : nlohmann::json(nullptr)};
    return j;
}

RowId insertAudit(SQLite::Database& db, const AuditRecord& a) {
    SQLite::Statement q(db,
                        "INSERT INTO audit(event_id, who, action, entity, entity_id, old_value, new_value) "
                        "VALUES (?, ?, ?, ?, ?, ?, ?)");
    bindOptional(q, 1, a.eventId);
    q.bind(2, a.who);
    q.bind(3, a.action);
    q.bind(4, a.entity);
    bindOptional(q, 5, a.entityId);
    bindOptional(q, 6, a.oldValue);
    bindOptional(q, 7, a.newValue);
    q.exec();
    return db.getLastInsertRowid();
}

}  // namespace

// ---- events ----

RowId EventRepository::createEvent(const EventRecord& event) {
    RowId id = 0;
    db_.write("creating event '" + event.name + "'", [&] {
        SQLite::Statement q(
            db_.connection(),
            "INSERT INTO events(name, event_date, location, organiser, edition, event_format, "
            "force_size, round_count, status, settings) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)");
        bindEvent(q, event);
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

std::optional<EventRecord> EventRepository::event(RowId id) {
    std::optional<EventRecord> result;
    db_.read("reading event " + std::to_string(id), [&] {
        SQLite::Statement q(db_.connection(),
                            std::string("SELECT ") + kEventColumns + " FROM events WHERE id = ?");
        q.bind(1, id);
        if (q.executeStep()) result = readEvent(q);
    });
    return result;
}

std::optional<EventRecord> EventRepository::findEvent(const std::string& name) {
    std::optional<EventRecord> result;
    db_.read("reading event '" + name + "'", [&] {
        SQLite::Statement q(db_.connection(), std::string("SELECT ") + kEventColumns +
                                                  " FROM events WHERE name = ? ORDER BY id DESC LIMIT 1");
        q.bind(1, name);
        if (q.executeStep()) result = readEvent(q);
    });
    return result;
}

std::vector<EventRecord> EventRepository::events() {
    std::vector<EventRecord> result;
    db_.read("listing events", [&] {
        SQLite::Statement q(db_.connection(),
                            std::string("SELECT ") + kEventColumns + " FROM events ORDER BY id");
        while (q.executeStep()) result.push_back(readEvent(q));
    });
    return result;
}

void EventRepository::updateEvent(const EventRecord& event) {
    db_.write("updating event '" + event.name + "'", [&] {
        SQLite::Statement q(
            db_.connection(),
            "UPDATE events SET name = ?, event_date = ?, location = ?, organiser = ?, edition = ?, "
            "event_format = ?, force_size = ?, round_count = ?, status = ?, settings = ?, "
            "updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?");
        bindEvent(q, event);
        q.bind(11, event.id);
        requireChanged(q.exec(), "event " + std::to_string(event.id));
    });
}

bool EventRepository::deleteEvent(RowId id) {
    bool deleted = false;
    db_.write("deleting event " + std::to_string(id), [&] {
        SQLite::Statement q(db_.connection(), "DELETE FROM events WHERE id = ?");
        q.bind(1, id);
        deleted = q.exec() > 0;
    });
    return deleted;
}

// ---- clubs ----

RowId EventRepository::addClub(const ClubRecord& club) {
    RowId id = 0;
    db_.write("adding club '" + club.name + "'", [&] {
        SQLite::Statement q(db_.connection(), "INSERT INTO clubs(name, city, notes) VALUES (?, ?, ?)");
        q.bind(1, club.name);
        q.bind(2, club.city);
        q.bind(3, club.notes);
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

RowId EventRepository::ensureClub(const std::string& name) {
    RowId id = 0;
    db_.write("adding club '" + name + "'", [&] {
        SQLite::Statement find(db_.connection(), "SELECT id FROM clubs WHERE name = ?");
        find.bind(1, name);
        if (find.executeStep()) {
            id = find.getColumn(0).getInt64();
            return;
        }
        SQLite::Statement q(db_.connection(), "INSERT INTO clubs(name) VALUES (?)");
        q.bind(1, name);
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

std::vector<ClubRecord> EventRepository::clubs() {
    std::vector<ClubRecord> result;
    db_.read("listing clubs", [&] {
        SQLite::Statement q(db_.connection(), "SELECT id, name, city, notes FROM clubs ORDER BY name");
        while (q.executeStep()) {
            result.push_back({q.getColumn(0).getInt64(), q.getColumn(1).getString(),
                              q.getColumn(2).getString(), q.getColumn(3).getString()});
        }
    });
    return result;
}

// ---- players ----

namespace {
// Two players of one event never share a name (the table's UNIQUE constraint); said in words, with the other
// player's id, instead of SQLite's "UNIQUE constraint failed".
void requireFreeName(SQLite::Database& db, const PlayerRecord& player) {
    SQLite::Statement q(db, "SELECT id FROM players WHERE event_id = ? AND name = ? AND id != ?");
    q.bind(1, player.eventId);
    q.bind(2, player.name);
    q.bind(3, player.id);
    if (q.executeStep()) {
        throw RecordError("a player named '" + player.name + "' is already registered in this event (player " +
                          std::to_string(q.getColumn(0).getInt64()) + ")");
    }
}
}  // namespace

RowId EventRepository::addPlayer(const PlayerRecord& player) {
    RowId id = 0;
    db_.write("adding player '" + player.name + "'", [&] {
        requireFreeName(db_.connection(), player);
        SQLite::Statement q(
            db_.connection(),
            "INSERT INTO players(event_id, name, club_id, contact, seed, dropped, "
            "dropped_after_round, late_entry_score, notes) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)");
        bindPlayer(q, player);
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

std::optional<PlayerRecord> EventRepository::player(RowId id) {
    std::optional<PlayerRecord> result;
    db_.read("reading player " + std::to_string(id), [&] {
        SQLite::Statement q(db_.connection(),
                            std::string("SELECT ") + kPlayerColumns + " FROM players WHERE id = ?");
        q.bind(1, id);
        if (q.executeStep()) result = readPlayer(q);
    });
    return result;
}

std::vector<PlayerRecord> EventRepository::players(RowId eventId) {
    std::vector<PlayerRecord> result;
    db_.read("listing players", [&] {
        SQLite::Statement q(db_.connection(), std::string("SELECT ") + kPlayerColumns +
                                                  " FROM players WHERE event_id = ? ORDER BY id");
        q.bind(1, eventId);
        while (q.executeStep()) result.push_back(readPlayer(q));
    });
    return result;
}

void EventRepository::updatePlayer(const PlayerRecord& player) {
    db_.write("updating player '" + player.name + "'", [&] {
        requireFreeName(db_.connection(), player);
        SQLite::Statement q(
            db_.connection(),
            "UPDATE players SET event_id = ?, name = ?, club_id = ?, contact = ?, seed = ?, "
            "dropped = ?, dropped_after_round = ?, late_entry_score = ?, notes = ? WHERE id = ?");
        bindPlayer(q, player);
        q.bind(10, player.id);
        requireChanged(q.exec(), "player " + std::to_string(player.id));
    });
}

bool EventRepository::deletePlayer(RowId id) {
    bool deleted = false;
    db_.write("deleting player " + std::to_string(id), [&] {
        SQLite::Statement q(db_.connection(), "DELETE FROM players WHERE id = ?");
        q.bind(1, id);
        deleted = q.exec() > 0;
    });
    return deleted;
}

// ---- registrations ----

RowId EventRepository::registerPlayer(const RegistrationRecord& r) {
    RowId id = 0;
    db_.write("registering player " + std::to_string(r.playerId), [&] {
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO registrations(event_id, player_id, roster_id, roster_json, verdict, "
                            "verdict_details, roster_version, catalog_revision, locked_at) VALUES (?, ?, ?, ?, ?, ?, ?, "
                            "COALESCE(NULLIF(?, ''), json_extract(?, '$.catalog_revision'), ''), ?) "
                            "ON CONFLICT(event_id, player_id) DO UPDATE SET roster_id = excluded.roster_id, "
                            "roster_json = excluded.roster_json, verdict = excluded.verdict, "
                            "verdict_details = excluded.verdict_details, roster_version = excluded.roster_version, "
                            "catalog_revision = excluded.catalog_revision, locked_at = excluded.locked_at");
        q.bind(1, r.eventId);
        q.bind(2, r.playerId);
        bindOptional(q, 3, r.rosterId);
        bindOptional(q, 4, r.rosterJson);
        q.bind(5, r.verdict);
        q.bind(6, r.verdictDetails);
        bindOptional(q, 7, r.rosterVersion);
        q.bind(8, r.catalogRevision);
        bindOptional(q, 9, r.rosterJson);
        bindOptional(q, 10, r.lockedAt);
        q.exec();
        SQLite::Statement find(db_.connection(),
                               "SELECT id FROM registrations WHERE event_id = ? AND player_id = ?");
        find.bind(1, r.eventId);
        find.bind(2, r.playerId);
        find.executeStep();
        id = find.getColumn(0).getInt64();
    });
    return id;
}

std::vector<RegistrationRecord> EventRepository::registrations(RowId eventId) {
    std::vector<RegistrationRecord> result;
    db_.read("listing registrations", [&] {
        SQLite::Statement q(
            db_.connection(),
            "SELECT id, event_id, player_id, roster_id, roster_json, verdict, verdict_details, "
            "registered_at, roster_version, catalog_revision, locked_at FROM registrations WHERE event_id = ? "
            "ORDER BY id");
        q.bind(1, eventId);
        while (q.executeStep()) {
            RegistrationRecord r;
            r.id = q.getColumn(0).getInt64();
            r.eventId = q.getColumn(1).getInt64();
            r.playerId = q.getColumn(2).getInt64();
            r.rosterId = optionalId(q.getColumn(3));
            r.rosterJson = optionalText(q.getColumn(4));
            r.verdict = q.getColumn(5).getString();
            r.verdictDetails = q.getColumn(6).getString();
            r.registeredAt = q.getColumn(7).getString();
            if (!q.getColumn(8).isNull()) r.rosterVersion = q.getColumn(8).getInt();
            r.catalogRevision = q.getColumn(9).getString();
            r.lockedAt = optionalText(q.getColumn(10));
            result.push_back(std::move(r));
        }
    });
    return result;
}

int EventRepository::lockRegistrations(RowId eventId, const std::string& lockedAt) {
    int locked = 0;
    db_.write("locking the event's lists", [&] {
        SQLite::Statement q(db_.connection(),
                            "UPDATE registrations SET locked_at = ? WHERE event_id = ? AND locked_at IS NULL "
                            "AND roster_json IS NOT NULL");
        q.bind(1, lockedAt);
        q.bind(2, eventId);
        locked = q.exec();
    });
    return locked;
}

void EventRepository::recordSubmission(RowId eventId, RowId playerId, RowId rosterId, int version,
                                       const std::string& catalogRevision) {
    db_.write("recording a submitted roster", [&] {
        SQLite::Statement q(db_.connection(),
                            "UPDATE registrations SET roster_id = ?, roster_version = ?, catalog_revision = ? "
                            "WHERE event_id = ? AND player_id = ?");
        q.bind(1, rosterId);
        q.bind(2, version);
        q.bind(3, catalogRevision);
        q.bind(4, eventId);
        q.bind(5, playerId);
        q.exec();
    });
}

void EventRepository::setVerdict(RowId registrationId, const std::string& verdict,
                                 const std::string& detailsJson) {
    db_.write("recording a roster verdict", [&] {
        SQLite::Statement q(db_.connection(),
                            "UPDATE registrations SET verdict = ?, verdict_details = ? WHERE id = ?");
        q.bind(1, verdict);
        q.bind(2, detailsJson);
        q.bind(3, registrationId);
        requireChanged(q.exec(), "registration " + std::to_string(registrationId));
    });
}

// ---- tables ----

RowId EventRepository::addTable(const EventTableRecord& table) {
    RowId id = 0;
    db_.write("adding table " + std::to_string(table.number), [&] {
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO event_tables(event_id, number, label, notes) VALUES (?, ?, ?, ?)");
        q.bind(1, table.eventId);
        q.bind(2, table.number);
        q.bind(3, table.label);
        q.bind(4, table.notes);
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

std::vector<EventTableRecord> EventRepository::tables(RowId eventId) {
    std::vector<EventTableRecord> result;
    db_.read("listing tables", [&] {
        SQLite::Statement q(db_.connection(),
                            "SELECT id, event_id, number, label, notes FROM event_tables WHERE event_id = ? "
                            "ORDER BY number");
        q.bind(1, eventId);
        while (q.executeStep()) {
            result.push_back({q.getColumn(0).getInt64(), q.getColumn(1).getInt64(), q.getColumn(2).getInt(),
                              q.getColumn(3).getString(), q.getColumn(4).getString()});
        }
    });
    return result;
}

// ---- rounds ----

RowId EventRepository::addRound(const RoundRecord& round) {
    RowId id = 0;
    db_.write("adding round " + std::to_string(round.number), [&] {
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO rounds(event_id, number, status, time_limit_minutes, started_at, "
                            "finished_at, settings) VALUES (?, ?, ?, ?, ?, ?, ?)");
        q.bind(1, round.eventId);
        q.bind(2, round.number);
        q.bind(3, round.status);
        bindOptional(q, 4, round.timeLimitMinutes);
        bindOptional(q, 5, round.startedAt);
        bindOptional(q, 6, round.finishedAt);
        q.bind(7, round.settings);
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

std::vector<RoundRecord> EventRepository::rounds(RowId eventId) {
    std::vector<RoundRecord> result;
    db_.read("listing rounds", [&] {
        SQLite::Statement q(
            db_.connection(),
            "SELECT id, event_id, number, status, time_limit_minutes, started_at, finished_at, "
            "settings FROM rounds WHERE event_id = ? ORDER BY number");
        q.bind(1, eventId);
        while (q.executeStep()) {
            RoundRecord r;
            r.id = q.getColumn(0).getInt64();
            r.eventId = q.getColumn(1).getInt64();
            r.number = q.getColumn(2).getInt();
            r.status = q.getColumn(3).getString();
            r.timeLimitMinutes = optionalInt(q.getColumn(4));
            r.startedAt = optionalText(q.getColumn(5));
            r.finishedAt = optionalText(q.getColumn(6));
            r.settings = q.getColumn(7).getString();
            result.push_back(std::move(r));
        }
    });
    return result;
}

void EventRepository::updateRound(const RoundRecord& round) {
    db_.write("updating round " + std::to_string(round.number), [&] {
        SQLite::Statement q(
            db_.connection(),
            "UPDATE rounds SET number = ?, status = ?, time_limit_minutes = ?, started_at = ?, "
            "finished_at = ?, settings = ? WHERE id = ?");
        q.bind(1, round.number);
        q.bind(2, round.status);
        bindOptional(q, 3, round.timeLimitMinutes);
        bindOptional(q, 4, round.startedAt);
        bindOptional(q, 5, round.finishedAt);
        q.bind(6, round.settings);
        q.bind(7, round.id);
        requireChanged(q.exec(), "round " + std::to_string(round.id));
    });
}

bool EventRepository::deleteRound(RowId id) {
    bool deleted = false;
    db_.write("deleting round " + std::to_string(id), [&] {
        SQLite::Statement q(db_.connection(), "DELETE FROM rounds WHERE id = ?");
        q.bind(1, id);
        deleted = q.exec() > 0;
    });
    return deleted;
}

// ---- pairings ----

RowId EventRepository::addPairing(const PairingRecord& p) {
    RowId id = 0;
    db_.write("adding a pairing", [&] {
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO pairings(round_id, table_number, player_a, player_b, flags) "
                            "VALUES (?, ?, ?, ?, ?)");
        q.bind(1, p.roundId);
        bindOptional(q, 2, p.tableNumber);
        q.bind(3, p.playerA);
        bindOptional(q, 4, p.playerB);
        q.bind(5, p.flags);
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

std::vector<PairingRecord> EventRepository::pairings(RowId roundId) {
    std::vector<PairingRecord> result;
    db_.read("listing pairings", [&] {
        SQLite::Statement q(db_.connection(),
                            "SELECT id, round_id, table_number, player_a, player_b, flags FROM pairings "
                            "WHERE round_id = ? ORDER BY table_number IS NULL, table_number, id");
        q.bind(1, roundId);
        while (q.executeStep()) {
            result.push_back({q.getColumn(0).getInt64(), q.getColumn(1).getInt64(),
                              optionalInt(q.getColumn(2)), q.getColumn(3).getInt64(),
                              optionalId(q.getColumn(4)), q.getColumn(5).getString()});
        }
    });
    return result;
}

void EventRepository::updatePairing(const PairingRecord& p) {
    db_.write("changing pairing " + std::to_string(p.id), [&] {
        SQLite::Statement q(db_.connection(),
                            "UPDATE pairings SET table_number = ?, player_a = ?, player_b = ?, flags = ? WHERE id = ?");
        bindOptional(q, 1, p.tableNumber);
        q.bind(2, p.playerA);
        bindOptional(q, 3, p.playerB);
        q.bind(4, p.flags);
        q.bind(5, p.id);
        requireChanged(q.exec(), "pairing " + std::to_string(p.id));
    });
}

bool EventRepository::deletePairing(RowId id) {
    bool deleted = false;
    db_.write("deleting pairing " + std::to_string(id), [&] {
        SQLite::Statement q(db_.connection(), "DELETE FROM pairings WHERE id = ?");
        q.bind(1, id);
        deleted = q.exec() > 0;
    });
    return deleted;
}

// ---- results ----

RowId EventRepository::setResult(const ResultRecord& r, const std::string& who, bool auditCorrection) {
    RowId id = 0;
    db_.write("entering the result of pairing " + std::to_string(r.pairingId), [&] {
        auto& db = db_.connection();
        auto old = result(r.pairingId);
        SQLite::Statement q(
            db,
            "INSERT INTO results(pairing_id, winner, outcome, terrains_captured_a, "
            "terrains_captured_b, health_killed_a, health_killed_b, score_a, score_b, details, "
            "entered_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) "
            "ON CONFLICT(pairing_id) DO UPDATE SET winner = excluded.winner, "
            "outcome = excluded.outcome, terrains_captured_a = excluded.terrains_captured_a, "
            "terrains_captured_b = excluded.terrains_captured_b, "
            "health_killed_a = excluded.health_killed_a, health_killed_b = excluded.health_killed_b, "
            "score_a = excluded.score_a, score_b = excluded.score_b, details = excluded.details, "
            "entered_by = excluded.entered_by, "
            "entered_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
        q.bind(1, r.pairingId);
        bindOptional(q, 2, r.winner);
        q.bind(3, r.outcome);
        bindOptional(q, 4, r.terrainsCapturedA);
        bindOptional(q, 5, r.terrainsCapturedB);
        bindOptional(q, 6, r.healthKilledA);
        bindOptional(q, 7, r.healthKilledB);
        bindOptional(q, 8, r.scoreA);
        bindOptional(q, 9, r.scoreB);
        q.bind(10, r.details);
        q.bind(11, who.empty() ? r.enteredBy : who);
        q.exec();
        auto stored = result(r.pairingId);
        id = stored->id;
        if (old && auditCorrection) {
            SQLite::Statement ev(
                db,
                "SELECT rounds.event_id FROM pairings JOIN rounds ON rounds.id = pairings.round_id "
                "WHERE pairings.id = ?");
            ev.bind(1, r.pairingId);
            AuditRecord entry;
            if (ev.executeStep()) entry.eventId = ev.getColumn(0).getInt64();
            entry.who = who.empty() ? r.enteredBy : who;
            entry.action = "result.change";
            entry.entity = "results";
            entry.entityId = id;
            entry.oldValue = resultJson(*old).dump();
            entry.newValue = resultJson(*stored).dump();
            insertAudit(db, entry);
        }
    });
    return id;
}

bool EventRepository::deleteResult(RowId pairingId) {
    bool deleted = false;
    db_.write("removing the result of pairing " + std::to_string(pairingId), [&] {
        SQLite::Statement q(db_.connection(), "DELETE FROM results WHERE pairing_id = ?");
        q.bind(1, pairingId);
        deleted = q.exec() > 0;
    });
    return deleted;
}

std::optional<ResultRecord> EventRepository::result(RowId pairingId) {
    std::optional<ResultRecord> found;
    db_.read("reading a result", [&] {
        SQLite::Statement q(db_.connection(), std::string("SELECT ") + kResultColumns +
                                                  " FROM results r WHERE r.pairing_id = ?");
        q.bind(1, pairingId);
        if (q.executeStep()) found = readResult(q);
    });
    return found;
}

std::vector<ResultRecord> EventRepository::results(RowId eventId) {
    std::vector<ResultRecord> found;
    db_.read("listing results", [&] {
        SQLite::Statement q(db_.connection(),
                            std::string("SELECT ") + kResultColumns +
                                " FROM results r JOIN pairings p ON p.id = r.pairing_id "
                                "JOIN rounds ro ON ro.id = p.round_id WHERE ro.event_id = ? "
                                "ORDER BY ro.number, p.table_number IS NULL, p.table_number, p.id");
        q.bind(1, eventId);
        while (q.executeStep()) found.push_back(readResult(q));
    });
    return found;
}

// ---- match logs ----

RowId EventRepository::addMatchLog(const MatchLogRecord& log) {
    RowId id = 0;
    db_.write("storing a match log", [&] {
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO match_logs(event_id, pairing_id, text, verdict, verdict_details, "
                            "submitted_by, submitted_at) VALUES (?, ?, ?, ?, ?, ?, "
                            "COALESCE(?, strftime('%Y-%m-%dT%H:%M:%fZ', 'now')))");
        q.bind(1, log.eventId);
        bindOptional(q, 2, log.pairingId);
        q.bind(3, log.text);
        q.bind(4, log.verdict);
        q.bind(5, log.verdictDetails);
        q.bind(6, log.submittedBy);
        bindOptional(q, 7, log.submittedAt.empty() ? std::nullopt : std::optional<std::string>(log.submittedAt));
        q.exec();
        id = db_.connection().getLastInsertRowid();
    });
    return id;
}

std::vector<MatchLogRecord> EventRepository::matchLogs(RowId eventId) {
    std::vector<MatchLogRecord> result;
    db_.read("listing match logs", [&] {
        SQLite::Statement q(db_.connection(),
                            "SELECT id, event_id, pairing_id, text, verdict, verdict_details, submitted_by, "
                            "submitted_at FROM match_logs WHERE event_id = ? ORDER BY id");
        q.bind(1, eventId);
        while (q.executeStep()) {
            result.push_back({q.getColumn(0).getInt64(), q.getColumn(1).getInt64(),
                              optionalId(q.getColumn(2)), q.getColumn(3).getString(),
                              q.getColumn(4).getString(), q.getColumn(5).getString(),
                              q.getColumn(6).getString(), q.getColumn(7).getString()});
        }
    });
    return result;
}

int EventRepository::moveMatchLogs(RowId fromPairing, std::optional<RowId> toPairing) {
    int moved = 0;
    db_.write("moving the match logs of pairing " + std::to_string(fromPairing), [&] {
        SQLite::Statement q(db_.connection(), "UPDATE match_logs SET pairing_id = ? WHERE pairing_id = ?");
        bindOptional(q, 1, toPairing);
        q.bind(2, fromPairing);
        moved = q.exec();
    });
    return moved;
}

void EventRepository::setMatchLogVerdict(RowId logId, const std::string& verdict,
                                         const std::string& detailsJson) {
    db_.write("recording a match log verdict", [&] {
        SQLite::Statement q(db_.connection(),
                            "UPDATE match_logs SET verdict = ?, verdict_details = ? WHERE id = ?");
        q.bind(1, verdict);
        q.bind(2, detailsJson);
        q.bind(3, logId);
        requireChanged(q.exec(), "match log " + std::to_string(logId));
    });
}

// ---- audit ----

RowId EventRepository::addAudit(const AuditRecord& entry) {
    RowId id = 0;
    db_.write("writing the audit trail", [&] { id = insertAudit(db_.connection(), entry); });
    return id;
}

std::vector<AuditRecord> EventRepository::audit(RowId eventId) {
    std::vector<AuditRecord> result;
    db_.read("reading the audit trail", [&] {
        SQLite::Statement q(db_.connection(),
                            "SELECT id, event_id, at, who, action, entity, entity_id, old_value, new_value "
                            "FROM audit WHERE event_id = ? ORDER BY id");
        q.bind(1, eventId);
        while (q.executeStep()) {
            result.push_back(
                {q.getColumn(0).getInt64(), optionalId(q.getColumn(1)), q.getColumn(2).getString(),
                 q.getColumn(3).getString(), q.getColumn(4).getString(), q.getColumn(5).getString(),
                 optionalId(q.getColumn(6)), optionalText(q.getColumn(7)), optionalText(q.getColumn(8))});
        }
    });
    return result;
}

}  // namespace muster::db
