// muster-cli event ...: the tournament desk on the database (--db PATH, default: the user's database).
//   event new NAME [--format F] [--rounds N] [--scoring S] [--top-cut N] [--seed N] [...]
//   event list | show EVENT | import FILE | export EVENT [-o FILE] | history EVENT | delete EVENT
//   event add-player EVENT NAME [--club C] [--roster FILE [--accept-illegal]] [--rank N] [--table N] [--score P]
//                    [--checked-in]
//   event edit-player EVENT PLAYER [--name N] [--club C] [--rank N] [--table N] [--roster FILE]
//   event check-in EVENT PLAYER... [--undo] | drop EVENT PLAYER [--undo]
//   event keep-apart EVENT P1 P2 [--reason R] [--undo]
//   event pair EVENT [--seed N] [--pin A,B]... [--bye ID] [--extra-round] [--again [--discard-results]]
//                    [--top-cut] [--accept-illegal]
//   event swap EVENT P1 P2 [--discard-results] | set-table EVENT ROUND TABLE NEW-TABLE | pin EVENT TABLE [--undo]
//   event result EVENT ROUND PLAYER (--winner PLAYER | --draw) [--outcome O] [--terrains A,B] [--health A,B]
//                [--penalty A,B] [--note TEXT] [--log FILE]     (PLAYER: an id or a name; prints the game)
//   event attach-log EVENT ROUND TABLE FILE
//   event standings EVENT [--after N]
// Every change is one transaction with an audit row (`event history`). A match log attached to a game is
// stored with the verifier's verdict (shown by `event show`, exported with the event); a log that does not
// verify is still stored, and the command exits 1. A swap or a re-pairing that would discard a result or a
// log says so and needs --discard-results. EVENT is an event id or name. Registration checks the roster
// against the event's edition, force size and format (services/EventRosterCheck.h); illegal rosters follow
// services/RosterPolicy.h: refused at registration (exit 1) unless --accept-illegal, and pairing a round
// with illegal rosters in it is refused (exit 1) unless --accept-illegal. Terrains and health not given
// are stored as unknown (never as zeros).
#include "EventCommands.h"

#include <fmt/format.h>

#include <algorithm>
#include <charconv>
#include <iostream>
#include <memory>

#include "CliContext.h"
#include "CliDatabase.h"
#include "RosterFiles.h"
#include "TournamentOutput.h"
#include "muster/db/Database.h"
#include "muster/db/DatabaseError.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/EventLimits.h"
#include "muster/rules/tournament/SwissPairer.h"
#include "muster/rules/tournament/TopCut.h"
#include "muster/services/EventFiles.h"
#include "muster/services/EventRosterCheck.h"
#include "muster/services/EventStore.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/ResultText.h"
#include "muster/services/RosterPolicy.h"

