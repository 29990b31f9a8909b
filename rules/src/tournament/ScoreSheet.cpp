#include "muster/rules/tournament/ScoreSheet.h"

#include <algorithm>

namespace muster::rules::tournament {

namespace {
std::pair<PlayerId, PlayerId> key(PlayerId a, PlayerId b) {
    return {std::min(a, b), std::max(a, b)};
}

// A game's count (terrains or health) added to both sides' sums, or, when not entered, counted as unknown.
void addCounts(const std::optional<std::array<int, 2>>& counts, int PlayerTally::*sum, int PlayerTally::*unknown,
               PlayerTally& a, PlayerTally& b) {
    if (counts) {
        a.*sum += (*counts)[0];
        b.*sum += (*counts)[1];
    } else {
        a.*unknown += 1;
        b.*unknown += 1;
    }
}
}  // namespace

ScoreSheet::ScoreSheet(const Event& event, int lastRound) {
    const Scoring& scoring = event.settings.scoring;
    for (const auto& p : event.players) {
        PlayerTally t;
        t.id = p.id;
        t.score = p.entryScore;
        tallies_.emplace(p.id, t);
    }
    auto tallyOf = [this](PlayerId id) -> PlayerTally& {
        auto [it, inserted] = tallies_.try_emplace(id);
        if (inserted) it->second.id = id;
        return it->second;
    };
    for (const auto& round : event.rounds) {
        if (round.kind != RoundKind::Swiss) continue;
        if (lastRound >= 0 && round.number > lastRound) continue;
        for (const auto& pairing : round.pairings) {
            PlayerTally& a = tallyOf(pairing.a);
            if (pairing.isBye()) {
                a.byes += 1;
                a.score += scoring.bye;
                continue;
            }
            const PlayerId bId = *pairing.b;
            PlayerTally& b = tallyOf(bId);
            a.paired.push_back(bId);
            b.paired.push_back(pairing.a);
            meetings_[key(pairing.a, bId)] += 1;
            if (!pairing.result) {
                a.gamesOpen += 1;
                b.gamesOpen += 1;
                continue;
            }
            const Result& r = *pairing.result;
            a.opponents.push_back(bId);
            b.opponents.push_back(pairing.a);
            finished_[key(pairing.a, bId)] += 1;
            a.gamesFinished += 1;
            b.gamesFinished += 1;
            addCounts(r.terrains, &PlayerTally::terrains, &PlayerTally::terrainsUnknown, a, b);
            addCounts(r.health, &PlayerTally::health, &PlayerTally::healthUnknown, a, b);
            HalfPoints pa = 0;
            HalfPoints pb = 0;
            if (!r.winner) {
                pa = pb = scoring.draw;
                a.draws += 1;
                b.draws += 1;
            } else if (*r.winner == pairing.a) {
                pa = scoring.winPoints(r.outcome);
                pb = scoring.loss;
                a.wins += 1;
                b.losses += 1;
            } else {
                pb = scoring.winPoints(r.outcome);
                pa = scoring.loss;
                b.wins += 1;
                a.losses += 1;
            }
            a.score += pa - r.deduction[0];
            b.score += pb - r.deduction[1];
            pointsAgainst_[{pairing.a, bId}] += pa;
            pointsAgainst_[{bId, pairing.a}] += pb;
        }
    }
}

const PlayerTally& ScoreSheet::tally(PlayerId id) const {
    auto it = tallies_.find(id);
    return it == tallies_.end() ? empty_ : it->second;
}

int ScoreSheet::timesPlayed(PlayerId a, PlayerId b) const {
    auto it = meetings_.find(key(a, b));
    return it == meetings_.end() ? 0 : it->second;
}

HalfPoints ScoreSheet::pointsAgainst(PlayerId a, PlayerId b) const {
    auto it = pointsAgainst_.find({a, b});
    return it == pointsAgainst_.end() ? 0 : it->second;
}

}  // namespace muster::rules::tournament

namespace muster::rules::tournament {

int ScoreSheet::gamesFinishedBetween(PlayerId a, PlayerId b) const {
    auto it = finished_.find(key(a, b));
    return it == finished_.end() ? 0 : it->second;
}

}  // namespace muster::rules::tournament
