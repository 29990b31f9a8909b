#include "state/Rollers.h"

#include <algorithm>

#include "effects/EffectStore.h"

namespace muster::rules::engine {

std::string RollersOf::cannotRoll(const Ctx& ctx, int unit, const RollSpec& spec) {
    const auto& s = ctx.s;
    for (Status st : EffectStore::statusesOf(s, unit)) {
        switch (st) {
            case Status::Asleep:
                return "it is asleep";
            case Status::Netted:
                return "it is netted";
            case Status::Webbed:
                return "it is webbed";
            case Status::Hypnotized:
                return "it is hypnotized";
            case Status::Stunned:
                if (spec.army) return "it is stunned";
                break;
            default:
                break;
        }
    }
    if (ctx.die(unit).isDragonkin() &&
        (spec.counts1(RollType::Magic) || (spec.purpose == RollPurpose::Attack && spec.attack == AttackKind::Missile)))
        return "Dragonkin do not roll for magic or missile actions";
    return "";
}

bool RollersOf::glaring(const GameState& s, int unit) {
    return std::any_of(s.effects.begin(), s.effects.end(), [&](const Effect& fx) {
        return fx.sourcePiece == unit && (fx.ends & EndsWhenSourceRolls) != 0;
    });
}

Rollers RollersOf::army(const Ctx& ctx, int owner, Location loc, const RollSpec& spec) {
    Rollers out;
    for (int u : ctx.s.army(owner, loc)) {
        if (!cannotRoll(ctx, u, spec).empty()) continue;
        // A glaring unit may be left out of any roll while its Hypnotic Glare lasts (V4.01d SAIs, S0:L941).
        (glaring(ctx.s, u) ? out.may : out.must).push_back(u);
    }
    return out;
}

void RollersOf::rolled(GameState& s, const std::vector<int>& pieces) {
    s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(),
                                   [&](const Effect& fx) {
                                       return (fx.ends & EndsWhenSourceRolls) != 0 &&
                                              std::find(pieces.begin(), pieces.end(), fx.sourcePiece) != pieces.end();
                                   }),
                    s.effects.end());
}

}  // namespace muster::rules::engine
