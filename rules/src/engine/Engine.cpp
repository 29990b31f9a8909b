#include "muster/rules/engine/Engine.h"

#include <algorithm>
#include <bitset>
#include <map>
#include <set>

#include "muster/rules/engine/DamageAllocation.h"

namespace muster::rules::engine {

using domain::Element;
using domain::ElementSet;

std::string_view toString(EventKind kind) {
    switch (kind) {
        case EventKind::HordeRoll: return "horde-roll";
        case EventKind::Choose: return "choose";
        case EventKind::FrontierPick: return "frontier-pick";
        case EventKind::Place: return "place";
        case EventKind::StartRoll: return "start-roll";
        case EventKind::Turn: return "turn";
        case EventKind::Phase: return "phase";
        case EventKind::City: return "city";
        case EventKind::Temple: return "temple";
        case EventKind::Feralize: return "feralize";
        case EventKind::WintersFortitude: return "winters-fortitude";
        case EventKind::Mutate: return "mutate";
        case EventKind::MutateGain: return "mutate-gain";
        case EventKind::DragonkinHandlers: return "dragonkin-handlers";
        case EventKind::Charge: return "charge";
        case EventKind::March: return "march";
        case EventKind::Maneuver: return "maneuver";
        case EventKind::TerrainTurn: return "terrain";
        case EventKind::Action: return "action";
        case EventKind::Roll: return "roll";
        case EventKind::Kill: return "kill";
        case EventKind::SteppedDamage: return "step-down";
        case EventKind::FoulStench: return "foul-stench";
        case EventKind::CounterAttack: return "counter-attack";
        case EventKind::Cast: return "cast";
        case EventKind::Reinforce: return "reinforce";
        case EventKind::Retreat: return "retreat";
        case EventKind::AirFlight: return "air-flight";
        case EventKind::Result: return "result";
    }
    return "?";
}

namespace {

// Internal: a refused step travels as an exception inside one call of step() and becomes a Violation.
struct Stop {
    Violation violation;
};

const char* actionStepName(ActionStep s) {
    switch (s) {
        case ActionStep::AttackRoll: return "attack roll";
        case ActionStep::SaveRoll: return "save roll";
        case ActionStep::Kill: return "damage allocation";
        case ActionStep::SteppedDamage: return "stepped damage";
        case ActionStep::ReplantRoll: return "replanting roll";
        case ActionStep::ScorchKill: return "scorching touch damage";
        case ActionStep::FoulStench: return "foul stench";
        case ActionStep::CounterChoice: return "counter-attack choice";
        case ActionStep::MagicRoll: return "magic roll";
        case ActionStep::Casting: return "casting spells";
        case ActionStep::Done: return "action done";
    }
    return "?";
}

const char* actionName(ActionKind k) {
    switch (k) {
        case ActionKind::Melee: return "melee";
        case ActionKind::Missile: return "missile";
        case ActionKind::Magic: return "magic";
        case ActionKind::None: return "none";
    }
    return "?";
}

class Stepper {
public:
    Stepper(const domain::Catalog& catalog, const RollResolver& resolver, GameState state, const Event& event)
        : cat_(catalog), res_(resolver), s_(std::move(state)), e_(event) {}

    GameState run() {
        switch (s_.stage) {
            case Stage::HordeRoll: hordeRoll(); break;
            case Stage::Choice: choice(); break;
            case Stage::FrontierPick: frontierPick(); break;
            case Stage::Placement: placement(); break;
            case Stage::StartRoll: startRoll(); break;
            case Stage::AwaitTurn:
                if (e_.kind == EventKind::Result) {
                    result();
                } else if (e_.kind == EventKind::Turn) {
                    beginTurn();
                } else {
                    expected("the next 'turn' line", "V4.01d The Turn Sequence");
                }
                break;
            case Stage::InTurn: inTurn(); break;
            case Stage::GameOver:
                if (e_.kind != EventKind::Result)
                    fail("the game is over: " + s_.players[static_cast<std::size_t>(s_.winner)].id + " won by " +
                             s_.winBy + "; only the 'result' line may follow",
                         "V4.01d Playing the Game");
                result();
                break;
            case Stage::Finished: fail("nothing may follow the result", "docs/match-log.md");
        }
        afterEvent();
        return std::move(s_);
    }

    std::string expectation() const;

private:
    // ---------------------------------------------------------------- messages
    [[noreturn]] void fail(const std::string& rulesGive, const std::string& rule,
                           Violation::Kind kind = Violation::Kind::Inconsistent) const {
        Violation v;
        v.kind = kind;
        v.line = e_.line;
        v.turn = s_.stage == Stage::InTurn || s_.stage == Stage::GameOver ? s_.turn.number : 0;
        v.phase = phaseName();
        v.step = stepName();
        v.rule = rule;
        v.logSays = e_.text;
        v.rulesGive = rulesGive;
        throw Stop{std::move(v)};
    }
    [[noreturn]] void unsupported(const std::string& what) const {
        fail(what, "not modelled yet (rules engine part 2)", Violation::Kind::Unsupported);
    }
    [[noreturn]] void expected(const std::string& what, const std::string& rule) const {
        fail("expected " + what, rule);
    }

    std::string phaseName() const {
        switch (s_.stage) {
            case Stage::HordeRoll:
            case Stage::Choice:
            case Stage::FrontierPick:
            case Stage::Placement:
            case Stage::StartRoll: return "setup";
            case Stage::AwaitTurn: return "between turns";
            case Stage::InTurn: return std::string(toString(s_.turn.phase));
            case Stage::GameOver:
            case Stage::Finished: return "game over";
        }
        return "?";
    }

    std::string stepName() const {
        switch (s_.stage) {
            case Stage::HordeRoll: return "step 4: horde maneuver rolls";
            case Stage::Choice: return "step 4: first turn or frontier";
            case Stage::FrontierPick: return "step 4: frontier choice";
            case Stage::Placement: return "step 4: placing armies";
            case Stage::StartRoll: return "step 5: starting distance";
            case Stage::InTurn: break;
            default: return "";
        }
        const auto& t = s_.turn;
        switch (t.march) {
            case MarchStep::None: return t.phase == Phase::Reserves ? (t.reinforceDone ? "retreat" : "reinforce") : "";
            case MarchStep::Begun: return "march at " + s_.locationName(t.marchingArmy);
            case MarchStep::ManeuverRolls: return "maneuver rolls";
            case MarchStep::ManeuverDirection: return "maneuver: turning the terrain";
            case MarchStep::ManeuverDone: return "after the maneuver";
            case MarchStep::Action:
                return std::string(actionName(t.action.kind)) + (t.action.counter ? " counter-attack" : "") + ": " +
                       actionStepName(t.action.step);
        }
        return "";
    }

    // ---------------------------------------------------------------- lookups
    int player(const std::string& id) const {
        const int p = s_.playerIndex(id);
        if (p < 0) fail("no player '" + id + "'", "docs/match-log.md");
        return p;
    }
    const std::string& pid(int p) const { return s_.players[static_cast<std::size_t>(p)].id; }
    const domain::Die& dieOf(int unit) const { return cat_.die(s_.units[static_cast<std::size_t>(unit)].die); }
    Unit& unit(int u) { return s_.units[static_cast<std::size_t>(u)]; }
    const Unit& unit(int u) const { return s_.units[static_cast<std::size_t>(u)]; }
    TerrainState& terrain(int t) { return s_.terrains[static_cast<std::size_t>(t)]; }
    const TerrainState& terrain(int t) const { return s_.terrains[static_cast<std::size_t>(t)]; }
    int health(int u) const { return dieOf(u).health; }

    int unitOf(int owner, const std::string& label) const {
        const int u = s_.unitIndex(owner, label);
        if (u < 0) fail(pid(owner) + " has no unit '" + label + "'", "docs/match-log.md");
        return u;
    }

    Location location(const std::string& text) const {
        const auto loc = s_.parseLocation(text, -1);
        if (!loc) {
            std::string known;
            for (const auto& t : s_.terrains) known += (known.empty() ? "" : ", ") + t.key;
            fail("no location '" + text + "' (terrains: " + known + "; or reserve)", "docs/match-log.md");
        }
        return *loc;
    }

    int terrainOf(const std::string& text) const {
        const int t = s_.terrainIndex(text);
        if (t < 0) fail("no terrain '" + text + "'", "docs/match-log.md");
        return t;
    }

    ElementSet elementsAt(Location loc) const {
        if (loc.where != Where::Terrain) return {};
        return cat_.die(terrain(loc.terrain).die).elements;
    }

    bool armyHasSpecies(int owner, Location loc, const char* species) const {
        for (int u : s_.army(owner, loc))
            if (dieOf(u).species == species) return true;
        return false;
    }

    int countInDua(int owner, const char* species) const {
        int n = 0;
        for (int u : s_.unitsAt(owner, Where::Dua))
            if (dieOf(u).species == species) ++n;
        return n;
    }

    // Does this army control the terrain it stands on?
    bool controls(int owner, Location loc) const {
        return loc.where == Where::Terrain && terrain(loc.terrain).face == 8 && terrain(loc.terrain).controller == owner;
    }

    std::string eighthIcon(int t) const {
        const auto& die = cat_.die(terrain(t).die);
        return die.faces.size() >= 8 ? die.faces[7].icon : die.eighthFace;
    }

    std::string labels(const std::vector<int>& us) const {
        std::string out;
        for (int u : us) out += (out.empty() ? "" : " ") + unit(u).label;
        return out.empty() ? "-" : out;
    }

