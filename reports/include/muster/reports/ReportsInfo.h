#pragma once
// Facts about the PDF layer.
#include <string>

namespace muster::reports {

// The libharu version in use.
std::string pdfLibraryVersion();

}  // namespace muster::reports
