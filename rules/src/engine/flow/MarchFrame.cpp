// One march: the maneuver step, then the action step; both optional, in this order (V4.01d First March).
#include "flow/MarchFrame.h"

#include <algorithm>
#include <array>

#include "effects/EffectStore.h"
#include "flow/CastleFrame.h"
#include "flow/ExchangeFrame.h"
#include "flow/MagicFrame.h"
#include "flow/ManeuverFrame.h"
#include "flow/MinorFaceFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "minor/MinorTerrains.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

std::string MarchFrame::step(const GameState& s) const {
    return maneuvered_ ? "after the maneuver" : "march at " + s.locationName(army_);
}

MarchFrame::MireStage MarchFrame::mireStage(const Ctx& ctx) const {
    if (mire_ != MireStage::Unknown) return mire_;
    return army_.atTerrain() && EffectStore::terrainHas(ctx.s, army_.terrain, Status::Mire) ? MireStage::Roll
                                                                                            : MireStage::None;
}

const std::vector<int>* MarchFrame::miredUnits(int owner, Location at, int marcher) const {
    return mire_ == MireStage::Done && owner == marcher && at == army_ ? &mired_ : nullptr;
}

Expectation MarchFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.who = ctx.s.turn.player;
    x.optional = true;
    x.place = army_;
    const auto mire = mireStage(ctx);
    if (mire == MireStage::Roll) {
        RollSpec spec;
        spec.counts = typeBit(RollType::Maneuver);
        spec.purpose = RollPurpose::Maneuver;
        spec.roller = x.who;
        spec.at = army_;
        x.kinds = {EventKind::Roll};
        x.rollWords = "maneuver";
        x.rollers = RollersOf::army(ctx, x.who, army_, spec).must;
        x.what = "the Mire maneuver roll of " + ctx.armyName(x.who, army_) + " ('roll " + ctx.pid(x.who) +
                 " maneuver=<n> : ...') or the next march";
        x.why = ctx.s.locationName(army_) + " is under Mire: an army marching there first rolls maneuver";
        x.rule = Rule::Spells;
        return x;
    }
    if (mire == MireStage::Choose) {
        x.kinds = {EventKind::Mire};
        x.amount = mireTotal_;
        x.rollers = ctx.s.army(x.who, army_);
        x.what = "'mire " + ctx.pid(x.who) + " <unit>...': the units that march, up to " + std::to_string(mireTotal_) +
                 " health-worth (or the next march)";
        x.why = "Mire: only the units named march";
        x.rule = Rule::Spells;
        return x;
    }
    if (!maneuvered_ && !rolledMinor_ && ctx.s.minorTerrainAt(ctx.s.turn.player, army_) >= 0) {
        // The army's minor terrain first: rolled (then the maneuver), kept or buried (S0:L1226-1229, L1236).
        x.kinds = {EventKind::Charge, EventKind::Minor, EventKind::Action};
        x.what = "'minor " + ctx.pid(ctx.s.turn.player) + " roll <face>|keep|bury', 'action' or the next march";
        x.why = "the march at " + ctx.s.locationName(army_) + " has begun, and the army controls a minor terrain";
    } else if (!maneuvered_) {
        x.kinds = {EventKind::Charge, EventKind::Minor, EventKind::Maneuver, EventKind::Action};
        x.what = "'maneuver', 'minor', 'action' or the next march";
        x.why = "the march at " + ctx.s.locationName(army_) + " has begun";
    } else {
        x.kinds = {EventKind::Action};
        x.what = "'action' or the next march";
        x.why = "the maneuver step is over";
    }
    x.rule = Rule::FirstMarch;
    return x;
}

