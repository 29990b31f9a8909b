// A position being set up by a judge (muster/services/PositionDraft.h): the draft writes the position section; the
// rules' match log parser and position reader (through MatchVerifier, as `verify` reads a log) judge it.
#include "muster/services/PositionDraft.h"

#include <algorithm>
#include <sstream>
#include <stdexcept>

#include "muster/domain/FileIO.h"
#include "muster/domain/TextUtil.h"
#include "muster/rules/MatchVerifier.h"
#include "muster/rules/matchlog/MatchLogParser.h"
#include "muster/rules/matchlog/PositionSection.h"
#include "muster/services/MatchLogCheck.h"
#include "muster/services/RosterLabels.h"

namespace muster::services {

namespace {

constexpr const char* kDraftFile = "position";

// The line `number` (from 1) of `text`, or "".
std::string lineOf(const std::string& text, int number) {
    std::istringstream in(text);
    std::string line;
    for (int n = 1; std::getline(in, line); ++n)
        if (n == number) return line;
    return {};
}

// The place's words in a position line: "frontier", "reserve"; the keyword of the line ("army", "dua", ...).
std::string keywordOf(const DraftPlace& place, domain::DieKind kind) {
    switch (place.kind) {
        case DraftPlace::Kind::Terrain:
            return kind == domain::DieKind::Dragon ? "dragon" : "army";
        case DraftPlace::Kind::Reserve:
            return "army";
        case DraftPlace::Kind::Dua:
            return "dua";
        case DraftPlace::Kind::Bua:
            return "bua";
        case DraftPlace::Kind::Pool:
            return "pool";
        case DraftPlace::Kind::Out:
            return "out";
        case DraftPlace::Kind::NotInPlay:
            break;
    }
    return {};
}

}  // namespace

std::string DraftPlace::words() const {
    switch (kind) {
        case Kind::Terrain:
            return "at " + terrain;
        case Kind::Reserve:
            return "Reserve Area";
        case Kind::Dua:
            return "DUA";
        case Kind::Bua:
            return "BUA";
        case Kind::Pool:
            return "Summoning Pool";
        case Kind::Out:
            return "out of the game";
        case Kind::NotInPlay:
            break;
    }
    return "not in play";
}

PositionDraft::PositionDraft(const domain::Catalog& catalog, const std::vector<domain::Roster>& rosters,
                             const std::vector<std::string>& names)
    : catalog_(catalog) {
    static constexpr const char* kIds[] = {"A", "B", "C", "D"};
    if (rosters.size() < 2 || rosters.size() > 4)
        throw std::invalid_argument("a position is set up for two to four rosters");
    forceSize_ = rosters.front().forceSize;
    for (std::size_t p = 0; p < rosters.size(); ++p) {
        const auto& r = rosters[p];
        DraftPlayer player;
        player.id = kIds[p];
        player.name =
            logPlayerName(r, p < names.size() ? std::optional<std::string>(names[p]) : std::nullopt, player.id);
        player.roster = r.name;
        player.frontierProposal = dieName(catalog, r.frontierTerrainDie, r.frontierTerrain);
        terrains_.push_back({"home:" + player.id, dieName(catalog, r.homeTerrainDie, r.homeTerrain), 1, ""});
        // As at a game's start: home army at home, horde at the next player's home, campaign at the frontier.
        const std::string next = kIds[(p + 1) % rosters.size()];
        const DraftPlace starts[] = {DraftPlace::at("home:" + player.id), DraftPlace::at("home:" + next),
                                     DraftPlace::at("frontier"), DraftPlace::of(DraftPlace::Kind::Pool)};
        for (auto& labeled : labeledDice(catalog, r)) {
            DraftDie die;
            die.label = std::move(labeled.label);
            die.die = std::move(labeled.name);
            if (labeled.die) die.kind = catalog.die(*labeled.die).kind;
            // A minor terrain stands beside an army with a face of its own: the draft leaves it out.
            die.place = die.kind == domain::DieKind::MinorTerrain ? DraftPlace()
                                                                  : starts[static_cast<std::size_t>(labeled.section)];
            player.dice.push_back(std::move(die));
        }
        players_.push_back(std::move(player));
    }
    terrains_.push_back({"frontier", players_.front().frontierProposal, 1, ""});
}

std::vector<DraftPlace> PositionDraft::places() const {
    std::vector<DraftPlace> out;
    for (const auto& t : terrains_) out.push_back(DraftPlace::at(t.key));
    for (const auto kind : {DraftPlace::Kind::Reserve, DraftPlace::Kind::Dua, DraftPlace::Kind::Bua,
                            DraftPlace::Kind::Pool, DraftPlace::Kind::Out, DraftPlace::Kind::NotInPlay})
        out.push_back(DraftPlace::of(kind));
    return out;
}

void PositionDraft::place(std::size_t player, std::size_t die, const DraftPlace& where) {
    players_.at(player).dice.at(die).place = where;
}

DraftTerrain& PositionDraft::terrain(const std::string& key) {
    const auto it = std::find_if(terrains_.begin(), terrains_.end(), [&](const auto& t) { return t.key == key; });
    if (it == terrains_.end()) throw std::invalid_argument("no terrain '" + domain::text::printable(key) + "'");
    return *it;
}

void PositionDraft::setTerrainDie(const std::string& key, const std::string& die) {
    terrain(key).die = die;
}

void PositionDraft::setTerrainFace(const std::string& key, int face) {
    terrain(key).face = face;
}

void PositionDraft::setCapturedBy(const std::string& key, const std::string& player) {
    terrain(key).capturedBy = player;
}

void PositionDraft::setTurn(int number, const std::string& player, rules::engine::Phase phase) {
    turnNumber_ = number;
    turnPlayer_ = player;
    phase_ = phase;
}

void PositionDraft::addEffect(const std::string& words) {
    std::string effect(domain::text::trim(words));
    if (effect.rfind("effect ", 0) == 0) effect = std::string(domain::text::trim(effect.substr(7)));
    if (!effect.empty()) effects_.push_back(std::move(effect));
}

void PositionDraft::removeEffect(std::size_t index) {
    if (index < effects_.size()) effects_.erase(effects_.begin() + static_cast<std::ptrdiff_t>(index));
}

std::string PositionDraft::spellEffect(const std::string& spell, const std::string& by, const std::string& onPlayer,
                                       const std::string& at, int castings) {
    return "spell " + spell + " by " + by + " on " + onPlayer + "@" + at +
           (castings > 1 ? " x" + std::to_string(castings) : std::string());
}

std::vector<std::string> PositionDraft::shortFormSpells(const domain::Catalog& catalog) {
    std::vector<std::string> out;
    for (const auto& s : catalog.spells())
        if (s.effect) out.push_back(s.name);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::string PositionDraft::text() const {
    std::string out =
        "format muster-matchlog 3\n# A position set up in Muster's judge mode (docs/judge.md).\n"
        "edition v4.01d\nforce-size " +
        std::to_string(forceSize_) + "\n";
    for (const auto& p : players_) out += "player " + p.id + " " + p.name + "\n";
    out += "position\nturn " + std::to_string(turnNumber_) + " " + turnPlayer_ + " " +
           std::string(rules::matchlog::positionWord(phase_)) + "\norder";
    for (const auto& p : players_) out += " " + p.id;
    out += "\n";
    for (const auto& t : terrains_)
        out += "terrain " + t.key + " " + std::to_string(t.face) + (t.capturedBy.empty() ? "" : "/" + t.capturedBy) +
               " " + t.die + "\n";
    // One line per player, keyword and place, in the order of places().
    const auto placesInOrder = places();
    for (const auto& p : players_)
        for (const auto& where : placesInOrder)
            for (const char* keyword : {"army", "dragon", "dua", "bua", "pool", "out"}) {
                std::string pieces;
                for (const auto& d : p.dice)
                    if (d.place == where && keywordOf(where, d.kind) == keyword)
                        pieces += (pieces.empty() ? " " : ", ") + d.label + ": " + d.die;
                if (pieces.empty()) continue;
                out += std::string(keyword) + " " + p.id;
                if (where.kind == DraftPlace::Kind::Terrain) out += " " + where.terrain;
                if (where.kind == DraftPlace::Kind::Reserve) out += " reserve";
                out += pieces + "\n";
            }
    for (const auto& e : effects_) out += "effect " + e + "\n";
    return out + "play\n";
}

std::optional<DraftProblem> PositionDraft::check() const {
    const std::string written = text();
    rules::matchlog::MatchLog log;
    try {
        log = rules::matchlog::MatchLogParser::parse(written, kDraftFile, {.unfinished = true});
    } catch (const rules::matchlog::MatchLogError& e) {
        return DraftProblem{e.line(), lineOf(written, e.line()), e.problem()};
    }
    const rules::MatchVerifier verifier(catalog_, logRosterReader(catalog_));
    const auto verdict = verifier.verifyLog(log);
    if (verdict.verified()) return std::nullopt;
    std::string reason = verdict.message;
    const std::string prefix = std::string(kDraftFile) + ":" + std::to_string(verdict.line) + ": ";
    if (reason.rfind(prefix, 0) == 0) reason.erase(0, prefix.size());
    return DraftProblem{verdict.line, lineOf(written, verdict.line), reason};
}

void PositionDraft::save(const std::string& path) const {
    domain::writeFileAtomically(path, text());
}

}  // namespace muster::services
