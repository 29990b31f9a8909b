#include "muster/services/AuditSummary.h"

#include <fmt/format.h>

#include <functional>
#include <map>

#include "muster/rules/tournament/Scoring.h"
#include "muster/services/ResultText.h"

namespace muster::services {

using nlohmann::json;
using namespace rules::tournament;

namespace {

std::string text(const json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || it->is_null()) return {};
    return it->is_string() ? it->get<std::string>() : it->dump();
}

std::optional<std::array<int, 2>> counts(const json& j, const char* key) {
    const auto it = j.find(key);
    if (it == j.end() || !it->is_array() || it->size() != 2 || !(*it)[0].is_number_integer() ||
        !(*it)[1].is_number_integer()) {
        return std::nullopt;
    }
    return std::array<int, 2>{(*it)[0].get<int>(), (*it)[1].get<int>()};
}

// A game of the audit (EventStore's gameJson): its players, table and result, and its players' names.
struct AuditGame {
    Pairing game;
    std::map<PlayerId, std::string> names;
    int round = 0;
};

AuditGame gameOf(const json& j, int round = 0) {
    AuditGame out;
    out.round = j.is_object() && j.contains("round") && j["round"].is_number_integer() ? j["round"].get<int>() : round;
    if (!j.is_object()) return out;
    if (j.contains("table") && j["table"].is_number_integer()) out.game.table = j["table"].get<int>();
    if (j.contains("a") && j["a"].is_number_integer()) out.game.a = j["a"].get<PlayerId>();
    if (j.contains("b") && j["b"].is_number_integer()) out.game.b = j["b"].get<PlayerId>();
    out.names[out.game.a] = text(j, "aName");
    if (out.game.b) out.names[*out.game.b] = text(j, "bName");
    if (const auto r = j.find("result"); r != j.end() && r->is_object()) {
        Result result;
        if (r->contains("winner") && (*r)["winner"].is_number_integer()) result.winner = (*r)["winner"].get<PlayerId>();
        result.outcome = parseOutcome(text(*r, "outcome")).value_or(Outcome::Capture);
        result.terrains = counts(*r, "terrains");
        result.health = counts(*r, "health");
        if (const auto d = r->find("deduction"); d != r->end() && d->is_array() && d->size() == 2) {
            result.deduction = {(*d)[0].get<HalfPoints>(), (*d)[1].get<HalfPoints>()};
        }
        result.note = text(*r, "note");
        out.game.result = result;
    }
    return out;
}

NameOf namesIn(const AuditGame& g) {
    return [&g](PlayerId id) {
        const auto it = g.names.find(id);
        return it == g.names.end() || it->second.empty() ? fmt::format("player {}", id) : it->second;
    };
}

std::string title(const AuditGame& g) {
    const std::string game = gameTitle(g.round, g.game, namesIn(g));
    return g.round > 0 ? game : game.substr(game.find_first_of(",:") + 2);
}

// "key old to new" for every key whose value differs.
std::string differences(const json& before, const json& after) {
    std::string out;
    if (!before.is_object() || !after.is_object()) return out;
    for (const auto& [key, value] : after.items()) {
        const auto old = before.find(key);
        if (old != before.end() && *old == value) continue;
        const std::string from =
            old == before.end() ? "none" : (old->is_string() ? old->get<std::string>() : old->dump());
        const std::string to = value.is_string() ? value.get<std::string>() : value.dump();
        out += (out.empty() ? "" : "; ") + key + " " + from + " to " + to;
    }
    return out;
}

std::string roundSummary(const json& j, const std::string& what) {
    if (!j.is_object()) return what;
    const int round = j.value("round", 0);
    std::string out = fmt::format("round {}{}", round, what);
    if (const auto games = j.find("games"); games != j.end() && games->is_array()) {
        int tables = 0;
        std::string bye;
        for (const auto& g : *games) {
            if (g.contains("b") && g["b"].is_null()) {
                bye = text(g, "aName");
            } else {
                ++tables;
            }
        }
        out += fmt::format(": {} game{}", tables, tables == 1 ? "" : "s");
        if (!bye.empty()) out += ", the bye to " + bye;
    }
    if (const auto d = j.find("discarded"); d != j.end() && d->is_array()) {
        for (const auto& item : *d) out += "; discarded " + (item.is_string() ? item.get<std::string>() : item.dump());
    }
    return out;
}

using Formatter = std::function<std::string(const json& before, const json& after)>;

const std::map<std::string, Formatter>& formatters() {
    static const std::map<std::string, Formatter> table{
        {"event.create", [](const json&, const json& now) { return text(now, "name"); }},
        {"event.import",
         [](const json&, const json& now) {
             return fmt::format("{}: {} players, {} rounds", text(now, "name"), text(now, "players"),
                                text(now, "rounds"));
         }},
        {"event.settings", [](const json& before, const json& now) { return differences(before, now); }},
        {"player.add",
         [](const json&, const json& now) {
             std::string out = text(now, "name");
             if (!text(now, "club").empty()) out += " (" + text(now, "club") + ")";
             const std::string roster = text(now, "roster");
             out += "; roster " + (roster.empty() || roster == "unchecked" || roster == "false" ? "none" : roster);
             if (now.value("checkedIn", false)) out += "; checked in";
             return out;
         }},
        {"player.edit",
         [](const json& before, const json& now) {
             const std::string changed = differences(before, now);
             return text(before, "name") + (changed.empty() ? "" : ": " + changed);
         }},
        {"players.keep-apart",
         [](const json&, const json& now) {
             const std::string reason = text(now, "reason");
             return text(now, "aName") + " and " + text(now, "bName") + (reason.empty() ? "" : " (" + reason + ")");
         }},
        {"players.allow-meeting",
         [](const json& before, const json&) { return text(before, "aName") + " and " + text(before, "bName"); }},
        {"round.pair", [](const json&, const json& now) { return roundSummary(now, ""); }},
        {"round.top-cut", [](const json&, const json& now) { return roundSummary(now, " (top cut)"); }},
        {"round.repair", [](const json&, const json& now) { return roundSummary(now, " paired again"); }},
        {"round.swap",
         [](const json&, const json& now) {
             std::string out = fmt::format("round {}:", now.value("round", 0));
             if (const auto games = now.find("games"); games != now.end() && games->is_array()) {
                 for (const auto& g : *games) out += " " + title(gameOf(g)) + ";";
             }
             if (!out.empty() && out.back() == ';') out.pop_back();
             return out;
         }},
        {"pairing.table",
         [](const json& before, const json& now) {
             const AuditGame from = gameOf(before);
             const AuditGame to = gameOf(now);
             const NameOf name = namesIn(to);
             return fmt::format("round {}: {} v {} from table {} to table {}", to.round, name(to.game.a),
                                to.game.b ? name(*to.game.b) : "-", from.game.table.value_or(0),
                                to.game.table.value_or(0));
         }},
        {"pairing.pin", [](const json&, const json& now) { return title(gameOf(now)); }},
        {"pairing.unpin", [](const json&, const json& now) { return title(gameOf(now)); }},
        {"result.enter",
         [](const json&, const json& now) {
             const AuditGame g = gameOf(now);
             if (!g.game.result) return title(g);
             return title(g) + ": " + resultText(*g.game.result, namesIn(g));
         }},
        {"result.change",
         [](const json& before, const json& now) {
             const AuditGame from = gameOf(before);
             const AuditGame to = gameOf(now);
             if (!from.game.result || !to.game.result) {
                 // A correction written by the repository alone: winner ids and outcomes.
                 return fmt::format("winner {} ({}) to {} ({})", text(before, "winner"), text(before, "outcome"),
                                    text(now, "winner"), text(now, "outcome"));
             }
             return title(to) + ": " + resultChangeText(*from.game.result, *to.game.result, namesIn(to));
         }},
        {"log.attach",
         [](const json&, const json& now) {
             return title(gameOf(now.value("game", json::object()), now.value("round", 0))) + ": log " +
                    text(now, "verdict");
         }},
    };
    return table;
}

}  // namespace

std::string auditSummary(const std::string& action, const json& oldValue, const json& newValue) {
    const auto& table = formatters();
    if (const auto it = table.find(action); it != table.end()) {
        try {
            return it->second(oldValue, newValue);
        } catch (const json::exception&) {
            // A row of an unexpected shape (written by hand, or by an older Muster): the plain summary below.
        }
    }
    const json& value = newValue.is_object() && !newValue.empty() ? newValue : oldValue;
    if (!value.is_object()) return {};
    if (value.contains("name")) return text(value, "name");
    if (value.contains("round")) return "round " + text(value, "round");
    return {};
}

}  // namespace muster::services
