#include "muster/services/PlayerReports.h"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>

#include "ReportForm.h"
#include "muster/services/PlayerCode.h"

namespace muster::services {

using namespace rules::tournament;
using nlohmann::json;

namespace {

ReportedResult reportOf(const db::PlayerReportRecord& r) {
    ReportedResult out;
    out.winner = r.winner;
    out.outcome = parseOutcome(r.outcome).value_or(Outcome::Capture);
    out.terrains = {r.terrainsA, r.terrainsB};
    out.health = {r.healthA, r.healthB};
    return out;
}

std::string nameOf(const Event& event, PlayerId id) {
    const Player* p = event.findPlayer(id);
    return p != nullptr ? p->name : "#" + std::to_string(id);
}

json reportJson(const Event& event, int round, const Pairing& pairing, const ReportedResult& report) {
    return json{{"round", round},
                {"table", pairing.table ? json(*pairing.table) : json(nullptr)},
                {"a", pairing.a},
                {"aName", nameOf(event, pairing.a)},
                {"b", pairing.b ? json(*pairing.b) : json(nullptr)},
                {"bName", pairing.b ? json(nameOf(event, *pairing.b)) : json(nullptr)},
                {"winner", report.winner ? json(*report.winner) : json(nullptr)},
                {"outcome", std::string(outcomeName(report.outcome))},
                {"terrains", report.terrains},
                {"health", report.health}};
}

}  // namespace

Result ReportedResult::toResult() const {
    Result r;
    r.winner = winner;
    r.outcome = winner ? outcome : Outcome::Draw;
    r.terrains = terrains;
    r.health = health;
    return r;
}

bool ReportedResult::reportable(Outcome outcome) {
    return outcome == Outcome::Capture || outcome == Outcome::Elimination || outcome == Outcome::Time ||
           outcome == Outcome::Concession || outcome == Outcome::Draw;
}

std::string_view reportStateName(ReportState state) {
    switch (state) {
        case ReportState::None:
            return "none";
        case ReportState::Waiting:
            return "waiting";
        case ReportState::Agreed:
            return "pending";
        case ReportState::Differ:
            return "differ";
        case ReportState::Accepted:
            return "accepted";
        case ReportState::Entered:
            return "entered";
    }
    return "none";
}

std::string describeReport(const Event& event, const ReportedResult& report) {
    std::string text = report.winner
                           ? nameOf(event, *report.winner) + " wins by " + std::string(outcomeName(report.outcome))
                           : std::string("a draw");
    if (report.terrains != std::array<int, 2>{0, 0}) {
        text += fmt::format(", terrains {}-{}", report.terrains[0], report.terrains[1]);
    }
    if (report.health != std::array<int, 2>{0, 0}) {
        text += fmt::format(", health {}-{}", report.health[0], report.health[1]);
    }
    return text;
}

PlayerReports::PlayerReports(db::Database& database)
    : database_(database), events_(database), pages_(database), store_(events_) {}

std::map<PlayerId, std::string> PlayerReports::ensureCodes(db::RowId eventId) {
    std::map<PlayerId, std::string> codes;
    database_.write("giving players result codes", [&] {
        const StoredEvent stored = store_.load(eventId);
        codes = pages_.codes(eventId);
        std::vector<std::string> taken;
        for (const auto& [player, code] : codes) taken.push_back(code);
        for (const auto& player : stored.event.players) {
            if (codes.count(player.id) != 0) continue;
            std::string code;
            do {
                code = PlayerCode::generate();
            } while (std::find(taken.begin(), taken.end(), code) != taken.end());
            pages_.setCode(eventId, player.id, code);
            codes[player.id] = code;
            taken.push_back(code);
        }
    });
    return codes;
}

std::string PlayerReports::renewCode(db::RowId eventId, PlayerId player, const std::string& who) {
    std::string code;
    database_.write("giving a player a new result code", [&] {
        const StoredEvent stored = store_.load(eventId);
        const Player& p = stored.event.player(player);
        const auto codes = pages_.codes(eventId);
        do {
            code = PlayerCode::generate();
        } while (std::any_of(codes.begin(), codes.end(), [&](const auto& entry) { return entry.second == code; }));
        pages_.setCode(eventId, player, code);
        db::AuditRecord entry;
        entry.eventId = eventId;
        entry.who = who;
        entry.action = "player.new-code";
        entry.entity = "players";
        entry.entityId = player;
        entry.newValue = json{{"name", p.name}}.dump();  // never the code itself
        events_.addAudit(entry);
    });
    return code;
}

PlayerReports::Submitted PlayerReports::submit(db::RowId eventId, int round, int table, std::string_view typedCode,
                                               const ReportedResult& report) {
    Submitted out;
    database_.write("storing a player's report", [&] {
        const StoredEvent stored = store_.load(eventId);
        const Event& event = stored.event;
        if (!event.settings.playerReports) {
            throw ReportRefused(RefusalKind::Off, "this event does not take results from players; report at the desk");
        }
        if (event.rounds.empty() || round != static_cast<int>(event.rounds.size())) {
            throw ReportRefused(RefusalKind::RoundClosed,
                                event.rounds.empty() ? std::string("no round has been paired yet")
                                                     : fmt::format("round {} is not the current round; results of "
                                                                   "earlier rounds go through the desk",
                                                                   round));
        }
        const Round& current = event.rounds.back();
        std::optional<std::size_t> index;
        for (std::size_t i = 0; i < current.pairings.size(); ++i) {
            if (current.pairings[i].table && *current.pairings[i].table == table && !current.pairings[i].isBye()) {
                index = i;
            }
        }
        if (!index) throw ReportRefused(RefusalKind::BadInput, fmt::format("round {} has no table {}", round, table));
        const Pairing& pairing = current.pairings[*index];
        // The code must be one of this table's two players' (compared in constant time).
        const auto typed = PlayerCode::normalise(typedCode);
        std::optional<PlayerId> player;
        const auto codes = pages_.codes(eventId);
        for (const PlayerId candidate : {pairing.a, *pairing.b}) {
            const auto it = codes.find(candidate);
            if (typed && it != codes.end() && PlayerCode::same(*typed, it->second)) player = candidate;
        }
        if (!player) {
            throw ReportRefused(RefusalKind::WrongCode,
                                fmt::format("that code is not the code of a player at table {}", table));
        }
        if (pairing.result) {
            throw ReportRefused(RefusalKind::AlreadyIn,
                                fmt::format("the result of table {} is already in; ask the desk to correct it", table));
        }
        if (!ReportedResult::reportable(report.outcome) || (report.outcome == Outcome::Draw) != !report.winner ||
            (report.winner && !pairing.involves(*report.winner))) {
            throw ReportRefused(RefusalKind::BadInput, "that is not a result a player can report");
        }
        const auto sideOk = [](const std::array<int, 2>& v, int max) {
            return v[0] >= 0 && v[1] >= 0 && v[0] <= max && v[1] <= max;
        };
        if (!sideOk(report.terrains, 100) || !sideOk(report.health, 1000000)) {
            throw ReportRefused(RefusalKind::BadInput, "terrains or health out of range");
        }
        const db::RowId pairingRow = stored.pairingRows.at({round, *index});
        const auto before = pages_.reports(eventId);
        const auto earlier = std::find_if(before.begin(), before.end(), [&](const db::PlayerReportRecord& r) {
            return r.pairingId == pairingRow && r.playerId == *player;
        });
        out.changed = earlier == before.end() || !(reportOf(*earlier) == report);
        db::PlayerReportRecord record;
        record.eventId = eventId;
        record.pairingId = pairingRow;
        record.playerId = *player;
        record.winner = report.winner;
        record.outcome = std::string(outcomeName(report.winner ? report.outcome : Outcome::Draw));
        record.terrainsA = report.terrains[0];
        record.terrainsB = report.terrains[1];
        record.healthA = report.health[0];
        record.healthB = report.health[1];
        pages_.saveReport(record);
        if (out.changed) {
            db::AuditRecord entry;
            entry.eventId = eventId;
            entry.who = "player report";
            entry.action = "result.report";
            entry.entity = "pairings";
            entry.entityId = pairingRow;
            json value = reportJson(event, round, pairing, report);
            value["reportedBy"] = nameOf(event, *player);
            entry.newValue = value.dump();
            events_.addAudit(entry);
        }
        out.player = *player;
        out.game = games(stored, pages_.reports(eventId), round).at(*index);
    });
    return out;
}

std::vector<GameReports> PlayerReports::games(db::RowId eventId, int round) {
    std::vector<GameReports> out;
    database_.read("reading the reported results", [&] {
        const StoredEvent stored = store_.load(eventId);
        out = games(stored, pages_.reports(eventId), round);
    });
    return out;
}

std::vector<GameReports> PlayerReports::games(const StoredEvent& stored,
                                              const std::vector<db::PlayerReportRecord>& reports, int round) {
    std::vector<GameReports> out;
    const Event& event = stored.event;
    if (round < 1 || round > static_cast<int>(event.rounds.size())) return out;
    const Round& r = event.rounds[static_cast<std::size_t>(round - 1)];
    for (std::size_t i = 0; i < r.pairings.size(); ++i) {
        const Pairing& pairing = r.pairings[i];
        GameReports game;
        game.round = round;
        game.index = i;
        game.table = pairing.table;
        const auto row = stored.pairingRows.find({round, i});
        if (pairing.isBye() || row == stored.pairingRows.end()) {
            out.push_back(std::move(game));
            continue;
        }
        // Only reports of the game's own players that name one of them as the winner (a swap may have
        // changed who plays here since).
        std::vector<const db::PlayerReportRecord*> mine;
        bool accepted = false;
        for (const auto& rec : reports) {
            if (rec.pairingId != row->second || !pairing.involves(rec.playerId)) continue;
            if (rec.winner && !pairing.involves(*rec.winner)) continue;
            mine.push_back(&rec);
            accepted = accepted || rec.acceptedAt.has_value();
        }
        for (const auto* rec : mine) game.reportedBy.push_back(rec->playerId);
        if (pairing.result) {
            game.state = accepted ? ReportState::Accepted : ReportState::Entered;
            game.summary = accepted ? "accepted from the players' reports" : "";
        } else if (mine.empty()) {
            game.state = ReportState::None;
        } else if (mine.size() == 1) {
            game.state = ReportState::Waiting;
            const PlayerId other = mine[0]->playerId == pairing.a ? *pairing.b : pairing.a;
            game.summary = "reported by " + nameOf(event, mine[0]->playerId) + " (" +
                           describeReport(event, reportOf(*mine[0])) + "), waiting for " + nameOf(event, other);
        } else {
            const ReportedResult first = reportOf(*mine[0]);
            const ReportedResult second = reportOf(*mine[1]);
            if (first == second) {
                game.state = ReportState::Agreed;
                game.agreed = first;
                game.summary = "pending: " + describeReport(event, first);
            } else {
                game.state = ReportState::Differ;
                game.summary = "reports differ: " + nameOf(event, mine[0]->playerId) + " says " +
                               describeReport(event, first) + "; " + nameOf(event, mine[1]->playerId) + " says " +
                               describeReport(event, second);
            }
        }
        out.push_back(std::move(game));
    }
    return out;
}

Result PlayerReports::accept(db::RowId eventId, int round, std::size_t index, const std::string& who) {
    Result result;
    database_.write("accepting a reported result", [&] {
        const StoredEvent stored = store_.load(eventId);
        const auto all = games(stored, pages_.reports(eventId), round);
        if (index >= all.size()) {
            throw EventStoreError(
                fmt::format("round {} of \"{}\" has no game {}", round, stored.event.settings.name, index + 1));
        }
        const GameReports& game = all[index];
        const std::string table = game.table ? fmt::format("table {}", *game.table) : "the bye";
        if (game.state != ReportState::Agreed) {
            const std::string why = game.state == ReportState::Differ     ? game.summary
                                    : game.state == ReportState::Waiting  ? game.summary
                                    : game.state == ReportState::None     ? "no player has reported it"
                                    : game.state == ReportState::Accepted ? "its result is already accepted"
                                                                          : "its result is already entered";
            throw EventStoreError(fmt::format("round {}, {}: nothing to accept ({})", round, table, why));
        }
        const Pairing& pairing = stored.event.rounds.at(static_cast<std::size_t>(round - 1)).pairings.at(index);
        result = game.agreed->toResult();
        // Counts the form did not ask for are unknown, never zeros that a later tiebreaker would read.
        const ReportForm form(stored.event);
        if (!form.asksTerrains()) result.terrains.reset();
        if (!form.asksHealth()) result.health.reset();
        store_.setResult(eventId, round, pairing.a, result, who);
        pages_.markAccepted(stored.pairingRows.at({round, index}));
        db::AuditRecord entry;
        entry.eventId = eventId;
        entry.who = who;
        entry.action = "result.accept-report";
        entry.entity = "pairings";
        entry.entityId = stored.pairingRows.at({round, index});
        json value = reportJson(stored.event, round, pairing, *game.agreed);
        json by = json::array();
        for (const PlayerId id : game.reportedBy) by.push_back(nameOf(stored.event, id));
        value["reportedBy"] = by;
        entry.newValue = value.dump();
        events_.addAudit(entry);
    });
    return result;
}

db::PagesSettingsRecord PlayerReports::settings(db::RowId eventId) {
    return pages_.settings(eventId);
}

void PlayerReports::setSettings(const db::PagesSettingsRecord& settings, const std::string& who) {
    database_.write("changing where the event pages are published", [&] {
        const db::PagesSettingsRecord before = pages_.settings(settings.eventId);
        pages_.setSettings(settings);
        db::AuditRecord entry;
        entry.eventId = settings.eventId;
        entry.who = who;
        entry.action = "pages.settings";
        entry.entity = "event_pages";
        entry.entityId = settings.eventId;
        entry.oldValue = json{{"siteAddress", before.siteAddress}, {"publishDir", before.publishDir}}.dump();
        entry.newValue = json{{"siteAddress", settings.siteAddress}, {"publishDir", settings.publishDir}}.dump();
        events_.addAudit(entry);
    });
}

void PlayerReports::addToSheets(db::RowId eventId, const Event& event, const Round& round,
                                reports::PairingsData& data) {
    data.siteAddress = pages_.settings(eventId).siteAddress;
    if (!event.settings.playerReports) return;
    const auto codes = ensureCodes(eventId);
    for (std::size_t i = 0; i < round.pairings.size() && i < data.pairings.size(); ++i) {
        const Pairing& pairing = round.pairings[i];
        if (pairing.isBye()) continue;
        if (const auto a = codes.find(pairing.a); a != codes.end())
            data.pairings[i].codeA = PlayerCode::display(a->second);
        if (const auto b = codes.find(*pairing.b); b != codes.end()) {
            data.pairings[i].codeB = PlayerCode::display(b->second);
        }
    }
}

}  // namespace muster::services
