// SAIs that put a lasting effect on a whole army until the start of the roller's next turn (V4.01d SAIs):
// Frost Breath (S0:L932: an opposing army at the same terrain halves every result it rolls), Wither (S0:L998: an
// opposing army at the same terrain subtracts X results from every roll), Galeforce (S0:L933: an opposing army at
// any terrain subtracts four saves and four maneuver results from every roll) and Illusion (S0:L942: one of the
// roller's armies cannot be targeted by missile attacks or by opponents' spells). The roller names the army after
// ':' in the 'sai' statement ('sai A Frost Breath c3 : B@frontier', or just 'B' for B's army at the terrain of the
// roll). The effect is one record in effects/EffectStore: army rolls ask it for their modifiers, it ends at the
// start of the roller's next turn or when the army is gone. In a magic action Galeforce and Illusion are resolved
// with 'sai' lines right after the magic roll (flow/MagicFrame), before the spells are announced.
// Cloak (save rolls: saves for the army until the roller's next turn) is here too: its lasting part is an army
// effect, added once the save roll is counted (SaiDefinition::afterRoll).
#include <algorithm>
#include <memory>
#include <optional>
#include <utility>

#include "effects/EffectStore.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

bool meleeOrMissile(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile);
}

SaiEffect decide() {
    SaiEffect e;
    e.applies = true;
    e.needsResolution = true;
    return e;
}

constexpr TypeMask kAllTypes = typeBit(RollType::Magic) | typeBit(RollType::Maneuver) | typeBit(RollType::Melee) |
                               typeBit(RollType::Missile) | typeBit(RollType::Save);

SaiEffect frostBreath(const SaiRollView& v) {
    return meleeOrMissile(v) ? decide() : SaiEffect{};
}

SaiEffect wither(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) ? decide() : SaiEffect{};
}

bool magicAction(const SaiRollView& v) {
    return v.spec.counts1(RollType::Magic) &&
           (v.spec.purpose == RollPurpose::Magic || v.spec.purpose == RollPurpose::MagicNegation);
}

// Galeforce works in a magic action at a terrain, not in the Reserve Area (S0:L933).
SaiEffect galeforce(const SaiRollView& v) {
    if (meleeOrMissile(v)) return decide();
    if (magicAction(v)) return v.spec.at.where == Where::Reserve ? SaiEffect{} : decide();
    return {};
}

SaiEffect illusion(const SaiRollView& v) {
    return meleeOrMissile(v) || magicAction(v) ? decide() : SaiEffect{};
}

// Where the target may stand.
enum class Reach : std::uint8_t { SameTerrain, AnyTerrain, OwnAnywhere };

// Is an SAI effect that divides results already on this army? (V4.01d SAIs, Targeting: an army is not targeted
// or affected by several SAI effects that multiply or divide the same result type.)
bool dividedBySai(const GameState& s, int owner, Location at) {
    return std::any_of(s.effects.begin(), s.effects.end(), [&](const Effect& fx) {
        if (fx.from != Effect::From::Sai || fx.target != EffectTargetKind::Army || fx.targetPlayer != owner ||
            fx.targetArmy != at)
            return false;
        return std::any_of(fx.modifiers.begin(), fx.modifiers.end(),
                           [](const RollModifier& m) { return m.op == ModifierOp::Divide; });
    });
}

// The armies the SAI may target now.
std::vector<std::pair<int, Location>> candidates(const Ctx& ctx, const SaiUse& use, Reach reach, bool divides) {
    const auto& s = ctx.s;
    std::vector<std::pair<int, Location>> out;
    const int roller = use.spec.roller;
    std::vector<Location> places;
    if (reach == Reach::SameTerrain) {
        places.push_back(use.spec.at);
    } else {
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) places.push_back(Location::at(t));
        if (reach == Reach::OwnAnywhere) places.push_back(Location::reserve());
    }
    for (int p = 0; p < static_cast<int>(s.players.size()); ++p) {
        if ((reach == Reach::OwnAnywhere) != (p == roller)) continue;
        for (const Location at : places) {
            if (!s.hasArmy(p, at)) continue;
            if (divides && dividedBySai(s, p, at)) continue;
            out.emplace_back(p, at);
        }
    }
    return out;
}

