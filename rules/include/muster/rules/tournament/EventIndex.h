#pragma once
// Constant-time lookups into one Event: players by id and the pairs the organiser keeps apart. Event keeps its
// players in a list (Event::findPlayer scans it), which made standings, pairing and checking quadratic in the
// number of players (issue 34: 40,000 players took 9 s to rank). Whatever answers a question for every player
// or every game builds one EventIndex first. The event must not change while the index is used.
#include <cstdint>
#include <string>
#include <unordered_map>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

class EventIndex {
public:
    explicit EventIndex(const Event& event);

    [[nodiscard]] const Player* findPlayer(PlayerId id) const;
    [[nodiscard]] const Player& player(PlayerId id) const;  // throws EventError
    // Whether the organiser keeps `a` and `b` apart (Event::mustNotMeet), and why ("" when no reason is given).
    [[nodiscard]] bool mustNotMeet(PlayerId a, PlayerId b) const;
    [[nodiscard]] std::string apartReason(PlayerId a, PlayerId b) const;

private:
    [[nodiscard]] static std::uint64_t pairKey(PlayerId a, PlayerId b);

    const Event& event_;
    std::unordered_map<PlayerId, std::size_t> players_;     // id -> index in event.players (the first)
    std::unordered_map<std::uint64_t, std::size_t> apart_;  // pairKey -> index in event.avoid (the last)
};

}  // namespace muster::rules::tournament
