#pragma once
// One line per change of an event's history (`muster-cli event history`), from the audit row's action and
// its old and new values (JSON as services::EventStore writes them): what changed, with the round, the
// table, the players and the values, e.g. "round 2, table 3: Quin v Fay: changed from Quin to Fay".
// One formatter per action, in a table; an action without one shows its name and id fields only.
#include <nlohmann/json.hpp>
#include <string>

namespace muster::services {

[[nodiscard]] std::string auditSummary(const std::string& action, const nlohmann::json& oldValue,
                                       const nlohmann::json& newValue);

}  // namespace muster::services
