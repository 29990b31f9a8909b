// muster-cli event ...: the tournament desk on the database (--db PATH, default: the user's database).
//   event new NAME [--format F] [--rounds N] [--scoring S] [--top-cut N] [--seed N] [...]
//   event list | show EVENT | import FILE | export EVENT [-o FILE]
//   event add-player EVENT NAME [--club C] [--roster FILE] [--rank N] [--table N] [--score P]
//   event drop EVENT PLAYER | pair EVENT [--seed N] [--again] [--top-cut] | swap EVENT P1 P2
//   event result EVENT ROUND PLAYER (--winner ID | --draw) [--outcome O] [--terrains A,B] [--health A,B]
//                [--log FILE]
//   event attach-log EVENT ROUND TABLE FILE
//   event standings EVENT
// A match log attached to a game is stored in the database with the verifier's verdict (shown by
// `event show`); a log that does not verify is still stored, and the command exits 1.
// EVENT is an event id or name. Registration checks the roster with the force validator against the
// event's format; an illegal roster is refused (exit 1) unless --accept-illegal.
#include <fmt/format.h>

#include <iostream>
#include <memory>

#include "CliContext.h"
#include "RosterFiles.h"
#include "TournamentOutput.h"
#include "muster/db/Database.h"
#include "muster/db/DatabaseError.h"
#include "muster/domain/RosterIO.h"
#include "muster/rules/EventFormatLoader.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/ValidationReportJson.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/rules/tournament/TopCut.h"
#include "muster/services/EventStore.h"
#include "muster/services/MatchLogCheck.h"

