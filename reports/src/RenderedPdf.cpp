#include "muster/reports/RenderedPdf.h"

#include <fmt/format.h>

#include <fstream>

#include "muster/reports/PdfError.h"

namespace muster::reports {

void RenderedPdf::save(const std::filesystem::path& file) const {
    std::ofstream out(file, std::ios::binary | std::ios::trunc);
    if (!out) throw PdfError(fmt::format("cannot open '{}' for writing", file.string()));
    out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
    out.close();
    if (!out) throw PdfError(fmt::format("writing '{}' failed", file.string()));
}

std::string RenderedPdf::anchorText() const {
    std::string text;
    for (const Anchor& a : anchors) text += fmt::format("{} {} {:.1f} {:.1f}\n", a.name, a.page, a.x, a.y);
    return text;
}

}  // namespace muster::reports
