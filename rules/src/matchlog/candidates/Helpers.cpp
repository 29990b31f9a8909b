// The legal-log generator's shared helpers for the statement makers (candidates/Candidates.h): opponents, label
// lists, the fullest subsets of an army within an amount, and the items that may go along with a move.
#include <algorithm>

#include "Candidates.h"
#include "muster/rules/engine/DamageAllocation.h"

namespace muster::rules::matchlog::candidates {

std::vector<int> opponentsOf(const GameState& s, int player) {
    std::vector<int> out;
    for (int q = 0; q < static_cast<int>(s.players.size()); ++q)
        if (q != player) out.push_back(q);
    return out;
}

std::string labels(const GameState& s, const std::vector<int>& pieces) {
    std::string out;
    for (const int p : pieces) out += " " + s.label(p);
    return out;
}

// Units whose health covers as much of an amount as the army can without going over it, chosen at random
// among the subsets that do (damage allocation, "up to X health-worth" targets); at most eight choices.
std::vector<std::vector<int>> fullestSubsets(const CandidateContext& c, const std::vector<int>& army, int amount) {
    const auto& s = c.state;
    std::vector<int> health;
    for (const int u : army) health.push_back(c.catalog.die(s.piece(u).die).health);
    std::vector<std::vector<int>> best;
    if (army.size() <= 14) {
        // The allocations the rules accept (engine::DamageAllocation, the one place that computes them); none for a
        // negative amount.
        const auto coverings =
            amount >= 0 ? engine::DamageAllocation::coverings(health, amount) : std::vector<std::vector<int>>{};
        for (const auto& indices : coverings) {
            std::vector<int> chosen;
            for (const int i : indices) chosen.push_back(army[static_cast<std::size_t>(i)]);
            best.push_back(std::move(chosen));
        }
    } else {
        for (int attempt = 0; attempt < 8; ++attempt) {
            auto order = army;
            shuffle(order, c.rng);
            std::vector<int> chosen;
            int sum = 0;
            for (std::size_t i = 0; i < order.size(); ++i) {
                const int h = c.catalog.die(s.piece(order[i]).die).health;
                if (sum + h <= amount) {
                    chosen.push_back(order[i]);
                    sum += h;
                }
            }
            best.push_back(std::move(chosen));
        }
    }
    shuffle(best, c.rng);
    if (best.size() > 8) best.resize(8);
    return best;
}

// Items that may go along with a move from `from` (V4.01d Items): none, one, or all of them; the engine refuses
// what the moving units cannot carry.
std::vector<std::string> itemChoices(const CandidateContext& c, int owner, Location from) {
    const auto& s = c.state;
    auto items = s.itemsAt(owner, from);
    std::vector<std::string> out = {""};
    if (items.empty()) return out;
    shuffle(items, c.rng);
    out.push_back(" " + s.label(items.front()));
    if (items.size() > 1) out.push_back(labels(s, items));
    shuffle(out, c.rng);
    return out;
}

}  // namespace muster::rules::matchlog::candidates
