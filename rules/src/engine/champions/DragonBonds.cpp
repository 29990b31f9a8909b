// Eldarim champions' bonds with dragons (V4.01d Eldarim Champions, S0:L1364-1381). Readings where the rulebook
// leaves room are in docs/rules-decisions.md ("Eldarim champions in dragon attacks").
#include "champions/DragonBonds.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "muster/rules/engine/DragonRules.h"
#include "state/Exchanges.h"
#include "state/Items.h"

namespace muster::rules::engine {

using domain::Element;

std::string_view toString(ChampionPower power) {
    switch (power) {
        case ChampionPower::Tame:
            return "tame";
        case ChampionPower::Slay:
            return "slay";
        case ChampionPower::Control:
            return "control";
    }
    return "?";
}

namespace DragonBonds {

namespace {

constexpr std::string_view kTameSource = "Tame a Dragon";
constexpr std::string_view kControlSource = "Control a Dragon";

int bondOn(const GameState& s, int dragon, Status status) {
    for (const auto& fx : s.effects)
        if (fx.target == EffectTargetKind::Unit && fx.targetPiece == dragon && fx.status == status)
            return fx.sourcePiece;
    return -1;
}

bool white(const domain::Die& die) {
    return die.elements.contains(Element::White);
}

}  // namespace

std::optional<ChampionPower> powerOf(std::string_view saiName) {
    if (saiName == "Dragonlord Logo" || saiName == "Dragonmaster Logo") return ChampionPower::Tame;
    if (saiName == "Dragonslayer Logo" || saiName == "Dragonhunter Logo") return ChampionPower::Slay;
    if (saiName == "Dragoncrusader Logo" || saiName == "Dragonzealot Logo") return ChampionPower::Control;
    return std::nullopt;
}

EventKind statementOf(ChampionPower power) {
    switch (power) {
        case ChampionPower::Tame:
            return EventKind::Tame;
        case ChampionPower::Slay:
            return EventKind::Slay;
        case ChampionPower::Control:
            break;
    }
    return EventKind::Control;
}

std::string refusal(const Ctx& ctx, int unit, int dragon) {
    const auto& champion = ctx.die(unit);
    const auto& d = ctx.die(dragon);
    // S0:L1366: only white champions affect a White Dragon.
    if (d.isWhiteDragon() && !white(champion))
        return "only a white Eldarim champion may affect a White Dragon (" + ctx.ref(dragon) + "), not the " +
               champion.name;
    // S0:L1371, L1376, L1381: the elemental kinds affect only a dragon containing their element.
    if (!white(champion) && !d.elements.intersects(champion.elements))
        return "the " + champion.name + " affects only a dragon containing its element, and " + ctx.ref(dragon) + " (" +
               d.name + ") does not";
    return "";
}

int tamerOf(const GameState& state, int dragon) {
    return bondOn(state, dragon, Status::Tamed);
}

int controllerOf(const GameState& state, int dragon) {
    return bondOn(state, dragon, Status::Controlled);
}

int tamedBy(const GameState& state, int unit) {
    for (const auto& fx : state.effects)
        if (fx.status == Status::Tamed && fx.sourcePiece == unit) return fx.targetPiece;
    return -1;
}

bool idle(const Ctx& ctx, int dragon, int player, int terrain) {
    const auto here = ctx.s.dragonsAt(terrain);
    // A dragon controlled by a unit of that army, alone at the terrain: nothing for it to do (S0:L1380).
    const int controller = controllerOf(ctx.s, dragon);
    if (controller >= 0 && ctx.s.piece(controller).owner == player && here.size() == 1) return true;
    const int tamer = tamerOf(ctx.s, dragon);
    if (tamer < 0 || ctx.s.piece(tamer).owner != player || ctx.s.piece(tamer).loc != Location::at(terrain))
        return false;
    for (int other : here)
        if (other != dragon && dragonAttacksDragon(ctx.die(dragon), ctx.die(other))) return false;
    return true;
}

void bind(Ctx& ctx, int unit, int dragon, ChampionPower power) {
    auto& s = ctx.s;
    const Status status = power == ChampionPower::Tame ? Status::Tamed : Status::Controlled;
    // A unit binds one dragon at a time; a dragon bound by another unit is freed from it (S0:L1370, L1380).
    s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(),
                                   [&](const Effect& fx) {
                                       const bool bond = fx.status == Status::Tamed || fx.status == Status::Controlled;
                                       return bond &&
                                              ((fx.sourcePiece == unit && fx.status == status) ||
                                               (fx.target == EffectTargetKind::Unit && fx.targetPiece == dragon));
                                   }),
                    s.effects.end());
    Effect fx;
    fx.source = std::string(power == ChampionPower::Tame ? kTameSource : kControlSource);
    fx.from = Effect::From::Sai;
    fx.caster = s.piece(unit).owner;
    fx.target = EffectTargetKind::Unit;
    fx.targetPiece = dragon;
    fx.status = status;
    fx.sourcePiece = unit;
    fx.anchorTerrain = s.piece(dragon).loc.terrain;
    // Either leaving the terrain without the other ends it (the dragon summoned away, flown home or killed; the
    // unit moved, killed or buried).
    fx.ends = EndsWhenTargetLeaves | EndsWhenSourceLeaves | EndsWhenSourceDies;
    // A White Dragon is free again in the binding player's Expire Effects Phase (S0:L1370, L1380).
    if (ctx.die(dragon).isWhiteDragon()) fx.expiresAtStartOf = fx.caster;
    EffectStore::add(s, fx);
}

