#include "muster/rules/tournament/EventIO.h"

#include <algorithm>
#include <cstdio>
#include <fstream>
#include <limits>
#include <set>
#include <sstream>

#include "muster/domain/FileIO.h"
#include "muster/domain/RosterIO.h"
#include "muster/domain/StrictJson.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/tournament/EventLimits.h"

namespace muster::rules::tournament {

using nlohmann::json;

EventFormatError::EventFormatError(std::string file, std::string where, const std::string& problem)
    : std::runtime_error(file + (where.empty() ? "" : ": " + where) + ": " + problem),
      file_(std::move(file)),
      where_(std::move(where)) {}

namespace {

struct Reader {
    const std::string& file;

    [[noreturn]] void fail(const std::string& where, const std::string& problem) const {
        throw EventFormatError(file, where, problem);
    }

    const json& object(const json& j, const std::string& where) const {
        if (!j.is_object()) fail(where, "expected an object");
        return j;
    }

    void allowOnly(const json& j, const std::string& where, std::initializer_list<std::string_view> keys) const {
        for (const auto& item : j.items()) {
            if (std::find(keys.begin(), keys.end(), item.key()) == keys.end()) {
                fail(where + "." + domain::text::printable(item.key(), 40), "unknown field");
            }
        }
    }

    std::string string(const json& j, const std::string& key, const std::string& where, bool required = false) const {
        if (!j.contains(key) || j.at(key).is_null()) {
            if (required) fail(where + "." + key, "missing");
            return {};
        }
        if (!j.at(key).is_string()) fail(where + "." + key, "expected a string");
        return j.at(key).get<std::string>();
    }

    // A whole number within `range` (checked before it is narrowed, so 4294967297 is not read as 1).
    std::int64_t number(const json& v, const std::string& field, NumberRange range) const {
        if (!v.is_number_integer()) fail(field, "expected a whole number");
        const bool tooLarge =
            v.is_number_unsigned() &&
            v.get<std::uint64_t>() > static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max());
        const bool fits = !tooLarge && range.contains(v.get<std::int64_t>());
        if (!fits) fail(field, range.describe() + ", not " + v.dump());
        return v.get<std::int64_t>();
    }

    std::optional<std::int64_t> optionalInt(const json& j, const std::string& key, const std::string& where,
                                            NumberRange range) const {
        if (!j.contains(key) || j.at(key).is_null()) return std::nullopt;
        return number(j.at(key), where + "." + key, range);
    }

    int integer(const json& j, const std::string& key, const std::string& where, NumberRange range,
                int fallback) const {
        return static_cast<int>(optionalInt(j, key, where, range).value_or(fallback));
    }

    bool boolean(const json& j, const std::string& key, const std::string& where, bool fallback) const {
        if (!j.contains(key) || j.at(key).is_null()) return fallback;
        if (!j.at(key).is_boolean()) fail(where + "." + key, "expected true or false");
        return j.at(key).get<bool>();
    }

    HalfPoints points(const json& j, const std::string& key, const std::string& where, HalfPoints fallback) const {
        if (!j.contains(key) || j.at(key).is_null()) return fallback;
        if (!j.at(key).is_number()) fail(where + "." + key, "expected a number of points");
        const auto value = halfPointsFromDouble(j.at(key).get<double>());
        if (!value) fail(where + "." + key, "points must be a multiple of 0.5");
        return *value;
    }