bool MarchFrame::accept(Ctx& ctx, const Event& e) {
    // An army killed during its own march (Wall of Thorns' damage after its maneuver) takes no further step.
    const bool step = e.kind == EventKind::Maneuver || e.kind == EventKind::Action || e.kind == EventKind::Minor ||
                      e.kind == EventKind::Charge;
    if (step && !ctx.s.hasArmy(ctx.s.turn.player, army_))
        ctx.fail(Rule::FirstMarch, ctx.armyName(ctx.s.turn.player, army_) + " has no units left, so its march is over");
    if (mire_ == MireStage::Unknown) mire_ = mireStage(ctx);
    if (mire_ == MireStage::Roll || mire_ == MireStage::Choose) {
        if (mire_ == MireStage::Roll && e.kind == EventKind::Roll) {
            mireRoll(ctx);
            return true;
        }
        if (mire_ == MireStage::Choose && e.kind == EventKind::Mire) {
            mireChoice(ctx);
            return true;
        }
        if (e.kind == EventKind::Maneuver || e.kind == EventKind::Action || e.kind == EventKind::Charge ||
            e.kind == EventKind::Minor || e.kind == EventKind::Mire || e.kind == EventKind::Roll)
            ctx.fail(Rule::Spells,
                     ctx.s.locationName(army_) + " is under Mire: " +
                         (mire_ == MireStage::Roll ? "the marching army first rolls maneuver ('roll " +
                                                         ctx.pid(ctx.s.turn.player) + " maneuver=<n> : ...')"
                                                   : "the marching player first names the units that march, up to " +
                                                         std::to_string(mireTotal_) + " health-worth ('mire " +
                                                         ctx.pid(ctx.s.turn.player) + " <unit>...')"));
        return false;
    }
    switch (e.kind) {
        case EventKind::Maneuver:
            if (maneuvered_) {
                ctx.fail(Rule::Maneuver,
                         "this army's maneuver step is over (a march has one maneuver step, before "
                         "its action)");
            }
            if (!rolledMinor_) MinorTerrains::needDecisionBeforeManeuver(ctx, army_);
            maneuver(ctx);
            return true;
        case EventKind::Charge:
            if (maneuvered_) return false;
            MinorTerrains::charge(ctx, army_);
            maneuvered_ = true;
            maneuverNote_ = "the army charged instead of the maneuver step";
            return true;
        case EventKind::Action:
            action(ctx);
            return true;
        case EventKind::Mire:
            ctx.fail(Rule::Spells,
                     "no 'mire' is due here: " + ctx.s.locationName(army_) +
                         (mire_ == MireStage::Done ? "'s marching units are named already" : " is not under Mire"));
        case EventKind::Minor:
            minor(ctx);
            return true;
        case EventKind::MinorFace:
            ctx.fail(Rule::MinorTerrains, "no minor terrain shows an ID face to turn here");
        case EventKind::TerrainTurn:
            if (maneuvered_) ctx.fail(Rule::Maneuver, "no terrain turn is due here: " + maneuverNote_);
            ctx.fail(Rule::Maneuver, "a terrain turns only after a successful maneuver: 'maneuver' comes first");
        default:
            return false;
    }
}

// Mire (S0:L1116): the marching army's maneuver roll before the march (an army roll: its modifiers count).
void MarchFrame::mireRoll(Ctx& ctx) {
    const int p = ctx.s.turn.player;
    ctx.needActor(p, Rule::Spells, "the Mire maneuver roll of the marching army");
    RollSpec spec;
    spec.counts = typeBit(RollType::Maneuver);
    spec.purpose = RollPurpose::Maneuver;
    spec.roller = p;
    spec.at = army_;
    spec.cause = "Mire";
    DiceRequest request;
    request.roller = p;
    const auto rollers = RollersOf::army(ctx, p, army_, spec);
    request.must = rollers.must;
    request.may = rollers.may;
    request.purpose = "the Mire maneuver roll of " + ctx.armyName(p, army_);
    request.rule = Rule::Spells;
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "maneuver");
    if (!stated) ctx.fail(Rule::LogFormat, "the Mire roll states 'maneuver=<total>'");
    SaiResolutionFrame::StatedTotals totals;
    totals.stated[index(RollType::Maneuver)] = *stated;
    totals.what = "maneuver";
    std::array<int, 5> checked{};
    mire_ = MireStage::Choose;
    // Step 4 of the roll (Wayfare's move): its 'sai' lines come right after it, before the choice of the marchers. A
    // carrier that leaves with Wayfare adds nothing to the roll (S0:L751): its total is then checked once step 4 is
    // over (childDone reads it).
    auto sais = SaiResolutionFrame::afterRoll(ctx, eval, dice, totals, checked, "Mire maneuver", "Mire: ");
    mireTotal_ = checked[index(RollType::Maneuver)];
    if (sais) ctx.push(std::move(sais));
}

