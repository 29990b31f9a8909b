// Dragon against dragon in a dragon attack (V4.01d Dragon Attacks steps 2 and 6).
#include "dragons/DragonTargeting.h"

#include <algorithm>
#include <string>

namespace muster::rules::engine {

bool DragonTargeting::open(const DragonAttacker& a) {
    return !a.attacksArmy && !a.idle && !a.helper && a.target < 0;
}

bool DragonTargeting::allNamed(const DragonAttackers& dragons) {
    return std::none_of(dragons.begin(), dragons.end(), [](const DragonAttacker& a) { return open(a); });
}

void DragonTargeting::expect(const Ctx& ctx, const DragonAttackers& dragons, Expectation& x) {
    std::string waiting;
    for (const auto& a : dragons) {
        if (!open(a)) continue;
        if (x.who < 0) x.who = a.owner;
        waiting += (waiting.empty() ? "" : ", ") + ctx.ref(a.piece);
        if (a.owner == x.who) {
            x.rollers.push_back(a.piece);
            for (const auto& b : dragons)
                if (b.piece != a.piece && dragonAttacksDragon(ctx.die(a.piece), ctx.die(b.piece)))
                    x.options.push_back(ctx.ref(a.piece) + " " + ctx.ref(b.piece));
        }
    }
    x.what = "'dragon-target <owner> <dragon> <target dragon>' for " + waiting;
}

void DragonTargeting::name(Ctx& ctx, DragonAttackers& dragons, int terrain) {
    const auto& e = ctx.ev();
    const int owner = ctx.actor();
    if (e.args.size() != 2) ctx.fail(Rule::LogFormat, "expected 'dragon-target <owner> <dragon> <target dragon>'");
    const int d = ctx.pieceRef(e.args[0], owner);
    DragonAttacker* a = findAttacker(dragons, d);
    if (a == nullptr) ctx.fail(Rule::Dragons, "'" + e.args[0] + "' is not a dragon at " + ctx.s.terrain(terrain).key);
    if (a->owner != owner) ctx.fail(Rule::Dragons, ctx.ref(d) + " is " + ctx.pid(a->owner) + "'s to direct");
    if (a->attacksArmy)
        ctx.fail(Rule::Dragons, ctx.ref(d) + " attacks the army: no dragon here is a target for it (targeting table)");
    if (a->idle || a->helper)
        ctx.fail(Rule::Dragons, ctx.ref(d) + (a->helper ? " rolls with the army of the unit that controls it"
                                                        : " does not attack here (tamed by a unit of this army, or "
                                                          "kept from rolling by its controller)"));
    if (a->target >= 0) ctx.fail(Rule::Dragons, ctx.ref(d) + "'s target is already named");
    const int t = ctx.pieceRef(e.args[1], owner);
    if (findAttacker(dragons, t) == nullptr || t == d || !dragonAttacksDragon(ctx.die(d), ctx.die(t))) {
        std::string valid;
        for (const auto& b : dragons)
            if (b.piece != d && dragonAttacksDragon(ctx.die(d), ctx.die(b.piece)))
                valid += (valid.empty() ? "" : ", ") + ctx.ref(b.piece);
        ctx.fail(Rule::Dragons,
                 ctx.die(d).name + " may attack " + valid + " here (targeting table), not '" + e.args[1] + "'");
    }
    a->target = t;
}

void DragonTargeting::strike(DragonAttackers& dragons) {
    for (const auto& a : dragons)
        if (a.target >= 0) findAttacker(dragons, a.target)->fromDragons += a.damage;
}

}  // namespace muster::rules::engine
