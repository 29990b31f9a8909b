#include "muster/gui/DeskPages.h"

#include <wx/app.h>

#include <stdexcept>

#include "muster/services/EventSite.h"
#include "muster/services/PageServer.h"

namespace muster::gui {

DeskPages::DeskPages(AppContext& context) : context_(context), timer_(this) {
    if (context_.database() != nullptr) reports_ = std::make_unique<services::PlayerReports>(*context_.database());
    Bind(wxEVT_TIMER, &DeskPages::poll, this);
    // Reports from a server elsewhere (muster-cli event serve) show within a few seconds.
    timer_.Start(3000);
}

DeskPages::~DeskPages() {
    timer_.Stop();
    stopServing();
}

std::string DeskPages::eventChanged(const services::StoredEvent& stored) {
    if (!reports_) return {};
    shownEvent_ = stored.id;
    std::string problem;
    try {
        readReports(stored);
        const std::string folder = reports_->settings(stored.id).publishDir;
        if (!folder.empty()) publish(stored, folder);
    } catch (const std::exception& e) {
        problem = std::string("The event pages could not be written: ") + e.what();
    }
    if (server_ && servedEvent_ == stored.id) server_->refreshNow();
    return problem;
}

void DeskPages::readReports(const services::StoredEvent& stored) {
    games_.clear();
    seenVersion_ = reports_->repository().dataVersion();
    if (stored.event.rounds.empty()) return;
    const auto all = reports_->repository().reports(stored.id);
    for (int round = 1; round <= static_cast<int>(stored.event.rounds.size()); ++round) {
        for (auto& game : services::PlayerReports::games(stored, all, round)) {
            if (game.state != services::ReportState::None) games_[{round, game.index}] = std::move(game);
        }
    }
}

const services::GameReports* DeskPages::reportsOf(int round, std::size_t index) const {
    const auto it = games_.find({round, index});
    return it == games_.end() ? nullptr : &it->second;
}

void DeskPages::accept(db::RowId event, int round, std::size_t index) {
    if (!reports_) throw std::runtime_error("The database is not open.");
    reports_->accept(event, round, index, "muster");
}

db::PagesSettingsRecord DeskPages::settings(db::RowId event) {
    if (!reports_) return {};
    return reports_->settings(event);
}

void DeskPages::setSettings(const db::PagesSettingsRecord& settings) {
    if (reports_) reports_->setSettings(settings, "muster");
}

std::size_t DeskPages::publish(const services::StoredEvent& stored, const std::string& folder) {
    services::SiteOptions options;
    options.now = services::localTimeNow();
    const services::Site site = services::EventSite::build(context_.catalog(), stored, options);
    services::EventSite::write(site, folder);
    return site.files.size();
}

void DeskPages::addToSheets(const services::StoredEvent& stored, const rules::tournament::Round& round,
                            reports::PairingsData& data) {
    if (reports_) reports_->addToSheets(stored.id, stored.event, round, data);
}

void DeskPages::serve(db::RowId event, const std::string& listen) {
    if (!reports_) throw std::runtime_error("The database is not open.");
    stopServing();
    services::ServeOptions options;
    options.listen = services::parseListenAddress(listen);
    auto server = std::make_unique<services::PageServer>(context_.databasePath(), event, context_.catalog(), options);
    // Reports arrive on a server thread: the desk looks again on its own thread, if it is still there.
    std::weak_ptr<bool> alive = alive_;
    server->onReport([this, alive](const services::PlayerReports::Submitted&) {
        if (wxTheApp == nullptr) return;
        wxTheApp->CallAfter([this, alive] {
            if (!alive.expired() && outsideChange_) outsideChange_();
        });
    });
    server->start();
    server_ = std::move(server);
    servedEvent_ = event;
    auto settings = reports_->settings(event);
    if (settings.siteAddress != server_->url()) {
        settings.siteAddress = server_->url();
        reports_->setSettings(settings, "muster");
    }
}

void DeskPages::stopServing() {
    if (server_) server_->stop();
    server_.reset();
    servedEvent_ = 0;
}

bool DeskPages::serving() const {
    return server_ && server_->running();
}

std::string DeskPages::url() const {
    return server_ ? server_->url() : std::string();
}

void DeskPages::poll(wxTimerEvent&) {
    if (!reports_ || shownEvent_ == 0) return;
    try {
        if (reports_->repository().dataVersion() != seenVersion_ && outsideChange_) outsideChange_();
    } catch (const std::exception&) {
        // A busy database: the next tick looks again.
    }
}

}  // namespace muster::gui
