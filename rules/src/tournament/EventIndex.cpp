#include "muster/rules/tournament/EventIndex.h"

#include <algorithm>

namespace muster::rules::tournament {

EventIndex::EventIndex(const Event& event) : event_(event) {
    players_.reserve(event.players.size());
    for (std::size_t i = 0; i < event.players.size(); ++i) players_.try_emplace(event.players[i].id, i);
    apart_.reserve(event.avoid.size());
    for (std::size_t i = 0; i < event.avoid.size(); ++i) {
        apart_.insert_or_assign(pairKey(event.avoid[i].a, event.avoid[i].b), i);
    }
}

std::uint64_t EventIndex::pairKey(PlayerId a, PlayerId b) {
    // Player ids are at most 10^9 (EventLimits.h), so two fit in 64 bits; the order of the two does not matter.
    const auto low = static_cast<std::uint64_t>(std::min(a, b));
    const auto high = static_cast<std::uint64_t>(std::max(a, b));
    return (high << 32U) ^ low;
}

const Player* EventIndex::findPlayer(PlayerId id) const {
    const auto it = players_.find(id);
    return it == players_.end() ? nullptr : &event_.players[it->second];
}

const Player& EventIndex::player(PlayerId id) const {
    const Player* p = findPlayer(id);
    if (p == nullptr) throw EventError("no player with id " + std::to_string(id));
    return *p;
}

bool EventIndex::mustNotMeet(PlayerId a, PlayerId b) const {
    const auto it = apart_.find(pairKey(a, b));
    if (it == apart_.end()) return false;
    const Avoidance& x = event_.avoid[it->second];
    return (x.a == a && x.b == b) || (x.a == b && x.b == a);  // a key shared by two pairs (ids over 2^32)
}

std::string EventIndex::apartReason(PlayerId a, PlayerId b) const {
    const auto it = apart_.find(pairKey(a, b));
    return it == apart_.end() || !mustNotMeet(a, b) ? std::string() : event_.avoid[it->second].reason;
}

}  // namespace muster::rules::tournament
