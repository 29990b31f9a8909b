#include "state/Items.h"

#include <algorithm>

#include "muster/rules/ItemCarrying.h"

namespace muster::rules::engine {

namespace {

const DieFacts& factsOf(const Ctx& ctx, int piece) {
    return ctx.data.dieFacts[static_cast<std::size_t>(ctx.s.piece(piece).die)];
}

bool has(const std::vector<int>& v, int x) {
    return std::find(v.begin(), v.end(), x) != v.end();
}

}  // namespace

bool Items::canCarry(const Ctx& ctx, int unit, int item) {
    const DieFacts& u = factsOf(ctx, unit);
    const DieFacts& i = factsOf(ctx, item);
    if (u.carryMask == 0) return false;  // Dragonkin carry nothing
    if (i.has(DieFacts::kExclusiveItem)) return true;
    return (u.carryMask & (1U << i.itemElement)) != 0;
}

bool Items::carriable(const Ctx& ctx, const std::vector<int>& units, const std::vector<int>& items) {
    if (items.empty()) return true;
    ItemCarrying carrying;
    for (int u : units) carrying.addUnits(factsOf(ctx, u).carryMask, 1);
    for (int i : items) {
        const DieFacts& f = factsOf(ctx, i);
        if (f.has(DieFacts::kExclusiveItem))
            carrying.addExclusiveItems(1);
        else
            carrying.addElementItems(f.itemElement, 1);
    }
    return carrying.feasible();
}

std::vector<int> Items::rolling(const Ctx& ctx, int owner, Location loc, const std::vector<int>& rolledUnits) {
    std::vector<int> out;
    if (rolledUnits.empty()) return out;
    for (int i : ctx.s.itemsAt(owner, loc))
        if (std::any_of(rolledUnits.begin(), rolledUnits.end(), [&](int u) { return canCarry(ctx, u, i); }))
            out.push_back(i);
    return out;
}

std::optional<std::pair<int, Location>> Items::excess(const Ctx& ctx) {
    // This runs before almost every statement: one pass over the pieces per army with items, no lists built.
    const auto& pieces = ctx.s.pieces;
    auto sameArmy = [](const Piece& a, const Piece& b) { return a.owner == b.owner && a.loc == b.loc; };
    for (std::size_t i = 0; i < pieces.size(); ++i) {
        const auto& item = pieces[i];
        if (item.kind != PieceKind::Item || !item.loc.inPlay()) continue;
        // Each army once: at its first item in piece order.
        const auto earlier = pieces.begin() + static_cast<std::ptrdiff_t>(i);
        if (std::any_of(pieces.begin(), earlier,
                        [&](const Piece& p) { return p.kind == PieceKind::Item && sameArmy(p, item); }))
            continue;
        ItemCarrying carrying;
        for (const auto& p : pieces) {
            if (!sameArmy(p, item)) continue;
            const DieFacts& f = ctx.data.dieFacts[static_cast<std::size_t>(p.die)];
            if (p.kind == PieceKind::Unit)
                carrying.addUnits(f.carryMask, 1);
            else if (p.kind == PieceKind::Item && f.has(DieFacts::kExclusiveItem))
                carrying.addExclusiveItems(1);
            else if (p.kind == PieceKind::Item)
                carrying.addElementItems(f.itemElement, 1);
        }
        if (!carrying.feasible()) return std::make_pair(item.owner, item.loc);
    }
    return std::nullopt;
}

Expectation Items::burialDue(const Ctx& ctx, int owner, Location loc) {
    Expectation x;
    x.kinds = {EventKind::BuryItem};
    x.who = owner;
    x.rule = Rule::Items;
    x.place = loc;
    for (int i : ctx.s.itemsAt(owner, loc)) x.options.push_back(ctx.s.label(i));
    x.what = "'bury-item " + ctx.pid(owner) + " <item>...' for " + ctx.armyName(owner, loc);
    x.why = "its units cannot carry all of its items (" + ctx.labels(ctx.s.itemsAt(owner, loc)) +
            "), so the excess is buried (V4.01d Items, S0:L1276)";
    for (const auto& m : ctx.s.forcedMoves)
        if (m.owner == owner && m.from == loc) {
            x.kinds.push_back(EventKind::CarryItem);
            x.why += ", unless they follow the units sent from there to the Reserve Area ('carry-item " +
                     ctx.pid(owner) + " <item>...')";
        }
    return x;
}

void Items::bury(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (s.gameOver()) ctx.fail(Rule::Items, "the game is over: only the result line may follow");
    const auto due = excess(ctx);
    if (!due || due->first != p)
        ctx.fail(Rule::Items,
                 "no army of " + ctx.pid(p) + " holds more items than its units can carry, so no item is buried now");
    const Location loc = due->second;
    std::vector<int> buried;
    for (const auto& label : e.args) {
        const int i = ctx.ownPiece(p, label);
        if (s.piece(i).kind != PieceKind::Item) ctx.fail(Rule::Items, "'" + label + "' is not an item");
        if (s.piece(i).loc != loc)
            ctx.fail(Rule::Items,
                     "'" + label + "' is not with " + ctx.armyName(p, loc) + ", the army whose items are in excess");
        if (has(buried, i)) ctx.fail(Rule::Items, "'" + label + "' is named twice");
        buried.push_back(i);
    }
    std::vector<int> kept;
    for (int i : s.itemsAt(p, loc))
        if (!has(buried, i)) kept.push_back(i);
    const auto units = s.army(p, loc);
    if (!carriable(ctx, units, kept))
        ctx.fail(Rule::Items, "after burying " + ctx.labels(buried) + ", the units of " + ctx.armyName(p, loc) +
                                  " still cannot carry " + ctx.labels(kept));
    // Only the excess: every buried item must be needed (no item that could still be carried is buried).
    for (int i : buried) {
        auto more = kept;
        more.push_back(i);
        if (carriable(ctx, units, more))
            ctx.fail(Rule::Items, "'" + s.label(i) + "' could still be carried; only the excess items are buried");
    }
    for (int i : buried) s.piece(i).loc = Location::bua();
}

void Items::moveWith(Ctx& ctx, int owner, const std::vector<int>& units, const std::vector<int>& items, Location from,
                     Location to) {
    auto& s = ctx.s;
    if (items.empty()) return;
    for (int i : items) {
        if (s.piece(i).owner != owner || s.piece(i).kind != PieceKind::Item)
            ctx.fail(Rule::Items, "'" + s.label(i) + "' is not an item of " + ctx.pid(owner));
        if (s.piece(i).loc != from)
            ctx.fail(Rule::Items, "'" + s.label(i) + "' is not at " + s.locationName(from) +
                                      ": an item moves only with a unit carrying it (S0:L1273)");
    }
    if (!carriable(ctx, units, items))
        ctx.fail(Rule::Items, "the units moving (" + ctx.labels(units) + ") cannot carry " + ctx.labels(items) +
                                  " (element match, two equipment or artifacts per unit, a medallion or relic alone; "
                                  "S0:L1273, L1286-1288, L1303)");
    for (int i : items) s.piece(i).loc = to;
}

void Items::forcedMove(Ctx& ctx, int unit, Location from) {
    auto& moves = ctx.s.forcedMoves;
    const int owner = ctx.s.piece(unit).owner;
    for (auto& m : moves)
        if (m.owner == owner && m.from == from) {
            if (!has(m.units, unit)) m.units.push_back(unit);
            return;
        }
    ForcedMove m;
    m.owner = owner;
    m.from = from;
    m.units = {unit};
    moves.push_back(std::move(m));
}

std::optional<Expectation> Items::carryOffer(const Ctx& ctx) {
    for (const auto& m : ctx.s.forcedMoves) {
        const auto items = ctx.s.itemsAt(m.owner, m.from);
        if (items.empty()) continue;
        Expectation x;
        x.kinds = {EventKind::CarryItem};
        x.who = m.owner;
        x.optional = true;
        x.rule = Rule::Items;
        x.place = m.from;
        for (int i : items) x.options.push_back(ctx.s.label(i));
        x.what = "'carry-item " + ctx.pid(m.owner) + " <item>...' (optional) for the units sent from " +
                 ctx.armyName(m.owner, m.from) + " to the Reserve Area";
        x.why = "an item moves with units able to carry it (V4.01d Items, S0:L1274-1275)";
        return x;
    }
    return std::nullopt;
}

void Items::carry(Ctx& ctx) {
    auto& s = ctx.s;
    const auto& e = ctx.ev();
    const int p = ctx.actor();
    if (s.gameOver()) ctx.fail(Rule::Items, "the game is over: only the result line may follow");
    std::vector<int> named;
    for (const auto& label : e.args) {
        const int i = ctx.ownPiece(p, label);
        if (s.piece(i).kind != PieceKind::Item) ctx.fail(Rule::Items, "'" + label + "' is not an item");
        if (has(named, i)) ctx.fail(Rule::Items, "'" + label + "' is named twice");
        named.push_back(i);
    }
    for (int i : named) {
        const Location from = s.piece(i).loc;
        auto move = std::find_if(s.forcedMoves.begin(), s.forcedMoves.end(),
                                 [&](const ForcedMove& m) { return m.owner == p && m.from == from; });
        if (move == s.forcedMoves.end())
            ctx.fail(Rule::Items, "no unit of " + ctx.pid(p) + " was sent from " + s.locationName(from) +
                                      " to the Reserve Area since the last roll or move, so '" + s.label(i) +
                                      "' cannot follow one (an item moves only with a unit carrying it, S0:L1275)");
        std::vector<int> carriers;
        for (int u : move->units)
            if (s.piece(u).loc.where == Where::Reserve) carriers.push_back(u);
        std::vector<int> all = move->items;
        for (int j : named)
            if (s.piece(j).loc == from) all.push_back(j);
        if (!carriable(ctx, carriers, all))
            ctx.fail(Rule::Items, "the units sent from " + s.locationName(from) + " to the Reserve Area (" +
                                      ctx.labels(carriers) + ") cannot carry " + ctx.labels(all) +
                                      " (element match, two equipment or artifacts per unit, a medallion or relic "
                                      "alone; S0:L1286-1288, L1303)");
    }
    for (int i : named) {
        const Location from = s.piece(i).loc;
        for (auto& m : s.forcedMoves)
            if (m.owner == p && m.from == from) m.items.push_back(i);
    }
    for (int i : named) s.piece(i).loc = Location::reserve();
}

}  // namespace muster::rules::engine
