// Load test of the event pages' server (issue 32, docs/performance.md): `clients` phones on the loopback
// each poll a page once a second (at their own moment in the second) for `seconds`, while the desk enters a
// result every quarter second on its own connection (pairing the next round when one is complete, and
// correcting results once every round is played), so the server rebuilds its pages all the time. Passes when no request fails, the p99 latency is under 50 ms, the
// desk's commands stay quick (p99 under 250 ms) and the pages served at the end are those of the final
// event. `muster_pages_load --seconds 60` is the full run; ctest runs a short one.
#include <httplib.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <mutex>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "muster/db/Database.h"
#include "muster/db/EventRepository.h"
#include "muster/domain/CatalogLoader.h"
#include "muster/domain/RosterIO.h"
#include "muster/services/EventSite.h"
#include "muster/services/EventStore.h"
#include "muster/services/PageServer.h"
#include "muster/services/PlayerReports.h"

using namespace muster;
using namespace muster::rules::tournament;
using Clock = std::chrono::steady_clock;
namespace fs = std::filesystem;

namespace {

struct Options {
    int clients = 100;
    int seconds = 60;
    int players = 64;
    double p99LimitMs = 50;
    double deskP99LimitMs = 250;
};

double percentile(std::vector<double> values, double p) {
    if (values.empty()) return 0;
    std::sort(values.begin(), values.end());
    const auto index = static_cast<std::size_t>(p / 100.0 * static_cast<double>(values.size() - 1) + 0.5);
    return values[std::min(index, values.size() - 1)];
}

double millis(Clock::duration d) {
    return std::chrono::duration<double, std::milli>(d).count();
}

// 64 players with a roster each and their lists open: the heaviest pages to rebuild.
db::RowId createEvent(services::EventStore& store, const domain::Catalog& catalog, int players) {
    Event e;
    e.settings.name = "Load Cup";
    e.settings.swissRounds = 6;
    e.settings.playerReports = true;
    e.settings.listsPublication = ListsPublication::Open;
    const db::RowId id = store.create(e, "load test");
    const domain::Roster roster = domain::RosterIO::parseText(
        "name: Stone wall\nforce size: 24\nhome terrain: Highland City\n[Home]\n2 Dwarves Footman\n3 Dwarves "
        "Sergeant\n[Horde]\n8 Dwarves Sentry\n[Campaign]\nDwarves Warlord\n",
        catalog, "load.txt");
    for (int i = 1; i <= players; ++i) {
        Player p;
        p.name = "Player " + std::to_string(i);
        p.club = "Club " + std::to_string(i % 7);
        p.roster = nlohmann::json::parse(domain::RosterIO::toJson(roster));
        store.addPlayer(id, p, std::nullopt, services::RosterCheck{"legal", "[]"}, "load test");
    }
    store.pairNextRound(id, {}, "load test");
    return id;
}

}  // namespace

