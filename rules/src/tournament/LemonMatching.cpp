#include "LemonMatching.h"

#include <lemon/matching.h>
#include <lemon/smart_graph.h>

namespace muster::rules::tournament::detail {

std::vector<int> maxWeightPerfectMatching(int vertices, const std::vector<std::pair<int, int>>& edges,
                                          const std::vector<std::int64_t>& weights) {
    lemon::SmartGraph graph;
    graph.reserveNode(vertices);
    graph.reserveEdge(static_cast<int>(edges.size()));
    std::vector<lemon::SmartGraph::Node> nodes;
    nodes.reserve(static_cast<std::size_t>(vertices));
    for (int v = 0; v < vertices; ++v) nodes.push_back(graph.addNode());
    for (const auto& edge : edges) {
        graph.addEdge(nodes[static_cast<std::size_t>(edge.first)],
                      nodes[static_cast<std::size_t>(edge.second)]);
    }
    lemon::SmartGraph::EdgeMap<std::int64_t> weightMap(graph);
    for (lemon::SmartGraph::EdgeIt e(graph); e != lemon::INVALID; ++e) {
        weightMap[e] = weights[static_cast<std::size_t>(graph.id(e))];
    }
    lemon::MaxWeightedPerfectMatching<lemon::SmartGraph, lemon::SmartGraph::EdgeMap<std::int64_t>> matching(
        graph, weightMap);
    if (!matching.run()) return {};
    std::vector<int> mates(static_cast<std::size_t>(vertices), -1);
    for (int v = 0; v < vertices; ++v) {
        const auto mate = matching.mate(nodes[static_cast<std::size_t>(v)]);
        mates[static_cast<std::size_t>(v)] = mate == lemon::INVALID ? -1 : graph.id(mate);
    }
    return mates;
}

}  // namespace muster::rules::tournament::detail
