#include "muster/gui/PdfPreviewDialog.h"

#include <poppler-document.h>
#include <poppler-image.h>
#include <poppler-page-renderer.h>
#include <poppler-page.h>
#include <wx/button.h>
#include <wx/checkbox.h>
#include <wx/choice.h>
#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/scrolwin.h>
#include <wx/settings.h>
#include <wx/sizer.h>
#include <wx/statbmp.h>
#include <wx/stattext.h>
#include <wx/utils.h>

#include <filesystem>
#include <memory>
#include <stdexcept>

#include "muster/gui/UiSupport.h"

namespace muster::gui {

namespace {
constexpr double kZooms[] = {0.0, 0.5, 0.75, 1.0, 1.5};  // 0: fit the width
constexpr const char* kZoomLabels[] = {"Fit width", "50%", "75%", "100%", "150%"};

wxString pagesText(int pages) {
    return wxString::Format("%d %s, as it will be saved", pages, pages == 1 ? "page" : "pages");
}
}  // namespace

std::vector<wxImage> PdfPreviewDialog::renderPages(const std::string& pdfBytes, double dpi) {
    std::unique_ptr<poppler::document> document(
        poppler::document::load_from_raw_data(pdfBytes.data(), static_cast<int>(pdfBytes.size())));
    if (!document) throw std::runtime_error("the PDF could not be read for the preview");
    poppler::page_renderer renderer;
    renderer.set_render_hint(poppler::page_renderer::antialiasing, true);
    renderer.set_render_hint(poppler::page_renderer::text_antialiasing, true);
    renderer.set_image_format(poppler::image::format_argb32);
    std::vector<wxImage> pages;
    for (int i = 0; i < document->pages(); ++i) {
        std::unique_ptr<poppler::page> page(document->create_page(i));
        if (!page) throw std::runtime_error("page " + std::to_string(i + 1) + " of the PDF could not be read");
        const poppler::image rendered = renderer.render_page(page.get(), dpi, dpi);
        if (!rendered.is_valid()) throw std::runtime_error("page " + std::to_string(i + 1) + " could not be drawn");
        const int width = rendered.width();
        const int height = rendered.height();
        wxImage image(width, height, false);
        const char* data = rendered.const_data();
        unsigned char* out = image.GetData();
        for (int y = 0; y < height; ++y) {
            const auto* row =
                reinterpret_cast<const unsigned char*>(data + static_cast<long>(y) * rendered.bytes_per_row());
            for (int x = 0; x < width; ++x) {
                // ARGB32 in native (little-endian) order: B, G, R, A.
                const unsigned char* pixel = row + 4L * x;
                unsigned char* target = out + 3L * (static_cast<long>(y) * width + x);
                target[0] = pixel[2];
                target[1] = pixel[1];
                target[2] = pixel[0];
            }
        }
        pages.push_back(std::move(image));
    }
    return pages;
}

PdfPreviewDialog::PdfPreviewDialog(wxWindow* parent, const wxString& title, reports::RenderedPdf pdf,
                                   const wxString& fileName)
    : wxDialog(parent, wxID_ANY, title, wxDefaultPosition, wxDefaultSize, wxDEFAULT_DIALOG_STYLE | wxRESIZE_BORDER),
      pdf_(std::move(pdf)),
      fileName_(fileName) {
    SetName("PdfPreview");
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    auto* top = new wxBoxSizer(wxHORIZONTAL);
    zoom_ = new wxChoice(this, wxID_ANY);
    for (const char* label : kZoomLabels) zoom_->Append(label);
    zoom_->SetSelection(0);
    top_ = top;
    info_ = new wxStaticText(this, wxID_ANY, pagesText(pdf_.pageCount));
    top->Add(new wxStaticText(this, wxID_ANY, "&Zoom"), 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(4));
    top->Add(zoom_, 0, wxRIGHT, FromDIP(12));
    top->Add(info_, 1, wxALIGN_CENTER_VERTICAL);

    pages_ = new wxScrolledWindow(this, wxID_ANY, wxDefaultPosition, wxDefaultSize, wxVSCROLL | wxHSCROLL);
    pages_->SetBackgroundColour(wxColour(128, 128, 128));
    pages_->SetScrollRate(FromDIP(16), FromDIP(16));
    pagesSizer_ = new wxBoxSizer(wxVERTICAL);
    pages_->SetSizer(pagesSizer_);

    auto* buttons = new wxBoxSizer(wxHORIZONTAL);
    auto* save = new wxButton(this, wxID_SAVE, "&Save PDF...");
    auto* print = new wxButton(this, wxID_PRINT, "&Print...");
    auto* close = new wxButton(this, wxID_CLOSE, "&Close");
    buttons->Add(save, 0, wxRIGHT, FromDIP(6));
    buttons->Add(print, 0, wxRIGHT, FromDIP(6));
    buttons->AddStretchSpacer();
    buttons->Add(close);
    save->SetDefault();
    SetEscapeId(wxID_CLOSE);

    sizer->Add(top, 0, wxEXPAND | wxALL, FromDIP(8));
    sizer->Add(pages_, 1, wxEXPAND | wxLEFT | wxRIGHT, FromDIP(8));
    sizer->Add(buttons, 0, wxEXPAND | wxALL, FromDIP(8));
    SetSizer(sizer);

    // As large as the screen comfortably allows: a page is tall.
    const wxRect screen = wxGetClientDisplayRect();
    SetSize(wxSize(std::min(FromDIP(760), screen.width * 9 / 10), std::min(FromDIP(900), screen.height * 9 / 10)));
    CentreOnParent();

    save->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (savePdf()) EndModal(wxID_SAVE);
    });
    print->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) { printThroughViewer(); });
    close->Bind(wxEVT_BUTTON, [this](wxCommandEvent&) {
        if (IsModal()) {
            EndModal(wxID_CLOSE);
        } else {
            Hide();
        }
    });
    zoom_->Bind(wxEVT_CHOICE, [this](wxCommandEvent&) { showCurrentZoom(); });
    Layout();
    showPages(0.0);
}

