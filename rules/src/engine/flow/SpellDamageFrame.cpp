// The rolls and kills a damage spell asks for (V4.01d Spells, seeds 1060-1103; Damage, seeds 794-808). An army
// saves with an army roll against magic (army modifiers count) and allocates the damage left like any other
// damage. A targeted unit rolls alone: an individual roll, which army modifiers do not reach (seed 763); only its
// own save results count (an optional counts-as result counts, as the owner would always take it).
#include "flow/SpellDamageFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "eighth/Vortex.h"
#include "flow/KillFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "sai/ReRollSais.h"
#include "spells/SpellRerolls.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

SpellDamageFrame::SpellDamageFrame(std::string spell, std::vector<ArmyAt> armies, int damage, RollType against)
    : spell_(std::move(spell)), mode_(Mode::Armies), pending_(std::move(armies)), damage_(damage), against_(against) {}

namespace {

// The army's roll against the damage: a save roll against magic, or (Wall of Thorns) a melee roll in which no SAI
// works (it is neither an attack nor a save).
RollSpec armySpec(RollType against, int owner, Location at, const std::string& spell) {
    RollSpec spec;
    spec.counts = typeBit(against);
    spec.purpose = against == RollType::Save ? RollPurpose::Save : RollPurpose::Special;
    spec.attack = against == RollType::Save ? AttackKind::Magic : AttackKind::None;
    spec.roller = owner;
    spec.at = at;
    spec.cause = spell;
    return spec;
}

}  // namespace

SpellDamageFrame::SpellDamageFrame(std::string spell, int unit, int damage, Mode mode)
    : spell_(std::move(spell)), mode_(mode), unit_(unit), damage_(damage) {}

std::string SpellDamageFrame::step(const GameState&) const {
    return "magic: " + spell_ +
           (mode_ == Mode::Armies ? ": save roll"
            : second_             ? ": the target's second save roll"
                                  : ": the target's save roll");
}

Expectation SpellDamageFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Spells;
    if (waiting_) {
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    x.kinds = {EventKind::Roll};
    x.rollWords = "save";
    if (mode_ == Mode::Armies) {
        if (pending_.empty()) return x;
        const auto& a = pending_.front();
        const RollSpec spec = armySpec(against_, a.owner, a.at, spell_);
        x.rollWords = std::string(toString(against_));
        x.who = a.owner;
        x.place = a.at;
        x.rollers = RollersOf::army(ctx, a.owner, a.at, spec).must;
        x.what = "the " + x.rollWords + " roll of " + ctx.armyName(a.owner, a.at) + " against " +
                 std::to_string(damage_) + " " + spell_ + " damage" +
                 (pending_.size() > 1 ? " (or of another army it damages)" : "");
        x.why = spell_ + " damages the army; its " + x.rollWords + " results reduce the damage";
        return x;
    }
    const auto& piece = ctx.s.piece(unit_);
    x.who = piece.owner;
    x.place = piece.loc;
    x.rollers = {unit_};
    x.what = "the save roll of " + ctx.ref(unit_) + ", the target of " + spell_ + " ('roll " + ctx.pid(piece.owner) +
             " save=N : " + ctx.s.label(unit_) + "=...')";
    x.why = second_ ? spell_ + ": the target lived and flees to its Reserve Area unless it saves again"
            : mode_ == Mode::SaveOrDie ? spell_ + " kills the target unless it rolls a save result"
                                       : spell_ + " damages the target; its save results reduce the damage";
    return x;
}

bool SpellDamageFrame::accept(Ctx& ctx, const Event& e) {
    if (waiting_) return false;
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    if (mode_ != Mode::Armies) {
        ctx.needActor(ctx.s.piece(unit_).owner, Rule::Spells, "the save roll of the unit " + spell_ + " targets");
        unitSave(ctx);
        return true;
    }
    const int q = ctx.actor();
    std::size_t which = 0;
    while (which < pending_.size() && pending_[which].owner != q) ++which;
    if (which == pending_.size()) ctx.expected(expect(ctx));
    armySave(ctx, which);
    return true;
}

void SpellDamageFrame::armySave(Ctx& ctx, std::size_t which) {
    const ArmyAt a = pending_[which];
    pending_.erase(pending_.begin() + static_cast<std::ptrdiff_t>(which));
    const RollSpec spec = armySpec(against_, a.owner, a.at, spell_);
    const std::string word(toString(against_));
    DiceRequest request;
    request.roller = a.owner;
    request.must = RollersOf::army(ctx, a.owner, a.at, spec).must;
    request.purpose = "the " + word + " roll of " + ctx.armyName(a.owner, a.at) + " against " + spell_;
    request.rule = Rule::Spells;
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    addSpellRerolls(ctx, request, spec);  // step 3: Flashfire
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), word);
    if (!stated || ctx.ev().totals.size() != 1)
        ctx.fail(Rule::LogFormat, "a " + word + " roll stating '" + word + "=<total>' and nothing else");
    if (!eval.unsupported.empty()) ctx.unsupported(eval.unsupported);
    // With Cantrip magic or a step-4 move the total is checked once step 4 is over (a cantrip Stone Skin on this army
    // adds to it, S0:L741; a unit that teleports away adds nothing, S0:L751); otherwise now.
    SaiResolutionFrame::StatedTotals totals;
    totals.stated[index(against_)] = *stated;
    totals.what = word;
    std::array<int, 5> checked{};
    if (auto sais = SaiResolutionFrame::afterRoll(ctx, eval, dice, totals, checked, spell_ + " save",
                                                  "magic: " + spell_ + ": ")) {
        // Step 4 of the roll (Regenerate's return, Vanish's move, a relic or medallion, Cantrip): before the damage.
        after_ = After::ArmyDamage;
        afterArmy_ = a;
        afterSaves_ = checked[index(against_)];
        ctx.push(std::move(sais));
        return;
    }
    armyDamage(ctx, a, checked[index(against_)]);
}

