// The magic action (V4.01d Magic): Frostwings' Magic Negation rolls by opponents, the magic roll with its
// element split, then the spells: every spell is announced with its element, castings and target ('cast'),
// then each is resolved once, in the order the caster states ('resolve <n>'). A cast is checked for cost,
// element (against the split, or against the units' elements when no split was stated), species and reserve
// casting; its target and its effect come from the spell registry (spells/). A spell the registry does not
// model makes the log unsupported at its 'cast' line.
#include "flow/MagicFrame.h"

#include <algorithm>

#include "eighth/Temple.h"
#include "eighth/Vortex.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollChoiceSpace.h"
#include "roll/RollEvaluator.h"
#include "sai/ReRollSais.h"
#include "spells/DispelMagic.h"
#include "spells/SpellRerolls.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

using domain::Element;

namespace {

// The spell is an opponent's death magic on the army that controls a Temple, or on units all in such armies
// (S0:L473); units out of play (Exhume's, in a DUA) are not shielded.
bool templeShields(const Ctx& ctx, const SpellCast& c) {
    const std::string& name = c.definition->name();
    if (c.target == EffectTargetKind::Army) return Temple::shields(ctx, c.targetPlayer, c.targetArmy, c.caster, name);
    if (c.target != EffectTargetKind::Unit || c.targetPieces.empty()) return false;
    return std::all_of(c.targetPieces.begin(), c.targetPieces.end(), [&](int u) {
        const auto& piece = ctx.s.piece(u);
        return piece.loc.inPlay() && Temple::shields(ctx, piece.owner, piece.loc, c.caster, name);
    });
}

}  // namespace

// Hall's condition for a supply of magic results (the dice) and demands (claims), each claim served by some of
// the dice: every set of claims needs no more than the dice that can serve any of them. Claims: the results
// removed (from normal results while there are any; the rest of the removal comes off IDs of any element),
// each element's magic from dice of that element, and the species spells' magic from that species' dice.
bool MagicFrame::elementsFeasible(const std::vector<int>& perElement, const std::vector<SpeciesClaim>& bySpecies,
                                  int unclaimed) const {
    struct Claim {
        int need = 0;
        bool removed = false;
        Element element = Element::Air;
        std::string species;
    };
    std::vector<Claim> claims;
    int claimed = 0;
    const int removedFromNormal = std::min(removed_, normalTotal_);
    if (removedFromNormal > 0) claims.push_back({removedFromNormal, true, Element::Air, {}});
    for (std::size_t e = 0; e < perElement.size(); ++e) {
        int rest = perElement[e];
        for (const auto& c : bySpecies)
            if (static_cast<std::size_t>(c.element) == e) rest -= c.amount;
        if (rest < 0) return false;
        if (rest > 0) claims.push_back({rest, false, static_cast<Element>(e), {}});
        claimed += perElement[e];
    }
    for (const auto& c : bySpecies)
        if (c.amount > 0) claims.push_back({c.amount, false, c.element, c.species});
    int available = 0;
    for (const auto& d : sources_) available += d.amount;
    if (claimed + removed_ + unclaimed != available) return false;
    const auto serves = [](const MagicSource& d, const Claim& c) {
        if (c.removed) return d.normal;
        // Item magic serves any species spell (the spell's species is in the army, checked at the cast; V4.01d
        // Items, S0:L1271).
        return d.elements.contains(c.element) && (c.species.empty() || c.species == d.species || d.species == "*");
    };
    const std::size_t n = claims.size();
    if (n > 20) return false;  // never: one claim per element and per species spell cast
    for (unsigned long mask = 1; mask < (1UL << n); ++mask) {
        int need = 0;
        for (std::size_t i = 0; i < n; ++i)
            if (mask & (1UL << i)) need += claims[i].need;
        int can = 0;
        for (const auto& d : sources_) {
            bool any = false;
            for (std::size_t i = 0; i < n && !any; ++i) any = (mask & (1UL << i)) != 0 && serves(d, claims[i]);
            if (any) can += d.amount;
        }
        if (need > can) return false;
    }
    return true;
}

