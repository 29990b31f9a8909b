#pragma once
// Saved rosters: the canonical roster JSON (RosterIO::toJson) plus the columns lists need, and every
// earlier version of each roster. Saving under an existing name keeps the old version in the history.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "muster/db/Database.h"
#include "muster/domain/Roster.h"

namespace muster::db {

struct SavedRoster {
    std::int64_t id = 0;
    std::string name;
    std::string player;
    std::string edition;
    std::string eventFormat;
    int forceSize = 0;
    std::string catalogRevision;
    std::string content;  // canonical roster JSON
    int version = 1;
    std::string savedAt;

    // The record for a roster; the catalog revision falls back to `catalogRevision` when the roster has none.
    static SavedRoster fromRoster(const domain::Roster& roster, const std::string& catalogRevision = {});
};

class RosterRepository {
  public:
    explicit RosterRepository(Database& database) : db_(database) {}

    // Saves under record.name: a new roster (version 1) or a new version of an existing one, whose
    // previous content moves to the history. Returns the stored record (id, version, savedAt set).
    SavedRoster save(const SavedRoster& record);
    SavedRoster save(const domain::Roster& roster, const std::string& catalogRevision = {});

    // Current versions, by name; `content` is left empty (use find for it).
    [[nodiscard]] std::vector<SavedRoster> list();
    [[nodiscard]] std::optional<SavedRoster> find(const std::string& name);
    [[nodiscard]] std::optional<SavedRoster> findById(std::int64_t id);
    // One version (current or earlier) of a roster.
    [[nodiscard]] std::optional<SavedRoster> findVersion(const std::string& name, int version);
    // All versions, newest first (the current one included).
    [[nodiscard]] std::vector<SavedRoster> history(const std::string& name);
    // Deletes the roster and its history; false when there was none.
    bool erase(const std::string& name);

  private:
    Database& db_;
};

}  // namespace muster::db
