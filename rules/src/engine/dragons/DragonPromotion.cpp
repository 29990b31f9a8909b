// Promotions in a dragon attack (V4.01d Dragon Attacks steps 5 and 8).
#include "dragons/DragonPromotion.h"

#include <algorithm>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include "state/Exchanges.h"

namespace muster::rules::engine {

namespace {

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

void DragonPromotion::treasure(Ctx& ctx, int player, Location at, int terrain, int left) {
    const auto& e = ctx.ev();
    ctx.needActor(player, Rule::Promotion, "a treasure promotion of the attacked army");
    if (left <= 0)
        ctx.fail(Rule::Promotion, "no treasure promotion is left (the dragons' treasure results give " +
                                      std::to_string(left) + " more)");
    if (e.args.size() != 3 || e.args[0] != "promote")
        ctx.fail(Rule::LogFormat, "expected 'treasure " + ctx.pid(player) + " promote <unit> <dead unit>'");
    const int u = ctx.ownPiece(player, e.args[1]);
    if (ctx.s.piece(u).loc != at || ctx.s.piece(u).kind != PieceKind::Unit)
        ctx.fail(Rule::Promotion, "'" + e.args[1] + "' is not in the attacked army at " + ctx.s.terrain(terrain).key);
    Exchanges::promote(ctx, u, ctx.ownPiece(player, e.args[2]), Rule::Promotion);
}

int DragonPromotion::most(const Ctx& ctx, int player, Location at) {
    // Promotions happen at once: each unit of (species, health h) needs its own unit of (species, h + 1) in the
    // DUA (the Summoning Pool for Dragonkin); classes do not compete, so the most is a sum of minimums.
    std::map<std::pair<std::string, int>, int> army;
    std::map<std::pair<std::string, int>, int> spare;
    for (int u : ctx.s.army(player, at)) ++army[{ctx.die(u).species, ctx.health(u)}];
    for (std::size_t i = 0; i < ctx.s.pieces.size(); ++i) {
        const auto& p = ctx.s.pieces[i];
        if (p.owner != player || p.kind != PieceKind::Unit) continue;
        const auto& die = ctx.cat.die(p.die);
        if (p.loc.where == (die.isDragonkin() ? Where::Pool : Where::Dua)) ++spare[{die.species, die.health}];
    }
    int n = 0;
    for (const auto& [key, count] : army) {
        const auto it = spare.find({key.first, key.second + 1});
        if (it != spare.end()) n += std::min(count, it->second);
    }
    return n;
}

void DragonPromotion::promote(Ctx& ctx, int player, Location at, int count) {
    const auto& e = ctx.ev();
    ctx.needActor(player, Rule::Promotion, "the promotion after the army killed a dragon");
    if (e.args.size() % 2 != 0)
        ctx.fail(Rule::LogFormat, "expected 'promote " + ctx.pid(player) + " <unit> <dead unit> ...' in pairs");
    std::vector<int> units;
    std::vector<int> spares;
    for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
        const int u = ctx.ownPiece(player, e.args[i]);
        const int d = ctx.ownPiece(player, e.args[i + 1]);
        if (ctx.s.piece(u).loc != at || ctx.s.piece(u).kind != PieceKind::Unit)
            ctx.fail(Rule::Promotion, "'" + e.args[i] + "' is not in the army that killed the dragon");
        if (has(units, u) || has(spares, d)) ctx.fail(Rule::Promotion, "a unit is named twice in one promotion");
        units.push_back(u);
        spares.push_back(d);
    }
    if (static_cast<int>(units.size()) != count)
        ctx.fail(Rule::Promotion, "the army promotes as many units as possible: " + std::to_string(count) +
                                      ", not " + std::to_string(units.size()));
    // All at once: check every pair before any exchange.
    for (std::size_t i = 0; i < units.size(); ++i) {
        const auto& a = ctx.die(units[i]);
        const auto& b = ctx.die(spares[i]);
        const Where from = a.isDragonkin() ? Where::Pool : Where::Dua;
        if (ctx.s.piece(spares[i]).loc.where != from)
            ctx.fail(Rule::Promotion, "'" + ctx.s.label(spares[i]) + "' is not in " + ctx.pid(player) + "'s " +
                                          (from == Where::Pool ? "Summoning Pool" : "DUA"));
        if (a.species != b.species || b.health != a.health + 1)
            ctx.fail(Rule::Promotion, "promotion exchanges a unit for one of the same species with one more health (" +
                                          a.name + " -> " + b.name + " is not that)");
    }
    for (std::size_t i = 0; i < units.size(); ++i) Exchanges::promote(ctx, units[i], spares[i], Rule::Promotion);
}

}  // namespace muster::rules::engine