std::unique_ptr<Frame> MagicFrame::cantrips(Ctx& ctx, int roller, Location at,
                                            const std::vector<std::pair<int, int>>& faces) {
    auto f = std::make_unique<MagicFrame>(roller, at);
    f->cantrip_ = true;
    f->rolled_ = true;
    for (const auto& face : faces) {
        const auto& die = ctx.die(face.first);
        MagicSource src;
        src.amount = face.second;
        src.normal = false;
        if (die.isItem()) {
            src.elements = domain::ElementSet{Element::Air, Element::Earth, Element::Fire, Element::Water,
                                              Element::Death};
            src.species = "*";
        } else {
            // As in the magic roll (roll/RollEvaluator.cpp): Amazons' magic takes the terrain's elements (Ivory in
            // the Reserve Area), and a controlled Standing Stones adds the terrain's elements.
            if (die.species == "Amazons")
                src.elements = at.where == Where::Reserve ? domain::ElementSet{Element::Ivory}
                                                          : ctx.abilityElementsAt(roller, at);
            else
                src.elements = die.elements;
            if (at.atTerrain() && ctx.s.controls(roller, at) && ctx.eighthIcon(at.terrain) == "Standing Stones")
                for (const Element e : ctx.elementsAt(at).toVector()) src.elements.insert(e);
            src.species = die.species;
        }
        f->sources_.push_back(src);
        f->total_ += face.second;
    }
    return f;
}

std::string MagicFrame::step(const GameState&) const {
    if (cantrip_) return resolving_ ? "cantrip: resolving spells" : "cantrip: announcing spells";
    if (!rolled_) return "magic: magic roll";
    return resolving_ ? "magic: resolving spells" : "magic: announcing spells";
}

Expectation MagicFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = cantrip_ ? Rule::Sais : Rule::Magic;  // cantrip magic outside a magic action is an SAI's resolution
    x.place = at_;
    if (!rolled_) {
        x.kinds = {EventKind::Roll};
        x.who = caster_;
        x.rollWords = "magic";
        {
            RollSpec spec;
            spec.counts = typeBit(RollType::Magic);
            spec.purpose = RollPurpose::Magic;
            spec.attack = AttackKind::Magic;
            spec.roller = caster_;
            spec.at = at_;
            x.rollers = RollersOf::army(ctx, caster_, at_, spec).must;
        }
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
    x.dispellers = dispellers(ctx, casts_, dispelRolled_);
    x.what =
        "more 'cast' lines, or 'resolve <n>' for an announced spell (a Dispel Magic roll, 'roll B dispel : "
        "c1=<face>', may come first)";
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
            if (!dispelRolled_.empty() && !resolving_)
                ctx.fail(Rule::Spells, "every spell is announced before Dispel Magic is rolled: no 'cast' after it");
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
            if (!casts_.empty() && !resolving_ && isDispel(e)) {
                // Dispel Magic (spells/DispelMagic): the spells its units negate need no 'resolve'.
                for (const int n : dispelRoll(ctx, casts_, dispelRolled_)) {
                    casts_[static_cast<std::size_t>(n - 1)].resolved = true;
                    dispelled_.push_back(n);
                }
                if (unresolved() == 0) done = true;
                return true;
            }
            return false;
        default:
            return false;
    }
}

bool MagicFrame::isDispel(const Event& e) {
    return statedTotal(e, "dispel").has_value() || std::find(e.bare.begin(), e.bare.end(), "dispel") != e.bare.end();
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
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    addSpellRerolls(ctx, request, spec);  // step 3: Flashfire
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    auto stated = statedTotal(ctx.ev(), "negate");
    if (!stated) stated = statedTotal(ctx.ev(), "magic");
    if (!stated) ctx.fail(Rule::LogFormat, "a Magic Negation roll stating 'negate=<magic results>'");
    const int rolled = evaluator.checkTotal(eval, RollType::Magic, *stated, "magic negation");
    negated_ += std::min({rolled, ctx.countInDua(q, "Frostwings"), s.duaScaled(5)});
    negators_.push_back(q);
    resolveSais(ctx, spec, eval, "magic negation");
}

