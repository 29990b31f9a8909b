#pragma once
// Items in play (V4.01d Items, S0:L1257-1333): equipment, artifacts, medallions and relics. An item is not
// tied to one unit (S0:L1272); it stays with an army as long as the army's units can carry it, using the
// force validator's carrying rules (muster/rules/ItemCarrying.h: element match, two equipment or artifacts
// per unit, a medallion or relic alone). This file answers: which items roll with the units that roll, may
// these items move with these units, and which army holds more items than its units can carry (the excess
// must be buried, S0:L1276).
#include <optional>
#include <utility>
#include <vector>

#include "EngineContext.h"

namespace muster::rules::engine {

class Items {
public:
    // Can this unit carry this item at all (its element; any unit but Dragonkin for medallions and relics)?
    [[nodiscard]] static bool canCarry(const Ctx& ctx, int unit, int item);
    // Can these units together carry all of these items (the validator's exact check)?
    [[nodiscard]] static bool carriable(const Ctx& ctx, const std::vector<int>& units, const std::vector<int>& items);
    // The owner's items at loc that roll with these units: each item whose element some rolled unit can carry
    // (S0:L1278).
    [[nodiscard]] static std::vector<int> rolling(const Ctx& ctx, int owner, Location loc,
                                                  const std::vector<int>& rolledUnits);
    // The first army (owner, place) in play holding items its units cannot all carry, if any.
    [[nodiscard]] static std::optional<std::pair<int, Location>> excess(const Ctx& ctx);
    // The expectation for the 'bury-item' statement the excess makes due.
    [[nodiscard]] static Expectation burialDue(const Ctx& ctx, int owner, Location loc);
    // Reads 'bury-item <P> <item>...': the items go to the BUA; what stays must be carriable.
    static void bury(Ctx& ctx);
    // Units moved together from one place to `to` take these items along (they come from the same place and
    // the moved units must be able to carry them). Refuses items that are not the mover's or not there.
    static void moveWith(Ctx& ctx, int owner, const std::vector<int>& units, const std::vector<int>& items,
                         Location from, Location to);
    // An effect (Scare, Roar, Scent of Fear, ...) sends this unit from `from` to its Reserve Area: recorded so that
    // its owner may let items follow ('carry-item'; GameState::forcedMoves).
    static void forcedMove(Ctx& ctx, int unit, Location from);
    // The optional 'carry-item <P> <item>...' after such a move, if any is open and P has items there.
    [[nodiscard]] static std::optional<Expectation> carryOffer(const Ctx& ctx);
    // Reads 'carry-item <P> <item>...': the items go to P's Reserve Area with the units sent there from their army,
    // which must be able to carry them (with the items that followed them already).
    static void carry(Ctx& ctx);
};

}  // namespace muster::rules::engine
