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
};

}  // namespace muster::reports