// Step 4 of a roll in the magic action: SAIs that need the roller's decisions (Galeforce, Illusion), one 'sai'
// statement each, before the spells are announced.
void MagicFrame::resolveSais(Ctx& ctx, const RollSpec& spec, const RollEvaluation& eval, const std::string& name) {
    auto decisions = SaiResolutionFrame::decisions(ctx, eval, name);
    if (decisions.empty()) return;
    SaiUse roll;
    roll.spec = spec;
    roll.defenderAt = at_;
    roll.line = ctx.ev().line;
    roll.text = ctx.ev().text;
    roll.stepPrefix = "magic: ";
    ctx.push(std::make_unique<SaiResolutionFrame>(spec.roller, std::move(decisions), std::move(roll), 0));
}

void MagicFrame::magicRoll(Ctx& ctx) {
    RollSpec spec;
    spec.counts = typeBit(RollType::Magic);
    spec.purpose = RollPurpose::Magic;
    spec.attack = AttackKind::Magic;
    spec.roller = caster_;
    spec.at = at_;
    DiceRequest request;
    request.roller = caster_;
    const auto rollers = RollersOf::army(ctx, caster_, at_, spec);
    request.must = rollers.must;
    request.may = rollers.may;
    request.purpose = "the magic roll of " + ctx.pid(caster_) + "'s army";
    request.rule = Rule::Magic;
    // Summon Dragon (Dragon Staff): the item rolls again and its new face counts too (sai/ItemSais.cpp).
    RerollRule again;
    again.reason = "summon-dragon";
    again.mode = RerollMode::Add;
    again.check = [at = at_](Ctx& c, const RolledDice&, const DieRoll& before, const RerollSegment&) {
        if (at.where == Where::Reserve)
            c.fail(Rule::Sais, "in the Reserve Area Summon Dragon gives magic results and its die does not roll again");
        const auto& face = c.data.faces.face(before.die, before.face);
        if (face.kind != FaceKind::Sai || c.data.sais.name(face.sai) != "Summon Dragon")
            c.fail(Rule::Sais, "only a die that rolled Summon Dragon rolls again for it ('" + c.s.label(before.piece) +
                                   "' did not)");
    };
    request.rerolls.push_back(again);
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    addSpellRerolls(ctx, request, spec);  // step 3: Flashfire
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    if (!eval.unsupported.empty()) ctx.unsupported(eval.unsupported);
    StatedMagic stated;
    const auto magic = statedTotal(ctx.ev(), "magic");
    if (!magic) ctx.fail(Rule::LogFormat, "a magic roll stating 'magic=<total>' (and optionally each element)");
    stated.magic = *magic;
    stated.perElement.assign(7, 0);
    for (const auto& t : ctx.ev().totals) {
        if (t.type == "magic") continue;
        const auto el = domain::parseElement(t.type);
        if (!el) ctx.fail(Rule::LogFormat, "'" + t.type + "' is not an element");
        stated.perElement[static_cast<std::size_t>(*el)] = t.value;
        stated.split = true;
    }
    stated.line = ctx.ev().line;
    stated.text = ctx.ev().text;
    // A unit that leaves the army at step 4 (Teleport, Firewalking, Ferry, a promotion) adds no magic (S0:L751): the
    // roll is then counted once step 4 is over (childDone), a wrong total still reported at its line.
    if (SaiResolutionFrame::mayTakeRollersAway(ctx, eval)) {
        deferred_ = WaitingRoll{eval, dice, {}};
        deferredStated_ = stated;
    } else {
        countMagic(ctx, eval, stated);
    }
    resolveSais(ctx, spec, eval, "magic");
}

void MagicFrame::childDone(Ctx& ctx, Frame& child) {
    if (!deferred_) return;
    const auto eval = deferred_->counted(ctx, dynamic_cast<const SaiResolutionFrame*>(&child));
    deferred_.reset();
    countMagic(ctx, eval, deferredStated_);
}

