// What follows units being killed: the Replanting roll of killed Treefolk at a water terrain, then any
// Stepped Damage exchanges the owner chooses for killed Undead (optional).
#include "flow/CasualtyFrame.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "state/Items.h"

namespace muster::rules::engine {

CasualtyFrame::CasualtyFrame(int owner, std::vector<int> killed, KillCause cause, bool replant, std::string stepPrefix)
    : owner_(owner),
      killed_(std::move(killed)),
      cause_(std::move(cause)),
      replantDue_(replant),
      stepPrefix_(std::move(stepPrefix)) {}

std::string CasualtyFrame::step(const GameState&) const {
    return stepPrefix_ + (replantDue_ ? "replanting roll" : soiledDue_ ? "Soiled Ground save roll" : "stepped damage");
}

Expectation CasualtyFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.who = owner_;
    if (replantDue_) {
        x.kinds = {EventKind::Roll};
        x.rule = Rule::SpeciesTreefolk;
        x.rollWords = "replant";
        for (int u : killed_)
            if (ctx.die(u).species == "Treefolk") x.rollers.push_back(u);
        x.what = "the Replanting roll of the killed Treefolk ('roll " + ctx.pid(owner_) + " replant=N : ...')";
        x.why = "Treefolk killed at a terrain containing water are rolled; an ID sends them to the Reserve Area";
        return x;
    }
    if (soiledDue_) {
        // Soiled Ground's burial save (any step-downs first).
        x.kinds = {EventKind::Roll, EventKind::SteppedDamage, EventKind::Grow};
        x.rule = Rule::Spells;
        x.rollWords = "save";
        x.rollers = inDua(ctx);
        x.place = Location::dua();
        x.what = "the save roll of the units killed under Soiled Ground ('roll " + ctx.pid(owner_) +
                 " save=N : " + ctx.labels(x.rollers) + "=...'), after any 'step-down'";
        x.why = "units killed at a terrain under Soiled Ground that go to the DUA save or are buried";
        return x;
    }
    x.kinds = {EventKind::SteppedDamage, EventKind::Grow};
    x.optional = true;
    x.rule = Rule::SpeciesUndead;
    x.what = "'step-down', 'grow' or the next step";
    x.why =
        "a killed Undead may be exchanged for a smaller Undead from the DUA ('step-down'); under Accelerated "
        "Growth a killed Treefolk of 2 health or more for a 1-health Treefolk ('grow')";
    return x;
}

bool CasualtyFrame::accept(Ctx& ctx, const Event& e) {
    if (replantDue_) {
        if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
        replantRoll(ctx);
        return true;
    }
    if (soiledDue_ && e.kind == EventKind::Roll) {
        soiledRoll(ctx);
        return true;
    }
    if (e.kind == EventKind::Grow) {
        grow(ctx);
        return true;
    }
    if (e.kind != EventKind::SteppedDamage) {
        if (soiledDue_) ctx.expected(expect(ctx));
        return false;
    }
    stepDown(ctx);
    return true;
}

// Accelerated Growth (S0:L1113): 'grow <P> <killed> <dead>', a killed Treefolk of 2 health or more for a 1-health
// Treefolk of the DUA, which takes its place.
void CasualtyFrame::grow(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != owner_) ctx.fail(Rule::Spells, "Accelerated Growth is the killed units' owner's choice");
    if (!EffectStore::playerHas(s, p, Status::AcceleratedGrowth))
        ctx.fail(Rule::Spells, ctx.pid(p) + "'s DUA is not under Accelerated Growth");
    if (e.args.size() != 2)
        ctx.fail(Rule::LogFormat, "expected 'grow <player> <killed Treefolk> <Treefolk in the DUA>'");
    const int killed = ctx.ownPiece(p, e.args[0]);
    const int small = ctx.ownPiece(p, e.args[1]);
    if (std::find(killed_.begin(), killed_.end(), killed) == killed_.end() || ctx.die(killed).species != "Treefolk" ||
        ctx.health(killed) < 2)
        ctx.fail(Rule::Spells, "'" + e.args[0] + "' is not a Treefolk of 2 health or more killed just now");
    if (s.piece(small).loc.where != Where::Dua || ctx.die(small).species != "Treefolk" || ctx.health(small) != 1 ||
        std::find(killed_.begin(), killed_.end(), small) != killed_.end())
        ctx.fail(Rule::Spells,
                 "Accelerated Growth exchanges the killed Treefolk for a 1-health Treefolk already in the DUA");
    s.piece(small).loc = cause_.at;
    killed_.erase(std::find(killed_.begin(), killed_.end(), killed));
}

std::vector<int> CasualtyFrame::inDua(const Ctx& ctx) const {
    std::vector<int> out;
    for (int u : killed_)
        if (ctx.s.piece(u).loc.where == Where::Dua) out.push_back(u);
    return out;
}

