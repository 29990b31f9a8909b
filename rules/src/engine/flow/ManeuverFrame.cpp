// The maneuver step: the counter-maneuvering players, the maneuver rolls (the marching army first, then each
// counter in turn order), and, when the maneuver succeeds, the terrain turning one step (V4.01d Maneuver).
#include "flow/ManeuverFrame.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "flow/SaiResolutionFrame.h"
#include "flow/SpellDamageFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

using domain::Element;

RollSpec ManeuverFrame::spec(int roller, bool counter) const {
    RollSpec spec;
    spec.counts = typeBit(RollType::Maneuver);
    spec.purpose = counter ? RollPurpose::CounterManeuver : RollPurpose::Maneuver;
    spec.roller = roller;
    spec.at = at_;
    return spec;
}

bool ManeuverFrame::rolling() const {
    return !counters_.empty() && totals_.size() <= counters_.size() && !success_;
}

std::string ManeuverFrame::step(const GameState&) const {
    return rolling() ? "maneuver rolls" : "maneuver: turning the terrain";
}

Expectation ManeuverFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Maneuver;
    x.place = at_;
    const auto& s = ctx.s;
    if (rolling()) {
        const std::size_t idx = totals_.size();
        const int roller = idx == 0 ? s.turn.player : counters_[idx - 1];
        x.kinds = {EventKind::Roll};
        x.who = roller;
        x.rollWords = "maneuver";
        x.rollers = RollersOf::army(ctx, roller, at_, spec(roller, idx > 0)).must;
        x.what = "the maneuver roll of " + ctx.armyName(roller, at_);
        x.why = idx == 0 ? "the maneuver is opposed, so the marching army rolls first"
                         : "each counter-maneuvering army rolls after the marching army";
        return x;
    }
    x.kinds = {EventKind::TerrainTurn};
    x.who = s.turn.player;
    x.what = "'terrain up' or 'terrain down' (the maneuver succeeded)";
    x.why = counters_.empty() ? "nobody opposed the maneuver, so it succeeds and the terrain must turn one step"
                              : "the marching army's maneuver total equals or beats each counter's";
    const int face = s.terrain(at_.terrain).face;
    if (face < 8) x.options.push_back("up");
    if (face > 1) x.options.push_back("down");
    return x;
}

bool ManeuverFrame::accept(Ctx& ctx, const Event& e) {
    if (rolling()) {
        if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
        roll(ctx);
        return true;
    }
    if (e.kind != EventKind::TerrainTurn) ctx.expected(expect(ctx));
    turnTerrain(ctx);
    return true;
}

void ManeuverFrame::roll(Ctx& ctx) {
    auto& s = ctx.s;
    const std::size_t idx = totals_.size();
    const int roller = idx == 0 ? s.turn.player : counters_[idx - 1];
    const bool counter = idx > 0;
    DiceRequest request;
    request.roller = roller;
    const auto rollers = RollersOf::army(ctx, roller, at_, spec(roller, counter));
    request.must = rollers.must;
    request.may = rollers.may;
    request.purpose = "the maneuver roll of " + ctx.armyName(roller, at_);
    request.rule = Rule::Maneuver;
    if (counter) {
        // Rapid Growth: Treefolk that rolled no SAI may be re-rolled once, together, in a counter-maneuver at a
        // terrain containing earth.
        RerollRule rapid;
        rapid.reason = "rapid-growth";
        rapid.mode = RerollMode::Replace;
        rapid.check = [at = at_, roller](Ctx& c, const RolledDice& roll, const DieRoll& before, const RerollSegment&) {
            static const Rule rule = Rule::SpeciesTreefolk;
            if (!c.abilityElementsAt(roller, at).contains(Element::Earth))
                c.fail(rule, "Rapid Growth works at a terrain containing earth");
            const auto& face = c.data.faces.face(before.die, before.face);
            if (c.die(before.piece).species != "Treefolk" || face.kind == FaceKind::Sai)
                c.fail(rule, "Rapid Growth re-rolls only Treefolk that rolled no SAI ('" + c.s.label(before.piece) +
                                 "' may not)");
            if (before.replaced)
                c.fail(rule, "Rapid Growth re-rolls each Treefolk once ('" + c.s.label(before.piece) +
                                 "' is re-rolled twice)");
            // Together: one segment. A second segment finds dice already re-rolled or comes after another.
            const auto& segments = c.ev().rerolls;
            int rapidSegments = 0;
            for (const auto& seg : segments) rapidSegments += seg.reason == "rapid-growth";
            if (rapidSegments > 1)
                c.fail(rule,
                       "the Treefolk re-rolled by Rapid Growth are selected and re-rolled together, in one "
                       "'/ rapid-growth' segment");
            (void)roll;
        };
        request.rerolls.push_back(rapid);
    }
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    RollExtras extras;
    if (counter) extras.subtract[index(RollType::Maneuver)] = waveLoss_;  // Wave (S0:L991), at step 6
    const auto eval = evaluator.evaluate(spec(roller, counter), dice, extras);
    if (!counter) waveLoss_ = eval.otherSideLoses[index(RollType::Maneuver)];
    const auto stated = statedTotal(ctx.ev(), "maneuver");
    if (!stated || ctx.ev().totals.size() != 1)
        ctx.fail(Rule::LogFormat, "a maneuver roll stating 'maneuver=<total>' and nothing else");
    // Step 4: SAIs that need the roller's decisions (Wayfare's move), one 'sai' line each, right after the roll;
    // the next maneuver roll or the terrain's turn waits for them. Any other pending SAI is unsupported here. A
    // carrier that leaves with Wayfare adds nothing to the roll (S0:L751): then the total is checked once step 4 is
    // over (childDone), still at the roll's line.
    auto decisions = SaiResolutionFrame::decisions(ctx, eval, "maneuver");
    if (SaiResolutionFrame::mayTakeRollersAway(ctx, eval)) {
        if (!eval.unsupported.empty()) ctx.failAt(eval.line, eval.text, Rule::NotModelled, eval.unsupported);
        deferred_ = WaitingRoll{eval, dice, extras};
        deferredStated_ = *stated;
    } else {
        count(ctx, eval, *stated);
    }
    if (!decisions.empty()) {
        SaiUse use;
        use.spec = spec(roller, counter);
        use.defenderAt = at_;
        use.line = ctx.ev().line;
        use.text = ctx.ev().text;
        use.stepPrefix = "maneuver: ";
        ctx.push(std::make_unique<SaiResolutionFrame>(roller, std::move(decisions), std::move(use), 0));
    }
}

