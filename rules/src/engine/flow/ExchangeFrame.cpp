// A melee or missile exchange (V4.01d Melee, Missile): the attack roll and its SAIs, the defender's save roll,
// damage, Scorching Touch, Foul Stench, and the counter-attack (Coral Elves' Defensive Volley answers a
// missile attack the same way).
#include "flow/ExchangeFrame.h"

#include <algorithm>
#include <utility>

#include "casualties/Casualties.h"
#include "effects/EffectStore.h"
#include "eighth/Vortex.h"
#include "flow/KillFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "sai/ReRollSais.h"
#include "spells/SpellRerolls.h"
#include "state/Items.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

using domain::Element;

namespace {

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

ExchangeFrame::ExchangeFrame(Kind kind, int attacker, Location attackerAt, int defender, Location defenderAt,
                             bool counter, std::vector<int> noCounter)
    : kind_(kind),
      attacker_(attacker),
      attackerAt_(attackerAt),
      defender_(defender),
      defenderAt_(defenderAt),
      counter_(counter),
      noCounter_(std::move(noCounter)) {}

std::string ExchangeFrame::prefix() const {
    return kindName() + (counter_ ? " counter-attack" : "") + ": ";
}

std::string ExchangeFrame::step(const GameState&) const {
    const std::string head = prefix();
    switch (step_) {
        case Step::AttackRoll:
            return head + "attack roll";
        case Step::SaveRoll:
            return head + (attackDeferred_ ? "attack roll" : "save roll");  // an attack total checked after step 4
        case Step::DelayedSais:
            return head + "save roll: delayed SAIs";
        case Step::SaveSais:
            return head + "save roll SAIs";
        case Step::Damage:
            return head + "damage allocation";
        case Step::Scorch:
            return head + "scorching touch damage";
        case Step::FoulStench:
            return head + "foul stench";
        case Step::CounterChoice:
            return head + "counter-attack choice";
        case Step::Counter:
            return head + "counter-attack";
        case Step::Done:
            return head + "action done";
    }
    return head;
}

std::vector<int> ExchangeFrame::mayJoin(const Ctx& ctx) const {
    RollSpec spec;
    spec.counts = typeBit(kind_ == Kind::Melee ? RollType::Melee : RollType::Missile);
    spec.purpose = RollPurpose::Attack;
    spec.attack = kind_ == Kind::Melee ? AttackKind::Melee : AttackKind::Missile;
    std::vector<int> out;
    for (int u : RollersOf::army(ctx, attacker_, attackerAt_, spec).may) {
        if (has(noCounter_, u)) continue;
        if (counter_ && kind_ == Kind::Missile && ctx.die(u).species != "Coral Elves") continue;
        out.push_back(u);
    }
    return out;
}

std::vector<int> ExchangeFrame::attackers(const Ctx& ctx) const {
    RollSpec spec;
    spec.counts = typeBit(kind_ == Kind::Melee ? RollType::Melee : RollType::Missile);
    spec.purpose = RollPurpose::Attack;
    spec.attack = kind_ == Kind::Melee ? AttackKind::Melee : AttackKind::Missile;
    std::vector<int> out;
    for (int u : RollersOf::army(ctx, attacker_, attackerAt_, spec).must) {
        if (ctx.s.piece(u).kind == PieceKind::Item) continue;  // added below, with the units that roll
        if (has(noCounter_, u)) continue;
        // Defensive Volley: the Coral Elves counter-attack with missile results.
        if (counter_ && kind_ == Kind::Missile && ctx.die(u).species != "Coral Elves") continue;
        out.push_back(u);
    }
    // Items roll only with a unit able to carry them that rolls (V4.01d Items, S0:L1278): not with units Foul
    // Stench holds back, nor with units left out of a Defensive Volley.
    const auto items = Items::rolling(ctx, attacker_, attackerAt_, out);
    out.insert(out.end(), items.begin(), items.end());
    return out;
}

Expectation ExchangeFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = rule();
    switch (step_) {
        case Step::AttackRoll:
            x.kinds = {EventKind::Roll};
            x.who = attacker_;
            x.rollWords = kindName();
            x.rollers = attackers(ctx);
            x.place = attackerAt_;
            x.what = "the " + kindName() + " roll of " + ctx.armyName(attacker_, attackerAt_);
            x.why = counter_ ? ctx.pid(attacker_) + " counter-attacks" : "the action is a " + kindName() + " attack";
            return x;
        case Step::SaveRoll:
            if ((attack_ == 0 && !charged_ && !attackDeferred_) || savers(ctx).empty()) {
                // Only damage no save reduces, now allocated, or it killed the whole army: no save roll.
                x.optional = true;
                x.what = "no save roll";
                x.why = savers(ctx).empty()
                            ? "the attacked army is gone"
                            : "the attack rolled no " + kindName() + " results besides damage no save reduces";
                return x;
            }
            x.kinds = {EventKind::Roll};
            x.who = defender_;
            x.rollWords = charged_ ? "melee save" : "save";
            x.rollers = RollersOf::army(ctx, defender_, defenderAt_, saveSpec()).must;
            x.rollers.erase(std::remove_if(x.rollers.begin(), x.rollers.end(), [&](int u) { return has(charmed_, u); }),
                            x.rollers.end());
            if (const int confuse = confuseBudget(ctx); confuse > 0) {
                // Confuse delayed from the attack: a '/ confuse' segment re-rolls the attacker's targets.
                x.options = {"confuse"};
                x.amount = confuse;
            }
            x.place = defenderAt_;
            x.what = std::string(charged_ ? "the combination melee and save roll" : "the save roll") + " of " +
                     ctx.armyName(defender_, defenderAt_) + " against " + std::to_string(attack_) + " " + kindName() +
                     (charged_ ? " ('roll " + ctx.pid(defender_) + " melee=N save=N : ...', Charge)" : "");
            x.why = "the attack rolled " + std::to_string(attack_) + " " + kindName() +
                    " result(s), so the attacked army saves";
            if (attackDeferred_) {
                // An attack roll with Cantrip magic, its step 4 still open: its total is counted when step 4 ends, and
                // a cantrip spell may have taken its last result (then no save roll).
                x.optional = true;
                x.what = std::string(charged_ ? "the combination melee and save roll" : "the save roll") + " of " +
                         ctx.armyName(defender_, defenderAt_) + " against the attack's " + kindName() +
                         " (counted once its step 4 is over)";
                x.why = "the attack rolled " + kindName() + " results, so the attacked army saves";
            }
            return x;
        case Step::FoulStench:
            x.kinds = {EventKind::FoulStench};
            x.who = defender_;
            x.place = defenderAt_;
            x.amount = std::min<int>(foulStenchCount_, static_cast<int>(ctx.s.army(defender_, defenderAt_).size()));
            x.rule = Rule::SpeciesGoblins;
            x.what = "'foul-stench " + ctx.pid(defender_) + " ...' naming " + std::to_string(x.amount) + " unit(s)";
            x.why = "the attacking army contains Goblins and " + ctx.pid(attacker_) +
                    " has Goblins in the DUA (Foul Stench)";
            return x;
        case Step::CounterChoice:
            x.kinds = {EventKind::CounterAttack};
            x.who = defender_;
            x.optional = true;
            x.what = "'counter-attack " + ctx.pid(defender_) + "' or the next step";
            x.why = kind_ == Kind::Melee ? "the attacked army may counter-attack"
                                         : "Coral Elves at a terrain containing air may answer with a Defensive Volley";
            return x;
        default:
            x.what = "the next step";
            x.optional = true;
            return x;
    }
}

