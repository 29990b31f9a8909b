// Swamp Stalkers' Mutate (V4.01d Species Abilities: Swamp Stalkers): the targeted reserve units make a save
// roll; those without a save result are killed; then one army with Swamp Stalkers recruits or promotes Swamp
// Stalkers up to the health-worth killed, one 'mutate-gain' line per health-worth.
#include "flow/MutateFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "state/Exchanges.h"

namespace muster::rules::engine {

std::string MutateFrame::step(const GameState&) const {
    return rolled_ ? "mutate: gains" : "mutate: save roll";
}

Expectation MutateFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::SpeciesSwampStalkers;
    if (!rolled_) {
        x.kinds = {EventKind::Roll};
        x.who = victim_;
        x.rollWords = "save";
        x.rollers = targets_;
        x.place = Location::reserve();
        x.what = "the save roll of the units targeted by Mutate ('roll " + ctx.pid(victim_) + " save=N : ...')";
        x.why = "Mutate targets units in the Reserve Area, which save or die";
        return x;
    }
    x.kinds = {EventKind::MutateGain};
    x.who = ctx.s.turn.player;
    x.optional = true;
    x.amount = budget_;
    x.what = "'mutate-gain' lines or the next step";
    x.why = std::to_string(budget_) + " health-worth killed by Mutate may be recruited or promoted";
    return x;
}

bool MutateFrame::accept(Ctx& ctx, const Event& e) {
    if (!rolled_) {
        if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
        RollSpec spec;
        spec.counts = typeBit(RollType::Save);
        spec.purpose = RollPurpose::Individual;
        spec.army = false;
        spec.roller = victim_;
        spec.at = Location::reserve();
        spec.cause = "Mutate";
        DiceRequest request;
        request.roller = victim_;
        request.must = targets_;
        request.purpose = "the save roll of the units targeted by Mutate";
        request.rule = Rule::SpeciesSwampStalkers;
        const auto dice = readDice(ctx, request);
        const RollEvaluator evaluator(ctx);
        const auto eval = evaluator.evaluate(spec, dice);
        if (const auto stated = statedTotal(e, "save"))
            evaluator.checkTotal(eval, RollType::Save, *stated, "save");
        else if (!eval.unsupported.empty())
            ctx.unsupported(eval.unsupported);
        std::vector<int> killed;
        for (const auto& d : eval.dice)
            if (d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves == 0) killed.push_back(d.piece);
        rolled_ = true;
        if (auto sais = SaiResolutionFrame::afterRoll(ctx, eval, "Mutate save", "mutate: ")) {
            saisKilled_ = killed;  // the roll's SAI choices (Regenerate's return) come before the kills
            saisOpen_ = true;
            ctx.push(std::move(sais));
            return true;
        }
        kill(ctx, killed);
        return true;
    }
    if (e.kind != EventKind::MutateGain) return false;
    gain(ctx);
    return true;
}

void MutateFrame::childDone(Ctx& ctx, Frame&) {
    if (!saisOpen_ || ctx.s.frames.back().get() != this) return;
    saisOpen_ = false;
    const auto killed = std::move(saisKilled_);
    saisKilled_.clear();
    kill(ctx, killed);
}

void MutateFrame::kill(Ctx& ctx, const std::vector<int>& killed) {
    for (int u : killed) budget_ += ctx.health(u);
    KillCause cause;
    cause.kind = KillCause::Kind::Killed;
    cause.at = Casualties::placeOf(ctx, killed, Location::reserve());  // a move at step 4 takes the kill along
    cause.source = "Mutate";
    cause.stepPrefix = "mutate: ";
    Casualties::kill(ctx, killed, cause);
}

void MutateFrame::gain(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesSwampStalkers;
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(rule, "recruiting or promoting by Mutate follows the marching player's Mutate");
    if (budget_ <= 0) ctx.fail(rule, "no health-worth is left to recruit or promote by Mutate");
    const int ter = ctx.terrainOf(e.args[0]);
    if (gainTerrain_ >= 0 && gainTerrain_ != ter)
        ctx.fail(rule, "all Mutate gains go to one army (the one at " + s.terrain(gainTerrain_).key + ")");
    const Location at = Location::at(ter);
    if (!ctx.armyHasSpecies(p, at, "Swamp Stalkers"))
        ctx.fail(rule, ctx.pid(p) + " has no army containing Swamp Stalkers at " + s.terrain(ter).key);
    if (e.args[1] == "recruit") {
        const int d = ctx.ownPiece(p, e.args[2]);
        if (ctx.die(d).species != "Swamp Stalkers") ctx.fail(rule, "Mutate recruits Swamp Stalkers");
        Exchanges::recruit(ctx, d, at, rule);
    } else {
        const int u = ctx.ownPiece(p, e.args[2]);
        if (s.piece(u).loc != at || ctx.die(u).species != "Swamp Stalkers")
            ctx.fail(rule, "Mutate promotes a Swamp Stalker in that army");
        Exchanges::promote(ctx, u, ctx.ownPiece(p, e.args[3]), rule);
    }
    gainTerrain_ = ter;
    --budget_;
}

}  // namespace muster::rules::engine
