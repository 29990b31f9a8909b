// One march: the maneuver step, then the action step; both optional, in this order (V4.01d First March).
#include "flow/MarchFrame.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "flow/ExchangeFrame.h"
#include "flow/MagicFrame.h"
#include "flow/ManeuverFrame.h"

namespace muster::rules::engine {

std::string MarchFrame::step(const GameState& s) const {
    return maneuvered_ ? "after the maneuver" : "march at " + s.locationName(army_);
}

Expectation MarchFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.who = ctx.s.turn.player;
    x.optional = true;
    x.place = army_;
    if (!maneuvered_) {
        x.kinds = {EventKind::Maneuver, EventKind::Charge, EventKind::Action};
        x.what = "'maneuver', 'action' or the next march";
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
    switch (e.kind) {
        case EventKind::Maneuver:
            if (maneuvered_) {
                ctx.fail(Rule::Maneuver,
                         "this army's maneuver step is over (a march has one maneuver step, before "
                         "its action)");
            }
            maneuver(ctx);
            return true;
        case EventKind::Charge:
            if (maneuvered_) return false;
            charge(ctx);
            return true;
        case EventKind::Action:
            action(ctx);
            return true;
        case EventKind::Minor:
        case EventKind::MinorFace:
        case EventKind::Mire:
            ctx.unsupported("the statement '" + std::string(toString(e.kind)) +
                            "' (minor terrains come with a later part of the rules engine)");
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
        if (!s.hasArmy(q, army_))
            ctx.fail(Rule::Maneuver, id + " has no army at " + s.locationName(army_) + " to counter-maneuver with");
        counters.push_back(q);
    }
    std::vector<int> ordered;
    for (int q : s.turnOrder)
        if (std::find(counters.begin(), counters.end(), q) != counters.end()) ordered.push_back(q);
    ctx.push(std::make_unique<ManeuverFrame>(army_, ordered));
}

// Amazons' Javelin and Kukri Charge bury a minor terrain the army controls; minor terrains come with part 2e.
void MarchFrame::charge(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesAmazons;
    const int p = ctx.actor();
    if (p != ctx.s.turn.player) ctx.fail(rule, "only the marching army charges");
    if (!ctx.armyHasSpecies(p, army_, "Amazons")) ctx.fail(rule, "the marching army has no Amazons");
    ctx.unsupported(std::string(ctx.ev().args[0] == "javelin" ? "Javelin" : "Kukri") +
                    " Charge (it buries a minor terrain the army controls)");
}

void MarchFrame::action(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int player = s.turn.player;
    const std::string& kind = e.args[0];
    const bool melee = kind == "melee";
    const bool missile = kind == "missile";
    // Which action the terrain allows.
    if (army_.where == Where::Reserve) {
        if (melee || missile) ctx.fail(Rule::Action, "armies in the Reserve Area can act only with magic");
    } else {
        const auto& ter = s.terrain(army_.terrain);
        if (ter.face == 8) {
            if (ter.controller != player && !melee)
                ctx.fail(Rule::EighthFace, "opposing armies at a captured terrain may only take a melee action");
        } else {
            const std::string& icon = ctx.cat.die(ter.die).faces.at(static_cast<std::size_t>(ter.face - 1)).icon;
            const std::string want = melee ? "Melee" : missile ? "Missile" : "Magic";
            if (icon != want)
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