// The army the 'sai' statement names ('B@frontier', or 'B' for B's army at the terrain of the roll); the
// fullest extent against an opponent: one army must be named while there is any (none for one's own army).
std::optional<std::pair<int, Location>> armyTarget(Ctx& ctx, const SaiUse& use, Reach reach, bool divides) {
    SaiTargets::noChoices(ctx, use);
    const std::string& name = ctx.data.sais.name(use.sai);
    const auto legal = candidates(ctx, use, reach, divides);
    const std::string where = reach == Reach::SameTerrain  ? "an opposing army at " + ctx.s.locationName(use.spec.at)
                              : reach == Reach::AnyTerrain ? "an opposing army at any terrain"
                                                           : "one of " + ctx.pid(use.spec.roller) + "'s armies";
    if (use.targets.empty()) {
        if (!legal.empty() && reach != Reach::OwnAnywhere)
            ctx.fail(Rule::UpTo, name + " targets " + where + " (write 'sai " + ctx.pid(use.spec.roller) + " " + name +
                                     " <unit> : <player>@<place>')");
        return std::nullopt;
    }
    if (use.targets.size() > 1)
        ctx.fail(Rule::SaiTargeting, name + " targets one army, not " + std::to_string(use.targets.size()));
    const std::string& word = use.targets.front();
    std::pair<int, Location> army;
    if (word.find('@') == std::string::npos) {
        const int p = ctx.player(word);
        if (p < 0) ctx.fail(Rule::LogFormat, "'" + word + "' is not an army: write '<player>@<place>'");
        army = {p, use.spec.at};
    } else {
        army = ctx.armyRef(word);
    }
    if (std::find(legal.begin(), legal.end(), army) == legal.end()) {
        std::string why = name + " targets " + where;
        if (divides && ctx.s.hasArmy(army.first, army.second) && dividedBySai(ctx.s, army.first, army.second))
            why += "; " + ctx.armyName(army.first, army.second) +
                   " is already under an SAI effect that divides its results";
        ctx.fail(Rule::SaiTargeting, why + "; '" + word + "' is not one");
    }
    return army;
}

Effect armyEffect(const SaiUse& use, const std::string& name, std::pair<int, Location> army) {
    Effect fx;
    fx.source = name;
    fx.from = Effect::From::Sai;
    fx.caster = use.spec.roller;
    fx.target = EffectTargetKind::Army;
    fx.targetPlayer = army.first;
    fx.targetArmy = army.second;
    fx.expiresAtStartOf = use.spec.roller;
    if (!use.pieces.empty()) fx.sourcePiece = use.pieces.front();
    return fx;
}

RollModifier modifier(TypeMask types, ModifierOp op, int amount, bool oneTypeOfChoice = false) {
    RollModifier m;
    m.types = types;
    m.op = op;
    m.amount = amount;
    m.scope = RollScope::Army;
    m.oneTypeOfChoice = oneTypeOfChoice;
    return m;
}

