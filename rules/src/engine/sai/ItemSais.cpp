// SAIs found only on items (V4.01d Equipment & Artifact icons, S0:L1427-1449): the uses that are a number of
// results (and the Bronze Medallion's magic of any element), Elevate's doubling of one unit's results, Attune's
// element, Wayfare's maneuver results or move, and Summon Dragon's summoning.
// (Flurry rolls its item again: sai/ReRollSais.cpp; Decapitate and Impale are delayed SAIs: sai/DelayedSais.cpp;
// Crush is a maneuver test: sai/ManeuverTestSais.cpp; Sortie: sai/CounterSais.cpp.)
#include <memory>
#include <optional>

#include "EngineContext.h"
#include "dragons/Summoning.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"
#include "state/Exchanges.h"
#include "state/Items.h"

namespace muster::rules::engine {

namespace {

SaiEffect gives(RollType t, int x) {
    SaiEffect e;
    e.applies = true;
    e.results[index(t)] = x;
    return e;
}

// Elevate (Flying Carpet, S0:L1441): X maneuver in a maneuver roll (the horde roll too); in a missile attack one
// unit's missile results double, in a save roll against melee one unit's saves, in a dragon attack one unit's
// missile or save results. The face names the unit ('i1=Elevate:c2'; against a dragon also the type,
// 'i1=Elevate:c2:missile'); the evaluator doubles it (roll/RollEvaluator).
SaiEffect doubling(const SaiRollView& v, std::optional<RollType> type) {
    SaiEffect e;
    std::string unit(v.note);
    if (!type) {  // a dragon attack: 'c2:missile' or 'c2:save'
        const auto colon = unit.find(':');
        const std::string what = colon == std::string::npos ? "" : unit.substr(colon + 1);
        if (what == "missile") type = RollType::Missile;
        if (what == "save") type = RollType::Save;
        if (!type) {
            e.refused = "Elevate in a dragon attack doubles one unit's missile or save results: name both ('" +
                        std::string(colon == std::string::npos ? (unit.empty() ? "c2" : unit) : unit.substr(0, colon)) +
                        ":missile' or ':save' after the face, e.g. 'i1=Elevate:c2:missile')";
            return e;
        }
        unit = unit.substr(0, colon);
    }
    if (unit.empty() || unit.find(':') != std::string::npos) {
        e.refused = "Elevate doubles one unit's " + std::string(toString(*type)) +
                    " results: name the unit after the face ('i1=Elevate:c2')";
        return e;
    }
    e.applies = true;
    e.doublesUnit = unit;
    e.doublesUnitType = *type;
    return e;
}

SaiEffect elevate(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Maneuver) && !v.spec.combination()) {
        if (!v.note.empty()) {
            SaiEffect e;
            e.refused = "Elevate names no unit in a maneuver roll (it gives maneuver results), not '" +
                        std::string(v.note) + "'";
            return e;
        }
        return gives(RollType::Maneuver, v.x);
    }
    if (v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Missile)
        return doubling(v, RollType::Missile);
    if (v.spec.saveAgainst(AttackKind::Melee)) return doubling(v, RollType::Save);
    if (v.spec.purpose == RollPurpose::DragonResponse) return doubling(v, std::nullopt);
    SaiEffect none;
    if (!v.note.empty())
        none.refused = "Elevate does nothing in this roll, so it names no unit ('" + std::string(v.note) + "')";
    return none;
}

// Summon Dragon (Dragon Staff, S0:L1448): X magic in a magic action in the Reserve Area. In a magic action at a
// terrain the roller summons one dragon containing the item's element, or an Ivory Dragon, never a White one, to
// any terrain ('sai A Summon Dragon i1 : B:d1 frontier', dragons/Summoning.h), and the item rolls again and its
// new face counts too (a '/ summon-dragon i1=<face>' segment of the magic roll).
SaiEffect summonDragon(const SaiRollView& v) {
    if (v.spec.purpose != RollPurpose::Magic) return {};
    if (v.spec.at.where == Where::Reserve) return gives(RollType::Magic, v.x);
    SaiEffect e;
    e.applies = true;
    e.needsResolution = true;
    e.rollAgain = true;
    return e;
}

SummonMagic staffMagic(const Ctx& ctx, int item) {
    SummonMagic magic;
    magic.name = "Summon Dragon (" + ctx.die(item).name + ")";
    magic.elements = ctx.die(item).elements;
    magic.anyIvoryHybridFromPool = false;  // an Ivory Hybrid only when it contains the item's element
    return magic;
}

