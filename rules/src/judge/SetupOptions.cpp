// The judge's option makers for the setup and the turn frame (OptionMakers.h): choose, frontier-pick, place,
// start-roll, turn, result and phase. Each offers every statement of its kind that could fit; the engine keeps the
// legal ones.
#include <array>

#include "OptionMakers.h"

namespace muster::rules::judge {

void chooseOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "choose <player> first-turn|frontier";
    offerEach(c, out, x.options, [&](const std::string& o) {
        return LegalOption{"choose " + c.pid(x.who) + " " + o,
                           c.pid(x.who) + (o == "first-turn" ? " takes the first turn" : " picks the frontier")};
    });
}

void frontierPickOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "frontier-pick <player> <proposer>";
    offerEach(c, out, x.options, [&](const std::string& o) {
        return LegalOption{"frontier-pick " + c.pid(x.who) + " " + o, "the frontier is the terrain " + o + " proposed"};
    });
}

void placeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "place <player> home|horde|campaign <terrain>";
    const auto& s = c.state;
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p) {
        if (x.who >= 0 && p != x.who) continue;
        for (const char* army : {"home", "horde", "campaign"})
            for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
                if (!c.offer(out, {"place " + c.pid(p) + " " + army + " " + c.terrainKey(t),
                                   c.pid(p) + "'s " + army + " army starts at " + c.terrainKey(t)}))
                    return;
    }
}

void startRollOptions(const OptionContext& c, const Expectation&, StatementOptions& out) {
    out.form = "start-roll <player> <terrain> <1-8>";
    const auto& s = c.state;
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p)
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            for (int face = 1; face <= 8; ++face) {
                const std::string text = "start-roll " + c.pid(p) + " " + c.terrainKey(t) + " " + std::to_string(face);
                if (face == 1 && !c.accepts(text)) break;  // not this player's terrain to roll now
                std::string words = c.pid(p) + " rolls " + c.terrainKey(t) + ": " + std::to_string(face);
                if (face == 8) words += " (roll again)";
                if (face == 7) words += " (turned to 6)";
                if (!c.offer(out, {text, words})) return;
            }
}

void turnOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "turn <n> <player>";
    if (x.who < 0) return;
    const int n = c.state.turn.number + 1;
    c.offer(out, {"turn " + std::to_string(n) + " " + c.pid(x.who),
                  "turn " + std::to_string(n) + " is " + c.pid(x.who) + "'s"});
}

void resultOptions(const OptionContext& c, const Expectation&, StatementOptions& out) {
    out.form = "result <player> capture|elimination | result none";
    const auto& s = c.state;
    c.offer(out, {"result none", "the game stops without a winner"});
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p)
        for (const char* how : {"capture", "elimination"})
            c.offer(out, {"result " + c.pid(p) + " " + how, c.pid(p) + " wins by " + how});
}

void phaseOptions(const OptionContext& c, const Expectation&, StatementOptions& out) {
    out.form = "phase expire|eighth|dragon|species|first-march|second-march|reserves";
    static constexpr std::array<const char*, 7> kNames = {"expire",      "eighth",       "dragon",  "species",
                                                          "first-march", "second-march", "reserves"};
    for (const char* name : kNames)
        c.offer(out, {std::string("phase ") + name, std::string("go on to the ") + name + " phase"});
}

}  // namespace muster::rules::judge