namespace muster::cli {

using namespace rules::tournament;
using services::EventStore;
using services::StoredEvent;

namespace {

// Opens the database and runs `work` with an event repository; storage and event errors become CliError.
void withEvents(const CliContext& context, const std::function<void(db::EventRepository&, EventStore&)>& work) {
    try {
        db::OpenOptions options;
        options.createParentDirectory = context.dbPath.empty();
        db::Database database(context.dbPath.empty() ? db::defaultDatabasePath() : context.dbPath, options);
        db::EventRepository repo(database);
        EventStore store(repo);
        work(repo, store);
    } catch (const db::DatabaseError& e) {
        throw CliError(e.what(), kBadInput);
    } catch (const db::RecordError& e) {
        throw CliError(e.what(), kBadInput);
    } catch (const services::EventStoreError& e) {
        const std::string message = e.what();
        throw CliError(message.rfind("no event", 0) == 0 ? message + " (see: muster-cli event list)" : message,
                       kBadInput);
    } catch (const EventFormatError& e) {
        throw CliError(e.what(), kBadInput);
    } catch (const EventError& e) {
        throw CliError(e.what(), kFindings);
    }
}

// The verdicts of the match logs attached to the games of `round`.
GameLogs roundLogs(const StoredEvent& stored, const Round& round) {
    GameLogs logs;
    for (const auto& [key, log] : stored.logs) {
        if (key.first == round.number) logs[key.second] = stored.logSummary(key.first, key.second);
    }
    return logs;
}

void printRound(const CliContext& context, const StoredEvent& stored, const Round& round) {
    if (context.json) {
        CliContext::printJson(roundJson(stored.event, round, roundLogs(stored, round)));
    } else {
        std::cout << roundText(stored.event, round, roundLogs(stored, round));
    }
}

// Reads and verifies a match log and stores it with game `index` of round `round`. A log that does not
// verify is stored all the same; the command then exits 1.
void attachLog(CliContext& context, EventStore& store, const StoredEvent& stored, int round, std::size_t index,
               const std::string& file) {
    const auto checked = services::checkMatchLogFile(context.catalog(), file);
    const auto log = store.attachLog(stored, round, index, checked.text, checked.verdict, "muster-cli");
    if (!checked.verdict.verified()) {
        std::cerr << file << ": match log " << log.summary() << ": " << checked.verdict.message << '\n';
        context.exitCode = kFindings;
    }
}

// After a log or a result is stored: a verified log whose outcome differs from the entered result is said
// on stderr, and the command exits 1 (both stay stored; the organiser decides which is right).
void checkLogAgainstResult(CliContext& context, const StoredEvent& stored, int round, std::size_t index) {
    const services::StoredLog* log = stored.logOf(round, index);
    if (log == nullptr) return;
    const auto& pairing = stored.event.rounds.at(static_cast<std::size_t>(round - 1)).pairings.at(index);
    const std::string differs = log->resultDisagreement(stored.event, pairing);
    if (differs.empty()) return;
    std::cerr << "muster-cli: round " << round << ", game " << index + 1
              << ": the match log and the entered result differ: " << differs << '\n';
    context.exitCode = std::max(context.exitCode, static_cast<int>(kFindings));
}

std::array<int, 2> parsePair(const std::string& text, const std::string& what) {
    const auto comma = text.find(',');
    try {
        if (comma == std::string::npos) throw std::invalid_argument(text);
        const int a = std::stoi(text.substr(0, comma));
        const int b = std::stoi(text.substr(comma + 1));
        if (a < 0 || b < 0) throw std::invalid_argument(text);
        return {a, b};
    } catch (const std::exception&) {
        throw CliError(what + " expects A,B (two whole numbers, 0 or more), got \"" + text + "\"", kBadInput);
    }
}

struct NewOptions {
    std::string name, date, location, organiser, edition, format, scoring = "sfr";
    int rounds = 0, topCut = 0, forceSize = 0;
    std::uint64_t seed = 1;
    bool noClubAvoidance = false;
};

struct PlayerOptions {
    std::string event, name, club, roster;
    std::optional<int> rank, table;
    double score = -1;
    bool acceptIllegal = false;
};

struct ResultOptions {
    std::string event;
    int round = 0;
    PlayerId player = 0;
    std::optional<PlayerId> winner;
    bool draw = false;
    std::string outcome;
    std::string terrains, health;
    std::string log;
};

struct PairOptions {
    std::string event;
    std::optional<std::uint64_t> seed;
    bool again = false;
    bool topCut = false;
};

void addPlayer(CliContext& context, const PlayerOptions& o) {
    std::optional<std::string> rosterJson;
    std::string verdict = "unchecked";
    std::string details = "[]";
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        StoredEvent stored = store.load(store.find(o.event));
        const Event& event = stored.event;
        if (!o.roster.empty()) {
            domain::Roster roster;
            try {
                // An OCTGN deck does not say its force size: the event's is taken.
                domain::OctgnDeckOptions deckOptions;
                deckOptions.forceSize = event.settings.forceSize;
                deckOptions.forceSizeFrom = "the event " + event.settings.name;
                RosterFile loaded = readRosterFile(o.roster, context.catalog(), deckOptions);
                printDeckNotes(o.roster, loaded);
                roster = std::move(loaded.roster);
            } catch (const domain::RosterFormatError& e) {
                throw CliError(e.what(), kBadInput);
            }
            rules::ValidationOptions vo;
            std::optional<rules::EventFormat> format;
            if (!event.settings.eventFormat.empty()) {
                try {
                    format = rules::EventFormatLoader::load(event.settings.eventFormat, context.catalog());
                } catch (const std::exception& e) {
                    throw CliError(
                        "the event's format \"" + event.settings.eventFormat + "\" cannot be loaded: " + e.what(),
                        kBadInput);
                }
                vo.format = &*format;
            }
            const rules::ForceValidator validator(context.catalog());
            const auto report = validator.validate(roster, vo);
            verdict = report.legal() ? (report.findings.empty() ? "legal" : "warnings") : "illegal";
            details = rules::reportJson(report, o.roster).at("findings").dump();
            if (!report.legal()) {
                for (const auto& f : report.findings) std::cerr << o.roster << ": " << f.message << '\n';
                if (!o.acceptIllegal) {
                    throw CliError(o.roster + " is not legal for " +
                                       (event.settings.eventFormat.empty() ? std::string("this event")
                                                                           : event.settings.eventFormat) +
                                       ": registration refused (--accept-illegal registers it anyway)",
                                   kFindings);
                }
            }
            rosterJson = domain::RosterIO::toJson(roster);
        }
        Player player;
        player.name = o.name;
        player.club = o.club;
        player.rank = o.rank;
        player.fixedTable = o.table;
        if (rosterJson) player.roster = nlohmann::json::parse(*rosterJson);
        std::optional<HalfPoints> entry;
        if (o.score >= 0) {
            entry = halfPointsFromDouble(o.score);
            if (!entry) throw CliError("--score must be a multiple of 0.5", kBadInput);
        }
        services::RosterCheck check;
        check.verdict = verdict;
        check.detailsJson = details;
        const PlayerId id = store.addPlayer(stored, player, entry, check);
        if (context.json) {
            CliContext::printJson({{"event", stored.id}, {"player", id}, {"name", o.name}, {"roster", verdict}});
        } else {
            std::cout << fmt::format("player {} {} registered in {} (roster: {})\n", id, o.name, event.settings.name,
                                     verdict);
        }
    });
}

}  // namespace