std::unique_ptr<Frame> summonDragonBegin(Ctx& ctx, const SaiUse& use) {
    const int item = use.pieces.front();
    const SummonMagic magic = staffMagic(ctx, item);
    if (use.targets.empty()) {
        // Nothing to summon: allowed only when no dragon anywhere could come.
        for (int t = 0; t < static_cast<int>(ctx.s.terrains.size()); ++t)
            if (!Summoning::candidates(ctx, t, magic).empty())
                ctx.fail(Rule::SaiTargeting, "Summon Dragon summons a dragon: name it and the terrain ('sai " +
                                                 ctx.pid(use.spec.roller) + " Summon Dragon " + ctx.s.label(item) +
                                                 " : <dragon> <terrain>')");
        return nullptr;
    }
    if (use.targets.size() != 2)
        ctx.fail(Rule::LogFormat, "expected 'sai <player> Summon Dragon <item> : <dragon> <terrain>'");
    const int dragon = ctx.pieceRef(use.targets[0], use.spec.roller);
    const int to = ctx.terrainOf(use.targets[1]);
    Summoning::summon(ctx, dragon, to, magic, Rule::Sais);
    return nullptr;
}

// Bronze Medallion (S0:L1311): X magic of any element in a magic action. In other non-maneuver rolls it acts like
// Cantrip: magic that may only cast cantrip spells, here of any element and for any species (MagicFrame::cantrips).
SaiEffect bronzeMedallion(const SaiRollView& v) {
    if (v.spec.purpose != RollPurpose::Magic) return cantripMagic(v);
    SaiEffect e = gives(RollType::Magic, v.x);
    e.anyMagicElement = true;
    return e;
}

// Attune (S0:L890): in a magic action X magic of one element the face names ('i1=Attune:fire'), and the normal magic
// results of one unit of the roll may take that element too ('i1=Attune:fire:c2'). Nothing in other rolls (a Magic
// Negation roll is no magic action).
SaiEffect attune(const SaiRollView& v) {
    SaiEffect e;
    const std::string note(v.note);
    if (v.spec.purpose != RollPurpose::Magic) {
        if (!note.empty()) e.refused = "Attune does nothing in this roll, so it names nothing ('" + note + "')";
        return e;
    }
    const auto colon = note.find(':');
    const auto element = domain::parseElement(note.substr(0, colon));
    if (!element || *element == domain::Element::Ivory || *element == domain::Element::White) {
        e.refused =
            "Attune's magic is of one element the face names ('i1=Attune:fire', or 'i1=Attune:fire:c2' to "
            "change a unit's normal magic to it too)" +
            (note.empty() ? std::string() : ", not '" + note + "'");
        return e;
    }
    e = gives(RollType::Magic, v.x);
    e.magicElements = domain::ElementSet{*element};
    if (colon != std::string::npos) e.recoloursUnit = note.substr(colon + 1);
    return e;
}

// Wayfare (S0:L992): in a maneuver roll X maneuver, or instead the item and a unit that can carry it move to another
// terrain or the Reserve Area. The face alone is the maneuver choice; 'i1=Wayfare:move' is the move: no maneuver
// results, and at step 4 of the roll the roller names where and with which unit ('sai A Wayfare i1 home:B : c2',
// or 'reserve'). In the army's roll against a dragon attack the face gives no results and allows the same move,
// stated the same way or left out. The horde roll (setup) counts an SAI only for its maneuver results and ignores
// whatever else it does, and the army stands at no terrain yet (S0:L313, L1143): there Wayfare is its X maneuver and
// 'Wayfare:move' is refused (docs/rules-decisions.md, "Wayfare in the horde roll").
SaiEffect wayfare(const SaiRollView& v) {
    SaiEffect e;
    const bool maneuver = v.spec.counts1(RollType::Maneuver) && !v.spec.combination();
    if (maneuver && v.note.empty()) return gives(RollType::Maneuver, v.x);
    if (maneuver && v.note == "move" && v.spec.purpose == RollPurpose::HordeManeuver) {
        e.refused = "the horde roll counts only the maneuver results SAIs make and ignores their other effects, and "
                    "the horde army is at no terrain yet (S0:L313): here Wayfare gives its X maneuver and cannot move "
                    "(write the face without ':move')";
        return e;
    }
    if (maneuver && v.note == "move") {
        e.applies = true;
        e.needsResolution = true;  // 'sai <P> Wayfare <item> <terrain>|reserve : <unit>'
        return e;
    }
    if (maneuver) {
        e.refused = "Wayfare gives X maneuver, or moves ('Wayfare:move'), not '" + std::string(v.note) + "'";
        return e;
    }
    if (v.spec.purpose == RollPurpose::DragonResponse) {
        if (!v.note.empty()) {
            e.refused = "Wayfare's move against a dragon is stated with a 'sai' line, not '" + std::string(v.note) + "'";
            return e;
        }
        e.applies = true;  // no results; the move may follow ('sai <P> Wayfare <item> <terrain>|reserve : <unit>')
        e.needsResolution = true;
        e.optionalResolution = true;
        return e;
    }
    if (!v.note.empty()) e.refused = "Wayfare does nothing in this roll ('" + std::string(v.note) + "')";
    return e;
}

