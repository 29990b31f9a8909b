#include "muster/db/Migration.h"

#include <SQLiteCpp/SQLiteCpp.h>

namespace muster::db {

namespace {

// Schema version 1: collections, saved rosters with history, and everything a tournament desk records.
// Times are UTC text (ISO 8601). JSON columns are checked with json_valid.
constexpr const char* kSchemaV1 = R"sql(
CREATE TABLE schema_history (
    version     INTEGER PRIMARY KEY,
    description TEXT NOT NULL,
    applied_at  TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);

-- Dice a player owns. Dice are stored by their catalog name (ids move between catalog revisions).
CREATE TABLE collections (
    id         INTEGER PRIMARY KEY,
    name       TEXT NOT NULL UNIQUE,
    notes      TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE collection_items (
    collection_id INTEGER NOT NULL REFERENCES collections(id) ON DELETE CASCADE,
    die_name      TEXT NOT NULL,
    count         INTEGER NOT NULL CHECK (count > 0),
    PRIMARY KEY (collection_id, die_name)
) WITHOUT ROWID;

-- Saved rosters: the canonical roster JSON plus the columns lists and searches need.
CREATE TABLE rosters (
    id               INTEGER PRIMARY KEY,
    name             TEXT NOT NULL UNIQUE,
    player           TEXT NOT NULL DEFAULT '',
    edition          TEXT NOT NULL DEFAULT '',
    event_format     TEXT NOT NULL DEFAULT '',
    force_size       INTEGER NOT NULL DEFAULT 0,
    catalog_revision TEXT NOT NULL DEFAULT '',
    content          TEXT NOT NULL,
    version          INTEGER NOT NULL DEFAULT 1 CHECK (version >= 1),
    created_at       TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    saved_at         TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
-- Earlier versions of a saved roster (the current one is in rosters).
CREATE TABLE roster_history (
    id               INTEGER PRIMARY KEY,
    roster_id        INTEGER NOT NULL REFERENCES rosters(id) ON DELETE CASCADE,
    version          INTEGER NOT NULL,
    name             TEXT NOT NULL,
    player           TEXT NOT NULL DEFAULT '',
    edition          TEXT NOT NULL DEFAULT '',
    event_format     TEXT NOT NULL DEFAULT '',
    force_size       INTEGER NOT NULL DEFAULT 0,
    catalog_revision TEXT NOT NULL DEFAULT '',
    content          TEXT NOT NULL,
    saved_at         TEXT NOT NULL,
    UNIQUE (roster_id, version)
);

-- Tournament desk.
CREATE TABLE clubs (
    id    INTEGER PRIMARY KEY,
    name  TEXT NOT NULL UNIQUE,
    city  TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT ''
);
CREATE TABLE events (
    id           INTEGER PRIMARY KEY,
    name         TEXT NOT NULL,
    event_date   TEXT NOT NULL DEFAULT '',
    location     TEXT NOT NULL DEFAULT '',
    organiser    TEXT NOT NULL DEFAULT '',
    edition      TEXT NOT NULL DEFAULT '',
    event_format TEXT NOT NULL DEFAULT '',
    force_size   INTEGER NOT NULL DEFAULT 0,
    round_count  INTEGER NOT NULL DEFAULT 0,
    status       TEXT NOT NULL DEFAULT 'setup' CHECK (status IN ('setup', 'running', 'finished')),
    settings     TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    created_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    updated_at   TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE TABLE players (
    id                  INTEGER PRIMARY KEY,
    event_id            INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    name                TEXT NOT NULL,
    club_id             INTEGER REFERENCES clubs(id) ON DELETE SET NULL,
    contact             TEXT NOT NULL DEFAULT '',
    seed                INTEGER,
    dropped             INTEGER NOT NULL DEFAULT 0 CHECK (dropped IN (0, 1)),
    dropped_after_round INTEGER,
    late_entry_score    REAL NOT NULL DEFAULT 0,
    notes               TEXT NOT NULL DEFAULT '',
    UNIQUE (event_id, name)
);
CREATE INDEX players_club ON players(club_id);
CREATE TABLE registrations (
    id                INTEGER PRIMARY KEY,
    event_id          INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    player_id         INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    roster_id         INTEGER REFERENCES rosters(id) ON DELETE SET NULL,
    roster_json       TEXT CHECK (roster_json IS NULL OR json_valid(roster_json)),
    verdict           TEXT NOT NULL DEFAULT 'unchecked'
                      CHECK (verdict IN ('unchecked', 'legal', 'illegal', 'warnings')),
    verdict_details   TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(verdict_details)),
    registered_at     TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (event_id, player_id)
);
CREATE INDEX registrations_player ON registrations(player_id);
CREATE INDEX registrations_roster ON registrations(roster_id);
CREATE TABLE event_tables (
    id       INTEGER PRIMARY KEY,
    event_id INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    number   INTEGER NOT NULL,
    label    TEXT NOT NULL DEFAULT '',
    notes    TEXT NOT NULL DEFAULT '',
    UNIQUE (event_id, number)
);
CREATE TABLE rounds (
    id                 INTEGER PRIMARY KEY,
    event_id           INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    number             INTEGER NOT NULL CHECK (number >= 1),
    status             TEXT NOT NULL DEFAULT 'pending'
                       CHECK (status IN ('pending', 'paired', 'running', 'finished')),
    time_limit_minutes INTEGER,
    started_at         TEXT,
    finished_at        TEXT,
    settings           TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(settings)),
    UNIQUE (event_id, number)
);
CREATE TABLE pairings (
    id           INTEGER PRIMARY KEY,
    round_id     INTEGER NOT NULL REFERENCES rounds(id) ON DELETE CASCADE,
    table_number INTEGER,
    player_a     INTEGER NOT NULL REFERENCES players(id),
    player_b     INTEGER REFERENCES players(id),  -- NULL: a bye
    flags        TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(flags)),
    CHECK (player_b IS NULL OR player_b <> player_a)
);
CREATE INDEX pairings_round ON pairings(round_id);
CREATE INDEX pairings_player_a ON pairings(player_a);
CREATE INDEX pairings_player_b ON pairings(player_b);
CREATE TABLE results (
    id                   INTEGER PRIMARY KEY,
    pairing_id           INTEGER NOT NULL UNIQUE REFERENCES pairings(id) ON DELETE CASCADE,
    winner               INTEGER REFERENCES players(id),  -- NULL: nobody won
    outcome              TEXT NOT NULL
                         CHECK (outcome IN ('capture', 'elimination', 'time', 'draw', 'concession', 'no-show')),
    terrains_captured_a  INTEGER NOT NULL DEFAULT 0,
    terrains_captured_b  INTEGER NOT NULL DEFAULT 0,
    health_killed_a      INTEGER NOT NULL DEFAULT 0,
    health_killed_b      INTEGER NOT NULL DEFAULT 0,
    score_a              REAL,
    score_b              REAL,
    details              TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
    entered_by           TEXT NOT NULL DEFAULT '',
    entered_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK (outcome <> 'draw' OR winner IS NULL)
);
CREATE INDEX results_winner ON results(winner);
CREATE TABLE match_logs (
    id              INTEGER PRIMARY KEY,
    event_id        INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    pairing_id      INTEGER REFERENCES pairings(id) ON DELETE SET NULL,
    text            TEXT NOT NULL,
    verdict         TEXT NOT NULL DEFAULT 'unchecked',
    verdict_details TEXT NOT NULL DEFAULT '[]' CHECK (json_valid(verdict_details)),
    submitted_by    TEXT NOT NULL DEFAULT '',
    submitted_at    TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
CREATE INDEX match_logs_event ON match_logs(event_id);
CREATE INDEX match_logs_pairing ON match_logs(pairing_id);
-- Who changed what and when; old and new values as text (usually JSON).
CREATE TABLE audit (
    id        INTEGER PRIMARY KEY,
    event_id  INTEGER REFERENCES events(id) ON DELETE CASCADE,
    at        TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    who       TEXT NOT NULL DEFAULT '',
    action    TEXT NOT NULL,
    entity    TEXT NOT NULL DEFAULT '',
    entity_id INTEGER,
    old_value TEXT,
    new_value TEXT
);
CREATE INDEX audit_event ON audit(event_id);
)sql";

// Event pages (docs/pages.md): each player's result code (printed only on their slip), the results players
// report with it (one row per game and player; the organiser accepts a pair that agrees), and where the desk
// publishes the pages and the address players open.
constexpr const char* kPlayerPages = R"sql(
CREATE TABLE player_codes (
    player_id  INTEGER PRIMARY KEY REFERENCES players(id) ON DELETE CASCADE,
    event_id   INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    code       TEXT NOT NULL CHECK (length(code) BETWEEN 8 AND 32),
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    UNIQUE (event_id, code)
);
CREATE TABLE player_reports (
    id           INTEGER PRIMARY KEY,
    event_id     INTEGER NOT NULL REFERENCES events(id) ON DELETE CASCADE,
    pairing_id   INTEGER NOT NULL REFERENCES pairings(id) ON DELETE CASCADE,
    player_id    INTEGER NOT NULL REFERENCES players(id) ON DELETE CASCADE,
    winner       INTEGER REFERENCES players(id),  -- NULL: a draw
    outcome      TEXT NOT NULL CHECK (outcome IN ('capture', 'elimination', 'time', 'draw', 'concession')),
    terrains_a   INTEGER NOT NULL DEFAULT 0,
    terrains_b   INTEGER NOT NULL DEFAULT 0,
    health_a     INTEGER NOT NULL DEFAULT 0,
    health_b     INTEGER NOT NULL DEFAULT 0,
    submissions  INTEGER NOT NULL DEFAULT 1 CHECK (submissions >= 1),
    submitted_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    accepted_at  TEXT,
    CHECK (outcome <> 'draw' OR winner IS NULL),
    UNIQUE (pairing_id, player_id)
);
CREATE INDEX player_reports_event ON player_reports(event_id);
CREATE INDEX player_reports_player ON player_reports(player_id);
CREATE TABLE event_pages (
    event_id     INTEGER PRIMARY KEY REFERENCES events(id) ON DELETE CASCADE,
    site_address TEXT NOT NULL DEFAULT '',
    publish_dir  TEXT NOT NULL DEFAULT ''
);
)sql";

// Terrains captured and health killed may be unknown (NULL: not entered at the desk), never a zero that
// feeds the tiebreakers. SQLite cannot drop NOT NULL in place: the table is copied into its new form.
constexpr const char* kResultCountsMayBeUnknown = R"sql(
CREATE TABLE results_counts_nullable (
    id                   INTEGER PRIMARY KEY,
    pairing_id           INTEGER NOT NULL UNIQUE REFERENCES pairings(id) ON DELETE CASCADE,
    winner               INTEGER REFERENCES players(id),  -- NULL: nobody won
    outcome              TEXT NOT NULL
                         CHECK (outcome IN ('capture', 'elimination', 'time', 'draw', 'concession', 'no-show')),
    terrains_captured_a  INTEGER,  -- NULL: not entered (both sides NULL together)
    terrains_captured_b  INTEGER,
    health_killed_a      INTEGER,  -- NULL: not entered (both sides NULL together)
    health_killed_b      INTEGER,
    score_a              REAL,
    score_b              REAL,
    details              TEXT NOT NULL DEFAULT '{}' CHECK (json_valid(details)),
    entered_by           TEXT NOT NULL DEFAULT '',
    entered_at           TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')),
    CHECK (outcome <> 'draw' OR winner IS NULL),
    CHECK ((terrains_captured_a IS NULL) = (terrains_captured_b IS NULL)),
    CHECK ((health_killed_a IS NULL) = (health_killed_b IS NULL))
);
INSERT INTO results_counts_nullable (id, pairing_id, winner, outcome, terrains_captured_a, terrains_captured_b,
                                     health_killed_a, health_killed_b, score_a, score_b, details, entered_by,
                                     entered_at)
    SELECT id, pairing_id, winner, outcome, terrains_captured_a, terrains_captured_b, health_killed_a,
           health_killed_b, score_a, score_b, details, entered_by, entered_at FROM results;
DROP TABLE results;
ALTER TABLE results_counts_nullable RENAME TO results;
CREATE INDEX results_winner ON results(winner);
)sql";

