// The legal-log generator's makers for dragons and the Eldarim champions' dragon powers: dragon attacks and
// targets, treasure and promotions, dragon damage, tame, slay, control (a controlled dragon's order) and ride.
#include "Candidates.h"

#include <algorithm>

namespace muster::rules::matchlog::candidates {

void dragonAttack(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options) out.push_back({"dragon-attack " + o});
}

// Options are "<dragon> <target>" pairs of the owner who names a target next.
void dragonTarget(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options)
        if (o.rfind("order ", 0) != 0) out.push_back({"dragon-target " + c.state.pid(x.who) + " " + o});
}

namespace {

// Units of the attacked army paired with units one health larger of their species in the DUA (the Summoning
// Pool for Dragonkin): at most `count` pairs, several random choices.
std::vector<std::string> promotionPairs(const CandidateContext& c, const Expectation& x, int count) {
    const auto& s = c.state;
    std::vector<std::string> out;
    for (int attempt = 0; attempt < 4; ++attempt) {
        auto army = s.army(x.who, x.place);
        shuffle(army, c.rng);
        std::vector<int> used;
        std::string pairs;
        int n = 0;
        for (const int u : army) {
            if (n >= count) break;
            const auto& die = c.catalog.die(s.piece(u).die);
            for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
                const auto& p = s.piece(d);
                const auto& spare = c.catalog.die(p.die);
                const Where from = die.isDragonkin() ? Where::Pool : Where::Dua;
                if (p.owner != x.who || p.kind != engine::PieceKind::Unit || p.loc.where != from ||
                    spare.species != die.species || spare.health != die.health + 1 ||
                    std::find(used.begin(), used.end(), d) != used.end())
                    continue;
                used.push_back(d);
                pairs += " " + s.label(u) + " " + s.label(d);
                ++n;
                break;
            }
        }
        if (!pairs.empty()) out.push_back(pairs);
    }
    return out;
}

}  // namespace

void treasure(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.amount <= 0 || !c.chance(0.8)) return;
    for (const auto& pair : promotionPairs(c, x, 1))
        out.push_back({"treasure " + c.state.pid(x.who) + " promote" + pair});
}

void promote(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.amount <= 0 || !c.chance(0.9)) return;
    for (const auto& pairs : promotionPairs(c, x, x.amount)) out.push_back({"promote " + c.state.pid(x.who) + pairs});
}

// Options are the dragons the army's results could kill: each gets melee, missile or nothing.
void dragonDamage(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.options.empty()) return;
    const std::size_t n = std::min<std::size_t>(x.options.size(), 5);
    std::size_t combos = 1;
    for (std::size_t i = 0; i < n; ++i) combos *= 3;
    for (std::size_t code = 1; code < combos; ++code) {
        std::string text = "dragon-damage " + c.state.pid(x.who);
        std::size_t rest = code;
        for (std::size_t i = 0; i < n; ++i, rest /= 3)
            if (rest % 3 != 0) text += " " + x.options[i] + (rest % 3 == 1 ? "=melee" : "=missile");
        out.push_back({text});
    }
    shuffle(out, c.rng);
}

namespace {

// Eldarim champions at step 6 of a dragon attack: options are "<power> <champion> <dragon>" (tame, slay, control);
// the maker of each kind takes its own, and usually uses the power.
void championPower(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out,
                   const std::string& power) {
    if (x.who < 0 || !c.chance(0.8)) return;
    for (const auto& o : x.options)
        if (o.rfind(power + " ", 0) == 0)
            out.push_back({power + " " + c.state.pid(x.who) + o.substr(power.size())});
    shuffle(out, c.rng);
}

}  // namespace

void tame(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    championPower(c, x, out, "tame");
}

void slay(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    championPower(c, x, out, "slay");
}

// Also a controlled dragon's order before the dragons roll: options "order <P> <unit> <dragon> skip|<target>".
void control(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    championPower(c, x, out, "control");
    if (!c.chance(0.5)) return;
    for (const auto& o : x.options)
        if (o.rfind("order ", 0) == 0) out.push_back({"control " + o.substr(6)});
    shuffle(out, c.rng);
}

// A unit of the turn player that tamed a dragon (an effect with status Tamed) may ride it to another terrain in the
// Retreat step, now and then.
void ride(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || s.turn.phase > engine::Phase::Reserves || !c.chance(0.3)) return;
    for (const auto& fx : s.effects) {
        if (fx.status != engine::Status::Tamed || fx.sourcePiece < 0 || s.piece(fx.sourcePiece).owner != x.who)
            continue;
        // Items of the rider's army (when it has any) may go along: one of them, named after the terrain.
        const auto items = s.itemsAt(x.who, s.piece(fx.sourcePiece).loc);
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.piece(fx.sourcePiece).loc != Location::at(t)) {
                const std::string head =
                    "ride " + s.pid(x.who) + " " + s.label(fx.sourcePiece) + " " + s.terrains[t].key;
                out.push_back({head});
                for (const int i : items) out.push_back({head + " " + s.label(i)});
            }
    }
    shuffle(out, c.rng);
}

}  // namespace muster::rules::matchlog::candidates
