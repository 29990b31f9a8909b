#pragma once
// The game recorder at a tournament (issue 29; docs/recorder.md, "At an event"): a recording started from an event's
// round and table brings both players' registered rosters, and its end stores the result (winner and win type) with
// the game and attaches the log the way `muster-cli event attach-log` does (checkMatchLogFile, EventStore::attachLog).
// The log's header carries the table in a comment line ('# muster-record event 3 round 2 table 1'), so that a
// resumed recording still knows where its result goes.
#include <optional>
#include <string>

#include "muster/domain/Catalog.h"
#include "muster/services/EventStore.h"

namespace muster::services {

struct EventTable {
    db::RowId event = 0;
    int round = 0;
    int table = 0;
    friend bool operator==(const EventTable&, const EventTable&) = default;
};

// The comment line that names the table, and reading it back from a log's text (the first such line).
[[nodiscard]] std::string tableComment(const EventTable& table);
[[nodiscard]] std::optional<EventTable> tableOf(const std::string& logText);

// The header of the game at that table (GameRecording::headerFor with the event's player names: A is the game's first
// player, B the second), with the table's comment line. EventStoreError: no such round or table, a bye, a player
// without a registered roster, rosters the recorder cannot read.
[[nodiscard]] std::string tableHeader(EventStore& store, const domain::Catalog& catalog, const EventTable& table);

struct StoredTableGame {
    StoredLog log;
    bool resultStored = false;  // a verified log with a winner: its result is the game's result now
    std::string message;        // what was stored, in words
};

// At the end of the recording: the log file is read and verified and attached to the game; when it verifies and names
// a winner, the game's result is set to that winner and win type (capture or elimination). Both in one transaction.
// A log without a winner ('result none') is attached and the result left for the organiser.
StoredTableGame storeTableGame(EventStore& store, const domain::Catalog& catalog, const EventTable& table,
                               const std::string& logPath, const std::string& who = "muster");

}  // namespace muster::services
