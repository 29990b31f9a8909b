// SAIs found only on items (V4.01d Equipment & Artifact icons, S0:L1427-1449): the uses that are a number of
// results (and the Bronze Medallion's magic of any element), and Summon Dragon's summoning. The uses that need a
// decision or a move are reported unsupported until they are modelled: Elevate's doubling of one unit's results.
// (Flurry rolls its item again: sai/ReRollSais.cpp; Decapitate and Impale are delayed SAIs: sai/DelayedSais.cpp;
// Crush is a maneuver test: sai/ManeuverTestSais.cpp; Sortie: sai/CounterSais.cpp.)
#include "EngineContext.h"
#include "dragons/Summoning.h"
#include "muster/rules/engine/Frame.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

SaiEffect gives(RollType t, int x) {
    SaiEffect e;
    e.applies = true;
    e.results[index(t)] = x;
    return e;
}

SaiEffect notYet(const SaiRollView& v, const std::string& use) {
    SaiEffect e;
    e.applies = true;
    e.unsupported = use + " (" + v.die.name + ")";
    return e;
}

// Elevate (Flying Carpet, S0:L1441): X maneuver in a maneuver roll (the horde roll too); doubling one unit's
// missile results (missile attack), save results (save against melee) or either (dragon attack): not yet.
SaiEffect elevate(const SaiRollView& v) {
    if (v.spec.counts1(RollType::Maneuver) && !v.spec.combination()) return gives(RollType::Maneuver, v.x);
    if (v.spec.purpose == RollPurpose::HordeManeuver) return {};
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Missile)
        return notYet(v, "SAI Elevate in a missile attack (doubles one unit's missile results)");
    if (v.spec.saveAgainst(AttackKind::Melee))
        return notYet(v, "SAI Elevate in a save roll against melee (doubles one unit's saves)");
    if (v.spec.purpose == RollPurpose::DragonResponse) return notYet(v, "SAI Elevate in a dragon attack");
    return {};
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
// Cantrip: magic that may only cast cantrip spells, which no such roll is asked to state (nothing has to happen).
SaiEffect bronzeMedallion(const SaiRollView& v) {
    if (v.spec.purpose != RollPurpose::Magic) return {};
    SaiEffect e = gives(RollType::Magic, v.x);
    e.anyMagicElement = true;
    return e;
}

}  // namespace

void registerItemSais(SaiRegistry& r) {
    r.add({"Elevate", AppliesDragon | AppliesManeuver | AppliesMissile | AppliesSaveVsMelee, elevate});
    {
        SaiDefinition d{"Summon Dragon", AppliesMagic, summonDragon};
        d.begin = summonDragonBegin;
        d.combinable = false;  // one dragon per face
        r.add(d);
    }
    r.add({"Bronze Medallion", AppliesMagic | AppliesNonManeuver, bronzeMedallion});
}

}  // namespace muster::rules::engine