namespace muster::cli {

using namespace rules::tournament;
using services::EventStore;
using services::StoredEvent;

namespace {
constexpr const char* kWho = "muster-cli";
}  // namespace

void withEvents(const CliContext& context, const std::function<void(db::EventRepository&, EventStore&)>& work) {
    try {
        db::Database database = openDatabase(context);
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
    } catch (const BeyondPlanError& e) {
        throw CliError(std::string(e.what()) + " (--top-cut pairs the top cut, --extra-round an extra Swiss round)",
                       kFindings);
    } catch (const EventError& e) {
        throw CliError(e.what(), kFindings);
    }
}

namespace {

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

// What an edit discarded, warned about and noted: on stderr; warnings make the command exit 1.
void printReport(CliContext& context, const ChangeReport& report) {
    for (const auto& d : report.discarded) std::cerr << "discarded: " << d << '\n';
    for (const auto& w : report.warnings) std::cerr << "warning: " << w << '\n';
    if (!report.warnings.empty()) context.exitCode = std::max(context.exitCode, static_cast<int>(kFindings));
}

// Reads and verifies a match log and stores it with game `index` of round `round`. A log that does not
// verify is stored all the same; the command then exits 1.
void attachLog(CliContext& context, EventStore& store, db::RowId event, int round, std::size_t index,
               const std::string& file) {
    const auto checked = services::checkMatchLogFile(context.catalog(), file);
    const auto log = store.attachLog(event, round, index, checked.text, checked.verdict, kWho);
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
    std::cerr << "muster-cli: " << services::gameTitle(round, pairing, services::namesOf(stored.event))
              << ": the match log and the entered result differ: " << differs << '\n';
    context.exitCode = std::max(context.exitCode, static_cast<int>(kFindings));
}

// "A,B": two whole numbers in `range` (the event file's range for the field), nothing else.
std::array<int, 2> parsePair(const std::string& text, const std::string& what, NumberRange range) {
    auto number = [&](std::string_view part, int& out) {
        std::int64_t value = 0;
        const auto [end, error] = std::from_chars(part.data(), part.data() + part.size(), value);
        if (error != std::errc() || end != part.data() + part.size() || !range.contains(value)) return false;
        out = static_cast<int>(value);
        return true;
    };
    std::array<int, 2> pair{0, 0};
    const auto comma = text.find(',');
    if (comma == std::string::npos || !number(std::string_view(text).substr(0, comma), pair[0]) ||
        !number(std::string_view(text).substr(comma + 1), pair[1])) {
        throw CliError(what + " expects A,B: two whole numbers from " + std::to_string(range.min) + " to " +
                           std::to_string(range.max) + ", not \"" + domain::text::printable(text, 40) + "\"",
                       kBadInput);
    }
    return pair;
}

std::array<HalfPoints, 2> parsePenalty(const std::string& text) {
    const auto comma = text.find(',');
    auto points = [&](const std::string& part) -> HalfPoints {
        try {
            std::size_t used = 0;
            const double value = std::stod(part, &used);
            const auto half = halfPointsFromDouble(value);
            if (used == part.size() && half && *half >= 0) return *half;
        } catch (const std::exception&) {
        }
        throw CliError(
            "--penalty expects A,B (points taken from player A and player B, multiples of 0.5), got \"" + text + "\"",
            kBadInput);
    };
    if (comma == std::string::npos) points("");
    return {points(text.substr(0, comma)), points(text.substr(comma + 1))};
}

// Reads a roster file and checks it against the event; CliError (exit 2) for an unreadable file.
struct CheckedRoster {
    nlohmann::json json;
    services::EventRosterCheck check;
};
CheckedRoster checkRosterFile(CliContext& context, const EventSettings& settings, const std::string& file) {
    domain::Roster roster;
    try {
        // An OCTGN deck does not say its force size: the event's is taken (as the desk does).
        RosterFile loaded = services::readRosterFileForEvent(file, context.catalog(), settings);
        printDeckNotes(file, loaded);
        roster = std::move(loaded.roster);
    } catch (const domain::RosterFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
    const rules::ForceValidator validator(context.catalog());
    CheckedRoster out{nlohmann::json::parse(domain::RosterIO::toJson(roster)),
                      services::checkRosterForEvent(validator, settings, roster)};
    for (const auto& f : out.check.report.findings) {
        std::cerr << file << ": " << rules::toString(f.severity) << ": " << f.message << '\n';
    }
    return out;
}

// The registration policy (services/RosterPolicy.h): an illegal roster only with --accept-illegal.
void admitOrRefuse(const CheckedRoster& checked, bool accepted, const std::string& file,
                   const EventSettings& settings) {
    if (services::admitRoster(checked.check) == services::RosterAdmission::Register || accepted) return;
    throw CliError(services::illegalRosterRefusal(file, settings), kFindings);
}

// A player by id (all digits) or by name (case and spacing ignored), among `candidates` (empty: every player
// of the event); CliError naming the choices otherwise.
PlayerId resolvePlayer(const Event& event, const std::string& text, const std::string& what,
                       const std::vector<PlayerId>& candidates = {}) {
    std::vector<PlayerId> pool = candidates;
    if (pool.empty()) {
        for (const auto& p : event.players) pool.push_back(p.id);
    }
    const bool digits = !text.empty() && text.size() <= 12 &&
                        std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; });
    auto key = [](std::string_view name) {
        std::string out;
        for (const char c : domain::text::toLower(name)) {
            if (c == ' ' || c == '\t') {
                if (!out.empty() && out.back() != ' ') out += ' ';
            } else {
                out += c;
            }
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        return out;
    };
    for (PlayerId id : pool) {
        const Player* p = event.findPlayer(id);
        if (p == nullptr) continue;
        if ((digits && std::to_string(id) == text) || (!digits && key(p->name) == key(text))) return id;
    }
    std::string names;
    for (PlayerId id : pool) {
        if (const Player* p = event.findPlayer(id); p != nullptr && pool.size() <= 8) {
            names += (names.empty() ? "" : ", ") + std::to_string(id) + " " + p->name;
        }
    }
    throw CliError(what + " \"" + domain::text::printable(text, 80) + "\" is not " +
                       (candidates.empty() ? "a player of " + event.settings.name : std::string("in this game")) +
                       (names.empty() ? std::string() : " (" + names + ")"),
                   kBadInput);
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
    std::optional<double> score;
    bool acceptIllegal = false;
    bool checkedIn = false;
};

struct EditOptions {
    std::string event, roster;
    PlayerId player = 0;
    std::optional<std::string> name, club;
    std::optional<int> rank, table;
    bool acceptIllegal = false;
};

struct ResultOptions {
    std::string event;
    int round = 0;
    std::string player;
    std::optional<std::string> winner;
    bool draw = false;
    std::string outcome;
    std::string terrains, health, penalty, note;
    std::string log;
};

struct PairOptionsCli {
    std::string event;
    std::optional<std::uint64_t> seed;
    std::vector<std::string> pins;
    std::optional<PlayerId> bye;
    bool again = false;
    bool topCut = false;
    bool extraRound = false;
    bool discardResults = false;
    bool acceptIllegal = false;
};

void addPlayer(CliContext& context, const PlayerOptions& o) {
    checkName(o.name, "the player's name");
    if (!o.club.empty()) checkName(o.club, "the club");
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId eventId = store.find(o.event);
        const StoredEvent stored = store.load(eventId);
        const Event& event = stored.event;
        for (const auto& p : event.players) {
            if (p.name == o.name) {
                throw CliError("a player named '" + o.name + "' is already registered in " + event.settings.name +
                                   " (player " + std::to_string(p.id) + ")",
                               kBadInput);
            }
        }
        Player player;
        player.name = o.name;
        player.club = o.club;
        player.rank = o.rank;
        player.fixedTable = o.table;
        services::RosterCheck check;
        std::string verdict = "no roster";
        if (!o.roster.empty()) {
            const CheckedRoster checked = checkRosterFile(context, event.settings, o.roster);
            admitOrRefuse(checked, o.acceptIllegal, o.roster, event.settings);
            player.roster = checked.json;
            check = checked.check.stored;
            verdict = checked.check.summary;
        }
        std::optional<HalfPoints> entry;
        if (o.score) {
            entry = halfPointsFromDouble(*o.score);
            if (!entry || *entry < 0) throw CliError("--score must be 0 or more, a multiple of 0.5", kBadInput);
        }
        player.checkedIn = o.checkedIn;
        const PlayerId id = store.addPlayer(eventId, player, entry, check, kWho);
        if (context.json) {
            CliContext::printJson(
                {{"event", eventId}, {"player", id}, {"name", o.name}, {"roster", check.verdict}, {"check", verdict}});
        } else {
            std::cout << fmt::format("player {} {} registered in {} (roster: {}){}\n", id, o.name, event.settings.name,
                                     verdict, o.checkedIn ? ", checked in" : "");
        }
    });
}

