#pragma once
// A thin wall around LEMON's MaxWeightedPerfectMatching. LEMON 1.3.1 (Debian 12) calls
// std::allocator::construct, which C++20 removed, so LemonMatching.cpp alone is compiled as C++17
// (Tournament.cmake); this header stays plain C++17 so both sides agree.
#include <cstdint>
#include <utility>
#include <vector>

namespace muster::rules::tournament::detail {

// The mate of every vertex 0..vertices-1 in a maximum-weight perfect matching of the given edges (u, v),
// or an empty vector when the graph has no perfect matching.
std::vector<int> maxWeightPerfectMatching(int vertices, const std::vector<std::pair<int, int>>& edges,
                                          const std::vector<std::int64_t>& weights);

}  // namespace muster::rules::tournament::detail
