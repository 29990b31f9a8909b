#include "muster/rules/tournament/Standings.h"

#include <fmt/format.h>

#include <algorithm>
#include <cmath>
#include <map>

#include "muster/rules/tournament/EventIndex.h"
#include "muster/rules/tournament/ScoreSheet.h"

namespace muster::rules::tournament {

namespace {

bool sameValue(double x, double y) {
    return std::fabs(x - y) <= 1e-9 * std::max({1.0, std::fabs(x), std::fabs(y)});
}

// The Swiss rounds 1..afterRound a player answers for: every one up to their drop (rounds before a late
// entry included), less the games still without a result.
int accountableRounds(const Event& event, const Player& player, const PlayerTally& tally, int afterRound) {
    int rounds = 0;
    for (const auto& round : event.rounds) {
        if (round.kind != RoundKind::Swiss || round.number > afterRound) continue;
        if (player.dropped && player.droppedAfterRound && round.number > *player.droppedAfterRound) continue;
        ++rounds;
    }
    return std::max(0, rounds - tally.gamesOpen);
}

// A sum over the games played, scaled up to the rounds accounted for (the documented bye compensation).
double compensated(double sum, int gamesPlayed, int accountable) {
    if (gamesPlayed <= 0) return 0.0;
    if (accountable <= gamesPlayed) return sum;
    return sum * static_cast<double>(accountable) / static_cast<double>(gamesPlayed);
}

}  // namespace

std::string StandingRow::record() const {
    return fmt::format("{}-{}-{}", wins + byes, draws, losses);
}

bool Standings::isFinal(const Event& event, int afterRound) {
    const int round = afterRound < 0 ? defaultRound(event) : afterRound;
    return event.settings.swissRounds > 0 && round >= event.settings.swissRounds &&
           event.lastCompleteSwissRound() >= event.settings.swissRounds;
}

std::string Standings::title(const Event& event, int afterRound) {
    const int round = afterRound < 0 ? defaultRound(event) : afterRound;
    if (isFinal(event, round)) return event.settings.topCut > 0 ? "Final Swiss standings" : "Final standings";
    if (round == 0) return "Standings before round 1";
    return fmt::format("Standings after round {}", round);
}

int StandingRow::unknownGames(Tiebreaker tiebreaker) const {
    if (tiebreaker == Tiebreaker::TerrainsCaptured) return terrainsUnknown;
    if (tiebreaker == Tiebreaker::HealthKilled) return healthUnknown;
    return 0;
}

bool StandingRow::hasNoValue(Tiebreaker tiebreaker) const {
    const int unknown = unknownGames(tiebreaker);
    return unknown > 0 && unknown >= wins + draws + losses;
}

std::string formatTiebreak(Tiebreaker tiebreaker, double value) {
    // Equal ratios reached by different sums differ in the last bits (0.4375 and 0.43749999...); snapping
    // to a millionth first makes them print equal, and a tie exactly on a half then rounds one way.
    auto snap = [](double x) { return std::round(x * 1e6) / 1e6; };
    if (tiebreaker == Tiebreaker::OpponentAverage) return fmt::format("{:.1f}%", snap(value * 100.0));
    std::string text = fmt::format("{:.2f}", snap(value));
    while (!text.empty() && text.back() == '0') text.pop_back();
    if (!text.empty() && text.back() == '.') text.pop_back();
    if (text == "-0") text = "0";
    return text;
}

std::string formatTiebreak(const StandingRow& row, std::size_t index, Tiebreaker tiebreaker) {
    if (row.hasNoValue(tiebreaker)) return kNoValueMark;
    const double value = index < row.tiebreaks.size() ? row.tiebreaks[index] : 0.0;
    const std::string text = formatTiebreak(tiebreaker, value);
    return row.unknownGames(tiebreaker) > 0 ? kUnknownMark + text : text;
}

std::string unknownMarkExplanation() {
    return std::string(kUnknownMark) +
           ": some of the player's games have no count entered; the value is scaled up from the games that "
           "have one. " +
           kNoValueMark +
           ": no game of the player has it, so among players tied with them it decides nothing (an unknown "
           "count is never taken as zero).";
}

std::vector<StandingRow> Standings::compute(const Event& event, int afterRound) {
    if (afterRound < 0) afterRound = defaultRound(event);
    const ScoreSheet sheet(event, afterRound);
    const EventIndex index(event);
    const auto& tiebreakers = event.settings.tiebreakers;
    const double maxPerRound = event.settings.scoring.maxPerRound();
    std::vector<StandingRow> rows;
    for (const auto& player : event.players) {
        const PlayerTally& t = sheet.tally(player.id);
        const int accountable = accountableRounds(event, player, t, afterRound);
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
        row.terrainsUnknown = t.terrainsUnknown;
        row.healthUnknown = t.healthUnknown;
        row.tiebreaks.assign(tiebreakers.size(), 0.0);
        row.undecided.assign(tiebreakers.size(), false);
        for (std::size_t k = 0; k < tiebreakers.size(); ++k) {
            double value = 0.0;
            switch (tiebreakers[k]) {
                case Tiebreaker::StrengthOfSchedule: {
                    double sum = 0.0;
                    for (PlayerId opp : t.opponents) sum += toDouble(sheet.score(opp));
                    value = compensated(sum, t.gamesFinished, accountable);
                    break;
                }
                case Tiebreaker::OpponentAverage: {
                    if (t.opponents.empty()) break;
                    double sum = 0.0;
                    for (PlayerId opp : t.opponents) {
                        const PlayerTally& o = sheet.tally(opp);
                        const Player* op = index.findPlayer(opp);
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
                    value = compensated(t.terrains, t.gamesFinished - t.terrainsUnknown, accountable);
                    break;
                case Tiebreaker::HealthKilled:
                    value = compensated(t.health, t.gamesFinished - t.healthUnknown, accountable);
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
    // A tiebreaker that separated nobody in a tied group (a player in it had no value) counts as equal.
    auto equalSoFar = [](const StandingRow& x, const StandingRow& y, std::size_t upTo) {
        if (x.score != y.score) return false;
        for (std::size_t k = 0; k < upTo; ++k) {
            if (x.undecided[k] && y.undecided[k]) continue;
            if (!sameValue(x.tiebreaks[k], y.tiebreaks[k])) return false;
        }
        return true;
    };
    for (std::size_t k = 0; k < tiebreakers.size(); ++k) {
        std::size_t begin = 0;
        while (begin < rows.size()) {
            std::size_t end = begin + 1;
            while (end < rows.size() && equalSoFar(rows[begin], rows[end], k)) ++end;
            // Terrains or health: a tied player without a single game with the count has no value, so the
            // tiebreaker separates nobody in this group (as head-to-head when not all have met); the next
            // one decides. An unknown count is never compared as a zero.
            const bool someoneUnknown = std::any_of(rows.begin() + static_cast<std::ptrdiff_t>(begin),
                                                    rows.begin() + static_cast<std::ptrdiff_t>(end),
                                                    [&](const StandingRow& r) { return r.hasNoValue(tiebreakers[k]); });
            if (end - begin > 1 && someoneUnknown) {
                for (std::size_t i = begin; i < end; ++i) rows[i].undecided[k] = true;
                begin = end;
                continue;
            }
            if (tiebreakers[k] == Tiebreaker::HeadToHead) {
                // With three or more tied players, only when every two of them have played each other.
                bool allMet = true;
                for (std::size_t i = begin; i < end && allMet; ++i) {
                    for (std::size_t j = i + 1; j < end && allMet; ++j) {
                        allMet = sheet.gamesFinishedBetween(rows[i].id, rows[j].id) > 0;
                    }
                }
                for (std::size_t i = begin; i < end; ++i) {
                    double points = 0.0;
                    if (allMet || end - begin == 2) {
                        for (std::size_t j = begin; j < end; ++j) {
                            if (i != j) points += toDouble(sheet.pointsAgainst(rows[i].id, rows[j].id));
                        }
                    }
                    rows[i].tiebreaks[k] = points;
                }
            }
            std::stable_sort(rows.begin() + static_cast<std::ptrdiff_t>(begin),
                             rows.begin() + static_cast<std::ptrdiff_t>(end),
                             [k](const StandingRow& x, const StandingRow& y) {
                                 return !sameValue(x.tiebreaks[k], y.tiebreaks[k]) && x.tiebreaks[k] > y.tiebreaks[k];
                             });
            begin = end;
        }
    }
    for (std::size_t i = 0; i < rows.size(); ++i) {
        rows[i].rank = (i > 0 && equalSoFar(rows[i - 1], rows[i], tiebreakers.size())) ? rows[i - 1].rank
                                                                                       : static_cast<int>(i) + 1;
    }
    return rows;
}

}  // namespace muster::rules::tournament
