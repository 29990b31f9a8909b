// One turn: the seven phases in order, the statements that belong to a phase rather than to a march (eighth
// face icons, species abilities, the Reserves Phase), and the marches.
#include "flow/TurnFrame.h"

#include <algorithm>

#include "casualties/Casualties.h"
#include "dragons/Summoning.h"
#include "champions/DragonBonds.h"
#include "flow/DragonAttackFrame.h"
#include "flow/MarchFrame.h"
#include "eighth/Grove.h"
#include "minor/MinorTerrains.h"
#include "flow/MutateFrame.h"
#include "state/Exchanges.h"
#include "state/Items.h"

namespace muster::rules::engine {

using domain::Element;

namespace {

Phase phaseOf(const std::string& word) {
    if (word == "expire") return Phase::Expire;
    if (word == "eighth") return Phase::Eighth;
    if (word == "dragon") return Phase::Dragon;
    if (word == "species") return Phase::Species;
    if (word == "first-march") return Phase::FirstMarch;
    if (word == "second-march") return Phase::SecondMarch;
    return Phase::Reserves;
}

// A controlled terrain of the player with this eighth-face icon, or -1.
int controlledWithIcon(const Ctx& ctx, int p, const std::string& icon) {
    for (std::size_t i = 0; i < ctx.s.terrains.size(); ++i) {
        const int t = static_cast<int>(i);
        if (ctx.s.terrain(t).face == 8 && ctx.s.terrain(t).controller == p && ctx.eighthIcon(t) == icon) return t;
    }
    return -1;
}

}  // namespace

std::string TurnFrame::step(const GameState& s) const {
    switch (s.turn.phase) {
        case Phase::Expire:
            return "expiring effects";
        case Phase::Eighth:
            return "eighth face icons";
        case Phase::Dragon:
            return "dragon attacks";
        case Phase::Species:
            return "species abilities";
        case Phase::FirstMarch:
        case Phase::SecondMarch:
            return "between marches";
        case Phase::Reserves:
            return s.turn.reinforceDone ? "retreat" : "reinforce";
    }
    return "turn";
}

namespace {
// Every dragon there is tamed by a unit of the marching player's army there and has no dragon to attack: no attack.
bool allIdle(const Ctx& ctx, int terrain) {
    const auto here = ctx.s.dragonsAt(terrain);
    return std::all_of(here.begin(), here.end(),
                       [&](int d) { return DragonBonds::idle(ctx, d, ctx.s.turn.player, terrain); });
}
}  // namespace

std::vector<int> TurnFrame::dragonAttacksDue(const Ctx& ctx) const {
    std::vector<int> due;
    const auto& s = ctx.s;
    if (s.turn.phase > Phase::Dragon) return due;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (std::find(s.turn.dragonAttacks.begin(), s.turn.dragonAttacks.end(), t) == s.turn.dragonAttacks.end() &&
            s.hasArmy(s.turn.player, Location::at(t)) && !s.dragonsAt(t).empty() && !allIdle(ctx, t))
            due.push_back(t);
    return due;
}

Expectation TurnFrame::dragonExpectation(const Ctx& ctx, const std::vector<int>& due) const {
    Expectation x;
    x.kinds = {EventKind::DragonAttack};
    if (ctx.s.turn.phase <= Phase::Eighth)
        x.kinds.insert(x.kinds.begin(),
                       {EventKind::Phase, EventKind::City, EventKind::Temple, EventKind::Lair, EventKind::Grove});
    x.who = ctx.s.turn.player;
    x.rule = Rule::DragonAttackPhase;
    std::string where;
    for (int t : due) {
        x.options.push_back(ctx.s.terrain(t).key);
        where += (where.empty() ? "" : ", ") + ctx.s.terrain(t).key;
    }
    x.what = "'dragon-attack <terrain>' for the dragons at " + where;
    x.why = "in the Dragon Attack Phase every dragon at a terrain where " + ctx.pid(ctx.s.turn.player) +
            " has an army attacks, in the order " + ctx.pid(ctx.s.turn.player) + " picks";
    return x;
}

Expectation TurnFrame::expect(const Ctx& ctx) const {
    if (const auto due = dragonAttacksDue(ctx); !due.empty()) return dragonExpectation(ctx, due);
    Expectation x;
    x.kinds = {EventKind::Phase,
               EventKind::City,
               EventKind::Temple,
               EventKind::Feralize,
               EventKind::WintersFortitude,
               EventKind::Mutate,
               EventKind::DragonkinHandlers,
               EventKind::March,
               EventKind::Reinforce,
               EventKind::Retreat,
               EventKind::AirFlight,
               EventKind::Ride};
    if (ctx.s.turn.phase <= Phase::Eighth && !ctx.s.turn.used("lair") &&
        controlledWithIcon(ctx, ctx.s.turn.player, "Dragon's Lair") >= 0)
        x.kinds.insert(x.kinds.begin() + 3, EventKind::Lair);
    x.who = ctx.s.turn.player;
    x.optional = true;

    x.rule = Rule::TurnSequence;
    x.what = "the next step of " + ctx.pid(ctx.s.turn.player) + "'s turn (now in the " +
             std::string(toString(ctx.s.turn.phase)) + " phase)";
    x.why = "the turn's phases follow in order; each step is optional";
    if (Grove::due(ctx)) {  // compulsory (S0:L1211)
        x.kinds.insert(x.kinds.begin(), EventKind::Grove);
        x.optional = false;
        x.rule = Rule::AdvancedTerrains;
        x.what = Grove::usage(ctx);
        x.why = ctx.pid(ctx.s.turn.player) + " controls a Grove and a buried piece could come back";
    }
    return x;
}

bool TurnFrame::mayEnd(const Ctx& ctx) const {
    return dragonAttacksDue(ctx).empty() && !Grove::due(ctx);
}

void TurnFrame::toPhase(Ctx& ctx, Phase p) const {
    auto& t = ctx.s.turn;
    if (p < t.phase)
        ctx.fail(Rule::TurnSequence, std::string("this belongs to the ") + std::string(toString(p)) +
                                         " phase, which is over (now: " + std::string(toString(t.phase)) + ")");
    if (p > Phase::Eighth && Grove::due(ctx))
        ctx.fail(Rule::AdvancedTerrains, ctx.pid(t.player) + " controls a Grove, which must bring a buried piece back "
                                         "in the Eighth Face Phase when one could come: " + Grove::usage(ctx) + " first");
    if (p > Phase::Dragon)
        if (const auto due = dragonAttacksDue(ctx); !due.empty()) ctx.expected(dragonExpectation(ctx, due));
    t.phase = p;
}

bool TurnFrame::accept(Ctx& ctx, const Event& e) {
    switch (e.kind) {
        case EventKind::Phase:
            toPhase(ctx, phaseOf(e.args[0]));
            return true;
        case EventKind::City:
            toPhase(ctx, Phase::Eighth);
            city(ctx);
            return true;
        case EventKind::Temple:
            toPhase(ctx, Phase::Eighth);
            temple(ctx);
            return true;
        case EventKind::Lair:
            toPhase(ctx, Phase::Eighth);
            lair(ctx);
            return true;
        case EventKind::Grove:
            toPhase(ctx, Phase::Eighth);
            Grove::apply(ctx);
            return true;
        case EventKind::DragonAttack:
            toPhase(ctx, Phase::Dragon);
            dragonAttack(ctx);
            return true;
        case EventKind::Feralize:
            toPhase(ctx, Phase::Species);
            feralize(ctx);
            return true;
        case EventKind::WintersFortitude:
            toPhase(ctx, Phase::Species);
            wintersFortitude(ctx);
            return true;
        case EventKind::Mutate: {
            toPhase(ctx, Phase::Species);
            static const Rule rule = Rule::SpeciesSwampStalkers;
            auto& s = ctx.s;
            const int p = ctx.actor();
            if (p != s.turn.player) ctx.fail(rule, "Mutate is used by the marching player");
            if (s.turn.used("mutate")) ctx.fail(rule, "Mutate is attempted once per turn");
            const int victim = ctx.player(e.args[0]);
            if (victim == p) ctx.fail(rule, "Mutate targets an opponent's Reserve Area");
            bool army = false;
            for (const auto& piece : s.pieces)
                if (piece.kind == PieceKind::Unit && piece.owner == p && piece.loc.atTerrain() &&
                    ctx.cat.die(piece.die).species == "Swamp Stalkers")
                    army = true;
            if (!army) ctx.fail(rule, ctx.pid(p) + " has no army containing Swamp Stalkers at a terrain");
            const int inDua = ctx.countInDua(p, "Swamp Stalkers");
            if (inDua == 0) ctx.fail(rule, ctx.pid(p) + " has no Swamp Stalker in the DUA (needed for Mutate)");
            const int limit = std::min(inDua, s.duaScaled(1));
            std::vector<int> targets;
            for (std::size_t i = 1; i < e.args.size(); ++i) {
                const int u = ctx.ownPiece(victim, e.args[i]);
                if (s.piece(u).loc.where != Where::Reserve)
                    ctx.fail(rule, "'" + e.args[i] + "' is not in " + ctx.pid(victim) + "'s Reserve Area");
                if (std::find(targets.begin(), targets.end(), u) != targets.end())
                    ctx.fail(rule, "'" + e.args[i] + "' is listed twice");
                targets.push_back(u);
            }
            if (static_cast<int>(targets.size()) > limit)
                ctx.fail(rule, "Mutate targets at most " + std::to_string(limit) +
                                   " unit(s) (Swamp Stalkers in the DUA, at most " + std::to_string(s.duaScaled(1)) +
                                   ")");
            s.turn.usedOnce.push_back("mutate");
            ctx.push(std::make_unique<MutateFrame>(victim, targets));
            return true;
        }
        case EventKind::MutateGain:
            toPhase(ctx, Phase::Species);
            ctx.fail(Rule::SpeciesSwampStalkers,
                     "recruiting or promoting by Mutate follows the marching player's Mutate and its save roll");
        case EventKind::DragonkinHandlers:
            toPhase(ctx, Phase::Species);
            dragonkinHandlers(ctx);
            return true;
        case EventKind::March:
            march(ctx);
            return true;
        case EventKind::Reinforce:
        case EventKind::Retreat:
        case EventKind::AirFlight:
            toPhase(ctx, Phase::Reserves);
            reserves(ctx);
            return true;
        case EventKind::Ride:  // a champion rides its tamed dragon: part of the Retreat step (S0:L1370)
            toPhase(ctx, Phase::Reserves);
            if (ctx.actor() != ctx.s.turn.player)
                ctx.fail(Rule::ReservesPhase, "only the marching player moves units in the Reserves Phase");
            ctx.s.turn.reinforceDone = true;
            DragonBonds::ride(ctx);
            return true;
        case EventKind::CounterAttack: {
            const std::string note = ctx.closedNote();
            ctx.fail(Rule::CounterAttack,
                     "no counter-attack is open here: " +
                         (note.empty() ? "only the defender of a melee attack (or Coral Elves' Defensive Volley "
                                         "against a missile attack) may counter-attack, once, right after the attack"
                                       : note));
        }
        case EventKind::Turn:
        case EventKind::Result:
            return false;
        case EventKind::HordeRoll:
        case EventKind::Choose:
        case EventKind::FrontierPick:
        case EventKind::Place:
        case EventKind::StartRoll:
            ctx.fail(Rule::TurnSequence, "'" + std::string(toString(e.kind)) + "' belongs to setup, which is over");
        case EventKind::Maneuver:
        case EventKind::TerrainTurn:
        case EventKind::Action:
        case EventKind::Charge:
        case EventKind::Minor:
        case EventKind::MinorFace:
        case EventKind::Mire:
            ctx.notDue(Rule::TurnSequence, "'" + std::string(toString(e.kind)) +
                                               "' is part of a march, and no march is open: expected 'march 1|2 "
                                               "<army>' first (or this army's march is already over)");
        case EventKind::DragonTarget:
        case EventKind::Treasure:
        case EventKind::DragonDamage:
        case EventKind::Tame:
        case EventKind::Slay:
            ctx.notDue(Rule::Dragons, "no dragon attack is open: '" + std::string(toString(e.kind)) +
                                          "' belongs to a dragon attack ('dragon-attack <terrain>' in the Dragon "
                                          "Attack Phase)");
        case EventKind::Control:
            ctx.notDue(Rule::Dragons, "no dragon attack is open: 'control' comes in a dragon attack, right after the "
                                      "army's roll (a champion takes control of a dragon) or before the dragons roll "
                                      "(a controlled dragon's order)");
        case EventKind::Promote:
            ctx.notDue(Rule::Promotion,
                       "no promotion is due here (an army promotes after killing a dragon, right "
                       "after the dragon attack's damage)");
        case EventKind::Roll:
        case EventKind::Kill:
        case EventKind::Sai:
        case EventKind::SteppedDamage:
        case EventKind::Plague:
        case EventKind::Return:
        case EventKind::Grow:
        case EventKind::FoulStench:
        case EventKind::Cast:
        case EventKind::Resolve:
        case EventKind::Castle:
            ctx.notDue(Rule::TurnSequence, "no " + std::string(toString(e.kind)) +
                                               " is due here: the last step that needed one is over (expected the "
                                               "next step of " +
                                               ctx.pid(ctx.s.turn.player) + "'s turn)");
        case EventKind::BuryItem:
        case EventKind::CarryItem:
            // Engine::apply takes item burials and carried items before any frame (state/Items): never here.
            ctx.fail(Rule::TurnSequence, "internal inconsistency: '" + std::string(toString(e.kind)) +
                                             "' reached the turn instead of the item rules");
    }
    // Every statement kind has its case above (no default: the compiler names a kind added without one).
    ctx.fail(Rule::LogFormat, "internal inconsistency: an unknown statement kind");
}

// ---------------------------------------------------------------- eighth face icons
void TurnFrame::city(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(Rule::EighthFaceIcons, "only the marching player uses a City");
    const int t = controlledWithIcon(ctx, p, "City");
    if (t < 0) ctx.fail(Rule::EighthFaceIcons, ctx.pid(p) + " controls no City");
    if (s.turn.used("city")) ctx.fail(Rule::EighthFaceIcons, "a City acts once per turn");
    s.turn.usedOnce.push_back("city");
    const Location at = Location::at(t);
    if (e.args[0] == "recruit") {
        Exchanges::recruit(ctx, ctx.ownPiece(p, e.args[1]), at, Rule::EighthFaceIcons);
    } else {
        const int u = ctx.ownPiece(p, e.args[1]);
        if (s.piece(u).loc != at)
            ctx.fail(Rule::EighthFaceIcons, "'" + e.args[1] + "' is not in the army controlling the City");
        Exchanges::promote(ctx, u, ctx.ownPiece(p, e.args[2]), Rule::EighthFaceIcons);
    }
}

void TurnFrame::temple(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(Rule::EighthFaceIcons, "only the marching player uses a Temple");
    if (controlledWithIcon(ctx, p, "Temple") < 0) ctx.fail(Rule::EighthFaceIcons, ctx.pid(p) + " controls no Temple");
    const int victim = ctx.player(e.args[0]);
    if (victim == p) ctx.fail(Rule::EighthFaceIcons, "the Temple makes another player bury a unit");
    if (s.turn.used("temple")) ctx.fail(Rule::EighthFaceIcons, "a Temple acts once per turn");
    s.turn.usedOnce.push_back("temple");
    const int d = ctx.ownPiece(victim, e.args[1]);
    if (s.piece(d).loc.where != Where::Dua)
        ctx.fail(Rule::EighthFaceIcons, "'" + e.args[1] + "' is not in " + ctx.pid(victim) + "'s DUA");
    Casualties::bury(ctx, {d});
}

// A Dragon's Lair on its eighth face (V4.01d Advanced Terrains): in the Eighth Face Phase its controller may summon
// a dragon of one of the terrain's elements, an Ivory or an Ivory Hybrid (never a White Dragon) to any terrain.
void TurnFrame::lair(Ctx& ctx) {
    static const Rule rule = Rule::AdvancedTerrains;
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(rule, "only the marching player uses a Dragon's Lair");
    const int t = controlledWithIcon(ctx, p, "Dragon's Lair");
    if (t < 0) ctx.fail(rule, ctx.pid(p) + " controls no Dragon's Lair");
    if (s.turn.used("lair")) ctx.fail(rule, "a Dragon's Lair summons once per turn");
    if (e.args.size() != 2) ctx.fail(Rule::LogFormat, "expected 'lair <player> <dragon> <terrain>'");
    const int dragon = ctx.pieceRef(e.args[0], p);
    const int to = ctx.terrainOf(e.args[1]);
    SummonMagic magic;
    magic.name = "the Dragon's Lair";
    magic.elements = ctx.elementsAt(Location::at(t));
    Summoning::summon(ctx, dragon, to, magic, rule);
    s.turn.usedOnce.push_back("lair");
}

// ---------------------------------------------------------------- dragon attack phase
void TurnFrame::dragonAttack(Ctx& ctx) {
    const auto& e = ctx.ev();
    if (e.args.size() != 1) ctx.fail(Rule::LogFormat, "expected 'dragon-attack <terrain>'");
    const int t = ctx.terrainOf(e.args[0]);
    const auto due = dragonAttacksDue(ctx);
    if (std::find(due.begin(), due.end(), t) == due.end()) {
        const auto& made = ctx.s.turn.dragonAttacks;
        const bool attacked = std::find(made.begin(), made.end(), t) != made.end();
        ctx.fail(Rule::DragonAttackPhase, attacked ? "the dragons at " + e.args[0] + " have attacked this turn already"
                                          : ctx.s.dragonsAt(t).empty() ? "there is no dragon at " + e.args[0]
                                          : allIdle(ctx, t)
                                              ? "the dragons at " + e.args[0] + " are tamed by units of " +
                                                    ctx.pid(ctx.s.turn.player) +
                                                    "'s army there and have no dragon to attack (or a dragon alone "
                                                    "there is controlled by one): no attack"
                                          : ctx.s.dragonsAt(t).empty()
                                              ? "there is no dragon at " + e.args[0]
                                              : ctx.pid(ctx.s.turn.player) + " has no army at " + e.args[0] +
                                                    ", so its dragons do not attack this turn");
    }
    ctx.s.turn.dragonAttacks.push_back(t);
    ctx.push(std::make_unique<DragonAttackFrame>(ctx, t));
}

// ---------------------------------------------------------------- species abilities phase
void TurnFrame::feralize(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesFeral;
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(rule, "Feralization is used by the marching player");
    const int t = ctx.terrainOf(e.args[0]);
    const Location at = Location::at(t);
    if (!ctx.armyHasSpecies(p, at, "Feral"))
        ctx.fail(rule, ctx.pid(p) + " has no army with Feral at " + s.terrain(t).key);
    const auto el = ctx.abilityElementsAt(p, at);
    if (!el.contains(Element::Earth) && !el.contains(Element::Air))
        ctx.fail(rule, "Feralization needs a terrain containing earth or air");
    const std::string key = "feralize:" + s.terrain(t).key;
    if (s.turn.used(key)) ctx.fail(rule, "each army feralizes once per turn");
    s.turn.usedOnce.push_back(key);
    if (e.args[1] == "recruit") {
        const int d = ctx.ownPiece(p, e.args[2]);
        if (ctx.die(d).species != "Feral") ctx.fail(rule, "Feralization recruits Feral");
        Exchanges::recruit(ctx, d, at, rule);
    } else {
        const int u = ctx.ownPiece(p, e.args[2]);
        if (s.piece(u).loc != at || ctx.die(u).species != "Feral")
            ctx.fail(rule, "Feralization promotes a Feral in that army");
        Exchanges::promote(ctx, u, ctx.ownPiece(p, e.args[3]), rule);
    }
}

void TurnFrame::wintersFortitude(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesFrostwings;
    auto& s = ctx.s;
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(rule, "Winter's Fortitude is used by the marching player");
    if (s.turn.used("winters-fortitude")) ctx.fail(rule, "Winter's Fortitude acts once per turn");
    bool ok = false;
    for (const auto& u : s.pieces)
        if (u.kind == PieceKind::Unit && u.owner == p && u.loc.atTerrain() &&
            ctx.cat.die(u.die).species == "Frostwings" && ctx.abilityElementsAt(p, u.loc).contains(Element::Air))
            ok = true;
    if (!ok) ctx.fail(rule, "Winter's Fortitude needs a Frostwing at a terrain containing air");
    const int b = ctx.ownPiece(p, ctx.ev().args[0]);
    if (s.piece(b).loc.where != Where::Bua || ctx.die(b).species != "Frostwings")
        ctx.fail(rule, "Winter's Fortitude moves a Frostwing from the BUA to the DUA");
    s.piece(b).loc = Location::dua();
    s.turn.usedOnce.push_back("winters-fortitude");
}

// Eldarim's Dragonkin Handlers (V4.01d Species Abilities, S0:L659): once in the phase, an army at a terrain with
// Eldarim takes a small Dragonkin from the Summoning Pool or promotes one of its Dragonkin from the pool; the
// Dragonkin moved in or promoted to matches an element of the terrain, and the army's Dragonkin health after the
// exchange is at most its Eldarim health.
void TurnFrame::dragonkinHandlers(Ctx& ctx) {
    static const Rule rule = Rule::SpeciesEldarim;
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(rule, "Dragonkin Handlers is used by the marching player");
    const int ter = ctx.terrainOf(e.args[0]);
    const Location at = Location::at(ter);
    if (!ctx.armyHasSpecies(p, at, "Eldarim"))
        ctx.fail(rule, ctx.pid(p) + " has no army containing Eldarim at " + s.terrain(ter).key);
    if (s.turn.used("dragonkin-handlers")) ctx.fail(rule, "Dragonkin Handlers is used once per turn (one army)");
    const bool recruit = e.args[1] == "recruit";
    const int d = ctx.ownPiece(p, e.args[recruit ? 2 : 3]);
    if (!ctx.die(d).isDragonkin() || s.piece(d).loc.where != Where::Pool)
        ctx.fail(rule, "'" + s.label(d) + "' is not a Dragonkin in " + ctx.pid(p) + "'s Summoning Pool");
    if (!ctx.elementsAt(at).intersects(ctx.die(d).elements))
        ctx.fail(rule, "Dragonkin Handlers brings in or promotes to a Dragonkin of an element of " +
                           s.terrain(ter).key + " (" + ctx.die(d).name + " is not)");
    int kin = 0;
    int eldarim = 0;
    for (int u : s.army(p, at)) {
        if (ctx.die(u).isDragonkin()) kin += ctx.health(u);
        if (ctx.die(u).species == "Eldarim") eldarim += ctx.health(u);
    }
    if (recruit) {
        if (ctx.health(d) != 1) ctx.fail(rule, "Dragonkin Handlers moves a small (1-health) Dragonkin into the army");
        kin += 1;
    } else {
        const int u = ctx.ownPiece(p, e.args[2]);
        if (s.piece(u).loc != at || !ctx.die(u).isDragonkin())
            ctx.fail(rule, "Dragonkin Handlers promotes a Dragonkin in that army ('" + e.args[2] + "' is not one)");
        kin += ctx.health(d) - ctx.health(u);
    }
    if (kin > eldarim)
        ctx.fail(rule, "after Dragonkin Handlers the army would hold " + std::to_string(kin) +
                           " health of Dragonkin and only " + std::to_string(eldarim) + " health of Eldarim");
    s.turn.usedOnce.push_back("dragonkin-handlers");
    if (recruit)
        s.piece(d).loc = at;
    else
        Exchanges::promote(ctx, ctx.ownPiece(p, e.args[2]), d, rule);
}

// ---------------------------------------------------------------- marches
void TurnFrame::march(Ctx& ctx) {
    auto& s = ctx.s;
    auto& t = s.turn;
    const auto& e = ctx.ev();
    if (e.number == 1) {
        toPhase(ctx, Phase::FirstMarch);
        if (t.marchNumber >= 1) ctx.fail(Rule::FirstMarch, "the first march has already been made");
    } else {
        if (t.marchNumber != 1) ctx.fail(Rule::SecondMarch, "a second march follows the first march");
        toPhase(ctx, Phase::SecondMarch);
    }
    const Location loc = ctx.location(e.args[0]);
    if (!s.hasArmy(t.player, loc)) ctx.fail(Rule::FirstMarch, ctx.pid(t.player) + " has no army at " + e.args[0]);
    if (std::find(t.marched.begin(), t.marched.end(), loc) != t.marched.end())
        ctx.fail(Rule::SecondMarch, "the army at " + e.args[0] + " has already marched this turn");
    t.marched.push_back(loc);
    t.marchNumber = e.number;
    MinorTerrains::marchBegins(ctx, t.player, loc);
    ctx.push(std::make_unique<MarchFrame>(loc, e.number));
}

// ---------------------------------------------------------------- reserves phase
namespace {
// Items named among the units of a move go with the units that came from the same place (V4.01d Items,
// S0:L1273): the statement lists them like units ('retreat A c1 c2 i1').
struct ItemMove {
    std::vector<int> items;
    std::vector<std::pair<int, Location>> units;  // moved unit, where it came from
    bool take(const GameState& s, int piece) {
        if (s.piece(piece).kind == PieceKind::Item) {
            items.push_back(piece);
            return true;
        }
        units.emplace_back(piece, s.piece(piece).loc);
        return false;
    }
    void finish(Ctx& ctx, int owner, Location to) const {
        for (std::size_t i = 0; i < items.size(); ++i)
            if (std::find(items.begin() + static_cast<std::ptrdiff_t>(i) + 1, items.end(), items[i]) != items.end())
                ctx.fail(Rule::Items, "'" + ctx.s.label(items[i]) + "' is named twice");
        std::vector<Location> origins;
        for (int i : items)
            if (std::find(origins.begin(), origins.end(), ctx.s.piece(i).loc) == origins.end())
                origins.push_back(ctx.s.piece(i).loc);
        for (const Location from : origins) {
            std::vector<int> movers;
            std::vector<int> moved;
            for (const auto& u : units)
                if (u.second == from) movers.push_back(u.first);
            for (int i : items)
                if (ctx.s.piece(i).loc == from) moved.push_back(i);
            Items::moveWith(ctx, owner, movers, moved, from, to);
        }
    }
};
}  // namespace

void TurnFrame::reserves(Ctx& ctx) {
    auto& s = ctx.s;
    auto& t = s.turn;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != t.player) ctx.fail(Rule::ReservesPhase, "only the marching player moves units in the Reserves Phase");
    if (e.kind == EventKind::Reinforce) {
        if (t.reinforceDone) ctx.fail(Rule::ReservesPhase, "the Reinforce step comes before the Retreat step");
        const Location to = Location::at(ctx.terrainOf(e.args[0]));
        ItemMove carried;
        for (std::size_t i = 1; i < e.args.size(); ++i) {
            const int u = ctx.ownPiece(p, e.args[i]);
            if (s.piece(u).loc.where != Where::Reserve)
                ctx.fail(Rule::ReservesPhase, "'" + e.args[i] + "' is not in the Reserve Area");
            if (carried.take(s, u)) continue;
            Exchanges::move(ctx, u, to);
        }
        carried.finish(ctx, p, to);
    } else if (e.kind == EventKind::Retreat) {
        t.reinforceDone = true;
        ItemMove carried;
        for (const auto& label : e.args) {
            const int u = ctx.ownPiece(p, label);
            if (s.piece(u).loc.where != Where::Terrain)
                ctx.fail(Rule::ReservesPhase, "'" + label + "' is not at a terrain");
            if (carried.take(s, u)) continue;
            Exchanges::move(ctx, u, Location::reserve());
        }
        carried.finish(ctx, p, Location::reserve());
    } else {
        static const Rule rule = Rule::SpeciesFirewalkers;
        t.reinforceDone = true;
        const int to = ctx.terrainOf(e.args[0]);
        const Location dest = Location::at(to);
        if (!ctx.abilityElementsAt(p, dest).contains(Element::Air))
            ctx.fail(rule, "Air Flight lands at a terrain containing air");
        if (!ctx.armyHasSpecies(p, dest, "Firewalkers"))
            ctx.fail(rule, "Air Flight needs a Firewalker already at " + e.args[0]);
        ItemMove carried;
        for (std::size_t i = 1; i < e.args.size(); ++i) {
            const int u = ctx.ownPiece(p, e.args[i]);
            const auto from = s.piece(u).loc;
            if (carried.take(s, u)) continue;
            if (ctx.die(u).species != "Firewalkers" || from.where != Where::Terrain ||
                !ctx.abilityElementsAt(p, from).contains(Element::Air) || from == dest)
                ctx.fail(rule, "Air Flight moves Firewalkers from another terrain containing air");
            Exchanges::move(ctx, u, dest);
        }
        carried.finish(ctx, p, dest);
    }
}

}  // namespace muster::rules::engine
