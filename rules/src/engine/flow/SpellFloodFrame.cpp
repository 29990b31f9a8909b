// Flash Flood and Tidal Wave at their terrain (V4.01d Spells, seeds 1114 and 1117). The rolls are army rolls at the
// terrain (army and terrain modifiers count); Tidal Wave's counts normal save and maneuver results only.
#include "flow/SpellFloodFrame.h"

#include <algorithm>

#include "eighth/Vortex.h"
#include "flow/KillFrame.h"
#include "flow/SaiResolutionFrame.h"
#include "roll/DiceReader.h"
#include "roll/RollEvaluator.h"
#include "sai/ReRollSais.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

SpellFloodFrame::SpellFloodFrame(std::string spell, int terrain, std::vector<int> players, int needed, int damage)
    : spell_(std::move(spell)), terrain_(terrain), pending_(std::move(players)), needed_(needed), damage_(damage) {}

RollSpec SpellFloodFrame::specFor(int player) const {
    RollSpec spec;
    spec.roller = player;
    spec.at = Location::at(terrain_);
    spec.cause = spell_;
    if (damage_ > 0) {
        spec.counts = static_cast<TypeMask>(typeBit(RollType::Save) | typeBit(RollType::Maneuver));
        spec.purpose = RollPurpose::Save;
        spec.attack = AttackKind::Magic;
        spec.normalOnly = true;
    } else {
        spec.counts = typeBit(RollType::Maneuver);
        spec.purpose = RollPurpose::Maneuver;
    }
    return spec;
}

std::string SpellFloodFrame::step(const GameState&) const {
    return "magic: " + spell_ + ": " + (damage_ > 0 ? "combination save and maneuver roll" : "maneuver roll");
}

Expectation SpellFloodFrame::expect(const Ctx& ctx) const {
    Expectation x;
    x.rule = Rule::Spells;
    if (waiting_ || pending_.empty()) {
        x.optional = true;
        x.what = "the next step";
        return x;
    }
    const int q = pending_.front();
    const Location at = Location::at(terrain_);
    x.kinds = {EventKind::Roll};
    x.who = q;
    x.place = at;
    // The types in the engine's order (kRollTypes): a log writer's asked totals are answered in that order.
    x.rollWords = damage_ > 0 ? "maneuver save" : "maneuver";
    x.rollers = RollersOf::army(ctx, q, at, specFor(q)).must;
    x.what = "the " + x.rollWords + " roll of " + ctx.armyName(q, at) +
             (pending_.size() > 1 ? " (or of another army there)" : "");
    x.why = damage_ > 0 ? spell_ + ": each army there takes " + std::to_string(damage_) +
                              " damage and saves; the terrain drops a step unless an army makes " +
                              std::to_string(needed_) + " maneuver results"
                        : spell_ + ": the terrain drops a step unless an opposing army there makes " +
                              std::to_string(needed_) + " maneuver results";
    return x;
}

bool SpellFloodFrame::accept(Ctx& ctx, const Event& e) {
    if (waiting_) return false;
    if (e.kind != EventKind::Roll) ctx.expected(expect(ctx));
    const int q = ctx.actor();
    const auto it = std::find(pending_.begin(), pending_.end(), q);
    if (it == pending_.end()) ctx.expected(expect(ctx));
    pending_.erase(it);
    const Location at = Location::at(terrain_);
    const RollSpec spec = specFor(q);
    DiceRequest request;
    request.roller = q;
    request.must = RollersOf::army(ctx, q, at, spec).must;
    request.purpose = "the roll of " + ctx.armyName(q, at) + " against " + spell_;
    request.rule = Rule::Spells;
    addVortexReroll(ctx, request, spec);
    addRelicReroll(ctx, request, spec);
    const auto dice = readDice(ctx, request);
    const RollEvaluator evaluator(ctx);
    const auto eval = evaluator.evaluate(spec, dice);
    if (!eval.unsupported.empty()) ctx.unsupported(eval.unsupported);
    SaiResolutionFrame::StatedTotals stated;
    if (damage_ > 0) {
        for (const auto& t : e.totals) {
            const auto type = parseRollType(t.type);
            if (!type || !spec.counts1(*type))
                ctx.fail(Rule::LogFormat, spell_ + "'s roll states 'save=N maneuver=N' only, not '" + t.type + "'");
            if (stated.stated[index(*type)]) ctx.fail(Rule::LogFormat, "'" + t.type + "' is stated twice");
            stated.stated[index(*type)] = t.value;
        }
        if (!stated.stated[index(RollType::Save)] || !stated.stated[index(RollType::Maneuver)])
            ctx.fail(Rule::LogFormat, spell_ + "'s roll states 'save=N maneuver=N'");
        stated.what = "combination save and maneuver";
    } else {
        const auto total = statedTotal(e, "maneuver");
        if (!total || e.totals.size() != 1)
            ctx.fail(Rule::LogFormat, "a maneuver roll stating 'maneuver=<total>' and nothing else");
        stated.stated[index(RollType::Maneuver)] = *total;
        stated.what = "maneuver";
    }
    // Checked now, or, in a roll with Cantrip magic, once step 4 is over (SaiResolutionFrame::afterRoll; neither roll
    // has any as long as it counts maneuver results, sai/ResultSais.cpp cantripMagic).
    std::array<int, 5> totals{};
    auto sais = SaiResolutionFrame::afterRoll(ctx, eval, dice, stated, totals, spell_, "magic: " + spell_ + ": ");
    const int maneuver = totals[index(RollType::Maneuver)];
    const int saves = totals[index(RollType::Save)];
    if (sais) {
        // Step 4 of the roll (Vanish's move, a relic or medallion): before the terrain and the damage.
        waiting_ = true;
        saisOf_ = q;
        saisManeuver_ = maneuver;
        saisSaves_ = saves;
        ctx.push(std::move(sais));
        return true;
    }
    afterRoll(ctx, q, maneuver, saves);
    return true;
}