    // ---------------------------------------------------------------- rolls
    struct ParsedRoll {
        std::vector<int> units;
        std::vector<RolledDie> dice;
        std::map<std::string, int> totals;
    };

    // Checks who rolls and which units, and resolves each face token (re-roll segments replace faces).
    ParsedRoll readRoll(int roller, const std::vector<int>& mustRoll, const std::string& purpose,
                        const std::vector<std::string>& rerollReasons = {}) const {
        ParsedRoll r;
        if (e_.kind != EventKind::Roll && e_.kind != EventKind::HordeRoll) expected(purpose, "V4.01d Die Roll Resolution");
        if (player(e_.player) != roller) expected(purpose + " by " + pid(roller), "V4.01d Die Roll Resolution");
        for (const auto& t : e_.totals) r.totals[t.type] = t.value;
        std::set<int> expectedSet(mustRoll.begin(), mustRoll.end());
        std::map<int, int> faceOf;
        for (const auto& f : e_.faces) {
            const int u = s_.unitIndex(roller, f.unit);
            if (u < 0) fail(pid(roller) + " has no unit '" + f.unit + "'", "docs/match-log.md");
            if (!expectedSet.count(u))
                fail("unit '" + f.unit + "' does not roll here (it is in " + s_.locationName(unit(u).loc) +
                         "); the roll is made by: " + labels(mustRoll),
                     "V4.01d Die Roll Resolution");
            std::string why;
            const auto face = res_.resolveFace(unit(u).die, f.face, why);
            if (!face) fail(why, "catalog faces");
            faceOf[u] = *face;
        }
        for (int u : mustRoll)
            if (!faceOf.count(u))
                fail("unit '" + unit(u).label + "' must be rolled too (missing die); the roll is made by: " +
                         labels(mustRoll),
                     "V4.01d Die Roll Resolution");
        for (const auto& seg : e_.rerolls) {
            if (std::find(rerollReasons.begin(), rerollReasons.end(), seg.reason) == rerollReasons.end())
                fail("no re-roll '" + seg.reason + "' is allowed in this roll", "V4.01d Die Roll Resolution step 3");
            for (const auto& f : seg.faces) {
                const int u = s_.unitIndex(roller, f.unit);
                if (u < 0 || !faceOf.count(u)) fail("'" + f.unit + "' did not roll, so it cannot be re-rolled", "V4.01d Die Roll Resolution step 3");
                std::string why;
                const auto face = res_.resolveFace(unit(u).die, f.face, why);
                if (!face) fail(why, "catalog faces");
                checkReroll(seg.reason, u, faceOf[u]);
                faceOf[u] = *face;
            }
        }
        for (int u : mustRoll) {
            r.units.push_back(u);
            r.dice.push_back({unit(u).die, faceOf[u]});
        }
        return r;
    }

    void checkReroll(const std::string& reason, int u, int oldFace) const {
        if (reason == "rapid-growth") {
            // Treefolk that rolled no SAI may be re-rolled once, together, in a counter-maneuver at earth.
            const auto& die = dieOf(u);
            const std::string& icon = die.faces[static_cast<std::size_t>(oldFace)].icon;
            const bool normal = icon == "ID" || icon == "Melee" || icon == "Missile" || icon == "Magic" ||
                                icon == "Save" || icon == "Maneuver";
            if (die.species != "Treefolk" || !normal)
                fail("Rapid Growth re-rolls only Treefolk that rolled no SAI ('" + unit(u).label + "' may not)",
                     "V4.01d Species Abilities: Treefolk");
        }
    }

    int statedTotal(const ParsedRoll& r, const std::string& type) const {
        const auto it = r.totals.find(type);
        if (it == r.totals.end() || r.totals.size() != 1)
            fail("a " + type + " roll stating '" + type + "=<total>' and nothing else", "docs/match-log.md");
        return it->second;
    }

    // Compares the stated total with what the faces give, and returns it.
    int checkTotal(const RollOutcome& out, int stated, const std::string& what) const {
        if (!out.unsupported.empty()) unsupported(out.unsupported);
        if (stated < out.minTotal() || stated > out.maxTotal()) {
            std::string give = what + " total " + std::to_string(out.minTotal());
            if (out.optional > 0) give += " to " + std::to_string(out.maxTotal()) + " (counts-as results are optional)";
            fail(give + ", not " + std::to_string(stated), "V4.01d Die Roll Resolution");
        }
        return stated;
    }

    RollContext contextFor(int owner, Location loc, RollType type) const {
        RollContext c;
        c.type = type;
        c.terrainElements = elementsAt(loc);
        c.inReserve = loc.where == Where::Reserve;
        c.doubleIds = controls(owner, loc);
        if (c.doubleIds && eighthIcon(loc.terrain) == "Standing Stones") c.standingStones = elementsAt(loc);
        return c;
    }

    // ---------------------------------------------------------------- setup
    void hordeRoll() {
        if (e_.kind != EventKind::HordeRoll) expected("a 'horde-roll' line", "V4.01d Setting Up the Game, step 4");
        const int p = player(e_.player);
        const bool due = std::find(s_.hordeRollers.begin(), s_.hordeRollers.end(), p) != s_.hordeRollers.end();
        const bool done = std::find(s_.hordeRolled.begin(), s_.hordeRolled.end(), p) != s_.hordeRolled.end();
        if (!due || done) {
            std::string who;
            for (int q : s_.hordeRollers)
                if (std::find(s_.hordeRolled.begin(), s_.hordeRolled.end(), q) == s_.hordeRolled.end())
                    who += (who.empty() ? "" : ", ") + pid(q);
            expected("a horde roll by " + who, "V4.01d Setting Up the Game, step 4");
        }
        std::vector<int> horde;
        for (std::size_t i = 0; i < s_.units.size(); ++i)
            if (s_.units[i].owner == p && s_.units[i].setupArmy == 1) horde.push_back(static_cast<int>(i));
        const auto r = readRoll(p, horde, "a horde roll");
        RollContext c;
        c.type = RollType::Maneuver;
        c.horde = true;
        const auto out = res_.resolve(r.dice, c);
        const int total = checkTotal(out, statedTotal(r, "maneuver"), "horde maneuver");
        s_.players[static_cast<std::size_t>(p)].hordeManeuver = total;
        s_.hordeRolled.push_back(p);
        if (s_.hordeRolled.size() < s_.hordeRollers.size()) return;
        // Everyone due has rolled: rank the head group, ties re-roll.
        auto group = s_.rankQueue.front();
        s_.rankQueue.erase(s_.rankQueue.begin());
        std::stable_sort(group.begin(), group.end(), [&](int a, int b) {
            return s_.players[static_cast<std::size_t>(a)].hordeManeuver >
                   s_.players[static_cast<std::size_t>(b)].hordeManeuver;
        });
        std::vector<std::vector<int>> split;
        for (int q : group) {
            if (!split.empty() && s_.players[static_cast<std::size_t>(split.back().front())].hordeManeuver ==
                                      s_.players[static_cast<std::size_t>(q)].hordeManeuver)
                split.back().push_back(q);
            else
                split.push_back({q});
        }
        s_.rankQueue.insert(s_.rankQueue.begin(), split.begin(), split.end());
        while (!s_.rankQueue.empty() && s_.rankQueue.front().size() == 1) {
            s_.hordeOrder.push_back(s_.rankQueue.front().front());
            s_.rankQueue.erase(s_.rankQueue.begin());
        }
        s_.hordeRolled.clear();
        if (!s_.rankQueue.empty()) {
            s_.hordeRollers = s_.rankQueue.front();  // a tie: these players roll again
            return;
        }
        s_.hordeRollers.clear();
        s_.setupWinner = s_.hordeOrder.front();
        s_.stage = Stage::Choice;
    }

    void choice() {
        if (e_.kind != EventKind::Choose)
            expected("'choose " + pid(s_.setupWinner) + " first-turn|frontier'", "V4.01d Setting Up the Game, step 4");
        if (player(e_.player) != s_.setupWinner)
            fail(pid(s_.setupWinner) + " rolled the most maneuver results and makes this choice",
                 "V4.01d Setting Up the Game, step 4");
        const auto& order = s_.hordeOrder;
        if (e_.args[0] == "first-turn") {
            s_.winnerTakesFirstTurn = true;
            s_.turnOrder = order;
            s_.frontierPicker = order[1];
        } else {
            s_.winnerTakesFirstTurn = false;
            s_.frontierPicker = order[0];
            s_.turnOrder = {order[1], order[0]};
            for (std::size_t i = 2; i < order.size(); ++i) s_.turnOrder.push_back(order[i]);
        }
        s_.stage = Stage::FrontierPick;
    }

    void frontierPick() {
        if (e_.kind != EventKind::FrontierPick)
            expected("'frontier-pick " + pid(s_.frontierPicker) + " <player>'", "V4.01d Setting Up the Game, step 4");
        if (player(e_.player) != s_.frontierPicker)
            fail(pid(s_.frontierPicker) + " selects the frontier", "V4.01d Setting Up the Game, step 4");
        const int proposer = player(e_.args[0]);
        TerrainState t;
        t.die = s_.players[static_cast<std::size_t>(proposer)].proposedFrontier;
        t.key = "frontier";
        t.proposedBy = proposer;
        const auto& die = cat_.die(t.die);
        if (die.advanced) unsupported("advanced terrain " + die.name + " as the frontier (later issue)");
        s_.terrains.push_back(t);
        s_.frontierTerrain = static_cast<int>(s_.terrains.size()) - 1;
        s_.startRolled.assign(s_.terrains.size(), 0);
        s_.placed.assign(s_.players.size(), 0);
        s_.stage = Stage::Placement;
    }

