// The magic action (V4.01d Magic): Frostwings' Magic Negation rolls by opponents, the magic roll with its
// element split, then the spells: every spell is announced with its element, castings and target ('cast'),
// then each is resolved once, in the order the caster states ('resolve <n>'). A cast is checked for cost,
// element (against the split, or against the units' elements when no split was stated), species and reserve
// casting; its target and its effect come from the spell registry (spells/). A spell the registry does not
// model makes the log unsupported at its 'cast' line.
#include "flow/MagicFrame.h"

#include <algorithm>

#include "muster/rules/engine/RollResolver.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

using domain::Element;

namespace {

// An amount of magic results and the elements they may take (RollResolver's split check).
DieContribution magicPart(int amount, domain::ElementSet elements) {
    DieContribution d;
    d.magic = amount;
    d.magicElements = elements;
    return d;
}

}  // namespace

bool MagicFrame::elementsFeasible(const std::vector<int>& claims, int unclaimed) const {
    if (removed_ >= normalTotal_) {
        // Every normal result is gone; the rest comes off the IDs, from whichever elements the player chooses.
        auto pool = idMagic_;
        if (extra_ > 0) pool.push_back(magicPart(extra_, domain::ElementSet{Element::Death}));
        return RollResolver::magicSplitFeasible(pool, claims, 0, removed_ - normalTotal_ + unclaimed);
    }
    // The removed results come off normal dice only (any of them); every ID stays. White stands for "removed"
    // here: a claim only normal dice can meet.
    std::vector<DieContribution> pool;
    for (const auto& d : normalMagic_) {
        auto el = d.magicElements;
        el.insert(Element::White);
        pool.push_back(magicPart(d.magic, el));
    }
    pool.insert(pool.end(), idMagic_.begin(), idMagic_.end());
    if (extra_ > 0) pool.push_back(magicPart(extra_, domain::ElementSet{Element::Death}));
    auto withRemoved = claims;
    withRemoved[static_cast<std::size_t>(Element::White)] += removed_;
    return RollResolver::magicSplitFeasible(pool, withRemoved, 0, unclaimed);
}

std::string MagicFrame::step(const GameState&) const {
    if (!rolled_) return "magic: magic roll";
    return resolving_ ? "magic: resolving spells" : "magic: announcing spells";
}

Expectation MagicFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Magic;
    x.place = at_;
    if (!rolled_) {
        x.kinds = {EventKind::Roll};
        x.who = caster_;
        x.rollWords = "magic";
        x.what = "the magic roll of " + ctx.pid(caster_) + "'s army (an opponent's Magic Negation roll may come first)";
        x.why = "the action is magic";
        return x;
    }
    x.who = caster_;
    for (const auto& c : casts_)
        if (!c.resolved) x.options.push_back(std::to_string(c.number));
    if (resolving_) {
        x.kinds = {EventKind::Resolve};
        x.what = "'resolve <n>' for each announced spell not resolved yet (" + std::to_string(unresolved()) + " left)";
        x.why = "every announced spell is resolved, one at a time, before the action ends";
        return x;
    }
    if (casts_.empty()) {
        x.kinds = {EventKind::Cast};
        x.optional = true;
        x.what = "'cast' lines or the next step";
        x.why = std::to_string(total_) + " magic result(s) may be spent on spells";
        return x;
    }
    x.kinds = {EventKind::Cast, EventKind::Resolve};
    x.what = "more 'cast' lines, or 'resolve <n>' for an announced spell";
    x.why = "all spells are announced before the first is resolved, and every announced spell is resolved (" +
            std::to_string(total_) + " magic result(s) left)";
    return x;
}

bool MagicFrame::accept(Ctx& ctx, const Event& e) {
    if (!rolled_) {
        if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
        const bool negate =
            statedTotal(e, "negate").has_value() || std::find(e.bare.begin(), e.bare.end(), "negate") != e.bare.end();
        if (negate)
            negation(ctx);
        else
            magicRoll(ctx);
        return true;
    }
    switch (e.kind) {
        case EventKind::Cast:
            if (resolving_)
                ctx.fail(Rule::Spells,
                         "every spell is announced before the first one is resolved (V4.01d Magic, steps 2 and 3): "
                         "no 'cast' after a 'resolve'");
            cast(ctx);
            return true;
        case EventKind::Resolve:
            resolve(ctx);
            return true;
        case EventKind::Roll:
            // Between the announcements and the first resolution, an opponent may roll a unit with Dispel Magic.
            if (!casts_.empty() && !resolving_ && ctx.actor() != caster_)
                ctx.unsupported("a Dispel Magic roll against announced spells");
            return false;
        default:
            return false;
    }
}

std::string MagicFrame::closedNote(const Ctx&) const {
    if (casts_.empty()) return {};
    return "the magic action ended when the last of its " + std::to_string(casts_.size()) +
           " announced spell(s) was resolved";
}

int MagicFrame::unresolved() const {
    return static_cast<int>(
        std::count_if(casts_.begin(), casts_.end(), [](const SpellCast& c) { return !c.resolved; }));
}

