#include "muster/rules/ItemCarrying.h"

#include <algorithm>
#include <climits>

namespace muster::rules {

namespace {

constexpr int kInfinity = INT_MAX / 4;

constexpr std::size_t kMemoSize = 1024;
struct MemoEntry {
    std::uint64_t key = 0;
    int value = 0;
    std::uint32_t generation = 0;  // the search that wrote it; any other: empty
};
struct SearchMemo {
    std::array<MemoEntry, kMemoSize> entries{};
    std::uint32_t generation = 0;
};

// Exact search. Units with the same carry mask are interchangeable, so a group of n such units that takes
// X items (of elements it accepts, X <= 2n) uses ceil(X/2) units. The search chooses, group by group, how
// many items of each element the group takes, and minimises the units used. A small fixed memo table per
// thread remembers solved states; when it is full the search goes on without it (still exact). Its entries
// carry the number of the search that wrote them, so a new search starts with an empty table without
// clearing 16 KiB each time.
class Search {
public:
    // `groups`: the distinct carry masks with their unit counts.
    Search(const std::array<CarrierGroup, ItemCarrying::kMasks>& groups, int groupCount,
           const std::array<int, 7>& items)
        : groups_(groupCount) {
        // Groups that accept fewer elements first: they have the fewest choices.
        std::copy(groups.begin(), groups.begin() + groupCount, sorted_.begin());
        std::stable_sort(sorted_.begin(), sorted_.begin() + groupCount, [](CarrierGroup a, CarrierGroup b) {
            return __builtin_popcount(a.mask) < __builtin_popcount(b.mask);
        });
        // suffix_[g]: elements some group from g on accepts.
        suffix_[static_cast<std::size_t>(groups_)] = 0;
        for (int g = groups_ - 1; g >= 0; --g) {
            const auto ug = static_cast<std::size_t>(g);
            suffix_[ug] = static_cast<std::uint8_t>(suffix_[ug + 1] | sorted_[ug].mask);
        }
        remaining_ = items;
        memoEnabled_ = std::all_of(items.begin(), items.end(), [](int c) { return c < 32; });
        if (memoEnabled_ && ++memo_.generation == 0) {
            memo_.entries.fill({});
            memo_.generation = 1;
        }
    }

    int run() { return solve(0); }

private:
    static inline thread_local SearchMemo memo_;

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
                const auto& entry = memo_.entries[(slot + probe) % kMemoSize];
                if (entry.generation != memo_.generation) break;
                if (entry.key == k) return entry.value;
            }
        }
        const int capacity = 2 * sorted_[static_cast<std::size_t>(group)].count;
        const int result = choose(group, 0, capacity, 0);
        if (memoEnabled_) {
            for (std::size_t probe = 0; probe < 8; ++probe) {
                auto& entry = memo_.entries[(slot + probe) % kMemoSize];
                if (entry.generation != memo_.generation || entry.key == k) {
                    entry = {k, result, memo_.generation};
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
        if ((sorted_[static_cast<std::size_t>(group)].mask & (1U << e)) == 0 || remaining_[ue] == 0) {
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

    int groups_;
    // Only the first groups_ entries (and groups_ + 1 suffixes) are used.
    std::array<CarrierGroup, ItemCarrying::kMasks> sorted_;
    std::array<std::uint8_t, ItemCarrying::kMasks + 1> suffix_;
    std::array<int, 7> remaining_{};
    bool memoEnabled_ = true;
};

// A quick assignment, tried before the exact search: groups that accept fewer elements first, each taking the items
// it accepts while it has room. The units it uses are not always the fewest, so only "these units suffice" is read
// from it; -1 when it leaves an item uncarried.
int greedyCarriers(const std::array<CarrierGroup, ItemCarrying::kMasks>& groups, int groupCount,
                   std::array<int, ItemCarrying::kElements> left) {
    std::array<CarrierGroup, ItemCarrying::kMasks> sorted;
    const auto count = static_cast<std::size_t>(groupCount);
    std::copy(groups.begin(), groups.begin() + groupCount, sorted.begin());
    // Insertion sort by the number of elements accepted (a handful of groups, no buffer).
    for (std::size_t i = 1; i < count; ++i)
        for (std::size_t j = i; j > 0 && __builtin_popcount(sorted[j - 1].mask) > __builtin_popcount(sorted[j].mask);
             --j)
            std::swap(sorted[j - 1], sorted[j]);
    int used = 0;
    for (std::size_t g = 0; g < count; ++g) {
        const int capacity = 2 * sorted[g].count;
        int taken = 0;
        for (std::size_t e = 0; e < left.size() && taken < capacity; ++e) {
            if ((sorted[g].mask & (1U << e)) == 0) continue;
            const int take = std::min(left[e], capacity - taken);
            left[e] -= take;
            taken += take;
        }
        used += (taken + 1) / 2;
    }
    return std::all_of(left.begin(), left.end(), [](int n) { return n == 0; }) ? used : -1;
}

}  // namespace

void ItemCarrying::addUnits(std::uint8_t carryMask, int count) {
    if (count <= 0) return;
    carriers_ += count;
    const auto mask = static_cast<std::uint8_t>(carryMask & (kMasks - 1));
    if (mask == 0) {
        nonCarriers_ += count;
        return;
    }
    for (int g = 0; g < groupCount_; ++g) {
        auto& group = groups_[static_cast<std::size_t>(g)];
        if (group.mask == mask) {
            group.count += count;
            return;
        }
    }
    groups_[static_cast<std::size_t>(groupCount_++)] = {mask, count};
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
    unsigned accepted = 0;
    for (int g = 0; g < groupCount_; ++g) accepted |= groups_[static_cast<std::size_t>(g)].mask;
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
    Search search(groups_, groupCount_, itemsByElement_);
    const int result = search.run();
    return result >= kInfinity ? -1 : result;
}

bool ItemCarrying::feasible() const {
    if (itemCount() == 0) return true;
    // Units with mask 0 (Dragonkin) carry nothing, not even a medallion.
    const int able = carriers_ - nonCarriers_;
    int equipment = 0;
    for (int c : itemsByElement_) equipment += c;
    if (exclusive_ + (equipment + 1) / 2 > able) return false;  // quick count bound
    if (const int quick = greedyCarriers(groups_, groupCount_, itemsByElement_);
        quick >= 0 && quick + exclusive_ <= able)
        return true;
    const int used = minimumCarriers();
    return used >= 0 && used + exclusive_ <= able;
}

}  // namespace muster::rules