// The magic roll counted (V4.01d Magic): its total against the stated one, Bone Magic, the element split and what
// each die's magic may pay for.
void MagicFrame::countMagic(Ctx& ctx, const RollEvaluation& eval, const StatedMagic& stated) {
    auto& s = ctx.s;
    const int base = eval.base(RollType::Magic);
    // Bone Magic: each Undead with some non-ID magic may add one, up to the Undead in the DUA (4 per 24 points).
    int undeadWithMagic = 0;
    for (const auto& d : eval.dice)
        if (ctx.die(d.piece).species == "Undead" &&
            d.normal[index(RollType::Magic)] + d.sai[index(RollType::Magic)] > 0)
            ++undeadWithMagic;
    const int bone = std::min({undeadWithMagic, ctx.countInDua(caster_, "Undead"), s.duaScaled(4)});
    // Subtractions come before additions (modifier order): negation first, then Bone Magic. Spells that subtract
    // magic results (Magic Drain, Palsy, Ash Storm) are in `base` already.
    const int removed = std::min(negated_, base);
    const int net = base - removed;
    const int total = net + boneMagic(ctx, eval, stated, net, bone, base, removed);
    const int extra = total - net;
    const auto& perElement = stated.perElement;
    const bool split = stated.split;
    total_ = total;
    byElement_ = perElement;
    // What the split (stated now, or implied by the spells cast) is checked against. Magic Negation and spells
    // remove results as a subtraction does: normal results first, ID results last.
    int rolledMagic = 0;
    for (const auto& d : eval.dice) {
        const int n = d.normal[index(RollType::Magic)] + d.sai[index(RollType::Magic)];
        const int i = d.id[index(RollType::Magic)];
        const std::string species = d.item ? std::string("*") : ctx.die(d.piece).species;
        if (n > 0) sources_.push_back({n, d.magicElements, species, true});
        if (i > 0) sources_.push_back({i, d.magicElements, species, false});
        normalTotal_ += n;
        rolledMagic += n + i;
    }
    if (extra > 0) sources_.push_back({extra, domain::ElementSet{Element::Death}, "Undead", false});  // Bone Magic
    removed_ = removed + std::max(0, rolledMagic - base);
    if (split) split_ = perElement;
    if (split && !elementsFeasible(perElement, {}, 0))
        ctx.failAt(stated.line, stated.text, Rule::Magic,
                   "these element totals cannot come from the units' elements: each unit makes magic only in "
                   "its own elements (Amazons: the terrain's; a controlled Standing Stones: also the "
                   "terrain's), and Magic Negation removes normal magic results before IDs");
    rolled_ = true;
}

