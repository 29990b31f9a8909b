#pragma once
// The printed roster a player hands in: header, the armies side by side, summoning pool, terrains,
// totals, the validator's verdict and findings, and signature lines. One page for any legal force up to
// 60 points (text shrinks before the sheet grows); illegal or huge rosters continue on more pages.
#include "muster/reports/RenderedPdf.h"
#include "muster/reports/RosterSheetData.h"

namespace muster::reports {

class RosterSheet {
public:
    // Anchors: title, info, verdict, armies, army.<name>, pool, terrains, totals, findings, signatures.
    static RenderedPdf render(const RosterSheetData& data, const ReportOptions& options = {});
};

}  // namespace muster::reports
