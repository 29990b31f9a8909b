#pragma once
// Turns rosters, validation reports and tournament events into the reports layer's plain structs (what a
// roster sheet, a pairings sheet, result slips and a standings sheet show). Shared by `muster-cli print`
// and the desktop app's Print commands, so both print the same sheets.
#include <filesystem>
#include <functional>
#include <string>

#include "muster/domain/Catalog.h"
#include "muster/domain/Roster.h"
#include "muster/reports/RosterSheetData.h"
#include "muster/reports/TournamentData.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/tournament/Event.h"

namespace muster::services {

// What a caller may already know about the roster. Without a report the roster is validated against its
// own event format (an unknown format is checked as open, and the sheet says so).
struct RosterSheetContext {
    const rules::ValidationReport* report = nullptr;
    // How many of a die the player lacks (the builder's collection); empty: not known.
    std::function<int(domain::DieId)> missing;
    // The file the roster was read from: a relative event_format path is found next to it. Empty: unknown.
    std::filesystem::path rosterFile;
};

// Only the list: armies with their dice and points, the summoning pool, the terrains (no validation, no
// analytics), as the event pages show a player's army list.
[[nodiscard]] reports::RosterSheetData rosterListData(const domain::Catalog& catalog, const domain::Roster& roster,
                                                      const RosterSheetContext& context = {});

[[nodiscard]] reports::RosterSheetData rosterSheetData(const domain::Catalog& catalog, const domain::Roster& roster,
                                                       const RosterSheetContext& context = {});

// A round's games by table with each player's points before the round (a bye has no second player). The
// desk's internal flags (club, rematch, manual, ...) are not printed. The slips ask for the win type and,
// when the event's tiebreakers use them, terrains captured and health killed.
[[nodiscard]] reports::PairingsData pairingsData(const rules::tournament::Event& event,
                                                 const rules::tournament::Round& round);

// Standings after Swiss round `afterRound` (0: after the last round with every result in), tiebreakers in
// the event's order, formatted as the sheets show them (formatTiebreak).
[[nodiscard]] reports::StandingsData standingsData(const rules::tournament::Event& event, int afterRound = 0);

// Everything "Print round" puts in one document: the round's pairings and slips, and the standings it was
// paired on (after the round before it; after the last Swiss round for a top-cut round; none for round 1:
// afterRound 0).
struct RoundSheetsData {
    reports::PairingsData pairings;
    reports::StandingsData standings;
};
[[nodiscard]] RoundSheetsData roundSheetsData(const rules::tournament::Event& event, int round);

// A short column title for a tiebreaker on the wall sheet ("SoS", "H2H", ...).
[[nodiscard]] std::string tiebreakerTitle(rules::tournament::Tiebreaker tiebreaker);

}  // namespace muster::services
