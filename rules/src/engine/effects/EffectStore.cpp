#include "effects/EffectStore.h"

#include <algorithm>

#include "eighth/Temple.h"
#include "minor/MinorTerrains.h"

namespace muster::rules::engine {

namespace {

void merge(TypeModifiers& into, const RollModifier& m) {
    mergeModifier(into, m.op, m.amount);
}

bool reaches(const RollModifier& m, const RollSpec& spec) {
    if (m.scope == RollScope::Army && !spec.army) return false;
    if (m.scope == RollScope::Individual && spec.army) return false;
    if (m.nonManeuverRollsOnly && !spec.nonManeuver()) return false;
    return true;
}

// Does the effect reach a roll of this spec by these rollers (its army, terrain or unit)?
bool effectReaches(const Ctx& ctx, const Effect& fx, const RollSpec& spec, const std::vector<int>& rollers) {
    // An opponent's death spell does not reach the army that controls a Temple (S0:L473).
    if (fx.from == Effect::From::Spell && fx.target != EffectTargetKind::Unit && spec.army &&
        Temple::shields(ctx, spec.roller, spec.at, fx.caster, fx.source))
        return false;
    const bool missileAttack = spec.purpose == RollPurpose::Attack && spec.attack == AttackKind::Missile;
    switch (fx.target) {
        case EffectTargetKind::Army:
            return spec.army && fx.targetPlayer == spec.roller && fx.targetArmy == spec.at;
        case EffectTargetKind::Terrain:
            if (!spec.army) return false;
            if (fx.scope == TerrainScope::AllArmies && spec.at == Location::at(fx.targetTerrain)) return true;
            // Wall of Fog: missile attacks aimed at an army at the terrain, wherever the attacker stands.
            return fx.scope == TerrainScope::AttacksIntoIt && missileAttack &&
                   spec.target == Location::at(fx.targetTerrain);
        case EffectTargetKind::Unit:
            return !spec.army && std::find(rollers.begin(), rollers.end(), fx.targetPiece) != rollers.end();
        case EffectTargetKind::Player:
            return false;
    }
    return false;
}

}  // namespace

std::array<TypeModifiers, 5> EffectStore::modifiersFor(const Ctx& ctx, const RollSpec& spec,
                                                       const std::vector<int>& rollers, std::string* unsupported,
                                                       std::vector<ChoiceModifier>* choices) {
    std::array<TypeModifiers, 5> out{};
    const auto& s = ctx.s;
    auto apply = [&](const Effect& fx) {
        for (const auto& m : fx.modifiers) {
            if (!reaches(m, spec)) continue;
            if (m.oneTypeOfChoice) {
                // The amount goes to one of the types, the roller's choice: in a roll that counts one of them,
                // that one; in a combination roll counting several, the owner's (S0:L783): the roll's check
                // tries each (RollEvaluator::checkCombination).
                int counted = 0;
                TypeMask countedTypes = 0;
                for (RollType t : kRollTypes)
                    if (hasType(m.types, t) && spec.counts1(t)) {
                        ++counted;
                        countedTypes = static_cast<TypeMask>(countedTypes | typeBit(t));
                    }
                const bool addOrSubtract = m.op == ModifierOp::Add || m.op == ModifierOp::Subtract;
                if (counted == 1) {
                    for (RollType t : kRollTypes)
                        if (hasType(m.types, t) && spec.counts1(t)) merge(out[index(t)], m);
                } else if (counted > 1 && choices != nullptr) {
                    // Each casting of a cumulative spell is a modifier of its own (S0:L783, L1052): the castings
                    // combined in one record may go to different types. A division or multiplication of choice is
                    // one modifier, tried at each type the same way (checkCombination).
                    const int parts =
                        addOrSubtract && fx.magnitude > 1 && m.amount % fx.magnitude == 0 ? fx.magnitude : 1;
                    for (int i = 0; i < parts; ++i)
                        choices->push_back({countedTypes, m.op, m.amount / parts, fx.source});
                } else if (counted > 1 && unsupported != nullptr && unsupported->empty()) {
                    // Only callers that read the modifiers without a roll's choices get here (none checks totals).
                    *unsupported = "the choice of result type for " + fx.source + " in a combination roll";
                }
                continue;
            }
            for (RollType t : kRollTypes)
                if (hasType(m.types, t) && spec.counts1(t)) merge(out[index(t)], m);
        }
    };
    for (const auto& fx : s.effects)
        if (effectReaches(ctx, fx, spec, rollers)) apply(fx);
    // The roller's minor terrain there (V4.01d Minor Terrains, S0:L1250-1255).
    for (const auto& m : MinorTerrains::rollModifiers(ctx, spec))
        for (RollType t : kRollTypes)
            if (hasType(m.types, t) && spec.counts1(t)) merge(out[index(t)], m);
    return out;
}

int EffectStore::resultsAddedBySpells(const Ctx& ctx, const RollSpec& spec, RollType type) {
    int added = 0;
    for (const auto& fx : ctx.s.effects) {
        if (fx.from != Effect::From::Spell || !effectReaches(ctx, fx, spec, {})) continue;
        for (const auto& m : fx.modifiers)
            if (m.op == ModifierOp::Add && !m.oneTypeOfChoice && hasType(m.types, type) && reaches(m, spec))
                added += m.amount;
    }
    return added;
}

bool EffectStore::terrainHas(const GameState& state, int terrain, Status status) {
    return std::any_of(state.effects.begin(), state.effects.end(), [&](const Effect& fx) {
        return fx.target == EffectTargetKind::Terrain && fx.targetTerrain == terrain && fx.status == status;
    });
}

std::vector<Status> EffectStore::statusesOf(const GameState& state, int piece) {
    std::vector<Status> out;
    for (const auto& fx : state.effects)
        if (fx.target == EffectTargetKind::Unit && fx.targetPiece == piece && fx.status != Status::None)
            out.push_back(fx.status);
    return out;
}

bool EffectStore::has(const GameState& state, int piece, Status status) {
    return std::any_of(state.effects.begin(), state.effects.end(), [&](const Effect& fx) {
        return fx.target == EffectTargetKind::Unit && fx.targetPiece == piece && fx.status == status;
    });
}

bool EffectStore::armyHas(const GameState& state, int owner, Location loc, Status status) {
    return std::any_of(state.effects.begin(), state.effects.end(), [&](const Effect& fx) {
        return fx.target == EffectTargetKind::Army && fx.targetPlayer == owner && fx.targetArmy == loc &&
               fx.status == status;
    });
}

bool EffectStore::armyUnder(const Ctx& ctx, int owner, Location loc, Status status) {
    return std::any_of(ctx.s.effects.begin(), ctx.s.effects.end(), [&](const Effect& fx) {
        return fx.target == EffectTargetKind::Army && fx.targetPlayer == owner && fx.targetArmy == loc &&
               fx.status == status &&
               !(fx.from == Effect::From::Spell && Temple::shields(ctx, owner, loc, fx.caster, fx.source));
    });
}

bool EffectStore::playerHas(const GameState& state, int player, Status status) {
    return std::any_of(state.effects.begin(), state.effects.end(), [&](const Effect& fx) {
        return fx.target == EffectTargetKind::Player && fx.targetPlayer == player && fx.status == status;
    });
}

namespace {

bool sameTarget(const Effect& a, const Effect& b) {
    return a.source == b.source && a.from == b.from && a.caster == b.caster && a.target == b.target &&
           a.targetPlayer == b.targetPlayer && a.targetArmy == b.targetArmy && a.targetPiece == b.targetPiece &&
           a.targetTerrain == b.targetTerrain && a.scope == b.scope && a.expiresAtStartOf == b.expiresAtStartOf &&
           a.ends == b.ends && a.sourcePiece == b.sourcePiece && a.modifiers.size() == b.modifiers.size();
}

}  // namespace

int EffectStore::add(GameState& state, Effect effect) {
    if (effect.cumulative) {
        // Castings of a cumulative spell on one target make one effect of the summed amount.
        for (auto& fx : state.effects) {
            if (!fx.cumulative || !sameTarget(fx, effect)) continue;
            fx.magnitude += effect.magnitude;
            for (std::size_t i = 0; i < fx.modifiers.size(); ++i) {
                auto& m = fx.modifiers[i];
                if (m.op == ModifierOp::Add || m.op == ModifierOp::Subtract) m.amount += effect.modifiers[i].amount;
            }
            return fx.id;
        }
    }
    effect.id = state.nextEffectId++;
    state.effects.push_back(std::move(effect));
    return state.effects.back().id;
}

void EffectStore::expireAtStartOf(GameState& state, int player) {
    state.effects.erase(std::remove_if(state.effects.begin(), state.effects.end(),
                                       [&](const Effect& fx) { return fx.expiresAtStartOf == player; }),
                        state.effects.end());
}

void EffectStore::prune(const Ctx& ctx) {
    auto& s = ctx.s;
    auto gone = [&](const Effect& fx) {
        switch (fx.target) {
            case EffectTargetKind::Army:
                // An army effect ends when the army no longer exists.
                if (fx.targetPlayer >= 0 && !s.hasArmy(fx.targetPlayer, fx.targetArmy)) return true;
                break;
            case EffectTargetKind::Unit: {
                // A unit's effects end when it dies (or leaves play); some end when it leaves its terrain.
                const auto& p = s.piece(fx.targetPiece);
                if (!p.loc.inPlay()) return true;
                if ((fx.ends & EndsWhenTargetLeaves) && p.loc != Location::at(fx.anchorTerrain)) return true;
                break;
            }
            default:
                break;
        }
        if (fx.sourcePiece >= 0) {
            const auto& src = s.piece(fx.sourcePiece);
            if ((fx.ends & EndsWhenSourceDies) && !src.loc.inPlay()) return true;
            if ((fx.ends & EndsWhenSourceLeaves) && src.loc != Location::at(fx.anchorTerrain)) return true;
        }
        return false;
    };
    s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(), gone), s.effects.end());
}

}  // namespace muster::rules::engine
