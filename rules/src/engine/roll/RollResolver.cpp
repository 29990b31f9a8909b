#include "muster/rules/engine/RollResolver.h"

#include "EngineData.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

int applyModifiers(const ResultParts& parts, const Modifiers& m) {
    TypeModifiers t;
    t.subtract = m.subtract;
    t.divisor = m.divisor;
    t.multiplier = m.multiplier;
    t.add = m.add;
    return applyModifiers(parts.id, parts.normal, parts.sai, t);
}

RollResolver::RollResolver(const domain::Catalog& catalog) : data_(std::make_unique<EngineData>(catalog)) {}

RollResolver::~RollResolver() = default;

RollOutcome RollResolver::resolve(const std::vector<RolledDie>& dice, const RollContext& c) const {
    RollSpec spec;
    spec.counts = typeBit(c.type);
    if (c.dragonAttack) {
        spec.purpose = RollPurpose::DragonResponse;
        spec.attack = AttackKind::Dragon;
    } else if (c.individual) {
        spec.purpose = RollPurpose::Individual;
        spec.army = false;
    } else if (c.horde) {
        spec.purpose = RollPurpose::HordeManeuver;
    } else if (c.type == RollType::Maneuver) {
        spec.purpose = c.counterManeuver ? RollPurpose::CounterManeuver : RollPurpose::Maneuver;
    } else if (c.type == RollType::Save) {
        spec.purpose = RollPurpose::Save;
        if (c.saveAgainst == RollType::Melee) spec.attack = AttackKind::Melee;
        if (c.saveAgainst == RollType::Missile) spec.attack = AttackKind::Missile;
        if (c.saveAgainst == RollType::Magic) spec.attack = AttackKind::Magic;  // an army's save against a spell
    } else if (c.type == RollType::Magic) {
        spec.purpose = RollPurpose::Magic;
    } else {
        spec.purpose = RollPurpose::Attack;
        spec.attack = c.type == RollType::Melee ? AttackKind::Melee : AttackKind::Missile;
        spec.counterAttack = c.counterAttack;
    }
    spec.at = c.inReserve ? Location::reserve() : Location::removed();
    if (c.missileFromTowerAtReserve) spec.target = Location::reserve();
    RollSituation situation;
    situation.terrainElements = c.terrainElements;
    situation.abilityElements = c.terrainElements;
    situation.standingStones = c.standingStones;
    situation.inReserve = c.inReserve;
    situation.doubleIds = c.doubleIds;
    situation.towerAtReserve = c.missileFromTowerAtReserve;
    auto& mods = situation.mods[index(c.type)];
    mods.subtract = c.modifiers.subtract;
    mods.divisor = c.modifiers.divisor;
    mods.multiplier = c.modifiers.multiplier;
    mods.add = c.modifiers.add;
    std::vector<FaceInput> inputs;
    for (std::size_t i = 0; i < dice.size(); ++i)
        inputs.push_back(
            {static_cast<int>(i), dice[i].die, dice[i].face, 0, "", false, "die " + std::to_string(i + 1), -1, ""});
    RollOutcome out;
    try {
        const auto eval = evaluateFaces(*data_, spec, situation, inputs);
        out.base = eval.base(c.type);
        out.optional = eval.optional(c.type);
        out.noSaveDamage = eval.noSaveDamage;
        out.otherSideLoses = eval.otherSideLoses[index(c.type)];
        out.otherSideLosesSaves = eval.otherSideLoses[index(RollType::Save)];
        out.noCounterAttack = eval.noCounterAttack;
        out.unsupported = eval.unsupported;
        if (out.unsupported.empty() && !eval.pending.empty())
            out.unsupported = "SAI " + data_->sais.name(eval.pending.front().sai) + " needs a decision";
        for (const auto& p : eval.pending)
            if (!p.delayed) out.decisions.push_back(data_->sais.name(p.sai));
        for (const auto& d : eval.dice)
            if (d.rollAgain) out.rollsAgain.push_back(data_->sais.name(d.face.sai));
        for (const auto& d : eval.dice) {
            DieContribution k;
            k.id = d.id[index(c.type)];
            k.normal = d.normal[index(c.type)];
            k.sai = d.sai[index(c.type)];
            k.countsAs = d.countsAs[index(c.type)];
            k.noSaveDamage = d.noSaveDamage;
            k.autoSaves = d.autoSaves;
            if (c.type == RollType::Magic) {
                k.magic = k.id + k.normal + k.sai;
                k.nonIdMagic = k.normal + k.sai;
            }
            k.magicElements = d.magicElements;
            out.dice.push_back(k);
        }
    } catch (const RollError& error) {
        out.unsupported = error.message;
    }
    return out;
}

bool RollResolver::magicSplitFeasible(const std::vector<DieContribution>& dice, const std::vector<int>& perElement,
                                      int extraAny, int removed) {
    int claimed = 0;
    for (int v : perElement) claimed += v;
    int available = extraAny;
    for (const auto& d : dice) available += d.magic;
    if (claimed + removed != available) return false;
    const int n = static_cast<int>(perElement.size());
    for (unsigned mask = 1; mask < (1U << n); ++mask) {
        int need = 0;
        std::uint8_t bits = 0;
        for (int e = 0; e < n; ++e)
            if (mask & (1U << e)) {
                need += perElement[static_cast<std::size_t>(e)];
                bits = static_cast<std::uint8_t>(bits | (1U << e));
            }
        if (need == 0) continue;
        int can = extraAny;
        for (const auto& d : dice)
            if ((d.magicElements.bits() & bits) != 0) can += d.magic;
        if (need > can) return false;
    }
    return true;
}

}  // namespace muster::rules::engine
