// muster-cli event ...: the event pages for the players' phones (docs/pages.md).
//   event publish EVENT [-o DIR]            the static site, into DIR (default: the event's publish folder)
//   event serve EVENT --listen ADDR:PORT    the pages served live on the network; Ctrl+C stops
//   event pages EVENT [--lists hidden|after-lock|open] [--lists-lock TIME] [--reports on|off]
//                     [--address URL] [--publish-dir DIR]       show or change the pages' settings
//   event reports EVENT [--round N]         the results players reported, game by game
//   event accept EVENT TABLE [--round N] | --all                 accept agreed reports (audited)
//   event new-code EVENT PLAYER             a new result code for a player (print the slips again)
// Result codes are never printed here: only the slips (`muster-cli print slips`) carry them.
#include <fmt/format.h>
#include <pthread.h>
#include <signal.h>

#include <chrono>
#include <iostream>
#include <memory>
#include <mutex>

#include "CliContext.h"
#include "CliDatabase.h"
#include "EventCommands.h"
#include "TournamentOutput.h"
#include "muster/db/DatabaseError.h"
#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/tournament/EventLimits.h"
#include "muster/rules/tournament/ListsPublication.h"
#include "muster/services/EventSite.h"
#include "muster/services/PageServer.h"
#include "muster/services/PlayerReports.h"

namespace muster::cli {

using namespace rules::tournament;
using services::EventStore;

namespace {

constexpr const char* kWho = "muster-cli";

// The database's file, for the commands that open their own connections (the server).
std::string databasePath(const CliContext& context) {
    return context.dbPath.empty() ? db::defaultDatabasePath() : context.dbPath;
}

struct PublishOptions {
    std::string event, output;
};

void publish(CliContext& context, const PublishOptions& o) {
    withEvents(context, [&](db::EventRepository& repo, EventStore& store) {
        const db::RowId id = store.find(o.event);
        services::PlayerReports reports(repo.database());
        std::string folder = o.output;
        if (folder.empty()) folder = reports.settings(id).publishDir;
        if (folder.empty()) {
            throw CliError(
                "give the folder to write the pages to (-o DIR), or set the event's publish folder "
                "(muster-cli event pages EVENT --publish-dir DIR)");
        }
        const services::StoredEvent stored = store.load(id);
        services::SiteOptions options;
        options.now = services::localTimeNow();
        const services::Site site = services::EventSite::build(context.catalog(), stored, options);
        try {
            services::EventSite::write(site, folder);
        } catch (const domain::FileError& e) {
            throw CliError(e.what());
        }
        if (context.json) {
            CliContext::printJson(
                {{"event", id}, {"folder", folder}, {"files", site.files.size()}, {"version", site.version}});
        } else {
            std::cout << fmt::format("wrote {} files of the event pages to {} (open {}/index.html)\n",
                                     site.files.size(), folder, folder);
        }
    });
}

struct ServeOptionsCli {
    std::string event, listen;
    int seconds = 0;  // 0: until Ctrl+C
};

void serve(CliContext& context, const ServeOptionsCli& o) {
    services::ServeOptions options;
    try {
        options.listen = services::parseListenAddress(o.listen);
    } catch (const services::PageServerError& e) {
        throw CliError(e.what());
    }
    db::RowId id = 0;
    std::string name;
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        id = store.find(o.event);
        name = store.load(id).event.settings.name;
    });
    // Ctrl+C and SIGTERM are waited for here; the server's threads inherit the blocked mask.
    sigset_t signals;
    sigemptyset(&signals);
    sigaddset(&signals, SIGINT);
    sigaddset(&signals, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &signals, nullptr);
    services::PageServer server(databasePath(context), id, context.catalog(), options);
    std::mutex out;
    server.onReport([&out](const services::PlayerReports::Submitted& s) {
        const std::lock_guard lock(out);
        std::cout << fmt::format(
                         "report: table {}: {}\n", s.game.table.value_or(0),
                         s.game.summary.empty() ? std::string(services::reportStateName(s.game.state)) : s.game.summary)
                  << std::flush;
    });
    try {
        server.start();
    } catch (const services::PageServerError& e) {
        pthread_sigmask(SIG_UNBLOCK, &signals, nullptr);
        throw CliError(e.what());
    }
    const std::string url = server.url();
    // The sheets print the address players open; remember it when this is the first time or it changed.
    withEvents(context, [&](db::EventRepository& repo, EventStore&) {
        services::PlayerReports reports(repo.database());
        auto settings = reports.settings(id);
        if (settings.siteAddress != url) {
            settings.siteAddress = url;
            reports.setSettings(settings, kWho);
        }
    });
    {
        const std::lock_guard lock(out);
        std::cout << fmt::format("serving the pages of {} at {} (listening on {}:{}); Ctrl+C stops\n", name, url,
                                 options.listen.host, server.port())
                  << std::flush;
    }
    const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(o.seconds);
    for (;;) {
        timespec tick{1, 0};
        const int got = sigtimedwait(&signals, nullptr, &tick);
        if (got == SIGINT || got == SIGTERM) break;
        if (o.seconds > 0 && std::chrono::steady_clock::now() >= until) break;
    }
    server.stop();
    pthread_sigmask(SIG_UNBLOCK, &signals, nullptr);
    const auto stats = server.stats();
    std::cout << fmt::format("stopped: {} requests, {} reports stored, {} refused ({} wrong codes)\n", stats.requests,
                             stats.reportsStored, stats.reportsRefused, stats.wrongCodes);
}

