// A dragon attack at one terrain (V4.01d Dragon Attacks, Dragon Breath, Dragon Icons; docs/match-log.md "Dragon
// attacks" for the statements). Readings where the rulebook leaves room are in docs/rules-decisions.md.
#include "flow/DragonAttackFrame.h"

#include <algorithm>
#include <iterator>
#include <stdexcept>

#include "casualties/Casualties.h"
#include "champions/DragonBonds.h"
#include "dragons/BreathOrder.h"
#include "dragons/DragonBreath.h"
#include "dragons/DragonDamage.h"
#include "dragons/DragonPromotion.h"
#include "dragons/DragonResponse.h"
#include "dragons/DragonRoll.h"
#include "dragons/DragonTargeting.h"
#include "flow/ChampionFrame.h"
#include "flow/KillFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/RollEvaluator.h"
#include "sai/DragonResponseSais.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

using domain::Element;

namespace {

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

DragonAttackFrame::DragonAttackFrame(const Ctx& ctx, int terrain)
    : terrain_(terrain), player_(ctx.s.turn.player), at_(Location::at(terrain)) {
    const auto here = ctx.s.dragonsAt(terrain);
    for (int d : here) {
        Attacker a;
        a.piece = d;
        a.owner = ctx.s.piece(d).owner;
        a.white = ctx.die(d).isWhiteDragon();
        a.health = ctx.die(d).health;
        for (int other : here)
            if (other != d && dragonAttacksDragon(ctx.die(d), ctx.die(other))) a.attacksArmy = false;
        // A tamed dragon does not attack an army containing its tamer (S0:L1370); it still attacks dragons.
        if (DragonBonds::idle(ctx, d, player_, terrain)) {
            a.idle = true;
            a.attacksArmy = false;
            a.rolled = true;
        }
        dragons_.push_back(a);
    }
    settleControlled(ctx);  // also sets the first step
}

bool DragonAttackFrame::armyThere(const Ctx& ctx) const {
    return ctx.s.hasArmy(player_, at_);
}

bool DragonAttackFrame::armyAttacked() const {
    return std::any_of(dragons_.begin(), dragons_.end(), [](const Attacker& a) { return a.attacksArmy; });
}

std::string DragonAttackFrame::prefix(const Ctx& ctx) const {
    return "dragon attack at " + ctx.s.terrain(terrain_).key + ": ";
}

DragonAttackFrame::Attacker* DragonAttackFrame::find(int piece) {
    return findAttacker(dragons_, piece);
}

std::vector<int> DragonAttackFrame::unrolledOf(int owner) const {
    std::vector<int> out;
    for (const auto& a : dragons_)
        if (a.owner == owner && !a.rolled) out.push_back(a.piece);
    return out;
}

// The next owner to roll, in turn order from the marching player.
int DragonAttackFrame::nextRoller(const Ctx& ctx) const {
    const auto& order = ctx.s.turnOrder;
    const auto it = std::find(order.begin(), order.end(), player_);
    const auto start = static_cast<std::size_t>(it == order.end() ? 0 : it - order.begin());
    for (std::size_t k = 0; k < order.size(); ++k) {
        const int q = order[(start + k) % order.size()];
        if (!unrolledOf(q).empty()) return q;
    }
    return -1;
}

std::vector<int> DragonAttackFrame::attackingArmy() const {
    std::vector<int> out;
    for (const auto& a : dragons_)
        if (a.attacksArmy) out.push_back(a.piece);
    return out;
}

std::vector<int> DragonAttackFrame::responseRollers(const Ctx& ctx) const {
    return DragonResponse::rollers(ctx, player_, at_, attackingArmy());
}

int DragonAttackFrame::armyDamage() const {
    int damage = 0;
    for (const auto& a : dragons_)
        if (a.attacksArmy) damage += a.damage;
    return damage;
}

// ---------------------------------------------------------------- expectations

std::string DragonAttackFrame::step(const GameState&) const {
    static const char* const names[] = {"targets",
                                        "dragon rolls",
                                        "breath",
                                        "breath: whose",
                                        "dragon fire roll",
                                        "treasure",
                                        "army's roll",
                                        "army's roll: SAIs",
                                        "Eldarim champions",
                                        "damage to dragons",
                                        "damage to the army",
                                        "promotion",
                                        "done"};
    static_assert(std::size(names) == static_cast<std::size_t>(Step::Done) + 1, "a name for every step");
    return std::string("dragon attack: ") + names[static_cast<int>(step_)];
}

Expectation DragonAttackFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Dragons;
    x.place = at_;
    const std::string where = ctx.s.terrain(terrain_).key;
    switch (step_) {
        case Step::Targets: {
            x.kinds = {EventKind::DragonTarget};
            DragonTargeting::expect(ctx, dragons_, x);
            x.why = "a dragon attacks another dragon at " + where +
                    " where the targeting table allows it, and its owner says which";
            controlOptions(ctx, x);
            return x;
        }
        case Step::Rolls: {
            x.kinds = {EventKind::Roll};
            x.who = nextRoller(ctx);
            x.rollWords = "dragon";
            x.rollers = unrolledOf(x.who);
            x.what = "the dragon roll of " + ctx.pid(x.who) + "'s dragons at " + where + " ('roll " + ctx.pid(x.who) +
                     " dragon : " + ctx.labels(x.rollers) + "=<face>')";
            x.why = "every dragon at " + where + " attacks, and its owner rolls it";
            controlOptions(ctx, x);
            return x;
        }
        case Step::BreathWhose:
        case Step::DragonFire:
            x.kinds = {EventKind::Roll};
            x.who = player_;
            x.rollWords = "save";
            x.rollers = fireRollers_;
            x.place = Location::dua();
            x.rule = Rule::DragonBreath;
            x.what = "the save roll of the units Dragon Fire killed ('roll " + ctx.pid(player_) +
                     " save=N : " + ctx.labels(fireRollers_) + "=...')";
            x.why = "a fire breath's victims are buried unless they roll a save result";
            if (step_ == Step::BreathWhose) {
                std::string others;
                for (int i : breaths_.waiting())
                    if (!fireBreath(ctx, i))
                        others += (others.empty() ? "" : " or ") + ctx.ref(dragons_[static_cast<std::size_t>(i)].piece);
                x.what += ", or what follows if that kill was the breath of " + others + " (no Dragon Fire)";
                x.why = "the marching player orders the breaths (S0:L333): " + x.why;
            }
            return x;
        case Step::Treasure:
        case Step::Response: {
            x.kinds = {EventKind::Roll};
            if (step_ == Step::Treasure) x.kinds.insert(x.kinds.begin(), EventKind::Treasure);
            x.who = player_;
            x.rollWords = "melee missile save";
            x.rollers = responseRollers(ctx);
            x.amount = step_ == Step::Treasure ? treasuresLeft_ : 0;
            x.rule = Rule::CombinationRolls;
            x.what = std::string(step_ == Step::Treasure
                                     ? "'treasure " + ctx.pid(player_) + " promote <unit> <dead unit>' (" +
                                           std::to_string(treasuresLeft_) + " left) or "
                                     : "") +
                     "the combination roll of " + ctx.armyName(player_, at_) + " ('roll " + ctx.pid(player_) +
                     " melee=N missile=N save=N : ...')";
            x.why = "the army answers the dragons with one roll counting melee, missile and saves";
            return x;
        }
        case Step::DragonDamage:
            x.kinds = {EventKind::DragonDamage};
            x.who = player_;
            for (int d : killable()) x.options.push_back(ctx.ref(d));
            x.what = "'dragon-damage " + ctx.pid(player_) + " <dragon>=melee|missile ...' naming the dragons " +
                     ctx.armyName(player_, at_) + " kills (" + std::to_string(melee_) + " melee, " +
                     std::to_string(missile_) + " missile)";
            x.why = "the army's melee or missile results (not both on one dragon) kill a dragon they cover";
            return x;
        case Step::Promotion:
            x.kinds = {EventKind::Promote};
            x.who = player_;
            x.optional = true;
            x.amount = promotions_;
            x.rule = Rule::Promotion;
            x.what = "'promote " + ctx.pid(player_) + " <unit> <dead unit> ...' promoting " +
                     std::to_string(promotions_) + " unit(s), or the next step";
            x.why = "an army that kills a dragon may promote as many units as possible";
            return x;
        default:
            x.optional = true;
            x.what = "the next step";
            return x;
    }
}

