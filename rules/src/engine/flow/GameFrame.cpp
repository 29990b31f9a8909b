// The bottom frame: setup steps 4-5 (horde rolls, the first-turn-or-frontier choice, placement, starting
// distances), then turn after turn, then the result line.
#include "flow/GameFrame.h"

#include <algorithm>

#include "effects/EffectStore.h"
#include "flow/TurnFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"

namespace muster::rules::engine {

namespace {

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

// Multiplayer (more than two players): the players place their armies one after another in turn order
// (S0:L1150-1156), so the next one to place is the first in turn order with an army still unplaced. Two players
// place in any order (docs/rules-decisions.md). -1: any player.
int placingPlayer(const GameState& s, const std::vector<int>& placed) {
    if (s.players.size() <= 2) return -1;
    for (const int q : s.turnOrder)
        if (placed[static_cast<std::size_t>(q)] != 7) return q;
    return -1;
}

}  // namespace

GameFrame::GameFrame(const GameState& state) {
    std::vector<int> all;
    for (std::size_t i = 0; i < state.players.size(); ++i) all.push_back(static_cast<int>(i));
    rankQueue_ = {all};
    hordeRollers_ = all;
}

std::string GameFrame::step(const GameState&) const {
    switch (stage_) {
        case Stage::HordeRoll:
            return "step 4: horde maneuver rolls";
        case Stage::Choice:
            return "step 4: first turn or frontier";
        case Stage::FrontierPick:
            return "step 4: frontier choice";
        case Stage::Placement:
            return "step 4: placing armies";
        case Stage::StartRoll:
            return "step 5: starting distance";
        default:
            return "between turns";
    }
}

Expectation GameFrame::expect(const Ctx& ctx) const {
    const auto& s = ctx.s;
    Expectation x;
    switch (stage_) {
        case Stage::HordeRoll: {
            x.kinds = {EventKind::HordeRoll};
            x.rule = Rule::OrderOfPlay;
            std::string who;
            for (int q : hordeRollers_)
                if (!has(hordeRolled_, q)) {
                    who += (who.empty() ? "" : ", ") + s.pid(q);
                    if (x.who < 0) x.who = q;
                }
            x.what = "a 'horde-roll' line by " + who;
            x.why = hordeOrder_.empty() && rankQueue_.size() == 1 && rankQueue_.front().size() == s.players.size()
                        ? "every player rolls the horde army for maneuver to decide the order of play"
                        : "tied players roll again until the order is clear";
            x.rollWords = "maneuver";
            if (x.who >= 0)
                for (std::size_t i = 0; i < s.pieces.size(); ++i)
                    if (s.pieces[i].owner == x.who && s.pieces[i].setupArmy == 1)
                        x.rollers.push_back(static_cast<int>(i));
            return x;
        }
        case Stage::Choice:
            x.kinds = {EventKind::Choose};
            x.who = setupWinner_;
            x.rule = Rule::OrderOfPlay;
            x.what = "'choose " + s.pid(setupWinner_) + " first-turn|frontier'";
            x.why = s.pid(setupWinner_) + " rolled the most maneuver results";
            x.options = {"first-turn", "frontier"};
            return x;
        case Stage::FrontierPick:
            x.kinds = {EventKind::FrontierPick};
            x.who = s.frontierPicker;
            x.rule = Rule::OrderOfPlay;
            x.what = "'frontier-pick " + s.pid(s.frontierPicker) + " <player>'";
            x.why = s.pid(s.frontierPicker) + " selects which proposed frontier is used";
            for (const auto& p : s.players) x.options.push_back(p.id);
            return x;
        case Stage::Placement:
            x.kinds = {EventKind::Place};
            x.rule = Rule::Placement;
            x.what = "'place' lines for every army";
            x.why = "each player places the home, horde and campaign armies";
            x.who = placingPlayer(s, placed_);
            if (x.who >= 0) {
                x.rule = Rule::Multiplayer;
                x.what = "'place " + s.pid(x.who) + " ...' lines for " + s.pid(x.who) + "'s armies";
                x.why = "in a multiplayer game the players place their armies one after another in turn order";
            }
            return x;
        case Stage::StartRoll:
            x.kinds = {EventKind::StartRoll};
            x.rule = Rule::StartingDistance;
            x.what = "'start-roll' lines for every terrain";
            x.why = "each terrain's starting distance is rolled before the first turn";
            return x;
        case Stage::Turns:
            x.kinds = {EventKind::Turn, EventKind::Result};
            x.rule = Rule::TurnSequence;
            x.who = nextPlayer(s);
            x.what = "the next 'turn' line";
            x.why = "turn " + std::to_string(s.turn.number + 1) + " is " + s.pid(x.who) + "'s";
            return x;
        case Stage::GameOver:
            x.kinds = {EventKind::Result};
            x.rule = Rule::Victory;
            x.what = "'result " + s.pid(s.winner) + " " + s.winBy + "'";
            x.why = "the game is over: " + s.pid(s.winner) + " won by " + s.winBy;
            return x;
        case Stage::Finished:
            x.rule = Rule::LogFormat;
            x.what = "nothing more";
            x.why = "the result line ends the log";
            return x;
    }
    return x;
}

bool GameFrame::accept(Ctx& ctx, const Event& e) {
    switch (stage_) {
        case Stage::HordeRoll:
            if (e.kind != EventKind::HordeRoll) ctx.expected(expect(ctx));
            hordeRoll(ctx);
            return true;
        case Stage::Choice:
            if (e.kind != EventKind::Choose) ctx.expected(expect(ctx));
            choice(ctx);
            return true;
        case Stage::FrontierPick:
            if (e.kind != EventKind::FrontierPick) ctx.expected(expect(ctx));
            frontierPick(ctx);
            return true;
        case Stage::Placement:
            if (e.kind != EventKind::Place) ctx.expected(expect(ctx));
            placement(ctx);
            return true;
        case Stage::StartRoll:
            if (e.kind != EventKind::StartRoll) ctx.expected(expect(ctx));
            startRoll(ctx);
            return true;
        case Stage::Turns:
            if (e.kind == EventKind::Turn) {
                beginTurn(ctx);
                return true;
            }
            if (e.kind == EventKind::Result) {
                result(ctx);
                return true;
            }
            if (!started_) ctx.expected(expect(ctx));
            ctx.fail(Rule::TurnSequence,
                     "'" + std::string(toString(e.kind)) + "' belongs inside a turn; expected the next 'turn' line");
        case Stage::GameOver:
            if (e.kind != EventKind::Result)
                ctx.fail(Rule::Victory, "the game is over: " + ctx.pid(ctx.s.winner) + " won by " + ctx.s.winBy +
                                            "; only the 'result' line may follow");
            result(ctx);
            return true;
        case Stage::Finished:
            ctx.fail(Rule::LogFormat, "nothing may follow the result");
    }
    return false;
}

void GameFrame::childDone(Ctx&, Frame&) {}

void GameFrame::hordeRoll(Ctx& ctx) {
    auto& s = ctx.s;
    const int p = ctx.actor();
    if (!has(hordeRollers_, p) || has(hordeRolled_, p)) ctx.expected(expect(ctx));
    std::vector<int> horde;
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        if (s.pieces[i].owner == p && s.pieces[i].setupArmy == 1) horde.push_back(static_cast<int>(i));
    DiceRequest request;
    request.roller = p;
    request.must = horde;
    request.purpose = "a horde roll";
    request.rule = Rule::OrderOfPlay;
    const auto dice = readDice(ctx, request);
    RollSpec spec;
    spec.counts = typeBit(RollType::Maneuver);
    spec.purpose = RollPurpose::HordeManeuver;
    spec.roller = p;
    spec.at = Location::removed();
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    const auto stated = statedTotal(ctx.ev(), "maneuver");
    if (!stated || ctx.ev().totals.size() != 1)
        ctx.fail(Rule::LogFormat, "a horde roll stating 'maneuver=<total>' and nothing else");
    s.players[static_cast<std::size_t>(p)].hordeManeuver =
        evaluator.checkTotal(eval, RollType::Maneuver, *stated, "horde maneuver");
    hordeRolled_.push_back(p);
    if (hordeRolled_.size() < hordeRollers_.size()) return;
    // Everyone due has rolled: rank the head group; ties roll again.
    auto group = rankQueue_.front();
    rankQueue_.erase(rankQueue_.begin());
    auto total = [&](int q) { return s.players[static_cast<std::size_t>(q)].hordeManeuver; };
    std::stable_sort(group.begin(), group.end(), [&](int a, int b) { return total(a) > total(b); });
    std::vector<std::vector<int>> split;
    for (int q : group) {
        if (!split.empty() && total(split.back().front()) == total(q))
            split.back().push_back(q);
        else
            split.push_back({q});
    }
    rankQueue_.insert(rankQueue_.begin(), split.begin(), split.end());
    while (!rankQueue_.empty() && rankQueue_.front().size() == 1) {
        hordeOrder_.push_back(rankQueue_.front().front());
        rankQueue_.erase(rankQueue_.begin());
    }
    hordeRolled_.clear();
    if (!rankQueue_.empty()) {
        hordeRollers_ = rankQueue_.front();
        return;
    }
    hordeRollers_.clear();
    setupWinner_ = hordeOrder_.front();
    stage_ = Stage::Choice;
}

void GameFrame::choice(Ctx& ctx) {
    auto& s = ctx.s;
    if (ctx.actor() != setupWinner_)
        ctx.fail(Rule::OrderOfPlay, s.pid(setupWinner_) + " rolled the most maneuver results and makes this choice");
    const auto& order = hordeOrder_;
    if (ctx.ev().args[0] == "first-turn") {
        s.turnOrder = order;
        s.frontierPicker = order[1];
    } else {
        s.frontierPicker = order[0];
        s.turnOrder = {order[1], order[0]};
        for (std::size_t i = 2; i < order.size(); ++i) s.turnOrder.push_back(order[i]);
    }
    stage_ = Stage::FrontierPick;
}

void GameFrame::frontierPick(Ctx& ctx) {
    auto& s = ctx.s;
    if (ctx.actor() != s.frontierPicker) ctx.fail(Rule::OrderOfPlay, s.pid(s.frontierPicker) + " selects the frontier");
    const int proposer = ctx.player(ctx.ev().args[0]);
    TerrainState t;
    t.die = s.players[static_cast<std::size_t>(proposer)].proposedFrontier;
    t.key = "frontier";
    t.proposedBy = proposer;
    // Every advanced terrain V4.01d has (S0:L1207-1212: Castle, Dragon's Lair, Grove, Vortex) is modelled, so any
    // of them may be the frontier; the catalog has no other (RulesCoverage lists every catalog eighth face with the
    // code that serves it, and a test holds the catalog's advanced terrains to those four).
    s.terrains.push_back(t);
    s.frontierTerrain = static_cast<int>(s.terrains.size()) - 1;
    startRolled_.assign(s.terrains.size(), 0);
    placed_.assign(s.players.size(), 0);
    stage_ = Stage::Placement;
}

void GameFrame::placement(Ctx& ctx) {
    auto& s = ctx.s;
    const int p = ctx.actor();
    const std::string& which = ctx.ev().args[0];
    const int slot = which == "home" ? 0 : which == "horde" ? 1 : 2;
    if (const int due = placingPlayer(s, placed_); due >= 0 && p != due)
        ctx.fail(Rule::Multiplayer, "in a multiplayer game the players place their armies one after another in turn "
                                    "order: " + s.pid(due) + " places all three before " + s.pid(p));
    if (placed_[static_cast<std::size_t>(p)] & (1 << slot))
        ctx.fail(Rule::Placement, s.pid(p) + "'s " + which + " army is already placed");
    const int t = ctx.terrainOf(ctx.ev().args[1]);
    const int home = s.players[static_cast<std::size_t>(p)].home;
    if (slot == 0 && t != home)
        ctx.fail(Rule::Placement,
                 "the home army is placed at the player's own Home Terrain (" + s.terrain(home).key + ")");
    if (slot == 1 && (s.terrain(t).homeOf < 0 || s.terrain(t).homeOf == p))
        ctx.fail(Rule::Placement, "the horde army is placed at another player's Home Terrain");
    const Location loc = Location::at(t);
    if (s.hasArmy(p, loc))
        ctx.fail(Rule::Placement, slot == 2 ? "the campaign army goes to a terrain where the player has no army yet"
                                            : s.pid(p) + " already has an army at " + s.terrain(t).key);
    if (slot == 2 && !(placed_[static_cast<std::size_t>(p)] & 1) && t == home)
        ctx.fail(Rule::Placement, "the campaign army cannot take " + s.terrain(home).key +
                                      ": the home army goes there (the campaign army goes where the player has no "
                                      "army: the frontier in a two-player game)");
    if (slot == 2 && !(placed_[static_cast<std::size_t>(p)] & 2) && s.terrain(t).homeOf >= 0) {
        // The horde army still needs another player's Home Terrain without an army of this player.
        int free = 0;
        for (int other = 0; other < static_cast<int>(s.terrains.size()); ++other)
            if (other != t && s.terrain(other).homeOf >= 0 && s.terrain(other).homeOf != p &&
                !s.hasArmy(p, Location::at(other)))
                ++free;
        if (free == 0)
            ctx.fail(Rule::Placement,
                     "the campaign army would take the last other Home Terrain the horde army can "
                     "go to (home, then horde at another player's Home Terrain, then campaign "
                     "where the player has no army: the frontier in a two-player game)");
    }
    for (auto& piece : s.pieces)
        if (piece.owner == p && piece.setupArmy == slot) piece.loc = loc;
    placed_[static_cast<std::size_t>(p)] |= 1 << slot;
    for (int m : placed_)
        if (m != 7) return;
    stage_ = Stage::StartRoll;
}

void GameFrame::startRoll(Ctx& ctx) {
    auto& s = ctx.s;
    const int p = ctx.actor();
    const int t = ctx.terrainOf(ctx.ev().args[0]);
    const int roller = s.terrain(t).homeOf >= 0 ? s.terrain(t).homeOf : s.frontierPicker;
    if (p != roller)
        ctx.fail(Rule::StartingDistance, s.pid(roller) + " rolls " + s.terrain(t).key +
                                             " (the frontier is rolled by the player who selected it)");
    if (startRolled_[static_cast<std::size_t>(t)])
        ctx.fail(Rule::StartingDistance, s.terrain(t).key + " already shows its starting distance");
    const int face = ctx.ev().number;
    if (face == 8) return;  // roll again
    s.terrain(t).face = face == 7 ? 6 : face;
    startRolled_[static_cast<std::size_t>(t)] = 1;
    for (int rolled : startRolled_)
        if (!rolled) return;
    stage_ = Stage::Turns;
}

int GameFrame::nextPlayer(const GameState& s) const {
    if (s.turn.player < 0) return s.turnOrder.front();
    const auto& order = s.turnOrder;
    const auto it = std::find(order.begin(), order.end(), s.turn.player);
    const auto i = static_cast<std::size_t>(it - order.begin());
    for (std::size_t k = 1; k <= order.size(); ++k) {
        const int q = order[(i + k) % order.size()];
        if (!s.players[static_cast<std::size_t>(q)].eliminated) return q;
    }
    return s.turn.player;
}

void GameFrame::beginTurn(Ctx& ctx) {
    auto& s = ctx.s;
    const int p = ctx.actor();
    const int want = nextPlayer(s);
    if (ctx.ev().number != s.turn.number + 1)
        ctx.fail(Rule::TurnSequence, "turn " + std::to_string(s.turn.number + 1) + " comes next");
    if (p != want) ctx.fail(Rule::TurnSequence, "it is " + s.pid(want) + "'s turn");
    const int previous = s.turn.player;
    TurnRecord t;
    t.number = ctx.ev().number;
    t.player = p;
    t.phase = Phase::Expire;
    s.turn = std::move(t);
    started_ = true;
    // Expire Effects Phase: everything lasting until the beginning of this player's turn ends. An eliminated
    // player's turn is skipped, and what they cast (and what lasts until their next turn) ends when that turn
    // would have begun (S0:L1167): for each eliminated player passed over since the last turn, not at every turn.
    if (previous >= 0) {
        const auto& order = s.turnOrder;
        const auto last = static_cast<std::size_t>(std::find(order.begin(), order.end(), previous) - order.begin());
        for (std::size_t k = 1; k < order.size(); ++k) {
            const int q = order[(last + k) % order.size()];
            if (q == p) break;
            if (s.players[static_cast<std::size_t>(q)].eliminated) EffectStore::expireAtStartOf(s, q);
        }
    }
    EffectStore::expireAtStartOf(s, p);
    ctx.push(std::make_unique<TurnFrame>());
}

void GameFrame::result(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    if (!e.args.empty() && e.args[0] == "none") {
        if (s.winner >= 0)
            ctx.fail(Rule::Victory, s.pid(s.winner) + " won by " + s.winBy + ", so the result cannot be 'none'");
    } else {
        const int p = ctx.actor();
        if (s.winner < 0)
            ctx.fail(Rule::Victory,
                     "no winner yet: nobody controls two terrains and more than one player has units in play");
        if (p != s.winner || e.args[0] != s.winBy)
            ctx.fail(Rule::Victory, "the winner is " + s.pid(s.winner) + " by " + s.winBy);
    }
    stage_ = Stage::Finished;
    s.finished = true;
}

}  // namespace muster::rules::engine
