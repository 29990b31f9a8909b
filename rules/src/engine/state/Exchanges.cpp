#include "state/Exchanges.h"

#include <algorithm>

#include "effects/EffectStore.h"

namespace muster::rules::engine {

namespace {

// An exchanged unit's individual effects end (V4.01d Notes on Exchanging Units with the DUA).
void endIndividualEffects(GameState& s, int unit) {
    s.effects.erase(
        std::remove_if(s.effects.begin(), s.effects.end(),
                       [&](const Effect& fx) { return fx.target == EffectTargetKind::Unit && fx.targetPiece == unit; }),
        s.effects.end());
}

}  // namespace

void Exchanges::promote(Ctx& ctx, int u, int d, Rule rule, int steps) {
    auto& s = ctx.s;
    const auto& a = ctx.die(u);
    const auto& b = ctx.die(d);
    // Dragonkin are promoted from the Summoning Pool, every other unit from the DUA (V4.01d Promotion).
    const Where from = a.isDragonkin() ? Where::Pool : Where::Dua;
    if (s.piece(d).owner != s.piece(u).owner || s.piece(d).loc.where != from)
        ctx.fail(rule, "'" + s.label(d) + "' is not in " + ctx.pid(s.piece(u).owner) + "'s " +
                           (from == Where::Pool ? "Summoning Pool" : "DUA"));
    if (a.species != b.species || b.health != a.health + steps)
        ctx.fail(Rule::Promotion, "promotion exchanges a unit for one of the same species with " +
                                      (steps == 1 ? std::string("one") : std::to_string(steps)) + " more health (" +
                                      a.name + " -> " + b.name + " is not that)");
    std::swap(s.piece(u).loc, s.piece(d).loc);
    endIndividualEffects(s, u);
}

void Exchanges::recruit(Ctx& ctx, int d, Location to, Rule rule) {
    auto& s = ctx.s;
    if (s.piece(d).loc.where != Where::Dua) ctx.fail(rule, "'" + s.label(d) + "' is not in the DUA");
    if (ctx.health(d) != 1) ctx.fail(Rule::Recruitment, "only small (1-health) units are recruited");
    s.piece(d).loc = to;
}

namespace {
const char* const kDragonkinStay = "Dragonkin cannot leave the terrain where they were summoned";
}  // namespace

std::string Exchanges::heldBy(const Ctx& ctx, int u) {
    const auto& s = ctx.s;
    if (!s.piece(u).loc.atTerrain()) return "";
    if (EffectStore::has(s, u, Status::Netted)) return "it is netted";
    if (EffectStore::has(s, u, Status::Webbed)) return "it is webbed";
    if (EffectStore::has(s, u, Status::Asleep)) return "it is asleep";
    if (ctx.die(u).isDragonkin()) return kDragonkinStay;
    return "";
}

void Exchanges::move(Ctx& ctx, int u, Location to) {
    auto& s = ctx.s;
    if (s.piece(u).loc != to) {
        const std::string held = heldBy(ctx, u);
        // A Dragonkin held on its terrain breaks a Dragonkin rule (S0:L1181), not an SAI's.
        const Rule rule = held == kDragonkinStay ? Rule::Dragonkin : Rule::Sais;
        if (!held.empty())
            ctx.fail(rule, "'" + s.label(u) + "' cannot leave " + s.locationName(s.piece(u).loc) + ": " + held);
    }
    s.piece(u).loc = to;
}

}  // namespace muster::rules::engine