void registerEventCommands(CLI::App& app, CliContext& context) {
    auto* event = app.add_subcommand("event", "run a tournament from the database: players, pairings, results");
    event->fallthrough();
    event->require_subcommand(1);

    auto n = std::make_shared<NewOptions>();
    auto* create = event->add_subcommand("new", "create an event");
    create->fallthrough();
    create->add_option("name", n->name, "the event's name")->required();
    create->add_option("--date", n->date, "ISO date");
    create->add_option("--location", n->location);
    create->add_option("--organiser", n->organiser);
    create->add_option("--edition", n->edition, "rules edition");
    create->add_option("--format", n->format, "the event format rosters are checked against");
    create->add_option("--force-size", n->forceSize, "points per force");
    create->add_option("--rounds", n->rounds, "planned Swiss rounds");
    create->add_option("--scoring", n->scoring, "sfr, 3-1-0 or league")->check(CLI::IsMember(Scoring::presetNames()));
    create->add_option("--top-cut", n->topCut, "0, 4, 8 or 16")->check(CLI::IsMember({0, 4, 8, 16}));
    create->add_option("--seed", n->seed, "seed of the random round 1 and the pairing tie-break");
    create->add_flag("--no-club-avoidance", n->noClubAvoidance, "allow club mates to meet freely");
    create->callback([&context, n] {
        Event e;
        auto& s = e.settings;
        s.name = n->name;
        s.date = n->date;
        s.location = n->location;
        s.organiser = n->organiser;
        s.edition = n->edition;
        s.eventFormat = n->format;
        s.forceSize = n->forceSize;
        s.swissRounds = n->rounds;
        s.scoring = *Scoring::preset(n->scoring);
        s.topCut = n->topCut;
        s.seed = n->seed;
        s.avoidSameClub = !n->noClubAvoidance;
        withEvents(context, [&](db::EventRepository&, EventStore& store) {
            const auto id = store.create(e);
            if (context.json) {
                CliContext::printJson({{"event", id}, {"name", s.name}});
            } else {
                std::cout << fmt::format("event {} created: {}\n", id, s.name);
            }
        });
    });

    auto* list = event->add_subcommand("list", "list the events in the database");
    list->fallthrough();
    list->callback([&context] {
        withEvents(context, [&](db::EventRepository& repo, EventStore&) {
            nlohmann::json out = nlohmann::json::array();
            for (const auto& e : repo.events()) {
                if (context.json) {
                    out.push_back({{"id", e.id}, {"name", e.name}, {"date", e.date}, {"status", e.status}});
                } else {
                    std::cout << fmt::format("{:>4}  {}  {}  {}\n", e.id, e.name, e.date, e.status);
                }
            }
            if (context.json) CliContext::printJson(out);
        });
    });

    auto showEvent = std::make_shared<std::string>();
    auto* show = event->add_subcommand("show", "show an event: players and rounds (as an event file with --json)");
    show->fallthrough();
    show->add_option("event", *showEvent, "event id or name")->required();
    show->callback([&context, showEvent] {
        withEvents(context, [&](db::EventRepository&, EventStore& store) {
            const auto stored = store.load(store.find(*showEvent));
            const Event& e = stored.event;
            if (context.json) {
                CliContext::printJson(EventIO::toJson(e));
                return;
            }
            std::cout << fmt::format("event {}: {} ({}, {})\n", stored.id, e.settings.name, e.settings.date,
                                     e.settings.scoring.name);
            for (const auto& p : e.players) {
                std::cout << fmt::format("  player {:>3}  {}{}{}\n", p.id, p.name,
                                         p.club.empty() ? "" : "  [" + p.club + "]", p.dropped ? "  (dropped)" : "");
            }
            for (const auto& r : e.rounds) std::cout << roundText(e, r, roundLogs(stored, r));
        });
    });

    auto importFile = std::make_shared<std::string>();
    auto* import = event->add_subcommand("import", "import an event file into the database");
    import->fallthrough();
    import->add_option("file", *importFile, "the event file (muster-event JSON)")->required();
    import->callback([&context, importFile] {
        const Event e = readEventFile(*importFile);
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto id = store.create(e);
        if (context.json) {
            CliContext::printJson({{"event", id}, {"name", e.settings.name}});
        } else {
            std::cout << fmt::format("event {} imported: {} ({} players, {} rounds)\n", id, e.settings.name,
                                     e.players.size(), e.rounds.size());
        }
    });
});

