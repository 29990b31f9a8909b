// The judge's option makers for a march and the reserves phase (OptionMakers.h): march, maneuver (with every set of
// counter-maneuvering players), terrain turns, Castle, the action and its targets, minor terrains, Amazon charges,
// Mire, reinforce, retreat, Air Flight, counter-attack and Foul Stench. Moves of several units are open selections:
// the units each move may name (each accepted alone) and the items that may go along.
#include <algorithm>

#include "OptionMakers.h"

namespace muster::rules::judge {

namespace {

// A player's units and items at the terrains (those a retreat or Air Flight may move).
std::pair<std::vector<int>, std::vector<int>> atTerrains(const OptionContext& c, int player) {
    std::vector<int> units;
    std::vector<int> items;
    for (int t = 0; t < static_cast<int>(c.state.terrains.size()); ++t) {
        const auto army = c.state.army(player, Location::at(t));
        units.insert(units.end(), army.begin(), army.end());
        const auto held = c.state.itemsAt(player, Location::at(t));
        items.insert(items.end(), held.begin(), held.end());
    }
    return {units, items};
}

// An open selection: the statement `head` followed by some of `units` (those the engine accepts named alone).
LegalOption openChoice(const OptionContext& c, const std::string& head, const std::string& words,
                       const std::vector<int>& units, const std::vector<int>& items, int maxHealth, int maxPieces) {
    LegalOption o;
    o.statement = head;
    o.words = words;
    PieceChoice pick;
    for (const int u : units)
        if (c.accepts(head + " " + c.state.label(u))) pick.from.push_back(u);
    pick.along = items;
    pick.maxHealth = maxHealth;
    pick.maxPieces = maxPieces;
    o.pick = std::move(pick);
    return o;
}

}  // namespace

void marchOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "march 1|2 <location>";
    if (x.who < 0) return;
    for (const int n : {1, 2})
        for (const auto loc : c.armyPlaces(x.who))
            if (!c.offer(out, {"march " + std::to_string(n) + " " + c.placeKey(loc),
                               (n == 1 ? "first" : "second") + std::string(" march: ") + c.armyName(x.who, loc) +
                                   " marches"}))
                return;
}

void maneuverOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "maneuver | maneuver counter <player>...";
    c.offer(out, {"maneuver", "maneuver, unopposed"});
    std::vector<int> there;
    for (const int q : c.opponents(x.who))
        if (c.state.hasArmy(q, x.place)) there.push_back(q);
    for (unsigned mask = 1; mask < (1U << there.size()); ++mask) {
        std::string text = "maneuver counter";
        std::string who;
        for (std::size_t i = 0; i < there.size(); ++i)
            if ((mask >> i) & 1U) {
                text += " " + c.pid(there[i]);
                who += (who.empty() ? "" : " and ") + c.pid(there[i]);
            }
        if (!c.offer(out, {text, "maneuver; " + who + " counter-maneuver"})) return;
    }
}

void terrainOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "terrain up|down";
    offerEach(c, out, x.options,
              [](const std::string& o) { return LegalOption{"terrain " + o, "turn the terrain " + o + " one step"}; });
}

void castleOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "castle <player> city|standing-stones|temple|tower";
    offerEach(c, out, x.options, [&](const std::string& o) {
        return LegalOption{"castle " + c.pid(x.who) + " " + o, "the captured Castle serves as a " + o};
    });
}

void actionOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "action melee <player> | action missile <player>@<location> | action magic";
    const auto& s = c.state;
    for (const int q : c.opponents(x.who))
        if (s.hasArmy(q, x.place) &&
            !c.offer(out, {"action melee " + c.pid(q), "a melee attack on " + c.armyName(q, x.place)}))
            return;
    for (const int q : c.opponents(x.who))
        for (const auto loc : c.armyPlaces(q))
            if (!c.offer(out, {"action missile " + c.pid(q) + "@" + c.placeKey(loc),
                               "a missile attack on " + c.armyName(q, loc)}))
                return;
    c.offer(out, {"action magic", "a magic action"});
}

void minorOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "minor <player> bring <minor terrain> <face> | roll <face> | keep | bury";
    const auto& s = c.state;
    if (x.who < 0 || !x.place.atTerrain()) return;
    const std::string head = "minor " + c.pid(x.who) + " ";
    if (const int held = s.minorTerrainAt(x.who, x.place); held >= 0) {
        c.offer(out, {head + "keep", "keep " + c.named(held) + " on its face"});
        c.offer(out, {head + "bury", "bury " + c.named(held)});
        for (std::size_t f = 0; f < c.die(held).faces.size(); ++f)
            if (!c.offer(out, {head + "roll " + std::to_string(f + 1),
                               "roll " + c.named(held) + ": " + c.die(held).faces[f].toString()}))
                return;
        return;
    }
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p) {
        const auto& piece = s.piece(p);
        if (piece.owner != x.who || piece.kind != PieceKind::MinorTerrain || piece.loc.where != Where::Pool) continue;
        for (std::size_t f = 0; f < c.die(p).faces.size(); ++f) {
            LegalOption o{head + "bring " + s.label(p) + " " + std::to_string(f + 1),
                          "bring " + c.named(p) + " into play: " + c.die(p).faces[f].toString()};
            o.pieces = {p};
            if (!c.offer(out, std::move(o))) return;
        }
    }
}

void minorFaceOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "minor-face <player> magic|melee|missile";
    offerEach(c, out, x.options, [&](const std::string& o) {
        return LegalOption{"minor-face " + c.pid(x.who) + " " + o, "turn the minor terrain to its " + o + " face"};
    });
}

void chargeOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "charge <player> javelin|kukri <minor terrain>";
    if (x.who < 0 || !x.place.atTerrain()) return;
    const int held = c.state.minorTerrainAt(x.who, x.place);
    if (held < 0) return;
    for (const char* how : {"javelin", "kukri"})
        c.offer(out, {"charge " + c.pid(x.who) + " " + how + " " + c.state.label(held),
                      std::string(how) + " charge, burying " + c.named(held)});
}

void mireOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "mire <player> <unit>...";
    if (x.who < 0) return;
    std::vector<int> units;
    for (const int u : x.rollers)
        if (c.state.piece(u).kind == PieceKind::Unit) units.push_back(u);
    // Up to the roll's health-worth, and "up to" takes as much as it can (S0:L792): every fullest set.
    bool more = false;
    for (const auto& set : fullestCovers(c, units, x.amount, c.limits.maxCovers, more)) {
        LegalOption o{"mire " + c.pid(x.who) + c.labels(set), "Mire: " + c.namedList(set) + " march"};
        o.pieces = set;
        for (const int u : set) o.healthWorth += c.health(u);
        if (!c.offer(out, std::move(o))) return;
    }
    if (more) out.coverage = Coverage::Bounded;
}

void reinforceOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "reinforce <player> <terrain> <unit>... [<item>...]";
    out.coverage = Coverage::Open;
    const auto& s = c.state;
    if (x.who < 0) return;
    const auto reserve = s.army(x.who, Location::reserve());
    if (reserve.empty()) return;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
        auto o = openChoice(c, "reinforce " + c.pid(x.who) + " " + c.terrainKey(t),
                            "reserve units reinforce " + c.terrainKey(t), reserve,
                            s.itemsAt(x.who, Location::reserve()), -1, -1);
        if (!o.pick->from.empty()) out.options.push_back(std::move(o));
    }
}

void retreatOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "retreat <player> <unit>... [<item>...]";
    out.coverage = Coverage::Open;
    if (x.who < 0) return;
    const auto [units, items] = atTerrains(c, x.who);
    auto o = openChoice(c, "retreat " + c.pid(x.who), "units retreat to the Reserve Area", units, items, -1, -1);
    if (!o.pick->from.empty()) out.options.push_back(std::move(o));
}

void airFlightOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "air-flight <player> <terrain> <unit>... [<item>...]";
    out.coverage = Coverage::Open;
    const auto& s = c.state;
    if (x.who < 0) return;
    const auto [units, items] = atTerrains(c, x.who);
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
        auto o = openChoice(c, "air-flight " + c.pid(x.who) + " " + c.terrainKey(t),
                            "Air Flight: units fly to " + c.terrainKey(t), units, items, -1, -1);
        if (!o.pick->from.empty()) out.options.push_back(std::move(o));
    }
}

void counterAttackOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "counter-attack <player>";
    if (x.who >= 0) c.offer(out, {"counter-attack " + c.pid(x.who), c.pid(x.who) + " counter-attacks"});
}

void foulStenchOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "foul-stench <player> <unit>...";
    // Exactly x.amount units of the army are held back: every such set, alike units once.
    bool more = false;
    for (const auto& set : setsOfSize(c, c.state.army(x.who, x.place), x.amount, c.limits.maxCovers, more)) {
        LegalOption o{"foul-stench " + c.pid(x.who) + c.labels(set),
                      "Foul Stench: " + c.namedList(set) + " may not counter-attack"};
        o.pieces = set;
        if (!c.offer(out, std::move(o), c.limits.maxCovers)) return;
    }
    if (more) out.coverage = Coverage::Bounded;
}

}  // namespace muster::rules::judge
