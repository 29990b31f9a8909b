// Minor terrains beside armies (V4.01d Minor Terrains, S0:L1214-1255): bringing one into play, rolling, keeping
// or burying it at the start of a march, the burials the rules impose, and what its face does to the army's
// rolls and actions. Readings: docs/rules-decisions.md, "Minor terrains".
#include "minor/MinorTerrains.h"

#include <algorithm>
#include <cctype>

namespace muster::rules::engine {

namespace {

constexpr Rule kRule = Rule::MinorTerrains;

std::string squeezed(std::string_view text) {
    std::string out;
    for (char c : text)
        if (c != ' ') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

std::string buryKey(const Ctx& ctx, int owner, Location army) {
    return "minor-bury:" + ctx.pid(owner) + ":" + ctx.s.locationName(army);
}

std::string faceList(const domain::Die& die) {
    std::string out;
    for (std::size_t f = 0; f < die.faces.size(); ++f)
        out += (out.empty() ? "" : " ") + std::to_string(f + 1) + "=" + die.faces[f].icon;
    return out;
}

// Sets the face a roll of the die in play shows; a disaster waits for the army's next march.
MinorTerrains::MarchStep rolled(Ctx& ctx, int piece, int face) {
    auto& p = ctx.s.piece(piece);
    p.face = face;
    const auto* icon = MinorTerrains::showing(ctx, piece);
    p.buryAtNextMarch = icon != nullptr && icon->disaster;
    MinorTerrains::MarchStep step;
    if (icon != nullptr && icon->turnsToAction) step.turnsFace = piece;
    return step;
}

void needMarchingOwner(const Ctx& ctx, int p, Location army) {
    if (p != ctx.s.turn.player) ctx.fail(kRule, "only the marching army's owner handles its minor terrain");
    if (!army.atTerrain()) ctx.fail(kRule, "an army in the Reserve Area has no minor terrain (they are at terrains)");
}

int inPlayAt(const Ctx& ctx, int p, Location army) {
    const int piece = ctx.s.minorTerrainAt(p, army);
    if (piece < 0) ctx.fail(kRule, ctx.armyName(p, army) + " controls no minor terrain");
    return piece;
}

MinorTerrains::MarchStep bring(Ctx& ctx, int p, Location army, const std::string& label, const std::string& face) {
    auto& s = ctx.s;
    // One per army (S0:L1233); none at a captured eighth face (S0:L1234); none after burying one this turn
    // (S0:L1236).
    if (const int held = s.minorTerrainAt(p, army); held >= 0)
        ctx.fail(kRule, ctx.armyName(p, army) + " already controls the minor terrain " + s.label(held) +
                            " (one per army)");
    if (s.controls(p, army))
        ctx.fail(kRule, ctx.armyName(p, army) + " has captured the eighth face: it may not bring a minor terrain");
    if (s.turn.used(buryKey(ctx, p, army)))
        ctx.fail(kRule, ctx.armyName(p, army) + " buried its minor terrain this turn: no new one until next turn");
    const int piece = ctx.ownPiece(p, label);
    const auto& die = ctx.die(piece);
    if (s.piece(piece).kind != PieceKind::MinorTerrain) ctx.fail(kRule, "'" + label + "' is not a minor terrain");
    if (s.piece(piece).loc.where != Where::Pool)
        ctx.fail(kRule, "the minor terrain '" + label + "' is not in " + ctx.pid(p) + "'s Summoning Pool");
    // Its elements match the terrain's; a Deadlands (death) enters anywhere (S0:L1222).
    const bool deadlands = die.elements.contains(domain::Element::Death);
    if (!deadlands && !die.elements.intersects(ctx.elementsAt(army)))
        ctx.fail(kRule, die.name + " shares no element with " + s.locationName(army) +
                            " (a minor terrain needs one; only a Deadlands enters anywhere)");
    s.piece(piece).loc = army;
    auto step = rolled(ctx, piece, MinorTerrains::faceOf(ctx, piece, face));
    step.endsManeuverStep = true;
    step.note = ctx.pid(p) + " brought the minor terrain " + label + " into play instead of the maneuver step";
    return step;
}

}  // namespace

const MinorIcon* MinorTerrains::showing(const Ctx& ctx, int piece) {
    const auto& p = ctx.s.piece(piece);
    const auto& die = ctx.die(piece);
    if (!p.loc.atTerrain() || p.face < 0 || p.face >= static_cast<int>(die.faces.size())) return nullptr;
    return findMinorIcon(die.faces[static_cast<std::size_t>(p.face)].icon);
}

int MinorTerrains::faceOf(const Ctx& ctx, int piece, const std::string& token) {
    const auto& die = ctx.die(piece);
    const int n = static_cast<int>(die.faces.size());
    if (!token.empty() && std::all_of(token.begin(), token.end(), [](char c) { return std::isdigit(c) != 0; })) {
        const int f = token.size() <= 2 ? std::stoi(token) : 0;
        if (f >= 1 && f <= n) return f - 1;
    } else {
        for (int f = 0; f < n; ++f)
            if (squeezed(die.faces[static_cast<std::size_t>(f)].icon) == squeezed(token)) return f;
    }
    ctx.unreadable("face '" + token + "' does not fit " + die.name + " (faces: " + faceList(die) + ")");
}

MinorTerrains::MarchStep MinorTerrains::march(Ctx& ctx, Location army, bool rolledAlready) {
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    needMarchingOwner(ctx, p, army);
    const std::string& what = e.args[0];
    if (what == "bring") return bring(ctx, p, army, e.args[1], e.args[2]);
    const int piece = inPlayAt(ctx, p, army);
    if (what == "roll") {
        if (rolledAlready) ctx.fail(kRule, "the minor terrain " + ctx.s.label(piece) + " was rolled in this march");
        auto step = rolled(ctx, piece, faceOf(ctx, piece, e.args[1]));
        step.rolled = true;
        return step;
    }
    MarchStep step;
    step.endsManeuverStep = true;
    if (what == "keep") {
        if (rolledAlready)
            ctx.fail(kRule, "the minor terrain " + ctx.s.label(piece) +
                                " was rolled in this march: its new face stays, and the maneuver step may follow");
        step.note = ctx.pid(p) + " kept the minor terrain's face instead of the maneuver step";
        return step;
    }
    // bury (S0:L1236)
    bury(ctx, piece);
    ctx.s.turn.usedOnce.push_back(buryKey(ctx, p, army));
    step.note = ctx.pid(p) + " buried the minor terrain instead of the maneuver step";
    return step;
}

void MinorTerrains::needDecisionBeforeManeuver(const Ctx& ctx, Location army) {
    const int p = ctx.s.turn.player;
    if (const int piece = ctx.s.minorTerrainAt(p, army); piece >= 0)
        ctx.fail(kRule, ctx.armyName(p, army) + " controls the minor terrain " + ctx.s.label(piece) +
                            ": as the march starts it rolls it ('minor " + ctx.pid(p) +
                            " roll <face>', then the maneuver) or keeps its face instead of the maneuver step ('minor " +
                            ctx.pid(p) + " keep')");
}

void MinorTerrains::marchBegins(Ctx& ctx, int owner, Location army) {
    const int piece = ctx.s.minorTerrainAt(owner, army);
    if (piece >= 0 && ctx.s.piece(piece).buryAtNextMarch) bury(ctx, piece);
}

void MinorTerrains::afterStatement(Ctx& ctx) {
    auto& s = ctx.s;
    for (std::size_t i = 0; i < s.pieces.size(); ++i) {
        const auto& p = s.pieces[i];
        if (p.kind != PieceKind::MinorTerrain || !p.loc.atTerrain()) continue;
        // The army left the terrain (S0:L1235) or captured its eighth face (S0:L1234).
        if (!s.hasArmy(p.owner, p.loc) || s.controls(p.owner, p.loc)) bury(ctx, static_cast<int>(i));
    }
}

void MinorTerrains::bury(Ctx& ctx, int piece) {
    auto& p = ctx.s.piece(piece);
    p.loc = Location::bua();
    p.face = -1;
    p.buryAtNextMarch = false;
}

std::vector<RollModifier> MinorTerrains::rollModifiers(const Ctx& ctx, const RollSpec& spec) {
    if (!spec.army || spec.roller < 0 || !spec.at.atTerrain() || spec.purpose == RollPurpose::HordeManeuver)
        return {};
    const int piece = ctx.s.minorTerrainAt(spec.roller, spec.at);
    if (piece < 0) return {};
    const auto* icon = showing(ctx, piece);
    if (icon == nullptr || !minorIconReaches(*icon, spec)) return {};
    // Double Maneuvers / Double Saves in a combination roll double only the IDs the owner gives the doubled type
    // (roll/RollEvaluator.cpp applyModifiers; the ID split is the owner's, found by checkCombination).
    return {*icon->modifier};
}

bool MinorTerrains::allowsAction(const Ctx& ctx, int owner, Location army, RollType action) {
    const int piece = ctx.s.minorTerrainAt(owner, army);
    if (piece < 0) return false;
    const auto* icon = showing(ctx, piece);
    return icon != nullptr && icon->action == action;
}

}  // namespace muster::rules::engine