void ManeuverFrame::countDeferred(Ctx& ctx, const SaiResolutionFrame* sais) {
    if (!deferred_) return;
    const auto eval = deferred_->counted(ctx, sais);
    deferred_.reset();
    count(ctx, eval, deferredStated_);
}

void ManeuverFrame::childDone(Ctx& ctx, Frame& child) {
    countDeferred(ctx, dynamic_cast<const SaiResolutionFrame*>(&child));
}

void ManeuverFrame::count(Ctx& ctx, const RollEvaluation& eval, int stated) {
    auto& s = ctx.s;
    totals_.push_back(RollEvaluator(ctx).checkTotal(eval, RollType::Maneuver, stated, "maneuver"));
    if (totals_.size() <= counters_.size()) return;
    // Each counter is compared with the marching army separately; the marcher needs to equal or beat each (to
    // beat each at a terrain under Fields of Ice, where ties go to the counter-maneuvering army).
    counterWinsTies_ = EffectStore::terrainHas(s, at_.terrain, Status::CounterManeuverWinsTies);
    success_ = std::all_of(totals_.begin() + 1, totals_.end(),
                           [&](int c) { return counterWinsTies_ ? totals_[0] > c : totals_[0] >= c; });
    if (!success_) done = true;
}

std::string ManeuverFrame::closedNote(const Ctx& ctx) const {
    if (success_)
        return counters_.empty() ? "the unopposed maneuver turned the terrain" : "the maneuver turned the terrain";
    if (totals_.size() <= counters_.size()) return "the maneuver was left unfinished";
    std::string against;
    for (std::size_t i = 0; i < counters_.size(); ++i)
        against += (i == 0 ? "" : ", ") + ctx.pid(counters_[i]) + "'s " + std::to_string(totals_[i + 1]);
    return "the maneuver failed (" + ctx.pid(ctx.s.turn.player) + "'s " + std::to_string(totals_[0]) +
           (counterWinsTies_ ? " must beat " : " must equal or beat ") + against +
           (counterWinsTies_ ? "; ties go to the counter-maneuver under Fields of Ice" : "") +
           "), so the terrain does not turn";
}

void ManeuverFrame::turnTerrain(Ctx& ctx) {
    auto& s = ctx.s;
    auto& ter = s.terrain(at_.terrain);
    const bool up = ctx.ev().args[0] == "up";
    if (up && ter.face == 8) ctx.fail(Rule::Maneuver, "the terrain shows 8 and can only be turned down");
    if (!up && ter.face == 1) ctx.fail(Rule::Maneuver, "the terrain shows 1 and can only be turned up");
    if (ter.face == 8) {
        ter.controller = -1;  // out-maneuvered (or the controller gives it up)
        ter.castleAs.clear();
    }
    ter.face += up ? 1 : -1;
    if (ter.face == 8) ter.controller = s.turn.player;
    // Effects that last until the terrain is maneuvered to a new face end (Earthfang's Chill Wind).
    s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(),
                                   [&](const Effect& fx) {
                                       return (fx.ends & EndsWhenTerrainTurns) && fx.targetTerrain == at_.terrain;
                                   }),
                    s.effects.end());
    success_ = true;
    done = true;
    // Wall of Thorns (S0:L1093): the army that maneuvered the terrain takes six damage per casting, reduced by
    // a melee roll.
    int thorns = 0;
    for (const auto& fx : s.effects)
        if (fx.target == EffectTargetKind::Terrain && fx.targetTerrain == at_.terrain &&
            fx.status == Status::WallOfThorns)
            thorns += 6 * fx.magnitude;
    if (thorns > 0 && s.hasArmy(s.turn.player, at_))
        ctx.push(std::make_unique<SpellDamageFrame>(
            "Wall of Thorns", std::vector<SpellDamageFrame::ArmyAt>{{s.turn.player, at_}}, thorns, RollType::Melee));
}

}  // namespace muster::rules::engine
