// SAIs that hinder the other side's answer or strike without a save (V4.01d SAIs):
// * Howl (melee and missile attacks, S0:L939), Screech (melee, S0:L959) and Wave (melee, S0:L991): the defending
//   army's save roll subtracts X save results (step 6 of that roll). Wave in the marching army's maneuver roll:
//   each counter-maneuvering army's roll subtracts X maneuver results; nothing in a counter-maneuver.
// * Surprise (melee, not a counter-attack, S0:L980): the attacked army saves but may not counter-attack.
// * Sneak Attack (S0:L971): X melee in a melee or dragon attack; in a missile attack or a magic action, X damage no
//   save reduces to an opposing army at the rollers' own terrain (whether or not the missile attack aims there):
//   stated with a 'sai' line, naming the army's owner when more than one could be hit ('sai A Sneak Attack c4 : B'),
//   then that owner's 'kill' line.
#include <algorithm>
#include <memory>

#include "flow/KillFrame.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

SaiEffect otherSideLoses(RollType t, int x) {
    SaiEffect e;
    e.applies = true;
    e.otherSideLoses[index(t)] = x;
    return e;
}

// Howl: in a melee or missile attack, the defenders' save roll loses X saves.
SaiEffect howl(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile)) return otherSideLoses(RollType::Save, v.x);
    return {};
}

// Screech: the same in a melee attack only.
SaiEffect screech(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return otherSideLoses(RollType::Save, v.x);
    return {};
}

// Wave: the defenders lose X saves in a melee attack; the counter-maneuvering armies lose X maneuver results when the
// marching army rolls it.
SaiEffect wave(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return otherSideLoses(RollType::Save, v.x);
    if (v.spec.purpose == RollPurpose::Maneuver) return otherSideLoses(RollType::Maneuver, v.x);
    return {};
}

// Surprise: no counter-attack against this melee attack (none in a counter-attack).
SaiEffect surprise(const SaiRollView& v) {
    if (!attack(v, AttackKind::Melee) || v.spec.counterAttack) return {};
    SaiEffect e;
    e.applies = true;
    e.noCounterAttack = true;
    return e;
}

// Sneak Attack: X melee in a melee or dragon attack; in a missile attack or magic action, a decision (which army).
SaiEffect sneakAttack(const SaiRollView& v) {
    if (v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (attack(v, AttackKind::Melee) || v.spec.purpose == RollPurpose::DragonResponse) {
        SaiEffect e;
        e.applies = true;
        e.results[index(RollType::Melee)] = v.x;
        return e;
    }
    if (attack(v, AttackKind::Missile) || v.spec.purpose == RollPurpose::Magic) {
        if (!v.spec.at.atTerrain()) return {};  // no terrain, no army at it to hit (the Reserve Area)
        SaiEffect e;
        e.applies = true;
        e.needsResolution = true;
        return e;
    }
    return {};
}

// Sneak Attack in a missile attack or magic action: an opposing army at the rollers' terrain takes X damage no save
// reduces.
std::unique_ptr<Frame> sneakAttackArmy(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    const int roller = use.spec.roller;
    const Location at = use.spec.at;
    std::vector<int> armies;
    for (int q = 0; q < static_cast<int>(ctx.s.players.size()); ++q)
        if (q != roller && ctx.s.hasArmy(q, at)) armies.push_back(q);
    int victim = -1;
    if (use.targets.empty()) {
        if (armies.empty()) return nullptr;
        if (armies.size() > 1)
            ctx.fail(Rule::SaiTargeting, "Sneak Attack hits one opposing army at " + ctx.s.locationName(at) +
                                             ": name its owner ('sai " + ctx.pid(roller) + " Sneak Attack " +
                                             ctx.s.label(use.pieces.front()) + " : <player>')");
        victim = armies.front();
    } else {
        if (use.targets.size() != 1) ctx.fail(Rule::SaiTargeting, "Sneak Attack hits one army: name one player");
        victim = ctx.player(use.targets.front());
        if (std::find(armies.begin(), armies.end(), victim) == armies.end()) {
            std::string owners;
            for (int q : armies) owners += (owners.empty() ? "" : ", ") + ctx.pid(q);
            ctx.fail(Rule::SaiTargeting, "Sneak Attack hits an opposing army at " + ctx.s.locationName(at) + " (" +
                                             (owners.empty() ? std::string("there is none") : "of " + owners) +
                                             "), not " + use.targets.front() + "'s");
        }
    }
    KillCause cause;
    cause.kind = KillCause::Kind::NoSave;
    cause.at = at;
    cause.source = use.name;
    cause.stepPrefix = use.stepPrefix + use.name + ": ";
    return std::make_unique<KillFrame>(victim, at, use.x, cause,
                                       std::to_string(use.x) + " Sneak Attack damage (no save)",
                                       use.stepPrefix + use.name + ": damage");
}

}  // namespace

void registerHinderSais(SaiRegistry& r) {
    r.add({"Howl", AppliesMelee | AppliesMissile, howl});
    r.add({"Screech", AppliesMelee, screech});
    r.add({"Wave", AppliesMelee | AppliesManeuver, wave});
    r.add({"Surprise", AppliesMelee, surprise});
    r.add({"Sneak Attack", AppliesMelee | AppliesMissile | AppliesMagic | AppliesDragon, sneakAttack,
           sneakAttackArmy});
}

}  // namespace muster::rules::engine
