#include "muster/gui/MainFrame.h"

#include <wx/aboutdlg.h>
#include <wx/config.h>
#include <wx/display.h>
#include <wx/filedlg.h>
#include <wx/filehistory.h>
#include <wx/filename.h>
#include <wx/choicdlg.h>
#include <wx/menu.h>
#include <wx/msgdlg.h>
#include <wx/notebook.h>
#include <wx/persist/bookctrl.h>
#include <wx/persist/toplevel.h>
#include <wx/sizer.h>
#include <wx/statusbr.h>
#include <wx/wupdlock.h>

#include <algorithm>
#include <optional>

#include "muster/MusterVersion.h"
#include "muster/gui/BuilderPanel.h"
#include "muster/gui/CollectionPanel.h"
#include "muster/gui/GameWindow.h"
#include "muster/gui/OctgnDeckFiles.h"
#include "muster/gui/PositionSetupDialog.h"
#include "muster/gui/ReferencePanel.h"
#include "muster/gui/RosterClipboard.h"
#include "muster/gui/TournamentPanel.h"
#include "muster/gui/UiSupport.h"
#include "muster/services/RosterFile.h"
#include "muster/services/RosterLibrary.h"

namespace muster::gui {

namespace {
enum MenuId {
    kIdSaveAs = wxID_HIGHEST + 1,
    kIdDuplicate,
    kIdImport,
    kIdExportJson,
    kIdExportText,
    kIdImportOctgn,
    kIdExportOctgn,
    kIdOpenLibrary,
    kIdRosterCards,
    kIdPageBuilder,
    kIdPageCollection,
    kIdPageReference,
    kIdPageTournament,
    kIdAddSelected,
    kIdQuickAdd,
    kIdOneMore,
    kIdOneLess,
    kIdMoveHome,
    kIdMoveHorde,
    kIdMoveCampaign,
    kIdMovePool,
    kIdExplain,
    kIdShowNotOwned,
    kIdShowAnalytics,
    kIdRecordGame,
    kIdResumeGame,
    kIdJudgeGame,
    kIdSetUpPosition,
};
}  // namespace

MainFrame::MainFrame(AppContext& context)
    : wxFrame(nullptr, wxID_ANY, "Muster", wxDefaultPosition, wxDefaultSize), context_(context) {
    SetName("MainFrame");
    SetIcon(icon("element-fire", 32).GetIcon(wxSize(32, 32)));
    SetSize(FromDIP(wxSize(1280, 820)));
    SetMinSize(FromDIP(wxSize(900, 600)));
    fitToDisplay();
    CreateStatusBar(2);
    const int widths[] = {-3, -2};
    SetStatusWidths(2, widths);

    notebook_ = new wxNotebook(this, wxID_ANY);
    notebook_->SetName("MainNotebook");
    builder_ = new BuilderPanel(notebook_, context_);
    notebook_->AddPage(builder_, "Army builder");
    // The other pages are built the first time they are shown (issue 31 item 20: the start-up built all four,
    // a third of a second of it for pages nobody had looked at yet).
    for (const char* title : {"Collection", "Reference", "Tournament desk"}) {
        auto* holder = new wxPanel(notebook_, wxID_ANY);
        holder->SetSizer(new wxBoxSizer(wxVERTICAL));
        notebook_->AddPage(holder, title);
    }
    notebook_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGING, [this](wxBookCtrlEvent& e) {
        if (e.GetSelection() >= 0) buildPage(static_cast<Page>(e.GetSelection()));
        e.Skip();
    });
    auto* sizer = new wxBoxSizer(wxVERTICAL);
    sizer->Add(notebook_, 1, wxEXPAND);
    SetSizer(sizer);

    buildMenu();
    builder_->onChanged = [this] { updateTitleAndMenus(); };
    builder_->onFileUsed = [this](const wxString& path) {
        history_->AddFileToHistory(path);
        history_->Save(*wxConfigBase::Get());
    };
    builder_->setOwnedDice(CollectionPanel::rememberedOwnedDice(context_));
    notebook_->Bind(wxEVT_NOTEBOOK_PAGE_CHANGED, [this](wxBookCtrlEvent& e) {
        updateTitleAndMenus();
        e.Skip();
    });
    Bind(wxEVT_CLOSE_WINDOW, &MainFrame::onClose, this);

