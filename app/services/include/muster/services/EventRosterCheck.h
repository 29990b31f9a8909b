#pragma once
// A roster checked for an event: the event decides the edition (V4.01d when it names none), the force size
// (the event's; else its format's when the format fixes one; else the roster's own) and the format, not
// what the roster says about itself. A roster written for another edition or size gets a warning saying
// so. Shared by `muster-cli event add-player --roster` and the GUI's registration form.
#include <optional>
#include <string>

#include "muster/domain/Roster.h"
#include "muster/rules/EventFormat.h"
#include "muster/rules/ForceValidator.h"
#include "muster/rules/tournament/Event.h"
#include "muster/services/EventStore.h"

namespace muster::services {

struct EventRosterCheck {
    rules::ValidationReport report;
    RosterCheck stored;   // what the registration row keeps (verdict and findings as JSON)
    std::string summary;  // "legal", "legal, with warnings", "illegal: 3 errors"
};

// `format`: the event's format as loaded (null: it could not be loaded, `formatProblem` says why, and the
// check says so as an error; null with no problem: the event names no format, checked as open).
[[nodiscard]] EventRosterCheck checkRosterForEvent(const rules::ForceValidator& validator,
                                                   const rules::tournament::EventSettings& event,
                                                   const domain::Roster& roster, const rules::EventFormat* format,
                                                   const std::string& formatProblem = {});
// The same with the format loaded by name (EventFormatLoader), for callers without a cache.
[[nodiscard]] EventRosterCheck checkRosterForEvent(const rules::ForceValidator& validator,
                                                   const rules::tournament::EventSettings& event,
                                                   const domain::Roster& roster);

}  // namespace muster::services
