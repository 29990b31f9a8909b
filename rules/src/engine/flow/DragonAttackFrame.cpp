// A dragon attack at one terrain (V4.01d Dragon Attacks, Dragon Breath, Dragon Icons; docs/match-log.md "Dragon
// attacks" for the statements). Readings where the rulebook leaves room are in docs/rules-decisions.md.
#include "flow/DragonAttackFrame.h"

#include <algorithm>
#include <iterator>
#include <map>
#include <stdexcept>

#include "casualties/Casualties.h"
#include "champions/DragonBonds.h"
#include "effects/EffectStore.h"
#include "flow/ChampionFrame.h"
#include "flow/KillFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "eighth/Vortex.h"
#include "sai/DragonResponseSais.h"
#include "sai/ReRollSais.h"
#include "sai/SaiRegistry.h"
#include "spells/SpellRerolls.h"
#include "state/Exchanges.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

using domain::DragonType;
using domain::Element;

namespace {

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

RollSpec responseSpec(int player, Location at) {
    RollSpec spec;
    spec.counts = typeBit(RollType::Melee) | typeBit(RollType::Missile) | typeBit(RollType::Save);
    spec.purpose = RollPurpose::DragonResponse;
    spec.attack = AttackKind::Dragon;
    spec.roller = player;
    spec.at = at;
    return spec;
}

// One breath effect on the army as a lasting effect, until the beginning of its owner's next turn.
Effect breathEffect(BreathEffect kind, int caster, int player, Location at) {
    Effect fx;
    fx.source = std::string(toString(kind));
    fx.from = Effect::From::Breath;
    fx.caster = caster;
    fx.target = EffectTargetKind::Army;
    fx.targetPlayer = player;
    fx.targetArmy = at;
    fx.expiresAtStartOf = player;
    RollModifier m;
    m.scope = RollScope::Army;
    switch (kind) {
        case BreathEffect::LightningBolt:
            m.types = typeBit(RollType::Melee);
            m.op = ModifierOp::Divide;
            m.amount = 2;
            break;
        case BreathEffect::Petrify:
            m.types = typeBit(RollType::Maneuver);
            m.op = ModifierOp::Divide;
            m.amount = 2;
            break;
        case BreathEffect::PoisonousCloud:
            m.types = typeBit(RollType::Missile);
            m.op = ModifierOp::Divide;
            m.amount = 2;
            break;
        case BreathEffect::DragonPlague:
            m.types = kAllTypes;
            m.op = ModifierOp::IgnoreIds;
            break;
        default:
            return fx;
    }
    fx.modifiers.push_back(m);
    return fx;
}

// Why a Dragonkin may not roll against these dragons (V4.01d Dragonkin: not in an attack that includes a dragon of
// its element, an Ivory, an Ivory Hybrid or a White Dragon), or "".
std::string dragonkinHeldBack(const Ctx& ctx, int unit, const std::vector<int>& dragons) {
    const auto& kin = ctx.die(unit);
    for (int d : dragons) {
        const auto& dragon = ctx.die(d);
        if (dragon.dragonType == DragonType::Ivory || dragon.dragonType == DragonType::IvoryHybrid ||
            dragon.isWhiteDragon())
            return "Dragonkin do not roll against an Ivory, Ivory Hybrid or White Dragon (" + ctx.ref(d) + ")";
        if (dragon.elements.intersects(kin.elements))
            return "Dragonkin do not roll against a dragon of their element (" + ctx.ref(d) + ")";
    }
    return "";
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
    for (auto& a : dragons_)
        if (a.piece == piece) return &a;
    return nullptr;
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

std::vector<int> DragonAttackFrame::responseRollers(const Ctx& ctx) const {
    std::vector<int> against;
    for (const auto& a : dragons_)
        if (a.attacksArmy) against.push_back(a.piece);
    // A glaring unit (Hypnotic Glare) is not optional here: the roll against a dragon attack lists it.
    const auto rollers = RollersOf::army(ctx, player_, at_, responseSpec(player_, at_));
    std::vector<int> all = rollers.must;
    all.insert(all.end(), rollers.may.begin(), rollers.may.end());
    std::vector<int> out;
    for (int u : all)
        if (!ctx.die(u).isDragonkin() || dragonkinHeldBack(ctx, u, against).empty()) out.push_back(u);
    return out;
}

int DragonAttackFrame::need(const Attacker& d) const {
    return std::max(0, d.health + (d.belly ? 0 : 5) - d.fromDragons);
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
            std::string open;
            for (const auto& a : dragons_) {
                if (a.attacksArmy || a.idle || a.helper || a.target >= 0) continue;
                if (x.who < 0) x.who = a.owner;
                open += (open.empty() ? "" : ", ") + ctx.ref(a.piece);
                if (a.owner == x.who) {
                    x.rollers.push_back(a.piece);
                    for (const auto& b : dragons_)
                        if (b.piece != a.piece && dragonAttacksDragon(ctx.die(a.piece), ctx.die(b.piece)))
                            x.options.push_back(ctx.ref(a.piece) + " " + ctx.ref(b.piece));
                }
            }
            x.what = "'dragon-target <owner> <dragon> <target dragon>' for " + open;
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
                for (int i : breathFits_)
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
    const auto& e = ctx.ev();
    const int owner = ctx.actor();
    if (e.args.size() != 2) ctx.fail(Rule::LogFormat, "expected 'dragon-target <owner> <dragon> <target dragon>'");
    const int d = ctx.pieceRef(e.args[0], owner);
    Attacker* a = find(d);
    if (a == nullptr) ctx.fail(Rule::Dragons, "'" + e.args[0] + "' is not a dragon at " + ctx.s.terrain(terrain_).key);
    if (a->owner != owner) ctx.fail(Rule::Dragons, ctx.ref(d) + " is " + ctx.pid(a->owner) + "'s to direct");
    if (a->attacksArmy)
        ctx.fail(Rule::Dragons, ctx.ref(d) + " attacks the army: no dragon here is a target for it (targeting table)");
    if (a->idle || a->helper)
        ctx.fail(Rule::Dragons, ctx.ref(d) + (a->helper ? " rolls with the army of the unit that controls it"
                                                        : " does not attack here (tamed by a unit of this army, or "
                                                          "kept from rolling by its controller)"));
    if (a->target >= 0) ctx.fail(Rule::Dragons, ctx.ref(d) + "'s target is already named");
    const int t = ctx.pieceRef(e.args[1], owner);
    if (find(t) == nullptr || t == d || !dragonAttacksDragon(ctx.die(d), ctx.die(t))) {
        std::string valid;
        for (const auto& b : dragons_)
            if (b.piece != d && dragonAttacksDragon(ctx.die(d), ctx.die(b.piece)))
                valid += (valid.empty() ? "" : ", ") + ctx.ref(b.piece);
        ctx.fail(Rule::Dragons,
                 ctx.die(d).name + " may attack " + valid + " here (targeting table), not '" + e.args[1] + "'");
    }
    a->target = t;
    if (std::all_of(dragons_.begin(), dragons_.end(),
                    [](const Attacker& x) { return x.attacksArmy || x.idle || x.helper || x.target >= 0; }))
        step_ = Step::Rolls;
}

// ---------------------------------------------------------------- step 3: the dragons' rolls

void DragonAttackFrame::roll(Ctx& ctx) {
    const auto& e = ctx.ev();
    const int owner = ctx.actor();
    const auto mine = unrolledOf(owner);
    if (mine.empty()) ctx.expected(expect(ctx));
    if (std::find(e.bare.begin(), e.bare.end(), "dragon") == e.bare.end() || !e.totals.empty())
        ctx.fail(Rule::LogFormat, "a dragon roll names its purpose and states no total: 'roll " + ctx.pid(owner) +
                                      " dragon : " + ctx.labels(mine) + "=<face>'");
    DiceRequest request;
    request.roller = owner;
    request.must = mine;
    request.purpose = "the dragon roll of " + ctx.pid(owner) + "'s dragons at " + ctx.s.terrain(terrain_).key;
    request.rule = Rule::Dragons;
    auto againstDragon = [this](int piece) {
        for (const auto& a : dragons_)
            if (a.piece == piece) return !a.attacksArmy;
        return false;
    };
    auto rerollRule = [&](const std::string& reason, DragonFace face) {
        RerollRule r;
        r.reason = reason;
        r.mode = RerollMode::Add;
        r.check = [face, againstDragon](Ctx& c, const RolledDice&, const DieRoll& before, const RerollSegment&) {
            const DragonFace shown =
                dragonFaceOf(c.cat.die(before.die).faces[static_cast<std::size_t>(before.face)].icon);
            if (shown != face || !dragonFaceRollsAgain(face, againstDragon(before.piece)))
                c.fail(Rule::Dragons, "'" + c.s.label(before.piece) + "' showed " + std::string(toString(shown)) +
                                          (face == DragonFace::Breath && shown == face
                                               ? ": a breath against the army kills and is not rolled again"
                                               : ", which is not rolled again for " + std::string(toString(face))));
        };
        return r;
    };
    request.rerolls.push_back(rerollRule("tail", DragonFace::Tail));
    request.rerolls.push_back(rerollRule("breath", DragonFace::Breath));
    const auto dice = readDice(ctx, request);
    anyRolled_ = true;
    // Every face that rolls again must be followed by its re-roll.
    for (const auto& d : dice.dice) {
        const DragonFace face = dragonFaceOf(ctx.cat.die(d.die).faces[static_cast<std::size_t>(d.face)].icon);
        if (!dragonFaceRollsAgain(face, againstDragon(d.piece))) continue;
        const bool followed = std::any_of(dice.dice.begin(), dice.dice.end(), [&](const DieRoll& x) {
            return x.piece == d.piece && x.generation == d.generation + 1;
        });
        if (!followed) {
            const std::string reason = face == DragonFace::Tail ? "tail" : "breath";
            ctx.fail(Rule::Dragons, ctx.s.label(d.piece) + " rolled " + std::string(toString(face)) +
                                        ", so it is rolled again and the new face applies too: '/ " + reason + " " +
                                        ctx.s.label(d.piece) + "=<face>'");
        }
    }
    for (int piece : mine) {
        Attacker& a = *find(piece);
        a.rolled = true;
        for (const auto& d : dice.dice) {
            if (d.piece != piece) continue;
            const DragonFace face = dragonFaceOf(ctx.cat.die(d.die).faces[static_cast<std::size_t>(d.face)].icon);
            a.faces.push_back(face);
            switch (face) {
                case DragonFace::Belly:
                    a.belly = true;
                    break;
                case DragonFace::Breath:
                    if (a.attacksArmy)
                        ++a.breaths;
                    else
                        a.damage += dragonFaceDamage(face, a.white);
                    break;
                case DragonFace::Treasure:
                    if (a.attacksArmy) a.treasures += treasurePromotions(a.white);
                    break;
                case DragonFace::Wing:
                    if (a.helper) break;  // a controlled dragon rolled with its army ignores Wing (S0:L1380)
                    a.wing = true;
                    a.damage += dragonFaceDamage(face, a.white);
                    break;
                default:
                    a.damage += dragonFaceDamage(face, a.white);
                    break;
            }
        }
    }
    if (nextRoller(ctx) < 0) afterRolls(ctx);
}

void DragonAttackFrame::afterRolls(Ctx& ctx) {
    for (const auto& a : dragons_)
        if (a.target >= 0) find(a.target)->fromDragons += a.damage;
    breathsOpen_.clear();
    for (std::size_t i = 0; i < dragons_.size(); ++i)
        if (dragons_[i].attacksArmy)
            for (int k = 0; k < dragons_[i].breaths; ++k) breathsOpen_.push_back(static_cast<int>(i));
    nextBreath(ctx);
}

// ---------------------------------------------------------------- step 4: breath against the army

void DragonAttackFrame::nextBreath(Ctx& ctx) {
    breathFits_.clear();
    if (!breathsOpen_.empty() && armyThere(ctx)) {
        // Any open breath may come next (the marching player's order, S0:L333): the kill names the amount (5, or
        // 10 for a White Dragon) and the header's first open breath is the default.
        const Attacker& first = dragons_[static_cast<std::size_t>(breathsOpen_.front())];
        const int kills = breathKills(first.white);
        std::vector<int> amounts;
        std::string whose;
        for (int i : breathsOpen_) {
            const Attacker& a = dragons_[static_cast<std::size_t>(i)];
            if (whose.find(ctx.ref(a.piece)) == std::string::npos)
                whose += (whose.empty() ? "" : " or ") + ctx.ref(a.piece);
            const int k = breathKills(a.white);
            if (k != kills && std::find(amounts.begin(), amounts.end(), k) == amounts.end()) amounts.push_back(k);
        }
        step_ = Step::Breath;
        KillCause cause;
        cause.kind = KillCause::Kind::Killed;
        cause.at = at_;
        cause.source = "dragon breath";
        cause.stepPrefix = prefix(ctx) + "breath: ";
        auto kill = std::make_unique<KillFrame>(
            player_, at_, kills, cause, std::to_string(kills) + " health-worth killed by the breath of " + whose,
            "dragon attack: breath of " + whose);
        kill->orAmounts(std::move(amounts));
        ctx.push(std::move(kill));
        return;
    }
    breathsOpen_.clear();
    treasuresLeft_ = 0;
    if (armyThere(ctx))
        for (const auto& a : dragons_)
            if (a.attacksArmy) treasuresLeft_ += a.treasures;
    step_ = Step::Treasure;
    if (treasuresLeft_ == 0) toResponse(ctx);
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
                               : breathKills(dragons_[static_cast<std::size_t>(breathsOpen_.front())].white);
        afterBreath(ctx, amount, kill != nullptr ? kill->killed() : std::vector<int>{});
        return;
    }
    if (step_ == Step::ArmyDamage) {
        toPromotion(ctx);
        return;
    }
    if (step_ == Step::ResponseSais) {
        if (const auto* sais = dynamic_cast<const SaiResolutionFrame*>(&child); sais != nullptr && responseDeferred_) {
            // Step 4 of a roll with Cantrip magic is over: its totals count the cantrip spells cast there.
            responseDeferred_ = false;
            auto eval = pendingResponse_;
            sais->applyAddedModifiers(eval);
            countResponse(ctx, eval, responseStated_);
        }
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
    const auto effects = breathEffects(ctx.die(dragons_[static_cast<std::size_t>(index)].piece), ctx.elementsAt(at_));
    return std::find(effects.begin(), effects.end(), BreathEffect::DragonFire) != effects.end();
}

bool DragonAttackFrame::takeBreath(Ctx& ctx, int index) {
    breathsOpen_.erase(std::find(breathsOpen_.begin(), breathsOpen_.end(), index));
    breathFits_.clear();
    const Attacker& a = dragons_[static_cast<std::size_t>(index)];
    bool fire = false;
    for (BreathEffect effect : breathEffects(ctx.die(a.piece), ctx.elementsAt(at_))) {
        if (effect == BreathEffect::DragonFire) fire = true;
        if (effect == BreathEffect::DragonFire || effect == BreathEffect::LifeDrain || !armyThere(ctx)) continue;
        EffectStore::add(ctx.s, breathEffect(effect, a.owner, player_, at_));
    }
    return fire;
}

void DragonAttackFrame::afterBreath(Ctx& ctx, int amount, const std::vector<int>& killed) {
    // Only the units still killed would roll for Dragon Fire (a replanted Treefolk or a stepped-down Undead is not).
    fireRollers_.clear();
    for (int u : killed)
        if (ctx.s.piece(u).loc.where == Where::Dua && !has(fireRollers_, u)) fireRollers_.push_back(u);
    // The open breaths this kill fits; with and without Dragon Fire among them, the next statement says whose it was.
    std::vector<int> fits;
    bool withFire = false;
    bool withoutFire = false;
    for (int i : breathsOpen_)
        if (breathKills(dragons_[static_cast<std::size_t>(i)].white) == amount && !has(fits, i)) {
            fits.push_back(i);
            (fireBreath(ctx, i) ? withFire : withoutFire) = true;
        }
    if (fits.empty()) throw std::logic_error("dragon attack: a breath's kill fits no open breath");
    if (withFire && withoutFire && !fireRollers_.empty()) {
        breathFits_ = fits;
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

// A statement that is the Dragon Fire roll of the units the last breath killed: a roll by the army's owner naming them.
bool DragonAttackFrame::fitsFireRoll(const Ctx& ctx, const Event& e) const {
    if (e.kind != EventKind::Roll || e.player != ctx.pid(player_)) return false;
    for (const auto& f : e.faces)
        for (int u : fireRollers_)
            if (ctx.s.label(u) == f.unit) return true;
    return false;
}

// BreathWhose: the Dragon Fire roll makes the kill a fire breath's; any other statement makes it the breath's without.
bool DragonAttackFrame::whose(Ctx& ctx, const Event& e) {
    const bool fire = fitsFireRoll(ctx, e);
    const auto fits = breathFits_;
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
    ctx.needActor(player_, Rule::DragonBreath, "the save roll of the units Dragon Fire killed");
    DiceRequest request;
    request.roller = player_;
    request.must = fireRollers_;
    request.purpose = "the save roll of the units Dragon Fire killed";
    request.rule = Rule::DragonBreath;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Save);
    spec.purpose = RollPurpose::Individual;
    spec.army = false;
    spec.roller = player_;
    spec.at = Location::dua();
    spec.cause = "Dragon Fire";
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "save");
    if (!stated) ctx.fail(Rule::LogFormat, "a save roll stating 'save=<total>'");
    evaluator.checkTotal(eval, RollType::Save, *stated, "save");
    std::vector<int> buried;
    for (int u : fireRollers_) {
        int got = 0;
        for (const auto& d : eval.dice)
            if (d.piece == u) got += d.of(RollType::Save) + d.countsAs[index(RollType::Save)] + d.autoSaves;
        if (got == 0) buried.push_back(u);
    }
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
    const auto& e = ctx.ev();
    ctx.needActor(player_, Rule::Promotion, "a treasure promotion of the attacked army");
    if (treasuresLeft_ <= 0)
        ctx.fail(Rule::Promotion, "no treasure promotion is left (the dragons' treasure results give " +
                                      std::to_string(treasuresLeft_) + " more)");
    if (e.args.size() != 3 || e.args[0] != "promote")
        ctx.fail(Rule::LogFormat, "expected 'treasure " + ctx.pid(player_) + " promote <unit> <dead unit>'");
    const int u = ctx.ownPiece(player_, e.args[1]);
    if (ctx.s.piece(u).loc != at_ || ctx.s.piece(u).kind != PieceKind::Unit)
        ctx.fail(Rule::Promotion, "'" + e.args[1] + "' is not in the attacked army at " + ctx.s.terrain(terrain_).key);
    Exchanges::promote(ctx, u, ctx.ownPiece(player_, e.args[2]), Rule::Promotion);
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
    const RollSpec spec = responseSpec(player_, at_);
    std::vector<int> against;
    for (const auto& a : dragons_)
        if (a.attacksArmy) against.push_back(a.piece);
    DiceRequest request;
    request.roller = player_;
    request.must = responseRollers(ctx);
    request.purpose = "the combination roll of " + ctx.armyName(player_, at_) + " against the dragons";
    request.rule = Rule::CombinationRolls;
    // Eldarim's Resist Fear (S0:L658): Dragonkin up to the health of the army's Eldarim may roll despite the
    // restriction; which ones is the roller's choice, read from the roll line and checked against that health.
    int eldarim = 0;
    for (int u : ctx.s.army(player_, at_))
        if (ctx.die(u).species == "Eldarim") eldarim += ctx.health(u);
    std::vector<int> fearless;
    for (int u : ctx.s.army(player_, at_))
        if (ctx.die(u).isDragonkin())
            if (auto why = dragonkinHeldBack(ctx, u, against); !why.empty()) {
                if (ctx.health(u) <= eldarim) {
                    request.may.push_back(u);
                    fearless.push_back(u);
                } else {
                    if (eldarim > 0) why += ", and Resist Fear covers only " + std::to_string(eldarim) + " health";
                    request.heldBack.push_back({u, Rule::Dragonkin, why});
                }
            }
    addSaiRerolls(ctx, request, spec);  // step 3: Rend and Tail roll their die again
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    addSpellRerolls(ctx, request, spec);  // step 3: Flashfire
    const auto dice = readDice(ctx, request);
    int resisting = 0;
    for (int u : fearless)
        if (dice.latest(u) != nullptr) resisting += ctx.health(u);
    if (resisting > eldarim)
        ctx.fail(Rule::SpeciesEldarim, "Resist Fear lets Dragonkin of up to " + std::to_string(eldarim) +
                                           " health (the army's Eldarim) roll against these dragons, and " +
                                           std::to_string(resisting) + " health of them rolled");
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
        if (a.struck > 0 && a.struck >= need(a) && need(a) > 0) a.killedBySai = true;
    // Step 4 of the roll: SAIs that need the roller's decisions (Wayfare's move), after the totals are read; any
    // other pending SAI is unsupported here.
    auto decisions = SaiResolutionFrame::decisions(ctx, eval, "dragon attack");
    std::array<std::optional<int>, 5> stated{};
    for (const auto& t : e.totals) {
        const auto type = parseRollType(t.type);
        if (!type || !spec.counts1(*type))
            ctx.fail(Rule::LogFormat,
                     "the army's roll against dragons states 'melee=N missile=N save=N' only, not '" + t.type + "'");
        if (stated[index(*type)]) ctx.fail(Rule::LogFormat, "'" + t.type + "' is stated twice");
        stated[index(*type)] = t.value;
    }
    // A cantrip spell cast at step 4 counts in this roll (S0:L741): with Cantrip magic the totals are checked once
    // step 4 is over (childDone), still reported at this line; otherwise now.
    responseDeferred_ = SaiResolutionFrame::hasCantripMagic(ctx, eval);
    if (responseDeferred_) {
        pendingResponse_ = eval;
        responseStated_ = stated;
    } else {
        countResponse(ctx, eval, stated);
    }
    // Eldarim champions whose logo shows their power may tame, slay or control an attacking dragon (S0:L1370).
    std::vector<ChampionFrame::Power> powers;
    for (const auto& d : eval.dice)
        if (d.face.kind == FaceKind::Sai)
            if (const auto power = DragonBonds::powerOf(ctx.data.sais.name(d.face.sai)))
                powers.push_back({d.piece, *power, false});
    if (!decisions.empty()) {
        step_ = Step::ResponseSais;
        powers_ = std::move(powers);
        against_ = against;
        SaiUse use;
        use.spec = spec;
        use.defenderAt = at_;
        use.line = e.line;
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
    const auto totals = RollEvaluator(ctx).checkCombination(eval, stated);  // answers totals a log writer asks for
    runAfterRoll(ctx, eval.spec, eval);                                      // lasting effects of its SAIs (Cloak)
    melee_ = totals[index(RollType::Melee)] + helperDamage();  // controlled dragons rolled with the army
    missile_ = totals[index(RollType::Missile)];
    saves_ = totals[index(RollType::Save)];
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

// The dragons the army's results could kill: alive after the dragons' own damage, attacking the army, and
// covered by the melee or the missile results.
std::vector<int> DragonAttackFrame::killable() const {
    std::vector<int> out;
    for (const auto& a : dragons_) {
        if (!a.attacksArmy || a.subdued || a.killedBySai) continue;
        const int n = need(a);
        if (n > 0 && (n <= melee_ || n <= missile_)) out.push_back(a.piece);
    }
    return out;
}

void DragonAttackFrame::dragonDamage(Ctx& ctx) {
    const auto& e = ctx.ev();
    ctx.needActor(player_, Rule::Dragons, "the damage the attacked army deals the dragons");
    int meleeLeft = melee_;
    int missileLeft = missile_;
    std::vector<int> named;
    for (const auto& word : e.args) {
        const auto eq = word.find('=');
        const std::string kind = eq == std::string::npos ? "" : word.substr(eq + 1);
        if (eq == std::string::npos || (kind != "melee" && kind != "missile"))
            ctx.fail(Rule::LogFormat, "expected '<dragon>=melee' or '<dragon>=missile', not '" + word + "'");
        const int d = ctx.pieceRef(word.substr(0, eq), player_);
        Attacker* a = find(d);
        if (a != nullptr && a->subdued)
            ctx.fail(Rule::Dragons, ctx.ref(d) + " was tamed, slain or controlled by a champion: the army spares it");
        if (a == nullptr || !a->attacksArmy)
            ctx.fail(Rule::Dragons, "'" + word.substr(0, eq) + "' is not a dragon attacking " +
                                        ctx.armyName(player_, at_) +
                                        " (the army fights only the dragons that attack it)");
        if (has(named, d)) ctx.fail(Rule::Dragons, ctx.ref(d) + " is named twice");
        named.push_back(d);
        const int n = need(*a);
        if (n == 0) ctx.fail(Rule::Dragons, ctx.ref(d) + " is killed by the dragons' own damage already");
        if (a->killedBySai)
            ctx.fail(Rule::Dragons, ctx.ref(d) + " is killed by the army's Decapitate or Impale already");
        int& left = kind == "melee" ? meleeLeft : missileLeft;
        if (n > left)
            ctx.fail(Rule::Dragons,
                     ctx.ref(d) + " takes " + std::to_string(n) + " " + kind + " to kill (health " +
                         std::to_string(ctx.die(d).health) +
                         (a->belly ? ", no automatic saves: it rolled Belly" : " plus 5 automatic saves") +
                         (a->fromDragons > 0 ? ", minus " + std::to_string(a->fromDragons) + " from dragons" : "") +
                         "); only " + std::to_string(left) + " " + kind + " result(s) are left for it");
        left -= n;
        a->fromArmy = n;
    }
    // As many as the results cover: no dragon left alive could still be killed by what is left of one type.
    for (const auto& a : dragons_) {
        if (!a.attacksArmy || a.subdued || a.killedBySai || has(named, a.piece)) continue;
        const int n = need(a);
        if (n > 0 && (n <= meleeLeft || n <= missileLeft))
            ctx.fail(Rule::Dragons, ctx.ref(a.piece) + " must be killed too: " + std::to_string(n) +
                                        " results kill it and " +
                                        std::to_string(n <= meleeLeft ? meleeLeft : missileLeft) +
                                        (n <= meleeLeft ? " melee" : " missile") + " are left");
    }
    resolveDamage(ctx);
}

// ---------------------------------------------------------------- step 7: damage

void DragonAttackFrame::resolveDamage(Ctx& ctx) {
    auto& s = ctx.s;
    for (auto& a : dragons_) {
        if (a.slain) continue;
        if (a.fromArmy > 0 || a.killedBySai || need(a) == 0) {
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

int DragonAttackFrame::maxPromotions(const Ctx& ctx) const {
    // Promotions happen at once: each unit of (species, health h) needs its own unit of (species, h + 1) in the
    // DUA (the Summoning Pool for Dragonkin); classes do not compete, so the most is a sum of minimums.
    std::map<std::pair<std::string, int>, int> army;
    std::map<std::pair<std::string, int>, int> spare;
    for (int u : ctx.s.army(player_, at_)) ++army[{ctx.die(u).species, ctx.health(u)}];
    for (std::size_t i = 0; i < ctx.s.pieces.size(); ++i) {
        const auto& p = ctx.s.pieces[i];
        if (p.owner != player_ || p.kind != PieceKind::Unit) continue;
        const auto& die = ctx.cat.die(p.die);
        if (p.loc.where == (die.isDragonkin() ? Where::Pool : Where::Dua)) ++spare[{die.species, die.health}];
    }
    int n = 0;
    for (const auto& [key, count] : army) {
        const auto it = spare.find({key.first, key.second + 1});
        if (it != spare.end()) n += std::min(count, it->second);
    }
    return n;
}

void DragonAttackFrame::toPromotion(Ctx& ctx) {
    promotions_ = armyKilledDragon_ && armyThere(ctx) ? maxPromotions(ctx) : 0;
    if (promotions_ > 0) {
        step_ = Step::Promotion;
        return;
    }
    finish(ctx);
}

void DragonAttackFrame::promote(Ctx& ctx) {
    const auto& e = ctx.ev();
    ctx.needActor(player_, Rule::Promotion, "the promotion after the army killed a dragon");
    if (e.args.size() % 2 != 0)
        ctx.fail(Rule::LogFormat, "expected 'promote " + ctx.pid(player_) + " <unit> <dead unit> ...' in pairs");
    std::vector<int> units;
    std::vector<int> spares;
    for (std::size_t i = 0; i + 1 < e.args.size(); i += 2) {
        const int u = ctx.ownPiece(player_, e.args[i]);
        const int d = ctx.ownPiece(player_, e.args[i + 1]);
        if (ctx.s.piece(u).loc != at_ || ctx.s.piece(u).kind != PieceKind::Unit)
            ctx.fail(Rule::Promotion, "'" + e.args[i] + "' is not in the army that killed the dragon");
        if (has(units, u) || has(spares, d)) ctx.fail(Rule::Promotion, "a unit is named twice in one promotion");
        units.push_back(u);
        spares.push_back(d);
    }
    if (static_cast<int>(units.size()) != promotions_)
        ctx.fail(Rule::Promotion, "the army promotes as many units as possible: " + std::to_string(promotions_) +
                                      ", not " + std::to_string(units.size()));
    // All at once: check every pair before any exchange.
    for (std::size_t i = 0; i < units.size(); ++i) {
        const auto& a = ctx.die(units[i]);
        const auto& b = ctx.die(spares[i]);
        const Where from = a.isDragonkin() ? Where::Pool : Where::Dua;
        if (ctx.s.piece(spares[i]).loc.where != from)
            ctx.fail(Rule::Promotion, "'" + ctx.s.label(spares[i]) + "' is not in " + ctx.pid(player_) + "'s " +
                                          (from == Where::Pool ? "Summoning Pool" : "DUA"));
        if (a.species != b.species || b.health != a.health + 1)
            ctx.fail(Rule::Promotion, "promotion exchanges a unit for one of the same species with one more health (" +
                                          a.name + " -> " + b.name + " is not that)");
    }
    for (std::size_t i = 0; i < units.size(); ++i) Exchanges::promote(ctx, units[i], spares[i], Rule::Promotion);
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
