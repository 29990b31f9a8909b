// The targets' fate under an SAI that kills, buries or sends units to the Reserve Area (V4.01d SAIs: Slay,
// Swallow, Seize, Scare, Entangle, Breath, Flame, Roar). The targets' roll is an individual roll: each unit counts
// only its own dice. An ID roll counts the targets that show their ID icon; a save roll (Scare) counts save
// results as any individual save roll does.
#include "flow/SaiFateFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "flow/CasualtyFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "roll/DiceReader.h"
#include "roll/FaceTable.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

SaiFateFrame::SaiFateFrame(SaiUse use, std::vector<int> targets, Fates fates)
    : use_(std::move(use)), targets_(std::move(targets)), fates_(fates) {}

void SaiFateFrame::start(Ctx& ctx, SaiUse use, std::vector<int> targets, Fates fates) {
    auto frame = std::make_unique<SaiFateFrame>(std::move(use), std::move(targets), fates);
    auto* self = frame.get();
    ctx.push(std::move(frame));
    if (self->targets_.empty()) {
        self->done = true;
        return;
    }
    if (fates.test == Test::None) self->apply(ctx, std::vector<Fate>(self->targets_.size(), fates.otherwise));
}

std::string SaiFateFrame::step(const GameState&) const {
    const std::string head = use_.stepPrefix + use_.name + ": ";
    switch (stage_) {
        case Stage::Roll:
            return head + "targets' " + (fates_.test == Test::Save ? "save" : "ID") + " roll";
        case Stage::Sais:
            return head + "targets' SAIs";
        case Stage::Casualties:
            return head + "casualties";
        case Stage::Burial:
            return head + "burial";
        case Stage::Return:
            return head + "return from the DUA";
    }
    return head;
}

Expectation SaiFateFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    x.who = use_.defender;
    x.place = use_.defenderAt;
    if (stage_ == Stage::Return) {
        x.kinds = {EventKind::Return};
        x.optional = true;
        x.who = use_.spec.roller;
        x.place = use_.spec.at;
        x.amount = killedHealth_;
        x.what = "'return " + ctx.pid(use_.spec.roller) + " <dead unit>...' (optional): up to " +
                 std::to_string(killedHealth_) + " health-worth from the DUA to " +
                 ctx.armyName(use_.spec.roller, use_.spec.at);
        x.why = use_.name + ": " + ctx.pid(use_.spec.roller) + " may return up to the health-worth it " +
                (fates_.otherwise == Fate::Bury ? "buried" : "killed");
        return x;
    }
    if (stage_ != Stage::Roll || fates_.test == Test::None) {
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    const std::string word = fates_.test == Test::Save ? "save" : "id";
    x.kinds = {EventKind::Roll};
    x.rollWords = word;
    x.rollers = targets_;
    x.what = "the roll of the units " + use_.name + " targets ('roll " + ctx.pid(use_.defender) + " " + word +
             "=N : " + ctx.labels(targets_) + "=...')";
    x.why = fates_.test == Test::Save ? use_.name + ": the targets save; their results decide where they go"
                                      : use_.name + ": the targets are rolled; whether each shows its ID decides its fate";
    return x;
}

bool SaiFateFrame::accept(Ctx& ctx, const Event& e) {
    if (stage_ == Stage::Return) {
        if (e.kind != EventKind::Return) return false;
        returnUnits(ctx);
        return true;
    }
    if (stage_ != Stage::Roll || fates_.test == Test::None) return false;
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    ctx.needActor(use_.defender, Rule::Sais, "the roll of the units " + use_.name + " targets");
    roll(ctx);
    return true;
}