bool DragonAttackFrame::mayEnd(const Ctx&) const {
    return step_ == Step::Promotion || step_ == Step::Done;
}

void DragonAttackFrame::end(Ctx& ctx) {
    if (step_ == Step::Promotion) over_ = "the army did not promote after killing a dragon";
    finish(ctx);
}

bool DragonAttackFrame::accept(Ctx& ctx, const Event& e) {
    switch (step_) {
        case Step::Targets:
        case Step::Rolls:
            if (e.kind == EventKind::Control && !anyRolled_) {
                order(ctx);
                return true;
            }
            if (step_ == Step::Targets) {
                if (e.kind != EventKind::DragonTarget) ctx.expected(expect(ctx));
                target(ctx);
                return true;
            }
            if (e.kind == EventKind::DragonTarget) target(ctx);  // says why no target is named now
            if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
            roll(ctx);
            return true;
        case Step::BreathWhose:
            return whose(ctx, e);
        case Step::DragonFire:
            if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
            fireRoll(ctx);
            return true;
        case Step::Treasure:
            if (e.kind == EventKind::Treasure) {
                treasure(ctx);
                return true;
            }
            toResponse(ctx);
            // No roll is due (the army cannot answer): the statement belongs to what follows.
            if (step_ != Step::Response) return &ctx.top() != this ? ctx.top().accept(ctx, e) : accept(ctx, e);
            [[fallthrough]];
        case Step::Response:
            if (e.kind != EventKind::Roll || ctx.actor() != player_) ctx.expected(expect(ctx));
            response(ctx);
            return true;
        case Step::DragonDamage:
            if (e.kind != EventKind::DragonDamage) ctx.expected(expect(ctx));
            dragonDamage(ctx);
            return true;
        case Step::Promotion:
            if (e.kind != EventKind::Promote) return false;
            promote(ctx);
            return true;
        default:
            return false;
    }
}

