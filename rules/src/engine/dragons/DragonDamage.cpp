// The attacked army's damage to the dragons (V4.01d Dragon Attacks step 6).
#include "dragons/DragonDamage.h"

#include <algorithm>
#include <string>

namespace muster::rules::engine {

namespace {

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

std::vector<int> DragonDamage::killable(const DragonAttackers& dragons, int melee, int missile) {
    std::vector<int> out;
    for (const auto& a : dragons) {
        if (!a.attacksArmy || a.subdued || a.killedBySai) continue;
        const int n = a.need();
        if (n > 0 && (n <= melee || n <= missile)) out.push_back(a.piece);
    }
    return out;
}

void DragonDamage::allocate(Ctx& ctx, DragonAttackers& dragons, int player, Location at, int melee, int missile) {
    const auto& e = ctx.ev();
    ctx.needActor(player, Rule::Dragons, "the damage the attacked army deals the dragons");
    int meleeLeft = melee;
    int missileLeft = missile;
    std::vector<int> named;
    for (const auto& word : e.args) {
        const auto eq = word.find('=');
        const std::string kind = eq == std::string::npos ? "" : word.substr(eq + 1);
        if (eq == std::string::npos || (kind != "melee" && kind != "missile"))
            ctx.fail(Rule::LogFormat, "expected '<dragon>=melee' or '<dragon>=missile', not '" + word + "'");
        const int d = ctx.pieceRef(word.substr(0, eq), player);
        DragonAttacker* a = findAttacker(dragons, d);
        if (a != nullptr && a->subdued)
            ctx.fail(Rule::Dragons, ctx.ref(d) + " was tamed, slain or controlled by a champion: the army spares it");
        if (a == nullptr || !a->attacksArmy)
            ctx.fail(Rule::Dragons, "'" + word.substr(0, eq) + "' is not a dragon attacking " +
                                        ctx.armyName(player, at) +
                                        " (the army fights only the dragons that attack it)");
        if (has(named, d)) ctx.fail(Rule::Dragons, ctx.ref(d) + " is named twice");
        named.push_back(d);
        const int n = a->need();
        if (n == 0) ctx.fail(Rule::Dragons, ctx.ref(d) + " is killed by the dragons' own damage already");
        if (a->killedBySai)
            ctx.fail(Rule::Dragons, ctx.ref(d) + " is killed by the army's Decapitate or Impale already");
        int& left = kind == "melee" ? meleeLeft : missileLeft;
        if (n > left)
            ctx.fail(Rule::Dragons,
                     ctx.ref(d) + " takes " + std::to_string(n) + " " + kind + " to kill (health " +
                         std::to_string(ctx.die(d).health) +
                         (a->belly ? ", no automatic saves: it rolled Belly" : " plus 5 automatic saves") +
                         (a->fromDragons > 0 ? ", minus " + std::to_string(a->fromDragons) + " from dragons" : "") +
                         "); only " + std::to_string(left) + " " + kind + " result(s) are left for it");
        left -= n;
        a->fromArmy = n;
    }
    // As many as the results cover: no dragon left alive could still be killed by what is left of one type.
    for (const auto& a : dragons) {
        if (!a.attacksArmy || a.subdued || a.killedBySai || has(named, a.piece)) continue;
        const int n = a.need();
        if (n > 0 && (n <= meleeLeft || n <= missileLeft))
            ctx.fail(Rule::Dragons, ctx.ref(a.piece) + " must be killed too: " + std::to_string(n) +
                                        " results kill it and " +
                                        std::to_string(n <= meleeLeft ? meleeLeft : missileLeft) +
                                        (n <= meleeLeft ? " melee" : " missile") + " are left");
    }
}

}  // namespace muster::rules::engine
