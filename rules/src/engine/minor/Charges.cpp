// Amazons' Javelin Charge and Kukri Charge (V4.01d Amazons, S0:L636-637): instead of the maneuver step the
// marching army buries a minor terrain it controls; for the rest of the turn the army's Amazons may count maneuver
// results as missile results in a missile action (Javelin) or as melee results in a melee action (Kukri). The
// charge is an army effect (no status: its source names it) that ends when the next player's turn begins.
#include <algorithm>

#include "effects/EffectStore.h"
#include "minor/MinorTerrains.h"

namespace muster::rules::engine {

namespace {

constexpr std::string_view kJavelin = "Javelin Charge";
constexpr std::string_view kKukri = "Kukri Charge";

int nextPlayerAfter(const GameState& s, int player) {
    const auto& order = s.turnOrder;
    const auto at = std::find(order.begin(), order.end(), player);
    if (at == order.end()) return player;
    const auto i = static_cast<std::size_t>(at - order.begin());
    for (std::size_t k = 1; k <= order.size(); ++k) {
        const int q = order[(i + k) % order.size()];
        if (!s.players[static_cast<std::size_t>(q)].eliminated) return q;
    }
    return player;
}

}  // namespace

void MinorTerrains::charge(Ctx& ctx, Location army) {
    static const Rule rule = Rule::SpeciesAmazons;
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    const bool javelin = e.args[0] == "javelin";
    const std::string name(javelin ? kJavelin : kKukri);
    if (p != s.turn.player) ctx.fail(rule, "only the marching army charges");
    if (!ctx.armyHasSpecies(p, army, "Amazons")) ctx.fail(rule, "the marching army has no Amazons");
    const int piece = ctx.ownPiece(p, e.args[1]);
    if (s.piece(piece).kind != PieceKind::MinorTerrain || s.minorTerrainAt(p, army) != piece)
        ctx.fail(rule, name + " buries the minor terrain beside the marching army, and '" + e.args[1] +
                           "' is not the one beside " + ctx.armyName(p, army));
    bury(ctx, piece);
    // Burying it in place of the maneuver step, like 'minor bury': no new one this turn (S0:L1236).
    s.turn.usedOnce.push_back("minor-bury:" + ctx.pid(p) + ":" + s.locationName(army));
    Effect fx;
    fx.source = name;
    fx.from = Effect::From::Ability;
    fx.caster = p;
    fx.target = EffectTargetKind::Army;
    fx.targetPlayer = p;
    fx.targetArmy = army;
    fx.expiresAtStartOf = nextPlayerAfter(s, p);
    EffectStore::add(s, fx);
}

void MinorTerrains::chargeRows(const Ctx& ctx, const RollSpec& spec, std::vector<CountsAsRow>& rows) {
    if (!spec.army || spec.roller < 0 || spec.purpose != RollPurpose::Attack || spec.counterAttack) return;
    for (const auto& fx : ctx.s.effects) {
        if (fx.from != Effect::From::Ability || fx.target != EffectTargetKind::Army ||
            fx.targetPlayer != spec.roller || fx.targetArmy != spec.at)
            continue;
        const bool javelin = fx.source == kJavelin;
        if (!javelin && fx.source != kKukri) continue;
        CountsAsRow row;
        row.species = "Amazons";
        row.source = fx.source;
        row.from = RollType::Maneuver;
        row.to = javelin ? RollType::Missile : RollType::Melee;
        row.duringAction = javelin ? AttackKind::Missile : AttackKind::Melee;
        row.counter = CounterRule::Never;
        rows.push_back(row);
    }
}

}  // namespace muster::rules::engine
