#pragma once
// Helpers of the event pages' tests: an event in a database file (the server opens its own connections),
// players with rosters, round 1 paired, player reports on and every player's code known to the test.
#include <unistd.h>

#include <atomic>
#include <filesystem>
#include <map>
#include <string>
#include <vector>

#include "../TestCatalog.h"
#include "muster/db/Database.h"
#include "muster/db/EventRepository.h"
#include "muster/services/EventStore.h"
#include "muster/services/PlayerReports.h"

namespace muster::services::test {

class PagesEvent {
public:
    // An event of `players` players (named Ann, Bob, ... then "Player 9", ...), round 1 paired; `reports`:
    // players report results (every player then has a code).
    explicit PagesEvent(int players = 4, bool reports = true) {
        static std::atomic<int> counter{0};
        dir_ = std::filesystem::temp_directory_path() /
               ("muster-pages-test-" + std::to_string(::getpid()) + "-" + std::to_string(counter++));
        std::filesystem::remove_all(dir_);
        std::filesystem::create_directories(dir_);
        database = std::make_unique<db::Database>(path());
        repo = std::make_unique<db::EventRepository>(*database);
        store = std::make_unique<EventStore>(*repo);
        rules::tournament::Event e;
        e.settings.name = "Harbour Cup";
        e.settings.date = "2025-05-17";
        e.settings.location = "Harbour Hall";
        e.settings.swissRounds = 3;
        e.settings.playerReports = reports;
        id = store->create(e);
        const std::vector<std::string> names{"Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"};
        for (int i = 0; i < players; ++i) {
            rules::tournament::Player p;
            p.name = i < static_cast<int>(names.size()) ? names[static_cast<std::size_t>(i)]
                                                        : "Player " + std::to_string(i + 1);
            p.club = i % 2 == 0 ? "Harbour" : "";
            store->addPlayer(id, p);
        }
        store->pairNextRound(id);
        reportsService = std::make_unique<PlayerReports>(*database);
        if (reports) codes = reportsService->ensureCodes(id);
    }
    ~PagesEvent() {
        reportsService.reset();
        store.reset();
        repo.reset();
        database.reset();
        std::error_code ec;
        std::filesystem::remove_all(dir_, ec);
    }
    PagesEvent(const PagesEvent&) = delete;
    PagesEvent& operator=(const PagesEvent&) = delete;

    [[nodiscard]] std::string path() const { return (dir_ / "muster.db").string(); }
    [[nodiscard]] const std::filesystem::path& dir() const { return dir_; }
    [[nodiscard]] StoredEvent load() const { return store->load(id); }
    // The first game of the last round (a, b, table).
    [[nodiscard]] rules::tournament::Pairing game(std::size_t index = 0) const {
        return load().event.rounds.back().pairings.at(index);
    }
    [[nodiscard]] std::vector<std::string> actions() const {
        std::vector<std::string> out;
        for (const auto& row : repo->audit(id)) out.push_back(row.action);
        return out;
    }

    std::unique_ptr<db::Database> database;
    std::unique_ptr<db::EventRepository> repo;
    std::unique_ptr<EventStore> store;
    std::unique_ptr<PlayerReports> reportsService;
    db::RowId id = 0;
    std::map<rules::tournament::PlayerId, std::string> codes;

private:
    std::filesystem::path dir_;
};

}  // namespace muster::services::test
