// The legal-log generator's makers for the eighth faces (Castle, Grove, Dragon's Lair, City, Temple) and the
// species abilities and SAI follow-ups stated on their own lines (Feralize, Dragonkin Handlers, Winter's
// Fortitude, Mutate, Stepped Damage, Plague, Convert's return, Mire, Accelerated Growth, Air Flight,
// Counter-Attack, Foul Stench).
#include "Candidates.h"

#include <algorithm>

namespace muster::rules::matchlog::candidates {

// A captured Castle becomes one of the standard eighth faces, at random.
void castle(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    for (const auto& o : x.options) out.push_back({"castle " + c.state.pid(x.who) + " " + o});
    shuffle(out, c.rng);
}

// A Grove brings a buried piece back: every piece in a Buried Units Area (the engine refuses those it cannot take).
void grove(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0) return;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p)
        if (s.piece(p).loc.where == Where::Bua && s.piece(p).kind != engine::PieceKind::Dragon)
            out.push_back({"grove " + s.pid(x.who) + " " + s.pid(s.piece(p).owner) + ":" + s.label(p)});
    shuffle(out, c.rng);
}

// A Dragon's Lair on its eighth face summons a dragon now and then: any player's dragon in a Summoning Pool or at a
// terrain, to any terrain (the engine refuses a dragon of the wrong elements or a White Dragon).
void lair(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.5)) return;
    for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
        const auto& p = s.piece(d);
        if (p.kind != engine::PieceKind::Dragon || !(p.loc.where == Where::Pool || p.loc.atTerrain())) continue;
        for (const auto& t : s.terrains)
            out.push_back({"lair " + s.pid(x.who) + " " + s.pid(p.owner) + ":" + s.label(d) + " " + t.key});
    }
    shuffle(out, c.rng);
}

namespace {

std::string eighthIconOf(const CandidateContext& c, int terrain) {
    const auto& t = c.state.terrain(terrain);
    if (!t.castleAs.empty()) return t.castleAs;
    const auto& die = c.catalog.die(t.die);
    return die.faces.size() >= 8 ? die.faces[7].icon : die.eighthFace;
}

// "<head> recruit <dead>" and "<head> promote <unit> <dead>" for a player's army at a terrain and the DUA (or
// another source): at most a dozen, at random.
void recruitOrPromote(const CandidateContext& c, const std::string& head, int player, Location at,
                      const std::vector<int>& source, std::vector<Candidate>& out) {
    const auto& s = c.state;
    std::vector<Candidate> mine;
    for (const int d : source) {
        mine.push_back({head + " recruit " + s.label(d)});
        for (const int u : s.army(player, at)) mine.push_back({head + " promote " + s.label(u) + " " + s.label(d)});
    }
    shuffle(mine, c.rng);
    if (mine.size() > 12) mine.resize(12);
    out.insert(out.end(), mine.begin(), mine.end());
}

std::vector<int> controlledWith(const CandidateContext& c, int player, const std::string& icon) {
    std::vector<int> out;
    for (int t = 0; t < static_cast<int>(c.state.terrains.size()); ++t)
        if (c.state.controls(player, Location::at(t)) && eighthIconOf(c, t) == icon) out.push_back(t);
    return out;
}

}  // namespace

void city(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Eighth || !c.chance(0.8)) return;
    for (const int t : controlledWith(c, x.who, "City"))
        recruitOrPromote(c, "city " + s.pid(x.who), x.who, Location::at(t), s.unitsAt(x.who, Where::Dua), out);
}

void temple(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Eighth || controlledWith(c, x.who, "Temple").empty()) return;
    for (const int q : opponentsOf(s, x.who))
        for (const int d : s.unitsAt(q, Where::Dua))
            out.push_back({"temple " + s.pid(x.who) + " " + s.pid(q) + " " + s.label(d)});
    shuffle(out, c.rng);
}

void feralize(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.7)) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            recruitOrPromote(c, "feralize " + s.pid(x.who) + " " + s.terrains[static_cast<std::size_t>(t)].key, x.who,
                             Location::at(t), s.unitsAt(x.who, Where::Dua), out);
}

// Eldarim's Dragonkin Handlers: each army's recruit of a pool Dragonkin or promotion of one of its units to one.
void dragonkinHandlers(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.8)) return;
    std::vector<int> kin;
    for (const int d : s.unitsAt(x.who, Where::Pool))
        if (c.catalog.die(s.piece(d).die).isDragonkin()) kin.push_back(d);
    if (kin.empty()) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            recruitOrPromote(c,
                             "dragonkin-handlers " + s.pid(x.who) + " " + s.terrains[static_cast<std::size_t>(t)].key,
                             x.who, Location::at(t), kin, out);
}