// Frostwings' Magic Negation: before the magic roll is totalled, an opponent's Frostwings at that terrain roll;
// their magic results (at most the Frostwings in that player's DUA, 5 per 24 points) are subtracted.
void MagicFrame::negation(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesFrostwings;
    auto& s = ctx.s;
    const int q = ctx.actor();
    if (q == caster_) ctx.fail(rule, "Magic Negation is rolled by an opponent of the player taking the magic action");
    if (at_.where != Where::Terrain) ctx.fail(rule, "Magic Negation works against a magic action at a terrain");
    if (std::find(negators_.begin(), negators_.end(), q) != negators_.end())
        ctx.fail(rule, ctx.pid(q) + " has already rolled Magic Negation in this action");
    RollSpec spec;
    spec.counts = typeBit(RollType::Magic);
    spec.purpose = RollPurpose::MagicNegation;
    spec.roller = q;
    spec.at = at_;
    std::vector<int> frost;
    for (int u : RollersOf::army(ctx, q, at_, spec).must)
        if (ctx.die(u).species == "Frostwings") frost.push_back(u);
    if (frost.empty()) ctx.fail(rule, ctx.pid(q) + " has no Frostwings at " + s.locationName(at_));
    DiceRequest request;
    request.roller = q;
    request.must = frost;
    request.purpose = "the Magic Negation roll of " + ctx.pid(q) + "'s Frostwings";
    request.rule = rule;
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    auto stated = statedTotal(ctx.ev(), "negate");
    if (!stated) stated = statedTotal(ctx.ev(), "magic");
    if (!stated) ctx.fail(Rule::LogFormat, "a Magic Negation roll stating 'negate=<magic results>'");
    const int rolled = evaluator.checkTotal(eval, RollType::Magic, *stated, "magic negation");
    negated_ += std::min({rolled, ctx.countInDua(q, "Frostwings"), s.duaScaled(5)});
    negators_.push_back(q);
}

void MagicFrame::magicRoll(Ctx& ctx) {
    auto& s = ctx.s;
    RollSpec spec;
    spec.counts = typeBit(RollType::Magic);
    spec.purpose = RollPurpose::Magic;
    spec.attack = AttackKind::Magic;
    spec.roller = caster_;
    spec.at = at_;
    DiceRequest request;
    request.roller = caster_;
    request.must = RollersOf::army(ctx, caster_, at_, spec).must;
    request.purpose = "the magic roll of " + ctx.pid(caster_) + "'s army";
    request.rule = Rule::Magic;
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    if (!eval.unsupported.empty()) ctx.unsupported(eval.unsupported);
    if (!eval.pending.empty())
        ctx.unsupported("SAI " + ctx.data.sais.name(eval.pending.front().sai) + " in a magic roll");
    const int base = eval.base(RollType::Magic);
    // Bone Magic: each Undead with some non-ID magic may add one, up to the Undead in the DUA (4 per 24 points).
    int undeadWithMagic = 0;
    for (const auto& d : eval.dice)
        if (ctx.die(d.piece).species == "Undead" &&
            d.normal[index(RollType::Magic)] + d.sai[index(RollType::Magic)] > 0)
            ++undeadWithMagic;
    const int bone = std::min({undeadWithMagic, ctx.countInDua(caster_, "Undead"), s.duaScaled(4)});
    auto stated = statedTotal(ctx.ev(), "magic");
    if (!stated) ctx.fail(Rule::LogFormat, "a magic roll stating 'magic=<total>' (and optionally each element)");
    // Subtractions come before additions (modifier order): negation first, then Bone Magic. Spells that subtract
    // magic results (Magic Drain, Palsy, Ash Storm) are in `base` already.
    const int removed = std::min(negated_, base);
    const int net = base - removed;
    stated = ctx.answerOr(*stated, ctx.ev().line, net);
    if (*stated < net || *stated > net + bone)
        ctx.fail(Rule::DieRollResolution,
                 "magic total " + std::to_string(net) +
                     (bone ? " to " + std::to_string(net + bone) + " (Bone Magic)" : "") +
                     (removed ? " (" + std::to_string(base) + " rolled, " + std::to_string(removed) + " negated)"
                              : std::string()) +
                     ", not " + std::to_string(*stated));
    const int extra = *stated - net;
    std::vector<int> perElement(7, 0);
    bool split = false;
    for (const auto& t : ctx.ev().totals) {
        if (t.type == "magic") continue;
        const auto el = domain::parseElement(t.type);
        if (!el) ctx.fail(Rule::LogFormat, "'" + t.type + "' is not an element");
        perElement[static_cast<std::size_t>(*el)] = t.value;
        split = true;
    }
    total_ = *stated;
    byElement_ = perElement;
    // What the split (stated now, or implied by the spells cast) is checked against. Magic Negation and spells
    // remove results as a subtraction does: normal results first, ID results last.
    int rolledMagic = 0;
    for (const auto& d : eval.dice) {
        const int n = d.normal[index(RollType::Magic)] + d.sai[index(RollType::Magic)];
        const int i = d.id[index(RollType::Magic)];
        if (n > 0) normalMagic_.push_back(magicPart(n, d.magicElements));
        if (i > 0) idMagic_.push_back(magicPart(i, d.magicElements));
        normalTotal_ += n;
        rolledMagic += n + i;
    }
    removed_ = removed + std::max(0, rolledMagic - base);
    extra_ = extra;
    if (split && !elementsFeasible(perElement, 0))
        ctx.fail(Rule::Magic,
                 "these element totals cannot come from the units' elements: each unit makes magic only in "
                 "its own elements (Amazons: the terrain's; a controlled Standing Stones: also the "
                 "terrain's), and Magic Negation removes normal magic results before IDs");
    rolled_ = true;
}

