// The judge's option makers for exchanges with the DUA, the BUA and the Summoning Pool (OptionMakers.h): City,
// Temple, Feralization, Mutate's gain, Dragonkin Handlers, Winter's Fortitude, Mutate's targets, a treasure's and a
// slain dragon's promotions, the Dragon's Lair and the Grove. Recruits and promotions are offered for each unit that
// could take part (alike units once); the engine keeps the legal ones.
#include <algorithm>

#include "OptionMakers.h"

namespace muster::rules::judge {

namespace {

// "<head> recruit <spare>" and "<head> promote <unit> <spare>" for an army and the spares (DUA or pool units).
void recruitOrPromote(const OptionContext& c, const std::string& head, int player, Location at,
                      const std::vector<int>& spares, StatementOptions& out) {
    const auto army = c.representatives(c.state.army(player, at));
    for (const int d : c.representatives(spares)) {
        LegalOption o{head + " recruit " + c.state.label(d), "recruit " + c.named(d)};
        o.pieces = {d};
        if (!c.offer(out, std::move(o))) return;
    }
    for (const int u : army)
        for (const int d : c.representatives(spares)) {
            if (c.die(d).species != c.die(u).species && !c.die(u).isDragonkin()) continue;
            LegalOption o{head + " promote " + c.state.label(u) + " " + c.state.label(d),
                          "promote " + c.named(u) + " to " + c.named(d)};
            o.pieces = {u, d};
            if (!c.offer(out, std::move(o))) return;
        }
}

std::vector<int> dragonkinIn(const OptionContext& c, int player, Where where) {
    std::vector<int> out;
    for (const int d : c.unitsIn(player, where))
        if (c.die(d).isDragonkin()) out.push_back(d);
    return out;
}

// Each terrain where the player has an army, with the recruit-or-promote statements of `head <terrain>`.
void perArmy(const OptionContext& c, int player, const std::string& head, const std::vector<int>& spares,
             StatementOptions& out) {
    for (int t = 0; t < static_cast<int>(c.state.terrains.size()); ++t)
        if (c.state.hasArmy(player, Location::at(t)))
            recruitOrPromote(c, head + " " + c.terrainKey(t), player, Location::at(t), spares, out);
}

// Units of the army paired with spares one health larger of their species, as many pairs as can be made: the most
// promotions at once (several orders of the army's units, each giving one maximal set).
std::vector<std::vector<std::pair<int, int>>> promotionSets(const OptionContext& c, int player, Location at, int most) {
    std::vector<std::vector<std::pair<int, int>>> out;
    auto army = c.state.army(player, at);
    for (std::size_t rotation = 0; rotation < std::max<std::size_t>(1, std::min<std::size_t>(army.size(), 6));
         ++rotation) {
        std::vector<int> used;
        std::vector<std::pair<int, int>> pairs;
        for (std::size_t k = 0; k < army.size() && static_cast<int>(pairs.size()) < most; ++k) {
            const int u = army[(k + rotation) % army.size()];
            const auto& die = c.die(u);
            const Where from = die.isDragonkin() ? Where::Pool : Where::Dua;
            for (const int d : c.unitsIn(player, from)) {
                const auto& spare = c.die(d);
                if (spare.species != die.species || spare.health != die.health + 1 ||
                    std::find(used.begin(), used.end(), d) != used.end())
                    continue;
                used.push_back(d);
                pairs.emplace_back(u, d);
                break;
            }
        }
        if (!pairs.empty() && std::find(out.begin(), out.end(), pairs) == out.end()) out.push_back(pairs);
    }
    return out;
}

}  // namespace

void cityOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "city <player> recruit <DUA unit> | city <player> promote <unit> <DUA unit>";
    if (x.who < 0) return;
    for (int t = 0; t < static_cast<int>(c.state.terrains.size()); ++t)
        if (c.state.controls(x.who, Location::at(t)))
            recruitOrPromote(c, "city " + c.pid(x.who), x.who, Location::at(t), c.unitsIn(x.who, Where::Dua), out);
}

void templeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "temple <player> <opponent> <DUA unit>";
    if (x.who < 0) return;
    for (const int q : c.opponents(x.who))
        for (const int d : c.representatives(c.unitsIn(q, Where::Dua))) {
            LegalOption o{"temple " + c.pid(x.who) + " " + c.pid(q) + " " + c.state.label(d),
                          "the Temple: " + c.pid(q) + " buries " + c.named(d)};
            o.pieces = {d};
            if (!c.offer(out, std::move(o))) return;
        }
}

void feralizeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "feralize <player> <terrain> recruit <DUA unit> | ... promote <unit> <DUA unit>";
    if (x.who >= 0) perArmy(c, x.who, "feralize " + c.pid(x.who), c.unitsIn(x.who, Where::Dua), out);
}

void mutateGainOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "mutate-gain <player> <terrain> recruit <DUA unit> | ... promote <unit> <DUA unit>";
    if (x.who >= 0) perArmy(c, x.who, "mutate-gain " + c.pid(x.who), c.unitsIn(x.who, Where::Dua), out);
}

void dragonkinHandlersOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "dragonkin-handlers <player> <terrain> recruit <pool unit> | ... promote <unit> <pool unit>";
    if (x.who >= 0) perArmy(c, x.who, "dragonkin-handlers " + c.pid(x.who), dragonkinIn(c, x.who, Where::Pool), out);
}

void wintersFortitudeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "winters-fortitude <player> <BUA unit>";
    if (x.who < 0) return;
    for (const int b : c.representatives(c.unitsIn(x.who, Where::Bua))) {
        LegalOption o{"winters-fortitude " + c.pid(x.who) + " " + c.state.label(b),
                      "Winter's Fortitude: " + c.named(b) + " back from the BUA"};
        o.pieces = {b};
        if (!c.offer(out, std::move(o))) return;
    }
}

void mutateOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "mutate <player> <opponent> <reserve unit>...";
    out.coverage = Coverage::Open;
    if (x.who < 0) return;
    for (const int q : c.opponents(x.who)) {
        const std::string head = "mutate " + c.pid(x.who) + " " + c.pid(q);
        LegalOption o{head, "Mutate: units of " + c.pid(q) + "'s Reserve Area"};
        PieceChoice pick;
        for (const int u : c.state.army(q, Location::reserve()))
            if (c.accepts(head + " " + c.state.label(u))) pick.from.push_back(u);
        if (pick.from.empty()) continue;
        o.pick = std::move(pick);
        out.options.push_back(std::move(o));
    }
}

void treasureOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "treasure <player> promote <unit> <DUA unit>";
    if (x.who < 0) return;
    // Each unit of the army with each spare of its species it could become.
    const auto army = c.representatives(c.state.army(x.who, x.place));
    for (const int u : army)
        for (const int d : c.representatives(c.unitsIn(x.who, c.die(u).isDragonkin() ? Where::Pool : Where::Dua))) {
            if (c.die(d).species != c.die(u).species) continue;
            const std::string text =
                "treasure " + c.pid(x.who) + " promote " + c.state.label(u) + " " + c.state.label(d);
            LegalOption o{text, "the treasure promotes " + c.named(u) + " to " + c.named(d)};
            o.pieces = {u, d};
            if (!c.offer(out, std::move(o))) return;
        }
}

void promoteOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "promote <player> <unit> <DUA unit> ...";
    out.coverage = Coverage::Partial;  // one maximal set per order of the army's units, not every maximal set
    if (x.who < 0) return;
    for (const auto& set : promotionSets(c, x.who, x.place, std::max(1, x.amount))) {
        std::string text = "promote " + c.pid(x.who);
        std::string words;
        LegalOption o;
        for (const auto& [u, d] : set) {
            text += " " + c.state.label(u) + " " + c.state.label(d);
            words += (words.empty() ? "" : ", ") + c.named(u) + " to " + c.named(d);
            o.pieces.push_back(u);
            o.pieces.push_back(d);
        }
        o.statement = text;
        o.words = "promote " + words;
        if (!c.offer(out, std::move(o))) return;
    }
}

void lairOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "lair <player> <dragon> <terrain>";
    const auto& s = c.state;
    if (x.who < 0) return;
    for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
        const auto& p = s.piece(d);
        if (p.kind != PieceKind::Dragon || !(p.loc.where == Where::Pool || p.loc.atTerrain())) continue;
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
            LegalOption o{
                "lair " + c.pid(x.who) + " " + c.ref(d) + " " + c.terrainKey(t),
                "the Dragon's Lair summons " + c.pid(p.owner) + "'s " + c.named(d) + " to " + c.terrainKey(t)};
            o.pieces = {d};
            if (!c.offer(out, std::move(o))) return;
        }
    }
}

void groveOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "grove <player> <piece>";
    const auto& s = c.state;
    if (x.who < 0) return;
    std::vector<int> buried;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p)
        if (s.piece(p).loc.where == Where::Bua && s.piece(p).kind != PieceKind::Dragon) buried.push_back(p);
    for (const int p : c.representatives(buried)) {
        LegalOption o{"grove " + c.pid(x.who) + " " + c.ref(p),
                      "the Grove brings back " + c.pid(s.piece(p).owner) + "'s " + c.named(p)};
        o.pieces = {p};
        if (!c.offer(out, std::move(o))) return;
    }
}

}  // namespace muster::rules::judge
