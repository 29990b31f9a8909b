// Dispel Magic against announced spells (spells/DispelMagic.h; V4.01d SAIs, S0:L913).
#include "spells/DispelMagic.h"

#include <algorithm>

#include "roll/DiceReader.h"
#include "roll/FaceTable.h"
#include "roll/RollEvaluator.h"
#include "state/Rollers.h"

namespace muster::rules::engine {

namespace {

bool hasDispelFace(const Ctx& ctx, int unit) {
    const auto& die = ctx.die(unit);
    for (std::size_t f = 0; f < die.faces.size(); ++f) {
        const auto& face = ctx.data.faces.face(ctx.s.piece(unit).die, static_cast<int>(f));
        if (face.kind == FaceKind::Sai && ctx.data.sais.name(face.sai) == "Dispel Magic") return true;
    }
    return false;
}

}  // namespace

bool dispelReaches(const Ctx& ctx, const SpellCast& cast, int unit) {
    if (cast.resolved) return false;
    const auto& piece = ctx.s.piece(unit);
    switch (cast.target) {
        case EffectTargetKind::Army:
            return cast.targetPlayer == piece.owner && cast.targetArmy == piece.loc;
        case EffectTargetKind::Terrain:
            return cast.targetTerrain >= 0 && piece.loc == Location::at(cast.targetTerrain);
        case EffectTargetKind::Unit:
            return std::find(cast.targetPieces.begin(), cast.targetPieces.end(), unit) != cast.targetPieces.end();
        case EffectTargetKind::Player:
            return false;  // a DUA is no unit, army or terrain
    }
    return false;
}

std::vector<int> dispelRoll(Ctx& ctx, const std::vector<SpellCast>& casts, std::vector<int>& rolledBefore) {
    const auto& e = ctx.ev();
    const int q = ctx.actor();
    RollSpec spec;
    spec.counts = 0;
    spec.purpose = RollPurpose::Special;
    spec.army = false;
    spec.roller = q;
    spec.cause = "Dispel Magic";
    std::vector<int> units;
    for (const auto& f : e.faces) {
        const int u = ctx.ownPiece(q, f.unit);
        const std::string label = "'" + f.unit + "'";
        if (ctx.s.piece(u).kind != PieceKind::Unit || !ctx.s.piece(u).loc.inPlay())
            ctx.fail(Rule::Sais, "Dispel Magic is rolled by units in play; " + label + " is not one");
        if (!hasDispelFace(ctx, u)) ctx.fail(Rule::Sais, label + " (" + ctx.die(u).name + ") has no Dispel Magic face");
        if (std::find(rolledBefore.begin(), rolledBefore.end(), u) != rolledBefore.end())
            ctx.fail(Rule::Sais, label + " has rolled for Dispel Magic in this magic action already");
        if (const auto why = RollersOf::cannotRoll(ctx, u, spec); !why.empty())
            ctx.fail(Rule::Sais, label + " cannot be rolled now (" + why + ")");
        if (std::none_of(casts.begin(), casts.end(), [&](const SpellCast& c) { return dispelReaches(ctx, c, u); }))
            ctx.fail(Rule::Sais, "no unresolved spell targets " + label +
                                     ", its army or its terrain, so it does not "
                                     "roll for Dispel Magic");
        units.push_back(u);
    }
    if (units.empty())
        ctx.fail(Rule::LogFormat, "a Dispel Magic roll names the units that roll: 'roll B dispel : c1=<face>'");
    if (!e.rerolls.empty()) ctx.fail(Rule::Rerolls, "a Dispel Magic roll has no re-rolls");
    DiceRequest request;
    request.roller = q;
    request.must = units;
    request.purpose = "the Dispel Magic roll of " + ctx.pid(q);
    request.rule = Rule::Sais;
    const auto dice = readDice(ctx, request);
    std::vector<int> shown;
    for (const auto& d : dice.dice) {
        const auto& face = ctx.data.faces.face(d.die, d.face);
        if (face.kind == FaceKind::Sai && ctx.data.sais.name(face.sai) == "Dispel Magic") shown.push_back(d.piece);
    }
    // 'dispel=<n>' (version 1, or stated in version 2): n units show the icon.
    if (const auto stated = statedTotal(e, "dispel")) {
        const int n = static_cast<int>(shown.size());
        if (ctx.answerOr(*stated, e.line, n) != n)
            ctx.fail(Rule::Sais, std::to_string(n) + " of the units show Dispel Magic, not " + std::to_string(*stated));
    }
    rolledBefore.insert(rolledBefore.end(), units.begin(), units.end());
    std::vector<int> negated;
    for (const auto& c : casts)
        if (std::any_of(shown.begin(), shown.end(), [&](int u) { return dispelReaches(ctx, c, u); }))
            negated.push_back(c.number);
    return negated;
}

}  // namespace muster::rules::engine
