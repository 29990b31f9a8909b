// Dragonkin spells: Summon Dragonkin brings Dragonkin of the spell's element from the caster's Summoning Pool
// into the casting army; Evolve Dragonkin (Eldarim) promotes one of the caster's Dragonkin of that element,
// from the Summoning Pool (V4.01d Spells, S0:L1124, L1127; Dragonkin, S0:L1173-1193; Promotion, S0:L824-830).
//   cast A Summon Dragonkin with fire [xN] on A:p2 [A:p3]   the pool Dragonkin that join (N health-worth at most)
//   cast A Evolve Dragonkin with fire [xN] on A:k1 A:p4     the Dragonkin promoted, and the pool Dragonkin it becomes
// Rise of the Eldarim (Eldarim, S0:L1129) promotes an Eldarim unit of the magic's element one health-worth per
// casting, from its owner's DUA:
//   cast A Rise of the Eldarim with fire [xN] on A:c2 A:c7       the unit promoted, and the dead unit it becomes
// Readings: docs/rules-decisions.md, "Dragonkin in armies", "Rise of the Eldarim and Summon White Dragon".
#include <algorithm>

#include "EngineContext.h"
#include "muster/rules/engine/Frame.h"
#include "spells/SpellRegistry.h"
#include "state/Exchanges.h"

