// The legal-log generator's magic makers: the spells a magic action or Cantrip magic may cast ('cast', with the
// Dragonkin and Eldarim spells' own targets) and the order announced spells resolve in ('resolve', Dispel Magic).
#include "Candidates.h"

#include <algorithm>
#include <iterator>

namespace muster::rules::matchlog::candidates {

namespace {

// Summon Dragonkin and Evolve Dragonkin with targets that can fit: a pool Dragonkin in its own element (as many
// castings as its health), and a Dragonkin in play with a pool Dragonkin one health larger.
void dragonkinCasts(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& summon,
                    std::vector<Candidate>& evolve) {
    const auto& s = c.state;
    const std::string p = s.pid(x.who);
    const auto elementOf = [&](int piece) {
        const auto& die = c.catalog.die(s.piece(piece).die);
        for (const auto e : {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                             domain::Element::Fire, domain::Element::Water})
            if (die.elements.contains(e)) return std::string(domain::toString(e));
        return std::string("ivory");
    };
    std::vector<int> pool;
    for (const int d : s.unitsAt(x.who, Where::Pool))
        if (c.catalog.die(s.piece(d).die).isDragonkin()) pool.push_back(d);
    // Summon Dragonkin: each pool Dragonkin in its own element, as many castings as its health.
    for (const int d : pool) {
        const int health = c.catalog.die(s.piece(d).die).health;
        summon.push_back({"cast " + p + " Summon Dragonkin with " + elementOf(d) +
                          (health > 1 ? " x" + std::to_string(health) : std::string()) + " on " + p + ":" +
                          s.label(d)});
    }
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.piece(u);
        const auto& die = c.catalog.die(piece.die);
        if (piece.owner != x.who || !piece.loc.inPlay() || !die.isDragonkin()) continue;
        for (const int d : pool)
            if (c.catalog.die(s.piece(d).die).health == die.health + 1)
                evolve.push_back({"cast " + p + " Evolve Dragonkin with " + elementOf(u) + " on " + p + ":" +
                                  s.label(u) + " " + p + ":" + s.label(d)});
    }
}

// Rise of the Eldarim: each of the caster's Eldarim in play with a dead Eldarim one health larger, in the unit's
// element. Summon White Dragon: each White Dragon to a random terrain, paid with random splits of its cost over the
// magic elements of the casting army's units ('with fire=8+earth=6').
void championCasts(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& rise,
                   std::vector<Candidate>& white) {
    const auto& s = c.state;
    const std::string p = s.pid(x.who);
    static const domain::Element kMagic[] = {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                                             domain::Element::Fire, domain::Element::Water};
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.piece(u);
        const auto& die = c.catalog.die(piece.die);
        if (piece.owner != x.who || piece.kind != engine::PieceKind::Unit || !piece.loc.inPlay() ||
            die.species != "Eldarim")
            continue;
        for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
            const auto& dead = c.catalog.die(s.piece(d).die);
            if (s.piece(d).owner != x.who || s.piece(d).loc.where != Where::Dua || dead.species != "Eldarim" ||
                dead.health != die.health + 1)
                continue;
            for (const auto e : kMagic)
                if (die.elements.contains(e))
                    rise.push_back({"cast " + p + " Rise of the Eldarim with " + std::string(domain::toString(e)) +
                                    " on " + p + ":" + s.label(u) + " " + p + ":" + s.label(d)});
        }
    }
    const auto* spell = c.catalog.findSpell("Summon White Dragon");
    if (spell == nullptr || !x.place.inPlay()) return;
    std::vector<domain::Element> elements;
    for (const int u : s.army(x.who, x.place))
        for (const auto e : kMagic)
            if (c.catalog.die(s.piece(u).die).elements.contains(e) &&
                std::find(elements.begin(), elements.end(), e) == elements.end())
                elements.push_back(e);
    if (elements.empty()) return;
    for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
        const auto& piece = s.piece(d);
        if (piece.kind != engine::PieceKind::Dragon || !c.catalog.die(piece.die).isWhiteDragon() ||
            piece.loc.where == Where::Removed)
            continue;
        for (int i = 0; i < 6; ++i) {
            std::vector<int> share(elements.size(), 0);
            for (int m = 0; m < spell->cost; ++m)
                ++share[std::uniform_int_distribution<std::size_t>(0, elements.size() - 1)(c.rng)];
            std::string paid;
            for (std::size_t k = 0; k < elements.size(); ++k)
                if (share[k] > 0)
                    paid += (paid.empty() ? "" : "+") + std::string(domain::toString(elements[k])) + "=" +
                            std::to_string(share[k]);
            const int t = std::uniform_int_distribution<int>(0, static_cast<int>(s.terrains.size()) - 1)(c.rng);
            white.push_back({"cast " + p + " Summon White Dragon with " + paid + " on " +
                             s.terrains[static_cast<std::size_t>(t)].key + " " + s.pid(piece.owner) + ":" +
                             s.label(d)});
        }
    }
}

