// The Grove (V4.01d Advanced Terrains, S0:L1211): one piece back from a Buried Units Area per Grove, compulsory
// when possible. Readings: docs/rules-decisions.md, "The Grove".
#include "eighth/Grove.h"

#include <algorithm>
#include <optional>

#include "state/Items.h"

namespace muster::rules::engine {

namespace {

constexpr Rule kRule = Rule::AdvancedTerrains;

std::string useKey(const Ctx& ctx, int terrain) { return "grove:" + ctx.s.terrain(terrain).key; }

// Can a unit of the player's army at the Grove carry this item (S0:L1273: an item moves only with a unit carrying
// it; S0:L1276: one its units cannot carry is excess)? If none can, returning it is not possible (S0:L1211 "if
// possible"): it is no candidate (docs/rules-decisions.md, "The Grove and an item nobody can carry").
bool carriedAt(const Ctx& ctx, int player, int item, int grove) {
    for (int u : ctx.s.army(player, Location::at(grove)))
        if (Items::canCarry(ctx, u, item)) return true;
    return false;
}

// Where the piece goes, or nothing when the Grove's controller cannot bring it back.
std::optional<Location> destination(const Ctx& ctx, int player, int piece, int grove) {
    const auto& p = ctx.s.piece(piece);
    if (p.loc.where != Where::Bua) return std::nullopt;
    switch (p.kind) {
        case PieceKind::Unit:
            if (!ctx.die(piece).isDragonkin()) return Location::dua();
            return p.owner == player ? std::optional<Location>(Location::pool()) : std::nullopt;
        case PieceKind::MinorTerrain:
            return p.owner == player ? std::optional<Location>(Location::pool()) : std::nullopt;
        case PieceKind::Item:
            if (p.owner != player || !carriedAt(ctx, player, piece, grove)) return std::nullopt;
            return Location::at(grove);
        case PieceKind::Dragon:
            return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace

std::vector<int> Grove::owed(const Ctx& ctx) {
    std::vector<int> out;
    const auto& s = ctx.s;
    const int p = s.turn.player;
    if (p < 0 || s.turn.phase > Phase::Eighth) return out;
    for (int t = 0; t < static_cast<int>(s.terrains.size()); ++t)
        if (s.controls(p, Location::at(t)) && ctx.eighthIcon(t) == "Grove" && !s.turn.used(useKey(ctx, t)))
            out.push_back(t);
    return out;
}

bool Grove::due(const Ctx& ctx) {
    return !owed(ctx).empty() && !candidates(ctx, ctx.s.turn.player).empty();
}

std::vector<int> Grove::candidates(const Ctx& ctx, int player) {
    std::vector<int> out;
    const auto groves = owed(ctx);
    if (groves.empty()) return out;
    for (int i = 0; i < static_cast<int>(ctx.s.pieces.size()); ++i)
        if (destination(ctx, player, i, groves.front())) out.push_back(i);
    return out;
}

std::string Grove::usage(const Ctx& ctx) {
    return "'grove " + ctx.pid(ctx.s.turn.player) + " <buried piece>'";
}

void Grove::apply(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (p != s.turn.player) ctx.fail(kRule, "only the player whose turn it is uses a Grove");
    const auto groves = owed(ctx);
    if (groves.empty())
        ctx.fail(kRule, ctx.pid(p) + " controls no Grove that has not brought a piece back this turn");
    if (e.args.size() != 1) ctx.fail(Rule::LogFormat, "expected " + usage(ctx));
    const int piece = ctx.pieceRef(e.args[0], p);
    const auto to = destination(ctx, p, piece, groves.front());
    if (!to) {
        const auto& it = s.piece(piece);
        if (it.loc.where != Where::Bua)
            ctx.fail(kRule, "'" + e.args[0] + "' is not in a Buried Units Area");
        if (it.kind == PieceKind::Item && it.owner == p)
            ctx.fail(kRule, "no unit of " + ctx.armyName(p, Location::at(groves.front())) + " can carry '" +
                                e.args[0] + "', so the Grove cannot bring it back (S0:L1211, L1273)");
        ctx.fail(kRule, it.kind == PieceKind::Dragon
                            ? "a Grove does not bring back dragons"
                            : "a Grove brings back another player's non-Dragonkin units only; Dragonkin, minor "
                              "terrains and items only of its controller");
    }
    s.piece(piece).loc = *to;
    s.turn.usedOnce.push_back(useKey(ctx, groves.front()));
}

}  // namespace muster::rules::engine