int main(int argc, char** argv) {
    Options o;
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string flag = argv[i];
        const double value = std::atof(argv[i + 1]);
        if (flag == "--clients") o.clients = static_cast<int>(value);
        if (flag == "--seconds") o.seconds = static_cast<int>(value);
        if (flag == "--players") o.players = static_cast<int>(value);
        if (flag == "--p99-limit-ms") o.p99LimitMs = value;
        if (flag == "--desk-p99-limit-ms") o.deskP99LimitMs = value;
    }
    const char* resources = std::getenv("MUSTER_RESOURCE_DIR");
    const fs::path catalogFile =
        fs::path(resources != nullptr ? resources : MUSTER_SOURCE_RESOURCES) / "catalog" / "catalog.json";
    const domain::Catalog catalog = domain::CatalogLoader::load(catalogFile);
    const fs::path dir = fs::temp_directory_path() / ("muster-pages-load-" + std::to_string(::getpid()));
    fs::remove_all(dir);
    fs::create_directories(dir);
    const std::string path = (dir / "load.db").string();

    db::Database database(path);
    db::EventRepository repo(database);
    services::EventStore store(repo);
    const db::RowId id = createEvent(store, catalog, o.players);

    services::ServeOptions serve;
    serve.listen = {"127.0.0.1", 0};
    services::PageServer server(path, id, catalog, serve);
    server.start();
    const int port = server.port();

    std::atomic<bool> running{true};
    std::mutex mutex;
    std::vector<double> latencies;
    std::atomic<int> errors{0};
    std::atomic<int> requests{0};
    const std::vector<std::string> pages{
        "/", "/round-1.html", "/standings.html", "/version.txt", "/players.html", "/player-3.html", "/lists.html"};
    const auto start = Clock::now();
    const auto end = start + std::chrono::seconds(o.seconds);

    std::vector<std::thread> clients;
    for (int c = 0; c < o.clients; ++c) {
        clients.emplace_back([&, c] {
            std::mt19937 random(static_cast<unsigned>(c) * 7919U + 1U);
            httplib::Client client("127.0.0.1", port);
            client.set_connection_timeout(std::chrono::seconds(5));
            client.set_read_timeout(std::chrono::seconds(5));
            std::vector<double> mine;
            // Each phone polls at its own moment within the second.
            auto next = start + std::chrono::microseconds(std::uniform_int_distribution<int>(0, 999999)(random));
            std::size_t page = static_cast<std::size_t>(c) % pages.size();
            while (running && next < end) {
                std::this_thread::sleep_until(next);
                const auto sent = Clock::now();
                const auto res = client.Get(pages[page]);
                mine.push_back(millis(Clock::now() - sent));
                ++requests;
                if (!res || res->status != 200) ++errors;
                page = (page + 1) % pages.size();
                next += std::chrono::seconds(1);
            }
            const std::lock_guard lock(mutex);
            latencies.insert(latencies.end(), mine.begin(), mine.end());
        });
    }

    // The desk: a result every quarter second; the next round when one is complete.
    std::vector<double> desk;
    int results = 0;
    int rounds = 1;
    while (Clock::now() < end) {
        std::this_thread::sleep_for(std::chrono::milliseconds(250));
        const auto began = Clock::now();
        const auto stored = store.load(id);
        const Round& round = stored.event.rounds.back();
        const auto open = std::find_if(round.pairings.begin(), round.pairings.end(),
                                       [](const Pairing& p) { return !p.isBye() && !p.result; });
        if (open == round.pairings.end() && !stored.event.plannedRoundsPaired()) {
            store.pairNextRound(id, {}, "load test");
            ++rounds;
        } else if (open == round.pairings.end()) {
            // Every round is played: the desk corrects results of the last round until the time is up.
            const Pairing& game = round.pairings[static_cast<std::size_t>(results) % round.pairings.size()];
            if (!game.isBye()) {
                Result r = *game.result;
                const auto t = r.terrains.value_or(std::array<int, 2>{0, 0});
                r.terrains = std::array<int, 2>{t[0], (t[1] + 1) % 3};
                store.setResult(id, round.number, game.a, r, "load test");
            }
            ++results;
        } else {
            Result r;
            r.winner = (results % 3 == 0) ? *open->b : open->a;
            r.outcome = results % 2 == 0 ? Outcome::Capture : Outcome::Elimination;
            r.terrains = {2, 1};
            r.health = {12, 9};
            store.setResult(id, round.number, open->a, r, "load test");
            ++results;
        }
        desk.push_back(millis(Clock::now() - began));
    }
    running = false;
    for (auto& t : clients) t.join();

    // The pages served now are those of the event as it is now.
    server.waitForRefresh();
    services::SiteOptions options;
    options.now = services::localTimeNow();
    options.live = true;
    const std::string expected = services::EventSite::build(catalog, store.load(id), options).version;
    const std::string served = server.siteVersion();
    const auto stats = server.stats();
    server.stop();

    const double p50 = percentile(latencies, 50);
    const double p95 = percentile(latencies, 95);
    const double p99 = percentile(latencies, 99);
    const double max = percentile(latencies, 100);
    const double deskP99 = percentile(desk, 99);
    std::printf(
        "pages load: %d clients x %d s, %d players: %d requests, %d errors; latency p50 %.2f ms, p95 %.2f ms, "
        "p99 %.2f ms, max %.2f ms\n",
        o.clients, o.seconds, o.players, requests.load(), errors.load(), p50, p95, p99, max);
    std::printf(
        "desk: %d results entered, %d rounds paired; command p50 %.2f ms, p99 %.2f ms, max %.2f ms; "
        "%zu page rebuilds\n",
        results, rounds, percentile(desk, 50), deskP99, percentile(desk, 100), stats.rebuilds);
    bool ok = true;
    if (errors > 0) {
        std::printf("FAIL: %d requests failed\n", errors.load());
        ok = false;
    }
    if (p99 >= o.p99LimitMs) {
        std::printf("FAIL: p99 %.2f ms is not under %.0f ms\n", p99, o.p99LimitMs);
        ok = false;
    }
    if (deskP99 >= o.deskP99LimitMs) {
        std::printf("FAIL: the desk's p99 %.2f ms is not under %.0f ms\n", deskP99, o.deskP99LimitMs);
        ok = false;
    }
    if (served != expected) {
        std::printf("FAIL: the pages served (%s) are not those of the event now (%s)\n", served.c_str(),
                    expected.c_str());
        ok = false;
    }
    std::error_code ec;
    fs::remove_all(dir, ec);
    return ok ? 0 : 1;
}
