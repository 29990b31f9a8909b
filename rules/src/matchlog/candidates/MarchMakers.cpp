// The legal-log generator's makers for a march and the reserves phase: march, maneuver (and counter-maneuvers),
// minor terrains, Amazon charges, terrain turns, the action, reinforcements and retreats.
#include "Candidates.h"

#include <algorithm>
#include <cstdlib>

namespace muster::rules::matchlog::candidates {

namespace {

// The face a terrain would show, if it allows a magic action to this player (GeneratorOptions::magicFirst).
bool magicFace(const CandidateContext& c, int terrain, int face, int player) {
    const auto& t = c.state.terrains[static_cast<std::size_t>(terrain)];
    if (face == 8) return t.controller == player || t.controller < 0;
    const auto& faces = c.catalog.die(t.die).faces;
    return face >= 1 && face <= static_cast<int>(faces.size()) && faces[static_cast<std::size_t>(face - 1)].icon == "Magic";
}

}  // namespace

void march(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::SecondMarch || s.turn.marchNumber >= 2 || !c.chance(0.9)) return;
    const std::string number = std::to_string(s.turn.marchNumber + 1);
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            out.push_back({"march " + number + " " + s.terrains[static_cast<std::size_t>(t)].key});
    shuffle(out, c.rng);
    if (c.magicFirst)
        std::stable_partition(out.begin(), out.end(), [&](const Candidate& m) {
            const auto key = m.text.substr(m.text.rfind(' ') + 1);
            for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
                if (s.terrains[static_cast<std::size_t>(t)].key == key)
                    return magicFace(c, t, s.terrains[static_cast<std::size_t>(t)].face, x.who);
            return false;
        });
}

void maneuver(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (!c.chance(0.8)) return;
    if (c.magicFirst && x.place.where == engine::Where::Terrain &&
        magicFace(c, x.place.terrain, s.terrains[static_cast<std::size_t>(x.place.terrain)].face, x.who))
        return;  // the terrain already allows a magic action
    std::vector<Candidate> counters;
    for (const int q : opponentsOf(s, x.who))
        if (s.hasArmy(q, x.place)) counters.push_back({"maneuver counter " + s.pid(q)});
    if (counters.size() >= 2 && c.chance(0.5)) {
        // Multiplayer: every opposing army there counter-maneuvers, each against the marching army (S0:L1164-1165).
        std::string all = "maneuver counter";
        for (const auto& one : counters) all += one.text.substr(one.text.rfind(' '));
        counters.insert(counters.begin(), {all});
    }
    if (c.chance(0.6)) out.insert(out.end(), counters.begin(), counters.end());
    out.push_back({"maneuver"});
}

namespace {

// Minor terrains at the start of a march (docs/match-log.md): the army's die in play is rolled (then the maneuver
// may follow), kept, or now and then buried; an army without one brings one of the Summoning Pool in now and then
// (the engine refuses one whose elements do not fit). The face is thrown at random.
std::string minorFace(const CandidateContext& c, int piece) {
    return std::to_string(throwFaces(c, {piece}, false).front() + 1);
}

}  // namespace

void minor(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !x.place.atTerrain()) return;
    const std::string head = "minor " + s.pid(x.who) + " ";
    if (const int held = s.minorTerrainAt(x.who, x.place); held >= 0) {
        if (c.chance(0.1)) out.push_back({head + "bury"});
        out.push_back({head + (c.chance(0.6) ? "roll " + minorFace(c, held) : "keep")});
        return;
    }
    if (!c.chance(0.35)) return;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p) {
        const auto& piece = s.piece(p);
        if (piece.owner == x.who && piece.kind == engine::PieceKind::MinorTerrain && piece.loc.where == Where::Pool)
            out.push_back({head + "bring " + s.label(p) + " " + minorFace(c, p)});
    }
    shuffle(out, c.rng);
}

void minorFaceChoice(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    for (const auto& o : x.options) out.push_back({"minor-face " + c.state.pid(x.who) + " " + o});
    shuffle(out, c.rng);
}

// Amazons' charges bury the army's minor terrain instead of its maneuver step.
void charge(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !x.place.atTerrain() || !c.chance(0.3)) return;
    const int held = s.minorTerrainAt(x.who, x.place);
    if (held < 0) return;
    const std::string head = "charge " + s.pid(x.who) + " ";
    out.push_back({head + "javelin " + s.label(held)});
    out.push_back({head + "kukri " + s.label(held)});
    shuffle(out, c.rng);
}

void terrainTurn(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    // Up more often than down: players capture terrains.
    if (c.chance(0.7)) std::stable_partition(options.begin(), options.end(), [](const auto& o) { return o == "up"; });
    if (c.magicFirst && x.place.where == engine::Where::Terrain) {
        // Towards the nearest face that allows a magic action.
        const int face = c.state.terrains[static_cast<std::size_t>(x.place.terrain)].face;
        auto distance = [&](const std::string& o) {
            const int to = o == "up" ? face + 1 : face - 1;
            int best = 99;
            for (int f = 1; f <= 8; ++f)
                if (magicFace(c, x.place.terrain, f, x.who)) best = std::min(best, std::abs(f - to));
            return best;
        };
        std::stable_sort(options.begin(), options.end(),
                         [&](const auto& a, const auto& b) { return distance(a) < distance(b); });
    }
    for (const auto& o : options) out.push_back({"terrain " + o});
}

void action(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (!c.chance(0.9) && !c.magicFirst) return;
    std::vector<Candidate> melee;
    std::vector<Candidate> missile;
    for (const int q : opponentsOf(s, x.who)) {
        if (s.hasArmy(q, x.place)) melee.push_back({"action melee " + s.pid(q)});
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.hasArmy(q, Location::at(t)))
                missile.push_back({"action missile " + s.pid(q) + "@" + s.terrains[static_cast<std::size_t>(t)].key});
        if (s.hasArmy(q, Location::reserve())) missile.push_back({"action missile " + s.pid(q) + "@reserve"});
    }
    shuffle(missile, c.rng);
    out.insert(out.end(), melee.begin(), melee.end());
    out.insert(out.end(), missile.begin(), missile.end());
    out.push_back({"action magic"});
    if (c.chance(0.3)) shuffle(out, c.rng);
    if (c.magicFirst)
        std::stable_partition(out.begin(), out.end(), [](const Candidate& a) { return a.text == "action magic"; });
}

void reinforce(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.5)) return;
    auto reserve = s.army(x.who, Location::reserve());
    if (reserve.empty()) return;
    shuffle(reserve, c.rng);
    reserve.resize(std::uniform_int_distribution<std::size_t>(1, reserve.size())(c.rng));
    const auto items = itemChoices(c, x.who, Location::reserve());
    for (const auto& t : s.terrains)
        for (const auto& i : items) out.push_back({"reinforce " + s.pid(x.who) + " " + t.key + labels(s, reserve) + i});
    shuffle(out, c.rng);
}

void retreat(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.1)) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
        auto army = s.army(x.who, Location::at(t));
        if (army.size() < 2) continue;
        shuffle(army, c.rng);
        for (const auto& i : itemChoices(c, x.who, Location::at(t)))
            out.push_back({"retreat " + s.pid(x.who) + " " + s.label(army.front()) + i});
    }
}

}  // namespace muster::rules::matchlog::candidates