void SpellDamageFrame::armyDamage(Ctx& ctx, const ArmyAt& a, int saves) {
    const int left = std::max(0, damage_ - saves);
    if (left > 0 && ctx.s.hasArmy(a.owner, a.at)) {
        KillCause cause;
        cause.kind = KillCause::Kind::Damage;
        cause.at = a.at;
        cause.source = spell_;
        cause.stepPrefix = "magic: " + spell_ + ": ";
        waiting_ = true;
        ctx.push(std::make_unique<KillFrame>(a.owner, a.at, left, cause,
                                             std::to_string(left) + " " + spell_ + " damage",
                                             "magic: " + spell_ + ": damage allocation"));
        return;
    }
    next(ctx);
}

void SpellDamageFrame::unitSave(Ctx& ctx) {
    const auto piece = ctx.s.piece(unit_);
    DiceRequest request;
    request.roller = piece.owner;
    request.must = {unit_};
    request.purpose = "the save roll of " + ctx.ref(unit_) + " against " + spell_;
    request.rule = Rule::Spells;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = piece.owner;
    spec.at = piece.loc;
    spec.cause = spell_;
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "save");
    if (!stated || ctx.ev().totals.size() != 1)
        ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>' and nothing else");
    if (!eval.unsupported.empty()) ctx.unsupported(eval.unsupported);
    evaluator.checkTotal(eval, RollType::Save, *stated, "save");
    int saves = 0;
    for (const auto& d : eval.dice)
        if (d.piece == unit_) saves += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
    if (auto sais = SaiResolutionFrame::afterRoll(ctx, eval, spell_ + " save", "magic: " + spell_ + ": ")) {
        after_ = After::UnitFate;  // Regenerate's return or Wild Growth's promotions, before the unit's fate
        afterSaves_ = saves;
        ctx.push(std::move(sais));
        return;
    }
    unitFate(ctx, saves);
}

void SpellDamageFrame::unitFate(Ctx& ctx, int saves) {
    const auto piece = ctx.s.piece(unit_);
    if (second_) {
        // Fearful Flames' second roll: no save result, and the unit flees (from a terrain) to its Reserve Area.
        if (saves == 0 && piece.loc.atTerrain()) Casualties::toReserve(ctx, {unit_});
        done = true;
        return;
    }
    const bool killed = mode_ == Mode::SaveOrDie ? saves == 0 : damage_ - saves >= ctx.health(unit_);
    if (!killed) {
        if (mode_ == Mode::UnitDamageThenFlee)
            second_ = true;
        else
            done = true;
        return;
    }
    KillCause cause;
    cause.kind = KillCause::Kind::Killed;
    cause.at = piece.loc;
    cause.source = spell_;
    cause.stepPrefix = "magic: " + spell_ + ": ";
    const std::size_t depth = ctx.s.frames.size();
    Casualties::kill(ctx, {unit_}, cause);
    if (ctx.s.frames.size() == depth)
        done = true;
    else
        waiting_ = true;
}

void SpellDamageFrame::childDone(Ctx& ctx, Frame& child) {
    waiting_ = false;
    if (after_ != After::None) {  // the roll's SAIs are resolved: its damage or the unit's fate
        const After what = after_;
        after_ = After::None;
        // An army roll with Cantrip magic: its total, checked once step 4 was over.
        if (const auto* sais = dynamic_cast<const SaiResolutionFrame*>(&child);
            sais != nullptr && sais->checkedTotals())
            afterSaves_ = (*sais->checkedTotals())[index(against_)];
        if (what == After::ArmyDamage)
            armyDamage(ctx, afterArmy_, afterSaves_);
        else
            unitFate(ctx, afterSaves_);
        return;
    }
    if (mode_ != Mode::Armies) {
        done = true;
        return;
    }
    next(ctx);
}

// The next army that still stands saves; none left: the spell is over.
void SpellDamageFrame::next(Ctx& ctx) {
    pending_.erase(std::remove_if(pending_.begin(), pending_.end(),
                                  [&](const ArmyAt& a) { return !ctx.s.hasArmy(a.owner, a.at); }),
                   pending_.end());
    if (pending_.empty()) done = true;
}

}  // namespace muster::rules::engine
