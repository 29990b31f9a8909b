// SAIs that leave a status on units of the opposing army until the start of the roller's next turn (V4.01d SAIs,
// S0:L948 Net, S0:L968 Sleep, S0:L978 Stun, S0:L996 Web). Net, Web and Stun test their targets the way Smother
// does (flow/SaiTargetRollFrame): up to X health-worth of the defending army roll for maneuver (Net, Stun) or
// melee (Web), and those without such a result get the status instead of dying. Sleep needs no roll: one unit
// of an opposing army at the terrain falls asleep. The statuses stop the unit being rolled (state/Rollers) and,
// except Stun, leaving its terrain (state/Exchanges); Stun ends when the unit leaves the terrain, and the Stun die
// itself rolls again and adds its new face (sai/ReRollSais). Every status
// ends at the start of the roller's next turn (effects/EffectStore) or when the unit leaves play.
#include <algorithm>
#include <memory>

#include "effects/EffectStore.h"
#include "flow/SaiTargetRollFrame.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

bool attack(const SaiRollView& v, AttackKind k) {
    return v.spec.purpose == RollPurpose::Attack && v.spec.attack == k;
}

// A missile attack into an opponent's Reserve Area (only a Tower's controller may make one): Net and Web do
// nothing there (S0:L948, S0:L996).
bool intoReserve(const SaiRollView& v) {
    return attack(v, AttackKind::Missile) && v.spec.target.where == Where::Reserve;
}

SaiEffect decide() {
    SaiEffect e;
    e.applies = true;
    e.needsResolution = true;
    return e;
}

// Net: in a melee or missile attack, up to X health-worth of the defenders roll for maneuver; failures are
// netted. Saving against an individual-targeting effect: X saves.
SaiEffect net(const SaiRollView& v) {
    if ((attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile)) && !intoReserve(v)) return decide();
    if (v.spec.purpose == RollPurpose::Individual && v.spec.counts1(RollType::Save)) {
        SaiEffect e;
        e.applies = true;
        e.results[index(RollType::Save)] = v.x;
        return e;
    }
    return {};
}

// Web: Net's test with a melee roll, in a melee or missile attack; failures are webbed.
SaiEffect web(const SaiRollView& v) {
    if ((attack(v, AttackKind::Melee) || attack(v, AttackKind::Missile)) && !intoReserve(v)) return decide();
    return {};
}

// Stun: Net's maneuver test in a melee attack (a counter-attack is one); failures are stunned. The Stun unit is
// then rolled again and its new face counts too (S0:L978): a '/ stun' segment of the roll line (sai/ReRollSais).
SaiEffect stun(const SaiRollView& v) {
    if (!attack(v, AttackKind::Melee)) return {};
    SaiEffect e = decide();
    e.rollAgain = true;
    return e;
}

// Sleep: in a melee attack, one unit of an opposing army at this terrain falls asleep.
SaiEffect sleep(const SaiRollView& v) {
    return attack(v, AttackKind::Melee) ? decide() : SaiEffect{};
}

template <RollType Test, Status St, std::uint8_t Ends>
std::unique_ptr<Frame> statusTest(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    auto targets = SaiTargets::upToHealthWorth(ctx, use, use.x);
    SaiTargetRollFrame::Test test;
    test.type = Test;
    test.status = St;
    test.ends = Ends;
    return SaiTargetRollFrame::statusTest(ctx, use, std::move(targets), test);
}

// Sleep's target: one unit (a label of the defender, or '<player>:<label>' of another opponent) in an opposing
// army at the terrain of the roll; one must be named while there is any (V4.01d SAIs, Targeting: the fullest
// extent against an opponent).
std::unique_ptr<Frame> sleepBegin(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    const auto& s = ctx.s;
    const Location at = use.spec.at;
    const int roller = use.spec.roller;
    bool anyTarget = false;
    for (int p = 0; p < static_cast<int>(s.players.size()) && !anyTarget; ++p)
        if (p != roller && s.hasArmy(p, at)) anyTarget = !s.army(p, at).empty();
    if (use.targets.empty()) {
        if (anyTarget)
            ctx.fail(Rule::UpTo, "Sleep targets one unit of an opposing army at " + s.locationName(at) +
                                     " (write 'sai " + ctx.pid(roller) + " Sleep <unit> : <target>')");
        return nullptr;
    }
    if (use.targets.size() > 1)
        ctx.fail(Rule::SaiTargeting, "Sleep targets one unit, not " + std::to_string(use.targets.size()));
    const int u = ctx.pieceRef(use.targets.front(), use.defender);
    const auto& piece = s.piece(u);
    if (piece.kind != PieceKind::Unit || piece.owner == roller || piece.loc != at)
        ctx.fail(Rule::SaiTargeting, "Sleep targets a unit of an opposing army at " + s.locationName(at) + "; '" +
                                         use.targets.front() + "' is not one");
    Effect fx;
    fx.source = "Sleep";
    fx.from = Effect::From::Sai;
    fx.caster = roller;
    fx.target = EffectTargetKind::Unit;
    fx.targetPiece = u;
    fx.status = Status::Asleep;
    fx.expiresAtStartOf = roller;
    if (!use.pieces.empty()) fx.sourcePiece = use.pieces.front();
    if (at.atTerrain()) fx.anchorTerrain = at.terrain;
    EffectStore::add(ctx.s, std::move(fx));
    return nullptr;
}

}  // namespace

void registerStatusSais(SaiRegistry& r) {
    r.add({"Net", AppliesMelee | AppliesMissile | AppliesIndividual, net,
           statusTest<RollType::Maneuver, Status::Netted, EndsNever>});
    r.add({"Web", AppliesMelee | AppliesMissile, web, statusTest<RollType::Melee, Status::Webbed, EndsNever>});
    r.add({"Stun", AppliesMelee, stun, statusTest<RollType::Maneuver, Status::Stunned, EndsWhenTargetLeaves>});
    r.add({"Sleep", AppliesMelee, sleep, sleepBegin, /*combinable=*/false});
}

}  // namespace muster::rules::engine
