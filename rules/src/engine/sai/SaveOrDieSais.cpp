// SAIs whose targets must save or die (V4.01d SAIs): Poison (melee) and Flaming Arrow (missile) target X
// health-worth of the defending army; each target that rolls no save result is killed, and each unit killed
// saves again or is buried. The roller names the targets with a 'sai' statement at step 4 of the attack roll;
// the targets roll in flow/SaiTargetRollFrame. In a dragon attack Flaming Arrow only adds X missile.
// (Bullseye and Double Strike add a re-roll of their own die, Convert a return from the DUA, Plague a chain of
// targets: they come with those mechanisms.)
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

// Poison: in a melee attack, X health-worth of the defenders save or die; the dead save again or are buried.
SaiEffect poison(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) ? decide() : SaiEffect{};
}

// Flaming Arrow: the same in a missile attack; X missile in a dragon attack.
SaiEffect flamingArrow(const SaiRollView& v) {
    if (attack(v, AttackKind::Missile)) return decide();
    if (v.spec.purpose == RollPurpose::DragonResponse) {
        SaiEffect e;
        e.applies = true;
        e.results[index(RollType::Missile)] = v.x;
        return e;
    }
    return {};
}

// "Target X health-worth" against an opponent is read like "up to X": as much as the army allows, never more
// (docs/rules-decisions.md).
std::unique_ptr<Frame> saveOrDieThenBury(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    auto targets = SaiTargets::upToHealthWorth(ctx, use, use.x);
    if (targets.empty()) return nullptr;
    SaiTargetRollFrame::Test test;
    test.type = RollType::Save;
    test.buryUnlessSave = true;
    return std::make_unique<SaiTargetRollFrame>(use, std::move(targets), test);
}

}  // namespace

void registerSaveOrDieSais(SaiRegistry& r) {
    r.add({"Poison", AppliesMelee, poison, saveOrDieThenBury});
    r.add({"Flaming Arrow", AppliesMissile | AppliesDragon, flamingArrow, saveOrDieThenBury});
}

}  // namespace muster::rules::engine
