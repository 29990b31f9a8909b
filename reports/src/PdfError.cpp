#include "muster/reports/PdfError.h"

#include <fmt/format.h>

namespace muster::reports {

namespace {
std::string describe(const std::string& context, unsigned long code, unsigned long detail) {
    if (code == 0) return "PDF: " + context;
    return fmt::format("PDF: {} (libharu error 0x{:04X}, detail {})", context, code, detail);
}
}  // namespace

PdfError::PdfError(const std::string& context, unsigned long code, unsigned long detail)
    : std::runtime_error(describe(context, code, detail)), code_(code), detail_(detail) {}

}  // namespace muster::reports