    wxPersistenceManager::Get().RegisterAndRestore(this);
    wxPersistenceManager::Get().RegisterAndRestore(notebook_);
    buildPage(static_cast<Page>(currentPage()));  // the page the last session ended on
    fitToDisplay();
    if (!context_.databaseError().empty()) {
        SetStatusText("Database not available: " + u8(context_.databaseError()), 1);
    } else {
        SetStatusText("Database: " + u8(context_.databasePath()), 1);
    }
    updateTitleAndMenus();
    // Start where a player starts: the dice search, not the roster's name box.
    if (currentPage() == kBuilderPage) builder_->focusSearch();
}

MainFrame::~MainFrame() { delete history_; }

GameWindow* MainFrame::recordGame(const domain::Roster& opponent, const wxString& path) {
    return GameWindow::startNew(this, context_, {builder_->model().roster(), opponent}, path);
}

void MainFrame::recordGameDialog() {
    // The opponent: a roster of the library (those of this force size), or a roster file.
    std::vector<std::string> names;
    if (auto* library = context_.storage().rosters()) {
        guarded(this, "The roster library could not be read.", [&] {
            for (const auto& r : library->list())
                if (r.forceSize == builder_->model().roster().forceSize) names.push_back(r.name);
        });
    }
    wxArrayString choices;
    for (const auto& n : names) choices.Add(u8(n));
    choices.Add("A roster file...");
    wxSingleChoiceDialog pick(this, "Player B's roster (this roster is player A):", "Record a game", choices);
    if (pick.ShowModal() != wxID_OK) return;
    std::optional<domain::Roster> opponent;
    if (pick.GetSelection() < static_cast<int>(names.size())) {
        guarded(this, "The roster could not be loaded from the library.", [&] {
            opponent = context_.storage().rosters()->load(names[static_cast<std::size_t>(pick.GetSelection())]);
        });
    } else {
        wxFileDialog file(this, "The opponent's roster (player B)", wxEmptyString, wxEmptyString,
                          "Rosters (*.json;*.txt;*.o8d)|*.json;*.txt;*.o8d|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (file.ShowModal() != wxID_OK) return;
        guarded(this, "The opponent's roster could not be read.", [&] {
            opponent = services::readRosterFile(toUtf8(file.GetPath()), context_.catalog()).roster;
        });
    }
    if (!opponent) return;
    wxFileDialog log(this, "Record the game into a new match log", wxEmptyString, "game.log", "Match logs (*.log)|*.log",
                     wxFD_SAVE | wxFD_OVERWRITE_PROMPT);
    if (log.ShowModal() == wxID_OK) recordGame(*opponent, log.GetPath());
}

void MainFrame::buildPage(Page page) {
    if (page < kCollectionPage || page > kTournamentPage || pageBuilt(page)) return;
    wxWindow* holder = notebook_->GetPage(static_cast<size_t>(page));
    wxWindowUpdateLocker noFlicker(holder);
    wxWindow* panel = nullptr;
    switch (page) {
        case kCollectionPage:
            collection_ = new CollectionPanel(holder, context_);
            collection_->onCollectionChanged = [this] { builder_->setOwnedDice(collection_->ownedDice()); };
            panel = collection_;
            break;
        case kReferencePage:
            panel = reference_ = new ReferencePanel(holder, context_);
            break;
        case kTournamentPage:
            panel = tournament_ = new TournamentPanel(holder, context_);
            break;
        case kBuilderPage:
            return;
    }
    holder->GetSizer()->Add(panel, 1, wxEXPAND);
    holder->Layout();
}

bool MainFrame::pageBuilt(Page page) const {
    switch (page) {
        case kCollectionPage:
            return collection_ != nullptr;
        case kReferencePage:
            return reference_ != nullptr;
        case kTournamentPage:
            return tournament_ != nullptr;
        case kBuilderPage:
            return true;
    }
    return false;
}

CollectionPanel& MainFrame::collection() {
    buildPage(kCollectionPage);
    return *collection_;
}

ReferencePanel& MainFrame::reference() {
    buildPage(kReferencePage);
    return *reference_;
}

TournamentPanel& MainFrame::tournament() {
    buildPage(kTournamentPage);
    return *tournament_;
}

void MainFrame::fitToDisplay() {
    const int index = wxDisplay::GetFromWindow(this);
    const wxRect area = wxDisplay(index == wxNOT_FOUND ? 0U : static_cast<unsigned>(index)).GetClientArea();
    if (area.IsEmpty()) return;
    const wxSize minimum(std::min(FromDIP(900), area.width), std::min(FromDIP(600), area.height));
    SetMinSize(minimum);
    wxRect rect = GetRect();
    rect.width = std::min(rect.width, area.width);
    rect.height = std::min(rect.height, area.height);
    rect.x = std::clamp(rect.x, area.x, area.GetRight() + 1 - rect.width);
    rect.y = std::clamp(rect.y, area.y, area.GetBottom() + 1 - rect.height);
    if (rect != GetRect()) SetSize(rect);
}

void MainFrame::buildMenu() {
    auto* file = new wxMenu;
    file->Append(wxID_NEW, "&New roster\tCtrl+N");
    file->Append(wxID_OPEN, "&Open roster...\tCtrl+O");
    auto* recent = new wxMenu;
    file->AppendSubMenu(recent, "Open &recent");
    file->Append(kIdOpenLibrary, "Open from roster &library...\tCtrl+L");
    file->AppendSeparator();
    file->Append(wxID_SAVE, "&Save\tCtrl+S");
    file->Append(kIdSaveAs, "Save &as...\tCtrl+Shift+S");
    file->Append(kIdDuplicate, "&Duplicate roster\tCtrl+D");
    file->AppendSeparator();
    file->Append(kIdImport, "&Import roster (JSON or text)...\tCtrl+I");
    file->Append(kIdExportJson, "Export as &JSON...\tCtrl+Shift+J");
    file->Append(kIdExportText, "Export as &text...\tCtrl+E");
    file->Append(kIdImportOctgn, "I&mport OCTGN deck (.o8d)...\tCtrl+Shift+I");
    file->Append(kIdExportOctgn, "Export as OCTGN dec&k (.o8d)...\tCtrl+Shift+K");
    file->AppendSeparator();
    file->Append(kIdRecordGame, "Record a &game with this roster...\tCtrl+Shift+G",
                 "This roster (player A) against one of the library or a roster file (player B), recorded into a new "
                 "match log");
    file->Append(kIdResumeGame, "Resume a gam&e log...\tCtrl+G", "Go on recording a game, or look at its board");
    auto* judge = new wxMenu;
    judge->Append(kIdJudgeGame, "&Open a log or position...\tCtrl+J",
                  "A log or position in memory: step through it, enter the disputed roll, see what the rules give");
    judge->Append(kIdSetUpPosition, "&Set up a position...\tCtrl+Alt+J",
                  "Place the dice of two rosters, set faces, turn and effects, then judge a roll from there");
    file->AppendSubMenu(judge, "J&udge");
    file->AppendSeparator();
    file->Append(wxID_PRINT, "&Print preview...\tCtrl+P");
    file->Append(kIdRosterCards, "Species &cards for this roster...\tCtrl+Shift+P");
    file->AppendSeparator();
    file->Append(wxID_EXIT, "&Quit\tCtrl+Q");

    auto* edit = new wxMenu;
    edit->Append(wxID_UNDO, "&Undo\tCtrl+Z");
    edit->Append(wxID_REDO, "&Redo\tCtrl+Y");
    edit->AppendSeparator();
    edit->Append(wxID_FIND, "&Find\tCtrl+F");
    RosterClipboard::addCommands(*edit, *this, [this]() -> BuilderPanel& {
        showPage(kBuilderPage);
        return *builder_;
    });

    // The builder's actions; in the lists the plain keys work too (Enter, Del, +, -).
    auto* roster = new wxMenu;
    roster->Append(kIdAddSelected, "&Add the selected die\tCtrl+Enter");
    roster->Append(kIdQuickAdd, "&Quick add by typing\tCtrl+K");
    roster->AppendSeparator();
    roster->Append(kIdOneMore, "One &more of the selected line\tCtrl+=");
    roster->Append(kIdOneLess, "One &less of the selected line\tCtrl+-");
    roster->Append(kIdMoveHome, "Move one to &Home\tCtrl+1");
    roster->Append(kIdMoveHorde, "Move one to H&orde\tCtrl+2");
    roster->Append(kIdMoveCampaign, "Move one to &Campaign\tCtrl+3");
    roster->Append(kIdMovePool, "Move one to the &Summoning Pool\tCtrl+4");
    roster->AppendSeparator();
    roster->Append(kIdExplain, "&Explain the selected finding\tF1");

    auto* view = new wxMenu;
    view->Append(kIdPageBuilder, "&Army builder\tAlt+1");
    view->Append(kIdPageCollection, "&Collection\tAlt+2");
    view->Append(kIdPageReference, "&Reference\tAlt+3");
    view->Append(kIdPageTournament, "&Tournament desk\tAlt+4");
    view->AppendSeparator();
    view->AppendCheckItem(kIdShowNotOwned, "Mark dice I do &not own\tCtrl+Shift+O");
    view->Check(kIdShowNotOwned, wxConfigBase::Get()->ReadBool("/Builder/ShowNotOwned", true));
    builder_->setShowNotOwned(view->IsChecked(kIdShowNotOwned));
    view->AppendCheckItem(kIdShowAnalytics, "&Expected rolls under the armies\tCtrl+Shift+R");
    builder_->onAnalyticsShown = [view](bool shown) { view->Check(kIdShowAnalytics, shown); };

    auto* help = new wxMenu;
    help->Append(wxID_ABOUT, "&About Muster");

    auto* bar = new wxMenuBar;
    bar->Append(file, "&File");
    bar->Append(edit, "&Edit");
    bar->Append(roster, "&Roster");
    bar->Append(view, "&View");
    bar->Append(help, "&Help");
    SetMenuBar(bar);

    history_ = new wxFileHistory(9);
    history_->UseMenu(recent);
    history_->Load(*wxConfigBase::Get());

    Bind(wxEVT_MENU, [this](wxCommandEvent&) { Close(); }, wxID_EXIT);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { recordGameDialog(); }, kIdRecordGame);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        wxFileDialog dialog(this, "Resume a game log", wxEmptyString, wxEmptyString,
                            "Match logs (*.log;*.txt)|*.log;*.txt|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) GameWindow::resume(this, context_, dialog.GetPath());
    }, kIdResumeGame);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        wxFileDialog dialog(this, "Judge a game log or position", wxEmptyString, wxEmptyString,
                            "Match logs and positions (*.log;*.txt)|*.log;*.txt|All files|*",
                            wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) GameWindow::judge(this, context_, dialog.GetPath());
    }, kIdJudgeGame);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { PositionSetupDialog::open(this, context_); }, kIdSetUpPosition);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->newRoster();
    }, wxID_NEW);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        if (!builder_->confirmDiscard()) return;
        wxFileDialog dialog(this, "Open roster", wxEmptyString, wxEmptyString,
                            "Rosters (*.json;*.txt)|*.json;*.txt|All files|*", wxFD_OPEN | wxFD_FILE_MUST_EXIST);
        if (dialog.ShowModal() == wxID_OK) openRoster(dialog.GetPath());
    }, wxID_OPEN);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) {
        const wxString path = history_->GetHistoryFile(static_cast<size_t>(e.GetId() - wxID_FILE1));
        if (!builder_->confirmDiscard()) return;
        if (!openRoster(path)) {
            history_->RemoveFileFromHistory(static_cast<size_t>(e.GetId() - wxID_FILE1));
            history_->Save(*wxConfigBase::Get());
        }
    }, wxID_FILE1, wxID_FILE9);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->openFromLibrary();
    }, kIdOpenLibrary);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->save(); }, wxID_SAVE);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->saveAs(); }, kIdSaveAs);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->duplicate();
    }, kIdDuplicate);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->importRoster();
    }, kIdImport);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->exportRoster(domain::RosterFileFormat::Json); }, kIdExportJson);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->exportRoster(domain::RosterFileFormat::Text); }, kIdExportText);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        importOctgnDeck(this, *builder_, context_);
    }, kIdImportOctgn);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { exportOctgnDeck(this, *builder_, context_); }, kIdExportOctgn);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        switch (currentPage()) {
            case kReferencePage: reference().print(); break;
            case kTournamentPage: tournament().print(); break;
            case kCollectionPage: collection().exportCollection(); break;
            default: builder_->print(); break;
        }
    }, wxID_PRINT);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->printRosterCards();
    }, kIdRosterCards);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->addSelectedDie();
    }, kIdAddSelected);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->focusQuickAdd();
    }, kIdQuickAdd);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->changeSelectedLine(+1); }, kIdOneMore);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->changeSelectedLine(-1); }, kIdOneLess);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) {
        builder_->moveSelectedLine(static_cast<domain::RosterSection>(e.GetId() - kIdMoveHome));
    }, kIdMoveHome, kIdMovePool);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        showPage(kBuilderPage);
        builder_->explainSelectedFinding();
    }, kIdExplain);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) {
        builder_->setShowNotOwned(e.IsChecked());
        wxConfigBase::Get()->Write("/Builder/ShowNotOwned", e.IsChecked());
    }, kIdShowNotOwned);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) {
        showPage(kBuilderPage);
        builder_->showAnalytics(e.IsChecked());
    }, kIdShowAnalytics);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->undo(); }, wxID_UNDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) { builder_->redo(); }, wxID_REDO);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        switch (currentPage()) {
            case kCollectionPage: collection().focusSearch(); break;
            case kReferencePage: reference().focusSearch(); break;
            case kTournamentPage: tournament().focusSearch(); break;
            default: builder_->focusSearch(); break;
        }
    }, wxID_FIND);
    Bind(wxEVT_MENU, [this](wxCommandEvent& e) { showPage(static_cast<Page>(e.GetId() - kIdPageBuilder)); },
         kIdPageBuilder, kIdPageTournament);
    Bind(wxEVT_MENU, [this](wxCommandEvent&) {
        wxAboutDialogInfo info;
        info.SetName("Muster");
        info.SetVersion(kVersion);
        info.SetDescription("Dragon Dice army builder and tournament manager.\nCatalog revision " +
                            u8(context_.catalog().revision()) + "\nDatabase " + u8(context_.databasePath()));
        wxAboutBox(info, this);
    }, wxID_ABOUT);
    Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(builder_->model().canUndo()); }, wxID_UNDO);
    Bind(wxEVT_UPDATE_UI, [this](wxUpdateUIEvent& e) { e.Enable(builder_->model().canRedo()); }, wxID_REDO);
}