bool ExchangeFrame::mayEnd(const Ctx&) const {
    return step_ == Step::CounterChoice || step_ == Step::Done;
}

void ExchangeFrame::end(Ctx& ctx) {
    if (step_ == Step::CounterChoice)
        over_ = "the " + kindName() + " action ended without a counter-attack by " + ctx.pid(defender_);
    step_ = Step::Done;
    done = true;
}

bool ExchangeFrame::accept(Ctx& ctx, const Event& e) {
    switch (step_) {
        case Step::AttackRoll:
            if (e.kind != EventKind::Roll || ctx.actor() != attacker_) ctx.expected(expect(ctx));
            attackRoll(ctx);
            return true;
        case Step::SaveRoll:
            if (e.kind != EventKind::Roll || ctx.actor() != defender_) ctx.expected(expect(ctx));
            saveRoll(ctx);
            return true;
        case Step::FoulStench:
            if (e.kind != EventKind::FoulStench) ctx.expected(expect(ctx));
            foulStench(ctx);
            return true;
        case Step::CounterChoice:
            if (e.kind != EventKind::CounterAttack) return false;
            if (ctx.actor() != defender_) ctx.fail(Rule::Melee, "only the attacked player counter-attacks");
            step_ = Step::Counter;
            ctx.push(std::make_unique<ExchangeFrame>(kind_, defender_, defenderAt_, attacker_, attackerAt_, true,
                                                     noCounter_));
            return true;
        default:
            return false;
    }
}

