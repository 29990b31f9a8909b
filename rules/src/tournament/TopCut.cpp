#include "muster/rules/tournament/TopCut.h"

#include "muster/rules/tournament/Standings.h"

namespace muster::rules::tournament {

std::vector<int> TopCut::bracketSeeds(int size) {
    std::vector<int> seeds{1, 2};
    while (static_cast<int>(seeds.size()) < size) {
        const int next = static_cast<int>(seeds.size()) * 2 + 1;
        std::vector<int> grown;
        for (int s : seeds) {
            grown.push_back(s);
            grown.push_back(next - s);
        }
        seeds = std::move(grown);
    }
    return seeds;
}

Round TopCut::pairNextRound(const Event& event) {
    const int size = event.settings.topCut;
    if (size != 4 && size != 8 && size != 16)
        throw EventError("this event has no top cut (set it to 4, 8 or 16)");
    if (event.rounds.empty()) throw EventError("the top cut starts after the Swiss rounds");
    const Round& last = event.rounds.back();
    if (!last.finished()) {
        throw EventError("round " + std::to_string(last.number) + " still has games without a result");
    }
    Round round;
    round.number = event.nextRoundNumber();
    round.kind = RoundKind::TopCut;
    std::vector<PlayerId> order;
    if (last.kind == RoundKind::Swiss) {
        const auto standings = Standings::compute(event);
        std::vector<PlayerId> ranked;
        for (const auto& row : standings) {
            if (!row.dropped) ranked.push_back(row.id);
        }
        if (static_cast<int>(ranked.size()) < size) {
            throw EventError("a top " + std::to_string(size) + " needs " + std::to_string(size) +
                             " players still in");
        }
        for (int seed : bracketSeeds(size)) order.push_back(ranked[static_cast<std::size_t>(seed - 1)]);
    } else {
        if (last.pairings.size() == 1) throw EventError("the top cut is over: the final has been played");
        for (const auto& p : last.pairings) {
            if (!p.result || !p.result->winner) {
                throw EventError("a top-cut game needs a winner (table " +
                                 std::to_string(p.table.value_or(0)) + ")");
            }
            order.push_back(*p.result->winner);
        }
    }
    for (std::size_t i = 0; i + 1 < order.size(); i += 2) {
        Pairing p;
        p.a = order[i];
        p.b = order[i + 1];
        p.table = static_cast<int>(i / 2) + 1;
        round.pairings.push_back(p);
    }
    return round;
}

const Round& TopCut::addNextRound(Event& event) {
    Round round = pairNextRound(event);
    event.rounds.push_back(std::move(round));
    return event.rounds.back();
}

}  // namespace muster::rules::tournament
