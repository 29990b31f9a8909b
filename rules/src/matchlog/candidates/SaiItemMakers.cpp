// The legal-log generator's makers for the roller's SAI decisions ('sai' lines, with the medallions' and relics'
// choices first) and for the items' own statements (bury-item, carry-item).
#include "Candidates.h"

#include <algorithm>

namespace muster::rules::matchlog::candidates {

namespace {

// The choices of the medallions and relics that a 'sai' line states (docs/match-log.md, SAIs the engine models), tried
// before the sai maker's general candidates: for the first open SAI of the roll, when it is one of them.
//   Elemental Relic: 'recruit' 1-health units of the DUA, 'promote' pairs <unit of the relic's army> <DUA unit of its
//     species one health larger>, at most X health-worth (the face's element is the engine's business: several mixes,
//     then each single choice, so that one that fits comes early).
//   Gold Medallion: units of the DUA back to the medallion's army, as much of X as they fill, or one of them.
//   Silver Medallion: 'promote <Dragonkin of its army> <pool Dragonkin one health larger>' (its item, pool and summon
//     choices are made in sai() below).
// No draw is made for other SAIs.
void itemSaiCandidates(const CandidateContext& c, const Expectation& x, const std::string& head,
                       std::vector<Candidate>& out) {
    const auto& s = c.state;
    const auto& named = x.options.front();
    const bool relic = named.rfind("Elemental Relic ", 0) == 0;
    const bool gold = named.rfind("Gold Medallion ", 0) == 0;
    const bool silver = named.rfind("Silver Medallion ", 0) == 0;
    if (!relic && !gold && !silver) return;
    const int item = s.pieceIndex(x.who, named.substr(named.rfind(' ') + 1));
    if (item < 0 || !s.piece(item).loc.inPlay()) return;
    const Location at = s.piece(item).loc;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    std::vector<Candidate> mine;
    if (gold) {
        for (const auto& chosen : fullestSubsets(c, dua, x.amount))
            if (!chosen.empty()) mine.push_back({head + " :" + labels(s, chosen)});
        for (const int d : dua)
            if (c.catalog.die(s.piece(d).die).health <= x.amount) mine.push_back({head + " : " + s.label(d)});
    }
    if (silver) {
        // (sai() offers 'summon' when the roll's place is a terrain; the medallion's army may stand at one when the roll
        // is aimed at a Reserve Area.)
        if (at.atTerrain() && !x.place.atTerrain())
            for (const int d : s.unitsAt(x.who, Where::Pool))
                if (c.catalog.die(s.piece(d).die).isDragonkin() && c.catalog.die(s.piece(d).die).health == 1)
                    mine.push_back({head + " : summon " + s.pid(x.who) + ":" + s.label(d)});
        for (const int u : s.army(x.who, at)) {
            const auto& kin = c.catalog.die(s.piece(u).die);
            if (!kin.isDragonkin()) continue;
            for (const int d : s.unitsAt(x.who, Where::Pool))
                if (c.catalog.die(s.piece(d).die).isDragonkin() && c.catalog.die(s.piece(d).die).health == kin.health + 1)
                    mine.push_back({head + " : promote " + s.label(u) + " " + s.pid(x.who) + ":" + s.label(d)});
        }
    }
    if (relic) {
        // Each single choice: "recruit <d>" or "promote <u> <d>", with its health-worth and the units it names.
        struct Choice {
            std::string words;
            int worth = 0;
            std::vector<int> units;
        };
        std::vector<Choice> choices;
        for (const int d : dua) {
            const auto& dead = c.catalog.die(s.piece(d).die);
            if (dead.health == 1) choices.push_back({"recruit " + s.label(d), 1, {d}});
            for (const int u : s.army(x.who, at)) {
                const auto& die = c.catalog.die(s.piece(u).die);
                if (die.species == dead.species && dead.health == die.health + 1 && die.health <= x.amount)
                    choices.push_back({"promote " + s.label(u) + " " + s.label(d), die.health, {u, d}});
            }
        }
        std::shuffle(choices.begin(), choices.end(), c.rng);
        for (int attempt = 0; attempt < 3 && choices.size() > 1; ++attempt) {
            std::vector<int> used;
            std::string recruits;
            std::string promotions;
            int worth = 0;
            for (std::size_t k = 0; k < choices.size(); ++k) {
                const auto& one = choices[(k + static_cast<std::size_t>(attempt) * 3) % choices.size()];
                const bool clash = std::any_of(one.units.begin(), one.units.end(), [&](int u) {
                    return std::find(used.begin(), used.end(), u) != used.end();
                });
                if (clash || worth + one.worth > x.amount) continue;
                used.insert(used.end(), one.units.begin(), one.units.end());
                worth += one.worth;
                auto& list = one.words[0] == 'r' ? recruits : promotions;
                list += one.words.substr(one.words.find(' '));
            }
            if (!recruits.empty() && !promotions.empty())
                mine.push_back({head + " : recruit" + recruits + " promote" + promotions});
            else if (!recruits.empty() || !promotions.empty())
                mine.push_back({head + " : " + (recruits.empty() ? "promote" + promotions : "recruit" + recruits)});
        }
        if (choices.size() > 8) choices.resize(8);
        for (const auto& one : choices) mine.push_back({head + " : " + one.words});
    }
    out.insert(out.begin(), mine.begin(), mine.end());
}

}  // namespace

// An SAI that needs the roller's decisions (step 4): the first one the engine lists, aimed at as much of the
// attacked army as its X allows, then with no targets.
void sai(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    const auto& s = c.state;
    if (x.who < 0 || x.options.empty()) return;  // (Cantrip magic is not among the options: 'cast' spends it)
    const std::string head = "sai " + s.pid(x.who) + " " + x.options.front();
    for (const int q : opponentsOf(s, x.who)) {
        if (!s.hasArmy(q, x.place)) continue;
        // A delayed SAI (Choke, Decapitate, Impale) names its possible targets: the units that rolled ID.
        std::vector<int> pool = s.army(q, x.place);
        if (!x.rollers.empty())
            pool.erase(std::remove_if(
                           pool.begin(), pool.end(),
                           [&](int u) { return std::find(x.rollers.begin(), x.rollers.end(), u) == x.rollers.end(); }),
                       pool.end());
        for (const auto& chosen : fullestSubsets(c, pool, x.amount))
            if (!chosen.empty()) out.push_back({head + " :" + labels(s, chosen)});
        for (const int u : x.rollers)
            if (std::find(pool.begin(), pool.end(), u) != pool.end()) out.push_back({head + " : " + s.label(u)});
        // SAIs with a budget of their own: one unit (Slay, Swallow), two health-worth (Flame).
        std::vector<Candidate> own;
        for (const int u : pool) own.push_back({head + " : " + s.label(u)});
        for (const auto& chosen : fullestSubsets(c, pool, 2))
            if (!chosen.empty()) own.push_back({head + " :" + labels(s, chosen)});
        out.insert(out.end(), own.begin(), own.end());
    }
    // SAIs on the roller's own army (Regenerate, Wild Growth): a unit back from its DUA, one promotion.
    std::vector<Candidate> mine;
    const auto dua = s.unitsAt(x.who, Where::Dua);
    for (const int d : dua) mine.push_back({head + " : " + s.label(d)});
    for (int u = 0; u < static_cast<int>(s.pieces.size()); ++u) {
        const auto& piece = s.piece(u);
        if (piece.owner != x.who || piece.kind != engine::PieceKind::Unit || !piece.loc.inPlay()) continue;
        const auto& die = c.catalog.die(piece.die);
        for (const int d : dua) {
            const auto& dead = c.catalog.die(s.piece(d).die);
            if (dead.species == die.species && dead.health == die.health + 1)
                mine.push_back({head + " : " + s.label(u) + " " + s.label(d)});
        }
    }
    // The Elemental Relic words them: 'recruit <1-health DUA unit>', 'promote <unit> <DUA unit>' (the engine refuses
    // units without the face's element).
    if (x.options.front().rfind("Elemental Relic ", 0) == 0) {
        std::vector<Candidate> relic;
        for (auto& m : mine) {
            const auto rest = m.text.substr(head.size() + 3);  // after ' : '
            const bool pair = rest.find(' ') != std::string::npos;
            const int d = s.pieceIndex(x.who, pair ? rest.substr(rest.find(' ') + 1) : rest);
            if (pair)
                relic.push_back({head + " : promote " + rest});
            else if (d >= 0 && c.catalog.die(s.piece(d).die).health == 1)
                relic.push_back({head + " : recruit " + rest});
        }
        mine = std::move(relic);
    }
    shuffle(mine, c.rng);
    if (mine.size() > 6) mine.resize(6);
    out.insert(out.end(), mine.begin(), mine.end());
    // A unit that may move elsewhere (Vanish, Ferry, Firewalking, Teleport): half of the time to the Reserve Area or
    // another terrain.
    // Items of its army may go along (listed after ':', among the units it takes for Ferry and the like): tried
    // first whenever the army has items, alone or with one more unit that may be the one able to carry them.
    // (Without items no random draw is made here, so games without items play as before.)
    const auto& named = x.options.front();
    const int mover = s.pieceIndex(x.who, named.substr(named.rfind(' ') + 1));
    // Wayfare moves its item with one unit of the item's army that can carry it, to the Reserve Area or a terrain.
    if (named.rfind("Wayfare ", 0) == 0 && mover >= 0 && s.piece(mover).loc.inPlay()) {
        const auto& away = s.terrains[std::uniform_int_distribution<std::size_t>(0, s.terrains.size() - 1)(c.rng)];
        std::vector<Candidate> carried;
        for (const int u : s.army(x.who, s.piece(mover).loc)) {
            carried.push_back({head + " reserve : " + s.label(u)});
            carried.push_back({head + " " + away.key + " : " + s.label(u)});
        }
        shuffle(carried, c.rng);
        out.insert(out.begin(), carried.begin(), carried.end());
    }
    if (mover >= 0 && s.piece(mover).loc.inPlay() && !s.itemsAt(x.who, s.piece(mover).loc).empty()) {
        const auto& away = s.terrains[std::uniform_int_distribution<std::size_t>(0, s.terrains.size() - 1)(c.rng)];
        auto others = s.army(x.who, s.piece(mover).loc);
        others.erase(std::remove(others.begin(), others.end(), mover), others.end());
        shuffle(others, c.rng);
        for (const auto& i : itemChoices(c, x.who, s.piece(mover).loc))
            if (!i.empty()) {
                out.push_back({head + " reserve :" + i});
                out.push_back({head + " " + away.key + " :" + i});
                if (!others.empty()) out.push_back({head + " " + away.key + " : " + s.label(others.front()) + i});
            }
    }
    if (c.chance(0.5)) {
        out.push_back({head + " reserve"});
        const auto& t = s.terrains[std::uniform_int_distribution<std::size_t>(0, s.terrains.size() - 1)(c.rng)];
        out.push_back({head + " " + t.key});
    }
    // The Silver Medallion makes one choice: an item of the BUA back to the army, a Dragonkin unit or minor terrain of
    // the BUA to the Summoning Pool, or (at a terrain) a 1-health pool Dragonkin into the army.
    if (x.options.front().rfind("Silver Medallion ", 0) == 0)
        for (int q = 0; q < static_cast<int>(s.pieces.size()); ++q) {
            const auto& p = s.piece(q);
            if (p.owner != x.who) continue;
            const auto& die = c.catalog.die(p.die);
            if (p.loc.where == Where::Bua && p.kind == engine::PieceKind::Item)
                out.insert(out.begin(), Candidate{head + " : item " + s.label(q)});
            if (p.loc.where == Where::Bua && (p.kind == engine::PieceKind::MinorTerrain ||
                                              (p.kind == engine::PieceKind::Unit && die.isDragonkin())))
                out.insert(out.begin(), Candidate{head + " : pool " + s.label(q)});
            if (p.loc.where == Where::Pool && p.kind == engine::PieceKind::Unit && die.isDragonkin() &&
                die.health == 1 && x.place.atTerrain())
                out.insert(out.begin(), Candidate{head + " : summon " + s.pid(x.who) + ":" + s.label(q)});
        }
    // Summon Dragon names a dragon (any player's, in a Summoning Pool or at a terrain) and the terrain it goes to.
    if (x.options.front().rfind("Summon Dragon ", 0) == 0)
        for (int d = 0; d < static_cast<int>(s.pieces.size()); ++d) {
            const auto& p = s.piece(d);
            if (p.kind != engine::PieceKind::Dragon || !(p.loc.where == Where::Pool || p.loc.atTerrain())) continue;
            for (const auto& t : s.terrains)
                out.push_back({head + " : " + s.pid(p.owner) + ":" + s.label(d) + " " + t.key});
        }
    out.push_back({head});
    // SAIs that target one unit of any opposing army at the terrain (Sleep): each such unit, named with its owner.
    std::vector<Candidate> single;
    for (const int q : opponentsOf(s, x.who))
        if (s.hasArmy(q, x.place))
            for (const int u : s.army(q, x.place)) single.push_back({head + " : " + s.pid(q) + ":" + s.label(u)});
    shuffle(single, c.rng);
    if (single.size() > 4) single.resize(4);
    out.insert(out.end(), single.begin(), single.end());
    // SAIs that target a whole army (Frost Breath, Wither, Galeforce: an opposing one; Illusion: one's own).
    std::vector<Candidate> armies;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q) {
        for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
            if (s.hasArmy(q, Location::at(t)))
                armies.push_back({head + " : " + s.pid(q) + "@" + s.terrains[static_cast<std::size_t>(t)].key});
        if (q == x.who && s.hasArmy(q, Location::reserve())) armies.push_back({head + " : " + s.pid(q) + "@reserve"});
    }
    shuffle(armies, c.rng);
    out.insert(out.end(), armies.begin(), armies.end());
    // SAIs that hit an army chosen by its owner's id (Sneak Attack with several opposing armies at the terrain).
    for (const int q : opponentsOf(s, x.who)) out.push_back({head + " : " + s.pid(q)});
    itemSaiCandidates(c, x, head, out);  // medallions' and relics' choices first
}