// Lists at events (docs/storage.md): a registration remembers which version of a library roster the event holds
// (roster_version), the catalog revision its copy was checked against (catalog_revision), and when the event's
// lists locked it (locked_at, local time; NULL: not locked). Existing registrations take the revision their
// roster JSON names and the version their library roster has now.
constexpr const char* kRosterSubmissions = R"sql(
ALTER TABLE registrations ADD COLUMN roster_version INTEGER CHECK (roster_version IS NULL OR roster_version >= 1);
ALTER TABLE registrations ADD COLUMN catalog_revision TEXT NOT NULL DEFAULT '';
ALTER TABLE registrations ADD COLUMN locked_at TEXT;
UPDATE registrations SET catalog_revision = COALESCE(json_extract(roster_json, '$.catalog_revision'), '')
    WHERE roster_json IS NOT NULL;
UPDATE registrations SET roster_version = (SELECT version FROM rosters WHERE rosters.id = registrations.roster_id)
    WHERE roster_id IS NOT NULL;
)sql";

}  // namespace

const std::vector<MigrationStep>& schemaMigrations() {
    static const std::vector<MigrationStep> steps = {
        {1, "collections, rosters with history, events", [](SQLite::Database& db) { db.exec(kSchemaV1); }},
        {2, "event pages: player result codes, reported results, publish settings",
         [](SQLite::Database& db) { db.exec(kPlayerPages); }},
        {3, "results: terrains and health may be unknown (NULL)",
         [](SQLite::Database& db) { db.exec(kResultCountsMayBeUnknown); }},
        {4, "lists at events: the roster version an event holds, its catalog revision, when it locked",
         [](SQLite::Database& db) { db.exec(kRosterSubmissions); }},
        // Append the next step here: {5, "what changes", [](SQLite::Database& db) { db.exec("ALTER ..."); }},
    };
    return steps;
}

int currentSchemaVersion() {
    return schemaMigrations().back().toVersion;
}

}  // namespace muster::db
