// What follows units being killed: the Replanting roll of killed Treefolk at a water terrain, then any
// Stepped Damage exchanges the owner chooses for killed Undead (optional).
#include "flow/CasualtyFrame.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

CasualtyFrame::CasualtyFrame(int owner, std::vector<int> killed, KillCause cause, bool replant, std::string stepPrefix)
    : owner_(owner),
      killed_(std::move(killed)),
      cause_(std::move(cause)),
      replantDue_(replant),
      stepPrefix_(std::move(stepPrefix)) {}

std::string CasualtyFrame::step(const GameState&) const {
    return stepPrefix_ + (replantDue_ ? "replanting roll" : "stepped damage");
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
    x.kinds = {EventKind::SteppedDamage};
    x.optional = true;
    x.rule = Rule::SpeciesUndead;
    x.what = "'step-down' or the next step";
    x.why = "a killed Undead may be exchanged for a smaller Undead from the DUA (under Accelerated Growth, a killed "
            "Treefolk of 2 health or more for a 1-health Treefolk)";
    return x;
}

bool CasualtyFrame::accept(Ctx& ctx, const Event& e) {
    if (replantDue_) {
        if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
        replantRoll(ctx);
        return true;
    }
    if (e.kind != EventKind::SteppedDamage) return false;
    stepDown(ctx);
    return true;
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
            s.piece(d.piece).loc = Location::reserve();
            killed_.erase(std::remove(killed_.begin(), killed_.end(), d.piece), killed_.end());
            ++saved;
        }
    }
    if (stated && ctx.answerOr(*stated, ctx.ev().line, saved) != saved)
        ctx.fail(rule, std::to_string(saved) + " Treefolk rolled their ID and go to the Reserve Area, not " +
                           std::to_string(*stated));
    replantDue_ = false;
    const bool undead = std::any_of(killed_.begin(), killed_.end(), [&](int u) {
        return ctx.die(u).species == "Undead" && s.piece(u).loc.where == Where::Dua;
    });
    if (!undead) done = true;
}

void CasualtyFrame::stepDown(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesUndead;
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != owner_) ctx.fail(rule, "Stepped Damage is the killed units' owner's choice");
    const int killed = ctx.ownPiece(p, e.args[0]);
    const int small = ctx.ownPiece(p, e.args[1]);
    if (ctx.die(killed).species == "Treefolk" && EffectStore::playerHas(s, p, Status::AcceleratedGrowth)) {
        // Accelerated Growth (S0:L1113): a killed Treefolk of 2 health or more for a 1-health Treefolk of the DUA.
        if (std::find(killed_.begin(), killed_.end(), killed) == killed_.end() || ctx.health(killed) < 2)
            ctx.fail(Rule::Spells, "'" + e.args[0] + "' is not a Treefolk of 2 health or more killed just now");
        if (s.piece(small).loc.where != Where::Dua || ctx.die(small).species != "Treefolk" ||
            ctx.health(small) != 1 || std::find(killed_.begin(), killed_.end(), small) != killed_.end())
            ctx.fail(Rule::Spells, "Accelerated Growth exchanges the killed Treefolk for a 1-health Treefolk already "
                                   "in the DUA");
        s.piece(small).loc = cause_.at;
        killed_.erase(std::find(killed_.begin(), killed_.end(), killed));
        return;
    }
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