// The spells whose "up to" takes as much as the place allows (S0:L792: only an SAI aimed at its owner's units takes
// less): for each, targets of a fullest set of units at one place ('on B:c1 B:c2 ...'). Mirage: anyone's units at a
// terrain (up to 5); Scent of Fear: opposing units at a terrain (3); Swamp Fever: an opposing army (3); Exhume: an
// opponent's DUA (3); Rally: the caster's Amazons at a terrain (3 units), to another terrain with one of its Amazons.
// Only for a casting army of the spell's species (no random draw otherwise).
std::vector<std::pair<std::string, std::string>> fullestTargets(const CandidateContext& c, const Expectation& x) {
    const auto& s = c.state;
    std::vector<std::pair<std::string, std::string>> out;  // spell, target text
    if (!x.place.inPlay()) return out;
    const auto hasSpecies = [&](const std::string& species) {
        for (const int u : s.army(x.who, x.place))
            if (c.catalog.die(s.piece(u).die).species == species) return true;
        return false;
    };
    const auto illusion = [&](int owner, Location at) {
        return owner != x.who && std::any_of(s.effects.begin(), s.effects.end(), [&](const engine::Effect& fx) {
                   return fx.status == engine::Status::Illusion && fx.target == engine::EffectTargetKind::Army &&
                          fx.targetPlayer == owner && fx.targetArmy == at;
               });
    };
    const auto refs = [&](const std::vector<int>& units) {
        std::string text;
        for (const int u : units) text += " " + s.pid(s.piece(u).owner) + ":" + s.label(u);
        return text;
    };
    const auto add = [&](const std::string& spell, const std::vector<int>& units, int amount,
                         const std::string& after = {}) {
        const auto subsets = fullestSubsets(c, units, amount);
        if (!subsets.empty() && !subsets.front().empty())
            out.emplace_back(spell, " on" + refs(subsets.front()) + after);
    };
    const bool mirage = hasSpecies("Firewalkers");
    const bool scent = hasSpecies("Goblins");
    const bool fever = hasSpecies("Swamp Stalkers");
    const bool rally = hasSpecies("Amazons");
    for (int t = 0; t < static_cast<int>(s.terrains.size()) && (mirage || scent || rally); ++t) {
        std::vector<int> all;
        std::vector<int> opposing;
        std::vector<int> amazons;
        for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
            if (illusion(q, Location::at(t))) continue;
            for (const int u : s.army(q, Location::at(t))) {
                if (s.piece(u).kind != engine::PieceKind::Unit) continue;
                all.push_back(u);
                if (q != x.who) opposing.push_back(u);
                if (q == x.who && c.catalog.die(s.piece(u).die).species == "Amazons") amazons.push_back(u);
            }
        }
        if (mirage && !all.empty()) add("Mirage", all, 5);
        if (scent && !opposing.empty()) add("Scent of Fear", opposing, 3);
        if (!rally || amazons.empty()) continue;
        for (int to = 0; to < static_cast<int>(s.terrains.size()); ++to) {
            if (to == t) continue;
            const auto there = s.army(x.who, Location::at(to));
            if (std::none_of(there.begin(), there.end(),
                             [&](int u) { return c.catalog.die(s.piece(u).die).species == "Amazons"; }))
                continue;
            const std::vector<int> movers(
                amazons.begin(),
                amazons.begin() + std::min<std::ptrdiff_t>(3, static_cast<std::ptrdiff_t>(amazons.size())));
            out.emplace_back("Rally", " on" + refs(movers) + " " + s.terrains[static_cast<std::size_t>(to)].key);
            break;
        }
    }
    for (int q = 0; q < static_cast<int>(s.players.size()) && fever; ++q)
        for (int t = 0; t < static_cast<int>(s.terrains.size()) && q != x.who; ++t)
            if (!illusion(q, Location::at(t)) && s.hasArmy(q, Location::at(t)))
                add("Swamp Fever", s.army(q, Location::at(t)), 3);
    for (int q = 0; q < static_cast<int>(s.players.size()) && hasSpecies("Undead"); ++q)
        if (q != x.who && !s.unitsAt(q, Where::Dua).empty()) add("Exhume", s.unitsAt(q, Where::Dua), 3);
    return out;
}

}  // namespace

