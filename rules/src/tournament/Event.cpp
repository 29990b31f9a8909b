#include "muster/rules/tournament/Event.h"

#include <algorithm>
#include <array>
#include <map>
#include <utility>

#include "muster/rules/tournament/EventLimits.h"

namespace muster::rules::tournament {

namespace {
constexpr std::array<std::pair<Tiebreaker, std::string_view>, 5> kTiebreakerNames{{
    {Tiebreaker::StrengthOfSchedule, "sos"},
    {Tiebreaker::OpponentAverage, "opponent-average"},
    {Tiebreaker::HeadToHead, "head-to-head"},
    {Tiebreaker::TerrainsCaptured, "terrains"},
    {Tiebreaker::HealthKilled, "health"},
}};
}  // namespace

std::string_view tiebreakerName(Tiebreaker tiebreaker) {
    for (const auto& [value, name] : kTiebreakerNames) {
        if (value == tiebreaker) return name;
    }
    return "sos";
}

std::optional<Tiebreaker> parseTiebreaker(std::string_view name) {
    for (const auto& [value, text] : kTiebreakerNames) {
        if (text == name) return value;
    }
    return std::nullopt;
}

std::vector<std::string> tiebreakerNames() {
    std::vector<std::string> names;
    for (const auto& entry : kTiebreakerNames) names.emplace_back(entry.second);
    return names;
}

std::string_view tiebreakerExplanation(Tiebreaker tiebreaker) {
    switch (tiebreaker) {
        case Tiebreaker::OpponentAverage:
            return "the average share of the points their opponents won, each at least the floor (byes and late "
                   "entries do not lower it)";
        case Tiebreaker::StrengthOfSchedule:
            return "the sum of their opponents' points; a bye or a round missed counts as an average opponent";
        case Tiebreaker::HeadToHead:
            return "points taken from the other tied players; with three or more, only when all of them have met";
        case Tiebreaker::TerrainsCaptured:
            return "terrains captured; a bye or a round missed counts as the player's own average game";
        case Tiebreaker::HealthKilled:
            return "health killed; a bye or a round missed counts as the player's own average game";
    }
    return {};
}

std::vector<Tiebreaker> defaultTiebreakers() {
    return {Tiebreaker::OpponentAverage, Tiebreaker::StrengthOfSchedule, Tiebreaker::HeadToHead,
            Tiebreaker::TerrainsCaptured, Tiebreaker::HealthKilled};
}

std::uint64_t playerKey(std::string_view name, int occurrence) {
    // FNV-1a over the name's bytes, then the occurrence: the same everywhere the name is the same.
    std::uint64_t hash = 0xcbf29ce484222325ULL;
    for (const char c : name) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001b3ULL;
    }
    hash ^= static_cast<std::uint64_t>(occurrence) + 0x9E3779B97F4A7C15ULL;
    hash *= 0x100000001b3ULL;
    return hash;
}

bool Player::activeIn(int round) const {
    if (round < joinedRound) return false;
    if (dropped) return droppedAfterRound.has_value() && round <= *droppedAfterRound;
    if (rejoinedRound > 0 && droppedAfterRound) return round <= *droppedAfterRound || round >= rejoinedRound;
    return true;
}

bool Pairing::samePlayers(const Pairing& other) const {
    if (isBye() != other.isBye()) return false;
    if (isBye()) return a == other.a;
    return (a == other.a && *b == *other.b) || (a == *other.b && *b == other.a);
}

bool Pairing::hasFlag(const std::string& flag) const {
    return std::find(flags.begin(), flags.end(), flag) != flags.end();
}

void Pairing::addFlag(const std::string& flag) {
    if (!hasFlag(flag)) flags.push_back(flag);
}

bool Round::hasResults() const {
    return std::any_of(pairings.begin(), pairings.end(), [](const Pairing& p) { return p.result.has_value(); });
}

bool Round::finished() const {
    return std::all_of(pairings.begin(), pairings.end(), [](const Pairing& p) { return p.finished(); });
}

const Pairing* Round::pairingOf(PlayerId id) const {
    for (const auto& p : pairings) {
        if (p.involves(id)) return &p;
    }
    return nullptr;
}

Pairing* Round::pairingOf(PlayerId id) {
    for (auto& p : pairings) {
        if (p.involves(id)) return &p;
    }
    return nullptr;
}

const Player* Event::findPlayer(PlayerId id) const {
    for (const auto& p : players) {
        if (p.id == id) return &p;
    }
    return nullptr;
}

Player* Event::findPlayer(PlayerId id) {
    for (auto& p : players) {
        if (p.id == id) return &p;
    }
    return nullptr;
}

const Player& Event::player(PlayerId id) const {
    const Player* p = findPlayer(id);
    if (p == nullptr) throw EventError("no player with id " + std::to_string(id));
    return *p;
}

PlayerId Event::nextPlayerId() const {
    PlayerId next = 1;
    for (const auto& p : players) next = std::max(next, p.id + 1);
    return next;
}

int Event::swissRoundCount() const {
    return static_cast<int>(
        std::count_if(rounds.begin(), rounds.end(), [](const Round& r) { return r.kind == RoundKind::Swiss; }));
}

