#pragma once
// What every reader of an event checks about a round's pairings before anything is counted or paired: every
// player a pairing names exists, no player is in two games (or a game and a bye) of one round, and no one is
// paired against themself. One definition for all of them: the event file reader (EventIO, behind `event
// import`, `pair`, `standings` and `check-pairings`) refuses a file at its first fault, naming the field
// ("rounds[2].pairings[4].b"); the pairings checker (PairingChecker) reports every fault of a stored event as a
// violation.
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "muster/rules/tournament/Event.h"

namespace muster::rules::tournament {

struct StructureFault {
    enum class Kind { UnknownPlayer, Duplicate, SelfPairing };
    Kind kind = Kind::UnknownPlayer;
    PlayerId player = 0;
    std::size_t pairing = 0;       // where the fault is: an index into round.pairings
    bool sideB = false;            // ... and which side of it (a or b)
    std::size_t firstPairing = 0;  // Duplicate: where the player already plays
    bool firstSideB = false;

    // "pairings[4].b"
    [[nodiscard]] std::string field() const;
    // "player 3 is also in pairings[1].a (one game or bye per round)"
    [[nodiscard]] std::string problem() const;
};

class PairingStructure {
public:
    // The faults of one round, in the order of its pairings (a before b). `isPlayer` says whether an id is a
    // player of the event. Linear in the round's pairings.
    [[nodiscard]] static std::vector<StructureFault> faults(const Round& round,
                                                            const std::function<bool(PlayerId)>& isPlayer);
};

}  // namespace muster::rules::tournament