// Bone Magic is the caster's choice (S0:L1143-1146 Undead): 'bone-magic=N' on the roll line in version 3, none when
// not written; older logs state it in the total only. Returns the Bone Magic the total counts; refuses a total outside
// what the choices allow, and (--strict) one that needs the choice the line leaves out.
int MagicFrame::boneMagic(Ctx& ctx, const RollEvaluation& eval, const StatedMagic& magic, int net, int bone, int base,
                          int removed) {
    int stated = magic.magic;
    std::optional<int> written;
    try {
        const RollChoiceSpace words(eval, RollChoiceSpace::Fixed::Written);  // refuses words the roll has no use for
    } catch (const RollError& error) {
        ctx.failAt(magic.line, magic.text, error.rule, error.message);
    }
    for (const auto& w : eval.written) {
        if (w.key != "bone-magic") continue;
        const bool number = !w.value.empty() && w.value.size() < 4 &&
                            std::all_of(w.value.begin(), w.value.end(), [](char c) { return c >= '0' && c <= '9'; });
        if (!number || written)
            ctx.failAt(magic.line, magic.text, Rule::LogFormat,
                       "expected 'bone-magic=<n>' once, not '" + w.value + "'");
        written = std::stoi(w.value);
        if (*written > bone)
            ctx.failAt(magic.line, magic.text, Rule::SpeciesUndead, "Bone Magic may add " + std::to_string(bone) +
                                              " here (one per Undead that rolled magic other than ID, at most the "
                                              "Undead in the DUA), not " +
                                              w.value);
    }
    const bool defaults = ctx.logVersion() >= 3;
    const int exactLo = net + written.value_or(0);
    const int exactHi = written || defaults ? exactLo : net + bone;
    if (ctx.outcomes != nullptr && magic.line == ctx.ev().line) {  // Engine::rollOutcomes of this roll
        ctx.outcomes->counts = typeBit(RollType::Magic);
        for (int k = written.value_or(0); k <= written.value_or(bone); ++k) {
            RollOption option;
            option.totals[index(RollType::Magic)] = net + k;
            option.choices.boneMagic = k;
            ctx.outcomes->options.push_back(option);
        }
    }
    const bool asked = stated == kAskTotal;
    stated = ctx.answerOr(stated, magic.line, exactLo);
    const int lo = written ? exactLo : net;
    const int hi = written ? exactLo : net + bone;
    if (stated < lo || stated > hi)
        ctx.failAt(magic.line, magic.text, Rule::DieRollResolution,
                   "magic total " + std::to_string(lo) + (hi > lo ? " to " + std::to_string(hi) + " (Bone Magic)" : "") +
                     (removed ? " (" + std::to_string(base) + " rolled, " + std::to_string(removed) + " negated)"
                              : std::string()) +
                     ", not " + std::to_string(stated));
    std::vector<std::string> leftOut;
    if (exactHi > exactLo || stated != exactLo)
        leftOut.push_back("how much Bone Magic the Undead add (up to " + std::to_string(bone) + ", 'bone-magic=<n>')");
    if (ctx.strict && !asked && !leftOut.empty())
        ctx.failAt(magic.line, magic.text, Rule::SpeciesUndead, "the log leaves out " + leftOut.front() +
                                          " (--strict: a version-3 log writes every choice that changes a roll's "
                                          "totals); the stated total fits 'bone-magic=" +
                                          std::to_string(stated - net) + "'");
    if (ctx.rolls != nullptr) {
        RollRecord r;
        r.line = magic.line;
        r.counts = typeBit(RollType::Magic);
        r.totals[index(RollType::Magic)] = stated;
        r.choices.boneMagic = stated - net;
        r.leftOut = std::move(leftOut);
        ctx.rolls->push_back(std::move(r));
    }
    return stated - net;
}

// The magic paying for a spell: 'fire', or for a White spell (Summon White Dragon, S0:L1131: any combination of
// elements) several elements with their amounts, 'fire=6+water=8', which must add up to the cost.
std::vector<std::pair<Element, int>> MagicFrame::payment(Ctx& ctx, const domain::Spell& spell, const std::string& word,
                                                         int cost) {
    std::vector<std::pair<Element, int>> out;
    if (word.find('=') == std::string::npos) {
        const auto el = domain::parseElement(word);
        if (!el) ctx.fail(Rule::Spells, "'" + word + "' is not an element");
        out.emplace_back(*el, cost);
        return out;
    }
    if (spell.element != Element::White)
        ctx.fail(Rule::Spells, spell.name + " is paid with magic of one element: write 'with <element>', not '" + word +
                                   "' (only Summon White Dragon takes several)");
    int sum = 0;
    for (std::size_t at = 0; at <= word.size();) {
        const auto plus = std::min(word.find('+', at), word.size());
        const std::string part = word.substr(at, plus - at);
        const auto eq = part.find('=');
        const auto el = eq == std::string::npos ? std::nullopt : domain::parseElement(part.substr(0, eq));
        int n = 0;
        const bool number = eq != std::string::npos && eq + 1 < part.size() &&
                            std::all_of(part.begin() + static_cast<std::ptrdiff_t>(eq) + 1, part.end(),
                                        [](char c) { return c >= '0' && c <= '9'; });
        if (number) n = std::stoi(part.substr(eq + 1));
        if (!el || !number || n < 1)
            ctx.fail(Rule::LogFormat, "expected the magic paid as '<element>=<amount>+<element>=<amount>...', not '" +
                                          word + "'");
        if (std::any_of(out.begin(), out.end(), [&](const std::pair<Element, int>& p) { return p.first == *el; }))
            ctx.fail(Rule::LogFormat, "'" + part.substr(0, eq) + "' is named twice in '" + word + "'");
        out.emplace_back(*el, n);
        sum += n;
        at = plus + 1;
    }
    if (sum != cost)
        ctx.fail(Rule::Magic, spell.name + " costs " + std::to_string(cost) + ", and '" + word + "' pays " +
                                  std::to_string(sum));
    return out;
}