void ExchangeFrame::attackRoll(Ctx& ctx) {
    auto& s = ctx.s;
    const RollType type = kind_ == Kind::Melee ? RollType::Melee : RollType::Missile;
    const std::string word(toString(type));
    DiceRequest request;
    request.roller = attacker_;
    request.must = attackers(ctx);
    request.may = mayJoin(ctx);
    request.purpose = "the " + word + " roll of " + ctx.armyName(attacker_, attackerAt_);
    request.rule = rule();
    for (int u : s.army(attacker_, attackerAt_)) {
        if (has(request.must, u) || has(request.may, u)) continue;
        if (has(noCounter_, u))
            request.heldBack.push_back({u, Rule::SpeciesGoblins, "Foul Stench holds it back from the counter-attack"});
        else if (counter_ && kind_ == Kind::Missile)
            request.heldBack.push_back(
                {u, Rule::SpeciesCoralElves, "only Coral Elves answer a missile attack (Defensive Volley)"});
    }
    RollSpec spec;
    spec.counts = typeBit(type);
    spec.purpose = RollPurpose::Attack;
    spec.attack = kind_ == Kind::Melee ? AttackKind::Melee : AttackKind::Missile;
    spec.counterAttack = counter_;
    spec.roller = attacker_;
    spec.at = attackerAt_;
    spec.target = defenderAt_;
    addSaiRerolls(ctx, request, spec);  // step 3: Bullseye, Double Strike, Rend, Tail roll their die again
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    addSpellRerolls(ctx, request, spec);  // step 3: Flashfire
    const auto dice = readDice(ctx, request);
    RollExtras context;
    context.missileFromTowerAtReserve = type == RollType::Missile && defenderAt_.where == Where::Reserve;
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice, context);
    const auto stated = statedTotal(ctx.ev(), word);
    if (!stated || ctx.ev().totals.size() != 1)
        ctx.fail(Rule::LogFormat, "a " + word + " roll stating '" + word + "=<total>' and nothing else");
    // A cantrip spell cast at step 4 counts in this roll (S0:L741; Ash Storm at the attacker's terrain), and a unit
    // that leaves the army at step 4 does not (S0:L751: Ferry, Teleport, a promotion): then the total is checked once
    // step 4 is over (childDone), still reported at this line; otherwise now.
    attackDeferred_ = SaiResolutionFrame::totalsWaitForStepFour(ctx, eval);
    attack_ = 0;
    if (attackDeferred_) {
        if (!eval.unsupported.empty()) ctx.failAt(eval.line, eval.text, Rule::NotModelled, eval.unsupported);
        pendingAttack_ = WaitingRoll{eval, dice, context};
        attackStated_ = *stated;
    } else {
        countAttack(ctx, eval, *stated);
    }
    auto decisions = SaiResolutionFrame::decisions(ctx, eval, word);
    delayed_ = SaiResolutionFrame::delayed(ctx, eval);
    attackSpec_ = spec;
    noSave_ = eval.noSaveDamage;
    std::vector<std::pair<int, int>> noSaveBy;  // by the die that makes it: a die that leaves at step 4 takes it along
    for (const auto& d : eval.dice)
        if (d.noSaveDamage > 0) noSaveBy.emplace_back(d.piece, d.noSaveDamage);
    foulStenchCount_ = 0;
    if (kind_ == Kind::Melee && !counter_ && ctx.armyHasSpecies(attacker_, attackerAt_, "Goblins"))
        foulStenchCount_ = std::min(ctx.countInDua(attacker_, "Goblins"), s.duaScaled(3));
    // Step 4 of the attack roll: SAIs that need the attacker's decisions, in the attacker's order, with the damage
    // no save reduces among them (format 2); then the defender saves.
    if (!decisions.empty()) {
        step_ = Step::SaveRoll;  // resumes after the SAIs
        SaiUse roll;
        roll.spec = spec;
        roll.defender = defender_;
        roll.defenderAt = defenderAt_;
        roll.line = ctx.ev().line;
        roll.text = ctx.ev().text;
        roll.stepPrefix = prefix();
        int noSave = 0;
        if (ctx.logVersion() >= 2) std::swap(noSave, noSave_);
        auto frame = std::make_unique<SaiResolutionFrame>(attacker_, std::move(decisions), std::move(roll), noSave);
        if (noSave > 0) frame->noSaveDamageBy(std::move(noSaveBy));
        if (attackDeferred_) frame->recountsModifiers();  // a cantrip Ash Storm at this terrain takes a result
        ctx.push(std::move(frame));
        return;
    }
    // Format 2: damage no save reduces is inflicted at step 4 of the attack roll, before the defender saves.
    if (ctx.logVersion() >= 2 && noSave_ > 0) {
        step_ = Step::SaveRoll;  // resumes after the allocation
        KillCause cause;
        cause.kind = KillCause::Kind::NoSave;
        cause.at = defenderAt_;
        cause.source = "SAI";
        cause.stepPrefix = prefix();
        ctx.push(std::make_unique<KillFrame>(defender_, defenderAt_, noSave_, cause,
                                             std::to_string(noSave_) + " damage no save reduces (SAIs)",
                                             prefix() + "SAI damage"));
        noSave_ = 0;
        return;
    }
    if (attack_ > 0 || charged_) {
        step_ = Step::SaveRoll;
    } else {
        saves_ = 0;
        settleDamage(ctx);
    }
}

