#include "muster/services/EventStore.h"

#include <algorithm>
#include <cctype>

#include "muster/rules/tournament/EventIO.h"

namespace muster::services {

using namespace rules::tournament;
using nlohmann::json;

namespace {

json parseJsonColumn(const std::string& text) {
    json j = json::parse(text, nullptr, false);
    return j.is_discarded() ? json::object() : j;
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
    rec.status = event.rounds.empty() ? "setup" : "running";
    json settings{{"tournament", EventIO::settingsToJson(s)}, {"players", json::object()}};
    for (const auto& p : event.players) {
        json extra = json::object();
        if (p.joinedRound != 1) extra["joinedRound"] = p.joinedRound;
        if (p.fixedTable) extra["fixedTable"] = *p.fixedTable;
        if (!extra.empty()) settings["players"][std::to_string(p.id)] = extra;
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

db::ResultRecord resultRecord(db::RowId pairingId, const Result& r) {
    db::ResultRecord rec;
    rec.pairingId = pairingId;
    rec.winner = r.winner;
    rec.outcome = std::string(outcomeName(r.outcome));
    rec.terrainsCapturedA = r.terrains[0];
    rec.terrainsCapturedB = r.terrains[1];
    rec.healthKilledA = r.health[0];
    rec.healthKilledB = r.health[1];
    return rec;
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

StoredLog storedLog(const db::MatchLogRecord& rec) {
    StoredLog log;
    log.id = rec.id;
    log.text = rec.text;
    log.verdict = rec.verdict;
    log.submittedBy = rec.submittedBy;
    log.submittedAt = rec.submittedAt;
    const json details = parseJsonColumn(rec.verdictDetails);
    if (details.is_object()) {
        log.turn = details.value("turn", 0);
        log.line = details.value("line", 0);
        log.message = details.value("message", std::string());
        log.winnerName = details.value("winnerName", std::string());
        log.winBy = details.value("winBy", std::string());
        if (const auto players = details.find("players"); players != details.end() && players->is_array()) {
            for (const auto& name : *players) {
                if (name.is_string()) log.playerNames.push_back(name.get<std::string>());
            }
        }
    }
    return log;
}

bool samePairings(const Round& x, const Round& y) {
    if (x.pairings.size() != y.pairings.size() || x.kind != y.kind || x.notes != y.notes) return false;
    for (std::size_t i = 0; i < x.pairings.size(); ++i) {
        const auto& p = x.pairings[i];
        const auto& q = y.pairings[i];
        if (p.a != q.a || p.b != q.b || p.table != q.table || p.flags != q.flags) return false;
    }
    return true;
}

}  // namespace

std::string StoredLog::summary() const {
    if (verdict == "inconsistent" && turn > 0) return "inconsistent at turn " + std::to_string(turn);
    return verdict;
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
    auto nameOf = [&event](PlayerId playerId) {
        const Player* player = event.findPlayer(playerId);
        return player != nullptr ? player->name : std::string();
    };
    const std::string nameA = nameOf(pairing.a);
    const std::string nameB = nameOf(*pairing.b);
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
            return "the log ends without a winner, but " + nameOf(*result.winner) + " is entered as winning by " +
                   std::string(outcomeName(result.outcome));
        }
        return {};
    }
    if (!result.winner) return "the log has " + winnerName + " winning by " + winBy + ", but a draw is entered";
    if (key(nameOf(*result.winner)) != key(winnerName)) {
        return "the log has " + winnerName + " winning by " + winBy + ", but " + nameOf(*result.winner) +
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

db::RowId EventStore::find(const std::string& idOrName) {
    if (!idOrName.empty() &&
        std::all_of(idOrName.begin(), idOrName.end(), [](char c) { return std::isdigit(c) != 0; })) {
        const auto id = static_cast<db::RowId>(std::stoll(idOrName));
        if (repo_.event(id)) return id;
    }
    if (auto rec = repo_.findEvent(idOrName)) return rec->id;
    throw EventStoreError("no event \"" + idOrName + "\" in the database");
}

StoredEvent EventStore::load(db::RowId id) {
    StoredEvent stored;
    stored.id = id;
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
        if (extras.contains(key)) {
            p.joinedRound = extras[key].value("joinedRound", 1);
            if (extras[key].contains("fixedTable")) p.fixedTable = extras[key]["fixedTable"].get<int>();
        }
        if (auto it = rosters.find(pr.id); it != rosters.end()) {
            json roster = json::parse(it->second, nullptr, false);
            if (!roster.is_discarded()) p.roster = roster;
        }
        event.players.push_back(std::move(p));
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
        std::sort(pairings.begin(), pairings.end(), [](const auto& x, const auto& y) { return x.id < y.id; });
        for (const auto& pr : pairings) {
            Pairing p;
            p.table = pr.tableNumber;
            p.a = pr.playerA;
            p.b = pr.playerB;
            const json flags = parseJsonColumn(pr.flags);
            if (flags.is_array()) p.flags = flags.get<std::vector<std::string>>();
            if (auto res = repo_.result(pr.id)) {
                Result r;
                r.winner = res->winner;
                r.outcome = parseOutcome(res->outcome).value_or(Outcome::Capture);
                r.terrains = {res->terrainsCapturedA, res->terrainsCapturedB};
                r.health = {res->healthKilledA, res->healthKilledB};
                p.result = r;
            }
            stored.pairingRows[{round.number, round.pairings.size()}] = pr.id;
            round.pairings.push_back(std::move(p));
        }
        event.rounds.push_back(std::move(round));
    }
    std::map<db::RowId, GameKey> games;
    for (const auto& [key, row] : stored.pairingRows) games[row] = key;
    for (const auto& logRow : repo_.matchLogs(id)) {  // oldest first: the newest of a game wins
        if (!logRow.pairingId) continue;
        if (auto it = games.find(*logRow.pairingId); it != games.end()) stored.logs[it->second] = storedLog(logRow);
    }
    return stored;
}

db::RowId EventStore::create(const Event& event) {
    db::RowId id = 0;
    repo_.database().write("event import", [&] {
        id = repo_.createEvent(eventRecord(event));
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
        for (auto& r : stored.rounds) {
            for (auto& p : r.pairings) {
                p.a = newIds.at(p.a);
                if (p.b) p.b = newIds.at(*p.b);
                if (p.result && p.result->winner) p.result->winner = newIds.at(*p.result->winner);
            }
        }
        StoredEvent empty;
        empty.id = id;
        empty.event.players = stored.players;
        save(empty, stored, "import");
    });
    return id;
}

void EventStore::save(const StoredEvent& stored, const Event& changed, const std::string& who) {
    repo_.database().write("event update", [&] {
        db::EventRecord rec = eventRecord(changed);
        rec.id = stored.id;
        if (auto old = repo_.event(stored.id)) rec.createdAt = old->createdAt;
        repo_.updateEvent(rec);
        for (const auto& p : changed.players) {
            const Player* before = stored.event.findPlayer(p.id);
            if (before == nullptr) continue;  // players are added through the repository first
            repo_.updatePlayer(playerRecord(repo_, stored.id, p));
        }
        for (const auto& round : changed.rounds) {
            const auto idx = static_cast<std::size_t>(round.number - 1);
            const Round* before = idx < stored.event.rounds.size() ? &stored.event.rounds[idx] : nullptr;
            if (before != nullptr && samePairings(*before, round)) {
                for (std::size_t i = 0; i < round.pairings.size(); ++i) {
                    const auto& p = round.pairings[i];
                    if (p.result && p.result != before->pairings[i].result) {
                        repo_.setResult(resultRecord(stored.pairingRows.at({round.number, i}), *p.result), who);
                    }
                }
                continue;
            }
            if (before != nullptr) repo_.deleteRound(stored.roundRows.at(round.number));
            db::RoundRecord rr;
            rr.eventId = stored.id;
            rr.number = round.number;
            rr.status = round.finished() ? "finished" : "paired";
            rr.settings =
                json{{"kind", round.kind == RoundKind::Swiss ? "swiss" : "top-cut"}, {"notes", round.notes}}.dump();
            const db::RowId roundId = repo_.addRound(rr);
            for (const auto& p : round.pairings) {
                db::PairingRecord pr;
                pr.roundId = roundId;
                pr.tableNumber = p.table;
                pr.playerA = p.a;
                pr.playerB = p.b;
                pr.flags = json(p.flags).dump();
                const db::RowId pairingId = repo_.addPairing(pr);
                if (p.result) repo_.setResult(resultRecord(pairingId, *p.result), who);
            }
        }
        for (std::size_t i = changed.rounds.size(); i < stored.event.rounds.size(); ++i) {
            repo_.deleteRound(stored.roundRows.at(stored.event.rounds[i].number));
        }
    });
}

PlayerId EventStore::addPlayer(const StoredEvent& stored, Player player, std::optional<HalfPoints> entryScore,
                               const RosterCheck& check) {
    // The event's own rules for a new player (name given, late entries join the next round).
    Event changed = stored.event;
    player.id = 0;
    const PlayerId provisional = changed.addPlayer(std::move(player));
    Player& added = *changed.findPlayer(provisional);
    if (entryScore) added.entryScore = *entryScore;
    PlayerId id = 0;
    repo_.database().write("registering a player", [&] {
        db::PlayerRecord rec = playerRecord(repo_, stored.id, added);
        rec.id = 0;
        id = repo_.addPlayer(rec);
        if (added.roster) {
            db::RegistrationRecord reg;
            reg.eventId = stored.id;
            reg.playerId = id;
            reg.rosterJson = added.roster->dump();
            reg.verdict = check.verdict;
            reg.verdictDetails = check.detailsJson;
            repo_.registerPlayer(reg);
        }
        added.id = id;  // late entry and fixed table live in the event's settings
        save(stored, changed);
    });
    return id;
}

StoredLog EventStore::attachLog(const StoredEvent& stored, int round, std::size_t pairingIndex, const std::string& text,
                                const rules::MatchVerdict& verdict, const std::string& who) {
    const auto row = stored.pairingRows.find({round, pairingIndex});
    if (row == stored.pairingRows.end()) {
        throw EventStoreError("round " + std::to_string(round) + " of \"" + stored.event.settings.name +
                              "\" has no game " + std::to_string(pairingIndex + 1));
    }
    const Pairing& pairing = stored.event.rounds.at(static_cast<std::size_t>(round - 1)).pairings.at(pairingIndex);
    if (pairing.isBye()) throw EventStoreError("a bye has no game to attach a match log to");
    db::MatchLogRecord rec;
    rec.eventId = stored.id;
    rec.pairingId = row->second;
    rec.text = text;
    rec.verdict = std::string(rules::toString(verdict.status));
    rec.verdictDetails = verdictDetails(verdict).dump();
    rec.submittedBy = who;
    repo_.database().write("attaching a match log", [&] { rec.id = repo_.addMatchLog(rec); });
    return storedLog(rec);
}

}  // namespace muster::services