void SaiFateFrame::roll(Ctx& ctx) {
    const auto& e = ctx.ev();
    DiceRequest request;
    request.roller = use_.defender;
    request.must = targets_;
    request.purpose = "the roll of the units " + use_.name + " targets";
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    std::vector<bool> showsId(targets_.size(), false);
    for (const auto& d : dice.dice) {
        const auto it = std::find(targets_.begin(), targets_.end(), d.piece);
        if (it != targets_.end() &&
            ctx.data.sais.showsIdIcon(ctx.data.faces.face(d.die, d.face), fates_.test == Test::Save))
            showsId[static_cast<std::size_t>(it - targets_.begin())] = true;
    }
    std::vector<Fate> fates(targets_.size(), fates_.otherwise);
    if (fates_.test == Test::Id) {
        const auto stated = statedTotal(e, "id");
        if (!stated) ctx.fail(Rule::LogFormat, "an ID roll stating 'id=<number of targets showing their ID>'");
        const int ids = static_cast<int>(std::count(showsId.begin(), showsId.end(), true));
        if (ctx.answerOr(*stated, e.line, ids) != ids)
            ctx.fail(Rule::Sais, std::to_string(ids) + " of the targets show their ID, not " + std::to_string(*stated));
    } else {
        RollSpec spec;
        spec.counts = typeBit(RollType::Save);
        spec.purpose = RollPurpose::Individual;
        spec.army = false;
        spec.roller = use_.defender;
        spec.at = use_.defenderAt;
        spec.cause = use_.name;
        const RollEvaluator evaluator(ctx);
        const auto eval = evaluator.evaluate(spec, dice);
        const auto stated = statedTotal(e, "save");
        if (!stated) ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>'");
        evaluator.checkTotal(eval, RollType::Save, *stated, "save");
        for (std::size_t i = 0; i < targets_.size(); ++i) {
            int got = 0;
            for (const auto& d : eval.dice)
                if (d.piece == targets_[i])
                    got += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
            if (got > 0) fates[i] = fates_.onSave;
        }
        for (std::size_t i = 0; i < targets_.size(); ++i)
            if (showsId[i]) fates[i] = fates_.onId;
        if (auto sais =
                SaiResolutionFrame::afterRoll(ctx, eval, use_.name + " target's", use_.stepPrefix + use_.name + ": ")) {
            stage_ = Stage::Sais;  // the targets' SAI choices (Regenerate's return) come before their fates
            rolledFates_ = fates;
            ctx.push(std::move(sais));
            return;
        }
    }
    for (std::size_t i = 0; i < targets_.size(); ++i)
        if (showsId[i]) fates[i] = fates_.onId;
    apply(ctx, fates);
}

void SaiFateFrame::apply(Ctx& ctx, const std::vector<Fate>& fates) {
    std::vector<int> reserve;
    std::vector<int> killed;
    std::vector<int> buried;  // already in the DUA
    toBury_.clear();
    for (std::size_t i = 0; i < targets_.size(); ++i) {
        const int u = targets_[i];
        switch (fates[i]) {
            case Fate::Stay:
                break;
            case Fate::Reserve:
                reserve.push_back(u);
                break;
            case Fate::KillBury:
                toBury_.push_back(u);
                killed.push_back(u);
                break;
            case Fate::Kill:
                killed.push_back(u);
                break;
            case Fate::Bury:
                toBury_.push_back(u);
                buried.push_back(u);
                break;
        }
    }
    killedHealth_ = ctx.healthOf(killed) + ctx.healthOf(buried);
    Casualties::toReserve(ctx, reserve);
    KillCause cause;
    cause.kind = KillCause::Kind::Killed;
    cause.at = Casualties::placeOf(ctx, killed, use_.defenderAt);  // a move at step 4 takes the kill along
    cause.source = use_.name;
    cause.stepPrefix = use_.stepPrefix + use_.name + ": ";
    stage_ = Stage::Casualties;
    const std::size_t depth = ctx.s.frames.size();
    Casualties::kill(ctx, killed, cause);
    if (ctx.s.frames.size() == depth) afterCasualties(ctx);
}

