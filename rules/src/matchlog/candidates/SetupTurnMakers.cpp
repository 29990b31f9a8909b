// The legal-log generator's makers for the setup and the turn frame: horde roll, choose, frontier pick, placement,
// start roll, turn, result and phase statements.
#include "Candidates.h"

namespace muster::rules::matchlog::candidates {

void hordeRoll(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0) return;
    rolls(c, "horde-roll " + c.state.pid(x.who) + " maneuver=?", x.rollers, out);
}

void choose(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options) out.push_back({"choose " + c.state.pid(x.who) + " " + o});
}

void frontierPick(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    auto options = x.options;
    shuffle(options, c.rng);
    for (const auto& o : options) out.push_back({"frontier-pick " + c.state.pid(x.who) + " " + o});
}

void place(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    const auto& s = c.state;
    for (const auto& p : s.players)
        for (const char* army : {"home", "horde", "campaign"})
            for (const auto& t : s.terrains) out.push_back({"place " + p.id + " " + army + " " + t.key});
    shuffle(out, c.rng);
}

void startRoll(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    const auto& s = c.state;
    for (const auto& p : s.players)
        for (const auto& t : s.terrains)
            if (t.face == 0 || t.homeOf < 0)
                out.push_back({"start-roll " + p.id + " " + t.key + " " +
                               std::to_string(std::uniform_int_distribution<int>(1, 8)(c.rng))});
    shuffle(out, c.rng);
}

void turn(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || c.state.turn.number >= c.turnLimit) return;
    out.push_back({"turn " + std::to_string(c.state.turn.number + 1) + " " + c.state.pid(x.who)});
}

void result(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (s.winner >= 0)
        out.push_back({"result " + s.pid(s.winner) + " " + s.winBy});
    else if (s.turn.number >= c.turnLimit)
        out.push_back({"result none"});
}

void phase(const CandidateContext& c, const Expectation&, std::vector<Candidate>& out) {
    static const char* kNames[] = {"expire", "eighth", "dragon", "species", "first-march", "second-march", "reserves"};
    const auto now = static_cast<int>(c.state.turn.phase);
    if (now + 1 < 7 && c.chance(0.1)) out.push_back({std::string("phase ") + kNames[now + 1]});
}

}  // namespace muster::rules::matchlog::candidates
