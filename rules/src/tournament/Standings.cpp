#include "muster/rules/tournament/Standings.h"

#include <algorithm>
#include <cmath>
#include <map>

#include "muster/rules/tournament/ScoreSheet.h"

namespace muster::rules::tournament {

namespace {

bool sameValue(double x, double y) {
    return std::fabs(x - y) <= 1e-9 * std::max({1.0, std::fabs(x), std::fabs(y)});
}

}  // namespace

std::vector<StandingRow> Standings::compute(const Event& event, int afterRound) {
    const ScoreSheet sheet(event, afterRound);
    const auto& tiebreakers = event.settings.tiebreakers;
    const double maxPerRound = event.settings.scoring.maxPerRound();
    std::vector<StandingRow> rows;
    for (const auto& player : event.players) {
        const PlayerTally& t = sheet.tally(player.id);
        StandingRow row;
        row.id = player.id;
        row.name = player.name;
        row.club = player.club;
        row.score = t.score;
        row.wins = t.wins;
        row.draws = t.draws;
        row.losses = t.losses;
        row.byes = t.byes;
        row.dropped = player.dropped;
        row.tiebreaks.assign(tiebreakers.size(), 0.0);
        for (std::size_t k = 0; k < tiebreakers.size(); ++k) {
            double value = 0.0;
            switch (tiebreakers[k]) {
                case Tiebreaker::StrengthOfSchedule:
                    for (PlayerId opp : t.opponents) value += toDouble(sheet.score(opp));
                    break;
                case Tiebreaker::OpponentAverage: {
                    if (t.opponents.empty()) break;
                    double sum = 0.0;
                    for (PlayerId opp : t.opponents) {
                        const PlayerTally& o = sheet.tally(opp);
                        const Player* op = event.findPlayer(opp);
                        const int played = o.gamesFinished + o.byes;
                        double share = 0.0;
                        if (played > 0) {
                            const double earned = o.score - (op == nullptr ? 0 : op->entryScore);
                            share = earned / (maxPerRound * played);
                        }
                        sum += std::max(share, event.settings.opponentFloor);
                    }
                    value = sum / static_cast<double>(t.opponents.size());
                    break;
                }
                case Tiebreaker::HeadToHead:
                    break;  // needs the tied group: filled in below
                case Tiebreaker::TerrainsCaptured:
                    value = t.terrains;
                    break;
                case Tiebreaker::HealthKilled:
                    value = t.health;
                    break;
            }
            row.tiebreaks[k] = value;
        }
        rows.push_back(std::move(row));
    }
    std::stable_sort(rows.begin(), rows.end(), [](const StandingRow& x, const StandingRow& y) {
        if (x.score != y.score) return x.score > y.score;
        if (x.name != y.name) return x.name < y.name;
        return x.id < y.id;
    });
    // Refine block by block: a block is a run of rows equal on points and the tiebreakers so far.
    auto equalSoFar = [](const StandingRow& x, const StandingRow& y, std::size_t upTo) {
        if (x.score != y.score) return false;
        for (std::size_t k = 0; k < upTo; ++k) {
            if (!sameValue(x.tiebreaks[k], y.tiebreaks[k])) return false;
        }
        return true;
    };
    for (std::size_t k = 0; k < tiebreakers.size(); ++k) {
        std::size_t begin = 0;
        while (begin < rows.size()) {
            std::size_t end = begin + 1;
            while (end < rows.size() && equalSoFar(rows[begin], rows[end], k)) ++end;
            if (tiebreakers[k] == Tiebreaker::HeadToHead) {
                for (std::size_t i = begin; i < end; ++i) {
                    double points = 0.0;
                    for (std::size_t j = begin; j < end; ++j) {
                        if (i != j) points += toDouble(sheet.pointsAgainst(rows[i].id, rows[j].id));
                    }
                    rows[i].tiebreaks[k] = points;
                }
            }
            std::stable_sort(rows.begin() + static_cast<std::ptrdiff_t>(begin),
                             rows.begin() + static_cast<std::ptrdiff_t>(end),
                             [k](const StandingRow& x, const StandingRow& y) {
                                 return !sameValue(x.tiebreaks[k], y.tiebreaks[k]) &&
                                        x.tiebreaks[k] > y.tiebreaks[k];
                             });
            begin = end;
        }
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        rows[i].rank = (i > 0 && equalSoFar(rows[i - 1], rows[i], tiebreakers.size()))
                           ? rows[i - 1].rank
                           : static_cast<int>(i) + 1;
    }
    return rows;
}

}  // namespace muster::rules::tournament
