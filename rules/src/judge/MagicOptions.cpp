// The judge's option makers for magic (OptionMakers.h): the spells the magic rolled can cast, each with its element,
// its cost, how many castings the magic left pays for and every target of its kind ('cast'), and the announced spells
// still to resolve ('resolve'). Which spells the magic pays for is the magic action's own check
// (flow/MagicFrame::affords); the targets are offered by the kind of target each spell names after 'on' (the log's
// grammar, docs/match-log.md, Magic) and kept when the engine accepts them.
#include <algorithm>
#include <map>

#include "EngineContext.h"
#include "OptionMakers.h"
#include "flow/MagicFrame.h"

namespace muster::rules::judge {

namespace {

using domain::Element;

// What a spell names after 'on' (besides the catalog's data block for the spells that only modify rolls).
enum class Aim : std::uint8_t {
    Army,              // 'on B@frontier'
    OpposingArmy,      // the same, an opponent's army
    Terrain,           // 'on frontier'
    OpposingUnit,      // 'on B:c1'
    OpposingUnits,     // up to N health-worth of one opposing army: 'on B:c1 B:c2'
    OpposingAnywhere,  // up to N health-worth of opposing units at one terrain
    UnitsAtTerrain,    // up to N health-worth of any units at one terrain (anyone's)
    OwnUnitTo,         // Path: one of the caster's units, then a terrain
    OwnUnitsTo,        // Rally: up to three of the caster's units at one terrain, then a terrain
    OwnDead,           // Resurrect Dead: units of the caster's DUA (one health-worth per casting)
    OpposingDead,      // Exhume: up to N health-worth of one opponent's DUA
    OwnDua,            // Accelerated Growth: the caster's DUA ('on A', or nothing)
    Dragon,            // Summon Dragon: a terrain, then a dragon
    WhiteDragon,       // Summon White Dragon: a terrain, then a White Dragon
    EvolveDragonkin,   // the caster's Dragonkin in play, then a pool Dragonkin one health larger
    SummonDragonkin,   // the caster's pool Dragonkin (one health-worth per casting)
    RiseEldarim,       // an Eldarim unit in play, then a dead Eldarim one health larger
    BuriedMinor,       // Esfah's Gift: a minor terrain of the caster's BUA
};

struct AimRow {
    std::string_view spell;
    Aim aim;
    int health = 0;  // "up to N health-worth" per casting
};

// The spells that are not data-driven (their catalog block names Army, OpposingArmy or Terrain).
constexpr AimRow kAims[] = {
    {"Hailstorm", Aim::OpposingArmy},
    {"Firestorm", Aim::Terrain},
    {"Firebolt", Aim::OpposingUnit},
    {"Fearful Flames", Aim::OpposingUnit},
    {"Finger of Death", Aim::OpposingUnit},
    {"Lightning Strike", Aim::OpposingUnit},
    {"Swamp Fever", Aim::OpposingUnits, 3},
    {"Scent of Fear", Aim::OpposingAnywhere, 3},
    {"Mirage", Aim::UnitsAtTerrain, 5},
    {"Path", Aim::OwnUnitTo},
    {"Rally", Aim::OwnUnitsTo, 3},
    {"Resurrect Dead", Aim::OwnDead},
    {"Exhume", Aim::OpposingDead, 3},
    {"Summon Dragon", Aim::Dragon},
    {"Summon White Dragon", Aim::WhiteDragon},
    {"Open Grave", Aim::Army},
    {"Accelerated Growth", Aim::OwnDua},
    {"Necromantic Wave", Aim::Army},
    {"Berserker Rage", Aim::Army},
    {"Wilding", Aim::Army},
    {"Flashfire", Aim::Army},
    {"Flash Flood", Aim::Terrain},
    {"Tidal Wave", Aim::Terrain},
    {"Wall of Thorns", Aim::Terrain},
    {"Soiled Ground", Aim::Terrain},
    {"Mire", Aim::Terrain},
    {"Evolve Dragonkin", Aim::EvolveDragonkin},
    {"Summon Dragonkin", Aim::SummonDragonkin},
    {"Rise of the Eldarim", Aim::RiseEldarim},
    {"Esfah's Gift", Aim::BuriedMinor},
};

std::optional<AimRow> aimOf(const domain::Spell& spell) {
    for (const auto& row : kAims)
        if (row.spell == spell.name) return row;
    if (spell.effect) {
        switch (spell.effect->target) {
            case domain::SpellTarget::Army:
                return AimRow{spell.name, Aim::Army};
            case domain::SpellTarget::OpposingArmy:
                return AimRow{spell.name, Aim::OpposingArmy};
            case domain::SpellTarget::Terrain:
                return AimRow{spell.name, Aim::Terrain};
        }
    }
    return std::nullopt;
}

// A target after 'on', with the pieces it names and the castings it needs (0: one, or the option's own).
struct Target {
    std::string words;  // " on B@frontier"
    std::vector<int> pieces;
    int castings = 0;
    std::string said;  // in a player's words
};

std::string refs(const OptionContext& c, const std::vector<int>& pieces) {
    std::string out;
    for (const int p : pieces) out += " " + c.ref(p);
    return out;
}

// Unit targets of "up to N health-worth": every set that takes as much as the group allows (the cheapest first, at
// most OptionLimits::maxCovers; `more` when others exist), then each unit alone.
void unitSets(const OptionContext& c, const std::vector<int>& units, int budget, std::vector<Target>& out, bool& more) {
    bool left = false;
    for (const auto& set : fullestCovers(c, units, budget, c.limits.maxCovers, left))
        if (!set.empty()) out.push_back({" on" + refs(c, set), set, 0, c.namedList(set)});
    more = more || left;
    for (const int u : c.representatives(units)) out.push_back({" on " + c.ref(u), {u}, 0, c.named(u)});
}

// Every target of the spell's kind; `more` when a set of units was left out (the list is then Bounded).
std::vector<Target> targetsOf(const OptionContext& c, const AimRow& aim, int caster, bool& more) {
    const auto& s = c.state;
    std::vector<Target> out;
    const auto opponents = c.opponents(caster);
    std::vector<int> everyone;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) everyone.push_back(q);
    auto unitsOf = [&](int owner, Where where) {
        std::vector<int> units;
        for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p)
            if (s.piece(p).owner == owner && s.piece(p).kind == PieceKind::Unit && s.piece(p).loc.where == where)
                units.push_back(p);
        return units;
    };
    switch (aim.aim) {
        case Aim::Army:
        case Aim::OpposingArmy:
            for (const int q : aim.aim == Aim::Army ? everyone : opponents)
                for (const auto loc : c.armyPlaces(q))
                    out.push_back({" on " + c.pid(q) + "@" + c.placeKey(loc), {}, 0, c.armyName(q, loc)});
            break;
        case Aim::Terrain:
            for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
                out.push_back({" on " + c.terrainKey(t), {}, 0, c.terrainKey(t)});
            break;
        case Aim::OpposingUnit:
            for (const int q : opponents)
                for (const auto loc : c.armyPlaces(q))
                    for (const int u : c.representatives(s.army(q, loc)))
                        out.push_back({" on " + c.ref(u), {u}, 0, c.pid(q) + "'s " + c.named(u)});
            break;
        case Aim::OpposingUnits:
            for (const int q : opponents)
                for (const auto loc : c.armyPlaces(q)) unitSets(c, s.army(q, loc), aim.health, out, more);
            break;
        case Aim::OpposingAnywhere:
        case Aim::UnitsAtTerrain:
            for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
                std::vector<int> units;
                for (const int q : aim.aim == Aim::UnitsAtTerrain ? everyone : opponents) {
                    const auto army = s.army(q, Location::at(t));
                    units.insert(units.end(), army.begin(), army.end());
                }
                unitSets(c, units, aim.health, out, more);
            }
            break;
        case Aim::OwnUnitTo:
        case Aim::OwnUnitsTo:
            // Path: one unit; Rally: up to three units of one terrain (the engine keeps as many as it can take). With
            // each set of the items of their army that may go along, to each other terrain.
            for (int from = 0; from < static_cast<int>(s.terrains.size()); ++from) {
                const auto army = s.army(caster, Location::at(from));
                const auto items = s.itemsAt(caster, Location::at(from));
                std::vector<std::vector<int>> movers;
                for (int k = 1; k <= (aim.aim == Aim::OwnUnitsTo ? aim.health : 1); ++k) {
                    bool left = false;
                    for (auto& set : setsOfSize(c, army, k, c.limits.maxCovers, left)) movers.push_back(set);
                    more = more || left;
                }
                for (const auto& set : movers)
                    for (std::size_t mask = 0; mask < (std::size_t{1} << std::min<std::size_t>(items.size(), 3));
                         ++mask) {
                        std::vector<int> along;
                        for (std::size_t i = 0; i < std::min<std::size_t>(items.size(), 3); ++i)
                            if ((mask & (std::size_t{1} << i)) != 0) along.push_back(items[i]);
                        more = more || items.size() > 3;
                        for (int to = 0; to < static_cast<int>(s.terrains.size()); ++to)
                            if (to != from)
                                out.push_back({" on" + refs(c, set) + refs(c, along) + " " + c.terrainKey(to), set, 0,
                                               c.namedList(set) + (along.empty() ? "" : " with " + c.namedList(along)) +
                                                   " to " + c.terrainKey(to)});
                    }
            }
            break;
        case Aim::OwnDead:
            for (const int d : c.representatives(unitsOf(caster, Where::Dua)))
                out.push_back({" on " + c.ref(d), {d}, c.health(d), c.named(d) + " from the DUA"});
            break;
        case Aim::OpposingDead:
            for (const int q : opponents) unitSets(c, unitsOf(q, Where::Dua), aim.health, out, more);
            break;
        case Aim::OwnDua:
            out.push_back({" on " + c.pid(caster), {}, 0, c.pid(caster) + "'s DUA"});
            out.push_back({"", {}, 0, c.pid(caster) + "'s DUA"});
            break;
        case Aim::Dragon:
        case Aim::WhiteDragon:
            for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
                const auto& piece = s.piece(d);
                if (piece.kind != PieceKind::Dragon || piece.loc.where == Where::Removed) continue;
                if ((aim.aim == Aim::WhiteDragon) != c.die(d).isWhiteDragon()) continue;
                for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
                    out.push_back({" on " + c.terrainKey(t) + " " + c.ref(d),
                                   {d},
                                   0,
                                   c.pid(piece.owner) + "'s " + c.named(d) + " to " + c.terrainKey(t)});
            }
            break;
        case Aim::EvolveDragonkin:
        case Aim::RiseEldarim: {
            const bool kin = aim.aim == Aim::EvolveDragonkin;
            for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
                const auto& piece = s.piece(u);
                if (piece.owner != caster || piece.kind != PieceKind::Unit || !piece.loc.inPlay()) continue;
                if (kin ? !c.die(u).isDragonkin() : c.die(u).species != "Eldarim") continue;
                for (const int d : c.representatives(unitsOf(caster, kin ? Where::Pool : Where::Dua)))
                    if (c.die(d).species == c.die(u).species && c.health(d) > c.health(u))
                        out.push_back({" on " + c.ref(u) + " " + c.ref(d),
                                       {u, d},
                                       c.health(d) - c.health(u),
                                       c.named(u) + " becomes " + c.named(d)});
            }
            break;
        }
        case Aim::SummonDragonkin:
            for (const int d : c.representatives(unitsOf(caster, Where::Pool)))
                if (c.die(d).isDragonkin())
                    out.push_back({" on " + c.ref(d), {d}, c.health(d), c.named(d) + " from the Summoning Pool"});
            break;
        case Aim::BuriedMinor:
            for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p)
                if (s.piece(p).owner == caster && s.piece(p).kind == PieceKind::MinorTerrain &&
                    s.piece(p).loc.where == Where::Bua)
                    out.push_back({" on " + c.ref(p), {p}, 0, c.named(p) + " back to the Summoning Pool"});
            break;
    }
    return out;
}

