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

namespace {

RollSpec dispelSpec(int roller) {
    RollSpec spec;
    spec.counts = 0;
    spec.purpose = RollPurpose::Special;
    spec.army = false;
    spec.roller = roller;
    spec.cause = "Dispel Magic";
    return spec;
}

// Why this unit may not roll for Dispel Magic now ("" when it may).
std::string whyNotDispel(const Ctx& ctx, const std::vector<SpellCast>& casts, const std::vector<int>& rolledBefore,
                         int u, const std::string& label) {
    if (ctx.s.piece(u).kind != PieceKind::Unit || !ctx.s.piece(u).loc.inPlay())
        return "Dispel Magic is rolled by units in play; " + label + " is not one";
    if (!hasDispelFace(ctx, u)) return label + " (" + ctx.die(u).name + ") has no Dispel Magic face";
    if (std::find(rolledBefore.begin(), rolledBefore.end(), u) != rolledBefore.end())
        return label + " has rolled for Dispel Magic in this magic action already";
    if (const auto why = RollersOf::cannotRoll(ctx, u, dispelSpec(ctx.s.piece(u).owner)); !why.empty())
        return label + " cannot be rolled now (" + why + ")";
    if (std::none_of(casts.begin(), casts.end(), [&](const SpellCast& c) { return dispelReaches(ctx, c, u); }))
        return "no unresolved spell targets " + label +
               ", its army or its terrain, so it does not roll for Dispel Magic";
    return {};
}

}  // namespace

std::vector<int> dispellers(const Ctx& ctx, const std::vector<SpellCast>& casts, const std::vector<int>& rolledBefore) {
    std::vector<int> out;
    for (int u = 0; u < static_cast<int>(ctx.s.pieces.size()); ++u)
        if (ctx.s.piece(u).kind == PieceKind::Unit && ctx.s.piece(u).loc.inPlay() &&
            whyNotDispel(ctx, casts, rolledBefore, u, ctx.s.label(u)).empty())
            out.push_back(u);
    return out;
}

std::vector<int> dispelRoll(Ctx& ctx, const std::vector<SpellCast>& casts, std::vector<int>& rolledBefore) {
    const auto& e = ctx.ev();
    const int q = ctx.actor();
    std::vector<int> units;
    for (const auto& f : e.faces) {
        const int u = ctx.ownPiece(q, f.unit);
        if (const auto why = whyNotDispel(ctx, casts, rolledBefore, u, "'" + f.unit + "'"); !why.empty())
            ctx.fail(Rule::Sais, why);
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