void MagicFrame::cast(Ctx& ctx) {
    const auto& e = ctx.ev();
    if (ctx.actor() != caster_)
        ctx.fail(Rule::Magic, cantrip_ ? "only the roller casts with the roll's cantrip magic"
                                       : "only the marching player casts in this magic action");
    const auto* spell = ctx.cat.findSpell(e.args[0]);
    if (spell == nullptr) ctx.fail(Rule::Spells, "no spell '" + e.args[0] + "'");
    if (cantrip_ && !spell->cantrip)
        ctx.fail(Rule::Sais, spell->name +
                                 " is not a cantrip spell: outside a magic action, Cantrip magic casts only the "
                                 "spells marked Cantrip (S0:L1020)");
    const int castings = std::max(1, e.number);
    const int cost = spell->cost * castings;
    const auto paid = payment(ctx, *spell, e.args[1], cost);
    if (const auto problem = paymentProblem(ctx, *spell, paid, castings)) ctx.fail(problem->first, problem->second);
    const Element first = paid.front().first;
    const bool split = splitStated();
    const auto* definition = ctx.data.spells.find(spell->name);
    if (definition == nullptr || !definition->modelled()) ctx.unsupported("the effect of the spell " + spell->name);
    SpellCast c;
    c.number = static_cast<int>(casts_.size()) + 1;
    c.definition = definition;
    c.caster = caster_;
    c.from = at_;
    c.element = first;
    c.castings = castings;
    c.line = e.line;
    c.text = e.text;
    definition->handler->announce(ctx, c);
    total_ -= cost;
    for (const auto& [el, amount] : paid) {
        if (split) byElement_[static_cast<std::size_t>(el)] -= amount;
        spent_[static_cast<std::size_t>(el)] += amount;
    }
    if (!spell->species.empty()) speciesSpent_.push_back({first, spell->species, cost});
    casts_.push_back(std::move(c));
}

// What stops a spell from being paid with `paid` now, `castings` times (nullopt: nothing): the spell's element, Ivory,
// the Reserve Area, the magic left, a stated split, species spells and what the units' elements can make. cast()
// refuses with it; affords() asks it for the judge's option lists.
std::optional<MagicFrame::Problem> MagicFrame::paymentProblem(const Ctx& ctx, const domain::Spell& spell,
                                                              const std::vector<std::pair<Element, int>>& paid,
                                                              int castings) const {
    // The Bronze Medallion's cantrip magic ignores the species requirement (S0:L1311).
    const bool anySpecies = cantrip_ && std::any_of(sources_.begin(), sources_.end(),
                                                    [](const MagicSource& d) { return d.species == "*"; });
    const int cost = spell.cost * castings;
    const bool elemental = spell.element == Element::Ivory || spell.element == Element::White;
    for (const auto& [el, amount] : paid) {
        if (!elemental && el != spell.element)
            return Problem{Rule::Spells,
                           spell.name + " is cast with " + std::string(domain::toString(spell.element)) + " magic"};
        if (el == Element::Ivory && !elemental) return Problem{Rule::Spells, "Ivory magic casts Elemental spells only"};
    }
    if (at_.where == Where::Reserve && !spell.reserve)
        return Problem{Rule::Spells, spell.name + " cannot be cast from the Reserve Area"};
    if (cost > total_)
        return Problem{Rule::Magic, spell.name + (castings > 1 ? " x" + std::to_string(castings) : std::string()) +
                                        " costs " + std::to_string(cost) + " and only " + std::to_string(total_) +
                                        (cantrip_ ? " cantrip magic is left" : " magic is left")};
    const bool split = splitStated();
    for (const auto& [el, amount] : paid)
        if (split && byElement_[static_cast<std::size_t>(el)] < amount)
            return Problem{Rule::Magic, "only " + std::to_string(byElement_[static_cast<std::size_t>(el)]) + " " +
                                            std::string(domain::toString(el)) + " magic is left for " + spell.name};
    // The magic spent so far, this spell's included, must be able to come from the units: each makes magic only
    // in its own elements, and a species spell's magic only from that species' units.
    auto perElement = split ? split_ : spent_;
    if (!split)
        for (const auto& [el, amount] : paid) perElement[static_cast<std::size_t>(el)] += amount;
    auto bySpecies = speciesSpent_;
    const Element first = paid.front().first;
    if (!spell.species.empty()) bySpecies.push_back({first, spell.species, cost});
    const int unclaimed = split ? 0 : total_ - cost;
    if (!spell.species.empty() && !anySpecies && !ctx.armyHasSpecies(caster_, at_, spell.species))
        return Problem{Rule::Spells, spell.name + " needs magic made by " + spell.species};
    const std::string element(domain::toString(first));
    if (!elementsFeasible(perElement, bySpecies, unclaimed)) {
        if (!spell.species.empty() && elementsFeasible(perElement, speciesSpent_, unclaimed))
            return Problem{Rule::Spells, spell.name + " needs " + std::to_string(cost) + " " + element +
                                             " magic made by " + spell.species +
                                             " units (besides what the other spells cast took), and they did not make "
                                             "that much"};
        return Problem{
            Rule::Magic,
            "the army's units cannot make " +
                (paid.size() == 1 ? std::to_string(perElement[static_cast<std::size_t>(first)]) + " " + element
                                  : std::string("that mix of")) +
                " magic (with the magic already spent): each unit makes magic only in "
                "its own elements"};
    }
    return std::nullopt;
}

