// The magic action (V4.01d Magic): Frostwings' Magic Negation rolls by opponents, the magic roll with its
// element split, then the spells. Spell effects come with the spells part of the engine; a cast is checked for
// cost, element, species and reserve casting and then reported unsupported.
#include "flow/MagicFrame.h"

#include <algorithm>

#include "muster/rules/engine/RollResolver.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

using domain::Element;

std::string MagicFrame::step(const GameState&) const {
    return rolled_ ? "magic: casting spells" : "magic: magic roll";
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
    x.kinds = {EventKind::Cast};
    x.who = caster_;
    x.optional = true;
    x.what = "'cast' lines or the next step";
    x.why = std::to_string(total_) + " magic result(s) may be spent on spells";
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
    if (e.kind != EventKind::Cast) return false;
    cast(ctx);
    return true;
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
    // Subtractions come before additions (modifier order): negation first, then Bone Magic.
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
    if (split) {
        // Magic Negation removes results as a subtraction does: normal results first, ID results last. So the
        // removed results come off the dice's normal magic before their IDs, and a split that keeps normal
        // results of an element while IDs were removed cannot be right.
        // Each entry: an amount of magic results and the elements they may take (RollResolver's split check).
        const auto part = [](int amount, domain::ElementSet elements) {
            DieContribution d;
            d.magic = amount;
            d.magicElements = elements;
            return d;
        };
        std::vector<DieContribution> normalDice;
        std::vector<DieContribution> idDice;
        int normalTotal = 0;
        for (const auto& d : eval.dice) {
            const int n = d.normal[index(RollType::Magic)] + d.sai[index(RollType::Magic)];
            const int i = d.id[index(RollType::Magic)];
            if (n > 0) normalDice.push_back(part(n, d.magicElements));
            if (i > 0) idDice.push_back(part(i, d.magicElements));
            normalTotal += n;
        }
        bool ok = false;
        if (removed >= normalTotal) {
            // Every normal result is gone; the rest comes off the IDs, from whichever elements the player chooses.
            auto pool = idDice;
            if (extra > 0) pool.push_back(part(extra, domain::ElementSet{Element::Death}));
            ok = RollResolver::magicSplitFeasible(pool, perElement, 0, removed - normalTotal);
        } else {
            // The removed results come off normal dice only (any of them); every ID stays. White stands for
            // "removed" here: a claim only normal dice can meet.
            std::vector<DieContribution> pool;
            for (const auto& d : normalDice) {
                auto el = d.magicElements;
                el.insert(Element::White);
                pool.push_back(part(d.magic, el));
            }
            pool.insert(pool.end(), idDice.begin(), idDice.end());
            if (extra > 0) pool.push_back(part(extra, domain::ElementSet{Element::Death}));
            auto claims = perElement;
            claims[static_cast<std::size_t>(Element::White)] += removed;
            ok = RollResolver::magicSplitFeasible(pool, claims);
        }
        if (!ok)
            ctx.fail(Rule::Magic,
                     "these element totals cannot come from the units' elements: each unit makes magic only in "
                     "its own elements (Amazons: the terrain's; a controlled Standing Stones: also the "
                     "terrain's), and Magic Negation removes normal magic results before IDs");
    }
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
    const int cost = spell->cost * std::max(1, e.number);
    if (cost > total_)
        ctx.fail(Rule::Magic, spell->name + " costs " + std::to_string(cost) + " and only " + std::to_string(total_) +
                                  " magic is left");
    if (!byElement_.empty() && std::any_of(byElement_.begin(), byElement_.end(), [](int v) { return v > 0; }) &&
        byElement_[static_cast<std::size_t>(*el)] < cost)
        ctx.fail(Rule::Magic, "only " + std::to_string(byElement_[static_cast<std::size_t>(*el)]) + " " +
                                  std::string(domain::toString(*el)) + " magic is left for " + spell->name);
    if (!spell->species.empty() && !ctx.armyHasSpecies(caster_, at_, spell->species))
        ctx.fail(Rule::Spells, spell->name + " needs magic made by " + spell->species);
    ctx.unsupported("the effect of the spell " + spell->name);
}

}  // namespace muster::rules::engine
