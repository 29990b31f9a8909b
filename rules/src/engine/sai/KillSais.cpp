// SAIs that kill defenders, bury them or send them to their Reserve Area in a melee or missile attack (V4.01d SAIs,
// S0:L893, L920, L925, L957-960, L967, L981): the roller names the targets with a 'sai' statement at step 4 of the
// attack roll; the targets' roll, if any, and their fate are flow/SaiFateFrame.
//   Slay, Swallow (melee): one defender is rolled; unless it shows its ID it is killed (Swallow: and buried).
//   Seize (missile): up to X health-worth are rolled; an ID sends the unit to the Reserve Area, anything else kills.
//   Scare (melee): up to X health-worth save; an ID kills, no save result sends to the Reserve Area.
//   Entangle, Breath (melee): up to X (Breath: X) health-worth are killed, no save.
//   Flame (melee): up to 2 health-worth are killed and buried, whatever X the face shows.
//   Roar (melee): up to X health-worth go to the Reserve Area before the defender saves.
//   Convert (melee, S0:L905): up to X health-worth save or die; the roller may return up to the health-worth killed
//   from its DUA to its army ('return A <dead unit>...').
//   Charm (melee, S0:L900): up to X health-worth of defenders do not save; their owner rolls them and their melee
//   results join the attack (flow/CharmFrame).
//   Plague (melee, S0:L949): one defender saves or dies, then the next one its owner names, until one saves.
// None of them does anything in a dragon attack (their catalog rows list melee or missile only).
#include <algorithm>
#include <memory>

#include "flow/CharmFrame.h"
#include "flow/PlagueFrame.h"
#include "flow/SaiFateFrame.h"
#include "sai/SaiRegistry.h"
#include "sai/SaiTargets.h"

namespace muster::rules::engine {

namespace {

using Fate = SaiFateFrame::Fate;
using Test = SaiFateFrame::Test;

SaiEffect decideIn(const SaiRollView& v, AttackKind k) {
    SaiEffect e;
    if (v.spec.purpose != RollPurpose::Attack || v.spec.attack != k) return e;
    e.applies = true;
    e.needsResolution = true;
    return e;
}

SaiEffect melee(const SaiRollView& v) {
    return decideIn(v, AttackKind::Melee);
}

SaiEffect missile(const SaiRollView& v) {
    return decideIn(v, AttackKind::Missile);
}

// "Target one unit in the defending army": exactly one when the army has any (an opponent's army is targeted to
// the fullest extent, V4.01d SAIs, Targeting).
std::vector<int> oneUnit(Ctx& ctx, const SaiUse& use) {
    const std::string& name = use.name;
    if (use.targets.size() > 1) ctx.fail(Rule::SaiTargeting, name + " targets one unit, not " + std::to_string(use.targets.size()));
    if (use.targets.empty()) {
        if (ctx.s.hasArmy(use.defender, use.defenderAt))
            ctx.fail(Rule::UpTo, name + " targets one unit of " + ctx.armyName(use.defender, use.defenderAt) +
                                     ": write 'sai <player> " + name + " <die> : <unit>'");
        return {};
    }
    const int u = ctx.pieceRef(use.targets.front(), use.defender);
    const auto& piece = ctx.s.piece(u);
    if (piece.kind != PieceKind::Unit || piece.owner != use.defender || piece.loc != use.defenderAt)
        ctx.fail(Rule::SaiTargeting, name + " targets a unit in the defending army (" +
                                         ctx.armyName(use.defender, use.defenderAt) + "); '" + use.targets.front() +
                                         "' is not one of them");
    return {u};
}

std::unique_ptr<Frame> fate(Ctx& ctx, const SaiUse& use, std::vector<int> targets, SaiFateFrame::Fates fates) {
    SaiFateFrame::start(ctx, use, std::move(targets), fates);
    return nullptr;
}

std::unique_ptr<Frame> slay(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    return fate(ctx, use, oneUnit(ctx, use), {Test::Id, Fate::Stay, Fate::Stay, Fate::Kill});
}

std::unique_ptr<Frame> swallow(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    return fate(ctx, use, oneUnit(ctx, use), {Test::Id, Fate::Stay, Fate::Stay, Fate::KillBury});
}

std::unique_ptr<Frame> seize(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    return fate(ctx, use, SaiTargets::upToHealthWorth(ctx, use, use.x),
                {Test::Id, Fate::Reserve, Fate::Stay, Fate::Kill});
}

// Scare: an ID in a save roll also makes save results; the ID decides (docs/rules-decisions.md).
std::unique_ptr<Frame> scare(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    return fate(ctx, use, SaiTargets::upToHealthWorth(ctx, use, use.x),
                {Test::Save, Fate::Kill, Fate::Stay, Fate::Reserve});
}

// Convert (S0:L905): save or die; the roller may then return up to the health-worth killed from its DUA.
std::unique_ptr<Frame> convert(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    SaiFateFrame::Fates fates{Test::Save, Fate::Stay, Fate::Stay, Fate::Kill};
    fates.rollerReturns = true;
    return fate(ctx, use, SaiTargets::upToHealthWorth(ctx, use, use.x), fates);
}

std::unique_ptr<Frame> killed(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    return fate(ctx, use, SaiTargets::upToHealthWorth(ctx, use, use.x), {Test::None, Fate::Stay, Fate::Stay, Fate::Kill});
}

std::unique_ptr<Frame> flame(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    // Two health-worth for each face resolved together (a combined Flame is one larger effect).
    const int budget = 2 * static_cast<int>(use.pieces.size());
    return fate(ctx, use, SaiTargets::upToHealthWorth(ctx, use, budget),
                {Test::None, Fate::Stay, Fate::Stay, Fate::KillBury});
}

std::unique_ptr<Frame> roar(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    return fate(ctx, use, SaiTargets::upToHealthWorth(ctx, use, use.x),
                {Test::None, Fate::Stay, Fate::Stay, Fate::Reserve});
}

// Plague: one defender saves or dies; while targets die, the defender names the next one (flow/PlagueFrame).
std::unique_ptr<Frame> plague(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    const auto target = oneUnit(ctx, use);
    if (target.empty()) return nullptr;
    return std::make_unique<PlagueFrame>(use, target.front());
}

// Charm: up to X health-worth of defenders roll for the attacker instead of saving (flow/CharmFrame).
std::unique_ptr<Frame> charm(Ctx& ctx, const SaiUse& use) {
    SaiTargets::noChoices(ctx, use);
    auto targets = SaiTargets::upToHealthWorth(ctx, use, use.x);
    if (targets.empty()) return nullptr;
    return std::make_unique<CharmFrame>(use, std::move(targets));
}

}  // namespace

void registerKillSais(SaiRegistry& r) {
    r.add({"Slay", AppliesMelee, melee, slay, false});
    r.add({"Swallow", AppliesMelee, melee, swallow, false});
    r.add({"Seize", AppliesMissile, missile, seize});
    r.add({"Scare", AppliesMelee, melee, scare});
    r.add({"Entangle", AppliesMelee, melee, killed});
    r.add({"Breath", AppliesMelee, melee, killed});
    r.add({"Flame", AppliesMelee, melee, flame});
    r.add({"Roar", AppliesMelee, melee, roar});
    r.add({"Plague", AppliesMelee, melee, plague, false});
    r.add({"Convert", AppliesMelee, melee, convert});
    r.add({"Charm", AppliesMelee, melee, charm});
}

}  // namespace muster::rules::engine
