#pragma once
// A dice collection: which dice a player owns and how many of each.
#include <cstdint>
#include <map>
#include <string>

namespace muster::db {

struct Collection {
    std::int64_t id = 0;
    std::string name;
    std::string notes;
    std::map<std::string, int> dice;  // catalog die name -> count (> 0)

    [[nodiscard]] int totalDice() const;
};

struct CollectionSummary {
    std::int64_t id = 0;
    std::string name;
    int kinds = 0;  // distinct dice
    int total = 0;  // all dice
    std::string updatedAt;
};

}  // namespace muster::db
