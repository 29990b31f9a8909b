#include "muster/gui/RosterClipboard.h"

#include <wx/clipbrd.h>
#include <wx/dataobj.h>
#include <wx/frame.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>

#include <stdexcept>

#include "muster/gui/BuilderPanel.h"
#include "muster/gui/UiSupport.h"

namespace muster::gui {

namespace {

enum {
    kIdCopyRoster = wxID_HIGHEST + 700,
    kIdCopyMarkdown,
    kIdCopyArmyCode,
    kIdPasteRoster,
};

// Puts `data` on the clipboard (which takes it); false when the clipboard cannot be opened.
bool put(wxDataObject* data, wxWindow* parent) {
    wxClipboardLocker locker;
    if (!locker) {
        delete data;
        showError(parent, "The roster could not be copied.", std::runtime_error("the clipboard is not available"));
        return false;
    }
    return wxTheClipboard->SetData(data);
}

void status(BuilderPanel& builder, const wxString& text) {
    if (auto* frame = dynamic_cast<wxFrame*>(wxGetTopLevelParent(&builder)); frame && frame->GetStatusBar())
        frame->SetStatusText(text, 0);
}

}  // namespace

void RosterClipboard::addCommands(wxMenu& edit, wxFrame& frame, std::function<BuilderPanel&()> builder) {
    edit.AppendSeparator();
    edit.Append(kIdCopyRoster, "&Copy roster as text\tCtrl+Shift+C",
                "The roster with its points and verdict, to paste in chat or a forum");
    edit.Append(kIdCopyMarkdown, "Copy roster as &Markdown\tCtrl+Shift+M",
                "The roster as Markdown, for Discord, forums and web pages");
    edit.Append(kIdCopyArmyCode, "Copy &army code\tCtrl+Shift+A", "The whole roster as one short line to share");
    edit.Append(kIdPasteRoster, "&Paste roster or army code\tCtrl+Shift+V",
                "Open a roster copied as text, Markdown, JSON or an army code");
    frame.Bind(
        wxEVT_MENU, [builder](wxCommandEvent&) { copyRoster(builder()); }, kIdCopyRoster);
    frame.Bind(
        wxEVT_MENU, [builder](wxCommandEvent&) { copyMarkdown(builder()); }, kIdCopyMarkdown);
    frame.Bind(
        wxEVT_MENU, [builder](wxCommandEvent&) { copyArmyCode(builder()); }, kIdCopyArmyCode);
    frame.Bind(
        wxEVT_MENU, [builder](wxCommandEvent&) { paste(builder()); }, kIdPasteRoster);
}

bool RosterClipboard::copyRoster(BuilderPanel& builder) {
    wxString text;
    wxString markdown;
    if (!guarded(&builder, "The roster cannot be copied as text.", [&] {
            text = u8(builder.document().asText(domain::RosterTextForm::Text));
            markdown = u8(builder.document().asText(domain::RosterTextForm::Markdown));
        })) {
        return false;
    }
    auto* both = new wxDataObjectComposite;
    both->Add(new wxTextDataObject(text), true);
    const wxScopedCharBuffer bytes = markdown.utf8_str();
    auto* md = new wxCustomDataObject(wxDataFormat("text/markdown"));
    md->SetData(bytes.length(), bytes.data());
    both->Add(md);
    if (!put(both, &builder)) return false;
    status(builder, "Copied the roster as text (Markdown too, for programs that take it).");
    return true;
}

bool RosterClipboard::copyMarkdown(BuilderPanel& builder) {
    wxString markdown;
    if (!guarded(&builder, "The roster cannot be copied as Markdown.",
                 [&] { markdown = u8(builder.document().asText(domain::RosterTextForm::Markdown)); })) {
        return false;
    }
    if (!put(new wxTextDataObject(markdown), &builder)) return false;
    status(builder, "Copied the roster as Markdown.");
    return true;
}

bool RosterClipboard::copyArmyCode(BuilderPanel& builder) {
    wxString code;
    if (!guarded(&builder, "The roster cannot be copied as an army code.",
                 [&] { code = u8(builder.document().armyCode()); })) {
        return false;
    }
    if (!put(new wxTextDataObject(code), &builder)) return false;
    status(builder, wxString::Format("Copied the army code (%zu characters).", code.length()));
    return true;
}

wxString RosterClipboard::text() {
    wxClipboardLocker locker;
    if (!locker || !wxTheClipboard->IsSupported(wxDF_UNICODETEXT)) return {};
    wxTextDataObject data;
    if (!wxTheClipboard->GetData(data)) return {};
    return data.GetText();
}

bool RosterClipboard::paste(BuilderPanel& builder) {
    const wxString pasted = text();
    if (pasted.Strip(wxString::both).empty()) {
        wxMessageBox("The clipboard holds no text. Copy a roster (text, Markdown, JSON) or an army code first.",
                     "Muster", wxOK | wxICON_INFORMATION, &builder);
        return false;
    }
    if (!builder.confirmDiscard()) return false;
    const wxString problem = builder.pasteRoster(pasted);
    if (!problem.empty()) {
        wxMessageBox("The pasted text is not a roster Muster reads:\n\n" + problem, "Muster", wxOK | wxICON_WARNING,
                     &builder);
        return false;
    }
    status(builder, "Opened the pasted roster.");
    return true;
}

}  // namespace muster::gui
