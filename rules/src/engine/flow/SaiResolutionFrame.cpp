// Step 4 of Die Roll Resolution (V4.01d Die Roll Resolution; SAIs, Targeting): SAIs that need the roller's
// decisions, resolved one 'sai' statement at a time in the roller's order, multiples of one SAI combined when
// the statement names several dice. Each SAI's definition checks the statement and makes the frame that asks
// for the rest (sub-rolls, allocations).
#include "flow/SaiResolutionFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "effects/EffectStore.h"
#include "flow/KillFrame.h"
#include "flow/MagicFrame.h"
#include "roll/FaceTable.h"

namespace muster::rules::engine {

namespace {

// The catalog SAI a run of words names ("Stomp", "Sneak Attack", "SneakAttack"), or -1.
int saiNamed(const Ctx& ctx, const std::vector<std::string>& words, std::size_t count) {
    std::string joined;
    for (std::size_t i = 0; i < count; ++i) joined += words[i];
    return ctx.data.faces.saiBySquashedName(squash(joined));
}

std::vector<std::string> splitPlus(const std::string& text) {
    std::vector<std::string> out;
    std::size_t from = 0;
    for (std::size_t at = text.find('+'); at != std::string::npos; at = text.find('+', from)) {
        out.push_back(text.substr(from, at - from));
        from = at + 1;
    }
    out.push_back(text.substr(from));
    return out;
}

}  // namespace

SaiResolutionFrame::SaiResolutionFrame(int roller, std::vector<OpenFace> faces, SaiUse roll, int noSaveDamage)
    : roller_(roller), open_(std::move(faces)), roll_(std::move(roll)), noSave_(noSaveDamage) {}

std::vector<SaiResolutionFrame::OpenFace> SaiResolutionFrame::decisions(Ctx& ctx, const RollEvaluation& eval,
                                                                        const std::string& rollName) {
    std::vector<OpenFace> out;
    for (const auto& p : eval.pending) {
        const auto* def = ctx.data.sais.find(p.sai);
        if (def == nullptr || def->begin == nullptr || (p.delayed && !(rollName == "melee" || rollName == "missile")))
            ctx.unsupported("SAI " + ctx.data.sais.name(p.sai) + " in a " + rollName + " roll");
        if (p.delayed) continue;  // the attack's caller resolves it at the defender's save roll (delayed())
        out.push_back({p.sai, p.piece, p.x, p.optional, p.elements});
    }
    return out;
}

std::vector<SaiResolutionFrame::OpenFace> SaiResolutionFrame::delayed(Ctx& ctx, const RollEvaluation& eval) {
    std::vector<OpenFace> out;
    for (const auto& p : eval.pending) {
        if (!p.delayed) continue;
        const auto* def = ctx.data.sais.find(p.sai);
        if (def == nullptr || def->begin == nullptr) continue;  // decisions() made the roll unsupported
        out.push_back({p.sai, p.piece, p.x, p.optional, p.elements});
    }
    return out;
}

std::unique_ptr<SaiResolutionFrame> SaiResolutionFrame::afterRoll(Ctx& ctx, const RollEvaluation& eval,
                                                                  const std::string& rollName,
                                                                  const std::string& stepPrefix) {
    if (eval.pending.empty()) return nullptr;
    auto faces = decisions(ctx, eval, rollName);
    if (faces.empty()) return nullptr;
    SaiUse roll;
    roll.spec = eval.spec;
    roll.defenderAt = eval.spec.at;
    roll.line = eval.line;
    roll.text = eval.text;
    roll.stepPrefix = stepPrefix;
    return std::make_unique<SaiResolutionFrame>(eval.spec.roller, std::move(faces), std::move(roll), 0);
}

namespace {

// The stated totals of a roll, checked against its evaluation (a wrong one is refused at the roll's line).
std::array<int, 5> checkTotals(Ctx& ctx, const RollEvaluation& eval, const SaiResolutionFrame::StatedTotals& stated) {
    const RollEvaluator evaluator(ctx);
    if (eval.spec.combination()) return evaluator.checkCombination(eval, stated.stated);
    std::array<int, 5> out{};
    for (RollType t : kRollTypes)
        if (stated.stated[index(t)])
            out[index(t)] = evaluator.checkTotal(eval, t, *stated.stated[index(t)], stated.what);
    return out;
}

}  // namespace

std::unique_ptr<SaiResolutionFrame> SaiResolutionFrame::afterRoll(Ctx& ctx, const RollEvaluation& eval,
                                                                  const RolledDice& dice, const StatedTotals& stated,
                                                                  std::array<int, 5>& totals,
                                                                  const std::string& rollName,
                                                                  const std::string& stepPrefix) {
    // A roll without Cantrip magic or a step-4 move keeps its fast path: the totals are checked at the roll line.
    if (!totalsWaitForStepFour(ctx, eval)) {
        totals = checkTotals(ctx, eval, stated);
        return afterRoll(ctx, eval, rollName, stepPrefix);
    }
    if (!eval.unsupported.empty()) ctx.failAt(eval.line, eval.text, Rule::NotModelled, eval.unsupported);
    auto frame = afterRoll(ctx, eval, rollName, stepPrefix);
    if (!frame) {  // not reached: Cantrip magic and moves always wait at step 4
        totals = checkTotals(ctx, eval, stated);
        return frame;
    }
    // The spells cast at step 4 count in this roll (S0:L741), the units that leave at step 4 do not (S0:L751):
    // checked once step 4 is over (checkDeferredTotals).
    for (RollType t : kRollTypes) totals[index(t)] = stated.stated[index(t)].value_or(0);
    frame->recountsModifiers();
    frame->deferred_ = WaitingRoll{eval, dice, {}};
    frame->stated_ = stated;
    return frame;
}

bool SaiResolutionFrame::mayTakeRollersAway(const Ctx& ctx, const RollEvaluation& eval) {
    if (!eval.spec.army) return false;
    return std::any_of(eval.pending.begin(), eval.pending.end(), [&](const PendingSai& p) {
        const auto* def = ctx.data.sais.find(p.sai);
        return def != nullptr && def->takesRollersAway;
    });
}

RollEvaluation SaiResolutionFrame::withoutDeparted(Ctx& ctx, const RollEvaluation& eval, const RolledDice& dice,
                                                   const SaiResolutionFrame* frame, const RollExtras& extras) {
    if (!eval.spec.army) return eval;
    const auto departed = [&](int piece) {
        if (ctx.s.piece(piece).loc == eval.spec.at) return false;
        return frame == nullptr ||
               std::find(frame->vanished_.begin(), frame->vanished_.end(), piece) == frame->vanished_.end();
    };
    if (std::none_of(eval.dice.begin(), eval.dice.end(), [&](const DieResult& d) { return departed(d.piece); }))
        return eval;
    RolledDice staying = dice;
    staying.dice.erase(
        std::remove_if(staying.dice.begin(), staying.dice.end(), [&](const DieRoll& d) { return departed(d.piece); }),
        staying.dice.end());
    auto out = RollEvaluator(ctx).evaluate(eval.spec, staying, extras);
    // The roll's own modifiers, as they were when it was rolled (the spells cast at step 4 are added by the owner,
    // applyAddedModifiers); the units' own parts are those of the dice that stayed.
    out.mods = eval.mods;
    out.choiceMods = eval.choiceMods;
    out.mayDoubleUnits = eval.mayDoubleUnits;
    out.mayDoubleTypes = eval.mayDoubleTypes;
    out.unsupported = eval.unsupported;
    out.line = eval.line;
    out.text = eval.text;
    return out;
}

RollEvaluation WaitingRoll::counted(Ctx& ctx, const SaiResolutionFrame* sais) const {
    return SaiResolutionFrame::withoutDeparted(ctx, eval, dice, sais, extras);
}

void SaiResolutionFrame::dropDeparted(Ctx& ctx) {
    const auto purpose = roll_.spec.purpose;
    if (!roll_.spec.army || (purpose != RollPurpose::Attack && purpose != RollPurpose::Save &&
                             purpose != RollPurpose::Magic && purpose != RollPurpose::DragonResponse))
        return;
    const auto departed = [&](int piece) {
        return ctx.s.piece(piece).loc != roll_.spec.at &&
               std::find(vanished_.begin(), vanished_.end(), piece) == vanished_.end();
    };
    open_.erase(std::remove_if(open_.begin(), open_.end(), [&](const OpenFace& f) { return departed(f.piece); }),
                open_.end());
    for (auto it = noSaveBy_.begin(); it != noSaveBy_.end();) {
        if (departed(it->first)) {
            noSave_ = std::max(0, noSave_ - it->second);
            it = noSaveBy_.erase(it);
        } else {
            ++it;
        }
    }
}

void SaiResolutionFrame::checkDeferredTotals(Ctx& ctx) {
    if (!deferred_) return;
    auto eval = deferred_->counted(ctx, this);
    deferred_.reset();
    applyAddedModifiers(eval);  // Stone Skin on the saving army, Ash Storm at its terrain
    checking_ = true;           // a wrong total is reported at the roll's line, with the roll's step
    checked_ = checkTotals(ctx, eval, stated_);
    checking_ = false;
}

void SaiResolutionFrame::end(Ctx& ctx) {
    checkDeferredTotals(ctx);
}

bool SaiResolutionFrame::hasCantripMagic(const Ctx& ctx, const RollEvaluation& eval) {
    return std::any_of(eval.pending.begin(), eval.pending.end(), [&](const PendingSai& p) {
        const auto* def = ctx.data.sais.find(p.sai);
        return def != nullptr && def->castsCantrips;
    });
}

std::string SaiResolutionFrame::step(const GameState&) const {
    if (checking_) return roll_.stepPrefix + stated_.what + " roll";
    return roll_.stepPrefix + "SAI resolution" + (resolving_.empty() ? "" : ": " + resolving_);
}

std::string SaiResolutionFrame::openList(const Ctx& ctx) const {
    std::string out;
    for (const auto& f : open_)
        out += (out.empty() ? "" : ", ") + ctx.data.sais.name(f.sai) + " " + ctx.s.label(f.piece) +
               " (X=" + std::to_string(f.x) + ")";
    return out;
}

Expectation SaiResolutionFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Sais;
    x.who = roller_;
    x.place = roll_.defenderAt;
    if (open_.empty() && noSave_ == 0) {
        // Every SAI is resolved; only what the last one started is still open above.
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    // Only Cantrip magic left (optional, spent with 'cast' lines, which are still accepted): the damage no save
    // reduces is what must come.
    const bool onlyCantrips = std::all_of(open_.begin(), open_.end(), [&](const OpenFace& f) {
        const auto* def = ctx.data.sais.find(f.sai);
        return def != nullptr && def->castsCantrips;
    });
    if (open_.empty() || (noSave_ > 0 && onlyCantrips)) {
        x.kinds = {EventKind::Kill};
        x.who = roll_.defender;
        x.amount = noSave_;
        x.what = "'kill " + ctx.pid(roll_.defender) + " ...' allocating " + std::to_string(noSave_) +
                 " damage no save reduces (SAIs)";
        x.why = "the SAIs of the roll are resolved";
        return x;
    }
    x.kinds = {EventKind::Sai};
    x.opponent = roll_.defender;
    if (hasCantrips(ctx)) x.kinds.push_back(EventKind::Cast);
    x.rollers = roll_.rolledId;  // a delayed SAI's possible targets (units that rolled ID in the save roll)
    if (noSave_ > 0) x.kinds.push_back(EventKind::Kill);
    x.noSaveDamage = noSave_;
    // The SAIs a 'sai' line may state (the first one's X in amount); Cantrip magic is spent with 'cast' lines
    // instead (x.kinds has Cast then).
    x.amount = open_.front().x;
    bool firstStated = true;
    for (const auto& f : open_) {
        const auto* def = ctx.data.sais.find(f.sai);
        if (def != nullptr && def->castsCantrips) continue;
        x.options.push_back(ctx.data.sais.name(f.sai) + " " + ctx.s.label(f.piece));
        x.sais.push_back({ctx.data.sais.name(f.sai), f.piece, f.x, f.optional});
        if (firstStated) x.amount = f.x;
        firstStated = false;
    }
    const auto& first = open_.front();
    x.what = "'sai " + ctx.pid(roller_) + " " + ctx.data.sais.name(first.sai) + " " + ctx.s.label(first.piece) +
             " ...' or another SAI still to resolve (" + openList(ctx) + ")";
    if (noSave_ > 0)
        x.what += ", or 'kill " + ctx.pid(roll_.defender) + " ...' allocating the " + std::to_string(noSave_) +
                  " damage no save reduces";
    if (hasCantrips(ctx))
        x.what += "; Cantrip magic is spent with 'cast <spell> with <element> ...' lines (cantrip spells only)";
    x.why = "step 4 of die roll resolution: " + ctx.pid(roller_) +
            " resolves the SAIs of the roll that need decisions, one by one in any order";
    x.optional = mayEnd(ctx);
    if (x.optional) x.why += " (the moves left are optional)";
    return x;
}

bool SaiResolutionFrame::accept(Ctx& ctx, const Event& e) {
    if (e.kind == EventKind::Cast && hasCantrips(ctx)) {
        castCantrips(ctx);
        return ctx.top().accept(ctx, e);
    }
    if (e.kind == EventKind::Sai && !open_.empty()) {
        resolve(ctx);
        return true;
    }
    if (e.kind == EventKind::Kill && noSave_ > 0) {
        allocateNoSaveDamage(ctx);
        return ctx.top().accept(ctx, e);
    }
    if (e.kind == EventKind::Sai)
        ctx.fail(Rule::Sais, "every SAI of the roll that needs a decision is resolved already");
    if (mayEnd(ctx)) return false;  // the optional SAIs are left out
    missingLine(ctx);
    ctx.expected(expect(ctx));
}

// A statement of a later step came while an SAI of the roll still needs its 'sai' line: the line is missing from the
// roll, so the roll's line is where the log goes wrong (the statement itself may be right).
void SaiResolutionFrame::missingLine(Ctx& ctx) const {
    std::string missing;
    for (const auto& f : open_) {
        const auto* def = ctx.data.sais.find(f.sai);
        if (f.optional || (def != nullptr && def->castsCantrips)) continue;
        missing += (missing.empty() ? "" : ", ") + std::string("'sai ") + ctx.pid(roller_) + " " +
                   ctx.data.sais.name(f.sai) + " " + ctx.s.label(f.piece) + " ...'";
    }
    if (missing.empty() || roll_.line <= 0 || roll_.line == ctx.ev().line) return;
    ctx.failAt(roll_.line, roll_.text, Rule::Sais,
               "this roll needs " + missing + " right after it: line " + std::to_string(ctx.ev().line) +
                   " belongs to a later step");
}

bool SaiResolutionFrame::mayEnd(const Ctx&) const {
    return noSave_ == 0 && std::all_of(open_.begin(), open_.end(), [](const OpenFace& f) { return f.optional; });
}

void SaiResolutionFrame::resolve(Ctx& ctx) {
    const auto& e = ctx.ev();
    ctx.needActor(roller_, Rule::Sais, "resolving the SAIs of this roll");
    static const std::string form = "'sai <player> <SAI> <unit>[+<unit>] [choices] [: <targets>]'";
    // The SAI's name may have several words; the longest that names an SAI, followed by the units, counts.
    int sai = -1;
    std::size_t nameWords = 0;
    for (std::size_t k = 1; k < e.args.size(); ++k)
        if (const int found = saiNamed(ctx, e.args, k); found >= 0) {
            sai = found;
            nameWords = k;
        }
    if (sai < 0) ctx.fail(Rule::LogFormat, "expected " + form + ": no SAI name followed by the dice showing it");
    const std::string& name = ctx.data.sais.name(sai);
    const bool isOpen = std::any_of(open_.begin(), open_.end(), [&](const OpenFace& f) { return f.sai == sai; });
    if (!isOpen) {
        const auto* def = ctx.data.sais.find(sai);
        if (def != nullptr && def->begin == nullptr)
            ctx.fail(Rule::Sais,
                     name + " needs no 'sai' line" +
                         (noSave_ > 0 ? ": its damage is allocated with 'kill " + ctx.pid(roll_.defender) + " ...'"
                                      : std::string()) +
                         "; still to resolve: " + openList(ctx));
        ctx.fail(Rule::Sais, "no " + name + " of this roll waits to be resolved; still to resolve: " + openList(ctx));
    }
    SaiUse use = roll_;
    use.sai = sai;
    use.name = name;
    for (const auto& label : splitPlus(e.args[nameWords])) {
        const int piece = ctx.ownPiece(roller_, label);
        const auto it = std::find_if(open_.begin(), open_.end(),
                                     [&](const OpenFace& f) { return f.sai == sai && f.piece == piece; });
        if (it == open_.end())
            ctx.fail(Rule::Sais,
                     "'" + label + "' shows no " + name + " still to resolve in this roll (" + openList(ctx) + ")");
        use.pieces.push_back(piece);
        use.x += it->x;
        use.elements = it->elements;
        open_.erase(it);
    }
    const auto* def = ctx.data.sais.find(sai);
    if (use.pieces.size() > 1 && !def->combinable)
        ctx.fail(Rule::SaiTargeting, name + " is resolved one face at a time (it cannot be combined)");
    use.choices.assign(e.args.begin() + static_cast<std::ptrdiff_t>(nameWords) + 1, e.args.end());
    use.targets = e.targets;
    resolving_ = name;
    const std::size_t depth = ctx.s.frames.size();
    auto frame = def->begin(ctx, use);
    if (def->moverKeepsResults)
        for (int piece : use.pieces)
            if (ctx.s.piece(piece).loc != roll_.spec.at) vanished_.push_back(piece);
    if (frame) ctx.push(std::move(frame));
    if (ctx.s.frames.size() == depth) advance(ctx);
}

bool SaiResolutionFrame::hasCantrips(const Ctx& ctx) const {
    return std::any_of(open_.begin(), open_.end(), [&](const OpenFace& f) {
        const auto* def = ctx.data.sais.find(f.sai);
        return def != nullptr && def->castsCantrips;
    });
}

// The roll's Cantrip faces (and a Bronze Medallion's) are spent together, with 'cast' lines: their summed magic
// casts cantrip spells now, at step 4, among the roll's other SAIs (S0:L1020; docs/rules-decisions.md).
void SaiResolutionFrame::castCantrips(Ctx& ctx) {
    ctx.needActor(roller_, Rule::Sais, "casting cantrip spells with this roll's Cantrip magic");
    std::vector<std::pair<int, int>> faces;
    for (auto it = open_.begin(); it != open_.end();) {
        const auto* def = ctx.data.sais.find(it->sai);
        if (def != nullptr && def->castsCantrips) {
            faces.emplace_back(it->piece, it->x);
            it = open_.erase(it);
        } else {
            ++it;
        }
    }
    resolving_ = "cantrip spells";
    choicesBefore_.clear();
    modsBefore_ = EffectStore::modifiersFor(ctx, roll_.spec, ctx.s.army(roller_, roll_.spec.at), nullptr,
                                            &choicesBefore_);
    cantripsCast_ = true;
    ctx.push(MagicFrame::cantrips(ctx, roller_, roll_.spec.at, faces));
}

void SaiResolutionFrame::allocateNoSaveDamage(Ctx& ctx) {
    noSaveBy_.clear();
    KillCause cause;
    cause.kind = KillCause::Kind::NoSave;
    cause.at = roll_.defenderAt;
    cause.source = "SAI";
    cause.stepPrefix = roll_.stepPrefix;
    const int damage = noSave_;
    noSave_ = 0;
    resolving_.clear();
    ctx.push(std::make_unique<KillFrame>(roll_.defender, roll_.defenderAt, damage, cause,
                                         std::to_string(damage) + " damage no save reduces (SAIs)",
                                         roll_.stepPrefix + "SAI damage"));
}

void SaiResolutionFrame::childDone(Ctx& ctx, Frame& child) {
    if (cantripsCast_ && dynamic_cast<const MagicFrame*>(&child) != nullptr) {
        // The cantrip spells are resolved: what they bring to this same roll counts in it (S0:L741: steps 6-10
        // follow step 4), whatever the modifier (an addition, Ash Storm's subtraction at the roller's terrain).
        cantripsCast_ = false;
        std::vector<ChoiceModifier> choicesAfter;
        const auto after =
            EffectStore::modifiersFor(ctx, roll_.spec, ctx.s.army(roller_, roll_.spec.at), nullptr, &choicesAfter);
        for (RollType t : kRollTypes) {
            if (!roll_.spec.counts1(t)) continue;
            const auto& before = modsBefore_[index(t)];
            const auto& now = after[index(t)];
            auto& added = addedModifiers_[index(t)];
            const bool changed = !(before == now);
            if (!changed) continue;
            // Spells only add effects here; one that lifted a modifier (none does) would not be an addition.
            if (now.add < before.add || now.subtract < before.subtract || now.divisor < before.divisor ||
                now.multiplier < before.multiplier || (before.ignoreIds && !now.ignoreIds) ||
                (before.doubleIds && !now.doubleIds))
                ctx.unsupported("a cantrip spell that lifts a modifier of the roll it was cast in");
            if (!recounts_)
                // Every roll with Cantrip magic (save, attack, counter-attack, the answer to a dragon attack, the army
                // rolls of afterRoll with totals) checks its totals after step 4 (recountsModifiers). A roll that
                // checked them earlier could not count it: a defensive check, as no such roll has Cantrip magic.
                ctx.unsupported("a cantrip spell that changes the " + std::string(toString(t)) +
                                " results of the roll it was cast in, in a roll whose totals are checked before step 4");
            added.add += now.add - before.add;
            added.subtract += now.subtract - before.subtract;
            mergeModifier(added, ModifierOp::Divide, now.divisor);
            mergeModifier(added, ModifierOp::Multiply, now.multiplier);
            added.ignoreIds = added.ignoreIds || now.ignoreIds;
            added.doubleIds = added.doubleIds || now.doubleIds;
        }
        // Modifiers of choice in a combination roll (Ash Storm in the answer to a Charge): the new ones.
        auto old = choicesBefore_;
        for (const auto& c : choicesAfter) {
            const auto same = std::find_if(old.begin(), old.end(), [&](const ChoiceModifier& o) {
                return o.types == c.types && o.op == c.op && o.amount == c.amount && o.source == c.source;
            });
            if (same != old.end()) {
                old.erase(same);
                continue;
            }
            if (!recounts_)
                ctx.unsupported("a cantrip spell that changes the results of the roll it was cast in (" + c.source +
                                "), in a roll whose totals are checked before step 4");
            addedChoices_.push_back(c);
        }
    }
    if (ctx.s.frames.back().get() != this) return;  // another frame the SAI started is still open
    resolving_.clear();
    advance(ctx);
}

const SaiResolutionFrame* SaiResolutionFrame::openAbove(const Ctx& ctx, const Frame* owner) {
    bool above = false;
    for (const auto& f : ctx.s.frames) {
        if (f.get() == owner) {
            above = true;
        } else if (above) {
            if (const auto* sais = dynamic_cast<const SaiResolutionFrame*>(f.get())) return sais;
        }
    }
    return nullptr;
}

void SaiResolutionFrame::applyAddedModifiers(RollEvaluation& eval) const {
    for (RollType t : kRollTypes) {
        auto& m = eval.mods[index(t)];
        const auto& added = addedModifiers_[index(t)];
        m.add += added.add;
        m.subtract += added.subtract;
        mergeModifier(m, ModifierOp::Divide, added.divisor);
        mergeModifier(m, ModifierOp::Multiply, added.multiplier);
        m.ignoreIds = m.ignoreIds || added.ignoreIds;
        m.doubleIds = m.doubleIds || added.doubleIds;
    }
    eval.choiceMods.insert(eval.choiceMods.end(), addedChoices_.begin(), addedChoices_.end());
}

void SaiResolutionFrame::advance(Ctx& ctx) {
    dropDeparted(ctx);
    if (!open_.empty()) return;
    if (noSave_ > 0 && ctx.s.hasArmy(roll_.defender, roll_.defenderAt)) {
        allocateNoSaveDamage(ctx);
        return;
    }
    checkDeferredTotals(ctx);
    done = true;
}

}  // namespace muster::rules::engine