// The elements a spell may be paid with: its own, or any magic element and Ivory for an Elemental spell.
std::vector<Element> payableWith(const domain::Spell& spell) {
    if (spell.element != Element::Ivory && spell.element != Element::White) return {spell.element};
    std::vector<Element> out(std::begin(domain::kMagicElements), std::end(domain::kMagicElements));
    out.push_back(Element::Ivory);
    return out;
}

// Every payment of `cost` with two or more of `elements`, each part at most its bound, in the elements' order.
void splitsOf(const std::vector<Element>& elements, const std::vector<int>& most, std::size_t at, int left,
              std::vector<std::pair<Element, int>>& parts, std::vector<std::vector<std::pair<Element, int>>>& out) {
    if (at == elements.size()) {
        if (left == 0 && parts.size() >= 2) out.push_back(parts);
        return;
    }
    int after = 0;  // what the elements after this one could still pay
    for (std::size_t k = at + 1; k < elements.size(); ++k) after += most[k];
    for (int n = std::min(left, most[at]); n >= 0 && n + after >= left; --n) {
        if (n > 0) parts.emplace_back(elements[at], n);
        splitsOf(elements, most, at + 1, left - n, parts, out);
        if (n > 0) parts.pop_back();
    }
}

// Summon White Dragon paid with several elements ('with fire=8+earth=6', S0:L1131): every split of its cost over
// the magic elements and Ivory that the magic left pays for (MagicFrame::affords), once per split, with each target.
// False once the list is full.
bool offerMixedPayments(const OptionContext& c, const engine::MagicFrame& magic, const engine::Ctx& ctx,
                        const domain::Spell& spell, const std::vector<Target>& targets, int caster,
                        StatementOptions& out, int bound) {
    if (targets.empty()) return true;
    std::vector<Element> elements;
    std::vector<int> most;
    for (const Element element : payableWith(spell)) {
        const int n = std::min(magic.mostOf(element), spell.cost);
        if (n <= 0) continue;
        elements.push_back(element);
        most.push_back(n);
    }
    std::vector<std::vector<std::pair<Element, int>>> splits;
    std::vector<std::pair<Element, int>> parts;
    splitsOf(elements, most, 0, spell.cost, parts, splits);
    for (const auto& split : splits) {
        if (!magic.affords(ctx, spell, split, 1)) continue;
        std::string paid;
        for (const auto& [element, n] : split)
            paid += (paid.empty() ? "" : "+") + std::string(domain::toString(element)) + "=" + std::to_string(n);
        for (const auto& target : targets) {
            LegalOption o;
            o.statement = "cast " + c.pid(caster) + " " + spell.name + " with " + paid + target.words;
            o.words = spell.name + " (" + paid + ") on " + target.said;
            o.pieces = target.pieces;
            o.spell = spell.name;
            o.element = paid;
            o.cost = spell.cost;
            o.maxCastings = 1;
            if (!c.offer(out, std::move(o), bound)) return false;
        }
    }
    return true;
}

}  // namespace

void castOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "cast <player> <spell> with <element> [x<n>] [on <target>...]";
    if (x.who < 0) return;
    auto& state = const_cast<GameState&>(c.state);  // the Ctx only reads here, as in Engine::expect
    const engine::Ctx ctx(c.engine.data(), state, nullptr);
    const auto* magic =
        c.state.frames.empty() ? nullptr : dynamic_cast<const engine::MagicFrame*>(c.state.frames.back().get());
    const int bound = c.limits.maxOptions * 4;
    bool more = false;  // sets of units left out of a spell's targets
    for (const auto& spell : c.catalog.spells()) {
        const auto aim = aimOf(spell);
        if (!aim) {
            out.coverage = Coverage::Partial;
            continue;
        }
        // Cantrip magic outside a magic action is spent before its frame exists: cantrip spells only, tried whole.
        if (magic == nullptr && !spell.cantrip) continue;
        for (const Element element : payableWith(spell)) {
            if (magic != nullptr && !magic->affords(ctx, spell, element, 1)) continue;
            int most = 1;
            while (magic != nullptr && most < 20 && magic->affords(ctx, spell, element, most + 1)) ++most;
            const std::string head =
                "cast " + c.pid(x.who) + " " + spell.name + " with " + std::string(domain::toString(element));
            for (const auto& target : targetsOf(c, *aim, x.who, more)) {
                const int castings = std::max(1, target.castings);
                if (magic != nullptr && castings > most) continue;
                LegalOption o;
                o.statement = head + (castings > 1 ? " x" + std::to_string(castings) : std::string()) + target.words;
                o.words = spell.name + " (" + std::string(domain::toString(element)) + ", " +
                          std::to_string(spell.cost * castings) + ") on " + target.said;
                o.pieces = target.pieces;
                o.spell = spell.name;
                o.element = std::string(domain::toString(element));
                o.cost = spell.cost;
                o.maxCastings = magic != nullptr ? most : 0;
                if (!c.offer(out, std::move(o), bound)) return;
            }
        }
        if (spell.element == Element::White && magic != nullptr &&
            !offerMixedPayments(c, *magic, ctx, spell, targetsOf(c, *aim, x.who, more), x.who, out, bound))
            return;
    }
    if (more && out.coverage == Coverage::Complete) out.coverage = Coverage::Bounded;
}

void resolveOptions(const OptionContext& c, const Expectation& x, StatementOptions& out) {
    out.form = "resolve <n>";
    const auto* magic =
        c.state.frames.empty() ? nullptr : dynamic_cast<const engine::MagicFrame*>(c.state.frames.back().get());
    for (const auto& o : x.options) {
        std::string words = "resolve spell " + o;
        if (magic != nullptr) {
            const auto n = static_cast<std::size_t>(std::stoi(o));
            if (n >= 1 && n <= magic->casts().size()) words += " (" + magic->casts()[n - 1].definition->name() + ")";
        }
        if (!c.offer(out, {"resolve " + o, words})) return;
    }
}

}  // namespace muster::rules::judge
