// One march: the maneuver step, then the action step; both optional, in this order (V4.01d First March).
#include "flow/MarchFrame.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "flow/CastleFrame.h"
#include "flow/ExchangeFrame.h"
#include "flow/MagicFrame.h"
#include "flow/ManeuverFrame.h"
#include "flow/MinorFaceFrame.h"
#include "minor/MinorTerrains.h"

namespace muster::rules::engine {

std::string MarchFrame::step(const GameState& s) const {
    return maneuvered_ ? "after the maneuver" : "march at " + s.locationName(army_);
}

Expectation MarchFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.who = ctx.s.turn.player;
    x.optional = true;
    x.place = army_;
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
        case EventKind::Minor:
            minor(ctx);
            return true;
        case EventKind::MinorFace:
            ctx.fail(Rule::MinorTerrains, "no minor terrain shows an ID face to turn here");
        case EventKind::Mire:
            ctx.unsupported("the statement '" + std::string(toString(e.kind)) +
                            "' (the Mire spell's partial march comes with a later part of the rules engine)");
        case EventKind::TerrainTurn:
            if (maneuvered_) ctx.fail(Rule::Maneuver, "no terrain turn is due here: " + maneuverNote_);
            ctx.fail(Rule::Maneuver, "a terrain turns only after a successful maneuver: 'maneuver' comes first");
        default:
            return false;
    }
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