// ---------------------------------------------------------------- step 2: dragon against dragon

void DragonAttackFrame::target(Ctx& ctx) {
    DragonTargeting::name(ctx, dragons_, terrain_);
    if (DragonTargeting::allNamed(dragons_)) step_ = Step::Rolls;
}

// ---------------------------------------------------------------- step 3: the dragons' rolls

void DragonAttackFrame::roll(Ctx& ctx) {
    const int owner = ctx.actor();
    const auto mine = unrolledOf(owner);
    if (mine.empty()) ctx.expected(expect(ctx));
    const auto dice = DragonRoll::read(ctx, owner, mine, terrain_, dragons_);
    anyRolled_ = true;
    DragonRoll::checkRerolled(ctx, dice, dragons_);  // every face that rolls again is followed by its re-roll
    for (int piece : mine) {
        Attacker& a = *find(piece);
        a.rolled = true;
        DragonRoll::tally(ctx, dice, a);
    }
    if (nextRoller(ctx) < 0) afterRolls(ctx);
}

void DragonAttackFrame::afterRolls(Ctx& ctx) {
    DragonTargeting::strike(dragons_);
    breaths_.open(dragons_);
    nextBreath(ctx);
}

// ---------------------------------------------------------------- step 4: breath against the army

void DragonAttackFrame::nextBreath(Ctx& ctx) {
    breaths_.stopWaiting();
    if (!breaths_.empty() && armyThere(ctx)) {
        // Any open breath may come next (the marching player's order, S0:L333): the kill names the amount (5, or
        // 10 for a White Dragon) and the header's first open breath is the default.
        auto next = breaths_.nextKill(ctx, dragons_);
        step_ = Step::Breath;
        KillCause cause;
        cause.kind = KillCause::Kind::Killed;
        cause.at = at_;
        cause.source = "dragon breath";
        cause.stepPrefix = prefix(ctx) + "breath: ";
        auto kill = std::make_unique<KillFrame>(
            player_, at_, next.amount, cause,
            std::to_string(next.amount) + " health-worth killed by the breath of " + next.whose,
            "dragon attack: breath of " + next.whose);
        kill->orAmounts(std::move(next.orAmounts));
        ctx.push(std::move(kill));
        return;
    }
    breaths_.clear();
    treasuresLeft_ = 0;
    if (armyThere(ctx))
        for (const auto& a : dragons_)
            if (a.attacksArmy) treasuresLeft_ += a.treasures;
    step_ = Step::Treasure;
    if (treasuresLeft_ == 0) toResponse(ctx);
}

// A kill at step 4 of the army's roll with Cantrip magic decided the game: its totals are still checked.
void DragonAttackFrame::gameEnds(Ctx& ctx) {
    countDeferredResponse(ctx, SaiResolutionFrame::openAbove(ctx, this));
}

// The totals of the army's roll with Cantrip magic, once its step 4 (`sais`) is over: they count the cantrip spells
// cast there.
void DragonAttackFrame::countDeferredResponse(Ctx& ctx, const SaiResolutionFrame* sais) {
    if (!responseDeferred_) return;
    responseDeferred_ = false;
    auto eval = pendingResponse_.counted(ctx, sais);
    if (sais != nullptr) sais->applyAddedModifiers(eval);
    countResponse(ctx, eval, responseStated_);
}