void editPlayer(CliContext& context, const EditOptions& o) {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId eventId = store.find(o.event);
        const StoredEvent stored = store.load(eventId);
        Player player = stored.event.player(o.player);
        if (o.name) player.name = *o.name;
        if (o.club) player.club = *o.club;
        if (o.rank) player.rank = *o.rank > 0 ? std::optional<int>(*o.rank) : std::nullopt;
        if (o.table) player.fixedTable = *o.table > 0 ? std::optional<int>(*o.table) : std::nullopt;
        std::optional<services::RosterCheck> check;
        if (!o.roster.empty()) {
            const CheckedRoster checked = checkRosterFile(context, stored.event.settings, o.roster);
            admitOrRefuse(checked, o.acceptIllegal, o.roster, stored.event.settings);
            player.roster = checked.json;
            check = checked.check.stored;
        }
        store.editPlayer(eventId, player, check, kWho);
        std::cout << fmt::format("player {} {} changed\n", player.id, player.name);
    });
}

void pairCommand(CliContext& context, const PairOptionsCli& o) {
    PairOptions options;
    options.seed = o.seed;
    options.extraRound = o.extraRound;
    options.byeTo = o.bye;
    options.discardResults = o.discardResults;
    for (const auto& pin : o.pins) options.pins.push_back(parsePin(pin));
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId eventId = store.find(o.event);
        if (!o.topCut) {
            // The pairing policy (services/RosterPolicy.h): illegal rosters in the round need --accept-illegal.
            const Event event = store.load(eventId).event;
            const int round = o.again ? static_cast<int>(event.rounds.size()) : event.nextRoundNumber();
            const rules::ForceValidator validator(context.catalog());
            const auto illegal = services::illegalRostersInRound(event, round, validator);
            if (!illegal.empty() && !o.acceptIllegal) {
                std::string question = services::pairingQuestion(illegal, round);
                question = question.substr(0, question.find("\n\n"));
                throw CliError(question + ": not paired (--accept-illegal pairs it anyway)", kFindings);
            }
        }
        int number = 0;
        if (o.again) {
            const ChangeReport report = store.repairLastRound(eventId, options, kWho);
            printReport(context, report);
            number = store.load(eventId).event.nextRoundNumber() - 1;
        } else if (o.topCut) {
            number = store.pairTopCut(eventId, kWho);
        } else {
            number = store.pairNextRound(eventId, options, kWho);
        }
        const auto now = store.load(eventId);
        printRound(context, now, now.event.rounds.at(static_cast<std::size_t>(number - 1)));
    });
}