// The units that march: units of the marching army, up to the Mire roll's health-worth.
void MarchFrame::mireChoice(Ctx& ctx) {
    const int p = ctx.s.turn.player;
    ctx.needActor(p, Rule::Spells, "the choice of the units that march under Mire");
    std::vector<int> units;
    for (const auto& label : ctx.ev().args) {
        const int u = ctx.ownPiece(p, label);
        if (ctx.s.piece(u).kind != PieceKind::Unit || ctx.s.piece(u).loc != army_)
            ctx.fail(Rule::Spells, "Mire: '" + label + "' is not a unit of " + ctx.armyName(p, army_));
        if (std::find(units.begin(), units.end(), u) != units.end())
            ctx.fail(Rule::Spells, "'" + label + "' is named twice");
        units.push_back(u);
    }
    if (ctx.healthOf(units) > mireTotal_)
        ctx.fail(Rule::Spells, "Mire: the army rolled " + std::to_string(mireTotal_) + " maneuver, so up to " +
                                   std::to_string(mireTotal_) + " health-worth march, not " +
                                   std::to_string(ctx.healthOf(units)));
    // "Up to" is the most that can be applied (S0:L792; Mire is a spell): as much of the army as the roll allows.
    std::vector<int> healths;
    for (int u : ctx.s.army(p, army_)) healths.push_back(ctx.health(u));
    const int best = DamageAllocation::maxCoverable(healths, mireTotal_);
    if (ctx.healthOf(units) < best)
        ctx.fail(Rule::UpTo,
                 "Mire: the marching player selects as much as the roll allows (\"up to\" is the most "
                 "that can be applied, S0:L792): " +
                     std::to_string(best) + " health-worth of " + ctx.armyName(p, army_) + ", not " +
                     std::to_string(ctx.healthOf(units)));
    mired_ = units;
    mire_ = MireStage::Done;
}

std::string MarchFrame::closedNote(const Ctx& ctx) const {
    const std::string march = std::string(number_ == 1 ? "first" : "second") + " march at " + ctx.s.locationName(army_);
    if (acted_) return "the " + march + " ended with its action";
    return "";
}

void MarchFrame::childDone(Ctx& ctx, Frame& child) {
    if (auto* maneuver = dynamic_cast<ManeuverFrame*>(&child); maneuver != nullptr) {
        maneuvered_ = true;
        maneuverNote_ = maneuver->closedNote(ctx);
        // A Castle just captured: its controller names what it becomes (S0:L1209).
        if (army_.atTerrain() && CastleFrame::choiceDue(ctx, army_.terrain))
            ctx.push(std::make_unique<CastleFrame>(army_.terrain));
        return;
    }
    if (dynamic_cast<MinorFaceFrame*>(&child) != nullptr || dynamic_cast<CastleFrame*>(&child) != nullptr) return;  // the minor terrain turned to an action face
    if (const auto* sais = dynamic_cast<SaiResolutionFrame*>(&child); sais != nullptr) {
        // The Mire roll's SAIs: the march goes on, with the roll's total once its step 4 is over (S0:L751).
        if (sais->checkedTotals()) mireTotal_ = (*sais->checkedTotals())[index(RollType::Maneuver)];
        return;
    }
    // An action ends the march.
    acted_ = true;
    done = true;
}

void MarchFrame::maneuver(Ctx& ctx) {
    auto& s = ctx.s;
    if (army_.where != Where::Terrain) ctx.fail(Rule::Maneuver, "an army in the Reserve Area does not maneuver");
    std::vector<int> counters;
    for (const auto& id : ctx.ev().args) {
        const int q = ctx.player(id);
        if (q == s.turn.player) ctx.fail(Rule::Maneuver, "the marching player cannot counter-maneuver");
        // Each opposing army counter-maneuvers once, with its own roll (S0:L1164-1165): a name given twice is an error.
        if (std::find(counters.begin(), counters.end(), q) != counters.end())
            ctx.fail(Rule::Maneuver, id + " is named twice: each opposing army counter-maneuvers once");
        if (!s.hasArmy(q, army_))
            ctx.fail(Rule::Maneuver, id + " has no army at " + s.locationName(army_) + " to counter-maneuver with");
        counters.push_back(q);
    }
    std::vector<int> ordered;
    for (int q : s.turnOrder)
        if (std::find(counters.begin(), counters.end(), q) != counters.end()) ordered.push_back(q);
    ctx.push(std::make_unique<ManeuverFrame>(army_, ordered));
}

