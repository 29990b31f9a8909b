#include "muster/rules/engine/StateDigest.h"

#include "flow/GameFrame.h"

namespace muster::rules::engine {

namespace {

std::string stageName(const GameState& s) {
    if (s.frames.empty()) return "?";
    const auto& game = static_cast<const GameFrame&>(*s.frames.front());
    switch (game.stage()) {
        case GameFrame::Stage::HordeRoll:
            return "horde-roll";
        case GameFrame::Stage::Choice:
            return "choice";
        case GameFrame::Stage::FrontierPick:
            return "frontier-pick";
        case GameFrame::Stage::Placement:
            return "placement";
        case GameFrame::Stage::StartRoll:
            return "start-roll";
        case GameFrame::Stage::Turns:
            return game.started() ? "in-turn" : "between-turns";
        case GameFrame::Stage::GameOver:
            return "game-over";
        case GameFrame::Stage::Finished:
            return "finished";
    }
    return "?";
}

std::string where(const GameState& s, Location loc) {
    switch (loc.where) {
        case Where::Terrain:
            return s.terrains.at(static_cast<std::size_t>(loc.terrain)).key;
        case Where::Reserve:
            return "reserve";
        case Where::Dua:
            return "dua";
        case Where::Bua:
            return "bua";
        case Where::Pool:
            return "pool";
        case Where::Removed:
            return "off";
    }
    return "?";
}

}  // namespace

StateSnapshot snapshotOf(const GameState& s) {
    StateSnapshot m;
    auto pid = [&](int p) { return p < 0 ? std::string("-") : s.players.at(static_cast<std::size_t>(p)).id; };
    m["stage"] = stageName(s);
    if (m["stage"] == "in-turn" || m["stage"] == "between-turns" || m["stage"] == "game-over") {
        if (s.turn.number > 0) {
            m["turn"] = std::to_string(s.turn.number) + " " + pid(s.turn.player);
            m["phase"] = std::string(toString(s.turn.phase));
        }
    }
    std::string order;
    for (int p : s.turnOrder) order += (order.empty() ? "" : ",") + pid(p);
    if (!order.empty()) m["order"] = order;
    for (const auto& t : s.terrains) {
        std::string v = std::to_string(t.face);
        if (t.controller >= 0) v += "/" + pid(t.controller);
        m["t:" + t.key] = v;
    }
    for (std::size_t i = 0; i < s.pieces.size(); ++i)
        m["u:" + pid(s.pieces[i].owner) + "." + s.label(static_cast<int>(i))] = where(s, s.pieces[i].loc);
    for (std::size_t i = 0; i < s.players.size(); ++i)
        if (s.players[i].eliminated) m["out:" + s.players[i].id] = "yes";
    for (std::size_t i = 0; i < s.effects.size(); ++i) {
        const auto& fx = s.effects[i];
        m["fx:" + std::to_string(i)] = fx.source + " until " + pid(fx.expiresAtStartOf);
    }
    if (s.winner >= 0) m["winner"] = pid(s.winner) + " " + s.winBy;
    return m;
}

std::string digestDelta(const StateSnapshot& before, const StateSnapshot& after) {
    std::string out;
    auto add = [&](const std::string& item) { out += (out.empty() ? "" : " ") + item; };
    auto b = before.begin();
    auto a = after.begin();
    while (b != before.end() || a != after.end()) {
        if (a == after.end() || (b != before.end() && b->first < a->first)) {
            add("-" + b->first);
            ++b;
        } else if (b == before.end() || a->first < b->first) {
            add(a->first + "=" + a->second);
            ++a;
        } else {
            if (a->second != b->second) add(a->first + "=" + a->second);
            ++a;
            ++b;
        }
    }
    return out.empty() ? "-" : out;
}

}  // namespace muster::rules::engine