    void placement() {
        if (e_.kind != EventKind::Place) expected("a 'place' line for each army", "V4.01d Setting Up the Game, step 4");
        const int p = player(e_.player);
        const std::string& which = e_.args[0];
        const int slot = which == "home" ? 0 : which == "horde" ? 1 : 2;
        if (s_.placed[static_cast<std::size_t>(p)] & (1 << slot)) fail(pid(p) + "'s " + which + " army is already placed", "V4.01d Setting Up the Game, step 4");
        const int t = terrainOf(e_.args[1]);
        const int home = s_.players[static_cast<std::size_t>(p)].home;
        if (slot == 0 && t != home)
            fail("the home army is placed at the player's own Home Terrain (" + terrain(home).key + ")",
                 "V4.01d Setting Up the Game, step 4");
        if (slot == 1 && (terrain(t).homeOf < 0 || terrain(t).homeOf == p))
            fail("the horde army is placed at another player's Home Terrain", "V4.01d Setting Up the Game, step 4");
        const Location loc{Where::Terrain, t};
        if (s_.hasArmy(p, loc))
            fail("the campaign army goes to a terrain where the player has no army yet", "V4.01d Setting Up the Game, step 4");
        for (auto& u : s_.units)
            if (u.owner == p && u.setupArmy == slot) u.loc = loc;
        s_.placed[static_cast<std::size_t>(p)] |= 1 << slot;
        for (int m : s_.placed)
            if (m != 7) return;
        s_.stage = Stage::StartRoll;
    }

    void startRoll() {
        if (e_.kind != EventKind::StartRoll) expected("'start-roll' lines for every terrain", "V4.01d Setting Up the Game, step 5");
        const int p = player(e_.player);
        const int t = terrainOf(e_.args[0]);
        const int roller = terrain(t).homeOf >= 0 ? terrain(t).homeOf : s_.frontierPicker;
        if (p != roller)
            fail(pid(roller) + " rolls " + terrain(t).key + " (the frontier is rolled by the player who selected it)",
                 "V4.01d Setting Up the Game, step 5");
        if (s_.startRolled[static_cast<std::size_t>(t)])
            fail(terrain(t).key + " already shows its starting distance", "V4.01d Setting Up the Game, step 5");
        if (e_.number == 8) return;  // roll again
        terrain(t).face = e_.number == 7 ? 6 : e_.number;
        s_.startRolled[static_cast<std::size_t>(t)] = 1;
        for (int done : s_.startRolled)
            if (!done) return;
        s_.stage = Stage::AwaitTurn;
    }

    // ---------------------------------------------------------------- turns
    int nextPlayer() const {
        if (s_.turn.player < 0) return s_.turnOrder.front();
        const auto& order = s_.turnOrder;
        auto it = std::find(order.begin(), order.end(), s_.turn.player);
        std::size_t i = static_cast<std::size_t>(it - order.begin());
        for (std::size_t k = 1; k <= order.size(); ++k) {
            const int q = order[(i + k) % order.size()];
            if (!s_.players[static_cast<std::size_t>(q)].eliminated) return q;
        }
        return s_.turn.player;
    }

    void beginTurn() {
        const int p = player(e_.player);
        const int want = nextPlayer();
        if (e_.number != s_.turn.number + 1)
            fail("turn " + std::to_string(s_.turn.number + 1) + " comes next", "V4.01d The Turn Sequence");
        if (p != want) fail("it is " + pid(want) + "'s turn", "V4.01d The Turn Sequence");
        TurnState t;
        t.number = e_.number;
        t.player = p;
        t.phase = Phase::Expire;
        s_.turn = std::move(t);
        s_.stage = Stage::InTurn;
        // Expire Effects phase: everything lasting until the beginning of this player's turn ends.
        s_.effects.erase(std::remove_if(s_.effects.begin(), s_.effects.end(),
                                        [&](const Effect& fx) { return fx.expiresAtTurnOf == p; }),
                         s_.effects.end());
    }

    // Can the current step end without another event? If so, end it and return true.
    bool closeOne() {
        auto& t = s_.turn;
        if (t.march == MarchStep::Action) {
            auto& a = t.action;
            switch (a.step) {
                case ActionStep::SteppedDamage: afterStepDown(); return true;
                case ActionStep::CounterChoice:
                case ActionStep::Casting:
                case ActionStep::Done:
                    t.march = MarchStep::None;
                    a = ActionState{};
                    return true;
                default: return false;
            }
        }
        if (t.march == MarchStep::Begun || t.march == MarchStep::ManeuverDone) {
            t.march = MarchStep::None;
            return true;
        }
        return false;
    }

    void closeAll() {
        while (s_.turn.march != MarchStep::None)
            if (!closeOne()) expected(expectation(), rulePos());
    }

    std::string rulePos() const {
        if (s_.turn.march == MarchStep::Action) {
            switch (s_.turn.action.kind) {
                case ActionKind::Melee: return "V4.01d Melee";
                case ActionKind::Missile: return "V4.01d Missile";
                case ActionKind::Magic: return "V4.01d Magic";
                default: break;
            }
        }
        if (s_.turn.march == MarchStep::ManeuverRolls || s_.turn.march == MarchStep::ManeuverDirection)
            return "V4.01d Maneuver";
        return "V4.01d The Turn Sequence";
    }

    void toPhase(Phase p) {
        if (p < s_.turn.phase)
            fail(std::string("this belongs to the ") + std::string(toString(p)) + " phase, which is over (now: " +
                     std::string(toString(s_.turn.phase)) + ")",
                 "V4.01d The Turn Sequence");
        s_.turn.phase = p;
    }

    void inTurn() {
        for (;;) {
            if (handle()) return;
            if (!closeOne()) expected(expectation(), rulePos());
        }
    }

    // Handles the event at the current position; false when the event does not belong here.
    bool handle() {
        auto& t = s_.turn;
        const bool idle = t.march == MarchStep::None;
        if (!t.mutateTargets.empty()) {
            if (e_.kind != EventKind::Roll) expected(expectation(), "V4.01d Species Abilities: Swamp Stalkers");
            mutateRoll();
            return true;
        }
        switch (e_.kind) {
            case EventKind::Turn:
                if (!idle) return false;
                beginTurn();
                return true;
            case EventKind::Result:
                if (!idle) return false;
                result();
                return true;
            case EventKind::Phase: {
                if (!idle) return false;
                const std::string& w = e_.args[0];
                const Phase p = w == "expire"    ? Phase::Expire
                                : w == "eighth"  ? Phase::Eighth
                                : w == "dragon"  ? Phase::Dragon
                                : w == "species" ? Phase::Species
                                                 : Phase::Reserves;
                toPhase(p);
                return true;
            }
            case EventKind::City:
            case EventKind::Temple:
                if (!idle) return false;
                toPhase(Phase::Eighth);
                e_.kind == EventKind::City ? city() : temple();
                return true;
            case EventKind::Feralize:
            case EventKind::WintersFortitude:
                if (!idle) return false;
                toPhase(Phase::Species);
                e_.kind == EventKind::Feralize ? feralize() : wintersFortitude();
                return true;
            case EventKind::Mutate:
            case EventKind::MutateGain:
            case EventKind::DragonkinHandlers:
                if (!idle) return false;
                toPhase(Phase::Species);
                if (e_.kind == EventKind::Mutate)
                    mutate();
                else if (e_.kind == EventKind::MutateGain)
                    mutateGain();
                else
                    dragonkinHandlers();
                return true;
            case EventKind::Charge:
                if (t.march != MarchStep::Begun) return false;
                charge();
                return true;
            case EventKind::March:
                if (!idle) return false;
                march();
                return true;
            case EventKind::Reinforce:
            case EventKind::Retreat:
            case EventKind::AirFlight:
                if (!idle) return false;
                toPhase(Phase::Reserves);
                reserves();
                return true;
            case EventKind::Maneuver:
                if (t.march != MarchStep::Begun) return false;
                maneuver();
                return true;
            case EventKind::TerrainTurn:
                if (t.march != MarchStep::ManeuverDirection) return false;
                turnTerrain();
                return true;
            case EventKind::Action:
                if (t.march != MarchStep::Begun && t.march != MarchStep::ManeuverDone) return false;
                action();
                return true;
            case EventKind::Roll:
                if (t.march == MarchStep::ManeuverRolls) {
                    maneuverRoll();
                    return true;
                }
                if (t.march != MarchStep::Action) return false;
                return actionRoll();
            case EventKind::Kill:
                if (t.march != MarchStep::Action) return false;
                if (t.action.step != ActionStep::Kill && t.action.step != ActionStep::ScorchKill) return false;
                kill();
                return true;
            case EventKind::SteppedDamage:
                if (t.march != MarchStep::Action || t.action.step != ActionStep::SteppedDamage) return false;
                stepDown();
                return true;
            case EventKind::FoulStench:
                if (t.march != MarchStep::Action || t.action.step != ActionStep::FoulStench) return false;
                foulStench();
                return true;
            case EventKind::CounterAttack:
                if (idle)
                    fail("no counter-attack is open here: only the defender of a melee attack (or Coral Elves' "
                         "Defensive Volley against a missile attack) may counter-attack, once",
                         "V4.01d Melee / Missile");
                if (t.march != MarchStep::Action || t.action.step != ActionStep::CounterChoice) return false;
                counterAttack();
                return true;
            case EventKind::Cast:
                if (t.march != MarchStep::Action || t.action.step != ActionStep::Casting) return false;
                cast();
                return true;
            default:
                fail("'" + std::string(toString(e_.kind)) + "' belongs to setup, which is over", "V4.01d Setting Up the Game");
        }
    }

