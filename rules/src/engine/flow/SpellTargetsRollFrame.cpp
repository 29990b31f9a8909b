// The targets' rolls of Mirage and Swamp Fever (V4.01d Spells, seeds 1065 and 1077). Each is a roll of the
// targeted units alone (an individual roll: army modifiers do not count, seed 763). Mirage counts save results;
// Swamp Fever asks only which dice show their ID icon.
#include "flow/SpellTargetsRollFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "flow/CasualtyFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

namespace {

// The units among `units` whose die shows its ID icon in this roll (the statement states how many: 'id=<n>').
std::vector<int> showingId(Ctx& ctx, int owner, const std::vector<int>& units, const std::string& purpose) {
    DiceRequest request;
    request.roller = owner;
    request.must = units;
    request.purpose = purpose;
    request.rule = Rule::Spells;
    const auto dice = readDice(ctx, request);
    std::vector<int> out;
    for (const auto& d : dice.dice)
        if (ctx.data.sais.showsIdIcon(ctx.data.faces.face(d.die, d.face))) out.push_back(d.piece);
    const auto stated = statedTotal(ctx.ev(), "id");
    if (!stated) ctx.fail(Rule::LogFormat, "a roll stating 'id=<number of units showing their ID icon>'");
    const int n = static_cast<int>(out.size());
    if (ctx.answerOr(*stated, ctx.ev().line, n) != n)
        ctx.fail(Rule::Spells,
                 std::to_string(n) + " of the units rolled show their ID icon, not " + std::to_string(*stated));
    return out;
}

// The units among `units` that roll no save result (an individual save roll); `sais` gets the frame for the roll's
// SAI choices, if any wait (SaiResolutionFrame::afterRoll).
std::vector<int> withoutSave(Ctx& ctx, int owner, const std::vector<int>& units, const std::string& spell,
                             std::unique_ptr<SaiResolutionFrame>& sais) {
    DiceRequest request;
    request.roller = owner;
    request.must = units;
    request.purpose = "the save roll of the units " + spell + " targets";
    request.rule = Rule::Spells;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = owner;
    spec.at = ctx.s.piece(units.front()).loc;
    spec.cause = spell;
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "save");
    if (!stated || ctx.ev().totals.size() != 1)
        ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>' and nothing else");
    if (!eval.unsupported.empty()) ctx.unsupported(eval.unsupported);
    evaluator.checkTotal(eval, RollType::Save, *stated, "save");
    sais = SaiResolutionFrame::afterRoll(ctx, eval, spell + " save", "magic: " + spell + ": ");
    std::vector<int> out;
    for (int u : units) {
        int got = 0;
        for (const auto& d : eval.dice)
            if (d.piece == u) got += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
        if (got == 0) out.push_back(u);
    }
    return out;
}

}  // namespace

SpellTargetsRollFrame::SpellTargetsRollFrame(std::string spell, std::vector<int> targets, Kind kind)
    : spell_(std::move(spell)), targets_(std::move(targets)), kind_(kind) {}

std::vector<int> SpellTargetsRollFrame::pendingOf(const Ctx& ctx, int owner) const {
    std::vector<int> out;
    for (int u : targets_)
        if (ctx.s.piece(u).owner == owner) out.push_back(u);
    return out;
}

int SpellTargetsRollFrame::firstOwner(const Ctx& ctx) const {
    return targets_.empty() ? -1 : ctx.s.piece(targets_.front()).owner;
}

std::string SpellTargetsRollFrame::step(const GameState&) const {
    const std::string head = "magic: " + spell_ + ": ";
    switch (stage_) {
        case Stage::Test:
            return head + "targets' roll";
        case Stage::Casualties:
            return head + "casualties";
        case Stage::Bury:
            return head + "burial roll";
        case Stage::Sais:
            return head + "targets' SAIs";
    }
    return head;
}

