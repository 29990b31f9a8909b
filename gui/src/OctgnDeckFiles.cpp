#include "muster/gui/OctgnDeckFiles.h"

#include <wx/filedlg.h>
#include <wx/filename.h>
#include <wx/frame.h>
#include <wx/msgdlg.h>

#include "muster/gui/BuilderPanel.h"
#include "muster/gui/UiSupport.h"
#include "muster/services/RosterDocument.h"

namespace muster::gui {
namespace {
const wxString kDeckWildcard = "OCTGN decks (*.o8d)|*.o8d|All files|*";
}  // namespace

bool openOctgnDeck(BuilderPanel& builder, const AppContext& /*context*/, const wxString& path, wxString* summary) {
    // The builder's document reads decks like rosters and keeps what the deck's reader told.
    if (!builder.openFile(path)) return false;
    const services::RosterFile* deck = builder.document().deck();
    if (summary != nullptr && deck != nullptr) {
        *summary =
            wxString::Format("Force size %d from ", builder.model().roster().forceSize) + u8(deck->forceSizeFrom) + ".";
        for (const auto& notice : deck->notices) *summary += "\n" + u8(notice);
    }
    return true;
}

bool writeOctgnDeck(BuilderPanel& builder, const AppContext& /*context*/, const wxString& path) {
    return guarded(&builder, "The roster could not be written as an OCTGN deck to \"" + path + "\".",
                   [&] { builder.document().exportOctgnDeck(toUtf8(path)); });
}

bool importOctgnDeck(wxWindow* frame, BuilderPanel& builder, const AppContext& context) {
    if (!builder.confirmDiscard()) return false;
    wxFileDialog dialog(frame, "Import OCTGN deck", wxEmptyString, wxEmptyString, kDeckWildcard,
                        wxFD_OPEN | wxFD_FILE_MUST_EXIST);
    if (dialog.ShowModal() != wxID_OK) return false;
    wxString summary;
    if (!openOctgnDeck(builder, context, dialog.GetPath(), &summary)) return false;
    if (auto* window = dynamic_cast<wxFrame*>(frame)) window->SetStatusText(summary.BeforeFirst('\n'));
    if (summary.Contains("\n")) {
        wxMessageBox("The OCTGN deck was imported.\n\n" + summary, "Muster", wxOK | wxICON_INFORMATION, frame);
    }
    return true;
}

bool exportOctgnDeck(wxWindow* frame, BuilderPanel& builder, const AppContext& context) {
    wxString suggested = u8(builder.model().roster().name);
    if (suggested.empty()) suggested = "army";
    wxFileDialog dialog(frame, "Export as OCTGN deck", wxEmptyString, suggested + ".o8d", kDeckWildcard,
                        wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (dialog.ShowModal() != wxID_OK) return false;
    if (!writeOctgnDeck(builder, context, dialog.GetPath())) return false;
    if (auto* window = dynamic_cast<wxFrame*>(frame)) {
        window->SetStatusText("Written as an OCTGN deck: " + dialog.GetPath());
    }
    return true;
}

}  // namespace muster::gui