// A minor terrain at the start of the march (minor/MinorTerrains.cpp): bring, roll, keep or bury.
void MarchFrame::minor(Ctx& ctx) {
    if (maneuvered_)
        ctx.fail(Rule::MinorTerrains, "a minor terrain is brought, rolled, kept or buried as the march starts, "
                                      "before or instead of the maneuver step, which is over: " + maneuverNote_);
    const auto step = MinorTerrains::march(ctx, army_, rolledMinor_);
    rolledMinor_ = rolledMinor_ || step.rolled;
    if (step.endsManeuverStep) {
        maneuvered_ = true;
        maneuverNote_ = step.note;
    }
    if (step.turnsFace >= 0) ctx.push(std::make_unique<MinorFaceFrame>(step.turnsFace));
}

void MarchFrame::action(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int player = s.turn.player;
    const std::string& kind = e.args[0];
    const bool melee = kind == "melee";
    const bool missile = kind == "missile";
    const RollType type = melee ? RollType::Melee : missile ? RollType::Missile : RollType::Magic;
    // Which action the terrain allows.
    if (army_.where == Where::Reserve) {
        if (melee || missile) ctx.fail(Rule::Action, "armies in the Reserve Area can act only with magic");
    } else {
        const auto& ter = s.terrain(army_.terrain);
        if (ter.face == 8) {
            if (ter.controller != player && !melee && !MinorTerrains::allowsAction(ctx, player, army_, type))
                ctx.fail(Rule::EighthFace, "opposing armies at a captured terrain may only take a melee action");
        } else {
            const std::string& icon = ctx.cat.die(ter.die).faces.at(static_cast<std::size_t>(ter.face - 1)).icon;
            const std::string want = melee ? "Melee" : missile ? "Missile" : "Magic";
            // A minor terrain's Magic, Melee or Missile face adds that action (S0:L1247-1249).
            if (icon != want && !MinorTerrains::allowsAction(ctx, player, army_, type))
                ctx.fail(Rule::Action, ter.key + " shows " + std::to_string(ter.face) + " (" + icon + "): only a " +
                                           icon + " action is allowed");
        }
    }
    if (melee) {
        std::string target = e.args[1];
        Location at = army_;
        if (const auto sign = target.find('@'); sign != std::string::npos) {
            const auto [q, loc] = ctx.armyRef(target);
            if (loc != army_) ctx.fail(Rule::Melee, "a melee attack targets an opposing army at the same terrain");
            target = target.substr(0, sign);
            at = loc;
        }
        const int defender = ctx.player(target);
        if (defender == player) ctx.fail(Rule::Melee, "a melee attack targets an opposing army");
        if (!s.hasArmy(defender, at))
            ctx.fail(Rule::Melee,
                     target + " has no army at " + s.locationName(at) + " (melee targets the same terrain)");
        ctx.push(std::make_unique<ExchangeFrame>(ExchangeFrame::Kind::Melee, player, army_, defender, at, false));
        return;
    }
    if (missile) {
        const auto [defender, at] = ctx.armyRef(e.args[1]);
        if (defender == player) ctx.fail(Rule::Missile, "a missile attack targets an opponent's army");
        if (!s.hasArmy(defender, at)) ctx.fail(Rule::Missile, e.args[1] + " is not an army");
        if (EffectStore::armyHas(s, defender, at, Status::Illusion))
            ctx.fail(Rule::Sais, ctx.armyName(defender, at) + " is under Illusion: missile attacks cannot target it");
        const bool tower = s.controls(player, army_) && ctx.eighthIcon(army_.terrain) == "Tower";
        if (!tower) {
            if (at.where == Where::Reserve)
                ctx.fail(Rule::Missile, "a missile attack cannot target an army in the Reserve Area");
            if (s.terrain(army_.terrain).homeOf >= 0 && s.terrain(at.terrain).homeOf >= 0 &&
                at.terrain != army_.terrain)
                ctx.fail(Rule::Missile,
                         "from a Home Terrain a missile attack cannot target an army at another Home Terrain");
        }
        ctx.push(std::make_unique<ExchangeFrame>(ExchangeFrame::Kind::Missile, player, army_, defender, at, false));
        return;
    }
    ctx.push(std::make_unique<MagicFrame>(player, army_));
}

}  // namespace muster::rules::engine
