#pragma once
// Tournament printouts for the wall and the tables: pairings by table and by name, result slips to cut
// out (one per table), standings with tiebreakers.
#include "muster/reports/RenderedPdf.h"
#include "muster/reports/TournamentData.h"

namespace muster::reports {

class TournamentSheets {
public:
    // Anchors: title, by-table, by-name.
    static RenderedPdf pairings(const PairingsData& data, const ReportOptions& options = {});
    // Anchors: slip.<table> per table.
    static RenderedPdf resultSlips(const PairingsData& data, const ReportOptions& options = {});
    // Anchors: title, standings.
    static RenderedPdf standings(const StandingsData& data, const ReportOptions& options = {});
    // What a round needs, in one document to preview and print at once: its pairings (by table, by name),
    // its result slips, and the standings the round was paired on (none when `standings.afterRound` is 0,
    // before round 1). Anchors: pairings, slips, standings-sheet, then each sheet's own.
    static RenderedPdf round(const PairingsData& pairings, const StandingsData& standings,
                             const ReportOptions& options = {});
};

}  // namespace muster::reports
