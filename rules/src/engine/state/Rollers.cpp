#include "state/Rollers.h"

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

Rollers RollersOf::army(const Ctx& ctx, int owner, Location loc, const RollSpec& spec) {
    Rollers out;
    for (int u : ctx.s.army(owner, loc))
        if (cannotRoll(ctx, u, spec).empty()) out.must.push_back(u);
    return out;
}

}  // namespace muster::rules::engine