// One game of a round as `event result` and `event attach-log` answer: its line, with the log's verdict.
void printGame(const CliContext& context, const StoredEvent& stored, int round, std::size_t index) {
    const Round& r = stored.event.rounds.at(static_cast<std::size_t>(round - 1));
    if (context.json) {
        nlohmann::json j = roundJson(stored.event, r, roundLogs(stored, r));
        CliContext::printJson({{"event", j["event"]}, {"round", round}, {"game", j["pairings"].at(index)}});
        return;
    }
    std::cout << fmt::format("round {}: ", round) << gameText(stored.event, r, index, roundLogs(stored, r));
}

void resultCommand(CliContext& context, const ResultOptions& o) {
    if (o.draw == o.winner.has_value()) throw CliError("give either --winner PLAYER or --draw", kBadInput);
    Result r;
    r.outcome = o.draw ? Outcome::Draw : parseOutcome(o.outcome.empty() ? "capture" : o.outcome).value();
    if (!o.terrains.empty()) r.terrains = parsePair(o.terrains, "--terrains", limits::kTerrainsCaptured);
    if (!o.health.empty()) r.health = parsePair(o.health, "--health", limits::kHealthKilled);
    if (!o.penalty.empty()) r.deduction = parsePenalty(o.penalty);
    r.note = o.note;
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId eventId = store.find(o.event);
        std::size_t index = 0;
        std::optional<Result> before;
        // The result and its log are one action: both are stored or neither.
        store.repository().database().write("event result", [&] {
            const auto stored = store.load(eventId);
            const PlayerId player = resolvePlayer(stored.event, o.player, "player");
            if (o.round >= 1 && o.round <= static_cast<int>(stored.event.rounds.size())) {
                const auto& round = stored.event.rounds[static_cast<std::size_t>(o.round - 1)];
                if (const Pairing* game = round.pairingOf(player); game != nullptr) {
                    before = game->result;
                    if (o.winner) {
                        std::vector<PlayerId> sides{game->a};
                        if (game->b) sides.push_back(*game->b);
                        r.winner = resolvePlayer(stored.event, *o.winner, "--winner", sides);
                    }
                }
            }
            if (o.winner && !r.winner) r.winner = resolvePlayer(stored.event, *o.winner, "--winner");
            store.setResult(eventId, o.round, player, r, kWho);
            const auto now = store.load(eventId);
            const auto& round = now.event.rounds.at(static_cast<std::size_t>(o.round - 1));
            index = static_cast<std::size_t>(round.pairingOf(player) - round.pairings.data());
            if (!o.log.empty()) attachLog(context, store, eventId, o.round, index, o.log);
        });
        const auto now = store.load(eventId);
        printGame(context, now, o.round, index);
        if (before && !context.json) {
            const Result& after = *now.event.rounds[static_cast<std::size_t>(o.round - 1)].pairings[index].result;
            std::cout << "  " << services::resultChangeText(*before, after, services::namesOf(now.event)) << '\n';
        }
        checkLogAgainstResult(context, now, o.round, index);
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
    create->add_option("--edition", n->edition, "rules edition rosters are checked by (default: v4.01d)");
    create->add_option("--format", n->format, "the event format rosters are checked against");
    create->add_option("--force-size", n->forceSize, "points per force (default: the format's, else the roster's)")
        ->check(CLI::Range(limits::kForceSize.min, limits::kForceSize.max));
    create->add_option("--rounds", n->rounds, "planned Swiss rounds (0: not fixed)")
        ->check(CLI::Range(limits::kSwissRounds.min, limits::kSwissRounds.max));
    create->add_option("--scoring", n->scoring, "sfr, 3-1-0 or league")->check(CLI::IsMember(Scoring::presetNames()));
    create->add_option("--top-cut", n->topCut, "0, 4, 8 or 16")->check(CLI::IsMember({0, 4, 8, 16}));
    create->add_option("--seed", n->seed, "seed of the random round 1 and the pairing tie-break");
    create->add_flag("--no-club-avoidance", n->noClubAvoidance, "allow club mates to meet freely");
    create->callback([&context, n] {
        checkName(n->name, "the event's name");
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
            const auto id = store.create(e, kWho);
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
                std::string status = p.dropped ? "  (dropped)" : "";
                if (p.checkedIn) status += "  (checked in)";
                std::cout << fmt::format("  player {:>3}  {}{}{}\n", p.id, p.name,
                                         p.club.empty() ? "" : "  [" + p.club + "]", status);
            }
            for (const auto& a : e.avoid) {
                std::cout << fmt::format("  kept apart: {} and {}{}\n", e.player(a.a).name, e.player(a.b).name,
                                         a.reason.empty() ? "" : " (" + a.reason + ")");
            }
            for (const auto& r : e.rounds) std::cout << roundText(e, r, roundLogs(stored, r));
        });
    });

    auto historyEvent = std::make_shared<std::string>();
    auto* history = event->add_subcommand("history", "list every change made to an event (the audit trail)");
    history->fallthrough();
    history->add_option("event", *historyEvent, "event id or name")->required();
    history->callback([&context, historyEvent] {
        withEvents(context, [&](db::EventRepository& repo, EventStore& store) {
            const db::RowId id = store.find(*historyEvent);
            if (context.json) {
                nlohmann::json out = nlohmann::json::array();
                for (const auto& row : repo.audit(id)) {
                    out.push_back({{"at", row.at},
                                   {"who", row.who},
                                   {"action", row.action},
                                   {"old", row.oldValue ? nlohmann::json::parse(*row.oldValue, nullptr, false)
                                                        : nlohmann::json(nullptr)},
                                   {"new", row.newValue ? nlohmann::json::parse(*row.newValue, nullptr, false)
                                                        : nlohmann::json(nullptr)}});
                }
                CliContext::printJson(out);
                return;
            }
            for (const auto& entry : store.history(id)) {
                std::cout << fmt::format("{}  {:<10} {:<20} {}\n", entry.at, entry.who, entry.action, entry.summary);
            }
        });
    });

    auto importFile = std::make_shared<std::string>();
    auto* import = event->add_subcommand("import", "import an event file into the database");
    import->fallthrough();
    import->add_option("file", *importFile, "the event file (muster-event JSON)")->required();
    import->callback([&context, importFile] {
        Event e;
    try {
        e = services::readEventFile(*importFile);
    } catch (const EventFormatError& error) {
        throw CliError(error.what(), kBadInput);
    }
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto id = store.create(e, kWho);
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
auto* exportCmd = event->add_subcommand("export", "write an event as an event file (with its match logs)");
exportCmd->fallthrough();
exportCmd->add_option("event", *exportEvent, "event id or name")->required();
exportCmd->add_option("-o,--output", *exportOut, "the file to write (default: stdout)")->check(outputFileCheck());
exportCmd->callback([&context, exportEvent, exportOut] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(*exportEvent));
        writeOutput(*exportOut, EventIO::toText(stored.event));
    });
});