    Scoring scoring(const json& j, const std::string& where) const {
        if (j.is_string()) {
            auto preset = Scoring::preset(j.get<std::string>());
            if (!preset) {
                std::string names;
                for (const auto& n : Scoring::presetNames()) names += (names.empty() ? "" : ", ") + n;
                fail(where, "unknown scoring \"" + j.get<std::string>() + "\" (known: " + names + ")");
            }
            return *preset;
        }
        object(j, where);
        allowOnly(
            j, where,
            {"name", "winCapture", "winElimination", "winTime", "winConcession", "winNoShow", "draw", "loss", "bye"});
        Scoring s;
        s.name = string(j, "name", where);
        if (s.name.empty()) s.name = "custom";
        s.winCapture = points(j, "winCapture", where, s.winCapture);
        s.winElimination = points(j, "winElimination", where, s.winElimination);
        s.winTime = points(j, "winTime", where, s.winTime);
        s.winConcession = points(j, "winConcession", where, s.winConcession);
        s.winNoShow = points(j, "winNoShow", where, s.winNoShow);
        s.draw = points(j, "draw", where, s.draw);
        s.loss = points(j, "loss", where, s.loss);
        s.bye = points(j, "bye", where, s.bye);
        return s;
    }
};

json pointsJson(HalfPoints points) {
    if (points % 2 == 0) return points / 2;
    return toDouble(points);
}

json scoringJson(const Scoring& s) {
    if (auto preset = Scoring::preset(s.name); preset && *preset == s) return s.name;
    return json{{"name", s.name},
                {"winCapture", pointsJson(s.winCapture)},
                {"winElimination", pointsJson(s.winElimination)},
                {"winTime", pointsJson(s.winTime)},
                {"winConcession", pointsJson(s.winConcession)},
                {"winNoShow", pointsJson(s.winNoShow)},
                {"draw", pointsJson(s.draw)},
                {"loss", pointsJson(s.loss)},
                {"bye", pointsJson(s.bye)}};
}

template <typename T>
json optionalJson(const std::optional<T>& value) {
    return value ? json(*value) : json(nullptr);
}

}  // namespace

json EventIO::settingsToJson(const EventSettings& s) {
    json tiebreakers = json::array();
    for (auto t : s.tiebreakers) tiebreakers.push_back(std::string(tiebreakerName(t)));
    return json{{"name", s.name},
                {"date", s.date},
                {"location", s.location},
                {"organiser", s.organiser},
                {"edition", s.edition},
                {"eventFormat", s.eventFormat},
                {"forceSize", s.forceSize},
                {"swissRounds", s.swissRounds},
                {"scoring", scoringJson(s.scoring)},
                {"avoidSameClub", s.avoidSameClub},
                {"topCut", s.topCut},
                {"tiebreakers", tiebreakers},
                {"opponentFloor", s.opponentFloor},
                {"lateEntryScore", pointsJson(s.lateEntryScore)},
                {"seed", s.seed},
                {"listsPublication", std::string(listsPublicationName(s.listsPublication))},
                {"listsLock", s.listsLock},
                {"playerReports", s.playerReports}};
}