void MagicFrame::cast(Ctx& ctx) {
    const auto& e = ctx.ev();
    if (ctx.actor() != caster_) ctx.fail(Rule::Magic, "only the marching player casts in this magic action");
    const auto* spell = ctx.cat.findSpell(e.args[0]);
    if (spell == nullptr) ctx.fail(Rule::Spells, "no spell '" + e.args[0] + "'");
    const auto el = domain::parseElement(e.args[1]);
    if (!el) ctx.fail(Rule::Spells, "'" + e.args[1] + "' is not an element");
    const bool elemental = spell->element == Element::Ivory || spell->element == Element::White;
    if (!elemental && *el != spell->element)
        ctx.fail(Rule::Spells,
                 spell->name + " is cast with " + std::string(domain::toString(spell->element)) + " magic");
    if (*el == Element::Ivory && !elemental) ctx.fail(Rule::Spells, "Ivory magic casts Elemental spells only");
    if (at_.where == Where::Reserve && !spell->reserve)
        ctx.fail(Rule::Spells, spell->name + " cannot be cast from the Reserve Area");
    const int castings = std::max(1, e.number);
    const int cost = spell->cost * castings;
    const auto elementIndex = static_cast<std::size_t>(*el);
    const std::string element(domain::toString(*el));
    if (cost > total_)
        ctx.fail(Rule::Magic, spell->name + (castings > 1 ? " x" + std::to_string(castings) : std::string()) +
                                  " costs " + std::to_string(cost) + " and only " + std::to_string(total_) +
                                  " magic is left");
    const bool split = std::any_of(byElement_.begin(), byElement_.end(), [](int v) { return v > 0; });
    if (split && byElement_[elementIndex] < cost)
        ctx.fail(Rule::Magic, "only " + std::to_string(byElement_[elementIndex]) + " " + element +
                                  " magic is left for " + spell->name);
    if (!split) {
        // No split was stated: the magic spent so far must still be able to come from the units' elements.
        auto claims = spent_;
        claims[elementIndex] += cost;
        if (!elementsFeasible(claims, total_ - cost))
            ctx.fail(Rule::Magic, "the army's units cannot make " + std::to_string(claims[elementIndex]) + " " +
                                      element +
                                      " magic (with the magic already spent): each unit makes magic only "
                                      "in its own elements");
    }
    if (!spell->species.empty() && !ctx.armyHasSpecies(caster_, at_, spell->species))
        ctx.fail(Rule::Spells, spell->name + " needs magic made by " + spell->species);
    const auto* definition = ctx.data.spells.find(spell->name);
    if (definition == nullptr || !definition->modelled()) ctx.unsupported("the effect of the spell " + spell->name);
    SpellCast c;
    c.number = static_cast<int>(casts_.size()) + 1;
    c.definition = definition;
    c.caster = caster_;
    c.from = at_;
    c.element = *el;
    c.castings = castings;
    c.line = e.line;
    c.text = e.text;
    definition->handler->announce(ctx, c);
    total_ -= cost;
    if (split) byElement_[elementIndex] -= cost;
    spent_[elementIndex] += cost;
    casts_.push_back(std::move(c));
}

// 'resolve <n>': the n-th announced spell takes effect now (each once, in the order the caster chooses).
void MagicFrame::resolve(Ctx& ctx) {
    const int n = ctx.ev().number;
    if (casts_.empty()) ctx.fail(Rule::Spells, "no spell has been announced in this magic action");
    if (n < 1 || n > static_cast<int>(casts_.size()))
        ctx.fail(Rule::Spells, "spell " + std::to_string(n) + " was not announced (" + std::to_string(casts_.size()) +
                                   " spell(s) announced)");
    auto& c = casts_[static_cast<std::size_t>(n - 1)];
    if (c.resolved)
        ctx.fail(Rule::Spells, "spell " + std::to_string(n) + " (" + c.definition->name() + ") is resolved already");
    resolving_ = true;
    c.resolved = true;
    // The action ends with its last spell (what that spell's resolution asks for comes first).
    if (unresolved() == 0) done = true;
    if (auto frame = c.definition->handler->resolve(ctx, c)) ctx.push(std::move(frame));
}

}  // namespace muster::rules::engine
