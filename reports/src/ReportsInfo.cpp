#include "muster/reports/ReportsInfo.h"

#include <hpdf.h>

namespace muster::reports {

std::string pdfLibraryVersion() { return HPDF_GetVersion(); }

}  // namespace muster::reports
