#pragma once
// Small helpers every panel uses: UTF-8 conversion, plain-language error boxes and the icon set.
#include <wx/bmpbndl.h>
#include <wx/string.h>

#include <exception>
#include <functional>
#include <string>
#include <string_view>

class wxWindow;

namespace muster::gui {

inline wxString u8(std::string_view s) { return wxString::FromUTF8(s.data(), s.size()); }
inline std::string toUtf8(const wxString& s) { return std::string(s.utf8_str()); }

// The message a person should read for an exception: the text of Muster's own errors (they name the file,
// line or field), and a plain sentence for anything else (the raw text goes to the debug log only).
wxString plainMessage(const std::exception& error);

// Shows "<what>\n\n<plain message>" in an error box; never lets the exception out.
void showError(wxWindow* parent, const wxString& what, const std::exception& error);

// Tests: send error boxes to `sink` instead of showing them (a modal box would wait for a click).
void setErrorSink(std::function<void(const wxString&)> sink);

// Runs `action`; on any exception shows an error box headed `what` and returns false.
bool guarded(wxWindow* parent, const wxString& what, const std::function<void()>& action);

// Icons drawn for Muster (resources/icons/*.svg), at `size` DIPs. Empty bundle when the file is missing.
wxBitmapBundle icon(const std::string& name, int size = 16);
// "element-fire" etc. for an element word, "action-melee" etc. for a face icon word.
wxBitmapBundle elementIcon(std::string_view element, int size = 16);
wxBitmapBundle actionIcon(std::string_view faceIcon, int size = 16);

}  // namespace muster::gui

namespace muster::reports {
struct RenderedPdf;
}

namespace muster::gui {

// Print through a PDF: asks where to save `defaultName` (unless `path` is given), renders with a busy
// cursor, saves, and opens it in the desktop's PDF viewer (from which it prints). Errors show in a box.
bool printPdf(wxWindow* parent, const wxString& defaultName, const std::function<reports::RenderedPdf()>& render,
              const wxString& path = {}, bool openViewer = true);

}  // namespace muster::gui