// The attack roll's total (a stated total outside the legal ones fails at the roll's line), the part of it Cursed
// Bullets keeps from the saves, and what the dice that count give the answer (Howl, Surprise, Charge, Bash).
void ExchangeFrame::countAttack(Ctx& ctx, const RollEvaluation& eval, int stated) {
    meleeBy_.clear();  // the melee each attacking unit generated (Bash strikes back with it)
    for (const auto& d : eval.dice) {
        auto it = std::find_if(meleeBy_.begin(), meleeBy_.end(), [&](const auto& m) { return m.first == d.piece; });
        if (it == meleeBy_.end()) it = meleeBy_.insert(meleeBy_.end(), {d.piece, 0});
        it->second += d.of(RollType::Melee);
    }
    saveLoss_ = eval.otherSideLoses[index(RollType::Save)];       // Howl, Screech, Wave: step 6 of the save roll
    surprised_ = eval.noCounterAttack && !counter_;               // Surprise, Charge: the attacked army may not answer
    charged_ = eval.charge && !counter_ && kind_ == Kind::Melee;  // Charge: a save and melee roll answers it
    const RollType type = kind_ == Kind::Melee ? RollType::Melee : RollType::Missile;
    // Added: Charm's melee (charm()) may have joined already, at step 4 of a roll with Cantrip magic.
    const int rolled = RollEvaluator(ctx).checkTotal(eval, type, stated, std::string(toString(type)));
    attack_ += rolled;
    cursed_ = 0;
    if (type == RollType::Missile && !counter_ && defenderAt_ == attackerAt_) {
        // Cursed Bullets: Lava Elf missile results that only spell saves reduce.
        std::vector<int> lava;
        for (std::size_t i = 0; i < eval.dice.size(); ++i)
            if (ctx.die(eval.dice[i].piece).species == "Lava Elves") lava.push_back(static_cast<int>(i));
        int lavaMissile = 0;
        for (int i : lava) lavaMissile += eval.dice[static_cast<std::size_t>(i)].of(RollType::Missile);
        const int limit = std::min(ctx.countInDua(attacker_, "Lava Elves"), ctx.s.duaScaled(3));
        cursed_ = std::min({lavaMissile, limit, rolled});
    }
}

RollSpec ExchangeFrame::saveSpec() const {
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    if (charged_) spec.counts = static_cast<TypeMask>(spec.counts | typeBit(RollType::Melee));  // Charge
    spec.purpose = RollPurpose::Save;
    spec.attack = kind_ == Kind::Melee ? AttackKind::Melee : AttackKind::Missile;
    spec.counterAttack = counter_;
    spec.roller = defender_;
    spec.at = defenderAt_;
    return spec;
}