auto exportEvent = std::make_shared<std::string>();
auto exportOut = std::make_shared<std::string>();
auto* exportCmd = event->add_subcommand("export", "write an event as an event file");
exportCmd->fallthrough();
exportCmd->add_option("event", *exportEvent, "event id or name")->required();
exportCmd->add_option("-o,--output", *exportOut, "the file to write (default: stdout)");
exportCmd->callback([&context, exportEvent, exportOut] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(*exportEvent));
        if (exportOut->empty() || *exportOut == "-") {
            std::cout << EventIO::toText(stored.event);
        } else {
            EventIO::writeFile(stored.event, *exportOut);
        }
    });
});

auto po = std::make_shared<PlayerOptions>();
auto* add = event->add_subcommand("add-player", "register a player (late entries join the next round)");
add->fallthrough();
add->add_option("event", po->event, "event id or name")->required();
add->add_option("name", po->name, "the player's name")->required();
add->add_option("--club", po->club);
add->add_option("--roster", po->roster, "the player's roster file or OCTGN deck: checked against the event's format");
add->add_option("--rank", po->rank, "ranking for a ranked round 1 (1 = best)");
add->add_option("--table", po->table, "a table the player must always play at");
add->add_option("--score", po->score, "starting points of a late entry (default: the event's late-entry score)");
add->add_flag("--accept-illegal", po->acceptIllegal, "register even when the roster is not legal");
add->callback([&context, po] { addPlayer(context, *po); });

auto dropEvent = std::make_shared<std::string>();
auto dropPlayer = std::make_shared<PlayerId>(0);
auto* drop = event->add_subcommand("drop", "drop a player from the next round on");
drop->fallthrough();
drop->add_option("event", *dropEvent, "event id or name")->required();
drop->add_option("player", *dropPlayer, "player id")->required();
drop->callback([&context, dropEvent, dropPlayer] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(*dropEvent));
        Event changed = stored.event;
        changed.dropPlayer(*dropPlayer);
        store.save(stored, changed);
        std::cout << fmt::format("{} dropped after round {}\n", changed.player(*dropPlayer).name,
                                 changed.rounds.size());
    });
});

auto pair = std::make_shared<PairOptions>();
auto* pairCmd = event->add_subcommand("pair", "pair the next round (or pair the last round again)");
pairCmd->fallthrough();
pairCmd->add_option("event", pair->event, "event id or name")->required();
pairCmd->add_option("--seed", pair->seed, "tie-break seed (default: the event's)");
pairCmd->add_flag("--again", pair->again, "throw away the last round's pairings and pair it again (no results yet)");
pairCmd->add_flag("--top-cut", pair->topCut, "pair the next top-cut round");
pairCmd->callback([&context, pair] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(pair->event));
        Event changed = stored.event;
        const Round& round = pair->again    ? SwissPairer::repairLastRound(changed, pair->seed)
                             : pair->topCut ? TopCut::addNextRound(changed)
                                            : SwissPairer::addNextRound(changed, pair->seed);
        const int number = round.number;
        store.save(stored, changed);
        const auto now = store.load(stored.id);
        printRound(context, now, now.event.rounds.at(static_cast<std::size_t>(number - 1)));
    });
});

