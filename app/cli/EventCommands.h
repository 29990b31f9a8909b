#pragma once
// What the `event` command groups share (EventCommands.cpp, PagesCommands.cpp).
#include <functional>

#include "CliContext.h"
#include "muster/db/EventRepository.h"
#include "muster/services/EventStore.h"

namespace muster::cli {

// Opens the database (--db or the default) and runs `work` with an event repository and store; storage
// errors and bad requests become CliError (exit 2), the event's refusals CliError (exit 1).
void withEvents(const CliContext& context,
                const std::function<void(db::EventRepository&, services::EventStore&)>& work);

}  // namespace muster::cli
