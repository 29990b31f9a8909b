#include "TournamentOutput.h"

#include <fmt/format.h>

#include <algorithm>

#include "CliContext.h"
#include "muster/rules/tournament/EventIO.h"
#include "muster/rules/tournament/ScoreSheet.h"

namespace muster::cli {

using namespace rules::tournament;

namespace {
std::string who(const Event& event, PlayerId id) {
    const Player* p = event.findPlayer(id);
    return p == nullptr ? fmt::format("{}", id) : fmt::format("{} {}", id, p->name);
}
}  // namespace

nlohmann::json roundJson(const Event& event, const Round& round, const GameLogs& logs) {
    nlohmann::json pairings = nlohmann::json::array();
    for (std::size_t i = 0; i < round.pairings.size(); ++i) {
        const auto& p = round.pairings[i];
        nlohmann::json j{{"table", p.table ? nlohmann::json(*p.table) : nlohmann::json(nullptr)},
                         {"a", p.a},
                         {"b", p.b ? nlohmann::json(*p.b) : nlohmann::json(nullptr)},
                         {"bye", p.isBye()},
                         {"flags", p.flags}};
        if (p.result) {
            j["result"] = {{"winner", p.result->winner ? nlohmann::json(*p.result->winner) : nlohmann::json(nullptr)},
                           {"outcome", std::string(outcomeName(p.result->outcome))}};
        }
        if (auto log = logs.find(i); log != logs.end()) j["log"] = log->second;
        pairings.push_back(std::move(j));
    }
    return {{"event", event.settings.name},
            {"round", round.number},
            {"kind", round.kind == RoundKind::Swiss ? "swiss" : "top-cut"},
            {"pairings", pairings},
            {"notes", round.notes}};
}

std::string gameText(const Event& event, const Round& round, std::size_t index, const GameLogs& logs) {
    const ScoreSheet before(event, round.number - 1);
    const auto& p = round.pairings.at(index);
    std::string flags;
    for (const auto& f : p.flags) flags += (flags.empty() ? "  [" : ", ") + f;
    if (!flags.empty()) flags += "]";
    if (auto log = logs.find(index); log != logs.end()) flags += "  log: " + log->second;
    std::string result;
    if (p.result) {
        result = p.result->winner ? fmt::format("  won by {} ({})", *p.result->winner, outcomeName(p.result->outcome))
                                  : std::string("  draw");
        if (p.result->deduction[0] > 0 || p.result->deduction[1] > 0) {
            result += fmt::format(" penalty {}/{}", formatPoints(p.result->deduction[0]),
                                  formatPoints(p.result->deduction[1]));
        }
        // Counts the tiebreakers use but nobody entered: unknown, and said so (never shown as 0).
        std::string missing;
        for (Tiebreaker t : event.settings.tiebreakers) {
            if (t == Tiebreaker::TerrainsCaptured && !p.result->terrains) missing += "terrains";
            if (t == Tiebreaker::HealthKilled && !p.result->health) missing += missing.empty() ? "health" : ", health";
        }
        if (!missing.empty()) result += " (not entered: " + missing + ")";
    }
    if (p.isBye()) return fmt::format("bye       {} ({}){}\n", who(event, p.a), formatPoints(before.score(p.a)), flags);
    return fmt::format("table {:<3} {} ({}) v {} ({}){}{}\n", p.table.value_or(0), who(event, p.a),
                       formatPoints(before.score(p.a)), who(event, *p.b), formatPoints(before.score(*p.b)), result,
                       flags);
}

std::string roundText(const Event& event, const Round& round, const GameLogs& logs) {
    std::string out = fmt::format("{} round {}{}\n", event.settings.name, round.number,
                                  round.kind == RoundKind::TopCut ? " (top cut)" : "");
    for (std::size_t i = 0; i < round.pairings.size(); ++i) out += gameText(event, round, i, logs);
    for (const auto& note : round.notes) out += "note: " + note + "\n";
    return out;
}

nlohmann::json standingsJson(const Event& event, const std::vector<StandingRow>& rows, int afterRound) {
    nlohmann::json list = nlohmann::json::array();
    for (const auto& r : rows) {
        nlohmann::json tb = nlohmann::json::object();
        for (std::size_t k = 0; k < event.settings.tiebreakers.size(); ++k) {
            tb[std::string(tiebreakerName(event.settings.tiebreakers[k]))] = r.tiebreaks[k];
        }
        list.push_back({{"rank", r.rank},
                        {"id", r.id},
                        {"name", r.name},
                        {"club", r.club},
                        {"points", toDouble(r.score)},
                        {"wins", r.wins},
                        {"draws", r.draws},
                        {"losses", r.losses},
                        {"byes", r.byes},
                        {"record", r.record()},
                        {"dropped", r.dropped},
                        {"tiebreakers", tb}});
        // Games whose counts were not entered (the terrains and health values are scaled from the others).
        if (r.terrainsUnknown > 0) list.back()["terrainsUnknown"] = r.terrainsUnknown;
        if (r.healthUnknown > 0) list.back()["healthUnknown"] = r.healthUnknown;
    }
    return {{"event", event.settings.name},
            {"rounds", event.swissRoundCount()},
            {"afterRound", afterRound},
            {"final", Standings::isFinal(event, afterRound)},
            {"title", Standings::title(event, afterRound)},
            {"standings", list}};
}

std::string standingsText(const Event& event, const std::vector<StandingRow>& rows, int afterRound) {
    std::string out = fmt::format("{}: {}", event.settings.name, Standings::title(event, afterRound));
    const auto next = static_cast<std::size_t>(afterRound);  // the round after, 0-based
    if (afterRound == Standings::defaultRound(event) && next < event.rounds.size() &&
        event.rounds[next].kind == RoundKind::Swiss && !event.rounds[next].finished()) {
        out += fmt::format(" (round {} is not complete)", afterRound + 1);
    }
    out += "\n";
    // W-D-L counts a bye as a win; B says how many of the wins were byes.
    out += fmt::format("{:>4}  {:<24} {:>6}  {:>7} {:>2}", "rank", "player", "points", "W-D-L", "B");
    for (auto t : event.settings.tiebreakers)
        out += fmt::format("  {:>8}", std::string(tiebreakerName(t)).substr(0, 8));
    out += "\n";
    bool marked = false;
    for (const auto& r : rows) {
        std::string name = fmt::format("{} {}", r.id, r.name);
        if (r.dropped) name += " (dropped)";
        out += fmt::format("{:>4}  {:<24} {:>6}  {:>7} {:>2}", r.rank, name, formatPoints(r.score), r.record(), r.byes);
        for (std::size_t k = 0; k < r.tiebreaks.size(); ++k) {
            const std::string value = formatTiebreak(r, k, event.settings.tiebreakers[k]);
            marked = marked || r.unknownGames(event.settings.tiebreakers[k]) > 0;
            out += fmt::format("  {:>8}", value);
        }
        out += "\n";
    }
    if (marked) out += unknownMarkExplanation() + "\n";
    return out;
}

int standingsRound(const Event& event, int requested, const std::string& option) {
    if (requested == -1) return Standings::defaultRound(event);
    const int rounds = event.swissRoundCount();
    if (requested < 1 || requested > rounds) {
        throw CliError(fmt::format("{} {}: the event '{}' has {}", option, requested, event.settings.name,
                                   rounds == 0   ? std::string("no Swiss round paired yet")
                                   : rounds == 1 ? std::string("one Swiss round (use 1)")
                                                 : fmt::format("{} Swiss rounds (use 1 to {})", rounds, rounds)),
                       kBadInput);
    }
    return requested;
}

std::pair<PlayerId, PlayerId> parsePin(const std::string& text) {
    const auto comma = text.find(',');
    auto number = [&](const std::string& part) -> PlayerId {
        if (part.empty() || part.size() > 18 ||
            !std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; })) {
            throw CliError("--pin expects two player ids A,B, got \"" + text + "\"", kBadInput);
        }
        return std::stoll(part);
    };
    if (comma == std::string::npos) throw CliError("--pin expects two player ids A,B, got \"" + text + "\"", kBadInput);
    return {number(text.substr(0, comma)), number(text.substr(comma + 1))};
}

Event readEventFile(const std::string& path) {
    try {
        return EventIO::readFile(path);
    } catch (const EventFormatError& e) {
        throw CliError(e.what(), kBadInput);
    }
}

}  // namespace muster::cli
