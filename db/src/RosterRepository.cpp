#include "muster/db/RosterRepository.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include "muster/domain/RosterIO.h"

namespace muster::db {

namespace {

constexpr const char* kColumns =
    "id, name, player, edition, event_format, force_size, catalog_revision, content, version, saved_at";

SavedRoster readRow(SQLite::Statement& row) {
    SavedRoster record;
    record.id = row.getColumn(0).getInt64();
    record.name = row.getColumn(1).getString();
    record.player = row.getColumn(2).getString();
    record.edition = row.getColumn(3).getString();
    record.eventFormat = row.getColumn(4).getString();
    record.forceSize = row.getColumn(5).getInt();
    record.catalogRevision = row.getColumn(6).getString();
    record.content = row.getColumn(7).getString();
    record.version = row.getColumn(8).getInt();
    record.savedAt = row.getColumn(9).getString();
    return record;
}

std::optional<SavedRoster> selectOne(SQLite::Database& db, const std::string& where,
                                     const std::function<void(SQLite::Statement&)>& bind) {
    SQLite::Statement query(db, std::string("SELECT ") + kColumns + " FROM rosters WHERE " + where);
    bind(query);
    if (!query.executeStep()) return std::nullopt;
    return readRow(query);
}

}  // namespace

SavedRoster SavedRoster::fromRoster(const domain::Roster& roster, const std::string& catalogRevision) {
    SavedRoster record;
    record.name = roster.name;
    record.player = roster.player;
    record.edition = roster.edition;
    record.eventFormat = roster.eventFormat;
    record.forceSize = roster.forceSize;
    record.catalogRevision = roster.catalogRevision.empty() ? catalogRevision : roster.catalogRevision;
    domain::Roster stamped = roster;
    stamped.catalogRevision = record.catalogRevision;
    record.content = domain::RosterIO::toJson(stamped);
    return record;
}

SavedRoster RosterRepository::save(const domain::Roster& roster, const std::string& catalogRevision) {
    return save(SavedRoster::fromRoster(roster, catalogRevision));
}

SavedRoster RosterRepository::save(const SavedRoster& record) {
    if (record.name.empty()) throw RecordError("a roster needs a name to be saved");
    SavedRoster stored;
    db_.write("saving roster '" + record.name + "'", [&] {
        auto& db = db_.connection();
        auto byName = [&](SQLite::Statement& q) { q.bind(1, record.name); };
        if (auto old = selectOne(db, "name = ?", byName)) {
            SQLite::Statement keep(db,
                                   "INSERT INTO roster_history(roster_id, version, name, player, edition, "
                                   "event_format, force_size, catalog_revision, content, saved_at) "
                                   "SELECT id, version, name, player, edition, event_format, force_size, "
                                   "catalog_revision, content, saved_at FROM rosters WHERE id = ?");
            keep.bind(1, old->id);
            keep.exec();
            SQLite::Statement update(
                db,
                "UPDATE rosters SET player = ?, edition = ?, event_format = ?, force_size = ?, "
                "catalog_revision = ?, content = ?, version = version + 1, "
                "saved_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?");
            update.bind(1, record.player);
            update.bind(2, record.edition);
            update.bind(3, record.eventFormat);
            update.bind(4, record.forceSize);
            update.bind(5, record.catalogRevision);
            update.bind(6, record.content);
            update.bind(7, old->id);
            update.exec();
        } else {
            SQLite::Statement insert(db,
                                     "INSERT INTO rosters(name, player, edition, event_format, force_size, "
                                     "catalog_revision, content) VALUES (?, ?, ?, ?, ?, ?, ?)");
            insert.bind(1, record.name);
            insert.bind(2, record.player);
            insert.bind(3, record.edition);
            insert.bind(4, record.eventFormat);
            insert.bind(5, record.forceSize);
            insert.bind(6, record.catalogRevision);
            insert.bind(7, record.content);
            insert.exec();
        }
        stored = *selectOne(db, "name = ?", byName);
    });
    return stored;
}

std::vector<SavedRoster> RosterRepository::list() {
    std::vector<SavedRoster> result;
    db_.read("listing rosters", [&] {
        SQLite::Statement query(
            db_.connection(),
            "SELECT id, name, player, edition, event_format, force_size, catalog_revision, "
            "'', version, saved_at FROM rosters ORDER BY name");
        while (query.executeStep()) result.push_back(readRow(query));
    });
    return result;
}

std::optional<SavedRoster> RosterRepository::find(const std::string& name) {
    std::optional<SavedRoster> result;
    db_.read("reading roster '" + name + "'", [&] {
        result = selectOne(db_.connection(), "name = ?", [&](SQLite::Statement& q) { q.bind(1, name); });
    });
    return result;
}

std::optional<SavedRoster> RosterRepository::findById(std::int64_t id) {
    std::optional<SavedRoster> result;
    db_.read("reading roster " + std::to_string(id), [&] {
        result = selectOne(db_.connection(), "id = ?", [&](SQLite::Statement& q) { q.bind(1, id); });
    });
    return result;
}

std::optional<SavedRoster> RosterRepository::findVersion(const std::string& name, int version) {
    for (auto& record : history(name)) {
        if (record.version == version) return std::move(record);
    }
    return std::nullopt;
}

std::vector<SavedRoster> RosterRepository::history(const std::string& name) {
    std::vector<SavedRoster> result;
    db_.read("reading the history of roster '" + name + "'", [&] {
        auto& db = db_.connection();
        auto current = selectOne(db, "name = ?", [&](SQLite::Statement& q) { q.bind(1, name); });
        if (!current) return;
        result.push_back(*current);
        SQLite::Statement query(db,
                                "SELECT roster_id, name, player, edition, event_format, force_size, "
                                "catalog_revision, content, version, saved_at FROM roster_history "
                                "WHERE roster_id = ? ORDER BY version DESC");
        query.bind(1, current->id);
        while (query.executeStep()) result.push_back(readRow(query));
    });
    return result;
}

bool RosterRepository::erase(const std::string& name) {
    bool erased = false;
    db_.write("deleting roster '" + name + "'", [&] {
        SQLite::Statement del(db_.connection(), "DELETE FROM rosters WHERE name = ?");
        del.bind(1, name);
        erased = del.exec() > 0;
    });
    return erased;
}

}  // namespace muster::db
