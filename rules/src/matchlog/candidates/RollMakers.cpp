// The legal-log generator's roll line and damage allocation makers: 'roll' (dragon rolls, Summon Dragon, delayed
// Confuse, Flashfire and Vortex re-roll segments around the throws of candidates/Throws.cpp) and 'kill'.
#include "Candidates.h"

#include <algorithm>
#include <cstdlib>
#include <sstream>

namespace muster::rules::matchlog::candidates {

namespace {

// The pieces a roll expectation names (every roll expectation lists them; none: no die of the army may roll, e.g.
// all netted).
std::vector<int> rollersOf(const GameState& /*s*/, const Expectation& x) {
    return x.rollers;
}

}  // namespace

// A roll states each type it counts ("melee=? save=?" for a combination roll, in the engine's order); the
// engine answers every total.
void roll(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.rollWords.empty()) return;
    if (x.rollWords == "dragon") {
        // A dragon roll names its purpose and states no total. A Tail is rolled again ('/ tail'); a Breath is rolled
        // again only against a dragon, which the engine knows: both variants are offered.
        for (int attempt = 0; attempt < 6; ++attempt) {
            std::string faceList;
            std::string tails;
            std::vector<std::string> breaths = {""};  // the breath re-roll segments of each variant
            for (const int d : x.rollers) {
                const auto& die = c.catalog.die(c.state.piece(d).die);
                auto pick = [&](bool plain) {
                    std::vector<std::size_t> ok;
                    for (std::size_t f = 0; f < die.faces.size(); ++f)
                        if (!plain || (die.faces[f].icon != "Tail" && die.faces[f].icon != "Breath")) ok.push_back(f);
                    return ok[std::uniform_int_distribution<std::size_t>(0, ok.size() - 1)(c.rng)];
                };
                const std::size_t face = pick(false);
                const std::string label = c.state.label(d);
                faceList += (faceList.empty() ? "" : " ") + label + "=" + std::to_string(face + 1);
                if (die.faces[face].icon == "Tail") tails += " / tail " + label + "=" + std::to_string(pick(true) + 1);
                if (die.faces[face].icon == "Breath") {
                    const std::string again = " / breath " + label + "=" + std::to_string(pick(true) + 1);
                    const std::size_t n = breaths.size();
                    for (std::size_t i = 0; i < n; ++i) breaths.push_back(breaths[i] + again);
                }
            }
            for (const auto& b : breaths)
                out.push_back({"roll " + c.state.pid(x.who) + " dragon : " + faceList + tails + b});
        }
        return;
    }
    std::string totals;
    std::string word;
    for (std::size_t i = 0; i <= x.rollWords.size(); ++i) {
        if (i < x.rollWords.size() && x.rollWords[i] != ' ') {
            word += x.rollWords[i];
        } else if (!word.empty()) {
            totals += " " + word + "=?";
            word.clear();
        }
    }
    const std::size_t first = out.size();
    rolls(c, "roll " + c.state.pid(x.who) + totals, rollersOf(c.state, x), out);
    // Summon Dragon (Dragon Staff) at a terrain: the die rolls again ('/ summon-dragon'); offered next to each throw
    // that shows it, the engine keeps what is legal.
    if (x.rollWords == "magic") {
        std::vector<Candidate> withAgain(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first));
        for (std::size_t i = first, end = out.size(); i < end; ++i) {
            const auto colon = out[i].text.find(" : ");
            if (colon == std::string::npos) {  // no die may roll ('roll A magic=? :'): kept as it is
                withAgain.push_back(out[i]);
                continue;
            }
            std::istringstream in(out[i].text.substr(colon + 3));
            std::string again;
            for (std::string token; in >> token;) {
                const auto eq = token.find('=');
                if (eq == std::string::npos) continue;
                const int piece = c.state.pieceIndex(x.who, token.substr(0, eq));
                if (piece < 0) continue;
                const auto& die = c.catalog.die(c.state.piece(piece).die);
                const int face = std::atoi(token.c_str() + eq + 1) - 1;
                if (face < 0 || face >= static_cast<int>(die.faces.size()) ||
                    die.faces[static_cast<std::size_t>(face)].icon != "Summon Dragon")
                    continue;
                std::vector<std::size_t> plain;
                for (std::size_t f = 0; f < die.faces.size(); ++f)
                    if (die.faces[f].icon != "Summon Dragon") plain.push_back(f);
                if (plain.empty()) continue;
                const auto f = plain[std::uniform_int_distribution<std::size_t>(0, plain.size() - 1)(c.rng)];
                again += " / summon-dragon " + token.substr(0, eq) + "=" + std::to_string(f + 1);
            }
            if (!again.empty()) withAgain.push_back({out[i].text + again});  // tried first: legal at a terrain
            withAgain.push_back(out[i]);
        }
        out = std::move(withAgain);
    }
    // Confuse delayed from the attack: the attacker's targets (as much of the army as X allows) roll again.
    if (std::find(x.options.begin(), x.options.end(), "confuse") != x.options.end() && x.amount > 0) {
        const auto subsets = fullestSubsets(c, rollersOf(c.state, x), x.amount);
        for (std::size_t i = first; i < out.size(); ++i) {
            if (subsets.empty()) break;
            const auto& chosen = subsets[i % subsets.size()];
            if (!chosen.empty()) out[i].text += " / confuse " + faces(c, chosen, i % 2 == 1);
        }
    }
    // Flashfire on the rolling army: each throw is offered first with one unit re-rolled ('/ flashfire'); the
    // engine keeps it in the rolls the spell reaches.
    const auto rollers = rollersOf(c.state, x);
    const bool flashfire = !rollers.empty() && x.rollWords.find("maneuver") == std::string::npos &&
                           std::any_of(c.state.effects.begin(), c.state.effects.end(), [&](const engine::Effect& fx) {
                               return fx.status == engine::Status::Flashfire && fx.targetPlayer == x.who &&
                                      fx.targetArmy == c.state.piece(rollers.front()).loc;
                           });
    if (flashfire) {
        std::vector<Candidate> withFlashfire(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(first));
        for (std::size_t i = first; i < out.size(); ++i) {
            const int u = rollers[std::uniform_int_distribution<std::size_t>(0, rollers.size() - 1)(c.rng)];
            const int f = throwFaces(c, {u}, false).front();  // a medallion on its logo
            withFlashfire.push_back({out[i].text + " / flashfire " + c.state.label(u) + "=" + std::to_string(f + 1)});
            withFlashfire.push_back(out[i]);
        }
        out = std::move(withFlashfire);
    }
    // A Vortex its roller controls where the units roll: half of the time one unit is re-rolled first
    // ('/ vortex'), tried before the plain throws; the engine refuses it where it does not apply.
    const auto& s = c.state;
    const auto unit = std::find_if(x.rollers.begin(), x.rollers.end(),
                                   [&](int p) { return s.piece(p).kind == engine::PieceKind::Unit; });
    if (x.rollWords == "maneuver" || unit == x.rollers.end() || !c.chance(0.5)) return;
    const Location at = s.piece(*unit).loc;
    if (!at.atTerrain() || !s.controls(x.who, at) ||
        c.catalog.die(s.terrain(at.terrain).die).eighthFace != "Vortex")
        return;
    std::vector<Candidate> withVortex;
    for (std::size_t i = first; i < out.size(); ++i) {
        std::string text = out[i].text;
        const auto slash = text.find(" / ");
        text.insert(slash == std::string::npos ? text.size() : slash,
                    " / vortex " + s.label(*unit) + "=" + std::to_string(throwFaces(c, {*unit}, false).front() + 1));
        withVortex.push_back({text});
    }
    out.insert(out.begin() + static_cast<std::ptrdiff_t>(first), withVortex.begin(), withVortex.end());
}

void kill(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    const std::string head = "kill " + s.pid(x.who);
    for (const auto& chosen : fullestSubsets(c, s.army(x.who, x.place), x.amount))
        out.push_back({chosen.empty() ? head + " -" : head + labels(s, chosen)});
}

}  // namespace muster::rules::matchlog::candidates