    void result() {
        if (!e_.args.empty() && e_.args[0] == "none") {
            if (s_.winner >= 0)
                fail(pid(s_.winner) + " won by " + s_.winBy + ", so the result cannot be 'none'", "V4.01d Playing the Game");
        } else {
            const int p = player(e_.player);
            if (s_.winner < 0)
                fail("no winner yet: nobody controls two terrains and more than one player has units in play",
                     "V4.01d Playing the Game");
            if (p != s_.winner || e_.args[0] != s_.winBy)
                fail("the winner is " + pid(s_.winner) + " by " + s_.winBy, "V4.01d Playing the Game");
        }
        s_.stage = Stage::Finished;
    }

    // ---------------------------------------------------------------- eighth face and species phases
    int controlledWithIcon(int p, const std::string& icon) const {
        for (std::size_t i = 0; i < s_.terrains.size(); ++i) {
            const int t = static_cast<int>(i);
            if (terrain(t).face == 8 && terrain(t).controller == p && eighthIcon(t) == icon) return t;
        }
        return -1;
    }

    // Exchange an army unit with a DUA unit of the same species and one health more (V4.01d Promotion).
    void promote(int u, int d, const std::string& rule) {
        const auto& a = dieOf(u);
        const auto& b = dieOf(d);
        if (unit(d).owner != unit(u).owner || unit(d).loc.where != Where::Dua)
            fail("'" + unit(d).label + "' is not in " + pid(unit(u).owner) + "'s DUA", rule);
        if (a.species != b.species || b.health != a.health + 1)
            fail("promotion exchanges a unit for one of the same species with one more health (" + a.name + " -> " +
                     b.name + " is not that)",
                 "V4.01d Promotion");
        std::swap(unit(u).loc, unit(d).loc);
    }

    void recruit(int d, Location to, const std::string& rule) {
        if (unit(d).loc.where != Where::Dua) fail("'" + unit(d).label + "' is not in the DUA", rule);
        if (health(d) != 1) fail("only small (1-health) units are recruited", "V4.01d Recruitment");
        unit(d).loc = to;
    }

    void city() {
        const int p = player(e_.player);
        if (p != s_.turn.player) fail("only the marching player uses a City", "V4.01d Eighth Face Icons");
        const int t = controlledWithIcon(p, "City");
        if (t < 0) fail(pid(p) + " controls no City", "V4.01d Eighth Face Icons");
        if (s_.turn.citySeen) fail("a City acts once per turn", "V4.01d Eighth Face Icons");
        s_.turn.citySeen = true;
        const Location at{Where::Terrain, t};
        if (e_.args[0] == "recruit") {
            recruit(unitOf(p, e_.args[1]), at, "V4.01d Eighth Face Icons");
        } else {
            const int u = unitOf(p, e_.args[1]);
            if (unit(u).loc != at) fail("'" + e_.args[1] + "' is not in the army controlling the City", "V4.01d Eighth Face Icons");
            promote(u, unitOf(p, e_.args[2]), "V4.01d Eighth Face Icons");
        }
    }

    void temple() {
        const int p = player(e_.player);
        if (p != s_.turn.player) fail("only the marching player uses a Temple", "V4.01d Eighth Face Icons");
        if (controlledWithIcon(p, "Temple") < 0) fail(pid(p) + " controls no Temple", "V4.01d Eighth Face Icons");
        const int victim = player(e_.args[0]);
        if (victim == p) fail("the Temple makes another player bury a unit", "V4.01d Eighth Face Icons");
        if (std::find(s_.turn.templeDone.begin(), s_.turn.templeDone.end(), p) != s_.turn.templeDone.end())
            fail("a Temple acts once per turn", "V4.01d Eighth Face Icons");
        s_.turn.templeDone.push_back(p);
        const int d = unitOf(victim, e_.args[1]);
        if (unit(d).loc.where != Where::Dua) fail("'" + e_.args[1] + "' is not in " + pid(victim) + "'s DUA", "V4.01d Eighth Face Icons");
        unit(d).loc = {Where::Bua, -1};
    }

    void feralize() {
        const int p = player(e_.player);
        if (p != s_.turn.player) fail("Feralization is used by the marching player", "V4.01d Species Abilities: Feral");
        const int t = terrainOf(e_.args[0]);
        const Location at{Where::Terrain, t};
        if (!armyHasSpecies(p, at, "Feral")) fail(pid(p) + " has no army with Feral at " + terrain(t).key, "V4.01d Species Abilities: Feral");
        const auto el = elementsAt(at);
        if (!el.contains(Element::Earth) && !el.contains(Element::Air))
            fail("Feralization needs a terrain containing earth or air", "V4.01d Species Abilities: Feral");
        auto& done = s_.turn.feralizedTerrains;
        if (std::find(done.begin(), done.end(), t) != done.end()) fail("each army feralizes once per turn", "V4.01d Species Abilities: Feral");
        done.push_back(t);
        if (e_.args[1] == "recruit") {
            const int d = unitOf(p, e_.args[2]);
            if (dieOf(d).species != "Feral") fail("Feralization recruits Feral", "V4.01d Species Abilities: Feral");
            recruit(d, at, "V4.01d Species Abilities: Feral");
        } else {
            const int u = unitOf(p, e_.args[2]);
            if (unit(u).loc != at || dieOf(u).species != "Feral")
                fail("Feralization promotes a Feral in that army", "V4.01d Species Abilities: Feral");
            promote(u, unitOf(p, e_.args[3]), "V4.01d Species Abilities: Feral");
        }
    }

    void wintersFortitude() {
        const int p = player(e_.player);
        if (p != s_.turn.player) fail("Winter's Fortitude is used by the marching player", "V4.01d Species Abilities: Frostwings");
        if (s_.turn.wintersFortitudeDone) fail("Winter's Fortitude acts once per turn", "V4.01d Species Abilities: Frostwings");
        bool ok = false;
        for (const auto& u : s_.units)
            if (u.owner == p && u.loc.where == Where::Terrain && cat_.die(u.die).species == "Frostwings" &&
                elementsAt(u.loc).contains(Element::Air))
                ok = true;
        if (!ok) fail("Winter's Fortitude needs a Frostwing at a terrain containing air", "V4.01d Species Abilities: Frostwings");
        const int b = unitOf(p, e_.args[0]);
        if (unit(b).loc.where != Where::Bua || dieOf(b).species != "Frostwings")
            fail("Winter's Fortitude moves a Frostwing from the BUA to the DUA", "V4.01d Species Abilities: Frostwings");
        unit(b).loc = {Where::Dua, -1};
        s_.turn.wintersFortitudeDone = true;
    }

    // Swamp Stalkers' Mutate: target units in an opponent's Reserve Area; they roll saves; those without a
    // save result die, and the Swamp Stalkers recruit or promote up to the health-worth killed.
    void mutate() {
        static const char* rule = "V4.01d Species Abilities: Swamp Stalkers";
        auto& t = s_.turn;
        const int p = player(e_.player);
        if (p != t.player) fail("Mutate is used by the marching player", rule);
        if (t.mutateDone) fail("Mutate is attempted once per turn", rule);
        const int victim = player(e_.args[0]);
        if (victim == p) fail("Mutate targets an opponent's Reserve Area", rule);
        bool army = false;
        for (const auto& u : s_.units)
            if (u.owner == p && u.loc.where == Where::Terrain && cat_.die(u.die).species == "Swamp Stalkers") army = true;
        if (!army) fail(pid(p) + " has no army containing Swamp Stalkers at a terrain", rule);
        const int inDua = countInDua(p, "Swamp Stalkers");
        if (inDua == 0) fail(pid(p) + " has no Swamp Stalker in the DUA (needed for Mutate)", rule);
        const int limit = std::min(inDua, s_.duaScaled(1));
        std::vector<int> targets;
        for (std::size_t i = 1; i < e_.args.size(); ++i) {
            const int u = unitOf(victim, e_.args[i]);
            if (unit(u).loc.where != Where::Reserve)
                fail("'" + e_.args[i] + "' is not in " + pid(victim) + "'s Reserve Area", rule);
            if (std::find(targets.begin(), targets.end(), u) != targets.end()) fail("'" + e_.args[i] + "' is listed twice", rule);
            targets.push_back(u);
        }
        if (static_cast<int>(targets.size()) > limit)
            fail("Mutate targets at most " + std::to_string(limit) + " unit(s) (Swamp Stalkers in the DUA, at most " +
                     std::to_string(s_.duaScaled(1)) + ")",
                 rule);
        t.mutateDone = true;
        t.mutateVictim = victim;
        t.mutateTargets = targets;
        t.mutateBudget = 0;
        t.mutateTerrain = -1;
    }

