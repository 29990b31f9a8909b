#pragma once
// The desk's part of the event pages (docs/pages.md): it rewrites the event's publish folder after each
// change, serves the pages on the network while the organiser wants (services::PageServer), knows what
// players reported for each game of the shown event (for the desk's Result column) and accepts an agreed
// report. It notices reports that arrive by itself (its own server, or `muster-cli event serve`) and then
// calls back so that the desk shows them. No window of its own: PagesDialog and TournamentPanel present.
#include <wx/event.h>
#include <wx/timer.h>

#include <functional>
#include <map>
#include <memory>
#include <string>
#include <vector>

#include "muster/gui/AppContext.h"
#include "muster/services/EventStore.h"
#include "muster/services/PlayerReports.h"

namespace muster::services {
class PageServer;
}

namespace muster::gui {

class DeskPages : public wxEvtHandler {
public:
    explicit DeskPages(AppContext& context);
    ~DeskPages() override;
    DeskPages(const DeskPages&) = delete;
    DeskPages& operator=(const DeskPages&) = delete;

    // After the event changed at the desk, or another one opened: rewrites the publish folder (when set),
    // tells the server, and reads the players' reports again. Returns a problem to show ("" when none).
    std::string eventChanged(const services::StoredEvent& stored);
    // Called when reports or changes arrive from elsewhere (the server, another program).
    void onOutsideChange(std::function<void()> callback) { outsideChange_ = std::move(callback); }

    // The reports of game `index` of round `round` of the shown event (nullptr: none known).
    [[nodiscard]] const services::GameReports* reportsOf(int round, std::size_t index) const;
    // Accepts the agreed reports of a game (one transaction with its audit row). Throws what the store throws.
    void accept(db::RowId event, int round, std::size_t index);

    // The pages' settings kept in the database (publish folder, address).
    [[nodiscard]] db::PagesSettingsRecord settings(db::RowId event);
    void setSettings(const db::PagesSettingsRecord& settings);
    // Writes the site into `folder` now; returns how many files.
    std::size_t publish(const services::StoredEvent& stored, const std::string& folder);
    // The pairings data of a round with the pages' address and the players' codes (PlayerReports::addToSheets).
    void addToSheets(const services::StoredEvent& stored, const rules::tournament::Round& round,
                     reports::PairingsData& data);

    // Serving: starts (or restarts) on "ADDRESS:PORT"; throws services::PageServerError with the reason.
    void serve(db::RowId event, const std::string& listen);
    void stopServing();
    [[nodiscard]] bool serving() const;
    [[nodiscard]] std::string url() const;
    [[nodiscard]] db::RowId servedEvent() const { return servedEvent_; }

private:
    void readReports(const services::StoredEvent& stored);
    void poll(wxTimerEvent& event);

    AppContext& context_;
    std::unique_ptr<services::PlayerReports> reports_;
    std::unique_ptr<services::PageServer> server_;
    db::RowId servedEvent_ = 0;
    db::RowId shownEvent_ = 0;
    std::map<std::pair<int, std::size_t>, services::GameReports> games_;
    std::int64_t seenVersion_ = -1;
    wxTimer timer_;
    std::function<void()> outsideChange_;
    std::shared_ptr<bool> alive_ = std::make_shared<bool>(true);  // for calls queued from server threads
};

}  // namespace muster::gui
