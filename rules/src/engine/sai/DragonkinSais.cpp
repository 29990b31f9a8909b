// SAIs of the Dragonkin dice (V4.01d Dragonkin SAIs, S0:L1404-1423).
// Belly (S0:L892, L1413): in any roll the unit loses its automatic save results and adds nothing else. The
// automatic saves themselves are counted by RollEvaluator (step 10), which leaves them out for a Belly face; a
// dragon's Belly in a dragon attack is DragonAttackFrame's.
// Dragonkin Champion Logo (S0:L1199, L1420): four saves in a save roll against an individual-targeting effect;
// in a melee attack the roller may move a summoned dragon that shares the champion's element from its terrain to
// another ('sai A Dragonkin Champion Logo k5 : B:d1 home:B', or no targets to leave the dragons where they are).
// It does nothing in other rolls.
#include "EngineContext.h"
#include "sai/SaiRegistry.h"

namespace muster::rules::engine {

namespace {

SaiEffect belly(const SaiRollView&) {
    SaiEffect e;
    e.applies = true;  // no results of any type
    return e;
}

SaiEffect dragonkinLogo(const SaiRollView& v) {
    SaiEffect e;
    if (v.spec.purpose == RollPurpose::Individual && v.spec.counts1(RollType::Save)) {
        e.applies = true;
        e.results[index(RollType::Save)] = 4;
        return e;
    }
    if (v.spec.purpose == RollPurpose::Attack && v.spec.attack == AttackKind::Melee) {
        e.applies = true;
        e.needsResolution = true;
    }
    return e;
}

std::unique_ptr<Frame> dragonkinLogoBegin(Ctx& ctx, const SaiUse& use) {
    const std::string& name = use.name;
    if (use.targets.empty()) return nullptr;  // the roller leaves the dragons where they are
    if (use.targets.size() != 2)
        ctx.fail(Rule::Sais, name + " moves one dragon: write ': <dragon> <terrain>', or nothing after the unit");
    const int dragon = ctx.pieceRef(use.targets[0], use.spec.roller);
    const auto& piece = ctx.s.piece(dragon);
    if (piece.kind != PieceKind::Dragon) ctx.fail(Rule::Sais, name + ": '" + use.targets[0] + "' is not a dragon");
    if (!piece.loc.atTerrain())
        ctx.fail(Rule::Sais, name + " moves a summoned dragon (at a terrain); '" + use.targets[0] + "' is not at one");
    const auto& champion = ctx.die(use.pieces.front());
    if (!ctx.die(dragon).elements.intersects(champion.elements))
        ctx.fail(Rule::Sais, name + " moves a dragon that shares an element with " + champion.name + " (" +
                                 ctx.die(dragon).name + " does not)");
    const int to = ctx.terrainOf(use.targets[1]);
    if (to == piece.loc.terrain)
        ctx.fail(Rule::Sais, name + " moves the dragon from one terrain to another; it is at " + use.targets[1]);
    ctx.s.piece(dragon).loc = Location::at(to);
    return nullptr;
}

}  // namespace

void registerDragonkinSais(SaiRegistry& r) {
    r.add({"Belly", AppliesAny, belly});
    r.add({"Dragonkin Champion Logo", AppliesMelee | AppliesIndividual, dragonkinLogo, dragonkinLogoBegin,
           /*combinable=*/false});
}

}  // namespace muster::rules::engine