    void mutateRoll() {
        auto& t = s_.turn;
        const auto r = readRoll(t.mutateVictim, t.mutateTargets, "the save roll of the units targeted by Mutate");
        RollContext c;
        c.type = RollType::Save;
        c.inReserve = true;
        const auto out = res_.resolve(r.dice, c);
        checkTotal(out, statedTotal(r, "save"), "save");
        std::vector<int> killed;
        for (std::size_t i = 0; i < r.units.size(); ++i) {
            const auto& d = out.dice[i];
            if (d.id + d.normal + d.sai + d.countsAs > 0) continue;
            const int u = r.units[i];
            if (dieOf(u).species == "Undead") unsupported("Stepped Damage for an Undead killed by Mutate");
            for (const auto& f : dieOf(u).faces)
                if (f.icon == "Rise from the Ashes") unsupported("Rise from the Ashes when " + dieOf(u).name + " is killed");
            killed.push_back(u);
        }
        for (int u : killed) {
            unit(u).loc = {Where::Dua, -1};
            t.mutateBudget += health(u);
        }
        t.mutateTargets.clear();
    }

    void mutateGain() {
        static const char* rule = "V4.01d Species Abilities: Swamp Stalkers";
        auto& t = s_.turn;
        const int p = player(e_.player);
        if (p != t.player || !t.mutateDone) fail("recruiting or promoting by Mutate follows the marching player's Mutate", rule);
        if (t.mutateBudget <= 0) fail("no health-worth is left to recruit or promote by Mutate", rule);
        const int ter = terrainOf(e_.args[0]);
        if (t.mutateTerrain >= 0 && t.mutateTerrain != ter)
            fail("all Mutate gains go to one army (the one at " + terrain(t.mutateTerrain).key + ")", rule);
        const Location at{Where::Terrain, ter};
        if (!armyHasSpecies(p, at, "Swamp Stalkers")) fail(pid(p) + " has no army containing Swamp Stalkers at " + terrain(ter).key, rule);
        if (e_.args[1] == "recruit") {
            const int d = unitOf(p, e_.args[2]);
            if (dieOf(d).species != "Swamp Stalkers") fail("Mutate recruits Swamp Stalkers", rule);
            recruit(d, at, rule);
        } else {
            const int u = unitOf(p, e_.args[2]);
            if (unit(u).loc != at || dieOf(u).species != "Swamp Stalkers") fail("Mutate promotes a Swamp Stalker in that army", rule);
            promote(u, unitOf(p, e_.args[3]), rule);
        }
        t.mutateTerrain = ter;
        --t.mutateBudget;
    }

    // Eldarim's Dragonkin Handlers puts Dragonkin into an army: checked as far as the Eldarim go, then reported
    // unsupported, because Dragonkin in armies are rules engine part 2.
    void dragonkinHandlers() {
        static const char* rule = "V4.01d Species Abilities: Eldarim";
        const int p = player(e_.player);
        if (p != s_.turn.player) fail("Dragonkin Handlers is used by the marching player", rule);
        const int ter = terrainOf(e_.args[0]);
        if (!armyHasSpecies(p, {Where::Terrain, ter}, "Eldarim"))
            fail(pid(p) + " has no army containing Eldarim at " + terrain(ter).key, rule);
        unsupported("Dragonkin Handlers (Dragonkin in an army)");
    }

    // Amazons' Javelin and Kukri Charge bury a minor terrain the army controls; minor terrains are part 2.
    void charge() {
        const int p = player(e_.player);
        if (p != s_.turn.player) fail("only the marching army charges", "V4.01d Species Abilities: Amazons");
        if (!armyHasSpecies(p, s_.turn.marchingArmy, "Amazons"))
            fail("the marching army has no Amazons", "V4.01d Species Abilities: Amazons");
        unsupported(std::string(e_.args[0] == "javelin" ? "Javelin" : "Kukri") +
                    " Charge (it buries a minor terrain the army controls)");
    }

    // ---------------------------------------------------------------- marches
    void march() {
        auto& t = s_.turn;
        if (e_.number == 1) {
            toPhase(Phase::FirstMarch);
            if (t.marchNumber >= 1) fail("the first march has already been made", "V4.01d First March");
        } else {
            if (t.marchNumber != 1) fail("a second march follows the first march", "V4.01d Second March");
            toPhase(Phase::SecondMarch);
        }
        // Dragons attack before any march; part 1 has no dragons at terrains, so nothing to check here.
        const Location loc = location(e_.args[0]);
        if (!s_.hasArmy(t.player, loc)) fail(pid(t.player) + " has no army at " + e_.args[0], "V4.01d First March");
        if (std::find(t.marched.begin(), t.marched.end(), loc) != t.marched.end())
            fail("the army at " + e_.args[0] + " has already marched this turn", "V4.01d Second March");
        t.marched.push_back(loc);
        t.marchNumber = e_.number;
        t.marchingArmy = loc;
        t.march = MarchStep::Begun;
    }

    std::vector<int> turnOrderFrom(const std::vector<int>& players) const {
        std::vector<int> out;
        for (int q : s_.turnOrder)
            if (std::find(players.begin(), players.end(), q) != players.end()) out.push_back(q);
        return out;
    }

    void maneuver() {
        auto& t = s_.turn;
        if (t.marchingArmy.where != Where::Terrain) fail("an army in the Reserve Area does not maneuver", "V4.01d Maneuver");
        std::vector<int> counters;
        for (const auto& id : e_.args) {
            const int q = player(id);
            if (q == t.player) fail("the marching player cannot counter-maneuver", "V4.01d Maneuver");
            if (!s_.hasArmy(q, t.marchingArmy))
                fail(id + " has no army at " + s_.locationName(t.marchingArmy) + " to counter-maneuver with", "V4.01d Maneuver");
            counters.push_back(q);
        }
        t.counterPlayers = turnOrderFrom(counters);
        t.maneuverTotals.clear();
        t.maneuverRollsSeen = 0;
        t.march = counters.empty() ? MarchStep::ManeuverDirection : MarchStep::ManeuverRolls;
    }

    void maneuverRoll() {
        auto& t = s_.turn;
        const int idx = t.maneuverRollsSeen;
        const int roller = idx == 0 ? t.player : t.counterPlayers[static_cast<std::size_t>(idx - 1)];
        const auto r = readRoll(roller, s_.army(roller, t.marchingArmy), "a maneuver roll by " + pid(roller),
                                idx > 0 ? std::vector<std::string>{"rapid-growth"} : std::vector<std::string>{});
        if (!e_.rerolls.empty() && !elementsAt(t.marchingArmy).contains(Element::Earth))
            fail("Rapid Growth works at a terrain containing earth", "V4.01d Species Abilities: Treefolk");
        auto c = contextFor(roller, t.marchingArmy, RollType::Maneuver);
        c.counterManeuver = idx > 0;
        const auto out = res_.resolve(r.dice, c);
        t.maneuverTotals.push_back(checkTotal(out, statedTotal(r, "maneuver"), "maneuver"));
        ++t.maneuverRollsSeen;
        if (t.maneuverRollsSeen <= static_cast<int>(t.counterPlayers.size())) return;
        bool success = true;
        for (std::size_t i = 1; i < t.maneuverTotals.size(); ++i)
            if (t.maneuverTotals[0] < t.maneuverTotals[i]) success = false;  // each counter compared separately
        t.march = success ? MarchStep::ManeuverDirection : MarchStep::ManeuverDone;
    }

    void turnTerrain() {
        auto& t = s_.turn;
        auto& ter = terrain(t.marchingArmy.terrain);
        const bool up = e_.args[0] == "up";
        if (up && ter.face == 8) fail("the terrain shows 8 and can only be turned down", "V4.01d Maneuver");
        if (!up && ter.face == 1) fail("the terrain shows 1 and can only be turned up", "V4.01d Maneuver");
        if (ter.face == 8) ter.controller = -1;  // out-maneuvered (or the controller gives it up)
        ter.face += up ? 1 : -1;
        if (ter.face == 8) ter.controller = t.player;
        t.march = MarchStep::ManeuverDone;
    }

    void action() {
        auto& t = s_.turn;
        const Location at = t.marchingArmy;
        const std::string& kind = e_.args[0];
        ActionState a;
        a.kind = kind == "melee" ? ActionKind::Melee : kind == "missile" ? ActionKind::Missile : ActionKind::Magic;
        // Which action the terrain allows.
        if (at.where == Where::Reserve) {
            if (a.kind != ActionKind::Magic) fail("armies in the Reserve Area can act only with magic", "V4.01d Action");
        } else {
            const auto& ter = terrain(at.terrain);
            if (ter.face == 8) {
                if (ter.controller != t.player && a.kind != ActionKind::Melee)
                    fail("opposing armies at a captured terrain may only take a melee action", "V4.01d Terrain - Eighth face");
            } else {
                const std::string& icon = cat_.die(ter.die).faces.at(static_cast<std::size_t>(ter.face - 1)).icon;
                if (icon != (a.kind == ActionKind::Melee ? "Melee" : a.kind == ActionKind::Missile ? "Missile" : "Magic"))
                    fail(ter.key + " shows " + std::to_string(ter.face) + " (" + icon + "): only a " + icon +
                             " action is allowed",
                         "V4.01d Action");
            }
        }
        a.attacker = t.player;
        a.attackerLoc = at;
        if (a.kind == ActionKind::Melee) {
            a.defender = player(e_.args[1]);
            a.defenderLoc = at;
            if (a.defender == t.player) fail("a melee attack targets an opposing army", "V4.01d Melee");
            if (!s_.hasArmy(a.defender, at))
                fail(e_.args[1] + " has no army at " + s_.locationName(at) + " (melee targets the same terrain)", "V4.01d Melee");
            a.step = ActionStep::AttackRoll;
        } else if (a.kind == ActionKind::Missile) {
            const auto& target = e_.args[1];
            const auto sep = target.find('@');
            a.defender = player(target.substr(0, sep));
            a.defenderLoc = location(target.substr(sep + 1));
            if (a.defender == t.player) fail("a missile attack targets an opponent's army", "V4.01d Missile");
            if (!s_.hasArmy(a.defender, a.defenderLoc)) fail(target + " is not an army", "V4.01d Missile");
            const bool tower = controls(t.player, at) && eighthIcon(at.terrain) == "Tower";
            if (!tower) {
                if (a.defenderLoc.where == Where::Reserve)
                    fail("a missile attack cannot target an army in the Reserve Area", "V4.01d Missile");
                if (terrain(at.terrain).homeOf >= 0 && terrain(a.defenderLoc.terrain).homeOf >= 0 &&
                    a.defenderLoc.terrain != at.terrain)
                    fail("from a Home Terrain a missile attack cannot target an army at another Home Terrain",
                         "V4.01d Missile");
            }
            a.step = ActionStep::AttackRoll;
        } else {
            a.step = ActionStep::MagicRoll;
        }
        t.action = a;
        t.march = MarchStep::Action;
    }

