// The attacked army's combination roll against a dragon attack (V4.01d Dragon Attacks step 6).
#include "dragons/DragonResponse.h"

#include <algorithm>

#include "champions/DragonBonds.h"
#include "eighth/Vortex.h"
#include "muster/rules/engine/DamageAllocation.h"
#include "sai/ReRollSais.h"
#include "sai/SaiRegistry.h"
#include "spells/SpellRerolls.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

using domain::DragonType;

RollSpec DragonResponse::spec(int player, Location at) {
    RollSpec spec;
    spec.counts = typeBit(RollType::Melee) | typeBit(RollType::Missile) | typeBit(RollType::Save);
    spec.purpose = RollPurpose::DragonResponse;
    spec.attack = AttackKind::Dragon;
    spec.roller = player;
    spec.at = at;
    return spec;
}

// V4.01d Dragonkin: not in an attack that includes a dragon of its element, an Ivory, an Ivory Hybrid or a White
// Dragon.
std::string DragonResponse::dragonkinHeldBack(const Ctx& ctx, int unit, const std::vector<int>& against) {
    const auto& kin = ctx.die(unit);
    for (int d : against) {
        const auto& dragon = ctx.die(d);
        if (dragon.dragonType == DragonType::Ivory || dragon.dragonType == DragonType::IvoryHybrid ||
            dragon.isWhiteDragon())
            return "Dragonkin do not roll against an Ivory, Ivory Hybrid or White Dragon (" + ctx.ref(d) + ")";
        if (dragon.elements.intersects(kin.elements))
            return "Dragonkin do not roll against a dragon of their element (" + ctx.ref(d) + ")";
    }
    return "";
}

DragonResponse::Fearless DragonResponse::fearless(const Ctx& ctx, int player, Location at,
                                                  const std::vector<int>& against) {
    Fearless out;
    for (int u : ctx.s.army(player, at))
        if (ctx.die(u).species == "Eldarim") out.eldarim += ctx.health(u);
    if (out.eldarim == 0) return out;
    // Units that may roll at all (not asleep, netted, ...), among them the Dragonkin the dragons hold back.
    const auto may = RollersOf::army(ctx, player, at, spec(player, at));
    for (const auto* list : {&may.must, &may.may})
        for (int u : *list)
            if (ctx.s.piece(u).kind == PieceKind::Unit && ctx.die(u).isDragonkin() && ctx.health(u) <= out.eldarim &&
                !dragonkinHeldBack(ctx, u, against).empty())
                out.units.push_back(u);
    return out;
}

namespace {

// A set of these units whose health is the largest that fits `budget` (the first such set in a fixed order).
std::vector<int> fullestSet(const Ctx& ctx, const std::vector<int>& units, int budget) {
    const std::size_t n = std::min<std::size_t>(units.size(), 16);  // an army holds few Dragonkin
    unsigned best = 0;
    int bestHealth = 0;
    for (unsigned mask = 1; mask < (1U << n); ++mask) {
        int health = 0;
        for (std::size_t i = 0; i < n; ++i)
            if ((mask >> i) & 1U) health += ctx.health(units[i]);
        if (health <= budget && health > bestHealth) {
            best = mask;
            bestHealth = health;
        }
    }
    std::vector<int> out;
    for (std::size_t i = 0; i < n; ++i)
        if ((best >> i) & 1U) out.push_back(units[i]);
    return out;
}

}  // namespace

std::vector<int> DragonResponse::rollers(const Ctx& ctx, int player, Location at, const std::vector<int>& against) {
    // A glaring unit (Hypnotic Glare) is not optional here: the roll against a dragon attack lists it.
    const auto rollers = RollersOf::army(ctx, player, at, spec(player, at));
    std::vector<int> all = rollers.must;
    all.insert(all.end(), rollers.may.begin(), rollers.may.end());
    std::vector<int> out;
    for (int u : all)
        if (!ctx.die(u).isDragonkin() || dragonkinHeldBack(ctx, u, against).empty()) out.push_back(u);
    // Resist Fear: held-back Dragonkin up to the Eldarim health roll like any other unit (one fullest set of them).
    const auto lifted = fearless(ctx, player, at, against);
    for (int u : fullestSet(ctx, lifted.units, lifted.eldarim))
        if (std::find(out.begin(), out.end(), u) == out.end()) out.push_back(u);
    return out;
}

