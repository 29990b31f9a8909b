#pragma once
// File > Import OCTGN deck and File > Export as OCTGN deck: the army builder's roster to and from the deck files
// of OCTGN's Dragon Dice module (.o8d). The builder's document (services::RosterDocument) reads and writes
// them; this only asks for the file and says what happened.
#include <wx/string.h>

#include "muster/gui/AppContext.h"

class wxWindow;

namespace muster::gui {

class BuilderPanel;

// Opens the deck at `path` in the builder. `summary` (when given) receives what the user should know: where the
// force size came from and what the reader decided, one line each. Errors show in a box; false then.
bool openOctgnDeck(BuilderPanel& builder, const AppContext& context, const wxString& path, wxString* summary = nullptr);
// Writes the builder's roster as a deck at `path`. Errors (a die OCTGN lacks, an unknown name) show in a box.
bool writeOctgnDeck(BuilderPanel& builder, const AppContext& context, const wxString& path);

// The menu commands: ask for the file (after offering to save a changed roster), then the above; the summary goes
// to the status bar of `frame`, and into a box when the reader had something to say beyond the force size.
bool importOctgnDeck(wxWindow* frame, BuilderPanel& builder, const AppContext& context);
bool exportOctgnDeck(wxWindow* frame, BuilderPanel& builder, const AppContext& context);

}  // namespace muster::gui
