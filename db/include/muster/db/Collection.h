#pragma once
// A dice collection: which dice a player owns and how many of each.
#include <cstdint>
#include <map>
#include <string>

namespace muster::db {

struct Collection {
    // The most dice of one kind a collection holds: the one limit of the CSV and JSON files, of
    // `collection add` and of merging, so that an exported collection can always be imported again.
    static constexpr int kMaxCount = 1'000'000;

    std::int64_t id = 0;
    std::string name;
    std::string notes;
    std::map<std::string, int> dice;  // catalog die name -> count (1 to kMaxCount)

    [[nodiscard]] std::int64_t totalDice() const;
};

struct CollectionSummary {
    std::int64_t id = 0;
    std::string name;
    int kinds = 0;  // distinct dice
    std::int64_t total = 0;  // all dice
    std::string updatedAt;
};

}  // namespace muster::db
