// Controlled dragons in a dragon attack (V4.01d Eldarim Champions, Dragoncrusader, S0:L1380), part of
// DragonAttackFrame. Before any dragon rolls, the controlling player may order each dragon a unit of theirs
// controls: 'control <P> <unit> <dragon> skip' (it does not roll) or 'control <P> <unit> <dragon> <target dragon>'
// (it attacks that dragon, whatever the targeting table says). Without an order it attacks as usual, except against
// its controller's own army: there it rolls with the army when another dragon attacks it (its damage, Wing ignored,
// adds to the army's melee; it takes none) and otherwise stays out. Readings: docs/rules-decisions.md.
#include <algorithm>

#include "champions/DragonBonds.h"
#include "flow/DragonAttackFrame.h"

namespace muster::rules::engine {

// Each controlled dragon without an order takes its default part; then the first step follows from who still needs
// a target.
void DragonAttackFrame::settleControlled(const Ctx& ctx) {
    for (auto& a : dragons_) {
        const int by = DragonBonds::controllerOf(ctx.s, a.piece);
        a.controller = by < 0 ? -1 : ctx.s.piece(by).owner;
        if (a.controller != player_ || a.ordered) continue;
        a.attacksArmy = false;
        a.target = -1;
        a.helper = std::any_of(dragons_.begin(), dragons_.end(), [&](const Attacker& o) {
            return o.piece != a.piece && o.attacksArmy && o.controller != player_;
        });
        a.idle = !a.helper;
        a.rolled = a.idle;
    }
    const bool targets = std::any_of(dragons_.begin(), dragons_.end(), [](const Attacker& a) {
        return !a.attacksArmy && !a.idle && !a.helper && a.target < 0;
    });
    step_ = targets ? Step::Targets : Step::Rolls;
    // Nothing rolls (every dragon spared or kept from rolling): the attack is over at once.
    if (!targets && std::all_of(dragons_.begin(), dragons_.end(), [](const Attacker& a) { return a.rolled; })) {
        step_ = Step::Done;
        over_ = "no dragon at " + ctx.s.terrain(terrain_).key + " attacks (tamed, or kept from rolling)";
        done = true;
    }
}

void DragonAttackFrame::order(Ctx& ctx) {
    const auto& e = ctx.ev();
    static const Rule rule = Rule::EldarimChampions;
    const int p = ctx.actor();
    if (e.args.size() != 3)
        ctx.fail(Rule::LogFormat, "a controlled dragon's order before the dragons roll: 'control " + ctx.pid(p) +
                                      " <unit> <dragon> skip|<target dragon>'");
    const int u = ctx.ownPiece(p, e.args[0]);
    const int d = ctx.pieceRef(e.args[1], p);
    Attacker* a = find(d);
    if (a == nullptr) ctx.fail(rule, "'" + e.args[1] + "' is not a dragon at " + ctx.s.terrain(terrain_).key);
    if (DragonBonds::controllerOf(ctx.s, d) != u)
        ctx.fail(rule, ctx.ref(d) + " is not controlled by " + ctx.ref(u) +
                           " (a Dragoncrusader or Dragonzealot that "
                           "took control of it)");
    if (a->ordered) ctx.fail(rule, ctx.ref(d) + " has its order for this dragon attack already");
    a->ordered = true;
    a->helper = false;
    a->attacksArmy = false;
    if (e.args[2] == "skip") {
        a->idle = true;
        a->rolled = true;
        a->target = -1;
    } else {
        const int t = ctx.pieceRef(e.args[2], p);
        if (t == d || find(t) == nullptr)
            ctx.fail(rule, "a controlled dragon attacks another dragon at " + ctx.s.terrain(terrain_).key + ", not '" +
                               e.args[2] + "' (or 'skip')");
        a->idle = false;
        a->rolled = false;
        a->target = t;  // any dragon, even one the targeting table would spare
    }
    settleControlled(ctx);
}

// Orders the controllers may still give: "order <P> <unit> <dragon> skip|<target dragon>".
void DragonAttackFrame::controlOptions(const Ctx& ctx, Expectation& x) const {
    if (anyRolled_) return;
    for (const auto& a : dragons_) {
        const int by = DragonBonds::controllerOf(ctx.s, a.piece);
        if (by < 0 || a.ordered) continue;
        const std::string head =
            "order " + ctx.pid(ctx.s.piece(by).owner) + " " + ctx.s.label(by) + " " + ctx.ref(a.piece) + " ";
        x.options.push_back(head + "skip");
        for (const auto& b : dragons_)
            if (b.piece != a.piece) x.options.push_back(head + ctx.ref(b.piece));
        if (std::find(x.kinds.begin(), x.kinds.end(), EventKind::Control) == x.kinds.end())
            x.kinds.push_back(EventKind::Control);
    }
}

int DragonAttackFrame::helperDamage() const {
    int damage = 0;
    for (const auto& a : dragons_)
        if (a.helper) damage += a.damage;
    return damage;
}

}  // namespace muster::rules::engine
