#include "muster/rules/engine/StateDigest.h"

namespace muster::rules::engine {

namespace {

std::string stageName(Stage stage) {
    switch (stage) {
        case Stage::HordeRoll: return "horde-roll";
        case Stage::Choice: return "choice";
        case Stage::FrontierPick: return "frontier-pick";
        case Stage::Placement: return "placement";
        case Stage::StartRoll: return "start-roll";
        case Stage::AwaitTurn: return "between-turns";
        case Stage::InTurn: return "in-turn";
        case Stage::GameOver: return "game-over";
        case Stage::Finished: return "finished";
    }
    return "?";
}

std::string where(const GameState& s, Location loc) {
    switch (loc.where) {
        case Where::Terrain: return s.terrains.at(static_cast<std::size_t>(loc.terrain)).key;
        case Where::Reserve: return "reserve";
        case Where::Dua: return "dua";
        case Where::Bua: return "bua";
        case Where::Pool: return "pool";
        case Where::Removed: return "off";
    }
    return "?";
}

}  // namespace

StateSnapshot snapshotOf(const GameState& s) {
    StateSnapshot m;
    auto pid = [&](int p) { return p < 0 ? std::string("-") : s.players.at(static_cast<std::size_t>(p)).id; };
    m["stage"] = stageName(s.stage);
    if (s.stage == Stage::InTurn || s.stage == Stage::AwaitTurn || s.stage == Stage::GameOver) {
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
    for (const auto& u : s.units) m["u:" + pid(u.owner) + "." + u.label] = where(s, u.loc);
    for (std::size_t i = 0; i < s.players.size(); ++i)
        if (s.players[i].eliminated) m["out:" + s.players[i].id] = "yes";
    for (std::size_t i = 0; i < s.effects.size(); ++i) {
        const auto& fx = s.effects[i];
        m["fx:" + std::to_string(i)] = fx.source + " until " + pid(fx.expiresAtTurnOf);
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
