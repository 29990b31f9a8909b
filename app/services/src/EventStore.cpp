#include "muster/services/EventStore.h"

#include <algorithm>
#include <cctype>
#include <charconv>
#include <set>
#include <type_traits>

#include "muster/domain/TextUtil.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/Standings.h"
#include "muster/rules/tournament/TopCut.h"

namespace muster::services {

using namespace rules::tournament;
using nlohmann::json;

namespace {

json parseJsonColumn(const std::string& text) {
    json j = json::parse(text, nullptr, false);
    return j.is_discarded() ? json::object() : j;
}

json playerExtras(const Player& p) {
    json extra = json::object();
    if (p.joinedRound != 1) extra["joinedRound"] = p.joinedRound;
    if (p.fixedTable) extra["fixedTable"] = *p.fixedTable;
    if (p.rejoinedRound > 0) extra["rejoinedRound"] = p.rejoinedRound;
    if (p.checkedIn) extra["checkedIn"] = true;
    return extra;
}

db::EventRecord eventRecord(const Event& event) {
    db::EventRecord rec;
    const auto& s = event.settings;
    rec.name = s.name;
    rec.date = s.date;
    rec.location = s.location;
    rec.organiser = s.organiser;
    rec.edition = s.edition;
    rec.eventFormat = s.eventFormat;
    rec.forceSize = s.forceSize;
    rec.roundCount = s.swissRounds;
    rec.status = event.rounds.empty() ? "setup" : (Standings::isFinal(event, -1) ? "finished" : "running");
    json settings{{"tournament", EventIO::settingsToJson(s)}, {"players", json::object()}};
    for (const auto& p : event.players) {
        json extra = playerExtras(p);
        if (!extra.empty()) settings["players"][std::to_string(p.id)] = extra;
    }
    if (!event.avoid.empty()) {
        json avoid = json::array();
        for (const auto& a : event.avoid) avoid.push_back({{"a", a.a}, {"b", a.b}, {"reason", a.reason}});
        settings["avoid"] = avoid;
    }
    rec.settings = settings.dump();
    return rec;
}

db::PlayerRecord playerRecord(db::EventRepository& repo, db::RowId eventId, const Player& p) {
    db::PlayerRecord rec;
    rec.id = p.id;
    rec.eventId = eventId;
    rec.name = p.name;
    if (!p.club.empty()) rec.clubId = repo.ensureClub(p.club);
    rec.seed = p.rank;
    rec.dropped = p.dropped;
    rec.droppedAfterRound = p.droppedAfterRound;
    rec.lateEntryScore = toDouble(p.entryScore);
    return rec;
}

// A game loss is stored as a no-show (the outcomes the results table knows) with "game-loss" in details.
db::ResultRecord resultRecord(db::RowId pairingId, const Result& r) {
    db::ResultRecord rec;
    rec.pairingId = pairingId;
    rec.winner = r.winner;
    rec.outcome = std::string(outcomeName(r.outcome == Outcome::GameLoss ? Outcome::NoShow : r.outcome));
    rec.terrainsCapturedA = r.terrains[0];
    rec.terrainsCapturedB = r.terrains[1];
    rec.healthKilledA = r.health[0];
    rec.healthKilledB = r.health[1];
    json details = json::object();
    if (r.outcome == Outcome::GameLoss) details["outcome"] = "game-loss";
    if (r.deduction != std::array<HalfPoints, 2>{0, 0}) details["deduction"] = {r.deduction[0], r.deduction[1]};
    if (!r.note.empty()) details["note"] = r.note;
    rec.details = details.dump();
    return rec;
}

Result resultFrom(const db::ResultRecord& rec) {
    Result r;
    r.winner = rec.winner;
    r.outcome = parseOutcome(rec.outcome).value_or(Outcome::Capture);
    r.terrains = {rec.terrainsCapturedA, rec.terrainsCapturedB};
    r.health = {rec.healthKilledA, rec.healthKilledB};
    const json details = parseJsonColumn(rec.details);
    if (details.is_object()) {
        if (details.value("outcome", std::string()) == "game-loss") r.outcome = Outcome::GameLoss;
        if (const auto d = details.find("deduction"); d != details.end() && d->is_array() && d->size() == 2) {
            r.deduction = {(*d)[0].get<HalfPoints>(), (*d)[1].get<HalfPoints>()};
        }
        r.note = details.value("note", std::string());
    }
    return r;
}

db::PairingRecord pairingRecord(db::RowId roundRow, const Pairing& p) {
    db::PairingRecord pr;
    pr.roundId = roundRow;
    pr.tableNumber = p.table;
    pr.playerA = p.a;
    pr.playerB = p.b;
    pr.flags = json(p.flags).dump();
    return pr;
}

json verdictDetails(const rules::MatchVerdict& v) {
    return json{{"status", std::string(rules::toString(v.status))},
                {"file", v.file},
                {"line", v.line},
                {"turn", v.turn},
                {"phase", v.phase},
                {"step", v.step},
                {"rule", v.rule},
                {"logSays", v.logSays},
                {"rulesGive", v.rulesGive},
                {"message", v.message},
                {"eventsChecked", v.eventsChecked},
                {"turnsPlayed", v.turnsPlayed},
                {"winner", v.winner},
                {"winnerName", v.winnerName},
                {"winBy", v.winBy},
                {"players", v.playerNames}};
}

GameLog gameLog(const db::MatchLogRecord& rec) {
    GameLog log;
    log.text = rec.text;
    log.verdict = rec.verdict;
    log.details = parseJsonColumn(rec.verdictDetails);
    if (!log.details.is_object()) log.details = json::object();
    log.submittedBy = rec.submittedBy;
    log.submittedAt = rec.submittedAt;
    return log;
}

db::MatchLogRecord logRecord(db::RowId event, db::RowId pairing, const GameLog& log) {
    db::MatchLogRecord rec;
    rec.eventId = event;
    rec.pairingId = pairing;
    rec.text = log.text;
    rec.verdict = log.verdict;
    rec.verdictDetails = log.details.dump();
    rec.submittedBy = log.submittedBy;
    rec.submittedAt = log.submittedAt;
    return rec;
}

std::string nameOf(const Event& event, PlayerId id) {
    const Player* p = event.findPlayer(id);
    return p == nullptr ? std::to_string(id) : p->name;
}

// A game for the audit trail: players by id and name, the table, the result.
json gameJson(const Event& event, const Pairing& p) {
    json j{{"table", p.table ? json(*p.table) : json(nullptr)},
           {"a", p.a},
           {"aName", nameOf(event, p.a)},
           {"b", p.b ? json(*p.b) : json(nullptr)},
           {"bName", p.b ? json(nameOf(event, *p.b)) : json(nullptr)}};
    if (!p.flags.empty()) j["flags"] = p.flags;
    if (p.result) {
        j["result"] = {{"winner", p.result->winner ? json(*p.result->winner) : json(nullptr)},
                       {"outcome", std::string(outcomeName(p.result->outcome))},
                       {"terrains", p.result->terrains},
                       {"health", p.result->health}};
    }
    if (!p.logs.empty()) j["logs"] = p.logs.size();
    return j;
}

json roundJson(const Event& event, const Round& round) {
    json games = json::array();
    for (const auto& p : round.pairings) games.push_back(gameJson(event, p));
    return {{"round", round.number}, {"games", games}, {"notes", round.notes}};
}

json playerJson(const Player& p) {
    json j{{"id", p.id}, {"name", p.name}, {"club", p.club}, {"dropped", p.dropped}, {"checkedIn", p.checkedIn}};
    if (p.rank) j["rank"] = *p.rank;
    if (p.fixedTable) j["fixedTable"] = *p.fixedTable;
    if (p.droppedAfterRound) j["droppedAfterRound"] = *p.droppedAfterRound;
    if (p.rejoinedRound > 0) j["rejoinedRound"] = p.rejoinedRound;
    if (p.joinedRound != 1) j["joinedRound"] = p.joinedRound;
    j["roster"] = p.roster.has_value();
    return j;
}

Round& roundOf(Event& event, int number) {
    if (number < 1 || number > static_cast<int>(event.rounds.size())) {
        throw EventStoreError("the event \"" + event.settings.name + "\" has no round " + std::to_string(number));
    }
    return event.rounds[static_cast<std::size_t>(number - 1)];
}

}  // namespace

std::string StoredLog::summary() const {
    if (verdict == "inconsistent" && turn > 0) return "inconsistent at turn " + std::to_string(turn);
    return verdict;
}

StoredLog StoredLog::fromGameLog(const GameLog& gameLog, db::RowId id) {
    StoredLog log;
    log.id = id;
    log.text = gameLog.text;
    log.verdict = gameLog.verdict;
    log.submittedBy = gameLog.submittedBy;
    log.submittedAt = gameLog.submittedAt;
    const json& details = gameLog.details;
    if (details.is_object()) {
        auto number = [&details](const char* key) {
            const auto it = details.find(key);
            return it != details.end() && it->is_number_integer() ? it->get<int>() : 0;
        };
        auto text = [&details](const char* key) {
            const auto it = details.find(key);
            return it != details.end() && it->is_string() ? it->get<std::string>() : std::string();
        };
        log.turn = number("turn");
        log.line = number("line");
        log.message = text("message");
        log.winnerName = text("winnerName");
        log.winBy = text("winBy");
        if (const auto players = details.find("players"); players != details.end() && players->is_array()) {
            for (const auto& name : *players) {
                if (name.is_string()) log.playerNames.push_back(name.get<std::string>());
            }
        }
    }
    return log;
}

const StoredLog* StoredEvent::logOf(int round, std::size_t pairingIndex) const {
    const auto it = logs.find({round, pairingIndex});
    return it == logs.end() ? nullptr : &it->second;
}

std::string StoredEvent::logSummary(int round, std::size_t pairingIndex) const {
    const StoredLog* log = logOf(round, pairingIndex);
    if (log == nullptr) return {};
    std::string summary = log->summary();
    if (round >= 1 && round <= static_cast<int>(event.rounds.size())) {
        const auto& pairings = event.rounds[static_cast<std::size_t>(round - 1)].pairings;
        if (pairingIndex < pairings.size()) {
            const std::string differs = log->resultDisagreement(event, pairings[pairingIndex]);
            if (!differs.empty()) summary += "; result differs: " + differs;
        }
    }
    return summary;
}

std::string StoredLog::resultDisagreement(const Event& event, const Pairing& pairing) const {
    if (verdict != "verified" || !pairing.result || pairing.isBye() || playerNames.empty()) return {};
    auto key = [](std::string_view name) {
        std::string out;
        for (const char c : name) {
            if (c == ' ' || c == '\t') {
                if (!out.empty() && out.back() != ' ') out += ' ';
            } else {
                out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
            }
        }
        while (!out.empty() && out.back() == ' ') out.pop_back();
        return out;
    };
    auto nameOfPlayer = [&event](PlayerId playerId) {
        const Player* player = event.findPlayer(playerId);
        return player != nullptr ? player->name : std::string();
    };
    const std::string nameA = nameOfPlayer(pairing.a);
    const std::string nameB = nameOfPlayer(*pairing.b);
    // Without display names in the log, or with two players of one name, the players cannot be told apart.
    const bool unnamed =
        std::any_of(playerNames.begin(), playerNames.end(), [](const std::string& n) { return n.empty(); });
    if (unnamed || key(nameA) == key(nameB)) return {};
    const bool samePlayers = std::all_of(playerNames.begin(), playerNames.end(), [&](const std::string& n) {
        return key(n) == key(nameA) || key(n) == key(nameB);
    });
    if (!samePlayers) {
        std::string logPlayers;
        for (const auto& n : playerNames) logPlayers += (logPlayers.empty() ? "" : " and ") + n;
        return "the log is a game of " + logPlayers + ", not of " + nameA + " and " + nameB;
    }
    const Result& result = *pairing.result;
    const bool decisive = result.outcome == Outcome::Capture || result.outcome == Outcome::Elimination;
    if (winnerName.empty()) {
        if (result.winner && decisive) {
            return "the log ends without a winner, but " + nameOfPlayer(*result.winner) + " is entered as winning by " +
                   std::string(outcomeName(result.outcome));
        }
        return {};
    }
    if (!result.winner) return "the log has " + winnerName + " winning by " + winBy + ", but a draw is entered";
    if (key(nameOfPlayer(*result.winner)) != key(winnerName)) {
        return "the log has " + winnerName + " winning by " + winBy + ", but " + nameOfPlayer(*result.winner) +
               " is entered as the winner";
    }
    if (decisive && outcomeName(result.outcome) != winBy) {
        return "the log has a win by " + winBy + ", but " + std::string(outcomeName(result.outcome)) + " is entered";
    }
    return {};
}

std::size_t gameAtTable(const Event& event, int round, int table) {
    if (round < 1 || round > static_cast<int>(event.rounds.size())) {
        throw EventStoreError("the event \"" + event.settings.name + "\" has no round " + std::to_string(round));
    }
    const auto& pairings = event.rounds[static_cast<std::size_t>(round - 1)].pairings;
    for (std::size_t i = 0; i < pairings.size(); ++i) {
        if (pairings[i].table && *pairings[i].table == table) return i;
    }
    throw EventStoreError("round " + std::to_string(round) + " has no game at table " + std::to_string(table));
}

EventStore::EventStore(db::Database& database)
    : owned_(std::make_unique<db::EventRepository>(database)), repo_(*owned_) {}

std::vector<EventSummary> EventStore::list() {
    std::vector<EventSummary> out;
    for (const auto& e : repo_.events()) out.push_back({e.id, e.name, e.date, e.status});
    return out;
}

bool EventStore::exists(db::RowId id) {
    return repo_.event(id).has_value();
}

db::RowId EventStore::find(const std::string& idOrName) {
    // Every event the text could mean: the one with that id (all digits, in range) and those with that name.
    std::vector<db::EventRecord> candidates;
    db::RowId id = 0;
    const auto [end, error] = std::from_chars(idOrName.data(), idOrName.data() + idOrName.size(), id);
    if (!idOrName.empty() && error == std::errc() && end == idOrName.data() + idOrName.size() && id > 0) {
        if (auto rec = repo_.event(id)) candidates.push_back(*rec);
    }
    for (const auto& rec : repo_.events()) {
        if (rec.name == idOrName && (candidates.empty() || candidates.front().id != rec.id)) candidates.push_back(rec);
    }
    if (candidates.size() == 1) return candidates.front().id;
    const std::string shown = domain::text::printable(idOrName);
    if (candidates.empty()) throw EventStoreError("no event \"" + shown + "\" in the database");
    std::string which;
    for (const auto& rec : candidates) {
        which += (which.empty() ? "" : ", ") + std::string("event ") + std::to_string(rec.id) + " (\"" +
                 domain::text::printable(rec.name) + "\"" + (rec.date.empty() ? "" : ", " + rec.date) + ")";
    }
    throw EventStoreError("\"" + shown + "\" could mean " + which + "; give the event's id");
}

StoredEvent EventStore::load(db::RowId id) {
    StoredEvent stored;
    stored.id = id;
    repo_.database().read("reading event " + std::to_string(id), [&] {
        const auto rec = repo_.event(id);
        if (!rec) throw EventStoreError("no event with id " + std::to_string(id));
        const json settings = parseJsonColumn(rec->settings);
        Event& event = stored.event;
        if (settings.contains("tournament")) {
            event.settings = EventIO::settingsFromJson(settings.at("tournament"), "event " + std::to_string(id));
        }
        event.settings.name = rec->name;
        event.settings.date = rec->date;
        event.settings.location = rec->location;
        event.settings.organiser = rec->organiser;
        event.settings.edition = rec->edition;
        event.settings.eventFormat = rec->eventFormat;
        event.settings.forceSize = rec->forceSize;
        event.settings.swissRounds = rec->roundCount;

        std::map<db::RowId, std::string> clubs;
        for (const auto& c : repo_.clubs()) clubs[c.id] = c.name;
        std::map<db::RowId, std::string> rosters;
        for (const auto& r : repo_.registrations(id)) {
            if (r.rosterJson) rosters[r.playerId] = *r.rosterJson;
        }
        const json extras = settings.value("players", json::object());
        for (const auto& pr : repo_.players(id)) {
            Player p;
            p.id = pr.id;
            p.name = pr.name;
            if (pr.clubId) p.club = clubs[*pr.clubId];
            p.dropped = pr.dropped;
            p.droppedAfterRound = pr.droppedAfterRound;
            p.entryScore = halfPointsFromDouble(pr.lateEntryScore).value_or(0);
            p.rank = pr.seed;
            const std::string key = std::to_string(pr.id);
            if (extras.is_object() && extras.contains(key) && extras[key].is_object()) {
                const json& x = extras[key];
                p.joinedRound = x.value("joinedRound", 1);
                if (x.contains("fixedTable")) p.fixedTable = x["fixedTable"].get<int>();
                p.rejoinedRound = x.value("rejoinedRound", 0);
                p.checkedIn = x.value("checkedIn", false);
            }
            if (auto it = rosters.find(pr.id); it != rosters.end()) {
                json roster = json::parse(it->second, nullptr, false);
                if (!roster.is_discarded()) p.roster = roster;
            }
            event.players.push_back(std::move(p));
        }
        if (const auto avoid = settings.find("avoid"); avoid != settings.end() && avoid->is_array()) {
            for (const auto& a : *avoid) {
                if (!a.is_object()) continue;
                event.avoid.push_back({a.value("a", PlayerId{0}), a.value("b", PlayerId{0}), a.value("reason", "")});
            }
        }
        std::map<db::RowId, std::vector<db::MatchLogRecord>> logsByPairing;
        for (const auto& logRow : repo_.matchLogs(id)) {  // oldest first
            if (logRow.pairingId) logsByPairing[*logRow.pairingId].push_back(logRow);
        }
        auto rounds = repo_.rounds(id);
        std::sort(rounds.begin(), rounds.end(), [](const auto& x, const auto& y) { return x.number < y.number; });
        for (const auto& rr : rounds) {
            Round round;
            round.number = rr.number;
            const json rs = parseJsonColumn(rr.settings);
            round.kind = rs.value("kind", std::string("swiss")) == "top-cut" ? RoundKind::TopCut : RoundKind::Swiss;
            if (rs.contains("notes")) round.notes = rs.at("notes").get<std::vector<std::string>>();
            stored.roundRows[round.number] = rr.id;
            auto pairings = repo_.pairings(rr.id);
            // Games in table order, the bye last (as the pairer writes them).
            std::stable_sort(pairings.begin(), pairings.end(), [](const auto& x, const auto& y) {
                if (x.isBye() != y.isBye()) return !x.isBye();
                if (x.tableNumber != y.tableNumber) return x.tableNumber.value_or(0) < y.tableNumber.value_or(0);
                return x.id < y.id;
            });
            for (const auto& pr : pairings) {
                Pairing p;
                p.table = pr.tableNumber;
                p.a = pr.playerA;
                p.b = pr.playerB;
                const json flags = parseJsonColumn(pr.flags);
                if (flags.is_array()) p.flags = flags.get<std::vector<std::string>>();
                if (auto res = repo_.result(pr.id)) p.result = resultFrom(*res);
                const GameKey key{round.number, round.pairings.size()};
                if (auto logs = logsByPairing.find(pr.id); logs != logsByPairing.end()) {
                    for (const auto& logRow : logs->second) p.logs.push_back(gameLog(logRow));
                    stored.logs[key] = StoredLog::fromGameLog(p.logs.back(), logs->second.back().id);
                }
                stored.pairingRows[key] = pr.id;
                round.pairings.push_back(std::move(p));
            }
            event.rounds.push_back(std::move(round));
        }
    });
    return stored;
}

template <typename Change>
auto EventStore::command(db::RowId event, const std::string& what, Change&& change) {
    using Out = decltype(change(std::declval<StoredEvent&>()));
    if constexpr (std::is_void_v<Out>) {
        repo_.database().write(what, [&] {
            StoredEvent stored = load(event);
            change(stored);
        });
    } else {
        std::optional<Out> out;
        repo_.database().write(what, [&] {
            StoredEvent stored = load(event);
            out.emplace(change(stored));
        });
        return std::move(*out);
    }
}

void EventStore::audit(db::RowId event, const std::string& who, const std::string& action, const std::string& entity,
                       std::optional<db::RowId> entityId, const std::string& oldValue, const std::string& newValue) {
    db::AuditRecord entry;
    entry.eventId = event;
    entry.who = who;
    entry.action = action;
    entry.entity = entity;
    entry.entityId = entityId;
    if (!oldValue.empty()) entry.oldValue = oldValue;
    if (!newValue.empty()) entry.newValue = newValue;
    repo_.addAudit(entry);
}

void EventStore::writeEventRow(db::RowId id, const Event& event) {
    db::EventRecord rec = eventRecord(event);
    rec.id = id;
    repo_.updateEvent(rec);
}

void EventStore::writePlayerRow(db::RowId event, const Player& player) {
    repo_.updatePlayer(playerRecord(repo_, event, player));
}

void EventStore::writeRoundSettings(db::RowId roundRow, const Round& round) {
    db::RoundRecord rr;
    rr.id = roundRow;
    rr.number = round.number;
    rr.status = round.finished() ? "finished" : "paired";
    rr.settings = json{{"kind", round.kind == RoundKind::Swiss ? "swiss" : "top-cut"}, {"notes", round.notes}}.dump();
    repo_.updateRound(rr);
}

db::RowId EventStore::insertPairing(db::RowId event, db::RowId roundRow, const Pairing& p, const std::string& who) {
    const db::RowId pairingId = repo_.addPairing(pairingRecord(roundRow, p));
    if (p.result) repo_.setResult(resultRecord(pairingId, *p.result), who);
    for (const auto& log : p.logs) repo_.addMatchLog(logRecord(event, pairingId, log));
    return pairingId;
}

db::RowId EventStore::insertRound(db::RowId event, const Round& round, const std::string& who) {
    db::RoundRecord rr;
    rr.eventId = event;
    rr.number = round.number;
    rr.status = round.finished() ? "finished" : "paired";
    rr.settings = json{{"kind", round.kind == RoundKind::Swiss ? "swiss" : "top-cut"}, {"notes", round.notes}}.dump();
    const db::RowId roundId = repo_.addRound(rr);
    for (const auto& p : round.pairings) insertPairing(event, roundId, p, who);
    return roundId;
}

db::RowId EventStore::create(const Event& event, const std::string& who) {
    db::RowId id = 0;
    repo_.database().write("creating an event", [&] {
        id = repo_.createEvent(eventRecord(Event{event.settings, {}, {}, {}}));
        std::map<PlayerId, PlayerId> newIds;
        Event stored = event;
        for (auto& p : stored.players) {
            db::PlayerRecord rec = playerRecord(repo_, id, p);
            rec.id = 0;
            const db::RowId row = repo_.addPlayer(rec);
            newIds[p.id] = row;
            if (p.roster) {
                db::RegistrationRecord reg;
                reg.eventId = id;
                reg.playerId = row;
                reg.rosterJson = p.roster->dump();
                repo_.registerPlayer(reg);
            }
            p.id = row;
        }
        for (auto& a : stored.avoid) {
            a.a = newIds.at(a.a);
            a.b = newIds.at(a.b);
        }
        for (auto& r : stored.rounds) {
            for (auto& p : r.pairings) {
                p.a = newIds.at(p.a);
                if (p.b) p.b = newIds.at(*p.b);
                if (p.result && p.result->winner) p.result->winner = newIds.at(*p.result->winner);
            }
            insertRound(id, r, who);
        }
        writeEventRow(id, stored);
        audit(id, who, event.rounds.empty() && event.players.empty() ? "event.create" : "event.import", "events", id,
              "",
              json{{"name", event.settings.name}, {"players", event.players.size()}, {"rounds", event.rounds.size()}}
                  .dump());
    });
    return id;
}

PlayerId EventStore::addPlayer(db::RowId eventId, Player player, std::optional<HalfPoints> entryScore,
                               const RosterCheck& check, const std::string& who) {
    return command(eventId, "registering a player", [&](StoredEvent& stored) {
        // The event's own rules for a new player (name given, late entries join the next round).
        Event changed = stored.event;
        player.id = 0;
        const PlayerId provisional = changed.addPlayer(std::move(player));
        Player added = *changed.findPlayer(provisional);
        if (entryScore) added.entryScore = *entryScore;
        db::PlayerRecord rec = playerRecord(repo_, eventId, added);
        rec.id = 0;
        const PlayerId id = repo_.addPlayer(rec);
        if (added.roster) {
            db::RegistrationRecord reg;
            reg.eventId = eventId;
            reg.playerId = id;
            reg.rosterJson = added.roster->dump();
            reg.verdict = check.verdict;
            reg.verdictDetails = check.detailsJson;
            repo_.registerPlayer(reg);
        }
        changed.players.back().id = id;
        changed.players.back().entryScore = added.entryScore;
        writeEventRow(eventId, changed);  // late entry, fixed table, check-in live in the event's settings
        json now = playerJson(changed.players.back());
        now["roster"] = check.verdict;
        audit(eventId, who, "player.add", "players", id, "", now.dump());
        return id;
    });
}

void EventStore::editPlayer(db::RowId eventId, const Player& edited, const std::optional<RosterCheck>& check,
                            const std::string& who) {
    command(eventId, "changing a player", [&](StoredEvent& stored) {
        Player* player = stored.event.findPlayer(edited.id);
        if (player == nullptr) throw EventStoreError("no player with id " + std::to_string(edited.id));
        if (edited.name.empty()) throw EventError("a player needs a name");
        const json before = playerJson(*player);
        player->name = edited.name;
        player->club = edited.club;
        player->rank = edited.rank;
        player->fixedTable = edited.fixedTable;
        if (check) {
            player->roster = edited.roster;
            db::RegistrationRecord reg;
            reg.eventId = eventId;
            reg.playerId = edited.id;
            if (edited.roster) reg.rosterJson = edited.roster->dump();
            reg.verdict = edited.roster ? check->verdict : "unchecked";
            reg.verdictDetails = check->detailsJson;
            repo_.registerPlayer(reg);
        }
        writePlayerRow(eventId, *player);
        writeEventRow(eventId, stored.event);
        audit(eventId, who, "player.edit", "players", edited.id, before.dump(), playerJson(*player).dump());
    });
}

void EventStore::setCheckedIn(db::RowId eventId, PlayerId playerId, bool checkedIn, const std::string& who) {
    command(eventId, "checking in a player", [&](StoredEvent& stored) {
        Player* player = stored.event.findPlayer(playerId);
        if (player == nullptr) throw EventStoreError("no player with id " + std::to_string(playerId));
        player->checkedIn = checkedIn;
        writeEventRow(eventId, stored.event);
        audit(eventId, who, checkedIn ? "player.check-in" : "player.check-out", "players", playerId, "",
              json{{"name", player->name}}.dump());
    });
}

void EventStore::dropPlayer(db::RowId eventId, PlayerId playerId, const std::string& who) {
    command(eventId, "dropping a player", [&](StoredEvent& stored) {
        const json before = playerJson(stored.event.player(playerId));
        stored.event.dropPlayer(playerId);
        const Player& player = stored.event.player(playerId);
        writePlayerRow(eventId, player);
        writeEventRow(eventId, stored.event);
        audit(eventId, who, "player.drop", "players", playerId, before.dump(), playerJson(player).dump());
    });
}

void EventStore::undoDrop(db::RowId eventId, PlayerId playerId, const std::string& who) {
    command(eventId, "taking back a drop", [&](StoredEvent& stored) {
        const json before = playerJson(stored.event.player(playerId));
        stored.event.undoDrop(playerId);
        const Player& player = stored.event.player(playerId);
        writePlayerRow(eventId, player);
        writeEventRow(eventId, stored.event);
        audit(eventId, who, "player.undo-drop", "players", playerId, before.dump(), playerJson(player).dump());
    });
}

void EventStore::keepApart(db::RowId eventId, PlayerId a, PlayerId b, const std::string& reason,
                           const std::string& who) {
    command(eventId, "keeping two players apart", [&](StoredEvent& stored) {
        Event& event = stored.event;
        (void)event.player(a);
        (void)event.player(b);
        if (a == b) throw EventError("a player cannot be kept apart from themself");
        if (event.mustNotMeet(a, b))
            throw EventError(nameOf(event, a) + " and " + nameOf(event, b) + " are already kept apart");
        event.avoid.push_back({a, b, reason});
        writeEventRow(eventId, event);
        audit(eventId, who, "players.keep-apart", "events", eventId, "",
              json{{"a", a}, {"aName", nameOf(event, a)}, {"b", b}, {"bName", nameOf(event, b)}, {"reason", reason}}
                  .dump());
    });
}

void EventStore::allowToMeet(db::RowId eventId, PlayerId a, PlayerId b, const std::string& who) {
    command(eventId, "letting two players meet", [&](StoredEvent& stored) {
        Event& event = stored.event;
        const auto before = event.avoid.size();
        event.avoid.erase(
            std::remove_if(event.avoid.begin(), event.avoid.end(),
                           [&](const Avoidance& x) { return (x.a == a && x.b == b) || (x.a == b && x.b == a); }),
            event.avoid.end());
        if (event.avoid.size() == before)
            throw EventError(nameOf(event, a) + " and " + nameOf(event, b) + " are not kept apart");
        writeEventRow(eventId, event);
        audit(eventId, who, "players.allow-meeting", "events", eventId,
              json{{"a", a}, {"aName", nameOf(event, a)}, {"b", b}, {"bName", nameOf(event, b)}}.dump(), "");
    });
}

void EventStore::updateSettings(db::RowId eventId, const EventSettings& settings, const std::string& who) {
    command(eventId, "changing the event's settings", [&](StoredEvent& stored) {
        if (settings.name.empty()) throw EventError("an event needs a name");
        const json before = EventIO::settingsToJson(stored.event.settings);
        stored.event.settings = settings;
        writeEventRow(eventId, stored.event);
        audit(eventId, who, "event.settings", "events", eventId, before.dump(),
              EventIO::settingsToJson(settings).dump());
    });
}

int EventStore::pairNextRound(db::RowId eventId, const PairOptions& options, const std::string& who) {
    return command(eventId, "pairing the next round", [&](StoredEvent& stored) {
        const Round& round = SwissPairer::addNextRound(stored.event, options);
        const db::RowId row = insertRound(eventId, round, who);
        writeEventRow(eventId, stored.event);
        audit(eventId, who, "round.pair", "rounds", row, "", roundJson(stored.event, round).dump());
        return round.number;
    });
}

int EventStore::pairTopCut(db::RowId eventId, const std::string& who) {
    return command(eventId, "pairing the top cut", [&](StoredEvent& stored) {
        const Round& round = TopCut::addNextRound(stored.event);
        const db::RowId row = insertRound(eventId, round, who);
        writeEventRow(eventId, stored.event);
        audit(eventId, who, "round.top-cut", "rounds", row, "", roundJson(stored.event, round).dump());
        return round.number;
    });
}

ChangeReport EventStore::repairLastRound(db::RowId eventId, const PairOptions& options, const std::string& who) {
    return command(eventId, "pairing the last round again", [&](StoredEvent& stored) {
        if (stored.event.rounds.empty()) throw EventError("there is no round to pair again");
        const Round old = stored.event.rounds.back();
        const int number = old.number;
        ChangeReport report = SwissPairer::repairLastRound(stored.event, options);
        const Round& now = stored.event.rounds.back();
        const db::RowId roundRow = stored.roundRows.at(number);
        // Each new game takes over the row of the old game of the same players (result and logs stay).
        std::vector<bool> taken(old.pairings.size(), false);
        for (const auto& p : now.pairings) {
            std::optional<std::size_t> match;
            for (std::size_t i = 0; i < old.pairings.size() && !match; ++i) {
                if (!taken[i] && old.pairings[i].samePlayers(p)) match = i;
            }
            if (!match) {
                insertPairing(eventId, roundRow, Pairing{p.table, p.a, p.b, p.flags, p.result, {}}, who);
                continue;
            }
            taken[*match] = true;
            const db::RowId row = stored.pairingRows.at({number, *match});
            db::PairingRecord pr = pairingRecord(roundRow, p);
            pr.id = row;
            repo_.updatePairing(pr);
            const Pairing& before = old.pairings[*match];
            if (p.result != before.result) {
                if (p.result) {
                    repo_.setResult(resultRecord(row, *p.result), who);
                } else {
                    repo_.deleteResult(row);
                }
            }
        }
        // Old games that are gone: their result is discarded (kept in the audit row), their logs detached.
        for (std::size_t i = 0; i < old.pairings.size(); ++i) {
            if (taken[i]) continue;
            const db::RowId row = stored.pairingRows.at({number, i});
            repo_.moveMatchLogs(row, std::nullopt);
            repo_.deletePairing(row);
        }
        writeRoundSettings(roundRow, now);
        writeEventRow(eventId, stored.event);
        json newValue = roundJson(stored.event, now);
        newValue["discarded"] = report.discarded;
        audit(eventId, who, "round.repair", "rounds", roundRow, roundJson(stored.event, old).dump(), newValue.dump());
        return report;
    });
}

ChangeReport EventStore::swapPlayers(db::RowId eventId, PlayerId first, PlayerId second, bool discardResults,
                                     const std::string& who) {
    return command(eventId, "swapping two players", [&](StoredEvent& stored) {
        if (stored.event.rounds.empty()) throw EventError("there is no round to edit");
        const Round old = stored.event.rounds.back();
        const int number = old.number;
        ChangeReport report = SwissPairer::swapPlayers(stored.event, first, second, discardResults);
        const Round& now = stored.event.rounds.back();
        json before = json::array();
        json after = json::array();
        for (std::size_t i = 0; i < now.pairings.size(); ++i) {
            const Pairing& p = now.pairings[i];
            const Pairing& o = old.pairings[i];
            if (p.a == o.a && p.b == o.b && p.flags == o.flags) continue;
            const db::RowId row = stored.pairingRows.at({number, i});
            db::PairingRecord pr = pairingRecord(stored.roundRows.at(number), p);
            pr.id = row;
            repo_.updatePairing(pr);
            if (o.result && !p.result) repo_.deleteResult(row);
            if (!o.logs.empty() && p.logs.empty()) repo_.moveMatchLogs(row, std::nullopt);
            before.push_back(gameJson(stored.event, o));
            after.push_back(gameJson(stored.event, p));
        }
        writeRoundSettings(stored.roundRows.at(number), now);
        json newValue{
            {"round", number}, {"games", after}, {"discarded", report.discarded}, {"warnings", report.warnings}};
        audit(eventId, who, "round.swap", "rounds", stored.roundRows.at(number),
              json{{"round", number}, {"games", before}}.dump(), newValue.dump());
        return report;
    });
}

ChangeReport EventStore::setTable(db::RowId eventId, int round, std::size_t index, int table, const std::string& who) {
    return command(eventId, "moving a game to another table", [&](StoredEvent& stored) {
        const Round old = roundOf(stored.event, round);
        ChangeReport report = SwissPairer::setTable(stored.event, round, index, table);
        const Round& now = roundOf(stored.event, round);
        for (std::size_t i = 0; i < now.pairings.size(); ++i) {
            if (now.pairings[i].table == old.pairings[i].table) continue;
            db::PairingRecord pr = pairingRecord(stored.roundRows.at(round), now.pairings[i]);
            pr.id = stored.pairingRows.at({round, i});
            repo_.updatePairing(pr);
        }
        audit(eventId, who, "pairing.table", "pairings", stored.pairingRows.at({round, index}),
              gameJson(stored.event, old.pairings[index]).dump(), gameJson(stored.event, now.pairings[index]).dump());
        return report;
    });
}

void EventStore::setPinned(db::RowId eventId, std::size_t index, bool pinned, const std::string& who) {
    command(eventId, pinned ? "pinning a game" : "unpinning a game", [&](StoredEvent& stored) {
        if (stored.event.rounds.empty()) throw EventError("there is no round to edit");
        Round& round = stored.event.rounds.back();
        if (index >= round.pairings.size()) throw EventStoreError("the last round has no such game");
        Pairing& p = round.pairings[index];
        auto& flags = p.flags;
        flags.erase(std::remove(flags.begin(), flags.end(), std::string("pinned")), flags.end());
        if (pinned) p.addFlag("pinned");
        db::PairingRecord pr = pairingRecord(stored.roundRows.at(round.number), p);
        pr.id = stored.pairingRows.at({round.number, index});
        repo_.updatePairing(pr);
        audit(eventId, who, pinned ? "pairing.pin" : "pairing.unpin", "pairings", pr.id, "",
              gameJson(stored.event, p).dump());
    });
}

void EventStore::setResult(db::RowId eventId, int round, PlayerId player, const Result& result,
                           const std::string& who) {
    command(eventId, "entering a result", [&](StoredEvent& stored) {
        Round& r = roundOf(stored.event, round);
        const Pairing* before = r.pairingOf(player);
        const bool hadResult = before != nullptr && before->result.has_value();
        stored.event.setResult(round, player, result);
        const Pairing* pairing = r.pairingOf(player);
        const auto index = static_cast<std::size_t>(pairing - r.pairings.data());
        const db::RowId row = stored.pairingRows.at({round, index});
        repo_.setResult(resultRecord(row, result), who);  // a correction is audited by the repository
        if (!hadResult) {
            audit(eventId, who, "result.enter", "pairings", row, "", gameJson(stored.event, *pairing).dump());
        }
        writeRoundSettings(stored.roundRows.at(round), r);
        writeEventRow(eventId, stored.event);
    });
}

StoredLog EventStore::attachLog(db::RowId eventId, int round, std::size_t pairingIndex, const std::string& text,
                                const rules::MatchVerdict& verdict, const std::string& who) {
    return command(eventId, "attaching a match log", [&](StoredEvent& stored) {
        const auto row = stored.pairingRows.find({round, pairingIndex});
        if (row == stored.pairingRows.end()) {
            throw EventStoreError("round " + std::to_string(round) + " of \"" + stored.event.settings.name +
                                  "\" has no game " + std::to_string(pairingIndex + 1));
        }
        const Pairing& pairing = roundOf(stored.event, round).pairings.at(pairingIndex);
        if (pairing.isBye()) throw EventStoreError("a bye has no game to attach a match log to");
        // A judge's log from a position is a question about one moment, not the game played at the table.
        if (verdict.fromPosition)
            throw EventStoreError(verdict.file +
                                  ": this log starts from a position, not from the setup: it is not a whole game and "
                                  "cannot be attached to a result (nothing was stored)");
        GameLog log;
        log.text = text;
        log.verdict = std::string(rules::toString(verdict.status));
        log.details = verdictDetails(verdict);
        log.submittedBy = who;
        db::MatchLogRecord rec = logRecord(eventId, row->second, log);
        rec.submittedAt.clear();
        rec.id = repo_.addMatchLog(rec);
        audit(eventId, who, "log.attach", "match_logs", rec.id, "",
              json{{"game", gameJson(stored.event, pairing)}, {"verdict", log.verdict}}.dump());
        return StoredLog::fromGameLog(log, rec.id);
    });
}

std::vector<HistoryEntry> EventStore::history(db::RowId eventId) {
    std::vector<HistoryEntry> out;
    for (const auto& row : repo_.audit(eventId)) {
        HistoryEntry entry;
        entry.at = row.at;
        entry.who = row.who;
        entry.action = row.action;
        const json value = parseJsonColumn(row.newValue.value_or(row.oldValue.value_or("{}")));
        if (value.is_object()) {
            if (value.contains("name") && value["name"].is_string()) entry.summary = value["name"].get<std::string>();
            if (value.contains("round") && value["round"].is_number()) {
                entry.summary = "round " + std::to_string(value["round"].get<int>());
            }
            if (value.contains("discarded") && value["discarded"].is_array() && !value["discarded"].empty()) {
                entry.summary += "; discarded: " + std::to_string(value["discarded"].size());
            }
        }
        out.push_back(std::move(entry));
    }
    return out;
}

}  // namespace muster::services