void ExchangeFrame::saveRoll(Ctx& ctx) {
    const RollSpec spec = saveSpec();
    DiceRequest request;
    request.roller = defender_;
    const auto rollers = RollersOf::army(ctx, defender_, defenderAt_, spec);
    request.must = rollers.must;
    request.may = rollers.may;
    if (!charmed_.empty()) {
        std::vector<int> must;
        for (int u : request.must)
            if (has(charmed_, u))
                request.heldBack.push_back({u, Rule::Sais, "it is charmed: its owner rolled it for the attacker"});
            else
                must.push_back(u);
        request.must = must;
    }
    request.purpose = "the save roll of " + ctx.armyName(defender_, defenderAt_);
    request.rule = rule();
    // A delayed face whose die left the attacking army before step 2 has no effect (V4.01d Die Roll Resolution).
    delayed_.erase(
        std::remove_if(delayed_.begin(), delayed_.end(),
                       [&](const SaiResolutionFrame::OpenFace& f) { return ctx.s.piece(f.piece).loc != attackerAt_; }),
        delayed_.end());
    // Confuse (step 2): the attacker's targets are re-rolled, their new faces replacing the old, in a
    // '/ confuse' segment of this roll (the faces the defender rolled again are the attacker's targets).
    const int confuse = confuseBudget(ctx);
    if (confuse > 0) {
        RerollRule reroll;
        reroll.reason = "confuse";
        reroll.mode = RerollMode::Replace;
        reroll.check = [](Ctx& c, const RolledDice&, const DieRoll& before, const RerollSegment&) {
            if (before.replaced)
                c.fail(Rule::SaiTargeting,
                       "Confuse re-rolls each target once ('" + c.s.label(before.piece) + "' is re-rolled twice)");
        };
        request.rerolls.push_back(reroll);
    }
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    addSpellRerolls(ctx, request, spec);  // step 3: Flashfire
    saveDice_ = readDice(ctx, request);
    if (confuse > 0) checkConfuseTargets(ctx, confuse);
    {
        // What the roll needs that is not modelled shows at its own line, before any delayed SAI is resolved.
        const auto whole = RollEvaluator(ctx).evaluate(spec, saveDice_);
        if (!whole.unsupported.empty()) ctx.unsupported(whole.unsupported);
        (void)SaiResolutionFrame::decisions(ctx, whole, "save");  // an SAI without a resolution: unsupported here
    }
    hypnotize(ctx);
    saveStated_ = {};
    for (const auto& t : ctx.ev().totals) {
        const auto type = parseRollType(t.type);
        if (!type || !spec.counts1(*type) || saveStated_[index(*type)])
            ctx.fail(Rule::LogFormat, charged_ ? "against a Charge, a combination roll stating 'melee=<total> "
                                                 "save=<total>' and nothing else"
                                               : "a save roll stating 'save=<total>' and nothing else");
        saveStated_[index(*type)] = t.value;
    }
    if (!saveStated_[index(RollType::Save)] && !charged_)
        ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>' and nothing else");
    if (!delayed_.empty()) {
        // Step 2: the attacker resolves the delayed SAIs against the units that rolled an ID icon; the stated
        // total is checked afterwards, without the units they killed.
        SaiUse use;
        use.spec = attackSpec_;
        use.defender = defender_;
        use.defenderAt = defenderAt_;
        use.line = saveDice_.line;  // the delayed SAIs' lines are due right after the save roll (step 2)
        use.text = saveDice_.text;
        use.stepPrefix = prefix() + "save roll: ";
        for (const auto& d : saveDice_.dice)
            // Units only: an artifact's ID is no target (items are never targeted by individual effects, S0:L1279).
            if (d.generation == 0 && ctx.data.sais.showsIdIcon(ctx.data.faces.face(d.die, d.face)) &&
                ctx.s.piece(d.piece).kind == PieceKind::Unit)
                use.rolledId.push_back(d.piece);
        step_ = Step::DelayedSais;
        ctx.push(std::make_unique<SaiResolutionFrame>(attacker_, std::move(delayed_), std::move(use), 0));
        delayed_.clear();
        return;
    }
    delayed_.clear();
    countSaves(ctx);
}

// Hypnotic Glare (S0:L941): every unit that rolled an ID icon in this save roll is hypnotized until the start of
// the attacker's next turn (it cannot be rolled and its results here do not count); the glare ends when the
// glaring unit leaves the terrain, is killed or is rolled. Needs no 'sai' line.
void ExchangeFrame::hypnotize(Ctx& ctx) {
    for (const auto& f : delayed_) {
        if (ctx.data.sais.name(f.sai) != "Hypnotic Glare") continue;
        for (const auto& d : saveDice_.dice) {
            if (d.generation != 0 || !ctx.data.sais.showsIdIcon(ctx.data.faces.face(d.die, d.face))) continue;
            Effect fx;
            fx.source = "Hypnotic Glare";
            fx.from = Effect::From::Sai;
            fx.caster = attacker_;
            fx.target = EffectTargetKind::Unit;
            fx.targetPiece = d.piece;
            fx.status = Status::Hypnotized;
            fx.expiresAtStartOf = attacker_;
            fx.sourcePiece = f.piece;
            fx.anchorTerrain = attackerAt_.atTerrain() ? attackerAt_.terrain : -1;
            fx.ends = EndsWhenSourceDies | EndsWhenSourceRolls | (fx.anchorTerrain >= 0 ? EndsWhenSourceLeaves : 0);
            EffectStore::add(ctx.s, std::move(fx));
        }
    }
    delayed_.erase(std::remove_if(delayed_.begin(), delayed_.end(),
                                  [&](const SaiResolutionFrame::OpenFace& f) {
                                      return ctx.data.sais.name(f.sai) == "Hypnotic Glare";
                                  }),
                   delayed_.end());
}

int ExchangeFrame::confuseBudget(const Ctx& ctx) const {
    int x = 0;
    for (const auto& f : delayed_)
        if (ctx.data.sais.name(f.sai) == "Confuse") x += f.x;
    return x;
}

// Confuse targets up to X health-worth of the attacked army (all Confuse faces combined), as much as the army
// allows (the fullest extent against an opponent); the Confuse faces need no 'sai' line.
void ExchangeFrame::checkConfuseTargets(Ctx& ctx, int budget) {
    std::vector<int> targets;
    for (const auto& segment : ctx.ev().rerolls) {
        if (segment.reason != "confuse") continue;
        for (const auto& f : segment.faces) targets.push_back(ctx.pieceRef(f.unit, defender_));
    }
    std::vector<int> healths;
    for (const auto& d : saveDice_.dice)
        if (d.generation == 0) healths.push_back(ctx.health(d.piece));
    const int picked = ctx.healthOf(targets);
    const int best = DamageAllocation::maxCoverable(healths, budget);
    if (picked > budget)
        ctx.fail(Rule::SaiTargeting, "Confuse re-rolls at most " + std::to_string(budget) + " health-worth; " +
                                         std::to_string(picked) + " is too much");
    if (picked < best)
        ctx.fail(Rule::UpTo, "Confuse against an opponent re-rolls as much as it can: " + std::to_string(best) +
                                 " health-worth of " + ctx.armyName(defender_, defenderAt_) + " (up to " +
                                 std::to_string(budget) + "), not " + std::to_string(picked) +
                                 ": add '/ confuse <unit>=<new face> ...' to the save roll");
    delayed_.erase(
        std::remove_if(delayed_.begin(), delayed_.end(),
                       [&](const SaiResolutionFrame::OpenFace& f) { return ctx.data.sais.name(f.sai) == "Confuse"; }),
        delayed_.end());
}

