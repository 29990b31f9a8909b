// The judge's option lists (muster/rules/judge/LegalOptions.h): for each step Engine::expect reports, each statement
// kind's maker enumerates statements from the log's grammar and the pieces in play (OptionMakers.h), and the engine
// keeps those it accepts on a copy of the state. Rolls list their dice and faces instead.
#include "muster/rules/judge/LegalOptions.h"

#include <algorithm>
#include <map>
#include <set>

#include "OptionMakers.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "muster/rules/matchlog/MatchLogParser.h"

namespace muster::rules::judge {

std::string_view toString(Coverage coverage) {
    switch (coverage) {
        case Coverage::Complete:
            return "complete";
        case Coverage::Bounded:
            return "bounded";
        case Coverage::Open:
            return "open";
        case Coverage::Partial:
            return "partial";
        case Coverage::None:
            return "none";
    }
    return "?";
}

// ---------------------------------------------------------------- the context

matchlog::MatchLog headerFor(const GameState& state) {
    matchlog::MatchLog header;
    header.file = "judge";
    header.version = state.logVersion;
    for (const auto& p : state.players) {
        matchlog::PlayerDecl decl;
        decl.id = p.id;
        decl.name = p.name;
        header.players.push_back(decl);
    }
    return header;
}

void offerEach(const OptionContext& c, StatementOptions& out, const std::vector<std::string>& words,
               const std::function<LegalOption(const std::string&)>& make) {
    for (const auto& w : words)
        if (!c.offer(out, make(w))) return;
}

OptionContext::OptionContext(const engine::Engine& e, const GameState& s, const OptionLimits& l)
    : engine(e), catalog(e.catalog()), state(s), limits(l), header_(headerFor(s)), line_(1) {}

bool OptionContext::accepts(const std::string& statement) const {
    ++trials;
    engine::Event event;
    try {
        event = matchlog::MatchLogParser::parseStatement(header_, statement, line_);
    } catch (const matchlog::MatchLogError&) {
        return false;
    }
    GameState next = state;
    try {
        return !engine.apply(next, event).has_value();
    } catch (const std::exception&) {
        return false;  // an engine self-check; the statement is not offered
    }
}

bool OptionContext::offer(StatementOptions& out, LegalOption option, int bound) const {
    if (bound < 0) bound = limits.maxOptions;
    if (std::any_of(out.options.begin(), out.options.end(),
                    [&](const LegalOption& seen) { return seen.statement == option.statement; }))
        return true;
    if (!accepts(option.statement)) return true;
    if (static_cast<int>(out.options.size()) >= bound) {
        out.coverage = Coverage::Bounded;
        return false;
    }
    out.options.push_back(std::move(option));
    return true;
}

std::vector<std::vector<int>> OptionContext::alike(const std::vector<int>& pieces) const {
    std::vector<std::string> keys;
    std::vector<std::vector<int>> groups;
    for (const int p : pieces) {
        const std::string key = LegalOptions::alikeKey(state, p);
        const auto it = std::find(keys.begin(), keys.end(), key);
        if (it == keys.end()) {
            keys.push_back(key);
            groups.push_back({p});
        } else {
            groups[static_cast<std::size_t>(it - keys.begin())].push_back(p);
        }
    }
    return groups;
}

std::vector<int> OptionContext::representatives(const std::vector<int>& pieces) const {
    std::vector<int> out;
    for (const auto& g : alike(pieces)) out.push_back(g.front());
    return out;
}

std::string OptionContext::ref(int piece) const {
    return state.pid(state.piece(piece).owner) + ":" + state.label(piece);
}

std::string OptionContext::named(int piece) const {
    return state.label(piece) + " (" + die(piece).name + ")";
}

std::string OptionContext::namedList(const std::vector<int>& pieces) const {
    std::string out;
    for (const int p : pieces) out += (out.empty() ? "" : ", ") + named(p);
    return out.empty() ? "nothing" : out;
}

std::string OptionContext::labels(const std::vector<int>& pieces) const {
    std::string out;
    for (const int p : pieces) out += " " + state.label(p);
    return out;
}

std::vector<int> OptionContext::opponents(int player) const {
    std::vector<int> out;
    for (int q = 0; q < static_cast<int>(state.players.size()); ++q)
        if (q != player && !state.players[static_cast<std::size_t>(q)].eliminated) out.push_back(q);
    return out;
}

std::vector<Location> OptionContext::armyPlaces(int player) const {
    std::vector<Location> out;
    for (int t = 0; t < static_cast<int>(state.terrains.size()); ++t)
        if (state.hasArmy(player, Location::at(t))) out.push_back(Location::at(t));
    if (state.hasArmy(player, Location::reserve())) out.push_back(Location::reserve());
    return out;
}

std::string OptionContext::placeKey(Location loc) const {
    return loc.atTerrain() ? terrainKey(loc.terrain) : std::string("reserve");
}

std::string OptionContext::armyName(int owner, Location loc) const {
    return state.pid(owner) + "'s army at " + state.locationName(loc);
}

PieceChoice OptionContext::itemsAlong(std::vector<int> items) {
    PieceChoice pick;
    pick.along = std::move(items);
    return pick;
}

// ---------------------------------------------------------------- sets of units

namespace {

struct Group {
    std::vector<int> pieces;
    int health = 0;
    int points = 0;
};

std::vector<Group> groupsOf(const OptionContext& c, const std::vector<int>& pieces) {
    std::vector<Group> out;
    for (auto& g : c.alike(pieces)) out.push_back({g, c.health(g.front()), c.die(g.front()).basePoints()});
    return out;
}

// Every choice of counts per group whose health sum passes `accept`; stops after `cap` choices.
void enumerateCounts(const std::vector<Group>& groups, std::size_t at, int sum, int amount, std::vector<int>& counts,
                     const std::function<void(const std::vector<int>&, int)>& found, int& left) {
    if (left <= 0) return;
    if (at == groups.size()) {
        found(counts, sum);
        --left;
        return;
    }
    const auto& g = groups[at];
    for (int k = 0; k <= static_cast<int>(g.pieces.size()); ++k) {
        if (sum + k * g.health > amount) break;
        counts[at] = k;
        enumerateCounts(groups, at + 1, sum + k * g.health, amount, counts, found, left);
    }
    counts[at] = 0;
}

struct CountedSet {
    std::vector<int> pieces;
    int health = 0;
    int points = 0;
};

std::vector<int> materialize(const std::vector<Group>& groups, const std::vector<int>& counts) {
    std::vector<int> out;
    for (std::size_t i = 0; i < groups.size(); ++i)
        for (int k = 0; k < counts[i]; ++k) out.push_back(groups[i].pieces[static_cast<std::size_t>(k)]);
    std::sort(out.begin(), out.end());
    return out;
}

constexpr int kEnumerationCap = 20000;  // choices looked at before a list is called Bounded

}  // namespace

int pointsOf(const OptionContext& c, const std::vector<int>& pieces) {
    int points = 0;
    for (const int p : pieces) points += c.die(p).basePoints();
    return points;
}

namespace {

// Every choice of pieces (alike ones counted, not told apart) whose health adds up to at most `amount` and whose sum
// `keep` accepts, each with its health and points.
std::vector<CountedSet> countedSets(const OptionContext& c, const std::vector<Group>& groups, int amount,
                                    const std::function<bool(int)>& keep, bool& more) {
    std::vector<CountedSet> sets;
    std::vector<int> counts(groups.size(), 0);
    int left = kEnumerationCap;
    enumerateCounts(
        groups, 0, 0, amount, counts,
        [&](const std::vector<int>& k, int sum) {
            if (!keep(sum)) return;
            CountedSet set{materialize(groups, k), sum, 0};
            set.points = pointsOf(c, set.pieces);
            sets.push_back(std::move(set));
        },
        left);
    more = left <= 0;
    return sets;
}

// The first `bound` sets in the order `before` gives; `more` when some are left out.
std::vector<std::vector<int>> firstSets(std::vector<CountedSet> sets, int bound, bool& more,
                                        const std::function<bool(const CountedSet&, const CountedSet&)>& before) {
    std::stable_sort(sets.begin(), sets.end(), before);
    std::vector<std::vector<int>> out;
    for (auto& s : sets) {
        if (static_cast<int>(out.size()) >= bound) {
            more = true;
            break;
        }
        out.push_back(std::move(s.pieces));
    }
    return out;
}

}  // namespace

std::vector<std::vector<int>> fullestCovers(const OptionContext& c, const std::vector<int>& pieces, int amount,
                                            int bound, bool& more) {
    std::vector<int> healths;
    for (const int p : pieces) healths.push_back(c.health(p));
    const int best = engine::DamageAllocation::maxCoverable(healths, amount);
    auto sets = countedSets(c, groupsOf(c, pieces), best, [&](int sum) { return sum == best; }, more);
    return firstSets(std::move(sets), bound, more, [](const CountedSet& a, const CountedSet& b) {
        if (a.points != b.points) return a.points < b.points;
        return a.pieces.size() < b.pieces.size();
    });
}

std::vector<std::vector<int>> coversUpTo(const OptionContext& c, const std::vector<int>& pieces, int amount,
                                         bool withNone, int bound, bool& more) {
    auto sets = countedSets(c, groupsOf(c, pieces), amount, [&](int sum) { return sum > 0 || withNone; }, more);
    return firstSets(std::move(sets), bound, more, [](const CountedSet& a, const CountedSet& b) {
        if (a.health != b.health) return a.health > b.health;
        if (a.points != b.points) return a.points < b.points;
        return a.pieces.size() < b.pieces.size();
    });
}

std::vector<std::vector<int>> setsOfSize(const OptionContext& c, const std::vector<int>& pieces, int count, int bound,
                                         bool& more) {
    // Each piece counts one: the groups' "health" is 1, and only the sets that reach `count` are kept.
    auto groups = groupsOf(c, pieces);
    for (auto& g : groups) g.health = 1;
    auto sets = countedSets(c, groups, count, [&](int sum) { return sum == count; }, more);
    return firstSets(std::move(sets), bound, more, [](const CountedSet&, const CountedSet&) { return false; });
}

// ---------------------------------------------------------------- rolls

namespace {

std::string squashed(const std::string& icon) {
    std::string out;
    for (const char ch : icon)
        if (std::isalnum(static_cast<unsigned char>(ch)) != 0) out += ch;
    return out;
}

std::vector<FaceChoice> faceChoices(const domain::Die& die) {
    std::vector<FaceChoice> out;
    for (std::size_t f = 0; f < die.faces.size(); ++f) {
        const auto& face = die.faces[f];
        const auto same = std::find_if(out.begin(), out.end(), [&](const FaceChoice& fc) {
            return fc.icon == face.icon && fc.amount == face.amount;
        });
        if (same != out.end()) {
            same->numbers.push_back(static_cast<int>(f) + 1);
            continue;
        }
        const bool otherAmounts = std::any_of(die.faces.begin(), die.faces.end(), [&](const domain::Face& g) {
            return g.icon == face.icon && g.amount != face.amount;
        });
        FaceChoice fc;
        fc.numbers = {static_cast<int>(f) + 1};
        fc.icon = face.icon;
        fc.amount = face.amount;
        const std::string icon = squashed(face.icon);
        fc.token = icon.empty()                                            ? std::to_string(f + 1)
                   : (face.amount != 1 || otherAmounts) && face.amount > 0 ? std::to_string(face.amount) + icon
                                                                           : icon;
        out.push_back(std::move(fc));
    }
    return out;
}

RollOptions rollOptions(const OptionContext& c, const Expectation& x, EventKind kind) {
    RollOptions r;
    r.who = x.who;
    r.words = x.rollWords;
    const std::string player = x.who >= 0 ? c.pid(x.who) : "<player>";
    if (kind == EventKind::HordeRoll) {
        r.totals = {"maneuver"};
        r.head = "horde-roll " + player + " maneuver=? :";
    } else if (x.rollWords == "dragon") {
        r.head = "roll " + player + " dragon :";
    } else {
        r.head = "roll " + player;
        std::string word;
        for (std::size_t i = 0; i <= x.rollWords.size(); ++i) {
            if (i < x.rollWords.size() && x.rollWords[i] != ' ') {
                word += x.rollWords[i];
            } else if (!word.empty()) {
                r.totals.push_back(word);
                r.head += " " + word + "=?";
                word.clear();
            }
        }
        r.head += " :";
    }
    for (const int p : x.rollers) r.dice.push_back({p, false, faceChoices(c.die(p))});
    for (const int p : x.mayRoll)
        if (std::find(x.rollers.begin(), x.rollers.end(), p) == x.rollers.end())
            r.dice.push_back({p, true, faceChoices(c.die(p))});
    return r;
}

// The Dispel Magic rolls the step allows (Expectation::dispellers), one per owner, and the roll kind for them.
void dispelRolls(const OptionContext& c, const Expectation& x, ExpectedStep& step) {
    std::vector<int> owners;
    for (const int u : x.dispellers)
        if (std::find(owners.begin(), owners.end(), c.state.piece(u).owner) == owners.end())
            owners.push_back(c.state.piece(u).owner);
    for (const int q : owners) {
        RollOptions r;
        r.who = q;
        r.words = "dispel";
        r.head = "roll " + c.pid(q) + " dispel :";
        for (const int u : x.dispellers)
            if (c.state.piece(u).owner == q) r.dice.push_back({u, true, faceChoices(c.die(u))});
        step.dispelRolls.push_back(std::move(r));
    }
    if (owners.empty() || std::any_of(step.statements.begin(), step.statements.end(),
                                      [](const StatementOptions& so) { return so.kind == EventKind::Roll; }))
        return;
    StatementOptions so;
    so.kind = EventKind::Roll;
    so.form = "roll <player> dispel : <unit>=<face>... (Dispel Magic: the units that may roll, any of them)";
    so.coverage = Coverage::Open;
    step.statements.push_back(std::move(so));
}

std::string formOf(const OptionContext& c, EventKind kind, int who) {
    const std::string p = who >= 0 ? c.pid(who) : "<player>";
    switch (kind) {
        case EventKind::Kill:
            return "kill " + p + " <unit>... | kill " + p + " -";
        case EventKind::Sai:
            return "sai " + p + " <SAI> <unit>[+<unit>] [choices] [: <target>...]";
        case EventKind::Cast:
            return "cast " + p + " <spell> with <element> [x<n>] [on <target>...]";
        case EventKind::Roll:
            return "roll " + p + " <type>=<total>... : <unit>=<face>... [/ <reason> <unit>=<face>...]";
        case EventKind::HordeRoll:
            return "horde-roll " + p + " maneuver=<total> : <unit>=<face>...";
        default:
            return std::string(engine::toString(kind)) + " " + p + " ...";
    }
}

}  // namespace

// ---------------------------------------------------------------- the makers' table

const std::vector<OptionMaker>& optionMakers() {
    static const std::vector<OptionMaker> makers = [] {
        std::vector<OptionMaker> m(engine::kEventKindCount);
        auto add = [&m](EventKind kind, OptionMaker maker) { m[static_cast<std::size_t>(kind)] = std::move(maker); };
        add(EventKind::Choose, chooseOptions);
        add(EventKind::FrontierPick, frontierPickOptions);
        add(EventKind::Place, placeOptions);
        add(EventKind::StartRoll, startRollOptions);
        add(EventKind::Turn, turnOptions);
        add(EventKind::Result, resultOptions);
        add(EventKind::Phase, phaseOptions);
        add(EventKind::March, marchOptions);
        add(EventKind::Maneuver, maneuverOptions);
        add(EventKind::TerrainTurn, terrainOptions);
        add(EventKind::Castle, castleOptions);
        add(EventKind::Action, actionOptions);
        add(EventKind::Minor, minorOptions);
        add(EventKind::MinorFace, minorFaceOptions);
        add(EventKind::Charge, chargeOptions);
        add(EventKind::Mire, mireOptions);
        add(EventKind::Reinforce, reinforceOptions);
        add(EventKind::Retreat, retreatOptions);
        add(EventKind::AirFlight, airFlightOptions);
        add(EventKind::CounterAttack, counterAttackOptions);
        add(EventKind::FoulStench, foulStenchOptions);
        add(EventKind::Kill, killOptions);
        add(EventKind::SteppedDamage, stepDownOptions);
        add(EventKind::Grow, growOptions);
        add(EventKind::Plague, plagueOptions);
        add(EventKind::Return, returnOptions);
        add(EventKind::BuryItem, buryItemOptions);
        add(EventKind::CarryItem, carryItemOptions);
        add(EventKind::City, cityOptions);
        add(EventKind::Temple, templeOptions);
        add(EventKind::Feralize, feralizeOptions);
        add(EventKind::MutateGain, mutateGainOptions);
        add(EventKind::DragonkinHandlers, dragonkinHandlersOptions);
        add(EventKind::WintersFortitude, wintersFortitudeOptions);
        add(EventKind::Mutate, mutateOptions);
        add(EventKind::Treasure, treasureOptions);
        add(EventKind::Promote, promoteOptions);
        add(EventKind::Lair, lairOptions);
        add(EventKind::Grove, groveOptions);
        add(EventKind::DragonAttack, dragonAttackOptions);
        add(EventKind::DragonTarget, dragonTargetOptions);
        add(EventKind::DragonDamage, dragonDamageOptions);
        add(EventKind::Tame, tameOptions);
        add(EventKind::Slay, slayOptions);
        add(EventKind::Control, controlOptions);
        add(EventKind::Ride, rideOptions);
        add(EventKind::Cast, castOptions);
        add(EventKind::Resolve, resolveOptions);
        add(EventKind::Sai, saiOptions);
        return m;
    }();
    return makers;
}

// ---------------------------------------------------------------- LegalOptions

LegalOptions::LegalOptions(const engine::Engine& engine, OptionLimits limits) : engine_(engine), limits_(limits) {}

bool LegalOptions::accepts(const GameState& state, std::string_view statement) const {
    const OptionContext context(engine_, state, limits_);
    return context.accepts(std::string(statement));
}

std::string LegalOptions::alikeKey(const GameState& state, int p) {
    const auto& piece = state.piece(p);
    std::string key = std::to_string(piece.owner) + "/" + std::to_string(piece.die) + "/" +
                      std::to_string(static_cast<int>(piece.loc.where)) + "/" + std::to_string(piece.loc.terrain) +
                      "/" + std::to_string(piece.face);
    std::vector<std::string> marks;
    for (const auto& fx : state.effects)
        if ((fx.target == engine::EffectTargetKind::Unit && fx.targetPiece == p) || fx.sourcePiece == p)
            marks.push_back(fx.source + "#" + std::to_string(static_cast<int>(fx.status)) + "#" +
                            std::to_string(fx.id));
    for (const auto& move : state.forcedMoves)
        if (std::find(move.units.begin(), move.units.end(), p) != move.units.end()) marks.emplace_back("moved");
    std::sort(marks.begin(), marks.end());
    for (const auto& m : marks) key += "|" + m;
    return key;
}

std::vector<ExpectedStep> LegalOptions::of(const GameState& state) const {
    const OptionContext context(engine_, state, limits_);
    std::vector<ExpectedStep> out;
    std::set<EventKind> done;  // a kind listed by an earlier step is not listed again below it
    for (const auto& x : engine_.expect(state)) {
        ExpectedStep step;
        step.expectation = x;
        for (const auto kind : x.kinds) {
            if (!done.insert(kind).second) continue;
            StatementOptions so;
            so.kind = kind;
            so.who = x.who;
            if (kind == EventKind::Kill && x.opponent >= 0 &&
                std::find(x.kinds.begin(), x.kinds.end(), EventKind::Sai) != x.kinds.end())
                so.who = x.opponent;  // the damage no save reduces, allocated by the attacked player
            so.form = formOf(context, kind, so.who);
            so.coverage = Coverage::Complete;
            if (kind == EventKind::Roll || kind == EventKind::HordeRoll) {
                so.coverage = Coverage::Open;
                step.roll = rollOptions(context, x, kind);
            } else if (const auto& maker = optionMakers()[static_cast<std::size_t>(kind)]) {
                maker(context, x, so);
                if (so.options.empty() && so.coverage == Coverage::Complete) so.coverage = Coverage::None;
            } else {
                so.coverage = Coverage::Partial;
            }
            step.statements.push_back(std::move(so));
        }
        dispelRolls(context, x, step);
        out.push_back(std::move(step));
    }
    return out;
}

}  // namespace muster::rules::judge
