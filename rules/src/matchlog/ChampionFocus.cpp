#include "ChampionFocus.h"

#include <algorithm>
#include <set>

#include "ForceSampler.h"

namespace muster::rules::matchlog {

using engine::EventKind;
using engine::Expectation;
using engine::Location;
using engine::Where;

namespace {

bool has(const Expectation& x, EventKind kind) {
    return std::find(x.kinds.begin(), x.kinds.end(), kind) != x.kinds.end();
}

bool isChampion(const CandidateContext& c, int piece) {
    const auto& p = c.state.piece(piece);
    return p.kind == engine::PieceKind::Unit && c.catalog.die(p.die).isEldarimChampion();
}

// Terrains where some army holds an Eldarim champion.
std::vector<int> championTerrains(const CandidateContext& c) {
    const auto& s = c.state;
    std::set<int> out;
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u)
        if (isChampion(c, u) && s.piece(u).loc.atTerrain()) out.insert(s.piece(u).loc.terrain);
    return {out.begin(), out.end()};
}

// Puts `first` before the others, in its own order.
void prepend(std::vector<Candidate>& out, std::vector<Candidate> first) {
    first.insert(first.end(), out.begin(), out.end());
    out = std::move(first);
}

// A magic action: Summon Dragon with each dragon (not White: its spell is dearer) to a terrain where a champion
// stands, paid with one of the dragon's elements.
void aimedSummons(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    const auto at = championTerrains(c);
    if (at.empty() || c.catalog.findSpell("Summon Dragon") == nullptr) return;
    // The elements the casting army's units make magic in.
    domain::ElementSet elements;
    if (x.place.inPlay())
        for (const int u : s.army(x.who, x.place))
            for (const auto e : c.catalog.die(s.piece(u).die).elements.toVector())
                if (e != domain::Element::White) elements.insert(e);
    std::vector<Candidate> mine;
    for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
        const auto& piece = s.piece(d);
        const auto& die = c.catalog.die(piece.die);
        if (piece.kind != engine::PieceKind::Dragon || die.isWhiteDragon() ||
            !(piece.loc.where == Where::Pool || piece.loc.atTerrain()))
            continue;
        for (const int t : at) {
            if (piece.loc == Location::at(t)) continue;
            for (const auto e : die.elements.toVector())
                if (elements.contains(e))
                    mine.push_back({"cast " + s.pid(x.who) + " Summon Dragon with " + std::string(domain::toString(e)) +
                                    " on " + s.terrains[static_cast<std::size_t>(t)].key + " " + s.pid(piece.owner) +
                                    ":" + s.label(d)});
        }
    }
    std::shuffle(mine.begin(), mine.end(), c.rng);
    // A terrain with a controlled dragon first: another dragon there brings the dragon attack in which its controller
    // orders it ('control <P> <unit> <dragon> skip|<target dragon>').
    std::set<std::string> controlled;
    for (const auto& fx : s.effects)
        if (fx.status == engine::Status::Controlled && fx.targetPiece >= 0 && s.piece(fx.targetPiece).loc.atTerrain())
            controlled.insert(" on " + s.terrains[static_cast<std::size_t>(s.piece(fx.targetPiece).loc.terrain)].key +
                              " ");
    std::stable_partition(mine.begin(), mine.end(), [&](const Candidate& m) {
        return std::any_of(controlled.begin(), controlled.end(),
                           [&](const std::string& on) { return m.text.find(on) != std::string::npos; });
    });
    if (mine.size() > 12) mine.resize(12);
    prepend(out, std::move(mine));
}

// A magic roll: first a throw in which every die shows its largest magic face, or its ID (the magic that summons
// the dragons).
void magicThrows(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    std::string faces;
    for (const int u : x.rollers) {
        const auto& die = c.catalog.die(s.piece(u).die);
        int best = -1;
        for (std::size_t f = 0; f < die.faces.size(); ++f)
            if (die.faces[f].icon == "Magic" &&
                (best < 0 || die.faces[f].amount > die.faces[static_cast<std::size_t>(best)].amount))
                best = static_cast<int>(f);
        for (std::size_t f = 0; f < die.faces.size() && best < 0; ++f)
            if (die.faces[f].icon == "ID") best = static_cast<int>(f);  // ID counts as magic too
        if (best < 0) return;  // the ordinary throws decide for an army with other dice
        faces += " " + s.label(u) + "=" + std::to_string(best + 1);
    }
    if (faces.empty()) return;
    prepend(out, {{"roll " + s.pid(x.who) + " magic=? :" + faces}});
}

