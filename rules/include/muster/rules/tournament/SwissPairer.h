#pragma once
// Pairs an event's rounds: the next Swiss round (SwissMatcher over the active players), round 1 at random
// from the event's seed or by the organiser's ranks, table numbers, organiser edits and re-pairing.
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/SwissMatcher.h"

namespace muster::rules::tournament {

class SwissPairer {
  public:
    // The next Swiss round's pairings (not added to the event). Round 1 is paired by rank when any active
    // player has a rank (top half against bottom half in rank order), else at random from the seed.
    // Throws EventError while the last round still has games without a result.
    [[nodiscard]] static Round pairNextRound(const Event& event, std::optional<std::uint64_t> seed = {});
    // Pairs the next round and appends it to the event.
    static const Round& addNextRound(Event& event, std::optional<std::uint64_t> seed = {});
    // Throws away the last round's pairings and pairs it again; only while it has no results.
    static const Round& repairLastRound(Event& event, std::optional<std::uint64_t> seed = {});

    // The matching problem of round `round` (the players active in it, their scores so far, opponents, byes).
    [[nodiscard]] static PairingProblem problemFor(const Event& event, int round, std::uint64_t seed);

    // Numbers the games so that the highest scores play at table 1, 2, ...; a player with a fixed table
    // keeps it (two claims on one table: the first keeps it, the other game is flagged "table-conflict").
    static void assignTables(const Event& event, const ScoreSheet& scores, Round& round);

    // Organiser edit: swaps two players between their games in the last round (no results yet). The edited
    // games are flagged "manual" and every violation the checker finds is flagged too; returns the
    // violations as text so the organiser sees them.
    static std::vector<std::string> swapPlayers(Event& event, PlayerId first, PlayerId second);
};

}  // namespace muster::rules::tournament