void wintersFortitude(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.7)) return;
    for (const int b : s.unitsAt(x.who, Where::Bua))
        out.push_back({"winters-fortitude " + s.pid(x.who) + " " + s.label(b)});
    shuffle(out, c.rng);
}

void mutate(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Species || !c.chance(0.7)) return;
    for (const int q : opponentsOf(s, x.who)) {
        auto reserve = s.army(q, Location::reserve());
        if (reserve.empty()) continue;
        shuffle(reserve, c.rng);
        for (std::size_t n = 1; n <= std::min<std::size_t>(2, reserve.size()); ++n)
            out.push_back({"mutate " + s.pid(x.who) + " " + s.pid(q) +
                           labels(s, std::vector<int>(reserve.begin(), reserve.begin() + static_cast<long>(n)))});
    }
}

void mutateGain(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.hasArmy(x.who, Location::at(t)))
            recruitOrPromote(c, "mutate-gain " + s.pid(x.who) + " " + s.terrains[static_cast<std::size_t>(t)].key,
                             x.who, Location::at(t), s.unitsAt(x.who, Where::Dua), out);
}

// Stepped Damage: a killed Undead for a smaller one of the DUA (the engine knows which were killed just now).
void stepDown(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.7)) return;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const int killed : dua)
        for (const int small : dua)
            if (killed != small && c.catalog.die(s.piece(small).die).health < c.catalog.die(s.piece(killed).die).health)
                out.push_back({"step-down " + s.pid(x.who) + " " + s.label(killed) + " " + s.label(small)});
    shuffle(out, c.rng);
    if (out.size() > 20) out.resize(20);
}

// Plague's next target: any unit of the army (the engine lists them).
void plague(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    for (const auto& label : x.options) out.push_back({"plague " + c.state.pid(x.who) + " " + label});
    shuffle(out, c.rng);
}

// Convert's return from the DUA (optional): as much as the budget allows, or a single unit.
void returnUnits(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.8)) return;
    const std::string head = "return " + s.pid(x.who);
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const auto& chosen : fullestSubsets(c, dua, x.amount))
        if (!chosen.empty()) out.push_back({head + labels(s, chosen)});
    for (const int u : dua) out.push_back({head + " " + s.label(u)});
}

// Mire: the units that march, as much health-worth as the Mire roll allows (the engine keeps what fits).
void mire(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0) return;
    std::vector<int> units;
    for (const int u : x.rollers)
        if (s.piece(u).kind == engine::PieceKind::Unit) units.push_back(u);
    for (const auto& chosen : fullestSubsets(c, units, x.amount))
        if (!chosen.empty()) out.push_back({"mire " + s.pid(x.who) + labels(s, chosen)});
}

// Accelerated Growth: a killed unit for a 1-health one of the DUA (the engine keeps the Treefolk pairs it allows).
void grow(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || !c.chance(0.7)) return;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const int killed : dua)
        for (const int small : dua)
            if (killed != small && c.catalog.die(s.piece(small).die).health == 1 &&
                c.catalog.die(s.piece(killed).die).health >= 2)
                out.push_back({"grow " + s.pid(x.who) + " " + s.label(killed) + " " + s.label(small)});
    shuffle(out, c.rng);
    if (out.size() > 20) out.resize(20);
}

void airFlight(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.3)) return;
    for (int from = 0; from < static_cast<int>(s.terrains.size()); ++from)
        for (const int u : s.army(x.who, Location::at(from)))
            for (int to = 0; to < static_cast<int>(s.terrains.size()); ++to)
                if (to != from)
                    for (const auto& i : itemChoices(c, x.who, Location::at(from)))
                        out.push_back({"air-flight " + s.pid(x.who) + " " +
                                       s.terrains[static_cast<std::size_t>(to)].key + " " + s.label(u) + i});
    shuffle(out, c.rng);
    if (out.size() > 12) out.resize(12);
}

void counterAttack(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who >= 0 && c.chance(0.6)) out.push_back({"counter-attack " + c.state.pid(x.who)});
}

void foulStench(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto army = c.state.army(x.who, x.place);
    for (int attempt = 0; attempt < 3; ++attempt) {
        shuffle(army, c.rng);
        const auto n = std::min<std::size_t>(static_cast<std::size_t>(std::max(0, x.amount)), army.size());
        out.push_back({"foul-stench " + c.state.pid(x.who) +
                       labels(c.state, std::vector<int>(army.begin(), army.begin() + static_cast<long>(n)))});
    }
}

}  // namespace muster::rules::matchlog::candidates
