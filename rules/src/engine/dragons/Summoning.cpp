#include "dragons/Summoning.h"

namespace muster::rules::engine {

std::string Summoning::refusal(const Ctx& ctx, int dragon, int terrain, const SummonMagic& magic) {
    const auto& s = ctx.s;
    if (dragon < 0 || dragon >= static_cast<int>(s.pieces.size())) return "there is no such dragon";
    const auto& piece = s.piece(dragon);
    const std::string name = ctx.ref(dragon);
    if (piece.kind != PieceKind::Dragon) return "'" + name + "' is not a dragon";
    if (terrain < 0 || terrain >= static_cast<int>(s.terrains.size())) return "a dragon is summoned to a terrain";
    const bool fromPool = piece.loc.where == Where::Pool;
    if (!fromPool && !piece.loc.atTerrain())
        return "'" + name + "' is in " + s.locationName(piece.loc) + ", not in a Summoning Pool or at a terrain";
    if (piece.loc == Location::at(terrain)) return "'" + name + "' is already at " + s.terrain(terrain).key;
    return summonRefusal(ctx.die(dragon), fromPool, magic);
}

void Summoning::summon(Ctx& ctx, int dragon, int terrain, const SummonMagic& magic, Rule rule) {
    const std::string why = refusal(ctx, dragon, terrain, magic);
    if (!why.empty()) ctx.fail(rule, why);
    auto& piece = ctx.s.piece(dragon);
    piece.loc = Location::at(terrain);
}

std::vector<int> Summoning::candidates(const Ctx& ctx, int terrain, const SummonMagic& magic) {
    std::vector<int> out;
    for (std::size_t i = 0; i < ctx.s.pieces.size(); ++i)
        if (ctx.s.pieces[i].kind == PieceKind::Dragon && refusal(ctx, static_cast<int>(i), terrain, magic).empty())
            out.push_back(static_cast<int>(i));
    return out;
}

}  // namespace muster::rules::engine
