#pragma once
// The JSON form of a validation report (the one `muster-cli validate --json` prints per file).
#include <nlohmann/json.hpp>
#include <string>

#include "muster/rules/ValidationReport.h"

namespace muster::rules {

nlohmann::json findingJson(const Finding& finding);
nlohmann::json totalsJson(const ForceTotals& totals);
// {"file", "legal", "findings": [...], "totals": {...}}
nlohmann::json reportJson(const ValidationReport& report, const std::string& file);

}  // namespace muster::rules