RolledDice DragonResponse::read(Ctx& ctx, int player, Location at, const std::vector<int>& against,
                                const RollSpec& spec) {
    DiceRequest request;
    request.roller = player;
    request.purpose = "the combination roll of " + ctx.armyName(player, at) + " against the dragons";
    request.rule = Rule::CombinationRolls;
    // Eldarim's Resist Fear (S0:L658): Dragonkin up to the health of the army's Eldarim roll despite the restriction,
    // like any other unit of the army; "up to" is the most that can be applied (S0:L792), so the roll lists a set of
    // them whose health is the largest that fits. Which set is the roller's choice, read from the roll line.
    const auto lifted = fearless(ctx, player, at, against);
    const int eldarim = lifted.eldarim;
    const auto& fearless = lifted.units;
    for (int u : rollers(ctx, player, at, against))
        if (std::find(fearless.begin(), fearless.end(), u) == fearless.end()) request.must.push_back(u);
    request.may = fearless;
    for (int u : ctx.s.army(player, at))
        if (ctx.die(u).isDragonkin() && std::find(fearless.begin(), fearless.end(), u) == fearless.end())
            if (auto why = dragonkinHeldBack(ctx, u, against); !why.empty()) {
                if (eldarim > 0) why += ", and Resist Fear covers only " + std::to_string(eldarim) + " health";
                request.heldBack.push_back({u, Rule::Dragonkin, why});
            }
    addSaiRerolls(ctx, request, spec);  // step 3: Rend and Tail roll their die again
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    addSpellRerolls(ctx, request, spec);  // step 3: Flashfire
    auto dice = readDice(ctx, request);
    int resisting = 0;
    std::vector<int> healths;
    for (int u : fearless) {
        healths.push_back(ctx.health(u));
        if (dice.latest(u) != nullptr) resisting += ctx.health(u);
    }
    if (resisting > eldarim)
        ctx.fail(Rule::SpeciesEldarim, "Resist Fear lets Dragonkin of up to " + std::to_string(eldarim) +
                                           " health (the army's Eldarim) roll against these dragons, and " +
                                           std::to_string(resisting) + " health of them rolled");
    const int most = DamageAllocation::maxCoverable(healths, eldarim);
    if (resisting < most) {
        std::string left;
        for (int u : fearless)
            if (dice.latest(u) == nullptr) left += (left.empty() ? "" : " ") + ctx.s.label(u);
        ctx.fail(Rule::SpeciesEldarim,
                 "Resist Fear lifts Dragonkin of up to " + std::to_string(eldarim) +
                     " health (the army's Eldarim) and they roll with the army like any other unit (S0:L658; \"up "
                     "to\" is the most that can be applied, S0:L792): " +
                     std::to_string(most) + " health of them must roll, not " + std::to_string(resisting) +
                     " (left out: " + left + ")");
    }
    return dice;
}

DragonResponse::Stated DragonResponse::stated(const Ctx& ctx, const Event& e, const RollSpec& spec) {
    Stated stated{};
    for (const auto& t : e.totals) {
        const auto type = parseRollType(t.type);
        if (!type || !spec.counts1(*type))
            ctx.fail(Rule::LogFormat,
                     "the army's roll against dragons states 'melee=N missile=N save=N' only, not '" + t.type + "'");
        if (stated[index(*type)]) ctx.fail(Rule::LogFormat, "'" + t.type + "' is stated twice");
        stated[index(*type)] = t.value;
    }
    return stated;
}

std::vector<ChampionFrame::Power> DragonResponse::championPowers(const Ctx& ctx, const RollEvaluation& eval) {
    std::vector<ChampionFrame::Power> powers;
    for (const auto& d : eval.dice)
        if (d.face.kind == FaceKind::Sai)
            if (const auto power = DragonBonds::powerOf(ctx.data.sais.name(d.face.sai)))
                powers.push_back({d.piece, *power, false});
    return powers;
}

DragonResponse::Totals DragonResponse::count(Ctx& ctx, const RollEvaluation& eval, const Stated& stated) {
    const auto totals = RollEvaluator(ctx).checkCombination(eval, stated);  // answers totals a log writer asks for
    runAfterRoll(ctx, eval.spec, eval);                                      // lasting effects of its SAIs (Cloak)
    return {totals[index(RollType::Melee)], totals[index(RollType::Missile)], totals[index(RollType::Save)]};
}

}  // namespace muster::rules::engine