Expectation SpellTargetsRollFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Spells;
    if (stage_ == Stage::Casualties) {
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    x.kinds = {EventKind::Roll};
    const bool ids = kind_ == Kind::IdKillsThenBury;
    x.rollWords = ids ? "id" : "save";
    if (stage_ == Stage::Bury) {
        x.who = ctx.s.piece(killed_.front()).owner;
        x.rollers = killed_;
        x.place = Location::dua();
        x.what = "the roll of the units " + spell_ + " killed ('roll " + ctx.pid(x.who) +
                 " id=N : " + ctx.labels(killed_) + "=...')";
        x.why = spell_ + ": each unit it killed is buried if it rolls its ID icon";
        return x;
    }
    x.who = firstOwner(ctx);
    if (x.who < 0) return x;
    x.rollers = pendingOf(ctx, x.who);
    x.place = ctx.s.piece(x.rollers.front()).loc;
    x.what = "the " + x.rollWords + " roll of " + ctx.pid(x.who) + "'s units that " + spell_ + " targets ('roll " +
             ctx.pid(x.who) + " " + x.rollWords + "=N : " + ctx.labels(x.rollers) + "=...')";
    x.why = ids ? spell_ + ": each target that rolls its ID icon is killed"
                : spell_ + ": each target without a save result goes to its Reserve Area";
    return x;
}

bool SpellTargetsRollFrame::accept(Ctx& ctx, const Event& e) {
    if (stage_ == Stage::Casualties) return false;
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    const int q = ctx.actor();
    if (stage_ == Stage::Bury) {
        ctx.needActor(ctx.s.piece(killed_.front()).owner, Rule::Spells, "the roll of the units " + spell_ + " killed");
        Casualties::bury(ctx, showingId(ctx, q, killed_, "the roll of the units " + spell_ + " killed"));
        done = true;
        return true;
    }
    const auto units = pendingOf(ctx, q);
    if (units.empty()) ctx.expected(expect(ctx));
    targets_.erase(std::remove_if(targets_.begin(), targets_.end(), [&](int u) { return ctx.s.piece(u).owner == q; }),
                   targets_.end());
    if (kind_ == Kind::SaveOrReserve) {
        std::unique_ptr<SaiResolutionFrame> sais;
        killed_ = withoutSave(ctx, q, units, spell_, sais);
        if (sais) {  // the roll's SAI choices (Regenerate's return) come before the units flee
            stage_ = Stage::Sais;
            ctx.push(std::move(sais));
            return true;
        }
        flee(ctx);
        return true;
    }
    killed_ = showingId(ctx, q, units, "the roll of the units " + spell_ + " targets");
    KillCause cause;
    cause.kind = KillCause::Kind::Killed;
    cause.at = Casualties::placeOf(ctx, killed_, ctx.s.piece(units.front()).loc);
    cause.source = spell_;
    cause.stepPrefix = "magic: " + spell_ + ": ";
    stage_ = Stage::Casualties;
    const std::size_t depth = ctx.s.frames.size();
    Casualties::kill(ctx, killed_, cause);
    if (ctx.s.frames.size() == depth) afterCasualties(ctx);
    return true;
}

// Mirage: the units of the roll without a save result (in killed_) go to their Reserve Area.
void SpellTargetsRollFrame::flee(Ctx& ctx) {
    std::vector<int> fleeing;
    for (int u : killed_)
        if (ctx.s.piece(u).loc.atTerrain()) fleeing.push_back(u);
    killed_.clear();
    stage_ = Stage::Test;
    Casualties::toReserve(ctx, fleeing);
    if (targets_.empty()) done = true;
}

void SpellTargetsRollFrame::childDone(Ctx& ctx, Frame& child) {
    if (stage_ == Stage::Sais) {
        flee(ctx);
        return;
    }
    if (const auto* casualties = dynamic_cast<const CasualtyFrame*>(&child); casualties != nullptr) {
        std::vector<int> still;
        for (int u : killed_)
            if (std::find(casualties->killed().begin(), casualties->killed().end(), u) != casualties->killed().end())
                still.push_back(u);
        killed_ = still;
    }
    afterCasualties(ctx);
}

void SpellTargetsRollFrame::afterCasualties(Ctx& ctx) {
    std::vector<int> inDua;  // and the Dragonkin it killed, back in the Summoning Pool: they roll too (S0:L1183)
    for (int u : killed_)
        if (Casualties::awaitsBurial(ctx, u)) inDua.push_back(u);
    killed_ = inDua;
    if (killed_.empty()) {
        done = true;
        return;
    }
    stage_ = Stage::Bury;
}

}  // namespace muster::rules::engine