bool MagicFrame::affords(const Ctx& ctx, const domain::Spell& spell, Element element, int castings) const {
    return affords(ctx, spell, {{element, spell.cost * castings}}, castings);
}

bool MagicFrame::affords(const Ctx& ctx, const domain::Spell& spell, const std::vector<std::pair<Element, int>>& paid,
                         int castings) const {
    if (!rolled_ || resolving_ || !dispelRolled_.empty()) return false;
    if (cantrip_ && !spell.cantrip) return false;
    if (paid.size() > 1 && spell.element != Element::White) return false;
    int sum = 0;
    for (const auto& part : paid) sum += part.second;
    if (sum != spell.cost * castings) return false;
    const auto* definition = ctx.data.spells.find(spell.name);
    if (definition == nullptr || !definition->modelled()) return false;
    return !paymentProblem(ctx, spell, paid, castings).has_value();
}

int MagicFrame::mostOf(Element element) const {
    const auto e = static_cast<std::size_t>(element);
    const bool split = splitStated();
    if (split) return e < byElement_.size() ? std::min(byElement_[e], total_) : 0;
    int made = 0;
    for (const auto& source : sources_)
        if (source.elements.contains(element)) made += source.amount;
    return std::min(made, total_);
}

// 'resolve <n>': the n-th announced spell takes effect now (each once, in the order the caster chooses).
void MagicFrame::resolve(Ctx& ctx) {
    const int n = ctx.ev().number;
    if (casts_.empty()) ctx.fail(Rule::Spells, "no spell has been announced in this magic action");
    if (n < 1 || n > static_cast<int>(casts_.size()))
        ctx.fail(Rule::Spells, "spell " + std::to_string(n) + " was not announced (" + std::to_string(casts_.size()) +
                                   " spell(s) announced)");
    auto& c = casts_[static_cast<std::size_t>(n - 1)];
    if (std::find(dispelled_.begin(), dispelled_.end(), n) != dispelled_.end())
        ctx.fail(Rule::Spells, "spell " + std::to_string(n) + " (" + c.definition->name() +
                                   ") was negated by Dispel Magic: it is not resolved");
    if (c.resolved)
        ctx.fail(Rule::Spells, "spell " + std::to_string(n) + " (" + c.definition->name() + ") is resolved already");
    resolving_ = true;
    c.resolved = true;
    // The action ends with its last spell (what that spell's resolution asks for comes first).
    if (unresolved() == 0) done = true;
    // An opponent's death spell on the army that controls a Temple, or on its units, does nothing (S0:L473).
    if (templeShields(ctx, c)) return;
    if (auto frame = c.definition->handler->resolve(ctx, c)) ctx.push(std::move(frame));
}

}  // namespace muster::rules::engine