auto deleteEvent = std::make_shared<std::string>();
auto* remove = event->add_subcommand("delete", "delete an event with its players, rounds, results and match logs");
remove->fallthrough();
remove->add_option("event", *deleteEvent, "event id or name")->required();
remove->callback([&context, deleteEvent] {
    withEvents(context, [&](db::EventRepository& repo, EventStore& store) {
        const auto stored = store.load(store.find(*deleteEvent));
        repo.deleteEvent(stored.id);
        if (context.json) {
            CliContext::printJson({{"event", stored.id}, {"name", stored.event.settings.name}, {"deleted", true}});
        } else {
            std::cout << fmt::format("deleted event {}: {} ({} players, {} rounds)\n", stored.id,
                                     stored.event.settings.name, stored.event.players.size(),
                                     stored.event.rounds.size());
        }
    });
});

auto po = std::make_shared<PlayerOptions>();
auto* add = event->add_subcommand("add-player", "register a player (late entries join the next round)");
add->fallthrough();
add->add_option("event", po->event, "event id or name")->required();
add->add_option("name", po->name, "the player's name")->required();
add->add_option("--club", po->club);
add->add_option("--roster", po->roster, "the player's roster file or OCTGN deck: checked against the event");
add->add_option("--rank", po->rank, "ranking for a ranked round 1 (1 = best)")
    ->check(CLI::Range(limits::kRank.min, limits::kRank.max));