EventSettings EventIO::settingsFromJson(const json& j, const std::string& fileName, const std::string& where,
                                        int version) {
    const Reader r{fileName};
    r.object(j, where);
    if (version >= 3) {
        r.allowOnly(j, where,
                    {"name", "date", "location", "organiser", "edition", "eventFormat", "forceSize", "swissRounds",
                     "scoring", "avoidSameClub", "topCut", "tiebreakers", "opponentFloor", "lateEntryScore", "seed",
                     "listsPublication", "listsLock", "playerReports"});
    } else {
        r.allowOnly(j, where,
                    {"name", "date", "location", "organiser", "edition", "eventFormat", "forceSize", "swissRounds",
                     "scoring", "avoidSameClub", "topCut", "tiebreakers", "opponentFloor", "lateEntryScore", "seed"});
    }
    EventSettings s;
    s.name = r.string(j, "name", where, true);
    s.date = r.string(j, "date", where);
    s.location = r.string(j, "location", where);
    s.organiser = r.string(j, "organiser", where);
    s.edition = r.string(j, "edition", where);
    s.eventFormat = r.string(j, "eventFormat", where);
    s.forceSize = r.integer(j, "forceSize", where, limits::kForceSize, 0);
    s.swissRounds = r.integer(j, "swissRounds", where, limits::kSwissRounds, 0);
    if (j.contains("scoring") && !j.at("scoring").is_null()) s.scoring = r.scoring(j.at("scoring"), where + ".scoring");
    s.avoidSameClub = r.boolean(j, "avoidSameClub", where, true);
    s.topCut = r.integer(j, "topCut", where, NumberRange{0, 16}, 0);
    if (s.topCut != 0 && s.topCut != 4 && s.topCut != 8 && s.topCut != 16) {
        r.fail(where + ".topCut", "must be 0, 4, 8 or 16");
    }
    if (j.contains("tiebreakers") && !j.at("tiebreakers").is_null()) {
        const json& list = j.at("tiebreakers");
        if (!list.is_array()) r.fail(where + ".tiebreakers", "expected a list of names");
        s.tiebreakers.clear();
        for (std::size_t i = 0; i < list.size(); ++i) {
            const std::string at = where + ".tiebreakers[" + std::to_string(i) + "]";
            if (!list[i].is_string()) r.fail(at, "expected a name");
            auto t = parseTiebreaker(list[i].get<std::string>());
            if (!t) {
                std::string names;
                for (const auto& n : tiebreakerNames()) names += (names.empty() ? "" : ", ") + n;
                r.fail(at, "unknown tiebreaker \"" + list[i].get<std::string>() + "\" (known: " + names + ")");
            }
            if (std::find(s.tiebreakers.begin(), s.tiebreakers.end(), *t) != s.tiebreakers.end()) {
                r.fail(at, "listed twice");
            }
            s.tiebreakers.push_back(*t);
        }
    }
    if (j.contains("opponentFloor") && !j.at("opponentFloor").is_null()) {
        if (!j.at("opponentFloor").is_number()) r.fail(where + ".opponentFloor", "expected a number from 0 to 1");
        s.opponentFloor = j.at("opponentFloor").get<double>();
        if (!(s.opponentFloor >= 0.0 && s.opponentFloor <= 1.0))
            r.fail(where + ".opponentFloor", "must be from 0 to 1");
    }
    s.lateEntryScore = r.points(j, "lateEntryScore", where, 0);
    if (j.contains("seed") && !j.at("seed").is_null()) {
        if (!j.at("seed").is_number_unsigned()) r.fail(where + ".seed", "expected a whole number, 0 or more");
        s.seed = j.at("seed").get<std::uint64_t>();
    }
    if (version >= 3) {
        const std::string publication = r.string(j, "listsPublication", where);
        if (!publication.empty()) {
            const auto parsed = parseListsPublication(publication);
            if (!parsed) {
                r.fail(where + ".listsPublication",
                       "expected hidden, after-lock or open, not \"" + domain::text::printable(publication, 40) + "\"");
            }
            s.listsPublication = *parsed;
        }
        s.listsLock = r.string(j, "listsLock", where);
        if (!s.listsLock.empty() && !isLockTime(s.listsLock)) {
            r.fail(where + ".listsLock", "expected a local time YYYY-MM-DD or YYYY-MM-DDTHH:MM, not \"" +
                                             domain::text::printable(s.listsLock, 40) + "\"");
        }
        s.playerReports = r.boolean(j, "playerReports", where, false);
    }
    return s;
}