// Soiled Ground (S0:L1082): the killed units in the DUA roll for saves, each for itself; those without a save
// result are buried.
void CasualtyFrame::soiledRoll(Ctx& ctx) {
    ctx.needActor(owner_, Rule::Spells, "the save roll of the units killed under Soiled Ground");
    const auto units = inDua(ctx);
    DiceRequest request;
    request.roller = owner_;
    request.must = units;
    request.purpose = "the save roll of the units killed under Soiled Ground";
    request.rule = Rule::Spells;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = owner_;
    spec.at = Location::dua();
    spec.cause = "Soiled Ground";
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "save");
    if (!stated || ctx.ev().totals.size() != 1)
        ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>' and nothing else");
    evaluator.checkTotal(eval, RollType::Save, *stated, "save");
    std::vector<int> buried;
    for (int u : units) {
        int got = 0;
        for (const auto& d : eval.dice)
            if (d.piece == u) got += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
        if (got == 0) buried.push_back(u);
    }
    soiledDue_ = false;
    if (auto sais = SaiResolutionFrame::afterRoll(ctx, eval, "Soiled Ground burial save", cause_.stepPrefix)) {
        soiledBuried_ = buried;  // the roll's SAI choices come before the burials
        soiledSais_ = true;
        ctx.push(std::move(sais));
        return;
    }
    Casualties::bury(ctx, buried);
    done = true;
}

void CasualtyFrame::childDone(Ctx& ctx, Frame&) {
    if (!soiledSais_ || ctx.s.frames.back().get() != this) return;
    soiledSais_ = false;
    Casualties::bury(ctx, soiledBuried_);
    soiledBuried_.clear();
    done = true;
}

void CasualtyFrame::replantRoll(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesTreefolk;
    auto& s = ctx.s;
    std::vector<int> trees;
    for (int u : killed_)
        if (ctx.die(u).species == "Treefolk") trees.push_back(u);
    DiceRequest request;
    request.roller = owner_;
    request.must = trees;
    request.purpose = "the Replanting roll of the killed Treefolk";
    request.rule = rule;
    const auto dice = readDice(ctx, request);
    const auto stated = statedTotal(ctx.ev(), "replant");
    if (!stated && !(ctx.ev().bare.size() == 1 && ctx.ev().bare[0] == "replant"))
        ctx.fail(Rule::LogFormat, "a Replanting roll stating 'replant=<number of IDs>'");
    int saved = 0;
    for (const auto& d : dice.dice) {
        if (ctx.data.faces.face(d.die, d.face).kind == FaceKind::Id) {
            // Moved from the army to the Reserve Area: items may follow ('carry-item', state/Items.h).
            if (cause_.at.atTerrain()) Items::forcedMove(ctx, d.piece, cause_.at);
            s.piece(d.piece).loc = Location::reserve();
            killed_.erase(std::remove(killed_.begin(), killed_.end(), d.piece), killed_.end());
            ++saved;
        }
    }
    if (stated && ctx.answerOr(*stated, ctx.ev().line, saved) != saved)
        ctx.fail(rule, std::to_string(saved) + " Treefolk rolled their ID and go to the Reserve Area, not " +
                           std::to_string(*stated));
    replantDue_ = false;
    const bool growth = EffectStore::playerHas(s, owner_, Status::AcceleratedGrowth);
    const bool undead = std::any_of(killed_.begin(), killed_.end(), [&](int u) {
        if (s.piece(u).loc.where != Where::Dua) return false;
        return ctx.die(u).species == "Undead" || (growth && ctx.die(u).species == "Treefolk" && ctx.health(u) >= 2);
    });
    if (inDua(ctx).empty()) soiledDue_ = false;
    if (!undead && !soiledDue_) done = true;
}

void CasualtyFrame::stepDown(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesUndead;
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != owner_) ctx.fail(rule, "Stepped Damage is the killed units' owner's choice");
    const int killed = ctx.ownPiece(p, e.args[0]);
    const int small = ctx.ownPiece(p, e.args[1]);
    if (std::find(killed_.begin(), killed_.end(), killed) == killed_.end() || ctx.die(killed).species != "Undead")
        ctx.fail(rule, "'" + e.args[0] + "' is not an Undead killed just now");
    if (s.piece(small).loc.where != Where::Dua || ctx.die(small).species != "Undead" ||
        ctx.health(small) >= ctx.health(killed) || small == killed ||
        std::find(killed_.begin(), killed_.end(), small) != killed_.end())
        ctx.fail(rule, "Stepped Damage exchanges the killed Undead for a smaller Undead already in the DUA");
    s.piece(small).loc = cause_.at;
    killed_.erase(std::find(killed_.begin(), killed_.end(), killed));
}

}  // namespace muster::rules::engine