void SaiFateFrame::afterCasualties(Ctx& ctx) {
    // Only the units still killed are buried (not a replanted Treefolk, a risen Phoenix; childDone drops a
    // stepped-down Undead); a killed Dragonkin is buried from the Summoning Pool (S0:L1183).
    std::vector<int> bury;
    for (int u : toBury_)
        if (Casualties::awaitsBurial(ctx, u)) bury.push_back(u);
    stage_ = Stage::Burial;
    const std::size_t depth = ctx.s.frames.size();
    Casualties::bury(ctx, bury);
    if (ctx.s.frames.size() == depth) afterBurial(ctx);
}

void SaiFateFrame::afterBurial(Ctx& ctx) {
    if (fates_.rollerReturns && killedHealth_ > 0 && !ctx.s.unitsAt(use_.spec.roller, Where::Dua).empty()) {
        stage_ = Stage::Return;
        return;
    }
    done = true;
}

// Convert's return (S0:L905): units of the roller's DUA join the rolling army, at most the health-worth killed
// ("up to", the roller's own units: any amount, none included, which is the same as no 'return' line).
void SaiFateFrame::returnUnits(Ctx& ctx) {
    const auto& e = ctx.ev();
    const int p = use_.spec.roller;
    if (ctx.actor() != p) ctx.fail(Rule::Sais, use_.name + "'s return is " + ctx.pid(p) + "'s choice");
    std::vector<int> units;
    for (const auto& label : e.args) {
        const int u = ctx.ownPiece(p, label);
        if (ctx.s.piece(u).kind != PieceKind::Unit || ctx.s.piece(u).loc.where != Where::Dua)
            ctx.fail(Rule::Sais, use_.name + " returns units from " + ctx.pid(p) + "'s DUA; '" + label + "' is not there");
        if (std::find(units.begin(), units.end(), u) != units.end()) ctx.fail(Rule::Sais, "'" + label + "' is listed twice");
        units.push_back(u);
    }
    const int health = ctx.healthOf(units);
    if (health > killedHealth_)
        ctx.fail(Rule::Sais, use_.name + (fates_.otherwise == Fate::Bury ? " buried " : " killed ") +
                                 std::to_string(killedHealth_) + " health-worth and returns at most that; " +
                                 std::to_string(health) + " is too much");
    if (fates_.returnsFullest) {
        std::vector<int> healths;
        for (int u : ctx.s.unitsAt(p, Where::Dua)) healths.push_back(ctx.health(u));
        const int best = DamageAllocation::maxCoverable(healths, killedHealth_);
        if (health < best)
            ctx.fail(Rule::UpTo, use_.name +
                                     "'s return, once made, is as much as it can be (\"up to\" is the most "
                                     "that can be applied, S0:L792): " +
                                     std::to_string(best) + " health-worth of " + ctx.pid(p) + "'s DUA, not " +
                                     std::to_string(health));
    }
    for (int u : units) ctx.s.piece(u).loc = use_.spec.at;
    done = true;
}

void SaiFateFrame::childDone(Ctx& ctx, Frame& child) {
    if (const auto* casualties = dynamic_cast<const CasualtyFrame*>(&child); casualties != nullptr) {
        // A stepped-down Undead is not killed any more (as in flow/SaiTargetRollFrame): it is not buried.
        std::vector<int> still;
        for (int u : toBury_)
            if (std::find(casualties->killed().begin(), casualties->killed().end(), u) != casualties->killed().end())
                still.push_back(u);
        toBury_ = still;
    }
    if (ctx.s.frames.back().get() != this) return;
    if (stage_ == Stage::Sais) {
        const auto fates = std::move(rolledFates_);
        rolledFates_.clear();
        apply(ctx, fates);
    } else if (stage_ == Stage::Casualties)
        afterCasualties(ctx);
    else if (stage_ == Stage::Burial)
        afterBurial(ctx);
}

}  // namespace muster::rules::engine