void DragonAttackFrame::childDone(Ctx& ctx, Frame& child) {
    if (fireSais_) {  // the Dragon Fire roll's SAIs are resolved: its burials
        fireSais_ = false;
        const auto buried = std::move(fireRollers_);
        fireRollers_.clear();
        fireBury(ctx, buried);
        return;
    }
    if (riseWait_) {  // the Rise from the Ashes roll after Dragon Fire's burials
        riseWait_ = false;
        nextBreath(ctx);
        return;
    }
    if (step_ == Step::Breath) {
        const auto* kill = dynamic_cast<const KillFrame*>(&child);
        const int amount = kill != nullptr
                               ? kill->damage()
                               : breathKills(dragons_[static_cast<std::size_t>(breaths_.first())].white);
        afterBreath(ctx, amount, kill != nullptr ? kill->killed() : std::vector<int>{});
        return;
    }
    if (step_ == Step::ArmyDamage) {
        toPromotion(ctx);
        return;
    }
    if (step_ == Step::ResponseSais) {
        if (const auto* sais = dynamic_cast<const SaiResolutionFrame*>(&child); sais != nullptr)
            countDeferredResponse(ctx, sais);
        toChampions(ctx, std::move(powers_), against_);
        return;
    }
    if (step_ == Step::Champions) {
        // A tamed, slain or controlled dragon's non-breath damage is ignored (S0:L1370, L1375, L1380).
        if (const auto* champions = dynamic_cast<const ChampionFrame*>(&child))
            for (const auto& [piece, power] : champions->affected()) {
                Attacker* a = find(piece);
                a->damage = 0;
                a->subdued = true;
                a->slain = power == ChampionPower::Slay;
            }
        afterChampions(ctx);
        return;
    }
}

bool DragonAttackFrame::fireBreath(const Ctx& ctx, int index) const {
    return DragonBreath::isFire(ctx, dragons_[static_cast<std::size_t>(index)].piece, at_);
}

bool DragonAttackFrame::takeBreath(Ctx& ctx, int index) {
    breaths_.take(index);
    const Attacker& a = dragons_[static_cast<std::size_t>(index)];
    return DragonBreath::leaveEffects(ctx, a.piece, a.owner, player_, at_, armyThere(ctx));
}

void DragonAttackFrame::afterBreath(Ctx& ctx, int amount, const std::vector<int>& killed) {
    // Only the units still killed would roll for Dragon Fire (a replanted Treefolk or a stepped-down Undead is not; a
    // killed Dragonkin is, from the Summoning Pool, S0:L1183).
    fireRollers_.clear();
    for (int u : killed)
        if (Casualties::awaitsBurial(ctx, u) && !has(fireRollers_, u)) fireRollers_.push_back(u);
    // The open breaths this kill fits; with and without Dragon Fire among them, the next statement says whose it was.
    const auto fits = breaths_.fitting(dragons_, amount);
    bool withFire = false;
    bool withoutFire = false;
    for (int i : fits) (fireBreath(ctx, i) ? withFire : withoutFire) = true;
    if (fits.empty()) throw std::logic_error("dragon attack: a breath's kill fits no open breath");
    if (withFire && withoutFire && !fireRollers_.empty()) {
        breaths_.wait(fits);
        step_ = Step::BreathWhose;
        return;
    }
    if (!takeBreath(ctx, fits.front())) fireRollers_.clear();
    if (!fireRollers_.empty()) {
        step_ = Step::DragonFire;
        return;
    }
    nextBreath(ctx);
}

// BreathWhose: the Dragon Fire roll makes the kill a fire breath's; any other statement makes it the breath's without.
bool DragonAttackFrame::whose(Ctx& ctx, const Event& e) {
    const bool fire = DragonBreath::fitsFireRoll(ctx, e, player_, fireRollers_);
    const auto fits = breaths_.waiting();  // a copy: taking a breath stops the wait
    for (int i : fits) {
        if (fireBreath(ctx, i) != fire) continue;
        takeBreath(ctx, i);
        break;
    }
    if (fire) {
        step_ = Step::DragonFire;
        fireRoll(ctx);
        return true;
    }
    fireRollers_.clear();
    nextBreath(ctx);
    // The statement belongs to what follows: the next breath's kill, a treasure, the army's roll, or after the attack.
    if (&ctx.top() != this) return ctx.top().accept(ctx, e);
    return step_ == Step::Done ? false : accept(ctx, e);
}