json EventIO::toJson(const Event& event) {
    json players = json::array();
    for (const auto& p : event.players) {
        json pj{{"id", p.id}, {"name", p.name}, {"club", p.club}, {"dropped", p.dropped}};
        if (p.droppedAfterRound) pj["droppedAfterRound"] = *p.droppedAfterRound;
        if (p.joinedRound != 1) pj["joinedRound"] = p.joinedRound;
        if (p.entryScore != 0) pj["entryScore"] = pointsJson(p.entryScore);
        if (p.rank) pj["rank"] = *p.rank;
        if (p.fixedTable) pj["fixedTable"] = *p.fixedTable;
        if (p.rejoinedRound > 0) pj["rejoinedRound"] = p.rejoinedRound;
        if (p.checkedIn) pj["checkedIn"] = true;
        if (p.roster) pj["roster"] = *p.roster;
        players.push_back(std::move(pj));
    }
    json rounds = json::array();
    for (const auto& r : event.rounds) {
        json pairings = json::array();
        for (const auto& p : r.pairings) {
            json pj{{"table", optionalJson(p.table)}, {"a", p.a}, {"b", optionalJson(p.b)}};
            if (!p.flags.empty()) pj["flags"] = p.flags;
            if (p.result) {
                pj["result"] = json{{"winner", optionalJson(p.result->winner)},
                                    {"outcome", std::string(outcomeName(p.result->outcome))},
                                    {"terrains", {p.result->terrains[0], p.result->terrains[1]}},
                                    {"health", {p.result->health[0], p.result->health[1]}}};
                if (p.result->deduction != std::array<HalfPoints, 2>{0, 0}) {
                    pj["result"]["deduction"] = {pointsJson(p.result->deduction[0]),
                                                 pointsJson(p.result->deduction[1])};
                }
                if (!p.result->note.empty()) pj["result"]["note"] = p.result->note;
            }
            if (!p.logs.empty()) {
                json logs = json::array();
                for (const auto& log : p.logs) {
                    logs.push_back(json{{"text", log.text},
                                        {"verdict", log.verdict},
                                        {"details", log.details},
                                        {"submittedBy", log.submittedBy},
                                        {"submittedAt", log.submittedAt}});
                }
                pj["logs"] = std::move(logs);
            }
            pairings.push_back(std::move(pj));
        }
        json rj{
            {"number", r.number}, {"kind", r.kind == RoundKind::Swiss ? "swiss" : "top-cut"}, {"pairings", pairings}};
        if (!r.notes.empty()) rj["notes"] = r.notes;
        rounds.push_back(std::move(rj));
    }
    json out{{"format", kFormat},
             {"version", kVersion},
             {"settings", settingsToJson(event.settings)},
             {"players", players},
             {"rounds", rounds}};
    if (!event.avoid.empty()) {
        json avoid = json::array();
        for (const auto& a : event.avoid) {
            json aj{{"a", a.a}, {"b", a.b}};
            if (!a.reason.empty()) aj["reason"] = a.reason;
            avoid.push_back(std::move(aj));
        }
        out["avoid"] = std::move(avoid);
    }
    return out;
}

std::string EventIO::toText(const Event& event) {
    return toJson(event).dump(2) + "\n";
}