    // The units that roll for the current exchange's attacker.
    std::vector<int> attackers() const {
        const auto& a = s_.turn.action;
        std::vector<int> out;
        for (int u : s_.army(a.attacker, a.attackerLoc)) {
            if (std::find(a.noCounter.begin(), a.noCounter.end(), u) != a.noCounter.end()) continue;
            // Defensive Volley: the Coral Elves counter-attack with missile results.
            if (a.counter && a.kind == ActionKind::Missile && dieOf(u).species != "Coral Elves") continue;
            out.push_back(u);
        }
        return out;
    }

    bool actionRoll() {
        auto& a = s_.turn.action;
        switch (a.step) {
            case ActionStep::AttackRoll: attackRoll(); return true;
            case ActionStep::SaveRoll: saveRoll(); return true;
            case ActionStep::ReplantRoll: replantRoll(); return true;
            case ActionStep::MagicRoll: magicRoll(); return true;
            default: return false;
        }
    }

    void attackRoll() {
        auto& a = s_.turn.action;
        const RollType type = a.kind == ActionKind::Melee ? RollType::Melee : RollType::Missile;
        const std::string word(toString(type));
        const auto r = readRoll(a.attacker, attackers(), "the " + word + " roll by " + pid(a.attacker));
        auto c = contextFor(a.attacker, a.attackerLoc, type);
        c.counterAttack = a.counter;
        if (type == RollType::Missile && a.defenderLoc.where == Where::Reserve) c.missileFromTowerAtReserve = true;
        const auto out = res_.resolve(r.dice, c);
        a.attack = checkTotal(out, statedTotal(r, word), word);
        a.noSave = out.noSaveDamage;
        a.cursed = 0;
        if (type == RollType::Missile && !a.counter && a.defenderLoc == a.attackerLoc) {
            // Cursed Bullets: Lava Elf missile results that only spell saves reduce (none in part 1).
            int lava = 0;
            for (std::size_t i = 0; i < r.units.size(); ++i)
                if (dieOf(r.units[i]).species == "Lava Elves")
                    lava += out.dice[i].id + out.dice[i].normal + out.dice[i].sai;
            const int limit = std::min(countInDua(a.attacker, "Lava Elves"), s_.duaScaled(3));
            a.cursed = std::min({lava, limit, a.attack});
        }
        a.foulStenchCount = 0;
        if (a.kind == ActionKind::Melee && !a.counter && armyHasSpecies(a.attacker, a.attackerLoc, "Goblins"))
            a.foulStenchCount = std::min(countInDua(a.attacker, "Goblins"), s_.duaScaled(3));
        if (a.attack > 0) {
            a.step = ActionStep::SaveRoll;
        } else {
            a.saves = 0;
            settleDamage();
        }
    }

    void saveRoll() {
        auto& a = s_.turn.action;
        const RollType against = a.kind == ActionKind::Melee ? RollType::Melee : RollType::Missile;
        const auto r = readRoll(a.defender, s_.army(a.defender, a.defenderLoc), "the save roll by " + pid(a.defender));
        auto c = contextFor(a.defender, a.defenderLoc, RollType::Save);
        c.saveAgainst = against;
        const auto out = res_.resolve(r.dice, c);
        a.saves = checkTotal(out, statedTotal(r, "save"), "save");
        a.scorch = 0;
        if (against == RollType::Melee && !a.counter && elementsAt(a.defenderLoc).contains(Element::Fire)) {
            // Scorching Touch: each save result a Scalder rolls hurts the attacker; only spell saves reduce it.
            for (std::size_t i = 0; i < r.units.size(); ++i)
                if (dieOf(r.units[i]).species == "Scalders")
                    a.scorch += out.dice[i].id + out.dice[i].normal + out.dice[i].sai + out.dice[i].countsAs;
        }
        settleDamage();
    }

    void settleDamage() {
        auto& a = s_.turn.action;
        const int uncursed = a.attack - a.cursed;
        a.damage = a.noSave + a.cursed + std::max(0, uncursed - a.saves);
        a.killedPlayer = a.defender;
        if (a.damage > 0) {
            a.step = ActionStep::Kill;
        } else {
            afterKill();
        }
    }

    void kill() {
        auto& a = s_.turn.action;
        const bool scorch = a.step == ActionStep::ScorchKill;
        const int victim = scorch ? a.attacker : a.defender;
        const Location at = scorch ? a.attackerLoc : a.defenderLoc;
        const int damage = scorch ? a.scorch : a.damage;
        if (player(e_.player) != victim)
            expected(pid(victim) + " to allocate " + std::to_string(damage) + " damage ('kill " + pid(victim) + " ...')",
                     "V4.01d Damage");
        std::vector<int> chosen;
        for (const auto& label : e_.args) {
            const int u = unitOf(victim, label);
            if (unit(u).loc != at) fail("'" + label + "' is not in the damaged army at " + s_.locationName(at), "V4.01d Damage");
            if (std::find(chosen.begin(), chosen.end(), u) != chosen.end()) fail("'" + label + "' is listed twice", "V4.01d Damage");
            chosen.push_back(u);
        }
        std::vector<int> armyHealths;
        for (int u : s_.army(victim, at)) armyHealths.push_back(health(u));
        int killed = 0;
        for (int u : chosen) killed += health(u);
        const int best = DamageAllocation::maxCoverable(armyHealths, damage);
        if (killed > damage)
            fail(std::to_string(damage) + " damage kills at most " + std::to_string(damage) + " health-worth; " +
                     std::to_string(killed) + " allocated is too much (never in excess of the damage)",
                 "V4.01d Damage");
        if (killed < best)
            fail(std::to_string(damage) + " damage must kill " + std::to_string(best) + " health-worth (enough units to cover it), not " +
                     std::to_string(killed),
                 "V4.01d Damage");
        for (int u : chosen) {
            for (const auto& f : dieOf(u).faces)
                if (f.icon == "Rise from the Ashes") unsupported("Rise from the Ashes when " + dieOf(u).name + " is killed");
            unit(u).loc = {Where::Dua, -1};
        }
        a.justKilled = chosen;
        a.killedPlayer = victim;
        if (scorch) {
            a.scorch = 0;
            afterScorch();
            return;
        }
        // Replanting: Treefolk killed at a water terrain roll; an ID sends them to the Reserve Area instead.
        bool replant = false;
        if (elementsAt(at).contains(Element::Water))
            for (int u : chosen)
                if (dieOf(u).species == "Treefolk") replant = true;
        if (replant) {
            a.step = ActionStep::ReplantRoll;
            return;
        }
        maybeStepDown();
    }

    void replantRoll() {
        auto& a = s_.turn.action;
        std::vector<int> trees;
        for (int u : a.justKilled)
            if (dieOf(u).species == "Treefolk") trees.push_back(u);
        const auto r = readRoll(a.killedPlayer, trees, "the Replanting roll of the killed Treefolk");
        const int stated = statedTotal(r, "replant");
        int saved = 0;
        for (std::size_t i = 0; i < r.units.size(); ++i) {
            if (cat_.die(r.dice[i].die).faces[static_cast<std::size_t>(r.dice[i].face)].icon == "ID") {
                unit(r.units[i]).loc = {Where::Reserve, -1};
                ++saved;
            }
        }
        if (stated != saved)
            fail(std::to_string(saved) + " Treefolk rolled their ID and go to the Reserve Area, not " + std::to_string(stated),
                 "V4.01d Species Abilities: Treefolk");
        maybeStepDown();
    }

    void maybeStepDown() {
        auto& a = s_.turn.action;
        bool undead = false;
        for (int u : a.justKilled)
            if (dieOf(u).species == "Undead" && unit(u).loc.where == Where::Dua) undead = true;
        a.step = undead ? ActionStep::SteppedDamage : ActionStep::Done;
        if (!undead) afterKill();
    }