add->add_option("--table", po->table, "a table the player must always play at")
    ->check(CLI::Range(limits::kTable.min, limits::kTable.max));
add->add_option("--score", po->score, "starting points of a late entry (default: the event's late-entry score)");
add->add_flag("--accept-illegal", po->acceptIllegal, "register even when the roster is not legal");
add->add_flag("--checked-in", po->checkedIn, "the player is present at the venue (checked in at once)");
add->callback([&context, po] { addPlayer(context, *po); });

auto eo = std::make_shared<EditOptions>();
auto* edit = event->add_subcommand("edit-player", "change a player's name, club, rank, table or roster");
edit->fallthrough();
edit->add_option("event", eo->event, "event id or name")->required();
edit->add_option("player", eo->player, "player id")->required();
edit->add_option("--name", eo->name);
edit->add_option("--club", eo->club, "the club (empty: none)");
edit->add_option("--rank", eo->rank, "ranking for a ranked round 1 (0: none)")
    ->check(CLI::Range(std::int64_t{0}, limits::kRank.max));
edit->add_option("--table", eo->table, "a table the player must always play at (0: none)")
    ->check(CLI::Range(std::int64_t{0}, limits::kTable.max));
edit->add_option("--roster", eo->roster, "a new roster file or OCTGN deck: checked against the event");
edit->add_flag("--accept-illegal", eo->acceptIllegal, "take the roster even when it is not legal");
edit->callback([&context, eo] { editPlayer(context, *eo); });

struct CheckInOptions {
    std::string event;
    std::vector<PlayerId> players;
    bool undo = false;
};
auto ci = std::make_shared<CheckInOptions>();
auto* checkIn = event->add_subcommand("check-in", "mark players present (round 1 waits for everyone once used)");
checkIn->fallthrough();
checkIn->add_option("event", ci->event, "event id or name")->required();
checkIn->add_option("players", ci->players, "player ids")
    ->required()
    ->check(CLI::Range(limits::kPlayerId.min, limits::kPlayerId.max));
checkIn->add_flag("--undo", ci->undo, "mark them not present");
checkIn->callback([&context, ci] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId id = store.find(ci->event);
        for (PlayerId player : ci->players) store.setCheckedIn(id, player, !ci->undo, kWho);
        const auto now = store.load(id);
        for (PlayerId player : ci->players) {
            std::cout << fmt::format("{} {}\n", now.event.player(player).name,
                                     ci->undo ? "is not checked in" : "checked in");
        }
    });
});

struct DropOptions {
    std::string event;
    PlayerId player = 0;
    bool undo = false;
};
auto dropOptions = std::make_shared<DropOptions>();
auto* drop = event->add_subcommand("drop", "drop a player from the next round on (--undo takes it back)");
drop->fallthrough();
drop->add_option("event", dropOptions->event, "event id or name")->required();
drop->add_option("player", dropOptions->player, "player id")
    ->required()
    ->check(CLI::Range(limits::kPlayerId.min, limits::kPlayerId.max));
drop->add_flag("--undo", dropOptions->undo, "take the drop back: the player plays again from the next round");
drop->callback([&context, dropOptions] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId id = store.find(dropOptions->event);
        if (dropOptions->undo) {
            store.undoDrop(id, dropOptions->player, kWho);
            const auto now = store.load(id);
            std::cout << fmt::format("{} plays again from round {}\n", now.event.player(dropOptions->player).name,
                                     now.event.nextRoundNumber());
        } else {
            store.dropPlayer(id, dropOptions->player, kWho);
            const auto now = store.load(id);
            std::cout << fmt::format("{} dropped after round {}\n", now.event.player(dropOptions->player).name,
                                     now.event.rounds.size());
        }
    });
});