struct PagesOptionsCli {
    std::string event;
    std::optional<std::string> lists, listsLock, reports, address, publishDir;
};

void pages(CliContext& context, const PagesOptionsCli& o) {
    if (o.lists && !parseListsPublication(*o.lists)) {
        throw CliError("--lists expects hidden, after-lock or open, not \"" + domain::text::printable(*o.lists, 40) +
                       "\"");
    }
    if (o.listsLock && !o.listsLock->empty() && !isLockTime(*o.listsLock)) {
        throw CliError("--lists-lock expects a local time YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"" +
                       domain::text::printable(*o.listsLock, 40) + "\"");
    }
    if (o.reports && *o.reports != "on" && *o.reports != "off") {
        throw CliError("--reports expects on or off, not \"" + domain::text::printable(*o.reports, 40) + "\"");
    }
    if (o.address && !o.address->empty() && o.address->rfind("http://", 0) != 0 &&
        o.address->rfind("https://", 0) != 0) {
        throw CliError("--address expects the address players open, e.g. http://192.168.1.20:8080/, not \"" +
                       domain::text::printable(*o.address, 60) + "\"");
    }
    if (o.address) checkName(*o.address, "--address");
    withEvents(context, [&](db::EventRepository& repo, EventStore& store) {
        const db::RowId id = store.find(o.event);
        services::PlayerReports reports(repo.database());
        repo.database().write("changing the event pages' settings", [&] {
            EventSettings settings = store.load(id).event.settings;
            const EventSettings before = settings;
            if (o.lists) settings.listsPublication = *parseListsPublication(*o.lists);
            if (o.listsLock) settings.listsLock = *o.listsLock;
            if (o.reports) settings.playerReports = *o.reports == "on";
            if (!(settings.listsPublication == before.listsPublication && settings.listsLock == before.listsLock &&
                  settings.playerReports == before.playerReports)) {
                store.updateSettings(id, settings, kWho);
            }
            auto pagesSettings = reports.settings(id);
            const auto pagesBefore = pagesSettings;
            if (o.address) pagesSettings.siteAddress = *o.address;
            if (o.publishDir) pagesSettings.publishDir = *o.publishDir;
            if (pagesSettings.siteAddress != pagesBefore.siteAddress ||
                pagesSettings.publishDir != pagesBefore.publishDir) {
                reports.setSettings(pagesSettings, kWho);
            }
            if (settings.playerReports) reports.ensureCodes(id);
        });
        const EventSettings s = store.load(id).event.settings;
        const auto p = reports.settings(id);
        if (context.json) {
            CliContext::printJson({{"event", id},
                                   {"lists", std::string(listsPublicationName(s.listsPublication))},
                                   {"listsLock", s.listsLock},
                                   {"reports", s.playerReports},
                                   {"address", p.siteAddress},
                                   {"publishDir", p.publishDir}});
            return;
        }
        std::cout << fmt::format("army lists:      {}{}\n", listsPublicationName(s.listsPublication),
                                 s.listsLock.empty() ? "" : " (lock " + s.listsLock + ")");
        std::cout << fmt::format("player reports:  {}\n", s.playerReports ? "on" : "off");
        std::cout << fmt::format("address:         {}\n", p.siteAddress.empty() ? "(none)" : p.siteAddress);
        std::cout << fmt::format("publish folder:  {}\n", p.publishDir.empty() ? "(none)" : p.publishDir);
    });
}