auto swapEvent = std::make_shared<std::string>();
auto swapIds = std::make_shared<std::vector<PlayerId>>();
auto* swap = event->add_subcommand("swap", "swap two players between their games in the last round");
swap->fallthrough();
swap->add_option("event", *swapEvent, "event id or name")->required();
swap->add_option("players", *swapIds, "two player ids")->required()->expected(2);
swap->callback([&context, swapEvent, swapIds] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(*swapEvent));
        Event changed = stored.event;
        const auto messages = SwissPairer::swapPlayers(changed, (*swapIds)[0], (*swapIds)[1]);
        store.save(stored, changed);
        const auto now = store.load(stored.id);
        printRound(context, now, now.event.rounds.back());
        for (const auto& m : messages) std::cerr << "warning: " << m << '\n';
        if (!messages.empty()) context.exitCode = kFindings;
    });
});

auto ro = std::make_shared<ResultOptions>();
auto* result = event->add_subcommand("result", "enter or correct a game's result");
result->fallthrough();
result->add_option("event", ro->event, "event id or name")->required();
result->add_option("round", ro->round, "round number")->required();
result->add_option("player", ro->player, "either player of the game")->required();
result->add_option("--winner", ro->winner, "the winner's player id");
result->add_flag("--draw", ro->draw, "the game was a draw");
result->add_option("--outcome", ro->outcome, "capture, elimination, time, draw, concession, no-show")
    ->check(CLI::IsMember(outcomeNames()));
result->add_option("--terrains", ro->terrains, "terrains captured by player A and player B of the game: A,B");
result->add_option("--health", ro->health, "health killed by player A and player B of the game: A,B");
result->add_option("--log", ro->log, "the game's match log: verified and stored with the result");
result->callback([&context, ro] {
    if (ro->draw == ro->winner.has_value()) throw CliError("give either --winner ID or --draw", kBadInput);
    Result r;
    r.winner = ro->winner;
    r.outcome = ro->draw ? Outcome::Draw : parseOutcome(ro->outcome.empty() ? "capture" : ro->outcome).value();
    if (!ro->terrains.empty()) r.terrains = parsePair(ro->terrains, "--terrains");
    if (!ro->health.empty()) r.health = parsePair(ro->health, "--health");
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(ro->event));
        Event changed = stored.event;
        changed.setResult(ro->round, ro->player, r);
        const auto& round = changed.rounds[static_cast<std::size_t>(ro->round - 1)];
        const auto index = static_cast<std::size_t>(round.pairingOf(ro->player) - round.pairings.data());
        // The result and its log are one action: both are stored or neither.
        store.repository().database().write("event result", [&] {
            store.save(stored, changed);
            if (!ro->log.empty()) attachLog(context, store, stored, ro->round, index, ro->log);
        });
        const auto now = store.load(stored.id);
        printRound(context, now, now.event.rounds[static_cast<std::size_t>(ro->round - 1)]);
        checkLogAgainstResult(context, now, ro->round, index);
    });
});

struct AttachOptions {
    std::string event, file;
    int round = 0, table = 0;
};
auto ao = std::make_shared<AttachOptions>();
auto* attach = event->add_subcommand("attach-log", "attach a game's match log (verified, stored with the game)");
attach->fallthrough();
attach->add_option("event", ao->event, "event id or name")->required();
attach->add_option("round", ao->round, "round number")->required();
attach->add_option("table", ao->table, "the game's table")->required();
attach->add_option("file", ao->file, "the match log")->required();
attach->callback([&context, ao] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(ao->event));
        const std::size_t index = services::gameAtTable(stored.event, ao->round, ao->table);
        attachLog(context, store, stored, ao->round, index, ao->file);
        const auto now = store.load(stored.id);
        printRound(context, now, now.event.rounds[static_cast<std::size_t>(ao->round - 1)]);
        checkLogAgainstResult(context, now, ao->round, index);
    });
});

auto standingsEvent = std::make_shared<std::string>();
auto* standings = event->add_subcommand("standings", "print an event's standings");
standings->fallthrough();
standings->add_option("event", *standingsEvent, "event id or name")->required();
standings->callback([&context, standingsEvent] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(*standingsEvent));
        const auto rows = Standings::compute(stored.event);
        if (context.json) {
            CliContext::printJson(standingsJson(stored.event, rows));
        } else {
            std::cout << standingsText(stored.event, rows);
        }
    });
});
}  // namespace muster::cli

}  // namespace muster::cli
