#pragma once
// The main window: a notebook with the army builder, the collection, the reference and the tournament desk (each
// of the last three built when first shown), the menus and accelerators, the status bar, recent files, and the
// remembered size and layout.
#include <wx/frame.h>

#include "muster/domain/Roster.h"
#include "muster/gui/AppContext.h"

class wxFileHistory;
class wxNotebook;

namespace muster::gui {

class BuilderPanel;
class CollectionPanel;
class GameWindow;
class ReferencePanel;
class TournamentPanel;

class MainFrame : public wxFrame {
public:
    enum Page { kBuilderPage = 0, kCollectionPage, kReferencePage, kTournamentPage };

    explicit MainFrame(AppContext& context);
    ~MainFrame() override;

    [[nodiscard]] BuilderPanel& builder() { return *builder_; }
    // The other pages are built when first shown; these build them when asked for first.
    [[nodiscard]] CollectionPanel& collection();
    [[nodiscard]] ReferencePanel& reference();
    [[nodiscard]] TournamentPanel& tournament();
    [[nodiscard]] bool pageBuilt(Page page) const;
    void showPage(Page page);
    [[nodiscard]] int currentPage() const;
    // Opens a roster file in the builder (command line, recent files, tests).
    bool openRoster(const wxString& path);
    // The roster file given on the command line (the desktop entry's "muster %f"): opened when it exists,
    // else the status bar says it was not found.
    bool openFromCommandLine(const wxString& path);
    // Records a game of the builder's roster (player A) against `opponent` (player B) into the new log file `path`
    // in a game window (File > Record a game with this roster). nullptr after an error box.
    GameWindow* recordGame(const domain::Roster& opponent, const wxString& path);
    // Keeps the window on its display: never larger than the display's work area (tests, restored sizes).
    void fitToDisplay();

private:
    void buildPage(Page page);
    void recordGameDialog();
    void buildMenu();
    void updateTitleAndMenus();
    void onClose(wxCloseEvent& event);

    AppContext& context_;
    wxNotebook* notebook_ = nullptr;
    BuilderPanel* builder_ = nullptr;
    CollectionPanel* collection_ = nullptr;
    ReferencePanel* reference_ = nullptr;
    TournamentPanel* tournament_ = nullptr;
    wxFileHistory* history_ = nullptr;
};

}  // namespace muster::gui