// The army's answer to the dragons: copies of the first throws in which every champion shows its logo.
void logoThrows(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    std::vector<std::pair<std::string, int>> logos;  // label, 1-based logo face
    for (const int u : x.rollers) {
        if (!isChampion(c, u)) continue;
        const auto& faces = c.catalog.die(s.piece(u).die).faces;
        for (std::size_t f = 0; f < faces.size(); ++f)
            if (faces[f].icon == "Logo") logos.emplace_back(s.label(u), static_cast<int>(f) + 1);
    }
    if (logos.empty()) return;
    std::vector<Candidate> mine;
    for (const auto& candidate : out) {
        if (mine.size() >= 3) break;
        const auto colon = candidate.text.find(" : ");
        if (colon == std::string::npos) continue;
        // The faces before any re-roll segment; a champion's faces roll nothing again, so the segments stay right.
        const auto segments = candidate.text.find(" / ", colon);
        std::string head = candidate.text.substr(0, colon + 2);
        const std::string throws =
            candidate.text.substr(colon + 3, segments == std::string::npos ? std::string::npos : segments - colon - 3);
        std::string rewritten;
        std::size_t from = 0;
        while (from <= throws.size()) {
            const auto end = std::min(throws.find(' ', from), throws.size());
            std::string token = throws.substr(from, end - from);
            const auto eq = token.find('=');
            for (const auto& [label, face] : logos)
                if (eq != std::string::npos && token.substr(0, eq) == label) token = label + "=" + std::to_string(face);
            rewritten += " " + token;
            from = end + 1;
        }
        mine.push_back({head + rewritten + (segments == std::string::npos ? "" : candidate.text.substr(segments))});
    }
    prepend(out, std::move(mine));
}

// The champions' powers, a controlled dragon's order and the ride: offered first whenever they are due.
void championStatements(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    std::vector<Candidate> mine;
    if (x.who >= 0)
        for (const char* power : {"tame", "slay", "control"})
            if (has(x, power[0] == 't' ? EventKind::Tame : power[0] == 's' ? EventKind::Slay : EventKind::Control))
                for (const auto& o : x.options)
                    if (o.rfind(std::string(power) + " ", 0) == 0)
                        mine.push_back({std::string(power) + " " + s.pid(x.who) + o.substr(o.find(' '))});
    if (has(x, EventKind::Control) && c.chance(0.8))
        for (const auto& o : x.options)
            if (o.rfind("order ", 0) == 0) mine.push_back({"control " + o.substr(6)});
    if (has(x, EventKind::Ride) && x.who >= 0 && s.turn.phase <= engine::Phase::Reserves && c.chance(0.5))
        for (const auto& fx : s.effects) {
            if (fx.status != engine::Status::Tamed || fx.sourcePiece < 0 || s.piece(fx.sourcePiece).owner != x.who)
                continue;
            for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
                if (s.piece(fx.sourcePiece).loc != Location::at(t))
                    mine.push_back({"ride " + s.pid(x.who) + " " + s.label(fx.sourcePiece) + " " +
                                    s.terrains[static_cast<std::size_t>(t)].key});
        }
    std::shuffle(mine.begin(), mine.end(), c.rng);
    prepend(out, std::move(mine));
}

}  // namespace

void focusOnChampions(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (has(x, EventKind::Cast) && x.who >= 0) aimedSummons(c, x, out);
    if (has(x, EventKind::Roll) && x.rule == engine::Rule::CombinationRolls && x.rollWords == "melee missile save")
        logoThrows(c, x, out);
    if (has(x, EventKind::Roll) && x.rollWords == "magic" && x.who >= 0) magicThrows(c, x, out);
    championStatements(c, x, out);
}

}  // namespace muster::rules::matchlog

// ---------------------------------------------------------------- the force

namespace muster::rules::matchlog {

// The magic users of one element (so that an army makes the magic of Summon Dragon) and the three white champions,
// each a quarter as likely as all the others together: most armies hold one. The Dragoncrusader's Bash is not
// checked against dragons yet; a throw that shows it is refused and another one taken.
void ForceSampler::addChampions(std::vector<domain::DieId>& units, std::mt19937_64& rng) const {
    static const domain::Element kMagic[] = {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                                             domain::Element::Fire, domain::Element::Water};
    const auto element = kMagic[std::uniform_int_distribution<std::size_t>(0, 4)(rng)];
    std::vector<domain::DieId> casters;
    for (const auto id : units) {
        const auto& die = catalog_.die(id);
        if (!die.isEldarimChampion() && die.elements.contains(element) &&
            std::any_of(die.faces.begin(), die.faces.end(), [](const domain::Face& f) { return f.icon == "Magic"; }))
            casters.push_back(id);
    }
    if (!casters.empty()) units = casters;
    const std::size_t others = units.size();
    for (const char* name : {"Eldarim Dragonlord", "Eldarim Dragonslayer", "Eldarim Dragoncrusader"})
        if (const auto id = catalog_.findDie(name))
            for (std::size_t i = 0; i < std::max<std::size_t>(others / 4, 1); ++i) units.push_back(*id);
}

}  // namespace muster::rules::matchlog
