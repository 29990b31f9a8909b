#pragma once
// A preview of a printable sheet before it is saved: the PDF that reports/ rendered, drawn page by page
// (poppler), with Save PDF and Print (through the desktop's PDF viewer). What the preview shows is exactly
// what is saved.
#include <wx/dialog.h>
#include <wx/image.h>

#include <functional>
#include <string>
#include <vector>

#include "muster/reports/RenderedPdf.h"

class wxBoxSizer;
class wxCheckBox;
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

    // A check box above the pages that makes the PDF anew when it changes ("Only the dice in this roster"):
    // `render(checked)` gives the PDF for each state. At most one option.
    void addOption(const wxString& label, bool checked, std::function<reports::RenderedPdf(bool)> render);
    // Checks or clears the option (as a click does) and shows the PDF that goes with it.
    void setOptionChecked(bool checked);
    [[nodiscard]] bool optionChecked() const;

private:
    void showPages(double zoom);
    void showCurrentZoom();
    void replacePdf(reports::RenderedPdf pdf);
    [[nodiscard]] double fitWidthZoom() const;

    reports::RenderedPdf pdf_;
    wxString fileName_;
    wxScrolledWindow* pages_ = nullptr;
    wxBoxSizer* pagesSizer_ = nullptr;
    wxChoice* zoom_ = nullptr;
    wxStaticText* info_ = nullptr;
    wxBoxSizer* top_ = nullptr;
    wxCheckBox* option_ = nullptr;
    std::function<reports::RenderedPdf(bool)> renderOption_;
    std::vector<wxSize> shownSizes_;
};

}  // namespace muster::gui