void DragonAttackFrame::fireRoll(Ctx& ctx) {
    const auto saves = DragonBreath::readFireSaves(ctx, player_, fireRollers_);
    const auto& eval = saves.eval;
    const auto& buried = saves.buried;
    fireRollers_.clear();
    if (auto sais = SaiResolutionFrame::afterRoll(ctx, eval, "Dragon Fire burial save", "dragon attack: ")) {
        fireSais_ = true;  // the roll's SAI choices come before the burials
        fireRollers_ = buried;
        ctx.push(std::move(sais));
        return;
    }
    fireBury(ctx, buried);
}

void DragonAttackFrame::fireBury(Ctx& ctx, const std::vector<int>& buried) {
    // A buried unit with Rise from the Ashes rolls first (a frame on top); the next breath waits for it (childDone).
    const std::size_t depth = ctx.s.frames.size();
    Casualties::bury(ctx, buried);
    if (ctx.s.frames.size() != depth) {
        riseWait_ = true;
        return;
    }
    nextBreath(ctx);
}

// ---------------------------------------------------------------- step 5: treasure

void DragonAttackFrame::treasure(Ctx& ctx) {
    DragonPromotion::treasure(ctx, player_, at_, terrain_, treasuresLeft_);
    --treasuresLeft_;
    if (treasuresLeft_ == 0) toResponse(ctx);
}

// ---------------------------------------------------------------- step 6: the army's combination roll

void DragonAttackFrame::toResponse(Ctx& ctx) {
    melee_ = missile_ = saves_ = 0;
    if (armyAttacked() && armyThere(ctx) && !responseRollers(ctx).empty()) {
        step_ = Step::Response;
        return;
    }
    resolveDamage(ctx);
}

void DragonAttackFrame::response(Ctx& ctx) {
    const auto& e = ctx.ev();
    const RollSpec spec = DragonResponse::spec(player_, at_);
    const std::vector<int> against = attackingArmy();
    const auto dice = DragonResponse::read(ctx, player_, at_, against, spec);
    const RollEvaluator evaluator(ctx);
    auto eval = evaluator.evaluate(spec, dice);
    if (!eval.unsupported.empty()) ctx.failAt(eval.line, eval.text, Rule::NotModelled, eval.unsupported);
    // Decapitate, Impale and Bash act on the dragons attacking the army (sai/DragonResponseSais).
    std::vector<DragonInAttack> attacking;
    for (const auto& a : dragons_)
        if (a.attacksArmy)
            attacking.push_back(
                {a.piece, std::find(a.faces.begin(), a.faces.end(), DragonFace::Jaws) != a.faces.end(), a.damage});
    const auto bySais = resolveDragonResponseSais(ctx, eval, dice, attacking);
    for (int d : bySais.killed) find(d)->killedBySai = true;
    for (const auto& [d, damage] : bySais.struck) find(d)->struck += damage;
    for (auto& a : dragons_)  // Bash's damage kills the dragon when it is enough on its own (no army results added)
        if (a.struck > 0 && a.struck >= a.need() && a.need() > 0) a.killedBySai = true;
    // Step 4 of the roll: SAIs that need the roller's decisions (Wayfare's move), after the totals are read; any
    // other pending SAI is unsupported here.
    auto decisions = SaiResolutionFrame::decisions(ctx, eval, "dragon attack");
    const auto stated = DragonResponse::stated(ctx, e, spec);
    // A cantrip spell cast at step 4 counts in this roll (S0:L741), and a unit that leaves the army at step 4 does not
    // (S0:L751: Teleport, Wayfare): then the totals are checked once step 4 is over (childDone), still reported at this
    // line; otherwise now.
    responseDeferred_ = SaiResolutionFrame::totalsWaitForStepFour(ctx, eval);
    if (responseDeferred_) {
        pendingResponse_ = WaitingRoll{eval, dice, {}};
        responseStated_ = stated;
    } else {
        countResponse(ctx, eval, stated);
    }
    // Eldarim champions whose logo shows their power may tame, slay or control an attacking dragon (S0:L1370).
    auto powers = DragonResponse::championPowers(ctx, eval);
    if (!decisions.empty()) {
        step_ = Step::ResponseSais;
        powers_ = std::move(powers);
        against_ = against;
        SaiUse use;
        use.spec = spec;
        use.defenderAt = at_;
        use.line = e.line;
        use.text = e.text;
        use.stepPrefix = "dragon attack: ";
        auto frame = std::make_unique<SaiResolutionFrame>(player_, std::move(decisions), std::move(use), 0);
        if (responseDeferred_) frame->recountsModifiers();  // a cantrip Ash Storm here takes a result of A's choice
        ctx.push(std::move(frame));
        return;
    }
    toChampions(ctx, std::move(powers), against);
}

