#pragma once
// Pairs an event's rounds: the next Swiss round (SwissMatcher over the active players), round 1 at random
// from the event's seed or by the organiser's ranks, table numbers, organiser edits (pins, the bye's
// player, swaps, tables) and re-pairing. Every round it makes is explained by PairingAssessor (the same
// definition of "avoidable" the pairings checker uses): its notes name what could not be avoided and the
// alternative that was rejected.
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "muster/rules/tournament/Event.h"
#include "muster/rules/tournament/ScoreSheet.h"
#include "muster/rules/tournament/SwissMatcher.h"

namespace muster::rules::tournament {

// The next Swiss round was asked for while every planned round is paired: the organiser pairs the top cut
// or confirms an extra round (PairOptions::extraRound).
class BeyondPlanError : public EventError {
public:
    using EventError::EventError;
};

struct PairOptions {
    std::optional<std::uint64_t> seed;  // the tie-break seed (default: the event's)
    bool extraRound = false;            // pair a Swiss round beyond the planned ones (confirmed)
    // Games the organiser fixes, and the player they give the bye; flagged "pinned" and left out of the
    // matching (the rest is paired around them).
    std::vector<std::pair<PlayerId, PlayerId>> pins;
    std::optional<PlayerId> byeTo;
    // Re-pairing: also pair again the games that have a result (a game that comes out the same keeps its
    // result and logs; the others are discarded and listed).
    bool discardResults = false;
};

// What an edit kept and what it threw away, in words for the organiser.
struct ChangeReport {
    std::vector<std::string> discarded;  // results and match logs that no longer apply, one line each
    std::vector<std::string> warnings;   // what the checker finds wrong with the edited round
    std::vector<std::string> notes;      // unavoidable flaws and other remarks
};

class SwissPairer {
public:
    // The next Swiss round's pairings (not added to the event). Round 1 is paired by rank when any active
    // player has a rank (top half against bottom half in rank order, club-mates kept apart), else at random
    // from the seed. Throws EventError while the last round still has games without a result, while
    // check-in is in use and someone active has not checked in before round 1, for pins that name
    // inactive players or a player twice, and BeyondPlanError past the planned Swiss rounds.
    [[nodiscard]] static Round pairNextRound(const Event& event, const PairOptions& options = {});
    // Pairs the next round and appends it to the event.
    static const Round& addNextRound(Event& event, const PairOptions& options = {});
    // Pairs the last Swiss round again. Games with a result (unless discardResults), pinned games and games
    // kept before stay as they are (flagged "kept"); the others are paired anew. A new game of the same two
    // players keeps the old one's logs; what cannot be kept is listed in the report.
    static ChangeReport repairLastRound(Event& event, const PairOptions& options = {});

    // The matching problem of round `round` (PairingAssessor::problemFor).
    [[nodiscard]] static PairingProblem problemFor(const Event& event, int round, std::uint64_t seed);

    // Numbers the games so that the highest scores play at table 1, 2, ...; a player with a fixed table
    // keeps it (two claims on one table: the first keeps it, the other game is flagged "table-conflict").
    // Games in `keep` (indexes) keep the table they have.
    static void assignTables(const Event& event, const ScoreSheet& scores, Round& round,
                             const std::vector<std::size_t>& keep = {});

    // Organiser edit: swaps two players between their games in the last round. The edited games are flagged
    // "manual" and what the checker finds is flagged too and reported. A game with a result or a log is only
    // changed with discardResults (the report lists what was discarded); without it, EventError names them.
    static ChangeReport swapPlayers(Event& event, PlayerId first, PlayerId second, bool discardResults = false);
    // Organiser edit: moves game `index` of round `round` to `table` (a game already there takes the old
    // table). Returns the checker's complaints about the round (e.g. a fixed-table player moved away).
    static ChangeReport setTable(Event& event, int round, std::size_t index, int table);
};

}  // namespace muster::rules::tournament