namespace muster::rules::engine {

namespace {

std::string elementWord(const SpellCast& cast) {
    return std::string(domain::toString(cast.element));
}

// A caster's Dragonkin in the Summoning Pool that matches the magic's element (refused otherwise).
int poolDragonkin(Ctx& ctx, const SpellCast& cast, const std::string& word) {
    const std::string& name = cast.definition->name();
    const int d = ctx.ownPiece(cast.caster, word);
    if (!ctx.die(d).isDragonkin()) ctx.fail(Rule::Spells, name + ": '" + word + "' is not a Dragonkin");
    if (ctx.s.piece(d).loc.where != Where::Pool)
        ctx.fail(Rule::Spells, name + ": '" + word + "' is not in " + ctx.pid(cast.caster) + "'s Summoning Pool");
    return d;
}

void needElement(Ctx& ctx, const SpellCast& cast, int unit, const std::string& word) {
    if (!ctx.die(unit).elements.contains(cast.element))
        ctx.fail(Rule::Spells, cast.definition->name() + " reaches Dragonkin of the magic's element (" +
                                   elementWord(cast) + "), and '" + word + "' is not " + elementWord(cast));
}

// ---------------------------------------------------------------- Summon Dragonkin (S0:L1127)
// The targets: the caster's pool Dragonkin of the element, at most one health-worth per casting, each once.
void announceSummon(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    if (e.args.size() < 3)
        ctx.fail(Rule::Spells, name + " targets Dragonkin in the caster's Summoning Pool: write 'on " +
                                   ctx.pid(cast.caster) + ":<pool unit>...'");
    if (!cast.from.atTerrain()) ctx.fail(Rule::Spells, name + " is cast at a terrain");
    int health = 0;
    for (std::size_t i = 2; i < e.args.size(); ++i) {
        const int d = poolDragonkin(ctx, cast, e.args[i]);
        needElement(ctx, cast, d, e.args[i]);
        if (std::find(cast.targetPieces.begin(), cast.targetPieces.end(), d) != cast.targetPieces.end())
            ctx.fail(Rule::Spells, name + ": '" + e.args[i] + "' is named twice");
        cast.targetPieces.push_back(d);
        health += ctx.health(d);
    }
    if (health > cast.castings)
        ctx.fail(Rule::Spells, name + " brings " + std::to_string(cast.castings) +
                                   " health-worth of Dragonkin per casting combined, and the targets are " +
                                   std::to_string(health) + " health");
    cast.target = EffectTargetKind::Unit;
}

// The targets still in the pool join the casting army, if it is still there.
std::unique_ptr<Frame> resolveSummon(Ctx& ctx, const SpellCast& cast) {
    if (!ctx.s.hasArmy(cast.caster, cast.from)) return nullptr;
    for (int d : cast.targetPieces)
        if (ctx.s.piece(d).loc.where == Where::Pool) ctx.s.piece(d).loc = cast.from;
    return nullptr;
}

// ---------------------------------------------------------------- Evolve Dragonkin (S0:L1124)
// The target: one of the caster's Dragonkin in play, of the element; then the pool Dragonkin it is exchanged
// for, one health larger per casting (the new one need not share the element, S0:L830).
void announceEvolve(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    if (e.args.size() != 4)
        ctx.fail(Rule::Spells, name +
                                   " names the Dragonkin it promotes and the Summoning Pool Dragonkin it becomes: "
                                   "write 'on " +
                                   ctx.pid(cast.caster) + ":<unit> " + ctx.pid(cast.caster) + ":<pool unit>'");
    const int u = ctx.ownPiece(cast.caster, e.args[2]);
    if (!ctx.die(u).isDragonkin()) ctx.fail(Rule::Spells, name + ": '" + e.args[2] + "' is not a Dragonkin");
    if (!ctx.s.piece(u).loc.inPlay()) ctx.fail(Rule::Spells, name + ": '" + e.args[2] + "' is not in an army");
    needElement(ctx, cast, u, e.args[2]);
    const int d = poolDragonkin(ctx, cast, e.args[3]);
    if (ctx.health(d) != ctx.health(u) + cast.castings)
        ctx.fail(Rule::Promotion, name + " promotes one health-worth per casting: " + ctx.die(u).name + " becomes a " +
                                      std::to_string(ctx.health(u) + cast.castings) + "-health Dragonkin, not " +
                                      ctx.die(d).name);
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = {u, d};
}

// The exchange, if the target is still in play and the pool unit still in the pool.
std::unique_ptr<Frame> resolveEvolve(Ctx& ctx, const SpellCast& cast) {
    const int u = cast.targetPieces.at(0);
    const int d = cast.targetPieces.at(1);
    if (!ctx.s.piece(u).loc.inPlay() || ctx.s.piece(d).loc.where != Where::Pool) return nullptr;
    Exchanges::promote(ctx, u, d, Rule::Spells, cast.castings);
    return nullptr;
}

// ---------------------------------------------------------------- Rise of the Eldarim (S0:L1129)
// The target: an Eldarim unit in play of the element (a white champion holds every element), any player's; then the
// unit of its owner's DUA it is exchanged for, N health larger for N castings.
void announceRise(Ctx& ctx, SpellCast& cast) {
    const auto& e = ctx.ev();
    const std::string& name = cast.definition->name();
    if (e.args.size() != 4)
        ctx.fail(Rule::Spells, name + " names the Eldarim unit it promotes and the dead unit it becomes: write 'on " +
                                   ctx.pid(cast.caster) + ":<unit> " + ctx.pid(cast.caster) + ":<dead unit>'");
    const int u = ctx.pieceRef(e.args[2], cast.caster);
    const auto& die = ctx.die(u);
    if (die.species != "Eldarim" || ctx.s.piece(u).kind != PieceKind::Unit)
        ctx.fail(Rule::Spells, name + ": '" + e.args[2] + "' is not an Eldarim unit");
    if (!ctx.s.piece(u).loc.inPlay()) ctx.fail(Rule::Spells, name + ": '" + e.args[2] + "' is not in play");
    if (!die.elements.contains(cast.element) && !die.elements.contains(domain::Element::White))
        ctx.fail(Rule::Spells, name + " reaches an Eldarim unit of the magic's element (" + elementWord(cast) +
                                   "), and '" + e.args[2] + "' is not " + elementWord(cast));
    const int owner = ctx.s.piece(u).owner;
    const int d = ctx.ownPiece(owner, e.args[3]);
    if (ctx.s.piece(d).loc.where != Where::Dua)
        ctx.fail(Rule::Promotion, name + ": '" + e.args[3] + "' is not in " + ctx.pid(owner) + "'s DUA");
    if (ctx.die(d).species != "Eldarim" || ctx.health(d) != ctx.health(u) + cast.castings)
        ctx.fail(Rule::Promotion, name + " promotes one health-worth per casting: " + die.name +
                                      " becomes an Eldarim "
                                      "unit of " +
                                      std::to_string(ctx.health(u) + cast.castings) + " health, not " +
                                      ctx.die(d).name);
    cast.target = EffectTargetKind::Unit;
    cast.targetPieces = {u, d};
}

// The exchange, if the target is still in play and the dead unit still in the DUA.
std::unique_ptr<Frame> resolveRise(Ctx& ctx, const SpellCast& cast) {
    const int u = cast.targetPieces.at(0);
    const int d = cast.targetPieces.at(1);
    if (!ctx.s.piece(u).loc.inPlay() || ctx.s.piece(d).loc.where != Where::Dua) return nullptr;
    Exchanges::promote(ctx, u, d, Rule::Spells, cast.castings);
    return nullptr;
}

const SpellHandler kSummon{"spells/DragonkinSpells.cpp", &announceSummon, &resolveSummon};
const SpellHandler kRise{"spells/DragonkinSpells.cpp (Eldarim promotion)", &announceRise, &resolveRise};
const SpellHandler kEvolve{"spells/DragonkinSpells.cpp", &announceEvolve, &resolveEvolve};

}  // namespace

void registerDragonkinSpells(SpellRegistry& registry) {
    registry.add("Summon Dragonkin", kSummon);
    registry.add("Evolve Dragonkin", kEvolve);
    registry.add("Rise of the Eldarim", kRise);
}

}  // namespace muster::rules::engine