void MainFrame::showPage(Page page) { notebook_->SetSelection(static_cast<size_t>(page)); }

int MainFrame::currentPage() const { return notebook_->GetSelection(); }

bool MainFrame::openRoster(const wxString& path) {
    showPage(kBuilderPage);
    return builder_->openFile(path);
}

bool MainFrame::openFromCommandLine(const wxString& path) {
    const wxFileName file(path);
    if (!file.FileExists()) {
        SetStatusText(wxString::Format("Roster file not found: %s", file.GetFullPath()));
        return false;
    }
    const wxSize size = GetSize();
    const bool ok = openRoster(file.GetFullPath());
    // Opening never resizes the window (a long name or finding must wrap, not widen it).
    if (GetSize() != size) SetSize(size);
    fitToDisplay();
    return ok;
}

void MainFrame::updateTitleAndMenus() {
    SetTitle(builder_->documentTitle() + " - Muster");
    SetStatusText(u8(builder_->model().verdictText()) + " - " +
                  u8(builder_->model().totalsLines().empty() ? std::string() : builder_->model().totalsLines()[0]));
}

void MainFrame::onClose(wxCloseEvent& event) {
    if (event.CanVeto() && !builder_->confirmDiscard()) {
        event.Veto();
        return;
    }
    builder_->onChanged = nullptr;
    builder_->onFileUsed = nullptr;
    builder_->onAnalyticsShown = nullptr;
    if (collection_ != nullptr) collection_->onCollectionChanged = nullptr;
    builder_->saveLayout();
    if (collection_ != nullptr) collection_->saveLayout();
    if (reference_ != nullptr) reference_->saveLayout();
    if (tournament_ != nullptr) tournament_->saveLayout();
    history_->Save(*wxConfigBase::Get());
    wxConfigBase::Get()->Flush();
    Destroy();
}

}  // namespace muster::gui
