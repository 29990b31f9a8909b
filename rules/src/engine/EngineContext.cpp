#include "EngineContext.h"

#include <algorithm>

namespace muster::rules::engine {

using domain::ElementSet;

std::string phaseName(const GameState& s) {
    if (s.finished || s.gameOver()) return "game over";
    if (s.turn.number == 0) return "setup";
    return std::string(toString(s.turn.phase));
}

Ctx::Ctx(const EngineData& d, GameState& state, const Event* event)
    : data(d), cat(d.catalog), s(state), event_(event) {}

const Event& Ctx::ev() const {
    static const Event none;
    return event_ != nullptr ? *event_ : none;
}

int Ctx::player(const std::string& id) const {
    const int p = s.playerIndex(id);
    if (p < 0) fail(Rule::LogFormat, "no player '" + id + "'");
    return p;
}

void Ctx::needActor(int p, Rule rule, const std::string& what) const {
    if (actor() != p) fail(rule, what + " is " + pid(p) + "'s, not " + ev().player + "'s");
}

void Ctx::fail(Rule rule, const std::string& rulesGive) const {
    failAt(ev().line, ev().text, rule, rulesGive);
}

void Ctx::failAt(int line, const std::string& text, Rule rule, const std::string& rulesGive) const {
    Violation v;
    v.kind = rule == Rule::NotModelled ? Violation::Kind::Unsupported : Violation::Kind::Inconsistent;
    v.ruleId = rule;
    v.line = line;
    v.turn = s.turn.number;
    v.phase = phaseName(s);
    v.step = s.frames.empty() ? std::string() : s.frames.back()->step(s);
    v.rule = std::string(ruleSection(rule));
    v.logSays = text;
    v.rulesGive = rulesGive;
    throw Stop{std::move(v)};
}

void Ctx::unsupported(const std::string& what) const {
    fail(Rule::NotModelled, what);
}

void Ctx::unreadable(const std::string& what) const {
    try {
        fail(Rule::CatalogFaces, what);
    } catch (Stop& stop) {
        stop.violation.kind = Violation::Kind::Unreadable;
        throw;
    }
}

void Ctx::expected(const Expectation& x) const {
    std::string text = "expected " + x.what;
    if (!x.why.empty()) text += " (" + x.why + ")";
    notDue(x.rule, text);
}

void Ctx::notDue(Rule rule, const std::string& rulesGive) const {
    const std::string note = closedNote();
    fail(rule, note.empty() ? rulesGive : rulesGive + "; " + note);
}

std::string Ctx::closedNote() const {
    if (closedNow.empty()) return s.lastClosed;
    std::string out;
    for (const auto& note : closedNow) out += (out.empty() ? "" : "; ") + note;
    return out;
}

int Ctx::pieceRef(const std::string& ref, int defaultOwner) const {
    int owner = defaultOwner;
    std::string label = ref;
    if (const auto colon = ref.find(':'); colon != std::string::npos) {
        owner = player(ref.substr(0, colon));
        label = ref.substr(colon + 1);
    }
    if (owner < 0) fail(Rule::LogFormat, "'" + ref + "' does not say whose die it is (write '<player>:" + ref + "')");
    const int p = s.pieceIndex(owner, label);
    if (p < 0) fail(Rule::LogFormat, pid(owner) + " has no die '" + label + "'");
    return p;
}

int Ctx::ownPiece(int owner, const std::string& ref) const {
    const int p = pieceRef(ref, owner);
    if (s.piece(p).owner != owner) fail(Rule::LogFormat, "'" + ref + "' is not " + pid(owner) + "'s");
    return p;
}

int Ctx::healthOf(const std::vector<int>& pieces) const {
    int sum = 0;
    for (int p : pieces) sum += health(p);
    return sum;
}

std::string Ctx::ref(int piece) const {
    return pid(s.piece(piece).owner) + ":" + s.label(piece);
}

std::string Ctx::labels(const std::vector<int>& pieces) const {
    std::string out;
    for (int p : pieces) out += (out.empty() ? "" : " ") + s.label(p);
    return out.empty() ? "-" : out;
}

Location Ctx::location(const std::string& text) const {
    const auto loc = s.parseLocation(text);
    if (!loc) {
        std::string known;
        for (const auto& t : s.terrains) known += (known.empty() ? "" : ", ") + t.key;
        fail(Rule::LogFormat, "no location '" + text + "' (terrains: " + known + "; or reserve)");
    }
    return *loc;
}

int Ctx::terrainOf(const std::string& text) const {
    const int t = s.terrainIndex(text);
    if (t < 0) fail(Rule::LogFormat, "no terrain '" + text + "'");
    return t;
}

std::pair<int, Location> Ctx::armyRef(const std::string& text) const {
    const auto at = text.find('@');
    if (at == std::string::npos || at == 0)
        fail(Rule::LogFormat, "an army is written '<player>@<location>', e.g. 'B@frontier', not '" + text + "'");
    return {player(text.substr(0, at)), location(text.substr(at + 1))};
}

ElementSet Ctx::elementsAt(Location loc) const {
    if (loc.where != Where::Terrain) return {};
    return cat.die(s.terrain(loc.terrain).die).elements;
}

ElementSet Ctx::abilityElementsAt(int owner, Location loc) const {
    ElementSet out = elementsAt(loc);
    if (const int minor = s.minorTerrainAt(owner, loc); minor >= 0)
        for (domain::Element e : die(minor).elements.toVector()) out.insert(e);
    return out;
}

std::string Ctx::eighthIcon(int t) const {
    const auto& ter = s.terrain(t);
    if (!ter.castleAs.empty()) return ter.castleAs;
    const auto& d = cat.die(ter.die);
    return d.faces.size() >= 8 ? d.faces[7].icon : d.eighthFace;
}

bool Ctx::armyHasSpecies(int owner, Location loc, std::string_view species) const {
    // The army's units, read in place (asked at every attack roll).
    return std::any_of(s.pieces.begin(), s.pieces.end(), [&](const Piece& p) {
        return p.kind == PieceKind::Unit && p.owner == owner && p.loc == loc && cat.die(p.die).species == species;
    });
}

int Ctx::countInDua(int owner, std::string_view species) const {
    int n = 0;
    for (int u : s.unitsAt(owner, Where::Dua))
        if (die(u).species == species) ++n;
    // Deadlands: each one a player controls counts as DUA units of any species (per 24 points or part).
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const auto& p = s.pieces[i];
        if (p.owner == owner && p.kind == PieceKind::MinorTerrain && p.loc.atTerrain() &&
            cat.die(p.die).elements.contains(domain::Element::Death))
            n += s.duaScaled(1);
    }
    return n;
}

std::string Ctx::armyName(int owner, Location loc) const {
    return pid(owner) + "'s army at " + s.locationName(loc);
}

void Ctx::push(std::unique_ptr<Frame> frame) {
    s.frames.emplace_back(std::move(frame));
}

int Ctx::logVersion() const {
    return s.logVersion;
}

int Ctx::answerOr(int stated, int line, int least) const {
    if (stated != kAskTotal) return stated;
    // Asked (a log writer's '?'): the least legal total. Without a collector (Engine::expect looking ahead on a
    // copy, e.g. through a save total checked after the delayed SAIs) the answer is just used.
    if (answers != nullptr) answers->push_back({line, least});
    return least;
}

}  // namespace muster::rules::engine
