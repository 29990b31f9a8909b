#pragma once
// Can the units of one army carry its items? An exact check (not a greedy one): every equipment die or
// artifact goes to a unit whose elements include the item's element, at most two per unit; a medallion or
// a relic needs a unit that carries nothing else.
#include <array>
#include <cstdint>

namespace muster::rules {

// Units of an army that accept the same item elements.
struct CarrierGroup {
    std::uint8_t mask = 0;  // element bits
    int count = 0;
};

class ItemCarrying {
public:
    static constexpr int kElements = 7;  // domain::Element values
    static constexpr int kMasks = 128;   // element bit masks

    // `count` units that can carry equipment of the elements in `carryMask` (0: cannot carry items at all).
    void addUnits(std::uint8_t carryMask, int count);
    // `count` equipment dice or artifacts of one element (an element index).
    void addElementItems(int element, int count);
    void addExclusiveItems(int count) { exclusive_ += count; }  // medallions and relics

    [[nodiscard]] int itemCount() const;
    [[nodiscard]] int carriers() const { return carriers_; }
    // True when some assignment carries every item.
    [[nodiscard]] bool feasible() const;
    // The fewest units that can carry all equipment and artifacts, or -1 when none can.
    [[nodiscard]] int minimumCarriers() const;
    // An element some item has that no unit of the army can carry, or -1.
    [[nodiscard]] int uncarriableElement() const;

private:
    // The distinct carry masks seen so far; only the first groupCount_ entries are used (no scan of all 128).
    std::array<CarrierGroup, kMasks> groups_;
    int groupCount_ = 0;
    int nonCarriers_ = 0;  // units that carry nothing (Dragonkin)
    std::array<int, kElements> itemsByElement_{};
    int exclusive_ = 0;
    int carriers_ = 0;
};

}  // namespace muster::rules
