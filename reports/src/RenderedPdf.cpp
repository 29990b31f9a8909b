#include "muster/reports/RenderedPdf.h"

#include <fmt/format.h>

#include "muster/domain/FileIO.h"
#include "muster/reports/PdfError.h"

namespace muster::reports {

void RenderedPdf::save(const std::filesystem::path& file) const {
    try {
        domain::writeFileAtomically(file.string(), bytes);
    } catch (const domain::FileError& e) {
        throw PdfError(fmt::format("cannot write {}", e.what()));
    }
}

std::string RenderedPdf::anchorText() const {
    std::string text;
    for (const Anchor& a : anchors) text += fmt::format("{} {} {:.1f} {:.1f}\n", a.name, a.page, a.x, a.y);
    return text;
}

}  // namespace muster::reports