void SpellFloodFrame::afterRoll(Ctx& ctx, int q, int maneuver, int saves) {
    const Location at = Location::at(terrain_);
    if (maneuver >= needed_) held_ = true;
    if (damage_ == 0 && held_) {
        // Flash Flood: an opposing army held the terrain; nobody else needs to roll.
        pending_.clear();
        done = true;
        return;
    }
    const int left = std::max(0, damage_ - saves);
    if (left > 0 && ctx.s.hasArmy(q, at)) {
        KillCause cause;
        cause.kind = KillCause::Kind::Damage;
        cause.at = at;
        cause.source = spell_;
        cause.stepPrefix = "magic: " + spell_ + ": ";
        waiting_ = true;
        ctx.push(std::make_unique<KillFrame>(q, at, left, cause, std::to_string(left) + " " + spell_ + " damage",
                                             "magic: " + spell_ + ": damage allocation"));
        return;
    }
    next(ctx);
}

void SpellFloodFrame::childDone(Ctx& ctx, Frame& child) {
    waiting_ = false;
    if (saisOf_ >= 0) {  // the roll's SAIs are resolved: the terrain and the damage
        const int q = saisOf_;
        saisOf_ = -1;
        if (const auto* sais = dynamic_cast<const SaiResolutionFrame*>(&child);
            sais != nullptr && sais->checkedTotals()) {
            saisManeuver_ = (*sais->checkedTotals())[index(RollType::Maneuver)];
            saisSaves_ = (*sais->checkedTotals())[index(RollType::Save)];
        }
        afterRoll(ctx, q, saisManeuver_, saisSaves_);
        return;
    }
    next(ctx);
}

void SpellFloodFrame::next(Ctx& ctx) {
    pending_.erase(std::remove_if(pending_.begin(), pending_.end(),
                                  [&](int q) { return !ctx.s.hasArmy(q, Location::at(terrain_)); }),
                   pending_.end());
    if (!pending_.empty()) return;
    if (!held_) reduce(ctx, spell_, terrain_);
    done = true;
}

void SpellFloodFrame::reduce(Ctx& ctx, const std::string& spell, int terrain) {
    auto& s = ctx.s;
    const std::string key = (spell == "Tidal Wave" ? "tidal-wave:" : "flash-flood:") + s.terrain(terrain).key;
    auto& ter = s.terrain(terrain);
    if (s.turn.used(key) || ter.face <= 1) return;
    if (ter.face == 8) {
        ter.controller = -1;
        ter.castleAs.clear();
    }
    ter.face -= 1;
    s.turn.usedOnce.push_back(key);
    // Effects that last until the terrain turns to a new face end (Earthfang's Chill Wind).
    s.effects.erase(std::remove_if(s.effects.begin(), s.effects.end(),
                                   [&](const Effect& fx) {
                                       return (fx.ends & EndsWhenTerrainTurns) && fx.targetTerrain == terrain;
                                   }),
                    s.effects.end());
}

}  // namespace muster::rules::engine
