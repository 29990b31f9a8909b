// The targets' roll of an SAI that tests them (V4.01d SAIs: the targets make a maneuver or a save roll, and those
// without such a result are killed), then, for SAIs that bury, the killed units' save roll. Both are
// individual rolls: each unit counts only its own results, army modifiers do not apply, and an optional
// counts-as result counts (the owner would always count it). The killed units go through the casualty path
// first (Replanting, Stepped Damage); the units still killed afterwards make the burial save.
#include "flow/SaiTargetRollFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "effects/EffectStore.h"
#include "flow/CasualtyFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

namespace {

// Rolls `units` of `owner` each for itself, counting type t; returns the units whose dice gave none of it. `sais`
// gets the frame for the roll's SAI choices, if any wait (SaiResolutionFrame::afterRoll).
std::vector<int> unitsWithout(Ctx& ctx, int owner, const std::vector<int>& units, RollType t, Location at,
                              const std::string& cause, const std::string& purpose, const std::string& stepPrefix,
                              std::unique_ptr<SaiResolutionFrame>& sais) {
    DiceRequest request;
    request.roller = owner;
    request.must = units;
    request.purpose = purpose;
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(t);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = owner;
    spec.at = at;
    spec.cause = cause;
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const std::string word(toString(t));
    const auto stated = statedTotal(ctx.ev(), word);
    if (!stated) ctx.fail(Rule::LogFormat, "a " + word + " roll stating '" + word + "=<total>'");
    evaluator.checkTotal(eval, t, *stated, word);
    sais = SaiResolutionFrame::afterRoll(ctx, eval, cause + " target's", stepPrefix);
    std::vector<int> out;
    for (int u : units) {
        int got = 0;
        for (const auto& d : eval.dice)
            if (d.piece == u) got += d.of(t) + d.countsAs[index(t)] + (t == RollType::Save ? d.autoSaves : 0);
        if (got == 0) out.push_back(u);
    }
    return out;
}

}  // namespace

SaiTargetRollFrame::SaiTargetRollFrame(SaiUse use, std::vector<int> targets, Test test)
    : use_(std::move(use)), targets_(std::move(targets)), test_(test) {}

std::unique_ptr<Frame> SaiTargetRollFrame::statusTest(Ctx& ctx, SaiUse use, std::vector<int> targets, Test test) {
    auto frame = std::make_unique<SaiTargetRollFrame>(std::move(use), std::move(targets), test);
    if (frame->targets_.empty()) return nullptr;
    if (!frame->rollers(ctx).empty()) return frame;
    frame->leaveStatus(ctx, frame->targets_);
    return nullptr;
}

std::string SaiTargetRollFrame::name(const Ctx&) const {
    return use_.name;
}

std::string SaiTargetRollFrame::step(const GameState&) const {
    const std::string head = use_.stepPrefix + use_.name + ": ";
    switch (stage_) {
        case Stage::Test:
            return head + "targets' " + std::string(toString(test_.type)) + " roll";
        case Stage::Casualties:
            return head + "casualties";
        case Stage::Bury:
            return head + "burial save roll";
        case Stage::TestSais:
        case Stage::BurySais:
            return head + "SAIs of the roll";
    }
    return head;
}

Expectation SaiTargetRollFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    x.kinds = {EventKind::Roll};
    x.who = use_.defender;
    const std::string owner = ctx.pid(use_.defender);
    if (stage_ == Stage::Casualties && !test_.buryUnlessSave) {
        // Only the casualties' own steps (Replanting, Stepped Damage) are left.
        x.kinds.clear();
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    if (stage_ != Stage::Test) {
        // The burial save (while the casualty steps are open: of the killed units that are still in the DUA, and the
        // Dragonkin it killed, S0:L1183).
        std::vector<int> rollers;
        for (int u : killed_)
            if (Casualties::awaitsBurial(ctx, u)) rollers.push_back(u);
        x.rollWords = "save";
        x.rollers = rollers;
        x.place = Location::dua();
        x.what = "the save roll of the units " + name(ctx) + " killed ('roll " + owner +
                 " save=N : " + ctx.labels(killed_) + "=...')";
        x.why = name(ctx) + ": each unit it kills is buried unless it rolls a save result";
        return x;
    }
    const std::string word(toString(test_.type));
    x.rollWords = word;
    x.rollers = rollers(ctx);
    x.place = use_.defenderAt;
    x.what = "the " + word + " roll of the units " + name(ctx) + " targets ('roll " + owner + " " + word +
             "=N : " + ctx.labels(x.rollers) + "=...')";
    x.why = name(ctx) + ": each target that rolls no " + word + " result is " +
            (test_.status == Status::None ? "killed" : std::string(toString(test_.status)));
    return x;
}

bool SaiTargetRollFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    ctx.needActor(use_.defender, Rule::Sais,
                  stage_ == Stage::Test ? "the roll of the units " + name(ctx) + " targets"
                                        : "the save roll of the units " + name(ctx) + " killed");
    if (stage_ == Stage::Test)
        testRoll(ctx);
    else
        buryRoll(ctx);
    return true;
}

