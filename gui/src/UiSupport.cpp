#include "muster/gui/UiSupport.h"

#include <wx/log.h>
#include <wx/msgdlg.h>

#include <filesystem>
#include <map>
#include <stdexcept>
#include <system_error>

#include "muster/domain/FaceIcon.h"
#include "muster/domain/ResourceLocator.h"

namespace muster::gui {

wxString plainMessage(const std::exception& error) {
    // Muster's own errors (roster, collection, format, database, PDF) are runtime_errors written for people,
    // naming the file and the line or field: show them as they are.
    const bool systemError = dynamic_cast<const std::system_error*>(&error) != nullptr;
    if (dynamic_cast<const std::runtime_error*>(&error) != nullptr && !systemError) return u8(error.what());
    wxLogDebug("unexpected error: %s", u8(error.what()));
    if (dynamic_cast<const std::bad_alloc*>(&error) != nullptr) return "The computer ran out of memory.";
    if (systemError) {
        return "The file could not be read or written. Check that it exists and that you may change it.";
    }
    return "Something unexpected went wrong. Nothing was changed.";
}

namespace {
std::function<void(const wxString&)>& errorSink() {
    static std::function<void(const wxString&)> sink;
    return sink;
}
}  // namespace

void setErrorSink(std::function<void(const wxString&)> sink) { errorSink() = std::move(sink); }

void showError(wxWindow* parent, const wxString& what, const std::exception& error) {
    if (errorSink()) {
        errorSink()(what + " " + plainMessage(error));
        return;
    }
    wxMessageBox(what + "\n\n" + plainMessage(error), "Muster", wxOK | wxICON_ERROR, parent);
}

bool guarded(wxWindow* parent, const wxString& what, const std::function<void()>& action) {
    try {
        action();
        return true;
    } catch (const std::exception& e) {
        showError(parent, what, e);
    } catch (...) {
        if (errorSink()) {
            errorSink()(what);
            return false;
        }
        wxMessageBox(what + "\n\nSomething unexpected went wrong. Nothing was changed.", "Muster",
                     wxOK | wxICON_ERROR, parent);
    }
    return false;
}

wxBitmapBundle icon(const std::string& name, int size) {
    static std::map<std::pair<std::string, int>, wxBitmapBundle> cache;
    const auto key = std::make_pair(name, size);
    if (const auto hit = cache.find(key); hit != cache.end()) return hit->second;
    wxBitmapBundle bundle;
    try {
        const auto file = domain::ResourceLocator::resourceDir() / "icons" / (name + ".svg");
        if (std::filesystem::exists(file)) bundle = wxBitmapBundle::FromSVGFile(file.string(), wxSize(size, size));
    } catch (const std::exception&) {
        bundle = wxBitmapBundle();
    }
    cache[key] = bundle;
    return bundle;
}

wxBitmapBundle elementIcon(std::string_view element, int size) { return icon(domain::elementIconName(element), size); }

// Every face without a picture of its own (an SAI, a dragon's Claw) shows the SAI picture; drawDie writes its name.
wxBitmapBundle actionIcon(std::string_view faceIcon, int size) {
    return icon(domain::faceIconName(faceIcon, "action-sai"), size);
}

}  // namespace muster::gui

#include <wx/filedlg.h>
#include <wx/mimetype.h>
#include <wx/utils.h>

#include "muster/reports/RenderedPdf.h"

namespace muster::gui {

bool printPdf(wxWindow* parent, const wxString& defaultName, const std::function<reports::RenderedPdf()>& render,
              const wxString& path, bool openViewer) {
    wxString target = path;
    if (target.empty()) {
        wxFileDialog dialog(parent, "Save for printing (PDF)", wxEmptyString, defaultName, "PDF files (*.pdf)|*.pdf",
                            wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
        if (dialog.ShowModal() != wxID_OK) return false;
        target = dialog.GetPath();
    }
    const bool ok = guarded(parent, "The PDF could not be made.", [&] {
        wxBusyCursor busy;
        const reports::RenderedPdf pdf = render();
        pdf.save(std::filesystem::path(toUtf8(target)));
    });
    if (ok && openViewer) wxLaunchDefaultApplication(target);
    return ok;
}

}  // namespace muster::gui