    void stepDown() {
        auto& a = s_.turn.action;
        const int p = player(e_.player);
        if (p != a.killedPlayer) fail("Stepped Damage is the killed units' owner's choice", "V4.01d Species Abilities: Undead");
        const int killed = unitOf(p, e_.args[0]);
        const int small = unitOf(p, e_.args[1]);
        if (std::find(a.justKilled.begin(), a.justKilled.end(), killed) == a.justKilled.end() ||
            dieOf(killed).species != "Undead")
            fail("'" + e_.args[0] + "' is not an Undead killed just now", "V4.01d Species Abilities: Undead");
        if (unit(small).loc.where != Where::Dua || dieOf(small).species != "Undead" ||
            health(small) >= health(killed) || small == killed ||
            std::find(a.justKilled.begin(), a.justKilled.end(), small) != a.justKilled.end())
            fail("Stepped Damage exchanges the killed Undead for a smaller Undead already in the DUA", "V4.01d Species Abilities: Undead");
        const Location back = a.killedPlayer == a.defender ? a.defenderLoc : a.attackerLoc;
        unit(small).loc = back;
        a.justKilled.erase(std::find(a.justKilled.begin(), a.justKilled.end(), killed));
    }

    void afterStepDown() { afterKill(); }

    // After the defender's casualties: Scorching Touch, Foul Stench, then the counter-attack choice.
    void afterKill() {
        auto& a = s_.turn.action;
        a.justKilled.clear();
        if (a.scorch > 0 && s_.hasArmy(a.attacker, a.attackerLoc)) {
            a.step = ActionStep::ScorchKill;
            return;
        }
        afterScorch();
    }

    void afterScorch() {
        auto& a = s_.turn.action;
        a.justKilled.clear();
        a.scorch = 0;
        if (a.counter) {
            a.step = ActionStep::Done;
            return;
        }
        const int defenderUnits = static_cast<int>(s_.army(a.defender, a.defenderLoc).size());
        if (a.foulStenchCount > 0 && defenderUnits > 0) {
            a.step = ActionStep::FoulStench;
            return;
        }
        counterOffer();
    }

    void foulStench() {
        auto& a = s_.turn.action;
        const int p = player(e_.player);
        if (p != a.defender) fail("the defender picks the units Foul Stench holds back", "V4.01d Species Abilities: Goblins");
        const auto army = s_.army(a.defender, a.defenderLoc);
        const int need = std::min<int>(a.foulStenchCount, static_cast<int>(army.size()));
        std::vector<int> chosen;
        for (const auto& label : e_.args) {
            const int u = unitOf(p, label);
            if (unit(u).loc != a.defenderLoc) fail("'" + label + "' is not in the attacked army", "V4.01d Species Abilities: Goblins");
            if (std::find(chosen.begin(), chosen.end(), u) == chosen.end()) chosen.push_back(u);
        }
        if (static_cast<int>(chosen.size()) != need)
            fail("Foul Stench holds back exactly " + std::to_string(need) + " unit(s) (Goblins in the DUA, at most " +
                     std::to_string(s_.duaScaled(3)) + ")",
                 "V4.01d Species Abilities: Goblins");
        a.noCounter = chosen;
        counterOffer();
    }

    void counterOffer() {
        auto& a = s_.turn.action;
        bool can = false;
        if (a.kind == ActionKind::Melee) {
            for (int u : s_.army(a.defender, a.defenderLoc))
                if (std::find(a.noCounter.begin(), a.noCounter.end(), u) == a.noCounter.end()) can = true;
        } else if (a.kind == ActionKind::Missile) {
            // Defensive Volley: Coral Elves at a terrain containing air may answer a missile attack.
            can = elementsAt(a.defenderLoc).contains(Element::Air) &&
                  armyHasSpecies(a.defender, a.defenderLoc, "Coral Elves") && s_.hasArmy(a.attacker, a.attackerLoc);
        }
        a.step = can && s_.hasArmy(a.attacker, a.attackerLoc) ? ActionStep::CounterChoice : ActionStep::Done;
    }

    void counterAttack() {
        auto& a = s_.turn.action;
        if (player(e_.player) != a.defender) fail("only the attacked player counter-attacks", "V4.01d Melee");
        std::swap(a.attacker, a.defender);
        std::swap(a.attackerLoc, a.defenderLoc);
        a.counter = true;
        a.step = ActionStep::AttackRoll;
    }

    // Frostwings' Magic Negation: before the magic roll is totalled, an opponent's Frostwings at that terrain
    // roll; their magic results (at most the Frostwings in that player's DUA, 5 per 24 points) are subtracted.
    void negationRoll() {
        static const char* rule = "V4.01d Species Abilities: Frostwings";
        auto& a = s_.turn.action;
        const int q = player(e_.player);
        if (q == a.attacker) fail("Magic Negation is rolled by an opponent of the player taking the magic action", rule);
        if (a.attackerLoc.where != Where::Terrain) fail("Magic Negation works against a magic action at a terrain", rule);
        if (std::find(a.negators.begin(), a.negators.end(), q) != a.negators.end())
            fail(pid(q) + " has already rolled Magic Negation in this action", rule);
        std::vector<int> frost;
        for (int u : s_.army(q, a.attackerLoc))
            if (dieOf(u).species == "Frostwings") frost.push_back(u);
        if (frost.empty()) fail(pid(q) + " has no Frostwings at " + s_.locationName(a.attackerLoc), rule);
        const auto r = readRoll(q, frost, "the Magic Negation roll of " + pid(q) + "'s Frostwings");
        const auto out = res_.resolve(r.dice, contextFor(q, a.attackerLoc, RollType::Magic));
        const int rolled = checkTotal(out, statedTotal(r, "negate"), "magic negation");
        a.negated += std::min({rolled, countInDua(q, "Frostwings"), s_.duaScaled(5)});
        a.negators.push_back(q);
    }

    void magicRoll() {
        auto& a = s_.turn.action;
        if (e_.totals.size() == 1 && e_.totals[0].type == "negate") {
            negationRoll();
            return;
        }
        const auto r = readRoll(a.attacker, s_.army(a.attacker, a.attackerLoc), "the magic roll by " + pid(a.attacker));
        const auto c = contextFor(a.attacker, a.attackerLoc, RollType::Magic);
        const auto out = res_.resolve(r.dice, c);
        if (!out.unsupported.empty()) unsupported(out.unsupported);
        // Bone Magic: each Undead with some non-ID magic may add one, up to the Undead in the DUA (4 per 24 pts).
        int undeadWithMagic = 0;
        for (std::size_t i = 0; i < r.units.size(); ++i)
            if (dieOf(r.units[i]).species == "Undead" && out.dice[i].nonIdMagic > 0) ++undeadWithMagic;
        const int bone = std::min({undeadWithMagic, countInDua(a.attacker, "Undead"), s_.duaScaled(4)});
        const auto total = r.totals.find("magic");
        if (total == r.totals.end()) fail("a magic roll stating 'magic=<total>' (and optionally each element)", "docs/match-log.md");
        // Subtractions come before additions (modifier order): negation first, then Bone Magic.
        const int removed = std::min(a.negated, out.base);
        const int net = out.base - removed;
        if (total->second < net || total->second > net + bone)
            fail("magic total " + std::to_string(net) + (bone ? " to " + std::to_string(net + bone) + " (Bone Magic)" : "") +
                     (removed ? " (" + std::to_string(out.base) + " rolled, " + std::to_string(removed) + " negated)" : std::string()) +
                     ", not " + std::to_string(total->second),
                 "V4.01d Die Roll Resolution");
        const int extra = total->second - net;
        std::vector<int> perElement(7, 0);
        bool split = false;
        for (const auto& [type, value] : r.totals) {
            if (type == "magic") continue;
            const auto el = domain::parseElement(type);
            if (!el) fail("'" + type + "' is not an element", "docs/match-log.md");
            perElement[static_cast<std::size_t>(*el)] = value;
            split = true;
        }
        a.magicTotal = total->second;
        a.magicByElement = perElement;
        if (split) {
            auto dice = out.dice;
            if (extra > 0) {
                DieContribution boneMagic;
                boneMagic.magic = extra;
                boneMagic.magicElements = {Element::Death};
                dice.push_back(boneMagic);
            }
            if (!RollResolver::magicSplitFeasible(dice, perElement, 0, removed))
                fail("these element totals cannot come from the units' elements (each unit makes magic only in its own elements)",
                     "V4.01d Magic");
        }
        a.step = ActionStep::Casting;
    }

    void cast() {
        auto& a = s_.turn.action;
        if (player(e_.player) != a.attacker) fail("only the marching player casts in this magic action", "V4.01d Magic");
        const auto* spell = cat_.findSpell(e_.args[0]);
        if (!spell) fail("no spell '" + e_.args[0] + "'", "V4.01d Spells");
        const auto el = domain::parseElement(e_.args[1]);
        if (!el) fail("'" + e_.args[1] + "' is not an element", "V4.01d Spells");
        const bool elemental = spell->element == Element::Ivory || spell->element == Element::White;
        if (!elemental && *el != spell->element)
            fail(spell->name + " is cast with " + std::string(domain::toString(spell->element)) + " magic", "V4.01d Spells");
        if (*el == Element::Ivory && !elemental) fail("Ivory magic casts Elemental spells only", "V4.01d Spells");
        if (a.attackerLoc.where == Where::Reserve && !spell->reserve)
            fail(spell->name + " cannot be cast from the Reserve Area", "V4.01d Spells");
        const int cost = spell->cost * std::max(1, e_.number);
        if (cost > a.magicTotal)
            fail(spell->name + " costs " + std::to_string(cost) + " and only " + std::to_string(a.magicTotal) + " magic is left",
                 "V4.01d Magic");
        if (!a.magicByElement.empty() && std::any_of(a.magicByElement.begin(), a.magicByElement.end(), [](int v) { return v > 0; }) &&
            a.magicByElement[static_cast<std::size_t>(*el)] < cost)
            fail("only " + std::to_string(a.magicByElement[static_cast<std::size_t>(*el)]) + " " +
                     std::string(domain::toString(*el)) + " magic is left for " + spell->name,
                 "V4.01d Magic");
        if (!spell->species.empty() && !armyHasSpecies(a.attacker, a.attackerLoc, spell->species.c_str()))
            fail(spell->name + " needs magic made by " + spell->species, "V4.01d Spells");
        unsupported("the effect of the spell " + spell->name);
    }

