#include "muster/db/CollectionRepository.h"

#include <SQLiteCpp/SQLiteCpp.h>

#include <algorithm>
#include <numeric>

namespace muster::db {

std::int64_t Collection::totalDice() const {
    return std::accumulate(dice.begin(), dice.end(), std::int64_t{0},
                           [](std::int64_t sum, const auto& item) { return sum + item.second; });
}

namespace {

std::optional<std::int64_t> collectionId(SQLite::Database& db, const std::string& name) {
    SQLite::Statement query(db, "SELECT id FROM collections WHERE name = ?");
    query.bind(1, name);
    if (!query.executeStep()) return std::nullopt;
    return query.getColumn(0).getInt64();
}

std::int64_t ensureId(SQLite::Database& db, const std::string& name) {
    if (auto id = collectionId(db, name)) return *id;
    SQLite::Statement insert(db, "INSERT INTO collections(name) VALUES (?)");
    insert.bind(1, name);
    insert.exec();
    return db.getLastInsertRowid();
}

void touch(SQLite::Database& db, std::int64_t id) {
    SQLite::Statement update(
        db, "UPDATE collections SET updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?");
    update.bind(1, id);
    update.exec();
}

std::int64_t currentCount(SQLite::Database& db, std::int64_t id, const std::string& dieName) {
    SQLite::Statement query(db,
                            "SELECT count FROM collection_items WHERE collection_id = ? AND die_name = ?");
    query.bind(1, id);
    query.bind(2, dieName);
    return query.executeStep() ? query.getColumn(0).getInt64() : 0;
}

// The count after adding `more` to `had`, refused (nothing written) when it would pass Collection::kMaxCount.
int checkedSum(const std::string& collection, const std::string& dieName, std::int64_t had, std::int64_t more) {
    const std::int64_t now = had + more;
    if (more < 0 || now > Collection::kMaxCount) {
        throw RecordError("collection '" + collection + "' would hold " + std::to_string(now) + " " + dieName +
                          "; at most " + std::to_string(Collection::kMaxCount) + " of one die are kept");
    }
    return static_cast<int>(now);
}

void setCount(SQLite::Database& db, std::int64_t id, const std::string& dieName, int count) {
    if (count <= 0) {
        SQLite::Statement del(db, "DELETE FROM collection_items WHERE collection_id = ? AND die_name = ?");
        del.bind(1, id);
        del.bind(2, dieName);
        del.exec();
        return;
    }
    SQLite::Statement upsert(db,
                             "INSERT INTO collection_items(collection_id, die_name, count) VALUES (?, ?, ?) "
                             "ON CONFLICT(collection_id, die_name) DO UPDATE SET count = excluded.count");
    upsert.bind(1, id);
    upsert.bind(2, dieName);
    upsert.bind(3, count);
    upsert.exec();
}

}  // namespace

std::vector<CollectionSummary> CollectionRepository::list() {
    std::vector<CollectionSummary> result;
    db_.read("listing collections", [&] {
        SQLite::Statement query(
            db_.connection(),
            "SELECT c.id, c.name, count(i.die_name), coalesce(sum(i.count), 0), c.updated_at "
            "FROM collections c LEFT JOIN collection_items i ON i.collection_id = c.id "
            "GROUP BY c.id ORDER BY c.name");
        while (query.executeStep()) {
            result.push_back({query.getColumn(0).getInt64(), query.getColumn(1).getString(),
                              query.getColumn(2).getInt(), query.getColumn(3).getInt64(),
                              query.getColumn(4).getString()});
        }
    });
    return result;
}

std::optional<Collection> CollectionRepository::find(const std::string& name) {
    std::optional<Collection> result;
    db_.read("reading collection '" + name + "'", [&] {
        SQLite::Statement query(db_.connection(), "SELECT id, name, notes FROM collections WHERE name = ?");
        query.bind(1, name);
        if (!query.executeStep()) return;
        Collection collection;
        collection.id = query.getColumn(0).getInt64();
        collection.name = query.getColumn(1).getString();
        collection.notes = query.getColumn(2).getString();
        SQLite::Statement items(db_.connection(),
                                "SELECT die_name, count FROM collection_items WHERE collection_id = ?");
        items.bind(1, collection.id);
        while (items.executeStep())
            collection.dice[items.getColumn(0).getString()] = items.getColumn(1).getInt();
        result = std::move(collection);
    });
    return result;
}

Collection CollectionRepository::get(const std::string& name) {
    auto collection = find(name);
    if (!collection) throw RecordError("there is no collection named '" + name + "'");
    return std::move(*collection);
}

std::int64_t CollectionRepository::ensure(const std::string& name) {
    std::int64_t id = 0;
    db_.write("creating collection '" + name + "'", [&] { id = ensureId(db_.connection(), name); });
    return id;
}

int CollectionRepository::add(const std::string& collection, const std::string& dieName, int count) {
    if (count <= 0) throw RecordError("the number of dice to add must be at least 1");
    int now = 0;
    db_.write("adding to collection '" + collection + "'", [&] {
        auto& db = db_.connection();
        const auto id = ensureId(db, collection);
        now = checkedSum(collection, dieName, currentCount(db, id, dieName), count);
        setCount(db, id, dieName, now);
        touch(db, id);
    });
    return now;
}

int CollectionRepository::remove(const std::string& collection, const std::string& dieName, int count) {
    if (count <= 0) throw RecordError("the number of dice to remove must be at least 1");
    int now = 0;
    db_.write("removing from collection '" + collection + "'", [&] {
        auto& db = db_.connection();
        const auto id = collectionId(db, collection);
        if (!id) throw RecordError("there is no collection named '" + collection + "'");
        const auto had =
            static_cast<int>(std::min<std::int64_t>(currentCount(db, *id, dieName), Collection::kMaxCount));
        if (had < count) {
            throw RecordError("collection '" + collection + "' has " + std::to_string(had) + " " + dieName +
                              ", cannot remove " + std::to_string(count));
        }
        now = had - count;
        setCount(db, *id, dieName, now);
        touch(db, *id);
    });
    return now;
}

void CollectionRepository::store(const Collection& collection, bool replace) {
    db_.write("storing collection '" + collection.name + "'", [&] {
        auto& db = db_.connection();
        const auto id = ensureId(db, collection.name);
        if (replace) {
            SQLite::Statement clear(db, "DELETE FROM collection_items WHERE collection_id = ?");
            clear.bind(1, id);
            clear.exec();
            SQLite::Statement notes(db, "UPDATE collections SET notes = ? WHERE id = ?");
            notes.bind(1, collection.notes);
            notes.bind(2, id);
            notes.exec();
        }
        for (const auto& [die, count] : collection.dice) {
            if (count < 1) throw RecordError("collection '" + collection.name + "': " + die + " has no dice");
            setCount(db, id, die, checkedSum(collection.name, die, replace ? 0 : currentCount(db, id, die), count));
        }
        touch(db, id);
    });
}

bool CollectionRepository::erase(const std::string& name) {
    bool erased = false;
    db_.write("deleting collection '" + name + "'", [&] {
        SQLite::Statement del(db_.connection(), "DELETE FROM collections WHERE name = ?");
        del.bind(1, name);
        erased = del.exec() > 0;
    });
    return erased;
}

}  // namespace muster::db
