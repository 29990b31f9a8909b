#pragma once
// Edit > Copy roster, Copy roster as Markdown, Copy army code, Paste roster or army code: the builder's roster
// through the clipboard as text to share in chat and forums (services::RosterDocument::asText and armyCode),
// and a roster read back from such text, a roster file's content or an army code (BuilderPanel::pasteRoster).
#include <wx/string.h>

#include <functional>

class wxFrame;
class wxMenu;

namespace muster::gui {

class BuilderPanel;

class RosterClipboard {
public:
    // Appends the four commands to the Edit menu and binds them on `frame` to the builder `builder()` returns.
    static void addCommands(wxMenu& edit, wxFrame& frame, std::function<BuilderPanel&()> builder);

    // Copy roster: the text form as plain text and the Markdown form as text/markdown, one clipboard entry.
    static bool copyRoster(BuilderPanel& builder);
    // The Markdown form as plain text (Discord and forums render it).
    static bool copyMarkdown(BuilderPanel& builder);
    static bool copyArmyCode(BuilderPanel& builder);
    // The clipboard's text read as a roster into the builder; a problem is shown in a message box.
    static bool paste(BuilderPanel& builder);

    // The clipboard's plain text, "" when it holds none.
    [[nodiscard]] static wxString text();
};

}  // namespace muster::gui
