// SAIs whose targets make a maneuver roll and die without a maneuver result (V4.01d SAIs): Smother (melee),
// Firecloud (melee and missile), Stomp (melee) and Crush (missile), whose victims then save or are buried.
// In an attack the roller targets up to X health-worth of the defending army with a 'sai' statement at step 4
// of the attack roll; the targets roll (flow/SaiTargetRollFrame). In a dragon attack Stomp and Crush only add
// results. (Net, Stun and Web test the same way but leave a status; they come with the lasting effects.)
#include <memory>

#include "flow/SaiTargetRollFrame.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

SaiEffect decide() {
    SaiEffect e;
    e.applies = true;
    e.needsResolution = true;
    return e;
}

SaiEffect results(RollType t, int x) {
    SaiEffect e;
    e.applies = true;
    e.results[index(t)] = x;
    return e;
}

// Smother: in a melee attack, up to X health-worth of the defenders make a maneuver roll; failures are killed.
SaiEffect smother(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) ? decide() : SaiEffect{};
}

// Firecloud: the same in a melee or a missile attack.
SaiEffect firecloud(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile) ? decide() : SaiEffect{};
}

// Stomp: Smother's test in a melee attack, and the killed units save or are buried; X melee in a dragon attack.
SaiEffect stomp(const SaiRollView& v) {
    if (attack(v, AttackKind::Melee)) return decide();
    if (v.spec.purpose == RollPurpose::DragonResponse) return results(RollType::Melee, v.x);
    return {};
}

// Crush: Stomp's effect in a missile attack; X missile in a dragon attack.
SaiEffect crush(const SaiRollView& v) {
    if (attack(v, AttackKind::Missile)) return decide();
    if (v.spec.purpose == RollPurpose::DragonResponse) return results(RollType::Missile, v.x);
    return {};
}

template <bool Bury>
std::unique_ptr<Frame> maneuverTest(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    auto targets = SaiTargets::upToHealthWorth(ctx, use, use.x);
    if (targets.empty()) return nullptr;
    SaiTargetRollFrame::Test test;
    test.type = RollType::Maneuver;
    test.buryUnlessSave = Bury;
    return std::make_unique<SaiTargetRollFrame>(use, std::move(targets), test);
}

}  // namespace

void registerManeuverTestSais(SaiRegistry& r) {
    r.add({"Smother", AppliesMelee, smother, maneuverTest<false>});
    r.add({"Firecloud", AppliesMelee | AppliesMissile, firecloud, maneuverTest<false>});
    r.add({"Stomp", AppliesMelee | AppliesDragon, stomp, maneuverTest<true>});
    r.add({"Crush", AppliesMissile | AppliesDragon, crush, maneuverTest<true>});
}

}  // namespace muster::rules::engine
