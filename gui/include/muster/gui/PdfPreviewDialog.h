#pragma once
// A preview of a printable sheet before it is saved: the PDF that reports/ rendered, drawn page by page
// (poppler), with Save PDF and Print (through the desktop's PDF viewer). What the preview shows is exactly
// what is saved.
#include <wx/dialog.h>
#include <wx/image.h>

#include <string>
#include <vector>

#include "muster/reports/RenderedPdf.h"

class wxBoxSizer;
class wxChoice;
class wxScrolledWindow;
class wxStaticText;

namespace muster::gui {

class PdfPreviewDialog : public wxDialog {
public:
    PdfPreviewDialog(wxWindow* parent, const wxString& title, reports::RenderedPdf pdf, const wxString& fileName);

    // Pages of a PDF as images at `dpi` (throws std::runtime_error when the PDF cannot be read).
    [[nodiscard]] static std::vector<wxImage> renderPages(const std::string& pdfBytes, double dpi);

    [[nodiscard]] int pageCount() const { return pdf_.pageCount; }
    [[nodiscard]] const reports::RenderedPdf& pdf() const { return pdf_; }
    // The pages as shown, in pixels.
    [[nodiscard]] std::vector<wxSize> shownPageSizes() const;
    // Saves the PDF to `path` (empty: asks where); false when cancelled or failed (after a message).
    bool savePdf(const wxString& path = {});
    // Saves to a temporary file and opens it in the desktop's PDF viewer, which prints.
    bool printThroughViewer();

private:
    void showPages(double zoom);
    [[nodiscard]] double fitWidthZoom() const;

    reports::RenderedPdf pdf_;
    wxString fileName_;
    wxScrolledWindow* pages_ = nullptr;
    wxBoxSizer* pagesSizer_ = nullptr;
    wxChoice* zoom_ = nullptr;
    wxStaticText* info_ = nullptr;
    std::vector<wxSize> shownSizes_;
};

}  // namespace muster::gui