struct ApartOptions {
    std::string event, reason;
    std::vector<PlayerId> players;
    bool undo = false;
};
auto apart = std::make_shared<ApartOptions>();
auto* keepApart = event->add_subcommand("keep-apart", "two players who must not meet (family, one car, ...)");
keepApart->fallthrough();
keepApart->add_option("event", apart->event, "event id or name")->required();
keepApart->add_option("players", apart->players, "two player ids")
    ->required()
    ->expected(2)
    ->check(CLI::Range(limits::kPlayerId.min, limits::kPlayerId.max));
keepApart->add_option("--reason", apart->reason, "why (shown in notes)");
keepApart->add_flag("--undo", apart->undo, "let them meet again");
keepApart->callback([&context, apart] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId id = store.find(apart->event);
        const PlayerId a = apart->players[0];
        const PlayerId b = apart->players[1];
        if (apart->undo) {
            store.allowToMeet(id, a, b, kWho);
        } else {
            store.keepApart(id, a, b, apart->reason, kWho);
        }
        const auto now = store.load(id);
        std::cout << fmt::format("{} and {} {}\n", now.event.player(a).name, now.event.player(b).name,
                                 apart->undo ? "may meet again" : "are kept apart");
    });
});

auto pair = std::make_shared<PairOptionsCli>();
auto* pairCmd = event->add_subcommand("pair", "pair the next round (or pair the last round again)");
pairCmd->fallthrough();
pairCmd->add_option("event", pair->event, "event id or name")->required();
pairCmd->add_option("--seed", pair->seed, "tie-break seed (default: the event's)");
pairCmd->add_option("--pin", pair->pins, "fix a game A,B (player ids); may be given more than once");
pairCmd->add_option("--bye", pair->bye, "give the bye to this player (the organiser's pick)");
pairCmd->add_flag("--extra-round", pair->extraRound, "pair a Swiss round beyond the planned ones");
pairCmd->add_flag("--again", pair->again, "pair the last round again; games with a result, pinned and kept games stay");
pairCmd->add_flag("--discard-results", pair->discardResults,
                  "with --again: pair games with a result again too (what changes is discarded and listed)");
pairCmd->add_flag("--top-cut", pair->topCut, "pair the next top-cut round");
pairCmd->add_flag("--accept-illegal", pair->acceptIllegal, "pair even when players of the round have illegal rosters");
pairCmd->callback([&context, pair] { pairCommand(context, *pair); });

struct SwapOptions {
    std::string event;
    std::vector<PlayerId> players;
    bool discardResults = false;
};
auto swapOptions = std::make_shared<SwapOptions>();
auto* swap = event->add_subcommand("swap", "swap two players between their games in the last round");
swap->fallthrough();
swap->add_option("event", swapOptions->event, "event id or name")->required();
swap->add_option("players", swapOptions->players, "two player ids")
    ->required()
    ->expected(2)
    ->check(CLI::Range(limits::kPlayerId.min, limits::kPlayerId.max));
swap->add_flag("--discard-results", swapOptions->discardResults,
               "swap even when a game has a result or a log (they are discarded and listed)");
swap->callback([&context, swapOptions] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId id = store.find(swapOptions->event);
        const ChangeReport report =
            store.swapPlayers(id, swapOptions->players[0], swapOptions->players[1], swapOptions->discardResults, kWho);
        const auto now = store.load(id);
        printRound(context, now, now.event.rounds.back());
        printReport(context, report);
    });
});

struct TableOptions {
    std::string event;
    int round = 0, table = 0, newTable = 0;
};
auto tableOptions = std::make_shared<TableOptions>();
auto* setTable = event->add_subcommand("set-table", "move a game to another table (a game there swaps tables)");
setTable->fallthrough();
setTable->add_option("event", tableOptions->event, "event id or name")->required();
setTable->add_option("round", tableOptions->round, "round number")
    ->required()
    ->check(CLI::Range(limits::kRound.min, limits::kRound.max));
setTable->add_option("table", tableOptions->table, "the game's table")
    ->required()
    ->check(CLI::Range(limits::kTable.min, limits::kTable.max));
setTable->add_option("new-table", tableOptions->newTable, "its new table")
    ->required()
    ->check(CLI::Range(limits::kTable.min, limits::kTable.max));