void ExchangeFrame::countSaves(Ctx& ctx) {
    const RollSpec spec = saveSpec();
    // Units a delayed SAI killed count nothing (V4.01d SAIs: Choke, Decapitate, Impale).
    RolledDice dice = saveDice_;
    dice.dice.erase(std::remove_if(dice.dice.begin(), dice.dice.end(),
                                   [&](const DieRoll& d) {
                                       return ctx.s.piece(d.piece).loc != defenderAt_ ||
                                              EffectStore::has(ctx.s, d.piece, Status::Hypnotized);
                                   }),
                    dice.dice.end());
    const RollEvaluator evaluator(ctx);
    RollExtras extras;
    extras.subtract[index(RollType::Save)] = saveLoss_;  // Howl, Screech, Wave in the attack roll
    auto eval = evaluator.evaluate(spec, dice, extras);
    if (!eval.pending.empty()) {
        // Step 4 of the save roll: SAIs that need the defender's decisions (Bash, Vanish, the moves, Regenerate's
        // return); the stated total, which counts what they give (Bash's saves), is checked once they are resolved.
        auto decisions = SaiResolutionFrame::decisions(ctx, eval, "save");
        SaiUse roll;
        roll.spec = spec;
        roll.defender = attacker_;
        roll.defenderAt = attackerAt_;
        roll.line = saveDice_.line;
        roll.text = saveDice_.text;
        roll.stepPrefix = prefix() + "save roll: ";
        roll.answeredMelee = meleeBy_;
        pendingSave_ = WaitingRoll{eval, dice, extras};
        step_ = Step::SaveSais;
        auto frame = std::make_unique<SaiResolutionFrame>(defender_, std::move(decisions), std::move(roll), 0);
        frame->recountsModifiers();  // a cantrip Stone Skin cast at step 4 adds to this roll
        ctx.push(std::move(frame));
        return;
    }
    finishSave(ctx, eval);
}

// The save roll's total, once every SAI in it is resolved; then Scorching Touch, the strike backs and the damage.
void ExchangeFrame::finishSave(Ctx& ctx, const RollEvaluation& eval) {
    const RollType against = kind_ == Kind::Melee ? RollType::Melee : RollType::Missile;
    const RollSpec spec = saveSpec();
    const RollEvaluator evaluator(ctx);
    int charge = 0;
    if (eval.spec.combination()) {
        const auto totals = evaluator.checkCombination(eval, saveStated_);  // Charge: saves and melee
        saves_ = totals[index(RollType::Save)];
        charge = totals[index(RollType::Melee)];
    } else {
        saves_ = evaluator.checkTotal(eval, RollType::Save, *saveStated_[index(RollType::Save)], "save");
    }
    runAfterRoll(ctx, spec, eval);  // lasting effects of the roll's SAIs (Cloak)
    scorch_ = 0;
    // Counter (against melee), Volley (against missile): X damage to the attacker; Charge: the melee rolled back.
    strikeBack_ = eval.noSaveDamage + charge;
    if (against == RollType::Melee && !counter_ &&
        ctx.abilityElementsAt(defender_, defenderAt_).contains(Element::Fire)) {
        // Scorching Touch: each save result a Scalder rolls hurts the attacker; only spell saves reduce it.
        std::vector<int> scalders;
        for (std::size_t i = 0; i < eval.dice.size(); ++i)
            if (ctx.die(eval.dice[i].piece).species == "Scalders") scalders.push_back(static_cast<int>(i));
        scorch_ = eval.fromDice(RollType::Save, scalders);
    }
    settleDamage(ctx);
}

