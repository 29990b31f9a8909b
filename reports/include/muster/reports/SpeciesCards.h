#pragma once
// Species reference cards: one sheet (one or more pages) per SpeciesCardData, each starting on a new page.
#include <vector>

#include "muster/reports/RenderedPdf.h"
#include "muster/reports/SpeciesCardData.h"

namespace muster::reports {

class SpeciesCards {
public:
    // Anchors per sheet: "<title>" (title band), "<title>.abilities", "<title>.dice", "<title>.sais",
    // "<title>.spells".
    static RenderedPdf render(const std::vector<SpeciesCardData>& sheets, const ReportOptions& options = {});
};

}  // namespace muster::reports