setTable->callback([&context, tableOptions] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId id = store.find(tableOptions->event);
        const std::size_t index = services::gameAtTable(store.load(id).event, tableOptions->round, tableOptions->table);
        const ChangeReport report = store.setTable(id, tableOptions->round, index, tableOptions->newTable, kWho);
        const auto now = store.load(id);
        printRound(context, now, now.event.rounds.at(static_cast<std::size_t>(tableOptions->round - 1)));
        printReport(context, report);
    });
});

struct PinOptions {
    std::string event;
    int table = 0;
    bool undo = false;
};
auto pinOptions = std::make_shared<PinOptions>();
auto* pin = event->add_subcommand("pin", "pin a game of the last round: pairing the round again keeps it");
pin->fallthrough();
pin->add_option("event", pinOptions->event, "event id or name")->required();
pin->add_option("table", pinOptions->table, "the game's table")->required();
pin->add_flag("--undo", pinOptions->undo, "unpin it");
pin->callback([&context, pinOptions] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId id = store.find(pinOptions->event);
        const auto stored = store.load(id);
        const int round = static_cast<int>(stored.event.rounds.size());
        const std::size_t index = services::gameAtTable(stored.event, round, pinOptions->table);
        store.setPinned(id, index, !pinOptions->undo, kWho);
        const auto now = store.load(id);
        printRound(context, now, now.event.rounds.back());
    });
});

auto ro = std::make_shared<ResultOptions>();
auto* result = event->add_subcommand("result", "enter or correct a game's result");
result->fallthrough();
result->add_option("event", ro->event, "event id or name")->required();
result->add_option("round", ro->round, "round number")
    ->required()
    ->check(CLI::Range(limits::kRound.min, limits::kRound.max));
result->add_option("player", ro->player, "either player of the game: id or name")->required();
result->add_option("--winner", ro->winner, "the winner: id or name (for a game loss: the opponent)");
result->add_flag("--draw", ro->draw, "the game was a draw");
result->add_option("--outcome", ro->outcome, "capture, elimination, time, draw, concession, no-show, game-loss")
    ->check(CLI::IsMember(outcomeNames()));
result->add_option("--terrains", ro->terrains, "terrains captured by player A and player B of the game: A,B");
result->add_option("--health", ro->health, "health killed by player A and player B of the game: A,B");
result->add_option("--penalty", ro->penalty, "penalty points taken from player A and player B: A,B");
result->add_option("--note", ro->note, "the organiser's note (e.g. why a game loss was given)");
result->add_option("--log", ro->log, "the game's match log: verified and stored with the result");
result->callback([&context, ro] { resultCommand(context, *ro); });

struct AttachOptions {
    std::string event, file;
    int round = 0, table = 0;
};
auto ao = std::make_shared<AttachOptions>();
auto* attach = event->add_subcommand("attach-log", "attach a game's match log (verified, stored with the game)");
attach->fallthrough();
attach->add_option("event", ao->event, "event id or name")->required();
attach->add_option("round", ao->round, "round number")
    ->required()
    ->check(CLI::Range(limits::kRound.min, limits::kRound.max));
attach->add_option("table", ao->table, "the game's table")
    ->required()
    ->check(CLI::Range(limits::kTable.min, limits::kTable.max));
attach->add_option("file", ao->file, "the match log")->required();
attach->callback([&context, ao] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const db::RowId id = store.find(ao->event);
        const std::size_t index = services::gameAtTable(store.load(id).event, ao->round, ao->table);
        attachLog(context, store, id, ao->round, index, ao->file);
        const auto now = store.load(id);
        printGame(context, now, ao->round, index);
        checkLogAgainstResult(context, now, ao->round, index);
    });
});

auto standingsEvent = std::make_shared<std::string>();
auto standingsAfter = std::make_shared<int>(-1);
auto* standings = event->add_subcommand("standings", "print an event's standings");
standings->fallthrough();
standings->add_option("event", *standingsEvent, "event id or name")->required();
standings->add_option("--after", *standingsAfter,
                      "standings after this Swiss round (default: the last round with every result in)");
standings->callback([&context, standingsEvent, standingsAfter] {
    withEvents(context, [&](db::EventRepository&, EventStore& store) {
        const auto stored = store.load(store.find(*standingsEvent));
        const int round = standingsRound(stored.event, *standingsAfter);
        const auto rows = Standings::compute(stored.event, round);
        if (context.json) {
            CliContext::printJson(standingsJson(stored.event, rows, round));
        } else {
            std::cout << standingsText(stored.event, rows, round);
        }
    });
});
}  // namespace muster::cli

}  // namespace muster::cli
