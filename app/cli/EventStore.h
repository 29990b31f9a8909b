#pragma once
// Maps a tournament event (rules::tournament::Event) onto the database's event tables through
// db::EventRepository. Player ids are the players' row ids. What the tables have no column for (the
// tournament settings, a late entry's first round, a fixed table, a round's kind and notes) is kept in
// the JSON settings columns of the event and round rows.
#include <map>
#include <optional>
#include <string>

#include "muster/db/EventRepository.h"
#include "muster/rules/tournament/Event.h"

namespace muster::cli {

struct StoredEvent {
    db::RowId id = 0;
    rules::tournament::Event event;
    // Row ids of what was loaded: round number -> round row, (round number, index) -> pairing row.
    std::map<int, db::RowId> roundRows;
    std::map<std::pair<int, std::size_t>, db::RowId> pairingRows;
};

class EventStore {
  public:
    explicit EventStore(db::EventRepository& repository) : repo_(repository) {}

    // By row id (all digits) or by name (the newest with that name). CliError when there is none.
    [[nodiscard]] db::RowId find(const std::string& idOrName);
    [[nodiscard]] StoredEvent load(db::RowId id);
    // Creates the event row and its players, rounds and results; returns the new event id.
    db::RowId create(const rules::tournament::Event& event);
    // Writes back what changed since `stored` was loaded: event settings, players, rounds (a round whose
    // pairings changed is replaced; only rounds without results can change), results (corrections are
    // audited by the repository).
    void save(const StoredEvent& stored, const rules::tournament::Event& changed,
              const std::string& who = "muster-cli");

  private:
    db::EventRepository& repo_;
};

}  // namespace muster::cli