Event EventIO::parse(std::string_view content, const std::string& fileName) {
    const Reader r{fileName};
    json doc;
    try {
        doc = domain::StrictJson::parse(content);
    } catch (const domain::JsonInputError& e) {
        std::string where = e.line() > 0 ? "line " + std::to_string(e.line()) : std::string();
        if (!e.field().empty()) where += (where.empty() ? "" : ": ") + e.field();
        throw EventFormatError(fileName, where, e.problem());
    }
    r.object(doc, "(top level)");
    if (!doc.contains("format") || doc.at("format") != kFormat) {
        r.fail("format", "expected \"muster-event\" (is this an event file?)");
    }
    if (!doc.contains("version") || !doc.at("version").is_number_integer()) r.fail("version", "missing");
    const json& versionJson = doc.at("version");
    const bool knownVersion = versionJson.is_number_unsigned() && versionJson.get<std::uint64_t>() >= kOldestVersion &&
                              versionJson.get<std::uint64_t>() <= kVersion;
    if (!knownVersion) {
        r.fail("version", "version " + versionJson.dump() + " is not supported (this Muster reads versions 1 to " +
                              std::to_string(kVersion) + ")");
    }
    const int version = versionJson.get<int>();
    if (version >= 2) {
        r.allowOnly(doc, "(top level)", {"format", "version", "settings", "players", "rounds", "avoid"});
    } else {
        r.allowOnly(doc, "(top level)", {"format", "version", "settings", "players", "rounds"});
    }
    if (!doc.contains("settings")) r.fail("settings", "missing");
    Event event;
    event.settings = settingsFromJson(doc.at("settings"), fileName, "settings", version);

    const json empty = json::array();
    const json& players = doc.contains("players") ? doc.at("players") : empty;
    if (!players.is_array()) r.fail("players", "expected a list");
    for (std::size_t i = 0; i < players.size(); ++i) {
        const std::string at = "players[" + std::to_string(i) + "]";
        const json& pj = r.object(players[i], at);
        if (version >= 2) {
            r.allowOnly(pj, at,
                        {"id", "name", "club", "dropped", "droppedAfterRound", "joinedRound", "entryScore", "rank",
                         "fixedTable", "roster", "rejoinedRound", "checkedIn"});
        } else {
            r.allowOnly(pj, at,
                        {"id", "name", "club", "dropped", "droppedAfterRound", "joinedRound", "entryScore", "rank",
                         "fixedTable", "roster"});
        }
        Player p;
        const auto id = r.optionalInt(pj, "id", at, limits::kPlayerId);
        if (!id) r.fail(at + ".id", "missing");
        p.id = *id;
        if (event.findPlayer(p.id) != nullptr) r.fail(at + ".id", "id " + std::to_string(p.id) + " is used twice");
        p.name = r.string(pj, "name", at, true);
        if (p.name.empty()) r.fail(at + ".name", "is empty");
        for (std::size_t k = 0; k < event.players.size(); ++k) {
            if (event.players[k].name == p.name) {
                r.fail(at + ".name", "\"" + domain::text::printable(p.name) + "\" is the name of players[" +
                                         std::to_string(k) + "] too (each player of an event has a name of their own)");
            }
        }
        p.club = r.string(pj, "club", at);
        p.dropped = r.boolean(pj, "dropped", at, false);
        if (auto v = r.optionalInt(pj, "droppedAfterRound", at, limits::kDroppedAfterRound)) {
            p.droppedAfterRound = static_cast<int>(*v);
        }
        p.joinedRound = r.integer(pj, "joinedRound", at, limits::kRound, 1);
        p.entryScore = r.points(pj, "entryScore", at, 0);
        if (auto v = r.optionalInt(pj, "rank", at, limits::kRank)) p.rank = static_cast<int>(*v);
        if (auto v = r.optionalInt(pj, "fixedTable", at, limits::kTable)) p.fixedTable = static_cast<int>(*v);
        p.rejoinedRound = r.integer(pj, "rejoinedRound", at, NumberRange{0, limits::kRound.max}, 0);
        p.checkedIn = r.boolean(pj, "checkedIn", at, false);
        if (pj.contains("roster") && !pj.at("roster").is_null()) {
            if (!pj.at("roster").is_object()) r.fail(at + ".roster", "expected a roster object (muster-roster JSON)");
            // The same reader as a roster file: a roster that would not load from a file is refused here too.
            try {
                domain::RosterIO::checkJson(pj.at("roster").dump());
            } catch (const domain::RosterFormatError& e) {
                r.fail(at + ".roster" + (e.field().empty() ? "" : "." + e.field()), e.problem());
            }
            p.roster = pj.at("roster");
        }
        event.players.push_back(std::move(p));
    }

    if (doc.contains("avoid")) {
        const json& avoid = doc.at("avoid");
        if (!avoid.is_array()) r.fail("avoid", "expected a list of pairs kept apart");
        for (std::size_t i = 0; i < avoid.size(); ++i) {
            const std::string at = "avoid[" + std::to_string(i) + "]";
            const json& aj = r.object(avoid[i], at);
            r.allowOnly(aj, at, {"a", "b", "reason"});
            Avoidance a;
            const auto first = r.optionalInt(aj, "a", at, limits::kPlayerId);
            const auto second = r.optionalInt(aj, "b", at, limits::kPlayerId);
            if (!first) r.fail(at + ".a", "missing");
            if (!second) r.fail(at + ".b", "missing");
            a.a = *first;
            a.b = *second;
            for (const auto& [side, id] : {std::pair{"a", a.a}, std::pair{"b", a.b}}) {
                if (event.findPlayer(id) == nullptr) r.fail(at + "." + side, "no player has id " + std::to_string(id));
            }
            if (a.a == a.b) r.fail(at, "a player cannot be kept apart from themself");
            a.reason = r.string(aj, "reason", at);
            event.avoid.push_back(std::move(a));
        }
    }

    const json& rounds = doc.contains("rounds") ? doc.at("rounds") : empty;
    if (!rounds.is_array()) r.fail("rounds", "expected a list");
    if (rounds.size() > static_cast<std::size_t>(limits::kRound.max)) {
        r.fail("rounds",
               "at most " + std::to_string(limits::kRound.max) + " rounds, not " + std::to_string(rounds.size()));
    }
    for (std::size_t i = 0; i < rounds.size(); ++i) {
        const std::string at = "rounds[" + std::to_string(i) + "]";
        const json& rj = r.object(rounds[i], at);
        r.allowOnly(rj, at, {"number", "kind", "pairings", "notes"});
        Round round;
        round.number = r.integer(rj, "number", at, limits::kRound, static_cast<int>(i) + 1);
        if (round.number != static_cast<int>(i) + 1) {
            r.fail(at + ".number", "rounds must be numbered 1, 2, 3, ... in order");
        }
        const std::string kind = r.string(rj, "kind", at);
        if (kind.empty() || kind == "swiss") {
            round.kind = RoundKind::Swiss;
        } else if (kind == "top-cut") {
            round.kind = RoundKind::TopCut;
        } else {
            r.fail(at + ".kind", "expected \"swiss\" or \"top-cut\"");
        }
        if (round.kind == RoundKind::Swiss && i > 0 && event.rounds.back().kind == RoundKind::TopCut) {
            r.fail(at + ".kind", "a Swiss round cannot follow the top cut");
        }
        if (rj.contains("notes")) {
            const json& notes = rj.at("notes");
            if (!notes.is_array()) r.fail(at + ".notes", "expected a list of strings");
            for (const auto& n : notes) {
                if (!n.is_string()) r.fail(at + ".notes", "expected a list of strings");
                round.notes.push_back(n.get<std::string>());
            }
        }
        const json& pairings = rj.contains("pairings") ? rj.at("pairings") : empty;
        if (!pairings.is_array()) r.fail(at + ".pairings", "expected a list");
        for (std::size_t k = 0; k < pairings.size(); ++k) {
            const std::string pat = at + ".pairings[" + std::to_string(k) + "]";
            const json& pj = r.object(pairings[k], pat);
            if (version >= 2) {
                r.allowOnly(pj, pat, {"table", "a", "b", "flags", "result", "logs"});
            } else {
                r.allowOnly(pj, pat, {"table", "a", "b", "flags", "result"});
            }
            Pairing p;
            if (auto v = r.optionalInt(pj, "table", pat, limits::kTable)) p.table = static_cast<int>(*v);
            const auto a = r.optionalInt(pj, "a", pat, limits::kPlayerId);
            if (!a) r.fail(pat + ".a", "missing");
            p.a = *a;
            if (auto b = r.optionalInt(pj, "b", pat, limits::kPlayerId)) p.b = *b;
            for (const std::string side : {"a", "b"}) {
                const std::optional<PlayerId> id = side == "a" ? std::optional<PlayerId>(p.a) : p.b;
                if (id && event.findPlayer(*id) == nullptr) {
                    r.fail(pat + "." + side, "no player has id " + std::to_string(*id));
                }
            }
            if (pj.contains("flags")) {
                const json& flags = pj.at("flags");
                if (!flags.is_array()) r.fail(pat + ".flags", "expected a list of strings");
                for (const auto& f : flags) {
                    if (!f.is_string()) r.fail(pat + ".flags", "expected a list of strings");
                    p.flags.push_back(f.get<std::string>());
                }
            }
            if (pj.contains("result") && !pj.at("result").is_null()) {
                const std::string rat = pat + ".result";
                const json& res = r.object(pj.at("result"), rat);
                if (version >= 2) {
                    r.allowOnly(res, rat, {"winner", "outcome", "terrains", "health", "deduction", "note"});
                } else {
                    r.allowOnly(res, rat, {"winner", "outcome", "terrains", "health"});
                }
                if (p.isBye()) r.fail(rat, "a bye takes no result");
                Result result;
                if (auto w = r.optionalInt(res, "winner", rat, limits::kPlayerId)) result.winner = *w;
                const std::string outcome = r.string(res, "outcome", rat, true);
                auto parsed = parseOutcome(outcome);
                if (!parsed) {
                    std::string names;
                    for (const auto& n : outcomeNames()) names += (names.empty() ? "" : ", ") + n;
                    r.fail(rat + ".outcome", "unknown outcome \"" + outcome + "\" (known: " + names + ")");
                }
                result.outcome = *parsed;
                if (result.winner && !p.involves(*result.winner)) {
                    r.fail(rat + ".winner", "player " + std::to_string(*result.winner) + " is not in this game");
                }
                if (result.outcome == Outcome::Draw && result.winner) r.fail(rat + ".winner", "a draw has no winner");
                if (result.outcome != Outcome::Draw && !result.winner) {
                    r.fail(rat + ".winner", "missing (only a draw has no winner)");
                }
                for (const std::string key : {"terrains", "health"}) {
                    if (!res.contains(key)) continue;
                    const json& pair = res.at(key);
                    if (!pair.is_array() || pair.size() != 2) {
                        r.fail(rat + "." + key, "expected [a, b]: two whole numbers, 0 or more");
                    }
                    const NumberRange range = key == "terrains" ? limits::kTerrainsCaptured : limits::kHealthKilled;
                    auto& target = key == "terrains" ? result.terrains : result.health;
                    target = {static_cast<int>(r.number(pair[0], rat + "." + key + "[0]", range)),
                              static_cast<int>(r.number(pair[1], rat + "." + key + "[1]", range))};
                }
                if (res.contains("deduction")) {
                    const json& pair = res.at("deduction");
                    if (!pair.is_array() || pair.size() != 2) {
                        r.fail(rat + ".deduction", "expected [a, b]: the penalty points of each player");
                    }
                    const json sides{{"a", pair[0]}, {"b", pair[1]}};
                    result.deduction = {r.points(sides, "a", rat + ".deduction", 0),
                                        r.points(sides, "b", rat + ".deduction", 0)};
                    if (result.deduction[0] < 0 || result.deduction[1] < 0) {
                        r.fail(rat + ".deduction", "penalty points cannot be negative");
                    }
                }
                result.note = r.string(res, "note", rat);
                p.result = result;
            }
            if (pj.contains("logs")) {
                const json& logs = pj.at("logs");
                if (!logs.is_array()) r.fail(pat + ".logs", "expected a list of match logs");
                if (p.isBye() && !logs.empty()) r.fail(pat + ".logs", "a bye has no game to log");
                for (std::size_t l = 0; l < logs.size(); ++l) {
                    const std::string lat = pat + ".logs[" + std::to_string(l) + "]";
                    const json& lj = r.object(logs[l], lat);
                    r.allowOnly(lj, lat, {"text", "verdict", "details", "submittedBy", "submittedAt"});
                    GameLog log;
                    log.text = r.string(lj, "text", lat, true);
                    log.verdict = r.string(lj, "verdict", lat);
                    if (log.verdict.empty()) log.verdict = "unchecked";
                    static const std::set<std::string> verdicts{"verified", "inconsistent", "unsupported", "unreadable",
                                                                "unchecked"};
                    if (verdicts.count(log.verdict) == 0) {
                        r.fail(lat + ".verdict", "unknown verdict \"" + log.verdict +
                                                     "\" (known: verified, inconsistent, unsupported, unreadable, "
                                                     "unchecked)");
                    }
                    if (lj.contains("details") && !lj.at("details").is_null()) {
                        if (!lj.at("details").is_object()) r.fail(lat + ".details", "expected an object");
                        log.details = lj.at("details");
                    }
                    log.submittedBy = r.string(lj, "submittedBy", lat);
                    log.submittedAt = r.string(lj, "submittedAt", lat);
                    p.logs.push_back(std::move(log));
                }
            }
            round.pairings.push_back(std::move(p));
        }
        event.rounds.push_back(std::move(round));
    }
    return event;
}

Event EventIO::readFile(const std::string& path) {
    std::string content;
    try {
        content = domain::readFile(path);
    } catch (const domain::FileError& e) {
        throw EventFormatError(path, "", "cannot be opened: " + e.problem());
    }
    return parse(content, path);
}

}  // namespace muster::rules::tournament