void ExchangeFrame::settleDamage(Ctx& ctx) {
    // Cursed Bullets' missile damage is reduced only by save results that spells generate (S0:L696): the saves the
    // spells on the army add to its roll (Stone Skin, Watery Double) go to it once the other saves have met the rest.
    const int uncursed = attack_ - cursed_;
    const int spellSaves =
        cursed_ > 0 ? std::min(saves_, EffectStore::resultsAddedBySpells(ctx, saveSpec(), RollType::Save)) : 0;
    const int uncovered = std::max(0, uncursed - (saves_ - spellSaves));
    damage_ = noSave_ + std::max(0, uncovered + cursed_ - spellSaves);
    if (damage_ > 0 && ctx.s.hasArmy(defender_, defenderAt_)) {
        step_ = Step::Damage;
        KillCause cause;
        cause.kind = KillCause::Kind::Damage;
        cause.at = defenderAt_;
        cause.source = kindName();
        cause.stepPrefix = prefix();
        ctx.push(std::make_unique<KillFrame>(defender_, defenderAt_, damage_, cause,
                                             std::to_string(damage_) + " damage", prefix() + "damage allocation"));
        return;
    }
    afterDamage(ctx);
}

std::vector<int> ExchangeFrame::savers(const Ctx& ctx) const {
    std::vector<int> out;
    for (int u : ctx.s.army(defender_, defenderAt_))
        if (!has(charmed_, u)) out.push_back(u);
    return out;
}

void ExchangeFrame::charm(const std::vector<int>& units, int melee) {
    charmed_.insert(charmed_.end(), units.begin(), units.end());
    attack_ += melee;
}

// A kill at step 4 of an attack roll with Cantrip magic decided the game: the attack's total, stated at its line,
// is still checked with the cantrip spells cast so far.
void ExchangeFrame::gameEnds(Ctx& ctx) {
    countDeferredAttack(ctx, SaiResolutionFrame::openAbove(ctx, this));
}

// The total of an attack roll with Cantrip magic, once its step 4 (`sais`) is over: it counts the cantrip spells
// cast there.
void ExchangeFrame::countDeferredAttack(Ctx& ctx, const SaiResolutionFrame* sais) {
    if (!attackDeferred_) return;
    // Without the units that left the army at step 4 (S0:L751), with the cantrip spells cast there (S0:L741).
    auto eval = pendingAttack_.counted(ctx, sais);
    if (sais != nullptr) sais->applyAddedModifiers(eval);
    countAttack(ctx, eval, attackStated_);
    attackDeferred_ = false;
}

void ExchangeFrame::childDone(Ctx& ctx, Frame& child) {
    switch (step_) {
        case Step::SaveSais: {
            // The save roll's SAIs are resolved: the units that left at step 4 add nothing (S0:L751; a Vanishing
            // unit's saves still count, S0:L989), and what the SAIs gave (Bash's saves) joins the roll's SAI results.
            const auto* sais = dynamic_cast<const SaiResolutionFrame*>(&child);
            auto eval = pendingSave_.counted(ctx, sais);
            if (sais != nullptr && !eval.dice.empty()) {
                auto& die = eval.dice[static_cast<std::size_t>(eval.pending.empty() ? 0 : eval.pending.front().die)];
                for (RollType t : kRollTypes) die.sai[index(t)] += sais->gained()[index(t)];
                sais->applyAddedModifiers(eval);  // cantrip spells cast at step 4 (Stone Skin, Ash Storm)
            }
            finishSave(ctx, eval);
            return;
        }
        case Step::SaveRoll:
            if (const auto* sais = dynamic_cast<const SaiResolutionFrame*>(&child); sais != nullptr)
                countDeferredAttack(ctx, sais);
            // The SAI damage before the save roll was allocated.
            if ((attack_ > 0 || charged_) && !savers(ctx).empty()) return;
            saves_ = 0;
            settleDamage(ctx);
            return;
        case Step::DelayedSais:
            // The stated total is checked (and answered) even when the delayed SAIs killed the whole army: then
            // no die is left to count.
            if (ctx.s.frames.back().get() != this) return;
            countSaves(ctx);
            return;
        case Step::Damage:
            afterDamage(ctx);
            return;
        case Step::Scorch:
            afterScorch(ctx);
            return;
        case Step::Counter:
            over_ = "the counter-attack ended the " + kindName() + " action (an attack is answered once)";
            step_ = Step::Done;
            done = true;
            return;
        default:
            (void)child;
            return;
    }
}

