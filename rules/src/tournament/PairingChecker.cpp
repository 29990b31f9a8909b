#include "muster/rules/tournament/PairingChecker.h"

#include <algorithm>
#include <map>
#include <set>

#include "muster/rules/tournament/ScoreSheet.h"

namespace muster::rules::tournament {

std::string_view violationName(PairingViolation::Kind kind) {
    using K = PairingViolation::Kind;
    switch (kind) {
        case K::UnknownPlayer:
            return "unknown-player";
        case K::Inactive:
            return "inactive";
        case K::Missing:
            return "missing";
        case K::Duplicate:
            return "duplicate";
        case K::SelfPairing:
            return "self-pairing";
        case K::Rematch:
            return "rematch";
        case K::RepeatBye:
            return "repeat-bye";
        case K::ByeNotLowest:
            return "bye-not-lowest";
        case K::ScoreGap:
            return "score-gap";
        case K::ClubClash:
            return "club";
        case K::TableConflict:
            return "table-conflict";
    }
    return "rematch";
}

std::vector<PairingViolation> PairingChecker::checkRound(const Event& event, int round,
                                                         const CheckOptions& options) {
    if (round < 1 || round > static_cast<int>(event.rounds.size())) {
        throw EventError("there is no round " + std::to_string(round));
    }
    return checkRound(event, event.rounds[static_cast<std::size_t>(round - 1)], options);
}

std::vector<PairingViolation> PairingChecker::checkRound(const Event& event, const Round& round,
                                                         const CheckOptions& options) {
    using K = PairingViolation::Kind;
    std::vector<PairingViolation> out;
    auto report = [&](K kind, std::vector<PlayerId> players, std::string message) {
        out.push_back({round.number, kind, std::move(players), std::move(message)});
    };
    auto nameOf = [&](PlayerId id) {
        const Player* p = event.findPlayer(id);
        std::string text = p == nullptr ? std::string("player") : p->name;
        text += " (";
        text += std::to_string(id);
        text += ")";
        return text;
    };
    // Scores, opponents and byes before this round.
    const ScoreSheet before(event, round.number - 1);
    const HalfPoints maxGap = options.maxGap >= 0 ? options.maxGap : event.settings.scoring.maxPerRound();

    std::map<PlayerId, int> seen;
    std::map<int, int> tables;
    for (const auto& pairing : round.pairings) {
        std::vector<PlayerId> ids{pairing.a};
        if (pairing.b) ids.push_back(*pairing.b);
        for (PlayerId id : ids) {
            seen[id] += 1;
            const Player* p = event.findPlayer(id);
            if (p == nullptr) {
                report(
                    K::UnknownPlayer, {id},
                    "round " + std::to_string(round.number) + " pairs unknown player " + std::to_string(id));
            } else if (round.kind == RoundKind::Swiss && !p->activeIn(round.number)) {
                report(K::Inactive, {id},
                       nameOf(id) + " is not playing in round " + std::to_string(round.number));
            } else if (p->fixedTable && pairing.table && *pairing.table != *p->fixedTable) {
                report(K::TableConflict, {id},
                       nameOf(id) + " needs table " + std::to_string(*p->fixedTable) +
                           " but plays at table " + std::to_string(*pairing.table));
            }
        }
        if (pairing.table) {
            if (++tables[*pairing.table] == 2) {
                report(K::TableConflict, ids, "two games at table " + std::to_string(*pairing.table));
            }
        }
        if (round.kind != RoundKind::Swiss) continue;
        if (pairing.isBye()) {
            const PlayerTally& t = before.tally(pairing.a);
            if (t.byes > 0) {
                report(K::RepeatBye, {pairing.a}, nameOf(pairing.a) + " gets a second bye");
            }
            continue;
        }
        const PlayerId b = *pairing.b;
        if (b == pairing.a) {
            report(K::SelfPairing, {b}, nameOf(b) + " is paired against themself");
            continue;
        }
        if (const int times = before.timesPlayed(pairing.a, b); times > 0) {
            report(K::Rematch, {pairing.a, b},
                   nameOf(pairing.a) + " and " + nameOf(b) + " have met before (" + std::to_string(times) +
                       "x)");
        }
        const HalfPoints gap = std::abs(before.score(pairing.a) - before.score(b));
        if (gap > maxGap) {
            report(K::ScoreGap, {pairing.a, b},
                   nameOf(pairing.a) + " (" + formatPoints(before.score(pairing.a)) + ") and " + nameOf(b) +
                       " (" + formatPoints(before.score(b)) + ") are " + formatPoints(gap) + " points apart");
        }
        const Player* pa = event.findPlayer(pairing.a);
        const Player* pb = event.findPlayer(b);
        if (event.settings.avoidSameClub && pa != nullptr && pb != nullptr && !pa->club.empty() &&
            pa->club == pb->club) {
            report(K::ClubClash, {pairing.a, b},
                   nameOf(pairing.a) + " and " + nameOf(b) + " are both of " + pa->club);
        }
    }
    for (const auto& [id, count] : seen) {
        if (count > 1)
            report(K::Duplicate, {id}, nameOf(id) + " is paired " + std::to_string(count) + " times");
    }
    if (round.kind == RoundKind::Swiss) {
        for (PlayerId id : event.activePlayers(round.number)) {
            if (seen.count(id) == 0) report(K::Missing, {id}, nameOf(id) + " has no game and no bye");
        }
        // The bye should go to a lowest-score player among those without one (any player if all had one).
        for (const auto& pairing : round.pairings) {
            if (!pairing.isBye()) continue;
            const auto active = event.activePlayers(round.number);
            const bool anyWithout = std::any_of(active.begin(), active.end(),
                                                [&](PlayerId id) { return before.tally(id).byes == 0; });
            std::optional<HalfPoints> lowest;
            for (PlayerId id : active) {
                if (anyWithout && before.tally(id).byes > 0) continue;
                const HalfPoints s = before.score(id);
                if (!lowest || s < *lowest) lowest = s;
            }
            if (lowest && before.score(pairing.a) > *lowest) {
                report(K::ByeNotLowest, {pairing.a},
                       nameOf(pairing.a) + " gets the bye with " + formatPoints(before.score(pairing.a)) +
                           " points while an eligible player has " + formatPoints(*lowest));
            }
        }
    }
    return out;
}

std::vector<PairingViolation> PairingChecker::checkEvent(const Event& event, const CheckOptions& options) {
    std::vector<PairingViolation> out;
    for (const auto& round : event.rounds) {
        auto found = checkRound(event, round, options);
        out.insert(out.end(), found.begin(), found.end());
    }
    return out;
}

}  // namespace muster::rules::tournament