void ride(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    static const Rule rule = Rule::EldarimChampions;
    if (e.args.size() < 2) ctx.fail(Rule::LogFormat, "expected 'ride <player> <unit> <terrain> [<item>...]'");
    const int u = ctx.ownPiece(p, e.args[0]);
    const Location from = s.piece(u).loc;
    const int dragon = tamedBy(s, u);
    if (dragon < 0) ctx.fail(rule, "'" + e.args[0] + "' has tamed no dragon: only a unit that tamed a dragon rides it");
    // The bond ends when the dragon leaves the terrain without its tamer (S0:L1370). The statement that closes a dragon
    // attack may be this ride, whose Wing sends the dragon home before the bonds are pruned: check where it is.
    if (s.piece(dragon).loc != from)
        ctx.fail(rule, ctx.ref(dragon) + " is no longer with " + ctx.ref(u) +
                           " (it left the terrain, which ended the tame): there is no dragon to ride");
    // "to any other terrain" (S0:L1370): the Reserve Area is no terrain, and a dragon never goes there.
    if (e.args[1] == "reserve" || e.args[1] == "reserves")
        ctx.fail(rule, "a ride goes to another terrain; the Reserve Area is none (a dragon never enters it)");
    const int to = ctx.terrainOf(e.args[1]);
    if (from == Location::at(to))
        ctx.fail(rule, "a ride goes to another terrain: " + ctx.ref(u) + " and " + ctx.ref(dragon) + " are at " +
                           e.args[1] + " already");
    // One ride per tamer and turn: the Retreat step lets it move "to any other terrain", a single move (S0:L1370).
    const std::string once = "ride:" + ctx.pid(p) + ":" + s.label(u);  // by name: a position states it (Position)
    if (s.turn.used(once))
        ctx.fail(rule, ctx.ref(u) + " has ridden its dragon this turn already: a tamer rides once, in the Retreat step");
    s.turn.usedOnce.push_back(once);
    // Items the rider carries along follow the terrain (state/Items.h; V4.01d Items S0:L1275).
    std::vector<int> items;
    for (std::size_t i = 2; i < e.args.size(); ++i) {
        const int item = ctx.ownPiece(p, e.args[i]);
        if (s.piece(item).kind != PieceKind::Item)
            ctx.fail(rule, "a ride moves the rider alone; after the terrain only the items it carries, and '" +
                               e.args[i] + "' is no item");
        if (std::find(items.begin(), items.end(), item) != items.end())
            ctx.fail(Rule::Items, "'" + e.args[i] + "' is named twice");
        items.push_back(item);
    }
    Items::moveWith(ctx, p, {u}, items, from, Location::at(to));
    Exchanges::move(ctx, u, Location::at(to));
    s.piece(dragon).loc = Location::at(to);
    for (auto& fx : s.effects)
        if (fx.status == Status::Tamed && fx.sourcePiece == u) fx.anchorTerrain = to;
}

}  // namespace DragonBonds

}  // namespace muster::rules::engine
