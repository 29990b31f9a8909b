#pragma once
// What a report renderer hands back: the PDF bytes, its page count, and the anchors the layout placed
// (named positions, for golden layout tests and for callers that want to know where things went).
#include <filesystem>
#include <string>
#include <vector>

#include "muster/reports/Paper.h"

namespace muster::reports {

// A named position: page (1-based) and the top-left of the anchored block, in points from the page's
// top-left corner.
struct Anchor {
    std::string name;
    int page = 1;
    float x = 0;
    float y = 0;
};

struct RenderedPdf {
    std::string bytes;
    int pageCount = 0;
    std::vector<Anchor> anchors;
    // Text or lines the layout would have placed outside the page (always 0 unless the layout has a bug).
    int outOfBounds = 0;
    // What the PDF could not show as given (text cut, characters without a glyph, right-to-left text), one
    // sentence each (PdfDocument::printable); empty when everything was printed as written.
    std::vector<std::string> warnings;

    // Writes the bytes; throws PdfError when the file cannot be written.
    void save(const std::filesystem::path& file) const;
    // "name page x y" per anchor, coordinates rounded to 0.1 pt: the golden-file form.
    [[nodiscard]] std::string anchorText() const;
};

// Options every report takes.
struct ReportOptions {
    Paper paper = Paper::A4;
    std::filesystem::path fontDir;  // empty: PdfDocument::defaultFontDir()
    std::filesystem::path iconDir;  // empty: the resources' icons folder (the pictures the screen shows)
};

}  // namespace muster::reports