// The army's totals against the dragons (stated totals outside the legal ones fail at the roll's line).
void DragonAttackFrame::countResponse(Ctx& ctx, const RollEvaluation& eval,
                                      const std::array<std::optional<int>, 5>& stated) {
    const auto totals = DragonResponse::count(ctx, eval, stated);
    melee_ = totals.melee + helperDamage();  // controlled dragons rolled with the army
    missile_ = totals.missile;
    saves_ = totals.saves;
}

void DragonAttackFrame::toChampions(Ctx& ctx, std::vector<ChampionFrame::Power> powers,
                                    const std::vector<int>& against) {
    if (!powers.empty() && !against.empty()) {
        step_ = Step::Champions;
        ctx.push(std::make_unique<ChampionFrame>(player_, at_, std::move(powers), against));
        return;
    }
    afterChampions(ctx);
}

void DragonAttackFrame::afterChampions(Ctx& ctx) {
    if (!killable().empty()) {
        step_ = Step::DragonDamage;
        return;
    }
    resolveDamage(ctx);
}

// ---------------------------------------------------------------- step 6-7: damage to the dragons

std::vector<int> DragonAttackFrame::killable() const {
    return DragonDamage::killable(dragons_, melee_, missile_);
}

void DragonAttackFrame::dragonDamage(Ctx& ctx) {
    DragonDamage::allocate(ctx, dragons_, player_, at_, melee_, missile_);
    resolveDamage(ctx);
}

// ---------------------------------------------------------------- step 7: damage

void DragonAttackFrame::resolveDamage(Ctx& ctx) {
    auto& s = ctx.s;
    for (auto& a : dragons_) {
        if (a.slain) continue;
        if (a.fromArmy > 0 || a.killedBySai || a.need() == 0) {
            a.killed = true;
            if (a.fromArmy > 0 || a.killedBySai) armyKilledDragon_ = true;
            s.piece(a.piece).loc = Location::pool();  // its bonds end (EffectStore::prune)
        }
    }
    const int damage = armyAttacked() ? std::max(0, armyDamage() - saves_) : 0;
    if (damage > 0 && armyThere(ctx)) {
        step_ = Step::ArmyDamage;
        KillCause cause;
        cause.kind = KillCause::Kind::Damage;
        cause.at = at_;
        cause.source = "dragon attack";
        cause.stepPrefix = prefix(ctx);
        ctx.push(std::make_unique<KillFrame>(player_, at_, damage, cause, std::to_string(damage) + " damage",
                                             "dragon attack: damage to the army"));
        return;
    }
    toPromotion(ctx);
}

// ---------------------------------------------------------------- step 8: promotion

void DragonAttackFrame::toPromotion(Ctx& ctx) {
    promotions_ = armyKilledDragon_ && armyThere(ctx) ? DragonPromotion::most(ctx, player_, at_) : 0;
    if (promotions_ > 0) {
        step_ = Step::Promotion;
        return;
    }
    finish(ctx);
}

void DragonAttackFrame::promote(Ctx& ctx) {
    DragonPromotion::promote(ctx, player_, at_, promotions_);
    finish(ctx);
}

// ---------------------------------------------------------------- step 9: wings

void DragonAttackFrame::finish(Ctx& ctx) {
    if (step_ == Step::Done) return;
    std::string flown;
    for (const auto& a : dragons_) {
        if (a.killed || a.slain || !a.wing) continue;
        ctx.s.piece(a.piece).loc = Location::pool();
        flown += (flown.empty() ? "" : ", ") + ctx.ref(a.piece);
    }
    std::string killed;
    for (const auto& a : dragons_)
        if (a.killed) killed += (killed.empty() ? "" : ", ") + ctx.ref(a.piece);
    if (over_.empty()) over_ = "the dragon attack at " + ctx.s.terrain(terrain_).key + " is over";
    if (!killed.empty()) over_ += " (killed: " + killed + ")";
    if (!flown.empty()) over_ += " (flew home: " + flown + ")";
    step_ = Step::Done;
    done = true;
}

}  // namespace muster::rules::engine