std::unique_ptr<Frame> frostBreathBegin(Ctx& ctx, const SaiUse& use) {
    const auto army = armyTarget(ctx, use, Reach::SameTerrain, true);
    if (!army) return nullptr;
    auto fx = armyEffect(use, "Frost Breath", *army);
    fx.modifiers.push_back(modifier(kAllTypes, ModifierOp::Divide, 2));
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

// "Subtracts X results from all rolls": X results of the roll's own type (in a combination roll, of the type the
// owner picks, as for Palsy: RollEvaluator::checkCombination).
std::unique_ptr<Frame> witherBegin(Ctx& ctx, const SaiUse& use) {
    const auto army = armyTarget(ctx, use, Reach::SameTerrain, false);
    if (!army) return nullptr;
    auto fx = armyEffect(use, "Wither", *army);
    fx.modifiers.push_back(modifier(kAllTypes, ModifierOp::Subtract, use.x, true));
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

// Four saves and four maneuver per Galeforce face (faces resolved together subtract four each).
std::unique_ptr<Frame> galeforceBegin(Ctx& ctx, const SaiUse& use) {
    const auto army = armyTarget(ctx, use, Reach::AnyTerrain, false);
    if (!army) return nullptr;
    const int amount = 4 * static_cast<int>(std::max<std::size_t>(1, use.pieces.size()));
    auto fx = armyEffect(use, "Galeforce", *army);
    fx.modifiers.push_back(modifier(typeBit(RollType::Save), ModifierOp::Subtract, amount));
    fx.modifiers.push_back(modifier(typeBit(RollType::Maneuver), ModifierOp::Subtract, amount));
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

std::unique_ptr<Frame> illusionBegin(Ctx& ctx, const SaiUse& use) {
    const auto army = armyTarget(ctx, use, Reach::OwnAnywhere, false);
    if (!army) return nullptr;
    auto fx = armyEffect(use, "Illusion", *army);
    fx.status = Status::Illusion;
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

// Cloak (S0:L902): in a save roll or against a dragon attack, X saves now and X saves added to the army's save rolls
// until the roller's next turn (not spell saves); X magic in a magic action (and a Magic Negation roll, a roll
// made during one); in a roll against an individual-targeting effect X results of any one type.
SaiEffect cloak(const SaiRollView& v) {
    SaiEffect e;
    if (v.spec.purpose == RollPurpose::Individual) {
        const TypeMask counted = static_cast<TypeMask>(kAllTypes & v.spec.counts);
        if (counted == 0) return {};
        e.applies = true;
        if ((counted & (counted - 1)) == 0) {
            for (RollType t : kRollTypes)
                if (counted == typeBit(t)) e.results[index(t)] = v.x;
        } else {
            e.choiceTypes = counted;
            e.choiceAmount = v.x;
        }
        return e;
    }
    if (v.spec.purpose == RollPurpose::Magic || v.spec.purpose == RollPurpose::MagicNegation) {
        e.applies = true;
        e.results[index(RollType::Magic)] = v.x;
        return e;
    }
    if ((v.spec.purpose == RollPurpose::Save || v.spec.purpose == RollPurpose::DragonResponse) &&
        v.spec.counts1(RollType::Save)) {
        e.applies = true;
        e.results[index(RollType::Save)] = v.x;
        return e;
    }
    return {};
}

void cloakAfterRoll(Ctx& ctx, const RollSpec& spec, int piece, int x) {
    if (spec.purpose != RollPurpose::Save && spec.purpose != RollPurpose::DragonResponse) return;
    Effect fx;
    fx.source = "Cloak";
    fx.from = Effect::From::Sai;
    fx.caster = spec.roller;
    fx.target = EffectTargetKind::Army;
    fx.targetPlayer = spec.roller;
    fx.targetArmy = spec.at;
    fx.expiresAtStartOf = spec.roller;
    fx.sourcePiece = piece;
    fx.modifiers.push_back(modifier(typeBit(RollType::Save), ModifierOp::Add, x));
    EffectStore::add(ctx.s, std::move(fx));
}

}  // namespace

void registerLastingArmySais(SaiRegistry& r) {
    r.add({"Frost Breath", AppliesMelee | AppliesMissile, frostBreath, frostBreathBegin, /*combinable=*/false});
    r.add({"Wither", AppliesMelee, wither, witherBegin});
    r.add({"Galeforce", AppliesMelee | AppliesMissile | AppliesMagic, galeforce, galeforceBegin});
    r.add({"Illusion", AppliesMelee | AppliesMissile | AppliesMagic, illusion, illusionBegin});
    SaiDefinition cloakDefinition{"Cloak", AppliesSave | AppliesDragon | AppliesMagic | AppliesIndividual, cloak};
    cloakDefinition.afterRoll = cloakAfterRoll;
    r.add(cloakDefinition);
}

}  // namespace muster::rules::engine
