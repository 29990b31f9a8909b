// Firebreath (S0:L922): damage no save reduces, then a save roll of the units it killed against burial.
#include "flow/BurnFrame.h"

#include "casualties/Casualties.h"
#include "flow/KillFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

BurnFrame::BurnFrame(SaiUse use, int damage) : use_(std::move(use)), damage_(damage) {}

void BurnFrame::start(Ctx& ctx) {
    KillCause cause;
    cause.kind = KillCause::Kind::NoSave;
    cause.at = use_.defenderAt;
    cause.source = use_.name;
    cause.stepPrefix = use_.stepPrefix + use_.name + ": ";
    ctx.push(std::make_unique<KillFrame>(use_.defender, use_.defenderAt, damage_, cause,
                                         std::to_string(damage_) + " " + use_.name + " damage (no save)",
                                         use_.stepPrefix + use_.name + ": damage"));
}

std::string BurnFrame::step(const GameState&) const {
    return use_.stepPrefix + use_.name + ": " + (allocated_ ? "burial save roll" : "damage");
}

Expectation BurnFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    x.kinds = {EventKind::Roll};
    x.who = use_.defender;
    x.rollWords = "save";
    x.rollers = killed_;
    x.place = Location::dua();
    x.what = "the save roll of the units " + use_.name + " killed ('roll " + ctx.pid(use_.defender) +
             " save=N : " + ctx.labels(killed_) + "=...')";
    x.why = use_.name + ": each unit it kills is buried unless it rolls a save result";
    return x;
}

bool BurnFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    ctx.needActor(use_.defender, Rule::Sais, "the save roll of the units " + use_.name + " killed");
    DiceRequest request;
    request.roller = use_.defender;
    request.must = killed_;
    request.purpose = "the save roll of the units " + use_.name + " killed";
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = use_.defender;
    spec.at = Location::dua();
    spec.cause = use_.name;
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(e, "save");
    if (!stated || e.totals.size() != 1) ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>' and nothing else");
    evaluator.checkTotal(eval, RollType::Save, *stated, "save");
    std::vector<int> buried;
    for (int u : killed_) {
        int got = 0;
        for (const auto& d : eval.dice)
            if (d.piece == u) got += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
        if (got == 0) buried.push_back(u);
    }
    killed_ = buried;
    if (auto sais =
            SaiResolutionFrame::afterRoll(ctx, eval, use_.name + " burial save", use_.stepPrefix + use_.name + ": ")) {
        saisOpen_ = true;  // the roll's SAI choices come before the burials
        ctx.push(std::move(sais));
        return true;
    }
    Casualties::bury(ctx, killed_);
    done = true;
    return true;
}

void BurnFrame::childDone(Ctx& ctx, Frame& child) {
    if (saisOpen_) {
        saisOpen_ = false;
        Casualties::bury(ctx, killed_);
        done = true;
        return;
    }
    const auto* kill = dynamic_cast<const KillFrame*>(&child);
    allocated_ = true;
    killed_.clear();
    if (kill != nullptr)
        for (int u : kill->killed())
            if (Casualties::awaitsBurial(ctx, u)) killed_.push_back(u);  // Dragonkin too (S0:L1183)
    if (killed_.empty()) done = true;
}

}  // namespace muster::rules::engine
