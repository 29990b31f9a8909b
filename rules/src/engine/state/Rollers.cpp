#include "state/Rollers.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "flow/MarchFrame.h"
#include "state/Items.h"

namespace muster::rules::engine {

std::string RollersOf::cannotRoll(const Ctx& ctx, int unit, const RollSpec& spec) {
    // The unit's statuses in the order of its effects (EffectStore::statusesOf, without building the list: this
    // runs for every unit of every roll).
    for (const auto& fx : ctx.s.effects) {
        if (fx.target != EffectTargetKind::Unit || fx.targetPiece != unit) continue;
        switch (fx.status) {
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
    if (ctx.data.dieFacts[static_cast<std::size_t>(ctx.s.piece(unit).die)].has(DieFacts::kDragonkin) &&
        (spec.counts1(RollType::Magic) || (spec.purpose == RollPurpose::Attack && spec.attack == AttackKind::Missile)))
        return "Dragonkin do not roll for magic or missile actions";
    return "";
}

bool RollersOf::glaring(const GameState& s, int unit) {
    return std::any_of(s.effects.begin(), s.effects.end(), [&](const Effect& fx) {
        return fx.sourcePiece == unit && (fx.ends & EndsWhenSourceRolls) != 0;
    });
}

namespace {

// Mire (S0:L1116): while a march under it is open, its army rolls only the units named for it.
const std::vector<int>* miredUnits(const Ctx& ctx, int owner, Location loc) {
    for (auto it = ctx.s.frames.rbegin(); it != ctx.s.frames.rend(); ++it)
        if (const auto* march = dynamic_cast<const MarchFrame*>(it->get()); march != nullptr)
            return march->miredUnits(owner, loc, ctx.s.turn.player);
    return nullptr;
}

}  // namespace

bool RollersOf::leftOutByMire(const Ctx& ctx, int unit) {
    const auto& piece = ctx.s.piece(unit);
    const auto* mired = miredUnits(ctx, piece.owner, piece.loc);
    return mired != nullptr && std::find(mired->begin(), mired->end(), unit) == mired->end();
}

Rollers RollersOf::army(const Ctx& ctx, int owner, Location loc, const RollSpec& spec) {
    Rollers out;
    const std::vector<int>* mired = miredUnits(ctx, owner, loc);
    // The army's units in piece order, read in place (GameState::army's order, without its list).
    for (std::size_t i = 0; i < ctx.s.pieces.size(); ++i) {
        const auto& piece = ctx.s.pieces[i];
        if (piece.kind != PieceKind::Unit || piece.owner != owner || piece.loc != loc) continue;
        const int u = static_cast<int>(i);
        if (!cannotRoll(ctx, u, spec).empty()) continue;
        if (mired != nullptr && std::find(mired->begin(), mired->end(), u) == mired->end()) continue;
        // A glaring unit may be left out of any roll while its Hypnotic Glare lasts (V4.01d SAIs, S0:L941).
        (glaring(ctx.s, u) ? out.may : out.must).push_back(u);
    }
    // Items roll in every army roll, each only when a unit able to carry it rolls too (V4.01d Items, S0:L1278);
    // never in a roll of chosen units (S0:L1279). An item only a glaring unit could carry may roll with it.
    if (spec.army && !(out.must.empty() && out.may.empty())) {
        // Each item once, by the units above (not the items added after them).
        const auto mustUnits = static_cast<std::ptrdiff_t>(out.must.size());
        const auto mayUnits = static_cast<std::ptrdiff_t>(out.may.size());
        for (int i : ctx.s.itemsAt(owner, loc)) {
            const auto carries = [&](int u) { return Items::canCarry(ctx, u, i); };
            if (std::any_of(out.must.begin(), out.must.begin() + mustUnits, carries))
                out.must.push_back(i);
            else if (std::any_of(out.may.begin(), out.may.begin() + mayUnits, carries))
                out.may.push_back(i);
        }
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
