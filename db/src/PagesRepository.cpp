#include "muster/db/PagesRepository.h"

#include <SQLiteCpp/SQLiteCpp.h>

namespace muster::db {

std::map<RowId, std::string> PagesRepository::codes(RowId eventId) {
    std::map<RowId, std::string> out;
    db_.read("reading the players' result codes", [&] {
        SQLite::Statement q(db_.connection(), "SELECT player_id, code FROM player_codes WHERE event_id = ?");
        q.bind(1, eventId);
        while (q.executeStep()) out[q.getColumn(0).getInt64()] = q.getColumn(1).getString();
    });
    return out;
}

void PagesRepository::setCode(RowId eventId, RowId playerId, const std::string& code) {
    db_.write("giving player " + std::to_string(playerId) + " a result code", [&] {
        SQLite::Statement taken(db_.connection(),
                                "SELECT 1 FROM player_codes WHERE event_id = ? AND code = ? AND player_id <> ?");
        taken.bind(1, eventId);
        taken.bind(2, code);
        taken.bind(3, playerId);
        if (taken.executeStep()) throw RecordError("that result code is already another player's");
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO player_codes(player_id, event_id, code) VALUES (?, ?, ?) "
                            "ON CONFLICT(player_id) DO UPDATE SET code = excluded.code, "
                            "created_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
        q.bind(1, playerId);
        q.bind(2, eventId);
        q.bind(3, code);
        q.exec();
    });
}

void PagesRepository::saveReport(const PlayerReportRecord& r) {
    db_.write("storing a reported result", [&] {
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO player_reports(event_id, pairing_id, player_id, winner, outcome, terrains_a, "
                            "terrains_b, health_a, health_b) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) "
                            "ON CONFLICT(pairing_id, player_id) DO UPDATE SET winner = excluded.winner, "
                            "outcome = excluded.outcome, terrains_a = excluded.terrains_a, "
                            "terrains_b = excluded.terrains_b, health_a = excluded.health_a, "
                            "health_b = excluded.health_b, submissions = submissions + 1, "
                            "submitted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')");
        q.bind(1, r.eventId);
        q.bind(2, r.pairingId);
        q.bind(3, r.playerId);
        if (r.winner) {
            q.bind(4, *r.winner);
        } else {
            q.bind(4);
        }
        q.bind(5, r.outcome);
        q.bind(6, r.terrainsA);
        q.bind(7, r.terrainsB);
        q.bind(8, r.healthA);
        q.bind(9, r.healthB);
        q.exec();
    });
}

std::vector<PlayerReportRecord> PagesRepository::reports(RowId eventId) {
    std::vector<PlayerReportRecord> out;
    db_.read("reading the reported results", [&] {
        SQLite::Statement q(db_.connection(),
                            "SELECT id, event_id, pairing_id, player_id, winner, outcome, terrains_a, terrains_b, "
                            "health_a, health_b, submissions, submitted_at, accepted_at FROM player_reports "
                            "WHERE event_id = ? ORDER BY id");
        q.bind(1, eventId);
        while (q.executeStep()) {
            PlayerReportRecord r;
            r.id = q.getColumn(0).getInt64();
            r.eventId = q.getColumn(1).getInt64();
            r.pairingId = q.getColumn(2).getInt64();
            r.playerId = q.getColumn(3).getInt64();
            if (!q.getColumn(4).isNull()) r.winner = q.getColumn(4).getInt64();
            r.outcome = q.getColumn(5).getString();
            r.terrainsA = q.getColumn(6).getInt();
            r.terrainsB = q.getColumn(7).getInt();
            r.healthA = q.getColumn(8).getInt();
            r.healthB = q.getColumn(9).getInt();
            r.submissions = q.getColumn(10).getInt();
            r.submittedAt = q.getColumn(11).getString();
            if (!q.getColumn(12).isNull()) r.acceptedAt = q.getColumn(12).getString();
            out.push_back(std::move(r));
        }
    });
    return out;
}

void PagesRepository::markAccepted(RowId pairingId) {
    db_.write("marking reported results accepted", [&] {
        SQLite::Statement q(db_.connection(),
                            "UPDATE player_reports SET accepted_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') "
                            "WHERE pairing_id = ? AND accepted_at IS NULL");
        q.bind(1, pairingId);
        q.exec();
    });
}

PagesSettingsRecord PagesRepository::settings(RowId eventId) {
    PagesSettingsRecord out;
    out.eventId = eventId;
    db_.read("reading the event pages' settings", [&] {
        SQLite::Statement q(db_.connection(), "SELECT site_address, publish_dir FROM event_pages WHERE event_id = ?");
        q.bind(1, eventId);
        if (q.executeStep()) {
            out.siteAddress = q.getColumn(0).getString();
            out.publishDir = q.getColumn(1).getString();
        }
    });
    return out;
}

void PagesRepository::setSettings(const PagesSettingsRecord& s) {
    db_.write("changing the event pages' settings", [&] {
        SQLite::Statement q(db_.connection(),
                            "INSERT INTO event_pages(event_id, site_address, publish_dir) VALUES (?, ?, ?) "
                            "ON CONFLICT(event_id) DO UPDATE SET site_address = excluded.site_address, "
                            "publish_dir = excluded.publish_dir");
        q.bind(1, s.eventId);
        q.bind(2, s.siteAddress);
        q.bind(3, s.publishDir);
        q.exec();
    });
}

std::int64_t PagesRepository::dataVersion() {
    std::int64_t version = 0;
    db_.read("checking for changes", [&] { version = db_.connection().execAndGet("PRAGMA data_version").getInt64(); });
    return version;
}

}  // namespace muster::db
