#pragma once
// The rows of the event pages' tables (schema step "event pages", db/src/Migration.cpp). Plain data.
#include <optional>
#include <string>

#include "muster/db/EventRecords.h"

namespace muster::db {

// A result a player reported with their code: one row per game and player, replaced when they send again.
struct PlayerReportRecord {
    RowId id = 0;
    RowId eventId = 0;
    RowId pairingId = 0;
    RowId playerId = 0;               // who reported
    std::optional<RowId> winner;      // none: a draw
    std::string outcome = "capture";  // capture | elimination | time | draw | concession
    int terrainsA = 0;                // terrains captured by the pairing's side A and side B
    int terrainsB = 0;
    int healthA = 0;  // health killed by side A and side B
    int healthB = 0;
    int submissions = 1;  // how often the player sent it (a repeat with the same result changes nothing else)
    std::string submittedAt;
    std::optional<std::string> acceptedAt;  // set when the organiser accepted the game's result
};

// Where the desk writes the event's pages and the address players open (printed as a QR code).
struct PagesSettingsRecord {
    RowId eventId = 0;
    std::string siteAddress;  // e.g. http://192.168.1.20:8080/ (empty: not known)
    std::string publishDir;   // a folder rewritten after each change (empty: none)
};

}  // namespace muster::db
