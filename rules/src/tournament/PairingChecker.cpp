#include "muster/rules/tournament/PairingChecker.h"

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "muster/rules/tournament/EventIndex.h"
#include "muster/rules/tournament/PairingAssessor.h"
#include "muster/rules/tournament/PairingStructure.h"

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
        case K::KeptApart:
            return "kept-apart";
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

void PairingCheck::append(const PairingCheck& other) {
    violations.insert(violations.end(), other.violations.begin(), other.violations.end());
    notes.insert(notes.end(), other.notes.begin(), other.notes.end());
}

namespace {

PairingViolation::Kind kindOf(Criterion criterion) {
    using K = PairingViolation::Kind;
    switch (criterion) {
        case Criterion::AvoidedMeetings:
            return K::KeptApart;
        case Criterion::Rematches:
            return K::Rematch;
        case Criterion::RepeatByes:
            return K::RepeatBye;
        case Criterion::ByePlace:
            return K::ByeNotLowest;
        case Criterion::ScoreGaps:
            return K::ScoreGap;
        case Criterion::ClubClashes:
        case Criterion::RankFold:
            return K::ClubClash;
    }
    return K::Rematch;
}

}  // namespace

PairingCheck PairingChecker::checkRound(const Event& event, int round, const CheckOptions& options) {
    if (round < 1 || round > static_cast<int>(event.rounds.size())) {
        throw EventError("there is no round " + std::to_string(round));
    }
    return checkRound(event, event.rounds[static_cast<std::size_t>(round - 1)], options);
}

PairingCheck PairingChecker::checkRound(const Event& event, const Round& round, const CheckOptions& options) {
    using K = PairingViolation::Kind;
    PairingCheck out;
    const EventIndex index(event);
    auto report = [&](K kind, std::vector<PlayerId> players, std::string message) {
        out.violations.push_back({round.number, kind, std::move(players), std::move(message)});
    };
    auto nameOf = [&](PlayerId id) {
        const Player* p = index.findPlayer(id);
        return p == nullptr ? "player " + std::to_string(id) : p->name;
    };
    // Unknown players, players in two games, a player against themself: the structure every reader of an event
    // file refuses (PairingStructure.h), reported here for an event in the database.
    std::unordered_map<PlayerId, int> timesPaired;
    for (const auto& fault :
         PairingStructure::faults(round, [&](PlayerId id) { return index.findPlayer(id) != nullptr; })) {
        switch (fault.kind) {
            case StructureFault::Kind::UnknownPlayer:
                report(
                    K::UnknownPlayer, {fault.player},
                    "round " + std::to_string(round.number) + " pairs unknown player " + std::to_string(fault.player));
                break;
            case StructureFault::Kind::SelfPairing:
                report(K::SelfPairing, {fault.player}, nameOf(fault.player) + " is paired against themself");
                timesPaired.try_emplace(fault.player, 1).first->second += 1;  // both sides of the game: twice
                break;
            case StructureFault::Kind::Duplicate:
                timesPaired.try_emplace(fault.player, 1).first->second += 1;
                break;
        }
    }
    std::set<PlayerId> seen;
    std::map<int, int> tables;
    for (const auto& pairing : round.pairings) {
        std::vector<PlayerId> ids{pairing.a};
        if (pairing.b) ids.push_back(*pairing.b);
        for (PlayerId id : ids) {
            seen.insert(id);
            const Player* p = index.findPlayer(id);
            if (p == nullptr) continue;  // said above
            if (round.kind == RoundKind::Swiss && !p->activeIn(round.number)) {
                report(K::Inactive, {id}, nameOf(id) + " is not playing in round " + std::to_string(round.number));
            } else if (p->fixedTable && pairing.table && *pairing.table != *p->fixedTable) {
                report(K::TableConflict, {id},
                       nameOf(id) + " needs table " + std::to_string(*p->fixedTable) + " but plays at table " +
                           std::to_string(*pairing.table));
            }
        }
        if (pairing.table) {
            if (++tables[*pairing.table] == 2) {
                report(K::TableConflict, ids, "two games at table " + std::to_string(*pairing.table));
            }
        }
    }
    for (const auto& [id, count] : std::map<PlayerId, int>(timesPaired.begin(), timesPaired.end())) {
        report(K::Duplicate, {id}, nameOf(id) + " is paired " + std::to_string(count) + " times");
    }
    if (round.kind != RoundKind::Swiss) return out;
    for (PlayerId id : event.activePlayers(round.number)) {
        if (seen.count(id) == 0) report(K::Missing, {id}, nameOf(id) + " has no game and no bye");
    }
    AssessOptions assessOptions;
    assessOptions.maxGap = options.maxGap;
    const RoundAssessment assessment = PairingAssessor::assess(event, round, std::nullopt, assessOptions);
    for (const auto& flaw : assessment.flaws) {
        PairingViolation v{round.number, kindOf(flaw.criterion), flaw.players, flaw.text()};
        (flaw.avoidable ? out.violations : out.notes).push_back(std::move(v));
    }
    return out;
}

PairingCheck PairingChecker::checkEvent(const Event& event, const CheckOptions& options) {
    PairingCheck out;
    for (const auto& round : event.rounds) out.append(checkRound(event, round, options));
    return out;
}

}  // namespace muster::rules::tournament