int roundOrLast(const Event& event, int round) {
    if (event.rounds.empty()) throw CliError("the event '" + event.settings.name + "' has no rounds paired yet");
    if (round == 0) return static_cast<int>(event.rounds.size());
    if (round > static_cast<int>(event.rounds.size())) {
        throw CliError(fmt::format("the event '{}' has no round {}", event.settings.name, round));
    }
    return round;
}

struct ReportsOptions {
    std::string event;
    int round = 0;
};

void listReports(CliContext& context, const ReportsOptions& o) {
    withEvents(context, [&](db::EventRepository& repo, EventStore& store) {
        const db::RowId id = store.find(o.event);
        const services::StoredEvent stored = store.load(id);
        const int round = roundOrLast(stored.event, o.round);
        services::PlayerReports reports(repo.database());
        const auto games = reports.games(id, round);
        nlohmann::json out = nlohmann::json::array();
        for (const auto& game : games) {
            if (!game.table) continue;
            const auto& pairing = stored.event.rounds.at(static_cast<std::size_t>(round - 1)).pairings.at(game.index);
            const std::string players =
                stored.event.player(pairing.a).name + " v " + stored.event.player(*pairing.b).name;
            if (context.json) {
                out.push_back({{"round", round},
                               {"table", *game.table},
                               {"players", players},
                               {"state", std::string(services::reportStateName(game.state))},
                               {"summary", game.summary}});
            } else {
                std::cout << fmt::format("table {:>3}  {:<9} {}{}\n", *game.table,
                                         services::reportStateName(game.state), players,
                                         game.summary.empty() ? "" : ": " + game.summary);
            }
        }
        if (context.json) CliContext::printJson(out);
    });
}

struct AcceptOptions {
    std::string event;
    int table = 0;
    int round = 0;
    bool all = false;
};

void accept(CliContext& context, const AcceptOptions& o) {
    if (o.all == (o.table > 0)) throw CliError("give either a TABLE or --all");
    withEvents(context, [&](db::EventRepository& repo, EventStore& store) {
        const db::RowId id = store.find(o.event);
        const services::StoredEvent stored = store.load(id);
        const int round = roundOrLast(stored.event, o.round);
        services::PlayerReports reports(repo.database());
        int accepted = 0;
        if (o.all) {
            for (const auto& game : reports.games(id, round)) {
                if (game.state != services::ReportState::Agreed) continue;
                reports.accept(id, round, game.index, kWho);
                ++accepted;
            }
            if (accepted == 0) {
                throw CliError(fmt::format("round {} has no agreed reports to accept", round), kFindings);
            }
        } else {
            try {
                reports.accept(id, round, services::gameAtTable(stored.event, round, o.table), kWho);
                accepted = 1;
            } catch (const services::EventStoreError& e) {
                throw CliError(e.what(), kFindings);
            }
        }
        const auto now = store.load(id);
        if (context.json) {
            CliContext::printJson(
                {{"accepted", accepted},
                 {"round", roundJson(now.event, now.event.rounds.at(static_cast<std::size_t>(round - 1)))}});
        } else {
            std::cout << fmt::format("accepted {} reported result{}\n", accepted, accepted == 1 ? "" : "s")
                      << roundText(now.event, now.event.rounds.at(static_cast<std::size_t>(round - 1)));
        }
    });
}

struct NewCodeOptions {
    std::string event;
    PlayerId player = 0;
};

void newCode(CliContext& context, const NewCodeOptions& o) {
    withEvents(context, [&](db::EventRepository& repo, EventStore& store) {
        const db::RowId id = store.find(o.event);
        const services::StoredEvent stored = store.load(id);
        const Player& player = stored.event.player(o.player);
        services::PlayerReports reports(repo.database());
        (void)reports.renewCode(id, o.player, kWho);
        std::cout << fmt::format(
            "{} has a new result code; the old one no longer works. Print the slips again "
            "(muster-cli print slips) to hand it over.\n",
            player.name);
    });
}

}  // namespace