    // ---------------------------------------------------------------- reserves phase
    void reserves() {
        auto& t = s_.turn;
        const int p = player(e_.player);
        if (p != t.player) fail("only the marching player moves units in the Reserves Phase", "V4.01d Reserves Phase");
        if (e_.kind == EventKind::Reinforce) {
            if (t.reinforceDone) fail("the Reinforce step comes before the Retreat step", "V4.01d Reserves Phase");
            const Location to{Where::Terrain, terrainOf(e_.args[0])};
            for (std::size_t i = 1; i < e_.args.size(); ++i) {
                const int u = unitOf(p, e_.args[i]);
                if (unit(u).loc.where != Where::Reserve) fail("'" + e_.args[i] + "' is not in the Reserve Area", "V4.01d Reserves Phase");
                unit(u).loc = to;
            }
        } else if (e_.kind == EventKind::Retreat) {
            t.reinforceDone = true;
            for (const auto& label : e_.args) {
                const int u = unitOf(p, label);
                if (unit(u).loc.where != Where::Terrain) fail("'" + label + "' is not at a terrain", "V4.01d Reserves Phase");
                unit(u).loc = {Where::Reserve, -1};
            }
        } else {
            t.reinforceDone = true;
            const int to = terrainOf(e_.args[0]);
            const Location dest{Where::Terrain, to};
            if (!elementsAt(dest).contains(Element::Air)) fail("Air Flight lands at a terrain containing air", "V4.01d Species Abilities: Firewalkers");
            if (!armyHasSpecies(p, dest, "Firewalkers")) fail("Air Flight needs a Firewalker already at " + e_.args[0], "V4.01d Species Abilities: Firewalkers");
            for (std::size_t i = 1; i < e_.args.size(); ++i) {
                const int u = unitOf(p, e_.args[i]);
                if (dieOf(u).species != "Firewalkers" || unit(u).loc.where != Where::Terrain ||
                    !elementsAt(unit(u).loc).contains(Element::Air) || unit(u).loc == dest)
                    fail("Air Flight moves Firewalkers from another terrain containing air", "V4.01d Species Abilities: Firewalkers");
                unit(u).loc = dest;
            }
        }
    }

    // ---------------------------------------------------------------- after every event
    void afterEvent() {
        if (s_.stage != Stage::InTurn && s_.stage != Stage::AwaitTurn) return;
        // A captured terrain whose controlling army is gone returns to its seventh face.
        for (std::size_t i = 0; i < s_.terrains.size(); ++i) {
            auto& ter = s_.terrains[i];
            if (ter.face == 8 && ter.controller >= 0 &&
                !s_.hasArmy(ter.controller, {Where::Terrain, static_cast<int>(i)})) {
                ter.face = 7;
                ter.controller = -1;
            }
        }
        // Army effects end when the army is gone.
        s_.effects.erase(std::remove_if(s_.effects.begin(), s_.effects.end(),
                                        [&](const Effect& fx) {
                                            return fx.targetPlayer >= 0 && fx.targetArmy.where != Where::Removed &&
                                                   !s_.hasArmy(fx.targetPlayer, fx.targetArmy);
                                        }),
                         s_.effects.end());
        for (std::size_t p = 0; p < s_.players.size(); ++p)
            if (!s_.players[p].eliminated && !s_.hasUnitsInPlay(static_cast<int>(p))) s_.players[p].eliminated = true;
        for (std::size_t p = 0; p < s_.players.size(); ++p)
            if (s_.capturedCount(static_cast<int>(p)) >= 2) {
                s_.winner = static_cast<int>(p);
                s_.winBy = "capture";
            }
        if (s_.winner < 0) {
            int alive = 0;
            int last = -1;
            for (std::size_t p = 0; p < s_.players.size(); ++p)
                if (!s_.players[p].eliminated) {
                    ++alive;
                    last = static_cast<int>(p);
                }
            if (alive == 1) {
                s_.winner = last;
                s_.winBy = "elimination";
            }
        }
        if (s_.winner >= 0) s_.stage = Stage::GameOver;
    }

    const domain::Catalog& cat_;
    const RollResolver& res_;
    GameState s_;
    const Event& e_;
};

std::string Stepper::expectation() const {
    const auto& t = s_.turn;
    switch (s_.stage) {
        case Stage::HordeRoll: return "horde maneuver rolls";
        case Stage::Choice: return "'choose " + pid(s_.setupWinner) + " first-turn|frontier'";
        case Stage::FrontierPick: return "'frontier-pick " + pid(s_.frontierPicker) + " <player>'";
        case Stage::Placement: return "'place' lines for every army";
        case Stage::StartRoll: return "'start-roll' lines for every terrain";
        case Stage::AwaitTurn: return "the next 'turn' line";
        case Stage::GameOver: return "'result " + pid(s_.winner) + " " + s_.winBy + "'";
        case Stage::Finished: return "nothing more";
        case Stage::InTurn: break;
    }
    if (!t.mutateTargets.empty())
        return "the save roll of the units targeted by Mutate ('roll " + pid(t.mutateVictim) + " save=N : ...')";
    switch (t.march) {
        case MarchStep::None: return "the next step of the turn";
        case MarchStep::Begun: return "'maneuver', 'action' or the next march";
        case MarchStep::ManeuverRolls: {
            const int idx = t.maneuverRollsSeen;
            const int roller = idx == 0 ? t.player : t.counterPlayers[static_cast<std::size_t>(idx - 1)];
            return "the maneuver roll of " + pid(roller) + "'s army at " + s_.locationName(t.marchingArmy);
        }
        case MarchStep::ManeuverDirection: return "'terrain up' or 'terrain down' (the maneuver succeeded)";
        case MarchStep::ManeuverDone: return "'action' or the next march";
        case MarchStep::Action: break;
    }
    const auto& a = t.action;
    switch (a.step) {
        case ActionStep::AttackRoll:
            return "the " + std::string(a.kind == ActionKind::Melee ? "melee" : "missile") + " roll of " + pid(a.attacker) +
                   "'s army at " + s_.locationName(a.attackerLoc);
        case ActionStep::SaveRoll:
            return "the save roll of " + pid(a.defender) + "'s army at " + s_.locationName(a.defenderLoc) + " against " +
                   std::to_string(a.attack) + " " + actionName(a.kind);
        case ActionStep::Kill:
            return "'kill " + pid(a.defender) + " ...' allocating " + std::to_string(a.damage) + " damage";
        case ActionStep::ScorchKill:
            return "'kill " + pid(a.attacker) + " ...' allocating " + std::to_string(a.scorch) + " Scorching Touch damage";
        case ActionStep::ReplantRoll: return "the Replanting roll of the killed Treefolk ('roll " + pid(a.killedPlayer) + " replant=N : ...')";
        case ActionStep::SteppedDamage: return "'step-down' or the next step";
        case ActionStep::FoulStench:
            return "'foul-stench " + pid(a.defender) + " ...' naming " + std::to_string(a.foulStenchCount) + " unit(s)";
        case ActionStep::CounterChoice: return "'counter-attack " + pid(a.defender) + "' or the next step";
        case ActionStep::MagicRoll:
            return "the magic roll of " + pid(a.attacker) + "'s army (an opponent's Magic Negation roll may come first)";
        case ActionStep::Casting: return "'cast' lines or the next step";
        case ActionStep::Done: return "the next step";
    }
    return "?";
}

}  // namespace

StepResult Engine::start(const Setup& setup) const {
    GameState s;
    s.forceSize = setup.forceSize;
    for (const auto& p : setup.players) {
        PlayerState ps;
        ps.id = p.id;
        ps.name = p.name;
        ps.proposedFrontier = p.proposedFrontier;
        TerrainState home;
        home.die = p.homeTerrain;
        home.key = "home:" + p.id;
        home.homeOf = static_cast<int>(s.players.size());
        s.terrains.push_back(home);
        ps.home = static_cast<int>(s.terrains.size()) - 1;
        s.players.push_back(ps);
    }
    for (std::size_t i = 0; i < setup.players.size(); ++i) {
        for (const auto& d : setup.players[i].dice) {
            Unit u;
            u.label = d.label;
            u.owner = static_cast<int>(i);
            u.die = d.die;
            u.setupArmy = d.army;
            u.loc = d.army < 0 ? Location{Where::Pool, -1} : Location{Where::Removed, -1};
            s.units.push_back(u);
        }
    }
    std::vector<int> all;
    for (std::size_t i = 0; i < s.players.size(); ++i) all.push_back(static_cast<int>(i));
    s.rankQueue = {all};
    s.hordeRollers = all;
    s.stage = Stage::HordeRoll;
    return s;
}

StepResult Engine::step(const GameState& state, const Event& event) const {
    try {
        return Stepper(catalog_, resolver_, state, event).run();
    } catch (const Stop& stop) {
        return stop.violation;
    }
}

std::string Engine::expectation(const GameState& state) const {
    Event none;
    return Stepper(catalog_, resolver_, state, none).expectation();
}

}  // namespace muster::rules::engine