// The excess items of an army (options: its items): one, two or three of them, the engine keeps what leaves a
// carriable rest with nothing more buried than needed.
void buryItem(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.options.empty()) return;
    const auto& o = x.options;
    const std::string head = "bury-item " + c.state.pid(x.who);
    for (std::size_t i = 0; i < o.size(); ++i) {
        out.push_back({head + " " + o[i]});
        for (std::size_t j = i + 1; j < o.size(); ++j) {
            out.push_back({head + " " + o[i] + " " + o[j]});
            for (std::size_t k = j + 1; k < o.size(); ++k) out.push_back({head + " " + o[i] + " " + o[j] + " " + o[k]});
        }
    }
    std::string all = head;
    for (const auto& label : o) all += " " + label;
    out.push_back({all});
}

// Items following units an effect sent to the Reserve Area (optional; options: the items of the army they left):
// half of the time one of them or all; the engine refuses what the units cannot carry.
void carryItem(const CandidateContext& c, const Expectation& x, std::vector<Candidate>& out) {
    if (x.who < 0 || x.options.empty() || !c.chance(0.5)) return;
    const std::string head = "carry-item " + c.state.pid(x.who);
    std::string all = head;
    for (const auto& label : x.options) {
        out.push_back({head + " " + label});
        all += " " + label;
    }
    if (x.options.size() > 1) out.push_back({all});
}

}  // namespace muster::rules::matchlog::candidates