// After the defender's casualties: Scorching Touch, Foul Stench, then the counter-attack choice.
// Scorching Touch and Counter / Volley damage the attacker together: no roll of the attacker's reduces it.
void ExchangeFrame::afterDamage(Ctx& ctx) {
    // Only save results generated by spells reduce this damage (S0:L909, L990, L702, L899): the attacking army makes
    // no roll, and the saves the spells on it add to its rolls (Stone Skin, Watery Double) are such results.
    int spellSaves = 0;
    if (scorch_ + strikeBack_ > 0) {
        RollSpec spec;
        spec.counts = typeBit(RollType::Save);
        spec.purpose = RollPurpose::Save;
        spec.attack = kind_ == Kind::Melee ? AttackKind::Melee : AttackKind::Missile;
        spec.roller = attacker_;
        spec.at = attackerAt_;
        spellSaves = EffectStore::resultsAddedBySpells(ctx, spec, RollType::Save);
    }
    if (scorch_ + strikeBack_ > spellSaves && ctx.s.hasArmy(attacker_, attackerAt_)) {
        step_ = Step::Scorch;
        KillCause cause;
        cause.kind = KillCause::Kind::NoSave;
        cause.at = attackerAt_;
        cause.source = strikeBack_ == 0 ? "Scorching Touch" : scorch_ == 0 ? "SAI" : "Scorching Touch and SAI";
        cause.stepPrefix = prefix();
        const int damage = scorch_ + strikeBack_ - spellSaves;
        const std::string what = std::to_string(damage) +
                                 (strikeBack_ == 0 ? " Scorching Touch damage"
                                  : scorch_ == 0   ? " damage from the defender's SAIs (Counter, Volley) or Charge roll"
                                                   : " damage from Scorching Touch and the defender's SAIs") +
                                 (spellSaves > 0 ? " (" + std::to_string(scorch_ + strikeBack_) + " less " +
                                                       std::to_string(spellSaves) + " save(s) from spells)"
                                                 : std::string());
        const std::string stepName = strikeBack_ == 0 ? "scorching touch damage" : "damage to the attacker";
        scorch_ = 0;
        strikeBack_ = 0;
        ctx.push(std::make_unique<KillFrame>(attacker_, attackerAt_, damage, cause, what, prefix() + stepName));
        return;
    }
    afterScorch(ctx);
}

void ExchangeFrame::afterScorch(Ctx& ctx) {
    scorch_ = 0;
    strikeBack_ = 0;
    if (counter_) {
        step_ = Step::Done;
        done = true;
        return;
    }
    if (foulStenchCount_ > 0 && ctx.s.hasArmy(defender_, defenderAt_)) {
        step_ = Step::FoulStench;
        return;
    }
    counterOffer(ctx);
}

void ExchangeFrame::foulStench(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesGoblins;
    const int p = ctx.actor();
    if (p != defender_) ctx.fail(rule, "the defender picks the units Foul Stench holds back");
    const auto army = ctx.s.army(defender_, defenderAt_);
    const int need = std::min<int>(foulStenchCount_, static_cast<int>(army.size()));
    std::vector<int> chosen;
    for (const auto& label : ctx.ev().args) {
        const int u = ctx.ownPiece(p, label);
        if (ctx.s.piece(u).loc != defenderAt_) ctx.fail(rule, "'" + label + "' is not in the attacked army");
        if (!has(chosen, u)) chosen.push_back(u);
    }
    if (static_cast<int>(chosen.size()) != need)
        ctx.fail(rule, "Foul Stench holds back exactly " + std::to_string(need) +
                           " unit(s) (Goblins in the DUA, at most " + std::to_string(ctx.s.duaScaled(3)) + ")");
    noCounter_ = chosen;
    counterOffer(ctx);
}

void ExchangeFrame::counterOffer(Ctx& ctx) {
    const auto& s = ctx.s;
    bool can = false;
    if (surprised_) {
        can = false;  // Surprise: the defender saves but may not counter-attack
    } else if (kind_ == Kind::Melee) {
        for (int u : s.army(defender_, defenderAt_))
            if (!has(noCounter_, u)) can = true;
    } else {
        // Defensive Volley: Coral Elves at a terrain containing air may answer a missile attack.
        can = ctx.abilityElementsAt(defender_, defenderAt_).contains(Element::Air) &&
              ctx.armyHasSpecies(defender_, defenderAt_, "Coral Elves");
    }
    if (can && s.hasArmy(attacker_, attackerAt_)) {
        step_ = Step::CounterChoice;
        return;
    }
    step_ = Step::Done;
    done = true;
    std::string why;
    if (!s.hasArmy(defender_, defenderAt_))
        why = "the attacked army is gone";
    else if (!s.hasArmy(attacker_, attackerAt_))
        why = "the attacking army is gone, so there is nothing to counter-attack";
    else if (surprised_)
        why = std::string("the attack rolled ") + (charged_ ? "Charge" : "Surprise") +
              ", so the attacked army may not counter-attack";
    else if (kind_ == Kind::Melee)
        why = "every unit left in the attacked army is held back by Foul Stench";
    else if (ctx.armyHasSpecies(defender_, defenderAt_, "Coral Elves"))
        why = "Defensive Volley needs a terrain containing air, and " + s.locationName(defenderAt_) + " has none";
    else
        why = "only Coral Elves answer a missile attack (Defensive Volley)";
    over_ = "the " + kindName() + " action is over: " + why;
    if (attack_ == 0) over_ = "the " + kindName() + " attack rolled no " + kindName() + " results; " + over_;
}

}  // namespace muster::rules::engine