std::vector<int> SaiTargetRollFrame::rollers(const Ctx& ctx) const {
    RollSpec spec;
    spec.counts = typeBit(test_.type);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    std::vector<int> out;
    for (int u : targets_)
        if (RollersOf::cannotRoll(ctx, u, spec).empty()) out.push_back(u);
    return out;
}

void SaiTargetRollFrame::leaveStatus(Ctx& ctx, const std::vector<int>& failed) {
    for (int u : failed) {
        Effect fx;
        fx.source = name(ctx);
        fx.from = Effect::From::Sai;
        fx.caster = use_.spec.roller;
        fx.target = EffectTargetKind::Unit;
        fx.targetPiece = u;
        fx.status = test_.status;
        fx.expiresAtStartOf = use_.spec.roller;
        fx.ends = test_.ends;
        if (!use_.pieces.empty()) fx.sourcePiece = use_.pieces.front();
        const Location at = ctx.s.piece(u).loc;  // where the unit stands (a move at step 4 of its roll)
        fx.anchorTerrain = at.atTerrain() ? at.terrain : -1;
        if (fx.anchorTerrain < 0) fx.ends = static_cast<std::uint8_t>(fx.ends & ~EndsWhenTargetLeaves);
        EffectStore::add(ctx.s, std::move(fx));
    }
}

void SaiTargetRollFrame::testRoll(Ctx& ctx) {
    const std::string word(toString(test_.type));
    const auto rolling = rollers(ctx);
    std::unique_ptr<SaiResolutionFrame> sais;
    killed_ = unitsWithout(ctx, use_.defender, rolling, test_.type, use_.defenderAt, name(ctx),
                           "the " + word + " roll of the units " + name(ctx) + " targets",
                           use_.stepPrefix + name(ctx) + ": ", sais);
    // Targets that cannot be rolled generate nothing: they fail.
    for (int u : targets_)
        if (std::find(rolling.begin(), rolling.end(), u) == rolling.end()) killed_.push_back(u);
    if (sais) {  // the targets' SAI choices (Regenerate's return) come before the test's kills
        stage_ = Stage::TestSais;
        ctx.push(std::move(sais));
        return;
    }
    afterTest(ctx);
}

void SaiTargetRollFrame::afterTest(Ctx& ctx) {
    if (test_.status != Status::None) {
        leaveStatus(ctx, killed_);
        killed_.clear();
        done = true;
        return;
    }
    KillCause cause;
    cause.kind = KillCause::Kind::Killed;
    cause.at = Casualties::placeOf(ctx, killed_, use_.defenderAt);  // a move at step 4 takes the kill along
    cause.source = name(ctx);
    cause.stepPrefix = use_.stepPrefix + name(ctx) + ": ";
    stage_ = Stage::Casualties;
    const std::size_t depth = ctx.s.frames.size();
    Casualties::kill(ctx, killed_, cause);
    if (ctx.s.frames.size() == depth) afterCasualties(ctx);
}

void SaiTargetRollFrame::childDone(Ctx& ctx, Frame& child) {
    if (stage_ == Stage::TestSais) {
        afterTest(ctx);
        return;
    }
    if (stage_ == Stage::BurySais) {
        Casualties::bury(ctx, killed_);
        done = true;
        return;
    }
    if (const auto* casualties = dynamic_cast<const CasualtyFrame*>(&child); casualties != nullptr) {
        // Replanted or stepped-down units are not killed any more.
        std::vector<int> still;
        for (int u : killed_)
            if (std::find(casualties->killed().begin(), casualties->killed().end(), u) != casualties->killed().end())
                still.push_back(u);
        killed_ = still;
    }
    afterCasualties(ctx);
}

void SaiTargetRollFrame::afterCasualties(Ctx& ctx) {
    std::vector<int> inDua;  // and the Dragonkin it killed, back in the Summoning Pool: they roll too (S0:L1183)
    for (int u : killed_)
        if (Casualties::awaitsBurial(ctx, u)) inDua.push_back(u);
    killed_ = inDua;
    if (test_.buryUnlessSave && !killed_.empty()) {
        stage_ = Stage::Bury;
        return;
    }
    done = true;
}

void SaiTargetRollFrame::buryRoll(Ctx& ctx) {
    std::unique_ptr<SaiResolutionFrame> sais;
    const auto buried =
        unitsWithout(ctx, use_.defender, killed_, RollType::Save, Location::dua(), name(ctx),
                     "the save roll of the units " + name(ctx) + " killed", use_.stepPrefix + name(ctx) + ": ", sais);
    if (sais) {
        killed_ = buried;
        stage_ = Stage::BurySais;
        ctx.push(std::move(sais));
        return;
    }
    Casualties::bury(ctx, buried);
    done = true;
}

}  // namespace muster::rules::engine