void registerPagesCommands(CLI::App& app, CliContext& context) {
    CLI::App* event = app.get_subcommand("event");

    auto po = std::make_shared<PublishOptions>();
    auto* publishCmd =
        event->add_subcommand("publish", "write the event pages (pairings, standings, players, lists) as a site");
    publishCmd->fallthrough();
    publishCmd->add_option("event", po->event, "event id or name")->required();
    publishCmd->add_option("-o,--output", po->output, "the folder to write (default: the event's publish folder)");
    publishCmd->callback([&context, po] { publish(context, *po); });

    auto so = std::make_shared<ServeOptionsCli>();
    auto* serveCmd = event->add_subcommand("serve", "serve the event pages on the network (players report there)");
    serveCmd->fallthrough();
    serveCmd->add_option("event", so->event, "event id or name")->required();
    serveCmd
        ->add_option("--listen", so->listen,
                     "ADDRESS:PORT to listen on: 0.0.0.0:8080 (every network), 192.168.1.20:8080 (one address), "
                     "127.0.0.1:8080 (this machine only)")
        ->required();
    serveCmd->add_option("--for", so->seconds, "stop after this many seconds (default: until Ctrl+C)")
        ->check(CLI::Range(0, 7 * 24 * 3600));
    serveCmd->callback([&context, so] { serve(context, *so); });

    auto pg = std::make_shared<PagesOptionsCli>();
    auto* pagesCmd = event->add_subcommand("pages", "show or change the event pages' settings");
    pagesCmd->fallthrough();
    pagesCmd->add_option("event", pg->event, "event id or name")->required();
    pagesCmd->add_option("--lists", pg->lists, "publish the army lists: hidden, after-lock or open");
    pagesCmd->add_option("--lists-lock", pg->listsLock,
                         "when the lists lock, local time YYYY-MM-DD or YYYY-MM-DDTHH:MM (\"\": not set)");
    pagesCmd->add_option("--reports", pg->reports, "players report their results: on or off");
    pagesCmd->add_option("--address", pg->address,
                         "the address players open, printed as a QR code (set by event serve)");
    pagesCmd->add_option("--publish-dir", pg->publishDir, "the folder the desk rewrites after each change");
    pagesCmd->callback([&context, pg] { pages(context, *pg); });

    auto ro = std::make_shared<ReportsOptions>();
    auto* reportsCmd = event->add_subcommand("reports", "the results players reported, game by game");
    reportsCmd->fallthrough();
    reportsCmd->add_option("event", ro->event, "event id or name")->required();
    reportsCmd->add_option("--round", ro->round, "the round (default: the latest)")
        ->check(CLI::Range(limits::kRound.min, limits::kRound.max));
    reportsCmd->callback([&context, ro] { listReports(context, *ro); });

    auto ao = std::make_shared<AcceptOptions>();
    auto* acceptCmd = event->add_subcommand("accept", "accept a result both players reported alike");
    acceptCmd->fallthrough();
    acceptCmd->add_option("event", ao->event, "event id or name")->required();
    acceptCmd->add_option("table", ao->table, "the game's table")
        ->check(CLI::Range(limits::kTable.min, limits::kTable.max));
    acceptCmd->add_option("--round", ao->round, "the round (default: the latest)")
        ->check(CLI::Range(limits::kRound.min, limits::kRound.max));
    acceptCmd->add_flag("--all", ao->all, "every game of the round whose two reports agree");
    acceptCmd->callback([&context, ao] { accept(context, *ao); });

    auto nc = std::make_shared<NewCodeOptions>();
    auto* codeCmd = event->add_subcommand("new-code", "give a player a new result code (a lost slip)");
    codeCmd->fallthrough();
    codeCmd->add_option("event", nc->event, "event id or name")->required();
    codeCmd->add_option("player", nc->player, "player id")
        ->required()
        ->check(CLI::Range(limits::kPlayerId.min, limits::kPlayerId.max));
    codeCmd->callback([&context, nc] { newCode(context, *nc); });
}

}  // namespace muster::cli
