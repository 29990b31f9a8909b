#include "muster/rules/tournament/PairingStructure.h"

#include <unordered_map>
#include <utility>

namespace muster::rules::tournament {

namespace {

std::string place(std::size_t pairing, bool sideB) {
    return "pairings[" + std::to_string(pairing) + "]." + (sideB ? "b" : "a");
}

}  // namespace

std::string StructureFault::field() const {
    return place(pairing, sideB);
}

std::string StructureFault::problem() const {
    switch (kind) {
        case Kind::UnknownPlayer:
            return "no player has id " + std::to_string(player);
        case Kind::Duplicate:
            return "player " + std::to_string(player) + " is also in " + place(firstPairing, firstSideB) +
                   " (a player has one game or bye per round)";
        case Kind::SelfPairing:
            return "player " + std::to_string(player) + " is paired against themself";
    }
    return {};
}

std::vector<StructureFault> PairingStructure::faults(const Round& round,
                                                     const std::function<bool(PlayerId)>& isPlayer) {
    std::vector<StructureFault> out;
    std::unordered_map<PlayerId, std::pair<std::size_t, bool>> firstSeen;
    firstSeen.reserve(round.pairings.size() * 2);
    for (std::size_t k = 0; k < round.pairings.size(); ++k) {
        const Pairing& pairing = round.pairings[k];
        if (pairing.b && *pairing.b == pairing.a) {
            StructureFault fault;
            fault.kind = StructureFault::Kind::SelfPairing;
            fault.player = pairing.a;
            fault.pairing = k;
            fault.sideB = true;
            out.push_back(fault);
        }
        for (const bool sideB : {false, true}) {
            if (sideB && !pairing.b) continue;
            const PlayerId id = sideB ? *pairing.b : pairing.a;
            if (sideB && id == pairing.a) continue;  // said once, as a self-pairing
            StructureFault fault;
            fault.player = id;
            fault.pairing = k;
            fault.sideB = sideB;
            if (!isPlayer(id)) {
                fault.kind = StructureFault::Kind::UnknownPlayer;
                out.push_back(fault);
                continue;
            }
            const auto [it, first] = firstSeen.try_emplace(id, k, sideB);
            if (!first) {
                fault.kind = StructureFault::Kind::Duplicate;
                fault.firstPairing = it->second.first;
                fault.firstSideB = it->second.second;
                out.push_back(fault);
            }
        }
    }
    return out;
}

}  // namespace muster::rules::tournament