double PdfPreviewDialog::fitWidthZoom() const {
    // A4 and Letter are about 8.3 to 8.5 inches wide: fit that into the visible width, less a margin.
    const int width = pages_->GetClientSize().x - 2 * FromDIP(12) - wxSystemSettings::GetMetric(wxSYS_VSCROLL_X);
    return std::max(0.3, width / (8.5 * 96.0));
}

void PdfPreviewDialog::showPages(double zoom) {
    if (zoom <= 0) zoom = fitWidthZoom();
    // Pages are drawn at the screen's real pixel density, so that text is sharp at 2x scale too.
    const double scale = GetContentScaleFactor();
    const double dpi = 96.0 * zoom * scale;
    pages_->Freeze();
    pagesSizer_->Clear(true);
    shownSizes_.clear();
    guarded(this, "The preview could not be drawn.", [&] {
        for (const wxImage& page : renderPages(pdf_.bytes, dpi)) {
            wxBitmap bitmap(page);
            bitmap.SetScaleFactor(scale);
            auto* shown = new wxStaticBitmap(pages_, wxID_ANY, bitmap);
            shownSizes_.push_back(shown->GetSize());
            pagesSizer_->Add(shown, 0, wxALIGN_CENTER_HORIZONTAL | wxALL, FromDIP(12));
        }
    });
    pages_->FitInside();
    pages_->Thaw();
    pages_->Scroll(0, 0);
}

void PdfPreviewDialog::showCurrentZoom() {
    showPages(kZooms[std::max(0, zoom_->GetSelection())]);
}

void PdfPreviewDialog::replacePdf(reports::RenderedPdf pdf) {
    pdf_ = std::move(pdf);
    info_->SetLabel(pagesText(pdf_.pageCount));
    showCurrentZoom();
}

void PdfPreviewDialog::addOption(const wxString& label, bool checked,
                                 std::function<reports::RenderedPdf(bool)> render) {
    renderOption_ = std::move(render);
    option_ = new wxCheckBox(this, wxID_ANY, label);
    option_->SetName("PreviewOption");
    option_->SetValue(checked);
    top_->Insert(2, option_, 0, wxALIGN_CENTER_VERTICAL | wxRIGHT, FromDIP(12));
    option_->Bind(wxEVT_CHECKBOX, [this](wxCommandEvent&) { setOptionChecked(option_->GetValue()); });
    Layout();
}

void PdfPreviewDialog::setOptionChecked(bool checked) {
    if (option_ == nullptr) return;
    option_->SetValue(checked);
    wxBusyCursor busy;
    guarded(this, "The preview could not be made.", [&] { replacePdf(renderOption_(checked)); });
}

bool PdfPreviewDialog::optionChecked() const {
    return option_ != nullptr && option_->GetValue();
}

std::vector<wxSize> PdfPreviewDialog::shownPageSizes() const {
    return shownSizes_;
}

bool PdfPreviewDialog::savePdf(const wxString& path) {
    wxString target = path;
    if (target.empty()) {
        wxFileDialog dialog(this, "Save PDF", wxEmptyString, fileName_, "PDF files (*.pdf)|*.pdf",
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return false;
        target = dialog.GetPath();
    }
    return guarded(this, "The PDF could not be saved.", [&] { pdf_.save(std::filesystem::path(toUtf8(target))); });
}

bool PdfPreviewDialog::printThroughViewer() {
    const wxString folder = wxFileName::GetTempDir();
    const wxString path = wxFileName(folder, fileName_).GetFullPath();
    if (!savePdf(path)) return false;
    if (!wxLaunchDefaultApplication(path)) {
        showError(this, "No PDF viewer could be started to print the sheet.",
                  std::runtime_error("The PDF was saved as " + toUtf8(path) + "; open and print it from there."));
        return false;
    }
    return true;
}

}  // namespace muster::gui
