#pragma once
// Storage of the event pages (docs/pages.md): players' result codes, the results players report, the
// publish settings. Each method is one transaction; wrap several in Database::write() for one action.
// Codes are secrets: nothing here logs them, and only the slips print them.
#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "muster/db/Database.h"
#include "muster/db/PagesRecords.h"

namespace muster::db {

class PagesRepository {
public:
    explicit PagesRepository(Database& database) : db_(database) {}

    // Player id -> code, for every player of the event that has one.
    [[nodiscard]] std::map<RowId, std::string> codes(RowId eventId);
    // Gives a player a code (replacing an earlier one). RecordError when another player of the event has it.
    void setCode(RowId eventId, RowId playerId, const std::string& code);

    // Stores a player's report of a game, or replaces their earlier one (submissions counts up).
    void saveReport(const PlayerReportRecord& report);
    [[nodiscard]] std::vector<PlayerReportRecord> reports(RowId eventId);
    // Marks every report of a game accepted (the organiser took the result).
    void markAccepted(RowId pairingId);

    [[nodiscard]] PagesSettingsRecord settings(RowId eventId);
    void setSettings(const PagesSettingsRecord& settings);

    // SQLite's PRAGMA data_version: changes when another connection commits to the file, so a reader can
    // tell cheaply whether anything changed since it last looked.
    [[nodiscard]] std::int64_t dataVersion();

    [[nodiscard]] Database& database() { return db_; }

private:
    Database& db_;
};

}  // namespace muster::db
