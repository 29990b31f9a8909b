#pragma once
// One policy for illegal rosters, the same for `muster-cli event ...` and the desk:
//   - registration: a roster that cannot be read is refused (nothing is registered); a legal roster, with
//     warnings or without, is registered; an illegal roster is registered only when the organiser accepts
//     it explicitly (muster-cli: --accept-illegal; the desk: a question whose default answer is not to
//     register). A player has no roster only when the organiser says so (the desk's "No roster" choice;
//     muster-cli: add-player without --roster).
//   - pairing: while players of the round to pair have an illegal roster (checked again against the
//     event's settings as they are now), pairing needs an explicit go-ahead (muster-cli: event pair
//     --accept-illegal; the desk: a question whose default answer is not to pair).
// The texts of the questions and refusals are here too, so that both say the same.
#include <functional>
#include <string>
#include <vector>

#include "muster/domain/Catalog.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/tournament/Event.h"
#include "muster/services/EventRosterCheck.h"

namespace muster::services {

enum class RosterAdmission {
    Register,         // legal (warnings included): register it
    NeedsAcceptance,  // illegal: only with the organiser's explicit acceptance
};

// What registration does with a checked roster.
[[nodiscard]] RosterAdmission admitRoster(const EventRosterCheck& check);
// The question the desk asks (and the CLI's refusal explains) for an illegal roster of `player`.
[[nodiscard]] std::string illegalRosterQuestion(const std::string& player, const EventRosterCheck& check,
                                                const rules::tournament::EventSettings& event);
// The CLI's refusal without --accept-illegal, naming the roster file.
[[nodiscard]] std::string illegalRosterRefusal(const std::string& rosterFile,
                                               const rules::tournament::EventSettings& event);

// A player of a round with an illegal (or no longer readable) roster.
struct IllegalRoster {
    rules::tournament::PlayerId player = 0;
    std::string name;
    std::string summary;  // "illegal: 3 errors", "unreadable: ..."
};

using RosterChecker = std::function<EventRosterCheck(const domain::Roster&)>;

// The players active in round `round` whose registered roster is illegal for the event now (a roster
// that no longer reads counts too). `check` checks a roster against the event (the desk passes its cached
// format; the other overload loads it by name).
[[nodiscard]] std::vector<IllegalRoster> illegalRostersInRound(const rules::tournament::Event& event, int round,
                                                               const domain::Catalog& catalog,
                                                               const RosterChecker& check);
[[nodiscard]] std::vector<IllegalRoster> illegalRostersInRound(const rules::tournament::Event& event, int round,
                                                               const rules::ForceValidator& validator);
// "2 players of round 3 have an illegal roster: Ann (illegal: 3 errors), Bob (...). Pair anyway?"
[[nodiscard]] std::string pairingQuestion(const std::vector<IllegalRoster>& illegal, int round);

}  // namespace muster::services