// A spell of the magic action: each spell the caster's species may know, with its element (an elemental
// spell with any element), at no target, an army or a terrain, in random order; the engine keeps those the
// magic rolled pays for and whose effect it models.
void cast(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    // Outside a magic action (an SAI resolution, Rule::Sais) only Cantrip magic casts, cantrip spells only: offered
    // now and then, so that most such rolls go on without spells.
    const bool cantripOnly = x.rule == engine::Rule::Sais;
    if (x.who < 0 || !c.chance(cantripOnly ? 0.35 : 0.9)) return;
    std::vector<std::string> targets = {""};
    std::vector<std::string> armies;
    std::vector<std::string> opposing;
    std::vector<std::string> terrains;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.hasArmy(q, Location::at(t))) {
                armies.push_back(" on " + s.pid(q) + "@" + s.terrains[static_cast<std::size_t>(t)].key);
                if (q != x.who) opposing.push_back(armies.back());
            }
    for (const auto& t : s.terrains) terrains.push_back(" on " + t.key);
    targets.insert(targets.end(), armies.begin(), armies.end());
    targets.insert(targets.end(), terrains.begin(), terrains.end());
    // One unit of each army at a terrain, for the spells that target a unit ('on B:c1').
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t) {
            const auto army = s.hasArmy(q, Location::at(t)) ? s.army(q, Location::at(t)) : std::vector<int>{};
            if (army.empty()) continue;
            const int u = army[std::uniform_int_distribution<std::size_t>(0, army.size() - 1)(c.rng)];
            targets.push_back(" on " + s.pid(q) + ":" + s.label(u));
        }
    // Spells that name more: one of the caster's units and a terrain to go to (Path, Rally), a unit of the
    // caster's DUA (Resurrect Dead), a terrain and a dragon to summon there (Summon Dragon).
    const auto pick = [&](const std::vector<int>& from) {
        return from[std::uniform_int_distribution<std::size_t>(0, from.size() - 1)(c.rng)];
    };
    const auto& terrainKey = [&](int t) -> const std::string& { return s.terrains[static_cast<std::size_t>(t)].key; };
    std::vector<int> own, dead, dragons, foreignDead, buriedMinor;
    for (int p = 0; p < static_cast<int>(s.pieces.size()); ++p) {
        const auto& piece = s.pieces[static_cast<std::size_t>(p)];
        if (piece.kind == engine::PieceKind::MinorTerrain && piece.owner == x.who && piece.loc.where == Where::Bua)
            buriedMinor.push_back(p);  // Esfah's Gift
        if (piece.kind == engine::PieceKind::Dragon && piece.loc.where != Where::Removed) dragons.push_back(p);
        if (piece.kind == engine::PieceKind::Unit && piece.owner != x.who && piece.loc.where == Where::Dua)
            foreignDead.push_back(p);  // Exhume
        if (piece.kind != engine::PieceKind::Unit || piece.owner != x.who) continue;
        if (piece.loc.atTerrain()) own.push_back(p);
        if (piece.loc.where == Where::Dua) dead.push_back(p);
    }
    const int terrainCount = static_cast<int>(s.terrains.size());
    const auto anyTerrain = [&] { return std::uniform_int_distribution<int>(0, terrainCount - 1)(c.rng); };
    for (int i = 0; i < 3 && !own.empty(); ++i)
        targets.push_back(" on " + s.pid(x.who) + ":" + s.label(pick(own)) + " " + terrainKey(anyTerrain()));
    // ... with one of the items of its army taken along (Path, Rally; no random draw when no army has items).
    std::vector<int> carriers;
    for (const int u : own)
        if (!s.itemsAt(x.who, s.piece(u).loc).empty()) carriers.push_back(u);
    if (!carriers.empty()) {
        const int mover = pick(carriers);
        const auto items = s.itemsAt(x.who, s.piece(mover).loc);
        targets.push_back(" on " + s.pid(x.who) + ":" + s.label(mover) + " " + s.pid(x.who) + ":" +
                          s.label(pick(items)) + " " + terrainKey(anyTerrain()));
    }
    if (!dead.empty()) targets.push_back(" on " + s.pid(x.who) + ":" + s.label(pick(dead)));
    std::string exhumed;  // Exhume's target: a unit of an opponent's DUA
    if (!foreignDead.empty()) {
        const int u = pick(foreignDead);
        exhumed = " on " + s.pid(s.piece(u).owner) + ":" + s.label(u);
    }
    // A dragon with the first of its elements, for the elemental spells (Summon Dragon).
    std::vector<std::pair<std::string, std::string>> summons;  // element, target
    for (const int d : dragons) {
        const auto& piece = s.pieces[static_cast<std::size_t>(d)];
        const std::string target = " on " + terrainKey(anyTerrain()) + " " + s.pid(piece.owner) + ":" + s.label(d);
        targets.push_back(target);
        const auto elements = c.catalog.die(piece.die).elements.toVector();
        if (!elements.empty()) summons.emplace_back(std::string(domain::toString(elements.front())), target);
    }
    // The Dragonkin spells' own targets: Summon Dragonkin's join its group below, Evolve Dragonkin's come first.
    std::vector<Candidate> summon;
    std::vector<Candidate> evolve;
    dragonkinCasts(c, x, summon, evolve);
    std::vector<Candidate> rise;
    std::vector<Candidate> white;
    championCasts(c, x, rise, white);
    const auto fullest = cantripOnly ? std::vector<std::pair<std::string, std::string>>{} : fullestTargets(c, x);
    static const domain::Element kElements[] = {domain::Element::Air, domain::Element::Death, domain::Element::Earth,
                                                domain::Element::Fire, domain::Element::Water};
    // Each spell's tries stay together and the spells come in random order: a spell whose targets are rare has
    // the same chance to come first as one that fits anything.
    std::vector<std::vector<Candidate>> groups;
    std::vector<int> costs;
    for (const auto& spell : c.catalog.spells()) {
        if (cantripOnly && !spell.cantrip) continue;
        std::vector<domain::Element> elements;
        const bool elemental = spell.element == domain::Element::Ivory || spell.element == domain::Element::White;
        if (elemental)
            elements.assign(std::begin(kElements), std::end(kElements));
        else
            elements.push_back(spell.element);
        std::vector<Candidate> group;
        const std::string head = "cast " + s.pid(x.who) + " " + spell.name + " with ";
        // Resurrect Dead: a dead unit with one of its elements and as many castings as its health (a cast with
        // fewer would need more castings on it later, which the engine checks only at the first resolve).
        const bool resurrect = spell.name == "Resurrect Dead";
        for (int i = 0; resurrect && i < 3 && !dead.empty(); ++i) {
            const int u = pick(dead);
            const auto& die = c.catalog.die(s.piece(u).die);
            auto mine = die.elements.toVector();
            if (mine.empty() || mine.front() == domain::Element::Ivory)
                mine.assign(std::begin(kElements), std::end(kElements));
            const auto element = mine[std::uniform_int_distribution<std::size_t>(0, mine.size() - 1)(c.rng)];
            const std::string times = die.health > 1 ? " x" + std::to_string(die.health) : "";
            group.push_back(
                {head + std::string(domain::toString(element)) + times + " on " + s.pid(x.who) + ":" + s.label(u)});
        }
        for (int i = 0; !resurrect && i < 5; ++i) {  // tries at a fitting element and target
            const auto element = elements[std::uniform_int_distribution<std::size_t>(0, elements.size() - 1)(c.rng)];
            // A spell whose catalog data block names its kind of target (an army, a terrain) is aimed at one.
            const auto kind = spell.effect ? spell.effect->target : domain::SpellTarget::Army;
            const auto& pool = !spell.effect                                                 ? targets
                               : kind == domain::SpellTarget::Terrain                        ? terrains
                               : kind == domain::SpellTarget::OpposingArmy && !opposing.empty() ? opposing
                               : armies.empty()                                              ? targets
                                                                                             : armies;
            const auto& target = pool[std::uniform_int_distribution<std::size_t>(0, pool.size() - 1)(c.rng)];
            group.push_back({head + std::string(domain::toString(element)) + target});
        }
        if (elemental)
            for (const auto& [element, target] : summons) group.push_back({head + element + target});
        if (spell.name == "Exhume" && !exhumed.empty())
            group.insert(group.begin(), {head + std::string(domain::toString(spell.element)) + exhumed});
        // The spells whose "up to" is the most that can be applied: their fullest targets first, with each element the
        // spell may be paid with (an Elemental spell such as Rally: any).
        for (const auto& [name, target] : fullest)
            if (name == spell.name)
                for (const auto element : elements)
                    group.insert(group.begin(), {head + std::string(domain::toString(element)) + target});
        // Esfah's Gift: only a minor terrain of the caster's BUA fits, offered first when there is one.
        if (spell.name == "Esfah's Gift" && !buriedMinor.empty()) {
            const auto element = elements[std::uniform_int_distribution<std::size_t>(0, elements.size() - 1)(c.rng)];
            group.insert(group.begin(), {head + std::string(domain::toString(element)) + " on " + s.pid(x.who) +
                                         ":" + s.label(pick(buriedMinor))});
        }
        if (spell.name == "Summon Dragonkin" && !summon.empty())
            group.push_back(summon[std::uniform_int_distribution<std::size_t>(0, summon.size() - 1)(c.rng)]);
        if (spell.name == "Summon White Dragon") group.insert(group.end(), white.begin(), white.end());
        if (spell.name == "Rise of the Eldarim") group.insert(group.begin(), rise.begin(), rise.end());
        // A cantrip spell cast at step 4 of a roll may change that roll (Stone Skin on the saving army, Ash Storm at
        // the roller's terrain): the roll line's totals were written '?' and the engine answers them once step 4 is
        // over (flow/ExchangeFrame, DragonAttackFrame; the army's save against a damage spell through
        // SaiResolutionFrame::afterRoll with totals), so the caster's own armies and terrains are offered too.
        groups.push_back(std::move(group));
        costs.push_back(spell.cost);
    }
    std::vector<std::size_t> order(groups.size());
    for (std::size_t i = 0; i < order.size(); ++i) order[i] = i;
    shuffle(order, c.rng);
    // Half of the time the dearest spells first: the cheap ones would otherwise take most magic actions.
    if (c.chance(0.5))
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return costs[a] > costs[b]; });
    std::vector<std::vector<Candidate>> ordered;
    for (const std::size_t i : order) ordered.push_back(std::move(groups[i]));
    groups = std::move(ordered);
    for (auto& group : groups)
        for (auto& candidate : group) out.push_back(std::move(candidate));
    // Species spells are few and dear: offer them first most of the time, or the cheap basic spells would take
    // nearly every magic action.
    if (c.chance(0.6)) {
        std::stable_partition(out.begin(), out.end(), [&](const Candidate& candidate) {
            for (const auto& spell : c.catalog.spells())
                if (!spell.species.empty() && candidate.text.find(" " + spell.name + " with ") != std::string::npos)
                    return true;
            return false;
        });
    }
    // In a corpus the spells its earlier games cast least come first (stable: the order above
    // decides among equals).
    if (c.spellsCastBefore != nullptr) {
        const auto timesCast = [&](const Candidate& candidate) {
            const auto from = candidate.text.find(' ', 5) + 1;  // after "cast <P> "
            const auto name = candidate.text.substr(from, candidate.text.find(" with ", from) - from);
            const auto it = c.spellsCastBefore->find(name);
            return it == c.spellsCastBefore->end() ? 0L : it->second;
        };
        std::stable_sort(out.begin(), out.end(),
                         [&](const Candidate& a, const Candidate& b) { return timesCast(a) < timesCast(b); });
    }
    // Evolve Dragonkin fits rarely (a Dragonkin in play of the spent element with a larger one in the pool): when
    // it fits it is offered first.
    out.insert(out.begin(), evolve.begin(), evolve.end());
}