// The move of 'i1=Wayfare:move': the item goes with one unit of its army that can carry it, to another terrain or to
// the owner's Reserve Area. The unit leaves at step 4, so its own results add nothing to the roll (S0:L751: the roll's
// owner counts it once step 4 is over, SaiDefinition::takesRollersAway).
std::unique_ptr<Frame> wayfareMove(Ctx& ctx, const SaiUse& use) {
    static const std::string form = "'sai <player> Wayfare <item> <terrain>|reserve : <unit that carries it>'";
    // Against a dragon the move is optional: 'sai <P> Wayfare <item>' alone states that nothing moves.
    if (use.spec.purpose == RollPurpose::DragonResponse && use.choices.empty() && use.targets.empty()) return nullptr;
    if (use.choices.size() != 1 || use.targets.size() != 1)
        ctx.fail(Rule::LogFormat, "Wayfare's move names where the item goes and the one unit that carries it: " + form);
    const int item = use.pieces.front();
    const int p = ctx.s.piece(item).owner;
    const Location from = ctx.s.piece(item).loc;
    const int u = ctx.ownPiece(p, use.targets.front());
    if (ctx.s.piece(u).kind != PieceKind::Unit || ctx.s.piece(u).loc != from)
        ctx.fail(Rule::SaiTargeting, "Wayfare moves the item with a unit of " + ctx.armyName(p, from) + "; '" +
                                         use.targets.front() + "' is not one of them");
    if (!Items::canCarry(ctx, u, item))
        ctx.fail(Rule::SaiTargeting, "'" + use.targets.front() + "' cannot carry " + ctx.s.label(item));
    const Location to = ctx.location(use.choices.front());
    if (to.where != Where::Terrain && to.where != Where::Reserve)
        ctx.fail(Rule::Sais, "Wayfare moves to a terrain or the Reserve Area, not '" + use.choices.front() + "'");
    if (to == from) ctx.fail(Rule::Sais, "the army is at " + ctx.s.locationName(to) + " already");
    if (const auto held = Exchanges::heldBy(ctx, u); !held.empty())
        ctx.fail(Rule::Sais, "'" + ctx.s.label(u) + "' cannot leave: " + held);
    Items::moveWith(ctx, p, {u}, {item}, from, to);
    ctx.s.piece(u).loc = to;
    return nullptr;
}

}  // namespace

void registerItemSais(SaiRegistry& r) {
    {
        // The item and its carrier leave at step 4: they add nothing to that roll (S0:L751).
        SaiDefinition d{"Wayfare", AppliesManeuver | AppliesDragon, wayfare, wayfareMove, /*combinable=*/false};
        d.takesRollersAway = true;
        r.add(d);
    }
    r.add({"Attune", AppliesMagic, attune});
    r.add({"Elevate", AppliesDragon | AppliesManeuver | AppliesMissile | AppliesSaveVsMelee, elevate});
    {
        SaiDefinition d{"Summon Dragon", AppliesMagic, summonDragon};
        d.begin = summonDragonBegin;
        d.combinable = false;  // one dragon per face
        r.add(d);
    }
    {
        SaiDefinition d{"Bronze Medallion", AppliesMagic | AppliesNonManeuver, bronzeMedallion};
        d.begin = cantripBySai;
        d.castsCantrips = true;
        r.add(d);
    }
}

}  // namespace muster::rules::engine
