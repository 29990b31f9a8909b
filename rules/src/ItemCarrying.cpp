#include "muster/rules/ItemCarrying.h"

#include <algorithm>
#include <climits>

namespace muster::rules {

namespace {

constexpr int kInfinity = INT_MAX / 4;

// Exact search. Units with the same carry mask are interchangeable, so a group of n such units that takes
// X items (of elements it accepts, X <= 2n) uses ceil(X/2) units. The search chooses, group by group, how
// many items of each element the group takes, and minimises the units used. A small fixed memo table
// (no allocation) remembers solved states; when it is full the search goes on without it (still exact).
class Search {
public:
    Search(const std::array<int, ItemCarrying::kMasks>& unitsByMask, const std::array<int, 7>& items) {
        for (int mask = 1; mask < ItemCarrying::kMasks; ++mask) {
            if (unitsByMask[static_cast<std::size_t>(mask)] > 0) {
                masks_[groups_] = static_cast<std::uint8_t>(mask);
                counts_[groups_] = unitsByMask[static_cast<std::size_t>(mask)];
                ++groups_;
            }
        }
        // Groups that accept fewer elements first: they have the fewest choices.
        std::array<int, ItemCarrying::kMasks> order{};
        for (int g = 0; g < groups_; ++g) order[static_cast<std::size_t>(g)] = g;
        std::sort(order.begin(), order.begin() + groups_, [this](int a, int b) {
            return __builtin_popcount(masks_[static_cast<std::size_t>(a)]) <
                   __builtin_popcount(masks_[static_cast<std::size_t>(b)]);
        });
        auto masks = masks_;
        auto counts = counts_;
        for (int g = 0; g < groups_; ++g) {
            masks_[static_cast<std::size_t>(g)] = masks[static_cast<std::size_t>(order[static_cast<std::size_t>(g)])];
            counts_[static_cast<std::size_t>(g)] = counts[static_cast<std::size_t>(order[static_cast<std::size_t>(g)])];
        }
        // suffix_[g]: elements some group from g on accepts.
        suffix_[static_cast<std::size_t>(groups_)] = 0;
        for (int g = groups_ - 1; g >= 0; --g) {
            suffix_[static_cast<std::size_t>(g)] =
                static_cast<std::uint8_t>(suffix_[static_cast<std::size_t>(g + 1)] | masks_[static_cast<std::size_t>(g)]);
        }
        remaining_ = items;
        memoEnabled_ = std::all_of(items.begin(), items.end(), [](int c) { return c < 32; });
    }

    int run() { return solve(0); }

private:
    static constexpr std::size_t kMemoSize = 1024;
    struct MemoEntry {
        std::uint64_t key = 0;  // 0: empty
        int value = 0;
    };

    std::uint64_t key(int group) const {
        std::uint64_t k = static_cast<std::uint64_t>(group) + 1;
        for (int c : remaining_) k = (k << 5U) | static_cast<std::uint64_t>(c);
        return k;
    }

    int solve(int group) {
        std::uint8_t pending = 0;
        for (int e = 0; e < 7; ++e) {
            if (remaining_[static_cast<std::size_t>(e)] > 0) pending = static_cast<std::uint8_t>(pending | (1U << e));
        }
        if (pending == 0) return 0;
        if (group == groups_ || (pending & ~suffix_[static_cast<std::size_t>(group)]) != 0) return kInfinity;
        std::uint64_t k = 0;
        std::size_t slot = 0;
        if (memoEnabled_) {
            k = key(group);
            slot = static_cast<std::size_t>((k * 0x9E3779B97F4A7C15ULL) >> 54U) % kMemoSize;
            for (std::size_t probe = 0; probe < 8; ++probe) {
                const auto& entry = memo_[(slot + probe) % kMemoSize];
                if (entry.key == k) return entry.value;
                if (entry.key == 0) break;
            }
        }
        best_ = kInfinity;
        const int capacity = 2 * counts_[static_cast<std::size_t>(group)];
        const int result = choose(group, 0, capacity, 0);
        if (memoEnabled_) {
            for (std::size_t probe = 0; probe < 8; ++probe) {
                auto& entry = memo_[(slot + probe) % kMemoSize];
                if (entry.key == 0 || entry.key == k) {
                    entry = {k, result};
                    break;
                }
            }
        }
        return result;
    }

    // Chooses how many items of element `e` (and the following elements) group `group` takes.
    int choose(int group, int e, int capacityLeft, int taken) {
        if (e == 7) {
            const int rest = solve(group + 1);
            return rest >= kInfinity ? kInfinity : rest + (taken + 1) / 2;
        }
        const auto ue = static_cast<std::size_t>(e);
        if ((masks_[static_cast<std::size_t>(group)] & (1U << e)) == 0 || remaining_[ue] == 0) {
            return choose(group, e + 1, capacityLeft, taken);
        }
        int best = kInfinity;
        const int most = std::min(remaining_[ue], capacityLeft);
        // Taking more first finds a good answer early.
        for (int x = most; x >= 0; --x) {
            remaining_[ue] -= x;
            best = std::min(best, choose(group, e + 1, capacityLeft - x, taken + x));
            remaining_[ue] += x;
        }
        return best;
    }

    std::array<std::uint8_t, ItemCarrying::kMasks> masks_{};
    std::array<int, ItemCarrying::kMasks> counts_{};
    std::array<std::uint8_t, ItemCarrying::kMasks + 1> suffix_{};
    int groups_ = 0;
    std::array<int, 7> remaining_{};
    bool memoEnabled_ = true;
    int best_ = 0;
    std::array<MemoEntry, kMemoSize> memo_{};
};

}  // namespace

void ItemCarrying::addUnits(std::uint8_t carryMask, int count) {
    if (count <= 0) return;
    carriers_ += count;
    unitsByMask_[static_cast<std::size_t>(carryMask & (kMasks - 1))] += count;
}

void ItemCarrying::addElementItems(int element, int count) {
    if (element >= 0 && element < kElements && count > 0) itemsByElement_[static_cast<std::size_t>(element)] += count;
}

int ItemCarrying::itemCount() const {
    int n = exclusive_;
    for (int c : itemsByElement_) n += c;
    return n;
}

int ItemCarrying::uncarriableElement() const {
    std::uint8_t accepted = 0;
    for (int mask = 1; mask < kMasks; ++mask) {
        if (unitsByMask_[static_cast<std::size_t>(mask)] > 0) accepted = static_cast<std::uint8_t>(accepted | mask);
    }
    for (int e = 0; e < kElements; ++e) {
        if (itemsByElement_[static_cast<std::size_t>(e)] > 0 && (accepted & (1U << e)) == 0) return e;
    }
    return -1;
}

int ItemCarrying::minimumCarriers() const {
    int equipment = 0;
    for (int c : itemsByElement_) equipment += c;
    if (equipment == 0) return 0;
    if (uncarriableElement() >= 0) return -1;
    Search search(unitsByMask_, itemsByElement_);
    const int result = search.run();
    return result >= kInfinity ? -1 : result;
}

bool ItemCarrying::feasible() const {
    if (itemCount() == 0) return true;
    // Units with mask 0 (Dragonkin) carry nothing, not even a medallion.
    const int able = carriers_ - unitsByMask_[0];
    int equipment = 0;
    for (int c : itemsByElement_) equipment += c;
    if (exclusive_ + (equipment + 1) / 2 > able) return false;  // quick count bound
    const int used = minimumCarriers();
    return used >= 0 && used + exclusive_ <= able;
}

}  // namespace muster::rules