// Announced spells resolve in an order the caster picks: any of them (a magic action rarely announces more than 12).
// Before the first one, a unit with a Dispel Magic face may roll ('roll B dispel : c1=<face>'): each such unit in
// play is offered first, alone, most of the time; the engine keeps the ones a spell reaches.
void resolve(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    for (int n = 1; n <= 12; ++n) out.push_back({"resolve " + std::to_string(n)});
    shuffle(out, c.rng);
    // A big magic roll can announce more than twelve spells: the later numbers come after (no random draw, so the
    // games with fewer spells stay as they were).
    for (int n = 13; n <= 64; ++n) out.push_back({"resolve " + std::to_string(n)});
    const bool announcing = std::find(x.kinds.begin(), x.kinds.end(), EventKind::Cast) != x.kinds.end();
    if (!announcing || !c.chance(0.7)) return;
    const auto& s = c.state;
    std::vector<Candidate> dispels;
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.pieces[static_cast<std::size_t>(u)];
        if (piece.kind != engine::PieceKind::Unit || !piece.loc.inPlay()) continue;
        const auto& die = c.catalog.die(piece.die);
        for (std::size_t f = 0; f < die.faces.size(); ++f)
            if (die.faces[f].icon == "Dispel Magic") {
                const auto face = std::uniform_int_distribution<std::size_t>(0, die.faces.size() - 1)(c.rng);
                dispels.push_back(
                    {"roll " + s.pid(piece.owner) + " dispel : " + s.label(u) + "=" + std::to_string(face + 1)});
                break;
            }
    }
    out.insert(out.begin(), dispels.begin(), dispels.end());
}

}  // namespace muster::rules::matchlog::candidates
