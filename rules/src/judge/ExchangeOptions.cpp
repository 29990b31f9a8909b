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

}  // namespace

// ---------------------------------------------------------------- sets of promotions

namespace {

// The pieces of one class of promotion: the units of one species and health, and the spares one health larger.
struct PromotionClass {
    std::vector<std::vector<int>> units;   // alike groups
    std::vector<std::vector<int>> spares;  // alike groups
    int health = 0;
};

// Every choice of `k` pieces from the groups (alike pieces counted, not told apart), each as the pieces taken.
void choicesOfSize(const std::vector<std::vector<int>>& groups, std::size_t at, int k, std::vector<int>& taken,
                   std::vector<std::vector<int>>& out) {
    if (k == 0) {
        out.push_back(taken);
        return;
    }
    if (at == groups.size()) return;
    const int most = std::min(k, static_cast<int>(groups[at].size()));
    for (int n = most; n >= 0; --n) {
        for (int i = 0; i < n; ++i) taken.push_back(groups[at][static_cast<std::size_t>(i)]);
        choicesOfSize(groups, at + 1, k - n, taken, out);
        taken.resize(taken.size() - static_cast<std::size_t>(n));
    }
}

int piecesIn(const std::vector<std::vector<int>>& groups) {
    int n = 0;
    for (const auto& g : groups) n += static_cast<int>(g.size());
    return n;
}

constexpr int kPromotionCap = 20000;  // sets looked at before the list is called Bounded

struct FoundSet {
    Promotions pairs;
    int health = 0;
};

void combineClasses(const std::vector<std::vector<Promotions>>& perClass, const std::vector<int>& healthOf,
                    std::size_t at, Promotions& pairs, int health, const PromotionLimits& limits,
                    std::vector<FoundSet>& out, int& left) {
    if (left <= 0) return;
    if (at == perClass.size()) {
        --left;
        if (!pairs.empty()) out.push_back({pairs, health});
        return;
    }
    for (const auto& choice : perClass[at]) {
        const int more = healthOf[at] * static_cast<int>(choice.size());
        if (limits.maxHealth >= 0 && health + more > limits.maxHealth) continue;
        pairs.insert(pairs.end(), choice.begin(), choice.end());
        combineClasses(perClass, healthOf, at + 1, pairs, health + more, limits, out, left);
        pairs.resize(pairs.size() - choice.size());
    }
}

}  // namespace

std::vector<Promotions> promotionSets(const OptionContext& c, const std::vector<int>& units,
                                      const PromotionLimits& limits, bool& more) {
    more = false;
    if (units.empty()) return {};
    const auto& s = c.state;
    const int owner = s.piece(units.front()).owner;
    // The classes: units of one species and health with the spares they may become.
    std::vector<PromotionClass> classes;
    for (const auto& group : c.alike(units)) {
        const auto& die = c.die(group.front());
        const Where from = die.isDragonkin() ? Where::Pool : Where::Dua;
        std::vector<int> spares;
        for (const int d : c.unitsIn(owner, from))
            if (c.die(d).species == die.species && c.health(d) == die.health + 1) spares.push_back(d);
        if (spares.empty()) continue;
        auto same = std::find_if(classes.begin(), classes.end(), [&](const PromotionClass& k) {
            return c.die(k.units.front().front()).species == die.species && k.health == die.health;
        });
        if (same == classes.end()) {
            classes.push_back({{}, c.alike(spares), die.health});
            same = classes.end() - 1;
        }
        same->units.push_back(group);
    }
    // Each class's choices: k of its units with k of its spares, paired in order (k = the most only, when asked).
    std::vector<std::vector<Promotions>> perClass;
    std::vector<int> healthOf;
    for (const auto& k : classes) {
        const int most = std::min(piecesIn(k.units), piecesIn(k.spares));
        std::vector<Promotions> choices;
        for (int n = most; n >= (limits.most ? most : 0); --n) {
            std::vector<std::vector<int>> us;
            std::vector<std::vector<int>> ds;
            std::vector<int> taken;
            choicesOfSize(k.units, 0, n, taken, us);
            choicesOfSize(k.spares, 0, n, taken, ds);
            for (const auto& u : us)
                for (const auto& d : ds) {
                    Promotions pairs;
                    for (std::size_t i = 0; i < u.size(); ++i) pairs.emplace_back(u[i], d[i]);
                    choices.push_back(std::move(pairs));
                }
        }
        perClass.push_back(std::move(choices));
        healthOf.push_back(k.health);
    }
    std::vector<FoundSet> found;
    Promotions pairs;
    int left = kPromotionCap;
    combineClasses(perClass, healthOf, 0, pairs, 0, limits, found, left);
    more = left <= 0;
    std::stable_sort(found.begin(), found.end(), [](const FoundSet& a, const FoundSet& b) {
        if (a.health != b.health) return a.health > b.health;
        return a.pairs.size() < b.pairs.size();
    });
    std::vector<Promotions> out;
    for (auto& f : found) {
        if (static_cast<int>(out.size()) >= limits.bound) {
            more = true;
            break;
        }
        out.push_back(std::move(f.pairs));
    }
    return out;
}

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
    if (x.who < 0) return;
    bool more = false;
    PromotionLimits limits;
    limits.most = true;
    limits.bound = c.limits.maxCovers;
    for (const auto& set : promotionSets(c, c.state.army(x.who, x.place), limits, more)) {
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
    if (more) out.coverage = Coverage::Bounded;
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
