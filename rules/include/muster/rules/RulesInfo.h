#pragma once
// Which rules editions Muster knows.
#include <string_view>
#include <vector>

namespace muster::rules {

struct EditionInfo {
    std::string_view id;     // "v4.01d", "tsr-1996"
    std::string_view title;  // for people
};

const std::vector<EditionInfo>& knownEditions();

}  // namespace muster::rules