std::uint64_t Event::keyOf(PlayerId id) const {
    const Player* self = findPlayer(id);
    if (self == nullptr) return playerKey("#" + std::to_string(id));
    int occurrence = 0;
    for (const auto& p : players) {
        if (&p == self) break;
        if (p.name == self->name) ++occurrence;
    }
    return playerKey(self->name, occurrence);
}

std::map<PlayerId, std::uint64_t> Event::playerKeys() const {
    std::map<std::string, int> seen;
    std::map<PlayerId, std::uint64_t> keys;
    for (const auto& p : players) keys[p.id] = playerKey(p.name, seen[p.name]++);
    return keys;
}

std::vector<PlayerId> Event::notCheckedIn() const {
    const bool inUse = std::any_of(players.begin(), players.end(), [](const Player& p) { return p.checkedIn; });
    std::vector<PlayerId> absent;
    if (!inUse) return absent;
    for (const auto& p : players) {
        if (!p.checkedIn && !p.dropped) absent.push_back(p.id);
    }
    return absent;
}

int Event::lastCompleteSwissRound() const {
    int last = 0;
    for (const auto& round : rounds) {
        if (round.kind != RoundKind::Swiss || !round.finished()) break;
        last = round.number;
    }
    return last;
}

bool Event::plannedRoundsPaired() const {
    return settings.swissRounds > 0 && swissRoundCount() >= settings.swissRounds;
}

bool Event::mustNotMeet(PlayerId a, PlayerId b) const {
    return std::any_of(avoid.begin(), avoid.end(),
                       [&](const Avoidance& x) { return (x.a == a && x.b == b) || (x.a == b && x.b == a); });
}

std::vector<PlayerId> Event::activePlayers(int round) const {
    std::vector<PlayerId> ids;
    for (const auto& p : players) {
        if (p.activeIn(round)) ids.push_back(p.id);
    }
    return ids;
}

PlayerId Event::addPlayer(Player player) {
    if (player.name.empty()) throw EventError("a player needs a name");
    if (players.size() >= limits::kPlayersPerEvent) {
        throw EventError("an event has at most " + std::to_string(limits::kPlayersPerEvent) +
                         " players (docs/reliability.md, \"Limits\")");
    }
    if (player.id == 0) player.id = nextPlayerId();
    if (player.id < 0) throw EventError("player ids are positive");
    if (findPlayer(player.id) != nullptr) throw EventError("player id " + std::to_string(player.id) + " is taken");
    if (!rounds.empty() && player.joinedRound <= 1) {
        player.joinedRound = nextRoundNumber();
        player.entryScore = settings.lateEntryScore;
    }
    players.push_back(std::move(player));
    return players.back().id;
}

void Event::dropPlayer(PlayerId id) {
    Player* p = findPlayer(id);
    if (p == nullptr) throw EventError("no player with id " + std::to_string(id));
    if (p->dropped) throw EventError(p->name + " has already dropped");
    p->dropped = true;
    p->droppedAfterRound = static_cast<int>(rounds.size());
    p->rejoinedRound = 0;
}

void Event::undoDrop(PlayerId id) {
    Player* p = findPlayer(id);
    if (p == nullptr) throw EventError("no player with id " + std::to_string(id));
    if (!p->dropped) throw EventError(p->name + " has not dropped");
    p->dropped = false;
    const int next = nextRoundNumber();
    if (!p->droppedAfterRound || *p->droppedAfterRound + 1 >= next) {
        // No round was paired without them: as if they never dropped.
        p->droppedAfterRound.reset();
        p->rejoinedRound = 0;
    } else {
        p->rejoinedRound = next;
    }
}

void Event::setResult(int round, PlayerId player, const Result& result) {
    if (round < 1 || round > static_cast<int>(rounds.size())) {
        throw EventError("there is no round " + std::to_string(round));
    }
    Pairing* pairing = rounds[static_cast<std::size_t>(round - 1)].pairingOf(player);
    if (pairing == nullptr) {
        throw EventError("player " + std::to_string(player) + " is not paired in round " + std::to_string(round));
    }
    if (pairing->isBye())
        throw EventError("player " + std::to_string(player) + " has the bye in round " + std::to_string(round) +
                         ": a bye takes no result");
    if (result.outcome == Outcome::Draw && result.winner) throw EventError("a draw has no winner");
    if (result.outcome != Outcome::Draw && !result.winner) {
        throw EventError(std::string("a result by ") + std::string(outcomeName(result.outcome)) + " needs a winner");
    }
    if (result.winner && !pairing->involves(*result.winner)) {
        throw EventError("the winner " + std::to_string(*result.winner) + " is not in this game");
    }
    for (int side = 0; side < 2; ++side) {
        const auto i = static_cast<std::size_t>(side);
        if ((result.terrains && (*result.terrains)[i] < 0) || (result.health && (*result.health)[i] < 0)) {
            throw EventError("terrains and health cannot be negative");
        }
        if (result.deduction[i] < 0) {
            throw EventError("a penalty deduction cannot be negative");
        }
    }
    pairing->result = result;
}

}  // namespace muster::rules::tournament
